#include "ScenarioVerb.h"

#include "CommandLine.h"
#include "ExitStatus.h"
#include "VerbSupport.h"
#include "catalog/AtomicFile.h"
#include "importers/DemandCsv.h"
#include "project/ProjectFile.h"
#include "project/ScenarioFile.h"
#include "project/ScenarioJson.h"
#include "project/ScenarioJsonWriter.h"

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>

namespace rightsizer::app {
namespace {

namespace fs = std::filesystem;
using model::Result;

constexpr const char* kScenarioHelp =
    R"(usage: rightsizer scenario import FILE.json -o PROJECT.rsplan [--name NAME]
       rightsizer scenario export PROJECT.rsplan [--scenario NAME] [--json] [-o OUT.json]
       rightsizer scenario list PROJECT.rsplan [--json]

  import   parses the scenario file (every error names its field) and adds it to the project,
           creating the project file when it does not exist. A scenario of the same name is
           replaced and gets a new revision (author $USER, "imported from FILE.json"); an
           unchanged one keeps its revision. --name stores it under another name. A demand CSV
           (tco.demand.csv) is checked and its path rewritten relative to the project's folder.
  export   writes the scenario's JSON (schema 1) to standard output or to OUT.json;
           --scenario is needed when the project holds more than one.
  list     names, revision counts, last modified time, model, mode and serving engine of each
           scenario.
`plan`, `sweep` and `tco` read a project's scenario too: rightsizer plan PROJECT.rsplan
--scenario NAME.
Exit status: 0 done, 2 bad input or an unwritable file (nothing is written).
)";

std::string inQuotes(const std::string& name) {
    return "'" + name + "'";
}

std::string scenarioNames(const project::Project& project) {
    std::string out;
    for (const project::ProjectScenario& s : project.scenarios)
        out += (out.empty() ? "" : ", ") + inQuotes(s.name);
    return out.empty() ? "none" : out;
}

/// The scenario named `name`, or the only one when `name` is empty.
Result<const project::ProjectScenario*>
pickScenario(const project::Project& project, const std::string& path, const std::string& name) {
    if (name.empty()) {
        if (project.scenarios.size() == 1)
            return &project.scenarios.front();
        if (project.scenarios.empty())
            return model::fieldError("--scenario", path + " holds no scenario");
        return model::fieldError(
            "--scenario", path + " holds " + std::to_string(project.scenarios.size()) +
                              " scenarios; choose one with --scenario: " + scenarioNames(project));
    }
    for (const project::ProjectScenario& s : project.scenarios)
        if (s.name == name)
            return &s;
    return model::fieldError("--scenario", "no scenario " + inQuotes(name) + " in " + path +
                                               "; available: " + scenarioNames(project));
}

/// "-o FILE" is "--output FILE".
std::vector<std::string> expandShortOptions(const std::vector<std::string>& args) {
    std::vector<std::string> out;
    for (const std::string& a : args)
        out.push_back(a == "-o" ? "--output" : a);
    return out;
}

std::string author() {
    const char* user = std::getenv("USER");
    return user && *user ? user : "unknown";
}

/// A relative demand CSV path of a scenario read from `scenarioDir`, made relative to the
/// project's folder so that the project finds the same file.
std::string csvRelativeToProject(const std::string& csv, const fs::path& scenarioDir,
                                 const fs::path& projectDir) {
    if (csv.empty() || fs::path(csv).is_absolute())
        return csv;
    std::error_code ec;
    const fs::path file = fs::absolute(scenarioDir / csv, ec);
    const fs::path dir = fs::absolute(projectDir, ec);
    const fs::path relative = file.lexically_proximate(dir);
    return ec ? file.string() : relative.generic_string();
}

int runImport(const std::vector<std::string>& args, const catalog::Catalog& catalog,
              std::ostream& out, std::ostream& err) {
    const std::string verb = "scenario import";
    auto split = splitScenarioPath(args, {"output", "name"});
    if (!split)
        return badInput(err, verb, split.error().message);
    const auto& [file, options] = split.value();
    auto cl = CommandLine::parse(options, {"output", "name"}, {});
    if (!cl)
        return badInput(err, verb, cl.error().message);
    const std::string projectPath = cl->value("output").value_or("");
    if (projectPath.empty())
        return badInput(err, verb, "-o: missing: give the project file to write (PROJECT.rsplan)");
    auto read = catalog::readWholeFile(file);
    if (!read)
        return badInput(err, verb, read.error().message);
    auto parsed = project::parseScenario(read.value(), catalog);
    if (!parsed)
        return badInput(err, verb, file + ": " + parsed.error().message);
    model::Scenario s = std::move(parsed).value();
    if (auto name = cl->value("name")) {
        if (name->empty() || name->find_first_of("\r\n") != std::string::npos)
            return badInput(err, verb,
                            "--name: got " + inQuotes(*name) + ", expected one line of text");
        s.name = *name;
    }
    // The demand CSV must be readable now; the project then refers to it from its own folder.
    model::Scenario withDemand = s;
    if (auto d = project::loadScenarioDemand(withDemand, project::folderOfFile(file)); !d)
        return badInput(err, verb, file + ": " + d.error().message);
    s.tco.demandCsv = csvRelativeToProject(s.tco.demandCsv, project::folderOfFile(file),
                                           project::folderOfFile(projectPath));

    // Held from reading the project to saving it: a second import at the same time waits
    // here and then reads this one's result, so neither scenario is lost.
    auto lock = project::ProjectLock::acquire(projectPath);
    if (!lock)
        return badInput(err, verb, lock.error().message);
    project::Project project;
    std::error_code ec;
    if (fs::exists(projectPath, ec)) {
        auto loaded = project::loadProject(projectPath);
        if (!loaded)
            return badInput(err, verb, loaded.error().message);
        project = std::move(loaded).value();
    }
    const std::string scenarioJson = project::scenarioToJsonText(s, catalog);
    project::ProjectScenario* target = project.findScenario(s.name);
    if (!target) {
        project.scenarios.push_back({s.name, scenarioJson, {}, {}, {}});
        target = &project.scenarios.back();
    }
    target->json = scenarioJson;
    const size_t before = target->revisions.size();
    auto recorded = project::recordRevisions(
        project, {author(), "imported from " + fs::path(file).filename().string(), {}});
    if (!recorded)
        return badInput(err, verb, recorded.error().message);
    if (auto saved = project::saveProject(project, projectPath); !saved)
        return badInput(err, verb, saved.error().message);
    const project::ProjectScenario* stored = project.findScenario(s.name);
    out << "rightsizer scenario: " << inQuotes(s.name)
        << (stored->revisions.size() > before ? " imported into " : " unchanged in ") << projectPath
        << " (revision " << stored->revisions.back().number << ")\n";
    return kExitOk;
}

int runExport(const std::vector<std::string>& args, const catalog::Catalog& catalog,
              std::ostream& out, std::ostream& err) {
    const std::string verb = "scenario export";
    auto split = splitScenarioPath(args, {"output", "scenario"});
    if (!split)
        return badInput(err, verb, split.error().message);
    const auto& [path, options] = split.value();
    auto cl = CommandLine::parse(options, {"output", "scenario"}, {"json"});
    if (!cl)
        return badInput(err, verb, cl.error().message);
    auto project = project::loadProject(path);
    if (!project)
        return badInput(err, verb, project.error().message);
    auto picked = pickScenario(*project, path, cl->value("scenario").value_or(""));
    if (!picked)
        return badInput(err, verb, picked.error().message);
    // Parsed and written again: what comes out is a valid file for this build's catalog.
    auto s = project::parseScenario((*picked)->json, catalog);
    if (!s)
        return badInput(
            err, verb, path + ": scenario " + inQuotes((*picked)->name) + ": " + s.error().message);
    const std::string text = project::scenarioToJsonText(*s, catalog);
    const std::string target = cl->value("output").value_or("");
    if (target.empty()) {
        out << text;
        return kExitOk;
    }
    if (auto written = catalog::writeFileAtomically(target, text); !written)
        return badInput(err, verb, "-o: " + written.error().message);
    return kExitOk;
}

struct ListedScenario {
    std::string model;
    std::string mode;
    std::string engine; ///< empty for training: no serving engine
};

/// Model id, mode and serving engine of a stored scenario, read loosely: a scenario this build
/// no longer accepts is still listed.
ListedScenario listedScenario(const std::string& text) {
    const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
    if (!j.is_object())
        return {"?", "?", "?"};
    std::string model = "?";
    if (auto m = j.find("model"); m != j.end()) {
        if (m->is_string())
            model = m->get<std::string>();
        else if (m->is_object() && m->contains("id") && m->at("id").is_string())
            model = m->at("id").get<std::string>();
        else if (m->is_object() && m->contains("architecture") &&
                 m->at("architecture").is_object() && m->at("architecture").contains("id") &&
                 m->at("architecture").at("id").is_string())
            model = m->at("architecture").at("id").get<std::string>() + " (architecture)";
    }
    const auto mode = j.find("mode");
    const std::string modeText =
        mode != j.end() && mode->is_string() ? mode->get<std::string>() : "serve";
    // Left out: the default engine, as parseScenario reads it.
    std::string engine = modeText == "serve"
                             ? std::string(model::engineName(model::RuntimeAssumptions{}.engine))
                             : "";
    if (auto rt = j.find("runtime"); !engine.empty() && rt != j.end() && rt->is_object())
        if (auto e = rt->find("engine"); e != rt->end() && e->is_string()) {
            auto parsed = model::parseEngine(e->get<std::string>(), "runtime.engine");
            engine = parsed ? std::string(model::engineName(*parsed)) : e->get<std::string>();
        }
    return {model, modeText, engine};
}

int runList(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    const std::string verb = "scenario list";
    auto split = splitScenarioPath(args, {});
    if (!split)
        return badInput(err, verb, split.error().message);
    const auto& [path, options] = split.value();
    auto cl = CommandLine::parse(options, {}, {"json"});
    if (!cl)
        return badInput(err, verb, cl.error().message);
    auto project = project::loadProject(path);
    if (!project)
        return badInput(err, verb, project.error().message);
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const project::ProjectScenario& s : project->scenarios) {
        const ListedScenario listed = listedScenario(s.json);
        list.push_back({{"name", s.name},
                        {"revisions", s.revisions.size()},
                        {"created", s.createdUtc},
                        {"modified", s.modifiedUtc},
                        {"model", listed.model},
                        {"mode", listed.mode},
                        {"engine", listed.engine.empty() ? nlohmann::ordered_json()
                                                         : nlohmann::ordered_json(listed.engine)}});
    }
    if (cl->flag("json")) {
        out << list.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << "\n";
        return kExitOk;
    }
    out << std::left << std::setw(32) << "NAME" << std::setw(11) << "REVISIONS" << std::setw(22)
        << "MODIFIED" << std::setw(28) << "MODEL" << std::setw(7) << "MODE"
        << "ENGINE\n";
    for (const auto& row : list)
        out << std::left << std::setw(32) << row["name"].get<std::string>() << std::setw(11)
            << row["revisions"].get<size_t>() << std::setw(22) << row["modified"].get<std::string>()
            << std::setw(28) << row["model"].get<std::string>() << std::setw(7)
            << row["mode"].get<std::string>()
            << (row["engine"].is_string() ? row["engine"].get<std::string>() : "-") << "\n";
    out << project->scenarios.size()
        << (project->scenarios.size() == 1 ? " scenario in " : " scenarios in ") << path << "\n";
    return kExitOk;
}

} // namespace

