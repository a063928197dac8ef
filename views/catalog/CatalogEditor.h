#pragma once

#include "catalog/Catalog.h"
#include "catalog/CatalogRows.h"

#include <QWidget>

#include <array>
#include <string>

class QAction;
class QLabel;
class QPushButton;
class QTabWidget;
class QUndoStack;

namespace rightsizer::views {

class CatalogKindPage;
class CatalogSession;

/// Browses and edits the reference catalog database (bundled rows plus the user's overlay):
/// tabs GPUs, Models and Prices, each a sortable, filterable table whose numeric figures are
/// edited in place, and Edit…, Add…, Delete and Reset to bundled for whole rows. Every change is
/// an undo step on undoStack() (Ctrl+Z / Ctrl+Shift+Z while the editor has focus), written to
/// the database at once; catalogChanged() follows every change, undo and redo, so the owner
/// reloads effectiveCatalog() and evaluates again. A database that cannot be opened is
/// reported in the widget.
class CatalogEditor final : public QWidget {
    Q_OBJECT
public:
    /// Opens (creating it when missing) the catalog database at `dbPath`.
    explicit CatalogEditor(std::string dbPath, QWidget* parent = nullptr);
    ~CatalogEditor() override;

    /// False when the database could not be opened (the widget shows why).
    bool isOpen() const;
    const std::string& dbPath() const;
    QUndoStack* undoStack() const;
    /// The effective catalog (bundled rows with the user's edits) for the planner.
    [[nodiscard]] model::Result<catalog::Catalog> effectiveCatalog();

    CatalogSession* session() const { return m_session; }
    CatalogKindPage* page(catalog::RowKind kind) const { return m_pages.at(size_t(kind)); }
    CatalogKindPage* currentPage() const;
    /// Shows the tab of `kind`.
    void showKind(catalog::RowKind kind);
    QAction* undoAction() const { return m_undoAction; }
    QAction* redoAction() const { return m_redoAction; }

public slots:
    /// Opens the JSON dialog on the current row.
    void editCurrentRow();
    /// Opens the JSON dialog on a copy of the current row (or the first row) for a new id.
    void addRow();
    /// Deletes the current row (a bundled row is hidden, an added one removed).
    void deleteCurrentRow();
    /// Drops the user's edit, addition or deletion of the current row.
    void resetCurrentRow();

signals:
    /// The catalog changed (an edit, undo or redo): reload effectiveCatalog().
    void catalogChanged();

private:
    QPushButton* button(const QString& text, const char* name, const QString& tip);
    QWidget* buildActionBar();
    void showError(const QString& message);
    void updateState();

    CatalogSession* m_session;
    QTabWidget* m_tabs;
    std::array<CatalogKindPage*, 3> m_pages{};
    QPushButton* m_edit = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_delete = nullptr;
    QPushButton* m_reset = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QLabel* m_error;
    QLabel* m_status;
    bool m_keepError = false; ///< an undo or redo failed: its error stays shown
};

} // namespace rightsizer::views
