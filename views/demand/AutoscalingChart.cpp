#include "AutoscalingChart.h"

#include "WeekAxis.h"
#include "views/charts/ChartStyle.h"
#include "views/charts/WhatIfChartColors.h"

#include <QCategoryAxis>
#include <QEvent>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace rightsizer::views {
namespace {

/// 1, 2 or 5 x 10^k: the tick step that divides [0, top] into about six to ten intervals.
double niceStep(double top) {
    const double raw = std::max(top / 8.0, 1e-9);
    const double decade = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0})
        if (m * decade >= raw)
            return m * decade;
    return 10.0 * decade;
}

} // namespace

AutoscalingChart::AutoscalingChart(QWidget* parent)
    : QChartView(parent)
    , m_replicas(new QLineSeries)
    , m_fixed(new QLineSeries)
    , m_demand(new QLineSeries)
    , m_risk(new QScatterSeries)
    , m_week(makeWeekAxis())
    , m_replicaAxis(new QValueAxis)
    , m_rateAxis(new QValueAxis) {
    QChart* chart = installStyledChart(this, Qt::AlignBottom);
    m_demand->setName(tr("Demand (right axis)"));
    m_replicas->setName(tr("Autoscaled replicas"));
    m_fixed->setName(tr("On-prem fleet (whole nodes)"));
    m_risk->setName(tr("SLA risk: replicas starting"));
    // The demand first, so that the fleets are drawn over it.
    for (QAbstractSeries* s :
         {static_cast<QAbstractSeries*>(m_demand), static_cast<QAbstractSeries*>(m_replicas),
          static_cast<QAbstractSeries*>(m_fixed), static_cast<QAbstractSeries*>(m_risk)})
        chart->addSeries(s);
    m_replicaAxis->setTitleText(tr("replicas"));
    m_replicaAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_replicaAxis->setTickType(QValueAxis::TicksDynamic);
    m_rateAxis->setTitleText(tr("requests/s"));
    m_rateAxis->setLabelFormat(QStringLiteral("%.3g"));
    chart->addAxis(m_week, Qt::AlignBottom);
    chart->addAxis(m_replicaAxis, Qt::AlignLeft);
    chart->addAxis(m_rateAxis, Qt::AlignRight);
    for (QAbstractSeries* s :
         {static_cast<QAbstractSeries*>(m_replicas), static_cast<QAbstractSeries*>(m_fixed),
          static_cast<QAbstractSeries*>(m_risk)}) {
        s->attachAxis(m_week);
        s->attachAxis(m_replicaAxis);
    }
    m_demand->attachAxis(m_week);
    m_demand->attachAxis(m_rateAxis);
    setToolTip(tr("Autoscaled replicas follow the demand hour by hour (at least the minimum "
                  "replicas); on-prem runs the whole nodes bought for the peak so far with the "
                  "headroom. "
                  "Where replicas rise, the new ones serve only after the scale-up delay: those "
                  "hours are at SLA risk."));
    restyle();
}

void AutoscalingChart::setFleet(const model::WeeklyFleet& w, const model::TcoCapacity& capacity,
                                bool autoscale, const QString& title) {
    const int hours = int(w.autoscaledReplicas.size());
    if (hours == 0 || w.requestsPerS.size() != size_t(hours)) {
        clear(title);
        return;
    }
    QList<QPointF> steps, demand, risk;
    double maxReplicas = w.onPremReplicas, peak = 0;
    for (int h = 0; h < hours; ++h) {
        const double r = w.autoscaledReplicas[size_t(h)];
        steps << QPointF(h, r) << QPointF(h + 1, r);
        demand << QPointF(h + 0.5, w.requestsPerS[size_t(h)]);
        // The engine's rule (the week wraps): a rise over the hour before leaves new replicas
        // starting.
        if (autoscale && r > w.autoscaledReplicas[size_t((h + hours - 1) % hours)])
            risk << QPointF(h, r);
        maxReplicas = std::max(maxReplicas, r);
        peak = std::max(peak, w.requestsPerS[size_t(h)]);
    }
    m_replicas->replace(steps);
    m_demand->replace(demand);
    m_risk->replace(risk);
    m_fixed->replace({QPointF(0, w.onPremReplicas), QPointF(hours, w.onPremReplicas)});
    m_replicas->setName(autoscale ? tr("Autoscaled replicas")
                                  : tr("Autoscaled replicas (autoscaling is off)"));
    // Whole replicas on the left; the right axis in step (see the header).
    const double step = std::max(1.0, niceStep(maxReplicas * 1.1 + 1));
    const double top = std::ceil((maxReplicas * 1.1 + 1) / step) * step;
    m_replicaAxis->setRange(0, top);
    m_replicaAxis->setTickAnchor(0);
    m_replicaAxis->setTickInterval(step);
    const double perReplica = capacity.maxRequestsPerSPerReplica;
    if (perReplica > 0 && peak <= top * perReplica) {
        m_rateAxis->setTickType(QValueAxis::TicksDynamic);
        m_rateAxis->setTickAnchor(0);
        m_rateAxis->setTickInterval(step * perReplica);
        m_rateAxis->setRange(0, top * perReplica);
        m_rateAxis->setTitleText(tr("requests/s (a replica's height = %1 requests/s)")
                                     .arg(QLocale().toString(perReplica, 'g', 3)));
    } else {
        m_rateAxis->setTickType(QValueAxis::TicksFixed);
        m_rateAxis->setTickCount(6);
        m_rateAxis->setRange(0, peak > 0 ? peak * 1.15 : 1.0);
        m_rateAxis->applyNiceNumbers();
        m_rateAxis->setTitleText(tr("requests/s"));
    }
    chart()->setTitle(title);
}

void AutoscalingChart::clear(const QString& title) {
    for (QXYSeries* s : {static_cast<QXYSeries*>(m_replicas), static_cast<QXYSeries*>(m_fixed),
                         static_cast<QXYSeries*>(m_demand), static_cast<QXYSeries*>(m_risk)})
        s->clear();
    chart()->setTitle(title);
}

void AutoscalingChart::restyle() {
    const WhatIfChartColors colors(palette());
    QPen replicas(colors.series(0));
    replicas.setWidthF(2.5);
    m_replicas->setPen(replicas);
    QPen fixed(colors.series(1));
    fixed.setWidthF(2);
    fixed.setStyle(Qt::DashLine);
    m_fixed->setPen(fixed);
    QPen demand(colors.series(4));
    demand.setWidthF(1.5);
    m_demand->setPen(demand);
    m_risk->setColor(colors.target());
    m_risk->setBorderColor(colors.target());
    m_risk->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
    m_risk->setMarkerSize(11);
}

void AutoscalingChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyChartStyle(chart(), palette());
        restyle();
    }
}

} // namespace rightsizer::views