Result<model::Scenario> loadProjectScenario(const std::string& path, const std::string& name,
                                            const catalog::Catalog& catalog) {
    auto project = project::loadProject(path);
    if (!project)
        return project.error();
    auto picked = pickScenario(*project, path, name);
    if (!picked)
        return picked.error();
    const std::string prefix = path + ": scenario " + inQuotes((*picked)->name) + ": ";
    auto s =
        project::parseScenarioWithDemand((*picked)->json, catalog, project::folderOfFile(path));
    if (!s)
        return model::Error{s.error().field, prefix + s.error().message};
    return s;
}

int runScenario(const std::vector<std::string>& args, const catalog::Catalog& catalog,
                std::ostream& out, std::ostream& err) {
    if (args.empty()) {
        err << kScenarioHelp;
        return badInput(err, "scenario", "missing: give an action (import, export or list)");
    }
    if (wantsHelp(args)) {
        out << kScenarioHelp;
        return kExitOk;
    }
    const std::string action = args.front();
    const std::vector<std::string> rest = expandShortOptions({args.begin() + 1, args.end()});
    if (action == "import")
        return runImport(rest, catalog, out, err);
    if (action == "export")
        return runExport(rest, catalog, out, err);
    if (action == "list")
        return runList(rest, out, err);
    return badInput(err, "scenario",
                    "unknown action " + inQuotes(action) +
                        "; accepted: import, export, list (--help)");
}

} // namespace rightsizer::app
