#pragma once

#include "catalog/CatalogRows.h"

#include <QWidget>

#include <string>

class QCheckBox;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace rightsizer::views {

class CatalogSession;
class CatalogTableModel;
class CatalogFilterProxy;
struct CatalogEntry;

/// One tab of the catalog editor: the rows of one kind in a sortable table (sorted by the raw
/// figures), a filter line (every word typed must appear in some column) and a "Show deleted"
/// switch. Numeric figures are edited in place by double-clicking them.
class CatalogKindPage final : public QWidget {
    Q_OBJECT
public:
    CatalogKindPage(CatalogSession* session, catalog::RowKind kind, QWidget* parent = nullptr);
    ~CatalogKindPage() override;

    catalog::RowKind kind() const { return m_kind; }
    CatalogTableModel* tableModel() const { return m_model; }
    QSortFilterProxyModel* proxy() const;
    QTableView* table() const { return m_table; }
    QLineEdit* filter() const { return m_filter; }
    QCheckBox* showDeleted() const { return m_showDeleted; }

    /// The entry of the current row; nullptr when none.
    const CatalogEntry* currentEntry() const;
    /// Makes the row with this id current, showing deleted rows when it is one and clearing
    /// the filter when it hides the row; false when there is no such row.
    bool selectRow(const std::string& id);
    /// Rows the filter lets through.
    int shownCount() const;

signals:
    /// The current row changed, or its row was reread.
    void currentRowChanged();

private:
    void onFilterChanged();
    void fitColumns();

    catalog::RowKind m_kind;
    CatalogTableModel* m_model;
    CatalogFilterProxy* m_proxy;
    QLineEdit* m_filter;
    QCheckBox* m_showDeleted;
    QTableView* m_table;
};

} // namespace rightsizer::views
