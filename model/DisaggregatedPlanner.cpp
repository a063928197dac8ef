#include "Disaggregated.h"
#include "ServerTopology.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>

namespace rightsizer::model {
namespace {

/// Tensor-parallel degrees a pool's worker may use.
constexpr int kTpChoices[] = {1, 2, 4, 8};
/// Workers of the other pool while one pool is sized alone: enough that it never limits; also
/// the most a pool may have (estimateDisaggregated accepts up to 4 096).
constexpr int kUnlimitedWorkers = 4096;

/// One GPU at one precision, as the aggregated plan priced it.
struct Option {
    const GpuSpec* gpu = nullptr;
    Precision precision = Precision::Bf16;
    std::optional<HourlyPrice> price;
};

/// One pool sized alone: `workers` of TP `tp` on `option`; 0 workers when none meet the target.
struct PoolSize {
    const Option* option = nullptr;
    int tp = 1;
    int workers = 0;
    double cost() const { // $/hour, or GPUs when unpriced
        const double gpus = double(workers) * tp;
        return option->price ? gpus * option->price->usdPerGpuHour : gpus;
    }
};

class Search {
public:
    Search(const Scenario& s, const EfficiencyTable& efficiency, double ratePerS)
        : m_s(s)
        , m_efficiency(efficiency)
        , m_ratePerS(ratePerS) {}

    int evaluated() const { return m_evaluated; }

    /// One pool of TP `tp` on `o` sized alone, the other pool's workers to spare: the fewest
    /// decode workers that meet the TPOT target, or (`prefill`) the fewest prefill workers that
    /// meet the TTFT target with the KV cache crossing the network from all `tp` GPUs, a lower
    /// bound for a decode pool of another GPU, whose transfer is no faster. (TPOT does not
    /// depend on the link.)
    PoolSize alone(const Option& o, int tp, bool prefill) {
        DisaggregatedRequest r = request(o, tp, o, tp);
        int& sized = prefill ? r.prefillWorkers : r.decodeWorkers;
        (prefill ? r.decodeWorkers : r.prefillWorkers) = kUnlimitedWorkers;
        r.link = KvLink::Network;
        PoolSize p{&o, tp, 0};
        p.workers = fewest(r, sized, m_s.limits.maxGpus / tp, [&](const DisaggregatedEstimate& e) {
            return prefill ? ttftMet(e) : tpotMet(e);
        });
        return p;
    }

    /// The split of `prefill`'s GPU and TP with `decode` (sized): the fewest prefill workers
    /// that meet both targets within the budget; nullopt when none do or a pool does not fit.
    /// The link depends on the deployment's size (chooseLink in Disaggregated.cpp): NVLink (or
    /// PCIe) while both pools of one GPU type fit its domain (or one server), the network
    /// beyond. Each range is searched with its own link, so that more workers never change the
    /// link within a search; the fewer workers win.
    std::optional<DisaggregatedPlan> split(const PoolSize& prefill, const PoolSize& decode) {
        const KvLink asked = m_s.disaggregation.link;
        DisaggregatedRequest r = request(*prefill.option, prefill.tp, *decode.option, decode.tp);
        r.decodeWorkers = decode.workers;
        const int used = decode.workers * decode.tp;
        const int budget = (m_s.limits.maxGpus - used) / prefill.tp;
        auto both = [&](const DisaggregatedEstimate& e) { return tpotMet(e) && ttftMet(e); };
        int best = 0;
        if (const auto local = localLink(*prefill.option->gpu, *decode.option->gpu)) {
            r.link = local->first;
            best = fewest(r, r.prefillWorkers,
                          std::min(budget, (local->second - used) / prefill.tp), both);
        }
        if (asked == KvLink::Auto || asked == KvLink::Network) {
            r.link = KvLink::Network;
            const int overNetwork = fewest(r, r.prefillWorkers, budget, both);
            if (overNetwork > 0 && (best == 0 || overNetwork < best))
                best = overNetwork;
        }
        if (best == 0)
            return std::nullopt;
        r.prefillWorkers = best;
        r.link = asked;
        auto e = at(r);
        if (!e || !both(*e) || !e->prefill.memory.fits || !e->decode.memory.fits)
            return std::nullopt;
        DisaggregatedPlan p;
        p.request = std::move(r);
        p.estimate = std::move(*e);
        p.prefillPrice = prefill.option->price;
        p.decodePrice = decode.option->price;
        if (p.priced())
            p.costPerHourUsd =
                p.request.prefillWorkers * prefill.tp * p.prefillPrice->usdPerGpuHour +
                p.request.decodeWorkers * decode.tp * p.decodePrice->usdPerGpuHour;
        return p;
    }

private:
    /// The link within one GPU type's domain (or server) that the scenario's kv_link allows
    /// between these GPUs, with the most GPUs it reaches; none across two GPU types.
    std::optional<std::pair<KvLink, int>> localLink(const GpuSpec& p, const GpuSpec& d) const {
        if (p.id != d.id)
            return std::nullopt;
        const KvLink asked = m_s.disaggregation.link;
        const bool fabric =
            p.scaleUp.kind != "pcie" && p.scaleUp.bandwidthBytesPerSPerDirection > 0;
        if (asked == KvLink::Pcie || (asked == KvLink::Auto && !fabric))
            return std::pair{KvLink::Pcie, kGpusPerServer};
        if ((asked == KvLink::Fabric || asked == KvLink::Auto) && fabric)
            return std::pair{KvLink::Fabric, p.scaleUp.domainSize};
        return std::nullopt;
    }

