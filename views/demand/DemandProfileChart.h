#pragma once

#include <QChartView>

#include <vector>

class QCategoryAxis;
class QLineSeries;
class QValueAxis;

namespace rightsizer::views {

/// A weekly demand profile: requests/s over the 168 hours of the week, one point in the middle
/// of each hour (x = hour + 0.5), Monday 00:00 on the left.
class DemandProfileChart final : public QChartView {
    Q_OBJECT
public:
    /// `compact`: no title, small fonts' worth of margins (the import dialog's preview).
    explicit DemandProfileChart(bool compact = false, QWidget* parent = nullptr);

    /// Draws `requestsPerS` (168 values; anything else clears the chart) under `title`.
    void setProfile(const std::vector<double>& requestsPerS, const QString& title = {});

    QLineSeries* series() const { return m_series; }
    QValueAxis* rateAxis() const { return m_rate; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void restyle();

    QLineSeries* m_series;
    QCategoryAxis* m_week;
    QValueAxis* m_rate;
    bool m_compact;
};

} // namespace rightsizer::views
