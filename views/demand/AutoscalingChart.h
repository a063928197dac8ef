#pragma once

#include "model/Tco.h"

#include <QChartView>

class QCategoryAxis;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace rightsizer::views {

/// One week of serving in a month of the horizon (model::weeklyFleet): the autoscaled cloud
/// replicas hour by hour (a step line), the fixed on-prem fleet sized for the peak with headroom
/// (a horizontal line), the demand in requests/s on the right axis, and a marker at each hour
/// where autoscaled replicas rise (new replicas are still starting: the SLA is at risk).
class AutoscalingChart final : public QChartView {
    Q_OBJECT
public:
    explicit AutoscalingChart(QWidget* parent = nullptr);

    /// Draws `fleet` of replicas of `capacity`; `autoscale` false (the scenario runs a fixed
    /// cloud fleet) draws the autoscaled line as what autoscaling would do, without risk markers.
    /// Empty series clear. The right axis is scaled so that one replica's height on the left is
    /// the rate it serves within the TTFT target: the demand runs just under the replicas.
    void setFleet(const model::WeeklyFleet& fleet, const model::TcoCapacity& capacity,
                  bool autoscale, const QString& title);
    void clear(const QString& title);

    /// Autoscaled replicas as a step line: points 2h and 2h + 1 hold hour h's replicas at x = h
    /// and h + 1.
    QLineSeries* replicasSeries() const { return m_replicas; }
    QLineSeries* fixedSeries() const { return m_fixed; }
    /// Requests/s at the middle of each hour (x = h + 0.5), on the right axis.
    QLineSeries* demandSeries() const { return m_demand; }
    /// One point (h, replicas) per hour in which replicas rise.
    QScatterSeries* riskSeries() const { return m_risk; }
    QValueAxis* replicaAxis() const { return m_replicaAxis; }
    QValueAxis* rateAxis() const { return m_rateAxis; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void restyle();

    QLineSeries* m_replicas;
    QLineSeries* m_fixed;
    QLineSeries* m_demand;
    QScatterSeries* m_risk;
    QCategoryAxis* m_week;
    QValueAxis* m_replicaAxis;
    QValueAxis* m_rateAxis;
};

} // namespace rightsizer::views
