#pragma once

#include "model/Efficiency.h"
#include "model/ModelSpec.h"
#include "model/Pricing.h"

#include <string_view>
#include <vector>

namespace rightsizer::catalog {

using model::Result;
using model::Status;

/// The reference catalog: GPUs, models, the calibrated efficiency table and dated prices.
struct Catalog {
    std::vector<model::GpuSpec> gpus;
    std::vector<model::ModelSpec> models;
    model::EfficiencyTable efficiency;
    model::PriceBook prices;

    const model::GpuSpec* findGpu(std::string_view id) const;
    const model::ModelSpec* findModel(std::string_view id) const;
    std::string gpuIds() const; ///< comma-separated, for error messages
    std::string modelIds() const;
};

/// Parses the GPU catalog (schema 1, see catalog/data/gpus.json); every problem is reported.
Result<std::vector<model::GpuSpec>> parseGpus(std::string_view json);
/// Parses the model catalog (schema 1, see catalog/data/models.json).
Result<std::vector<model::ModelSpec>> parseModels(std::string_view json);
/// Parses one model object (also used for user-supplied architectures).
Result<model::ModelSpec> parseModelObject(std::string_view json);
/// Efficiency table as stored in catalog/data/efficiency.json.
Result<model::EfficiencyTable> parseEfficiency(std::string_view json);
std::string efficiencyToJson(const model::EfficiencyTable& table, const std::string& provenance);

/// The catalog compiled into the binary from catalog/data/. Fails, naming them, when a price
/// names a GPU that is not in the catalog.
Result<Catalog> loadBundledCatalog();

} // namespace rightsizer::catalog
