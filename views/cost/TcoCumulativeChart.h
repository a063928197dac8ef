#pragma once

#include "model/Tco.h"

#include <QChartView>

#include <map>

class QCategoryAxis;
class QLineSeries;
class QScatterSeries;

namespace rightsizer::views {

/// Cumulative cash cost of every available option month by month (months 1..horizon, USD on a
/// $k / $M axis): one line per option, the recommended one drawn thicker, and the month from
/// which on-prem is no dearer than the best cloud option marked by a vertical line and a
/// labelled point. The series hold TcoMonth::cumulative as the engine gives it.
class TcoCumulativeChart final : public QChartView {
    Q_OBJECT

public:
    explicit TcoCumulativeChart(QWidget* parent = nullptr);

    /// Draws `result` (nullptr clears the chart).
    void setResult(const model::TcoResult* result);

    /// The line of an option; nullptr when the option is unavailable.
    QLineSeries* series(model::TcoOption option) const;
    /// The break-even point (one point, or empty when on-prem does not break even).
    QScatterSeries* breakEvenPoint() const { return m_breakEven; }
    /// The vertical break-even line (two points, or empty).
    QLineSeries* breakEvenLine() const { return m_breakEvenLine; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void clear();
    void addOption(const model::TcoOptionResult& o);
    void markBreakEven(const model::TcoResult& r, double lowUsd, double highUsd);
    void describe(const model::TcoResult& r);
    void restyle();

    std::map<model::TcoOption, QLineSeries*> m_series;
    std::optional<model::TcoOption> m_recommended;
    QLineSeries* m_breakEvenLine = nullptr;
    QScatterSeries* m_breakEven = nullptr;
    QCategoryAxis* m_monthAxis = nullptr;
    QCategoryAxis* m_usdAxis = nullptr;
};

} // namespace rightsizer::views
