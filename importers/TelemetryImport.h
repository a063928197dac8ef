#pragma once

#include "model/Result.h"
#include "model/Telemetry.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace rightsizer::importers {

/// Which format a text is in, detected from its content (not the file name).
enum class TelemetryFormat {
    NvidiaSmiCsv,  ///< nvidia-smi --query-gpu=... --format=csv[,nounits] (header line required)
    NvidiaSmiDmon, ///< nvidia-smi dmon [-s ...] [-o DT]
    DcgmPrometheus ///< dcgm-exporter /metrics scrapes, concatenated
};

/// Detects the format from the first lines that say something (blank lines and lines of other
/// tools are passed over; a `host: ` prefix as pdsh and clush print it is allowed). Error,
/// naming the file, when the text is none of the formats.
[[nodiscard]] model::Result<TelemetryFormat> detectTelemetryFormat(std::string_view text,
                                                                   const std::string& fileName);

/// Parses one file into per-GPU traces in SI units (fractions 0..1, bytes, W, Hz, seconds since
/// the Unix epoch). `fileName` names the file in problems and notes; `defaultHost` is the host
/// when the text does not name one (callers pass the file's stem). Malformed lines are skipped
/// and reported in log.problems with their 1-based line number and why; nothing is guessed from
/// them. Assumptions (time zone, sample interval, counter resets, ignored columns) are listed in
/// log.notes. Each trace is sorted by time, a repeated instant kept once. Error (not a log) only
/// when nothing can be read: unknown format, a CSV without its header line, or no usable line.
[[nodiscard]] model::Result<model::TelemetryLog>
parseTelemetry(std::string_view text, const std::string& fileName, const std::string& defaultHost);

/// Largest telemetry file read: it is read line by line, so memory follows the samples kept
/// (112 bytes each), not the file's size.
inline constexpr std::uint64_t kMaxTelemetryBytes = std::uint64_t(16) << 30; // 16 GiB

/// Reads a file from disk a chunk at a time and parses it; problems name the file by its file name,
/// the default host is its stem. The error names the path when the file cannot be read.
[[nodiscard]] model::Result<model::TelemetryLog> loadTelemetryFile(const std::string& path);

} // namespace rightsizer::importers
