#include "ComparisonEvaluation.h"

#include "importers/DemandCsv.h"
#include "project/ScenarioFile.h"
#include "project/ScenarioJson.h"

namespace rightsizer::views {
namespace {

// The engine's messages name their field ("scenario.sla.tpot_ms: ...").
QString errorText(const model::Error& e) {
    return QString::fromStdString(e.message);
}

model::Result<model::Scenario> scenarioOf(const ComparisonJob& job, const catalog::Catalog& catalog,
                                          const std::filesystem::path& projectDir) {
    if (job.scenario)
        return *job.scenario;
    return project::parseScenarioWithDemand(job.json, catalog, projectDir);
}

} // namespace

std::vector<ComparisonOutcome> evaluateComparison(const std::vector<ComparisonJob>& jobs,
                                                  const catalog::Catalog& catalog,
                                                  const std::filesystem::path& projectDir,
                                                  const std::atomic<bool>* cancel) {
    model::WorkControl control;
    control.cancel = cancel;
    std::vector<ComparisonOutcome> out;
    for (const ComparisonJob& job : jobs) {
        if (control.cancelled())
            break;
        ComparisonOutcome o{job.key, job.json, nullptr, {}};
        auto scenario = scenarioOf(job, catalog, projectDir);
        if (!scenario) {
            o.error = errorText(scenario.error());
        } else if (auto e = workspace::evaluate(*scenario, catalog, control); e) {
            o.evaluation = std::make_shared<const workspace::Evaluation>(std::move(e).value());
        } else {
            o.error = errorText(e.error());
        }
        out.push_back(std::move(o));
    }
    return out;
}

} // namespace rightsizer::views
