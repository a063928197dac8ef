#pragma once

#include "catalog/Catalog.h"
#include "model/Planner.h"
#include "model/Sweep.h"

#include <nlohmann/json.hpp>

#include <map>
#include <set>
#include <string>
#include <vector>

namespace rightsizer::app {

/// `rightsizer plan SCENARIO [--json] [--top N] [--all]`.
int runPlan(const std::vector<std::string>& args, const catalog::Catalog& catalog);
/// `rightsizer sweep SCENARIO [--out FILE.csv] [--json] [--threads N]`.
int runSweep(const std::vector<std::string>& args, const catalog::Catalog& catalog);
/// The bundled example scenario planned (what `rightsizer` with no verb prints).
int runBundledExample(const catalog::Catalog& catalog);

/// The bundled example scenario's JSON (resources/examples/llama-3.1-70b-chat.json).
std::string_view bundledExampleScenario();

/// Prints "rightsizer VERB: MESSAGE" to standard error; returns kExitBadInput.
int badInput(const std::string& verb, const std::string& message);
/// True when the arguments ask for help (--help or -h).
bool wantsHelp(const std::vector<std::string>& args);
/// Splits the one positional argument (the scenario path) from the options, wherever it
/// stands; `valueOptions` take the next argument.
model::Result<std::pair<std::string, std::vector<std::string>>>
splitScenarioPath(const std::vector<std::string>& args, const std::set<std::string>& valueOptions);

/// Reads and parses a scenario file, or scenario `scenarioName` of a project file (*.rsplan,
/// see catalog::isProjectFile; an empty name takes its only scenario); the error names the file or
/// the field.
model::Result<model::Scenario> loadScenarioFile(const std::string& path,
                                                const catalog::Catalog& catalog,
                                                const std::string& scenarioName = {});

std::string planToText(const model::Scenario& s, const model::PlanResult& r, int top, bool all);
nlohmann::json planToJson(const model::Scenario& s, const model::PlanResult& r);

/// One CSV row per cell with every input and result column (header first).
void writeSweepCsv(std::ostream& out, const model::SweepResult& r);
nlohmann::json sweepToJson(const model::SweepResult& r);

} // namespace rightsizer::app
