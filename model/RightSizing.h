#pragma once

#include "GpuSpec.h"
#include "Phrase.h"
#include "Pricing.h"
#include "TelemetryStats.h"

#include <string>
#include <vector>

namespace rightsizer::model {

enum class ProvisioningVerdict {
    OverProvisioned,       ///< capacity paid for and not used
    UnderProvisioned,      ///< memory near capacity or utilization saturated
    BottleneckedElsewhere, ///< the GPU waits on something else (PCIe, CPU, input pipeline)
    RightSized,
    NotEnoughData, ///< too few samples, or no utilization and no memory readings
};

/// "over-provisioned", "under-provisioned", "bottlenecked elsewhere", "right-sized",
/// "not enough data".
const char* verdictName(ProvisioningVerdict v);

/// What the planner may state about the measured period beyond the GPU's own counters.
struct RightSizingOptions {
    double memoryHeadroom = 0.20;    ///< spare memory over the measured peak a candidate keeps
    double targetUtilization = 0.70; ///< busy share a candidate should run at, at the p95 load
    /// The workload had more work waiting than it served throughout (a training job, or a
    /// serving queue that never emptied): low utilization then means a bottleneck elsewhere.
    bool demandSaturated = false;
    int maxCandidates = 8;
    /// Offer GeForce cards too (with kGeForceLicenceCaveat); by default they are left out.
    bool includeGeForce = false;
    /// Catalog id of the GPU when the files do not name it (nvidia-smi dmon has no name).
    std::string gpuId;
};

/// A catalog configuration that carries the measured load with the headroom asked for.
struct SizingCandidate {
    std::string gpuId;
    std::string gpuName;
    int gpus = 0;
    double memoryNeededPerGpuBytes = 0; ///< measured peaks plus headroom, spread over gpus
    double memoryPerGpuBytes = 0;       ///< what the runtime sees on the candidate
    double busyAtP95 = 0;               ///< predicted busy share at the measured p95 load
    double usdPerHour = 0;              ///< gpus x the reference on-demand price
    Phrase priceBasis;
    bool current = false; ///< the product and count the telemetry came from
    std::string caveat;   ///< kGeForceLicenceCaveat for a GeForce card, else empty
};

struct RightSizing {
    ProvisioningVerdict verdict = ProvisioningVerdict::NotEnoughData;
    Phrase headline;                     ///< one sentence with the numbers
    std::vector<Phrase> evidence;        ///< the measured facts behind it, one per line
    std::vector<Phrase> caveats;         ///< what the telemetry cannot tell
    const GpuSpec* currentGpu = nullptr; ///< the catalog entry matched, or null
    double currentUsdPerHour = kNoReading;
    /// Cheapest first; empty for NotEnoughData and when the current GPU is unknown.
    std::vector<SizingCandidate> candidates;
};

/// The catalog GPU a driver product name denotes ("NVIDIA H100 80GB HBM3" -> h100-sxm,
/// "NVIDIA A100-SXM4-40GB" -> a100-sxm-40gb, "Tesla T4" -> t4), checked against the memory
/// total the driver reported when there is one (within 15 %); null when none matches.
const GpuSpec* matchCatalogGpu(const std::string& driverName, double memoryTotalBytes,
                               const std::vector<GpuSpec>& gpus);

/// The verdict on one measured deployment and, unless data are lacking, the catalog
/// configurations that carry its measured load (memory: the sum of the GPUs' peaks plus
/// headroom; compute and bandwidth: the p95 busy share of the current GPUs' dense 16-bit FLOP/s
/// and memory bandwidth at the target utilization), ranked by cost per hour.
RightSizing rightSize(const DeploymentStats& stats, const std::vector<GpuSpec>& gpus,
                      const PriceBook& prices, const RightSizingOptions& options = {});

/// Thresholds of the verdict.
/// Over-provisioned: p95 utilization at or below 40 % with peak memory at or below 60 % of
/// capacity (half the GPUs would still run below 80 % busy), or idle more than half the time.
inline constexpr double kOverUtilP95 = 0.40;
inline constexpr double kOverMemoryFraction = 0.60;
inline constexpr double kOverIdleFraction = 0.50;
/// Under-provisioned: p99 memory at or above 95 % of capacity (the allocator is out of room:
/// vLLM preempts, training OOMs) or saturated (>= 90 % busy) at least half the time.
inline constexpr double kUnderMemoryFraction = 0.95;
inline constexpr double kUnderSaturatedFraction = 0.50;
/// Bottlenecked elsewhere: p95 utilization below 60 % while the host link runs at half its
/// bandwidth or more, or while demand was saturated; or kernels running most of the time
/// (p50 >= 60 %) with the SMs mostly idle inside them (SM active mean < 30 %): launch- or
/// CPU-bound small kernels.
inline constexpr double kBottleneckUtilP95 = 0.60;
inline constexpr double kBottleneckPcieFraction = 0.50;
inline constexpr double kLaunchBoundSmActive = 0.30;
/// Fewer samples than this say nothing.
inline constexpr int kMinSamples = 10;

} // namespace rightsizer::model
