#include "VerbSupport.h"

#include "ExitStatus.h"
#include "ScenarioVerb.h"
#include "catalog/AtomicFile.h"
#include "importers/DemandCsv.h"
#include "project/ProjectFile.h"
#include "project/ScenarioFile.h"
#include "project/ScenarioJson.h"

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <filesystem>

namespace rightsizer::app {

int badInput(std::ostream& err, const std::string& verb, const std::string& message) {
    err << "rightsizer " << verb << ": " << message << "\n";
    return kExitBadInput;
}

void printTo(std::ostream& out, const char* format, ...) {
    va_list args;
    va_start(args, format);
    va_list again;
    va_copy(again, args);
    const int n = std::vsnprintf(nullptr, 0, format, args);
    va_end(args);
    if (n > 0) {
        std::string text(size_t(n) + 1, '\0');
        std::vsnprintf(text.data(), text.size(), format, again);
        text.resize(size_t(n));
        out << text;
    }
    va_end(again);
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
        } else if (i > 0 && args[i - 1].rfind("--", 0) == 0) {
            // "--cp 2": an option this verb does not take, not a second scenario.
            return model::fieldError(args[i - 1], "unknown option, or one that takes no value "
                                                  "(see --help)");
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
    if (!std::filesystem::is_directory(path, ec) && project::isProjectFile(path))
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
    auto s = project::parseScenarioWithDemand(*text, catalog, project::folderOfFile(path));
    if (!s)
        return model::Error{s.error().field, path + ": " + s.error().message};
    return s;
}

bool wantsHelp(const std::vector<std::string>& args) {
    return std::any_of(args.begin(), args.end(),
                       [](const std::string& a) { return a == "--help" || a == "-h"; });
}

} // namespace rightsizer::app
