#pragma once

#include "workspace/Evaluation.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QPalette>

#include <string>
#include <vector>

namespace rightsizer::views {

/// The planner's candidates as a table: feasible ones in the engine's ranking (cheapest first),
/// then the rejected ones (closest to feasible first). Serving and training scenarios get their
/// own column sets.
///
/// Roles: Qt::DisplayRole is the text with units; Qt::EditRole the raw engine figure (seconds,
/// tokens/s, a fraction, USD) for sorting and charts, empty where the figure does not apply
/// (a rejected or unpriced candidate), the engine's order for Rank, plain text for the text
/// columns and a TP-then-PP key for Layout; Qt::ToolTipRole the 90 % band, the price basis, the
/// full rejection message or the notes; FeasibleRole whether the row meets the target.
class CandidateTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Rank,
        Gpu,
        Precision,
        Layout,
        Gpus,
        Batch,            ///< serving: running batch per replica
        Tpot,             ///< serving: TPOT at the SLA percentile
        Ttft,             ///< serving: TTFT at the SLA percentile, queueing included
        TokensPerSPerGpu, ///< serving: output tokens/s per GPU
        Utilization,      ///< serving: share of capacity today's demand uses
        DataParallel,     ///< training: data-parallel degree
        RunHours,         ///< training: run time
        TokensPerS,       ///< training: whole-job tokens/s
        Mfu,              ///< training: model FLOPs utilization
        UsdPerGpuHour,
        UsdPerMonth, ///< serving
        RunCostUsd,  ///< training
        UsdPerMillionTokens,
        Status,
        Notes
    };
    Q_ENUM(Column)

    enum Role { FeasibleRole = Qt::UserRole + 1 };

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
    Column columnKind(int section) const { return m_columns.at(size_t(section)); }
    int columnOf(Column column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant display(const model::Candidate& c, int row, Column column) const;
    QVariant raw(const model::Candidate& c, int row, Column column) const;
    QVariant toolTip(const model::Candidate& c, Column column) const;
    QVariant figureToolTip(const model::Candidate& c, Column column) const;
    QVariant foreground(const model::Candidate& c, Column column) const;
    QString percentile() const;

    workspace::EvaluationPtr m_evaluation;
    std::vector<Column> m_columns;
};

/// Words for the engine's reasons and names, shared by the table and the detail view.
QString rejectionText(const model::Candidate& c); ///< "does not fit", "misses TPOT", ...
QString layoutText(const model::Candidate& c);    ///< "TP2 PP2", "TP1 CP2"
QString precisionText(const model::Candidate& c, bool training); ///< "fp8", "fp8~" uncalibrated
QString flagsText(const model::Candidate& c);
/// Colour of "meets the target" (ok) and "rejected / failed", readable on the palette's base.
QColor statusColor(bool ok, const QPalette& palette); ///< "Pareto; under-provisioned"

} // namespace rightsizer::views
