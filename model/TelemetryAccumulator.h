#pragma once

// Telemetry statistics computed while the samples stream by (issue 25): a month of a large
// fleet is never held. telemetryStats(log) feeds a log's traces through the same accumulator,
// so a profile read from a file and one streamed from Prometheus agree by construction.

#include "TelemetryStats.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace rightsizer::model {

/// Counts of the values seen, in bounded memory: exact (value -> count) up to kExactValues
/// distinct values, then bins of relative width kBinWidth that keep their count and their
/// largest value. A percentile is then a value that occurred, within 0.1 % of the exact
/// nearest-rank one; the maximum stays exact. The result does not depend on the order of the
/// values. For values that are not negative (what the telemetry readers accept).
class ValueHistogram {
public:
    static constexpr size_t kExactValues = 4096;
    static constexpr double kBinWidth = 1e-3;

    void add(double v);
    int64_t count() const { return m_count; }
    bool exact() const { return m_bins.empty(); }
    /// The k-th smallest value (0-based), or the largest value of the bin holding it.
    double nth(int64_t k) const;
    /// Nearest rank: the smallest value with at least `percent` % of the values at or below.
    double percentile(double percent) const;
    /// The middle value (the mean of the two middle ones for an even count).
    double median() const;
    double max() const;

private:
    void toBins();
    int64_t m_count = 0;
    std::map<double, int64_t> m_exact;
    std::map<int32_t, std::pair<int64_t, double>> m_bins; ///< bin -> (count, largest value)
};

/// Adds the samples of GPUs one at a time, each GPU's in time order (GPUs may interleave), and
/// gives the statistics telemetryStats describes, in memory that does not grow with the number
/// of samples. The gaps and idle periods need the deployment's typical (median) spacing, known
/// only at the end: each GPU's times and idle states are kept as runs of even spacing and one
/// idle state and walked at the end. When a GPU's runs pass `maxRunsPerGpu` (utilization
/// flickering around 5 % for weeks), its deployment's typical spacing is frozen at the median
/// so far and its GPUs are walked from then on as the samples come (the same result wherever
/// the sampling is regular, as it is from Prometheus's steps).
class TelemetryAccumulator {
public:
    static constexpr size_t kMaxRunsPerGpu = 4096;

    explicit TelemetryAccumulator(size_t maxRunsPerGpu = kMaxRunsPerGpu);
    ~TelemetryAccumulator();
    TelemetryAccumulator(TelemetryAccumulator&&) noexcept;
    TelemetryAccumulator& operator=(TelemetryAccumulator&&) noexcept;

    /// The index of `gpu` on `host`, created on first use; `name` (the product; "unknown GPU"
    /// when empty) picks the deployment the GPU's samples pool into, once, at its creation.
    size_t gpu(const std::string& host, const std::string& gpu, const std::string& name);
    /// One sample of GPU `index`, later than that GPU's previous one.
    void add(size_t index, const TelemetrySample& s);
    size_t gpuCount() const;

    /// Deployments by product name in the order the GPUs were first seen.
    std::vector<DeploymentStats> finish() const;

private:
    void freeze(size_t pool);

    struct Pool;
    struct Gpu;
    size_t m_maxRuns;
    std::vector<Pool> m_pools;
    std::vector<Gpu> m_gpus;
    std::map<std::pair<std::string, std::string>, size_t> m_index;
};

/// A log's traces reduced for charts: one point per GPU per bin of `binS` seconds from
/// `startS` (the bin's first time, the largest utilization and memory used in it, the last
/// reading of the other fields), so that a month of samples plots as a few thousand points.
class TraceThinner {
public:
    TraceThinner(double startS, double binS)
        : m_startS(startS)
        , m_binS(binS) {}
    void add(const std::string& host, const std::string& gpu, const std::string& name,
             const TelemetrySample& s);
    /// The traces, in the order the GPUs were first seen.
    std::vector<GpuTrace> finish();

private:
    double m_startS;
    double m_binS;
    std::vector<GpuTrace> m_traces;
    std::vector<int64_t> m_lastBin;
    std::map<std::pair<std::string, std::string>, size_t> m_index;
};

} // namespace rightsizer::model
