#include "Disaggregated.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace rightsizer::model {
namespace {

/// Tensor-parallel degrees a pool's worker may use.
constexpr int kTpChoices[] = {1, 2, 4, 8};

struct Search {
    const Scenario& s;
    const EfficiencyTable& efficiency;
    double grownPerS = 0;
    int evaluated = 0;

    /// The split's estimate at the grown demand; nullopt when the engine refuses it.
    std::optional<DisaggregatedEstimate> at(const DisaggregatedRequest& r) {
        ++evaluated;
        auto e = estimateDisaggregated(r, efficiency);
        if (!e)
            return std::nullopt;
        return std::move(e).value();
    }

    /// The figure sized against the target: the estimate, or the pessimistic end of its band
    /// (sla.size_to_pessimistic), as the aggregated planner sizes.
    double sized(const Band& b) const { return s.sla.sizeToPessimistic ? b.high : b.value; }
    bool tpotMet(const DisaggregatedEstimate& e) const {
        return !e.saturated && (s.sla.tpotS <= 0 || sized(e.tpotS) <= s.sla.tpotS);
    }
    bool ttftMet(const DisaggregatedEstimate& e) const {
        return !e.saturated && (s.sla.ttftS <= 0 || sized(e.ttftAtQuantileS) <= s.sla.ttftS);
    }

    /// The fewest workers in [1, most] for which `met` holds (it holds for all above once it
    /// holds); 0 when none does.
    template <class Met> int fewest(DisaggregatedRequest& r, int& workers, int most, Met met) {
        workers = most;
        auto top = at(r);
        if (!top || !met(*top))
            return 0;
        int lo = 0, hi = most; // met at hi, not known at lo
        while (hi - lo > 1) {
            workers = (lo + hi) / 2;
            auto e = at(r);
            (e && met(*e) ? hi : lo) = workers;
        }
        workers = hi;
        return hi;
    }

    /// The cheapest split of one GPU at one precision and one pair of TP degrees.
    std::optional<DisaggregatedPlan> split(const GpuSpec& gpu, Precision precision, int tpP,
                                           int tpD) {
        DisaggregatedRequest r;
        r.prefill = scenarioRequest(s, gpu, precision, Layout{tpP, tpP, 1, 1});
        r.decode = scenarioRequest(s, gpu, precision, Layout{tpD, tpD, 1, 1});
        r.arrival = Arrival::OpenLoop;
        r.ratePerS = grownPerS;
        r.quantile = s.sla.percentile;
        const int budget = s.limits.maxGpus;
        // Decode first, with prefill workers to spare; then the fewest prefill workers.
        r.prefillWorkers = std::max(1, (budget - tpD) / tpP);
        if (fewest(r, r.decodeWorkers, std::max(1, (budget - tpP) / tpD),
                   [&](const DisaggregatedEstimate& e) { return tpotMet(e); }) == 0)
            return std::nullopt;
        const int prefillMost = (budget - r.decodeWorkers * tpD) / tpP;
        if (prefillMost < 1 ||
            fewest(r, r.prefillWorkers, prefillMost,
                   [&](const DisaggregatedEstimate& e) { return tpotMet(e) && ttftMet(e); }) == 0)
            return std::nullopt;
        auto e = at(r);
        if (!e || !e->prefill.memory.fits || !e->decode.memory.fits)
            return std::nullopt;
        DisaggregatedPlan p;
        p.request = r;
        p.estimate = std::move(*e);
        return p;
    }
};

bool validTp(const Scenario& s, const GpuSpec& gpu, int tp) {
    return s.model.heads % tp == 0 && s.runtime.speculative.splitsOver(tp) &&
           tp <= std::max(1, std::min(gpu.scaleUp.domainSize, s.limits.gpusPerNode));
}

/// "3P (TP1) + 2D (TP2) on NVIDIA B200, fp8".
PhraseArg splitText(const DisaggregatedPlan& p) {
    const DisaggregatedRequest& r = p.request;
    return phrase::verbatim(
        std::to_string(r.prefillWorkers) + "P (TP" + std::to_string(r.prefill.layout.tp) + ") + " +
        std::to_string(r.decodeWorkers) + "D (TP" + std::to_string(r.decode.layout.tp) + ") on " +
        r.decode.gpu.name + ", " + std::string(precisionInfo(r.decode.precision).name));
}

/// Cheaper: by $/hour when both have one, else by GPUs.
bool cheaper(const DisaggregatedPlan& a, const DisaggregatedPlan& b) {
    if (a.price && b.price)
        return a.costPerHourUsd < b.costPerHourUsd;
    if (a.price.has_value() != b.price.has_value())
        return a.price.has_value();
    return a.estimate.gpus < b.estimate.gpus;
}

Phrase verdict(const DisaggregatedPlan& d, const Candidate& agg) {
    const bool priced = d.price && agg.price;
    const double dCost = priced ? d.costPerHourUsd : d.estimate.gpus;
    const double aCost = priced ? agg.costPerHourUsd : agg.layout.gpus;
    auto cost = [&](double v) {
        return priced ? phrase::number(v, 2) : phrase::integer(std::llround(v));
    };
    const std::vector<PhraseArg> args{
        splitText(d),
        phrase::integer(d.estimate.gpus),
        cost(dCost),
        phrase::integer(agg.layout.gpus),
        phrase::verbatim(agg.gpuName + " " + layoutName(agg.layout)),
        cost(aCost),
        phrase::number(std::max(dCost, aCost) > 0
                           ? 100.0 * (1.0 - std::min(dCost, aCost) / std::max(dCost, aCost))
                           : 0.0,
                       0),
        phrase::seconds(d.estimate.ttftAtQuantileS.value),
        phrase::seconds(d.estimate.tpotS.value)};
    if (dCost < aCost)
        return {priced ? RS_WORD("Engine", "disaggregated serving wins: %1 meets the SLA with %2 "
                                           "GPUs at $%3/hour (TTFT %8, TPOT %9) against %4 x %5 "
                                           "aggregated at $%6/hour, %7 % cheaper")
                       : RS_WORD("Engine", "disaggregated serving wins: %1 meets the SLA with %2 "
                                           "GPUs (TTFT %8, TPOT %9) against %4 x %5 "
                                           "aggregated, %7 % fewer"),
                args};
    return {priced ? RS_WORD("Engine", "aggregated serving wins: %4 x %5 at $%6/hour "
                                       "against %2 GPUs at $%3/hour for the cheapest "
                                       "disaggregated split, %1 (TTFT %8, TPOT %9); %7 % cheaper")
                   : RS_WORD("Engine", "aggregated serving wins: %4 x %5 against %2 GPUs "
                                       "for the cheapest disaggregated split, %1 (TTFT %8, TPOT "
                                       "%9); %7 % fewer"),
            args};
}

} // namespace

