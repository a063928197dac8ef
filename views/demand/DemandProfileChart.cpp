#include "DemandProfileChart.h"

#include "WeekAxis.h"
#include "views/charts/ChartStyle.h"
#include "views/charts/WhatIfChartColors.h"

#include "model/TcoInputs.h"

#include <QCategoryAxis>
#include <QEvent>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <algorithm>

namespace rightsizer::views {

DemandProfileChart::DemandProfileChart(bool compact, QWidget* parent)
    : QChartView(parent)
    , m_series(new QLineSeries)
    , m_week(makeWeekAxis())
    , m_rate(new QValueAxis)
    , m_compact(compact) {
    QChart* chart = installStyledChart(this, Qt::Alignment());
    m_series->setName(tr("Demand (requests/s)"));
    chart->addSeries(m_series);
    m_rate->setTitleText(tr("requests/s"));
    m_rate->setLabelFormat(QStringLiteral("%.3g"));
    if (compact) {
        m_week->setTitleVisible(false);
        chart->setMargins(QMargins(2, 2, 2, 2));
    }
    chart->addAxis(m_week, Qt::AlignBottom);
    chart->addAxis(m_rate, Qt::AlignLeft);
    m_series->attachAxis(m_week);
    m_series->attachAxis(m_rate);
    setToolTip(tr("Mean requests/s in each hour of the week, Monday 00:00 first: the profile "
                  "the TCO repeats every week (scaled by the demand growth of each month)."));
    restyle();
}

void DemandProfileChart::setProfile(const std::vector<double>& requestsPerS, const QString& title) {
    QList<QPointF> points;
    double peak = 0;
    if (requestsPerS.size() == size_t(model::kHoursPerWeek)) {
        points.reserve(model::kHoursPerWeek);
        for (int h = 0; h < model::kHoursPerWeek; ++h) {
            points.append(QPointF(h + 0.5, requestsPerS[size_t(h)]));
            peak = std::max(peak, requestsPerS[size_t(h)]);
        }
    }
    m_series->replace(points);
    m_rate->setTickCount(6);
    m_rate->setRange(0, peak > 0 ? peak * 1.1 : 1.0);
    m_rate->applyNiceNumbers();
    if (!m_compact)
        chart()->setTitle(title);
}

void DemandProfileChart::restyle() {
    const WhatIfChartColors colors(palette());
    QPen pen(colors.series(0));
    pen.setWidthF(2);
    m_series->setPen(pen);
}

void DemandProfileChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyChartStyle(chart(), palette());
        if (m_compact)
            chart()->setMargins(QMargins(2, 2, 2, 2));
        restyle();
    }
}

} // namespace rightsizer::views
