#include "PlanCommand.h"

#include "CommandLine.h"
#include "EstimateCommand.h"
#include "ScenarioCommand.h"
#include "catalog/AtomicFile.h"
#include "catalog/DemandCsv.h"
#include "catalog/Prices.h"
#include "catalog/ProjectFile.h"
#include "catalog/ScenarioJson.h"

#include "catalog/JsonText.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>
#include <thread>

namespace rightsizer::app {
namespace {

constexpr const char* kPlanHelp =
    R"(usage: rightsizer plan SCENARIO.json|PROJECT.rsplan [--scenario NAME] [--json] [--top N]
                      [--all]

  Sizes the scenario on every candidate GPU x allowed precision x layout and ranks the
  configurations that meet the SLA by cost per million output tokens (cloud on-demand).
  Layouts needing over 4x the GPUs of their GPU's cheapest layout are folded under it (JSON:
  "folded"); GeForce cards are left out unless the scenario sets allow_geforce.
  --top N   feasible configurations to list (default 10; --json lists all)
  --all     list every rejected layout (default: the closest per GPU and precision)
  --scenario NAME   the scenario of a project file (needed when it holds more than one)
Exit status: 0 something meets the SLA, 1 nothing does (the closest is named), 2 bad input.
)";

constexpr const char* kSweepHelp =
    R"(usage: rightsizer sweep SCENARIO.json|PROJECT.rsplan [--scenario NAME] [--out FILE.csv]
                       [--json] [--threads N]

  Evaluates the what-if grid GPU x precision x layout x batch x context of the scenario
  (axes from its "sweep" object, else batches 1..1024 and contexts 512..the model's context in
  powers of two) and writes one row per configuration with every input and result column:
  CSV to FILE (or standard output), or JSON with --json. Serving scenarios only. Latency and
  throughput columns are left empty where the configuration does not fit (fits = 0); TTFT
  assumes an idle queue (the planner adds queueing).
  --threads N   worker threads (default: the machine's cores)
  --scenario NAME   the scenario of a project file (needed when it holds more than one)
Exit status: 0 done, 2 bad input or an unwritable output file.
)";

} // namespace

int badInput(const std::string& verb, const std::string& message) {
    std::cerr << "rightsizer " << verb << ": " << message << "\n";
    return kExitBadInput;
}

/// Splits the one positional argument (the scenario path) from the options, wherever it
/// stands: "--top 3 file.json" and "file.json --top 3" are the same.
model::Result<std::pair<std::string, std::vector<std::string>>>
splitScenarioPath(const std::vector<std::string>& args, const std::set<std::string>& valueOptions) {
    std::string path;
    std::vector<std::string> options;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.rfind("--", 0) == 0) {
            options.push_back(a);
            if (valueOptions.count(a.substr(2)) && i + 1 < args.size())
                options.push_back(args[++i]);
        } else if (path.empty()) {
            path = a;
        } else {
            return model::fieldError(a, "unexpected second scenario path (one scenario per run)");
        }
    }
    if (path.empty())
        return model::fieldError("SCENARIO", "missing: give the scenario file to read");
    return std::pair{path, options};
}

model::Result<model::Scenario> loadScenarioFile(const std::string& path,
                                                const catalog::Catalog& catalog,
                                                const std::string& scenarioName) {
    std::error_code ec;
    if (!std::filesystem::is_directory(path, ec) && catalog::isProjectFile(path))
        return loadProjectScenario(path, scenarioName, catalog);
    if (!scenarioName.empty())
        return model::fieldError("--scenario", "'" + path +
                                                   "' is a scenario file; --scenario chooses "
                                                   "a scenario of a project file (.rsplan)");
    if (std::filesystem::is_directory(path, ec))
        return model::fieldError("SCENARIO", "'" + path + "' is a directory, not a scenario file");
    auto text = catalog::readWholeFile(path, catalog::kMaxReadBytes, "scenario");
    if (!text)
        return model::Error{"SCENARIO", text.error().message};
    auto s = catalog::parseScenario(*text, catalog);
    if (!s)
        return model::Error{s.error().field, path + ": " + s.error().message};
    model::Scenario scenario = std::move(s).value();
    const std::filesystem::path dir = std::filesystem::path(path).parent_path();
    if (auto d = catalog::loadScenarioDemand(scenario, dir.empty() ? "." : dir); !d)
        return model::Error{d.error().field, path + ": " + d.error().message};
    return scenario;
}

