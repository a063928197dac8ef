#pragma once

#include "Efficiency.h"
#include "Workload.h"

#include <string>
#include <vector>

namespace rightsizer::model {

enum class ServingMetric { OutputTokensPerSSystem, OutputTokensPerSPerGpu, TtftS };

/// One published serving measurement, resolved to catalog entries. request.serve.concurrency
/// is the batch the run used, or 0 for "maximum load" (the largest batch that fits).
struct ServingMeasurement {
    std::string caseId;
    EstimateRequest request;
    ServingMetric metric = ServingMetric::OutputTokensPerSSystem;
    double value = 0;
};

/// One published training MFU figure with the layout it ran with.
struct TrainingMeasurement {
    std::string caseId;
    std::string family;
    int pp = 1;
    double microBatchesPerStep = 1;
    double mfu = 0;
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
    double relativeError() const { return predicted / measured - 1.0; }
};

struct CalibrationReport {
    EfficiencyTable table;
    std::vector<Residual> serving;
    std::vector<Residual> training;
    double medianAbsErrorThroughput = 0; ///< |predicted/measured - 1|, median over rows
    double medianAbsErrorTtft = 0;
    double medianAbsErrorTraining = 0;
    int iterations = 0;
};

/// Fits eta_c and eta_m per GPU family and compute precision, plus the global decode-step and
/// request overheads, by Levenberg-Marquardt on log(predicted/measured), each parameter bounded
/// to a physically meaningful range and weakly pulled toward a neutral prior; and the training
/// MFU per family (geometric mean of MFU / (1 - bubble)). Residual RMS per group becomes the
/// uncertainty band.
CalibrationReport fitEfficiency(const std::vector<ServingMeasurement>& serving,
                                const std::vector<TrainingMeasurement>& training);

/// Predicted whole-model weight bytes against each published size (no fitted factor: the
/// effective bits per weight are the formats' own).
std::vector<Residual> weightSizeResiduals(const std::vector<WeightSizeMeasurement>& sizes);

/// Median of |predicted/measured - 1| over residuals.
double medianAbsRelativeError(const std::vector<Residual>& residuals);

/// Bounds of the fitted factors.
inline constexpr double kComputeEffMin = 0.05, kComputeEffMax = 0.95;
inline constexpr double kMemoryEffMin = 0.20, kMemoryEffMax = 0.98;
// Per-iteration framework overhead is bounded at 3 ms: with CUDA graphs a decode step adds
// at most a few milliseconds of scheduling and sampling; without the bound the max-load tables
// cannot tell it apart from eta_m and it would inflate low-batch latency.
inline constexpr double kOverheadMinS = 1e-5, kOverheadMaxS = 0.003;
inline constexpr double kRequestOverheadMaxS = 0.02;

} // namespace rightsizer::model
