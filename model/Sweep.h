#pragma once

#include "Planner.h"

#include <Eigen/Core>

#include <cstdint>
#include <vector>

namespace rightsizer::model {

/// Constants of one GPU x precision x layout that the vectorised serving formulas need; the
/// batch and the context vary per cell.
struct SweepConstants {
    ServingInputs in;                 ///< inputTokens and the KV at mean context are set per cell
    double kvBytesPerTokenPerGpu = 0; ///< per sequence, per token of context, this GPU's share
    double slidingWindow = 0;         ///< 0: none
    bool slidingWindowAlternate = false;
    ServingEfficiency eff;
    ServingOverheads overheads;
    double weightsBytes = 0; ///< per GPU
    double activationsBytes = 0;
    double overheadBytes = 0;
    double usableBytes = 0;
};

/// Tokens per layer a sequence of `tokens` tokens keeps in its KV cache: all of them, or under a
/// sliding window the window (every layer) or the mean of window and all (alternating layers).
double kvTokens(const SweepConstants& k, double tokens);

/// One configuration of the grid.
struct SweepConfig {
    std::string gpuId;
    Precision precision = Precision::Bf16;
    Precision kvPrecision = Precision::Bf16;
    Layout layout;
    bool native = true;
    std::string efficiencyGroup;
    SweepConstants constants;
};

/// The evaluated grid: one entry per cell in every column. Cells are ordered configuration-major,
/// then batch, then context (context varies fastest).
struct SweepResult {
    std::vector<SweepConfig> configs;
    std::vector<double> batches;
    std::vector<double> contexts; ///< input tokens
    double outputTokens = 0;
    double percentile = 0.95;

    Eigen::ArrayXi config; ///< index into configs
    Eigen::ArrayXd batch;
    Eigen::ArrayXd inputTokens;
    Eigen::ArrayXd memoryPerGpuBytes;
    Eigen::ArrayXd kvCacheBytes; ///< per GPU
    Eigen::Array<std::uint8_t, Eigen::Dynamic, 1> fits;
    Eigen::ArrayXd decodeStepS;
    Eigen::ArrayXd prefillS;
    Eigen::ArrayXd ttftS;         ///< idle queue, mean prompt = the cell's context
    Eigen::ArrayXd tpotS;         ///< mean
    Eigen::ArrayXd tpotQuantileS; ///< at the scenario's SLA percentile
    Eigen::ArrayXd outputTokensPerSPerReplica;
    Eigen::ArrayXd outputTokensPerSPerGpu;
    Eigen::Array<std::uint8_t, Eigen::Dynamic, 1> decodeComputeBound;

    Eigen::Index size() const { return config.size(); }
    Eigen::Index cellIndex(Eigen::Index configIndex, Eigen::Index batchIndex,
                           Eigen::Index contextIndex) const;
    /// Cells whose row passes the predicate, in order (for chart slices).
    std::vector<Eigen::Index> select(const std::function<bool(Eigen::Index)>& keep) const;
    /// Largest context of the grid that fits at a batch (0 when none does).
    double maxContextThatFits(Eigen::Index configIndex, Eigen::Index batchIndex) const;
};

/// Constants of one configuration, from the same functions the single estimate uses.
SweepConstants sweepConstants(const EstimateRequest& r, const ParameterCount& p,
                              const ComputeResolution& compute, const EfficiencyTable& efficiency);

/// Every GPU x allowed precision x planner layout of the scenario (precisions a GPU cannot run
/// at all are left out; emulated ones are kept and marked not native; GeForce cards are left out
/// unless the scenario sets allowGeForce, as in the planner).
std::vector<SweepConfig> sweepConfigs(const Scenario& s, const std::vector<GpuSpec>& gpus,
                                      const EfficiencyTable& efficiency);

/// Evaluates configs x batches x contexts as Eigen arrays, split into chunks across
/// control.threads threads. Result columns are allocated once; no allocation or virtual call per
/// cell. A cancelled sweep returns the error field "sweep" with "cancelled".
Result<SweepResult> evaluateSweep(std::vector<SweepConfig> configs, std::vector<double> batches,
                                  std::vector<double> contexts, double outputTokens,
                                  double percentile, const WorkControl& control = {});

/// Re-evaluates a result in place after its configs, axes, output tokens or percentile changed;
/// the columns are reused when the cell count is unchanged (live what-if without reallocation).
/// A cancelled evaluation leaves the columns partly updated and returns "cancelled".
Status evaluateSweepInto(SweepResult& result, const WorkControl& control = {});

/// The scenario's whole grid (axes from defaultSweepAxes).
Result<SweepResult> sweep(const Scenario& s, const std::vector<GpuSpec>& gpus,
                          const EfficiencyTable& efficiency, const WorkControl& control = {});

/// One cell through the scalar engine functions (servingTimes): the per-configuration loop the
/// sweep is checked and benchmarked against.
struct CellResult {
    double memoryPerGpuBytes;
    double kvCacheBytes;
    bool fits;
    ServingTimes times;
    double tpotQuantileS;
};
CellResult evaluateCell(const SweepConstants& k, double batch, double inputTokens,
                        double outputTokens, double z);

/// Largest cell count a sweep accepts (memory: about 100 bytes per cell).
inline constexpr Eigen::Index kMaxSweepCells = 50'000'000;

} // namespace rightsizer::model
