#include "FieldSpecs.h"

#include "model/DemandLevels.h"
#include "views/EnginePhrase.h"

#include <QLocale>
#include <QStringList>

#include <functional>
#include <map>
#include <optional>

namespace rightsizer::views::editor {
namespace {

using model::Scenario;

/// The box for the scenario field at `path`: path, range and accessors come from the one
/// schema (model/ScenarioFields.cpp) that validation and the scenario file use; the words from
/// `shown`. With a special text (0 = none, the engine's default, the profile's mean) the box
/// starts at 0 and the field's least value follows it.
NumberSpec fromField(std::string_view path, NumberSpec shown, double shownPerFile = 1) {
    const model::ScenarioField* f = model::findScenarioField(path);
    Q_ASSERT(f);
    shown.path = fromStd(f->path);
    shown.field = f;
    shown.shownPerFile = shownPerFile;
    shown.maximum = f->maximum * shownPerFile;
    const bool special = !shown.special.isEmpty() || shown.specialFor != nullptr;
    shown.minimum = special ? 0.0 : f->minimum * shownPerFile;
    shown.lowestAfterSpecial = special && f->minimum > 0 ? f->minimum * shownPerFile : 0.0;
    return shown;
}

// ---- engine defaults -------------------------------------------------------------------------
QString wholeNumber(double v) {
    return QLocale().toString(v, 'f', 0);
}

/// The text of an engine-default field at 0 and a tooltip line listing the default on each of
/// the candidate GPUs, read from the engine's defaults (model/Workload.h) so they never drift.
SpecialText engineDefault(const Scenario& s, const std::vector<const model::GpuSpec*>& gpus,
                          double (*value)(model::Engine, const model::GpuSpec&),
                          const QString& unit) {
    // Default value -> names of the GPUs it applies to, largest value first.
    std::map<double, QStringList, std::greater<>> byValue;
    for (const model::GpuSpec* g : gpus)
        byValue[value(s.runtime.engine, *g)].append(fromStd(g->name));
    const QString engine = fromStd(model::engineLabel(s.runtime.engine));
    if (byValue.empty())
        return {FieldSpecs::tr("engine default"),
                FieldSpecs::tr("%1's default depends on the GPU; no candidate GPU is in the "
                               "catalog.")
                    .arg(engine)};
    if (byValue.size() == 1) {
        const double v = byValue.begin()->first;
        return {FieldSpecs::tr("engine default (%1)").arg(wholeNumber(v)),
                FieldSpecs::tr("%1's default on every candidate GPU: %2%3.")
                    .arg(engine, wholeNumber(v), unit)};
    }
    constexpr qsizetype kNamesShown = 4;
    QString detail = FieldSpecs::tr("%1's default depends on the GPU:").arg(engine);
    for (const auto& [v, names] : byValue) {
        QString list = names.mid(0, kNamesShown).join(QStringLiteral(", "));
        if (names.size() > kNamesShown)
            list = FieldSpecs::tr("%1 and %n more", nullptr, int(names.size() - kNamesShown))
                       .arg(list);
        detail +=
            QLatin1Char('\n') + FieldSpecs::tr("  %1%2 on %3").arg(wholeNumber(v), unit, list);
    }
    // The box is narrow in the dock: the range says that the default varies, the tooltip by
    // which GPU.
    return {FieldSpecs::tr("engine default (%1–%2)")
                .arg(wholeNumber(byValue.rbegin()->first), wholeNumber(byValue.begin()->first)),
            detail};
}

SpecialText runningDefault(const Scenario& s, const std::vector<const model::GpuSpec*>& gpus) {
    return engineDefault(
        s, gpus,
        [](model::Engine e, const model::GpuSpec& g) {
            return double(model::engineMaxRunning(e, g));
        },
        FieldSpecs::tr(" sequences"));
}

SpecialText budgetDefault(const Scenario& s, const std::vector<const model::GpuSpec*>& gpus) {
    return engineDefault(s, gpus, model::engineTokenBudget, FieldSpecs::tr(" tokens"));
}

/// "profile's mean (9.26)": the mean the planner uses when none is given.
SpecialText profileMean(const Scenario& s, const std::vector<const model::GpuSpec*>&) {
    Scenario unset = s;
    unset.serving.meanRequestsPerS.reset();
    auto levels = model::servingDemandLevels(unset);
    if (!levels)
        return {FieldSpecs::tr("profile's mean"), {}};
    const QString mean = QLocale().toString(levels->meanRequestsPerS, 'g', 3);
    return {FieldSpecs::tr("profile's mean (%1)").arg(mean),
            FieldSpecs::tr("Not given: the mean of the demand profile, %1 req/s (%2).")
                .arg(mean, phraseText(levels->basis))};
}

} // namespace

std::vector<NumberSpec> FieldSpecs::serving() {
    const QString tokens = tr(" tokens");
    const QString fits = tr("Input p95 + output p95 must fit the model's context.");
    return {
        fromField("workload.requests_per_s",
                  {.label = tr("Peak requests/s"),
                   .suffix = tr(" req/s"),
                   .help = tr("Peak demand: the mean arrival rate (Poisson) of the busiest hour "
                              "of the week. The fleet is sized for it, with the growth headroom "
                              "under Limits added on top. An imported or edited weekly profile "
                              "overrides it with its own busiest hour."),
                   .decimals = 6}),
        fromField("workload.mean_requests_per_s",
                  {.label = tr("Mean requests/s"),
                   .suffix = tr(" req/s"),
                   .help = tr("Mean demand over the week. Costs per token divide by the tokens "
                              "served at this rate (the fleet sized for the peak runs around the "
                              "clock). Not given: the profile's mean (the default daytime "
                              "profile's is 0.46 x the peak); given, it reshapes the daytime "
                              "profile to this mean. At most the peak."),
                   .decimals = 6,
                   .special = tr("profile's mean"),
                   .specialFor = profileMean}),
        fromField("workload.input_tokens.mean",
                  {.label = tr("Input tokens, mean"),
                   .suffix = tokens,
                   .help = tr("Mean prompt length per request, system prompt and history "
                              "included.")}),
        fromField(
            "workload.input_tokens.p95",
            {.label = tr("Input tokens, p95"),
             .suffix = tokens,
             .help = tr("95th percentile of the prompt length; not below the mean. ") + fits}),
        fromField("workload.output_tokens.mean",
                  {.label = tr("Output tokens, mean"),
                   .suffix = tokens,
                   .help = tr("Mean number of tokens generated per request.")}),
        fromField(
            "workload.output_tokens.p95",
            {.label = tr("Output tokens, p95"),
             .suffix = tokens,
             .help = tr("95th percentile of the generated length; not below the mean. ") + fits}),
    };
}

std::vector<NumberSpec> FieldSpecs::training() {
    const QString sequences = tr(" sequences");
    return {
        fromField("workload.tokens",
                  {.label = tr("Tokens"),
                   .suffix = tr(" B tokens"),
                   .help = tr("Tokens to process, all epochs together, in billions (1 B = 10^9 "
                              "tokens)."),
                   .decimals = 9},
                  1e-9),
        fromField("workload.deadline_hours", {.label = tr("Deadline"),
                                              .suffix = tr(" h"),
                                              .help = tr("Wall-clock time allowed for the whole "
                                                         "run."),
                                              .decimals = 2}),
        fromField("workload.seq_len",
                  {.label = tr("Sequence length"),
                   .suffix = tr(" tokens"),
                   .help = tr("Tokens per training sequence; at most the model's context.")}),
        fromField("workload.global_batch",
                  {.label = tr("Global batch"),
                   .suffix = sequences,
                   .help = tr("Sequences per optimizer step, all GPUs together; a multiple of "
                              "the micro batch."),
                   .singularSuffix = tr(" sequence")}),
        fromField("workload.micro_batch",
                  {.label = tr("Micro batch"),
                   .suffix = sequences,
                   .help = tr("Sequences per GPU per forward/backward pass; at most the global "
                              "batch, which it must divide."),
                   .singularSuffix = tr(" sequence")}),
    };
}

NumberSpec FieldSpecs::loraRank() {
    return fromField("workload.lora_rank",
                     {.label = tr("LoRA rank"),
                      .help = tr("Rank of the LoRA adapter matrices (LoRA and QLoRA modes).")});
}

std::vector<NumberSpec> FieldSpecs::sla() {
    const QString none = tr("none");
    const QString ms = tr(" ms");
    return {
        fromField("sla.ttft_ms",
                  {.label = tr("Time to first token"),
                   .suffix = ms,
                   .help = tr("Target for the time from a request's arrival to its first output "
                              "token, at the SLA percentile; queueing included. 0: no target."),
                   .decimals = 1,
                   .special = none}),
        fromField("sla.tpot_ms",
                  {.label = tr("Time per output token"),
                   .suffix = ms,
                   .help = tr("Target for the time between two output tokens of one request, at "
                              "the SLA percentile (50 ms = 20 tokens/s per user). 0: no target."),
                   .decimals = 1,
                   .special = none}),
        fromField("sla.min_output_tokens_per_s",
                  {.label = tr("Min. output rate"),
                   .suffix = tr(" tokens/s"),
                   .help = tr("Output tokens per second the whole deployment must sustain. 0: "
                              "no target. At least one of the three targets must be set."),
                   .special = none}),
    };
}

NumberSpec FieldSpecs::minReplicas() {
    return fromField("limits.min_replicas",
                     {.label = tr("Min. replicas"),
                      .suffix = tr(" replicas"),
                      .help = tr("Fewest replicas a plan may have, whatever the load: 2 keeps "
                                 "serving when one replica fails (N+1 redundancy). 1: as few as "
                                 "the demand needs."),
                      .singularSuffix = tr(" replica")});
}

std::vector<NumberSpec> FieldSpecs::limits() {
    const QString gpus = tr(" GPUs");
    return {
        fromField("limits.max_gpus",
                  {.label = tr("Max GPUs"),
                   .suffix = gpus,
                   .help = tr("Largest deployment the planner may propose, all replicas "
                              "together."),
                   .singularSuffix = tr(" GPU")}),
        fromField("limits.gpus_per_node",
                  {.label = tr("GPUs per node"),
                   .suffix = gpus,
                   .help = tr("GPUs in one server; tensor parallelism stays inside a node."),
                   .singularSuffix = tr(" GPU")}),
        fromField("limits.headroom_percent",
                  {.label = tr("Growth headroom"),
                   .suffix = tr(" %"),
                   .help = tr("Capacity added on top of the demand for growth and bursts (20 % "
                              "sizes the deployment for 1.2 times the demand)."),
                   .decimals = 1}),
    };
}

std::vector<NumberSpec> FieldSpecs::thresholds() {
    const QString percent = tr(" %");
    return {
        // The file keeps a fraction (0.9); the box shows percent.
        fromField("runtime.memory_utilization",
                  {.label = tr("Runtime memory use"),
                   .suffix = percent,
                   .help = tr("Share of each GPU's memory the serving runtime may allocate "
                              "(vLLM's gpu_memory_utilization; 90 % by default)."),
                   .decimals = 1},
                  100),
        fromField("limits.over_provisioned_below_percent",
                  {.label = tr("Flag utilization below"),
                   .suffix = percent,
                   .help = tr("A plan whose compute utilization is under this is flagged as "
                              "over-provisioned."),
                   .decimals = 1}),
        fromField("limits.memory_idle_below_percent",
                  {.label = tr("Flag memory use below"),
                   .suffix = percent,
                   .help = tr("A plan that uses less than this share of its usable GPU memory "
                              "is flagged as leaving memory mostly idle."),
                   .decimals = 1}),
    };
}

std::vector<NumberSpec> FieldSpecs::scheduler() {
    const QString byEngine = tr("engine default");
    return {
        fromField("runtime.max_batch",
                  {.label = tr("Max running sequences"),
                   .suffix = tr(" sequences"),
                   .help = tr("The most sequences one replica's engine runs at once; further "
                              "requests wait in its queue. vLLM max_num_seqs, TensorRT-LLM "
                              "max_batch_size, SGLang max_running_requests, llama.cpp server "
                              "slots. 0: the engine's default, which for vLLM depends on the "
                              "GPU."),
                   .special = byEngine,
                   .specialFor = runningDefault}),
        fromField("runtime.prefill_chunk_tokens",
                  {.label = tr("Step token budget"),
                   .suffix = tr(" tokens"),
                   .help = tr("The most tokens one engine step processes, decode tokens and "
                              "prompt chunks together; a longer prompt is prefilled in chunks "
                              "over several steps. vLLM max_num_batched_tokens, TensorRT-LLM "
                              "max_num_tokens, SGLang chunked_prefill_size, llama.cpp n_batch. "
                              "0: the engine's default, which for vLLM and SGLang depends on "
                              "the GPU."),
                   .special = byEngine,
                   .specialFor = budgetDefault}),
        fromField("runtime.front_end_ms",
                  {.label = tr("Serving front end"),
                   .suffix = tr(" ms"),
                   .help = tr("Mean time a request spends outside the engine's steps: HTTP, "
                              "tokenization, detokenization, streaming the first token. It adds "
                              "to TTFT under load. 0: the engine's value fitted on "
                              "OpenAI-compatible servers; an in-process or Triton front end "
                              "spends about 10-20 ms."),
                   .decimals = 1,
                   .special = byEngine}),
    };
}

std::vector<NumberSpec> FieldSpecs::prefix() {
    return {
        fromField("workload.prefix.tokens",
                  {.label = tr("Shared prefix"),
                   .suffix = tr(" tokens"),
                   .help = tr("Prompt tokens that requests share at their start: a system "
                              "prompt, a tool list, earlier turns of a conversation. With prefix "
                              "caching (vLLM automatic prefix caching, SGLang RadixAttention, "
                              "TensorRT-LLM KV reuse) a request that finds them cached skips "
                              "their prefill, and their KV blocks are held once per replica. "
                              "At most the mean input; 0: no prefix caching.")}),
        fromField("workload.prefix.hit_rate_percent",
                  {.label = tr("Prefix cache hits"),
                   .suffix = tr(" %"),
                   .help = tr("Share of requests that find the shared prefix in the cache. "
                              "A miss computes its whole prompt."),
                   .decimals = 1}),
    };
}

std::vector<NumberSpec> FieldSpecs::speculation() {
    return {
        fromField("runtime.speculative.tokens",
                  {.label = tr("Proposals per step"),
                   .suffix = tr(" tokens"),
                   .help = tr("Tokens the draft proposes each step (vLLM "
                              "num_speculative_tokens); the target checks them all in one pass. "
                              "More proposals pay only while most are accepted.")}),
        fromField("runtime.speculative.acceptance_percent",
                  {.label = tr("Acceptance"),
                   .suffix = tr(" %"),
                   .help = tr("Chance that the target accepts each proposed token. A step emits "
                              "(1 - a^(k+1)) / (1 - a) tokens on average (Leviathan et al. "
                              "2023). Typical: 85-90 % for DeepSeek-V3's MTP head at one "
                              "proposal; lower for generic drafts, long proposals and high "
                              "sampling temperatures."),
                   .decimals = 1}),
    };
}

} // namespace rightsizer::views::editor
