#pragma once

#include "catalog/Catalog.h"

#include "model/Scenario.h"

#include <nlohmann/json.hpp>

#include <string>

namespace rightsizer::project {

/// Writes a scenario as a schema 1 file (README.md "Scenario files"), keys in the README's
/// order, such that parseScenario(scenarioToJson(s, catalog).dump(), catalog) gives back `s`
/// field for field, doubles bit-identical (see valueForDivision for the one exception). The model
/// is written as its catalog id when it equals the catalog entry of that id, else as
/// {"architecture": {...}}.
///
/// What the file format cannot hold is not written: the workload of the other mode (serving
/// demand in a training scenario and the reverse), runtime fields without a key
/// (trainMemoryUtilization, collectiveOverheadBytes), and the tco inputs whose key is not in
/// TcoInputs::given (they are defaults). tco.demand is the CSV path when the scenario names
/// one, else the weekly profile when it has one, else the default "daytime" profile.
nlohmann::ordered_json scenarioToJson(const model::Scenario& s, const catalog::Catalog& catalog);

/// scenarioToJson as text (`indent` spaces; -1: one line), ending with a newline.
std::string scenarioToJsonText(const model::Scenario& s, const catalog::Catalog& catalog,
                               int indent = 2);

/// A value `p` for a field that the parser divides by `scale` (percent: 100, ms: 1000) such
/// that p / scale == stored exactly, the shortest such decimal. Such a p exists for every
/// value the parser produced; a few doubles set in code are no double divided by `scale`
/// (1.0 / 3 for a percentage) and come back as their neighbour, one ulp away.
double valueForDivision(double stored, double scale);
/// A value `p` for a field that the parser multiplies by `scale` (GB/s: 1e9) such that
/// p * scale == stored exactly where a double allows it.
double valueForMultiplication(double stored, double scale);

} // namespace rightsizer::project
