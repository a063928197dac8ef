#include "TcoMonthlyChart.h"

#include "TcoChartSupport.h"
#include "views/charts/ChartStyle.h"

#include <QBarSet>
#include <QCategoryAxis>
#include <QEvent>
#include <QLegendMarker>
#include <QStackedBarSeries>

#include <algorithm>

namespace rightsizer::views {
namespace {

/// The TcoMonth field of each component, in Component order.
constexpr std::array<double model::TcoMonth::*, TcoMonthlyChart::kComponentCount> kFields{
    &model::TcoMonth::capital, &model::TcoMonth::power, &model::TcoMonth::space,
    &model::TcoMonth::support, &model::TcoMonth::staff, &model::TcoMonth::cloud,
    &model::TcoMonth::residual};

} // namespace

TcoMonthlyChart::TcoMonthlyChart(QWidget* parent)
    : QChartView(parent) {
    QChart* chart = installStyledChart(this, Qt::AlignRight);
    const std::array<QString, kComponentCount> names{tr("capital"), tr("power"), tr("space"),
                                                     tr("support"), tr("staff"), tr("cloud hours"),
                                                     tr("resale")};
    m_series = new QStackedBarSeries;
    for (size_t i = 0; i < m_sets.size(); ++i) {
        m_sets[i] = new QBarSet(names[i]);
        m_series->append(m_sets[i]);
    }
    m_series->setBarWidth(0.8);
    chart->addSeries(m_series);
    m_monthAxis = new QCategoryAxis;
    m_monthAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_monthAxis->setTitleText(tr("month"));
    m_monthAxis->setGridLineVisible(false);
    m_usdAxis = new QCategoryAxis;
    m_usdAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_usdAxis->setTitleText(tr("USD per month"));
    chart->addAxis(m_monthAxis, Qt::AlignBottom);
    chart->addAxis(m_usdAxis, Qt::AlignLeft);
    m_series->attachAxis(m_monthAxis);
    m_series->attachAxis(m_usdAxis);
    setToolTip(tr("Cash paid each month, by component. Capital is the purchase (or the loan "
                  "payments when financed); the last month carries the resale value as a negative "
                  "bar, the loan balance still owed and reserved terms running past the "
                  "horizon."));
    setResult(nullptr, m_option);
}

void TcoMonthlyChart::setResult(const model::TcoResult* result, model::TcoOption option) {
    m_option = option;
    const model::TcoOptionResult* o = result ? &result->option(option) : nullptr;
    if (!o || !o->available || o->months.empty()) {
        for (QBarSet* set : m_sets)
            set->remove(0, set->count());
        setMonthTicks(m_monthAxis, 1, -1);
        setMoneyTicks(m_usdAxis, 0, 1);
        chart()->setTitle(tr("Monthly cost"));
        return;
    }
    fill(*o);
    chart()->setTitle(tr("Monthly cost by component \u2014 %1").arg(tcoOptionLabel(*o)));
    restyle();
}

void TcoMonthlyChart::fill(const model::TcoOptionResult& o) {
    double lowUsd = 0, highUsd = 0;
    for (const model::TcoMonth& m : o.months) {
        double up = 0, down = 0;
        for (auto field : kFields)
            (m.*field >= 0 ? up : down) += m.*field;
        lowUsd = std::min(lowUsd, down);
        highUsd = std::max(highUsd, up);
    }
    for (size_t c = 0; c < m_sets.size(); ++c) {
        QList<qreal> values;
        values.reserve(qsizetype(o.months.size()));
        bool used = false;
        for (const model::TcoMonth& m : o.months) {
            values << m.*kFields[c];
            used = used || m.*kFields[c] != 0;
        }
        m_sets[c]->remove(0, m_sets[c]->count());
        m_sets[c]->append(values);
        // Components the option never pays stay out of the legend.
        for (QLegendMarker* marker : chart()->legend()->markers(m_series))
            if (marker->label() == m_sets[c]->label())
                marker->setVisible(used);
    }
    setMonthTicks(m_monthAxis, int(o.months.size()), -1, 7);
    setMoneyTicks(m_usdAxis, lowUsd, highUsd);
}

void TcoMonthlyChart::restyle() {
    static constexpr std::array<QRgb, kComponentCount> kColors{
        0x4e79a7, 0xedc948, 0x9c755f, 0xb07aa1, 0x76b7b2, 0xf28e2b, 0x59a14f};
    for (size_t c = 0; c < m_sets.size(); ++c) {
        m_sets[c]->setColor(QColor::fromRgb(kColors[c]));
        m_sets[c]->setBorderColor(QColor::fromRgb(kColors[c]));
    }
}

void TcoMonthlyChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyChartStyle(chart(), palette());
        restyle();
    }
}

} // namespace rightsizer::views
