// `rightsizer tco --disagg`: the TCO of the planner's disaggregated split, against rank 1.

#include "TcoVerb.h"

#include "CliText.h"
#include "ExitStatus.h"
#include "VerbSupport.h"
#include "catalog/JsonText.h"
#include "views/QuantityFormat.h"
#include "views/cost/TcoChartSupport.h"
#include "workspace/Evaluation.h"

#include <QStringList>

#include <cmath>
#include <optional>

namespace rightsizer::app {
namespace {

using namespace rightsizer::model;
using views::money;

/// "23 % more", "10 % less": `a` against `b`.
QString relative(double a, double b) {
    if (!(std::abs(b) > 0))
        return Cli::tr("no comparison (a zero NPV)");
    const double change = (a - b) / b;
    return (change < 0 ? Cli::tr("%1 less") : Cli::tr("%1 more"))
        .arg(cliFormat().percent(std::abs(change)));
}

/// The split against the aggregated rank 1: each one's recommended option, and on-demand.
QString againstText(const TcoResult& split, const TcoResult& first) {
    QStringList out;
    out << QString();
    out << Cli::tr("Against plan rank 1 (%1):").arg(cliPhrase(first.capacity.description));
    if (split.recommended && first.recommended) {
        const TcoOptionResult& a = split.option(*split.recommended);
        const TcoOptionResult& b = first.option(*first.recommended);
        out << Cli::tr("  recommended: the split's %1 at %2 NPV against rank 1's %3 at %4: %5")
                   .arg(views::tcoOptionLabel(a), money(a.npvUsd, 0), views::tcoOptionLabel(b),
                        money(b.npvUsd, 0), relative(a.npvUsd, b.npvUsd));
    }
    const TcoOptionResult& a = split.option(TcoOption::OnDemand);
    const TcoOptionResult& b = first.option(TcoOption::OnDemand);
    if (a.available && b.available)
        out << Cli::tr("  on-demand: %1 NPV against %2: %3")
                   .arg(money(a.npvUsd, 0), money(b.npvUsd, 0), relative(a.npvUsd, b.npvUsd));
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

nlohmann::json againstJson(const TcoResult& split, const TcoResult& first) {
    nlohmann::json j{{"configuration", first.capacity.description.english()},
                     {"recommended", first.recommended
                                         ? nlohmann::json(tcoOptionName(*first.recommended))
                                         : nlohmann::json()}};
    if (first.recommended)
        j["recommended_npv_usd"] = first.option(*first.recommended).npvUsd;
    if (split.recommended)
        j["split_recommended_npv_usd"] = split.option(*split.recommended).npvUsd;
    const TcoOptionResult& od = first.option(TcoOption::OnDemand);
    j["on_demand_npv_usd"] = od.available ? nlohmann::json(od.npvUsd) : nlohmann::json();
    return j;
}

/// `tco --disagg`: the TCO of the planner's disaggregated split.
} // namespace

int runSplitTco(const Scenario& s, const PlanResult& planned, const catalog::Catalog& catalog,
                bool rankGiven, bool asJson, std::ostream& out, std::ostream& err) {
    if (rankGiven)
        return badInput(err, "tco",
                        "--disagg costs the disaggregated split; --rank picks an "
                        "aggregated configuration: give one of them");
    if (s.mode != Mode::Serve)
        return badInput(err, "tco",
                        "--disagg: disaggregated serving splits a serving deployment; this "
                        "scenario is " +
                            std::string(modeName(s.mode)));
    const DisaggregationComparison split = compareDisaggregated(
        s, planned, catalog.gpus, catalog.efficiency, workspace::scenarioPrices(s, catalog));
    if (!split.best) {
        err << "rightsizer tco: --disagg: " << split.note.english() << "\n";
        return kExitInfeasible;
    }
    auto result = workspace::tcoOfSplit(s, catalog.prices, *split.best);
    if (!result)
        return badInput(err, "tco", result.error().message);
    // The aggregated rank 1 costed the same way, for the comparison.
    std::optional<TcoResult> first;
    if (!planned.feasible.empty()) {
        const Candidate& rank1 = planned.feasible.front();
        if (const GpuSpec* gpu = catalog.findGpu(rank1.gpuId))
            if (auto t = workspace::tcoOfCandidate(s, *gpu, catalog.prices, rank1, false))
                first = std::move(t).value();
    }
    if (asJson) {
        nlohmann::json j = tcoToJson(s, *result, 0);
        if (first)
            j["against_rank_1"] = againstJson(*result, *first);
        out << catalog::dumpJson(j, 2) << "\n";
    } else {
        out << tcoToText(s, *result, 0, int(planned.feasible.size()));
        if (first)
            out << againstText(*result, *first).toStdString();
    }
    return kExitOk;
}

} // namespace rightsizer::app
