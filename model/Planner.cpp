#include "PlannerInternal.h"
#include "Pricing.h"
#include "UnitCost.h"
#include "WaitingTime.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <set>

namespace rightsizer::model {
namespace detail {

std::string gib(double bytes) {
    return phrase::bytes(bytes).english;
}

std::string duration(double seconds) {
    return phrase::seconds(seconds).english;
}

std::string percent(double fraction) {
    return phrase::percent(fraction).english;
}

std::string count(double value) {
    return phrase::count(value).english;
}

void reject(Candidate& out, RejectReason reason, double shortfall, Phrase message) {
    out.feasible = false;
    out.rejection = reason;
    out.shortfall = shortfall;
    out.rejectionMessage = std::move(message);
}

Candidate startCandidate(const PlanContext& c, const GpuSpec& gpu, Precision precision,
                         const Layout& layout, ComputeResolution& compute) {
    Candidate out;
    out.gpuId = gpu.id;
    out.gpuName = gpu.name;
    out.precision = precision;
    out.kvPrecision = c.scenario.kvPrecision.value_or(
        defaultKvPrecision(precision, gpu, c.scenario.runtime.engine));
    out.layout = layout;
    out.layout.gpus = layout.tp * layout.pp;
    if (c.scenario.mode != Mode::Serve) {
        out.train.contextParallel = std::max(1, c.scenario.training.workload.contextParallel);
        out.layout.gpus *= out.train.contextParallel;
    }
    compute = resolveCompute(gpu, precision);
    out.efficiency = c.efficiency.choose(gpu, compute.kind, c.scenario.runtime);
    if (compute.flopsPerS <= 0) {
        reject(out, RejectReason::NotNative, 1.0,
               {RS_WORD("Engine", "precision not supported: %1 lists no throughput usable for %2"),
                {phrase::verbatim(gpu.name),
                 phrase::verbatim(std::string(precisionInfo(precision).name))}});
    } else if (!compute.native && !c.scenario.allowNonNative) {
        reject(out, RejectReason::NotNative, 1.0,
               {RS_WORD("Engine", "precision not native: %1 (allow_non_native to accept)"),
                {phrase::nested(compute.note)}});
    } else if (!compute.note.empty()) {
        out.warnings.push_back(compute.note);
    }
    if (geforceLicence(gpu))
        out.warnings.push_back(
            {RS_WORD("Engine", "%1 (included because the scenario sets allow_geforce)"),
             {phrase::word(kGeForceLicenceCaveat.data())}});
    if (!out.efficiency.servingCalibrated && c.scenario.mode == Mode::Serve)
        out.warnings.push_back(
            {RS_WORD("Engine", "no calibration rows for %1/%2: using %3 with a wider band"),
             {phrase::verbatim(gpu.architecture),
              phrase::verbatim(std::string(computeKindName(compute.kind))),
              phrase::verbatim(out.efficiency.servingGroup)}});
    if (!out.efficiency.coverageNote.empty() && c.scenario.mode == Mode::Serve)
        out.warnings.push_back(
            {RS_WORD("Engine", "%1: wider band"), {phrase::nested(out.efficiency.coverageNote)}});
    return out;
}

} // namespace detail

using namespace detail;

std::string_view rejectReasonName(RejectReason r) {
    switch (r) {
    case RejectReason::NotNative:
        return "not-native";
    case RejectReason::DoesNotFit:
        return "does-not-fit";
    case RejectReason::MissesTpot:
        return "misses-tpot";
    case RejectReason::MissesTtft:
        return "misses-ttft";
    case RejectReason::TooManyGpus:
        return "too-many-gpus";
    case RejectReason::MissesDeadline:
        return "misses-deadline";
    case RejectReason::Licence:
        return "licence";
    }
    return "not-native";
}

double tpotAtQuantileS(const ServingTimes& t, double batch, double outputTokens, double z) {
    const double b = std::max(batch, 1.0);
    const double prefills = std::max(0.0, b + z * std::sqrt(b));
    return t.decodeStepS / t.tokensPerStep + prefills * t.prefillMarginalS / outputTokens;
}

LoadedTtft ttftUnderLoad(const ReplicaQueue& r, double arrivalPerS, int replicas, double q) {
    const double perReplica = arrivalPerS / replicas;
    const double slotWait = mmcWaitQuantileS(r.batch, perReplica, r.requestServiceS, q);
    const double prefillWait = mmcWaitQuantileS(1, perReplica, r.prefillMarginalS, q);
    return {r.ttftIdleS + slotWait + prefillWait, slotWait + prefillWait};
}

int replicasForTtft(const ReplicaQueue& r, double arrivalPerS, int low, double q, double targetS) {
    constexpr double kReplicaSearchLimit = 1e6;
    auto meets = [&](double n) {
        return ttftUnderLoad(r, arrivalPerS, int(n), q).totalS <= targetS;
    };
    double hi = std::max(low, 1);
    while (!meets(hi)) {
        if (hi > kReplicaSearchLimit)
            return std::numeric_limits<int>::max();
        hi *= 2;
    }
    double lo = std::max<double>(std::max(low, 1), std::floor(hi / 2));
    if (meets(lo))
        return int(lo);
    while (hi - lo > 1) {
        const double mid = std::floor(0.5 * (lo + hi));
        (meets(mid) ? hi : lo) = mid;
    }
    return int(hi);
}

std::vector<Layout> candidateLayouts(const ModelSpec& m, const GpuSpec& gpu, const Limits& limits) {
    std::vector<Layout> layouts;
    const int tpLimit = std::min({gpu.scaleUp.domainSize, limits.gpusPerNode, limits.maxGpus});
    int largestTp = 1;
    for (int tp = 1; tp <= tpLimit; tp *= 2) {
        if (m.heads % tp != 0)
            break;
        layouts.push_back({tp, tp, 1, 1});
        largestTp = tp;
    }
    for (int pp = 2; pp <= m.layers && largestTp * pp <= limits.maxGpus; pp *= 2)
        layouts.push_back({largestTp * pp, largestTp, pp, 1});
    return layouts;
}

void markPareto(std::vector<Candidate>& feasible) {
    for (Candidate& a : feasible) {
        a.pareto = std::none_of(feasible.begin(), feasible.end(), [&](const Candidate& b) {
            const double ax = a.serve.outputTokensPerSPerGpu, ay = a.serve.tokensPerSPerUser;
            const double bx = b.serve.outputTokensPerSPerGpu, by = b.serve.tokensPerSPerUser;
            return bx >= ax && by >= ay && (bx > ax || by > ay);
        });
    }
}

std::vector<Phrase> priceEvidenceGaps(const HourlyPrice& p, std::string_view today) {
    std::vector<Phrase> gaps;
    if (p.providers <= 0)
        return gaps; // the scenario's own price
    if (p.providers < kWellEvidencedProviders)
        gaps.push_back(p.providers == 1 ? Phrase{RS_WORD("Engine", "one provider"), {}}
                                        : Phrase{RS_WORD("Engine", "%1 providers"),
                                                 {phrase::integer(p.providers)}});
    if (p.marketplaceOnly)
        gaps.push_back({RS_WORD("Engine", "marketplace quotes only"), {}});
    if (p.date.empty())
        gaps.push_back({RS_WORD("Engine", "no observation date"), {}});
    else if (auto months = monthsBetween(p.date, today); months && *months > kStalePriceMonths)
        gaps.push_back(
            {RS_WORD("Engine", "newest quote %1 months old"), {phrase::integer(*months)}});
    return gaps;
}

Phrase priceEvidenceText(const HourlyPrice& p) {
    std::vector<PhraseArg> gaps;
    for (Phrase& gap : priceEvidenceGaps(p, todayIso()))
        gaps.push_back(phrase::nested(std::move(gap)));
    switch (gaps.size()) {
    case 0:
        return {};
    case 1:
        return {RS_WORD("Engine", "%1"), gaps};
    case 2:
        return {RS_WORD("Engine", "%1, %2"), gaps};
    default:
        gaps.resize(3);
        return {RS_WORD("Engine", "%1, %2, %3"), gaps};
    }
}

namespace {

/// `meanRequestsPerS`: the demand's mean (servingDemandLevels); the fleet was sized for its peak.
void price(const Scenario& s, double meanRequestsPerS,
           const std::map<std::string, HourlyPrice>& prices, Candidate& c) {
    if (auto o = s.cost.gpuHourUsd.find(c.gpuId); o != s.cost.gpuHourUsd.end())
        c.price = HourlyPrice{o->second, {RS_WORD("Engine", "scenario cost.gpu_hour_usd"), {}}, ""};
    else if (auto p = prices.find(c.gpuId); p != prices.end())
        c.price = p->second;
    // GPU-hours per million tokens: usdPerMillionTokens at $1/GPU-hour.
    c.gpuHoursPerMillionTokens =
        s.mode == Mode::Serve
            ? usdPerMillionTokens(c.layout.gpus, meanRequestsPerS * s.serving.outputTokens.mean)
            : c.layout.gpus * c.train.runHours.value / s.training.tokens * 1e6;
    if (!c.price)
        return;
    c.costPerHourUsd = c.price->usdPerGpuHour * c.layout.gpus;
    c.costPerMonthUsd = c.costPerHourUsd * s.cost.hoursPerMonth;
    if (s.mode == Mode::Train)
        c.runCostUsd = c.costPerHourUsd * c.train.runHours.value;
    c.usdPerMillionTokens = c.price->usdPerGpuHour * c.gpuHoursPerMillionTokens;
}

/// Cheapest first; unpriced after priced, by GPU-hours per million tokens; ties by GPUs, then
/// by throughput per GPU.
bool cheaper(const Candidate& a, const Candidate& b) {
    if (a.price.has_value() != b.price.has_value())
        return a.price.has_value();
    if (a.price && a.usdPerMillionTokens != b.usdPerMillionTokens)
        return a.usdPerMillionTokens < b.usdPerMillionTokens;
    if (!a.price && a.gpuHoursPerMillionTokens != b.gpuHoursPerMillionTokens)
        return a.gpuHoursPerMillionTokens < b.gpuHoursPerMillionTokens;
    if (a.layout.gpus != b.layout.gpus)
        return a.layout.gpus < b.layout.gpus;
    return a.serve.outputTokensPerSPerGpu > b.serve.outputTokensPerSPerGpu;
}

/// How far a rejection is from running: 0 runs and only misses a target (a looser SLA,
/// deadline or budget turns it around), 1 does not fit in memory, 2 not offered at all.
int rejectionTier(const std::optional<RejectReason>& r) {
    switch (r.value_or(RejectReason::NotNative)) {
    case RejectReason::NotNative:
    case RejectReason::Licence:
        return 2;
    case RejectReason::DoesNotFit:
        return 1;
    default:
        return 0;
    }
}

/// Layouts that run and only miss a target come first, then those that do not fit, then
/// unsupported precisions; within each, the smallest miss first. (A layout 5 % over its memory
/// cannot run at all; one 30 % past the deadline gives a result with a later deadline.)
bool closer(const Candidate& a, const Candidate& b) {
    const int ta = rejectionTier(a.rejection), tb = rejectionTier(b.rejection);
    if (ta != tb)
        return ta < tb;
    return a.shortfall < b.shortfall;
}

/// The GeForce rule: one rejection per GeForce GPU unless the scenario allows them.
Candidate licenceRejection(const Scenario& s, const GpuSpec& gpu) {
    Candidate out;
    out.gpuId = gpu.id;
    out.gpuName = gpu.name;
    out.precision = s.precisions.front();
    out.kvPrecision =
        s.kvPrecision.value_or(defaultKvPrecision(out.precision, gpu, s.runtime.engine));
    out.layout = {1, 1, 1, 1};
    reject(out, RejectReason::Licence, 1.0,
           {RS_WORD("Engine", "not offered: %1 (allow_geforce to include it, with this caveat)"),
            {phrase::word(kGeForceLicenceCaveat.data())}});
    return out;
}

/// Moves feasible layouts that need more than kFoldGpuFactor times the GPUs of their GPU's
/// cheapest feasible layout out of the ranking, and counts them on that cheapest layout.
void foldAbsurdLayouts(PlanResult& r) {
    std::map<std::string, int> fewest;
    for (const Candidate& c : r.feasible) {
        auto [it, added] = fewest.emplace(c.gpuId, c.layout.gpus);
        if (!added)
            it->second = std::min(it->second, c.layout.gpus);
    }
    std::vector<Candidate> kept;
    std::map<std::string, int> foldedPerGpu;
    for (Candidate& c : r.feasible) {
        if (c.layout.gpus > kFoldGpuFactor * fewest.at(c.gpuId)) {
            ++foldedPerGpu[c.gpuId];
            r.folded.push_back(std::move(c));
        } else {
            kept.push_back(std::move(c));
        }
    }
    r.feasible = std::move(kept);
    for (Candidate& c : r.feasible) {
        auto it = foldedPerGpu.find(c.gpuId);
        if (it == foldedPerGpu.end())
            continue;
        const int n = it->second;
        c.foldedLayouts = n;
        const int gpus = fewest.at(c.gpuId);
        c.provisioningNotes.push_back(
            {n == 1
                 ? (gpus == 1 ? RS_WORD("Engine", "%1 more layout of this GPU also meets the "
                                                  "targets with over %2x its %3 GPU: not ranked")
                              : RS_WORD("Engine", "%1 more layout of this GPU also meets the "
                                                  "targets with over %2x its %3 GPUs: not ranked"))
                 : (gpus == 1 ? RS_WORD("Engine", "%1 more layouts of this GPU also meet the "
                                                  "targets with over %2x its %3 GPU: not ranked")
                              : RS_WORD("Engine", "%1 more layouts of this GPU also meet the "
                                                  "targets with over %2x its %3 GPUs: not ranked")),
             {phrase::integer(n), phrase::integer(kFoldGpuFactor), phrase::integer(gpus)}});
        foldedPerGpu.erase(it); // the note goes on the GPU's cheapest layout only
    }
}

/// One candidate to evaluate: a GPU at a precision and a layout.
struct PlanTask {
    const GpuSpec* gpu;
    Precision precision;
    Layout layout;
};

/// The GPUs a scenario considers: the ones it lists, else the whole catalog.
Result<std::vector<const GpuSpec*>> candidateGpus(const Scenario& s,
                                                  const std::vector<GpuSpec>& gpus) {
    std::vector<const GpuSpec*> candidates;
    if (s.gpuIds.empty()) {
        for (const GpuSpec& g : gpus)
            candidates.push_back(&g);
    } else {
        for (size_t i = 0; i < s.gpuIds.size(); ++i) {
            auto it = std::find_if(gpus.begin(), gpus.end(),
                                   [&](const GpuSpec& g) { return g.id == s.gpuIds[i]; });
            if (it == gpus.end())
                return fieldError("gpus[" + std::to_string(i) + "]",
                                  "unknown GPU '" + s.gpuIds[i] + "'");
            candidates.push_back(&*it);
        }
    }
    return candidates;
}

/// Orders feasible candidates by cost and rejected ones by closeness; names the closest miss.
void rankCandidates(const Scenario& s, PlanResult& result) {
    std::stable_sort(result.feasible.begin(), result.feasible.end(), cheaper);
    std::stable_sort(result.rejected.begin(), result.rejected.end(), closer);
    if (s.mode == Mode::Serve) {
        foldAbsurdLayouts(result);
        markPareto(result.feasible);
    }
    if (result.feasible.empty() && !result.rejected.empty()) {
        const Candidate& r = result.rejected.front();
        result.closest = {
            RS_WORD("Engine", "%1: %2"),
            {phrase::verbatim(r.gpuId + " " + std::string(precisionInfo(r.precision).name) + " TP" +
                              std::to_string(r.layout.tp) +
                              (r.layout.pp > 1 ? " PP" + std::to_string(r.layout.pp) : "")),
             phrase::nested(r.rejectionMessage)}};
    }
}

} // namespace

Result<PlanResult> plan(const Scenario& scenario, const std::vector<GpuSpec>& gpus,
                        const EfficiencyTable& efficiency,
                        const std::map<std::string, HourlyPrice>& prices,
                        const WorkControl& control) {
    if (auto ok = validateScenario(scenario); !ok)
        return ok.error();
    DemandLevels demand;
    if (scenario.mode == Mode::Serve) {
        auto levels = servingDemandLevels(scenario);
        if (!levels)
            return levels.error();
        demand = std::move(*levels);
    }
    // Sized for the demand's peak: workload.requests_per_s, or an explicit profile's busiest
    // hour (the TCO costs the same profile; DemandLevels::notes says when they differ).
    Scenario s = scenario;
    if (s.mode == Mode::Serve)
        s.serving.requestsPerS = demand.peakRequestsPerS;
    auto candidates = candidateGpus(s, gpus);
    if (!candidates)
        return candidates.error();
    PlanContext c{s, efficiency, countParameters(s.model), normalQuantile(s.sla.percentile)};
    std::vector<PlanTask> tasks;
    std::vector<Candidate> licensed;
    for (const GpuSpec* gpu : *candidates) {
        if (geforceLicence(*gpu) && !s.allowGeForce) {
            licensed.push_back(licenceRejection(s, *gpu));
            continue;
        }
        for (Precision p : s.precisions)
            for (const Layout& l : candidateLayouts(s.model, *gpu, s.limits))
                if (s.runtime.speculative.splitsOver(l.tp))
                    tasks.push_back({gpu, p, l});
    }
    // Candidates are independent (a serving one runs its own scheduler simulations): workers
    // take them in turn, the caller reports progress, and the result keeps the task order.
    std::vector<Candidate> evaluated(tasks.size());
    const bool finished = control.forEachParallel(tasks.size(), [&] {
        return [&](size_t i) {
            const PlanTask& t = tasks[i];
            Candidate cand = s.mode == Mode::Serve
                                 ? planServingCandidate(c, *t.gpu, t.precision, t.layout)
                                 : planTrainingCandidate(c, *t.gpu, t.precision, t.layout);
            if (cand.feasible)
                price(s, demand.meanRequestsPerS, prices, cand);
            evaluated[i] = std::move(cand);
        };
    });
    PlanResult result;
    result.demand = std::move(demand);
    if (!finished) {
        result.cancelled = true;
        return result;
    }
    for (Candidate& cand : evaluated)
        (cand.feasible ? result.feasible : result.rejected).push_back(std::move(cand));
    for (Candidate& cand : licensed)
        result.rejected.push_back(std::move(cand));
    control.report(1.0);
    rankCandidates(s, result);
    return result;
}

} // namespace rightsizer::model
