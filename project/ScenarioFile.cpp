#include "ScenarioFile.h"

#include "ScenarioJson.h"
#include "catalog/AtomicFile.h"
#include "catalog/JsonReader.h"
#include "importers/DemandCsv.h"

namespace rightsizer::project {
using catalog::Catalog;
using catalog::joinProblems;
using catalog::JsonReader;
using catalog::kMaxReadBytes;
using catalog::readWholeFile;
using importers::DemandImport;
using importers::importDemandCsv;

model::Status loadScenarioDemand(model::Scenario& s, const std::filesystem::path& scenarioDir) {
    if (s.tco.demandCsv.empty())
        return {};
    const std::filesystem::path path = scenarioDir / s.tco.demandCsv;
    const std::string field = "scenario.tco.demand.csv";
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        return model::fieldError(field, "'" + path.string() + "' is a directory, not a CSV file");
    auto text = readWholeFile(path.string(), kMaxReadBytes, "demand CSV");
    if (!text)
        return model::fieldError(field, text.error().message);
    DemandImport d = importDemandCsv(*text);
    if (!d.ok())
        return model::fieldError(field, path.string() + ": " + std::to_string(d.problems.size()) +
                                            (d.problems.size() == 1 ? " problem" : " problems") +
                                            ", nothing imported: " + joinProblems(d.problems, 12));
    s.tco.weeklyRequestsPerS = std::move(d.weeklyRequestsPerS);
    s.tco.demandSource = path.filename().string() + " (" + std::to_string(d.rows) + " samples, " +
                         d.firstTimestamp + " .. " + d.lastTimestamp + ")";
    return model::validateScenario(s);
}

std::filesystem::path folderOfFile(const std::filesystem::path& file) {
    const std::filesystem::path dir = file.parent_path();
    return dir.empty() ? std::filesystem::path(".") : dir;
}

model::Result<model::Scenario> parseScenarioWithDemand(std::string_view json,
                                                       const Catalog& catalog,
                                                       const std::filesystem::path& folder) {
    auto s = parseScenario(json, catalog);
    if (!s)
        return s.error();
    model::Scenario scenario = std::move(s).value();
    if (auto d = loadScenarioDemand(scenario, folder); !d)
        return d.error();
    return scenario;
}

} // namespace rightsizer::project
