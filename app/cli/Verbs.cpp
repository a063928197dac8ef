#include "Verbs.h"

#include "CalibrateReferenceVerb.h"
#include "CalibrateVerb.h"
#include "CatalogVerb.h"
#include "EstimateVerb.h"
#include "ExitStatus.h"
#include "PlanVerb.h"
#include "ProfileVerb.h"
#include "ReportVerb.h"
#include "ScenarioVerb.h"
#include "TcoVerb.h"
#include "app/common/UserCatalog.h"

#include <array>

namespace rightsizer::app {
namespace {

int catalogVerb(const std::vector<std::string>& args, const catalog::Catalog&, std::ostream& out,
                std::ostream& err) {
    return runCatalog(args, out, err);
}

constexpr std::array kVerbs{
    Verb{"example",
         "  example               plan the bundled example (Llama-3.1-70B chat, 20 requests/s,\n"
         "                        p95 TTFT <= 1 s, p95 TPOT <= 50 ms) on every catalog GPU\n",
         VerbCatalog::UserEdits, runExample},
    Verb{"plan",
         "  plan SCENARIO.json    ranked configurations that meet the scenario's SLA, with costs "
         "(--help)\n",
         VerbCatalog::UserEditsAndProject, runPlan},
    Verb{"sweep",
         "  sweep SCENARIO.json   the what-if grid GPU x precision x layout x batch x context "
         "(--help)\n",
         VerbCatalog::UserEditsAndProject, runSweep},
    Verb{"tco",
         "  tco SCENARIO.json     cloud vs on-prem cost over years: on-demand, reserved, spot, "
         "on-prem,\n"
         "                        hybrid; break-even, NPV, sensitivity (--help)\n",
         VerbCatalog::UserEditsAndProject, runTco},
    Verb{"report",
         "  report FILE -o FILE.pdf\n"
         "                        the procurement report as a PDF, no display needed (--help)\n",
         VerbCatalog::UserEditsAndProject, runReport, true},
    Verb{"scenario",
         "  scenario import|export|list\n"
         "                        scenarios in a project file (PROJECT.rsplan) (--help); plan, "
         "sweep\n"
         "                        and tco read one with: PROJECT.rsplan --scenario NAME\n",
         VerbCatalog::UserEdits, runScenario},
    Verb{"estimate",
         "  estimate ...          one configuration's memory, fit, latency and throughput "
         "(--help);\n"
         "                        --engine vllm|sglang|trtllm|llama.cpp picks the serving engine\n",
         VerbCatalog::UserEdits, runEstimate},
    Verb{"catalog",
         "  catalog list|show|import-hf|reset|rebuild\n"
         "                        the GPU, model and price catalog with your edits (--help)\n",
         VerbCatalog::Bundled, catalogVerb},
    Verb{"profile",
         "  profile TELEMETRY_FILE...\n"
         "                        statistics of nvidia-smi / DCGM telemetry and whether the "
         "deployment\n"
         "                        is over- or under-provisioned, with cheaper or bigger "
         "candidates (--help)\n",
         VerbCatalog::UserEdits, runProfile},
    Verb{"calibrate",
         "  calibrate PROJECT.rsplan MEASUREMENTS...\n"
         "                        fit the efficiency factors to your own benchmark runs (CSV, "
         "vLLM or\n"
         "                        trtllm-bench JSON) and store them in the project (--help)\n",
         VerbCatalog::UserEdits, runCalibrate},
    Verb{"calibrate-reference",
         "  calibrate-reference   refit the efficiency factors on the bundled calibration "
         "tables\n"
         "                        [--by source|vendor|engine|family|gpu] [--json] [--write "
         "FILE]\n",
         VerbCatalog::Bundled, runCalibrateReference},
};

constexpr std::string_view kUsageHead =
    "usage: rightsizer [VERB] [OPTIONS]\n"
    "\n"
    "  (no verb)             the workbench window, on the last project or the bundled example\n"
    "  FILE.rsplan|FILE.json the workbench window on that project or scenario\n";

constexpr std::string_view kUsageTail =
    "  --version             print the version\n"
    "Exit status: 0 success, 1 understood but infeasible, 2 bad input (or no display for the\n"
    "                        window: run a verb, or xvfb-run -a rightsizer).\n";

std::string verbNames() {
    std::string names;
    for (const Verb& v : kVerbs)
        names += (names.empty() ? "" : ", ") + std::string(v.name);
    return names;
}

} // namespace

std::span<const Verb> verbs() {
    return kVerbs;
}

const Verb* findVerb(std::string_view name) {
    for (const Verb& v : kVerbs)
        if (v.name == name)
            return &v;
    return nullptr;
}

std::string usageText() {
    std::string text(kUsageHead);
    for (const Verb& v : kVerbs)
        text += v.usage;
    text += kUsageTail;
    return text;
}

int runVerb(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    if (!args.empty() && (args[0] == "--help" || args[0] == "-h" || args[0] == "help")) {
        out << usageText();
        return kExitOk;
    }
    if (!args.empty() && args[0] == "--version") {
        out << "rightsizer " << RIGHTSIZER_VERSION << "\n";
        return kExitOk;
    }
    const std::string name = args.empty() ? std::string() : args[0];
    const Verb* verb = findVerb(name);
    if (!verb) {
        err << "rightsizer: unknown verb '" << name << "'; accepted: " << verbNames() << "\n";
        return kExitBadInput;
    }
    auto bundled = catalog::loadBundledCatalog();
    if (!bundled) {
        err << "rightsizer: bundled catalog is damaged: " << bundled.error().message << "\n";
        return kExitBadInput;
    }
    catalog::Catalog catalog = std::move(bundled).value();
    if (verb->catalog != VerbCatalog::Bundled)
        catalog = catalogWithUserEdits(std::move(catalog), err);
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (verb->catalog == VerbCatalog::UserEditsAndProject) {
        // Estimates on a project use the calibration stored in it (rightsizer calibrate).
        auto calibrated = catalogWithProjectCalibration(std::move(catalog), rest);
        if (!calibrated) {
            err << "rightsizer " << name << ": " << calibrated.error().message << "\n";
            return kExitBadInput;
        }
        catalog = std::move(calibrated).value();
    }
    return verb->run(rest, catalog, out, err);
}

} // namespace rightsizer::app
