#include "ScenarioDocument.h"

#include "ScenarioEditCommand.h"
#include "catalog/AtomicFile.h"
#include "catalog/CatalogRows.h"
#include "catalog/DemandCsv.h"
#include "catalog/ScenarioJson.h"
#include "catalog/ScenarioJsonWriter.h"

#include <QFileInfo>

#include <filesystem>

namespace rightsizer::views {
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
    auto s = catalog::parseScenario(json, catalog);
    if (!s)
        return inFile(path, s.error());
    model::Scenario scenario = std::move(s).value();
    const std::filesystem::path dir = std::filesystem::path(path).parent_path();
    if (auto d = catalog::loadScenarioDemand(scenario, dir.empty() ? "." : dir); !d)
        return inFile(path, d.error());
    return scenario;
}

} // namespace

ScenarioDocument::ScenarioDocument(catalog::Catalog catalog, QObject* parent)
    : QObject(parent)
    , m_catalog(std::move(catalog)) {
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

model::Result<bool> ScenarioDocument::edit(const QString& field, const QString& description,
                                           const std::function<void(model::Scenario&)>& change) {
    model::Scenario after = m_scenario;
    change(after);
    if (auto ok = model::validateScenario(after); !ok)
        return ok.error();
    if (m_sealed)
        sealEdits();
    m_sealed = false;
    m_undo.push(new ScenarioEditCommand(this, m_scenario, std::move(after), field, description));
    return true;
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

model::Result<bool> ScenarioDocument::replaceScenario(const model::Scenario& scenario,
                                                      const QString& description) {
    if (auto ok = model::validateScenario(scenario); !ok)
        return ok.error();
    sealEdits();
    m_undo.push(new ScenarioEditCommand(this, m_scenario, scenario, {}, description));
    return true;
}

void ScenarioDocument::setScenarioFromCommand(const model::Scenario& scenario) {
    m_scenario = scenario;
    emit scenarioChanged();
}

void ScenarioDocument::reset(const model::Scenario& scenario) {
    m_scenario = scenario;
    m_project = {};
    m_path.clear();
    m_scenarioName = QString::fromStdString(scenario.name.empty() ? "scenario" : scenario.name);
    m_undo.clear();
    markClean();
    emit scenarioChanged();
}

model::Result<bool> ScenarioDocument::open(const QString& path, const QString& scenarioName) {
    return loadFrom(path, scenarioName, true);
}

model::Result<bool> ScenarioDocument::loadFrom(const QString& path, const QString& scenarioName,
                                               bool keepPath) {
    const std::string file = local(path);
    catalog::Project project;
    std::string name = scenarioName.toStdString();
    std::string json;
    const bool isProject = catalog::isProjectFile(file);
    if (isProject) {
        auto p = catalog::loadProject(file);
        if (!p)
            return p.error();
        project = std::move(p).value();
        if (project.scenarios.empty())
            return model::Error{"project", file + ": the project holds no scenario"};
        const catalog::ProjectScenario* found =
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
    m_scenario = std::move(s).value();
    m_project = std::move(project);
    m_scenarioName = QString::fromStdString(
        !name.empty() ? name : (m_scenario.name.empty() ? "scenario" : m_scenario.name));
    // A scenario JSON opens untitled: saving asks where to put the project.
    m_path = isProject && keepPath ? path : QString();
    m_undo.clear();
    markClean();
    emit scenarioChanged();
    return true;
}

catalog::Project ScenarioDocument::project() const {
    catalog::Project p = m_project;
    const std::string name = m_scenarioName.toStdString();
    const std::string json = catalog::scenarioToJsonText(m_scenario, m_catalog);
    if (catalog::ProjectScenario* s = p.findScenario(name)) {
        s->json = json;
    } else {
        catalog::ProjectScenario added;
        added.name = name;
        added.json = json;
        added.createdUtc = catalog::utcTimestampNow();
        added.modifiedUtc = added.createdUtc;
        p.scenarios.push_back(std::move(added));
    }
    return p;
}

model::Result<bool> ScenarioDocument::save() {
    if (m_path.isEmpty())
        return model::Error{"file", "the project has no file yet: use Save As"};
    return saveAs(m_path);
}

model::Result<bool> ScenarioDocument::saveAs(const QString& path) {
    catalog::Project p = project();
    catalog::RevisionStamp stamp;
    stamp.author = qEnvironmentVariable("USER", QStringLiteral("unknown")).toStdString();
    const QString last = m_undo.index() > 0 ? m_undo.text(m_undo.index() - 1) : QString();
    stamp.summary = (last.isEmpty() ? QStringLiteral("saved") : last).simplified().toStdString();
    if (auto r = catalog::recordRevisions(p, stamp); !r)
        return r.error();
    if (auto r = catalog::saveProject(p, local(path)); !r)
        return r.error();
    m_project = std::move(p);
    m_path = path;
    (void)catalog::discardRecovery(local(path));
    markClean();
    return true;
}

model::Result<bool> ScenarioDocument::revert() {
    if (m_path.isEmpty())
        return model::Error{"file", "an untitled project has no saved state to revert to"};
    return loadFrom(m_path, m_scenarioName, true);
}

model::Result<bool> ScenarioDocument::importScenarioJson(const QString& path) {
    const std::string file = local(path);
    auto bytes = catalog::readWholeFile(file);
    if (!bytes)
        return bytes.error();
    auto s = parseInFile(*bytes, file, m_catalog);
    if (!s)
        return s.error();
    return replaceScenario(*s, tr("Import %1").arg(QFileInfo(path).fileName()));
}

model::Result<bool> ScenarioDocument::exportScenarioJson(const QString& path) const {
    return catalog::writeFileAtomically(local(path),
                                        catalog::scenarioToJsonText(m_scenario, m_catalog));
}

model::Result<bool> ScenarioDocument::writeRecoveryCopy(const QString& autosaveFile) const {
    return catalog::writeAutosave(project(), local(autosaveFile));
}

model::Result<bool> ScenarioDocument::restoreRecoveryCopy(const QString& autosaveFile,
                                                          const QString& originalPath) {
    if (auto r = loadFrom(autosaveFile, QString(), false); !r)
        return r;
    m_path = originalPath;
    m_dirtyWithoutUndo = true;
    emit fileStateChanged();
    return true;
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

} // namespace rightsizer::views
