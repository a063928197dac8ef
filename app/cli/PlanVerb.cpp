#include "PlanVerb.h"

#include "ExitStatus.h"
#include "PlanOutput.h"
#include "SweepOutput.h"
#include "VerbSupport.h"
#include "app/common/BundledExample.h"
#include "model/Disaggregated.h"
#include "workspace/Evaluation.h"

#include "CommandLine.h"
#include "ExitStatus.h"
#include "ScenarioVerb.h"
#include "catalog/AtomicFile.h"
#include "catalog/Prices.h"
#include "importers/DemandCsv.h"
#include "project/ProjectFile.h"
#include "project/ScenarioJson.h"

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
  --disagg  also size disaggregated serving (prefill and decode workers, TP 1 to 8 each, on
            the GPUs and precisions the plan tried; the two pools may use different GPUs)
            and say whether the cheapest split beats the aggregated rank 1 (JSON:
            "disaggregated"); a scenario with runtime.disaggregation.compare does so always
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

namespace {

int planScenario(const model::Scenario& s, const catalog::Catalog& catalog, bool json, int top,
                 bool all, std::ostream& out, std::ostream& err, bool disaggregated = false) {
    auto result = workspace::planScenario(s, catalog);
    if (!result)
        return badInput(err, "plan", result.error().message);
    std::optional<model::DisaggregationComparison> split;
    if (disaggregated || (s.disaggregation.compare && s.mode == model::Mode::Serve)) {
        if (s.mode != model::Mode::Serve)
            return badInput(err, "plan",
                            "--disagg: disaggregated serving splits a serving "
                            "deployment; this scenario is " +
                                std::string(model::modeName(s.mode)));
        split = model::compareDisaggregated(s, *result, catalog.gpus, catalog.efficiency,
                                            workspace::scenarioPrices(s, catalog));
    }
    if (json) {
        nlohmann::json j = planToJson(s, *result);
        if (split)
            j["disaggregated"] = disaggregationToJson(*split);
        out << catalog::dumpJson(j, 2) << "\n";
    } else {
        out << planToText(s, *result, top, all);
        if (split)
            out << disaggregationToText(*split);
    }
    if (result->feasible.empty()) {
        err << "rightsizer plan: nothing meets the "
            << (s.mode == model::Mode::Serve ? "SLA" : "deadline")
            << " within the limits; closest: " << result->closest.english() << "\n";
        return kExitInfeasible;
    }
    return kExitOk;
}

} // namespace

int runPlan(const std::vector<std::string>& args, const catalog::Catalog& catalog,
            std::ostream& out, std::ostream& err) {
    if (wantsHelp(args)) {
        out << kPlanHelp;
        return kExitOk;
    }
    auto split = splitScenarioPath(args, {"top", "scenario"});
    if (!split) {
        if (split.error().field == "SCENARIO") // no scenario at all: how to give one
            err << kPlanHelp;
        return badInput(err, "plan", split.error().message);
    }
    const auto& [path, options] = split.value();
    auto cl = CommandLine::parse(options, {"top", "scenario"}, {"json", "all", "disagg"});
    if (!cl)
        return badInput(err, "plan", cl.error().message);
    auto top = cl->integer("top", 10, 1, 100000);
    if (!top)
        return badInput(err, "plan", top.error().message);
    auto s = loadScenarioFile(path, catalog, cl->value("scenario").value_or(""));
    if (!s)
        return badInput(err, "plan", s.error().message);
    return planScenario(*s, catalog, cl->flag("json"), *top, cl->flag("all"), out, err,
                        cl->flag("disagg"));
}

int runExample(const std::vector<std::string>& args, const catalog::Catalog& catalog,
               std::ostream& out, std::ostream& err) {
    if (!args.empty())
        return badInput(err, "example", "takes no options; got '" + args.front() + "'");
    out << "RightSizer " << RIGHTSIZER_VERSION
        << " — bundled example scenario (rightsizer --help for the verbs)\n\n";
    auto s = project::parseScenario(bundledExampleScenario(), catalog);
    if (!s)
        return badInput(err, "example", "bundled example is damaged: " + s.error().message);
    return planScenario(*s, catalog, false, 10, false, out, err);
}

int runSweep(const std::vector<std::string>& args, const catalog::Catalog& catalog,
             std::ostream& out, std::ostream& err) {
    if (wantsHelp(args)) {
        out << kSweepHelp;
        return kExitOk;
    }
    auto split = splitScenarioPath(args, {"out", "threads", "scenario"});
    if (!split) {
        if (split.error().field == "SCENARIO") // no scenario at all: how to give one
            err << kSweepHelp;
        return badInput(err, "sweep", split.error().message);
    }
    const auto& [scenarioPath, options] = split.value();
    auto cl = CommandLine::parse(options, {"out", "threads", "scenario"}, {"json"});
    if (!cl)
        return badInput(err, "sweep", cl.error().message);
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    auto threads = cl->integer("threads", cores, 1, 256);
    if (!threads)
        return badInput(err, "sweep", threads.error().message);
    auto s = loadScenarioFile(scenarioPath, catalog, cl->value("scenario").value_or(""));
    if (!s)
        return badInput(err, "sweep", s.error().message);
    if (s->mode != model::Mode::Serve)
        return badInput(err, "sweep",
                        scenarioPath +
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
            return badInput(err, "sweep", "--out: cannot write '" + path + "'");
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
        return badInput(err, "sweep", result.error().message);
    }

    if (path.empty()) {
        if (cl->flag("json"))
            out << catalog::dumpJson(sweepToJson(*result), 1) << "\n";
        else
            writeSweepCsv(out, *result);
        return kExitOk;
    }
    if (cl->flag("json"))
        file << catalog::dumpJson(sweepToJson(*result), 1) << "\n";
    else
        writeSweepCsv(file, *result);
    file.flush();
    if (!file) {
        removePartial();
        return badInput(err, "sweep", "--out: writing '" + path + "' failed (disk full?)");
    }
    file.close();
    std::error_code ec;
    std::filesystem::rename(partial, path, ec);
    if (ec) {
        removePartial();
        return badInput(err, "sweep", "--out: cannot replace '" + path + "': " + ec.message());
    }
    err << "rightsizer sweep: " << result->size() << " configurations written to " << path << "\n";
    return kExitOk;
}

} // namespace rightsizer::app
