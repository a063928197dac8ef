#include "LoadLatencyChart.h"

#include "ChartStyle.h"
#include "WhatIfChartColors.h"
#include "views/CandidateTableModel.h"

#include <QEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace rightsizer::views {

namespace {

/// TTFT (s) and TPOT (ms) points of a load curve, with the ranges they span.
struct LatencyPoints {
    QList<QPointF> p50, q, tpot;
    double yMin = HUGE_VAL, yMax = 0, tpotMax = 0, xMax = 0;
    bool saturates = false;
};

/// The latency points of `curve` on `n` replicas, up to where the replicas saturate.
LatencyPoints latencyPoints(const model::LoadCurve& curve, double n) {
    LatencyPoints r;
    for (const model::LoadCurvePoint& point : curve.points) {
        const double x = point.ratePerSPerReplica * n;
        if (point.load.saturated) {
            r.saturates = true; // beyond here the queue grows with the run: no steady latency
            break;
        }
        r.p50.append({x, point.load.ttftS.p50});
        r.q.append({x, point.load.ttftS.atQuantile});
        r.tpot.append({x, point.load.tpotS.atQuantile * 1e3});
        r.yMin = std::min(r.yMin, r.p50.back().y());
        r.yMax = std::max(r.yMax, r.q.back().y());
        r.tpotMax = std::max(r.tpotMax, r.tpot.back().y());
        r.xMax = x;
    }
    if (r.saturates)
        r.xMax = curve.points.back().ratePerSPerReplica * n;
    return r;
}

/// "Rejected (why) — " when the plan rejects the selected GPU, precision and layout, else empty.
QString rejectionPrefix(const workspace::Evaluation& e, const WhatIfSelection& s,
                        const model::Layout& layout) {
    for (const model::Candidate& c : e.plan.rejected)
        if (c.gpuId == s.gpuId && c.precision == s.precision && c.layout.tp == layout.tp &&
            c.layout.pp == layout.pp)
            return LoadLatencyChart::tr("Rejected (%1) \u2014 ").arg(rejectionText(c));
    return QString();
}

/// Leaves only the middle point of each three-point guide line labelled.
void labelMiddlePoints(std::initializer_list<QLineSeries*> guides) {
    for (QLineSeries* guide : guides)
        for (int end : {0, 2})
            if (guide->count() == 3)
                guide->setPointConfiguration(end, QXYSeries::PointConfiguration::LabelVisibility,
                                             false);
}

} // namespace

LoadLatencyChart::LoadLatencyChart(QWidget* parent)
    : QChartView(parent) {
    QChart* chart = installStyledChart(this, Qt::AlignBottom);
    m_rateAxis = new QValueAxis;
    m_rateAxis->setLabelFormat(QStringLiteral("%.3g"));
    m_ttftAxis = new QLogValueAxis;
    m_ttftAxis->setBase(10);
    m_ttftAxis->setLabelFormat(QStringLiteral("%.6g"));
    m_ttftAxis->setMinorTickCount(8);
    m_tpotAxis = new QValueAxis;
    m_tpotAxis->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(m_rateAxis, Qt::AlignBottom);
    chart->addAxis(m_ttftAxis, Qt::AlignLeft);
    chart->addAxis(m_tpotAxis, Qt::AlignRight);
    m_ttftP50 = addSeries(tr("TTFT p50"), m_ttftAxis);
    m_ttftQ = addSeries(tr("TTFT"), m_ttftAxis);
    m_tpotQ = addSeries(tr("TPOT"), m_tpotAxis);
    m_sla = addSeries(tr("SLA TTFT"), m_ttftAxis);
    m_today = addSeries(tr("Demand today"), m_ttftAxis);
    m_grown = addSeries(tr("Grown demand"), m_ttftAxis);
    for (QLineSeries* guide : {m_sla, m_today, m_grown}) {
        guide->setPointLabelsVisible(true);
        guide->setPointLabelsClipping(false);
        for (QLegendMarker* m : chart->legend()->markers(guide))
            m->setVisible(false);
    }
    restyle();
}

QLineSeries* LoadLatencyChart::addSeries(const QString& name, QAbstractAxis* y) {
    auto* series = new QLineSeries;
    series->setName(name);
    chart()->addSeries(series);
    series->attachAxis(m_rateAxis);
    series->attachAxis(y);
    return series;
}

