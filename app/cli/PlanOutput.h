#pragma once

// The plan result as the CLI prints it: text tables and JSON (the sweep's: SweepOutput.h).

#include "model/Disaggregated.h"
#include "model/Planner.h"

#include <nlohmann/json.hpp>

#include <string>

namespace rightsizer::app {

std::string planToText(const model::Scenario& s, const model::PlanResult& r, int top, bool all);
nlohmann::json planToJson(const model::Scenario& s, const model::PlanResult& r);

/// plan --disagg: the cheapest disaggregated split against the aggregated rank 1, as text lines
/// after the plan and as the JSON object "disaggregated".
std::string disaggregationToText(const model::DisaggregationComparison& c);
nlohmann::json disaggregationToJson(const model::DisaggregationComparison& c);

} // namespace rightsizer::app
