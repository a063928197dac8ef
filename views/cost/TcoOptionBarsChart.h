#pragma once

#include "model/Tco.h"

#include <QChartView>

#include <vector>

class QBarCategoryAxis;
class QBarSet;
class QCategoryAxis;
class QHorizontalBarSeries;

namespace rightsizer::views {

/// One figure of every available option as horizontal bars, first option on top, the
/// recommended one highlighted: the net present value, or the cost per unit (per million output
/// tokens, or per training run). Each category names the option and its figure; the tooltip
/// gives every option's total with its 90 % band (the total at the ends of the throughput's
/// band).
class TcoOptionBarsChart final : public QChartView {
    Q_OBJECT

public:
    enum class Metric { Npv, UsdPerUnit };

    explicit TcoOptionBarsChart(Metric metric, QWidget* parent = nullptr);

    /// Draws `result` (nullptr empties the chart).
    void setResult(const model::TcoResult* result);

    Metric shownMetric() const { return m_metric; }
    /// The bar set: one value per drawn option, bottom to top (see barIndex).
    QBarSet* barSet() const { return m_set; }
    /// Index into barSet() of an option's bar; -1 when the option is not drawn (unavailable).
    int barIndex(model::TcoOption option) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    double valueOf(const model::TcoOptionResult& o) const;
    QString valueText(double value) const;
    void describe(const model::TcoResult& r);
    void restyle();

    Metric m_metric;
    std::vector<model::TcoOption> m_drawn; ///< bottom to top, as the bar set holds them
    QHorizontalBarSeries* m_series = nullptr;
    QBarSet* m_set = nullptr;
    QBarCategoryAxis* m_optionAxis = nullptr;
    QCategoryAxis* m_usdAxis = nullptr;
};

} // namespace rightsizer::views
