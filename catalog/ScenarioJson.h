#pragma once

#include "Catalog.h"

#include "model/Scenario.h"

#include <string_view>

namespace rightsizer::catalog {

/// Current scenario file schema (the "schema" field).
inline constexpr int kScenarioSchema = 1;

/// Parses a scenario (schema 1, documented in README.md "Scenario files"). The model is a
/// catalog id, {"architecture": {...}} in the catalog's model format, or {"id": ..., "hf_config":
/// {...}} with a Hugging Face config.json. Type errors, unknown and missing fields are all
/// reported with their paths; then the values are checked by model::validateScenario.
Result<model::Scenario> parseScenario(std::string_view json, const Catalog& catalog);

} // namespace rightsizer::catalog
