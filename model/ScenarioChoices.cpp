#include "ScenarioChoices.h"

#include "Scenario.h"

#include <string>

namespace rightsizer::model {
namespace {

template <typename Enum> double asValue(Enum e) {
    return double(static_cast<int>(e));
}

/// Options for an enum listed in `all`, spelled by `name`.
template <typename List, typename Name>
std::vector<ChoiceOption> optionsOf(const List& all, Name name) {
    std::vector<ChoiceOption> out;
    for (const auto& e : all)
        out.push_back({asValue(e), std::string(name(e))});
    return out;
}

/// Whole-number options spelled as numbers.
std::vector<ChoiceOption> numberOptions(std::initializer_list<int> values) {
    std::vector<ChoiceOption> out;
    for (int v : values)
        out.push_back({double(v), std::to_string(v)});
    return out;
}

/// A JSON boolean, false first.
std::vector<ChoiceOption> booleanOptions() {
    return {{0, "false"}, {1, "true"}};
}

std::vector<ChoiceOption> percentileOptions() {
    std::vector<ChoiceOption> out;
    for (double q : kSlaPercentiles)
        out.push_back({q, percentileName(q)});
    return out;
}

std::vector<ScenarioChoice> buildChoices() {
    return {
        {.path = "mode",
         .options = optionsOf(kAllModes, modeName),
         .get = [](const Scenario& s) { return asValue(s.mode); },
         .set = [](Scenario& s, double v) { s.mode = static_cast<Mode>(int(v)); }},
        {.path = "runtime.engine",
         .options = optionsOf(kAllEngines, engineName),
         .get = [](const Scenario& s) { return asValue(s.runtime.engine); },
         .set = [](Scenario& s, double v) { s.runtime.engine = static_cast<Engine>(int(v)); }},
        {.path = "workload.zero",
         .options = numberOptions({0, 1, 2, 3}),
         .get = [](const Scenario& s) { return double(s.training.workload.zeroStage); },
         .set = [](Scenario& s, double v) { s.training.workload.zeroStage = int(v); }},
        {.path = "workload.recompute",
         .options = optionsOf(kAllRecomputes, recomputeName),
         .get = [](const Scenario& s) { return asValue(s.training.workload.recompute); },
         .set = [](Scenario& s,
                   double v) { s.training.workload.recompute = static_cast<Recompute>(int(v)); }},
        {.path = "workload.cp",
         .options = numberOptions({1, 2, 4, 8, 16, 32}),
         .openEnded = true,
         .get = [](const Scenario& s) { return double(s.training.workload.contextParallel); },
         .set = [](Scenario& s, double v) { s.training.workload.contextParallel = int(v); }},
        {.path = "workload.grad_precision",
         .options = {{0, std::string(gradientPrecisionName(false))},
                     {1, std::string(gradientPrecisionName(true))}},
         .get = [](const Scenario& s) { return s.training.workload.fp32Gradients ? 1.0 : 0.0; },
         .set = [](Scenario& s, double v) { s.training.workload.fp32Gradients = v != 0; }},
        {.path = "sla.percentile",
         .options = percentileOptions(),
         .get = [](const Scenario& s) { return s.sla.percentile; },
         .set = [](Scenario& s, double v) { s.sla.percentile = v; }},
        {.path = "sla.size_to_pessimistic",
         .options = booleanOptions(),
         .get = [](const Scenario& s) { return s.sla.sizeToPessimistic ? 1.0 : 0.0; },
         .set = [](Scenario& s, double v) { s.sla.sizeToPessimistic = v != 0; }},
        {.path = "allow_geforce",
         .options = booleanOptions(),
         .get = [](const Scenario& s) { return s.allowGeForce ? 1.0 : 0.0; },
         .set = [](Scenario& s, double v) { s.allowGeForce = v != 0; }},
        {.path = "cost.well_evidenced_prices_only",
         .options = booleanOptions(),
         .get = [](const Scenario& s) { return s.cost.wellEvidencedPricesOnly ? 1.0 : 0.0; },
         .set = [](Scenario& s, double v) { s.cost.wellEvidencedPricesOnly = v != 0; }},
        {.path = "cost.price_tier",
         .options = optionsOf(kAllPriceTiers, priceTierName),
         .get = [](const Scenario& s) { return asValue(s.cost.priceTier); },
         .set = [](Scenario& s, double v) { s.cost.priceTier = static_cast<PriceTier>(int(v)); }},
        {.path = "cost.region",
         .options = optionsOf(kAllPriceRegions, priceRegionName),
         .get = [](const Scenario& s) { return asValue(s.cost.priceRegion); },
         .set = [](Scenario& s,
                   double v) { s.cost.priceRegion = static_cast<PriceRegion>(int(v)); }},
        {.path = "runtime.disaggregation.compare",
         .options = booleanOptions(),
         .get = [](const Scenario& s) { return s.disaggregation.compare ? 1.0 : 0.0; },
         .set = [](Scenario& s, double v) { s.disaggregation.compare = v != 0; }},
        {.path = "runtime.disaggregation.kv_link",
         .options = optionsOf(kAllKvLinks, kvLinkName),
         .get = [](const Scenario& s) { return asValue(s.disaggregation.link); },
         .set = [](Scenario& s, double v) { s.disaggregation.link = static_cast<KvLink>(int(v)); }},
        {.path = "runtime.disaggregation.mixed_gpus",
         .options = booleanOptions(),
         .get = [](const Scenario& s) { return s.disaggregation.mixedGpus ? 1.0 : 0.0; },
         .set = [](Scenario& s, double v) { s.disaggregation.mixedGpus = v != 0; }},
    };
}

} // namespace

const ChoiceOption* ScenarioChoice::find(double value) const {
    for (const ChoiceOption& o : options)
        if (o.value == value)
            return &o;
    return nullptr;
}

const std::vector<ScenarioChoice>& scenarioChoices() {
    static const std::vector<ScenarioChoice> choices = buildChoices();
    return choices;
}

const ScenarioChoice* findScenarioChoice(std::string_view path) {
    for (const ScenarioChoice& c : scenarioChoices())
        if (c.path == path)
            return &c;
    return nullptr;
}

} // namespace rightsizer::model
