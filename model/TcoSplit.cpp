// TCO of a deployment made of pools (disaggregated serving): each pool is costed as its own
// fleet and the options are summed.

#include "TcoSplit.h"
#include "TcoInternal.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rightsizer::model {
namespace {

using detail::kNaN;

/// Adds `from`'s month to `to` (output tokens are the same tokens in every pool: not added).
void addMonth(TcoMonth& to, const TcoMonth& from) {
    const double gpus = to.gpus + from.gpus;
    to.utilization =
        gpus > 0 ? (to.utilization * to.gpus + from.utilization * from.gpus) / gpus : 0;
    to.capital += from.capital;
    to.power += from.power;
    to.space += from.space;
    to.support += from.support;
    to.staff += from.staff;
    to.cloud += from.cloud;
    to.residual += from.residual;
    to.gpus = gpus;
    to.units = from.units;
}

/// A pool's phrase with its role in front: "prefill pool: no on-demand price ...".
Phrase inPool(const Phrase& role, const Phrase& what) {
    return {RS_WORD("Engine", "%1 pool: %2"), {phrase::nested(role), phrase::nested(what)}};
}

/// Adds pool `k`'s notes: a note every pool has once, as it is; the others with the pool named.
void addNotes(std::vector<Phrase>& to, const std::vector<Phrase>& notes,
              const std::vector<TcoResult>& pools, TcoOption option, size_t k, const Phrase& role) {
    for (const Phrase& note : notes) {
        const std::string text = note.english();
        const auto inEvery = std::all_of(pools.begin(), pools.end(), [&](const TcoResult& p) {
            const auto& others = p.option(option).notes;
            return std::any_of(others.begin(), others.end(),
                               [&](const Phrase& n) { return n.english() == text; });
        });
        if (!inEvery)
            to.push_back(inPool(role, note));
        else if (k == 0)
            to.push_back(note);
    }
}

/// Whether every pool is unavailable for `option` for the reason `why`.
bool sameInEveryPool(const TcoResult& r, TcoOption option, const Phrase& why) {
    return std::all_of(r.pools.begin(), r.pools.end(), [&](const TcoResult& p) {
        return !p.option(option).available &&
               p.option(option).unavailableReason.english() == why.english();
    });
}

/// Option `option` of the pooled deployment: the pools' months summed, unavailable when a pool
/// cannot take it.
TcoOptionResult sumOption(const TcoResult& r, TcoOption option) {
    TcoOptionResult sum;
    sum.option = option;
    double usefulGpuHours = 0, totalGpuHours = 0;
    for (size_t k = 0; k < r.pools.size(); ++k) {
        const TcoOptionResult& o = r.pools[k].option(option);
        if (!o.available) {
            if (sum.available)
                sum.unavailableReason = sameInEveryPool(r, option, o.unavailableReason)
                                            ? o.unavailableReason
                                            : inPool(r.poolRoles[k], o.unavailableReason);
            sum.available = false;
            continue;
        }
        if (sum.months.empty())
            sum.months.resize(o.months.size());
        for (size_t m = 0; m < o.months.size() && m < sum.months.size(); ++m)
            addMonth(sum.months[m], o.months[m]);
        sum.npvUsd += o.npvUsd;
        sum.gpuHours += o.gpuHours;
        sum.totalLowUsd += o.totalLowUsd;
        sum.totalHighUsd += o.totalHighUsd;
        sum.nodes += o.nodes;
        // A request needs both pools: at risk while either starts workers. The sum bounds the
        // union of the pools' hours from above (they often coincide, at the same rise).
        sum.slaRiskHoursPerMonth += o.slaRiskHoursPerMonth;
        sum.slaRiskRequestFraction =
            std::min(1.0, sum.slaRiskRequestFraction + o.slaRiskRequestFraction);
        usefulGpuHours += o.utilization * o.gpuHours;
        totalGpuHours += o.gpuHours;
        addNotes(sum.notes, o.notes, r.pools, option, k, r.poolRoles[k]);
    }
    if (!sum.available) {
        TcoOptionResult none;
        none.option = option;
        none.available = false;
        none.unavailableReason = sum.unavailableReason;
        return none;
    }
    double cumulative = 0, units = 0;
    for (TcoMonth& month : sum.months) {
        cumulative += month.total();
        month.cumulative = cumulative;
        units += month.units;
        sum.peakGpus = std::max(sum.peakGpus, month.gpus);
    }
    sum.totalUsd = cumulative;
    sum.usdPerUnit = units > 0 ? cumulative / (units / 1e6) : 0;
    sum.utilization = totalGpuHours > 0 ? usefulGpuHours / totalGpuHours : 0;
    return sum;
}

/// Total of `option` when parameter `member` is `factor` times its value in every pool; NaN when
/// a pool's value leaves its range or the option is unavailable.
double pooledTotalWith(const std::vector<TcoPool>& pools, double TcoParameters::*member,
                       double factor, TcoOption option) {
    double total = 0;
    for (const TcoPool& pool : pools)
        total += detail::totalWith(pool.params, pool.capacity, member, factor, option);
    return total;
}

/// The recommended option's total at -20 % and +20 % of each parameter, in every pool at once;
/// the base shown is the last pool's (decode).
void addPooledSensitivity(const std::vector<TcoPool>& pools, TcoResult& r) {
    const TcoOption target = *r.recommended;
    r.sensitivity = detail::sensitivityRows(
        r.params, Mode::Serve, [&](double TcoParameters::*member, double factor) {
            return pooledTotalWith(pools, member, factor, target);
        });
}

/// One worker of a pool: `rate` requests/s carried at the plan (the SLA's ceiling), saturating
/// at `saturation`.
TcoCapacity poolWorker(const Scenario& s, const EstimateRequest& worker, int workers, double rate,
                       double saturation, const Band& band, const char* role) {
    TcoCapacity t;
    t.mode = Mode::Serve;
    t.gpuId = worker.gpu.id;
    t.gpusPerReplica = double(worker.layout.tp) * double(worker.layout.pp);
    t.tensorParallel = worker.layout.tp;
    t.outputTokensPerRequest = s.serving.outputTokens.mean;
    t.maxRequestsPerSPerReplica = rate / workers;
    t.requestsPerSPerReplica = std::max(saturation, t.maxRequestsPerSPerReplica);
    t.plannedReplicas = workers;
    t.plannedRequestsPerS = rate;
    if (s.sla.minOutputTokensPerS > 0 && t.outputTokensPerRequest > 0)
        t.minFleetReplicas = std::ceil(s.sla.minOutputTokensPerS / t.outputTokensPerRequest /
                                       t.maxRequestsPerSPerReplica);
    if (band.value > 0) {
        t.bandLow = band.low / band.value;
        t.bandHigh = band.high / band.value;
    }
    const std::string layout = detail::layoutText(worker.layout.tp, worker.layout.pp);
    t.description = {RS_WORD("Engine", "%1x %2, %3, %4 per %5 worker"),
                     {phrase::integer(int(t.gpusPerReplica)), phrase::verbatim(worker.gpu.name),
                      phrase::verbatim(std::string(precisionInfo(worker.precision).name)),
                      phrase::verbatim(layout), phrase::word(role)}};
    return t;
}

} // namespace

