#pragma once

#include "catalog/CatalogDb.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace rightsizer::views {

/// What the user overlay holds for one (kind, id): nothing (the bundled row shows, or there is
/// no row at all), a user row (an edit of a bundled row or an addition), or a hidden bundled row.
struct OverlayState {
    enum class Kind { None, Row, Deleted };
    Kind kind = Kind::None;
    std::string json;   ///< the row's JSON (Row only)
    std::string source; ///< Row only
    std::string date;   ///< Row only
};

/// The catalog database the catalog editor works on, with the undo history of its overlay.
/// Every change goes through put(), remove() or reset(): the change is applied to the database
/// first (so a refused change is reported and changes nothing) and then pushed as one undoable
/// step that restores the overlay state of that row exactly. rowsChanged() follows every change,
/// undo and redo.
class CatalogSession final : public QObject {
    Q_OBJECT
public:
    /// Opens (creating it when missing) the catalog database at `dbPath`. A failure is kept in
    /// openError(); db() is then nullptr and every change fails with that message.
    explicit CatalogSession(std::string dbPath, QObject* parent = nullptr);
    /// The undo stack's signals stay quiet while it is destroyed.
    ~CatalogSession() override;

    /// The open database; nullptr when opening failed.
    catalog::CatalogDb* db() { return m_db ? &*m_db : nullptr; }
    /// Why the database could not be opened; empty when it is open.
    const QString& openError() const { return m_openError; }
    const std::string& path() const { return m_path; }
    QUndoStack* undoStack() { return &m_undo; }

    /// Adds or replaces the user row (kind, id) as one undo step named `description`. The row is
    /// checked by the catalog (the error names the field); a refused row changes nothing.
    /// `undo`: the stack the step goes on (default: the session's own; the workbench passes its
    /// document's, so that its Undo takes back a price typed into the candidates table).
    [[nodiscard]] model::Result<catalog::CatalogRow>
    put(catalog::RowKind kind, const std::string& id, const std::string& json,
        const std::string& source, const std::string& date, const QString& description,
        QUndoStack* undo = nullptr);
    /// Hides a bundled row or removes an added one, as one undo step. A GPU that prices still
    /// refer to is refused, naming them.
    [[nodiscard]] model::Status remove(catalog::RowKind kind, const std::string& id);
    /// Drops the user's edit, addition or deletion of a row, as one undo step.
    [[nodiscard]] model::Status reset(catalog::RowKind kind, const std::string& id);

    /// The effective rows of a kind (bundled order, then additions), followed by the bundled
    /// rows the user deleted (status Deleted), so that they can be shown and reset.
    [[nodiscard]] model::Result<std::vector<catalog::CatalogRow>>
    rowsWithDeleted(catalog::RowKind kind);
    /// The effective catalog for the planner.
    [[nodiscard]] model::Result<catalog::Catalog> effectiveCatalog();

    /// Called by the undo commands: writes `state` for (kind, id) and announces the change;
    /// a failure (the database changed behind the editor's back) is announced by commandFailed.
    void restore(catalog::RowKind kind, const std::string& id, const OverlayState& state);
    /// Emits rowsChanged(kind).
    void announce(catalog::RowKind kind) { emit rowsChanged(kind); }

signals:
    /// Rows of `kind` changed (a change, an undo or a redo).
    void rowsChanged(rightsizer::catalog::RowKind kind);
    /// An undo or redo could not be applied; the message names the row and why.
    void commandFailed(const QString& message);

private:
    [[nodiscard]] model::Result<catalog::CatalogDb*> openDb();
    [[nodiscard]] model::Result<const std::vector<std::string>*> bundledIds(catalog::RowKind kind);
    void pushApplied(catalog::RowKind kind, const std::string& id, OverlayState before,
                     const QString& description, QUndoStack* undo = nullptr);

    std::string m_path;
    std::optional<catalog::CatalogDb> m_db;
    QString m_openError;
    QUndoStack m_undo;
    std::map<catalog::RowKind, std::vector<std::string>> m_bundledIds;
};

/// The overlay state of (kind, id) as the database holds it now.
[[nodiscard]] model::Result<OverlayState>
readOverlayState(catalog::CatalogDb& db, catalog::RowKind kind, const std::string& id);
/// Brings the overlay of (kind, id) to `state` with putOverlay, resetToBundled and deleteRow.
[[nodiscard]] model::Status writeOverlayState(catalog::CatalogDb& db, catalog::RowKind kind,
                                              const std::string& id, const OverlayState& state);

/// "GPU", "model", "price" for messages and undo step names.
QString rowKindLabel(catalog::RowKind kind);

} // namespace rightsizer::views
