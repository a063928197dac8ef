#pragma once

#include "model/Tco.h"

#include <QString>

namespace rightsizer::views {

/// The figures of one week of serving (model::weeklyFleet of `tco`'s parameters and capacity),
/// as a rich-text table with units: demand peak and mean, replicas and GPUs of the autoscaled
/// and the fixed fleet, their utilization, and the hours at SLA risk while new replicas start
/// (per week, per month, the share of requests in them, and the TCO's horizon average).
QString fleetFiguresHtml(const model::WeeklyFleet& week, const model::TcoResult& tco);

} // namespace rightsizer::views
