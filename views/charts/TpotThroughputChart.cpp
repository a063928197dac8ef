#include "TpotThroughputChart.h"

#include "ChartStyle.h"
#include "WhatIfChartColors.h"

#include <QEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <utility>

namespace rightsizer::views {

TpotThroughputChart::TpotThroughputChart(QWidget* parent)
    : QChartView(parent) {
    QChart* chart = installStyledChart(this, Qt::AlignBottom);

    m_batchAxis = new QLogValueAxis;
    m_batchAxis->setBase(2);
    m_batchAxis->setLabelFormat(QStringLiteral("%.6g"));
    m_batchAxis->setTitleText(tr("Running batch (concurrent sequences, log\u2082)"));
    m_tpotAxis = new QLogValueAxis;
    m_tpotAxis->setBase(2);
    m_tpotAxis->setLabelFormat(QStringLiteral("%.6g"));

    m_rateAxis = new QValueAxis;
    m_rateAxis->setTitleText(tr("Output tokens/s per GPU"));
    m_rateAxis->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(m_batchAxis, Qt::AlignBottom);
    chart->addAxis(m_tpotAxis, Qt::AlignLeft);
    chart->addAxis(m_rateAxis, Qt::AlignRight);

    // The guides carry their own labels; the legend keeps to the precisions.
    m_sla = addSeries(tr("SLA TPOT"), m_tpotAxis);
    m_fitLimit = addSeries(tr("Largest batch that fits"), m_tpotAxis);
    m_marker = addSeries(tr("Selected batch"), m_tpotAxis);
    for (QLineSeries* guide : {m_sla, m_fitLimit}) {
        guide->setPointLabelsVisible(true);
        guide->setPointLabelsClipping(false);
    }
    m_tpotDot = new QScatterSeries;
    m_rateDot = new QScatterSeries;
    const std::pair<QScatterSeries*, QAbstractAxis*> dots[] = {{m_tpotDot, m_tpotAxis},
                                                               {m_rateDot, m_rateAxis}};
    for (auto [dot, axis] : dots) {
        dot->setMarkerSize(9);
        chart->addSeries(dot);
        dot->attachAxis(m_batchAxis);
        dot->attachAxis(axis);
    }
    for (QAbstractSeries* hidden :
         {static_cast<QAbstractSeries*>(m_sla), static_cast<QAbstractSeries*>(m_fitLimit),
          static_cast<QAbstractSeries*>(m_marker), static_cast<QAbstractSeries*>(m_tpotDot),
          static_cast<QAbstractSeries*>(m_rateDot)})
        for (QLegendMarker* m : chart->legend()->markers(hidden))
            m->setVisible(false);
    restyle();
}

QLineSeries* TpotThroughputChart::addSeries(const QString& name, QAbstractAxis* y) {
    auto* series = new QLineSeries;
    series->setName(name);
    chart()->addSeries(series);
    series->attachAxis(m_batchAxis);
    series->attachAxis(y);
    return series;
}

QLineSeries* TpotThroughputChart::tpotSeries(model::Precision p) const {
    for (const Pair& pair : m_pairs)
        if (pair.precision == p)
            return pair.tpot;
    return nullptr;
}

QLineSeries* TpotThroughputChart::throughputSeries(model::Precision p) const {
    for (const Pair& pair : m_pairs)
        if (pair.precision == p)
            return pair.throughput;
    return nullptr;
}

bool TpotThroughputChart::rejectedPrecision(model::Precision p) const {
    for (const Pair& pair : m_pairs)
        if (pair.precision == p)
            return pair.rejected;
    return false;
}

void TpotThroughputChart::setSelection(const WhatIfSelection& s) {
    if (!s.valid())
        return;
    if (m_shown != s.evaluation)
        rebuild(s);
    m_focus = s.precision;
    refill(s);
    restyle();
}

void TpotThroughputChart::rebuild(const WhatIfSelection& s) {
    for (const Pair& pair : m_pairs) {
        chart()->removeSeries(pair.tpot);
        chart()->removeSeries(pair.throughput);
        delete pair.tpot;
        delete pair.throughput;
    }
    m_pairs.clear();
    for (model::Precision p : sweepPrecisions(s.sweep())) {
        const QString name = precisionDisplayName(p);
        m_pairs.push_back({p, addSeries(tr("TPOT %1").arg(name), m_tpotAxis),
                           addSeries(tr("tok/s/GPU %1").arg(name), m_rateAxis)});
    }
    const model::SweepResult& sweep = s.sweep();
    m_batchAxis->setRange(sweep.batches.front() / 1.25, sweep.batches.back() * 1.25);
    m_shown = s.evaluation;
}

void TpotThroughputChart::refill(const WhatIfSelection& s) {
    const model::SweepResult& sweep = s.sweep();
    const auto nb = Eigen::Index(sweep.batches.size());
    const double slaMs = s.evaluation->scenario.sla.tpotS * 1e3;
    double tpotMinMs = slaMs > 0 ? slaMs : HUGE_VAL, tpotMaxMs = slaMs * 1.25, rateMax = 0;
    const bool allowEmulated = s.evaluation->scenario.allowNonNative;
    QList<QPointF> tpot, rate;
    for (Pair& pair : m_pairs) {
        tpot.clear();
        rate.clear();
        const Eigen::Index k = s.configFor(s.gpuId, pair.precision);
        pair.rejected = k >= 0 && !sweep.configs[size_t(k)].native && !allowEmulated;
        const QString name = precisionDisplayName(pair.precision);
        const QString rejected = pair.rejected ? tr(" (rejected: not native)") : QString();
        pair.tpot->setName(tr("TPOT %1").arg(name) + rejected);
        pair.throughput->setName(tr("tok/s/GPU %1").arg(name) + rejected);
        if (k >= 0)
            for (Eigen::Index b = 0; b < nb; ++b) {
                const Eigen::Index i = sweep.cellIndex(k, b, s.contextIndex);
                // The sweep leaves a cell whose memory does not fit without latency: no point.
                if (!sweep.fits(i))
                    continue;
                tpot.append({sweep.batches[size_t(b)], sweep.tpotQuantileS(i) * 1e3});
                rate.append({sweep.batches[size_t(b)], sweep.outputTokensPerSPerGpu(i)});
                tpotMinMs = std::min(tpotMinMs, tpot.back().y());
                tpotMaxMs = std::max(tpotMaxMs, tpot.back().y());
                rateMax = std::max(rateMax, rate.back().y());
            }
        pair.tpot->replace(tpot);
        pair.throughput->replace(rate);
    }
    // Whole powers of two around the data, so that the log axis labels round numbers.
    const bool any = tpotMaxMs > 0 && std::isfinite(tpotMinMs);
    m_tpotAxis->setRange(any ? std::exp2(std::floor(std::log2(tpotMinMs))) : 1.0,
                         any ? std::exp2(std::ceil(std::log2(tpotMaxMs))) : 2.0);
    m_rateAxis->setRange(0, rateMax > 0 ? rateMax * 1.05 : 1.0);
    m_rateAxis->applyNiceNumbers();
    m_tpotAxis->setTitleText(
        tr("TPOT %1 (ms, log\u2082)")
            .arg(QString::fromStdString(model::percentileName(sweep.percentile))));
    placeGuides(s);

    const Eigen::Index k = s.focusedConfig();
    const Eigen::Index focusCell = k >= 0 ? sweep.cellIndex(k, s.batchIndex, s.contextIndex) : -1;
    if (focusCell >= 0 && sweep.fits(focusCell)) {
        m_tpotDot->replace({{s.batch(), sweep.tpotQuantileS(focusCell) * 1e3}});
        m_rateDot->replace({{s.batch(), sweep.outputTokensPerSPerGpu(focusCell)}});
    } else {
        m_tpotDot->clear();
        m_rateDot->clear();
    }
    const model::Layout& l = k >= 0 ? sweep.configs[size_t(k)].layout : s.layout;
    bool anyFits = false;
    for (Eigen::Index b = 0; k >= 0 && b < nb; ++b)
        anyFits = anyFits || sweep.fits(sweep.cellIndex(k, b, s.contextIndex)) != 0;
    QString title = tr("TPOT & throughput \u2014 %1 TP%2 PP%3, %4-token prompt")
                        .arg(gpuDisplayName(*s.evaluation, s.gpuId))
                        .arg(l.tp)
                        .arg(l.pp)
                        .arg(QLocale().toString(s.contextTokens(), 'f', 0));
    if (k >= 0 && !anyFits)
        title =
            tr("Does not fit at any batch (%1) \u2014 ").arg(precisionDisplayName(s.precision)) +
            title;
    chart()->setTitle(title);
}

void TpotThroughputChart::placeGuides(const WhatIfSelection& s) {
    const model::SweepResult& sweep = s.sweep();
    const double x0 = m_batchAxis->min(), x1 = m_batchAxis->max();
    const double y0 = m_tpotAxis->min(), y1 = m_tpotAxis->max();
    m_marker->replace({{s.batch(), y0}, {s.batch(), y1}});
    // Each guide's label sits on its middle point, a fifth of the way along (log scale).
    const double slaMs = s.evaluation->scenario.sla.tpotS * 1e3;
    const double xLabel = x0 * std::pow(x1 / x0, 0.2);
    m_sla->replace(slaMs > 0 ? QList<QPointF>{{x0, slaMs}, {xLabel, slaMs}, {x1, slaMs}}
                             : QList<QPointF>{});
    m_sla->setPointLabelsFormat(
        tr("SLA %1 TPOT %2 ms")
            .arg(QString::fromStdString(model::percentileName(sweep.percentile)),
                 QLocale().toString(slaMs, 'g', 3)));
    const Eigen::Index k = s.focusedConfig();
    double fitBatch = 0;
    for (size_t b = 0; k >= 0 && b < sweep.batches.size(); ++b)
        if (sweep.fits(sweep.cellIndex(k, Eigen::Index(b), s.contextIndex)))
            fitBatch = sweep.batches[b];
    const double yLabel = y0 * std::pow(y1 / y0, 0.85);
    m_fitLimit->replace(fitBatch > 0
                            ? QList<QPointF>{{fitBatch, y0}, {fitBatch, yLabel}, {fitBatch, y1}}
                            : QList<QPointF>{});
    m_fitLimit->setPointLabelsFormat(tr("fits \u2264 %1").arg(QLocale().toString(fitBatch)));
    for (QLineSeries* guide : {m_sla, m_fitLimit})
        for (int end : {0, 2})
            if (guide->count() == 3)
                guide->setPointConfiguration(end, QXYSeries::PointConfiguration::LabelVisibility,
                                             false);
}

void TpotThroughputChart::restyle() {
    const WhatIfChartColors colors(palette());
    for (size_t n = 0; n < m_pairs.size(); ++n) {
        const bool focus = m_pairs[n].precision == m_focus;
        // A precision the planner rejects on this GPU is grey and dotted: shown, not offered.
        QColor c = m_pairs[n].rejected ? colors.muted() : colors.series(n);
        if (!focus)
            c.setAlphaF(0.45f);
        if (m_pairs[n].rejected) {
            m_pairs[n].tpot->setPen(QPen(c, focus ? 2.0 : 1.5, Qt::DotLine));
            m_pairs[n].throughput->setPen(QPen(c, focus ? 2.0 : 1.5, Qt::DotLine));
            continue;
        }
        m_pairs[n].tpot->setPen(QPen(c, focus ? 3.0 : 1.5));
        m_pairs[n].throughput->setPen(QPen(c, focus ? 2.5 : 1.5, Qt::DashLine));
    }
    m_sla->setPen(QPen(colors.target(), 1.5, Qt::DashLine));
    m_fitLimit->setPen(QPen(colors.muted(), 1.5, Qt::DotLine));
    m_sla->setPointLabelsColor(colors.target());
    m_fitLimit->setPointLabelsColor(colors.muted());
    m_marker->setPen(QPen(colors.marker(), 1.0));
    for (QScatterSeries* dot : {m_tpotDot, m_rateDot}) {
        dot->setColor(colors.marker());
        dot->setBorderColor(colors.marker());
    }
}

void TpotThroughputChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyChartStyle(chart(), palette());
        restyle();
    }
}

} // namespace rightsizer::views
