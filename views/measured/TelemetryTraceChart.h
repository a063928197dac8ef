#pragma once

#include "model/TelemetryStats.h"

#include <QChartView>

class QDateTimeAxis;
class QValueAxis;

namespace rightsizer::views {

/// One reading of a deployment's GPUs over time (UTC), a line per GPU. A gap in the data (a
/// spacing over model::kGapFactor typical ones) breaks the line: the GPU's line goes on in a
/// new series of the same colour and name, with no legend entry of its own.
class TelemetryTraceChart final : public QChartView {
    Q_OBJECT
public:
    enum class Reading {
        Utilization, ///< GPU utilization, %
        MemoryUsed   ///< frame buffer in use, GiB
    };

    explicit TelemetryTraceChart(Reading reading, QWidget* parent = nullptr);

    /// Draws the GPUs of `stats` from the traces of `log`; nullptrs clear the chart.
    void setData(const model::TelemetryLog* log, const model::DeploymentStats* stats);

    /// The label of a GPU's series: "GPU 0", or "host/0" when the deployment spans hosts.
    static QString gpuLabel(const model::GpuStats& gpu, bool severalHosts);

protected:
    void changeEvent(QEvent* event) override;

private:
    void addTrace(const model::GpuTrace& trace, const QString& label, int colour, double gapS);
    void setTimeRange(double startS, double endS);
    void restyle();

    Reading m_reading;
    QDateTimeAxis* m_timeAxis;
    QValueAxis* m_valueAxis;
};

} // namespace rightsizer::views
