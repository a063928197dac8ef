#pragma once

#include "catalog/Catalog.h"
#include "model/Scenario.h"
#include "project/ProjectFile.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <QStringList>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace rightsizer::workspace {

/// The scenarios of a document as they stand in the workbench: each one's stored name and
/// text, and its state in the workbench once it has been opened there. One is current (the
/// editor and the evaluation show it). ScenarioListCommand snapshots this whole value.
struct ScenarioSet {
    struct Slot {
        quint64 uid = 0;        ///< stable while the document lives (undo commands refer to it)
        std::string storedName; ///< its name in the project as opened or saved; empty: new
        std::string json;       ///< its text as stored (used until it is opened)
        std::optional<model::Scenario> working; ///< its state in the workbench, once opened
    };
    std::vector<Slot> entries;
    size_t current = 0;
};

/// The scenario being edited, its undo history and the file it lives in. Every change goes
/// through edit() (or replaceScenario()) as a QUndoCommand, so undo/redo covers every edit; the
/// modified flag follows the undo stack's clean state.
///
/// A document is a project (*.rsplan) of one or more scenarios, one of them current (edited);
/// a scenario JSON file can be imported into it or exported from it. Scenarios are added,
/// duplicated, renamed and deleted as undo steps; switching between them is not a change, and
/// undoing an edit of another scenario switches back to it. A scenario's name is unique in
/// the project. Saving records a revision of each changed scenario, whose summary lists that
/// scenario's edits since the last save.
class ScenarioDocument final : public QObject {
    Q_OBJECT
public:
    explicit ScenarioDocument(catalog::Catalog catalog, QObject* parent = nullptr);
    /// The undo stack announces its clean state while it is destroyed: nobody hears it then.
    ~ScenarioDocument() override;

    const catalog::Catalog& catalog() const { return m_catalog; }
    /// Replaces the catalog (after a catalog edit): the pickers repopulate and the scenario is
    /// evaluated again (catalogChanged, then scenarioChanged). The scenario itself is kept; a
    /// GPU or model it names that the catalog no longer has shows as an evaluation error.
    void setCatalog(catalog::Catalog catalog);
    const model::Scenario& scenario() const { return m_scenario; }
    QUndoStack* undoStack() { return &m_undo; }

    /// Applies `change` to a copy of the scenario, checks the result with validateScenario and,
    /// when valid, pushes it as one undo step named `description`. Consecutive edits of the same
    /// `field` (a scenario field path, "workload.requests_per_s") merge into one step until
    /// sealEdits() is called: a spin-box drag is one undo step. An invalid result is not applied;
    /// the error names the field and the accepted range.
    [[nodiscard]] model::Status edit(const QString& field, const QString& description,
                                     const std::function<void(model::Scenario&)>& change);
    /// Ends the merge window of the last edit (call it when a field's editing is finished).
    void sealEdits();
    /// Replaces the whole scenario as one undo step (import), after validating it (its name
    /// must not be another scenario's).
    [[nodiscard]] model::Status replaceScenario(const model::Scenario& scenario,
                                                const QString& description);

    // ---- The project's scenarios -------------------------------------------------------------
    /// The scenarios' names in project order (the current one's as edited).
    QStringList scenarioNames() const;
    int currentScenarioIndex() const { return int(m_set.current); }
    /// Makes the scenario at `index` current. Not an undo step and not a change: each
    /// scenario keeps its unsaved edits. Fails (nothing changes) when its stored text does not
    /// parse with the catalog; the error names the scenario.
    [[nodiscard]] model::Status switchToScenario(int index);
    /// Whether `name` can name the scenario at `index` (-1: a new one): not empty, one line,
    /// no other scenario's name. The error's field is "name" and the message says why.
    [[nodiscard]] model::Status checkScenarioName(const QString& name, int index) const;
    /// Renames the current scenario (one undo step; the project stores it under the new name
    /// with its revisions when saved).
    [[nodiscard]] model::Status renameScenario(const QString& name);
    /// Sets the current scenario's description (one undo step; typing merges until sealed).
    [[nodiscard]] model::Status setScenarioDescription(const QString& text);
    /// Adds `scenario` under `name` after the current one and makes it current (one undo step).
    [[nodiscard]] model::Status addScenario(model::Scenario scenario, const QString& name);
    /// Adds a copy of the current scenario under `name` and makes it current (one undo step).
    [[nodiscard]] model::Status duplicateScenario(const QString& name);
    /// Deletes the current scenario with its revisions (one undo step: Undo brings both back;
    /// the file loses them when saved). The last scenario cannot be deleted.
    [[nodiscard]] model::Status deleteScenario();
    /// `base`, or "base 2", "base 3" ... : the first that no scenario is named.
    QString uniqueScenarioName(const QString& base) const;

    /// Who saves: recorded with each revision ($USER until set; "unknown" when both are empty).
    QString author() const { return m_author; }
    void setAuthor(const QString& author) { m_author = author; }
    /// What each changed scenario's next revision will say: its edits since the last save (by
    /// the undo history), one line. Index as scenarioNames().
    QString pendingRevisionSummary(int index) const;

