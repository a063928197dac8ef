#include "FieldSpecs.h"

// The scenario's choice fields: mode, SLA percentile, ZeRO stage, recompute, context
// parallelism, gradient precision, serving engine.

namespace rightsizer::views::editor {
namespace {

using model::Scenario;

int toInt(double v) {
    return static_cast<int>(v);
} // item values are whole numbers

} // namespace

ChoiceSpec FieldSpecs::mode() {
    using model::Mode;
    ChoiceSpec spec{.path = QStringLiteral("mode"),
                    .label = tr("Mode"),
                    .help = tr("Serve sizes inference against the SLA; train, lora and qlora "
                               "size a training run against its deadline."),
                    .items = {},
                    .get = [](const Scenario& s) { return double(static_cast<int>(s.mode)); },
                    .set = [](Scenario& s, double v) { s.mode = static_cast<Mode>(toInt(v)); }};
    const std::pair<Mode, QString> modes[] = {{Mode::Serve, tr("inference")},
                                              {Mode::Train, tr("full training")},
                                              {Mode::Lora, tr("LoRA fine-tune")},
                                              {Mode::Qlora, tr("4-bit QLoRA fine-tune")}};
    for (const auto& [mode, what] : modes)
        spec.items.emplace_back(tr("%1 (%2)").arg(fromStd(model::modeName(mode)), what),
                                double(static_cast<int>(mode)));
    return spec;
}

ChoiceSpec FieldSpecs::percentile() {
    ChoiceSpec spec{.path = QStringLiteral("sla.percentile"),
                    .label = tr("Percentile"),
                    .help = tr("Percentile of requests at which the latency targets must hold."),
                    .items = {},
                    .get = [](const Scenario& s) { return s.sla.percentile; },
                    .set = [](Scenario& s, double v) { s.sla.percentile = v; }};
    for (double q : {0.50, 0.90, 0.95, 0.99})
        spec.items.emplace_back(QString::fromStdString(model::percentileName(q)), q);
    return spec;
}

ChoiceSpec FieldSpecs::zeroStage() {
    return {.path = QStringLiteral("workload.zero"),
            .label = tr("ZeRO stage"),
            .help = tr("How far optimizer state, gradients and weights are sharded across the "
                       "data-parallel GPUs (DeepSpeed ZeRO / FSDP)."),
            .items = {{tr("0 (no sharding)"), 0},
                      {tr("1 (optimizer states)"), 1},
                      {tr("2 (+ gradients)"), 2},
                      {tr("3 (+ weights)"), 3}},
            .get = [](const Scenario& s) { return double(s.training.workload.zeroStage); },
            .set = [](Scenario& s, double v) { s.training.workload.zeroStage = toInt(v); }};
}

ChoiceSpec FieldSpecs::recompute() {
    using model::Recompute;
    ChoiceSpec spec{
        .path = QStringLiteral("workload.recompute"),
        .label = tr("Recompute"),
        .help = tr("Activation recomputation: trades compute for activation memory."),
        .items = {},
        .get =
            [](const Scenario& s) {
                return double(static_cast<int>(s.training.workload.recompute));
            },
        .set = [](Scenario& s,
                  double v) { s.training.workload.recompute = static_cast<Recompute>(toInt(v)); }};
    for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full})
        spec.items.emplace_back(fromStd(model::recomputeName(r)), double(static_cast<int>(r)));
    return spec;
}

ChoiceSpec FieldSpecs::contextParallel() {
    ChoiceSpec spec{
        .path = QStringLiteral("workload.cp"),
        .label = tr("Context parallel"),
        .help = tr("GPUs each sequence is split over (Megatron-LM context parallelism, ring "
                   "attention): activations per GPU shrink by this factor; a layout uses "
                   "TP x PP x CP GPUs per data-parallel rank, and the sequence length must be a "
                   "multiple of 2 x CP."),
        .items = {},
        .get = [](const Scenario& s) { return double(s.training.workload.contextParallel); },
        .set = [](Scenario& s, double v) { s.training.workload.contextParallel = toInt(v); }};
    for (int cp : {1, 2, 4, 8, 16, 32})
        spec.items.emplace_back(cp == 1 ? tr("1 (off)") : QString::number(cp), double(cp));
    return spec;
}

ChoiceSpec FieldSpecs::gradientPrecision() {
    return {.path = QStringLiteral("workload.grad_precision"),
            .label = tr("Gradients"),
            .help =
                tr("Gradient buffer: 16-bit as NVIDIA's NeMo and Megatron-Bridge recipes keep "
                   "it (2 bytes/param), or fp32 as Megatron-LM does by default (4 bytes/param)."),
            .items = {{tr("16-bit (bf16/fp16)"), 0}, {tr("fp32"), 1}},
            .get = [](const Scenario& s) { return s.training.workload.fp32Gradients ? 1.0 : 0.0; },
            .set = [](Scenario& s, double v) { s.training.workload.fp32Gradients = v != 0.0; }};
}

