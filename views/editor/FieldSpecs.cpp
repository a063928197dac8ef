#include "FieldSpecs.h"

#include "model/DemandLevels.h"

#include <QLocale>
#include <QStringList>

#include <functional>
#include <map>
#include <optional>

namespace rightsizer::views::editor {
namespace {

using model::Scenario;

// A model without a stated context is checked by the engine against its own default; the
// spin box then leaves the check to the engine (whose message names the limit).
constexpr double kUnknownContextTokens = 1e7;

double contextTokens(const Scenario& s) {
    return s.model.maxContext > 0 ? s.model.maxContext : kUnknownContextTokens;
}

// ---- token distributions ---------------------------------------------------------------------
double inMean(const Scenario& s) {
    return s.serving.inputTokens.mean;
}
void setInMean(Scenario& s, double v) {
    s.serving.inputTokens.mean = v;
}
double inP95(const Scenario& s) {
    return s.serving.inputTokens.p95;
}
void setInP95(Scenario& s, double v) {
    s.serving.inputTokens.p95 = v;
}
double outMean(const Scenario& s) {
    return s.serving.outputTokens.mean;
}
void setOutMean(Scenario& s, double v) {
    s.serving.outputTokens.mean = v;
}
double outP95(const Scenario& s) {
    return s.serving.outputTokens.p95;
}
void setOutP95(Scenario& s, double v) {
    s.serving.outputTokens.p95 = v;
}

int toInt(double v) {
    return static_cast<int>(v);
} // whole-number boxes (0 decimals)

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

// ---- demand ------------------------------------------------------------------------------------
double meanRate(const Scenario& s) {
    return s.serving.meanRequestsPerS.value_or(0.0);
}
void setMeanRate(Scenario& s, double v) {
    s.serving.meanRequestsPerS = v > 0 ? std::optional<double>(v) : std::nullopt;
}
double peakRate(const Scenario& s) {
    return s.serving.requestsPerS;
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
                .arg(mean, fromStd(levels->basis))};
}

} // namespace

std::vector<NumberSpec> FieldSpecs::serving() {
    const QString tokens = tr(" tokens");
    const QString fits = tr("Input p95 + output p95 must fit the model's context.");
    return {
        {.path = QStringLiteral("workload.requests_per_s"),
         .label = tr("Peak requests/s"),
         .suffix = tr(" req/s"),
         .help = tr("Peak demand: the mean arrival rate (Poisson) of the busiest hour of the "
                    "week. The fleet is sized for it, with the growth headroom under Limits "
                    "added on top. An imported or edited weekly profile overrides it with its "
                    "own busiest hour."),
         .minimum = 1e-6,
         .maximum = 1e6,
         .decimals = 6,
         .get = peakRate,
         .set = [](Scenario& s, double v) { s.serving.requestsPerS = v; }},
        {.path = QStringLiteral("workload.mean_requests_per_s"),
         .label = tr("Mean requests/s"),
         .suffix = tr(" req/s"),
         .help = tr("Mean demand over the week. Costs per token divide by the tokens served at "
                    "this rate (the fleet sized for the peak runs around the clock). Not given: "
                    "the profile's mean (the default daytime profile's is 0.46 x the peak); "
                    "given, it reshapes the daytime profile to this mean. At most the peak."),
         .minimum = 0,
         .maximum = 1e6,
         .decimals = 6,
         .special = tr("profile's mean"),
         .get = meanRate,
         .set = setMeanRate,
         .maximumFor = peakRate,
         .specialFor = profileMean},
        {.path = QStringLiteral("workload.input_tokens.mean"),
         .label = tr("Input tokens, mean"),
         .suffix = tokens,
         .help = tr("Mean prompt length per request, system prompt and history included."),
         .minimum = 1,
         .maximum = kUnknownContextTokens,
         .get = inMean,
         .set = setInMean,
         .maximumFor = contextTokens},
        {.path = QStringLiteral("workload.input_tokens.p95"),
         .label = tr("Input tokens, p95"),
         .suffix = tokens,
         .help = tr("95th percentile of the prompt length; not below the mean. ") + fits,
         .minimum = 1,
         .maximum = kUnknownContextTokens,
         .get = inP95,
         .set = setInP95,
         .maximumFor = contextTokens},
        {.path = QStringLiteral("workload.output_tokens.mean"),
         .label = tr("Output tokens, mean"),
         .suffix = tokens,
         .help = tr("Mean number of tokens generated per request."),
         .minimum = 1,
         .maximum = kUnknownContextTokens,
         .get = outMean,
         .set = setOutMean,
         .maximumFor = contextTokens},
        {.path = QStringLiteral("workload.output_tokens.p95"),
         .label = tr("Output tokens, p95"),
         .suffix = tokens,
         .help = tr("95th percentile of the generated length; not below the mean. ") + fits,
         .minimum = 1,
         .maximum = kUnknownContextTokens,
         .get = outP95,
         .set = setOutP95,
         .maximumFor = contextTokens},
    };
}

