#include "CatalogOverlayCommand.h"

namespace rightsizer::views {

CatalogOverlayCommand::CatalogOverlayCommand(CatalogSession* session, catalog::RowKind kind,
                                             std::string id, OverlayState before,
                                             OverlayState after, const QString& description)
    : QUndoCommand(description)
    , m_session(session)
    , m_kind(kind)
    , m_id(std::move(id))
    , m_before(std::move(before))
    , m_after(std::move(after)) {}

void CatalogOverlayCommand::undo() {
    m_session->restore(m_kind, m_id, m_before);
}

void CatalogOverlayCommand::redo() {
    if (m_applied) {
        // QUndoStack::push() calls redo(): the session applied the change already.
        m_applied = false;
        m_session->announce(m_kind);
        return;
    }
    m_session->restore(m_kind, m_id, m_after);
}

} // namespace rightsizer::views
