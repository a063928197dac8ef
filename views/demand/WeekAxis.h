#pragma once

#include <QString>

class QCategoryAxis;

namespace rightsizer::views {

// The hours of the week as the demand view names and draws them: hour 0 is Monday 00:00-01:00,
// hour 167 Sunday 23:00-24:00 (the engine's order, model::kHoursPerWeek).

/// "Mon" .. "Sun" (`day` 0 = Monday).
QString dayShortName(int day);
/// "Mon 10:00–11:00".
QString hourOfWeekName(int hour);

/// An x axis over the week, 0 to 168 hours, labelled with the day names in the middle of each
/// day and a grid line between days. The caller owns it until it is added to a chart.
QCategoryAxis* makeWeekAxis();

} // namespace rightsizer::views