std::vector<NumberSpec> FieldSpecs::training() {
    const QString sequences = tr(" sequences");
    return {
        {.path = QStringLiteral("workload.tokens"),
         .label = tr("Tokens"),
         .suffix = tr(" B tokens"),
         .help = tr("Tokens to process, all epochs together, in billions (1 B = 10^9 tokens)."),
         .minimum = 1e-9, // 1 token
         .maximum = 1e6,  // 10^15 tokens
         .decimals = 9,
         .get = [](const Scenario& s) { return s.training.tokens / 1e9; },
         .set = [](Scenario& s, double v) { s.training.tokens = v * 1e9; }},
        {.path = QStringLiteral("workload.deadline_hours"),
         .label = tr("Deadline"),
         .suffix = tr(" h"),
         .help = tr("Wall-clock time allowed for the whole run."),
         .minimum = 0.01,
         .maximum = 24.0 * 366 * 2,
         .decimals = 2,
         .get = [](const Scenario& s) { return s.training.deadlineHours; },
         .set = [](Scenario& s, double v) { s.training.deadlineHours = v; }},
        {.path = QStringLiteral("workload.seq_len"),
         .label = tr("Sequence length"),
         .suffix = tr(" tokens"),
         .help = tr("Tokens per training sequence; at most the model's context."),
         .minimum = 1,
         .maximum = kUnknownContextTokens,
         .get = [](const Scenario& s) { return s.training.workload.seqLen; },
         .set = [](Scenario& s, double v) { s.training.workload.seqLen = v; },
         .maximumFor = contextTokens},
        {.path = QStringLiteral("workload.global_batch"),
         .label = tr("Global batch"),
         .suffix = sequences,
         .help = tr("Sequences per optimizer step, all GPUs together; a multiple of the micro "
                    "batch."),
         .minimum = 1,
         .maximum = 1e8,
         .get = [](const Scenario& s) { return s.training.workload.globalBatch; },
         .set = [](Scenario& s, double v) { s.training.workload.globalBatch = v; }},
        {.path = QStringLiteral("workload.micro_batch"),
         .label = tr("Micro batch"),
         .suffix = sequences,
         .help = tr("Sequences per GPU per forward/backward pass; at most the global batch, "
                    "which it must divide."),
         .minimum = 1,
         .maximum = 1e8,
         .get = [](const Scenario& s) { return s.training.workload.microBatch; },
         .set = [](Scenario& s, double v) { s.training.workload.microBatch = v; },
         .maximumFor = [](const Scenario& s) { return s.training.workload.globalBatch; }},
    };
}

NumberSpec FieldSpecs::loraRank() {
    return {.path = QStringLiteral("workload.lora_rank"),
            .label = tr("LoRA rank"),
            .suffix = {},
            .help = tr("Rank of the LoRA adapter matrices (LoRA and QLoRA modes)."),
            .minimum = 1,
            .maximum = 4096,
            .get = [](const Scenario& s) { return s.training.workload.loraRank; },
            .set = [](Scenario& s, double v) { s.training.workload.loraRank = v; }};
}

