#include "TcoOptionBarsChart.h"

#include "TcoChartSupport.h"
#include "views/QuantityFormat.h"
#include "views/charts/ChartStyle.h"
#include "views/charts/WhatIfChartColors.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QEvent>
#include <QHorizontalBarSeries>

#include <algorithm>

namespace rightsizer::views {

TcoOptionBarsChart::TcoOptionBarsChart(Metric metric, QWidget* parent)
    : QChartView(parent)
    , m_metric(metric) {
    QChart* chart = installStyledChart(this, Qt::Alignment());
    m_set = new QBarSet(metric == Metric::Npv ? tr("net present value") : tr("cost per unit"));
    m_series = new QHorizontalBarSeries;
    m_series->append(m_set);
    m_series->setBarWidth(0.7);
    chart->addSeries(m_series);
    m_optionAxis = new QBarCategoryAxis;
    m_optionAxis->setTruncateLabels(false);
    m_optionAxis->setGridLineVisible(false);
    m_usdAxis = new QCategoryAxis;
    m_usdAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    // Each category names its figure; tick labels would be elided in a chart this narrow.
    m_usdAxis->setLabelsVisible(false);
    chart->addAxis(m_optionAxis, Qt::AlignLeft);
    chart->addAxis(m_usdAxis, Qt::AlignBottom);
    m_series->attachAxis(m_optionAxis);
    m_series->attachAxis(m_usdAxis);
    setResult(nullptr);
}

int TcoOptionBarsChart::barIndex(model::TcoOption option) const {
    const auto it = std::find(m_drawn.begin(), m_drawn.end(), option);
    return it == m_drawn.end() ? -1 : int(it - m_drawn.begin());
}

double TcoOptionBarsChart::valueOf(const model::TcoOptionResult& o) const {
    return m_metric == Metric::Npv ? o.npvUsd : o.usdPerUnit;
}

QString TcoOptionBarsChart::valueText(double value) const {
    return m_metric == Metric::UsdPerUnit && std::abs(value) < 100 ? money(value, 3)
                                                                   : shortMoney(value);
}

void TcoOptionBarsChart::setResult(const model::TcoResult* result) {
    m_drawn.clear();
    m_set->deselectAllBars();
    m_set->remove(0, m_set->count());
    QStringList categories;
    double lowUsd = 0, highUsd = 0;
    if (result) {
        // A horizontal bar chart draws its first category at the bottom: the options go in
        // reverse so that on-demand is on top, as in the CLI's table.
        for (auto it = result->options.rbegin(); it != result->options.rend(); ++it) {
            if (!it->available)
                continue;
            const double v = valueOf(*it);
            m_drawn.push_back(it->option);
            m_set->append(v);
            categories << QStringLiteral("%1<br>%2").arg(tcoOptionText(it->option), valueText(v));
            lowUsd = std::min(lowUsd, v);
            highUsd = std::max(highUsd, v);
        }
        if (result->recommended && barIndex(*result->recommended) >= 0)
            m_set->selectBar(barIndex(*result->recommended));
    }
    m_optionAxis->setCategories(categories);
    setMoneyTicks(m_usdAxis, lowUsd, highUsd, 0, 4);
    if (result)
        describe(*result);
    else
        chart()->setTitle(m_metric == Metric::Npv ? tr("Net present value") : tr("Cost per unit"));
    restyle();
}

void TcoOptionBarsChart::describe(const model::TcoResult& r) {
    const QuantityFormat f;
    const bool serve = r.capacity.mode == model::Mode::Serve;
    const QString unit = serve ? tr("M output tokens") : tr("training run");
    QString title =
        m_metric == Metric::Npv
            ? tr("Net present value at %1/year").arg(f.percent(r.params.discountRatePerYear))
            : tr("USD per %1").arg(unit);
    if (r.recommended) {
        const QString option = tcoOptionText(*r.recommended);
        const QString note = r.spotCostsLess()
                                 ? tr("highlighted: %1 (lowest NPV that keeps the SLA; spot costs "
                                      "less but can be reclaimed)")
                                       .arg(option)
                                 : tr("highlighted: %1 (lowest NPV)").arg(option);
        title += QStringLiteral("<br><small>%1</small>").arg(note);
    }
    chart()->setTitle(title);
    QStringList rows;
    for (const model::TcoOptionResult& o : r.options) {
        if (!o.available)
            continue;
        rows << tr("<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td>"
                   "<td align=\"right\">%4 \u2013 %5</td><td align=\"right\">%6</td></tr>")
                    .arg(tcoOptionLabel(o), money(o.npvUsd, 0), money(o.totalUsd, 0),
                         shortMoney(o.totalLowUsd), shortMoney(o.totalHighUsd),
                         money(o.usdPerUnit, serve ? 3 : 0));
    }
    setToolTip(tr("<p>Net present value: each month's cash discounted at the scenario's rate. "
                  "Cost per unit: the total over the horizon divided by the %1 served. The 90 % "
                  "band is the total with the throughput at the ends of its 90 % band.</p>"
                  "<table><tr><th>Option</th><th>NPV</th><th>Total</th><th>Total, 90 % "
                  "band</th><th>USD per %1</th></tr>%2</table>")
                   .arg(unit, rows.join(QString())));
}

void TcoOptionBarsChart::restyle() {
    const WhatIfChartColors colors(palette());
    m_set->setColor(colors.muted());
    m_set->setBorderColor(colors.muted());
    m_set->setSelectedColor(colors.series(1));
}

void TcoOptionBarsChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyChartStyle(chart(), palette());
        restyle();
    }
}

} // namespace rightsizer::views
