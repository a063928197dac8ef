#pragma once

#include "Precision.h"

#include <map>
#include <string>

namespace rightsizer::model {

/// Fitted serving efficiencies of one GPU family at one compute precision.
struct ServingEfficiency {
    double computeEff = 0.5; ///< eta_c: achieved / dense peak FLOP/s in matmul-bound phases
    double memoryEff = 0.75; ///< eta_m: achieved / datasheet bandwidth in weight/KV streaming
    double sigmaLog = 0.3;   ///< RMS of log(measured/predicted) on the calibration rows
    int rows = 0;            ///< calibration rows behind the figures
    std::string origin;      ///< empty for the reference table; "project calibration, ..."
};

/// Fitted training efficiency of one GPU family.
struct TrainingEfficiency {
    double mfu = 0.40;     ///< model FLOPs utilization before pipeline bubbles
    double sigmaLog = 0.2; ///< RMS of log(measured/predicted)
    int rows = 0;
};

/// The factors an estimate used and how sure they are.
struct EfficiencyChoice {
    ServingEfficiency serving;
    TrainingEfficiency training;
    std::string servingGroup; ///< "hopper/fp8", or the fallback taken
    std::string trainingGroup;
    bool servingCalibrated = false;
    bool trainingCalibrated = false;
};

/// Efficiency factors per GPU family and precision, plus the global per-step overhead.
/// Lookup falls back family+precision -> family (any precision) -> all families; a fallback
/// widens the uncertainty band.
struct EfficiencyTable {
    std::map<std::string, ServingEfficiency> serving;   ///< key "family/compute"
    std::map<std::string, TrainingEfficiency> training; ///< key "family"
    double decodeStepOverheadS = 0.0; ///< scheduler, sampling and launch time per decode step
    double requestOverheadS = 0.0;    ///< per request before its prefill (admission, set-up)
    ServingEfficiency servingDefault;
    TrainingEfficiency trainingDefault;

    EfficiencyChoice choose(const std::string& family, ComputeKind compute) const;
};

/// Factor applied to sigma when no calibration row covers the family (uncalibrated guess).
inline constexpr double kUncalibratedSigmaFactor = 1.5;
/// z for a two-sided 90 % band on a log-normal error.
inline constexpr double kBandZ = 1.645;

/// A prediction with its 90 % band.
struct Band {
    double value = 0;
    double low = 0;
    double high = 0;
};

/// 90 % band of a prediction whose error is log-normal with the given sigma (times and
/// throughputs alike: low is the optimistic end for a time, the pessimistic end for a rate).
Band bandAround(double value, double sigmaLog);

} // namespace rightsizer::model
