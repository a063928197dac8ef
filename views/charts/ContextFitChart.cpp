#include "ContextFitChart.h"

#include "ChartStyle.h"
#include "WhatIfChartColors.h"

#include <QEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>

#include <algorithm>

namespace rightsizer::views {

ContextFitChart::ContextFitChart(QWidget* parent)
    : QChartView(parent) {
    QChart* chart = installStyledChart(this, Qt::AlignRight);

    // Base 4 on the batch axis: the legend takes a third of the width, and eleven labels of a
    // base-2 axis would not fit in the rest.
    m_batchAxis = new QLogValueAxis;
    m_batchAxis->setBase(4);
    m_batchAxis->setMinorTickCount(1);
    m_batchAxis->setLabelFormat(QStringLiteral("%.6g"));
    m_batchAxis->setTitleText(tr("Running batch (log)"));
    m_contextAxis = new QLogValueAxis;
    m_contextAxis->setBase(2);
    m_contextAxis->setLabelFormat(QStringLiteral("%.6g"));
    m_contextAxis->setTitleText(tr("Prompt tokens (log\u2082)"));
    chart->addAxis(m_batchAxis, Qt::AlignBottom);
    chart->addAxis(m_contextAxis, Qt::AlignLeft);

    m_batchMarker = addSeries(tr("Selected batch"));
    m_contextMarker = addSeries(tr("Selected prompt"));
    for (QAbstractSeries* hidden : {m_batchMarker, m_contextMarker})
        for (QLegendMarker* m : chart->legend()->markers(hidden))
            m->setVisible(false);
    restyle();
}

QLineSeries* ContextFitChart::addSeries(const QString& name) {
    auto* series = new QLineSeries;
    series->setName(name);
    chart()->addSeries(series);
    series->attachAxis(m_batchAxis);
    series->attachAxis(m_contextAxis);
    return series;
}

QLineSeries* ContextFitChart::seriesFor(const std::string& gpuId) const {
    for (const Line& l : m_lines)
        if (l.gpuId == gpuId)
            return l.series;
    return nullptr;
}

Eigen::Index ContextFitChart::configShownFor(const std::string& gpuId) const {
    for (const Line& l : m_lines)
        if (l.gpuId == gpuId)
            return l.config;
    return -1;
}

void ContextFitChart::setSelection(const WhatIfSelection& s) {
    if (!s.valid())
        return;
    const bool rebuilt = m_shown != s.evaluation;
    if (rebuilt)
        rebuild(s);
    if (rebuilt || s.precision != m_precision || s.gpuId != m_gpuId || s.layout.tp != m_layout.tp ||
        s.layout.pp != m_layout.pp) {
        m_precision = s.precision;
        m_gpuId = s.gpuId;
        m_layout = s.layout;
        refill(s);
        restyle();
    }
    moveMarkers(s);
}

void ContextFitChart::rebuild(const WhatIfSelection& s) {
    for (const Line& l : m_lines) {
        chart()->removeSeries(l.series);
        delete l.series;
    }
    m_lines.clear();
    for (const std::string& id : sweepGpuIds(s.sweep()))
        m_lines.push_back({id, addSeries(gpuDisplayName(*s.evaluation, id)), -1, -1});
    // The focused GPU's line again, added last so that it is drawn over lines it coincides with.
    if (m_focusLine) {
        chart()->removeSeries(m_focusLine);
        delete m_focusLine;
    }
    m_focusLine = addSeries(tr("Focused GPU"));
    for (QLegendMarker* m : chart()->legend()->markers(m_focusLine))
        m->setVisible(false);
    const model::SweepResult& sweep = s.sweep();
    m_batchAxis->setRange(sweep.batches.front() / 1.25, sweep.batches.back() * 1.25);
    m_contextAxis->setRange(sweep.contexts.front() / 1.25, sweep.contexts.back() * 1.25);
    m_shown = s.evaluation;
}

std::vector<std::string> ContextFitChart::linesToShow(const WhatIfSelection& s) const {
    std::vector<std::string> order{s.gpuId};
    for (const model::Candidate& c : s.evaluation->plan.feasible)
        order.push_back(c.gpuId);
    for (const Line& l : m_lines)
        order.push_back(l.gpuId);
    std::vector<std::string> shown;
    for (const std::string& id : order)
        if (shown.size() < kMaxLines && seriesFor(id) &&
            std::find(shown.begin(), shown.end(), id) == shown.end() &&
            s.configFor(id, s.precision) >= 0)
            shown.push_back(id);
    return shown;
}

void ContextFitChart::refill(const WhatIfSelection& s) {
    const model::SweepResult& sweep = s.sweep();
    const std::vector<std::string> shown = linesToShow(s);
    int running = 0;
    QList<QPointF> points;
    for (Line& l : m_lines) {
        points.clear();
        const auto rank = std::find(shown.begin(), shown.end(), l.gpuId) - shown.begin();
        l.rank = rank < std::ssize(shown) ? int(rank) : -1;
        l.config = s.configFor(l.gpuId, s.precision);
        l.rejected = l.config >= 0 && !sweep.configs[size_t(l.config)].native &&
                     !s.evaluation->scenario.allowNonNative;
        running += l.config >= 0 ? 1 : 0;
        for (size_t b = 0; l.rank >= 0 && b < sweep.batches.size(); ++b)
            // A batch at which no context fits has no point: a log axis has no zero.
            if (const double tokens = sweep.maxContextThatFits(l.config, Eigen::Index(b));
                tokens > 0)
                points.append({sweep.batches[b], tokens});
        l.series->replace(points);
        if (l.config >= 0) {
            const model::Layout& layout = sweep.configs[size_t(l.config)].layout;
            l.series->setName(
                (layout.pp > 1
                     ? tr("%1 TP%2 PP%3")
                           .arg(gpuDisplayName(*s.evaluation, l.gpuId))
                           .arg(layout.tp)
                           .arg(layout.pp)
                     : tr("%1 TP%2").arg(gpuDisplayName(*s.evaluation, l.gpuId)).arg(layout.tp)) +
                (l.rejected ? tr(" (rejected: not native)") : QString()));
        }
        l.series->setVisible(l.rank >= 0);
        for (QLegendMarker* m : chart()->legend()->markers(l.series))
            m->setVisible(l.rank >= 0);
    }
    const QLineSeries* focus = seriesFor(s.gpuId);
    m_focusLine->replace(focus ? focus->points() : QList<QPointF>{});
    chart()->setTitle(tr("Largest prompt that fits \u2014 %1, %2 output tokens, %3 of %4 GPUs")
                          .arg(precisionDisplayName(s.precision))
                          .arg(sweep.outputTokens)
                          .arg(shown.size())
                          .arg(running));
}

void ContextFitChart::moveMarkers(const WhatIfSelection& s) {
    const double batch = s.batch(), context = s.contextTokens();
    m_batchMarker->replace({{batch, m_contextAxis->min()}, {batch, m_contextAxis->max()}});
    m_contextMarker->replace({{m_batchAxis->min(), context}, {m_batchAxis->max(), context}});
}

void ContextFitChart::restyle() {
    const WhatIfChartColors colors(palette());
    for (const Line& l : m_lines)
        if (l.rank >= 0) {
            l.series->setPen(
                QPen(colors.series(size_t(l.rank)), 1.5, l.rejected ? Qt::DotLine : Qt::SolidLine));
            if (l.gpuId == m_gpuId && m_focusLine)
                m_focusLine->setPen(QPen(colors.series(size_t(l.rank)), 3.5,
                                         l.rejected ? Qt::DotLine : Qt::SolidLine));
        }
    m_batchMarker->setPen(QPen(colors.marker(), 1.0));
    m_contextMarker->setPen(QPen(colors.muted(), 1.5, Qt::DashLine));
}

void ContextFitChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyChartStyle(chart(), palette());
        restyle();
    }
}

} // namespace rightsizer::views
