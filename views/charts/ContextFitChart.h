#pragma once

#include "WhatIfSelection.h"

#include <QChartView>

#include <string>
#include <vector>

class QLineSeries;
class QLogValueAxis;

namespace rightsizer::views {

/// The largest prompt of the grid whose KV cache still fits in memory against the running
/// batch, one line per GPU at the selected precision (log2 axes). Which layout a GPU is drawn
/// with follows chartConfigOf: the focused layout, else its best plan candidate's, else its
/// widest tensor-parallel one. At most kMaxLines GPUs are drawn (a catalog-wide scenario has
/// two dozen, which no legend or eye can follow): the focused GPU, then the GPUs of the plan's
/// ranking, then the rest in catalog order; the title says how many of how many. The focused
/// GPU is drawn bold; lines mark the selected batch and context. A GPU whose layout at the
/// precision the planner rejects (emulated, without allow_non_native) is dotted, and its
/// legend entry says "rejected: not native".
class ContextFitChart final : public QChartView {
    Q_OBJECT

public:
    static constexpr size_t kMaxLines = 8;

    explicit ContextFitChart(QWidget* parent = nullptr);

    /// Shows `s`; the GPU lines are recomputed only when the evaluation, precision, focused GPU
    /// or layout change; batch and context only move the two marker lines.
    void setSelection(const WhatIfSelection& s);

    /// The line of a GPU (x batch, y tokens; empty and hidden when the GPU is not among those
    /// drawn); nullptr when the grid has no such GPU.
    QLineSeries* seriesFor(const std::string& gpuId) const;
    /// Index in the sweep of the configuration a GPU's line shows (chartConfigOf); -1 when none.
    Eigen::Index configShownFor(const std::string& gpuId) const;
    QLineSeries* batchMarker() const { return m_batchMarker; }
    QLineSeries* contextMarker() const { return m_contextMarker; }

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Line {
        std::string gpuId;
        QLineSeries* series;
        Eigen::Index config;   ///< shown configuration, -1: the GPU does not run the precision
        int rank;              ///< position among the lines drawn, -1: not drawn
        bool rejected = false; ///< emulated precision the planner rejects: dotted, so named
    };
    std::vector<std::string> linesToShow(const WhatIfSelection& s) const;
    void rebuild(const WhatIfSelection& s);
    void refill(const WhatIfSelection& s);
    void moveMarkers(const WhatIfSelection& s);
    void restyle();
    QLineSeries* addSeries(const QString& name);

    std::vector<Line> m_lines;
    QLogValueAxis* m_batchAxis = nullptr;
    QLogValueAxis* m_contextAxis = nullptr;
    QLineSeries* m_batchMarker = nullptr;
    QLineSeries* m_contextMarker = nullptr;
    QLineSeries* m_focusLine = nullptr;
    /// The evaluation the series were built for, held so that no later one can reuse its address.
    workspace::EvaluationPtr m_shown;
    std::string m_gpuId;
    model::Layout m_layout;
    model::Precision m_precision = model::Precision::Bf16;
};

} // namespace rightsizer::views
