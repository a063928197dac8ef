#include "Workload.h"
#include "WaitingTime.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace rightsizer::model {
namespace {

std::string num(double v) {
    return plainNumber(v);
}

/// Parameters in billions, three significant digits ("70.6").
std::string billions(double parameters) {
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", parameters / 1e9);
    return text;
}

Status inRange(double v, double lo, double hi, const std::string& field) {
    if (!(v >= lo && v <= hi) || !std::isfinite(v))
        return fieldError(field, "got " + num(v) + ", accepted " + num(lo) + " to " + num(hi));
    return {};
}

Status validateLayout(const EstimateRequest& r) {
    const Layout& l = r.layout;
    const ModelSpec& m = r.model;
    if (auto e = inRange(l.gpus, 1, 65536, "gpus"); !e)
        return e;
    if (auto e = inRange(l.tp, 1, 1024, "tp"); !e)
        return e;
    if (auto e = inRange(l.pp, 1, 1024, "pp"); !e)
        return e;
    if (auto e = inRange(l.ep, 1, 1024, "ep"); !e)
        return e;
    if (l.gpus % (l.tp * l.pp) != 0)
        return fieldError("gpus", "got " + num(l.gpus) +
                                      ", must be a multiple of tp*pp = " + num(l.tp * l.pp));
    if (m.kind == ModelKind::Diffusion) {
        if (l.tp != 1 || l.pp != 1)
            return fieldError("tp", "diffusion models are estimated per GPU: tp and pp must be 1");
        return {};
    }
    if (l.tp > m.heads || m.heads % l.tp != 0)
        return fieldError("tp", "got " + num(l.tp) + ", must divide the " + num(m.heads) +
                                    " attention heads of " + m.id);
    if (l.pp > m.layers)
        return fieldError("pp", "got " + num(l.pp) + ", at most the " + num(m.layers) +
                                    " layers of " + m.id);
    if (l.ep > 1) {
        if (!m.hasMoe)
            return fieldError("ep", "expert parallelism needs a mixture-of-experts model; " + m.id +
                                        " is dense (use ep 1)");
        if (m.moe.experts % l.ep != 0)
            return fieldError("ep", "got " + num(l.ep) + ", must divide the " + num(m.moe.experts) +
                                        " experts of " + m.id);
        if (l.gpus % l.ep != 0)
            return fieldError("ep",
                              "got " + num(l.ep) + ", must divide gpus (" + num(l.gpus) + ")");
    }
    return {};
}

} // namespace

std::string_view modeName(Mode m) {
    switch (m) {
    case Mode::Serve:
        return "serve";
    case Mode::Train:
        return "train";
    case Mode::Lora:
        return "lora";
    case Mode::Qlora:
        return "qlora";
    }
    return "serve";
}

Result<Mode> parseMode(std::string_view text, const std::string& field) {
    const std::string t = asciiLower(text);
    for (Mode m : kAllModes)
        if (modeName(m) == t)
            return m;
    return fieldError(field, "unknown mode '" + std::string(text) +
                                 "'; accepted: serve, train, lora, qlora");
}

std::string_view recomputeName(Recompute r) {
    switch (r) {
    case Recompute::None:
        return "none";
    case Recompute::Selective:
        return "selective";
    case Recompute::Full:
        return "full";
    }
    return "none";
}

Recompute defaultRecompute(Mode m) {
    return m == Mode::Lora || m == Mode::Qlora ? Recompute::Full : Recompute::Selective;
}

Result<Recompute> parseRecompute(std::string_view text, const std::string& field) {
    const std::string t = asciiLower(text);
    for (Recompute r : kAllRecomputes)
        if (recomputeName(r) == t)
            return r;
    return fieldError(field, "unknown recompute '" + std::string(text) +
                                 "'; accepted: none, selective, full");
}

std::string_view gradientPrecisionName(bool fp32Gradients) {
    return fp32Gradients ? "fp32" : "16bit";
}

Result<bool> parseGradientPrecision(std::string_view text, const std::string& field) {
    const std::string t = asciiLower(text);
    if (t == "fp32")
        return true;
    if (t == "16bit" || t == "bf16" || t == "fp16")
        return false;
    return fieldError(field, "unknown gradient precision '" + std::string(text) +
                                 "'; accepted: 16bit (bf16 or fp16 as training runs), fp32");
}

