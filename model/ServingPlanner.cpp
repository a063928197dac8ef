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
        BalanceCheck b{
            "tp-link", share <= kCommShareLimit, share * 100.0, kCommShareLimit * 100.0, {}};
        const PhraseArg link = in.link == TpLink::Fabric ? phrase::verbatim(gpu.scaleUp.kind)
                               : in.link == TpLink::Pcie
                                   ? phrase::word(RS_WORD("Engine", "PCIe peer-to-peer"))
                                   : phrase::word(RS_WORD("Engine", "the network"));
        if (b.ok)
            b.message = {RS_WORD("Engine", "TP %1 over %2: transfers take %3 of each decode step"),
                         {phrase::integer(l.tp), link, phrase::percent(share)}};
        else
            b.message = {RS_WORD("Engine", "TP %1 over %2: transfers take %3 of each decode step "
                                           "(over %4; a GPU with a faster scale-up link or a "
                                           "smaller TP would do better)"),
                         {phrase::integer(l.tp), link, phrase::percent(share),
                          phrase::percent(kCommShareLimit)}};
        out.balance.push_back(b);
    }
    const double pcie = gpu.pcieBytesPerSPerDirection();
    const double loadS = mem.weightsBytes / pcie;
    out.balance.push_back(
        {"host-link",
         true,
         loadS,
         0.0,
         {RS_WORD("Engine", "loading %1 of weights per GPU over PCIe Gen%2 takes at least %3 (a "
                            "replica's cold start; storage is often slower)"),
          {phrase::bytes(mem.weightsBytes), phrase::integer(gpu.pcieGen),
           phrase::seconds(loadS)}}});
    const int replicaGpus = l.tp * l.pp;
    if (replicaGpus > s.limits.gpusPerNode) {
        const int nodes = (replicaGpus + s.limits.gpusPerNode - 1) / s.limits.gpusPerNode;
        out.balance.push_back(
            {"multi-node",
             true,
             double(nodes),
             0.0,
             {RS_WORD("Engine", "each replica spans %1 nodes: pipeline stages pass activations "
                                "over the network"),
              {phrase::integer(nodes)}}});
    }
}

