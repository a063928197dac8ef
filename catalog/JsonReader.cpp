#include "JsonReader.h"

#include "JsonText.h"
#include "model/Result.h"

#include <cmath>

namespace rightsizer::catalog {
JsonReader::JsonReader(const nlohmann::json& object, std::string path,
                       std::vector<std::string>& problems)
    : m_object(object)
    , m_path(std::move(path))
    , m_problems(problems) {
    if (!m_object.is_object())
        m_problems.push_back(m_path + ": expected an object");
}

void JsonReader::problem(const std::string& key, const std::string& what) {
    m_problems.push_back(pathOf(key) + ": " + what);
}

const nlohmann::json* JsonReader::find(const std::string& key, bool required) {
    m_used.insert(key);
    if (!m_object.is_object())
        return nullptr;
    auto it = m_object.find(key);
    if (it == m_object.end()) {
        if (required)
            problem(key, "missing");
        return nullptr;
    }
    return &*it;
}

bool JsonReader::has(const std::string& key) const {
    return m_object.is_object() && m_object.contains(key);
}

double JsonReader::number(const std::string& key, double minValue, double maxValue) {
    const nlohmann::json* v = find(key, true);
    if (!v)
        return minValue;
    if (!v->is_number()) {
        problem(key, "expected a number, got " + describeJson(*v));
        return minValue;
    }
    const double d = v->get<double>();
    if (!std::isfinite(d) || d < minValue || d > maxValue) {
        problem(key, "got " + model::plainNumber(d) + ", accepted " + model::plainNumber(minValue) +
                         " to " + model::plainNumber(maxValue));
        return minValue;
    }
    return d;
}

double JsonReader::optionalNumber(const std::string& key, double fallback, double minValue,
                                  double maxValue) {
    if (!has(key)) {
        m_used.insert(key);
        return fallback;
    }
    return number(key, minValue, maxValue);
}

int JsonReader::integer(const std::string& key, int minValue, int maxValue) {
    const double d = number(key, minValue, maxValue);
    if (d != std::floor(d)) {
        problem(key, "expected a whole number, got " + model::plainNumber(d));
        return minValue;
    }
    return static_cast<int>(d);
}

std::string JsonReader::string(const std::string& key) {
    const nlohmann::json* v = find(key, true);
    if (!v)
        return {};
    if (!v->is_string()) {
        problem(key, "expected a string, got " + describeJson(*v));
        return {};
    }
    return v->get<std::string>();
}

std::string JsonReader::optionalString(const std::string& key, const std::string& fallback) {
    if (!has(key)) {
        m_used.insert(key);
        return fallback;
    }
    return string(key);
}

bool JsonReader::boolean(const std::string& key) {
    const nlohmann::json* v = find(key, true);
    if (!v)
        return false;
    if (!v->is_boolean()) {
        problem(key, "expected true or false, got " + describeJson(*v));
        return false;
    }
    return v->get<bool>();
}

bool JsonReader::optionalBoolean(const std::string& key, bool fallback) {
    if (!has(key)) {
        m_used.insert(key);
        return fallback;
    }
    return boolean(key);
}

const nlohmann::json* JsonReader::object(const std::string& key, bool required) {
    const nlohmann::json* v = find(key, required);
    if (v && !v->is_object()) {
        problem(key, "expected an object");
        return nullptr;
    }
    return v;
}

const nlohmann::json* JsonReader::array(const std::string& key, bool required) {
    const nlohmann::json* v = find(key, required);
    if (v && !v->is_array()) {
        problem(key, "expected an array");
        return nullptr;
    }
    return v;
}

void JsonReader::skip(const std::string& key) {
    m_used.insert(key);
}

void JsonReader::rejectUnknownKeys() {
    if (!m_object.is_object())
        return;
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        if (!m_used.count(it.key()))
            problem(it.key(), "unknown field");
    }
}

std::string joinProblems(const std::vector<std::string>& problems, size_t limit) {
    std::string out;
    for (size_t i = 0; i < problems.size() && i < limit; ++i) {
        if (i)
            out += "; ";
        out += problems[i];
    }
    if (problems.size() > limit)
        out += "; and " + std::to_string(problems.size() - limit) + " more";
    return out;
}

} // namespace rightsizer::catalog
