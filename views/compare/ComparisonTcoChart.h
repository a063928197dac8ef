#pragma once

#include "ComparisonTableModel.h"

#include <QChartView>
#include <QList>
#include <QStringList>

#include <vector>

class QLineSeries;
class QValueAxis;

namespace rightsizer::views {

/// Cumulative TCO of the picked entries overlaid: one line per entry with a TCO, the
/// cumulative cost of its recommended option month by month (TcoMonth::cumulative), named after
/// the entry. Entries without a TCO (nothing feasible, no price, still computing) get no line;
/// the title names them.
class ComparisonTcoChart final : public QChartView {
    Q_OBJECT
public:
    /// The cost axis is in thousands of USD: a point's y times this is USD.
    static constexpr double kUsdPerAxisUnit = 1000;

    explicit ComparisonTcoChart(QWidget* parent = nullptr);

    /// Draws the entries (lines replaced, axes rescaled).
    void setEntries(const std::vector<ComparisonTableModel::Entry>& entries);

    /// The lines drawn, in the entries' order.
    const QList<QLineSeries*>& lines() const { return m_lines; }
    /// Labels of the entries that have no line.
    const QStringList& withoutTco() const { return m_withoutTco; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void restyle();
    void describe();

    QList<QLineSeries*> m_lines;
    QStringList m_withoutTco;
    QValueAxis* m_monthAxis = nullptr;
    QValueAxis* m_costAxis = nullptr;
};

} // namespace rightsizer::views
