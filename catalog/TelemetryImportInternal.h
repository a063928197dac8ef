#pragma once

// Shared by the telemetry readers (TelemetryImport*.cpp); not part of the catalog's API.

#include "model/Result.h"
#include "model/Telemetry.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rightsizer::catalog::telemetry {

inline constexpr double kMiB = 1048576.0; ///< bytes; nvidia-smi's and DCGM's "MiB" / dmon's "MB"
inline constexpr double kMHz = 1e6;       ///< Hz

/// One line of the text: its 1-based number, the host named by a `host: ` prefix (pdsh, clush;
/// empty when none) and the rest, without the line break and trailing blanks.
struct SourceLine {
    int number = 0;
    std::string host;
    std::string_view text;
};

/// Splits the text into lines, blank ones left out, `host: ` prefixes taken off.
std::vector<SourceLine> splitLines(std::string_view text);

std::string_view trim(std::string_view s);

/// The whole of `s` as a decimal number (no unit, no blanks); nullopt when it is not one.
std::optional<double> parseNumber(std::string_view s);

/// Seconds since the Unix epoch of a UTC date and time; nullopt when the fields are out of range.
std::optional<double> epochSeconds(int year, int month, int day, int hour, int minute,
                                   double second);

/// `2024-05-01T12:00:00Z` for times after 1971; `t = 12 s` for the relative times of files
/// without timestamps.
std::string formatTime(double timeS);

/// Collects the samples of each (host, GPU) in the order they are first seen, and the log's
/// problems and notes.
class TraceSet {
public:
    TraceSet(std::string fileName, std::string defaultHost)
        : m_file(std::move(fileName))
        , m_defaultHost(std::move(defaultHost)) {}

    /// The trace of `gpu` on `host` (the default host when empty), created on first use.
    model::GpuTrace& trace(const std::string& host, const std::string& gpu);
    const std::string& hostOr(const std::string& host) const {
        return host.empty() ? m_defaultHost : host;
    }
    void problem(int line, std::string message);
    void note(std::string message);
    /// A note listed once per file however often it is added ("ignored columns: ...").
    void noteOnce(const std::string& key, std::string message);
    const std::string& file() const { return m_file; }
    size_t problemCount() const { return m_log.problems.size(); }

    /// The log: traces sorted by time (an instant read twice kept once), problems in line
    /// order. Error naming the file when no trace has a sample.
    model::Result<model::TelemetryLog> finish(std::string format, const std::string& what);

private:
    std::string m_file;
    std::string m_defaultHost;
    model::TelemetryLog m_log;
    std::map<std::pair<std::string, std::string>, size_t> m_index;
    std::set<std::string> m_noted;
};

/// Ignored column or metric names, sorted, for a note ("temperature.gpu, pstate").
std::string joinNames(const std::set<std::string>& names);

/// A line naming nvidia-smi --query-gpu fields ("timestamp, index, utilization.gpu [%]").
bool isSmiCsvHeader(std::string_view line);
/// A header-less nvidia-smi CSV row ("2024/05/01 12:00:00.000, 0, 87 %, 19456 MiB").
bool looksLikeSmiCsvValues(std::string_view line);
/// An nvidia-smi dmon column header ("# gpu   pwr gtemp ...", "#Date       Time        gpu ...").
bool isDmonHeader(std::string_view line);
/// A dcgm-exporter sample, its # HELP / # TYPE line, or a "# scrape at" comment.
bool isDcgmLine(std::string_view line);

model::Result<model::TelemetryLog> parseSmiCsv(const std::vector<SourceLine>& lines,
                                               TraceSet traces);
model::Result<model::TelemetryLog> parseDmon(const std::vector<SourceLine>& lines, TraceSet traces);
model::Result<model::TelemetryLog> parseDcgm(const std::vector<SourceLine>& lines, TraceSet traces);

} // namespace rightsizer::catalog::telemetry
