#pragma once

#include "catalog/Catalog.h"

#include <ostream>
#include <string>
#include <vector>

namespace rightsizer::app {

/// `rightsizer report PROJECT.rsplan|SCENARIO.json [--scenario NAME ...] -o report.pdf
/// [--page a4|letter] [--author NAME] [--date YYYY-MM-DD]`: the procurement report as a PDF,
/// headless. Needs a QApplication (charts are widgets); main() makes one on the offscreen
/// platform.
int runReport(const std::vector<std::string>& args, const catalog::Catalog& catalog,
              std::ostream& out, std::ostream& err);

} // namespace rightsizer::app