std::string_view engineName(Engine e) {
    switch (e) {
    case Engine::Vllm:
        return "vllm";
    case Engine::Sglang:
        return "sglang";
    case Engine::Trtllm:
        return "trtllm";
    case Engine::LlamaCpp:
        return "llama.cpp";
    }
    return "vllm";
}

std::string_view engineLabel(Engine e) {
    switch (e) {
    case Engine::Vllm:
        return "vLLM";
    case Engine::Sglang:
        return "SGLang";
    case Engine::Trtllm:
        return "TensorRT-LLM";
    case Engine::LlamaCpp:
        return "llama.cpp";
    }
    return "vLLM";
}

Result<Engine> parseEngine(std::string_view text, const std::string& field) {
    const std::string t = asciiLower(text);
    for (Engine e : kAllEngines)
        if (engineName(e) == t)
            return e;
    if (t == "tensorrt-llm" || t == "tensorrt_llm")
        return Engine::Trtllm;
    if (t == "llamacpp" || t == "llama-cpp")
        return Engine::LlamaCpp;
    return fieldError(field, "unknown serving engine '" + std::string(text) +
                                 "'; accepted: vllm, sglang, trtllm, llama.cpp");
}

std::string_view speculationName(Speculation s) {
    switch (s) {
    case Speculation::None:
        return "none";
    case Speculation::Draft:
        return "draft";
    case Speculation::Mtp:
        return "mtp";
    }
    return "none";
}

Result<Speculation> parseSpeculation(std::string_view text, const std::string& field) {
    const std::string t = asciiLower(text);
    for (Speculation s : kAllSpeculations)
        if (speculationName(s) == t)
            return s;
    if (t == "eagle" || t == "eagle3" || t == "draft_model")
        return t == "draft_model" ? Speculation::Draft : Speculation::Mtp;
    return fieldError(field, "unknown speculative decoding method '" + std::string(text) +
                                 "'; accepted: none, draft, mtp (eagle)");
}

double speculativeTokensPerStep(const SpeculativeDecoding& s) {
    if (!s.enabled() || s.tokens <= 0)
        return 1.0;
    const double a = std::clamp(s.acceptance, 0.0, 1.0);
    const double k = s.tokens;
    if (a >= 1.0)
        return k + 1.0;
    return (1.0 - std::pow(a, k + 1.0)) / (1.0 - a);
}

double cachedPrefixTokens(const ServeWorkload& w, double inputTokens) {
    if (w.prefixTokens <= 0 || w.prefixHitRate <= 0)
        return 0.0;
    return w.prefixHitRate * std::max(0.0, std::min(w.prefixTokens, inputTokens - 1.0));
}

