#pragma once

#include "model/RightSizing.h"

#include <QAbstractTableModel>

#include <vector>

namespace rightsizer::views {

/// The catalog configurations that carry a measured load (model::RightSizing::candidates),
/// cheapest first; the configuration the telemetry came from is marked "(current)" and bold.
/// Qt::EditRole gives raw numbers (GPUs, bytes, fractions, USD per hour).
class SizingCandidatesModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        GpusColumn,
        GpuColumn,
        MemoryNeededColumn,
        MemoryAvailableColumn,
        BusyColumn,
        PriceColumn,
        ColumnCount
    };

    using QAbstractTableModel::QAbstractTableModel;

    void setCandidates(std::vector<model::SizingCandidate> candidates);
    const std::vector<model::SizingCandidate>& candidates() const { return m_rows; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant display(const model::SizingCandidate& c, int column) const;
    QVariant raw(const model::SizingCandidate& c, int column) const;

    std::vector<model::SizingCandidate> m_rows;
};

} // namespace rightsizer::views
