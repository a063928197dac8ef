#pragma once

#include "model/Estimator.h"

#include <nlohmann/json.hpp>

#include <string>

namespace rightsizer::app {

/// The estimate as JSON (field names in ISSUES/README: model.params_total, memory.*,
/// serve.*, train.*, each time and rate with _low/_high 90 % band).
nlohmann::ordered_json estimateToJson(const model::EstimateRequest& request,
                                      const model::EstimateResult& result);

/// The estimate as a human-readable table with units.
std::string estimateToText(const model::EstimateRequest& request,
                           const model::EstimateResult& result);

} // namespace rightsizer::app
