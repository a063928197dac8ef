#include "ScenarioDocument.h"

#include "RevisionSummary.h"
#include "ScenarioEditCommand.h"
#include "catalog/AtomicFile.h"
#include "catalog/CatalogRows.h"
#include "importers/DemandCsv.h"
#include "project/ScenarioFile.h"
#include "project/ScenarioJson.h"
#include "project/ScenarioJsonWriter.h"

#include <QFileInfo>

#include <algorithm>
#include <filesystem>

namespace rightsizer::workspace {
namespace {

std::string local(const QString& s) {
    return s.toLocal8Bit().toStdString();
}

model::Error inFile(const std::string& path, const model::Error& e) {
    return {e.field, path + ": " + e.message};
}

/// A scenario's JSON read in the context of the file that holds it (a demand CSV is relative
/// to that file's folder).
model::Result<model::Scenario> parseInFile(const std::string& json, const std::string& path,
                                           const catalog::Catalog& catalog) {
    auto s = project::parseScenarioWithDemand(json, catalog, project::folderOfFile(path));
    if (!s)
        return inFile(path, s.error());
    return s;
}

} // namespace

ScenarioDocument::ScenarioDocument(catalog::Catalog catalog, QObject* parent)
    : QObject(parent)
    , m_catalog(std::move(catalog))
    , m_author(qEnvironmentVariable("USER")) {
    adoptSingle(m_scenario);
    connect(&m_undo, &QUndoStack::cleanChanged, this, &ScenarioDocument::fileStateChanged);
}

ScenarioDocument::~ScenarioDocument() {
    m_undo.disconnect(this);
}

void ScenarioDocument::setCatalog(catalog::Catalog catalog) {
    // A scenario holds a copy of its model's architecture. When that copy is the catalog's
    // entry, the scenario follows the edited entry (its file names the model by id either way);
    // an architecture of its own (imported, inline) stays as it is.
    const model::ModelSpec* before = m_catalog.findModel(m_scenario.model.id);
    const bool followsCatalog =
        before && catalog::modelToJson(*before) == catalog::modelToJson(m_scenario.model);
    m_catalog = std::move(catalog);
    if (const model::ModelSpec* now = m_catalog.findModel(m_scenario.model.id);
        now && followsCatalog)
        m_scenario.model = *now;
    emit catalogChanged();
    emit scenarioChanged();
}

model::Status ScenarioDocument::edit(const QString& field, const QString& description,
                                     const std::function<void(model::Scenario&)>& change) {
    model::Scenario after = m_scenario;
    change(after);
    if (auto ok = checkNameChange(after); !ok)
        return ok.error();
    if (auto ok = model::validateScenario(after); !ok)
        return ok.error();
    if (m_sealed)
        sealEdits();
    m_sealed = false;
    m_undo.push(new ScenarioEditCommand(this, currentUid(), m_scenario, std::move(after), field,
                                        description));
    return {};
}

void ScenarioDocument::sealEdits() {
    m_sealed = true;
    if (m_undo.index() == 0)
        return;
    // QUndoStack hands out const commands; this one is ours and sealing changes only its
    // merge window, not its effect.
    auto* top = const_cast<QUndoCommand*>(m_undo.command(m_undo.index() - 1));
    if (auto* cmd = dynamic_cast<ScenarioEditCommand*>(top))
        cmd->seal();
}

model::Status ScenarioDocument::replaceScenario(const model::Scenario& scenario,
                                                const QString& description) {
    if (auto ok = model::validateScenario(scenario); !ok)
        return ok.error();
    if (auto ok = checkNameChange(scenario); !ok)
        return ok.error();
    sealEdits();
    m_undo.push(new ScenarioEditCommand(this, currentUid(), m_scenario, scenario, {}, description));
    return {};
}

void ScenarioDocument::setScenarioFromCommand(quint64 uid, const model::Scenario& scenario) {
    const size_t index = slotIndex(uid);
    const bool switched = index != m_set.current;
    if (switched) {
        m_set.entries[m_set.current].working = m_scenario;
        m_set.current = index;
    }
    const bool renamed = scenario.name != m_scenario.name;
    m_scenario = scenario;
    if (switched || renamed)
        emit scenarioListChanged();
    if (switched)
        emit currentScenarioSwitched();
    emit scenarioChanged();
}

void ScenarioDocument::reset(const model::Scenario& scenario) {
    m_project = {};
    adoptSingle(scenario);
    m_path.clear();
    m_undo.clear();
    markClean();
    emit scenarioListChanged();
    emit currentScenarioSwitched();
    emit scenarioChanged();
}

// ---- The scenario set ----------------------------------------------------------------------

void ScenarioDocument::adoptSingle(model::Scenario scenario) {
    m_set = {};
    m_set.entries.push_back({nextUid(), {}, {}, std::nullopt});
    m_scenario = std::move(scenario);
}

void ScenarioDocument::adoptProject(const project::Project& project, const std::string& currentName,
                                    model::Scenario current) {
    m_set = {};
    for (const project::ProjectScenario& ps : project.scenarios) {
        if (ps.name == currentName)
            m_set.current = m_set.entries.size();
        m_set.entries.push_back({nextUid(), ps.name, ps.json, std::nullopt});
    }
    // The project names its scenarios: the name in a scenario's text follows the project's.
    current.name = currentName;
    m_scenario = std::move(current);
}

model::Result<model::Scenario> ScenarioDocument::slotScenario(const ScenarioSet::Slot& slot) const {
    if (slot.working)
        return *slot.working;
    const std::string file = m_path.isEmpty() ? std::string("./project") : local(m_path);
    auto s = parseInFile(slot.json, file, m_catalog);
    if (!s)
        return model::Error{s.error().field,
                            "scenario '" + slot.storedName + "': " + s.error().message};
    model::Scenario scenario = std::move(s).value();
    scenario.name = slot.storedName;
    return scenario;
}

ScenarioSet ScenarioDocument::snapshot() const {
    ScenarioSet set = m_set;
    set.entries[set.current].working = m_scenario;
    return set;
}

void ScenarioDocument::restoreSnapshot(const ScenarioSet& set) {
    const quint64 before = currentUid();
    m_set = set;
    m_scenario = *m_set.entries[m_set.current].working;
    emit scenarioListChanged();
    if (currentUid() != before)
        emit currentScenarioSwitched();
    emit scenarioChanged();
}

size_t ScenarioDocument::slotIndex(quint64 uid) const {
    for (size_t i = 0; i < m_set.entries.size(); ++i)
        if (m_set.entries[i].uid == uid)
            return i;
    return m_set.current;
}

model::Status ScenarioDocument::open(const QString& path, const QString& scenarioName) {
    return loadFrom(path, scenarioName, true);
}

model::Status ScenarioDocument::loadFrom(const QString& path, const QString& scenarioName,
                                         bool keepPath) {
    const std::string file = local(path);
    project::Project project;
    std::string name = scenarioName.toStdString();
    std::string json;
    const bool isProject = project::isProjectFile(file);
    // Taken before reading: a save by someone else after this point is noticed on saving.
    const project::FileStamp stamp = project::fileStamp(file);
    if (isProject) {
        auto p = project::loadProject(file);
        if (!p)
            return p.error();
        project = std::move(p).value();
        if (project.scenarios.empty())
            return model::Error{"project", file + ": the project holds no scenario"};
        const project::ProjectScenario* found =
            name.empty() ? &project.scenarios.front() : project.findScenario(name);
        if (found == nullptr)
            return model::Error{"scenario", file + ": no scenario named '" + name + "'"};
        name = found->name;
        json = found->json;
    } else {
        auto bytes = catalog::readWholeFile(file);
        if (!bytes)
            return bytes.error();
        json = std::move(bytes).value();
    }
    auto s = parseInFile(json, file, m_catalog);
    if (!s)
        return s.error();
    // A scenario JSON opens untitled: saving asks where to put the project. The path is set
    // first: the other scenarios of the project are read relative to it when opened.
    m_path = isProject && keepPath ? path : QString();
    m_diskStamp = isProject && keepPath ? std::optional(stamp) : std::nullopt;
    m_project = std::move(project);
    if (isProject)
        adoptProject(m_project, name, std::move(s).value());
    else
        adoptSingle(std::move(s).value());
    m_undo.clear();
    markClean();
    emit scenarioListChanged();
    emit currentScenarioSwitched();
    emit scenarioChanged();
    return {};
}

project::Project ScenarioDocument::project() const {
    project::Project p = m_project;
    p.scenarios.clear();
    const std::string now = project::utcTimestampNow();
    for (size_t i = 0; i < m_set.entries.size(); ++i) {
        const ScenarioSet::Slot& slot = m_set.entries[i];
        project::ProjectScenario out;
        const auto stored = std::find_if(
            m_project.scenarios.begin(), m_project.scenarios.end(),
            [&](const project::ProjectScenario& ps) { return ps.name == slot.storedName; });
        if (!slot.storedName.empty() && stored != m_project.scenarios.end()) {
            out = *stored; // its revisions and creation time go with it, under a new name too
        } else {
            out.createdUtc = now;
            out.modifiedUtc = now;
        }
        const model::Scenario* s = i == m_set.current ? &m_scenario
                                   : slot.working     ? &*slot.working
                                                      : nullptr;
        out.name = s ? s->name : slot.storedName;
        out.json = s ? project::scenarioToJsonText(*s, m_catalog) : slot.json;
        p.scenarios.push_back(std::move(out));
    }
    return p;
}

model::Status ScenarioDocument::save() {
    if (m_path.isEmpty())
        return model::Error{"file", "the project has no file yet: use Save As"};
    return saveAs(m_path);
}

model::Status ScenarioDocument::saveAs(const QString& path) {
    project::Project p = project();
    project::RevisionStamp stamp;
    stamp.author =
        (m_author.trimmed().isEmpty() ? QStringLiteral("unknown") : m_author.simplified())
            .toStdString();
    stamp.timestampUtc = project::utcTimestampNow();
    // Each changed scenario's revision lists that scenario's edits since the last save.
    for (size_t i = 0; i < p.scenarios.size(); ++i) {
        stamp.summary = pendingRevisionSummary(int(i)).toStdString();
        if (auto r = project::recordRevision(p.scenarios[i], stamp); !r)
            return r.error();
    }
    // Another window or `rightsizer scenario import` may write the same project: wait for
    // its save to finish, and refuse to replace a file that changed since this one read it.
    auto lock = project::ProjectLock::acquire(local(path), 5.0);
    if (!lock)
        return lock.error();
    project::SaveOptions options;
    if (path == m_path && m_diskStamp)
        options.expected = m_diskStamp;
    if (auto r = project::saveProject(p, local(path), options); !r)
        return r.error();
    m_diskStamp = project::fileStamp(local(path));
    m_project = std::move(p);
    for (size_t i = 0; i < m_set.entries.size(); ++i) {
        m_set.entries[i].storedName = m_project.scenarios[i].name;
        m_set.entries[i].json = m_project.scenarios[i].json;
    }
    m_path = path;
    (void)project::discardRecovery(local(path));
    markClean();
    return {};
}

model::Status ScenarioDocument::revert() {
    if (m_path.isEmpty())
        return model::Error{"file", "an untitled project has no saved state to revert to"};
    // The current scenario as saved; one that was never saved: the project's first.
    const std::string stored = m_set.entries[m_set.current].storedName;
    const bool inFile = std::any_of(m_project.scenarios.begin(), m_project.scenarios.end(),
                                    [&](const auto& ps) { return ps.name == stored; });
    return loadFrom(m_path, inFile ? QString::fromStdString(stored) : QString(), true);
}

model::Status ScenarioDocument::importScenarioJson(const QString& path) {
    const std::string file = local(path);
    auto bytes = catalog::readWholeFile(file);
    if (!bytes)
        return bytes.error();
    auto s = parseInFile(*bytes, file, m_catalog);
    if (!s)
        return s.error();
    return replaceScenario(*s, tr("Import %1").arg(QFileInfo(path).fileName()));
}

model::Status ScenarioDocument::exportScenarioJson(const QString& path) const {
    return catalog::writeFileAtomically(local(path),
                                        project::scenarioToJsonText(m_scenario, m_catalog));
}

model::Status ScenarioDocument::writeRecoveryCopy(const QString& autosaveFile) const {
    return project::writeAutosave(project(), local(autosaveFile));
}

model::Status ScenarioDocument::restoreRecoveryCopy(const QString& autosaveFile,
                                                    const QString& originalPath) {
    if (auto r = loadFrom(autosaveFile, QString(), false); !r)
        return r;
    m_path = originalPath;
    // The recovered edits replace the file as it is now.
    m_diskStamp = project::fileStamp(local(originalPath));
    m_dirtyWithoutUndo = true;
    emit fileStateChanged();
    return {};
}

QString ScenarioDocument::displayName() const {
    return m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
}

void ScenarioDocument::markClean() {
    m_undo.setClean();
    m_dirtyWithoutUndo = false;
    m_sealed = true;
    emit fileStateChanged();
}

} // namespace rightsizer::workspace
