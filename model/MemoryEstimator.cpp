#include "MemoryEstimator.h"
#include "ServerTopology.h"

#include "TrainingActivations.h"
#include "Words.h"

#include <algorithm>
#include <cmath>

namespace rightsizer::model {
namespace {

/// QLoRA keeps the frozen base in 4-bit NormalFloat with double quantization: 4.127 bits per
/// parameter (Dettmers et al. 2023, "QLoRA", section 3); embeddings and LM head stay 16-bit.
constexpr double kNf4BitsPerWeight = 4.127;
/// Logit element size: fp32 (activations: kActivationBytes).
constexpr double kLogitBytes = 4.0;

double replicaGpus(const Layout& l) {
    return double(l.tp) * double(l.pp);
}

double overheadFor(const EstimateRequest& r) {
    return r.runtime.overheadBytes + (replicaGpus(r.layout) > 1 || r.layout.gpus > 1
                                          ? r.runtime.collectiveOverheadBytes
                                          : 0.0);
}

double sumOfParts(const MemoryBreakdown& m) {
    return m.weightsBytes + m.kvCacheBytes + m.activationsBytes + m.gradientsBytes +
           m.optimizerBytes + m.overheadBytes;
}

MemoryBreakdown finish(MemoryBreakdown m, double usable) {
    m.totalPerGpuBytes = sumOfParts(m);
    m.usablePerGpuBytes = usable;
    m.fits = m.totalPerGpuBytes <= usable;
    m.shortfallBytes = m.fits ? 0.0 : m.totalPerGpuBytes - usable;
    return m;
}

WeightShard shardWithBits(const ModelSpec& m, const ParameterCount& p, double bits,
                          bool embeddingsIn16Bit, const Layout& l) {
    const double embedParams = p.embedding + p.lmHead;
    const double embedBits = embeddingsIn16Bit ? 16.0 : bits;
    WeightShard w;
    w.totalBytes = (p.total - embedParams) * bits / 8.0 + embedParams * embedBits / 8.0;
    const double expertBytes = p.expertTotal * bits / 8.0;
    const double expertSplit = double(l.pp) * double(std::max(l.tp, l.ep));
    w.expertPerGpuBytes = m.hasMoe ? expertBytes / expertSplit : 0.0;
    w.perGpuBytes =
        (w.totalBytes - (m.hasMoe ? expertBytes : 0.0)) / replicaGpus(l) + w.expertPerGpuBytes;
    return w;
}

/// GPUs that hold the same parameters: data parallel x context parallel. The distributed
/// optimizer and ZeRO shard over all of them (Megatron's data-parallel group with cp).
double shardingGroup(const EstimateRequest& r) {
    return trainingDataParallel(r.layout, r.train) * std::max(1, r.train.contextParallel);
}

PipelineStage stageKind(int stage, int pp) {
    if (pp <= 1)
        return PipelineStage::Only;
    if (stage == 0)
        return PipelineStage::First;
    return stage == pp - 1 ? PipelineStage::Last : PipelineStage::Middle;
}

/// Parameters one GPU of pipeline stage `stage` holds (its TP share, before any ZeRO sharding):
/// its layers, plus the embedding on the first stage and the LM head on the last (a tied head
/// keeps a copy there when pp > 1); experts split pp * max(tp, ep) ways.
double stageParams(const ModelSpec& m, const ParameterCount& p, const Layout& l, int stage) {
    const double experts = p.expertTotal / (double(l.pp) * double(std::max(l.tp, l.ep)));
    if (l.pp <= 1)
        return (p.total - p.expertTotal) / l.tp + experts;
    const double perLayer = (p.total - p.expertTotal - p.embedding - p.lmHead) / m.layers;
    double end = 0;
    if (stage == 0)
        end = p.embedding;
    else if (stage == l.pp - 1)
        end = p.lmHead > 0 ? p.lmHead : p.embedding;
    return (pipelineStageLayers(m.layers, l.pp, stage) * perLayer + end) / l.tp + experts;
}

/// Weights, gradients and optimizer states of full training on one GPU of the stage. ZeRO-2 and
/// -3 (FSDP) materialise whole units while they work on them: one unit's unsharded gradients
/// before its reduce-scatter, and (ZeRO-3) two units' gathered weights, the one computing and the
/// one prefetched. A unit is a layer, or the embedding / LM head when larger.
void trainingStates(const EstimateRequest& r, const ParameterCount& p, double params,
                    MemoryBreakdown& mem) {
    const Layout& l = r.layout;
    const int zero = r.train.zeroStage;
    const double group = shardingGroup(r);
    const TrainingBytesPerParam b = trainingBytesPerParam(r.precision, r.train.fp32Gradients);
    const double layer = ((p.total - p.expertTotal - p.embedding - p.lmHead) / l.tp +
                          p.expertTotal / std::max(l.tp, l.ep)) /
                         r.model.layers;
    const double unit = group > 1 ? std::max(layer, std::max(p.embedding, p.lmHead) / l.tp) : 0.0;
    mem.weightsBytes =
        zero >= 3 ? params * b.weights / group + 2.0 * unit * b.weights : params * b.weights;
    mem.gradientsBytes =
        zero >= 2 ? params * b.gradients / group + unit * b.gradients : params * b.gradients;
    mem.optimizerBytes = params * b.optimizer / (zero >= 1 ? group : 1.0);
}

/// One pipeline stage's training memory, before the totals: states of its parameters, the
/// activations it holds under 1F1B and, on the last stage, one micro-batch's logits.
MemoryBreakdown trainingStage(const EstimateRequest& r, const ParameterCount& p, int stage,
                              double microBatches) {
    const ModelSpec& m = r.model;
    const Layout& l = r.layout;
    const TrainWorkload& t = r.train;
    const int cp = std::max(1, t.contextParallel);
    MemoryBreakdown mem;
    TrainingPeak& peak = mem.training;
    peak.stage = stageKind(stage, l.pp);
    peak.stageIndex = stage;
    peak.stageLayers = pipelineStageLayers(m.layers, l.pp, stage);
    peak.paramsPerGpu = stageParams(m, p, l, stage);
    if (r.mode == Mode::Train) {
        trainingStates(r, p, peak.paramsPerGpu, mem);
    } else {
        // LoRA / QLoRA: a frozen base (no gradients, no optimizer states) and trained adapters.
        const WeightShard base = r.mode == Mode::Qlora
                                     ? shardWithBits(m, p, kNf4BitsPerWeight, true, l)
                                     : weightShard(m, p, r.precision, l);
        const double adapters = loraAdapterParams(m, t.loraRank) / replicaGpus(l);
        mem.weightsBytes = base.perGpuBytes + adapters * 2.0;
        mem.gradientsBytes = adapters * 2.0;
        mem.optimizerBytes = adapters * 12.0;
    }

    peak.activationSets = activationSetsHeld(m.layers, l.pp, t.virtualStages, microBatches, stage);
    peak.activationBytesPerLayer =
        activationBytesPerLayer(m, t.seqLen, t.microBatch, r.precision, t.recompute, l.tp, cp);
    if (stage == l.pp - 1)
        peak.logitsBytes = logitsBytes(m, t.seqLen, t.microBatch, r.precision, l.tp, cp);
    if (t.recompute == Recompute::Full) // the layer being recomputed holds all its activations
        peak.recomputeBytes = activationBytesPerLayer(m, t.seqLen, t.microBatch, r.precision,
                                                      Recompute::Selective, l.tp, cp);
    mem.activationsBytes =
        peak.activationSets * peak.activationBytesPerLayer + peak.logitsBytes + peak.recomputeBytes;
    mem.overheadBytes = overheadFor(r);
    return mem;
}

double activationFfn(const ModelSpec& m) {
    if (!m.hasMoe)
        return m.ffn;
    return std::max(m.ffn, m.moe.expertsActive * m.moe.expertFfn);
}

} // namespace

WeightShard weightShard(const ModelSpec& m, const ParameterCount& p, Precision precision,
                        const Layout& layout) {
    const PrecisionInfo& info = precisionInfo(precision);
    return shardWithBits(m, p, info.bitsPerWeight, info.embeddingsIn16Bit, layout);
}

double kvBytesPerToken(const ModelSpec& m, double bytesPerElement) {
    return kvBytesPerSequencePerGpu(m, 1.0, bytesPerElement, 1, 1);
}

double kvBytesPerSequencePerGpu(const ModelSpec& m, double tokens, double bytesPerElement, int tp,
                                int pp) {
    if (m.kind == ModelKind::Vit || m.kind == ModelKind::Diffusion)
        return 0.0;
    double perLayerPerToken = 0;
    if (m.hasMla) {
        // The compressed latent and the shared RoPE key are replicated on every TP rank.
        perLayerPerToken = (m.mla.kvLoraRank + m.mla.qkRopeHeadDim) * bytesPerElement;
    } else {
        const double headsPerGpu = std::ceil(double(m.kvHeads) / double(tp));
        perLayerPerToken = 2.0 * headsPerGpu * m.headDim * bytesPerElement;
    }
    double tokenLayers = tokens; // average tokens held per layer
    if (m.slidingWindow > 0) {
        const double capped = std::min(tokens, m.slidingWindow);
        tokenLayers = m.slidingWindowAlternate ? 0.5 * (tokens + capped) : capped;
    }
    return double(m.layers) / double(pp) * tokenLayers * perLayerPerToken;
}

double draftWeightBytesPerGpu(const EstimateRequest& r, const ParameterCount& p) {
    const SpeculativeDecoding& sd = r.runtime.speculative;
    if (sd.method == Speculation::Draft && sd.draft) {
        Layout shard = r.layout;
        shard.pp = 1;
        shard.ep = 1;
        return weightShard(*sd.draft, countParameters(*sd.draft), r.precision, shard).perGpuBytes;
    }
    if (sd.method == Speculation::Mtp && r.model.layers > 0) {
        const double layerParams = (p.total - p.embedding - p.lmHead) / r.model.layers;
        return layerParams * precisionInfo(r.precision).bitsPerWeight / 8.0 / r.layout.tp;
    }
    return 0.0;
}

double draftKvBytesPerTokenPerGpu(const EstimateRequest& r) {
    const SpeculativeDecoding& sd = r.runtime.speculative;
    const double kvElem = precisionInfo(r.kvPrecision).kvBytesPerElement;
    if (sd.method == Speculation::Draft && sd.draft)
        return kvBytesPerSequencePerGpu(*sd.draft, 1.0, kvElem, r.layout.tp, 1);
    if (sd.method == Speculation::Mtp && r.model.layers > 0)
        return kvBytesPerSequencePerGpu(r.model, 1.0, kvElem, r.layout.tp, 1) / r.model.layers;
    return 0.0;
}

double servingKvBytesPerSequence(const EstimateRequest& r) {
    const double tokens = r.serve.inputTokens + r.serve.outputTokens;
    const double cached = cachedPrefixTokens(r.serve, r.serve.inputTokens);
    const double target = kvBytesPerSequencePerGpu(
        r.model, tokens, precisionInfo(r.kvPrecision).kvBytesPerElement, r.layout.tp, r.layout.pp);
    return target - target / std::max(1.0, tokens) * cached +
           draftKvBytesPerTokenPerGpu(r) * (tokens - cached);
}

double sharedPrefixKvBytes(const EstimateRequest& r) {
    const double prefix = cachedPrefixTokens(r.serve, r.serve.inputTokens);
    if (prefix <= 0)
        return 0.0;
    const double shared = std::min(r.serve.prefixTokens, r.serve.inputTokens - 1.0);
    return shared * (kvBytesPerSequencePerGpu(r.model, r.serve.inputTokens + r.serve.outputTokens,
                                              precisionInfo(r.kvPrecision).kvBytesPerElement,
                                              r.layout.tp, r.layout.pp) /
                         std::max(1.0, r.serve.inputTokens + r.serve.outputTokens) +
                     draftKvBytesPerTokenPerGpu(r));
}

MemoryBreakdown servingMemory(const EstimateRequest& r, const ParameterCount& p,
                              double concurrency) {
    const ModelSpec& m = r.model;
    const Layout& l = r.layout;
    MemoryBreakdown mem;
    mem.weightsBytes = weightShard(m, p, r.precision, l).perGpuBytes + draftWeightBytesPerGpu(r, p);
    mem.kvCacheBytes = concurrency * servingKvBytesPerSequence(r) +
                       (concurrency > 0 ? sharedPrefixKvBytes(r) : 0.0);
    if (m.kind == ModelKind::Vit) {
        const double patches = std::pow(m.vision.imageSize / m.vision.patchSize, 2) + 1;
        mem.activationsBytes =
            std::max(1.0, concurrency) * patches * (m.hidden + m.ffn) * kActivationBytes / l.tp;
    } else if (m.kind != ModelKind::Diffusion) {
        // Transient: one prefill chunk through the widest layer, plus fp32 logits for the
        // largest batch the runtime may sample at once (every proposed position of it under
        // speculative decoding).
        const double chunk = tokenBudget(r.runtime, r.gpu);
        const double positions =
            r.runtime.speculative.enabled() ? r.runtime.speculative.tokens + 1.0 : 1.0;
        mem.activationsBytes =
            chunk * (m.hidden + activationFfn(m) / l.tp) * kActivationBytes +
            maxRunning(r.runtime, r.gpu) * positions * m.vocab / l.tp * kLogitBytes;
    }
    mem.overheadBytes = overheadFor(r);
    return finish(mem, r.gpu.memoryRuntimeBytes * r.runtime.memoryUtilization);
}

int maxConcurrencyFit(const EstimateRequest& r, const ParameterCount& p) {
    const MemoryBreakdown base = servingMemory(r, p, 0.0);
    const double perSequence = servingKvBytesPerSequence(r);
    const double room = base.usablePerGpuBytes - base.totalPerGpuBytes - sharedPrefixKvBytes(r);
    if (room <= 0)
        return 0;
    if (perSequence <= 0)
        return maxRunning(r.runtime, r.gpu);
    return static_cast<int>(std::min(1e9, std::floor(room / perSequence)));
}

int defaultConcurrency(const EstimateRequest& r, const ParameterCount& p) {
    return std::min(maxConcurrencyFit(r, p), maxRunning(r.runtime, r.gpu));
}

double loraAdapterParams(const ModelSpec& m, double rank) {
    const double h = m.hidden;
    const double q = m.heads * m.headDim;
    const double kv = m.kvHeads * m.headDim;
    const double attention = rank * (2.0 * (h + q) + 2.0 * (h + kv));
    const double mlp = (m.gatedMlp ? 3.0 : 2.0) * rank * (h + m.ffn);
    // MoE layers: adapters on attention only (experts left frozen, the common PEFT setup).
    const int mlpLayers = m.hasMoe ? m.moe.denseLayers : m.layers;
    return m.layers * attention + mlpLayers * mlp;
}

TrainingBytesPerParam trainingBytesPerParam(Precision p, bool fp32Gradients) {
    if (p == Precision::Fp32)
        return {4, 4, 8}; // fp32 weights and gradients, Adam m and v
    if (p == Precision::Fp16)
        return {2, 2, 16}; // fp16 weights and gradients; fp32 master, main gradients, m, v
    // bf16 or FP8 weights; fp32 or 16-bit gradients; fp32 master, m, v
    return {p == Precision::Fp8 ? 1.0 : 2.0, fp32Gradients ? 4.0 : 2.0, 12};
}

MemoryBreakdown trainingMemory(const EstimateRequest& r, const ParameterCount& p) {
    const double microBatches = r.train.globalBatch / (trainingDataParallel(r.layout, r.train) *
                                                       std::max(1.0, r.train.microBatch));
    MemoryBreakdown peak = trainingStage(r, p, 0, microBatches);
    for (int stage = 1; stage < r.layout.pp; ++stage) {
        MemoryBreakdown next = trainingStage(r, p, stage, microBatches);
        if (sumOfParts(next) > sumOfParts(peak))
            peak = std::move(next);
    }
    return finish(peak, r.gpu.memoryRuntimeBytes * r.runtime.trainMemoryUtilization);
}

std::string_view pipelineStageName(PipelineStage s) {
    switch (s) {
    case PipelineStage::Only:
        return "only";
    case PipelineStage::First:
        return "first";
    case PipelineStage::Middle:
        return "middle";
    case PipelineStage::Last:
        return "last";
    }
    return "only";
}

std::string_view memoryPartName(MemoryPart p) {
    switch (p) {
    case MemoryPart::Weights:
        return RS_WORD("Engine", "weights");
    case MemoryPart::KvCache:
        return RS_WORD("Engine", "KV cache");
    case MemoryPart::Activations:
        return RS_WORD("Engine", "activations");
    case MemoryPart::Gradients:
        return RS_WORD("Engine", "gradients");
    case MemoryPart::Optimizer:
        return RS_WORD("Engine", "optimizer states");
    case MemoryPart::Overhead:
        return RS_WORD("Engine", "runtime overhead");
    }
    return "weights";
}

std::pair<MemoryPart, double> largestPart(const MemoryBreakdown& m) {
    std::pair<MemoryPart, double> best{MemoryPart::Weights, m.weightsBytes};
    for (const auto& part : {std::pair{MemoryPart::KvCache, m.kvCacheBytes},
                             {MemoryPart::Activations, m.activationsBytes},
                             {MemoryPart::Gradients, m.gradientsBytes},
                             {MemoryPart::Optimizer, m.optimizerBytes},
                             {MemoryPart::Overhead, m.overheadBytes}})
        if (part.second > best.second)
            best = part;
    return best;
}

} // namespace rightsizer::model