std::vector<NumberSpec> FieldSpecs::sla() {
    const QString none = tr("none");
    const QString ms = tr(" ms");
    return {
        {.path = QStringLiteral("sla.ttft_ms"),
         .label = tr("Time to first token"),
         .suffix = ms,
         .help = tr("Target for the time from a request's arrival to its first output token, "
                    "at the SLA percentile; queueing included. 0: no target."),
         .minimum = 0,
         .maximum = 600000,
         .decimals = 1,
         .special = none,
         .get = [](const Scenario& s) { return s.sla.ttftS * 1000.0; },
         .set = [](Scenario& s, double v) { s.sla.ttftS = v / 1000.0; }},
        {.path = QStringLiteral("sla.tpot_ms"),
         .label = tr("Time per output token"),
         .suffix = ms,
         .help = tr("Target for the time between two output tokens of one request, at the SLA "
                    "percentile (50 ms = 20 tokens/s per user). 0: no target."),
         .minimum = 0,
         .maximum = 60000,
         .decimals = 1,
         .special = none,
         .get = [](const Scenario& s) { return s.sla.tpotS * 1000.0; },
         .set = [](Scenario& s, double v) { s.sla.tpotS = v / 1000.0; }},
        {.path = QStringLiteral("sla.min_output_tokens_per_s"),
         .label = tr("Min. output rate"),
         .suffix = tr(" tokens/s"),
         .help = tr("Output tokens per second the whole deployment must sustain. 0: no target. "
                    "At least one of the three targets must be set."),
         .minimum = 0,
         .maximum = 1e9,
         .special = none,
         .get = [](const Scenario& s) { return s.sla.minOutputTokensPerS; },
         .set = [](Scenario& s, double v) { s.sla.minOutputTokensPerS = v; }},
    };
}

NumberSpec FieldSpecs::minReplicas() {
    return {.path = QStringLiteral("limits.min_replicas"),
            .label = tr("Min. replicas"),
            .suffix = tr(" replicas"),
            .help = tr("Fewest replicas a plan may have, whatever the load: 2 keeps serving "
                       "when one replica fails (N+1 redundancy). 1: as few as the demand "
                       "needs."),
            .minimum = 1,
            .maximum = model::kMaxMinReplicas,
            .get = [](const Scenario& s) { return double(s.limits.minReplicas); },
            .set = [](Scenario& s, double v) { s.limits.minReplicas = toInt(v); },
            .singularSuffix = tr(" replica")};
}

std::vector<NumberSpec> FieldSpecs::limits() {
    const QString gpus = tr(" GPUs");
    const QString percent = tr(" %");
    return {
        {.path = QStringLiteral("limits.max_gpus"),
         .label = tr("Max GPUs"),
         .suffix = gpus,
         .help = tr("Largest deployment the planner may propose, all replicas together."),
         .minimum = 1,
         .maximum = 65536,
         .get = [](const Scenario& s) { return double(s.limits.maxGpus); },
         .set = [](Scenario& s, double v) { s.limits.maxGpus = toInt(v); },
         .singularSuffix = tr(" GPU")},
        {.path = QStringLiteral("limits.gpus_per_node"),
         .label = tr("GPUs per node"),
         .suffix = gpus,
         .help = tr("GPUs in one server; tensor parallelism stays inside a node."),
         .minimum = 1,
         .maximum = 72,
         .get = [](const Scenario& s) { return double(s.limits.gpusPerNode); },
         .set = [](Scenario& s, double v) { s.limits.gpusPerNode = toInt(v); },
         .singularSuffix = tr(" GPU")},
        {.path = QStringLiteral("limits.headroom_percent"),
         .label = tr("Growth headroom"),
         .suffix = percent,
         .help = tr("Capacity added on top of the demand for growth and bursts (20 % sizes "
                    "the deployment for 1.2 times the demand)."),
         .minimum = 0,
         .maximum = 1000,
         .decimals = 1,
         .get = [](const Scenario& s) { return s.limits.headroom * 100.0; },
         .set = [](Scenario& s, double v) { s.limits.headroom = v / 100.0; }},
    };
}

