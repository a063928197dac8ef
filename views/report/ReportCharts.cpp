#include "ReportCharts.h"
#include "ReportWording.h"
#include "workspace/QtText.h"

#include "model/Units.h"
#include "views/QuantityFormat.h"
#include "views/charts/ChartStyle.h"
#include "views/cost/TcoChartSupport.h"
#include "views/cost/TcoCumulativeChart.h"
#include "views/cost/TornadoChart.h"
#include "views/demand/AutoscalingChart.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChartView>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLineSeries>
#include <QStyle>
#include <QValueAxis>

#include <algorithm>
#include <map>

namespace rightsizer::views {
namespace {

/// Print colours whatever theme the workbench runs in: a report goes on white paper.
void printPalette(QChartView* view) {
    view->setPalette(QApplication::style()->standardPalette());
}

template <typename View> std::unique_ptr<View> printView() {
    auto view = std::make_unique<View>();
    printPalette(view.get());
    return view;
}

QFont spaced(QFont f) {
    f.setFamilies(report::reportFontFamilies());
    f.setLetterSpacing(QFont::AbsoluteSpacing, 0.05);
    return f;
}

/// Letter spacing turns ligatures off, so that the chart's words read back from the PDF as
/// typed ("configuration", not a "fi" glyph). Call once the chart has its series and axes.
template <typename View> std::unique_ptr<QChartView> printed(std::unique_ptr<View> view) {
    QChart* chart = view->chart();
    chart->setTitleFont(spaced(chart->titleFont()));
    chart->legend()->setFont(spaced(chart->legend()->font()));
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(spaced(axis->labelsFont()));
        axis->setTitleFont(spaced(axis->titleFont()));
    }
    return view;
}

} // namespace

std::unique_ptr<QChartView> memoryBreakdownChart(const std::vector<const model::Candidate*>& shown,
                                                 const std::vector<int>& ranks, bool training) {
    auto view = printView<QChartView>();
    QChart* chart = installStyledChart(view.get(), Qt::AlignBottom);
    chart->setTitle(QObject::tr("Memory per GPU at the planned batch"));
    auto* series = new QHorizontalStackedBarSeries;
    QStringList categories;
    struct Part {
        QString name;
        double model::MemoryBreakdown::*bytes;
        QColor color;
    };
    std::vector<Part> parts = {
        {QObject::tr("Weights"), &model::MemoryBreakdown::weightsBytes, QColor(0x4e, 0x79, 0xa7)}};
    if (!training)
        parts.push_back({QObject::tr("KV cache"), &model::MemoryBreakdown::kvCacheBytes,
                         QColor(0xf2, 0x8e, 0x2b)});
    parts.push_back({QObject::tr("Activations"), &model::MemoryBreakdown::activationsBytes,
                     QColor(0x59, 0xa1, 0x4f)});
    if (training) {
        parts.push_back({QObject::tr("Gradients"), &model::MemoryBreakdown::gradientsBytes,
                         QColor(0xe1, 0x57, 0x59)});
        parts.push_back({QObject::tr("Optimizer"), &model::MemoryBreakdown::optimizerBytes,
                         QColor(0xb0, 0x7a, 0xa1)});
    }
    parts.push_back({QObject::tr("Overhead"), &model::MemoryBreakdown::overheadBytes,
                     QColor(0x9c, 0x75, 0x5f)});
    std::vector<QBarSet*> sets;
    for (const Part& p : parts) {
        auto* set = new QBarSet(p.name);
        set->setColor(p.color);
        set->setBorderColor(p.color);
        sets.push_back(set);
    }
    auto* free = new QBarSet(QObject::tr("Free (usable capacity)"));
    free->setColor(QColor(0xe3, 0xe6, 0xea));
    free->setBorderColor(QColor(0xb8, 0xc0, 0xcc));
    double maxGiB = 1;
    // Drawn bottom to top: the best rank goes last so that it sits on top.
    for (size_t k = shown.size(); k-- > 0;) {
        const model::Candidate& c = *shown[k];
        const model::MemoryBreakdown& m = c.memory;
        for (size_t i = 0; i < parts.size(); ++i)
            *sets[i] << m.*(parts[i].bytes) / model::kGiB;
        *free << std::max(0.0, m.usablePerGpuBytes - m.totalPerGpuBytes) / model::kGiB;
        maxGiB =
            std::max({maxGiB, m.usablePerGpuBytes / model::kGiB, m.totalPerGpuBytes / model::kGiB});
        categories << QStringLiteral("#%1 %2 %3 %4")
                          .arg(ranks[k])
                          .arg(q(c.gpuId), q(std::string(model::precisionInfo(c.precision).name)),
                               report::layoutText(c));
    }
    for (QBarSet* s : sets)
        series->append(s);
    series->append(free);
    series->setBarWidth(0.65);
    chart->addSeries(series);
    auto* axisY = new QBarCategoryAxis;
    axisY->append(categories);
    auto* axisX = new QValueAxis;
    axisX->setTitleText(QObject::tr("GiB per GPU"));
    axisX->setRange(0, maxGiB);
    axisX->applyNiceNumbers();
    axisX->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(axisY, Qt::AlignLeft);
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisY);
    series->attachAxis(axisX);
    return printed(std::move(view));
}

