#pragma once

#include "WhatIfSelection.h"

#include <QVector>
#include <QWidget>

class QComboBox;
class QGridLayout;
class QLabel;
class QSlider;
class QStackedWidget;

namespace rightsizer::views {

class ContextFitChart;
class CostPerTokenChart;
class LoadLatencyChart;
class RooflineChart;
class TpotThroughputChart;

/// The workbench's what-if page: four charts over the evaluation's sweep (TPOT and throughput,
/// context that fits, cost per token, roofline) in a 2x2 grid, driven by a batch slider, a
/// context slider and a precision box. Moving a control only re-slices the sweep already
/// computed; all four charts follow synchronously. A scenario without a grid (training, a model
/// the sweep does not cover) shows the evaluation's note instead.
class WhatIfView final : public QWidget {
    Q_OBJECT

public:
    explicit WhatIfView(QWidget* parent = nullptr);

    /// Shows a new evaluation, keeping the focused GPU, layout and the batch and context values
    /// where the new grid still has them; otherwise focuses the plan's best candidate.
    void setEvaluation(workspace::EvaluationPtr evaluation);
    /// Focuses a candidate: its GPU, precision and layout; its batch snaps to the nearest grid
    /// batch and the scenario's mean prompt to the nearest grid context. nullptr: the plan's
    /// best candidate.
    void setFocusCandidate(const model::Candidate* candidate);

    /// Index into the sweep's batches / contexts (clamped to the axis).
    void setBatchIndex(int index);
    void setContextIndex(int index);

    const WhatIfSelection& selection() const { return m_selection; }
    /// True while the note replaces the charts.
    bool showsNote() const;

    TpotThroughputChart* tpotChart() const { return m_tpot; }
    ContextFitChart* contextFitChart() const { return m_contextFit; }
    CostPerTokenChart* costChart() const { return m_cost; }
    RooflineChart* rooflineChart() const { return m_roofline; }
    LoadLatencyChart* loadChart() const { return m_load; }
    QSlider* batchSlider() const { return m_batchSlider; }
    QSlider* contextSlider() const { return m_contextSlider; }
    QComboBox* precisionCombo() const { return m_precisionCombo; }
    QLabel* batchLabel() const { return m_batchLabel; }
    QLabel* contextLabel() const { return m_contextLabel; }
    QLabel* noteLabel() const { return m_note; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    QWidget* makeControls();
    /// The controls on one row, or precision and batch above the prompt slider.
    void arrangeControls(bool oneRow);
    void showNote(const QString& note);
    void fillControls();
    void focusDefault();
    void focusCandidate(const model::Candidate& c);
    void selectPrecision(int comboIndex);
    void syncControls();
    void refresh();

    WhatIfSelection m_selection;
    QStackedWidget* m_pages = nullptr;
    QLabel* m_note = nullptr;
    TpotThroughputChart* m_tpot = nullptr;
    ContextFitChart* m_contextFit = nullptr;
    CostPerTokenChart* m_cost = nullptr;
    RooflineChart* m_roofline = nullptr;
    LoadLatencyChart* m_load = nullptr;
    QSlider* m_batchSlider = nullptr;
    QSlider* m_contextSlider = nullptr;
    QComboBox* m_precisionCombo = nullptr;
    QLabel* m_batchLabel = nullptr;
    QLabel* m_contextLabel = nullptr;
    QWidget* m_controls = nullptr;
    QGridLayout* m_controlsGrid = nullptr;
    QVector<QWidget*> m_controlCells;
    int m_controlsOneRow = -1;
};

} // namespace rightsizer::views
