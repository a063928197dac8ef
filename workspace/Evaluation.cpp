#include "Evaluation.h"

#include "catalog/Prices.h"
#include "model/TcoSplit.h"

#include <cstdio>

#include <chrono>
#include <mutex>
#include <tuple>

namespace rightsizer::workspace {

const model::GpuSpec* Evaluation::findGpu(const std::string& id) const {
    for (const model::GpuSpec& g : gpus)
        if (g.id == id)
            return &g;
    return nullptr;
}

std::optional<double> Evaluation::usdPerGpuHour(const std::string& gpuId) const {
    if (auto o = scenario.cost.gpuHourUsd.find(gpuId); o != scenario.cost.gpuHourUsd.end())
        return o->second;
    if (auto p = prices.find(gpuId); p != prices.end())
        return p->second.usdPerGpuHour;
    return std::nullopt;
}

Eigen::Index Evaluation::sweepConfigOf(const model::Candidate& c) const {
    for (size_t i = 0; i < sweep.configs.size(); ++i) {
        const model::SweepConfig& k = sweep.configs[i];
        if (k.gpuId == c.gpuId && k.precision == c.precision && k.layout.tp == c.layout.tp &&
            k.layout.pp == c.layout.pp)
            return static_cast<Eigen::Index>(i);
    }
    return -1;
}

struct Evaluation::LoadCurveCache {
    std::mutex mutex;
    std::map<std::tuple<std::string, int, int, int>, model::Result<model::LoadCurve>> curves;
};

const model::Candidate* Evaluation::planCandidate(const std::string& gpuId,
                                                  model::Precision precision,
                                                  const model::Layout& layout) const {
    for (const auto* list : {&plan.feasible, &plan.folded})
        for (const model::Candidate& c : *list)
            if (c.gpuId == gpuId && c.precision == precision && c.layout.tp == layout.tp &&
                c.layout.pp == layout.pp)
                return &c;
    return nullptr;
}

model::Result<model::LoadCurve> Evaluation::loadCurve(const std::string& gpuId,
                                                      model::Precision precision,
                                                      const model::Layout& layout) const {
    auto compute = [&]() -> model::Result<model::LoadCurve> {
        const model::GpuSpec* gpu = findGpu(gpuId);
        if (!gpu)
            return model::fieldError("gpu", "unknown GPU " + gpuId);
        std::vector<double> alsoAt;
        if (const model::Candidate* c = planCandidate(gpuId, precision, layout))
            alsoAt.push_back(c->serve.ratePerSPerReplica);
        return model::loadCurve(scenario, *gpu, precision, layout, efficiency, alsoAt);
    };
    if (!loadCurves)
        return compute();
    const auto key = std::make_tuple(gpuId, int(precision), layout.tp, layout.pp);
    std::lock_guard lock(loadCurves->mutex);
    if (auto it = loadCurves->curves.find(key); it != loadCurves->curves.end())
        return it->second;
    return loadCurves->curves.emplace(key, compute()).first->second;
}

namespace {

/// `prices` less those that may not rank a GPU in `tier` (model::priceRanksInTier).
std::map<std::string, model::HourlyPrice>
rankablePrices(model::PriceTier tier, std::map<std::string, model::HourlyPrice> prices) {
    std::erase_if(prices, [tier](const auto& entry) {
        return !model::priceRanksInTier(entry.second.marketplaceOnly, tier);
    });
    return prices;
}

/// Names the candidate that would rank first at its thin-evidence catalog price, which the
/// scenario asked to leave out; empty when none would beat rank 1.
model::Phrase thinPriceNote(const model::PlanResult& r,
                            const std::map<std::string, model::HourlyPrice>& all) {
    if (r.feasible.empty() || !r.feasible.front().price ||
        r.feasible.front().price->usdPerGpuHour <= 0)
        return {};
    const model::Candidate& first = r.feasible.front();
    const model::Candidate* best = nullptr;
    double bestUsd = first.usdPerMillionTokens;
    for (const model::Candidate& c : r.feasible) {
        const auto p = all.find(c.gpuId);
        if (c.price || p == all.end())
            continue;
        if (const double usd = c.gpuHoursPerMillionTokens * p->second.usdPerGpuHour;
            usd < bestUsd) {
            bestUsd = usd;
            best = &c;
        }
    }
    if (!best)
        return {};
    const model::HourlyPrice& p = all.at(best->gpuId);
    using namespace model::phrase;
    return {RS_WORD("Engine", "at its thin-evidence catalog price (%1), %2 (%3, %4 GPUs) would "
                              "rank first: $%5/GPU-hour, $%6/M tokens against $%7; a quote of "
                              "your own in cost.gpu_hour_usd settles it"),
            {nested(model::priceEvidenceText(p)), verbatim(best->gpuName),
             verbatim(model::layoutName(best->layout, best->train.contextParallel)),
             integer(best->layout.gpus), number(p.usdPerGpuHour, 2), number(bestUsd, 3),
             number(first.usdPerMillionTokens, 3)}};
}

/// Names, for each other price tier, the configuration that would rank first at that tier's
/// catalog prices when it is not rank 1's GPU (the scenario's own prices stay as they are);
/// empty when no tier changes rank 1.
std::vector<model::Phrase> tierNotes(const model::Scenario& s, const model::PlanResult& r,
                                     const catalog::Catalog& catalog) {
    if (r.feasible.empty() || !r.feasible.front().price ||
        r.feasible.front().price->usdPerGpuHour <= 0)
        return {};
    const model::Candidate& first = r.feasible.front();
    std::vector<model::Phrase> notes;
    for (int t = 0; t < model::kPriceTierCount; ++t) {
        const auto tier = static_cast<model::PriceTier>(t);
        if (tier == s.cost.priceTier)
            continue;
        const auto prices =
            rankablePrices(tier, catalog::referencePrices(catalog, tier, s.cost.priceRegion));
        const model::Candidate* best = nullptr;
        double bestUsd = 0, bestPrice = 0;
        for (const model::Candidate& c : r.feasible) {
            const auto own = s.cost.gpuHourUsd.find(c.gpuId);
            const auto listed = prices.find(c.gpuId);
            const double price = own != s.cost.gpuHourUsd.end() ? own->second
                                 : listed != prices.end()       ? listed->second.usdPerGpuHour
                                                                : 0.0;
            if (price <= 0)
                continue;
            if (const double usd = c.gpuHoursPerMillionTokens * price; !best || usd < bestUsd) {
                best = &c;
                bestUsd = usd;
                bestPrice = price;
            }
        }
        if (!best || best->gpuId == first.gpuId)
            continue;
        using namespace model::phrase;
        std::vector<model::PhraseArg> args{
            word(model::priceTierName(tier).data()),
            verbatim(best->gpuName),
            verbatim(model::layoutName(best->layout, best->train.contextParallel)),
            integer(best->layout.gpus),
            number(bestPrice, 2),
            number(bestUsd, 3)};
        notes.push_back(notes.empty()
                            ? model::Phrase{RS_WORD("Engine", "rank 1 by price tier: %1 prices "
                                                              "would put %2 (%3, %4 GPUs) first "
                                                              "at $%5/GPU-hour, $%6/M tokens"),
                                            args}
                            : model::Phrase{RS_WORD("Engine", "%1 prices would put %2 (%3, %4 "
                                                              "GPUs) first at $%5/GPU-hour, "
                                                              "$%6/M tokens"),
                                            args});
    }
    return notes;
}

} // namespace

namespace {

/// `prices` less the thin-evidence ones when the scenario ranks by well-evidenced prices only,
/// and less the marketplace-only ones unless it ranks by the marketplace tier.
std::map<std::string, model::HourlyPrice>
pricesRankedBy(const model::Scenario& scenario, std::map<std::string, model::HourlyPrice> prices) {
    prices = rankablePrices(scenario.cost.priceTier, std::move(prices));
    if (scenario.cost.wellEvidencedPricesOnly) {
        const std::string today = model::todayIso();
        std::erase_if(prices, [&](const auto& entry) {
            return !model::priceEvidenceGaps(entry.second, today).empty();
        });
    }
    return prices;
}

} // namespace

std::map<std::string, model::HourlyPrice> scenarioPrices(const model::Scenario& scenario,
                                                         const catalog::Catalog& catalog) {
    return pricesRankedBy(scenario, catalog::referencePrices(catalog, scenario.cost.priceTier,
                                                             scenario.cost.priceRegion));
}

model::Result<model::PlanResult> planScenario(const model::Scenario& scenario,
                                              const catalog::Catalog& catalog,
                                              const model::WorkControl& control) {
    const auto tierPrices =
        catalog::referencePrices(catalog, scenario.cost.priceTier, scenario.cost.priceRegion);
    auto result = model::plan(scenario, catalog.gpus, catalog.efficiency,
                              pricesRankedBy(scenario, tierPrices), control);
    if (!result)
        return result;
    model::PlanResult planned = std::move(result).value();
    // A price left out (thin evidence asked away, or marketplace offers only): would it win?
    if (model::Phrase thin = thinPriceNote(planned, tierPrices); !thin.empty())
        planned.priceNotes.push_back(std::move(thin));
    for (model::Phrase& n : tierNotes(scenario, planned, catalog))
        planned.priceNotes.push_back(std::move(n));
    return planned;
}

model::Result<model::TcoResult> tcoOfCandidate(const model::Scenario& scenario,
                                               const model::GpuSpec& gpu,
                                               const model::PriceBook& priceBook,
                                               const model::Candidate& c, bool withSensitivity) {
    auto params = model::resolveTcoParameters(scenario, gpu, priceBook, c.price);
    if (!params) {
        model::Error error = params.error();
        error.message = "scenario." + error.message;
        return error;
    }
    return model::computeTco(*params, model::tcoCapacity(scenario, c), withSensitivity);
}

model::Result<model::TcoResult> tcoOfSplit(const model::Scenario& scenario,
                                           const model::PriceBook& priceBook,
                                           const model::DisaggregatedPlan& split,
                                           bool withSensitivity) {
    const model::SplitTcoCapacity capacity = model::tcoCapacity(scenario, split);
    std::vector<model::TcoPool> pools;
    auto addPool = [&](const char* role, const model::EstimateRequest& worker,
                       const std::optional<model::HourlyPrice>& price,
                       const model::TcoCapacity& c) -> model::Status {
        auto params = model::resolveTcoParameters(scenario, worker.gpu, priceBook, price);
        if (!params)
            return model::Error{params.error().field,
                                std::string(role) + " pool: scenario." + params.error().message};
        pools.push_back({{role, {}}, std::move(params).value(), c});
        return {};
    };
    if (auto ok = addPool(RS_WORD("Engine", "prefill"), split.request.prefill, split.prefillPrice,
                          capacity.prefill);
        !ok)
        return ok.error();
    if (auto ok = addPool(RS_WORD("Engine", "decode"), split.request.decode, split.decodePrice,
                          capacity.decode);
        !ok)
        return ok.error();
    return model::computePooledTco(pools, capacity.whole, withSensitivity);
}

model::Result<model::TcoResult> evaluateTco(const Evaluation& e, const model::Candidate& c,
                                            bool withSensitivity) {
    const model::GpuSpec* gpu = e.findGpu(c.gpuId);
    if (!gpu)
        return model::fieldError("gpu", "unknown GPU " + c.gpuId);
    return tcoOfCandidate(e.scenario, *gpu, e.priceBook, c, withSensitivity);
}

model::Result<Evaluation> evaluate(const model::Scenario& scenario, const catalog::Catalog& catalog,
                                   const model::WorkControl& control) {
    const auto start = std::chrono::steady_clock::now();
    Evaluation e;
    e.scenario = scenario;
    e.gpus = catalog.gpus;
    e.prices = scenarioPrices(scenario, catalog);
    e.priceBook = catalog.prices;
    e.efficiency = catalog.efficiency;
    e.loadCurves = std::make_shared<Evaluation::LoadCurveCache>();

    // Each half reports into its own half of the progress bar.
    model::WorkControl half = control;
    half.progress = [&control](double f) { control.report(0.5 * f); };
    auto planned = planScenario(scenario, catalog, half);
    if (!planned)
        return planned.error();
    if (planned->cancelled || control.cancelled())
        return model::Error{"cancelled", "a newer edit superseded this evaluation"};
    e.plan = std::move(planned).value();
    if (scenario.mode == model::Mode::Serve && scenario.disaggregation.compare) {
        e.disaggregation = model::compareDisaggregated(scenario, e.plan, catalog.gpus,
                                                       catalog.efficiency, e.prices, control);
        if (e.disaggregation->cancelled || control.cancelled())
            return model::Error{"cancelled", "a newer edit superseded this evaluation"};
    }

    half.progress = [&control](double f) { control.report(0.5 + 0.5 * f); };
    if (scenario.mode == model::Mode::Serve) {
        auto swept = model::sweep(scenario, catalog.gpus, catalog.efficiency, half);
        if (control.cancelled())
            return model::Error{"cancelled", "a newer edit superseded this evaluation"};
        // The plan stands without the grid: a model the sweep does not cover leaves the
        // what-if charts empty with the reason, it does not hide the ranking.
        if (swept)
            e.sweep = std::move(swept).value();
        else
            e.sweepNote = swept.error().message;
    } else {
        e.sweepNote = "the what-if grid covers serving; this scenario trains";
    }
    if (control.cancelled())
        return model::Error{"cancelled", "a newer edit superseded this evaluation"};
    if (e.plan.feasible.empty()) {
        e.tcoNote = "nothing meets the SLA within the limits, so there is nothing to cost";
    } else {
        auto tco = evaluateTco(e, e.plan.feasible.front());
        if (tco)
            e.tco = std::move(tco).value();
        else
            e.tcoNote = tco.error().message;
    }
    if (e.disaggregation && e.disaggregation->best && !control.cancelled()) {
        auto split = tcoOfSplit(scenario, e.priceBook, *e.disaggregation->best);
        if (split)
            e.disaggregationTco = std::move(split).value();
        else
            e.disaggregationTcoNote = split.error().message;
    }
    control.report(1.0);
    e.elapsedMs =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return e;
}

} // namespace rightsizer::workspace
