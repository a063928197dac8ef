#pragma once

// Helpers shared by the calibration fit (Calibration.cpp), its residual reports
// (CalibrationResiduals.cpp, TrainingCalibration.cpp) and the runs' serving (CalibrationRuns.cpp);
// not part of the engine's API.

#include "Calibration.h"
#include "Estimator.h"

#include <set>
#include <string>
#include <utility>
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

/// The request as the engine's server runs it by default: the share of GPU memory it takes for
/// weights and KV cache (CalibrationRuns.cpp).
EstimateRequest servedRequest(EstimateRequest r, const ParameterCount& p);

/// The engine factors a run belongs to: the engine on the vendor's backend ("vllm/NVIDIA"), or
/// an older stack's of its own ("vllm@2024/NVIDIA") where that engine was also measured current
/// on the vendor (`measuredCurrent` holds "engine/vendor" keys).
std::string engineKey(const ServingMeasurement& m, const std::set<std::string>& measuredCurrent);

/// The served request time that minimizes the median |log(predicted/measured)| over `runs`,
/// pairs of (TTFT simulated without it, measured), with that median.
std::pair<double, double> bestServedTime(const std::vector<std::pair<double, double>>& runs);

} // namespace rightsizer::model::calibration_detail
