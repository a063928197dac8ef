#pragma once

// Shared by the telemetry readers (TelemetryImport*.cpp); not part of the catalog's API.

#include "model/Result.h"
#include "model/Telemetry.h"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rightsizer::importers::telemetry {

inline constexpr double kMiB = 1048576.0; ///< bytes; nvidia-smi's and DCGM's "MiB" / dmon's "MB"
inline constexpr double kMHz = 1e6;       ///< Hz

/// One line of the text: its 1-based number, the host named by a `host: ` prefix (pdsh, clush;
/// empty when none) and the rest, without the line break and trailing blanks.
struct SourceLine {
    int number = 0;
    std::string host;
    std::string_view text;
};

/// Where the bytes of a telemetry text come from: up to `size` bytes into `buffer`, 0 at the end.
using ByteSource = std::function<model::Result<size_t>(char* buffer, size_t size)>;

/// The bytes of a text in memory.
ByteSource memorySource(std::string_view text);

/// How much of a file a LineReader reads at a time.
inline constexpr size_t kChunkBytes = size_t(1) << 20;

/// Longest line read; a longer one is no telemetry line and is skipped (and listed).
inline constexpr size_t kMaxLineBytes = size_t(1) << 20;

/// The lines of a text, read a chunk at a time so that a large file is never held whole in
/// memory: blank lines left out, `host: ` prefixes taken off, bytes that are not UTF-8 read as
/// U+FFFD (and counted). A line's text stays valid until the next call to next().
class LineReader {
public:
    explicit LineReader(ByteSource source, size_t chunkBytes = kChunkBytes);

    /// The next line that is not blank; false at the end of the text or on a read error.
    bool next(SourceLine& line);
    /// The read error that ended the text early, if any.
    const std::optional<model::Error>& error() const { return m_error; }
    size_t invalidUtf8Bytes() const { return m_invalidBytes; }
    int firstInvalidUtf8Line() const { return m_firstInvalidLine; }
    /// Numbers of the lines longer than kMaxLineBytes, which were skipped.
    const std::vector<int>& longLines() const { return m_longLines; }

private:
    bool fill(); ///< reads one more chunk; false at the end or on an error
    ByteSource m_source;
    size_t m_chunk;
    std::string m_buffer;
    size_t m_pos = 0;
    bool m_end = false;
    int m_number = 0;
    std::string m_repaired;
    std::optional<model::Error> m_error;
    size_t m_invalidBytes = 0;
    int m_firstInvalidLine = 0;
    std::vector<int> m_longLines;
};

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
    /// The log being built (problems and notes; a streamed import takes them from here).
    model::TelemetryLog& log() { return m_log; }

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

model::Result<model::TelemetryLog> parseSmiCsv(LineReader& lines, TraceSet traces);
model::Result<model::TelemetryLog> parseDmon(LineReader& lines, TraceSet traces);
model::Result<model::TelemetryLog> parseDcgm(LineReader& lines, TraceSet traces);

/// Where streamed samples go: one GPU's in time order.
using SampleSink = std::function<void(const std::string& host, const std::string& gpu,
                                      const std::string& name, const model::TelemetrySample&)>;

/// The dcgm-exporter reader a piece at a time (a long Prometheus range): flush() hands over the
/// samples of the lines read since the last flush, each GPU's in time order, and forgets them,
/// keeping each GPU's last energy reading so that power from the counter spans pieces. Pieces
/// must not overlap in time. Problems and notes go to `traces`.
class DcgmStream {
public:
    explicit DcgmStream(TraceSet& traces);
    ~DcgmStream();
    void line(const SourceLine& line);
    void flush(const SampleSink& sink);
    /// The notes about the whole text (power from energy, numbered scrapes, ignored metrics).
    void finishNotes();

private:
    struct State;
    std::unique_ptr<State> m_state;
};
/// The dcgm-exporter metrics parseDcgm reads, in its table's order.
std::vector<std::string_view> dcgmMetricNames();

/// parseTelemetry, reading the text `chunkBytes` at a time (as a file is read): the result must
/// not depend on where the chunks end (tests and the fuzz target compare chunk sizes).
model::Result<model::TelemetryLog> parseTelemetryInChunks(std::string_view text,
                                                          const std::string& fileName,
                                                          const std::string& defaultHost,
                                                          size_t chunkBytes);

} // namespace rightsizer::importers::telemetry
