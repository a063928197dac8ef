#pragma once

#include "WhatIfSelection.h"

#include <QChartView>

class QLineSeries;
class QLogValueAxis;
class QValueAxis;

namespace rightsizer::views {

/// TTFT (median and the SLA percentile, s, left log axis) and TPOT at the SLA percentile (ms,
/// right axis) against the load in requests/s for the focused GPU, precision and layout, from
/// the scheduler simulation the planner sizes with (Evaluation::loadCurve). When the plan ranks
/// that configuration the load is the whole deployment's (its replicas share the arrivals) and
/// today's and the grown demand are marked; otherwise it is one replica's. The SLA's TTFT target
/// is a dashed line; the curve ends where the replicas saturate.
class LoadLatencyChart final : public QChartView {
    Q_OBJECT

public:
    explicit LoadLatencyChart(QWidget* parent = nullptr);

    void setSelection(const WhatIfSelection& s);

    QLineSeries* ttftMedian() const { return m_ttftP50; }
    QLineSeries* ttftPercentile() const { return m_ttftQ; }
    QLineSeries* tpotPercentile() const { return m_tpotQ; }
    QLineSeries* slaLine() const { return m_sla; }
    /// Vertical line at the grown demand the plan is sized for; empty without a plan candidate.
    QLineSeries* demandLine() const { return m_grown; }
    /// Replicas the load is spread over (1 when the plan does not rank the configuration).
    int replicas() const { return m_replicas; }

protected:
    void changeEvent(QEvent* event) override;

private:
    QLineSeries* addSeries(const QString& name, QAbstractAxis* y);
    void restyle();

    QValueAxis* m_rateAxis = nullptr;
    QLogValueAxis* m_ttftAxis = nullptr;
    QValueAxis* m_tpotAxis = nullptr;
    QLineSeries* m_ttftP50 = nullptr;
    QLineSeries* m_ttftQ = nullptr;
    QLineSeries* m_tpotQ = nullptr;
    QLineSeries* m_sla = nullptr;
    QLineSeries* m_today = nullptr;
    QLineSeries* m_grown = nullptr;
    int m_replicas = 1;
};

} // namespace rightsizer::views
