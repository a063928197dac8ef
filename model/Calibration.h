#pragma once

#include "Efficiency.h"
#include "Workload.h"

#include <string>
#include <vector>

namespace rightsizer::model {

enum class ServingMetric {
    OutputTokensPerSSystem, ///< continuous batching at a concurrency (0: the most that fits)
    OutputTokensPerSPerGpu,
    TtftS,               ///< one request alone
    TpotS,               ///< inter-token time at a closed-loop concurrency, first token excluded
    StaticBatchLatencyS, ///< a static batch from start to its last token
    StaticBatchTtftS,    ///< a static batch until its first tokens
    /// Mean TTFT of a closed-loop benchmark at a concurrency: queueing behind other prompts
    /// included. Predicted by the scheduler simulation (model/Scheduler.h) with the fitted
    /// factors; not itself fitted.
    TtftAtConcurrencyS,
};
std::string_view servingMetricName(ServingMetric m);

/// One published serving measurement, resolved to catalog entries. request.serve.concurrency
/// is the batch the run used, or 0 for "maximum load" (the largest batch that fits);
/// request.runtime.engine is the serving engine that ran it.
struct ServingMeasurement {
    std::string caseId;
    EstimateRequest request;
    ServingMetric metric = ServingMetric::OutputTokensPerSSystem;
    double value = 0;
    std::string dataset; ///< which published set: "TensorRT-LLM tables", "LLM-Inference-Bench", ...
    std::string framework; ///< engine version and date as the source gives them
    /// Empty for current stacks; a year for older ones (the 2024 LLM-Inference-Bench runs). An
    /// eta_c fitted only on older stacks is marked with it and not used for predictions.
    std::string vintage;
    /// How a closed-loop benchmark ran (TtftAtConcurrencyS rows): lengths drawn uniformly from
    /// [lengthFrom x length, length] (1: fixed), warm-up requests left out of the mean (-1: the
    /// simulation's default protocol) and requests measured (0: the default).
    double lengthFrom = 1.0;
    int warmupRequests = -1;
    int measuredRequests = 0;
};

/// One published training MFU figure with the model, GPU and layout it ran with.
struct TrainingMeasurement {
    std::string caseId;
    std::string family;
    std::string dataset = "training runs"; ///< which published set ("Megatron-LM tables")
    std::string framework = "training";    ///< what trained ("megatron-lm"), the engine column
    EstimateRequest request; ///< mode train: model shape, GPU, layout, batch and sequence
    double mfu = 0;
    /// The figure counts hardware FLOPs (a recomputed forward pass included), as the 2021
    /// Megatron-LM tables' "percentage of theoretical peak" does; false: model FLOPs (MFU).
    bool hardwareFlops = false;
};

/// A GEMM microbenchmark: the FLOP/s one GPU reached multiplying m x k by k x n at one
/// precision. Rows of one harness (the same shapes, initialization and warm-up on every GPU)
/// compare GPU families' kernel libraries where no training run was published.
struct GemmMeasurement {
    std::string caseId;
    GpuSpec gpu;
    Precision precision = Precision::Fp8;
    double m = 0, n = 0, k = 0;
    double flopsPerS = 0; ///< achieved
    std::string harness;  ///< which benchmark ran it: rows compare only within one
    /// Achieved over the GPU's dense peak at the precision (0 when the GPU has no such peak).
    double efficiency() const;
};

/// A published weight-file size (llama.cpp files, Hugging Face accelerate estimates).
struct WeightSizeMeasurement {
    std::string caseId;
    ModelSpec model;
    Precision precision = Precision::Bf16;
    double bytes = 0;
};

struct Residual {
    std::string caseId;
    std::string group;
    std::string metric;
    double measured = 0;
    double predicted = 0;
    std::string gpu;     ///< catalog GPU id (serving rows)
    std::string family;  ///< GPU architecture family
    std::string vendor;  ///< GPU vendor
    std::string engine;  ///< serving engine name
    std::string dataset; ///< published set the row comes from
    std::string model;   ///< catalog model id (serving rows)
    double relativeError() const { return predicted / measured - 1.0; }
};

/// Rows, median |predicted/measured - 1| and median signed error of one group of residuals.
struct ErrorSummary {
    std::string group;
    int rows = 0;
    double medianAbsError = 0;
    double medianSignedError = 0;
};

/// How to group residuals for an accuracy table.
enum class ResidualGrouping { Source, Vendor, Engine, FamilyEngine, Gpu, Metric, GpuEngineModel };
Result<ResidualGrouping> parseResidualGrouping(std::string_view text, const std::string& field);

/// Accuracy per group, groups sorted by name.
std::vector<ErrorSummary> summarizeResiduals(const std::vector<Residual>& residuals,
                                             ResidualGrouping by);

struct CalibrationReport {
    EfficiencyTable table;
    std::vector<Residual> serving; ///< the rows the factors are fitted on
    /// TTFT of closed-loop benchmarks predicted by the scheduler simulation with the fitted
    /// factors: a check of the scheduler model, not part of the fit or of the bands.
    std::vector<Residual> underLoad;
    std::vector<Residual> training;
    double medianAbsErrorThroughput = 0; ///< |predicted/measured - 1|, median over rows
    double medianAbsErrorTtft = 0;       ///< one request or a static batch
    double medianAbsErrorTtftAtConcurrency = 0;
    double medianAbsErrorTraining = 0;
    int iterations = 0;
};

/// Fits, by Levenberg-Marquardt on log(predicted/measured), each parameter bounded to a
/// physically meaningful range and weakly pulled toward a neutral prior:
/// eta_c per GPU family and compute precision; eta_m per memory system (vendor and memory
/// type); per serving engine other than vLLM a scale on each (vLLM = 1); per engine the
/// decode-step, per-sequence and per-request overheads. Power-capped parts run at
/// sustainedClockFraction() of the family reference in `powerReference` (not fitted). And the
/// training matmul efficiency per family with one non-matmul traffic figure for all, fitted on
/// the published MFU through the engine's step model (TrainingCalibration.cpp). Residual RMS per
/// GPU family and engine becomes the uncertainty band. A family without training rows whose GEMM
/// efficiency was measured beside a fitted family's (`gemm`, one harness and precision) takes
/// that family's fit scaled by the ratio of the two (TrainingEfficiency::fromFamily).
CalibrationReport fitEfficiency(const std::vector<ServingMeasurement>& serving,
                                const std::vector<TrainingMeasurement>& training,
                                const std::map<std::string, double>& powerReference = {},
                                const std::vector<GemmMeasurement>& gemm = {});

/// W per dense bf16 FLOP/s of each family's best-provisioned board (the SXM/OAM part with the
/// most TDP per FLOP/s; superchip TDPs include the CPU and are left out).
std::map<std::string, double> powerReferences(const std::vector<GpuSpec>& gpus);

/// Predicted whole-model weight bytes against each published size (no fitted factor: the
/// effective bits per weight are the formats' own).
std::vector<Residual> weightSizeResiduals(const std::vector<WeightSizeMeasurement>& sizes);

/// Median of |predicted/measured - 1| over residuals.
double medianAbsRelativeError(const std::vector<Residual>& residuals);

/// Bounds of the fitted factors.
inline constexpr double kComputeEffMin = 0.02, kComputeEffMax = 0.95;
/// Lower bound of eta_c fitted on current stacks: cuBLAS/hipBLASLt-class GEMMs at LLM shapes
/// reach more than a fifth of dense peak; lower figures come from measurement noise or from
/// something else the model should carry (the 2024 stacks go down to kComputeEffMin).
inline constexpr double kCurrentComputeEffMin = 0.20;
inline constexpr double kMemoryEffMin = 0.20, kMemoryEffMax = 0.98;
/// Fixed costs are at least 10 us (a kernel launch).
inline constexpr double kOverheadMinS = 1e-5;
/// Bounds of the per-engine fit: an engine's kernels reach between a quarter and 2.5x vLLM's
/// efficiency; a decode step costs at most 50 ms of fixed time (llama.cpp and early vLLM on
/// ROCm spend milliseconds per step on the host), a running sequence at most 2 ms per step,
/// a request at most 0.2 s before its prefill.
inline constexpr double kEngineScaleMin = 0.25, kEngineScaleMax = 2.5;
inline constexpr double kEngineStepMaxS = 0.05;
inline constexpr double kEngineSequenceMinS = 1e-7, kEngineSequenceMaxS = 2e-3;
inline constexpr double kEngineRequestMaxS = 0.2;
/// An engine's collective library adds at most 200 us per all-reduce to the link's latency.
inline constexpr double kEngineCollectiveMinS = 1e-7, kEngineCollectiveMaxS = 2e-4;
/// Attention and MoE expert kernels reach at least a tenth of the streaming/matmul efficiency.
inline constexpr double kAttentionEffMin = 0.1;
/// An engine's prompt chunks run between half and 2^(1/3) of the rate its decode and
/// throughput fit gives, tried in sixth-octave steps; step 6 is 1.
inline constexpr double kPrefillEffMin = 0.5;
inline constexpr int kPrefillEffSteps = 8, kPrefillEffOneStep = 6;
/// The share by which a value other than 1 must lower the closed-loop runs' error to be taken.
inline constexpr double kPrefillEffMinGain = 0.10;

} // namespace rightsizer::model
