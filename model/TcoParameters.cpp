// The TCO's inputs: the parameter table, defaults and sources, validation, resolution from the
// scenario and the catalog, and the capacity of the planner's configuration.
#include "DemandLevels.h"
#include "Tco.h"
#include "TcoInternal.h"
#include "Words.h"

#include <array>
#include <cmath>

namespace rightsizer::model {
namespace {

using detail::kNaN;
using detail::num;

/// No 3-year commitment is quoted in the catalog; 3-year terms are priced as this share of
/// on-demand unless the scenario gives the price.
constexpr double kReserved3yShareOfOnDemand = 0.45;
/// PRC-0103 (shared/reference/prices.csv): a 64-port 400 Gb/s InfiniBand switch at $36,000
/// (community cost model, 2024-08); one port per GPU.
constexpr double kSwitchUsd = 36000;
constexpr double kSwitchPorts = 64;
/// PRC-0120: server power overhead over GPU TDP, x1.3 (calculator default): the host draws
/// 0.3 x the GPUs' TDP.
constexpr double kHostShareOfGpuTdp = 0.3;

// clang-format off
const std::array<TcoParameterInfo, 27> kParameters{{
    {"discount_rate_percent", RS_WORD("TcoWords", "Discount rate"), RS_WORD("TcoWords", "%/year"), &TcoParameters::discountRatePerYear, 100, 0, 100, true},
    {"growth_percent_per_year", RS_WORD("TcoWords", "Demand growth"), RS_WORD("TcoWords", "%/year"), &TcoParameters::growthPerYear, 100, -90, 1000, true},
    {"demand_level", RS_WORD("TcoWords", "Demand level"), RS_WORD("TcoWords", "x profile"), &TcoParameters::demandScale, 1, 0, 1e6, true},
    {"headroom_percent", RS_WORD("TcoWords", "Fleet headroom"), RS_WORD("TcoWords", "%"), &TcoParameters::headroom, 100, 0, 1000, true},
    {"cloud.on_demand_usd_per_gpu_hour", RS_WORD("TcoWords", "On-demand price"), RS_WORD("TcoWords", "USD/GPU-h"), &TcoParameters::onDemandUsdPerGpuHour, 1, 1e-4, 1e4, true},
    {"cloud.reserved_1y_usd_per_gpu_hour", RS_WORD("TcoWords", "Reserved 1-year price"), RS_WORD("TcoWords", "USD/GPU-h"), &TcoParameters::reserved1yUsdPerGpuHour, 1, 1e-4, 1e4, true},
    {"cloud.reserved_3y_usd_per_gpu_hour", RS_WORD("TcoWords", "Reserved 3-year price"), RS_WORD("TcoWords", "USD/GPU-h"), &TcoParameters::reserved3yUsdPerGpuHour, 1, 1e-4, 1e4, true},
    {"cloud.spot_usd_per_gpu_hour", RS_WORD("TcoWords", "Spot price"), RS_WORD("TcoWords", "USD/GPU-h"), &TcoParameters::spotUsdPerGpuHour, 1, 1e-4, 1e4, true},
    {"cloud.min_replicas", RS_WORD("TcoWords", "Minimum replicas"), RS_WORD("TcoWords", "replicas"), &TcoParameters::minReplicas, 1, 0, 10000, false},
    {"cloud.scale_up_delay_minutes", RS_WORD("TcoWords", "Scale-up delay"), RS_WORD("TcoWords", "min"), &TcoParameters::scaleUpDelayMinutes, 1, 0, 1440, false},
    {"on_prem.gpus_per_node", RS_WORD("TcoWords", "GPUs per node"), RS_WORD("TcoWords", "GPUs"), &TcoParameters::gpusPerNode, 1, 1, 72, false},
    {"on_prem.server_usd_per_node", RS_WORD("TcoWords", "Server price"), RS_WORD("TcoWords", "USD/node"), &TcoParameters::serverUsdPerNode, 1, 0, 1e8, true},
    {"on_prem.network_usd_per_node", RS_WORD("TcoWords", "Network"), RS_WORD("TcoWords", "USD/node"), &TcoParameters::networkUsdPerNode, 1, 0, 1e7, true},
    {"on_prem.install_usd_per_node", RS_WORD("TcoWords", "Installation"), RS_WORD("TcoWords", "USD/node"), &TcoParameters::installUsdPerNode, 1, 0, 1e7, true},
    {"on_prem.depreciation_years", RS_WORD("TcoWords", "Depreciation period"), RS_WORD("TcoWords", "years"), &TcoParameters::depreciationYears, 1, 0.5, 20, true},
    {"on_prem.financing_rate_percent", RS_WORD("TcoWords", "Financing rate"), RS_WORD("TcoWords", "%/year"), &TcoParameters::financingRatePerYear, 100, 0, 100, true},
    {"on_prem.residual_percent", RS_WORD("TcoWords", "Residual value"), RS_WORD("TcoWords", "% of price"), &TcoParameters::residualFraction, 100, 0, 100, true},
    {"on_prem.gpu_tdp_w", RS_WORD("TcoWords", "GPU TDP"), RS_WORD("TcoWords", "W"), &TcoParameters::gpuTdpW, 1, 0, 5000, false},
    {"on_prem.gpu_average_load_percent", RS_WORD("TcoWords", "GPU average load"), RS_WORD("TcoWords", "% of TDP"), &TcoParameters::gpuAverageLoad, 100, 0, 100, true},
    {"on_prem.host_power_w_per_node", RS_WORD("TcoWords", "Host power"), RS_WORD("TcoWords", "W/node"), &TcoParameters::hostPowerWPerNode, 1, 0, 1e5, true},
    {"on_prem.pue", RS_WORD("TcoWords", "PUE"), RS_WORD("TcoWords", "ratio"), &TcoParameters::pue, 1, 1, 5, true},
    {"on_prem.electricity_usd_per_kwh", RS_WORD("TcoWords", "Electricity"), RS_WORD("TcoWords", "USD/kWh"), &TcoParameters::electricityUsdPerKwh, 1, 0, 10, true},
    {"on_prem.space_usd_per_kw_month", RS_WORD("TcoWords", "Space (colocation)"), RS_WORD("TcoWords", "USD/kW-month"), &TcoParameters::spaceUsdPerKwMonth, 1, 0, 10000, true},
    {"on_prem.support_percent_per_year", RS_WORD("TcoWords", "Support"), RS_WORD("TcoWords", "% of capital/year"), &TcoParameters::supportFractionPerYear, 100, 0, 100, true},
    {"on_prem.staff_fte_per_node", RS_WORD("TcoWords", "Staff share"), RS_WORD("TcoWords", "FTE/node"), &TcoParameters::staffFtePerNode, 1, 0, 10, true},
    {"on_prem.staff_usd_per_fte_year", RS_WORD("TcoWords", "Staff cost"), RS_WORD("TcoWords", "USD/FTE-year"), &TcoParameters::staffUsdPerFteYear, 1, 0, 1e7, true},
    {"training_runs_per_month", RS_WORD("TcoWords", "Training runs"), RS_WORD("TcoWords", "runs/month"), &TcoParameters::trainingRunsPerMonth, 1, 1e-3, 1e4, true},
}};
// clang-format on

constexpr std::array<std::string_view, kTcoOptionCount> kOptionNames{
    RS_WORD("TcoWords", "on-demand"),   RS_WORD("TcoWords", "reserved-1y"),
    RS_WORD("TcoWords", "reserved-3y"), RS_WORD("TcoWords", "spot"),
    RS_WORD("TcoWords", "on-prem"),     RS_WORD("TcoWords", "hybrid")};

/// Default sources of the parameters the scenario leaves out (prices and per-node figures that
/// come from the catalog are set where they are resolved).
const std::map<std::string, const char*>& defaultSources() {
    static const std::map<std::string, const char*> sources{
        {"horizon_months", RS_WORD("TcoWords", "default")},
        {"discount_rate_percent",
         RS_WORD("TcoWords", "assumption: a typical corporate cost of capital")},
        {"growth_percent_per_year", RS_WORD("TcoWords", "default: no growth")},
        {"demand_level", RS_WORD("TcoWords", "the demand profile as given")},
        {"headroom_percent", RS_WORD("TcoWords", "limits.headroom_percent (default 20 %)")},
        {"cloud.min_replicas", RS_WORD("TcoWords", "default: one replica stays up")},
        {"cloud.scale_up_delay_minutes",
         RS_WORD("TcoWords", "assumption: instance start and model load")},
        {"on_prem.install_usd_per_node",
         RS_WORD("TcoWords", "assumption: racking, cabling, burn-in")},
        {"on_prem.depreciation_years",
         RS_WORD("TcoWords", "assumption: a common accounting life for servers")},
        {"on_prem.financing_rate_percent",
         RS_WORD("TcoWords", "default: paid in cash at purchase")},
        {"on_prem.residual_percent",
         RS_WORD("TcoWords", "assumption: resale value after the depreciation period")},
        {"on_prem.gpu_average_load_percent",
         RS_WORD("TcoWords", "assumption: serving GPUs seldom draw their full TDP")},
        {"on_prem.pue",
         RS_WORD("TcoWords",
                 "PRC-0119 calculator default 1.3 (industry averages 1.56-1.58, PRC-0113/0114)")},
        {"on_prem.electricity_usd_per_kwh",
         RS_WORD("TcoWords", "PRC-0118: US industrial electricity assumption")},
        {"on_prem.space_usd_per_kw_month",
         RS_WORD("TcoWords", "PRC-0121: colocation $150-250/kW-month, midpoint")},
        {"on_prem.support_percent_per_year",
         RS_WORD("TcoWords", "assumption: hardware support contract")},
        {"on_prem.staff_fte_per_node",
         RS_WORD("TcoWords", "assumption: one operator per 20 nodes")},
        {"on_prem.staff_usd_per_fte_year",
         RS_WORD("TcoWords", "assumption: loaded cost of an operations engineer")},
        {"training_runs_per_month", RS_WORD("TcoWords", "default: one run a month")},
        {"on_prem.gpus_per_node", RS_WORD("TcoWords", "limits.gpus_per_node")},
    };
    return sources;
}

/// Sets `value` to `v` and records `source` as where the parameter `key` comes from.
void setFrom(TcoParameters& p, const char* key, double& value, double v, Phrase source) {
    value = v;
    p.sources[key] = std::move(source);
}

/// "catalog: median of 4 on-demand quotes ...": a price the catalog's quotes give.
Phrase fromCatalog(const Phrase& basis) {
    return {RS_WORD("Engine", "catalog: %1"), {phrase::nested(basis)}};
}

/// The on-demand price: the scenario's, else the catalog's (this provider's when one is named;
/// the plan's tier price when the tier is of on-demand quotes).
Status resolveOnDemand(const Scenario& s, const GpuSpec& gpu, const PriceBook& prices,
                       const std::optional<HourlyPrice>& onDemand, TcoParameters& p) {
    const std::string& provider = s.tco.cloud.provider;
    const std::string from = provider.empty() ? "" : " from '" + provider + "'";
    auto quotes = [&](PriceKind kind) { return prices.median(gpu.id, kind, provider); };
    const bool scenarioPrice = onDemand && onDemand->basis.english().rfind("scenario", 0) == 0;
    const bool rankedByOnDemand = priceTierKind(s.cost.priceTier) == PriceKind::OnDemand;
    if (std::isnan(p.onDemandUsdPerGpuHour)) {
        if (!provider.empty()) {
            auto q = quotes(PriceKind::OnDemand);
            if (!q)
                return fieldError("tco.cloud.provider",
                                  "no on-demand quote for " + gpu.name + from +
                                      " in the catalog; name another provider or set "
                                      "tco.cloud.on_demand_usd_per_gpu_hour");
            setFrom(p, "cloud.on_demand_usd_per_gpu_hour", p.onDemandUsdPerGpuHour,
                    q->usdPerGpuHour, fromCatalog(q->basis));
        } else if (onDemand && (scenarioPrice || rankedByOnDemand)) {
            setFrom(p, "cloud.on_demand_usd_per_gpu_hour", p.onDemandUsdPerGpuHour,
                    onDemand->usdPerGpuHour,
                    scenarioPrice ? onDemand->basis : fromCatalog(onDemand->basis));
        } else if (auto all = rankedByOnDemand
                                  ? std::nullopt
                                  : prices.tierPrice(gpu.id, PriceTier::All, s.cost.priceRegion)) {
            // The plan ranks by reserved or spot prices: the on-demand option is every
            // provider's on-demand price.
            setFrom(p, "cloud.on_demand_usd_per_gpu_hour", p.onDemandUsdPerGpuHour,
                    all->usdPerGpuHour, fromCatalog(all->basis));
        } else {
            p.unavailable[TcoOption::OnDemand] = {
                RS_WORD("Engine", "no on-demand price for %1; set "
                                  "tco.cloud.on_demand_usd_per_gpu_hour or cost.gpu_hour_usd"),
                {phrase::verbatim(gpu.name)}};
        }
    }
    return {};
}

/// A cloud term's price and where it comes from.
struct TermPrice {
    double usdPerGpuHour = 0;
    Phrase source;
};

/// "1-year reserved", "3-year reserved", "spot".
PhraseArg termWord(PriceKind kind) {
    return phrase::word(kind == PriceKind::Spot         ? RS_WORD("Engine", "spot")
                        : kind == PriceKind::Reserved3y ? RS_WORD("Engine", "3-year reserved")
                                                        : RS_WORD("Engine", "1-year reserved"));
}

/// The price of a term (reserved 1-/3-year, spot) that compares with the on-demand price `od`.
/// A named provider: its own quotes of the term. None named: the user's own quote of the term
/// (as the plan ranks by it), else `od` x the median term/on-demand ratio of this GPU's offers
/// quoted both ways, else the median of the term's quotes. The ratio first because the term's
/// quotes come from fewer providers (mostly hyperscalers, whose on-demand prices are dearer):
/// their median can exceed an on-demand median taken over every provider.
std::optional<TermPrice> termPrice(const Scenario& s, const GpuSpec& gpu, const PriceBook& prices,
                                   PriceKind kind, double od) {
    const std::string& provider = s.tco.cloud.provider;
    if (!provider.empty()) {
        if (auto q = prices.median(gpu.id, kind, provider))
            return TermPrice{q->usdPerGpuHour, fromCatalog(q->basis)};
        return std::nullopt;
    }
    const auto tier =
        prices.tierPrice(gpu.id, priceKindTier(kind).value_or(PriceTier::All), s.cost.priceRegion);
    if (tier && tier->own)
        return TermPrice{tier->usdPerGpuHour, fromCatalog(tier->basis)};
    if (auto r = prices.termToOnDemandRatio(kind, gpu.id); r && std::isfinite(od))
        return TermPrice{
            od * r->ratio,
            {RS_WORD("Engine", "derived: on-demand x %1, the median %2/on-demand ratio of this "
                               "GPU's offers quoted both ways (%3)"),
             {phrase::significant(r->ratio, 3), termWord(kind), phrase::verbatim(r->providers)}}};
    if (tier)
        return TermPrice{tier->usdPerGpuHour, fromCatalog(tier->basis)};
    return std::nullopt;
}

/// The reserved and spot prices: the scenario's, the catalog's, or derived from on-demand.
void resolveCloudTerms(const Scenario& s, const GpuSpec& gpu, const PriceBook& prices,
                       TcoParameters& p) {
    const std::string& provider = s.tco.cloud.provider;
    const double od = p.onDemandUsdPerGpuHour;
    if (std::isnan(p.reserved1yUsdPerGpuHour)) {
        if (auto t = termPrice(s, gpu, prices, PriceKind::Reserved1y, od))
            setFrom(p, "cloud.reserved_1y_usd_per_gpu_hour", p.reserved1yUsdPerGpuHour,
                    t->usdPerGpuHour, t->source);
        else if (auto q = prices.median(gpu.id, PriceKind::Reserved, provider))
            setFrom(p, "cloud.reserved_1y_usd_per_gpu_hour", p.reserved1yUsdPerGpuHour,
                    q->usdPerGpuHour,
                    {RS_WORD("Engine", "catalog: %1 (term not stated by the source)"),
                     {phrase::nested(q->basis)}});
        else if (auto ratio = prices.termToOnDemandRatio(PriceKind::Reserved1y);
                 ratio && std::isfinite(od))
            setFrom(p, "cloud.reserved_1y_usd_per_gpu_hour", p.reserved1yUsdPerGpuHour,
                    od * ratio->ratio,
                    {RS_WORD("Engine", "derived: on-demand x %1, the median reserved/on-demand "
                                       "ratio of the catalog's offers quoted both ways"),
                     {phrase::significant(ratio->ratio, 3)}});
        else
            p.unavailable[TcoOption::Reserved1y] = {
                RS_WORD("Engine", "no reserved price; set tco.cloud.reserved_1y_usd_per_gpu_hour"),
                {}};
    }
    if (std::isnan(p.reserved3yUsdPerGpuHour)) {
        if (auto t = termPrice(s, gpu, prices, PriceKind::Reserved3y, od))
            setFrom(p, "cloud.reserved_3y_usd_per_gpu_hour", p.reserved3yUsdPerGpuHour,
                    t->usdPerGpuHour, t->source);
        else if (std::isfinite(od))
            setFrom(p, "cloud.reserved_3y_usd_per_gpu_hour", p.reserved3yUsdPerGpuHour,
                    od * kReserved3yShareOfOnDemand,
                    {RS_WORD("Engine", "assumption: on-demand x %1 (the catalog quotes no 3-year "
                                       "term)"),
                     {phrase::significant(kReserved3yShareOfOnDemand, 4)}});
        else
            p.unavailable[TcoOption::Reserved3y] = {
                RS_WORD("Engine", "no on-demand price to derive it from; set "
                                  "tco.cloud.reserved_3y_usd_per_gpu_hour"),
                {}};
    }
    if (std::isnan(p.spotUsdPerGpuHour)) {
        if (auto t = termPrice(s, gpu, prices, PriceKind::Spot, od))
            setFrom(p, "cloud.spot_usd_per_gpu_hour", p.spotUsdPerGpuHour, t->usdPerGpuHour,
                    t->source);
        else if (provider.empty())
            p.unavailable[TcoOption::Spot] = {RS_WORD("Engine",
                                                      "no spot quote for %1 in the catalog; set "
                                                      "tco.cloud.spot_usd_per_gpu_hour"),
                                              {phrase::verbatim(gpu.name)}};
        else
            p.unavailable[TcoOption::Spot] = {
                RS_WORD("Engine", "no spot quote for %1 from '%2' in the catalog; set "
                                  "tco.cloud.spot_usd_per_gpu_hour"),
                {phrase::verbatim(gpu.name), phrase::verbatim(provider)}};
    }
}

/// The on-prem server, network and power figures the scenario leaves out.
void resolveOnPrem(const Scenario& s, const GpuSpec& gpu, const PriceBook& prices,
                   TcoParameters& p) {
    // On-prem: the server from a GPU purchase price, network from switch ports, host power
    // from the GPUs' TDP.
    if (std::isnan(p.serverUsdPerNode)) {
        if (auto q = prices.median(gpu.id, PriceKind::Purchase))
            setFrom(p, "on_prem.server_usd_per_node", p.serverUsdPerNode,
                    q->usdPerGpuHour * p.gpusPerNode + s.tco.onPrem.hostUsdPerNode,
                    {RS_WORD("Engine", "catalog: %1 (%2 USD/GPU) x %3 GPUs + host %4 USD (%5)"),
                     {phrase::nested(q->basis), phrase::significant(q->usdPerGpuHour, 6),
                      phrase::significant(p.gpusPerNode, 4),
                      phrase::significant(s.tco.onPrem.hostUsdPerNode, 6),
                      phrase::word(s.tco.given.count("on_prem.host_usd_per_node")
                                       ? RS_WORD("Engine", "scenario")
                                       : RS_WORD("Engine", "assumption"))}});
        else
            p.unavailable[TcoOption::OnPrem] = {
                RS_WORD("Engine", "no purchase price for %1 in the catalog; set "
                                  "tco.on_prem.server_usd_per_node"),
                {phrase::verbatim(gpu.name)}};
    }
    if (std::isnan(p.networkUsdPerNode))
        setFrom(p, "on_prem.network_usd_per_node", p.networkUsdPerNode,
                kSwitchUsd / kSwitchPorts * p.gpusPerNode,
                {RS_WORD("Engine",
                         "PRC-0103: one port per GPU of a 64-port 400 Gb/s switch at 36,000 USD"),
                 {}});
    p.gpuTdpW = gpu.tdpW;
    p.sources["on_prem.gpu_tdp_w"] = {RS_WORD("Engine", "catalog: %1 TDP"),
                                      {phrase::verbatim(gpu.name)}};
    if (!(gpu.tdpW > 0) && !p.unavailable.count(TcoOption::OnPrem))
        p.unavailable[TcoOption::OnPrem] = {
            RS_WORD("Engine", "the catalog has no TDP for %1, so power cannot be costed"),
            {phrase::verbatim(gpu.name)}};
    if (std::isnan(p.hostPowerWPerNode))
        setFrom(p, "on_prem.host_power_w_per_node", p.hostPowerWPerNode,
                kHostShareOfGpuTdp * p.gpusPerNode * gpu.tdpW,
                {RS_WORD("Engine", "PRC-0120: server overhead x1.3 over GPU TDP (0.3 x %1 GPUs x "
                                   "%2 W)"),
                 {phrase::significant(p.gpusPerNode, 4), phrase::significant(gpu.tdpW, 4)}});
}

/// Each price no source gives says why it is missing.
void noteUnavailablePrices(TcoParameters& p) {
    const std::pair<TcoOption, const char*> priceKeys[] = {
        {TcoOption::OnDemand, "cloud.on_demand_usd_per_gpu_hour"},
        {TcoOption::Reserved1y, "cloud.reserved_1y_usd_per_gpu_hour"},
        {TcoOption::Reserved3y, "cloud.reserved_3y_usd_per_gpu_hour"},
        {TcoOption::Spot, "cloud.spot_usd_per_gpu_hour"},
        {TcoOption::OnPrem, "on_prem.server_usd_per_node"}};
    for (const auto& [option, key] : priceKeys)
        if (const auto why = p.unavailable.find(option); why != p.unavailable.end())
            p.sources[key] = {RS_WORD("Engine", "none: %1"), {phrase::nested(why->second)}};
}

} // namespace

std::string_view tcoOptionName(TcoOption option) {
    return kOptionNames.at(size_t(option));
}

std::span<const TcoParameterInfo> tcoParameterTable() {
    return kParameters;
}

std::vector<double> daytimeProfile() {
    // Weekday shape by hour (peak 1.0 at 10:00-16:00), a hand-drawn business-hours curve.
    constexpr std::array<double, 24> weekday{0.15, 0.12, 0.10, 0.10, 0.10, 0.12, 0.18, 0.35,
                                             0.60, 0.85, 1.00, 1.00, 1.00, 1.00, 1.00, 1.00,
                                             0.95, 0.85, 0.70, 0.55, 0.45, 0.35, 0.25, 0.20};
    std::vector<double> week(kHoursPerWeek);
    for (int day = 0; day < 7; ++day)
        for (int h = 0; h < 24; ++h)
            week[size_t(day * 24 + h)] = weekday[size_t(h)] * (day < 5 ? 1.0 : 0.5);
    return week;
}

TcoParameters tcoParametersFromScenario(const Scenario& s) {
    const TcoInputs& in = s.tco;
    TcoParameters p;
    p.horizonMonths = in.horizonMonths;
    p.hoursPerMonth = 8760.0 / 12.0; // calendar months; cost.hours_per_month is the plan's
    p.discountRatePerYear = in.discountRatePerYear;
    p.growthPerYear = in.growthPerYear;
    p.headroom = s.limits.headroom;
    p.maxGpus = s.limits.maxGpus;
    p.trainingRunsPerMonth = in.trainingRunsPerMonth;
    // The same profile the planner sizes and costs (servingDemandLevels); a mean the daytime
    // shape cannot reach is refused by validateScenario, so the fallback only keeps a profile.
    if (auto levels = servingDemandLevels(s)) {
        p.weeklyRequestsPerS = levels->weeklyRequestsPerS;
        p.demandBasis = levels->basis;
    } else {
        p.weeklyRequestsPerS = daytimeProfile();
        for (double& v : p.weeklyRequestsPerS)
            v *= s.serving.requestsPerS;
        p.demandBasis = {
            RS_WORD("Engine", "default daytime profile, peak = workload.requests_per_s"), {}};
    }
    const CloudTcoInputs& cl = in.cloud;
    p.onDemandUsdPerGpuHour = cl.onDemandUsdPerGpuHour.value_or(kNaN);
    p.reserved1yUsdPerGpuHour = cl.reserved1yUsdPerGpuHour.value_or(kNaN);
    p.reserved3yUsdPerGpuHour = cl.reserved3yUsdPerGpuHour.value_or(kNaN);
    p.spotUsdPerGpuHour = cl.spotUsdPerGpuHour.value_or(kNaN);
    p.autoscale = cl.autoscale;
    p.minReplicas = cl.minReplicas;
    p.scaleUpDelayMinutes = cl.scaleUpDelayMinutes;
    const OnPremTcoInputs& op = in.onPrem;
    p.gpusPerNode = op.gpusPerNode.value_or(s.limits.gpusPerNode);
    p.serverUsdPerNode = op.serverUsdPerNode.value_or(kNaN);
    p.networkUsdPerNode = op.networkUsdPerNode.value_or(kNaN);
    p.installUsdPerNode = op.installUsdPerNode;
    p.depreciationYears = op.depreciationYears;
    p.financingRatePerYear = op.financingRatePerYear;
    p.residualFraction = op.residualFraction;
    p.gpuTdpW = kNaN;
    p.gpuAverageLoad = op.gpuAverageLoad;
    p.hostPowerWPerNode = op.hostPowerWPerNode.value_or(kNaN);
    p.pue = op.pue;
    p.electricityUsdPerKwh = op.electricityUsdPerKwh;
    p.spaceUsdPerKwMonth = op.spaceUsdPerKwMonth;
    p.supportFractionPerYear = op.supportFractionPerYear;
    p.staffFtePerNode = op.staffFtePerNode;
    p.staffUsdPerFteYear = op.staffUsdPerFteYear;
    auto sourceOf = [&](const std::string& key) -> Phrase {
        if (in.given.count(key))
            return {RS_WORD("TcoWords", "scenario"), {}, "TcoWords"};
        const auto d = defaultSources().find(key);
        return d == defaultSources().end() ? Phrase{} : Phrase{d->second, {}, "TcoWords"};
    };
    for (const TcoParameterInfo& info : tcoParameterTable())
        p.sources[std::string(info.key)] = sourceOf(std::string(info.key));
    p.sources["horizon_months"] = sourceOf("horizon_months");
    if (s.limits.headroom != Limits{}.headroom)
        p.sources["headroom_percent"] = {
            RS_WORD("TcoWords", "scenario limits.headroom_percent"), {}, "TcoWords"};
    if (!in.given.count("on_prem.gpus_per_node") && s.limits.gpusPerNode != Limits{}.gpusPerNode)
        p.sources["on_prem.gpus_per_node"] = {
            RS_WORD("TcoWords", "scenario limits.gpus_per_node"), {}, "TcoWords"};
    p.sources["demand"] = p.demandBasis;
    return p;
}

Status validateTcoParameters(const TcoParameters& p) {
    if (p.horizonMonths < 1 || p.horizonMonths > 240)
        return fieldError("tco.horizon_months",
                          "got " + std::to_string(p.horizonMonths) + ", accepted 1 to 240 months");
    for (const TcoParameterInfo& info : tcoParameterTable()) {
        const double v = p.*info.member;
        if (std::isnan(v))
            continue;
        const double shown = v * info.shownScale;
        if (!std::isfinite(shown) || shown < info.minShown || shown > info.maxShown)
            return fieldError("tco." + std::string(info.key),
                              "got " + num(shown, 6) + " " + std::string(info.unit) +
                                  ", accepted " + num(info.minShown, 6) + " to " +
                                  num(info.maxShown, 6) + " " + std::string(info.unit));
    }
    if (std::floor(p.minReplicas) != p.minReplicas)
        return fieldError("tco.cloud.min_replicas", "must be a whole number of replicas");
    if (std::floor(p.gpusPerNode) != p.gpusPerNode)
        return fieldError("tco.on_prem.gpus_per_node", "must be a whole number of GPUs");
    if (p.weeklyRequestsPerS.size() != size_t(kHoursPerWeek))
        return fieldError("tco.demand.weekly_requests_per_s",
                          "has " + std::to_string(p.weeklyRequestsPerS.size()) +
                              " values; give one per hour of the week (168, Monday 00:00 first)");
    double peak = 0;
    for (size_t h = 0; h < p.weeklyRequestsPerS.size(); ++h) {
        const double v = p.weeklyRequestsPerS[h];
        if (!std::isfinite(v) || v < 0 || v > 1e6)
            return fieldError("tco.demand.weekly_requests_per_s[" + std::to_string(h) + "]",
                              "got " + num(v, 6) + " requests/s, accepted 0 to 1e+06");
        peak = std::max(peak, v);
    }
    if (!(peak > 0))
        return fieldError("tco.demand.weekly_requests_per_s",
                          "every hour is 0 requests/s; give the demand to cost");
    return {};
}

Result<TcoParameters> resolveTcoParameters(const Scenario& s, const GpuSpec& gpu,
                                           const PriceBook& prices,
                                           const std::optional<HourlyPrice>& onDemand) {
    TcoParameters p = tcoParametersFromScenario(s);
    if (auto e = resolveOnDemand(s, gpu, prices, onDemand, p); !e)
        return e.error();
    resolveCloudTerms(s, gpu, prices, p);
    resolveOnPrem(s, gpu, prices, p);
    noteUnavailablePrices(p);
    if (auto e = validateTcoParameters(p); !e)
        return e.error();
    return p;
}

TcoCapacity tcoCapacity(const Scenario& s, const Candidate& c) {
    TcoCapacity t;
    t.mode = s.mode;
    t.gpuId = c.gpuId;
    t.gpusPerReplica = double(c.layout.tp) * double(c.layout.pp);
    t.tensorParallel = c.layout.tp;
    const std::string layout = detail::layoutText(c.layout.tp, c.layout.pp);
    if (s.mode == Mode::Serve) {
        const ServingPlan& p = c.serve;
        t.requestsPerSPerReplica = p.requestsPerSPerReplica;
        t.outputTokensPerRequest = s.serving.outputTokens.mean;
        t.maxRequestsPerSPerReplica = p.requestsPerSPerReplica;
        t.plannedReplicas = p.replicas;
        t.plannedRequestsPerS = p.ratePerSPerReplica * p.replicas;
        if (s.sla.ttftS > 0) {
            const ReplicaQueue queue{p.ttftIdleS, p.batch, p.requestServiceS, p.prefillMarginalS};
            double lo = 0, hi = p.requestsPerSPerReplica;
            for (int i = 0; i < 60; ++i) {
                const double mid = 0.5 * (lo + hi);
                (ttftUnderLoad(queue, mid, 1, s.sla.percentile).totalS <= s.sla.ttftS ? lo : hi) =
                    mid;
            }
            t.maxRequestsPerSPerReplica = lo;
        }
        if (s.sla.minOutputTokensPerS > 0)
            t.minFleetReplicas = std::ceil(s.sla.minOutputTokensPerS /
                                           (p.requestsPerSPerReplica * t.outputTokensPerRequest));
        if (p.outputTokensPerS.value > 0) {
            t.bandLow = p.outputTokensPerS.low / p.outputTokensPerS.value;
            t.bandHigh = p.outputTokensPerS.high / p.outputTokensPerS.value;
        }
        t.description = {RS_WORD("Engine", "%1x %2, %3, %4, batch %5 per replica"),
                         {phrase::integer(int(t.gpusPerReplica)), phrase::verbatim(c.gpuName),
                          phrase::verbatim(std::string(precisionInfo(c.precision).name)),
                          phrase::verbatim(layout), phrase::integer(p.batch)}};
    } else {
        t.trainingGpus = c.layout.gpus;
        t.gpusPerReplica = c.layout.gpus;
        t.runHours = c.train.runHours.value;
        if (c.train.runHours.high > 0 && c.train.runHours.low > 0) {
            t.bandLow = c.train.runHours.value / c.train.runHours.high;
            t.bandHigh = c.train.runHours.value / c.train.runHours.low;
        }
        t.description = {RS_WORD("Engine", "%1x %2, %3, %4, DP%5, %6 h per run"),
                         {phrase::integer(c.layout.gpus), phrase::verbatim(c.gpuName),
                          phrase::verbatim(std::string(precisionInfo(c.precision).name)),
                          phrase::verbatim(layout), phrase::integer(c.train.dataParallel),
                          phrase::verbatim(num(t.runHours, 3))}};
    }
    return t;
}

double replicasFor(const TcoCapacity& c, double requestsPerS) {
    if (!(requestsPerS > 0))
        return 0;
    const double belowSaturation = std::floor(requestsPerS / c.requestsPerSPerReplica) + 1.0;
    const double withinTtft = std::ceil(requestsPerS / c.maxRequestsPerSPerReplica - 1e-9);
    return std::max(belowSaturation, withinTtft);
}

double fixedReplicasFor(const TcoCapacity& c, double requestsPerS) {
    if (!(c.plannedReplicas > 0 && c.plannedRequestsPerS > 0))
        return replicasFor(c, requestsPerS);
    if (!(requestsPerS > 0))
        return 0;
    // 1e-9: the plan's own rate, recomputed from a profile, gives the plan's fleet exactly.
    return std::ceil(c.plannedReplicas * requestsPerS / c.plannedRequestsPerS - 1e-9);
}

std::optional<size_t> firstWithPurchasePrice(const std::vector<Candidate>& feasible,
                                             const PriceBook& prices) {
    for (size_t i = 0; i < feasible.size(); ++i)
        if (prices.median(feasible[i].gpuId, PriceKind::Purchase))
            return i;
    return std::nullopt;
}

bool tcoParameterApplies(std::string_view key, Mode mode) {
    if (mode == Mode::Serve)
        return key != "training_runs_per_month";
    return key != "headroom_percent" && key != "cloud.min_replicas" &&
           key != "cloud.scale_up_delay_minutes";
}

} // namespace rightsizer::model
