#pragma once

#include "Efficiency.h"
#include "ServingModel.h"
#include "Telemetry.h"
#include "Workload.h"

#include <map>
#include <string>
#include <vector>

namespace rightsizer::model {

/// One validation run the planner measured, resolved to catalog entries. request carries the
/// model, GPU, precision, layout (one replica: gpus = tp x pp), the input and output tokens per
/// request and serve.concurrency = the running batch. Readings not taken are kNoReading.
struct MeasuredRun {
    std::string label; ///< where it came from, e.g. "runs.csv line 4"
    EstimateRequest request;
    double ttftS = kNoReading;
    double tpotS = kNoReading;
    double outputTokensPerS = kNoReading; ///< the whole replica
    double peakMemoryBytes = kNoReading;  ///< per GPU
};

/// Measured against predicted for one reading of one run, before and after the fit.
struct RunError {
    std::string label;
    std::string group;  ///< efficiency group, "hopper/fp8"
    std::string metric; ///< "ttft_s", "tpot_s", "output_tokens_per_s", "peak_memory_bytes"
    double measured = 0;
    double before = 0;  ///< predicted with the reference factors
    double after = 0;   ///< predicted with the fitted factors
    bool fitted = true; ///< false for peak memory: no efficiency factor acts on it
    double errorBefore() const { return before / measured - 1.0; }
    double errorAfter() const { return after / measured - 1.0; }
};

/// The fitted factors of one efficiency group.
struct GroupCalibration {
    std::string group;
    ServingEfficiency before; ///< the reference factors the fit started from
    ServingEfficiency after;  ///< fitted; sigmaLog is the narrowed band (see calibrateOnRuns)
    int runs = 0;
    int readings = 0; ///< TTFT, TPOT and tokens/s readings behind the fit
};

struct UserCalibration {
    std::vector<GroupCalibration> groups;
    ServingOverheads overheadsBefore; ///< the reference table's per-step and per-request times
    ServingOverheads overheadsAfter;  ///< fitted for the planner's serving stack
    std::vector<RunError> errors;
    double rmsLogBefore = 0; ///< over the fitted readings
    double rmsLogAfter = 0;
    int iterations = 0;
};

/// Run-to-run spread of a serving benchmark (log scale, about 5 %): the weight of one reading
/// against the reference, and the narrowest band a calibration can claim.
inline constexpr double kMeasurementSigmaLog = 0.05;
/// The reference factors count as this many readings when the band is narrowed.
inline constexpr double kReferencePseudoReadings = 2.0;
/// Spread (log scale) allowed to the serving stack's per-step and per-request overheads
/// around the reference: about a factor e, since stacks differ (vLLM, TensorRT-LLM, SGLang).
inline constexpr double kOverheadPriorSigmaLog = 1.0;

/// Fits eta_c and eta_m of each GPU family/precision group the runs cover, and the serving
/// stack's decode-step and request overheads, to their TPOT, tokens/s and (at batch 1 only:
/// under load it includes queueing behind other prefills, which the engine does not model per
/// request) TTFT: least squares on log(predicted/measured), Levenberg-Marquardt, each factor
/// bounded to [kComputeEffMin, kComputeEffMax] and [kMemoryEffMin, kMemoryEffMax] and the
/// overheads to [kOverheadMinS, kEngineStepMaxS] / kEngineRequestMaxS, each pulled toward its
/// reference value with the weight a reading of spread kMeasurementSigmaLog has against a
/// reference of spread sigma_ref (kOverheadPriorSigmaLog for the overheads). TTFT under load
/// and peak memory are reported against the engine but not fitted. The
/// fitted group's band is sigma^2 = (n0 sigma_ref^2 + sum r^2) / (n0 + n) over its n readings
/// (n0 = kReferencePseudoReadings), never below kMeasurementSigmaLog: it narrows as
/// measurements accumulate. Runs must be valid requests (validateRequest).
UserCalibration calibrateOnRuns(const std::vector<MeasuredRun>& runs,
                                const EfficiencyTable& reference);

/// The reference table with the fitted groups (marked as the project's calibration) and, when
/// given, the fitted overheads in place.
EfficiencyTable withCalibration(EfficiencyTable reference,
                                const std::vector<GroupCalibration>& groups,
                                const ServingOverheads* overheads = nullptr);

/// Predicted TTFT, TPOT, tokens/s of the replica and peak memory per GPU of a run with a table.
struct RunPrediction {
    double ttftS = 0;
    double tpotS = 0;
    double outputTokensPerS = 0;
    double peakMemoryBytes = 0;
    std::string group;
};
RunPrediction predictRun(const MeasuredRun& run, const EfficiencyTable& table);

} // namespace rightsizer::model