namespace {

int planScenario(const model::Scenario& s, const catalog::Catalog& catalog, bool json, int top,
                 bool all) {
    auto result =
        model::plan(s, catalog.gpus, catalog.efficiency, catalog::referencePrices(catalog));
    if (!result)
        return badInput("plan", result.error().message);
    if (json)
        std::cout << catalog::dumpJson(planToJson(s, *result), 2) << "\n";
    else
        std::cout << planToText(s, *result, top, all);
    if (result->feasible.empty()) {
        std::cerr << "rightsizer plan: nothing meets the SLA within the limits; closest: "
                  << result->closest << "\n";
        return kExitInfeasible;
    }
    return kExitOk;
}

} // namespace

bool wantsHelp(const std::vector<std::string>& args) {
    return std::any_of(args.begin(), args.end(),
                       [](const std::string& a) { return a == "--help" || a == "-h"; });
}

int runPlan(const std::vector<std::string>& args, const catalog::Catalog& catalog) {
    if (wantsHelp(args)) {
        std::cout << kPlanHelp;
        return kExitOk;
    }
    auto split = splitScenarioPath(args, {"top", "scenario"});
    if (!split) {
        std::cerr << kPlanHelp;
        return badInput("plan", split.error().message);
    }
    const auto& [path, options] = split.value();
    auto cl = CommandLine::parse(options, {"top", "scenario"}, {"json", "all"});
    if (!cl)
        return badInput("plan", cl.error().message);
    auto top = cl->integer("top", 10, 1, 100000);
    if (!top)
        return badInput("plan", top.error().message);
    auto s = loadScenarioFile(path, catalog, cl->value("scenario").value_or(""));
    if (!s)
        return badInput("plan", s.error().message);
    return planScenario(*s, catalog, cl->flag("json"), *top, cl->flag("all"));
}

int runBundledExample(const catalog::Catalog& catalog) {
    auto s = catalog::parseScenario(bundledExampleScenario(), catalog);
    if (!s)
        return badInput("example", "bundled example is damaged: " + s.error().message);
    return planScenario(*s, catalog, false, 10, false);
}

int runSweep(const std::vector<std::string>& args, const catalog::Catalog& catalog) {
    if (wantsHelp(args)) {
        std::cout << kSweepHelp;
        return kExitOk;
    }
    auto split = splitScenarioPath(args, {"out", "threads", "scenario"});
    if (!split) {
        std::cerr << kSweepHelp;
        return badInput("sweep", split.error().message);
    }
    const auto& [scenarioPath, options] = split.value();
    auto cl = CommandLine::parse(options, {"out", "threads", "scenario"}, {"json"});
    if (!cl)
        return badInput("sweep", cl.error().message);
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    auto threads = cl->integer("threads", cores, 1, 256);
    if (!threads)
        return badInput("sweep", threads.error().message);
    auto s = loadScenarioFile(scenarioPath, catalog, cl->value("scenario").value_or(""));
    if (!s)
        return badInput("sweep", s.error().message);
    if (s->mode != model::Mode::Serve)
        return badInput("sweep", scenarioPath +
                                     ": scenario.mode: the what-if sweep covers "
                                     "serving; this scenario is " +
                                     std::string(model::modeName(s->mode)) +
                                     " (use `rightsizer plan` for training)");
    const std::string path = cl->value("out").value_or("");
    // Written beside the target and renamed into place: a failed write leaves no half file.
    // Opened before the sweep so that an unwritable path fails at once.
    const std::string partial = path + ".part";
    std::ofstream file;
    if (!path.empty()) {
        file.open(partial, std::ios::binary | std::ios::trunc);
        if (!file)
            return badInput("sweep", "--out: cannot write '" + path + "'");
    }
    auto removePartial = [&] {
        file.close();
        std::error_code ignored;
        std::filesystem::remove(partial, ignored);
    };
    model::WorkControl control;
    control.threads = *threads;
    auto result = model::sweep(*s, catalog.gpus, catalog.efficiency, control);
    if (!result) {
        if (!path.empty())
            removePartial();
        return badInput("sweep", result.error().message);
    }

    if (path.empty()) {
        if (cl->flag("json"))
            std::cout << catalog::dumpJson(sweepToJson(*result), 1) << "\n";
        else
            writeSweepCsv(std::cout, *result);
        return kExitOk;
    }
    if (cl->flag("json"))
        file << catalog::dumpJson(sweepToJson(*result), 1) << "\n";
    else
        writeSweepCsv(file, *result);
    file.flush();
    if (!file) {
        removePartial();
        return badInput("sweep", "--out: writing '" + path + "' failed (disk full?)");
    }
    file.close();
    std::error_code ec;
    std::filesystem::rename(partial, path, ec);
    if (ec) {
        removePartial();
        return badInput("sweep", "--out: cannot replace '" + path + "': " + ec.message());
    }
    std::cerr << "rightsizer sweep: " << result->size() << " configurations written to " << path
              << "\n";
    return kExitOk;
}

} // namespace rightsizer::app
