#pragma once

#include "importers/DemandCsv.h"
#include "views/table/RowTable.h"

#include <vector>

namespace rightsizer::views {

/// The rows of a demand CSV as the importer read them (importers::DemandImport::report): line,
/// timestamp, requests/s and status ("ok" or why the row is rejected). Rejected rows are tinted
/// and carry RejectedRole = true (filter on it for "show rejected only").
///
/// Roles: Qt::DisplayRole text; Qt::EditRole the raw line number, timestamp, rate (empty: not
/// read) and problem (empty: ok); Qt::ToolTipRole the full reason.
class DemandRowsModel final : public RowTableModel<importers::DemandRow> {
    Q_OBJECT
public:
    enum Column { Line, Timestamp, RequestsPerS, Status, ColumnCount };
    Q_ENUM(Column)
    enum Role { RejectedRole = Qt::UserRole + 1 };

    explicit DemandRowsModel(std::vector<importers::DemandRow> rows, QObject* parent = nullptr);

    const importers::DemandRow& row(int r) const { return rows().at(size_t(r)); }

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
};

/// The columns of DemandRowsModel.
std::vector<TableColumn<importers::DemandRow>> demandRowColumns();

} // namespace rightsizer::views
