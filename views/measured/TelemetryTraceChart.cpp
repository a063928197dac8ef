#include "TelemetryTraceChart.h"

#include "views/charts/ChartStyle.h"
#include "views/charts/WhatIfChartColors.h"

#include <QDateTime>
#include <QDateTimeAxis>
#include <QEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

namespace rightsizer::views {
namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr const char* kColourProperty = "gpuColour";

/// QDateTimeAxis shows local time: a UTC instant is placed where the local clock reads the
/// same digits, so that the axis reads UTC whatever the machine's time zone.
qreal utcAxisX(double unixS) {
    const QDateTime utc =
        QDateTime::fromMSecsSinceEpoch(qint64(std::llround(unixS * 1000.0)), Qt::UTC);
    return qreal(QDateTime(utc.date(), utc.time()).toMSecsSinceEpoch());
}

} // namespace

TelemetryTraceChart::TelemetryTraceChart(Reading reading, QWidget* parent)
    : QChartView(parent)
    , m_reading(reading)
    , m_timeAxis(new QDateTimeAxis)
    , m_valueAxis(new QValueAxis) {
    QChart* chart = installStyledChart(this, Qt::AlignRight);
    chart->setTitle(reading == Reading::Utilization ? tr("GPU utilization over time")
                                                    : tr("Memory used over time"));
    m_timeAxis->setTitleText(tr("Time (UTC)"));
    m_timeAxis->setFormat(QStringLiteral("HH:mm"));
    m_valueAxis->setTitleText(reading == Reading::Utilization ? tr("Utilization (%)")
                                                              : tr("Memory used (GiB)"));
    m_valueAxis->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(m_timeAxis, Qt::AlignBottom);
    chart->addAxis(m_valueAxis, Qt::AlignLeft);
    setMinimumHeight(220);
    setToolTip(reading == Reading::Utilization
                   ? tr("Share of time a kernel ran on each GPU, per sample; a break in a line is "
                        "a gap in the data")
                   : tr("Frame buffer in use on each GPU, per sample; the axis ends at the memory "
                        "the driver reports; a break in a line is a gap in the data"));
}

QString TelemetryTraceChart::gpuLabel(const model::GpuStats& gpu, bool severalHosts) {
    const QString id = QString::fromStdString(gpu.gpu);
    return severalHosts ? QStringLiteral("%1/%2").arg(QString::fromStdString(gpu.host), id)
                        : tr("GPU %1").arg(id);
}

void TelemetryTraceChart::setData(const model::TelemetryLog* log,
                                  const model::DeploymentStats* stats) {
    chart()->removeAllSeries();
    if (!log || !stats)
        return;
    const bool severalHosts = stats->hosts.size() > 1;
    // A thinned trace has one point per bin: a break is then a bin without a sample.
    const double gapS = std::isfinite(stats->sampleIntervalS)
                            ? model::kGapFactor * std::max(stats->sampleIntervalS, log->traceBinS)
                            : std::numeric_limits<double>::infinity();
    int colour = 0;
    for (const model::GpuStats& gpu : stats->gpus) {
        auto trace = std::find_if(log->gpus.begin(), log->gpus.end(), [&](const auto& t) {
            return t.host == gpu.host && t.gpu == gpu.gpu;
        });
        if (trace != log->gpus.end())
            addTrace(*trace, gpuLabel(gpu, severalHosts), colour, gapS);
        ++colour;
    }
    if (std::isfinite(stats->startS) && std::isfinite(stats->endS))
        setTimeRange(stats->startS, stats->endS);
    double top = 100.0;
    if (m_reading == Reading::MemoryUsed) {
        top = std::isfinite(stats->memoryTotalBytes)      ? stats->memoryTotalBytes / kGiB
              : std::isfinite(stats->memoryUsedBytes.max) ? stats->memoryUsedBytes.max / kGiB
                                                          : 1.0;
    }
    m_valueAxis->setRange(0.0, top);
    m_valueAxis->applyNiceNumbers();
    restyle();
}

void TelemetryTraceChart::setTimeRange(double startS, double endS) {
    // Ticks on whole clock steps (08:00, 08:30, ...) rather than at fifths of the span.
    static constexpr double kStepsS[] = {60,   300,   600,   900,   1800,  3600,
                                         7200, 10800, 21600, 43200, 86400, 604800};
    double step = kStepsS[std::size(kStepsS) - 1];
    for (double candidate : kStepsS) {
        if ((endS - startS) / candidate <= 7.0) {
            step = candidate;
            break;
        }
    }
    const double from = std::floor(startS / step) * step;
    const double to = std::max(from + step, std::ceil(endS / step) * step);
    m_timeAxis->setTickCount(int(std::lround((to - from) / step)) + 1);
    m_timeAxis->setFormat(step >= 86400 ? QStringLiteral("MM-dd") : QStringLiteral("HH:mm"));
    m_timeAxis->setRange(QDateTime::fromMSecsSinceEpoch(qint64(utcAxisX(from))),
                         QDateTime::fromMSecsSinceEpoch(qint64(utcAxisX(to))));
}

void TelemetryTraceChart::addTrace(const model::GpuTrace& trace, const QString& label, int colour,
                                   double gapS) {
    QLineSeries* series = nullptr;
    double lastS = model::kNoReading;
    bool first = true;
    for (const model::TelemetrySample& s : trace.samples) {
        const double v = m_reading == Reading::Utilization ? s.gpuUtilFraction * 100.0
                                                           : s.memoryUsedBytes / kGiB;
        if (!std::isfinite(v) || !std::isfinite(s.timeS))
            continue;
        if (!series || s.timeS - lastS > gapS) {
            series = new QLineSeries;
            series->setName(label);
            series->setProperty(kColourProperty, colour);
            chart()->addSeries(series);
            series->attachAxis(m_timeAxis);
            series->attachAxis(m_valueAxis);
            if (!first) {
                for (QLegendMarker* m : chart()->legend()->markers(series))
                    m->setVisible(false);
            }
            first = false;
        }
        series->append(utcAxisX(s.timeS), v);
        lastS = s.timeS;
    }
}

void TelemetryTraceChart::restyle() {
    const WhatIfChartColors colours(palette());
    for (QAbstractSeries* s : chart()->series()) {
        auto* line = static_cast<QLineSeries*>(s);
        QPen pen(colours.series(size_t(line->property(kColourProperty).toInt())));
        pen.setWidthF(1.2);
        line->setPen(pen);
    }
}

void TelemetryTraceChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyChartStyle(chart(), palette());
        restyle();
    }
}

} // namespace rightsizer::views
