#pragma once

#include "workspace/Evaluation.h"

#include <QWidget>

#include <optional>
#include <string>

class QComboBox;
class QLabel;
class QLayout;
class QSplitter;
class QStackedWidget;

namespace rightsizer::workspace {
class ScenarioDocument;
}

namespace rightsizer::views {

class TcoCumulativeChart;
class TcoInputModel;
class TcoInputsPanel;
class TcoMonthlyChart;
class TcoOptionBarsChart;
class TornadoChart;

/// The workbench's total-cost-of-ownership page for one planner configuration: cumulative cost
/// of every option with the on-prem break-even month, one option's monthly cost by component,
/// the net present value and cost per unit of every option, the sensitivity tornado, and the
/// editable inputs beside them. The configuration is the candidate focused in the candidates
/// table (nullptr: the plan's first); the evaluation's TCO covers the first, others are costed
/// here with evaluateTco. Edits of the inputs go through the document's undo stack; the
/// workbench re-evaluates and calls setEvaluation() again. Without a TCO (nothing feasible, no
/// price for the plan's GPU) the evaluation's note replaces the charts.
class TcoView final : public QWidget {
    Q_OBJECT

public:
    explicit TcoView(workspace::ScenarioDocument* document, QWidget* parent = nullptr);

    /// The TCO shown; nullptr while the note is shown.
    const model::TcoResult* result() const { return m_result; }
    /// 1-based plan rank of the configuration costed; 0 when none or when the disaggregated
    /// split is costed.
    int costedRank() const { return m_rank; }
    /// Whether the planner's disaggregated split is costed (costSplit()) rather than a rank.
    bool costsSplit() const { return m_costSplit && m_rank == 0 && m_result; }
    /// True while the note replaces the charts.
    bool showsNote() const;

    TcoCumulativeChart* cumulativeChart() const { return m_cumulative; }
    TcoMonthlyChart* monthlyChart() const { return m_monthly; }
    TcoOptionBarsChart* npvChart() const { return m_npv; }
    TcoOptionBarsChart* unitCostChart() const { return m_unitCost; }
    TornadoChart* tornadoChart() const { return m_tornado; }
    TcoInputsPanel* inputsPanel() const { return m_inputs; }
    TcoInputModel* inputsModel() const;
    /// The option the monthly chart shows.
    QComboBox* optionCombo() const { return m_optionCombo; }
    QLabel* headerLabel() const { return m_header; }
    QLabel* noteLabel() const { return m_note; }
    /// Unavailable options with their reasons, and the hint to a rank that can be bought.
    QLabel* unavailableLabel() const { return m_unavailable; }

public slots:
    /// Shows a new evaluation, keeping the focused configuration when the plan still has it.
    void setEvaluation(workspace::EvaluationPtr evaluation);
    /// Costs `candidate` (nullptr, or a candidate that is not feasible: the plan's first).
    void setFocusCandidate(const model::Candidate* candidate);
    /// Costs the evaluation's disaggregated split (its two pools) until a candidate is focused;
    /// the plan's first configuration while the evaluation has no costed split.
    void costSplit();

signals:
    /// The user followed the hint to cost another configuration (the workbench may select it
    /// in the candidates table).
    void candidateRequested(const model::Candidate* candidate);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    /// What identifies a configuration from one evaluation to the next.
    struct Focus {
        std::string gpuId;
        model::Precision precision;
        int tp;
        int pp;
        bool matches(const model::Candidate& c) const;
    };

    QWidget* makeCharts();
    QLayout* makeMonthlyCell(QWidget* charts);
    void refresh();
    void showNote(const QString& note);
    void showResult();
    void fillOptionCombo();
    void showOption();
    void describeHeader();
    void describeUnavailable();
    QString purchaseHint() const;
    QString poolLines() const;
    QString splitLine() const;
    void followLink(const QString& link);

    workspace::ScenarioDocument* m_document;
    workspace::EvaluationPtr m_evaluation;
    std::optional<Focus> m_focus;
    bool m_focusRejected = false;               ///< the focused candidate does not meet the target
    std::optional<model::TcoResult> m_computed; ///< TCO of a focused candidate other than rank 1
    const model::TcoResult* m_result = nullptr;
    int m_rank = 0;
    bool m_costSplit = false;                       ///< cost the disaggregated split (costSplit())
    std::optional<model::TcoOption> m_chosenOption; ///< picked in the combo box

    QLabel* m_header;
    QStackedWidget* m_pages;
    QLabel* m_note;
    QSplitter* m_splitter;
    TcoCumulativeChart* m_cumulative;
    QLabel* m_unavailable;
    QComboBox* m_optionCombo;
    TcoMonthlyChart* m_monthly;
    TcoOptionBarsChart* m_npv;
    TcoOptionBarsChart* m_unitCost;
    TornadoChart* m_tornado;
    TcoInputsPanel* m_inputs;
};

} // namespace rightsizer::views
