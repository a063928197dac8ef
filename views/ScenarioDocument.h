#pragma once

#include "catalog/Catalog.h"
#include "catalog/ProjectFile.h"
#include "model/Scenario.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <functional>

namespace rightsizer::views {

/// The scenario being edited, its undo history and the file it lives in. Every change goes
/// through edit() (or replaceScenario()) as a QUndoCommand, so undo/redo covers every edit; the
/// modified flag follows the undo stack's clean state.
///
/// A document is a project (*.rsplan) with one current scenario; a scenario JSON file can be
/// imported into it or exported from it. Saving records a revision of each changed scenario.
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
    [[nodiscard]] model::Result<bool> edit(const QString& field, const QString& description,
                                           const std::function<void(model::Scenario&)>& change);
    /// Ends the merge window of the last edit (call it when a field's editing is finished).
    void sealEdits();
    /// Replaces the whole scenario as one undo step (import), after validating it.
    [[nodiscard]] model::Result<bool> replaceScenario(const model::Scenario& scenario,
                                                      const QString& description);

    // ---- File --------------------------------------------------------------------------------
    /// A new untitled project holding `scenario`; the undo history is cleared.
    void reset(const model::Scenario& scenario);
    /// Opens a project (*.rsplan: its first scenario, or `scenarioName`) or a scenario JSON file
    /// (then untitled, so that saving asks where). Nothing changes when it fails.
    [[nodiscard]] model::Result<bool> open(const QString& path, const QString& scenarioName = {});
    /// Saves to the current file (an untitled document fails: use saveAs).
    [[nodiscard]] model::Result<bool> save();
    [[nodiscard]] model::Result<bool> saveAs(const QString& path);
    /// Rereads the current file, dropping unsaved changes (the undo history is cleared).
    [[nodiscard]] model::Result<bool> revert();
    /// Replaces the current scenario by one read from a scenario JSON file, as an undo step.
    [[nodiscard]] model::Result<bool> importScenarioJson(const QString& path);
    /// Writes the current scenario as scenario JSON (README "Scenario files").
    [[nodiscard]] model::Result<bool> exportScenarioJson(const QString& path) const;
    /// The project as it would be saved now (the current scenario's JSON up to date).
    catalog::Project project() const;
    /// The project the document holds (as opened or last saved; replaced in place by open,
    /// revert and reset, so the reference stays valid). The Measured view edits its
    /// calibrations and measurements through undo commands on undoStack(); save() writes them.
    catalog::Project& storedProject() { return m_project; }
    const catalog::Project& storedProject() const { return m_project; }
    /// Writes the recovery copy (autosave) of the document; see catalog::writeAutosave.
    [[nodiscard]] model::Result<bool> writeRecoveryCopy(const QString& autosaveFile) const;
    /// Loads a recovery copy in place of the document, keeping `originalPath` as its file and
    /// marking it modified (the recovered state is not saved until the user saves).
    [[nodiscard]] model::Result<bool> restoreRecoveryCopy(const QString& autosaveFile,
                                                          const QString& originalPath);

    QString filePath() const { return m_path; } ///< empty while untitled
    QString scenarioName() const { return m_scenarioName; }
    QString displayName() const; ///< file name, or "Untitled"
    bool isModified() const { return !m_undo.isClean() || m_dirtyWithoutUndo; }

signals:
    /// The scenario changed (an edit, undo, redo, open, revert or import).
    void scenarioChanged();
    /// The file path, display name or modified state changed (for the window title).
    void fileStateChanged();
    /// The catalog was replaced (setCatalog).
    void catalogChanged();

private:
    friend class ScenarioEditCommand;
    void setScenarioFromCommand(const model::Scenario& scenario);
    [[nodiscard]] model::Result<bool> loadFrom(const QString& path, const QString& scenarioName,
                                               bool keepPath);
    void markClean();

    catalog::Catalog m_catalog;
    model::Scenario m_scenario;
    catalog::Project m_project;
    QUndoStack m_undo;
    QString m_path;
    QString m_scenarioName;
    bool m_sealed = true;
    bool m_dirtyWithoutUndo = false; ///< a recovered document differs from its file
};

} // namespace rightsizer::views
