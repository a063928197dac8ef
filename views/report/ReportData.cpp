#include "ReportData.h"

namespace rightsizer::views {

const model::Candidate* ReportScenario::recommended() const {
    return plan().feasible.empty() ? nullptr : &plan().feasible.front();
}

const model::TcoResult* ReportScenario::onPremSource() const {
    const auto& tco = evaluation->tco;
    if (tco && tco->option(model::TcoOption::OnPrem).available)
        return &*tco;
    if (onPremTco && onPremTco->option(model::TcoOption::OnPrem).available)
        return &*onPremTco;
    return nullptr;
}

int ReportScenario::onPremSourceRank() const {
    const auto& tco = evaluation->tco;
    if (tco && tco->option(model::TcoOption::OnPrem).available)
        return 1;
    return onPremSource() ? onPremRank : 0;
}

model::Result<ReportData> prepareReport(const std::vector<model::Scenario>& scenarios,
                                        const catalog::Catalog& catalog,
                                        const ReportOptions& options,
                                        const model::WorkControl& control) {
    if (scenarios.empty())
        return model::fieldError("scenario", "the report needs at least one scenario");
    ReportData data;
    data.options = options;
    data.efficiency = catalog.efficiency;
    const double share = 1.0 / double(scenarios.size());
    for (size_t i = 0; i < scenarios.size(); ++i) {
        model::WorkControl part = control;
        part.progress = [&control, i, share](double f) { control.report(share * (double(i) + f)); };
        auto evaluated = workspace::evaluate(scenarios[i], catalog, part);
        if (!evaluated) {
            model::Error e = evaluated.error();
            e.message = "scenario '" + scenarios[i].name + "': " + e.message;
            return e;
        }
        ReportScenario r;
        r.evaluation = std::make_shared<const workspace::Evaluation>(std::move(evaluated).value());
        const workspace::Evaluation& e = *r.evaluation;
        const bool rank1OnPrem = e.tco && e.tco->option(model::TcoOption::OnPrem).available;
        if (!rank1OnPrem && !e.plan.feasible.empty() && !scenarios[i].tco.onPrem.serverUsdPerNode) {
            if (const auto k = model::firstWithPurchasePrice(e.plan.feasible, e.priceBook)) {
                auto alt = workspace::evaluateTco(e, e.plan.feasible[*k]);
                if (alt) {
                    r.onPremTco = std::move(alt).value();
                    r.onPremRank = int(*k) + 1;
                } else {
                    r.onPremNote = alt.error().message;
                }
            } else {
                r.onPremNote = "no configuration that meets the SLA has a GPU with a catalog "
                               "purchase price; set tco.on_prem.server_usd_per_node";
            }
        }
        data.scenarios.push_back(std::move(r));
    }
    return data;
}

} // namespace rightsizer::views
