#pragma once

#include "catalog/Catalog.h"

#include <ostream>
#include <string>
#include <vector>

namespace rightsizer::app {

/// `rightsizer profile TELEMETRY_FILE... [--json] [--gpu ID] [--saturated] [--headroom PCT]
/// [--target-util PCT]`: reads nvidia-smi (--query-gpu CSV, dmon) and DCGM exporter telemetry,
/// prints per-deployment statistics, the right-sizing verdict and the catalog candidates.
int runProfile(const std::vector<std::string>& args, const catalog::Catalog& catalog,
               std::ostream& out, std::ostream& err);

} // namespace rightsizer::app
