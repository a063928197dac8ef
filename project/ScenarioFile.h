#pragma once

// A stored scenario read as the file that holds it: its JSON and the demand CSV it names,
// relative to the file's folder.

#include "catalog/Catalog.h"
#include "model/Result.h"
#include "model/Scenario.h"

#include <filesystem>
#include <string_view>

namespace rightsizer::project {

/// Imports the scenario's tco.demand.csv (a path relative to `scenarioDir`) into its weekly
/// profile. No-op when the scenario names no CSV. The error names the file and every bad row.
model::Status loadScenarioDemand(model::Scenario& s, const std::filesystem::path& scenarioDir);

/// The folder a file's relative references (a scenario's demand CSV) are read from: the
/// file's folder, or "." for a bare file name.
std::filesystem::path folderOfFile(const std::filesystem::path& file);

/// A scenario as the file in `folder` holds it: its JSON parsed and its demand CSV (relative to
/// `folder`) imported. The error names the field; the caller adds the file or scenario name.
/// Every reader of a stored scenario (CLI verbs, the document, the report, the comparison)
/// goes through here.
model::Result<model::Scenario> parseScenarioWithDemand(std::string_view json,
                                                       const catalog::Catalog& catalog,
                                                       const std::filesystem::path& folder);

} // namespace rightsizer::project
