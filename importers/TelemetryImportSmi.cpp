// nvidia-smi --query-gpu=... --format=csv[,noheader][,nounits] output.
#include "TelemetryImportInternal.h"

#include <array>
#include <cctype>
#include <charconv>
#include <cmath>

namespace rightsizer::importers::telemetry {
namespace {

enum class Field {
    Timestamp,
    Name,
    Index,
    Uuid,
    BusId,
    GpuUtil,
    MemUtil,
    MemUsed,
    MemTotal,
    MemFree,
    MemReserved,
    Power,
    PowerAverage,
    PowerInstant,
    SmClock,
    MemClock,
    Ignored
};

struct FieldInfo {
    std::string_view name; ///< as the header prints it (nvidia-smi prints clocks.sm as
                           ///< clocks.current.sm; both are accepted)
    Field field;
    std::string_view unit; ///< what the values carry without nounits
    double scale;          ///< to SI: % -> fraction, MiB -> bytes, MHz -> Hz
};

constexpr std::array kFields{
    FieldInfo{"timestamp", Field::Timestamp, "", 1},
    FieldInfo{"name", Field::Name, "", 1},
    FieldInfo{"index", Field::Index, "", 1},
    FieldInfo{"uuid", Field::Uuid, "", 1},
    FieldInfo{"pci.bus_id", Field::BusId, "", 1},
    FieldInfo{"utilization.gpu", Field::GpuUtil, "%", 0.01},
    FieldInfo{"utilization.memory", Field::MemUtil, "%", 0.01},
    FieldInfo{"memory.used", Field::MemUsed, "MiB", kMiB},
    FieldInfo{"memory.total", Field::MemTotal, "MiB", kMiB},
    FieldInfo{"memory.free", Field::MemFree, "MiB", kMiB},
    FieldInfo{"memory.reserved", Field::MemReserved, "MiB", kMiB},
    FieldInfo{"power.draw", Field::Power, "W", 1},
    FieldInfo{"power.draw.average", Field::PowerAverage, "W", 1},
    FieldInfo{"power.draw.instant", Field::PowerInstant, "W", 1},
    FieldInfo{"clocks.sm", Field::SmClock, "MHz", kMHz},
    FieldInfo{"clocks.current.sm", Field::SmClock, "MHz", kMHz},
    FieldInfo{"clocks.mem", Field::MemClock, "MHz", kMHz},
    FieldInfo{"clocks.current.memory", Field::MemClock, "MHz", kMHz},
};
constexpr size_t kFieldCount = size_t(Field::Ignored);

struct Column {
    std::string header; ///< as written, trimmed ("utilization.gpu [%]")
    const FieldInfo* info = nullptr;
};

struct Header {
    int line = 0;
    std::vector<Column> columns;
    bool has(Field f) const {
        for (const Column& c : columns)
            if (c.info && c.info->field == f)
                return true;
        return false;
    }
};

std::vector<std::string_view> splitFields(std::string_view line) {
    std::vector<std::string_view> out;
    size_t pos = 0;
    while (true) {
        const size_t comma = line.find(',', pos);
        out.push_back(
            trim(line.substr(pos, comma == std::string_view::npos ? comma : comma - pos)));
        if (comma == std::string_view::npos)
            return out;
        pos = comma + 1;
    }
}

/// "utilization.gpu [%]" -> name "utilization.gpu", unit "%"; false when it is no field name.
bool splitHeaderField(std::string_view f, std::string_view& name, std::string_view& unit) {
    const size_t bracket = f.find(" [");
    name = f.substr(0, bracket);
    unit = {};
    if (bracket != std::string_view::npos) {
        if (f.back() != ']')
            return false;
        unit = f.substr(bracket + 2, f.size() - bracket - 3);
    }
    if (name.empty() || !std::islower(static_cast<unsigned char>(name[0])))
        return false;
    for (char c : name)
        if (!std::islower(static_cast<unsigned char>(c)) &&
            !std::isdigit(static_cast<unsigned char>(c)) && c != '.' && c != '_')
            return false;
    return true;
}

const FieldInfo* findField(std::string_view name) {
    for (const FieldInfo& f : kFields)
        if (f.name == name)
            return &f;
    return nullptr;
}

/// nvidia-smi's timestamp, "2024/05/01 12:00:00.123" (also with '-' between the date's fields).
std::optional<double> parseSmiTime(std::string_view t) {
    int y = 0, mo = 0, d = 0, h = 0, mi = 0;
    auto num = [&](size_t at, size_t n, int& out) {
        return at + n <= t.size() &&
               std::from_chars(t.data() + at, t.data() + at + n, out).ptr == t.data() + at + n;
    };
    if (t.size() < 19 || !num(0, 4, y) || (t[4] != '/' && t[4] != '-') || t[7] != t[4] ||
        !num(5, 2, mo) || !num(8, 2, d) || t[10] != ' ' || !num(11, 2, h) || t[13] != ':' ||
        !num(14, 2, mi) || t[16] != ':')
        return std::nullopt;
    const std::optional<double> sec = parseNumber(t.substr(17));
    if (!sec || t[17] == '-' || t[17] == '+')
        return std::nullopt;
    return epochSeconds(y, mo, d, h, mi, *sec);
}

/// Reads a header line; notes the columns it does not use and those with an unexpected unit.
Header readHeader(const SourceLine& line, TraceSet& traces) {
    Header h;
    h.line = line.number;
    std::set<std::string> ignored;
    for (std::string_view f : splitFields(line.text)) {
        Column c;
        c.header = std::string(f);
        std::string_view name, unit;
        splitHeaderField(f, name, unit);
        c.info = findField(name);
        if (c.info && !unit.empty() && unit != c.info->unit) {
            traces.noteOnce("unit " + c.header, "column '" + c.header + "' is in [" +
                                                    std::string(unit) + "], not [" +
                                                    std::string(c.info->unit) + "]: ignored");
            c.info = nullptr;
        } else if (!c.info) {
            ignored.insert(std::string(name));
        }
        h.columns.push_back(std::move(c));
    }
    if (!ignored.empty())
        traces.noteOnce("ignored " + joinNames(ignored),
                        "columns not used (RightSizer has no field for them): " +
                            joinNames(ignored));
    return h;
}

/// One value of a numeric column in SI units; NaN for "[N/A]", "[Not Supported]" and nvidia-smi's
/// other bracketed states. False (with `why`) when the value is not a reading.
bool readValue(std::string_view raw, const Column& c, double& out, std::string& why) {
    out = model::kNoReading;
    if (raw.size() >= 2 && raw.front() == '[' && raw.back() == ']')
        return true;
    if (raw == "N/A")
        return true;
    std::string_view v = raw;
    const std::string_view unit = c.info->unit;
    if (v.size() > unit.size() && v.substr(v.size() - unit.size()) == unit)
        v = trim(v.substr(0, v.size() - unit.size()));
    const std::optional<double> x = parseNumber(v);
    if (!x || !std::isfinite(*x)) {
        why = c.header + ": '" + std::string(raw) + "' is not a number";
        return false;
    }
    if (*x < 0 || (unit == "%" && *x > 100)) {
        why = c.header + ": " + std::string(raw) + " is out of range (" +
              (unit == "%" ? "0 to 100 %" : "not negative") + ")";
        return false;
    }
    out = *x * c.info->scale;
    return true;
}

/// A row's values by field: numbers in SI units (NaN when absent or not reported), and text.
struct RowValues {
    std::array<double, kFieldCount> number;
    std::array<std::string, kFieldCount> text;
    RowValues() { number.fill(model::kNoReading); }
    double operator[](Field f) const { return number[size_t(f)]; }
};

/// Reads the fields of a row; false (with `why`) at the first one that is not a reading.
bool readFields(const std::vector<std::string_view>& fields, const Header& h, RowValues& v,
                std::string& why) {
    for (size_t i = 0; i < fields.size(); ++i) {
        const Column& c = h.columns[i];
        if (!c.info)
            continue;
        const size_t f = size_t(c.info->field);
        if (c.info->field == Field::Timestamp) {
            const std::optional<double> t = parseSmiTime(fields[i]);
            if (!t) {
                why = "timestamp '" + std::string(fields[i]) + "' is not YYYY/MM/DD HH:MM:SS.mmm";
                return false;
            }
            v.number[f] = *t;
        } else if (c.info->unit.empty()) {
            v.text[f] = std::string(fields[i]);
        } else if (!readValue(fields[i], c, v.number[f], why)) {
            return false;
        }
    }
    return true;
}

model::TelemetrySample toSample(const RowValues& v, const Header& h) {
    model::TelemetrySample s;
    s.timeS = v[Field::Timestamp];
    s.gpuUtilFraction = v[Field::GpuUtil];
    s.memUtilFraction = v[Field::MemUtil];
    s.memoryUsedBytes = v[Field::MemUsed];
    s.memoryTotalBytes = v[Field::MemTotal];
    if (!h.has(Field::MemTotal) && !std::isnan(s.memoryUsedBytes) && !std::isnan(v[Field::MemFree]))
        s.memoryTotalBytes = s.memoryUsedBytes + v[Field::MemFree] +
                             (std::isnan(v[Field::MemReserved]) ? 0 : v[Field::MemReserved]);
    for (Field f : {Field::Power, Field::PowerAverage, Field::PowerInstant})
        if (std::isnan(s.powerW))
            s.powerW = v[f];
    s.smClockHz = v[Field::SmClock];
    s.memClockHz = v[Field::MemClock];
    return s;
}

/// Reads one data row against its header; false (with `why`) when a field is unreadable.
bool readRow(const SourceLine& line, const Header& h, TraceSet& traces,
             std::map<std::pair<std::string, std::string>, int>& untimed, std::string& why) {
    const std::vector<std::string_view> fields = splitFields(line.text);
    if (fields.size() != h.columns.size()) {
        why = std::to_string(fields.size()) + " fields, the header (line " +
              std::to_string(h.line) + ") has " + std::to_string(h.columns.size());
        return false;
    }
    RowValues v;
    if (!readFields(fields, h, v, why))
        return false;
    // The GPU: its index, else its UUID, else its PCI bus id; one GPU "0" when none is queried.
    std::string gpu = v.text[size_t(Field::Index)];
    for (Field f : {Field::Uuid, Field::BusId})
        if (gpu.empty())
            gpu = v.text[size_t(f)];
    if (gpu.empty())
        gpu = "0";
    model::TelemetrySample s = toSample(v, h);
    if (!h.has(Field::Timestamp))
        s.timeS = double(untimed[{traces.hostOr(line.host), gpu}]++);
    model::GpuTrace& trace = traces.trace(line.host, gpu);
    const std::string& name = v.text[size_t(Field::Name)];
    if (trace.name.empty() && !name.empty() && name.front() != '[')
        trace.name = name;
    trace.samples.push_back(s);
    return true;
}

} // namespace

bool isSmiCsvHeader(std::string_view line) {
    if (line.empty() || line[0] == '#')
        return false;
    bool known = false;
    for (std::string_view f : splitFields(line)) {
        std::string_view name, unit;
        if (!splitHeaderField(f, name, unit))
            return false;
        known = known || findField(name) != nullptr;
    }
    return known;
}

bool looksLikeSmiCsvValues(std::string_view line) {
    if (line.find(',') == std::string_view::npos || line[0] == '#')
        return false;
    for (std::string_view f : splitFields(line)) {
        if (parseSmiTime(f) || f == "[N/A]" || f == "[Not Supported]")
            return true;
        for (std::string_view unit : {" %", " MiB", " W", " MHz"})
            if (f.size() > unit.size() && f.substr(f.size() - unit.size()) == unit &&
                parseNumber(f.substr(0, f.size() - unit.size())))
                return true;
    }
    return false;
}

model::Result<model::TelemetryLog> parseSmiCsv(LineReader& lines, TraceSet traces) {
    std::map<std::string, Header> headers; // by host; "" for lines without a host prefix
    const Header* last = nullptr;
    std::map<std::pair<std::string, std::string>, int> untimed;
    SourceLine line;
    while (lines.next(line)) {
        const std::string_view t = trim(line.text);
        if (t[0] == '#')
            continue; // a comment someone added; nvidia-smi writes none
        if (isSmiCsvHeader(t)) {
            last = &(headers[line.host] = readHeader(line, traces));
            continue;
        }
        const auto own = headers.find(line.host);
        const Header* h = own != headers.end() ? &own->second : last;
        std::string why;
        if (!h)
            traces.problem(line.number, "data before the header line");
        else if (!readRow(line, *h, traces, untimed, why))
            traces.problem(line.number, why);
    }
    if (headers.empty())
        return model::fieldError(
            traces.file(),
            "nvidia-smi CSV without its header line: the columns cannot be told apart. Re-run "
            "nvidia-smi without 'noheader' in --format (e.g. --format=csv), or add the header "
            "line it prints (e.g. 'timestamp, index, utilization.gpu [%], memory.used [MiB]')");
    bool timed = false;
    for (const auto& [host, h] : headers)
        timed = timed || h.has(Field::Timestamp);
    if (timed)
        traces.note("nvidia-smi timestamps carry no time zone (they are the logging machine's "
                    "local time): read as UTC");
    if (!untimed.empty())
        traces.note("no timestamp column: rows of a GPU were taken 1 s apart from t = 0 (the "
                    "-l interval is not in the file); add timestamp to --query-gpu");
    return traces.finish("nvidia-smi csv", "nvidia-smi CSV");
}

} // namespace rightsizer::importers::telemetry
