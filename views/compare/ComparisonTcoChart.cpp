#include "ComparisonTcoChart.h"

#include "views/QuantityFormat.h"
#include "views/charts/ChartStyle.h"
#include "views/charts/WhatIfChartColors.h"

#include <QCursor>
#include <QEvent>
#include <QLineSeries>
#include <QPen>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

namespace rightsizer::views {

ComparisonTcoChart::ComparisonTcoChart(QWidget* parent)
    : QChartView(parent) {
    QChart* chart = installStyledChart(this, Qt::AlignBottom);
    m_monthAxis = new QValueAxis;
    m_monthAxis->setTitleText(tr("Month"));
    m_monthAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_costAxis = new QValueAxis;
    m_costAxis->setTitleText(tr("Cumulative cost"));
    m_costAxis->setLabelFormat(QStringLiteral("$%.0fk"));
    chart->addAxis(m_monthAxis, Qt::AlignBottom);
    chart->addAxis(m_costAxis, Qt::AlignLeft);
    setToolTip(tr("Cumulative cost of each entry's recommended TCO option (the way of paying with "
                  "the lowest net present value), month by month over its horizon; the last "
                  "point is the option's total. Hover a line for its values."));
    describe();
}

void ComparisonTcoChart::setEntries(const std::vector<ComparisonTableModel::Entry>& entries) {
    chart()->removeAllSeries();
    m_lines.clear();
    m_withoutTco.clear();
    int months = 1;
    double maxUsd = 0;
    for (const ComparisonTableModel::Entry& e : entries) {
        const workspace::Evaluation* ev = e.evaluation.get();
        if (!ev || !ev->tco || !ev->tco->recommended) {
            m_withoutTco << e.label;
            continue;
        }
        const model::TcoOptionResult& option = ev->tco->option(*ev->tco->recommended);
        auto* line = new QLineSeries;
        line->setName(e.label);
        for (size_t m = 0; m < option.months.size(); ++m) {
            line->append(double(m + 1), option.months[m].cumulative / kUsdPerAxisUnit);
            maxUsd = std::max(maxUsd, option.months[m].cumulative);
        }
        months = std::max(months, int(option.months.size()));
        const QString name = e.label;
        const QString how = QString::fromUtf8(model::tcoOptionName(option.option).data());
        connect(line, &QLineSeries::hovered, this, [name, how](const QPointF& p, bool on) {
            if (on)
                QToolTip::showText(QCursor::pos(),
                                   tr("%1 (%2): %3 by month %4")
                                       .arg(name, how, money(p.y() * kUsdPerAxisUnit, 0))
                                       .arg(qRound(p.x())));
        });
        chart()->addSeries(line);
        line->attachAxis(m_monthAxis);
        line->attachAxis(m_costAxis);
        m_lines << line;
    }
    // Whole months on the axis: a tick every month, half year or year.
    m_monthAxis->setRange(0, months);
    m_monthAxis->setTickType(QValueAxis::TicksDynamic);
    m_monthAxis->setTickAnchor(0);
    m_monthAxis->setTickInterval(months <= 12 ? 1 : months <= 36 ? 6 : 12);
    m_costAxis->setRange(0, maxUsd > 0 ? maxUsd * 1.05 / kUsdPerAxisUnit : 1.0);
    m_costAxis->applyNiceNumbers();
    restyle();
    describe();
}

void ComparisonTcoChart::describe() {
    QString title = tr("Cumulative TCO, recommended option of each entry");
    if (!m_withoutTco.isEmpty())
        title += QStringLiteral("<br><small>%1</small>")
                     .arg(tr("No TCO: %1").arg(m_withoutTco.join(QStringLiteral(", "))));
    chart()->setTitle(title);
}

void ComparisonTcoChart::restyle() {
    const WhatIfChartColors colors(palette());
    for (int i = 0; i < m_lines.size(); ++i) {
        QPen pen(colors.series(size_t(i)));
        pen.setWidthF(2.0);
        m_lines[i]->setPen(pen);
    }
}

void ComparisonTcoChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyChartStyle(chart(), palette());
        restyle();
    }
}

} // namespace rightsizer::views
