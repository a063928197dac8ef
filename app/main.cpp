#include "CalibrateCommand.h"
#include "EstimateCommand.h"

#include "catalog/Catalog.h"

#include <QCoreApplication>

#include <iostream>
#include <string>
#include <vector>

namespace {

constexpr const char* kUsage = R"(usage: rightsizer [VERB] [OPTIONS]

  (no verb)             estimate the bundled example (Llama-3.1-70B, fp8, 2x H100 SXM, TP 2)
  estimate ...          one configuration's memory, fit, latency and throughput (--help)
  calibrate-reference   refit the efficiency factors on the bundled calibration tables
  --version             print the version
)";

/// The bundled example until the scenario editor exists: Llama-3.1-70B chat serving in fp8 on
/// two H100 SXM with tensor parallelism 2, 2048 prompt and 512 output tokens.
const std::vector<std::string> kExampleArgs{"--model",
                                            "llama-3.1-70b",
                                            "--gpu",
                                            "h100-sxm",
                                            "--gpus",
                                            "2",
                                            "--tp",
                                            "2",
                                            "--precision",
                                            "fp8",
                                            "--input-tokens",
                                            "2048",
                                            "--output-tokens",
                                            "512"};

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
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
    auto catalog = catalog::loadBundledCatalog();
    if (!catalog) {
        std::cerr << "rightsizer: bundled catalog is damaged: " << catalog.error().message << "\n";
        return app::kExitBadInput;
    }
    if (args.empty()) {
        std::cout << "RightSizer " << RIGHTSIZER_VERSION
                  << " — bundled example (rightsizer --help for the verbs)\n\n";
        return app::runEstimate(kExampleArgs, *catalog);
    }
    const std::string verb = args[0];
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (verb == "estimate")
        return app::runEstimate(rest, *catalog);
    if (verb == "calibrate-reference")
        return app::runCalibrateReference(rest, *catalog);
    std::cerr << "rightsizer: unknown verb '" << verb
              << "'; accepted: estimate, calibrate-reference\n";
    return app::kExitBadInput;
}
