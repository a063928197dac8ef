// A query_range answer turned into dcgm-exporter exposition lines while it is parsed (SAX): a
// month of samples never becomes a JSON tree (PrometheusImport.h, queryRangeToExposition).
#include "PrometheusImport.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <map>

namespace rightsizer::importers {
namespace {

/// A label value in exposition syntax: backslash, double quote and line feed escaped.
std::string exposition(const std::string& v) {
    std::string out = "\"";
    for (const char c : v) {
        if (c == '\n') {
            out += "\\n";
            continue;
        }
        if (c == '\\' || c == '"')
            out += '\\';
        out += c;
    }
    return out + "\"";
}

/// The labels the DCGM reader reads (host, GPU, MIG instance, product): the others (pod,
/// namespace, container, job, ...) would only repeat on every line.
bool readLabel(const std::string& name) {
    for (const char* used :
         {"Hostname", "hostname", "gpu", "UUID", "uuid", "device", "GPU_I_ID", "modelName"})
        if (name == used)
            return true;
    return false;
}

using Json = nlohmann::json;

/// Walks the answer {"status", "errorType", "error", "data": {"resultType", "result": [{"metric":
/// {labels}, "values": [[time, "value"], ...]}, ...]}} and writes a line per point.
class MatrixReader final : public nlohmann::json_sax<Json> {
public:
    MatrixReader(std::string_view metric, std::string& out)
        : m_metric(metric)
        , m_out(out) {}

    std::string status, errorType, error, resultType;
    bool sawResult = false;

    bool null() override { return value(); }
    bool boolean(bool) override { return value(); }
    bool number_integer(number_integer_t v) override { return number(double(v)); }
    bool number_unsigned(number_unsigned_t v) override { return number(double(v)); }
    bool number_float(number_float_t v, const string_t&) override { return number(v); }
    bool string(string_t& s) override {
        if (m_frames.size() == 1) {
            const std::string& key = m_frames[0].key;
            (key == "status"      ? status
             : key == "errorType" ? errorType
             : key == "error"     ? error
                                  : m_ignored) = s;
        } else if (at({"data", "resultType"})) {
            resultType = s;
        } else if (at({"data", "result", "", "metric", "*"})) {
            label(m_frames[4].key, s);
        } else if (at({"data", "result", "", "values", "", ""}) && m_frames[5].count == 1) {
            m_value = s;
            m_hasValue = true;
        }
        return value();
    }
    bool binary(binary_t&) override { return value(); }
    bool start_object(std::size_t) override {
        if (at({"data", "result", ""})) {
            m_labels.clear();
            m_head.clear();
            m_buffered.clear();
        }
        m_frames.push_back({true, {}, 0});
        return true;
    }
    bool key(string_t& k) override {
        m_frames.back().key = k;
        return true;
    }
    bool end_object() override {
        m_frames.pop_back();
        if (at({"data", "result", "", "metric"}))
            buildHead();
        else if (at({"data", "result", ""})) {
            if (m_head.empty())
                buildHead();
            for (const auto& [t, v] : m_buffered)
                write(t, v);
            m_buffered.clear();
        }
        return value();
    }
    bool start_array(std::size_t) override {
        if (at({"data", "result"}))
            sawResult = true;
        if (at({"data", "result", "", "values", ""}))
            m_hasTime = m_hasValue = false;
        m_frames.push_back({false, {}, 0});
        return true;
    }
    bool end_array() override {
        const size_t elements = m_frames.back().count;
        m_frames.pop_back();
        if (at({"data", "result", "", "values", ""}) && elements == 2 && m_hasTime && m_hasValue) {
            if (m_head.empty())
                m_buffered.emplace_back(m_time, m_value);
            else
                write(m_time, m_value);
        }
        return value();
    }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override {
        return false;
    }

private:
    struct Frame {
        bool object;
        std::string key;
        size_t count;
    };

    /// The containers around the next value are `path`: an object by the key the value is at
    /// ("*": any), an array by "".
    bool at(std::initializer_list<std::string_view> path) const {
        if (path.size() != m_frames.size())
            return false;
        size_t i = 0;
        for (std::string_view p : path) {
            const Frame& f = m_frames[i++];
            if (f.object ? (p.empty() || (p != "*" && p != f.key)) : !p.empty())
                return false;
        }
        return true;
    }
    bool value() {
        if (!m_frames.empty())
            ++m_frames.back().count;
        return true;
    }
    bool number(double v) {
        if (at({"data", "result", "", "values", "", ""}) && m_frames[5].count == 0) {
            m_time = v;
            m_hasTime = true;
        }
        return value();
    }
    void label(const std::string& k, const std::string& v) {
        if (readLabel(k))
            m_labels[k] = v;
        // dcgm-exporter names the host in Hostname; a target without it, its instance.
        else if (k == "instance")
            m_labels.emplace("Hostname", v);
    }
    void buildHead() {
        m_head = std::string(m_metric) + '{';
        bool first = true;
        for (const auto& [k, v] : m_labels) {
            m_head += (first ? "" : ",") + k + "=" + exposition(v);
            first = false;
        }
        m_head += "} ";
    }
    void write(double t, const std::string& v) {
        m_out += m_head;
        m_out += v;
        m_out += ' ';
        m_out += std::to_string(std::llround(t * 1000.0));
        m_out += '\n';
    }

    std::string_view m_metric;
    std::string& m_out;
    std::vector<Frame> m_frames;
    std::map<std::string, std::string> m_labels;
    std::string m_head;
    std::vector<std::pair<double, std::string>> m_buffered; ///< points before the labels
    double m_time = 0;
    bool m_hasTime = false;
    std::string m_value;
    bool m_hasValue = false;
    std::string m_ignored;
};

} // namespace

model::Result<std::string> queryRangeToExposition(std::string_view body, std::string_view metric) {
    std::string out;
    MatrixReader reader(metric, out);
    if (!Json::sax_parse(body.begin(), body.end(), &reader))
        return model::fieldError("prometheus", "the answer is not JSON (is the URL a Prometheus "
                                               "server's?)");
    if (reader.status != "success")
        return model::fieldError(
            "prometheus", (reader.errorType.empty() ? std::string("error") : reader.errorType) +
                              ": " + (reader.error.empty() ? "no reason" : reader.error));
    if (reader.resultType != "matrix" || !reader.sawResult)
        return model::fieldError("prometheus", "the answer holds no range (matrix) result");
    return out;
}

} // namespace rightsizer::importers
