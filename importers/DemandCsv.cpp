#include "DemandCsv.h"

#include "catalog/AtomicFile.h"

#include "catalog/Csv.h"
#include "catalog/JsonReader.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <fstream>
#include <map>
#include <sstream>

namespace rightsizer::importers {
using catalog::CsvRow;
using catalog::CsvTable;
using catalog::JsonReader;
using catalog::parseCsv;

namespace {

constexpr std::array<std::string_view, 7> kDays{"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};

std::string trim(std::string_view s) {
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string_view::npos)
        return {};
    const auto e = s.find_last_not_of(" \t");
    return std::string(s.substr(b, e - b + 1));
}

/// Days since 1970-01-01 of a proleptic Gregorian date (the civil-from-days inverse).
long long daysFromCivil(long long y, long long m, long long d) {
    y -= m <= 2 ? 1 : 0;
    const long long era = (y >= 0 ? y : y - 399) / 400;
    const long long yoe = y - era * 400;
    const long long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const long long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

int daysInMonth(int y, int m) {
    static constexpr std::array<int, 12> days{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return m == 2 && leap ? 29 : days[size_t(m - 1)];
}

bool digits(std::string_view s, size_t at, size_t n, int& out) {
    if (at + n > s.size())
        return false;
    const auto r = std::from_chars(s.data() + at, s.data() + at + n, out);
    return r.ec == std::errc() && r.ptr == s.data() + at + n;
}

/// Hour of the week (Monday 00:00 = 0) of a timestamp, or -1 when it is not one.
int hourOfWeek(const std::string& t) {
    if (!t.empty() && t.find_first_not_of("0123456789.") == std::string::npos) {
        double seconds = 0;
        const auto r = std::from_chars(t.data(), t.data() + t.size(), seconds);
        // Up to 1e11 s (the year 5138): a larger count is no timestamp, and would overflow the
        // whole seconds below.
        if (r.ec != std::errc() || r.ptr != t.data() + t.size() || !std::isfinite(seconds) ||
            seconds >= 1e11)
            return -1;
        const long long s = (long long)std::floor(seconds);
        const long long days = s / 86400;
        const int hour = int((s % 86400) / 3600);
        return int(((days + 3) % 7) * 24 + hour); // 1970-01-01 was a Thursday
    }
    int y = 0, mo = 0, d = 0, h = 0, mi = 0, sec = 0;
    if (!digits(t, 0, 4, y) || t.size() < 16 || t[4] != '-' || !digits(t, 5, 2, mo) ||
        t[7] != '-' || !digits(t, 8, 2, d) || (t[10] != 'T' && t[10] != ' ') ||
        !digits(t, 11, 2, h) || t[13] != ':' || !digits(t, 14, 2, mi))
        return -1;
    size_t at = 16;
    if (at < t.size() && t[at] == ':') {
        if (!digits(t, at + 1, 2, sec))
            return -1;
        at += 3;
        if (at < t.size() && t[at] == '.') {
            ++at;
            const size_t start = at;
            while (at < t.size() && std::isdigit(static_cast<unsigned char>(t[at])))
                ++at;
            if (at == start)
                return -1;
        }
    }
    if (at < t.size()) {
        int oh = 0, om = 0;
        const std::string_view zone(t.data() + at, t.size() - at);
        const bool offset =
            (zone[0] == '+' || zone[0] == '-') &&
            ((zone.size() == 6 && zone[3] == ':' && digits(zone, 1, 2, oh) &&
              digits(zone, 4, 2, om)) ||
             (zone.size() == 5 && digits(zone, 1, 2, oh) && digits(zone, 3, 2, om)));
        if (zone != "Z" && !offset)
            return -1;
    }
    if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || sec > 60)
        return -1;
    const long long days = daysFromCivil(y, mo, d);
    const long long weekday = ((days + 3) % 7 + 7) % 7;
    return int(weekday * 24 + h);
}

std::string hourName(int h) {
    const int hour = h % 24;
    return std::string(kDays[size_t(h / 24)]) + " " + (hour < 10 ? "0" : "") +
           std::to_string(hour) + ":00";
}

/// "Sat 00:00-Sun 23:00, Mon 03:00": runs of missing hours.
std::string missingHours(const std::vector<int>& count) {
    std::string out;
    int runs = 0;
    for (int h = 0; h < model::kHoursPerWeek; ++h) {
        if (count[size_t(h)] > 0)
            continue;
        int end = h;
        while (end + 1 < model::kHoursPerWeek && count[size_t(end + 1)] == 0)
            ++end;
        if (++runs <= 6)
            out += (out.empty() ? "" : ", ") + hourName(h) + (end > h ? "-" + hourName(end) : "");
        h = end;
    }
    if (runs > 6)
        out += " and " + std::to_string(runs - 6) + " more gaps";
    return out;
}

const std::string* column(const CsvTable& t, std::initializer_list<const char*> names) {
    for (const char* name : names)
        for (const std::string& h : t.header)
            if (trim(h) == name)
                return &h;
    return nullptr;
}

/// Rows the CSV parser rejected ("line N: 3 fields, header has 2") as report rows.
void addCsvProblemRows(const std::vector<std::string>& problems, std::vector<DemandRow>& report) {
    for (const std::string& p : problems) {
        constexpr std::string_view kLine = "line ";
        int line = 0;
        const auto r = std::from_chars(p.data() + kLine.size(), p.data() + p.size(), line);
        if (p.rfind(kLine, 0) != 0 || r.ec != std::errc() ||
            std::string_view(r.ptr, p.data() + p.size()).rfind(": ", 0) != 0)
            continue;
        DemandRow row;
        row.line = line;
        row.problem = std::string(r.ptr + 2, p.data() + p.size());
        report.push_back(std::move(row));
    }
}

/// Reads the data rows: the report, the sums and counts of each hour, and the problems.
void readRows(const CsvTable& table, const std::string& time, const std::string& rate,
              DemandImport& out, std::vector<double>& sum) {
    std::map<std::string, int> seen;
    for (const CsvRow& row : table.rows) {
        DemandRow report;
        report.line = row.line;
        report.timestamp = trim(row.fields.at(time));
        const std::string& t = report.timestamp;
        const std::string r = trim(row.fields.at(rate));
        double v = 0;
        const auto res = std::from_chars(r.data(), r.data() + r.size(), v);
        const bool number = !r.empty() && res.ec == std::errc() && res.ptr == r.data() + r.size();
        if (number)
            report.requestsPerS = v;
        const int how = hourOfWeek(t);
        if (how < 0) {
            report.problem =
                "timestamp '" + t + "' is neither ISO 8601 (2026-03-02T14:00:00Z) nor Unix seconds";
        } else if (auto [it, fresh] = seen.emplace(t, row.line); !fresh) {
            report.problem = "timestamp " + t + " repeats line " + std::to_string(it->second);
        } else if (!number || !std::isfinite(v) || v < 0 || v > 1e6) {
            report.problem = "rate '" + r + "' is not a number of requests/s from 0 to 1e6";
        } else {
            sum[size_t(how)] += v;
            ++out.samplesPerHour[size_t(how)];
            if (out.rows == 0)
                out.firstTimestamp = t;
            out.lastTimestamp = t;
            ++out.rows;
        }
        if (!report.ok())
            out.problems.push_back("line " + std::to_string(row.line) + ": " + report.problem);
        out.report.push_back(std::move(report));
    }
}

} // namespace

DemandImport importDemandCsv(std::string_view text) {
    DemandImport out;
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        out.problems.push_back("line 1: the file is empty; expected a header "
                               "timestamp,requests_per_s and one row per sample");
        return out;
    }
    const CsvTable table = parseCsv(text);
    out.problems = table.problems;
    const std::string* time = column(table, {"timestamp", "time"});
    const std::string* rate = column(table, {"requests_per_s", "rate"});
    if (!time || !rate) {
        out.problems.insert(out.problems.begin(),
                            "line 1: the header needs a timestamp column (timestamp or time) "
                            "and a rate column (requests_per_s or rate)");
        return out;
    }
    std::vector<double> sum(model::kHoursPerWeek, 0.0);
    out.samplesPerHour.assign(model::kHoursPerWeek, 0);
    addCsvProblemRows(table.problems, out.report);
    readRows(table, *time, *rate, out, sum);
    std::stable_sort(out.report.begin(), out.report.end(),
                     [](const DemandRow& a, const DemandRow& b) { return a.line < b.line; });
    out.rejectedRows = int(std::count_if(out.report.begin(), out.report.end(),
                                         [](const DemandRow& r) { return !r.ok(); }));
    const std::vector<int>& count = out.samplesPerHour;
    out.hoursCovered = int(model::kHoursPerWeek - std::count(count.begin(), count.end(), 0));
    out.missingHours = missingHours(count);
    // An unterminated quote swallows every line after it into one field: the rows it hid are
    // neither read nor listed, so there is no honest "without the rejected rows".
    const bool swallowed =
        std::any_of(table.problems.begin(), table.problems.end(), [](const std::string& p) {
            return p.find("unterminated quote") != std::string::npos;
        });
    if (out.hoursCovered == model::kHoursPerWeek && !swallowed) {
        out.weeklyFromGoodRows.resize(model::kHoursPerWeek);
        for (size_t h = 0; h < sum.size(); ++h)
            out.weeklyFromGoodRows[h] = sum[h] / count[h];
    }
    if (out.problems.empty()) {
        if (out.rows == 0)
            out.problems.push_back("line 2: no data rows");
        else if (out.hoursCovered < model::kHoursPerWeek)
            out.problems.push_back("the samples cover " + std::to_string(out.hoursCovered) +
                                   " of the week's 168 hours; missing: " + out.missingHours +
                                   " (a weekly profile needs every hour; nothing was guessed)");
    }
    if (out.problems.empty())
        out.weeklyRequestsPerS = out.weeklyFromGoodRows;
    return out;
}

} // namespace rightsizer::importers