void LoadLatencyChart::setSelection(const WhatIfSelection& s) {
    if (!s.valid())
        return;
    const workspace::Evaluation& e = *s.evaluation;
    const Eigen::Index k = s.focusedConfig();
    const model::Layout layout = k >= 0 ? s.sweep().configs[size_t(k)].layout : s.layout;
    const model::Candidate* planned = e.planCandidate(s.gpuId, s.precision, layout);
    m_replicas = planned ? std::max(1, planned->serve.replicas) : 1;
    const QString pct = QString::fromStdString(model::percentileName(e.scenario.sla.percentile));
    const QString where = tr("%1 %2 TP%3 PP%4")
                              .arg(gpuDisplayName(e, s.gpuId), precisionDisplayName(s.precision))
                              .arg(layout.tp)
                              .arg(layout.pp);
    for (QLineSeries* series : {m_ttftP50, m_ttftQ, m_tpotQ, m_sla, m_today, m_grown})
        series->clear();
    const auto curve = e.loadCurve(s.gpuId, s.precision, layout);
    if (!curve || curve->points.empty()) {
        chart()->setTitle(tr("Latency vs load \u2014 %1: %2")
                              .arg(where, curve ? tr("no load point")
                                                : QString::fromStdString(curve.error().message)));
        return;
    }
    const double n = m_replicas;
    LatencyPoints pts = latencyPoints(*curve, n);
    const double slaS = e.scenario.sla.ttftS;
    if (slaS > 0) {
        pts.yMin = std::min(pts.yMin, slaS);
        pts.yMax = std::max(pts.yMax, slaS);
    }
    if (!std::isfinite(pts.yMin) || pts.yMin <= 0 || pts.yMax <= 0) {
        chart()->setTitle(
            tr("Latency vs load \u2014 %1: saturated at every load simulated").arg(where));
        return;
    }
    m_ttftP50->replace(pts.p50);
    m_ttftQ->replace(pts.q);
    m_tpotQ->replace(pts.tpot);
    m_ttftQ->setName(tr("TTFT %1").arg(pct));
    m_tpotQ->setName(tr("TPOT %1").arg(pct));
    m_rateAxis->setRange(0, pts.xMax);
    m_rateAxis->applyNiceNumbers();
    // Whole decades around the data, so the log axis labels round numbers.
    m_ttftAxis->setRange(std::pow(10.0, std::floor(std::log10(pts.yMin))),
                         std::pow(10.0, std::ceil(std::log10(pts.yMax * 1.05))));
    m_tpotAxis->setRange(0, pts.tpotMax > 0 ? pts.tpotMax * 1.1 : 1.0);
    m_tpotAxis->applyNiceNumbers();
    m_rateAxis->setTitleText(m_replicas > 1 ? tr("Requests/s on %1 replicas").arg(m_replicas)
                                            : tr("Requests/s on one replica"));
    m_ttftAxis->setTitleText(tr("TTFT (s, log)"));
    m_tpotAxis->setTitleText(tr("TPOT %1 (ms)").arg(pct));

    const double y0 = m_ttftAxis->min(), y1 = m_ttftAxis->max();
    const double x1 = m_rateAxis->max();
    const QLocale locale;
    if (slaS > 0) {
        m_sla->replace({{0, slaS}, {0.2 * x1, slaS}, {x1, slaS}});
        m_sla->setPointLabelsFormat(tr("SLA %1 TTFT %2 s").arg(pct, locale.toString(slaS, 'g', 3)));
    }
    if (planned) {
        const double today = e.scenario.serving.requestsPerS;
        const double grown = planned->serve.ratePerSPerReplica * planned->serve.replicas;
        const double yToday = y0 * std::pow(y1 / y0, 0.75), yGrown = y0 * std::pow(y1 / y0, 0.9);
        m_today->replace({{today, y0}, {today, yToday}, {today, y1}});
        m_grown->replace({{grown, y0}, {grown, yGrown}, {grown, y1}});
        m_today->setPointLabelsFormat(tr("today %1 req/s").arg(locale.toString(today, 'g', 3)));
        m_grown->setPointLabelsFormat(tr("grown %1 req/s").arg(locale.toString(grown, 'g', 3)));
    }
    labelMiddlePoints({m_sla, m_today, m_grown});
    QString title = pts.saturates ? tr("Latency vs load \u2014 %1 (saturates near %2 req/s)")
                                        .arg(where, locale.toString(pts.xMax, 'g', 3))
                                  : tr("Latency vs load \u2014 %1").arg(where);
    // A configuration the planner rejects is drawn (what one replica would do) but says so
    // first, where a narrow chart does not elide it.
    if (!planned)
        title = rejectionPrefix(e, s, layout) + title;
    chart()->setTitle(title);
}

void LoadLatencyChart::restyle() {
    const WhatIfChartColors colors(palette());
    m_ttftQ->setPen(QPen(colors.series(0), 3.0));
    m_ttftP50->setPen(QPen(colors.series(0), 1.5));
    m_tpotQ->setPen(QPen(colors.series(1), 2.0, Qt::DashLine));
    m_sla->setPen(QPen(colors.target(), 1.5, Qt::DashLine));
    m_sla->setPointLabelsColor(colors.target());
    for (QLineSeries* demand : {m_today, m_grown}) {
        demand->setPen(QPen(colors.muted(), 1.5, Qt::DotLine));
        demand->setPointLabelsColor(colors.muted());
    }
}

void LoadLatencyChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyChartStyle(chart(), palette());
        restyle();
    }
}

} // namespace rightsizer::views
