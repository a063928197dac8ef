#pragma once

// Helpers shared by the calibration fit (Calibration.cpp) and its residual reports
// (CalibrationResiduals.cpp, TrainingCalibration.cpp); not part of the engine's API.

#include "Calibration.h"

#include <string>
#include <vector>

namespace rightsizer::model::calibration_detail {

/// One measured-vs-predicted row, its group and metric.
Residual residual(std::string caseId, std::string group, std::string metric, double measured,
                  double predicted);

/// Median of `v` (0 when empty; the mean of the middle two for an even count).
double median(std::vector<double> v);

/// RMS of log(predicted / measured) over `rs` (0 when empty).
double rmsLog(const std::vector<Residual>& rs);

/// Fits the training efficiencies on `rows` into report.table.training and trainingDefault,
/// with the residuals and their median, then gives each family without rows but with GEMM rows
/// beside a fitted family's that family's fit scaled by their GEMM ratio (TrainingCalibration.cpp).
void fitTraining(const std::vector<TrainingMeasurement>& rows,
                 const std::vector<GemmMeasurement>& gemm, CalibrationReport& report);

} // namespace rightsizer::model::calibration_detail
