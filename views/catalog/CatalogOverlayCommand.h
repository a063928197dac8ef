#pragma once

#include "views/catalog/CatalogSession.h"

#include <QString>
#include <QUndoCommand>

#include <string>

namespace rightsizer::views {

/// One undoable change of the catalog overlay: the overlay state of one row before and after
/// (its user JSON, source and date, or none, or deleted). The change is already applied when
/// the command is pushed, so its first redo() only announces it.
class CatalogOverlayCommand final : public QUndoCommand {
public:
    CatalogOverlayCommand(CatalogSession* session, catalog::RowKind kind, std::string id,
                          OverlayState before, OverlayState after, const QString& description);

    void undo() override;
    void redo() override;

    const OverlayState& before() const { return m_before; }
    const OverlayState& after() const { return m_after; }

private:
    CatalogSession* m_session;
    catalog::RowKind m_kind;
    std::string m_id;
    OverlayState m_before;
    OverlayState m_after;
    bool m_applied = true; ///< the change is in the database already (until the first redo)
};

} // namespace rightsizer::views
