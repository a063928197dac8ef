#pragma once

#include "Result.h"
#include "Scenario.h"

#include <string_view>

namespace rightsizer::model {

// Editing the scenario's TCO inputs by the keys of tcoParameterTable() ("on_prem.pue",
// "cloud.spot_usd_per_gpu_hour", ...), in the unit the table shows (percent for the *_percent
// keys). The TCO view and the sensitivity table use these so that a parameter is named once.

/// True when the scenario holds the parameter; false for those that come from elsewhere
/// ("demand_level" is the sensitivity's multiplier, "on_prem.gpu_tdp_w" is the GPU's TDP from
/// the catalog) and for unknown keys.
bool isScenarioTcoInput(std::string_view key);

/// Sets the parameter to `shown` (in its table unit) and marks it as given by the scenario.
/// "headroom_percent" sets limits.headroom. The error names the field "tco.KEY" and the
/// accepted range; the scenario is left unchanged on error.
Status setTcoInput(Scenario& s, std::string_view key, double shown);

/// Takes the parameter back to its default (the catalog's price or the stated default) and
/// forgets that the scenario gave it.
Status clearTcoInput(Scenario& s, std::string_view key);

} // namespace rightsizer::model
