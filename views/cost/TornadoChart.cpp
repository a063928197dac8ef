#include "TornadoChart.h"

#include "TcoChartSupport.h"
#include "views/QuantityFormat.h"
#include "views/charts/ChartStyle.h"
#include "views/charts/WhatIfChartColors.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QEvent>
#include <QHorizontalBarSeries>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

namespace rightsizer::views {
namespace {

/// "370,000 USD/node" for a row's model value.
QString shown(const model::SensitivityRow& row, double value) {
    const model::TcoParameterInfo* info = tcoParameterInfo(row.key);
    const double scale = info ? info->shownScale : 1.0;
    return tcoShownNumber(value * scale) + QLatin1Char(' ') + tcoWord(row.unit);
}

} // namespace

TornadoChart::TornadoChart(QWidget* parent)
    : QChartView(parent) {
    QChart* chart = installStyledChart(this, Qt::AlignBottom);
    m_low = new QBarSet(tr("input −20 %"));
    m_high = new QBarSet(tr("input +20 %"));
    m_series = new QHorizontalBarSeries;
    m_series->append(m_low);
    m_series->append(m_high);
    m_series->setBarWidth(0.85);
    chart->addSeries(m_series);
    m_baseLine = new QLineSeries;
    m_baseLine->setName(tr("base total"));
    chart->addSeries(m_baseLine);

    m_inputAxis = new QBarCategoryAxis;
    m_inputAxis->setTruncateLabels(false);
    m_inputAxis->setGridLineVisible(false);
    m_usdAxis = new QCategoryAxis;
    m_usdAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_usdAxis->setTitleText(tr("total over the horizon (USD)"));
    m_lineAxis = new QValueAxis;
    m_lineAxis->setRange(0, 1);
    m_lineAxis->setVisible(false);
    chart->addAxis(m_inputAxis, Qt::AlignLeft);
    chart->addAxis(m_usdAxis, Qt::AlignBottom);
    chart->addAxis(m_lineAxis, Qt::AlignRight);
    m_series->attachAxis(m_inputAxis);
    m_series->attachAxis(m_usdAxis);
    m_baseLine->attachAxis(m_usdAxis);
    m_baseLine->attachAxis(m_lineAxis);
    setResult(nullptr);
}

void TornadoChart::setResult(const model::TcoResult* result) {
    m_rows.clear();
    m_baseUsd = 0;
    m_low->remove(0, m_low->count());
    m_high->remove(0, m_high->count());
    m_baseLine->clear();
    size_t moving = 0;
    if (result && result->recommended) {
        m_baseUsd = result->option(*result->recommended).totalUsd;
        for (const model::SensitivityRow& row : result->sensitivity)
            if (row.swing() > 0 && ++moving <= kMaxRows)
                m_rows.push_back(row);
    }
    QStringList categories;
    double lowUsd = m_baseUsd, highUsd = m_baseUsd;
    // The first category is drawn at the bottom: widest swing last puts it on top.
    for (auto it = m_rows.rbegin(); it != m_rows.rend(); ++it) {
        m_low->append(it->totalAtLowUsd - m_baseUsd);
        m_high->append(it->totalAtHighUsd - m_baseUsd);
        categories << tcoWord(it->label);
        lowUsd = std::min({lowUsd, it->totalAtLowUsd, it->totalAtHighUsd});
        highUsd = std::max({highUsd, it->totalAtLowUsd, it->totalAtHighUsd});
    }
    m_inputAxis->setCategories(categories);
    setMoneyTicks(m_usdAxis, lowUsd, highUsd, m_baseUsd, 4);
    if (!m_rows.empty()) {
        m_baseLine->append(0, 0);
        m_baseLine->append(0, 1);
    }
    if (result && result->recommended)
        describe(*result, moving - m_rows.size());
    else {
        chart()->setTitle(tr("Sensitivity"));
        setToolTip(QString());
    }
    restyle();
}

void TornadoChart::describe(const model::TcoResult& r, size_t leftOut) {
    const QString option = tcoOptionLabel(r.option(*r.recommended));
    QString note = tr("base %1").arg(shortMoney(m_baseUsd));
    if (leftOut > 0)
        note += tr("; %1 not shown").arg(tr("%n smaller swing(s)", nullptr, int(leftOut)));
    chart()->setTitle(tr("Sensitivity of the %1 total").arg(option) +
                      QStringLiteral("<br><small>%1</small>").arg(note));
    QStringList rows;
    for (const model::SensitivityRow& row : m_rows)
        rows << QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3 "
                               "\u2192 %4</td><td align=\"right\">%5 \u2192 %6</td><td "
                               "align=\"right\">%7</td></tr>")
                    .arg(tcoWord(row.label).toHtmlEscaped(), shown(row, row.base),
                         shown(row, row.low), money(row.totalAtLowUsd, 0), shown(row, row.high),
                         money(row.totalAtHighUsd, 0), money(row.swing(), 0));
    setToolTip(tr("<p>The %1 total over the horizon with one input at 80 % and at 120 % of its "
                  "value, the others as they are; the vertical line is the total at the inputs "
                  "as they are (%2).</p><table><tr><th>Input</th><th>Value</th><th>−20 %</th>"
                  "<th>+20 %</th><th>Swing</th></tr>%3</table>")
                   .arg(option, money(m_baseUsd, 0), rows.join(QString())));
}

void TornadoChart::restyle() {
    // Room on the right for the last tick label, centred on the plot's edge.
    chart()->setMargins(QMargins(4, 4, 20, 4));
    const WhatIfChartColors colors(palette());
    m_low->setColor(colors.series(0));
    m_low->setBorderColor(colors.series(0));
    m_high->setColor(colors.series(1));
    m_high->setBorderColor(colors.series(1));
    QPen pen(colors.marker());
    pen.setWidthF(1.5);
    m_baseLine->setPen(pen);
}

void TornadoChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyChartStyle(chart(), palette());
        restyle();
    }
}

} // namespace rightsizer::views
