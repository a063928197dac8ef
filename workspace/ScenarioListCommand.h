#pragma once

#include "ScenarioDocument.h"

#include <QUndoCommand>

namespace rightsizer::workspace {

/// One undoable change of the document's list of scenarios (add, duplicate, delete): the whole
/// set before and after, each scenario with its unsaved state (a project holds a few scenarios
/// of a few kB each). `scenarioUid` is the scenario the change is about, for the revision
/// summary of the next save.
class ScenarioListCommand final : public QUndoCommand {
public:
    ScenarioListCommand(ScenarioDocument* document, quint64 scenarioUid, ScenarioSet before,
                        ScenarioSet after, const QString& description);

    void undo() override;
    void redo() override;
    quint64 scenarioUid() const { return m_uid; }

private:
    ScenarioDocument* m_document;
    quint64 m_uid;
    ScenarioSet m_before;
    ScenarioSet m_after;
};

} // namespace rightsizer::workspace