std::vector<NumberSpec> FieldSpecs::thresholds() {
    const QString percent = tr(" %");
    return {
        {.path = QStringLiteral("runtime.memory_utilization"),
         .label = tr("Runtime memory use"),
         .suffix = percent,
         .help = tr("Share of each GPU's memory the serving runtime may allocate (vLLM's "
                    "gpu_memory_utilization; 90 % by default)."),
         .minimum = 5,
         .maximum = 100,
         .decimals = 1,
         .get = [](const Scenario& s) { return s.runtime.memoryUtilization * 100.0; },
         .set = [](Scenario& s, double v) { s.runtime.memoryUtilization = v / 100.0; }},
        {.path = QStringLiteral("limits.over_provisioned_below_percent"),
         .label = tr("Flag utilization below"),
         .suffix = percent,
         .help = tr("A plan whose compute utilization is under this is flagged as "
                    "over-provisioned."),
         .minimum = 0,
         .maximum = 100,
         .decimals = 1,
         .get = [](const Scenario& s) { return s.limits.overProvisionedBelow * 100.0; },
         .set = [](Scenario& s, double v) { s.limits.overProvisionedBelow = v / 100.0; }},
        {.path = QStringLiteral("limits.memory_idle_below_percent"),
         .label = tr("Flag memory use below"),
         .suffix = percent,
         .help = tr("A plan that uses less than this share of its usable GPU memory is flagged "
                    "as leaving memory mostly idle."),
         .minimum = 0,
         .maximum = 100,
         .decimals = 1,
         .get = [](const Scenario& s) { return s.limits.memoryIdleBelow * 100.0; },
         .set = [](Scenario& s, double v) { s.limits.memoryIdleBelow = v / 100.0; }},
    };
}

std::vector<NumberSpec> FieldSpecs::scheduler() {
    const QString byEngine = tr("engine default");
    return {
        {.path = QStringLiteral("runtime.max_batch"),
         .label = tr("Max running sequences"),
         .suffix = tr(" sequences"),
         .help = tr("The most sequences one replica's engine runs at once; further requests "
                    "wait in its queue. vLLM max_num_seqs, TensorRT-LLM max_batch_size, SGLang "
                    "max_running_requests, llama.cpp server slots. 0: the engine's default, "
                    "which for vLLM depends on the GPU."),
         .minimum = 0,
         .maximum = 65536,
         .special = byEngine,
         .lowestAfterSpecial = 1,
         .get = [](const Scenario& s) { return double(s.runtime.maxBatch); },
         .set = [](Scenario& s, double v) { s.runtime.maxBatch = toInt(v); },
         .specialFor = runningDefault},
        {.path = QStringLiteral("runtime.prefill_chunk_tokens"),
         .label = tr("Step token budget"),
         .suffix = tr(" tokens"),
         .help = tr("The most tokens one engine step processes, decode tokens and prompt chunks "
                    "together; a longer prompt is prefilled in chunks over several steps. vLLM "
                    "max_num_batched_tokens, TensorRT-LLM max_num_tokens, SGLang "
                    "chunked_prefill_size, llama.cpp n_batch. 0: the engine's default, which "
                    "for vLLM and SGLang depends on the GPU."),
         .minimum = 0,
         .maximum = 1048576,
         .special = byEngine,
         .lowestAfterSpecial = 64,
         .get = [](const Scenario& s) { return s.runtime.prefillChunkTokens; },
         .set = [](Scenario& s, double v) { s.runtime.prefillChunkTokens = v; },
         .specialFor = budgetDefault},
    };
}

} // namespace rightsizer::views::editor
