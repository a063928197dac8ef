#include "PlanCommand.h"

#include "CommandLine.h"
#include "EstimateCommand.h"
#include "catalog/ScenarioJson.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

namespace rightsizer::app {
namespace {

constexpr const char* kPlanHelp = R"(usage: rightsizer plan SCENARIO.json [--json] [--top N] [--all]

  Sizes the scenario on every candidate GPU x allowed precision x layout and ranks the
  configurations that meet the SLA by cost per million output tokens (cloud on-demand).
  --top N   feasible configurations to list (default 10; --json lists all)
  --all     list every rejected layout (default: the closest per GPU and precision)
Exit status: 0 something meets the SLA, 1 nothing does (the closest is named), 2 bad input.
)";

constexpr const char* kSweepHelp =
    R"(usage: rightsizer sweep SCENARIO.json [--out FILE.csv] [--json] [--threads N]

  Evaluates the what-if grid GPU x precision x layout x batch x context of the scenario
  (axes from its "sweep" object, else batches 1..1024 and contexts 512..the model's context in
  powers of two) and writes one row per configuration with every input and result column:
  CSV to FILE (or standard output), or JSON with --json.
  --threads N   worker threads (default: the machine's cores)
Exit status: 0 done, 2 bad input or an unwritable output file.
)";

int badInput(const std::string& verb, const std::string& message) {
    std::cerr << "rightsizer " << verb << ": " << message << "\n";
    return kExitBadInput;
}

} // namespace

model::Result<model::Scenario> loadScenarioFile(const std::string& path,
                                                const catalog::Catalog& catalog) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return model::fieldError("SCENARIO", "cannot open '" + path + "'");
    std::ostringstream text;
    text << in.rdbuf();
    auto s = catalog::parseScenario(text.str(), catalog);
    if (!s)
        return model::Error{s.error().field, path + ": " + s.error().message};
    return s;
}

std::map<std::string, model::HourlyPrice> referencePrices(const catalog::Catalog& catalog) {
    std::map<std::string, model::HourlyPrice> prices;
    for (const model::GpuSpec& g : catalog.gpus)
        if (auto p = catalog.prices.onDemandPerGpuHour(g.id))
            prices[g.id] = {p->usdPerGpuHour, p->basis, p->latestDate};
    return prices;
}

namespace {

int planScenario(const model::Scenario& s, const catalog::Catalog& catalog, bool json, int top,
                 bool all) {
    auto result = model::plan(s, catalog.gpus, catalog.efficiency, referencePrices(catalog));
    if (!result)
        return badInput("plan", result.error().message);
    if (json)
        std::cout << planToJson(s, *result).dump(2) << "\n";
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

int runPlan(const std::vector<std::string>& args, const catalog::Catalog& catalog) {
    if (args.empty() || args[0] == "--help" || args[0] == "-h") {
        std::cout << kPlanHelp;
        return args.empty() ? kExitBadInput : kExitOk;
    }
    const std::vector<std::string> options(args.begin() + 1, args.end());
    auto cl = CommandLine::parse(options, {"top"}, {"json", "all"});
    if (!cl)
        return badInput("plan", cl.error().message);
    auto top = cl->integer("top", 10, 1, 100000);
    if (!top)
        return badInput("plan", top.error().message);
    auto s = loadScenarioFile(args[0], catalog);
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
    if (args.empty() || args[0] == "--help" || args[0] == "-h") {
        std::cout << kSweepHelp;
        return args.empty() ? kExitBadInput : kExitOk;
    }
    const std::vector<std::string> options(args.begin() + 1, args.end());
    auto cl = CommandLine::parse(options, {"out", "threads"}, {"json"});
    if (!cl)
        return badInput("sweep", cl.error().message);
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    auto threads = cl->integer("threads", cores, 1, 256);
    if (!threads)
        return badInput("sweep", threads.error().message);
    auto s = loadScenarioFile(args[0], catalog);
    if (!s)
        return badInput("sweep", s.error().message);
    model::WorkControl control;
    control.threads = *threads;
    auto result = model::sweep(*s, catalog.gpus, catalog.efficiency, control);
    if (!result)
        return badInput("sweep", result.error().message);

    const std::string path = cl->value("out").value_or("");
    if (path.empty()) {
        if (cl->flag("json"))
            std::cout << sweepToJson(*result).dump(1) << "\n";
        else
            writeSweepCsv(std::cout, *result);
        return kExitOk;
    }
    // Written beside the target and renamed into place: a failed write leaves no half file.
    const std::string partial = path + ".part";
    {
        std::ofstream file(partial, std::ios::binary | std::ios::trunc);
        if (!file)
            return badInput("sweep", "--out: cannot write '" + path + "'");
        if (cl->flag("json"))
            file << sweepToJson(*result).dump(1) << "\n";
        else
            writeSweepCsv(file, *result);
        file.flush();
        if (!file) {
            std::error_code ignored;
            std::filesystem::remove(partial, ignored);
            return badInput("sweep", "--out: writing '" + path + "' failed (disk full?)");
        }
    }
    std::error_code ec;
    std::filesystem::rename(partial, path, ec);
    if (ec)
        return badInput("sweep", "--out: cannot replace '" + path + "': " + ec.message());
    std::cerr << "rightsizer sweep: " << result->size() << " configurations written to " << path
              << "\n";
    return kExitOk;
}

} // namespace rightsizer::app
