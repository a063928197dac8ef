#pragma once

#include "DemandLevels.h"
#include "Estimator.h"
#include "Phrase.h"
#include "Scenario.h"
#include "Scheduler.h"
#include "WorkControl.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace rightsizer::model {

/// Cloud price of one GPU-hour and where it comes from.
struct HourlyPrice {
    double usdPerGpuHour = 0;
    Phrase basis;     ///< "median of 4 on-demand quotes ..." or "scenario cost.gpu_hour_usd"
    std::string date; ///< observation date(s)
    /// Distinct providers behind a catalog price; 0 for the scenario's own price and for the
    /// user's own catalog quote (a quote the user holds, which is not second-guessed).
    int providers = 0;
    bool marketplaceOnly = false; ///< every quote from a marketplace (RunPod Community, Vast)
    double lowUsd = 0;            ///< cheapest quote behind a catalog price (0: none)
    double highUsd = 0;           ///< dearest
};

/// Why a catalog price is weak evidence, in words ("one provider", "marketplace quotes only",
/// "newest quote 10 months old"): fewer than kWellEvidencedProviders providers, only
/// marketplace offers, or a newest quote more than kStalePriceMonths before `today` (ISO).
/// Empty for a well-evidenced price and for the scenario's own price.
std::vector<Phrase> priceEvidenceGaps(const HourlyPrice& p, std::string_view today);
/// The gaps as of today, joined: "one provider, marketplace quotes only"; empty when none.
Phrase priceEvidenceText(const HourlyPrice& p);

enum class RejectReason {
    NotNative,
    DoesNotFit,
    MissesTpot,
    MissesTtft,
    TooManyGpus,
    MissesDeadline,
    Licence ///< a GeForce card, whose driver licence excludes datacenter deployment
};
std::string_view rejectReasonName(RejectReason r);

/// One system-balance check: what the GPU alone does not show.
struct BalanceCheck {
    std::string name; ///< tp-link, host-link, multi-node, dp-network, storage
    bool ok = true;
    double value = 0; ///< the checked figure, in the unit the message states
    double limit = 0;
    Phrase message;
};

/// A serving configuration sized for the demand.
struct ServingPlan {
    int batch = 0;       ///< running batch per replica (concurrent sequences admitted)
    int maxBatchFit = 0; ///< largest batch whose KV cache fits
    int replicas = 0;
    /// Latencies under the grown demand, from the scheduler simulation (open loop: Poisson
    /// arrivals at ratePerSPerReplica on each replica, the engine's scheduler limits), exactly
    /// as `estimate --rate` reports them for this layout and replica count.
    Band tpotS; ///< per-request TPOT at the SLA percentile
    Band tpotMeanS;
    Band tpotP50S;
    Band ttftS; ///< at the SLA percentile, queueing included
    Band ttftP50S;
    double ratePerSPerReplica = 0;     ///< the grown demand over the replicas
    LoadLatency load;                  ///< the whole simulation result (percentiles, served rate)
    SchedulerSettings scheduler;       ///< the limits it ran under
    double ttftIdleS = 0;              ///< at the SLA percentile with an empty queue
    double queueWaitS = 0;             ///< ttftS above ttftIdleS: time spent waiting under load
    double requestServiceS = 0;        ///< how long one request holds a batch slot
    double prefillMarginalS = 0;       ///< GPU time one request's prefill adds to its replica
    double requestsPerSPerReplica = 0; ///< capacity at the running batch
    Band outputTokensPerS;             ///< capacity of the whole deployment
    double outputTokensPerSPerGpu = 0;
    double tokensPerSPerUser = 0;     ///< 1 / mean TPOT
    double utilization = 0;           ///< demand / capacity today
    double utilizationGrown = 0;      ///< with the growth headroom
    double memoryUsedAtLoadBytes = 0; ///< per GPU at today's mean concurrency
    double crossoverBatch = 0;
    bool decodeComputeBound = false;
    double decodeStepS = 0;
    double decodeCommS = 0;
};

/// A training or fine-tuning configuration sized for the deadline.
struct TrainingPlan {
    int dataParallel = 0;
    int contextParallel = 1; ///< the scenario's workload.cp, part of the layout's name
    Band runHours;
    Band tokensPerS;
    double mfu = 0;
    double stepTimeS = 0;
    double bubbleFraction = 0;
    TrainingStepParts parts; ///< one GPU's step by what takes the time
};

/// One candidate: GPU x precision x layout, feasible (sized and priced) or rejected (with why).
struct Candidate {
    std::string gpuId;
    std::string gpuName;
    Precision precision = Precision::Bf16;
    Precision kvPrecision = Precision::Bf16;
    Layout layout; ///< tp, pp; gpus = the whole deployment
    bool feasible = false;
    std::optional<RejectReason> rejection;
    Phrase rejectionMessage; ///< why, with its figures
    double shortfall = 0;    ///< relative miss of a rejected candidate (0.08 = 8 % short)

    MemoryBreakdown memory; ///< per GPU at the running batch (serving) or per step (training)
    EfficiencyChoice efficiency;
    ServingPlan serve;
    TrainingPlan train;

    std::optional<HourlyPrice> price;
    double costPerHourUsd = 0;
    double costPerMonthUsd = 0;
    /// Serving: the fleet sized for the peak, running around the clock, over the output tokens
    /// served at the mean rate (costPerHourUsd / (mean requests/s x mean output tokens x 3600)
    /// x 1e6); training: the run's cost over its tokens.
    double usdPerMillionTokens = 0;
    /// GPU-hours per million tokens on the same basis (the fleet's GPUs over the tokens served
    /// in an hour; training: GPUs x run hours over the run's tokens): what an unpriced candidate
    /// is ranked by, and what a price turns into usdPerMillionTokens.
    double gpuHoursPerMillionTokens = 0;
    double runCostUsd = 0; ///< training only

