#include "Efficiency.h"

#include <cmath>

namespace rightsizer::model {

EfficiencyChoice EfficiencyTable::choose(const std::string& family, ComputeKind compute) const {
    EfficiencyChoice c;
    const std::string key = family + "/" + std::string(computeKindName(compute));
    if (auto it = serving.find(key); it != serving.end()) {
        c.serving = it->second;
        c.servingGroup = it->second.origin.empty() ? key : key + " (" + it->second.origin + ")";
        c.servingCalibrated = true;
    } else {
        // Same family at another precision: the hardware's achievable fraction of peak is a
        // property of the family more than of the number format.
        const std::string prefix = family + "/";
        bool found = false;
        for (const auto& [k, v] : serving) {
            if (k.rfind(prefix, 0) == 0 && (!found || v.rows > c.serving.rows)) {
                c.serving = v;
                c.servingGroup = k + " (nearest calibrated precision)";
                found = true;
            }
        }
        if (!found) {
            c.serving = servingDefault;
            c.servingGroup = "all families (no calibration data for " + family + ")";
        }
        c.serving.sigmaLog *= kUncalibratedSigmaFactor;
    }
    if (auto it = training.find(family); it != training.end()) {
        c.training = it->second;
        c.trainingGroup = family;
        c.trainingCalibrated = true;
    } else {
        c.training = trainingDefault;
        c.training.sigmaLog *= kUncalibratedSigmaFactor;
        c.trainingGroup = "all families (no calibration data for " + family + ")";
    }
    return c;
}

Band bandAround(double value, double sigmaLog) {
    const double f = std::exp(kBandZ * sigmaLog);
    return {value, value / f, value * f};
}

} // namespace rightsizer::model
