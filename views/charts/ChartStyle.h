#pragma once

#include <QChart>
#include <QChartView>
#include <QPalette>

namespace rightsizer::views {

/// The look every RightSizer chart shares: light or dark theme following the palette (readable
/// in both), no animations (charts update live and go into reports), compact margins, the
/// application font.
void applyChartStyle(QChart* chart, const QPalette& palette);

/// Gives `view` a new chart in the shared style, antialiased, with its legend at `legend`
/// (0: no legend); returns the chart (owned by the view).
QChart* installStyledChart(QChartView* view, Qt::Alignment legend);

/// True when the palette's window colour is dark.
bool isDarkPalette(const QPalette& palette);

} // namespace rightsizer::views
