#include "ComparisonCostChart.h"

#include "views/charts/ChartStyle.h"
#include "views/charts/WhatIfChartColors.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QEvent>
#include <QValueAxis>

#include <algorithm>

namespace rightsizer::views {
namespace {

QBarSeries* makeSeries(QBarSet* set, const QString& format) {
    auto* series = new QBarSeries;
    series->append(set);
    series->setBarWidth(0.8);
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series->setLabelsFormat(format);
    series->setLabelsPrecision(3);
    return series;
}

void fitAxis(QValueAxis* axis, const QBarSet* set) {
    double top = 0;
    for (int i = 0; i < set->count(); ++i)
        top = std::max(top, set->at(i));
    // Room above the tallest bar for its value label.
    axis->setRange(0, top > 0 ? top * 1.2 : 1.0);
    axis->applyNiceNumbers();
}

} // namespace

ComparisonCostChart::ComparisonCostChart(QWidget* parent)
    : QChartView(parent) {
    QChart* chart = installStyledChart(this, Qt::AlignBottom);
    chart->setTitle(tr("Cost of each entry's recommended configuration"));
    m_perMillion = new QBarSet(tr("$ per M output tokens"));
    m_perMonth = new QBarSet(tr("$ per month, on-demand"));
    m_tokenSeries = makeSeries(m_perMillion, QStringLiteral("$@value"));
    m_monthSeries = makeSeries(m_perMonth, QStringLiteral("$@valuek"));
    chart->addSeries(m_tokenSeries);
    chart->addSeries(m_monthSeries);

    m_entryAxis = new QBarCategoryAxis;
    m_tokenAxis = new QValueAxis;
    m_tokenAxis->setTitleText(tr("USD per million output tokens"));
    m_tokenAxis->setLabelFormat(QStringLiteral("$%.2f"));
    m_monthAxis = new QValueAxis;
    m_monthAxis->setTitleText(tr("USD per month (thousands)"));
    m_monthAxis->setLabelFormat(QStringLiteral("$%.0fk"));
    chart->addAxis(m_entryAxis, Qt::AlignBottom);
    chart->addAxis(m_tokenAxis, Qt::AlignLeft);
    chart->addAxis(m_monthAxis, Qt::AlignRight);
    m_tokenSeries->attachAxis(m_entryAxis);
    m_tokenSeries->attachAxis(m_tokenAxis);
    m_monthSeries->attachAxis(m_entryAxis);
    m_monthSeries->attachAxis(m_monthAxis);
    setToolTip(tr("Left bars: USD per million output tokens at today's demand (left axis). "
                  "Right bars: on-demand cost of the deployment per month (right axis). Both "
                  "for the planner's recommended configuration of each entry."));
    restyle();
}

QStringList ComparisonCostChart::categories() const {
    return m_entryAxis->categories();
}

void ComparisonCostChart::setEntries(const std::vector<ComparisonTableModel::Entry>& entries) {
    QList<qreal> perMillion, perMonth;
    QStringList names;
    for (const ComparisonTableModel::Entry& e : entries) {
        const workspace::Evaluation* ev = e.evaluation.get();
        const model::Candidate* c =
            ev && !ev->plan.feasible.empty() ? &ev->plan.feasible.front() : nullptr;
        const bool priced = c && c->price;
        perMillion << (priced ? c->usdPerMillionTokens : 0.0);
        perMonth << (priced ? c->costPerMonthUsd / kUsdPerMonthAxisUnit : 0.0);
        // Category names must be unique; an entry without bars says why.
        names << (priced ? e.label
                         : (e.computing ? tr("%1 (computing…)") : tr("%1 (no priced plan)"))
                               .arg(e.label));
    }
    for (QBarSet* set : {m_perMillion, m_perMonth})
        set->remove(0, set->count());
    m_perMillion->append(perMillion);
    m_perMonth->append(perMonth);
    m_entryAxis->setCategories(names);
    fitAxis(m_tokenAxis, m_perMillion);
    fitAxis(m_monthAxis, m_perMonth);
}

void ComparisonCostChart::restyle() {
    const WhatIfChartColors colors(palette());
    const QColor text = palette().color(QPalette::WindowText);
    m_perMillion->setColor(colors.series(0));
    m_perMillion->setBorderColor(colors.series(0));
    m_perMillion->setLabelColor(text);
    m_perMonth->setColor(colors.series(1));
    m_perMonth->setBorderColor(colors.series(1));
    m_perMonth->setLabelColor(text);
    m_tokenAxis->setLabelsColor(colors.series(0).darker(isDarkPalette(palette()) ? 80 : 130));
    m_monthAxis->setLabelsColor(colors.series(1).darker(isDarkPalette(palette()) ? 80 : 130));
}

void ComparisonCostChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyChartStyle(chart(), palette());
        restyle();
    }
}

} // namespace rightsizer::views
