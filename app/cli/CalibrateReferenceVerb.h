#pragma once

#include "catalog/Catalog.h"

#include <ostream>
#include <string>
#include <vector>

namespace rightsizer::app {

/// `rightsizer calibrate-reference [--json] [--write FILE]`: fits the efficiency factors on the
/// bundled calibration tables, prints every row's measured vs predicted value and the median
/// errors, and optionally writes the table that catalog/data/efficiency.json holds.
int runCalibrateReference(const std::vector<std::string>& args, const catalog::Catalog& catalog,
                          std::ostream& out, std::ostream& err);

} // namespace rightsizer::app
