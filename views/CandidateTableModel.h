#pragma once

#include "views/CandidateColumns.h"
#include "workspace/Evaluation.h"

#include <string>
#include <vector>

namespace rightsizer::views {

/// The planner's candidates as a table: feasible ones in the engine's ranking (cheapest first),
/// then the rejected ones (closest to feasible first). Serving and training scenarios get their
/// own column sets (candidateColumns, which the CLI plan table and the report share).
///
/// Roles: Qt::DisplayRole is the text with units; Qt::EditRole the raw engine figure (seconds,
/// tokens/s, a fraction, USD) for sorting and charts, empty where the figure does not apply
/// (a rejected or unpriced candidate), the engine's order for Rank, plain text for the text
/// columns and a TP-then-PP key for Layout; Qt::ToolTipRole the 90 % band, the price basis, the
/// full rejection message or the notes; FeasibleRole whether the row meets the target.
class CandidateTableModel final : public RowTableModel<CandidateRow> {
    Q_OBJECT
public:
    using Column = CandidateColumnId;
    enum Role { FeasibleRole = Qt::UserRole + 1 };
    /// The dearest price per GPU-hour the table takes (a GB200 NVL72 GPU rents for about $10).
    static constexpr double kMaxTypedPrice = 1000.0;

    explicit CandidateTableModel(QObject* parent = nullptr);

    /// Shows a new evaluation (a model reset); nullptr empties the table.
    void setEvaluation(workspace::EvaluationPtr evaluation);
    const workspace::EvaluationPtr& evaluation() const { return m_evaluation; }

    /// The candidate of a row; nullptr out of range.
    const model::Candidate* candidate(int row) const;
    /// The row of the candidate with this GPU, precision and layout; -1 when there is none.
    int rowOf(const std::string& gpuId, model::Precision precision, int tp, int pp) const;
    /// Feasible candidates come first: rows below this count meet the target.
    int feasibleCount() const;

    /// What a section shows in the current column set (serving or training), and back: the
    /// section of a column, -1 when the set has none.
    Column columnKind(int section) const { return Column(columns().at(size_t(section)).id); }
    int columnOf(Column column) const { return sectionOf(int(column)); }

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

signals:
    /// A price typed into the $/GPU-h cell of a feasible candidate: USD per GPU-hour, more
    /// than 0 and at most kMaxTypedPrice (the document makes it the scenario's own quote).
    void priceEntered(const QString& gpuId, double usdPerGpuHour);

private:
    workspace::EvaluationPtr m_evaluation;
};

} // namespace rightsizer::views
