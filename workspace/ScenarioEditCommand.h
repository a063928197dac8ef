#pragma once

#include "model/Scenario.h"

#include <QString>
#include <QUndoCommand>

namespace rightsizer::workspace {

class ScenarioDocument;

/// One undoable change of the scenario: the whole scenario before and after (a scenario is a
/// small value, a few kB, so snapshots keep every edit exactly reversible). Consecutive changes
/// of the same field of the same scenario merge while the document's merge window is open. The
/// command belongs to one scenario of the document (its uid): undoing or redoing it while
/// another one is current makes its scenario current again.
class ScenarioEditCommand final : public QUndoCommand {
public:
    ScenarioEditCommand(ScenarioDocument* document, quint64 scenarioUid, model::Scenario before,
                        model::Scenario after, const QString& field, const QString& description);

    void undo() override;
    void redo() override;
    int id() const override { return m_sealed ? -1 : m_id; }
    bool mergeWith(const QUndoCommand* other) override;

    /// Closes this command to merging (the field's edit is finished).
    void seal() { m_sealed = true; }
    const QString& field() const { return m_field; }
    quint64 scenarioUid() const { return m_uid; }

private:
    ScenarioDocument* m_document;
    quint64 m_uid;
    model::Scenario m_before;
    model::Scenario m_after;
    QString m_field;
    int m_id = -1;
    bool m_sealed = false;
};

/// A stable small id per field path (QUndoCommand merges only commands of equal id).
int fieldMergeId(const QString& field);

} // namespace rightsizer::workspace
