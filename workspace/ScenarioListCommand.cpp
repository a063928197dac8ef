#include "ScenarioListCommand.h"

namespace rightsizer::workspace {

ScenarioListCommand::ScenarioListCommand(ScenarioDocument* document, quint64 scenarioUid,
                                         ScenarioSet before, ScenarioSet after,
                                         const QString& description)
    : QUndoCommand(description)
    , m_document(document)
    , m_uid(scenarioUid)
    , m_before(std::move(before))
    , m_after(std::move(after)) {}

void ScenarioListCommand::undo() {
    m_document->restoreSnapshot(m_before);
}

void ScenarioListCommand::redo() {
    m_document->restoreSnapshot(m_after);
}

} // namespace rightsizer::workspace
