#pragma once

class QChartView;
class QString;

namespace rightsizer::views {

/// Makes `view`'s chart follow its size (issue 20): value axes get fewer, round ticks when
/// their labels would not fit side by side (axes with explicit intervals get a multiple of
/// theirs), log axes of base 2 or 4 take a power of the base, labels get smaller in a small
/// chart (an axis title longer than its axis a size smaller again; a chart title wider than the
/// chart smaller, then on two lines), and a legend moves between the
/// bottom and the right to where its names fit, with the full names in tooltips. Refits after each
/// resize and each axis range change; the chart's own settings are the starting point each time, so
/// it may keep changing them.
void fitChartToSize(QChartView* view);

/// Whether any tick, legend or value label of `view`'s chart, as drawn now, is elided ("…" or
/// "..."): what the layout tests check. The chart's title and its axes' titles may be
/// shortened in a small chart and are not counted, nor is a legend entry that keeps 8
/// characters or more (its tooltip has the whole name).
bool chartHasElidedLabels(const QChartView* view, QString* which = nullptr);

/// Whether the chart's title, as drawn now, is elided (fitChartToSize shrinks or wraps it).
bool chartTitleIsElided(const QChartView* view);

} // namespace rightsizer::views
