#pragma once

#include "catalog/Catalog.h"
#include "model/Tco.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <string>
#include <vector>

namespace rightsizer::app {

/// `rightsizer tco SCENARIO [--json] [--months N] [--demand FILE.csv] [--rank N]`.
int runTco(const std::vector<std::string>& args, const catalog::Catalog& catalog, std::ostream& out,
           std::ostream& err);

std::string tcoToText(const model::Scenario& s, const model::TcoResult& r, int rank, int feasible);
nlohmann::json tcoToJson(const model::Scenario& s, const model::TcoResult& r, int rank);

/// `rightsizer tco --disagg` after the plan: the TCO of the planner's disaggregated split, then
/// the aggregated rank 1's against it. Refuses --rank beside it and a scenario that trains.
int runSplitTco(const model::Scenario& s, const model::PlanResult& planned,
                const catalog::Catalog& catalog, bool rankGiven, bool asJson, std::ostream& out,
                std::ostream& err);

} // namespace rightsizer::app
