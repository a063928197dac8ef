#include "TcoCumulativeChart.h"

#include "TcoChartSupport.h"
#include "views/charts/ChartStyle.h"
#include "views/charts/WhatIfChartColors.h"

#include <QCategoryAxis>
#include <QEvent>
#include <QFont>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>

#include <algorithm>

namespace rightsizer::views {

using model::TcoOption;

TcoCumulativeChart::TcoCumulativeChart(QWidget* parent)
    : QChartView(parent) {
    QChart* chart = installStyledChart(this, Qt::AlignRight);
    m_monthAxis = new QCategoryAxis;
    m_monthAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_monthAxis->setTitleText(tr("month"));
    m_usdAxis = new QCategoryAxis;
    m_usdAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_usdAxis->setTitleText(tr("USD"));
    chart->legend()->setToolTip(tr("Bold, thick line: the recommended option (lowest NPV; for "
                                   "serving, spot is left out: it can be reclaimed)"));
    chart->addAxis(m_monthAxis, Qt::AlignBottom);
    chart->addAxis(m_usdAxis, Qt::AlignLeft);
    setToolTip(tr("Cash paid for each option from month 1 to the end of the horizon "
                  "(undiscounted; resale value credited in the last month). The thicker line is "
                  "the recommended option, the one with the lowest net present value (for serving, "
                  "of the options that keep the SLA: spot is left out, it can be reclaimed)."));
    setResult(nullptr);
}

QLineSeries* TcoCumulativeChart::series(TcoOption option) const {
    const auto it = m_series.find(option);
    return it == m_series.end() ? nullptr : it->second;
}

void TcoCumulativeChart::clear() {
    chart()->removeAllSeries(); // deletes them
    m_series.clear();
    m_breakEven = nullptr;
    m_breakEvenLine = nullptr;
    m_recommended.reset();
}

void TcoCumulativeChart::setResult(const model::TcoResult* result) {
    clear();
    if (!result) {
        chart()->setTitle(tr("Cumulative cost"));
        setMoneyTicks(m_usdAxis, 0, 1);
        setMonthTicks(m_monthAxis, 1);
        return;
    }
    const model::TcoResult& r = *result;
    m_recommended = r.recommended;
    double lowUsd = 0, highUsd = 0;
    for (const model::TcoOptionResult& o : r.options) {
        if (!o.available || o.months.empty())
            continue;
        addOption(o);
        for (const model::TcoMonth& m : o.months) {
            lowUsd = std::min(lowUsd, m.cumulative);
            highUsd = std::max(highUsd, m.cumulative);
        }
    }
    setMonthTicks(m_monthAxis, r.params.horizonMonths, 0, 7); // as the monthly chart: no "…"
    setMoneyTicks(m_usdAxis, lowUsd, highUsd);
    markBreakEven(r, m_usdAxis->min(), m_usdAxis->max());
    describe(r);
    restyle();
}

void TcoCumulativeChart::addOption(const model::TcoOptionResult& o) {
    auto* line = new QLineSeries;
    // Short names keep the legend on one line; the title names the recommended option.
    line->setName(tcoOptionText(o.option));
    QList<QPointF> points;
    points.reserve(qsizetype(o.months.size()));
    for (size_t m = 0; m < o.months.size(); ++m)
        points << QPointF(double(m + 1), o.months[m].cumulative);
    line->replace(points);
    chart()->addSeries(line);
    line->attachAxis(m_monthAxis);
    line->attachAxis(m_usdAxis);
    m_series[o.option] = line;
}

void TcoCumulativeChart::markBreakEven(const model::TcoResult& r, double lowUsd, double highUsd) {
    m_breakEvenLine = new QLineSeries;
    m_breakEven = new QScatterSeries;
    m_breakEvenLine->setName(tr("break-even"));
    m_breakEven->setName(tr("break-even"));
    const model::TcoOptionResult& onPrem = r.option(TcoOption::OnPrem);
    if (r.onPremBreakEvenMonth && onPrem.available) {
        const int month = *r.onPremBreakEvenMonth;
        const double x = month;
        m_breakEvenLine->append(x, lowUsd);
        m_breakEvenLine->append(x, highUsd);
        m_breakEven->append(x, onPrem.months[size_t(month - 1)].cumulative);
        m_breakEven->setPointLabelsFormat(tr("break-even month %1").arg(month));
        m_breakEven->setPointLabelsVisible(true);
        m_breakEven->setPointLabelsClipping(false);
    }
    for (QAbstractSeries* s : {static_cast<QAbstractSeries*>(m_breakEvenLine),
                               static_cast<QAbstractSeries*>(m_breakEven)}) {
        chart()->addSeries(s);
        s->attachAxis(m_monthAxis);
        s->attachAxis(m_usdAxis);
        for (QLegendMarker* marker : chart()->legend()->markers(s))
            marker->setVisible(false);
    }
}

void TcoCumulativeChart::describe(const model::TcoResult& r) {
    QString title = tr("Cumulative cost over %1 months").arg(r.params.horizonMonths);
    QString note;
    if (!r.option(TcoOption::OnPrem).available)
        note = tr("on-prem unavailable (see below)");
    else if (!r.bestCloud)
        note = tr("no cloud option to compare on-prem with");
    else if (r.onPremBreakEvenMonth)
        note = tr("on-prem breaks even with %1 in month %2")
                   .arg(tcoOptionText(*r.bestCloud))
                   .arg(*r.onPremBreakEvenMonth);
    else
        note = tr("on-prem does not break even with %1 within %2 months")
                   .arg(tcoOptionText(*r.bestCloud))
                   .arg(r.params.horizonMonths);
    chart()->setTitle(title + QStringLiteral("<br><small>%1</small>").arg(note));
}

void TcoCumulativeChart::restyle() {
    const WhatIfChartColors colors(palette());
    for (const auto& [option, line] : m_series) {
        QPen pen(tcoOptionColor(option));
        pen.setWidthF(m_recommended == option ? 4.0 : 2.0);
        line->setPen(pen);
        for (QLegendMarker* marker : chart()->legend()->markers(line)) {
            QFont font = chart()->legend()->font();
            font.setBold(m_recommended == option);
            marker->setFont(font);
        }
    }
    if (m_breakEvenLine) {
        QPen pen(colors.marker());
        pen.setWidthF(1.0);
        pen.setStyle(Qt::DashLine);
        m_breakEvenLine->setPen(pen);
        m_breakEven->setColor(colors.marker());
        m_breakEven->setBorderColor(colors.marker());
        m_breakEven->setMarkerSize(9);
        m_breakEven->setPointLabelsColor(palette().color(QPalette::WindowText));
    }
}

void TcoCumulativeChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyChartStyle(chart(), palette());
        restyle();
    }
}

} // namespace rightsizer::views
