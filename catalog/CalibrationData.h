#pragma once

#include "Catalog.h"
#include "model/Calibration.h"

namespace rightsizer::catalog {

struct CalibrationData {
    std::vector<model::ServingMeasurement> serving;
    std::vector<model::TrainingMeasurement> training;
};

/// Reads catalog/data/calibration/{serving,training}_measurements.csv, resolving model and GPU
/// ids against the catalog. Every bad row is reported with its line number; nothing is
/// returned when any row is bad (no half imports).
Result<CalibrationData> parseCalibration(std::string_view servingCsv, std::string_view trainingCsv,
                                         const Catalog& catalog);

/// Reads catalog/data/calibration/weight_sizes.csv (published weight-file sizes).
Result<std::vector<model::WeightSizeMeasurement>> parseWeightSizes(std::string_view csv,
                                                                   const Catalog& catalog);

/// The bundled calibration tables.
Result<CalibrationData> loadBundledCalibration(const Catalog& catalog);
Result<std::vector<model::WeightSizeMeasurement>> loadBundledWeightSizes(const Catalog& catalog);

} // namespace rightsizer::catalog
