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

} // namespace rightsizer::app
