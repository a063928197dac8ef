#pragma once

#include "model/TelemetryStats.h"

#include <QAbstractTableModel>

#include <optional>

namespace rightsizer::views {

/// The measured statistics of one deployment as a two-column table (quantity, value with its
/// unit). A reading the files did not report shows "—". Qt::EditRole gives the raw number in
/// SI units and fractions (invalid when not reported).
class TelemetryStatsModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Row {
        UtilMean,
        UtilP50,
        UtilP95,
        MemoryPeak,
        MemoryMean,
        MemoryP99,
        SmOccupancy,
        TensorActive,
        DramActive,
        PowerMean,
        PowerP95,
        IdleTime,
        RowCount
    };
    enum Column { QuantityColumn, ValueColumn, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    /// Shows `stats` (copied); nullptr empties the table.
    void setStats(const model::DeploymentStats* stats);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    double value(int row) const;
    QString formatted(int row) const;

    std::optional<model::DeploymentStats> m_stats;
};

} // namespace rightsizer::views
