#pragma once

#include "model/Scenario.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <functional>

namespace rightsizer::workspace {
class ScenarioDocument;
}

namespace rightsizer::views::editor {

class FieldRow;

/// The editor's side of workspace::ScenarioDocument::edit: applies a change of one field and routes
/// a refusal to that field's inline error. Every section of the editor edits through one session,
/// so that one successful edit clears every error it showed.
class EditSession final : public QObject {
    Q_OBJECT
public:
    explicit EditSession(workspace::ScenarioDocument* document, QObject* parent = nullptr);

    workspace::ScenarioDocument* document() const { return m_document; }
    const model::Scenario& scenario() const;

    /// Registers the row that shows `row->fieldPath()`'s errors.
    void addRow(FieldRow* row);
    /// The row of a field path; "precisions[1]" and "workload.lora_rank.x" find the row of
    /// their nearest registered parent. nullptr when none.
    FieldRow* row(const QString& fieldPath) const;

    /// Applies `change` as an edit of `field` (a scenario JSON path). When validateScenario
    /// refuses it, nothing changes: the message shows under `field`'s row and the field the
    /// message names is marked too. Returns whether the edit was applied.
    bool apply(const QString& field, const QString& description,
               const std::function<void(model::Scenario&)>& change);
    /// Ends the merge window of the last edit (the field's editing is finished).
    void seal();
    /// How long a refusal shows: until the next edit or change of the scenario, or (Sticky)
    /// until withdraw(), because the refused text stays in its box.
    enum class Refusal { UntilNextEdit, Sticky };
    /// Shows a refusal the editor itself decided (a file it cannot read, no GPU left, a number
    /// outside the range). Returns false when no row shows `field`.
    bool refuse(const QString& field, const QString& message,
                Refusal kind = Refusal::UntilNextEdit);
    /// Ends `field`'s sticky refusal (its text was fixed or reverted).
    void withdraw(const QString& field);
    /// Clears every error but the sticky ones.
    void clearErrors();

private:
    /// The engine's message with the field's label in place of its path.
    QString labelled(const model::Error& error) const;

    workspace::ScenarioDocument* m_document;
    QHash<QString, FieldRow*> m_rows;
};

} // namespace rightsizer::views::editor