    // ---- File --------------------------------------------------------------------------------
    /// A new untitled project holding `scenario`; the undo history is cleared.
    void reset(const model::Scenario& scenario);
    /// Opens a project (*.rsplan: its first scenario, or `scenarioName`) or a scenario JSON file
    /// (then untitled, so that saving asks where). Nothing changes when it fails.
    [[nodiscard]] model::Status open(const QString& path, const QString& scenarioName = {});
    /// Saves to the current file (an untitled document fails: use saveAs).
    [[nodiscard]] model::Status save();
    [[nodiscard]] model::Status saveAs(const QString& path);
    /// Rereads the current file, dropping unsaved changes (the undo history is cleared).
    [[nodiscard]] model::Status revert();
    /// Replaces the current scenario by one read from a scenario JSON file, as an undo step.
    [[nodiscard]] model::Status importScenarioJson(const QString& path);
    /// Writes the current scenario as scenario JSON (README "Scenario files").
    [[nodiscard]] model::Status exportScenarioJson(const QString& path) const;
    /// The project as it would be saved now (the current scenario's JSON up to date).
    project::Project project() const;
    /// The project the document holds (as opened or last saved; replaced in place by open,
    /// revert and reset, so the reference stays valid). The Measured view edits its
    /// calibrations and measurements through undo commands on undoStack(); save() writes them.
    project::Project& storedProject() { return m_project; }
    const project::Project& storedProject() const { return m_project; }
    /// Writes the recovery copy (autosave) of the document; see project::writeAutosave.
    [[nodiscard]] model::Status writeRecoveryCopy(const QString& autosaveFile) const;
    /// Loads a recovery copy in place of the document, keeping `originalPath` as its file and
    /// marking it modified (the recovered state is not saved until the user saves).
    [[nodiscard]] model::Status restoreRecoveryCopy(const QString& autosaveFile,
                                                    const QString& originalPath);

    QString filePath() const { return m_path; } ///< empty while untitled
    /// The current scenario's name (as edited).
    QString scenarioName() const { return QString::fromStdString(m_scenario.name); }
    QString displayName() const; ///< file name, or "Untitled"
    bool isModified() const { return !m_undo.isClean() || m_dirtyWithoutUndo; }

signals:
    /// The scenario changed (an edit, undo, redo, open, revert or import).
    void scenarioChanged();
    /// The file path, display name or modified state changed (for the window title).
    void fileStateChanged();
    /// The catalog was replaced (setCatalog).
    void catalogChanged();
    /// The list of scenarios, a name, or which one is current changed.
    void scenarioListChanged();
    /// Another scenario (or another document) became current: views forget what the user
    /// picked in the previous one's results. Emitted before scenarioChanged.
    void currentScenarioSwitched();

private:
    friend class ScenarioEditCommand;
    friend class ScenarioListCommand;
    void setScenarioFromCommand(quint64 uid, const model::Scenario& scenario);
    /// The scenario set with the current scenario's state folded in (what undo snapshots).
    ScenarioSet snapshot() const;
    void restoreSnapshot(const ScenarioSet& set);
    /// Index of the slot with this uid; the current one when none has it.
    size_t slotIndex(quint64 uid) const;
    quint64 currentUid() const { return m_set.entries[m_set.current].uid; }
    /// The slot's scenario, parsed from its stored text when it was never opened.
    [[nodiscard]] model::Result<model::Scenario> slotScenario(const ScenarioSet::Slot& slot) const;
    /// Puts a project's scenarios in the set, `currentName`'s (parsed) current.
    void adoptProject(const project::Project& project, const std::string& currentName,
                      model::Scenario current);
    /// One slot holding `scenario` (untitled documents, scenario JSON files).
    void adoptSingle(model::Scenario scenario);
    quint64 nextUid() { return ++m_lastUid; }
    /// The undo history's texts per scenario uid since the last save.
    std::vector<std::pair<quint64, QString>> editsSinceSave() const;
    [[nodiscard]] model::Status checkNameChange(const model::Scenario& after) const;
    [[nodiscard]] model::Status insertScenario(model::Scenario scenario, const QString& name,
                                               const QString& description);
    [[nodiscard]] model::Status loadFrom(const QString& path, const QString& scenarioName,
                                         bool keepPath);
    void markClean();

    catalog::Catalog m_catalog;
    model::Scenario m_scenario;
    project::Project m_project;
    QUndoStack m_undo;
    ScenarioSet m_set; ///< m_set.entries[m_set.current].working is stale: m_scenario is current
    quint64 m_lastUid = 0;
    QString m_author;
    QString m_path;
    /// m_path as this document last read or wrote it (nullopt: untitled or not checked).
    std::optional<project::FileStamp> m_diskStamp;
    bool m_sealed = true;
    bool m_dirtyWithoutUndo = false; ///< a recovered document differs from its file
};

} // namespace rightsizer::workspace