namespace {

Status validateServingTechniques(const EstimateRequest& r, double context) {
    if (auto e = inRange(r.serve.prefixTokens, 0, std::min(context, r.serve.inputTokens),
                         "prefix_tokens");
        !e)
        return e;
    if (auto e = inRange(r.serve.prefixHitRate, 0, 1, "prefix_hit_rate"); !e)
        return e;
    const SpeculativeDecoding& sd = r.runtime.speculative;
    if (!sd.enabled())
        return {};
    if (auto e = inRange(sd.tokens, 1, 16, "spec_tokens"); !e)
        return e;
    if (auto e = inRange(sd.acceptance, 0, 1, "spec_acceptance"); !e)
        return e;
    if (sd.method != Speculation::Draft)
        return {};
    if (!sd.draft)
        return fieldError("draft_model", "speculative decoding with a draft model needs one: "
                                         "name a catalog language model");
    if (auto e = validateModel(*sd.draft); !e)
        return e;
    if (sd.draft->kind == ModelKind::Vit || sd.draft->kind == ModelKind::Diffusion)
        return fieldError("draft_model", sd.draft->id + " is not a language model");
    if (sd.draft->vocab != r.model.vocab)
        return fieldError("draft_model", sd.draft->id + " has a vocabulary of " +
                                             num(sd.draft->vocab) + " tokens and " + r.model.id +
                                             " one of " + num(r.model.vocab) +
                                             ": a draft must share the target's tokenizer");
    if (const double draft = countParameters(*sd.draft).total,
        target = countParameters(r.model).total;
        draft >= target)
        return fieldError("draft_model", sd.draft->id + " has " + billions(draft) +
                                             " B parameters and " + r.model.id + " " +
                                             billions(target) +
                                             " B: a draft must be smaller than the target");
    if (r.layout.tp > sd.draft->heads || sd.draft->heads % r.layout.tp != 0)
        return fieldError("draft_model", "tp " + num(r.layout.tp) + " must divide the " +
                                             num(sd.draft->heads) + " attention heads of " +
                                             sd.draft->id + " (the draft runs at the target's tp)");
    return {};
}

/// The serving part of validateRequest: KV format, lengths, concurrency and the techniques.
Status validateServingRequest(const EstimateRequest& r, double context) {
    if (precisionInfo(r.kvPrecision).kvBytesPerElement <= 0)
        return fieldError("kv_precision", "got " + std::string(precisionInfo(r.kvPrecision).name) +
                                              ", accepted: fp32, bf16, fp16, fp8, int8");
    if (r.model.kind == ModelKind::Diffusion || r.model.kind == ModelKind::Vit) {
        if (auto e = inRange(r.serve.concurrency, 0, 4096, "concurrency"); !e)
            return e;
        if (r.runtime.speculative.enabled())
            return fieldError("speculative", r.model.id + " generates no tokens: speculative "
                                                          "decoding applies to language models");
        if (r.serve.prefixTokens > 0 || r.serve.prefixHitRate > 0)
            return fieldError("prefix_tokens", r.model.id + " has no prompt to cache: prefix "
                                                            "caching applies to language models");
        return {};
    }
    if (auto e = inRange(r.serve.inputTokens, 1, context, "input_tokens"); !e)
        return e;
    if (auto e = inRange(r.serve.outputTokens, 1, context, "output_tokens"); !e)
        return e;
    if (r.serve.inputTokens + r.serve.outputTokens > context)
        return fieldError(
            "output_tokens",
            "input + output tokens = " + num(r.serve.inputTokens + r.serve.outputTokens) +
                " exceed the context of " + r.model.id + " (" + num(context) + ")");
    if (auto e = inRange(r.serve.concurrency, 0, 1000000, "concurrency"); !e)
        return e;
    return validateServingTechniques(r, context);
}

} // namespace

Status validateRequest(const EstimateRequest& r) {
    if (auto e = validateModel(r.model); !e)
        return e;
    if (auto e = validateLayout(r); !e)
        return e;
    const double context = r.model.maxContext > 0 ? r.model.maxContext : 1e7;
    const RuntimeAssumptions& rt = r.runtime;
    if (auto e = inRange(rt.memoryUtilization, 0.05, 1.0, "memory_utilization"); !e)
        return e;
    if (auto e = inRange(rt.overheadBytes, 0, 64 * kGiB, "overhead_bytes"); !e)
        return e;
    if (r.mode == Mode::Serve)
        return validateServingRequest(r, context);
    if (r.model.kind == ModelKind::Diffusion)
        return fieldError("mode", "training estimates cover language and vision transformers; "
                                  "use mode serve for diffusion models");
    const Precision p = r.precision;
    if (r.mode == Mode::Train && !trainsIn(p))
        return fieldError("precision", "training runs in fp32, bf16, fp16 or fp8 (got " +
                                           std::string(precisionInfo(p).name) + ")");
    // FP8 training (Transformer Engine) runs its linear layers on fp8 tensor cores; a GPU
    // without them has no fp8 training recipe to dequantize into.
    if (p == Precision::Fp8 && r.gpu.flopsPerS(ComputeKind::Fp8) <= 0)
        return fieldError("precision", "fp8 training needs fp8 tensor cores, which " + r.gpu.id +
                                           " lacks; train in bf16 or fp16");
    const TrainWorkload& t = r.train;
    if (auto e = inRange(t.seqLen, 1, std::min(context, 1048576.0), "seq_len"); !e)
        return e;
    if (auto e = inRange(t.microBatch, 1, 65536, "micro_batch"); !e)
        return e;
    if (auto e = inRange(t.globalBatch, 1, 1e8, "global_batch"); !e)
        return e;
    if (auto e = inRange(t.zeroStage, 0, 3, "zero"); !e)
        return e;
    if (auto e = inRange(t.loraRank, 1, 4096, "lora_rank"); !e)
        return e;
    if (auto e = inRange(t.virtualStages, 1, std::max(1, r.model.layers / r.layout.pp), "vp"); !e)
        return e;
    if (t.virtualStages > 1 && r.layout.pp < 2)
        return fieldError("vp", "got " + num(t.virtualStages) +
                                    "; interleaving needs pipeline parallelism (pp 2 or more)");
    if (auto e = inRange(t.contextParallel, 1, 1024, "cp"); !e)
        return e;
    if (t.contextParallel > 1) {
        const int replica = r.layout.tp * r.layout.pp * t.contextParallel;
        if (r.layout.gpus % replica != 0)
            return fieldError("cp", "got " + num(t.contextParallel) +
                                        ", tp x pp x cp = " + num(replica) + " must divide gpus (" +
                                        num(r.layout.gpus) + ")");
        // Megatron-LM splits each sequence into 2 x cp chunks to balance the causal mask.
        if (std::fmod(t.seqLen, 2.0 * t.contextParallel) != 0.0)
            return fieldError(
                "seq_len", "got " + num(t.seqLen) +
                               ", must be a multiple of 2 x cp = " + num(2.0 * t.contextParallel));
    }
    const double dp = trainingDataParallel(r.layout, t);
    const double perStep = t.microBatch * dp;
    if (std::fmod(t.globalBatch, perStep) != 0.0)
        return fieldError("global_batch",
                          "got " + num(t.globalBatch) +
                              ", must be a multiple of micro_batch x DP = " + num(perStep));
    return {};
}

