#pragma once

#include "Catalog.h"
#include "model/Calibration.h"

namespace rightsizer::catalog {

struct CalibrationData {
    std::vector<model::ServingMeasurement> serving;
    std::vector<model::TrainingMeasurement> training;
    std::vector<model::GemmMeasurement> gemm; ///< GEMM microbenchmarks (gemm_measurements.csv)
};

/// One serving measurements table: its file name (for messages), the published set it comes
/// from (for accuracy by source) and its text.
struct ServingSet {
    std::string fileName;
    std::string dataset;
    std::string_view csv;
};

/// Reads catalog/data/calibration/serving_measurements*.csv and training_measurements.csv,
/// resolving model and GPU ids against the catalog. Every bad row is reported with its file and
/// line number; nothing is returned when any row is bad (no half imports).
Result<CalibrationData> parseCalibration(const std::vector<ServingSet>& servingSets,
                                         std::string_view trainingCsv, const Catalog& catalog);

/// Reads catalog/data/calibration/gemm_measurements.csv: GEMM FLOP/s per GPU, shape, precision
/// and harness; a figure above the GPU's dense peak at that precision is refused.
Result<std::vector<model::GemmMeasurement>> parseGemm(std::string_view csv, const Catalog& catalog);

/// Reads catalog/data/calibration/weight_sizes.csv (published weight-file sizes).
Result<std::vector<model::WeightSizeMeasurement>> parseWeightSizes(std::string_view csv,
                                                                   const Catalog& catalog);

/// The GPT of the Megatron-LM papers and tables: LayerNorm with biases, a 4h GeLU MLP, tied
/// embeddings (Megatron's default), multi-head attention of `heads` heads, biases throughout.
model::ModelSpec megatronGpt(const std::string& id, int layers, double hidden, int heads,
                             double vocab, double maxContext);

/// The bundled calibration tables.
Result<CalibrationData> loadBundledCalibration(const Catalog& catalog);
Result<std::vector<model::WeightSizeMeasurement>> loadBundledWeightSizes(const Catalog& catalog);

} // namespace rightsizer::catalog
