#include "TcoInputAccess.h"

#include "Tco.h"
#include "TcoInternal.h"

#include <cmath>
#include <functional>
#include <string>

namespace rightsizer::model {
namespace {

/// Where a parameter lives in the scenario: set from its model value (the table value divided
/// by TcoParameterInfo::shownScale), cleared to the default.
struct Access {
    std::string_view key;
    std::function<void(Scenario&, double)> set;
    std::function<void(Scenario&)> clear;
};

template <typename T> Access plain(std::string_view key, T TcoInputs::*member) {
    return {key, [member](Scenario& s, double v) { s.tco.*member = T(v); },
            [member](Scenario& s) { s.tco.*member = TcoInputs{}.*member; }};
}

template <typename T> Access cloud(std::string_view key, T CloudTcoInputs::*member) {
    return {key, [member](Scenario& s, double v) { s.tco.cloud.*member = T(v); },
            [member](Scenario& s) { s.tco.cloud.*member = CloudTcoInputs{}.*member; }};
}

template <typename T> Access onPrem(std::string_view key, T OnPremTcoInputs::*member) {
    return {key, [member](Scenario& s, double v) { s.tco.onPrem.*member = T(v); },
            [member](Scenario& s) { s.tco.onPrem.*member = OnPremTcoInputs{}.*member; }};
}

const std::vector<Access>& accessTable() {
    using C = CloudTcoInputs;
    using O = OnPremTcoInputs;
    static const std::vector<Access> table{
        plain("discount_rate_percent", &TcoInputs::discountRatePerYear),
        plain("growth_percent_per_year", &TcoInputs::growthPerYear),
        {"headroom_percent", [](Scenario& s, double v) { s.limits.headroom = v; },
         [](Scenario& s) { s.limits.headroom = Limits{}.headroom; }},
        cloud("cloud.on_demand_usd_per_gpu_hour", &C::onDemandUsdPerGpuHour),
        cloud("cloud.reserved_1y_usd_per_gpu_hour", &C::reserved1yUsdPerGpuHour),
        cloud("cloud.reserved_3y_usd_per_gpu_hour", &C::reserved3yUsdPerGpuHour),
        cloud("cloud.spot_usd_per_gpu_hour", &C::spotUsdPerGpuHour),
        cloud("cloud.min_replicas", &C::minReplicas),
        cloud("cloud.scale_up_delay_minutes", &C::scaleUpDelayMinutes),
        {"on_prem.gpus_per_node", [](Scenario& s, double v) { s.tco.onPrem.gpusPerNode = int(v); },
         [](Scenario& s) { s.tco.onPrem.gpusPerNode.reset(); }},
        onPrem("on_prem.server_usd_per_node", &O::serverUsdPerNode),
        onPrem("on_prem.network_usd_per_node", &O::networkUsdPerNode),
        onPrem("on_prem.install_usd_per_node", &O::installUsdPerNode),
        onPrem("on_prem.depreciation_years", &O::depreciationYears),
        onPrem("on_prem.financing_rate_percent", &O::financingRatePerYear),
        onPrem("on_prem.residual_percent", &O::residualFraction),
        onPrem("on_prem.gpu_average_load_percent", &O::gpuAverageLoad),
        onPrem("on_prem.host_power_w_per_node", &O::hostPowerWPerNode),
        onPrem("on_prem.pue", &O::pue),
        onPrem("on_prem.electricity_usd_per_kwh", &O::electricityUsdPerKwh),
        onPrem("on_prem.space_usd_per_kw_month", &O::spaceUsdPerKwMonth),
        onPrem("on_prem.support_percent_per_year", &O::supportFractionPerYear),
        onPrem("on_prem.staff_fte_per_node", &O::staffFtePerNode),
        onPrem("on_prem.staff_usd_per_fte_year", &O::staffUsdPerFteYear),
        plain("training_runs_per_month", &TcoInputs::trainingRunsPerMonth),
    };
    return table;
}

const Access* accessOf(std::string_view key) {
    for (const Access& a : accessTable())
        if (a.key == key)
            return &a;
    return nullptr;
}

const TcoParameterInfo* infoOf(std::string_view key) {
    for (const TcoParameterInfo& info : tcoParameterTable())
        if (info.key == key)
            return &info;
    return nullptr;
}

Error notEditable(std::string_view key) {
    return fieldError("tco." + std::string(key),
                      "is not a scenario input (it comes from the catalog or the sensitivity)");
}

} // namespace

bool isScenarioTcoInput(std::string_view key) {
    return accessOf(key) != nullptr;
}

Status setTcoInput(Scenario& s, std::string_view key, double shown) {
    const Access* access = accessOf(key);
    const TcoParameterInfo* info = infoOf(key);
    if (!access || !info)
        return notEditable(key);
    // The unit is the parameter table's, marked RS_WORD("TcoWords", ...).
    const PhraseArg unit = phrase::nested(Phrase{info->unit.data(), {}, "TcoWords"});
    if (!std::isfinite(shown) || shown < info->minShown || shown > info->maxShown)
        return fieldError(
            "tco." + std::string(key),
            Phrase{RS_WORD("Engine", "got %1 %2, accepted %3 to %4 %2"),
                   {phrase::significant(shown, 6), unit, phrase::significant(info->minShown, 6),
                    phrase::significant(info->maxShown, 6)}});
    const bool whole = key == "cloud.min_replicas" || key == "on_prem.gpus_per_node";
    if (whole && std::floor(shown) != shown)
        return fieldError("tco." + std::string(key),
                          Phrase{RS_WORD("Engine", "got %1 %2, must be a whole number"),
                                 {phrase::significant(shown, 6), unit}});
    access->set(s, shown / info->shownScale);
    if (key != "headroom_percent")
        s.tco.given.insert(std::string(key));
    return {};
}

Status clearTcoInput(Scenario& s, std::string_view key) {
    const Access* access = accessOf(key);
    if (!access)
        return notEditable(key);
    access->clear(s);
    s.tco.given.erase(std::string(key));
    return {};
}

} // namespace rightsizer::model
