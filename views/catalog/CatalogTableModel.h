#pragma once

#include "views/catalog/CatalogColumns.h"
#include "views/table/RowTable.h"

#include <string>
#include <string_view>
#include <vector>

namespace rightsizer::views {

class CatalogSession;

/// The rows of one kind of the catalog database as a table: the effective rows (bundled, edited,
/// added) and then the bundled rows the user deleted. Columns: the kind's figures with units in
/// the headers (see catalogColumns), then Status, Date and Source.
///
/// Roles: Qt::DisplayRole the formatted figure; Qt::EditRole the raw figure in the column's unit
/// (a double) or the text, for sorting and CSV; Qt::ToolTipRole the full source, the edit time
/// or why a row does not parse; StatusRole the catalog::RowStatus as an int. Edited and added
/// rows are tinted and their status is bold; deleted rows are struck out.
///
/// Numeric figure cells are editable: setData() writes the figure into the row's JSON and
/// commits it through the session's undo stack. A value the catalog refuses changes nothing;
/// editRefused() carries the catalog's message, which names the field.
class CatalogTableModel final : public RowTableModel<CatalogEntry> {
    Q_OBJECT
public:
    enum Role { StatusRole = Qt::UserRole + 1 };

    CatalogTableModel(CatalogSession* session, catalog::RowKind kind, QObject* parent = nullptr);

    catalog::RowKind kind() const { return m_kind; }
    /// Rereads the rows from the database (done on every change of this kind). Keeps the rows
    /// in place (dataChanged) when the ids are the same, else resets the model.
    void reload();

    /// The row's entry; nullptr out of range.
    const CatalogEntry* entry(int row) const;
    /// The row with this id; -1 when there is none.
    int rowOf(const std::string& id) const;
    /// Rows with this status.
    int count(catalog::RowStatus status) const;
    /// The section of the column with this key ("memory", "source", ...); -1 when none.
    int columnOf(std::string_view key) const { return catalogColumnOf(m_kind, key); }
    /// Why the rows could not be read; empty when they were.
    const QString& loadError() const { return m_loadError; }

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

signals:
    /// An edit was refused; the message names the row and the field.
    void editRefused(const QString& message);
    /// The rows were reread (after a change, undo or redo of this kind).
    void reloaded();

private:
    /// Accepts a number (a double, or text in the locale's or C format) for an editable column.
    bool edit(const CatalogEntry& e, const CatalogColumn& c, const QVariant& value);
    [[nodiscard]] model::Status commitEdit(const CatalogEntry& e, const CatalogColumn& c,
                                           double value);

    CatalogSession* m_session;
    catalog::RowKind m_kind;
    QString m_loadError;
};

} // namespace rightsizer::views
