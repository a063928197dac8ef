#pragma once

// The plan and sweep results as the CLI prints them: text tables, JSON and CSV.

#include "model/Planner.h"
#include "model/Sweep.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <string>

namespace rightsizer::app {

std::string planToText(const model::Scenario& s, const model::PlanResult& r, int top, bool all);
nlohmann::json planToJson(const model::Scenario& s, const model::PlanResult& r);

/// One CSV row per cell with every input and result column (header first).
void writeSweepCsv(std::ostream& out, const model::SweepResult& r);
nlohmann::json sweepToJson(const model::SweepResult& r);

} // namespace rightsizer::app
