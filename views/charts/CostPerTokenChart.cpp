#include "CostPerTokenChart.h"

#include "ChartStyle.h"
#include "WhatIfChartColors.h"
#include "model/UnitCost.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QEvent>
#include <QHorizontalBarSeries>
#include <QLocale>
#include <QValueAxis>

#include <algorithm>

namespace rightsizer::views {

CostPerTokenChart::CostPerTokenChart(QWidget* parent)
    : QChartView(parent) {
    QChart* chart = installStyledChart(this, Qt::Alignment());

    m_set = new QBarSet(tr("USD per million output tokens"));
    m_series = new QHorizontalBarSeries;
    m_series->append(m_set);
    m_series->setBarWidth(0.7);
    m_series->setLabelsVisible(true);
    m_series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    m_series->setLabelsFormat(QStringLiteral("$@value"));
    m_series->setLabelsPrecision(3);
    chart->addSeries(m_series);
    m_gpuAxis = new QBarCategoryAxis;
    // Short ids (see setSelection) fit; eliding them to "..." in a narrow chart hides the GPU.
    m_gpuAxis->setTruncateLabels(false);
    m_costAxis = new QValueAxis;
    m_costAxis->setTitleText(tr("USD per million output tokens"));
    m_costAxis->setLabelFormat(QStringLiteral("$%.2f"));
    chart->addAxis(m_gpuAxis, Qt::AlignLeft);
    chart->addAxis(m_costAxis, Qt::AlignBottom);
    m_series->attachAxis(m_gpuAxis);
    m_series->attachAxis(m_costAxis);
    restyle();
}

void CostPerTokenChart::collect(const WhatIfSelection& s) {
    const workspace::Evaluation& e = *s.evaluation;
    const model::SweepResult& sweep = s.sweep();
    m_bars.clear();
    m_unpriced.clear();
    m_notFitting.clear();
    m_rejected.clear();
    const bool allowEmulated = e.scenario.allowNonNative;
    for (const std::string& gpuId : sweepGpuIds(sweep)) {
        // Every layout of a GPU costs the same per GPU-hour: the most tokens/s per GPU among
        // the fitting cells is the cheapest per token.
        Eigen::Index best = -1, bestCell = -1, runs = 0, emulated = 0;
        for (size_t k = 0; k < sweep.configs.size(); ++k) {
            if (sweep.configs[k].gpuId != gpuId || sweep.configs[k].precision != s.precision)
                continue;
            ++runs;
            // The planner rejects an emulated precision unless the scenario allows it.
            if (!sweep.configs[k].native && !allowEmulated) {
                ++emulated;
                continue;
            }
            const Eigen::Index i = sweep.cellIndex(Eigen::Index(k), s.batchIndex, s.contextIndex);
            if (sweep.fits(i) && (bestCell < 0 || sweep.outputTokensPerSPerGpu(i) >
                                                      sweep.outputTokensPerSPerGpu(bestCell))) {
                best = Eigen::Index(k);
                bestCell = i;
            }
        }
        if (runs == 0)
            continue; // the GPU does not run this precision: nothing to omit
        const std::optional<double> price = e.usdPerGpuHour(gpuId);
        if (emulated == runs)
            m_rejected << gpuDisplayName(e, gpuId);
        else if (!price)
            m_unpriced << gpuDisplayName(e, gpuId);
        else if (best < 0)
            m_notFitting << gpuDisplayName(e, gpuId);
        else
            m_bars.push_back(
                {gpuId, best,
                 model::usdPerMillionTokens(*price, sweep.outputTokensPerSPerGpu(bestCell))});
    }
    std::stable_sort(m_bars.begin(), m_bars.end(), [](const Bar& a, const Bar& b) {
        return a.usdPerMillionTokens < b.usdPerMillionTokens;
    });
    m_moreExpensive = m_bars.size() > kMaxBars ? int(m_bars.size() - kMaxBars) : 0;
    if (m_moreExpensive > 0)
        m_bars.resize(kMaxBars);
}

void CostPerTokenChart::setSelection(const WhatIfSelection& s) {
    if (!s.valid())
        return;
    collect(s);
    const model::SweepResult& sweep = s.sweep();
    // A horizontal bar chart draws its first category at the bottom: most expensive first puts
    // the cheapest on top.
    QList<qreal> values;
    QStringList categories;
    double maxUsd = 0;
    int focusRow = -1;
    for (auto it = m_bars.rbegin(); it != m_bars.rend(); ++it) {
        const model::Layout& l = sweep.configs[size_t(it->config)].layout;
        if (it->gpuId == s.gpuId)
            focusRow = int(values.size());
        values << it->usdPerMillionTokens;
        // Catalog ids, as in the candidates table: short enough to stay legible in a narrow chart
        // (the full names elide to "..." there).
        QString label = tr("%1 TP%2").arg(QString::fromStdString(it->gpuId)).arg(l.tp);
        if (l.pp > 1)
            label += tr(" PP%1").arg(l.pp);
        categories << label;
        maxUsd = std::max(maxUsd, it->usdPerMillionTokens);
    }
    m_set->deselectAllBars();
    m_set->remove(0, m_set->count());
    m_set->append(values);
    m_gpuAxis->setCategories(categories);
    if (focusRow >= 0)
        m_set->selectBar(focusRow);
    // Room to the right of the longest bar for its value label.
    m_costAxis->setRange(0, maxUsd > 0 ? maxUsd * 1.2 : 1.0);
    m_costAxis->applyNiceNumbers();

    describe(s);
}

void CostPerTokenChart::describe(const WhatIfSelection& s) {
    QStringList notes;
    if (m_moreExpensive > 0)
        notes << tr("%1 dearer").arg(m_moreExpensive);
    if (!m_unpriced.isEmpty())
        notes << tr("%1 unpriced").arg(m_unpriced.size());
    if (!m_notFitting.isEmpty())
        notes << tr("%1 do not fit").arg(m_notFitting.size());
    if (!m_rejected.isEmpty())
        notes << tr("%1 rejected: %2 not native")
                     .arg(m_rejected.size())
                     .arg(precisionDisplayName(s.precision));
    const QLocale locale;
    QString title = tr("USD per million output tokens \u2014 %1, batch %2, %3-token prompt")
                        .arg(precisionDisplayName(s.precision), locale.toString(s.batch()),
                             locale.toString(s.contextTokens(), 'f', 0));
    if (!notes.isEmpty())
        title += QStringLiteral("<br><small>%1</small>")
                     .arg(tr("GPUs left out: %1").arg(notes.join(QStringLiteral(", "))));
    chart()->setTitle(title);
    QStringList tip{
        tr("Each GPU's cheapest layout whose memory fits at this batch and prompt: "
           "USD per GPU-hour / (output tokens/s per GPU \u00d7 3600) \u00d7 10\u2076, "
           "every GPU busy at that batch. The candidates' $/M tokens is never below it: their "
           "fleet is sized for the peak and costed at the mean load.")};
    if (!m_unpriced.isEmpty())
        tip << tr("No price: %1.").arg(m_unpriced.join(QStringLiteral(", ")));
    if (!m_notFitting.isEmpty())
        tip << tr("Does not fit: %1.").arg(m_notFitting.join(QStringLiteral(", ")));
    if (!m_rejected.isEmpty())
        tip << tr("Rejected by the planner, %1 not native (allow_non_native to accept): %2.")
                   .arg(precisionDisplayName(s.precision), m_rejected.join(QStringLiteral(", ")));
    setToolTip(tip.join(QLatin1Char('\n')));
}

void CostPerTokenChart::restyle() {
    const WhatIfChartColors colors(palette());
    m_set->setColor(colors.series(0));
    m_set->setBorderColor(colors.series(0));
    m_set->setSelectedColor(colors.series(1));
    m_set->setLabelColor(palette().color(QPalette::WindowText));
}

void CostPerTokenChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyChartStyle(chart(), palette());
        restyle();
    }
}

} // namespace rightsizer::views