void addProvisioningVerdict(const Scenario& s, const ServingPlan& p, const MemoryBreakdown& mem,
                            Candidate& out) {
    const Limits& l = s.limits;
    // Over-provisioned only when a smaller deployment exists: more than one replica at low load,
    // and more than the scenario's minimum asks for.
    if (p.utilization < l.overProvisionedBelow && p.replicas > 1 && p.replicas <= l.minReplicas) {
        out.provisioningNotes.push_back(
            {RS_WORD("Engine", "minimum deployment: the scenario asks for at least %1 replicas "
                               "(limits.min_replicas); they run at %2 of capacity today"),
             {phrase::integer(l.minReplicas), phrase::percent(p.utilization)}});
    } else if (p.utilization < l.overProvisionedBelow && p.replicas > 1) {
        out.overProvisioned = true;
        out.provisioningNotes.push_back(
            {p.queueWaitS < p.ttftIdleS
                 ? RS_WORD("Engine", "over-provisioned: %1 replicas run at %2 of capacity today")
                 : RS_WORD("Engine", "over-provisioned: %1 replicas run at %2 of capacity today; "
                                     "the latency target, not the load, sets the count"),
             {phrase::integer(p.replicas), phrase::percent(p.utilization)}});
    } else if (p.utilization < l.overProvisionedBelow) {
        out.provisioningNotes.push_back(
            {RS_WORD("Engine", "minimum deployment: one replica runs at %1 of capacity today (no "
                               "smaller layout meets the target)"),
             {phrase::percent(p.utilization)}});
    }
    // Idle memory is a hint (a smaller GPU may do), not a flag: a TPOT-bound batch leaves KV
    // room unused by design.
    const double usedFraction = p.memoryUsedAtLoadBytes / mem.usablePerGpuBytes;
    if (usedFraction < l.memoryIdleBelow)
        out.provisioningNotes.push_back(
            {RS_WORD("Engine", "memory mostly idle: %1 of %2 per GPU in use at today's load"),
             {phrase::bytes(p.memoryUsedAtLoadBytes), phrase::bytes(mem.usablePerGpuBytes)}});
    const Sla& sla = s.sla;
    const PhraseArg pct = phrase::verbatim(percentileName(sla.percentile));
    if (sla.sizeToPessimistic)
        out.provisioningNotes.push_back(
            {RS_WORD("Engine", "sized to the pessimistic end of the 90 % band "
                               "(sla.size_to_pessimistic): %1 TPOT up to %2, %1 TTFT up to %3"),
             {pct, phrase::seconds(p.tpotS.high), phrase::seconds(p.ttftS.high)}});
    // The batch is sized to the point estimate, so the band's pessimistic end usually misses the
    // target: say so and by how much, but flag only plans that run hot.
    if (sla.tpotS > 0 && p.tpotS.high > sla.tpotS) {
        out.provisioningNotes.push_back(
            {RS_WORD("Engine", "uncertainty: the pessimistic end of the %1 TPOT band (%2) misses "
                               "the %3 target"),
             {pct, phrase::seconds(p.tpotS.high), phrase::seconds(sla.tpotS)}});
    }
    if (sla.ttftS > 0 && p.ttftS.high > sla.ttftS) {
        out.provisioningNotes.push_back(
            {RS_WORD("Engine", "uncertainty: the pessimistic end of the %1 TTFT band (%2) misses "
                               "the %3 target"),
             {pct, phrase::seconds(p.ttftS.high), phrase::seconds(sla.ttftS)}});
    }
    if (p.utilizationGrown > kHotUtilization) {
        out.underProvisioned = true;
        out.provisioningNotes.push_back(
            {RS_WORD("Engine", "under-provisioned: %1 utilization at the grown demand leaves "
                               "little room for bursts"),
             {phrase::percent(p.utilizationGrown)}});
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
    Phrase targetNote;
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

    Phrase describe(int replicas) {
        const LoadLatency& l = at(replicas);
        if (l.saturated)
            return {RS_WORD("Engine", "each replica serves about %1 of the %2 requests/s arriving"),
                    {phrase::count(l.requestsPerS), phrase::count(grownPerS / replicas)}};
        std::vector<PhraseArg> args{phrase::verbatim(percentileName(sla.percentile)),
                                    phrase::seconds(l.ttftS.atQuantile)};
        if (sla.ttftS > 0)
            args.push_back(phrase::seconds(sla.ttftS));
        args.push_back(phrase::seconds(l.tpotS.atQuantile));
        if (sla.tpotS > 0)
            args.push_back(phrase::seconds(sla.tpotS));
        args.push_back(phrase::nested(targetNote));
        const char* text =
            sla.ttftS > 0 && sla.tpotS > 0
                ? RS_WORD("Engine", "%1 TTFT %2 (target %3), %1 TPOT %4 (target %5)%6")
            : sla.ttftS > 0 ? RS_WORD("Engine", "%1 TTFT %2 (target %3), %1 TPOT %4%5")
            : sla.tpotS > 0 ? RS_WORD("Engine", "%1 TTFT %2, %1 TPOT %3 (target %4)%5")
                            : RS_WORD("Engine", "%1 TTFT %2, %1 TPOT %3%4");
        return {text, std::move(args)};
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
Phrase replicaCountReason(const Sla& target, const std::string& pct, const Phrase& targetNote,
                          int batch, int maxFit, int maxRunning, double perReplicaPerS,
                          double grownPerS) {
    Phrase why;
    if (target.tpotS > 0 && batch < std::min(maxFit, maxRunning))
        why = {maxFit == 1 ? RS_WORD("Engine", "at the %1 %2 TPOT target%3 only batch %4 fits "
                                               "(memory holds %5 sequence)")
                           : RS_WORD("Engine", "at the %1 %2 TPOT target%3 only batch %4 fits "
                                               "(memory holds %5 sequences)"),
               {phrase::seconds(target.tpotS), phrase::verbatim(pct), phrase::nested(targetNote),
                phrase::integer(batch), phrase::integer(maxFit)}};
    else if (maxFit < maxRunning)
        why = {batch == 1 ? RS_WORD("Engine", "memory holds only %1 sequence per replica")
                          : RS_WORD("Engine", "memory holds only %1 sequences per replica"),
               {phrase::integer(batch)}};
    else
        why = {batch == 1 ? RS_WORD("Engine", "the engine runs at most %1 sequence per replica")
                          : RS_WORD("Engine", "the engine runs at most %1 sequences per replica"),
               {phrase::integer(batch)}};
    return {
        RS_WORD("Engine", "%1, so a replica serves %2 of the %3 requests/s to size for"),
        {phrase::nested(std::move(why)), phrase::count(perReplicaPerS), phrase::count(grownPerS)}};
}

PhraseArg replicasText(double n) {
    return phrase::nested(
        {n == 1 ? RS_WORD("Engine", "%1 replica") : RS_WORD("Engine", "%1 replicas"),
         {phrase::count(n)}});
}

PhraseArg gpusText(double n) {
    return phrase::nested(
        {n == 1 ? RS_WORD("Engine", "%1 GPU") : RS_WORD("Engine", "%1 GPUs"), {phrase::count(n)}});
}

/// One serving candidate's request, the targets it is sized to and its memory fit.
struct ServingCase {
    const PlanContext& c;
    const GpuSpec& gpu;
    const Layout& layout;
    EstimateRequest r;
    std::string pct;
    Sla sla; ///< the scenario's targets divided by the band's factor when sizing to its end
    Phrase targetNote;
    int maxFit = 0;
    MemoryBreakdown one; ///< with one sequence of mean length
};

/// The candidate's request and targets: sized to the band's pessimistic end when asked.
ServingCase servingCase(const PlanContext& c, const GpuSpec& gpu, Precision precision,
                        const Layout& layout, double sigmaLog) {
    const Scenario& s = c.scenario;
    ServingCase k{c, gpu, layout, scenarioRequest(s, gpu, precision, layout), "", s.sla, {}, 0, {}};
    k.pct = percentileName(s.sla.percentile);
    // Sizing to the pessimistic end of the band: the estimates must meet the targets divided by
    // the band's factor exp(1.645 sigma), so that value x factor meets the targets themselves.
    const double bandFactor = s.sla.sizeToPessimistic ? std::exp(kBandZ * sigmaLog) : 1.0;
    k.sla.ttftS /= bandFactor;
    k.sla.tpotS /= bandFactor;
    if (s.sla.sizeToPessimistic)
        k.targetNote = {RS_WORD("Engine", " for the band's pessimistic end (targets / %1)"),
                        {phrase::count(std::round(bandFactor * 100) / 100)}};
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
    // The draft's cache and the shared prefix's one copy sit beside it (0 when unused).
    const double longSequence =
        kvBytesPerSequencePerGpu(s.model, d.inputTokens.p95 + d.outputTokens.p95, kvElem,
                                 k.layout.tp, k.layout.pp) +
        draftKvBytesPerTokenPerGpu(k.r) * (d.inputTokens.p95 + d.outputTokens.p95) +
        sharedPrefixKvBytes(k.r);
    const MemoryBreakdown base = servingMemory(k.r, k.c.params, 0.0);
    if (k.maxFit < 1 || base.totalPerGpuBytes + longSequence > base.usablePerGpuBytes) {
        const MemoryBreakdown& one = k.one;
        const double need = std::max(one.totalPerGpuBytes, base.totalPerGpuBytes + longSequence);
        out.memory = one;
        reject(out, RejectReason::DoesNotFit, need / one.usablePerGpuBytes - 1.0,
               {k.maxFit < 1 ? RS_WORD("Engine", "does not fit: needs %1 per GPU for one sequence "
                                                 "(mean length), %2 usable (short by %3)")
                             : RS_WORD("Engine", "does not fit: needs %1 per GPU for one sequence "
                                                 "(p95 length), %2 usable (short by %3)"),
                {phrase::bytes(need), phrase::bytes(one.usablePerGpuBytes),
                 phrase::bytes(need - one.usablePerGpuBytes)}});
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
    sz.inAtQuantile.cachedTokens = cachedPrefixTokens(k.r.serve, sz.inAtQuantile.inputTokens);
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
                   {RS_WORD("Engine", "misses TPOT: %1 is %2 even at batch 1, target %3%4 (+%5)"),
                    {phrase::verbatim(k.pct), phrase::seconds(atOne), phrase::seconds(k.sla.tpotS),
                     phrase::nested(k.targetNote), phrase::percent(atOne / k.sla.tpotS - 1.0)}});
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
           {RS_WORD("Engine", "misses TTFT: %1 is %2 even with no request waiting (%3-token "
                              "prompt), target %4%5 (+%6)"),
            {phrase::verbatim(k.pct), phrase::seconds(ttftIdle),
             phrase::count(sz.inAtQuantile.inputTokens), phrase::seconds(k.sla.ttftS),
             phrase::nested(k.targetNote), phrase::percent(ttftIdle / k.sla.ttftS - 1.0)}});
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
    const Phrase why = rc.forDemand < s.limits.minReplicas
                           ? Phrase{RS_WORD("Engine", "limits.min_replicas asks for %1"),
                                    {phrase::integer(s.limits.minReplicas)}}
                           : replicaCountReason(k.sla, k.pct, k.targetNote, p.batch, k.maxFit,
                                                rc.runningCap, p.requestsPerSPerReplica, rc.grown);
    reject(out, RejectReason::TooManyGpus, gpusNeeded / s.limits.maxGpus - 1.0,
           {RS_WORD("Engine", "needs %1 (%2 of %3), limit %4: %5"),
            {gpusText(gpusNeeded), replicasText(rc.replicas), phrase::count(rc.replicaGpus),
             phrase::integer(s.limits.maxGpus), phrase::nested(why)}});
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
        out.provisioningNotes.push_back(
            {RS_WORD("Engine", "%1: %2"),
             {replicasText(p.replicas), phrase::nested(replicaCountReason(
                                            k.sla, k.pct, k.targetNote, p.batch, k.maxFit,
                                            rc.runningCap, p.requestsPerSPerReplica, rc.grown))}});
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
               {RS_WORD("Engine", "misses the %1 targets under load with %2, the most the %3-GPU "
                                  "limit allows: %4"),
                {phrase::verbatim(k.pct), replicasText(mostReplicas),
                 phrase::integer(s.limits.maxGpus), phrase::nested(probe.describe(mostReplicas))}});
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
    const EfficiencyChoice eff = efficiency.choose(gpu, compute.kind, s.runtime);
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
