#pragma once

// What every verb needs: its error line, help detection, the scenario path among the options
// and reading that scenario.

#include "catalog/Catalog.h"
#include "model/Scenario.h"

#include <ostream>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace rightsizer::app {

/// Writes "rightsizer VERB: MESSAGE" to `err`; returns kExitBadInput.
int badInput(std::ostream& err, const std::string& verb, const std::string& message);
/// printf-style formatting into `out` (the calibration tables are laid out with widths).
[[gnu::format(printf, 2, 3)]] void printTo(std::ostream& out, const char* format, ...);
/// True when the arguments ask for help (--help or -h).
bool wantsHelp(const std::vector<std::string>& args);
/// Splits the one positional argument (the scenario path) from the options, wherever it
/// stands; `valueOptions` take the next argument.
model::Result<std::pair<std::string, std::vector<std::string>>>
splitScenarioPath(const std::vector<std::string>& args, const std::set<std::string>& valueOptions);

/// Reads and parses a scenario file, or scenario `scenarioName` of a project file (*.rsplan,
/// see project::isProjectFile; an empty name takes its only scenario), with its demand CSV
/// read relative to the file; the error names the file or the field.
model::Result<model::Scenario> loadScenarioFile(const std::string& path,
                                                const catalog::Catalog& catalog,
                                                const std::string& scenarioName = {});

} // namespace rightsizer::app