    DisaggregatedRequest request(const Option& p, int tpP, const Option& d, int tpD) const {
        DisaggregatedRequest r;
        r.prefill = scenarioRequest(m_s, *p.gpu, p.precision, Layout{tpP, tpP, 1, 1});
        r.decode = scenarioRequest(m_s, *d.gpu, d.precision, Layout{tpD, tpD, 1, 1});
        r.link = m_s.disaggregation.link;
        r.arrival = Arrival::OpenLoop;
        r.ratePerS = m_ratePerS;
        r.quantile = m_s.sla.percentile;
        return r;
    }

    std::optional<DisaggregatedEstimate> at(const DisaggregatedRequest& r) {
        ++m_evaluated;
        auto e = estimateDisaggregated(r, m_efficiency);
        if (!e)
            return std::nullopt;
        return std::move(e).value();
    }

    /// The figure sized against the target: the estimate, or the pessimistic end of its band
    /// (sla.size_to_pessimistic), as the aggregated planner sizes.
    double sized(const Band& b) const { return m_s.sla.sizeToPessimistic ? b.high : b.value; }
    bool tpotMet(const DisaggregatedEstimate& e) const {
        return !e.saturated && (m_s.sla.tpotS <= 0 || sized(e.tpotS) <= m_s.sla.tpotS);
    }
    bool ttftMet(const DisaggregatedEstimate& e) const {
        return !e.saturated && (m_s.sla.ttftS <= 0 || sized(e.ttftAtQuantileS) <= m_s.sla.ttftS);
    }

    /// The fewest workers in [least, most] for which `met` holds (it holds for all above once it
    /// holds); 0 when none does.
    template <class Met> int fewest(DisaggregatedRequest& r, int& workers, int most, Met met) {
        const int least = std::max(1, m_s.limits.minReplicas);
        most = std::min(most, kUnlimitedWorkers);
        if (most < least)
            return 0;
        workers = most;
        auto top = at(r);
        if (!top || !met(*top))
            return 0;
        int lo = least - 1, hi = most; // met at hi, not known at lo
        while (hi - lo > 1) {
            workers = (lo + hi) / 2;
            auto e = at(r);
            (e && met(*e) ? hi : lo) = workers;
        }
        workers = hi;
        return hi;
    }

