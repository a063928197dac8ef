#include "TrainingModel.h"
#include "ServerTopology.h"
#include "ServingModel.h"

#include <algorithm>

namespace rightsizer::model {

double pipelineBubble(int pp, double microBatchesPerStep, int virtualStages) {
    if (pp <= 1)
        return 0.0;
    return (pp - 1) / (std::max(1, virtualStages) * microBatchesPerStep + pp - 1);
}

namespace {

/// L * a * d_h * s: the attention scores' FLOPs per token are a multiple of it (4 forward).
double attentionUnit(const EstimateRequest& r) {
    const ModelSpec& m = r.model;
    return m.layers * m.heads * m.headDim * r.train.seqLen;
}

} // namespace

double modelFlopsPerToken(const EstimateRequest& r, const ParameterCount& p) {
    return (r.mode == Mode::Train ? 6.0 : 4.0) * p.matmulActive() + 12.0 * attentionUnit(r);
}

namespace {

/// One GPU's share of a step: micro-batches, their tokens (a context-parallel slice of each
/// sequence) and the layers of its pipeline stage.
struct GpuShare {
    double microBatches = 1;
    double microTokens = 0;
    double layers = 0;
    bool fullRecompute = false;
    /// Collectives per layer and micro-batch: 2 forward, 2 backward, 2 more re-run forward.
    double collectives() const { return fullRecompute ? 6.0 : 4.0; }
};

/// Megatron's tensor-parallel all-reduces of micro-batch x sequence x hidden values.
double tensorParallelS(const EstimateRequest& r, const GpuShare& g) {
    const Layout& l = r.layout;
    if (l.tp <= 1)
        return 0.0;
    const TpLinkSpec link = tensorParallelLink(r.gpu, l.tp, r.runtime.networkBytesPerSPerGpu);
    return g.microBatches * g.layers * g.collectives() *
           allReduceS(g.microTokens * r.model.hidden * kActivationBytes, l.tp, link.bytesPerS,
                      link.latencyS);
}

/// A MoE model's expert-parallel all-to-alls: each GPU dispatches its tokens (1/tp of the
/// micro-batch under sequence parallelism) to their top-k experts and gathers the results, so
/// (ep-1)/ep of k hidden states per token leaves the GPU, in each collective.
double expertParallelS(const EstimateRequest& r, const GpuShare& g) {
    const Layout& l = r.layout;
    const ModelSpec& m = r.model;
    if (!m.hasMoe || l.ep <= 1)
        return 0.0;
    const TpLinkSpec link = tensorParallelLink(r.gpu, l.ep, r.runtime.networkBytesPerSPerGpu);
    const double moeLayers = g.layers * std::max(0, m.layers - m.moe.denseLayers) / m.layers;
    const double bytes = g.microTokens / std::max(1, l.tp) * m.moe.expertsActive * m.hidden *
                         kActivationBytes * (l.ep - 1) / l.ep;
    return g.microBatches * moeLayers * g.collectives() * (link.latencyS + bytes / link.bytesPerS);
}

} // namespace

TrainingTimes trainingTimes(const EstimateRequest& r, const ParameterCount& p, double peakFlopsPerS,
                            const TrainingEfficiency& e) {
    TrainingTimes t;
    const Layout& l = r.layout;
    const ModelSpec& m = r.model;
    const double dp = trainingDataParallel(l, r.train);
    GpuShare g;
    g.microBatches = r.train.globalBatch / (dp * r.train.microBatch);
    g.microTokens = r.train.microBatch * r.train.seqLen / std::max(1, r.train.contextParallel);
    g.layers = double(m.layers) / std::max(1, l.pp);
    g.fullRecompute = r.train.recompute == Recompute::Full;
    t.bubbleFraction = pipelineBubble(l.pp, g.microBatches, r.train.virtualStages);
    t.modelFlopsPerToken = modelFlopsPerToken(r, p);
    t.hardwareFlopsPerToken = t.modelFlopsPerToken;
    if (g.fullRecompute)
        t.hardwareFlopsPerToken += 2.0 * p.matmulActive() + 4.0 * attentionUnit(r);
    const double tokens = r.train.globalBatch * r.train.seqLen;
    t.parts.matmulS = tokens * t.hardwareFlopsPerToken / (l.gpus * peakFlopsPerS * e.matmulEff);
    // Forward + backward = 3 forward-equivalents of non-matmul work; a recomputed forward, 4.
    const double passes = g.fullRecompute ? 4.0 / 3.0 : 1.0;
    if (r.gpu.memoryBandwidthBytesPerS > 0)
        t.parts.nonMatmulS = passes * g.microBatches * g.microTokens * g.layers * e.nonMatmulBytes *
                             m.hidden / (std::max(1, l.tp) * r.gpu.memoryBandwidthBytesPerS);
    t.parts.tpCommS = tensorParallelS(r, g);
    t.parts.expertCommS = expertParallelS(r, g);
    const double busyS =
        t.parts.matmulS + t.parts.nonMatmulS + t.parts.tpCommS + t.parts.expertCommS;
    t.stepTimeS = busyS / (1.0 - t.bubbleFraction);
    t.parts.bubbleS = t.stepTimeS - busyS;
    t.tokensPerS = tokens / t.stepTimeS;
    t.mfu = tokens * t.modelFlopsPerToken / (t.stepTimeS * l.gpus * peakFlopsPerS);
    return t;
}

} // namespace rightsizer::model
