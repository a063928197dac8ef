#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace rightsizer::importers {

/// A measurement entered for calibration; every field may be absent.
struct Measurement {
    std::optional<std::string> model;
    std::optional<std::string> gpu;
    std::optional<std::string> precision;
    std::optional<std::int64_t> tp;           ///< tensor-parallel degree
    std::optional<std::int64_t> pp;           ///< pipeline-parallel degree
    std::optional<std::int64_t> batch;        ///< sequences per batch
    std::optional<std::int64_t> inputTokens;  ///< per request
    std::optional<std::int64_t> outputTokens; ///< per request
    std::optional<double> ttftS;              ///< time to first token, s
    std::optional<double> tpotS;              ///< time per output token, s
    std::optional<double> tokensPerS;         ///< output tokens per second
    std::optional<double> peakMemoryGib;      ///< GiB
    std::optional<std::string> source;
    std::optional<std::string> note;
    bool operator==(const Measurement&) const = default;
};

} // namespace rightsizer::importers
