#include "ScenarioEditCommand.h"

#include "ScenarioDocument.h"

#include <QHash>

namespace rightsizer::workspace {

int fieldMergeId(const QString& field) {
    // Ids are handed out in order of first use; 0 and above (QUndoCommand reserves -1).
    static QHash<QString, int> ids;
    auto it = ids.find(field);
    if (it == ids.end())
        it = ids.insert(field, static_cast<int>(ids.size()));
    return it.value();
}

ScenarioEditCommand::ScenarioEditCommand(ScenarioDocument* document, quint64 scenarioUid,
                                         model::Scenario before, model::Scenario after,
                                         const QString& field, const QString& description)
    : QUndoCommand(description)
    , m_document(document)
    , m_uid(scenarioUid)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_field(field)
    , m_id(field.isEmpty() ? -1 : fieldMergeId(field)) {}

void ScenarioEditCommand::undo() {
    // An undone step never absorbs the next edit: that one starts a new step.
    m_sealed = true;
    m_document->setScenarioFromCommand(m_uid, m_before);
}

void ScenarioEditCommand::redo() {
    m_document->setScenarioFromCommand(m_uid, m_after);
}

bool ScenarioEditCommand::mergeWith(const QUndoCommand* other) {
    const auto* next = dynamic_cast<const ScenarioEditCommand*>(other);
    if (m_sealed || next == nullptr || next->m_field != m_field || next->m_uid != m_uid)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace rightsizer::workspace
