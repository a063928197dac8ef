#pragma once

#include "model/Planner.h"
#include "model/Tco.h"
#include "views/QuantityFormat.h"

#include <QString>

namespace rightsizer::views::report {

// How the report words engine results. The C locale throughout: the same project gives the same
// text on every machine, and the numbers read as `rightsizer plan` and `tco` print them.

QString q(const std::string& s);
QString q(std::string_view s);
/// The formatter of the whole report (C locale).
const QuantityFormat& fmt();

QString precisionText(model::Precision p);
QString layoutText(const model::Candidate& c); ///< "TP2 PP2", "TP1 CP2"
QString configText(const model::Candidate& c); ///< "h100-nvl fp8 TP2 PP2"
/// "20 × NVIDIA H100 NVL 94GB in fp8 (TP2 PP2, 5 replicas at batch 98)".
QString deploymentText(const model::Scenario& s, const model::Candidate& c);
/// The TCO option with its fleet: "on-prem (3 nodes)".
QString optionText(const model::TcoOptionResult& o);
/// (target - predicted) / target as "28.6 %"; negative when the target is missed.
QString marginText(double predicted, double target);

} // namespace rightsizer::views::report