std::unique_ptr<QChartView> costPerMillionChart(const model::PlanResult& plan, size_t maxBars) {
    auto view = printView<QChartView>();
    QChart* chart = installStyledChart(view.get(), Qt::Alignment());
    // The first priced configuration of each GPU in rank order is its cheapest.
    std::vector<const model::Candidate*> best;
    std::map<std::string, bool> seen;
    for (const model::Candidate& c : plan.feasible)
        if (c.price && !seen[c.gpuId]) {
            seen[c.gpuId] = true;
            best.push_back(&c);
        }
    std::sort(best.begin(), best.end(), [](const auto* a, const auto* b) {
        return a->usdPerMillionTokens < b->usdPerMillionTokens;
    });
    const size_t left = best.size() > maxBars ? best.size() - maxBars : 0;
    best.resize(std::min(best.size(), maxBars));
    chart->setTitle(left ? QObject::tr("Cost per million tokens, cheapest configuration of each "
                                       "GPU (%1 more GPUs cost more)")
                               .arg(left)
                         : QObject::tr("Cost per million tokens, cheapest configuration of "
                                       "each GPU that meets the SLA"));
    auto* set = new QBarSet(QObject::tr("USD per million tokens"));
    set->setColor(QColor(0x4e, 0x79, 0xa7));
    set->setBorderColor(QColor(0x4e, 0x79, 0xa7));
    set->setLabelColor(QColor(0x1f, 0x23, 0x28));
    QStringList categories;
    double maxUsd = 0;
    for (size_t k = best.size(); k-- > 0;) {
        const model::Candidate& c = *best[k];
        *set << c.usdPerMillionTokens;
        maxUsd = std::max(maxUsd, c.usdPerMillionTokens);
        categories << QStringLiteral("%1 (%2 %3, %4)")
                          .arg(q(c.gpuId), q(std::string(model::precisionInfo(c.precision).name)),
                               report::layoutText(c),
                               QObject::tr("%n GPU(s)", nullptr, int(c.layout.gpus)));
    }
    auto* series = new QHorizontalBarSeries;
    series->append(set);
    series->setBarWidth(0.6);
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series->setLabelsFormat(QStringLiteral("$@value"));
    series->setLabelsPrecision(4);
    chart->addSeries(series);
    auto* axisY = new QBarCategoryAxis;
    axisY->append(categories);
    auto* axisX = new QValueAxis;
    axisX->setTitleText(QObject::tr("USD per million tokens (cloud on-demand)"));
    axisX->setRange(0, std::max(0.01, maxUsd * 1.18));
    axisX->applyNiceNumbers();
    chart->addAxis(axisY, Qt::AlignLeft);
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisY);
    series->attachAxis(axisX);
    return printed(std::move(view));
}

std::unique_ptr<QChartView> tcoCurvesChart(const model::TcoResult& tco, const QString& title) {
    auto view = printView<TcoCumulativeChart>();
    view->setResult(&tco);
    view->chart()->setTitle(title);
    return printed(std::move(view));
}

std::unique_ptr<QChartView> tornadoChart(const model::TcoResult& tco) {
    auto view = printView<TornadoChart>();
    view->setResult(&tco);
    return printed(std::move(view));
}

std::unique_ptr<QChartView> demandCapacityChart(const model::TcoResult& tco, int month,
                                                const QString& title) {
    auto view = printView<AutoscalingChart>();
    view->setFleet(model::weeklyFleet(tco.params, tco.capacity, month), tco.capacity,
                   tco.params.autoscale, title);
    // The view's long axis title (with the replica scale) does not fit a printed chart's
    // height; the report's text states the scale.
    view->rateAxis()->setTitleText(QObject::tr("requests/s"));
    return printed(std::move(view));
}

std::unique_ptr<QChartView> scenarioTcoChart(const std::vector<const model::TcoResult*>& tcos,
                                             const QStringList& labels) {
    auto view = printView<QChartView>();
    QChart* chart = installStyledChart(view.get(), Qt::AlignBottom);
    chart->setTitle(QObject::tr("Cumulative cost of each scenario's recommended option"));
    static const QColor kColors[] = {QColor(0x4e, 0x79, 0xa7), QColor(0xe1, 0x57, 0x59),
                                     QColor(0x59, 0xa1, 0x4f), QColor(0xf2, 0x8e, 0x2b),
                                     QColor(0xb0, 0x7a, 0xa1), QColor(0x76, 0xb7, 0xb2)};
    auto* months = new QValueAxis;
    months->setTitleText(QObject::tr("month"));
    months->setLabelFormat(QStringLiteral("%.0f"));
    auto* usd = new QValueAxis;
    usd->setTitleText(QObject::tr("thousand USD"));
    usd->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(months, Qt::AlignBottom);
    chart->addAxis(usd, Qt::AlignLeft);
    double maxK = 1;
    int horizon = 1;
    for (size_t i = 0; i < tcos.size(); ++i) {
        const model::TcoResult* t = tcos[i];
        if (!t || !t->recommended)
            continue;
        const model::TcoOptionResult& o = t->option(*t->recommended);
        auto* line = new QLineSeries;
        line->setName(labels.value(int(i)) + QStringLiteral(" (%1)").arg(tcoOptionText(o.option)));
        for (size_t m = 0; m < o.months.size(); ++m) {
            line->append(double(m + 1), o.months[m].cumulative / 1000);
            maxK = std::max(maxK, o.months[m].cumulative / 1000);
        }
        horizon = std::max(horizon, int(o.months.size()));
        chart->addSeries(line);
        line->setPen(QPen(kColors[i % std::size(kColors)], 2.5));
        line->attachAxis(months);
        line->attachAxis(usd);
    }
    months->setRange(1, horizon);
    usd->setRange(0, maxK * 1.05);
    usd->applyNiceNumbers();
    return printed(std::move(view));
}

} // namespace rightsizer::views