DisaggregationComparison compareDisaggregated(const Scenario& s, const PlanResult& aggregated,
                                              const std::vector<GpuSpec>& gpus,
                                              const EfficiencyTable& efficiency) {
    DisaggregationComparison out;
    if (s.mode != Mode::Serve)
        return out;
    // The peak the aggregated plan sized for (a demand profile may set it), grown.
    Search search{s, efficiency, aggregated.demand.peakRequestsPerS * (1.0 + s.limits.headroom)};
    // The GPU and precision pairs the aggregated plan found feasible, with their prices.
    std::set<std::pair<std::string, Precision>> tried;
    for (const Candidate& c : aggregated.feasible) {
        if (!tried.insert({c.gpuId, c.precision}).second)
            continue;
        const auto gpu = std::find_if(gpus.begin(), gpus.end(),
                                      [&](const GpuSpec& g) { return g.id == c.gpuId; });
        if (gpu == gpus.end())
            continue;
        for (int tpP : kTpChoices)
            for (int tpD : kTpChoices) {
                if (!validTp(s, *gpu, tpP) || !validTp(s, *gpu, tpD))
                    continue;
                auto p = search.split(*gpu, c.precision, tpP, tpD);
                if (!p)
                    continue;
                p->price = c.price;
                p->costPerHourUsd = c.price ? c.price->usdPerGpuHour * p->estimate.gpus : 0.0;
                if (!out.best || cheaper(*p, *out.best))
                    out.best = std::move(p);
            }
    }
    out.evaluated = search.evaluated;
    if (!out.best) {
        if (!aggregated.feasible.empty())
            out.note = {RS_WORD("Engine", "no disaggregated split of the feasible GPUs meets the "
                                          "SLA within %1 GPUs"),
                        {phrase::integer(s.limits.maxGpus)}};
        return out;
    }
    if (!aggregated.feasible.empty())
        out.note = verdict(*out.best, aggregated.feasible.front());
    return out;
}

} // namespace rightsizer::model
