#pragma once

#include "catalog/Catalog.h"

#include <ostream>
#include <string>
#include <vector>

namespace rightsizer::app {

/// `rightsizer plan SCENARIO [--json] [--top N] [--all]`.
int runPlan(const std::vector<std::string>& args, const catalog::Catalog& catalog,
            std::ostream& out, std::ostream& err);
/// `rightsizer sweep SCENARIO [--out FILE.csv] [--json] [--threads N]`.
int runSweep(const std::vector<std::string>& args, const catalog::Catalog& catalog,
             std::ostream& out, std::ostream& err);
/// `rightsizer example`: the bundled example scenario planned.
int runExample(const std::vector<std::string>& args, const catalog::Catalog& catalog,
               std::ostream& out, std::ostream& err);

} // namespace rightsizer::app
