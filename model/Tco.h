#pragma once

#include "Planner.h"
#include "Pricing.h"
#include "Scenario.h"

#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rightsizer::model {

/// The ways of paying for the planner's configuration that the TCO compares.
enum class TcoOption { OnDemand, Reserved1y, Reserved3y, Spot, OnPrem, Hybrid };
inline constexpr int kTcoOptionCount = 6;
/// "on-demand", "reserved-1y", "reserved-3y", "spot", "on-prem", "hybrid".
std::string_view tcoOptionName(TcoOption option);
bool isCloudOption(TcoOption option);

/// Every TCO input as a number, resolved from the scenario and the catalog. A price that
/// nothing supplies is NaN and its option is unavailable (the reason is in `unavailable`).
struct TcoParameters {
    int horizonMonths = 36;
    double hoursPerMonth = 730; ///< calendar months (8760 / 12)
    double discountRatePerYear = 0.08;
    double growthPerYear = 0;
    double demandScale = 1; ///< multiplies the weekly profile (the sensitivity's "demand level")
    double headroom = 0.2;  ///< fixed fleets are sized for the peak x (1 + headroom)
    double maxGpus = 64;    ///< the scenario's limit; fleets beyond it get a note
    std::vector<double> weeklyRequestsPerS; ///< 168 values, Monday 00:00 first
    Phrase demandBasis;

    double onDemandUsdPerGpuHour = 0;
    double reserved1yUsdPerGpuHour = 0;
    double reserved3yUsdPerGpuHour = 0;
    double spotUsdPerGpuHour = 0;
    bool autoscale = true;
    double minReplicas = 1;
    double scaleUpDelayMinutes = 10;

    double gpusPerNode = 8;
    double serverUsdPerNode = 0;
    double networkUsdPerNode = 0;
    double installUsdPerNode = 0;
    double depreciationYears = 4;
    double financingRatePerYear = 0;
    double residualFraction = 0.1;
    double gpuTdpW = 0;
    double gpuAverageLoad = 0.7;
    double hostPowerWPerNode = 0;
    double pue = 1.3;
    double electricityUsdPerKwh = 0.08;
    double spaceUsdPerKwMonth = 200;
    double supportFractionPerYear = 0.1;
    double staffFtePerNode = 0.05;
    double staffUsdPerFteYear = 200000;

    std::map<std::string, Phrase> sources;   ///< by parameter key: where the value came from
    std::map<TcoOption, Phrase> unavailable; ///< options that cannot be priced, and why
    double trainingRunsPerMonth = 1;
};

/// One row of the parameter table: how a parameter is named, shown and perturbed.
struct TcoParameterInfo {
    std::string_view key; ///< the scenario's JSON name, e.g. "on_prem.pue"
    std::string_view label;
    std::string_view unit;
    double TcoParameters::*member;
    double shownScale; ///< value x shownScale is what the scenario file holds (100 for %)
    double minShown;   ///< accepted range, in the scenario file's unit
    double maxShown;
    bool perturb; ///< part of the +-20 % sensitivity
};
/// Every numeric parameter, in the order reports list them.
std::span<const TcoParameterInfo> tcoParameterTable();
/// Whether a parameter means anything in `mode`: training has no fleet headroom, minimum
/// replicas or scale-up delay; serving has no training runs a month.
bool tcoParameterApplies(std::string_view key, Mode mode);

/// What one replica of the planner's configuration delivers (serving), or what one training
/// run takes (training).
struct TcoCapacity {
    Mode mode = Mode::Serve;
    Phrase description; ///< e.g. "2x H100 NVL, fp8, TP2, batch 64 per replica"
    std::string gpuId;
    double gpusPerReplica = 1;
    double tensorParallel = 1;            ///< GPUs that must share a node
    double requestsPerSPerReplica = 0;    ///< every batch slot busy (saturation)
    double maxRequestsPerSPerReplica = 0; ///< the highest rate that still meets the TTFT target
    double outputTokensPerRequest = 0;
    double minFleetReplicas = 0; ///< from the SLA's minimum output tokens/s
    /// The planner's fleet and the rate it was sized for (peak x (1 + headroom)); the fixed
    /// fleet is this fleet scaled in proportion to the rate it must carry. 0: no plan, the
    /// fixed fleet comes from replicasFor.
    double plannedReplicas = 0;
    double plannedRequestsPerS = 0;
    double bandLow = 1; ///< pessimistic end of the capacity's 90 % band, as a ratio
    double bandHigh = 1;
    double trainingGpus = 0;
    double runHours = 0;
};

