#pragma once

// The what-if grid as the CLI writes it: CSV and JSON.

#include "model/Sweep.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace rightsizer::app {

/// One CSV row per cell with every input and result column (header first).
void writeSweepCsv(std::ostream& out, const model::SweepResult& r);
nlohmann::json sweepToJson(const model::SweepResult& r);

} // namespace rightsizer::app
