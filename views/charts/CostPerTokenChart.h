#pragma once

#include "WhatIfSelection.h"

#include <QChartView>
#include <QStringList>

#include <string>
#include <vector>

class QBarCategoryAxis;
class QBarSet;
class QHorizontalBarSeries;
class QValueAxis;

namespace rightsizer::views {

/// USD per million output tokens of the GPUs of the grid at the selected precision, batch and
/// context: one bar per GPU, cheapest on top, for that GPU's cheapest configuration whose
/// memory fits (the one with the most output tokens/s per GPU, since all its layouts pay the
/// same per GPU-hour). The kMaxBars cheapest are drawn (more rows would leave no room for their
/// names); GPUs without a price, and GPUs where no layout fits, get no bar. The title counts
/// what is left out; the tooltip names it.
class CostPerTokenChart final : public QChartView {
    Q_OBJECT

public:
    struct Bar {
        std::string gpuId;
        Eigen::Index config = -1; ///< into sweep.configs
        double usdPerMillionTokens = 0;
    };

    static constexpr size_t kMaxBars = 10;

    explicit CostPerTokenChart(QWidget* parent = nullptr);

    /// Shows `s`: the bar set keeps its object and gets new values and categories.
    void setSelection(const WhatIfSelection& s);

    /// The bars shown, cheapest first.
    const std::vector<Bar>& bars() const { return m_bars; }
    /// Priced, fitting GPUs dearer than the last bar, not drawn.
    int moreExpensive() const { return m_moreExpensive; }
    /// The bar set drawn (values in display order: bottom to top, most expensive first).
    QBarSet* barSet() const { return m_set; }
    /// GPU names without a price per GPU-hour.
    const QStringList& unpriced() const { return m_unpriced; }
    /// GPU names of which no layout fits at this batch and context.
    const QStringList& notFitting() const { return m_notFitting; }
    /// GPU names the planner rejects at this precision (emulated, not native, and the scenario
    /// does not allow it): left out of the bars and named in the title and tooltip.
    const QStringList& rejected() const { return m_rejected; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void collect(const WhatIfSelection& s);
    void describe(const WhatIfSelection& s);
    void restyle();

    std::vector<Bar> m_bars;
    QStringList m_unpriced;
    QStringList m_notFitting;
    QStringList m_rejected;
    int m_moreExpensive = 0;
    QHorizontalBarSeries* m_series = nullptr;
    QBarSet* m_set = nullptr;
    QBarCategoryAxis* m_gpuAxis = nullptr;
    QValueAxis* m_costAxis = nullptr;
};

} // namespace rightsizer::views
