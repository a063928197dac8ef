// nvidia-smi dmon output: a '#' line naming the columns, a '#' line of units, rows of
// blank-separated values ('-' where the driver has none), the two header lines again every
// screenful. -s picks the column groups and their order; -o D / T / DT adds date and time.
#include "TelemetryImportInternal.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace rightsizer::importers::telemetry {
namespace {

using Field = double model::TelemetrySample::*;

struct MetricInfo {
    std::string_view name;
    Field field;
    double scale; ///< to SI; dmon's "MB" is MiB (fb matches memory.used), its "MB/s" MiB/s
    bool percent;
};

constexpr MetricInfo kMetrics[] = {
    {"pwr", &model::TelemetrySample::powerW, 1, false},
    {"sm", &model::TelemetrySample::gpuUtilFraction, 0.01, true},
    {"mem", &model::TelemetrySample::memUtilFraction, 0.01, true},
    {"fb", &model::TelemetrySample::memoryUsedBytes, kMiB, false},
    {"mclk", &model::TelemetrySample::memClockHz, kMHz, false},
    {"pclk", &model::TelemetrySample::smClockHz, kMHz, false},
    {"rxpci", &model::TelemetrySample::pcieRxBytesPerS, kMiB, false},
    {"txpci", &model::TelemetrySample::pcieTxBytesPerS, kMiB, false},
};

/// Column names dmon prints: seeing "gpu" and one of these on a '#' line makes it a header.
constexpr std::string_view kDmonColumns[] = {"pwr",   "gtemp", "mtemp", "sm",    "mem",  "enc",
                                             "dec",   "mclk",  "pclk",  "fb",    "bar1", "rxpci",
                                             "txpci", "pviol", "tviol", "sbecc", "dbecc"};

std::vector<std::string_view> tokens(std::string_view s) {
    std::vector<std::string_view> out;
    size_t pos = 0;
    while (true) {
        const size_t b = s.find_first_not_of(" \t", pos);
        if (b == std::string_view::npos)
            return out;
        const size_t e = s.find_first_of(" \t", b);
        out.push_back(s.substr(b, e == std::string_view::npos ? e : e - b));
        if (e == std::string_view::npos)
            return out;
        pos = e;
    }
}

struct Header {
    int line = 0;
    size_t count = 0;
    int date = -1, time = -1, gpu = -1;
    std::vector<std::pair<size_t, const MetricInfo*>> metrics; ///< column, what it holds
};

Header readHeader(const SourceLine& line, TraceSet& traces) {
    Header h;
    h.line = line.number;
    const std::vector<std::string_view> names = tokens(trim(line.text).substr(1));
    h.count = names.size();
    std::set<std::string> ignored;
    for (size_t i = 0; i < names.size(); ++i) {
        if (names[i] == "Date")
            h.date = int(i);
        else if (names[i] == "Time")
            h.time = int(i);
        else if (names[i] == "gpu")
            h.gpu = int(i);
        else if (const auto* m =
                     std::find_if(std::begin(kMetrics), std::end(kMetrics),
                                  [&](const MetricInfo& x) { return x.name == names[i]; });
                 m != std::end(kMetrics))
            h.metrics.emplace_back(i, m);
        else
            ignored.insert(std::string(names[i]));
    }
    if (!ignored.empty())
        traces.noteOnce("ignored " + joinNames(ignored),
                        "columns not used (RightSizer has no field for them): " +
                            joinNames(ignored));
    return h;
}

bool twoDigits(std::string_view s, size_t at, int& out) {
    return at + 2 <= s.size() &&
           std::from_chars(s.data() + at, s.data() + at + 2, out).ptr == s.data() + at + 2;
}

/// "20240501" (dmon -o D), also "2024/05/01" or "2024-05-01": days since the epoch.
std::optional<double> parseDate(std::string_view d) {
    int y = 0, m = 0, day = 0;
    const bool compact = d.size() == 8;
    const size_t mAt = compact ? 4 : 5, dAt = compact ? 6 : 8;
    if ((d.size() != 8 && d.size() != 10) ||
        std::from_chars(d.data(), d.data() + 4, y).ptr != d.data() + 4 ||
        (!compact && ((d[4] != '/' && d[4] != '-') || d[7] != d[4])) || !twoDigits(d, mAt, m) ||
        !twoDigits(d, dAt, day))
        return std::nullopt;
    const std::optional<double> t = epochSeconds(y, m, day, 0, 0, 0);
    return t ? std::optional<double>(*t / 86400.0) : std::nullopt;
}

/// "12:00:00" (dmon -o T): seconds since midnight.
std::optional<double> parseClock(std::string_view t) {
    int h = 0, m = 0, s = 0;
    if (t.size() != 8 || t[2] != ':' || t[5] != ':' || !twoDigits(t, 0, h) || !twoDigits(t, 3, m) ||
        !twoDigits(t, 6, s) || h > 23 || m > 59 || s > 60)
        return std::nullopt;
    return h * 3600.0 + m * 60.0 + s;
}

/// What the rows of one GPU need to be timed without a full date and time.
struct Clock {
    int rows = 0;          ///< rows read (no Date/Time columns: the sample's ordinal)
    double lastOfDay = -1; ///< only a Time column: to count midnights
    int days = 0;
};

/// The metric columns of a row into `s`; '-' leaves a field unreported.
bool readMetrics(const std::vector<std::string_view>& v, const Header& h, model::TelemetrySample& s,
                 std::string& why) {
    for (const auto& [col, m] : h.metrics) {
        const std::string_view raw = v[col];
        if (raw == "-")
            continue;
        const std::optional<double> x = parseNumber(raw);
        if (!x || !std::isfinite(*x)) {
            why = std::string(m->name) + ": '" + std::string(raw) + "' is not a number";
            return false;
        }
        if (*x < 0 || (m->percent && *x > 100)) {
            why = std::string(m->name) + ": " + std::string(raw) + " is out of range (" +
                  (m->percent ? "0 to 100 %" : "not negative") + ")";
            return false;
        }
        s.*(m->field) = *x * m->scale;
    }
    return true;
}

bool readRow(const SourceLine& line, const Header& h, TraceSet& traces,
             std::map<std::pair<std::string, std::string>, Clock>& clocks, std::string& why) {
    const std::vector<std::string_view> v = tokens(line.text);
    if (v.size() != h.count) {
        why = std::to_string(v.size()) + " columns, the header (line " + std::to_string(h.line) +
              ") has " + std::to_string(h.count);
        return false;
    }
    const std::string_view gpu = h.gpu >= 0 ? v[size_t(h.gpu)] : std::string_view("0");
    if (gpu.empty() || gpu.find_first_not_of("0123456789") != std::string_view::npos) {
        why = "gpu '" + std::string(gpu) + "' is not a GPU index";
        return false;
    }
    std::optional<double> day, ofDay;
    if (h.date >= 0 && !(day = parseDate(v[size_t(h.date)]))) {
        why = "date '" + std::string(v[size_t(h.date)]) + "' is not YYYYMMDD";
        return false;
    }
    if (h.time >= 0 && !(ofDay = parseClock(v[size_t(h.time)]))) {
        why = "time '" + std::string(v[size_t(h.time)]) + "' is not HH:MM:SS";
        return false;
    }
    model::TelemetrySample s;
    if (!readMetrics(v, h, s, why))
        return false;
    Clock& c = clocks[{traces.hostOr(line.host), std::string(gpu)}];
    if (day && ofDay) {
        s.timeS = *day * 86400.0 + *ofDay;
    } else if (ofDay) {
        if (c.lastOfDay >= 0 && *ofDay < c.lastOfDay - 43200)
            ++c.days; // the clock passed midnight
        c.lastOfDay = *ofDay;
        s.timeS = c.days * 86400.0 + *ofDay;
    } else {
        s.timeS = double(c.rows);
    }
    ++c.rows;
    traces.trace(line.host, std::string(gpu)).samples.push_back(s);
    return true;
}

} // namespace

