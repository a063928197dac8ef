#pragma once

#include "catalog/Catalog.h"
#include "model/Scenario.h"

#include <ostream>
#include <string>
#include <vector>

namespace rightsizer::app {

/// `rightsizer scenario import|export|list ...`: scenarios in a project file (*.rsplan).
int runScenario(const std::vector<std::string>& args, const catalog::Catalog& catalog,
                std::ostream& out, std::ostream& err);

/// Scenario `name` of the project at `path`, parsed, with its demand CSV (a path relative to
/// the project's folder) imported. An empty `name` takes the project's only scenario. The
/// error names the file, the scenario, or the scenarios to choose from.
model::Result<model::Scenario> loadProjectScenario(const std::string& path, const std::string& name,
                                                   const catalog::Catalog& catalog);

} // namespace rightsizer::app