    const Scenario& m_s;
    const EfficiencyTable& m_efficiency;
    double m_ratePerS = 0;
    int m_evaluated = 0;
};

bool validTp(const Scenario& s, const GpuSpec& gpu, int tp) {
    return s.model.heads % tp == 0 && s.runtime.speculative.splitsOver(tp) &&
           tp <= std::max(1, std::min(gpu.scaleUp.domainSize, s.limits.gpusPerNode));
}

/// Cheaper: by $/hour when both have one, else by GPUs; a tie (4 prefill workers at TP 4 or
/// 8 at TP 2 cost the same) goes to fewer GPUs, then the shorter TTFT, so the choice does not
/// depend on the order the splits were tried in.
bool cheaper(const DisaggregatedPlan& a, const DisaggregatedPlan& b) {
    if (a.priced() && b.priced() && a.costPerHourUsd != b.costPerHourUsd)
        return a.costPerHourUsd < b.costPerHourUsd;
    if (a.priced() != b.priced())
        return a.priced();
    if (a.estimate.gpus != b.estimate.gpus)
        return a.estimate.gpus < b.estimate.gpus;
    return a.estimate.ttftS.value < b.estimate.ttftS.value;
}

/// The GPU and precision pairs the aggregated plan tried, once each, with their prices: the
/// scenario's cost.gpu_hour_usd, else `prices` (as the planner prices a candidate). A GPU the
/// scenario leaves out (a GeForce card's licence) or a precision it does not run natively is
/// not offered.
std::vector<Option> options(const Scenario& s, const PlanResult& aggregated,
                            const std::vector<GpuSpec>& gpus,
                            const std::map<std::string, HourlyPrice>& prices) {
    auto priceOf = [&](const std::string& id) -> std::optional<HourlyPrice> {
        if (auto o = s.cost.gpuHourUsd.find(id); o != s.cost.gpuHourUsd.end())
            return HourlyPrice{
                o->second, {RS_WORD("Engine", "scenario cost.gpu_hour_usd"), {}}, ""};
        if (auto p = prices.find(id); p != prices.end())
            return p->second;
        return std::nullopt;
    };
    std::vector<Option> out;
    for (const auto* list : {&aggregated.feasible, &aggregated.folded, &aggregated.rejected})
        for (const Candidate& c : *list) {
            const auto gpu = std::find_if(gpus.begin(), gpus.end(),
                                          [&](const GpuSpec& g) { return g.id == c.gpuId; });
            if (c.rejection == RejectReason::Licence || c.rejection == RejectReason::NotNative ||
                gpu == gpus.end() || std::any_of(out.begin(), out.end(), [&](const Option& o) {
                    return o.gpu->id == c.gpuId && o.precision == c.precision;
                }))
                continue;
            out.push_back({&*gpu, c.precision, priceOf(c.gpuId)});
        }
    return out;
}

/// Every prefill (or decode) pool of `opts` at every valid TP, sized alone (Search::alone, in
/// parallel), with 0 workers where none meet the target alone.
std::vector<PoolSize> sizePools(const Scenario& s, const std::vector<Option>& opts,
                                const EfficiencyTable& efficiency, double rate,
                                const WorkControl& control, int& evaluated, bool prefill) {
    std::vector<std::pair<const Option*, int>> jobs;
    for (const Option& o : opts)
        for (int tp : kTpChoices)
            if (validTp(s, *o.gpu, tp))
                jobs.emplace_back(&o, tp);
    std::vector<PoolSize> out(jobs.size());
    std::mutex m;
    control.forEachParallel(jobs.size(), [&] {
        return [&](size_t i) {
            Search search(s, efficiency, rate);
            out[i] = search.alone(*jobs[i].first, jobs[i].second, prefill);
            const std::lock_guard lock(m);
            evaluated += search.evaluated();
        };
    });
    return out;
}

/// Compares `out.best` with the aggregated rank 1 `agg` (by $/hour when both are priced, else by
/// GPUs) and sets the comparison's winner, margin and note.
void judge(DisaggregationComparison& out, const Candidate& agg) {
    const DisaggregatedPlan& d = *out.best;
    const bool priced = d.priced() && agg.price;
    const double dCost = priced ? d.costPerHourUsd : d.estimate.gpus;
    const double aCost = priced ? agg.costPerHourUsd : agg.layout.gpus;
    out.wins = dCost < aCost;
    out.marginPercent = std::max(dCost, aCost) > 0
                            ? 100.0 * (1.0 - std::min(dCost, aCost) / std::max(dCost, aCost))
                            : 0.0;
    auto cost = [&](double v) {
        return priced ? phrase::number(v, 2) : phrase::integer(std::llround(v));
    };
    const std::vector<PhraseArg> args{phrase::verbatim(disaggregatedSplitText(d.request)),
                                      phrase::integer(d.estimate.gpus),
                                      cost(dCost),
                                      phrase::integer(agg.layout.gpus),
                                      phrase::verbatim(agg.gpuName + " " + layoutName(agg.layout)),
                                      cost(aCost),
                                      phrase::number(out.marginPercent, 0),
                                      phrase::seconds(d.estimate.ttftAtQuantileS.value),
                                      phrase::seconds(d.estimate.tpotS.value)};
    if (std::abs(dCost - aCost) <= 1e-9 * std::max(dCost, aCost))
        out.note = {priced
                        ? RS_WORD("Engine", "aggregated and disaggregated serving cost the same: "
                                            "%4 x %5 or %1, %2 GPUs, at $%6/hour (TTFT %8, TPOT "
                                            "%9)")
                        : RS_WORD("Engine", "aggregated and disaggregated serving take the same "
                                            "GPUs: %4 x %5 or %1 (TTFT %8, TPOT %9)"),
                    args};
    else if (dCost < aCost)
        out.note = {priced
                        ? RS_WORD("Engine", "disaggregated serving wins: %1 meets the SLA with %2 "
                                            "GPUs at $%3/hour (TTFT %8, TPOT %9) against %4 x %5 "
                                            "aggregated at $%6/hour, %7 % cheaper")
                        : RS_WORD("Engine", "disaggregated serving wins: %1 meets the SLA with %2 "
                                            "GPUs (TTFT %8, TPOT %9) against %4 x %5 "
                                            "aggregated, %7 % fewer"),
                    args};
    else
        out.note = {
            priced ? RS_WORD("Engine", "aggregated serving wins: %4 x %5 at $%6/hour "
                                       "against %2 GPUs at $%3/hour for the cheapest "
                                       "disaggregated split, %1 (TTFT %8, TPOT %9); %7 % cheaper")
                   : RS_WORD("Engine", "aggregated serving wins: %4 x %5 against %2 GPUs "
                                       "for the cheapest disaggregated split, %1 (TTFT %8, TPOT "
                                       "%9); %7 % fewer"),
            args};
}

/// The cheapest split over every prefill/decode pair of `prefills` and `decodes`. A pair of two
/// GPUs whose bound (the pools sized alone, Search::alone) is no cheaper than the best found is
/// skipped; pairs of one GPU are all estimated (a fabric may carry their KV cache faster than
/// the bound's network).
std::optional<DisaggregatedPlan> cheapestSplit(Search& search, const Scenario& s,
                                               const std::vector<PoolSize>& prefills,
                                               const std::vector<PoolSize>& decodes,
                                               const WorkControl& control) {
    struct Pair {
        const PoolSize* prefill;
        const PoolSize* decode;
        bool priced;
        double bound;
    };
    std::vector<Pair> pairs;
    for (const PoolSize& p : prefills)
        for (const PoolSize& d : decodes) {
            // A prefill pool that misses TTFT over the network alone may still meet it over its
            // GPU's NVLink, so only pairs of two GPUs (whose KV crosses the network) need it.
            // Two GPUs of one vendor only: vLLM, SGLang and TensorRT-LLM (and Dynamo's NIXL
            // transfers) hand a KV cache between engines of one vendor's stack; a cross-vendor
            // split needs a stack built for it (`estimate --disagg` still costs one).
            const bool mixed = p.option->gpu->id != d.option->gpu->id;
            if (d.workers == 0 || p.option->precision != d.option->precision ||
                (mixed && (p.workers == 0 || !s.disaggregation.mixedGpus || !p.option->price ||
                           !d.option->price || p.option->gpu->vendor != d.option->gpu->vendor)))
                continue;
            const bool priced = p.option->price && d.option->price;
            pairs.push_back(
                {&p, &d, priced,
                 priced ? p.cost() + d.cost() : double(p.workers * p.tp + d.workers * d.tp)});
        }
    // Priced pairs first (a priced split beats an unpriced one), each kind cheapest bound first.
    std::sort(pairs.begin(), pairs.end(), [](const Pair& a, const Pair& b) {
        return a.priced != b.priced ? a.priced : a.bound < b.bound;
    });
    std::optional<DisaggregatedPlan> best;
    for (const Pair& pair : pairs) {
        if (control.cancelled())
            return std::nullopt;
        const bool mixed = pair.prefill->option->gpu->id != pair.decode->option->gpu->id;
        if (mixed && best && (best->priced() || !pair.priced) &&
            pair.bound >= (best->priced() ? best->costPerHourUsd : double(best->estimate.gpus)))
            continue;
        auto p = search.split(*pair.prefill, *pair.decode);
        if (p && (!best || cheaper(*p, *best)))
            best = std::move(p);
    }
    return best;
}

} // namespace

std::string disaggregatedSplitText(const DisaggregatedRequest& r) {
    auto pool = [](int workers, const char* kind, const EstimateRequest& w) {
        return std::to_string(workers) + kind + " (TP" + std::to_string(w.layout.tp) + ")";
    };
    const std::string precision = ", " + std::string(precisionInfo(r.decode.precision).name);
    if (r.prefill.gpu.id == r.decode.gpu.id)
        return pool(r.prefillWorkers, "P", r.prefill) + " + " +
               pool(r.decodeWorkers, "D", r.decode) + " on " + r.decode.gpu.name + precision;
    return pool(r.prefillWorkers, "P", r.prefill) + " on " + r.prefill.gpu.name + " + " +
           pool(r.decodeWorkers, "D", r.decode) + " on " + r.decode.gpu.name + precision;
}

DisaggregationComparison compareDisaggregated(const Scenario& s, const PlanResult& aggregated,
                                              const std::vector<GpuSpec>& gpus,
                                              const EfficiencyTable& efficiency,
                                              const std::map<std::string, HourlyPrice>& prices,
                                              const WorkControl& control) {
    DisaggregationComparison out;
    if (s.mode != Mode::Serve)
        return out;
    // The peak the aggregated plan sized for (a demand profile may set it), grown; at least the
    // rate whose answers make the SLA's output tokens/s.
    double rate = aggregated.demand.peakRequestsPerS * (1.0 + s.limits.headroom);
    if (s.sla.minOutputTokensPerS > 0 && s.serving.outputTokens.mean > 0)
        rate = std::max(rate, s.sla.minOutputTokensPerS / s.serving.outputTokens.mean);
    const std::vector<Option> opts = options(s, aggregated, gpus, prices);
    // The pools' parallel sizing stops with the caller's cancel but reports no progress: the
    // caller's bar belongs to its own work.
    WorkControl quiet = control;
    quiet.progress = nullptr;
    const std::vector<PoolSize> decodes =
        sizePools(s, opts, efficiency, rate, quiet, out.evaluated, false);
    const std::vector<PoolSize> prefills =
        sizePools(s, opts, efficiency, rate, quiet, out.evaluated, true);
    Search search(s, efficiency, rate);
    out.best = cheapestSplit(search, s, prefills, decodes, control);
    out.evaluated += search.evaluated();
    if (control.cancelled()) {
        out.best.reset();
        out.cancelled = true;
        return out;
    }
    if (!out.best) {
        out.note = {RS_WORD("Engine", "no disaggregated split meets the SLA within %1 GPUs"),
                    {phrase::integer(s.limits.maxGpus)}};
        return out;
    }
    if (aggregated.feasible.empty()) {
        out.wins = true;
        out.note = {RS_WORD("Engine", "disaggregated serving meets the SLA where no aggregated "
                                      "layout does: %1 with %2 GPUs (TTFT %3, TPOT %4)"),
                    {phrase::verbatim(disaggregatedSplitText(out.best->request)),
                     phrase::integer(out.best->estimate.gpus),
                     phrase::seconds(out.best->estimate.ttftAtQuantileS.value),
                     phrase::seconds(out.best->estimate.tpotS.value)}};
        return out;
    }
    judge(out, aggregated.feasible.front());
    return out;
}

} // namespace rightsizer::model
