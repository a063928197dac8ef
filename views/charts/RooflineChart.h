#pragma once

#include "WhatIfSelection.h"
#include "model/Roofline.h"

#include <QChartView>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

namespace rightsizer::views {

/// The focused GPU's roofline at the selected precision (log-log: arithmetic intensity in
/// FLOP/byte against TFLOP/s per GPU) with the achieved operating points of a request's prefill
/// and of one decode step at the selected batch and context, from model::roofline.
class RooflineChart final : public QChartView {
    Q_OBJECT

public:
    explicit RooflineChart(QWidget* parent = nullptr);

    /// Shows `s`: the series keep their objects and get new points.
    void setSelection(const WhatIfSelection& s);

    /// The engine's roofline the chart shows (zeros when the GPU does not run the precision).
    const model::Roofline& roofline() const { return m_roofline; }
    /// Index in the sweep of the configuration shown; -1 when none.
    Eigen::Index configShown() const { return m_config; }
    QLineSeries* roofSeries() const { return m_roof; }
    /// One point: (FLOP/byte, achieved TFLOP/s).
    QScatterSeries* prefillPoint() const { return m_prefill; }
    QScatterSeries* decodePoint() const { return m_decode; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void setRanges(const model::Roofline& r);
    void restyle();

    model::Roofline m_roofline;
    Eigen::Index m_config = -1;
    QLogValueAxis* m_intensityAxis = nullptr;
    QLogValueAxis* m_flopsAxis = nullptr;
    QLineSeries* m_roof = nullptr;
    QScatterSeries* m_prefill = nullptr;
    QScatterSeries* m_decode = nullptr;
};

} // namespace rightsizer::views