    bool pareto = false;
    bool overProvisioned = false;
    bool underProvisioned = false;
    std::vector<Phrase> provisioningNotes;
    std::vector<BalanceCheck> balance;
    std::vector<Phrase> warnings;
    /// Feasible layouts of the same GPU folded under this one (its cheapest): they need more than
    /// kFoldGpuFactor times its GPUs (PlanResult::folded).
    int foldedLayouts = 0;
};

/// A feasible layout that needs more than this many times the GPUs of the same GPU's cheapest
/// feasible layout is folded under it instead of ranked (64 x H100 TP8 PP8 at 1 % load for a
/// demand one H100 serves): it is never a candidate of its own, nor on the Pareto frontier.
inline constexpr int kFoldGpuFactor = 4;

struct PlanResult {
    std::vector<Candidate> feasible; ///< cheapest first (unpriced last, by GPU-hours/M tokens)
    std::vector<Candidate> rejected; ///< closest to feasible first
    /// Feasible layouts folded under their GPU's cheapest (Candidate::foldedLayouts), cheapest
    /// first; not ranked, not Pareto.
    std::vector<Candidate> folded;
    Phrase closest; ///< when nothing is feasible: what comes closest and why
    bool cancelled = false;
    /// Serving: the peak the candidates were sized for and the mean their $/M tokens divide by
    /// (servingDemandLevels), with any note on how an explicit profile was reconciled.
    DemandLevels demand;
    /// What the thin-evidence prices left out (with cost.well_evidenced_prices_only) and the other
    /// price tiers would change at rank 1; empty when nothing would.
    std::vector<Phrase> priceNotes;
};

/// Sizes the scenario on every candidate GPU x allowed precision x layout. Tensor parallelism
/// stays within the GPU's scale-up domain and the node; pipeline stages are added once the node
/// is full. Fails only on an invalid scenario (the error names the field) or when a listed GPU
/// id is unknown.
Result<PlanResult> plan(const Scenario& scenario, const std::vector<GpuSpec>& gpus,
                        const EfficiencyTable& efficiency,
                        const std::map<std::string, HourlyPrice>& prices,
                        const WorkControl& control = {});

/// One point of a load curve: a replica's latencies at a Poisson arrival rate.
struct LoadCurvePoint {
    double ratePerSPerReplica = 0;
    LoadLatency load;
};

/// Latency against load for one replica of a layout, simulated exactly as the planner sizes
/// replicas and `estimate --rate` reports (Scheduler.h).
struct LoadCurve {
    std::vector<LoadCurvePoint> points; ///< rising rates; only the last may be saturated
    double capacityPerS = 0; ///< requests/s one replica serves at its largest running batch
    double quantile = 0.95;  ///< the SLA percentile, reported as LoadLatency::*.atQuantile
    double sigmaLog = 0;     ///< log-normal sigma of the 90 % band around every latency
};

/// The load curve of one replica of `layout` under the scenario's demand shape (lengths, engine,
/// SLA percentile): `points` rates evenly spaced up to 1.2 x the replica's capacity, plus the
/// rates in `alsoAt` (say, a plan's load per replica), in rising order; the curve stops at the
/// first saturated rate. The error names why the configuration cannot serve (precision not
/// supported, nothing fits); a serving scenario is assumed valid.
Result<LoadCurve> loadCurve(const Scenario& s, const GpuSpec& gpu, Precision precision,
                            const Layout& layout, const EfficiencyTable& efficiency,
                            const std::vector<double>& alsoAt = {}, int points = 16);

/// Layouts the planner tries for one GPU: tp in powers of two up to min(scale-up domain,
/// GPUs per node) dividing the attention heads; then pp in powers of two at the largest tp.
std::vector<Layout> candidateLayouts(const ModelSpec& m, const GpuSpec& gpu, const Limits& limits);

/// Per-request TPOT at quantile q for a running batch of b: a request co-runs with about b
/// prefills over its output (every other sequence is replaced once), Poisson-distributed:
/// TPOT_q = step + (b + z_q sqrt(b)) * prefill_marginal / output_tokens.
double tpotAtQuantileS(const ServingTimes& t, double batch, double outputTokens, double z);

/// One replica as a queue: `batch` slots, each held for `requestServiceS` by a request, and a
/// GPU that spends `prefillMarginalS` on each request's prefill.
struct ReplicaQueue {
    double ttftIdleS = 0; ///< TTFT at the percentile with an empty queue
    int batch = 1;
    double requestServiceS = 0;
    double prefillMarginalS = 0;
};

struct LoadedTtft {
    double totalS = 0;
    double waitS = 0;
};

/// TTFT at quantile q when `replicas` replicas share `arrivalPerS` Poisson arrivals: the idle
/// TTFT + the slot queue (M/M/c, c = batch, service = requestServiceS) + the prefill queue (M/M/1
/// on prefillMarginalS). Adding the two waiting-time quantiles is conservative. Infinite when a
/// replica is saturated.
LoadedTtft ttftUnderLoad(const ReplicaQueue& r, double arrivalPerS, int replicas, double q);

/// Smallest replica count from `low` up whose TTFT at quantile q meets the target (more replicas
/// never wait longer, so doubling then bisection); INT_MAX beyond a million replicas.
int replicasForTtft(const ReplicaQueue& r, double arrivalPerS, int low, double q, double targetS);

/// Marks the Pareto frontier of feasible serving candidates: no other candidate has both more
/// output tokens/s per GPU and more tokens/s per user.
void markPareto(std::vector<Candidate>& feasible);

} // namespace rightsizer::model