bool isDmonHeader(std::string_view line) {
    if (line.empty() || line[0] != '#')
        return false;
    const std::vector<std::string_view> names = tokens(line.substr(1));
    bool gpu = false, metric = false;
    for (std::string_view n : names) {
        gpu = gpu || n == "gpu";
        for (std::string_view m : kDmonColumns)
            metric = metric || n == m;
    }
    return gpu && metric;
}

model::Result<model::TelemetryLog> parseDmon(LineReader& lines, TraceSet traces) {
    std::map<std::string, Header> headers; // by host; "" for lines without a host prefix
    const Header* last = nullptr;
    std::map<std::pair<std::string, std::string>, Clock> clocks;
    bool dated = false, timeOnly = false, untimed = false;
    SourceLine line;
    while (lines.next(line)) {
        const std::string_view t = trim(line.text);
        if (isDmonHeader(t)) {
            last = &(headers[line.host] = readHeader(line, traces));
            continue;
        }
        if (t[0] == '#')
            continue; // the units line under the header
        const auto own = headers.find(line.host);
        const Header* h = own != headers.end() ? &own->second : last;
        std::string why;
        if (!h) {
            traces.problem(line.number, "data before the dmon header line (# gpu ...)");
        } else if (!readRow(line, *h, traces, clocks, why)) {
            traces.problem(line.number, why);
        } else {
            dated = dated || (h->date >= 0 && h->time >= 0);
            timeOnly = timeOnly || (h->date < 0 && h->time >= 0);
            untimed = untimed || h->time < 0;
        }
    }
    if (dated || timeOnly)
        traces.note("dmon's date and time carry no time zone (they are the logging machine's "
                    "local time): read as UTC");
    if (timeOnly)
        traces.note("no Date column (dmon -o T): the date is unknown; times are counted from "
                    "1970-01-01, a day added each time the clock passes midnight");
    if (untimed)
        traces.note("no Date/Time columns (dmon without -o DT): samples taken 1 s apart "
                    "(dmon's default -d 1), counted per GPU from t = 0; re-run with -o DT for "
                    "real times");
    return traces.finish("nvidia-smi dmon", "nvidia-smi dmon");
}

} // namespace rightsizer::importers::telemetry
