// The measurements CSV: reading (parseCsvRows) and writing (measurementsToCsv).
#include "BenchmarkImportInternal.h"
#include "catalog/Csv.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <map>

namespace rightsizer::importers {
using catalog::CsvRow;
using catalog::CsvTable;
using catalog::parseCsv;

namespace {

enum class Field {
    Model,
    Gpu,
    Precision,
    Tp,
    Pp,
    Batch,
    InputTokens,
    OutputTokens,
    Ttft,
    Tpot,
    TokensPerS,
    PeakMemory,
    Source,
    Note
};

/// A header name and what it fills; a number cell is divided by `divisor` (ms -> s, MiB -> GiB).
struct Column {
    std::string_view name;
    Field field;
    double divisor = 1.0;
};

constexpr std::array<Column, 27> kColumns{{
    {"model", Field::Model},
    {"gpu", Field::Gpu},
    {"precision", Field::Precision},
    {"tp", Field::Tp},
    {"pp", Field::Pp},
    {"batch", Field::Batch},
    {"concurrency", Field::Batch},
    {"max_concurrency", Field::Batch},
    {"input_tokens", Field::InputTokens},
    {"input_len", Field::InputTokens},
    {"isl", Field::InputTokens},
    {"output_tokens", Field::OutputTokens},
    {"output_len", Field::OutputTokens},
    {"osl", Field::OutputTokens},
    {"ttft_ms", Field::Ttft, 1000.0},
    {"ttft_s", Field::Ttft},
    {"tpot_ms", Field::Tpot, 1000.0},
    {"tpot_s", Field::Tpot},
    {"itl_ms", Field::Tpot, 1000.0},
    {"itl_s", Field::Tpot},
    {"tokens_per_s", Field::TokensPerS},
    {"output_tokens_per_s", Field::TokensPerS},
    {"output_throughput", Field::TokensPerS},
    {"peak_memory_gib", Field::PeakMemory},
    {"peak_memory_mib", Field::PeakMemory, 1024.0},
    {"source", Field::Source},
    {"note", Field::Note},
}};

/// Header names that look right but would be read wrongly, with what to write instead.
constexpr std::array<std::pair<std::string_view, std::string_view>, 8> kMisleading{{
    {"peak_memory_gb", "GB (10^9 bytes) and GiB (2^30 bytes) differ by 7%; name the column "
                       "peak_memory_gib (GiB) or peak_memory_mib (MiB) and convert the values"},
    {"peak_memory_mb", "MB (10^6 bytes) and MiB (2^20 bytes) differ by 5%; name the column "
                       "peak_memory_mib (MiB) or peak_memory_gib (GiB) and convert the values"},
    {"peak_memory", "name the unit: peak_memory_gib or peak_memory_mib"},
    {"ttft", "name the unit: ttft_ms or ttft_s"},
    {"tpot", "name the unit: tpot_ms or tpot_s"},
    {"itl", "name the unit: itl_ms or itl_s"},
    {"memory_gb", "name the column peak_memory_gib (GiB) or peak_memory_mib (MiB)"},
    {"memory_gib", "name the column peak_memory_gib"},
}};

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

std::string acceptedColumns() {
    std::string out;
    for (const Column& c : kColumns)
        out += (out.empty() ? "" : ", ") + std::string(c.name);
    return out;
}

/// What a column fills, for messages ("ttft" for ttft_ms and ttft_s).
std::string_view fieldLabel(Field f) {
    static constexpr std::array<std::string_view, 14> kLabels{
        "model",        "gpu",          "precision",     "tp",   "pp",
        "batch",        "input_tokens", "output_tokens", "ttft", "tpot",
        "tokens_per_s", "peak_memory",  "source",        "note"};
    return kLabels[size_t(f)];
}

/// Why `cell` is not a number ("" when it is one), with `value` set when it is.
std::string readNumber(const std::string& cell, double& value) {
    const char* end = cell.data() + cell.size();
    const auto r = std::from_chars(cell.data(), end, value);
    if (r.ec == std::errc() && r.ptr == end) {
        if (!std::isfinite(value))
            return "is not a finite number";
        if (value < 0)
            return "is negative";
        return {};
    }
    if (r.ec == std::errc() && r.ptr != cell.data()) {
        const std::string rest = benchmark::trimmed(std::string_view(r.ptr, size_t(end - r.ptr)));
        if (!rest.empty() && std::isalpha(static_cast<unsigned char>(rest[0])))
            return "carries a unit ('" + rest +
                   "'); write the number alone and the unit in the column name";
    }
    return "is not a plain decimal number";
}

struct Cell {
    const std::string& header; ///< as written
    const Column& column;
    std::string text; ///< trimmed, not empty
};

/// Stores one non-empty cell into `m`; returns why it cannot be read ("" when it can).
std::string store(const Cell& c, Measurement& m) {
    switch (c.column.field) {
    case Field::Model:
        m.model = c.text;
        return {};
    case Field::Gpu:
        m.gpu = c.text;
        return {};
    case Field::Precision:
        m.precision = c.text;
        return {};
    case Field::Source:
        m.source = c.text;
        return {};
    case Field::Note:
        m.note = c.text;
        return {};
    default:
        break;
    }
    double v = 0;
    if (std::string why = readNumber(c.text, v); !why.empty())
        return why;
    v /= c.column.divisor;
    const auto whole = [&](std::optional<std::int64_t>& out) -> std::string {
        if (v != std::floor(v) || v > 9.0e15)
            return "is not a whole number";
        out = static_cast<std::int64_t>(v);
        return {};
    };
    switch (c.column.field) {
    case Field::Tp:
        return whole(m.tp);
    case Field::Pp:
        return whole(m.pp);
    case Field::Batch:
        return whole(m.batch);
    case Field::InputTokens:
        return whole(m.inputTokens);
    case Field::OutputTokens:
        return whole(m.outputTokens);
    case Field::Ttft:
        m.ttftS = v;
        return {};
    case Field::Tpot:
        m.tpotS = v;
        return {};
    case Field::TokensPerS:
        m.tokensPerS = v;
        return {};
    default:
        m.peakMemoryGib = v;
        return {};
    }
}

/// The known columns in file order (header text, column); header problems are reported at
/// `line`.
std::vector<std::pair<std::string, const Column*>>
mapHeader(const std::vector<std::string>& header, int line, std::vector<std::string>& problems) {
    std::vector<std::pair<std::string, const Column*>> out;
    std::map<Field, std::string> seen;
    std::string unknown;
    const std::string at = "line " + std::to_string(line) + ": ";
    for (const std::string& raw : header) {
        const std::string name = lower(benchmark::trimmed(raw));
        const auto col = std::find_if(kColumns.begin(), kColumns.end(),
                                      [&](const Column& c) { return c.name == name; });
        if (col == kColumns.end()) {
            const auto hint = std::find_if(kMisleading.begin(), kMisleading.end(),
                                           [&](const auto& h) { return h.first == name; });
            if (hint != kMisleading.end())
                problems.push_back(at + "column '" + raw + "': " + std::string(hint->second));
            else
                unknown += (unknown.empty() ? "'" : ", '") + raw + "'";
            continue;
        }
        if (auto [it, fresh] = seen.emplace(col->field, raw); !fresh) {
            problems.push_back(at + "columns '" + it->second + "' and '" + raw + "' both give " +
                               std::string(fieldLabel(col->field)) + "; keep one");
            continue;
        }
        out.emplace_back(raw, &*col);
    }
    if (!unknown.empty())
        problems.insert(problems.begin(),
                        at + "unknown column" +
                            (unknown.find(',') == std::string::npos ? " " : "s ") + unknown +
                            " (accepted: " + acceptedColumns() + ")");
    return out;
}

/// The line number a problem starts with ("line 12, column ..." -> 12; 0 when none).
int problemLine(const std::string& p) {
    int line = 0;
    constexpr std::string_view kLine = "line ";
    if (p.rfind(kLine, 0) == 0)
        std::from_chars(p.data() + kLine.size(), p.data() + p.size(), line);
    return line;
}

/// 1-based line of the first non-blank character (the header).
int headerLine(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    return 1 + int(std::count(text.begin(), text.begin() + std::ptrdiff_t(first), '\n'));
}

std::string csvField(const std::string& s) {
    if (s.find_first_of(",\"\r\n") == std::string::npos &&
        (s.empty() || (s.front() != ' ' && s.back() != ' ')))
        return s;
    std::string out = "\"";
    for (char c : s)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

std::string shortest(double v) {
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

} // namespace

namespace benchmark {

std::vector<Measurement> parseCsvRows(std::string_view text, const std::string& fileName,
                                      const MeasurementDefaults& defaults,
                                      std::vector<std::string>& problems) {
    const CsvTable table = parseCsv(text);
    std::vector<std::string> found;
    const std::vector<std::pair<std::string, const Column*>> columns =
        mapHeader(table.header, headerLine(text), found);
    found.insert(found.end(), table.problems.begin(), table.problems.end());
    std::vector<Measurement> rows;
    for (const CsvRow& row : table.rows) {
        if (std::all_of(row.fields.begin(), row.fields.end(),
                        [](const auto& f) { return trimmed(f.second).empty(); }))
            continue; // a spreadsheet's trailing ",,,," line
        Measurement m;
        for (const auto& [header, column] : columns) {
            std::string cell = trimmed(row.fields.at(header));
            if (cell.empty())
                continue;
            const Cell c{header, *column, std::move(cell)};
            if (std::string why = store(c, m); !why.empty())
                found.push_back("line " + std::to_string(row.line) + ", column " + header + ": '" +
                                c.text + "' " + why);
        }
        if (!m.source)
            m.source = fileName + " line " + std::to_string(row.line);
        applyDefaults(m, defaults);
        rows.push_back(std::move(m));
    }
    std::stable_sort(found.begin(), found.end(), [](const std::string& a, const std::string& b) {
        return problemLine(a) < problemLine(b);
    });
    problems.insert(problems.end(), found.begin(), found.end());
    return rows;
}

} // namespace benchmark

std::string measurementsToCsv(const std::vector<Measurement>& rows) {
    std::string out = "model,gpu,precision,tp,pp,batch,input_tokens,output_tokens,ttft_s,tpot_s,"
                      "tokens_per_s,peak_memory_gib,source,note\n";
    const auto text = [](const std::optional<std::string>& v) { return v ? csvField(*v) : ""; };
    const auto count = [](const std::optional<std::int64_t>& v) {
        return v ? std::to_string(*v) : std::string();
    };
    const auto number = [](const std::optional<double>& v) { return v ? shortest(*v) : ""; };
    for (const Measurement& m : rows) {
        out += text(m.model) + ',' + text(m.gpu) + ',' + text(m.precision) + ',' + count(m.tp) +
               ',' + count(m.pp) + ',' + count(m.batch) + ',' + count(m.inputTokens) + ',' +
               count(m.outputTokens) + ',' + number(m.ttftS) + ',' + number(m.tpotS) + ',' +
               number(m.tokensPerS) + ',' + number(m.peakMemoryGib) + ',' + text(m.source) + ',' +
               text(m.note) + '\n';
    }
    return out;
}

} // namespace rightsizer::importers
