#include "PlannerInternal.h"

#include <algorithm>
#include <cmath>

namespace rightsizer::model::detail {
namespace {

/// Share of a training step the data-parallel gradient all-reduce may take before the network is
/// flagged (it overlaps with the backward pass only partly).
constexpr double kGradientShareLimit = 0.30;
/// Sustained read rate one node's shared storage is assumed to deliver (a parallel filesystem
/// client or a local NVMe RAID: a few GB/s).
constexpr double kStorageBytesPerSPerNode = 2e9;

struct Trial {
    int dp = 0;
    EstimateResult estimate;
};

void addTrainingBalance(const Scenario& s, const Layout& l, const Trial& t,
                        const ParameterCount& params, Candidate& out) {
    const int nodes = (l.gpus + s.limits.gpusPerNode - 1) / s.limits.gpusPerNode;
    const double stepS = t.estimate.train.stepTimeS.value;
    if (t.dp > 1 && l.gpus > s.limits.gpusPerNode && s.mode == Mode::Train) {
        // Gradients of one model shard (2 bytes each in 16-bit) are all-reduced over dp ranks.
        const double shardBytes = 2.0 * params.total / (double(l.tp) * double(l.pp));
        const double allReduce =
            allReduceS(shardBytes, t.dp, s.runtime.networkBytesPerSPerGpu, 30e-6);
        const double share = allReduce / stepS;
        BalanceCheck b{"dp-network",
                       share <= kGradientShareLimit,
                       share * 100.0,
                       kGradientShareLimit * 100.0,
                       {}};
        b.message = {b.ok ? RS_WORD("Engine", "gradient all-reduce over the network takes %1 per "
                                              "step (%2 of the step)")
                          : RS_WORD("Engine", "gradient all-reduce over the network takes %1 per "
                                              "step (%2 of the step): faster NICs, a larger "
                                              "global batch or more TP/PP would help"),
                     {phrase::seconds(allReduce), phrase::percent(share)}};
        out.balance.push_back(b);
    }
    const double readBytesPerS = t.estimate.train.tokensPerS.value * s.training.bytesPerToken;
    const double perNode = readBytesPerS / nodes;
    BalanceCheck storage{"storage",
                         perNode <= kStorageBytesPerSPerNode,
                         perNode / 1e6,
                         kStorageBytesPerSPerNode / 1e6,
                         {}};
    if (storage.ok)
        storage.message = {RS_WORD("Engine", "training data read: %1 MB/s per node"),
                           {phrase::count(perNode / 1e6)}};
    else
        storage.message = {
            RS_WORD("Engine", "training data read: %1 MB/s per node (more than a "
                              "typical node's %2 MB/s from shared storage)"),
            {phrase::count(perNode / 1e6), phrase::count(kStorageBytesPerSPerNode / 1e6)}};
    out.balance.push_back(storage);
}

/// GPUs that hold one copy of the model: TP x PP x CP.
int modelCopyGpus(const Scenario& s, const Layout& layout) {
    return layout.tp * layout.pp * std::max(1, s.training.workload.contextParallel);
}

/// The first data-parallel degree that fits and meets the deadline, else the best attempts.
struct DpSearch {
    std::optional<Trial> found, fastest, smallestShortfall;
};

/// Tries every data-parallel degree that divides the micro-batches of a step, in turn.
DpSearch searchDataParallel(const PlanContext& c, const GpuSpec& gpu, Precision precision,
                            const Layout& layout, int maxDp, double microBatches,
                            double neededTokensPerS) {
    const Scenario& s = c.scenario;
    const int replicaGpus = modelCopyGpus(s, layout);
    DpSearch out;
    for (int dp = 1; dp <= maxDp && !out.found; ++dp) {
        if (std::fmod(microBatches, double(dp)) != 0.0)
            continue;
        Layout l = layout;
        l.gpus = dp * replicaGpus;
        auto e = estimate(scenarioRequest(s, gpu, precision, l), c.efficiency);
        if (!e)
            continue;
        Trial trial{dp, std::move(e).value()};
        if (!trial.estimate.memory.fits) {
            if (!out.smallestShortfall || trial.estimate.memory.shortfallBytes <
                                              out.smallestShortfall->estimate.memory.shortfallBytes)
                out.smallestShortfall = trial;
            continue;
        }
        const double tokensPerS = trial.estimate.train.tokensPerS.value;
        if (tokensPerS >= neededTokensPerS)
            out.found = trial;
        else if (!out.fastest || tokensPerS > out.fastest->estimate.train.tokensPerS.value)
            out.fastest = trial;
    }
    return out;
}

/// Rejects a candidate no data-parallel degree serves: too slow, too big, or no degree divides.
void rejectTraining(const Scenario& s, const DpSearch& search, int replicaGpus, double microBatches,
                    Candidate& out) {
    const TrainingDemand& d = s.training;
    if (const auto& fastest = search.fastest) {
        const double hours = d.tokens / fastest->estimate.train.tokensPerS.value / 3600.0;
        out.memory = fastest->estimate.memory;
        out.layout.gpus = fastest->dp * replicaGpus;
        reject(out, RejectReason::MissesDeadline, hours / d.deadlineHours - 1.0,
               {RS_WORD("Engine", "misses the deadline: %1 h on %2 GPUs (the most that help "
                                  "within %3), deadline %4 h"),
                {phrase::count(hours), phrase::integer(out.layout.gpus),
                 phrase::integer(s.limits.maxGpus), phrase::count(d.deadlineHours)}});
    } else if (const auto& smallestShortfall = search.smallestShortfall) {
        const MemoryBreakdown& m = smallestShortfall->estimate.memory;
        out.memory = m;
        reject(out, RejectReason::DoesNotFit, m.totalPerGpuBytes / m.usablePerGpuBytes - 1.0,
               {RS_WORD("Engine", "does not fit: needs %1 per GPU at best (%2 GPUs), %3 usable "
                                  "(short by %4)"),
                {phrase::bytes(m.totalPerGpuBytes),
                 phrase::integer(smallestShortfall->dp * replicaGpus),
                 phrase::bytes(m.usablePerGpuBytes), phrase::bytes(m.shortfallBytes)}});
    } else if (replicaGpus > s.limits.maxGpus) {
        reject(out, RejectReason::TooManyGpus, double(replicaGpus) / s.limits.maxGpus - 1.0,
               {RS_WORD("Engine", "needs %1 GPUs for one copy of the model (%2), limits.max_gpus "
                                  "%3"),
                {phrase::integer(replicaGpus),
                 phrase::verbatim(layoutName(out.layout, out.train.contextParallel)),
                 phrase::integer(s.limits.maxGpus)}});
    } else {
        reject(out, RejectReason::TooManyGpus, double(replicaGpus) / s.limits.maxGpus - 1.0,
               {RS_WORD("Engine", "no data-parallel degree within %1 GPUs divides the %2 "
                                  "micro-batches of a step"),
                {phrase::integer(s.limits.maxGpus), phrase::count(microBatches)}});
    }
}

} // namespace

Candidate planTrainingCandidate(const PlanContext& c, const GpuSpec& gpu, Precision precision,
                                const Layout& layout) {
    ComputeResolution compute;
    Candidate out = startCandidate(c, gpu, precision, layout, compute);
    if (out.rejection)
        return out;
    const Scenario& s = c.scenario;
    const TrainingDemand& d = s.training;
    const double neededTokensPerS = d.tokens / (d.deadlineHours * 3600.0);
    const int replicaGpus = modelCopyGpus(s, layout);
    const int maxDp = s.limits.maxGpus / replicaGpus;
    const double microBatches = d.workload.globalBatch / d.workload.microBatch;

    const DpSearch search =
        searchDataParallel(c, gpu, precision, layout, maxDp, microBatches, neededTokensPerS);
    if (!search.found) {
        rejectTraining(s, search, replicaGpus, microBatches, out);
        return out;
    }
    const Trial& found = *search.found;
    const EstimateResult& e = found.estimate;
    out.layout.gpus = found.dp * replicaGpus;
    out.memory = e.memory;
    out.warnings = e.warnings;
    TrainingPlan& p = out.train;
    p.dataParallel = found.dp;
    p.contextParallel = std::max(1, d.workload.contextParallel);
    p.tokensPerS = e.train.tokensPerS;
    p.mfu = e.train.mfu;
    p.stepTimeS = e.train.stepTimeS.value;
    p.bubbleFraction = e.train.bubbleFraction;
    p.parts = e.train.parts;
    // A rate band maps to a time band inverted: the slow end of the rate is the long end.
    p.runHours = {d.tokens / e.train.tokensPerS.value / 3600.0,
                  d.tokens / e.train.tokensPerS.high / 3600.0,
                  d.tokens / e.train.tokensPerS.low / 3600.0};
    out.feasible = true;
    if (p.runHours.high > d.deadlineHours) {
        out.provisioningNotes.push_back(
            {RS_WORD("Engine", "uncertainty: the pessimistic end of the band (%1 h) misses the "
                               "%2 h deadline"),
             {phrase::count(p.runHours.high), phrase::count(d.deadlineHours)}});
    }
    const double used = p.runHours.value / d.deadlineHours;
    if (used < s.limits.overProvisionedBelow && p.dataParallel > 1) {
        out.overProvisioned = true;
        out.provisioningNotes.push_back(
            {RS_WORD("Engine", "over-provisioned: finishes in %1 of the time allowed"),
             {phrase::percent(used)}});
    }
    addTrainingBalance(s, out.layout, found, c.params, out);
    return out;
}

} // namespace rightsizer::model::detail
