#pragma once

#include "model/Tco.h"

#include <QChartView>

#include <array>

class QBarSet;
class QCategoryAxis;
class QStackedBarSeries;

namespace rightsizer::views {

/// One option's cost month by month, stacked by component: capital, power, space, support,
/// staff, cloud hours, and the resale value as a negative bar in the last month. Each bar set
/// holds the engine's TcoMonth figures in USD; months are labelled every few months.
class TcoMonthlyChart final : public QChartView {
    Q_OBJECT

public:
    enum Component { Capital, Power, Space, Support, Staff, Cloud, Residual };
    static constexpr int kComponentCount = 7;

    explicit TcoMonthlyChart(QWidget* parent = nullptr);

    /// Draws `option` of `result` (nullptr, or an unavailable option, empties the chart).
    void setResult(const model::TcoResult* result, model::TcoOption option);

    /// The bar set of a component: value i is month i + 1.
    QBarSet* barSet(Component component) const { return m_sets[size_t(component)]; }
    /// The option drawn.
    model::TcoOption option() const { return m_option; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void fill(const model::TcoOptionResult& o);
    void restyle();

    model::TcoOption m_option = model::TcoOption::OnDemand;
    std::array<QBarSet*, kComponentCount> m_sets{};
    QStackedBarSeries* m_series = nullptr;
    QCategoryAxis* m_monthAxis = nullptr;
    QCategoryAxis* m_usdAxis = nullptr;
};

} // namespace rightsizer::views
