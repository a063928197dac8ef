#include "FieldSpecs.h"

#include "model/ScenarioChoices.h"

#include <map>

// The scenario's choice fields: mode, SLA percentile, ZeRO stage, recompute, context
// parallelism, gradient precision, serving engine.

namespace rightsizer::views::editor {
namespace {

/// The choice field at `path` as the editor shows it: its values, order and accessors come
/// from the model (model/ScenarioChoices); `words` gives the text a person reads for an
/// option's value, and an option without words shows as the file spells it.
ChoiceSpec fromModel(std::string_view path, const QString& label, const QString& help,
                     const std::map<double, QString>& words = {}) {
    const model::ScenarioChoice* choice = model::findScenarioChoice(path);
    Q_ASSERT(choice != nullptr);
    ChoiceSpec spec{.path = fromStd(path),
                    .label = label,
                    .help = help,
                    .items = {},
                    .get = choice->get,
                    .set = choice->set};
    for (const model::ChoiceOption& option : choice->options) {
        const auto it = words.find(option.value);
        spec.items.emplace_back(it != words.end() ? it->second : fromStd(option.name),
                                option.value);
    }
    return spec;
}

template <typename Enum> double valueOf(Enum e) {
    return double(static_cast<int>(e));
}

} // namespace

ChoiceSpec FieldSpecs::mode() {
    using model::Mode;
    const std::pair<Mode, QString> modes[] = {{Mode::Serve, tr("inference")},
                                              {Mode::Train, tr("full training")},
                                              {Mode::Lora, tr("LoRA fine-tune")},
                                              {Mode::Qlora, tr("4-bit QLoRA fine-tune")}};
    std::map<double, QString> words;
    for (const auto& [mode, what] : modes)
        words[valueOf(mode)] = tr("%1 (%2)").arg(fromStd(model::modeName(mode)), what);
    return fromModel("mode", tr("Mode"),
                     tr("Serve sizes inference against the SLA; train, lora and qlora size a "
                        "training run against its deadline."),
                     words);
}

ChoiceSpec FieldSpecs::percentile() {
    return fromModel("sla.percentile", tr("Percentile"),
                     tr("Percentile of requests at which the latency targets must hold."));
}

ChoiceSpec FieldSpecs::zeroStage() {
    return fromModel("workload.zero", tr("ZeRO stage"),
                     tr("How far optimizer state, gradients and weights are sharded across the "
                        "data-parallel GPUs (DeepSpeed ZeRO / FSDP)."),
                     {{0, tr("0 (no sharding)")},
                      {1, tr("1 (optimizer states)")},
                      {2, tr("2 (+ gradients)")},
                      {3, tr("3 (+ weights)")}});
}

ChoiceSpec FieldSpecs::recompute() {
    return fromModel("workload.recompute", tr("Recompute"),
                     tr("Activation recomputation: trades compute for activation memory."));
}

ChoiceSpec FieldSpecs::contextParallel() {
    return fromModel(
        "workload.cp", tr("Context parallel"),
        tr("GPUs each sequence is split over (Megatron-LM context parallelism, ring attention): "
           "activations per GPU shrink by this factor; a layout uses TP x PP x CP GPUs per "
           "data-parallel rank, and the sequence length must be a multiple of 2 x CP."),
        {{1, tr("1 (off)")}});
}

ChoiceSpec FieldSpecs::gradientPrecision() {
    return fromModel("workload.grad_precision", tr("Gradients"),
                     tr("Gradient buffer: 16-bit as NVIDIA's NeMo and Megatron-Bridge recipes "
                        "keep it (2 bytes/param), or fp32 as Megatron-LM does by default "
                        "(4 bytes/param)."),
                     {{0, tr("16-bit (bf16/fp16)")}, {1, tr("fp32")}});
}

ChoiceSpec FieldSpecs::engine() {
    std::map<double, QString> words;
    for (model::Engine e : model::kAllEngines)
        words[valueOf(e)] = fromStd(model::engineLabel(e));
    return fromModel("runtime.engine", tr("Serving engine"),
                     tr("The serving engine that runs the model. Each engine has its own fitted "
                        "kernel efficiency and per-step and per-request overheads, so latency "
                        "and throughput depend on it. vLLM is the default."),
                     words);
}

ChoiceSpec FieldSpecs::sizeTo() {
    return fromModel("sla.size_to_pessimistic", tr("Size to"),
                     tr("The estimate: the predicted TTFT and TPOT meet the targets (the "
                        "pessimistic end of their 90 % band may miss). The pessimistic end: the "
                        "band's upper end meets them, which takes a smaller batch or more "
                        "replicas."),
                     {{0, tr("the estimate")}, {1, tr("pessimistic end")}});
}

ChoiceSpec FieldSpecs::geforce() {
    return fromModel("allow_geforce", tr("GeForce cards"),
                     tr("NVIDIA's GeForce driver licence permits no datacenter deployment, so "
                        "GeForce cards are left out of the plan, the what-if charts and the "
                        "report unless included here; included, each carries that caveat."),
                     {{0, tr("left out (driver licence)")}, {1, tr("included (caveat)")}});
}

ChoiceSpec FieldSpecs::priceEvidence() {
    return fromModel("cost.well_evidenced_prices_only", tr("Prices ranked by"),
                     tr("Catalog prices from fewer than 3 providers, from marketplace offers "
                        "only or over 6 months old are thin evidence. Ranked by well-evidenced "
                        "prices only, such a GPU is left unpriced (ranked last) and the plan says "
                        "whether it would have ranked first; a price you enter for it counts."),
                     {{0, tr("every catalog price")}, {1, tr("well-evidenced prices only")}});
}

ChoiceSpec FieldSpecs::priceTier() {
    using model::PriceTier;
    return fromModel(
        "cost.price_tier", tr("Prices from"),
        tr("Which catalog quotes price the GPUs: on-demand prices of every provider, of "
           "hyperscalers (AWS, Azure, Google Cloud, Oracle), of specialist GPU clouds (CoreWeave, "
           "Lambda, Nebius, ...) or of marketplaces (RunPod Community Cloud, Vast.ai); 1-year "
           "or 3-year reservations; spot prices; or only your own quotes (prices you added to "
           "the catalog or typed into the candidates table). Your own quote of a GPU prices it "
           "in every tier of its kind. A GPU with no quote in the tier is unpriced (ranked last, "
           "by GPU-hours). The plan's price note names the GPU another tier would rank first."),
        {{valueOf(PriceTier::All), tr("every provider")},
         {valueOf(PriceTier::Hyperscaler), tr("hyperscalers")},
         {valueOf(PriceTier::Specialist), tr("specialist clouds")},
         {valueOf(PriceTier::Marketplace), tr("marketplaces")},
         {valueOf(PriceTier::Reserved1y), tr("reserved 1 year")},
         {valueOf(PriceTier::Reserved3y), tr("reserved 3 years")},
         {valueOf(PriceTier::Spot), tr("spot")},
         {valueOf(PriceTier::Mine), tr("my quotes only")}});
}

ChoiceSpec FieldSpecs::priceRegion() {
    using model::PriceRegion;
    return fromModel(
        "cost.region", tr("Region"),
        tr("Where the GPUs are rented. Only quotes paid in that region price them; a quote "
           "that states no region is a provider-wide list price and counts everywhere, and "
           "'North America' counts in the US regions. Prices are in US dollars."),
        {{valueOf(PriceRegion::Any), tr("any region")},
         {valueOf(PriceRegion::UsEast), tr("US East")},
         {valueOf(PriceRegion::UsWest), tr("US West")},
         {valueOf(PriceRegion::UsCentral), tr("US Central")},
         {valueOf(PriceRegion::EuWest), tr("Europe West")},
         {valueOf(PriceRegion::EuCentral), tr("Europe Central")},
         {valueOf(PriceRegion::ApNortheast), tr("Asia Northeast")},
         {valueOf(PriceRegion::ApSoutheast), tr("Asia Southeast")}});
}

std::vector<ChoiceSpec> FieldSpecs::disaggregation() {
    using model::KvLink;
    return {
        fromModel("runtime.disaggregation.compare", tr("Disaggregated"),
                  tr("Also size disaggregated serving: prefill workers that compute the prompts "
                     "and hand each request's KV cache to decode workers (NVIDIA Dynamo, llm-d, "
                     "SGLang and vLLM's prefill/decode split). The planner searches the split "
                     "and the TP of each pool against the SLA at the grown demand and says "
                     "whether it beats the aggregated rank 1, and by how much."),
                  {{0, tr("not compared")}, {1, tr("compared")}}),
        fromModel("runtime.disaggregation.kv_link", tr("KV cache link"),
                  tr("What each request's KV cache crosses from its prefill worker to its decode "
                     "worker. Automatic: NVLink when both pools fit one NVLink domain of the "
                     "same GPU, PCIe when both fit one server of a GPU without NVLink, else the "
                     "network at runtime.network_gb_per_s_per_gpu."),
                  {{valueOf(KvLink::Auto), tr("automatic")},
                   {valueOf(KvLink::Fabric), tr("NVLink / fabric")},
                   {valueOf(KvLink::Network), tr("network (InfiniBand, RoCE)")},
                   {valueOf(KvLink::Pcie), tr("PCIe, one server")}}),
        fromModel("runtime.disaggregation.mixed_gpus", tr("Pool GPUs"),
                  tr("Whether the prefill and decode pools may use different GPUs (both priced, "
                     "the same precision), e.g. a compute-rich GPU for prefill and a "
                     "memory-rich one for decode; their KV cache then crosses the network."),
                  {{0, tr("the same GPU")}, {1, tr("may differ")}}),
    };
}

} // namespace rightsizer::views::editor
