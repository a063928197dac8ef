#include "JsonText.h"

#include <set>
#include <vector>

namespace rightsizer::catalog {
namespace {

using model::Error;
using model::Result;

/// Deepest nesting of objects and arrays outside strings, with the line where `limit` is first
/// passed (0 when it is not).
int lineBeyondDepth(std::string_view text, int limit) {
    int depth = 0;
    int line = 1;
    bool inString = false;
    bool escaped = false;
    for (const char c : text) {
        if (c == '\n')
            ++line;
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '[' || c == '{') {
            if (++depth > limit)
                return line;
        } else if (c == ']' || c == '}')
            --depth;
    }
    return 0;
}

} // namespace

std::string jsonErrorMessage(const nlohmann::json::exception& e) {
    std::string m = e.what();
    if (!m.empty() && m.front() == '[') {
        const auto end = m.find("] ");
        if (end != std::string::npos)
            m = m.substr(end + 2);
    }
    if (m.rfind("number overflow parsing", 0) == 0)
        m = "a number is too large for a double: " + m.substr(24);
    return clipText(m, 160);
}

namespace {

template <typename Json> Result<Json> parseText(std::string_view text) {
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
        return Error{"", "not valid JSON: the file is empty"};
    if (const int line = lineBeyondDepth(text, kMaxJsonDepth))
        return Error{"", "not valid JSON: objects and arrays nested deeper than " +
                             std::to_string(kMaxJsonDepth) + " levels (line " +
                             std::to_string(line) + ")"};
    // A stack of the keys seen in each open object, to refuse a key given twice.
    std::vector<std::set<std::string>> keys;
    std::string duplicate;
    auto onEvent = [&](int, nlohmann::json::parse_event_t event, Json& parsed) {
        using Event = nlohmann::json::parse_event_t;
        if (event == Event::object_start)
            keys.emplace_back();
        else if (event == Event::object_end && !keys.empty())
            keys.pop_back();
        else if (event == Event::key && !keys.empty() && parsed.is_string() &&
                 !keys.back().insert(parsed.template get<std::string>()).second &&
                 duplicate.empty())
            duplicate = parsed.template get<std::string>();
        return true;
    };
    try {
        Json doc = Json::parse(text.begin(), text.end(), onEvent);
        if (!duplicate.empty())
            return Error{"", "not valid JSON: the key \"" + clipText(duplicate) +
                                 "\" is given twice in one object"};
        return doc;
    } catch (const nlohmann::json::exception& e) {
        return Error{"", "not valid JSON: " + jsonErrorMessage(e)};
    }
}

template <typename Json> std::string describe(const Json& v) {
    if (v.is_string()) {
        // Appended rather than "\"" + text: g++ 12 at -O3 reports a false stringop-overflow
        // for an insert at the front of a temporary string (GCC bug 105651).
        std::string quoted = "\"";
        quoted += clipText(replaceInvalidUtf8(v.template get_ref<const std::string&>()));
        quoted += '"';
        return quoted;
    }
    if (v.is_array())
        return "an array of " + std::to_string(v.size()) + (v.size() == 1 ? " item" : " items");
    if (v.is_object())
        return "an object";
    return clipText(v.dump());
}

/// Length of the valid UTF-8 sequence starting at `i`, 0 when the byte there starts none.
size_t sequenceLength(std::string_view s, size_t i) {
    const auto b = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = b(i);
    if (c < 0x80)
        return 1;
    size_t n = 0;
    unsigned char lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF)
        n = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        lo = c == 0xE0 ? 0xA0 : 0x80; // no overlong forms
        hi = c == 0xED ? 0x9F : 0xBF; // no UTF-16 surrogates
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        lo = c == 0xF0 ? 0x90 : 0x80;
        hi = c == 0xF4 ? 0x8F : 0xBF; // nothing beyond U+10FFFF
    } else
        return 0;
    if (i + n > s.size())
        return 0;
    if (b(i + 1) < lo || b(i + 1) > hi)
        return 0;
    for (size_t k = 2; k < n; ++k)
        if (b(i + k) < 0x80 || b(i + k) > 0xBF)
            return 0;
    return n;
}

} // namespace

Result<nlohmann::json> parseJsonText(std::string_view text) {
    return parseText<nlohmann::json>(text);
}

Result<nlohmann::ordered_json> parseOrderedJsonText(std::string_view text) {
    return parseText<nlohmann::ordered_json>(text);
}

std::string describeJson(const nlohmann::json& value) {
    return describe(value);
}

std::string describeJson(const nlohmann::ordered_json& value) {
    return describe(value);
}

bool isValidUtf8(std::string_view text) {
    for (size_t i = 0; i < text.size();) {
        const size_t n = sequenceLength(text, i);
        if (n == 0)
            return false;
        i += n;
    }
    return true;
}

std::string replaceInvalidUtf8(std::string_view text) {
    if (isValidUtf8(text))
        return std::string(text);
    std::string out;
    out.reserve(text.size() + 8);
    for (size_t i = 0; i < text.size();) {
        const size_t n = sequenceLength(text, i);
        if (n == 0) {
            out += "\xEF\xBF\xBD";
            ++i;
        } else {
            out.append(text.substr(i, n));
            i += n;
        }
    }
    return out;
}

size_t invalidUtf8Bytes(std::string_view text) {
    size_t bad = 0;
    for (size_t i = 0; i < text.size();) {
        const size_t n = sequenceLength(text, i);
        bad += n == 0 ? 1 : 0;
        i += n == 0 ? 1 : n;
    }
    return bad;
}

std::string invalidUtf8Note(size_t bytes, int firstLine, const std::string& fileName) {
    if (bytes == 0)
        return {};
    return fileName + ": " + std::to_string(bytes) +
           (bytes == 1 ? " byte that is not UTF-8" : " bytes that are not UTF-8") +
           " (first on line " + std::to_string(firstLine) +
           ") read as the replacement character U+FFFD";
}

std::string invalidUtf8Note(std::string_view text, const std::string& fileName) {
    size_t bad = 0;
    int line = 1;
    int firstLine = 0;
    for (size_t i = 0; i < text.size();) {
        const size_t n = sequenceLength(text, i);
        if (n == 0) {
            ++bad;
            if (firstLine == 0)
                firstLine = line;
            ++i;
            continue;
        }
        if (text[i] == '\n')
            ++line;
        i += n;
    }
    return invalidUtf8Note(bad, firstLine, fileName);
}

std::string dumpJson(const nlohmann::json& value, int indent) {
    return value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string dumpJson(const nlohmann::ordered_json& value, int indent) {
    return value.dump(indent, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

} // namespace rightsizer::catalog