/// Capacity of a feasible planner candidate.
TcoCapacity tcoCapacity(const Scenario& s, const Candidate& c);

/// Replicas that serve `requestsPerS` within the SLA: 0 for no demand, else enough to stay below
/// saturation and at or under the rate at which one replica still meets the TTFT percentile.
double replicasFor(const TcoCapacity& c, double requestsPerS);

/// Replicas of a fleet that runs around the clock sized for `requestsPerS` (peak with headroom):
/// the plan's replicas scaled in proportion to the rate (ceil(planned x rate / planned rate)),
/// so that at the plan's own rate it is exactly the plan's fleet; replicasFor without a plan.
double fixedReplicasFor(const TcoCapacity& c, double requestsPerS);

/// One week of serving in month `month` (0 = today): what the demand view draws.
struct WeeklyFleet {
    int month = 0;
    double growth = 1;                      ///< demand multiplier of that month (growth, level)
    std::vector<double> requestsPerS;       ///< per hour of the week, Monday 00:00 first
    std::vector<double> autoscaledReplicas; ///< cloud replicas that follow the demand (at
                                            ///< least the minimum replicas)
    double fixedReplicas = 0;         ///< a fixed fleet sized for the peak so far with headroom
    double onPremNodes = 0;           ///< whole nodes on-prem buys for that fleet
    double onPremReplicas = 0;        ///< replicas those nodes hold (>= fixedReplicas)
    double riskHoursPerWeek = 0;      ///< hours in which new autoscaled replicas are still starting
    double riskRequestFraction = 0;   ///< share of the week's requests that arrive in them
    double autoscaledUtilization = 0; ///< busy replica-hours / replica-hours paid, autoscaled
    double fixedUtilization = 0;      ///< the same for the fixed fleet
    double onPremUtilization = 0;     ///< the same for the on-prem nodes' replicas
};

/// The week of month `month` as computeTco costs it (same replicas, same risk hours). Empty
/// series when the profile does not hold 168 hours or the capacity serves nothing.
WeeklyFleet weeklyFleet(const TcoParameters& p, const TcoCapacity& c, int month);

/// Resolves every parameter: the scenario's value where it gives one, else the catalog's dated
/// quotes, else a stated default. `onDemand` is the planner's price for the candidate's GPU.
/// Fails with the field named when the scenario's provider has no quote for the GPU.
Result<TcoParameters> resolveTcoParameters(const Scenario& s, const GpuSpec& gpu,
                                           const PriceBook& prices,
                                           const std::optional<HourlyPrice>& onDemand);

/// Index into `feasible` of the best-ranked configuration whose GPU has a catalog purchase
/// price (what on-prem needs when the scenario gives no server price); nothing when none has.
std::optional<size_t> firstWithPurchasePrice(const std::vector<Candidate>& feasible,
                                             const PriceBook& prices);

/// One month of one option, in USD. Capital is cash: purchases, or loan payments when
/// financed. The last month also carries the end-of-horizon items: resale value (a negative
/// residual), the loan balance still owed and reserved commitments running past the horizon.
struct TcoMonth {
    double capital = 0;
    double power = 0;
    double space = 0;
    double support = 0;
    double staff = 0;
    double cloud = 0;
    double residual = 0;
    double cumulative = 0;
    double gpus = 0;  ///< GPUs paid for, averaged over the month's hours
    double units = 0; ///< output tokens served (serving) or training runs (training)
    double utilization = 0;
    double total() const { return capital + power + space + support + staff + cloud + residual; }
};

struct TcoOptionResult {
    TcoOption option = TcoOption::OnDemand;
    bool available = true;
    Phrase unavailableReason;
    std::vector<TcoMonth> months;
    double totalUsd = 0;
    double npvUsd = 0;
    double usdPerUnit = 0; ///< per million output tokens, or per training run
    double utilization = 0;
    double gpuHours = 0;
    double totalLowUsd = 0;  ///< total with the capacity at the optimistic end of its band
    double totalHighUsd = 0; ///< and at the pessimistic end
    std::optional<int> breakEvenMonth; ///< 1-based month from which it is cumulatively no dearer
                                       ///< than on-demand
    int nodes = 0;                     ///< on-prem and hybrid: nodes at the end of the horizon
    double peakGpus = 0;
    double slaRiskHoursPerMonth = 0;   ///< hours a month in which replicas are still starting
    double slaRiskRequestFraction = 0; ///< share of requests that arrive in those hours
    std::vector<Phrase> notes;
};

