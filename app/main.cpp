#include "CalibrateCommand.h"
#include "CatalogCommand.h"
#include "EstimateCommand.h"
#include "MeasureCommand.h"
#include "PlanCommand.h"
#include "ProfileCommand.h"
#include "ReportCommand.h"
#include "ScenarioCommand.h"
#include "TcoCommand.h"
#include "gui/Workbench.h"

#include "catalog/Catalog.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QString>

#include <iostream>
#include <memory>
#include <string>
#include <vector>

namespace {

constexpr const char* kUsage = R"(usage: rightsizer [VERB] [OPTIONS]

  (no verb)             the workbench window, on the last project or the bundled example
  FILE.rsplan|FILE.json the workbench window on that project or scenario
  example               plan the bundled example (Llama-3.1-70B chat, 20 requests/s,
                        p95 TTFT <= 1 s, p95 TPOT <= 50 ms) on every catalog GPU
  plan SCENARIO.json    ranked configurations that meet the scenario's SLA, with costs (--help)
  sweep SCENARIO.json   the what-if grid GPU x precision x layout x batch x context (--help)
  tco SCENARIO.json     cloud vs on-prem cost over years: on-demand, reserved, spot, on-prem,
                        hybrid; break-even, NPV, sensitivity (--help)
  report FILE -o FILE.pdf
                        the procurement report as a PDF, no display needed (--help)
  scenario import|export|list
                        scenarios in a project file (PROJECT.rsplan) (--help); plan, sweep
                        and tco read one with: PROJECT.rsplan --scenario NAME
  estimate ...          one configuration's memory, fit, latency and throughput (--help);
                        --engine vllm|sglang|trtllm|llama.cpp picks the serving engine
  catalog list|show|import-hf|reset|rebuild
                        the GPU, model and price catalog with your edits (--help)
  profile TELEMETRY_FILE...
                        statistics of nvidia-smi / DCGM telemetry and whether the deployment
                        is over- or under-provisioned, with cheaper or bigger candidates (--help)
  calibrate PROJECT.rsplan MEASUREMENTS...
                        fit the efficiency factors to your own benchmark runs (CSV, vLLM or
                        trtllm-bench JSON) and store them in the project (--help)
  calibrate-reference   refit the efficiency factors on the bundled calibration tables
                        [--by source|vendor|engine|family|gpu] [--json] [--write FILE]
  --version             print the version
Exit status: 0 success, 1 understood but infeasible, 2 bad input (or no display for the
                        window: run a verb, or xvfb-run -a rightsizer).
)";

/// The report's QApplication on the offscreen platform says things a command-line user cannot
/// act on (no XDG_RUNTIME_DIR, no window-manager hints); errors and everything else pass.
void quietPlatformNotes(QtMsgType type, const QMessageLogContext& context, const QString& text) {
    if (type == QtDebugMsg || type == QtInfoMsg ||
        (type == QtWarningMsg && (text.contains(QLatin1String("XDG_RUNTIME_DIR")) ||
                                  text.contains(QLatin1String("propagateSizeHints")))))
        return;
    std::cerr << qPrintable(qFormatLogMessage(type, context, text)) << "\n";
}

/// No verb, or one argument that is an existing file (not a verb): the window.
bool wantsWorkbench(int argc, char* argv[]) {
    if (argc == 1)
        return true;
    if (argc != 2 || argv[1][0] == '-')
        return false;
    const QString arg = QString::fromLocal8Bit(argv[1]);
    return QFileInfo(arg).isFile();
}

} // namespace

int main(int argc, char* argv[]) {
    if (wantsWorkbench(argc, argv))
        return rightsizer::app::runWorkbench(
            argc, argv, argc == 2 ? QString::fromLocal8Bit(argv[1]) : QString());
    // The report draws its charts with widgets: it needs a QApplication, and no display (the
    // offscreen platform unless the user chose one).
    const bool report = argc > 1 && std::string(argv[1]) == "report";
    if (report && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (report)
        qInstallMessageHandler(quietPlatformNotes);
    const std::unique_ptr<QCoreApplication> app =
        report ? std::make_unique<QApplication>(argc, argv)
               : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("RightSizer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RIGHTSIZER_VERSION));
    using namespace rightsizer;

    std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && (args[0] == "--help" || args[0] == "-h" || args[0] == "help")) {
        std::cout << kUsage;
        return app::kExitOk;
    }
    if (!args.empty() && args[0] == "--version") {
        std::cout << "rightsizer " << RIGHTSIZER_VERSION << "\n";
        return app::kExitOk;
    }
    auto bundled = catalog::loadBundledCatalog();
    if (!bundled) {
        std::cerr << "rightsizer: bundled catalog is damaged: " << bundled.error().message << "\n";
        return app::kExitBadInput;
    }
    const std::string verb = args.empty() ? std::string() : args[0];
    // Every planning verb sees the user's catalog edits; `catalog` manages them itself.
    auto catalog = verb == "catalog" || verb == "calibrate-reference"
                       ? bundled
                       : model::Result<catalog::Catalog>(
                             app::catalogWithUserEdits(std::move(bundled).value()));
    // Estimates on a project use the calibration stored in it (rightsizer calibrate).
    if (verb == "plan" || verb == "sweep" || verb == "tco" || verb == "report") {
        catalog = app::catalogWithProjectCalibration(std::move(catalog).value(),
                                                     {args.begin() + 1, args.end()});
        if (!catalog) {
            std::cerr << "rightsizer " << verb << ": " << catalog.error().message << "\n";
            return app::kExitBadInput;
        }
    }
    if (verb == "example") {
        std::cout << "RightSizer " << RIGHTSIZER_VERSION
                  << " — bundled example scenario (rightsizer --help for the verbs)\n\n";
        return app::runBundledExample(*catalog);
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (verb == "estimate")
        return app::runEstimate(rest, *catalog);
    if (verb == "plan")
        return app::runPlan(rest, *catalog);
    if (verb == "sweep")
        return app::runSweep(rest, *catalog);
    if (verb == "tco")
        return app::runTco(rest, *catalog);
    if (verb == "report")
        return app::runReport(rest, *catalog);
    if (verb == "catalog")
        return app::runCatalog(rest);
    if (verb == "scenario")
        return app::runScenario(rest, *catalog);
    if (verb == "calibrate-reference")
        return app::runCalibrateReference(rest, *catalog);
    if (verb == "profile")
        return app::runProfile(rest, *catalog);
    if (verb == "calibrate")
        return app::runCalibrate(rest, *catalog);
    std::cerr << "rightsizer: unknown verb '" << verb
              << "'; accepted: plan, sweep, tco, report, scenario, estimate, catalog, example, "
                 "profile, calibrate, calibrate-reference\n";
    return app::kExitBadInput;
}
