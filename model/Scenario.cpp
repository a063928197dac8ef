#include "Scenario.h"

#include "DemandLevels.h"
#include "ScenarioFields.h"
#include "Tco.h"
#include "WaitingTime.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <set>
#include <sstream>

namespace rightsizer::model {
namespace {

std::string num(double v) {
    std::ostringstream os;
    os.precision(6);
    os << v;
    return os.str();
}

/// `unit`: a literal marked RS_WORD("Engine", ...), "" for none.
Status inRange(double v, double lo, double hi, const std::string& field, const char* unit = "") {
    if (!std::isfinite(v) || v < lo || v > hi)
        return fieldError(field, Phrase{RS_WORD("Engine", "got %1%2, accepted %3 to %4%2%5"),
                                        {phrase::significant(v, 6), phrase::word(unit),
                                         phrase::significant(lo, 6), phrase::significant(hi, 6),
                                         phrase::word("")}});
    return {};
}

/// Checks each field's range (model/ScenarioFields.cpp) in turn; the first error wins.
Status checkFields(const Scenario& s, std::initializer_list<std::string_view> paths) {
    for (std::string_view path : paths)
        if (auto e = checkScenarioField(s, path); !e)
            return e;
    return {};
}

Status validateSpeculative(const Scenario& s) {
    const SpeculativeDecoding& sd = s.runtime.speculative;
    if (!sd.enabled())
        return {};
    if (auto e = checkFields(
            s, {"runtime.speculative.tokens", "runtime.speculative.acceptance_percent"});
        !e)
        return e;
    if (sd.method != Speculation::Draft)
        return {};
    if (!sd.draft)
        return fieldError("runtime.speculative.draft_model",
                          Phrase{RS_WORD("Engine", "a draft model is needed with method draft: "
                                                   "name a catalog language model"),
                                 {}});
    if (sd.draft->vocab != s.model.vocab)
        return fieldError(
            "runtime.speculative.draft_model",
            Phrase{RS_WORD("Engine", "%1 has a vocabulary of %2 tokens and %3 one "
                                     "of %4: a draft must share the target's "
                                     "tokenizer"),
                   {phrase::verbatim(sd.draft->id), phrase::significant(sd.draft->vocab, 7),
                    phrase::verbatim(s.model.id), phrase::significant(s.model.vocab, 7)}});
    if (const double draft = countParameters(*sd.draft).total,
        target = countParameters(s.model).total;
        draft >= target)
        return fieldError(
            "runtime.speculative.draft_model",
            Phrase{RS_WORD("Engine", "%1 has %2 B parameters and %3 %4 B: a draft "
                                     "must be smaller than the target"),
                   {phrase::verbatim(sd.draft->id), phrase::significant(draft / 1e9, 3),
                    phrase::verbatim(s.model.id), phrase::significant(target / 1e9, 3)}});
    return {};
}

Status validateServing(const Scenario& s) {
    const ServingDemand& d = s.serving;
    if (s.model.kind == ModelKind::Vit || s.model.kind == ModelKind::Diffusion)
        return fieldError("model",
                          Phrase{RS_WORD("Engine", "%1 is a %2 model; the planner sizes "
                                                   "language-model serving and training (use "
                                                   "`rightsizer estimate` for images)"),
                                 {phrase::verbatim(s.model.id),
                                  phrase::verbatim(std::string(modelKindName(s.model.kind)))}});
    if (auto e = checkScenarioField(s, "workload.requests_per_s"); !e)
        return e;
    if (d.meanRequestsPerS) {
        // The mean is at most the peak; without an explicit profile, the daytime shape must
        // reach it (servingDemandLevels reshapes the shape to it).
        if (auto e = checkScenarioField(s, "workload.mean_requests_per_s"); !e)
            return e;
        if (s.tco.weeklyRequestsPerS.empty())
            if (auto k =
                    daytimeExponentForMean(*d.meanRequestsPerS / d.requestsPerS, d.requestsPerS);
                !k)
                return k.error();
    }
    const double context = plannedContext(s.model);
    if (auto e = checkFields(s, {"workload.input_tokens.mean", "workload.input_tokens.p95",
                                 "workload.output_tokens.mean", "workload.output_tokens.p95"});
        !e)
        return e;
    if (d.inputTokens.p95 + d.outputTokens.p95 > context)
        return fieldError("workload.output_tokens.p95",
                          Phrase{RS_WORD("Engine", "input p95 + output p95 = %1 tokens exceed the "
                                                   "%2-token context of %3"),
                                 {phrase::significant(d.inputTokens.p95 + d.outputTokens.p95, 6),
                                  phrase::significant(context, 6), phrase::verbatim(s.model.id)}});
    const Sla& sla = s.sla;
    if (auto e = checkFields(s, {"sla.ttft_ms", "sla.tpot_ms", "sla.min_output_tokens_per_s"}); !e)
        return e;
    if (sla.ttftS == 0 && sla.tpotS == 0 && sla.minOutputTokensPerS == 0)
        return fieldError("sla", Phrase{RS_WORD("Engine", "no target given: set ttft_ms, "
                                                          "tpot_ms or min_output_tokens_per_s"),
                                        {}});
    if (s.kvPrecision && precisionInfo(*s.kvPrecision).kvBytesPerElement <= 0)
        return fieldError("kv_precision", "got " + std::string(precisionInfo(*s.kvPrecision).name) +
                                              ", accepted: fp32, bf16, fp16, fp8, int8");
    if (auto e = checkFields(s, {"workload.prefix.tokens", "workload.prefix.hit_rate_percent"}); !e)
        return e;
    return validateSpeculative(s);
}

Status validateTraining(const Scenario& s) {
    const TrainingDemand& d = s.training;
    if (s.model.kind == ModelKind::Diffusion)
        return fieldError("model", "training plans cover language and vision transformers");
    if (auto e = checkFields(s, {"workload.tokens", "workload.deadline_hours", "workload.seq_len",
                                 "workload.global_batch", "workload.micro_batch", "workload.zero",
                                 "workload.cp", "workload.lora_rank", "workload.bytes_per_token"});
        !e)
        return e;
    const TrainWorkload& w = d.workload;
    if (w.contextParallel > 1 && std::fmod(w.seqLen, 2.0 * w.contextParallel) != 0.0)
        return fieldError("workload.seq_len",
                          Phrase{RS_WORD("Engine", "got %1, must be a multiple of 2 x cp = %2"),
                                 {phrase::significant(w.seqLen, 6),
                                  phrase::significant(2.0 * w.contextParallel, 6)}});
    if (std::fmod(w.globalBatch, w.microBatch) != 0.0)
        return fieldError(
            "workload.global_batch",
            Phrase{RS_WORD("Engine", "got %1, must be a multiple of micro_batch (%2)"),
                   {phrase::significant(w.globalBatch, 6), phrase::significant(w.microBatch, 6)}});
    if (s.mode == Mode::Train)
        for (size_t i = 0; i < s.precisions.size(); ++i) {
            const Precision p = s.precisions[i];
            if (!trainsIn(p))
                return fieldError(
                    "precisions[" + std::to_string(i) + "]",
                    Phrase{RS_WORD("Engine", "training runs in fp32, bf16, fp16 or fp8 (got %1)"),
                           {phrase::verbatim(std::string(precisionInfo(p).name))}});
        }
    return {};
}

} // namespace

std::string percentileName(double q) {
    return "p" + num(q * 100.0);
}

Result<double> parsePercentile(std::string_view text, const std::string& field) {
    const std::string t = asciiLower(text);
    for (double q : kSlaPercentiles)
        if (t == percentileName(q))
            return q;
    return fieldError(field, "got '" + std::string(text) + "', accepted: p50, p90, p95, p99");
}

Status validateScenario(const Scenario& s) {
    if (s.name.empty())
        return fieldError("name", Phrase{RS_WORD("Engine", "must not be empty"), {}});
    if (auto e = validateModel(s.model); !e)
        return fieldError("model", e.error().message);
    if (s.precisions.empty())
        return fieldError("precisions",
                          Phrase{RS_WORD("Engine", "list at least one precision (%1)"),
                                 {phrase::verbatim(precisionNames())}});
    if (std::set<Precision>(s.precisions.begin(), s.precisions.end()).size() != s.precisions.size())
        return fieldError("precisions", Phrase{RS_WORD("Engine", "lists a precision twice"), {}});
    if (std::find(std::begin(kSlaPercentiles), std::end(kSlaPercentiles), s.sla.percentile) ==
        std::end(kSlaPercentiles))
        return fieldError("sla.percentile",
                          "got " + num(s.sla.percentile) + ", accepted: p50, p90, p95, p99");
    if (auto e =
            checkFields(s, {"limits.max_gpus", "limits.gpus_per_node", "limits.headroom_percent",
                            "limits.min_replicas", "limits.over_provisioned_below_percent",
                            "limits.memory_idle_below_percent"});
        !e)
        return e;
    for (const auto& [gpu, usd] : s.cost.gpuHourUsd)
        if (auto e = inRange(usd, 0.0001, 10000, "cost.gpu_hour_usd." + gpu,
                             RS_WORD("Engine", " USD/GPU-hour"));
            !e)
            return e;
    // 0 stands for the engine's default in runtime.max_batch, runtime.prefill_chunk_tokens and
    // runtime.front_end_ms.
    if (auto e = checkFields(s, {"cost.hours_per_month", "runtime.memory_utilization",
                                 "runtime.max_batch", "runtime.overhead_gib",
                                 "runtime.prefill_chunk_tokens", "runtime.front_end_ms",
                                 "runtime.network_gb_per_s_per_gpu"});
        !e)
        return e;
    const double context = plannedContext(s.model);
    for (size_t i = 0; i < s.sweep.batches.size(); ++i) {
        const std::string field = "sweep.batches[" + std::to_string(i) + "]";
        const double b = s.sweep.batches[i];
        if (auto e = inRange(b, 1, 65536, field, RS_WORD("Engine", " sequences")); !e)
            return e;
        if (std::floor(b) != b)
            return fieldError(field, Phrase{RS_WORD("Engine", "got %1, must be a whole number of "
                                                              "sequences"),
                                            {phrase::significant(b, 6)}});
    }
    for (size_t i = 0; i < s.sweep.contexts.size(); ++i)
        if (auto e =
                inRange(s.sweep.contexts[i], 1, context,
                        "sweep.contexts[" + std::to_string(i) + "]", RS_WORD("Engine", " tokens"));
            !e)
            return e;
    if (auto e = s.mode == Mode::Serve ? validateServing(s) : validateTraining(s); !e)
        return e;
    return validateTcoParameters(tcoParametersFromScenario(s));
}

double plannedContext(const ModelSpec& m) {
    constexpr double kDefaultContext = 131072;
    return m.maxContext > 0 ? m.maxContext : kDefaultContext;
}

Precision defaultKvPrecision(Precision weights, const GpuSpec& gpu, Engine engine) {
    if (engine == Engine::Trtllm && (weights == Precision::Fp8 || weights == Precision::Fp4) &&
        gpu.flopsPerS(ComputeKind::Fp8) > 0)
        return Precision::Fp8;
    if (weights == Precision::Fp32 || weights == Precision::Fp16)
        return weights;
    return gpu.flopsPerS(ComputeKind::Bf16) > 0 ? Precision::Bf16 : Precision::Fp16;
}

EstimateRequest scenarioRequest(const Scenario& s, const GpuSpec& gpu, Precision precision,
                                const Layout& layout) {
    EstimateRequest r;
    r.model = s.model;
    r.gpu = gpu;
    r.precision = precision;
    r.kvPrecision = s.kvPrecision.value_or(defaultKvPrecision(precision, gpu, s.runtime.engine));
    r.mode = s.mode;
    r.layout = layout;
    r.serve.inputTokens = s.serving.inputTokens.mean;
    r.serve.outputTokens = s.serving.outputTokens.mean;
    r.serve.prefixTokens = s.serving.prefixTokens;
    r.serve.prefixHitRate = s.serving.prefixHitRate;
    r.train = s.training.workload;
    r.runtime = s.runtime;
    return r;
}

SweepAxes defaultSweepAxes(const Scenario& s) {
    SweepAxes axes = s.sweep;
    if (axes.batches.empty())
        for (double b = 1; b <= std::min(1024, s.runtime.maxBatch > 0 ? s.runtime.maxBatch : 1024);
             b *= 2)
            axes.batches.push_back(b);
    if (axes.contexts.empty()) {
        const double room = plannedContext(s.model) - s.serving.outputTokens.mean;
        std::set<double> contexts{std::min(s.serving.inputTokens.mean, room)};
        for (double c = 512; c <= room; c *= 2)
            contexts.insert(c);
        axes.contexts.assign(contexts.begin(), contexts.end());
    }
    return axes;
}

} // namespace rightsizer::model
