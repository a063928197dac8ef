#pragma once

#include <QChart>
#include <QPalette>

namespace rightsizer::views {

/// The look every RightSizer chart shares: light or dark theme following the palette (readable
/// in both), no animations (charts update live and go into reports), compact margins, the
/// application font.
void applyChartStyle(QChart* chart, const QPalette& palette);

/// True when the palette's window colour is dark.
bool isDarkPalette(const QPalette& palette);

} // namespace rightsizer::views
