#pragma once

#include "Telemetry.h"

#include <string>
#include <vector>

namespace rightsizer::model {

/// How one reading is distributed over the samples that report it (NaN readings left out).
/// All fields are NaN when no sample reports it.
struct Distribution {
    int samples = 0;
    double mean = kNoReading;
    double p50 = kNoReading;
    double p95 = kNoReading;
    double p99 = kNoReading;
    double max = kNoReading;
};

/// Mean, max and nearest-rank percentiles (p = the smallest value with at least p % of the
/// values at or below it) of the finite values; NaN ones are left out.
Distribution distributionOf(std::vector<double> values);

/// A stretch of at least kIdleMinS during which a GPU's utilization stayed below
/// kIdleUtilFraction (gaps in the data end a stretch: nothing is known about them).
struct IdlePeriod {
    std::string host;
    std::string gpu;
    double startS = 0; ///< Unix seconds
    double endS = 0;
};

/// Below 5 % kernel time a GPU does no useful work (a health check or a keep-alive).
inline constexpr double kIdleUtilFraction = 0.05;
/// Five minutes: shorter lulls are traffic noise, longer ones are capacity that could be
/// released (scale-to-zero and autoscalers act on minutes).
inline constexpr double kIdleMinS = 300.0;
/// A spacing longer than this many typical spacings is a gap in the data, not a sample.
inline constexpr double kGapFactor = 3.0;
/// Utilization at or above 90 % counts as saturated.
inline constexpr double kSaturatedUtilFraction = 0.90;

/// Statistics of one GPU.
struct GpuStats {
    std::string host;
    std::string gpu;
    std::string name;
    int samples = 0;
    Distribution gpuUtil; ///< fraction
    Distribution memoryUsedBytes;
    Distribution powerW;
    double memoryTotalBytes = kNoReading; ///< largest the source reported
};

/// Statistics of a deployment: the GPUs of one product in the files, pooled (each sample of
/// each GPU counts once).
struct DeploymentStats {
    std::string gpuName; ///< as the driver reports it; "unknown GPU" when no file says
    int gpuCount = 0;
    std::vector<std::string> hosts;
    double startS = kNoReading; ///< first and last sample, Unix seconds
    double endS = kNoReading;
    double sampleIntervalS = kNoReading; ///< median spacing of consecutive samples of a GPU
    int gaps = 0;                        ///< spacings over kGapFactor typical ones
    double gapS = 0;                     ///< GPU-seconds inside those gaps, over all GPUs
    Distribution gpuUtil;                ///< fraction
    Distribution memUtil;
    Distribution memoryUsedBytes;
    double memoryTotalBytes = kNoReading; ///< per GPU, largest reported
    Distribution smActive;
    Distribution smOccupancy;
    Distribution tensorActive;
    Distribution dramActive;
    Distribution powerW; ///< per GPU
    Distribution pcieRxBytesPerS;
    Distribution pcieTxBytesPerS;
    double saturatedFraction = kNoReading; ///< share of utilization samples >= 90 %
    std::vector<IdlePeriod> idle;
    double idleFraction = kNoReading; ///< share of observed GPU-time inside idle periods
    double observedS = 0;             ///< GPU-seconds covered by samples (gaps left out)
    double peakMemoryBytesSum = 0;    ///< sum over GPUs of each GPU's peak memory used
    std::vector<GpuStats> gpus;

    /// Peak memory used over memory total (NaN when either is missing).
    double peakMemoryFraction() const;
};

/// A log with its statistics; where the statistics were computed while the samples streamed
/// by (a Prometheus range), the log's traces are thinned for charts (TelemetryLog::traceBinS).
struct TelemetryProfile {
    TelemetryLog log;
    std::vector<DeploymentStats> deployments;
};

/// Groups the log's GPUs into deployments by product name (first seen first) and computes
/// their statistics.
std::vector<DeploymentStats> telemetryStats(const TelemetryLog& log);

} // namespace rightsizer::model