SplitTcoCapacity tcoCapacity(const Scenario& s, const DisaggregatedPlan& d) {
    const DisaggregatedRequest& r = d.request;
    const DisaggregatedEstimate& e = d.estimate;
    const double rate = e.requestsPerS;
    SplitTcoCapacity c;
    const double prefillSaturation = e.prefillBusyS > 0 ? r.prefillWorkers / e.prefillBusyS : 0;
    c.prefill =
        poolWorker(s, r.prefill, r.prefillWorkers, rate, prefillSaturation / r.prefillWorkers,
                   e.outputTokensPerS, RS_WORD("Engine", "prefill"));
    const double decodeSaturation =
        e.decodeBatch > 0 ? rate / r.decodeWorkers * double(e.decodeBatchCap) / e.decodeBatch : 0;
    c.decode = poolWorker(s, r.decode, r.decodeWorkers, rate, decodeSaturation, e.outputTokensPerS,
                          RS_WORD("Engine", "decode"));
    TcoCapacity& w = c.whole;
    w.mode = Mode::Serve;
    w.gpuId = r.decode.gpu.id;
    w.gpusPerReplica =
        c.prefill.gpusPerReplica * r.prefillWorkers + c.decode.gpusPerReplica * r.decodeWorkers;
    w.tensorParallel = std::max(c.prefill.tensorParallel, c.decode.tensorParallel);
    w.outputTokensPerRequest = s.serving.outputTokens.mean;
    w.requestsPerSPerReplica = std::min(c.prefill.requestsPerSPerReplica * r.prefillWorkers,
                                        c.decode.requestsPerSPerReplica * r.decodeWorkers);
    w.maxRequestsPerSPerReplica = rate;
    w.plannedReplicas = 1;
    w.plannedRequestsPerS = rate;
    w.bandLow = c.decode.bandLow;
    w.bandHigh = c.decode.bandHigh;
    w.description = {RS_WORD("Engine", "disaggregated: %1"),
                     {phrase::verbatim(disaggregatedSplitText(r))}};
    return c;
}

Result<TcoResult> computePooledTco(const std::vector<TcoPool>& pools, const TcoCapacity& whole,
                                   bool withSensitivity) {
    if (pools.empty())
        return fieldError("pools", "a pooled deployment needs at least one pool");
    TcoResult r;
    r.capacity = whole;
    r.params = pools.back().params;
    for (const TcoPool& pool : pools) {
        TcoParameters p = pool.params;
        p.maxGpus = std::numeric_limits<double>::infinity(); // checked on the pools' sum
        auto one = computeTco(p, pool.capacity, false);
        if (!one) {
            Error e = one.error();
            e.message = pool.role.english() + " pool: " + e.message;
            return e;
        }
        r.pools.push_back(std::move(one).value());
        r.poolRoles.push_back(pool.role);
    }
    const bool serve = whole.mode == Mode::Serve;
    r.unitName = r.pools.front().unitName;
    for (int i = 0; i < kTcoOptionCount; ++i)
        r.options.push_back(sumOption(r, TcoOption(i)));
    detail::compareOptions(r.params, serve, r);
    r.peakRequestsPerS = r.pools.front().peakRequestsPerS;
    r.meanRequestsPerS = r.pools.front().meanRequestsPerS;
    for (const TcoResult& pool : r.pools) {
        r.replicasTodayMin += pool.replicasTodayMin;
        r.replicasTodayMax += pool.replicasTodayMax;
    }
    if (withSensitivity && r.recommended)
        addPooledSensitivity(pools, r);
    return r;
}

} // namespace rightsizer::model
