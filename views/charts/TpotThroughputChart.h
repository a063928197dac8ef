#pragma once

#include "WhatIfSelection.h"

#include <QChartView>

#include <vector>

class QAbstractAxis;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

namespace rightsizer::views {

/// TPOT at the SLA percentile (ms, left log2 axis, so that the SLA region stays readable next
/// to seconds-long TPOTs at large batches) and output tokens/s per GPU (right axis) against the
/// running batch (log2 axis) for the focused GPU and layout at the selected context: one
/// pair of lines per precision of the grid (the selected precision drawn bold), the SLA's TPOT
/// target as a dashed line, the largest batch whose KV cache fits, and a marker at the selected
/// batch. Every figure is a column of the sweep.
class TpotThroughputChart final : public QChartView {
    Q_OBJECT

public:
    explicit TpotThroughputChart(QWidget* parent = nullptr);

    /// Shows `s`; series are created once per evaluation and afterwards only get new points.
    void setSelection(const WhatIfSelection& s);

    /// TPOT (ms) by batch of a precision; nullptr when the grid has no such precision.
    QLineSeries* tpotSeries(model::Precision p) const;
    /// Output tokens/s per GPU by batch of a precision; nullptr when absent.
    QLineSeries* throughputSeries(model::Precision p) const;
    /// True when the planner rejects the precision on the focused GPU (emulated, not native,
    /// without allow_non_native): its lines are drawn grey and dotted and their legend entries
    /// say so. Only batches whose memory fits are drawn at all.
    bool rejectedPrecision(model::Precision p) const;
    /// Vertical line at the selected batch.
    QLineSeries* batchMarker() const { return m_marker; }
    /// Horizontal line at the SLA's TPOT target (ms), labelled; empty when the scenario sets none.
    QLineSeries* slaLine() const { return m_sla; }
    /// Vertical line at the largest batch whose memory fits, labelled; empty when none fits.
    QLineSeries* fitLimit() const { return m_fitLimit; }

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Pair {
        model::Precision precision;
        QLineSeries* tpot;
        QLineSeries* throughput;
        bool rejected = false; ///< the planner rejects this precision on the focused GPU
    };
    void rebuild(const WhatIfSelection& s);
    void refill(const WhatIfSelection& s);
    void restyle();
    QLineSeries* addSeries(const QString& name, QAbstractAxis* y);
    void placeGuides(const WhatIfSelection& s);

    std::vector<Pair> m_pairs;
    QLogValueAxis* m_batchAxis = nullptr;
    QLogValueAxis* m_tpotAxis = nullptr;
    QValueAxis* m_rateAxis = nullptr;
    QLineSeries* m_marker = nullptr;
    QLineSeries* m_sla = nullptr;
    QLineSeries* m_fitLimit = nullptr;
    QScatterSeries* m_tpotDot = nullptr;
    QScatterSeries* m_rateDot = nullptr;
    model::Precision m_focus = model::Precision::Bf16;
    /// The evaluation the series were built for, held so that no later one can reuse its address.
    workspace::EvaluationPtr m_shown;
};

} // namespace rightsizer::views
