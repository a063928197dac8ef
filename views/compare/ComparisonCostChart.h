#pragma once

#include "ComparisonTableModel.h"

#include <QChartView>
#include <QStringList>

#include <vector>

class QBarCategoryAxis;
class QBarSeries;
class QBarSet;
class QValueAxis;

namespace rightsizer::views {

/// Cost of the picked entries side by side, grouped by entry: USD per million output tokens
/// (left axis) and the on-demand cost per month (right axis, thousand USD) of each entry's
/// recommended configuration. An entry without a priced plan shows no bars and is marked in
/// its category name.
class ComparisonCostChart final : public QChartView {
    Q_OBJECT
public:
    /// The monthly axis is in thousands of USD: a bar's value times this is USD.
    static constexpr double kUsdPerMonthAxisUnit = 1000;

    explicit ComparisonCostChart(QWidget* parent = nullptr);

    /// Draws the entries (values and categories replaced, axes rescaled).
    void setEntries(const std::vector<ComparisonTableModel::Entry>& entries);

    /// USD per million output tokens, one value per entry in the entries' order.
    QBarSet* usdPerMillionTokens() const { return m_perMillion; }
    /// On-demand cost per month in thousand USD, one value per entry.
    QBarSet* usdPerMonth() const { return m_perMonth; }
    QStringList categories() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void restyle();

    // Two series against two value axes; Qt Charts gives each bar series of a chart its own
    // slot of the category, so the two bars stand side by side.
    QBarSeries* m_tokenSeries = nullptr;
    QBarSeries* m_monthSeries = nullptr;
    QBarSet* m_perMillion = nullptr;
    QBarSet* m_perMonth = nullptr;
    QBarCategoryAxis* m_entryAxis = nullptr;
    QValueAxis* m_tokenAxis = nullptr;
    QValueAxis* m_monthAxis = nullptr;
};

} // namespace rightsizer::views