ChoiceSpec FieldSpecs::engine() {
    using model::Engine;
    ChoiceSpec spec{
        .path = QStringLiteral("runtime.engine"),
        .label = tr("Serving engine"),
        .help = tr("The serving engine that runs the model. Each engine has its own fitted "
                   "kernel efficiency and per-step and per-request overheads, so latency and "
                   "throughput depend on it. vLLM is the default."),
        .items = {},
        .get = [](const Scenario& s) { return double(static_cast<int>(s.runtime.engine)); },
        .set = [](Scenario& s, double v) { s.runtime.engine = static_cast<Engine>(toInt(v)); }};
    for (Engine e : model::kAllEngines)
        spec.items.emplace_back(fromStd(model::engineLabel(e)), double(static_cast<int>(e)));
    return spec;
}

ChoiceSpec FieldSpecs::sizeTo() {
    return {.path = QStringLiteral("sla.size_to_pessimistic"),
            .label = tr("Size to"),
            .help = tr("The estimate: the predicted TTFT and TPOT meet the targets (the "
                       "pessimistic end of their 90 % band may miss). The pessimistic end: the "
                       "band's upper end meets them, which takes a smaller batch or more "
                       "replicas."),
            .items = {{tr("the estimate"), 0}, {tr("band's pessimistic end"), 1}},
            .get = [](const Scenario& s) { return s.sla.sizeToPessimistic ? 1.0 : 0.0; },
            .set = [](Scenario& s, double v) { s.sla.sizeToPessimistic = v != 0; }};
}

ChoiceSpec FieldSpecs::geforce() {
    return {.path = QStringLiteral("allow_geforce"),
            .label = tr("GeForce cards"),
            .help = tr("NVIDIA's GeForce driver licence permits no datacenter deployment, so "
                       "GeForce cards are left out of the plan, the what-if charts and the "
                       "report unless included here; included, each carries that caveat."),
            .items = {{tr("left out (driver licence)"), 0},
                      {tr("included, with the licence caveat"), 1}},
            .get = [](const Scenario& s) { return s.allowGeForce ? 1.0 : 0.0; },
            .set = [](Scenario& s, double v) { s.allowGeForce = v != 0; }};
}

ChoiceSpec FieldSpecs::priceEvidence() {
    return {.path = QStringLiteral("cost.well_evidenced_prices_only"),
            .label = tr("Prices ranked by"),
            .help = tr("Catalog prices from fewer than 3 providers, from marketplace offers only "
                       "or over 6 months old are thin evidence. Ranked by well-evidenced prices "
                       "only, such a GPU is left unpriced (ranked last) and the plan says whether "
                       "it would have ranked first; a price you enter for it counts."),
            .items = {{tr("every catalog price"), 0}, {tr("well-evidenced prices only"), 1}},
            .get = [](const Scenario& s) { return s.cost.wellEvidencedPricesOnly ? 1.0 : 0.0; },
            .set = [](Scenario& s, double v) { s.cost.wellEvidencedPricesOnly = v != 0; }};
}

ChoiceSpec FieldSpecs::priceTier() {
    using model::PriceTier;
    ChoiceSpec spec{
        .path = QStringLiteral("cost.price_tier"),
        .label = tr("Prices from"),
        .help = tr("Whose catalog quotes price the GPUs: every provider, or only hyperscalers "
                   "(AWS, Azure, Google Cloud, Oracle), specialist GPU clouds (CoreWeave, Lambda, "
                   "Nebius, ...) or marketplaces (RunPod Community Cloud, Vast.ai). A GPU with no "
                   "quote in the tier is unpriced (ranked last). The plan's price note names the "
                   "GPU another tier would rank first."),
        .items = {},
        .get = [](const Scenario& s) { return double(static_cast<int>(s.cost.priceTier)); },
        .set = [](Scenario& s, double v) { s.cost.priceTier = static_cast<PriceTier>(toInt(v)); }};
    const std::pair<PriceTier, QString> tiers[] = {{PriceTier::All, tr("every provider")},
                                                   {PriceTier::Hyperscaler, tr("hyperscalers")},
                                                   {PriceTier::Specialist, tr("specialist clouds")},
                                                   {PriceTier::Marketplace, tr("marketplaces")}};
    for (const auto& [tier, label] : tiers)
        spec.items.emplace_back(label, double(static_cast<int>(tier)));
    return spec;
}

} // namespace rightsizer::views::editor
