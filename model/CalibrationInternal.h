#pragma once

// Helpers shared by the calibration fit (Calibration.cpp) and its residual reports
// (CalibrationResiduals.cpp); not part of the engine's API.

#include "Calibration.h"

#include <string>
#include <vector>

namespace rightsizer::model::calibration_detail {

/// One measured-vs-predicted row, its group and metric.
Residual residual(std::string caseId, std::string group, std::string metric, double measured,
                  double predicted);

/// Median of `v` (0 when empty; the mean of the middle two for an even count).
double median(std::vector<double> v);

} // namespace rightsizer::model::calibration_detail