std::string layoutName(const Layout& l, int contextParallel) {
    std::string s = "TP" + std::to_string(l.tp);
    if (l.pp > 1)
        s += " PP" + std::to_string(l.pp);
    if (contextParallel > 1)
        s += " CP" + std::to_string(contextParallel);
    return s;
}

bool gradientsInFp32(const EstimateRequest& r) {
    if (r.precision == Precision::Fp32)
        return true;
    return r.precision != Precision::Fp16 && r.train.fp32Gradients;
}

double trainingDataParallel(const Layout& l, const TrainWorkload& t) {
    return double(l.gpus) / (double(l.tp) * double(l.pp) * double(std::max(1, t.contextParallel)));
}

double TokenDistribution::quantile(double q) const {
    if (p95 <= mean || q == 0.5)
        return mean;
    // Log-normal through median = mean and p95: L_q = mean * (p95 / mean)^(z_q / z_0.95).
    const double ratio = normalQuantile(q) / normalQuantile(0.95);
    return std::ceil(mean * std::pow(p95 / mean, ratio) - 1e-9);
}

namespace {

/// vLLM's larger defaults apply from 70 GiB of device memory, A100s excepted.
bool vllmLargeGpu(const GpuSpec& gpu) {
    return gpu.memoryRuntimeBytes >= 70.0 * kGiB &&
           asciiLower(gpu.name).find("a100") == std::string::npos;
}

} // namespace

double engineTokenBudget(Engine e, const GpuSpec& gpu) {
    switch (e) {
    case Engine::Vllm:
        return vllmLargeGpu(gpu) ? 8192 : 2048;
    case Engine::Trtllm:
        return 8192;
    case Engine::Sglang:
        return gpu.memoryRuntimeBytes >= 60e9 ? 8192 : gpu.memoryRuntimeBytes >= 35e9 ? 4096 : 2048;
    case Engine::LlamaCpp:
        return 2048;
    }
    return 8192;
}

int engineMaxRunning(Engine e, const GpuSpec& gpu) {
    switch (e) {
    case Engine::Vllm:
        return vllmLargeGpu(gpu) ? 1024 : 256;
    case Engine::Trtllm:
        return 2048;
    case Engine::Sglang:
        return 4096;
    case Engine::LlamaCpp:
        return 4;
    }
    return 1024;
}

double tokenBudget(const RuntimeAssumptions& rt, const GpuSpec& gpu) {
    return rt.prefillChunkTokens > 0 ? rt.prefillChunkTokens : engineTokenBudget(rt.engine, gpu);
}

int maxRunning(const RuntimeAssumptions& rt, const GpuSpec& gpu) {
    return rt.maxBatch > 0 ? rt.maxBatch : engineMaxRunning(rt.engine, gpu);
}

} // namespace rightsizer::model
