#pragma once

#include "catalog/Catalog.h"

#include <ostream>
#include <string>
#include <vector>

namespace rightsizer::app {

/// `rightsizer calibrate PROJECT.rsplan MEASUREMENTS... [--json] [--gpu ID] [--precision P]
/// [--tp N] [--pp N] [--model ID] [--batch N]`, `--undo`, `--reset`, `--show`: fits the
/// efficiency factors to the planner's measured runs and stores the calibration in the project.
int runCalibrate(const std::vector<std::string>& args, const catalog::Catalog& catalog,
                 std::ostream& out, std::ostream& err);

/// The catalog with the calibration of the project file among `args` (the first argument that
/// names an existing project file) in its efficiency table; the catalog as it is when no
/// argument names a project or the project holds no calibration. A project that cannot be
/// read is left to the verb to report; a damaged calibration record is an error.
model::Result<catalog::Catalog> catalogWithProjectCalibration(catalog::Catalog catalog,
                                                              const std::vector<std::string>& args);

} // namespace rightsizer::app
