#pragma once

#include "model/UserCalibration.h"

#include <QAbstractTableModel>

#include <vector>

namespace rightsizer::views {

/// Measured against predicted, before and after the fit, per run and reading
/// (model::RunError). Peak-memory rows take no part in the fit: they are greyed, and their
/// tooltip says why. Qt::EditRole gives raw numbers (SI units; errors as fractions).
class RunErrorModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        RunColumn,
        GroupColumn,
        MetricColumn,
        MeasuredColumn,
        BeforeColumn,
        ErrorBeforeColumn,
        AfterColumn,
        ErrorAfterColumn,
        ColumnCount
    };
    using QAbstractTableModel::QAbstractTableModel;

    void setErrors(std::vector<model::RunError> errors);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant display(const model::RunError& e, int column) const;
    QVariant raw(const model::RunError& e, int column) const;

    std::vector<model::RunError> m_rows;
};

/// The fitted factors per efficiency group: eta_c, eta_m and the 90 % band, each before → after.
class FittedGroupsModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { GroupColumn, ComputeColumn, MemoryColumn, BandColumn, RunsColumn, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    void setGroups(std::vector<model::GroupCalibration> groups);

    /// Half-width of the 90 % band of a log-normal spread sigma: exp(z·sigma) − 1, z =
    /// model::kBandZ.
    static double bandFraction(double sigmaLog);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::vector<model::GroupCalibration> m_rows;
};

} // namespace rightsizer::views
