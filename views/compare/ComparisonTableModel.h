#pragma once

#include "ComparisonEntries.h"
#include "ComparisonResultRows.h"
#include "workspace/Evaluation.h"

#include <QAbstractTableModel>

#include <vector>

namespace rightsizer::views {

/// Picked scenarios side by side: column 0 names the row, then one column per entry. Rows come
/// in two groups, each under a group row: Inputs (every scenario field, flattened from the
/// scenario JSON) and Results (the recommended configuration, cost, latency against the SLA
/// and TCO, read from the entry's Evaluation). A row whose values differ across the entries
/// is flagged (DiffersRole), drawn bold on a tinted background, and is all that remains with
/// setOnlyDifferences(true).
///
/// Roles: Qt::DisplayRole the text with units; Qt::EditRole the raw value (an input's JSON
/// value, the engine's figure in seconds, USD, a fraction or a month; empty where it does not
/// apply); DiffersRole (bool, every cell of a row); RowKeyRole the input path
/// ("workload.requests_per_s") or result key ("result.gpu"); RowKindRole a RowKind.
class ComparisonTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role { DiffersRole = Qt::UserRole, RowKeyRole, RowKindRole };
    enum RowKind { GroupRow, InputRow, ResultRow };

    /// One column: an entry's inputs and, once computed, its evaluation.
    struct Entry {
        QString key;
        QString label;
        QString toolTip;
        FlatInputs inputs;
        workspace::EvaluationPtr evaluation; ///< null while computing or when it failed
        QString error;                       ///< why it could not be evaluated
        bool computing = false;
    };

    explicit ComparisonTableModel(QObject* parent = nullptr);

    /// Shows these entries (a model reset).
    void setEntries(std::vector<Entry> entries);
    const std::vector<Entry>& entries() const { return m_entries; }

    /// Hides the rows whose values are the same in every entry (a model reset).
    void setOnlyDifferences(bool only);
    bool onlyDifferences() const { return m_onlyDifferences; }

    /// The row of an input path or result key; -1 when absent or hidden.
    int rowOf(const QString& rowKey) const;
    /// The column of an entry key; -1 when not shown.
    int columnOf(const QString& entryKey) const;
    bool isGroupRow(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    struct Row {
        RowKind kind = InputRow;
        QString key;
        QString label;
        QString toolTip;
        ComparisonResult result = ComparisonResult::Status;
        bool differs = false;
    };

    void rebuildRows();
    void addInputRows();
    void addResultRows();
    const nlohmann::ordered_json* inputValue(const Entry& e, const QString& path) const;
    QVariant entryCell(const Row& row, const Entry& e, int role) const;
    QVariant inputCell(const Row& row, const Entry& e, int role) const;
    QVariant resultCell(const Row& row, const Entry& e, int role) const;
    QVariant decoration(const Row& row, int role) const;

    std::vector<Entry> m_entries;
    std::vector<Row> m_allRows;
    std::vector<Row> m_rows; ///< m_allRows, differing ones only when m_onlyDifferences
    bool m_onlyDifferences = false;
};

} // namespace rightsizer::views
