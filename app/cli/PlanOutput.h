#pragma once

// The plan result as the CLI prints it: text tables and JSON (the sweep's: SweepOutput.h).

#include "model/Planner.h"

#include <nlohmann/json.hpp>

#include <string>

namespace rightsizer::app {

std::string planToText(const model::Scenario& s, const model::PlanResult& r, int top, bool all);
nlohmann::json planToJson(const model::Scenario& s, const model::PlanResult& r);

} // namespace rightsizer::app
