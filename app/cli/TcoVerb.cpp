#include "TcoVerb.h"

#include "CliText.h"
#include "CommandLine.h"
#include "ExitStatus.h"
#include "VerbSupport.h"
#include "catalog/AtomicFile.h"
#include "catalog/Prices.h"
#include "importers/DemandCsv.h"
#include "views/QuantityFormat.h"
#include "views/cost/TcoChartSupport.h"
#include "views/cost/TcoInputColumns.h"
#include "views/cost/TcoOptionColumns.h"

#include "catalog/JsonText.h"
#include "workspace/Evaluation.h"

#include <QStringList>

#include <cmath>
#include <fstream>
#include <iostream>
#include <sstream>

namespace rightsizer::app {
namespace {

using namespace rightsizer::model;
using views::compactMoney;
using views::money;

constexpr const char* kTcoHelp =
    R"(usage: rightsizer tco SCENARIO.json|PROJECT.rsplan [--scenario NAME] [--json] [--months N]
                     [--demand FILE.csv] [--rank N | --disagg]

  Total cost of ownership of the planner's configuration over a horizon: cloud on-demand,
  reserved 1-year and 3-year, spot, on-prem and hybrid (an on-prem base with on-demand
  bursts), month by month, with the break-even month, the net present value, the cost per
  million output tokens (per run for training), utilization, the SLA risk of autoscaling and
  the inputs the answer is most sensitive to (+-20 % each). Inputs come from the scenario's
  "tco" object, else from the catalog's dated prices, else from stated defaults; every one is
  listed with its source.
  --months N        horizon in months (1..240; default: the scenario's, else 36)
  --demand FILE     weekly demand from a CSV of timestamp,requests_per_s rows
  --rank N          cost the planner's N-th configuration instead of its first
  --disagg          cost the planner's disaggregated split (serving): its prefill and decode
                    pools, each with its own GPU's prices, nodes and power
  --json            the monthly series, the options and the sensitivity table as JSON
  --scenario NAME   the scenario of a project file (needed when it holds more than one)
Exit status: 0 done, 1 nothing meets the SLA, 2 bad input.
)";

/// "on-demand", "on-prem": an option's short name in the installed language.
QString optionName(TcoOption o) {
    return views::tcoOptionText(o);
}

/// Each pool of a disaggregated split: its workers, what one carries, its GPU's price.
void tcoPools(QStringList& out, const TcoResult& r, const views::QuantityFormat& f) {
    for (size_t k = 0; k < r.pools.size(); ++k) {
        const TcoResult& pool = r.pools[k];
        const TcoParameters& p = pool.params;
        const auto source = p.sources.find("cloud.on_demand_usd_per_gpu_hour");
        const std::string role = r.poolRoles[k].english();
        out << Cli::tr("%1: %n worker(s) at the plan (%2); one carries %3 within the SLA, "
                       "%4 at saturation; on-demand %5 (%6); autoscaled today from %7 to %8 "
                       "workers",
                       nullptr, int(pool.capacity.plannedReplicas))
                   .arg(role == "prefill"  ? Cli::tr("Prefill pool")
                        : role == "decode" ? Cli::tr("Decode pool")
                                           : cliPhrase(r.poolRoles[k]),
                        cliPhrase(pool.capacity.description),
                        f.rate(pool.capacity.maxRequestsPerSPerReplica, Cli::tr("requests/s")),
                        f.rate(pool.capacity.requestsPerSPerReplica, Cli::tr("requests/s")),
                        std::isfinite(p.onDemandUsdPerGpuHour)
                            ? money(p.onDemandUsdPerGpuHour, 2) + Cli::tr("/GPU-hour")
                            : Cli::tr("no price"),
                        source == p.sources.end() ? QString() : cliPhrase(source->second),
                        f.number(pool.replicasTodayMin, 0), f.number(pool.replicasTodayMax, 0));
    }
    out << Cli::tr("The inputs listed below are the decode pool's; each pool is costed with its "
                   "own GPU's prices, server price and power, and the options are their sums.");
}

/// "Demand today: ..." and the replica capacity (serving), or the training runs.
void tcoDemand(QStringList& out, const TcoResult& r, const views::QuantityFormat& f) {
    const TcoParameters& p = r.params;
    if (r.capacity.mode != Mode::Serve) {
        out << (p.trainingRunsPerMonth == 1
                    ? Cli::tr("Demand today: %1 training run a month of %2 h on %3; growth %4/year")
                    : Cli::tr("Demand today: %1 training runs a month of %2 h on %3; growth "
                              "%4/year"))
                   .arg(f.number(p.trainingRunsPerMonth, 2), f.number(r.capacity.runHours, 1),
                        Cli::tr("%n GPU(s)", nullptr, int(std::llround(r.capacity.trainingGpus))),
                        f.percent(p.growthPerYear));
        return;
    }
    out << Cli::tr("Demand today: peak %1, mean %2 (%3); growth %4/year")
               .arg(f.rate(r.peakRequestsPerS, Cli::tr("requests/s")),
                    f.rate(r.meanRequestsPerS, Cli::tr("requests/s")), cliPhrase(p.demandBasis),
                    f.percent(p.growthPerYear));
    if (!r.pools.empty()) {
        tcoPools(out, r, f);
        return;
    }
    const QString capacity =
        Cli::tr("Replica capacity: %1 at saturation, %2 within the TTFT target; ")
            .arg(f.rate(r.capacity.requestsPerSPerReplica, Cli::tr("requests/s")),
                 f.rate(r.capacity.maxRequestsPerSPerReplica, Cli::tr("requests/s")));
    out << capacity + (p.autoscale
                           ? Cli::tr("cloud autoscaled today from %1 to %2 replicas (minimum "
                                     "%3, scale-up delay %4 min)")
                                 .arg(r.replicasTodayMin)
                                 .arg(r.replicasTodayMax)
                                 .arg(p.minReplicas)
                                 .arg(f.number(p.scaleUpDelayMinutes, 0))
                           : Cli::tr("no autoscaling: on-demand and spot run the peak fleet "
                                     "around the clock"));
}

/// Title, configuration and the demand the TCO runs on.
void tcoHeader(QStringList& out, const Scenario& s, const TcoResult& r, int rank, int feasible,
               const views::QuantityFormat& f) {
    const TcoParameters& p = r.params;
    out << Cli::tr("TCO: %1 over %n month(s) (discount rate %2/year)", nullptr, p.horizonMonths)
               .arg(q(s.name), f.percent(p.discountRatePerYear));
    if (!r.pools.empty() && feasible == 0)
        out << Cli::tr("Configuration: %1 (the planner's disaggregated split; no aggregated "
                       "layout meets the SLA)")
                   .arg(cliPhrase(r.capacity.description));
    else if (!r.pools.empty())
        out << Cli::tr("Configuration: %1 (the planner's disaggregated split; plan rank 1 of %2 "
                       "is the aggregated one)")
                   .arg(cliPhrase(r.capacity.description))
                   .arg(feasible);
    else
        out << Cli::tr("Configuration: %1 (plan rank %2 of %3)")
                   .arg(cliPhrase(r.capacity.description))
                   .arg(rank)
                   .arg(feasible);
    tcoDemand(out, r, f);
}

/// One row per option (totals, NPV, band, unit cost, utilization, GPUs, break-even) and what
/// the columns mean.
void tcoOptionTable(QStringList& out, const TcoResult& r, const views::QuantityFormat& f) {
    const bool serve = r.capacity.mode == Mode::Serve;
    out << QString();
    for (const QString& line :
         views::textTable(views::tcoOptionColumns(serve, f), views::tcoOptionRows(r)))
        out << line;
    out << views::unavailableTcoOptions(r);
    out << Cli::tr("Totals are undiscounted cash over the horizon, resale value credited "
                   "in the last month; the band is the total at the ends of the "
                   "throughput's 90 % band; GPUs is the largest monthly average paid for.");
    if (serve)
        out << Cli::tr(
            "$/M tok: cost over the output tokens the profile's demand asks for. On-demand "
            "without autoscaling is the plan's fleet sized for the peak, at the mean load: in "
            "month 1 without growth it costs what the plan's $/M out tok says. Autoscaled cloud "
            "follows the demand hour by hour, a different strategy that can cost less.");
}

/// On-prem's break-even against the best cloud option, when both are priced.
void breakEvenLine(QStringList& out, const TcoResult& r) {
    if (!r.bestCloud || !r.option(TcoOption::OnPrem).available)
        return;
    out << (r.onPremBreakEvenMonth
                ? Cli::tr("On-prem breaks even with the best cloud option (%1) in month %2.")
                      .arg(optionName(*r.bestCloud))
                      .arg(*r.onPremBreakEvenMonth)
                : Cli::tr("On-prem does not break even with the best cloud option "
                          "(%1) within %n month(s).",
                          nullptr, r.params.horizonMonths)
                      .arg(optionName(*r.bestCloud)));
}

/// The recommendation, on-prem break-even, SLA risks and the options' notes.
void tcoConclusions(QStringList& out, const Scenario& s, const TcoResult& r,
                    const views::QuantityFormat& f) {
    const TcoParameters& p = r.params;
    out << QString();
    if (r.recommended) {
        const TcoOptionResult& best = r.option(*r.recommended);
        out << Cli::tr("Recommendation: %1, the %2 (%3; %4 per month on average, "
                       "%5 over %n month(s)).",
                       nullptr, p.horizonMonths)
                   .arg(views::tcoOptionLabel(best), cliPhrase(r.recommendationBasis()),
                        money(best.npvUsd, 0), money(best.totalUsd / p.horizonMonths, 0),
                        money(best.totalUsd, 0));
    } else {
        out << Cli::tr("Nothing to recommend: no option can be priced for this "
                       "configuration (see the reasons above).");
    }
    if (s.cost.hoursPerMonth != 8760.0 / 12.0)
        out << Cli::tr("Note: cost.hours_per_month (%1 h) sets the plan's monthly cost; "
                       "the TCO runs the weekly profile over calendar months (730 h).")
                   .arg(f.number(s.cost.hoursPerMonth, 0));
    breakEvenLine(out, r);
    for (const TcoOptionResult& o : r.options) {
        if (!o.available)
            continue;
        if (o.slaRiskHoursPerMonth > 0)
            out << Cli::tr("SLA risk (%1): %2 h a month while new replicas start (%3 of "
                           "requests arrive then).")
                       .arg(optionName(o.option), f.number(o.slaRiskHoursPerMonth, 1),
                            f.percent(o.slaRiskRequestFraction));
        for (const model::Phrase& n : o.notes)
            out << Cli::tr("Note (%1): %2").arg(optionName(o.option), cliPhrase(n));
    }
}

/// The inputs that move the recommended option's total most, each at -20 % and +20 %.
void tcoSensitivity(QStringList& out, const TcoResult& r) {
    if (r.sensitivity.empty() || !r.recommended)
        return;
    out << QString();
    out << Cli::tr("Most sensitive inputs (%1 total, each input -20 % / +20 %):")
               .arg(optionName(*r.recommended));
    int shown = 0;
    for (const SensitivityRow& row : r.sensitivity) {
        if (++shown > 8 || row.swing() <= 0)
            break;
        out << QStringLiteral("  ") + pad(views::tcoWord(row.label), 24) +
                   rpad(compactMoney(row.totalAtLowUsd), 11) + QStringLiteral(" .. ") +
                   rpad(compactMoney(row.totalAtHighUsd), 11) +
                   Cli::tr("   swing %1").arg(compactMoney(row.swing()));
    }
}

/// Every parameter that applies, with its value and source (the report's TCO inputs table).
void tcoAssumptions(QStringList& out, const TcoResult& r) {
    out << QString();
    out << Cli::tr("Assumptions (value, source):");
    for (const QString& line : views::textTable(views::tcoInputColumns(), views::tcoInputRows(r)))
        out << QStringLiteral("  ") + line;
}

} // namespace

std::string tcoToText(const Scenario& s, const TcoResult& r, int rank, int feasible) {
    const views::QuantityFormat f = cliFormat();
    QStringList out;
    tcoHeader(out, s, r, rank, feasible, f);
    tcoOptionTable(out, r, f);
    tcoConclusions(out, s, r, f);
    tcoSensitivity(out, r);
    tcoAssumptions(out, r);
    return (out.join(QLatin1Char('\n')) + QLatin1Char('\n')).toStdString();
}

namespace {

using nlohmann::json;

/// Every TCO parameter with its shown value, unit and source.
json tcoParametersJson(const TcoParameters& p) {
    json params = json::array();
    for (const TcoParameterInfo& info : tcoParameterTable()) {
        const double v = p.*info.member;
        const auto src = p.sources.find(std::string(info.key));
        params.push_back({{"key", info.key},
                          {"label", info.label},
                          {"unit", info.unit},
                          {"value", std::isnan(v) ? json() : json(v * info.shownScale)},
                          {"source", src == p.sources.end() ? "" : src->second.english()}});
    }
    return params;
}

/// One available option's figures and its month-by-month cash flow.
void putOptionFigures(json& j, const TcoOptionResult& o, Mode mode) {
    json months = json::array();
    for (size_t m = 0; m < o.months.size(); ++m) {
        const TcoMonth& t = o.months[m];
        months.push_back({{"month", m + 1},
                          {"capital_usd", t.capital},
                          {"power_usd", t.power},
                          {"space_usd", t.space},
                          {"support_usd", t.support},
                          {"staff_usd", t.staff},
                          {"cloud_usd", t.cloud},
                          {"residual_usd", t.residual},
                          {"total_usd", t.total()},
                          {"cumulative_usd", t.cumulative},
                          {"gpus", t.gpus},
                          {"utilization", t.utilization}});
    }
    j["total_usd"] = o.totalUsd;
    j["npv_usd"] = o.npvUsd;
    j["total_low_usd"] = o.totalLowUsd;
    j["total_high_usd"] = o.totalHighUsd;
    j[mode == Mode::Serve ? "usd_per_million_output_tokens" : "usd_per_run"] = o.usdPerUnit;
    j["utilization"] = o.utilization;
    j["gpu_hours"] = o.gpuHours;
    j["max_monthly_average_gpus"] = o.peakGpus;
    j["nodes"] = o.nodes;
    j["break_even_month_vs_on_demand"] = o.breakEvenMonth ? json(*o.breakEvenMonth) : json();
    j["sla_risk_hours_per_month"] = o.slaRiskHoursPerMonth;
    j["sla_risk_request_fraction"] = o.slaRiskRequestFraction;
    j["notes"] = model::englishTexts(o.notes);
    j["months"] = months;
}

json tcoSensitivityJson(const TcoResult& r) {
    json sensitivity = json::array();
    auto shownScale = [](const std::string& key) {
        for (const TcoParameterInfo& info : tcoParameterTable())
            if (info.key == key)
                return info.shownScale;
        return 1.0;
    };
    for (const SensitivityRow& row : r.sensitivity)
        sensitivity.push_back({{"key", row.key},
                               {"label", row.label},
                               {"unit", row.unit},
                               {"base", row.base * shownScale(row.key)},
                               {"low", row.low * shownScale(row.key)},
                               {"high", row.high * shownScale(row.key)},
                               {"total_at_low_usd", row.totalAtLowUsd},
                               {"total_at_high_usd", row.totalAtHighUsd},
                               {"swing_usd", row.swing()}});
    return sensitivity;
}

json tcoCapacityJson(const TcoCapacity& c, int rank) {
    json capacity{{"description", c.description.english()},
                  {"gpu", c.gpuId},
                  {"mode", modeName(c.mode)},
                  {"gpus_per_replica", c.gpusPerReplica},
                  {"plan_rank", rank}};
    if (c.mode == Mode::Serve) {
        capacity["requests_per_s_per_replica_saturated"] = c.requestsPerSPerReplica;
        capacity["requests_per_s_per_replica_within_ttft"] = c.maxRequestsPerSPerReplica;
        capacity["output_tokens_per_request"] = c.outputTokensPerRequest;
    } else {
        capacity["run_hours"] = c.runHours;
    }
    return capacity;
}

} // namespace

nlohmann::json tcoToJson(const Scenario& s, const TcoResult& r, int rank) {
    const TcoParameters& p = r.params;
    json options = json::array();
    for (const TcoOptionResult& o : r.options) {
        json j{{"option", tcoOptionName(o.option)}, {"available", o.available}};
        if (o.available)
            putOptionFigures(j, o, r.capacity.mode);
        else
            j["unavailable_reason"] = o.unavailableReason.english();
        options.push_back(j);
    }
    const json capacity = tcoCapacityJson(r.capacity, rank);
    const json sensitivity = tcoSensitivityJson(r);
    const json params = tcoParametersJson(p);
    json demand{{"basis", p.demandBasis.english()},
                {"weekly_requests_per_s", p.weeklyRequestsPerS},
                {"peak_requests_per_s", r.peakRequestsPerS},
                {"mean_requests_per_s", r.meanRequestsPerS},
                {"replicas_today_min", r.replicasTodayMin},
                {"replicas_today_max", r.replicasTodayMax}};
    json pools = json::array();
    for (size_t k = 0; k < r.pools.size(); ++k) {
        const TcoResult& pool = r.pools[k];
        json poolOptions = json::array();
        for (const TcoOptionResult& o : pool.options)
            poolOptions.push_back({{"option", tcoOptionName(o.option)},
                                   {"available", o.available},
                                   {"total_usd", o.available ? json(o.totalUsd) : json()}});
        json poolCapacity = tcoCapacityJson(pool.capacity, 0);
        poolCapacity.erase("plan_rank");
        poolCapacity["workers_planned"] = pool.capacity.plannedReplicas;
        pools.push_back({{"role", r.poolRoles[k].english()},
                         {"capacity", poolCapacity},
                         {"options", poolOptions},
                         {"parameters", tcoParametersJson(pool.params)}});
    }
    json result = {
        {"scenario", s.name},
        {"horizon_months", p.horizonMonths},
        {"hours_per_month", p.hoursPerMonth},
        {"unit", r.unitName},
        {"capacity", capacity},
        {"demand", demand},
        {"recommended", r.recommended ? json(tcoOptionName(*r.recommended)) : json()},
        {"recommendation_basis", r.recommended ? json(r.recommendationBasis().english()) : json()},
        {"best_cloud", r.bestCloud ? json(tcoOptionName(*r.bestCloud)) : json()},
        {"on_prem_break_even_month_vs_best_cloud",
         r.onPremBreakEvenMonth ? json(*r.onPremBreakEvenMonth) : json()},
        {"options", options},
        {"sensitivity", sensitivity},
        {"parameters", params}};
    if (!r.pools.empty()) {
        result["pools"] = pools;
        result["capacity"].erase("plan_rank");
        result["capacity"]["disaggregated"] = true;
    }
    return result;
}

namespace {

/// Replaces the scenario's demand profile with the CSV at `csvPath` (--demand). On a bad file,
/// lists the first problems on `err` and returns kExitBadInput.
int applyDemandCsv(Scenario& s, const std::string& csvPath, std::ostream& err) {
    auto text = catalog::readWholeFile(csvPath, catalog::kMaxReadBytes, "demand CSV");
    if (!text)
        return badInput(err, "tco", "--demand: " + text.error().message);
    importers::DemandImport d = importers::importDemandCsv(*text);
    if (!d.ok()) {
        err << "rightsizer tco: --demand " << csvPath << ": " << d.problems.size()
            << (d.problems.size() == 1 ? " problem" : " problems") << ", nothing imported:\n";
        // The first ones: a wrong column or format repeats the same problem on every row.
        constexpr size_t kShown = 20;
        for (size_t i = 0; i < d.problems.size() && i < kShown; ++i)
            err << "  " << d.problems[i] << "\n";
        if (d.problems.size() > kShown)
            err << "  and " << d.problems.size() - kShown << " more\n";
        return kExitBadInput;
    }
    s.tco.weeklyRequestsPerS = d.weeklyRequestsPerS;
    s.tco.demandSource = csvPath + " (" + std::to_string(d.rows) + " samples, " + d.firstTimestamp +
                         " .. " + d.lastTimestamp + ")";
    return kExitOk;
}

/// When the configuration's GPU has no purchase price, where to find the best-ranked one that
/// has (empty when on-prem is priced or no GPU has a price).
std::string onPremHint(const Scenario& s, const TcoResult& result,
                       const std::vector<Candidate>& feasible, const catalog::Catalog& catalog) {
    if (result.option(TcoOption::OnPrem).available || s.tco.onPrem.serverUsdPerNode)
        return {};
    const auto i = firstWithPurchasePrice(feasible, catalog.prices);
    if (!i)
        return {};
    const std::string n = std::to_string(*i + 1);
    return "on-prem needs a server price: the best-ranked configuration whose GPU has a "
           "catalog purchase price is rank " +
           n + " (" + feasible[*i].gpuName + "); run with --rank " + n +
           ", or set tco.on_prem.server_usd_per_node";
}

} // namespace

int runTco(const std::vector<std::string>& args, const catalog::Catalog& catalog, std::ostream& out,
           std::ostream& err) {
    if (wantsHelp(args)) {
        out << kTcoHelp;
        return kExitOk;
    }
    auto split = splitScenarioPath(args, {"months", "demand", "rank", "scenario"});
    if (!split) {
        if (split.error().field == "SCENARIO") // no scenario at all: how to give one
            err << kTcoHelp;
        return badInput(err, "tco", split.error().message);
    }
    const auto& [path, options] = split.value();
    auto cl =
        CommandLine::parse(options, {"months", "demand", "rank", "scenario"}, {"json", "disagg"});
    if (!cl)
        return badInput(err, "tco", cl.error().message);
    auto rank = cl->integer("rank", 1, 1, 100000);
    if (!rank)
        return badInput(err, "tco", rank.error().message);
    auto loaded = loadScenarioFile(path, catalog, cl->value("scenario").value_or(""));
    if (!loaded)
        return badInput(err, "tco", loaded.error().message);
    Scenario s = *loaded;
    if (cl->has("months")) {
        auto months = cl->integer("months", s.tco.horizonMonths, 1, 240);
        if (!months)
            return badInput(err, "tco", months.error().message);
        s.tco.horizonMonths = *months;
        s.tco.given.insert("horizon_months");
    }
    if (auto csvPath = cl->value("demand"))
        if (int rc = applyDemandCsv(s, *csvPath, err); rc != kExitOk)
            return rc;
    auto planned = workspace::planScenario(s, catalog);
    if (!planned)
        return badInput(err, "tco", planned.error().message);
    // A split may meet the SLA where no aggregated layout does: --disagg costs it either way.
    if (cl->flag("disagg"))
        return runSplitTco(s, *planned, catalog, cl->has("rank"), cl->flag("json"), out, err);
    if (planned->feasible.empty()) {
        err << "rightsizer tco: nothing meets the SLA within the limits, so there is "
               "nothing to cost; closest: "
            << planned->closest.english() << "\n";
        return kExitInfeasible;
    }
    const int feasible = int(planned->feasible.size());
    if (*rank > feasible)
        return badInput(
            err, "tco",
            "--rank: got " + std::to_string(*rank) + ", the plan has " + std::to_string(feasible) +
                (feasible == 1 ? " feasible configuration" : " feasible configurations"));
    const Candidate& c = planned->feasible[size_t(*rank - 1)];
    const GpuSpec* gpu = catalog.findGpu(c.gpuId);
    if (!gpu)
        return badInput(err, "tco", "unknown GPU " + c.gpuId);
    auto result = workspace::tcoOfCandidate(s, *gpu, catalog.prices, c);
    if (!result)
        return badInput(err, "tco", path + ": " + result.error().message);
    const std::string hint = onPremHint(s, *result, planned->feasible, catalog);
    if (cl->flag("json")) {
        nlohmann::json j = tcoToJson(s, *result, *rank);
        if (!hint.empty())
            j["hint"] = hint;
        out << catalog::dumpJson(j, 2) << "\n";
    } else {
        out << tcoToText(s, *result, *rank, feasible);
        if (!hint.empty())
            out << "\nHint: " << hint << ".\n";
    }
    return kExitOk;
}

} // namespace rightsizer::app
