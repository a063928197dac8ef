#pragma once

#include "catalog/Catalog.h"

#include "model/Scenario.h"

#include <string_view>

namespace rightsizer::project {

/// Current scenario file schema (the "schema" field). Schema 2 added sla.size_to_pessimistic,
/// limits.min_replicas and allow_geforce; 3 workload.mean_requests_per_s; 4 workload.cp,
/// workload.grad_precision and cost.well_evidenced_prices_only; 5 cost.price_tier; 6
/// workload.prefix (prefix caching) and runtime.speculative (speculative decoding); 7
/// runtime.disaggregation (compare disaggregated serving); 8 cost.region and the price tiers
/// reserved-1y, reserved-3y, spot and mine. Older files still load (the new fields take their
/// defaults), and the writer writes the oldest schema that holds the file.
inline constexpr int kScenarioSchema = 8;
inline constexpr int kOldestScenarioSchema = 1;

/// Parses a scenario (schema 1 or 2, documented in README.md "Scenario files"). The model is a
/// catalog id, {"architecture": {...}} in the catalog's model format, or {"id": ..., "hf_config":
/// {...}} with a Hugging Face config.json. Type errors, unknown and missing fields are all
/// reported with their paths; then the values are checked by model::validateScenario.
model::Result<model::Scenario> parseScenario(std::string_view json,
                                             const catalog::Catalog& catalog);

} // namespace rightsizer::project
