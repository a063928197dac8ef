#pragma once

#include "importers/DemandCsv.h"

#include <QAbstractTableModel>

#include <vector>

namespace rightsizer::views {

/// The rows of a demand CSV as the importer read them (importers::DemandImport::report): line,
/// timestamp, requests/s and status ("ok" or why the row is rejected). Rejected rows are tinted
/// and carry RejectedRole = true (filter on it for "show rejected only").
///
/// Roles: Qt::DisplayRole text; Qt::EditRole the raw line number, timestamp, rate (NaN: not
/// read) and problem (empty: ok); Qt::ToolTipRole the full reason.
class DemandRowsModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Line, Timestamp, RequestsPerS, Status, ColumnCount };
    Q_ENUM(Column)
    enum Role { RejectedRole = Qt::UserRole + 1 };

    explicit DemandRowsModel(std::vector<importers::DemandRow> rows, QObject* parent = nullptr);

    const importers::DemandRow& row(int r) const { return m_rows.at(size_t(r)); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant display(const importers::DemandRow& r, int column) const;
    QVariant raw(const importers::DemandRow& r, int column) const;

    std::vector<importers::DemandRow> m_rows;
};

} // namespace rightsizer::views
