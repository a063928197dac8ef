#include "MemoryEstimator.h"

#include <algorithm>
#include <cmath>

namespace rightsizer::model {
namespace {

/// QLoRA keeps the frozen base in 4-bit NormalFloat with double quantization: 4.127 bits per
/// parameter (Dettmers et al. 2023, "QLoRA", section 3); embeddings and LM head stay 16-bit.
constexpr double kNf4BitsPerWeight = 4.127;
/// Activation and logit element sizes: 16-bit activations, fp32 logits.
constexpr double kActivationBytes = 2.0;
constexpr double kLogitBytes = 4.0;

double replicaGpus(const Layout& l) {
    return double(l.tp) * double(l.pp);
}

double overheadFor(const EstimateRequest& r) {
    return r.runtime.overheadBytes + (replicaGpus(r.layout) > 1 || r.layout.gpus > 1
                                          ? r.runtime.collectiveOverheadBytes
                                          : 0.0);
}

MemoryBreakdown finish(MemoryBreakdown m, double usable) {
    m.totalPerGpuBytes = m.weightsBytes + m.kvCacheBytes + m.activationsBytes + m.gradientsBytes +
                         m.optimizerBytes + m.overheadBytes;
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

MemoryBreakdown servingMemory(const EstimateRequest& r, const ParameterCount& p,
                              double concurrency) {
    const ModelSpec& m = r.model;
    const Layout& l = r.layout;
    MemoryBreakdown mem;
    mem.weightsBytes = weightShard(m, p, r.precision, l).perGpuBytes;
    const double kvElem = precisionInfo(r.kvPrecision).kvBytesPerElement;
    mem.kvCacheBytes =
        concurrency *
        kvBytesPerSequencePerGpu(m, r.serve.inputTokens + r.serve.outputTokens, kvElem, l.tp, l.pp);
    if (m.kind == ModelKind::Vit) {
        const double patches = std::pow(m.vision.imageSize / m.vision.patchSize, 2) + 1;
        mem.activationsBytes =
            std::max(1.0, concurrency) * patches * (m.hidden + m.ffn) * kActivationBytes / l.tp;
    } else if (m.kind != ModelKind::Diffusion) {
        // Transient: one prefill chunk through the widest layer, plus fp32 logits for the
        // largest batch the runtime may sample at once.
        const double chunk = tokenBudget(r.runtime, r.gpu);
        mem.activationsBytes = chunk * (m.hidden + activationFfn(m) / l.tp) * kActivationBytes +
                               maxRunning(r.runtime, r.gpu) * m.vocab / l.tp * kLogitBytes;
    }
    mem.overheadBytes = overheadFor(r);
    return finish(mem, r.gpu.memoryRuntimeBytes * r.runtime.memoryUtilization);
}

int maxConcurrencyFit(const EstimateRequest& r, const ParameterCount& p) {
    const MemoryBreakdown base = servingMemory(r, p, 0.0);
    const double perSequence = kvBytesPerSequencePerGpu(
        r.model, r.serve.inputTokens + r.serve.outputTokens,
        precisionInfo(r.kvPrecision).kvBytesPerElement, r.layout.tp, r.layout.pp);
    const double room = base.usablePerGpuBytes - base.totalPerGpuBytes;
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

TrainingBytesPerParam trainingBytesPerParam(Precision p) {
    if (p == Precision::Fp32)
        return {4, 4, 8}; // fp32 weights and gradients, Adam m and v
    return {2, 2, 12};    // 16-bit weights and gradients, fp32 master + m + v
}

MemoryBreakdown trainingMemory(const EstimateRequest& r, const ParameterCount& p) {
    const ModelSpec& m = r.model;
    const Layout& l = r.layout;
    const TrainWorkload& t = r.train;
    const double dp = double(l.gpus) / replicaGpus(l);
    MemoryBreakdown mem;

    const double expertSplit = double(l.pp) * double(std::max(l.tp, l.ep));
    const double paramsPerGpu =
        (p.total - p.expertTotal) / replicaGpus(l) + p.expertTotal / expertSplit;

    if (r.mode == Mode::Train) {
        const TrainingBytesPerParam b = trainingBytesPerParam(r.precision);
        mem.weightsBytes = paramsPerGpu * b.weights / (t.zeroStage >= 3 ? dp : 1.0);
        mem.gradientsBytes = paramsPerGpu * b.gradients / (t.zeroStage >= 2 ? dp : 1.0);
        mem.optimizerBytes = paramsPerGpu * b.optimizer / (t.zeroStage >= 1 ? dp : 1.0);
    } else {
        const WeightShard base = r.mode == Mode::Qlora
                                     ? shardWithBits(m, p, kNf4BitsPerWeight, true, l)
                                     : weightShard(m, p, r.precision, l);
        const double adapters = loraAdapterParams(m, t.loraRank) / replicaGpus(l);
        mem.weightsBytes = base.perGpuBytes + adapters * 2.0;
        mem.gradientsBytes = adapters * 2.0;
        mem.optimizerBytes = adapters * 12.0;
    }

    // Korthikanti et al. 2022: per layer s*b*h*(34 + 5*a*s/h) bytes without recompute, 34*s*b*h
    // with selective recompute, 2*s*b*h (layer inputs) with full recompute; divided by tp with
    // sequence parallelism. Under 1F1B the first pipeline stage holds pp micro-batches of L/pp
    // layers, i.e. L layers' worth whatever pp is.
    const double s = t.seqLen, b = t.microBatch, h = m.hidden;
    double perLayer = s * b * h * (34.0 + 5.0 * m.heads * s / h);
    if (t.recompute == Recompute::Selective)
        perLayer = 34.0 * s * b * h;
    else if (t.recompute == Recompute::Full)
        perLayer = 2.0 * s * b * h;
    mem.activationsBytes = m.layers * perLayer / l.tp + s * b * m.vocab * kLogitBytes / l.tp;
    if (t.recompute == Recompute::Full) // the layer being recomputed, with FlashAttention-style
        mem.activationsBytes += 34.0 * s * b * h / l.tp; // kernels that keep no s^2 scores
    mem.overheadBytes = overheadFor(r);
    return finish(mem, r.gpu.memoryRuntimeBytes * r.runtime.trainMemoryUtilization);
}

} // namespace rightsizer::model