/// True for on-demand itself and for a hybrid whose best on-prem base is no node (on-demand
/// under another name): neither has a break-even against on-demand.
bool costsAsOnDemand(const TcoOptionResult& o);

struct SensitivityRow {
    std::string key;
    std::string label;
    std::string unit;
    double base = 0;
    double low = 0;  ///< base x 0.8
    double high = 0; ///< base x 1.2
    double totalAtLowUsd = 0;
    double totalAtHighUsd = 0;
    double swing() const;
};

struct TcoResult {
    TcoParameters params;
    TcoCapacity capacity;
    std::vector<TcoOptionResult> options; ///< one per TcoOption, in enum order
    /// Lowest NPV among the available options; serving leaves spot out (it can be reclaimed,
    /// which the SLA does not allow), so spot may cost less than the recommendation.
    std::optional<TcoOption> recommended;
    std::optional<TcoOption> bestCloud; ///< lowest NPV among on-demand, reserved and spot

    /// How the recommendation was chosen, for a sentence "X, the ...": "lowest net present
    /// value", or, when spot (left out for serving) has a lower NPV, "lowest net present value
    /// of the options that keep the latency SLA (spot costs less but can be reclaimed)".
    Phrase recommendationBasis() const;
    /// Spot, left out of a serving recommendation, has a lower NPV than the recommendation.
    bool spotCostsLess() const;
    std::optional<int> onPremBreakEvenMonth; ///< on-prem against the best cloud option
    std::vector<SensitivityRow> sensitivity; ///< recommended option's total, widest swing first
    double peakRequestsPerS = 0;             ///< today
    double meanRequestsPerS = 0;             ///< today
    double replicasTodayMin = 0;             ///< autoscaled, over the week
    double replicasTodayMax = 0;
    std::string unitName; ///< "M output tokens" or "training run"
    /// A disaggregated deployment: each pool's own TCO (prefill first, then decode), with its
    /// GPU's prices and per-node figures; the options above are their sums. Empty otherwise.
    std::vector<TcoResult> pools;
    std::vector<Phrase> poolRoles; ///< "prefill", "decode": one per pool

    const TcoOptionResult& option(TcoOption o) const { return options[size_t(o)]; }
};

/// Monthly and cumulative cost of every option over the horizon, break-even, NPV, cost per unit,
/// utilization, SLA risk of autoscaling and (when asked) the +-20 % sensitivity of each input.
Result<TcoResult> computeTco(const TcoParameters& params, const TcoCapacity& capacity,
                             bool withSensitivity = true);

/// One pool of a disaggregated deployment as the TCO costs it: its GPU's prices and per-node
/// figures, and what one of its workers carries.
struct TcoPool {
    Phrase role; ///< "prefill" or "decode"
    TcoParameters params;
    TcoCapacity capacity; ///< one worker; plannedReplicas = the pool's workers
};

/// TCO of a deployment made of pools that each scale with the same demand (disaggregated
/// serving: prefill and decode workers, possibly on two GPU types). Each pool is costed as its
/// own fleet with its own prices, nodes and power; each option's months are the pools' sums
/// (output tokens counted once), so its total, NPV and GPU-hours are the pools' sums and its
/// unit cost is the summed cost over the tokens served. The SLA risk is the pools' sum (an upper
/// bound: a request needs both pools). An option a pool cannot take is unavailable, its reason
/// naming that pool unless every pool gives the same. The recommendation and break-evens are
/// taken on the sums; the sensitivity perturbs a parameter in every pool at once. `whole`
/// describes the deployment (its description, the planned rate and GPUs); its `params` come from
/// the last pool with `limits.max_gpus` checked against the pools' summed GPUs.
Result<TcoResult> computePooledTco(const std::vector<TcoPool>& pools, const TcoCapacity& whole,
                                   bool withSensitivity = true);

/// Checks every value against its accepted range (NaN: not given, skipped); the error names the
/// scenario field ("tco.on_prem.pue") and the range.
Status validateTcoParameters(const TcoParameters& p);

/// The scenario's TCO inputs as parameters, without catalog defaults: prices and per-node
/// figures the scenario leaves out are NaN. validateScenario checks the scenario through it.
TcoParameters tcoParametersFromScenario(const Scenario& s);

} // namespace rightsizer::model
