#include "RooflineChart.h"

#include "ChartStyle.h"
#include "WhatIfChartColors.h"

#include <QEvent>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace rightsizer::views {
namespace {

constexpr double kTera = 1e12; // FLOP/s per TFLOP/s

double decadeBelow(double v) {
    return std::pow(10.0, std::floor(std::log10(v)));
}
double decadeAbove(double v) {
    return std::pow(10.0, std::ceil(std::log10(v)));
}

} // namespace

RooflineChart::RooflineChart(QWidget* parent)
    : QChartView(parent) {
    QChart* chart = installStyledChart(this, Qt::AlignBottom);

    m_intensityAxis = new QLogValueAxis;
    m_intensityAxis->setLabelFormat(QStringLiteral("%.6g"));
    m_intensityAxis->setTitleText(tr("Arithmetic intensity (FLOP/byte, log)"));
    m_flopsAxis = new QLogValueAxis;
    m_flopsAxis->setLabelFormat(QStringLiteral("%.6g"));
    m_flopsAxis->setTitleText(tr("TFLOP/s per GPU (log)"));
    chart->addAxis(m_intensityAxis, Qt::AlignBottom);
    chart->addAxis(m_flopsAxis, Qt::AlignLeft);

    m_roof = new QLineSeries;
    m_prefill = new QScatterSeries;
    m_decode = new QScatterSeries;
    for (QXYSeries* series : {static_cast<QXYSeries*>(m_roof), static_cast<QXYSeries*>(m_prefill),
                              static_cast<QXYSeries*>(m_decode)}) {
        chart->addSeries(series);
        series->attachAxis(m_intensityAxis);
        series->attachAxis(m_flopsAxis);
    }
    for (QScatterSeries* point : {m_prefill, m_decode}) {
        point->setMarkerSize(11);
        point->setPointLabelsVisible(true);
        point->setPointLabelsClipping(false);
    }
    m_prefill->setName(tr("Prefill (1 request)"));
    m_decode->setName(tr("Decode step (batch)"));
    restyle();
}

void RooflineChart::setSelection(const WhatIfSelection& s) {
    if (!s.valid())
        return;
    const model::SweepResult& sweep = s.sweep();
    m_config = s.focusedConfig();
    if (m_config < 0) {
        m_roofline = {};
        for (QXYSeries* series :
             {static_cast<QXYSeries*>(m_roof), static_cast<QXYSeries*>(m_prefill),
              static_cast<QXYSeries*>(m_decode)})
            series->clear();
        chart()->setTitle(
            tr("Roofline \u2014 %1 does not run %2")
                .arg(gpuDisplayName(*s.evaluation, s.gpuId), precisionDisplayName(s.precision)));
        return;
    }
    const model::SweepConfig& c = sweep.configs[size_t(m_config)];
    m_roofline = model::roofline(c.constants, s.batch(), s.contextTokens(), sweep.outputTokens);
    const model::Roofline& r = m_roofline;
    setRanges(r);
    const double x0 = m_intensityAxis->min(), x1 = m_intensityAxis->max();
    m_roof->replace({{x0, r.attainableFlopsPerS(x0) / kTera},
                     {r.ridgeFlopsPerByte, r.peakFlopsPerS / kTera},
                     {x1, r.attainableFlopsPerS(x1) / kTera}});
    const QLocale locale;
    m_roof->setName(tr("Roof %1 TFLOP/s, %2 TB/s")
                        .arg(locale.toString(r.peakFlopsPerS / kTera, 'f', 0),
                             locale.toString(r.memoryBytesPerS / kTera, 'f', 2)));
    auto place = [&](QScatterSeries* series, const model::RooflinePoint& p, const QString& what) {
        series->replace({{p.intensityFlopsPerByte, p.achievedFlopsPerS / kTera}});
        const double intensity = p.intensityFlopsPerByte;
        series->setPointLabelsFormat(
            tr("%1: %2 TFLOP/s at %3 FLOP/B")
                .arg(what, locale.toString(p.achievedFlopsPerS / kTera, 'f', 0),
                     locale.toString(intensity, 'f', intensity < 10 ? 1 : 0)));
    };
    place(m_prefill, r.prefill, tr("prefill"));
    place(m_decode, r.decode, tr("decode"));
    QString title =
        tr("Roofline \u2014 %1 %2 TP%3 PP%4 (ridge %5 FLOP/B)")
            .arg(gpuDisplayName(*s.evaluation, c.gpuId), precisionDisplayName(c.precision))
            .arg(c.layout.tp)
            .arg(c.layout.pp)
            .arg(locale.toString(r.ridgeFlopsPerByte, 'f', 0));
    // Emulated (dequantized) precisions are drawn as they would run, but the planner rejects
    // them unless the scenario allows it: said first, where a narrow chart does not elide it.
    if (!c.native && !s.evaluation->scenario.allowNonNative)
        title =
            tr("Rejected (%1 not native) \u2014 ").arg(precisionDisplayName(c.precision)) + title;
    else if (!sweep.fits(sweep.cellIndex(m_config, s.batchIndex, s.contextIndex)))
        title = tr("Does not fit at batch %1 \u2014 ").arg(QLocale().toString(s.batch())) + title;
    chart()->setTitle(title);
}

void RooflineChart::setRanges(const model::Roofline& r) {
    const double lowI = std::min({r.decode.intensityFlopsPerByte, r.prefill.intensityFlopsPerByte,
                                  r.ridgeFlopsPerByte}),
                 highI = std::max({r.decode.intensityFlopsPerByte, r.prefill.intensityFlopsPerByte,
                                   r.ridgeFlopsPerByte});
    const double x0 = decadeBelow(std::max(lowI, 1e-3) / 2), x1 = decadeAbove(highI * 4);
    const double lowF = std::min({r.decode.achievedFlopsPerS, r.prefill.achievedFlopsPerS,
                                  r.attainableFlopsPerS(x0)}) /
                        kTera;
    m_intensityAxis->setRange(x0, x1);
    m_flopsAxis->setRange(decadeBelow(std::max(lowF, 1e-6)),
                          decadeAbove(r.peakFlopsPerS / kTera * 2));
}

void RooflineChart::restyle() {
    const WhatIfChartColors colors(palette());
    m_roof->setPen(QPen(colors.marker(), 2.5));
    m_prefill->setColor(colors.series(0));
    m_decode->setColor(colors.series(1));
    for (QScatterSeries* point : {m_prefill, m_decode}) {
        point->setBorderColor(point->color());
        point->setPointLabelsColor(palette().color(QPalette::WindowText));
    }
}

void RooflineChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyChartStyle(chart(), palette());
        restyle();
    }
}

} // namespace rightsizer::views
