#pragma once

#include <nlohmann/json.hpp>

#include <set>
#include <string>
#include <vector>

namespace rightsizer::catalog {

/// Largest model dimension (hidden, head_dim, FFN widths, MLA ranks) an architecture may state,
/// in the catalog's models.json and in a Hugging Face config.json alike.
inline constexpr double kMaxModelDimension = 1e7;

/// Strict reader over one JSON object: every access names its field path, missing or mistyped
/// fields and unknown keys become problems (collected, not thrown), so a caller can report all
/// of a file's problems at once.
class JsonReader {
public:
    JsonReader(const nlohmann::json& object, std::string path, std::vector<std::string>& problems);

    double number(const std::string& key, double minValue, double maxValue);
    double optionalNumber(const std::string& key, double fallback, double minValue,
                          double maxValue);
    int integer(const std::string& key, int minValue, int maxValue);
    std::string string(const std::string& key);
    std::string optionalString(const std::string& key, const std::string& fallback);
    bool boolean(const std::string& key);
    bool optionalBoolean(const std::string& key, bool fallback);
    bool has(const std::string& key) const;
    /// True when the key is present and holds a string.
    bool isString(const std::string& key) const {
        const auto it = m_object.find(key);
        return it != m_object.end() && it->is_string();
    }
    /// The child object (marked as used); nullptr with a problem when absent or not an object.
    const nlohmann::json* object(const std::string& key, bool required = true);
    const nlohmann::json* array(const std::string& key, bool required = true);
    /// Marks a key as known without reading it.
    void skip(const std::string& key);
    /// Reports keys that no accessor asked for.
    void rejectUnknownKeys();

    std::string pathOf(const std::string& key) const { return m_path + "." + key; }
    void problem(const std::string& key, const std::string& what);

private:
    const nlohmann::json* find(const std::string& key, bool required);

    const nlohmann::json& m_object;
    std::string m_path;
    std::vector<std::string>& m_problems;
    std::set<std::string> m_used;
};

/// Joins problems into one message ("a; b; c"), at most `limit` of them.
std::string joinProblems(const std::vector<std::string>& problems, size_t limit = 8);

} // namespace rightsizer::catalog
