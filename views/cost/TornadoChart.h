#pragma once

#include "model/Tco.h"

#include <QChartView>

#include <vector>

class QBarCategoryAxis;
class QBarSet;
class QCategoryAxis;
class QHorizontalBarSeries;
class QLineSeries;
class QValueAxis;

namespace rightsizer::views {

/// The sensitivity of the recommended option's total to each input (the engine's +-20 %
/// rows): one row per input, widest swing on top, a bar from the base total to the total with
/// the input at -20 % and one to the total at +20 % (two colours). Bars are drawn as deltas
/// from the base total, marked by a vertical line, on an axis labelled in total USD. Inputs
/// that do not move the total are left out; at most kMaxRows are drawn.
class TornadoChart final : public QChartView {
    Q_OBJECT

public:
    static constexpr size_t kMaxRows = 10;

    explicit TornadoChart(QWidget* parent = nullptr);

    /// Draws `result`'s sensitivity (nullptr, or a result without a recommendation, empties it).
    void setResult(const model::TcoResult* result);

    /// The rows drawn, widest swing first (a prefix of TcoResult::sensitivity).
    const std::vector<model::SensitivityRow>& rows() const { return m_rows; }
    /// The total the bars start from: the recommended option's total, USD.
    double baseUsd() const { return m_baseUsd; }
    /// Bars of the input at -20 % and at +20 %: value i = total - base of row
    /// rows().size() - 1 - i (the widest swing is drawn on top, last).
    QBarSet* lowSet() const { return m_low; }
    QBarSet* highSet() const { return m_high; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void describe(const model::TcoResult& r, size_t leftOut);
    void restyle();

    std::vector<model::SensitivityRow> m_rows;
    double m_baseUsd = 0;
    QHorizontalBarSeries* m_series = nullptr;
    QBarSet* m_low = nullptr;
    QBarSet* m_high = nullptr;
    QLineSeries* m_baseLine = nullptr;
    QBarCategoryAxis* m_inputAxis = nullptr;
    QCategoryAxis* m_usdAxis = nullptr;
    QValueAxis* m_lineAxis = nullptr; ///< hidden 0..1 axis that spans the base line
};

} // namespace rightsizer::views
