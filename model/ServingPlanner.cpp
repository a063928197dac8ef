#include "PlannerInternal.h"
#include "WaitingTime.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace rightsizer::model::detail {
namespace {

/// Share of a decode step spent in tensor-parallel transfers above which the link is flagged.
constexpr double kCommShareLimit = 0.15;
/// Utilization at the grown demand above which a plan is flagged as running hot.
constexpr double kHotUtilization = 0.90;
/// Replica count from which a plan's notes say what keeps each replica small.
constexpr int kManyReplicas = 8;

struct Sizing {
    ServingInputs in;
    ServingInputs inAtQuantile; ///< prompt at the SLA percentile (TTFT)
    ServingEfficiency eff;
    ServingOverheads overheads;
    double outputTokens = 0;
    double z = 0;

    ServingTimes times(double batch) const { return servingTimes(in, batch, eff, overheads); }
    double tpotQ(double batch) const {
        return tpotAtQuantileS(times(batch), batch, outputTokens, z);
    }
};

int largestBatchMeetingTpot(const Sizing& s, int maxBatch, double targetS) {
    int lo = 1, hi = maxBatch; // tpotQ(lo) <= target holds
    while (lo < hi) {
        const int mid = lo + (hi - lo + 1) / 2;
        if (s.tpotQ(mid) <= targetS)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

void addBalanceChecks(const Scenario& s, const GpuSpec& gpu, const Layout& l,
                      const ServingInputs& in, const ServingTimes& t, const MemoryBreakdown& mem,
                      Candidate& out) {
    if (l.tp > 1) {
        const double share = t.decodeCommS / t.decodeStepS;
        BalanceCheck b{"tp-link", share <= kCommShareLimit, share * 100.0, kCommShareLimit * 100.0,
                       ""};
        const std::string link = in.link == TpLink::Fabric ? gpu.scaleUp.kind
                                 : in.link == TpLink::Pcie ? std::string("PCIe peer-to-peer")
                                                           : std::string("the network");
        b.message = "TP " + std::to_string(l.tp) + " over " + link + ": transfers take " +
                    percent(share) + " of each decode step";
        if (!b.ok)
            b.message += " (over " + percent(kCommShareLimit) +
                         "; a GPU with a faster scale-up link or a smaller TP would do better)";
        out.balance.push_back(b);
    }
    const double pcie = gpu.pcieBytesPerSPerDirection();
    const double loadS = mem.weightsBytes / pcie;
    out.balance.push_back({"host-link", true, loadS, 0.0,
                           "loading " + gib(mem.weightsBytes) +
                               " of weights per GPU over PCIe Gen" + std::to_string(gpu.pcieGen) +
                               " takes at least " + duration(loadS) +
                               " (a replica's cold start; storage is often slower)"});
    const int replicaGpus = l.tp * l.pp;
    if (replicaGpus > s.limits.gpusPerNode) {
        const int nodes = (replicaGpus + s.limits.gpusPerNode - 1) / s.limits.gpusPerNode;
        out.balance.push_back({"multi-node", true, double(nodes), 0.0,
                               "each replica spans " + std::to_string(nodes) +
                                   " nodes: pipeline stages pass activations over the network"});
    }
}

void addProvisioningVerdict(const Scenario& s, const ServingPlan& p, const MemoryBreakdown& mem,
                            Candidate& out) {
    const Limits& l = s.limits;
    // Over-provisioned only when a smaller deployment exists: more than one replica at low load,
    // and more than the scenario's minimum asks for.
    if (p.utilization < l.overProvisionedBelow && p.replicas > 1 && p.replicas <= l.minReplicas) {
        out.provisioningNotes.push_back("minimum deployment: the scenario asks for at least " +
                                        std::to_string(l.minReplicas) +
                                        " replicas (limits.min_replicas); they run at " +
                                        percent(p.utilization) + " of capacity today");
    } else if (p.utilization < l.overProvisionedBelow && p.replicas > 1) {
        out.overProvisioned = true;
        out.provisioningNotes.push_back(
            "over-provisioned: " + std::to_string(p.replicas) + " replicas run at " +
            percent(p.utilization) + " of capacity today" +
            (p.queueWaitS < p.ttftIdleS ? ""
                                        : "; the latency target, not the load, sets the count"));
    } else if (p.utilization < l.overProvisionedBelow) {
        out.provisioningNotes.push_back("minimum deployment: one replica runs at " +
                                        percent(p.utilization) +
                                        " of capacity today (no smaller layout meets the target)");
    }
    // Idle memory is a hint (a smaller GPU may do), not a flag: a TPOT-bound batch leaves KV
    // room unused by design.
    const double usedFraction = p.memoryUsedAtLoadBytes / mem.usablePerGpuBytes;
    if (usedFraction < l.memoryIdleBelow)
        out.provisioningNotes.push_back("memory mostly idle: " + gib(p.memoryUsedAtLoadBytes) +
                                        " of " + gib(mem.usablePerGpuBytes) +
                                        " per GPU in use at today's load");
    const Sla& sla = s.sla;
    const std::string pct = percentileName(sla.percentile);
    if (sla.sizeToPessimistic)
        out.provisioningNotes.push_back(
            "sized to the pessimistic end of the 90 % band (sla.size_to_pessimistic): " + pct +
            " TPOT up to " + duration(p.tpotS.high) + ", " + pct + " TTFT up to " +
            duration(p.ttftS.high));
    // The batch is sized to the point estimate, so the band's pessimistic end usually misses the
    // target: say so and by how much, but flag only plans that run hot.
    if (sla.tpotS > 0 && p.tpotS.high > sla.tpotS) {
        out.provisioningNotes.push_back("uncertainty: the pessimistic end of the " + pct +
                                        " TPOT band (" + duration(p.tpotS.high) + ") misses the " +
                                        duration(sla.tpotS) + " target");
    }
    if (sla.ttftS > 0 && p.ttftS.high > sla.ttftS) {
        out.provisioningNotes.push_back("uncertainty: the pessimistic end of the " + pct +
                                        " TTFT band (" + duration(p.ttftS.high) + ") misses the " +
                                        duration(sla.ttftS) + " target");
    }
    if (p.utilizationGrown > kHotUtilization) {
        out.underProvisioned = true;
        out.provisioningNotes.push_back("under-provisioned: " + percent(p.utilizationGrown) +
                                        " utilization at the grown demand leaves little room "
                                        "for bursts");
    }
}

/// How the planner loads a replica: Poisson arrivals at `ratePerS`, the SLA's percentile, no
/// inter-token statistics (estimate --rate runs the same, with them).
LoadSpec plannedLoad(double ratePerS, double quantile) {
    LoadSpec spec;
    spec.arrival = Arrival::OpenLoop;
    spec.ratePerS = ratePerS;
    spec.quantile = quantile;
    spec.interTokenLatency = false;
    return spec;
}

/// The scheduler simulation of one replica under its share of the grown demand, by replica
/// count (memoised: the search asks for a count more than once).
struct LoadProbe {
    const ServingInputs& in;
    const ServingEfficiency& eff;
    const ServingOverheads& overheads;
    SchedulerSettings scheduler;
    RequestLengths lengths;
    double grownPerS = 0;
    const Sla& sla; ///< the targets it sizes to (the pessimistic end's, when asked)
    std::string targetNote;
    std::map<int, LoadLatency> runs;

    const LoadLatency& at(int replicas) {
        auto it = runs.find(replicas);
        if (it == runs.end()) {
            it = runs.emplace(replicas,
                              simulateLoad(in, eff, overheads, scheduler, lengths,
                                           plannedLoad(grownPerS / replicas, sla.percentile)))
                     .first;
        }
        return it->second;
    }

    /// Relative miss of the worse target (0 when both are met; 1 when saturated).
    double miss(const LoadLatency& l) const {
        if (l.saturated)
            return 1.0;
        double worst = 0;
        if (sla.ttftS > 0)
            worst = std::max(worst, l.ttftS.atQuantile / sla.ttftS - 1.0);
        if (sla.tpotS > 0)
            worst = std::max(worst, l.tpotS.atQuantile / sla.tpotS - 1.0);
        return worst;
    }

    bool meets(int replicas) { return miss(at(replicas)) <= 0; }

    std::string describe(int replicas) {
        const LoadLatency& l = at(replicas);
        const std::string pct = percentileName(sla.percentile);
        if (l.saturated)
            return "each replica serves about " + count(l.requestsPerS) + " of the " +
                   count(grownPerS / replicas) + " requests/s arriving";
        return pct + " TTFT " + duration(l.ttftS.atQuantile) +
               (sla.ttftS > 0 ? " (target " + duration(sla.ttftS) + ")" : "") + ", " + pct +
               " TPOT " + duration(l.tpotS.atQuantile) +
               (sla.tpotS > 0 ? " (target " + duration(sla.tpotS) + ")" : "") + targetNote;
    }

    /// Fewest replicas, at least `floor`, whose simulated latencies meet the targets, searched
    /// from `guess` (the queueing formula's count) down to the floor or up to `most`; 0 when
    /// even `most` misses. Latency falls as replicas are added (the same arrivals, spread
    /// thinner), so a bisection finds the boundary.
    int fewestReplicas(int floor, int guess, int most) {
        guess = std::clamp(guess, floor, std::max(floor, most));
        if (guess > most)
            return 0;
        int lo = floor - 1, hi = guess; // lo misses (or is below the floor), hi meets
        if (!meets(guess)) {
            int step = 1;
            lo = guess;
            hi = guess;
            do {
                lo = hi;
                if (hi == most)
                    return 0;
                hi = std::min(most, hi + step);
                step *= 2;
            } while (!meets(hi));
        }
        while (hi - lo > 1) {
            const int mid = lo + (hi - lo) / 2;
            (meets(mid) ? hi : lo) = mid;
        }
        return hi;
    }
};

/// Why a replica serves so little that the demand needs many of them: what caps its running
/// batch ("at the 40.0 ms p95 TPOT target only batch 1 fits (memory holds 57 sequences)"), then
/// what one replica serves against the demand.
std::string replicaCountReason(const Sla& target, const std::string& pct,
                               const std::string& targetNote, int batch, int maxFit, int maxRunning,
                               double perReplicaPerS, double grownPerS) {
    std::string why;
    const std::string seqs = batch == 1 ? " sequence" : " sequences";
    if (target.tpotS > 0 && batch < std::min(maxFit, maxRunning))
        why = "at the " + duration(target.tpotS) + " " + pct + " TPOT target" + targetNote +
              " only batch " + std::to_string(batch) + " fits (memory holds " +
              std::to_string(maxFit) + (maxFit == 1 ? " sequence)" : " sequences)");
    else if (maxFit < maxRunning)
        why = "memory holds only " + std::to_string(batch) + seqs + " per replica";
    else
        why = "the engine runs at most " + std::to_string(batch) + seqs + " per replica";
    return why + ", so a replica serves " + count(perReplicaPerS) + " of the " + count(grownPerS) +
           " requests/s to size for";
}

std::string replicasText(double n) {
    return count(n) + (n == 1 ? " replica" : " replicas");
}

std::string gpusText(double n) {
    return count(n) + (n == 1 ? " GPU" : " GPUs");
}

/// One serving candidate's request, the targets it is sized to and its memory fit.
struct ServingCase {
    const PlanContext& c;
    const GpuSpec& gpu;
    const Layout& layout;
    EstimateRequest r;
    std::string pct;
    Sla sla; ///< the scenario's targets divided by the band's factor when sizing to its end
    std::string targetNote;
    int maxFit = 0;
    MemoryBreakdown one; ///< with one sequence of mean length
};

/// The candidate's request and targets: sized to the band's pessimistic end when asked.
ServingCase servingCase(const PlanContext& c, const GpuSpec& gpu, Precision precision,
                        const Layout& layout, double sigmaLog) {
    const Scenario& s = c.scenario;
    ServingCase k{c, gpu, layout, scenarioRequest(s, gpu, precision, layout), "", s.sla, "", 0, {}};
    k.pct = percentileName(s.sla.percentile);
    // Sizing to the pessimistic end of the band: the estimates must meet the targets divided by
    // the band's factor exp(1.645 sigma), so that value x factor meets the targets themselves.
    const double bandFactor = s.sla.sizeToPessimistic ? std::exp(kBandZ * sigmaLog) : 1.0;
    k.sla.ttftS /= bandFactor;
    k.sla.tpotS /= bandFactor;
    k.targetNote = s.sla.sizeToPessimistic ? " for the band's pessimistic end (targets / " +
                                                 count(std::round(bandFactor * 100) / 100) + ")"
                                           : "";
    k.maxFit = maxConcurrencyFit(k.r, c.params);
    k.one = servingMemory(k.r, c.params, 1.0);
    return k;
}

/// Whether one sequence of mean length, and one of percentile length, fit; rejects when not.
bool fitsOneSequence(const ServingCase& k, Candidate& out) {
    const Scenario& s = k.c.scenario;
    const ServingDemand& d = s.serving;
    // Memory: at least one sequence of mean length, and one of percentile length, must fit.
    const double kvElem = precisionInfo(k.r.kvPrecision).kvBytesPerElement;
    const double longSequence = kvBytesPerSequencePerGpu(
        s.model, d.inputTokens.p95 + d.outputTokens.p95, kvElem, k.layout.tp, k.layout.pp);
    const MemoryBreakdown base = servingMemory(k.r, k.c.params, 0.0);
    if (k.maxFit < 1 || base.totalPerGpuBytes + longSequence > base.usablePerGpuBytes) {
        const MemoryBreakdown& one = k.one;
        const double need = std::max(one.totalPerGpuBytes, base.totalPerGpuBytes + longSequence);
        out.memory = one;
        reject(out, RejectReason::DoesNotFit, need / one.usablePerGpuBytes - 1.0,
               "does not fit: needs " + gib(need) + " per GPU for one sequence (" +
                   (k.maxFit < 1 ? "mean" : "p95") + " length), " + gib(one.usablePerGpuBytes) +
                   " usable (short by " + gib(need - one.usablePerGpuBytes) + ")");
        return false;
    }
    return true;
}

/// The inputs, efficiencies and overheads a candidate's batch and latencies are computed from.
Sizing sizingFor(const ServingCase& k, const ComputeResolution& compute, const Candidate& out) {
    const ServingDemand& d = k.c.scenario.serving;
    Sizing sz;
    sz.in = makeServingInputs(k.r, k.c.params, compute);
    sz.inAtQuantile = sz.in;
    sz.inAtQuantile.inputTokens = d.inputTokens.quantile(k.sla.percentile);
    sz.eff = out.efficiency.serving;
    sz.overheads = out.efficiency.overheads;
    sz.outputTokens = d.outputTokens.mean;
    sz.z = k.c.z;
    return sz;
}

/// The largest batch that fits and meets the TPOT target; none (rejected) if batch 1 misses it.
std::optional<int> batchMeetingTpot(const ServingCase& k, const Sizing& sz, Candidate& out) {
    const int maxBatch = std::min(k.maxFit, maxRunning(k.c.scenario.runtime, k.gpu));
    int batch = maxBatch;
    if (k.sla.tpotS > 0) {
        const double atOne = sz.tpotQ(1);
        if (atOne > k.sla.tpotS) {
            out.memory = k.one;
            reject(out, RejectReason::MissesTpot, atOne / k.sla.tpotS - 1.0,
                   "misses TPOT: " + k.pct + " is " + duration(atOne) +
                       " even at batch 1, target " + duration(k.sla.tpotS) + k.targetNote + " (+" +
                       percent(atOne / k.sla.tpotS - 1.0) + ")");
            return std::nullopt;
        }
        batch = largestBatchMeetingTpot(sz, maxBatch, k.sla.tpotS);
    }
    return batch;
}

/// Rejects a candidate whose TTFT misses the target with no request waiting.
void rejectIdleTtft(const ServingCase& k, const Sizing& sz, int batch, double ttftIdle,
                    Candidate& out) {
    out.memory = servingMemory(k.r, k.c.params, batch);
    reject(out, RejectReason::MissesTtft, ttftIdle / k.sla.ttftS - 1.0,
           "misses TTFT: " + k.pct + " is " + duration(ttftIdle) +
               " even with no request waiting (" + count(sz.inAtQuantile.inputTokens) +
               "-token prompt), target " + duration(k.sla.ttftS) + k.targetNote + " (+" +
               percent(ttftIdle / k.sla.ttftS - 1.0) + ")");
}

/// The replicas the grown demand and the throughput target need at the running batch.
struct ReplicaCapacity {
    double grown = 0; ///< requests/s to size for
    double tokensPerReplica = 0;
    double forDemand = 0;
    double replicas = 0; ///< at least limits.min_replicas
    double replicaGpus = 0;
    int runningCap = 0;
};

/// The replica count capacity alone asks for, before the latency targets under load.
ReplicaCapacity replicaCapacity(const ServingCase& k, const ServingPlan& p) {
    const Scenario& s = k.c.scenario;
    const ServingDemand& d = s.serving;
    ReplicaCapacity rc;
    rc.grown = d.requestsPerS * (1.0 + s.limits.headroom);
    rc.tokensPerReplica = p.requestsPerSPerReplica * d.outputTokens.mean;
    rc.forDemand = std::max(std::floor(rc.grown / p.requestsPerSPerReplica) + 1.0,
                            std::ceil(k.sla.minOutputTokensPerS / rc.tokensPerReplica));
    rc.replicas = std::max(rc.forDemand, double(s.limits.minReplicas));
    rc.replicaGpus = double(k.layout.tp) * double(k.layout.pp);
    rc.runningCap = maxRunning(s.runtime, k.gpu);
    return rc;
}

/// Whether the capacity's replicas fit limits.max_gpus; rejects with the reason when not.
bool withinGpuLimit(const ServingCase& k, const ServingPlan& p, const ReplicaCapacity& rc,
                    Candidate& out) {
    const Scenario& s = k.c.scenario;
    const double gpusNeeded = rc.replicas * rc.replicaGpus;
    if (!(gpusNeeded > s.limits.maxGpus))
        return true;
    out.memory = servingMemory(k.r, k.c.params, p.batch);
    const std::string why =
        rc.forDemand < s.limits.minReplicas
            ? "limits.min_replicas asks for " + std::to_string(s.limits.minReplicas)
            : replicaCountReason(k.sla, k.pct, k.targetNote, p.batch, k.maxFit, rc.runningCap,
                                 p.requestsPerSPerReplica, rc.grown);
    reject(out, RejectReason::TooManyGpus, gpusNeeded / s.limits.maxGpus - 1.0,
           "needs " + gpusText(gpusNeeded) + " (" + replicasText(rc.replicas) + " of " +
               count(rc.replicaGpus) + "), limit " + std::to_string(s.limits.maxGpus) + ": " + why);
    return false;
}

/// The feasible plan at `sized` replicas: its latency bands, throughput, utilization and notes.
void recordServingPlan(const ServingCase& k, const Sizing& sz, const ServingTimes& t,
                       double ttftIdle, const ReplicaCapacity& rc, LoadProbe& probe, int sized,
                       Candidate& out) {
    const Scenario& s = k.c.scenario;
    const ServingDemand& d = s.serving;
    ServingPlan& p = out.serve;
    p.replicas = sized;
    out.layout.gpus = int(sized * rc.replicaGpus);
    const double sigma = sz.eff.sigmaLog;
    const LoadLatency& load = probe.at(sized);
    p.load = load;
    p.scheduler = probe.scheduler;
    p.ratePerSPerReplica = rc.grown / sized;
    p.tpotS = bandAround(load.tpotS.atQuantile, sigma);
    p.tpotMeanS = bandAround(load.tpotS.mean, sigma);
    p.tpotP50S = bandAround(load.tpotS.p50, sigma);
    p.ttftS = bandAround(load.ttftS.atQuantile, sigma);
    p.ttftP50S = bandAround(load.ttftS.p50, sigma);
    p.ttftIdleS = ttftIdle;
    p.queueWaitS = std::max(0.0, load.ttftS.atQuantile - ttftIdle);
    p.outputTokensPerS = bandAround(rc.tokensPerReplica * p.replicas, sigma);
    p.outputTokensPerSPerGpu = rc.tokensPerReplica / rc.replicaGpus;
    p.tokensPerSPerUser = 1.0 / t.tpotS;
    p.utilization = d.requestsPerS / (p.replicas * p.requestsPerSPerReplica);
    p.utilizationGrown = rc.grown / (p.replicas * p.requestsPerSPerReplica);
    p.crossoverBatch = decodeCrossoverBatch(sz.in, sz.eff);
    p.decodeComputeBound = t.decodeComputeBound;
    p.decodeStepS = t.decodeStepS;
    p.decodeCommS = t.decodeCommS;
    out.memory = servingMemory(k.r, k.c.params, p.batch);
    p.memoryUsedAtLoadBytes = out.memory.totalPerGpuBytes - out.memory.kvCacheBytes +
                              out.memory.kvCacheBytes * p.utilization;
    out.feasible = true;
    addBalanceChecks(s, k.gpu, k.layout, sz.in, t, out.memory, out);
    addProvisioningVerdict(s, p, out.memory, out);
    if (p.replicas >= kManyReplicas && p.replicas > s.limits.minReplicas)
        out.provisioningNotes.push_back(replicasText(p.replicas) + ": " +
                                        replicaCountReason(k.sla, k.pct, k.targetNote, p.batch,
                                                           k.maxFit, rc.runningCap,
                                                           p.requestsPerSPerReplica, rc.grown));
}

} // namespace

Candidate planServingCandidate(const PlanContext& c, const GpuSpec& gpu, Precision precision,
                               const Layout& layout) {
    ComputeResolution compute;
    Candidate out = startCandidate(c, gpu, precision, layout, compute);
    if (out.rejection)
        return out;
    const ServingCase k = servingCase(c, gpu, precision, layout, out.efficiency.serving.sigmaLog);
    if (!fitsOneSequence(k, out))
        return out;
    const Sizing sz = sizingFor(k, compute, out);
    const std::optional<int> tpotBatch = batchMeetingTpot(k, sz, out);
    if (!tpotBatch)
        return out;
    const int batch = *tpotBatch;
    const ServingTimes t = sz.times(batch);
    const ServingTimes tq = servingTimes(sz.inAtQuantile, batch, sz.eff, sz.overheads);
    const double ttftIdle = t.ttftS - t.prefillS + tq.prefillS;
    if (k.sla.ttftS > 0 && ttftIdle > k.sla.ttftS) {
        rejectIdleTtft(k, sz, batch, ttftIdle, out);
        return out;
    }

    // Replicas: enough capacity for the grown demand at the TPOT batch; the queueing formula's
    // count for the TTFT percentile as a first guess; then the scheduler simulation decides.
    ServingPlan& p = out.serve;
    p.batch = batch;
    p.maxBatchFit = k.maxFit;
    p.requestServiceS = k.c.scenario.serving.outputTokens.mean * t.tpotS;
    p.prefillMarginalS = t.prefillMarginalS;
    p.requestsPerSPerReplica = batch / p.requestServiceS;
    const ReplicaCapacity rc = replicaCapacity(k, p);
    if (!withinGpuLimit(k, p, rc, out))
        return out;
    const Scenario& s = k.c.scenario;
    const ServingDemand& d = s.serving;
    const int capacityReplicas = int(rc.replicas);
    const ReplicaQueue queue{ttftIdle, batch, p.requestServiceS, t.prefillMarginalS};
    const int guess = k.sla.ttftS > 0 ? replicasForTtft(queue, rc.grown, capacityReplicas,
                                                        k.sla.percentile, k.sla.ttftS)
                                      : capacityReplicas;
    LoadProbe probe{sz.in,
                    sz.eff,
                    sz.overheads,
                    schedulerSettings(k.r, c.params),
                    {d.inputTokens, d.outputTokens},
                    rc.grown,
                    k.sla,
                    k.targetNote,
                    {}};
    const int mostReplicas = int(std::min(1e6, std::floor(s.limits.maxGpus / rc.replicaGpus)));
    const int sized = probe.fewestReplicas(capacityReplicas, guess, mostReplicas);
    if (sized == 0) {
        out.memory = servingMemory(k.r, c.params, batch);
        reject(out, RejectReason::TooManyGpus, probe.miss(probe.at(mostReplicas)),
               "misses the " + k.pct + " targets under load with " + replicasText(mostReplicas) +
                   ", the most the " + std::to_string(s.limits.maxGpus) +
                   "-GPU limit allows: " + probe.describe(mostReplicas));
        return out;
    }
    recordServingPlan(k, sz, t, ttftIdle, rc, probe, sized, out);
    return out;
}

} // namespace rightsizer::model::detail

namespace rightsizer::model {

Result<LoadCurve> loadCurve(const Scenario& s, const GpuSpec& gpu, Precision precision,
                            const Layout& layout, const EfficiencyTable& efficiency,
                            const std::vector<double>& alsoAt, int points) {
    const ComputeResolution compute = resolveCompute(gpu, precision);
    if (compute.flopsPerS <= 0)
        return fieldError("precisions", gpu.name + " lists no throughput usable for " +
                                            std::string(precisionInfo(precision).name));
    Layout l = layout;
    l.gpus = l.tp * l.pp;
    const EstimateRequest r = scenarioRequest(s, gpu, precision, l);
    const ParameterCount params = countParameters(s.model);
    const int maxFit = maxConcurrencyFit(r, params);
    if (maxFit < 1)
        return fieldError("gpus", "not even one sequence of the mean length fits on " + gpu.name);
    const EfficiencyChoice eff = efficiency.choose(gpu, compute.kind, s.runtime.engine);
    const ServingInputs in = makeServingInputs(r, params, compute);
    const SchedulerSettings scheduler = schedulerSettings(r, params);
    const int top = std::min(maxFit, scheduler.maxRunning);
    const ServingTimes t = servingTimes(in, top, eff.serving, eff.overheads);
    LoadCurve curve;
    curve.capacityPerS = top / (s.serving.outputTokens.mean * t.tpotS);
    curve.quantile = s.sla.percentile;
    curve.sigmaLog = eff.serving.sigmaLog;
    constexpr double kBeyondCapacity = 1.2;
    std::vector<double> rates;
    for (int i = 1; i <= points; ++i)
        rates.push_back(kBeyondCapacity * curve.capacityPerS * i / points);
    for (double extra : alsoAt)
        if (extra > 0 && std::isfinite(extra))
            rates.push_back(extra);
    std::sort(rates.begin(), rates.end());
    rates.erase(std::unique(rates.begin(), rates.end()), rates.end());
    const RequestLengths lengths{s.serving.inputTokens, s.serving.outputTokens};
    for (double rate : rates) {
        curve.points.push_back(
            {rate, simulateLoad(in, eff.serving, eff.overheads, scheduler, lengths,
                                detail::plannedLoad(rate, s.sla.percentile))});
        if (curve.points.back().load.saturated)
            break;
    }
    return curve;
}

} // namespace rightsizer::model
