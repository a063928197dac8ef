#include "TrainingModel.h"
#include "ServingModel.h"

#include <algorithm>

namespace rightsizer::model {

double pipelineBubble(int pp, double microBatchesPerStep, int virtualStages) {
    if (pp <= 1)
        return 0.0;
    return (pp - 1) / (std::max(1, virtualStages) * microBatchesPerStep + pp - 1);
}

double modelFlopsPerToken(const EstimateRequest& r, const ParameterCount& p) {
    const ModelSpec& m = r.model;
    const double n = p.matmulActive();
    const double attention = m.layers * m.heads * m.headDim * r.train.seqLen;
    if (r.mode == Mode::Train)
        return 6.0 * n + 12.0 * attention;
    return 4.0 * n + 8.0 * attention;
}

TrainingTimes trainingTimes(const EstimateRequest& r, const ParameterCount& p, double peakFlopsPerS,
                            const TrainingEfficiency& e) {
    TrainingTimes t;
    const Layout& l = r.layout;
    const ModelSpec& m = r.model;
    const double dp = trainingDataParallel(l, r.train);
    const double microBatches = r.train.globalBatch / (dp * r.train.microBatch);
    t.bubbleFraction = pipelineBubble(l.pp, microBatches, r.train.virtualStages);
    t.modelFlopsPerToken = modelFlopsPerToken(r, p);
    const bool full = r.train.recompute == Recompute::Full;
    double hardwareFlops = t.modelFlopsPerToken;
    if (full)
        hardwareFlops +=
            2.0 * p.matmulActive() + 4.0 * m.layers * m.heads * m.headDim * r.train.seqLen;
    const double tokens = r.train.globalBatch * r.train.seqLen;
    t.parts.matmulS = tokens * hardwareFlops / (l.gpus * peakFlopsPerS * e.matmulEff);

    // Per GPU: the tokens of its data-parallel (and context-parallel) share through its layers.
    const int cp = std::max(1, r.train.contextParallel);
    const double layersPerGpu = double(m.layers) / std::max(1, l.pp);
    const double microTokens = r.train.microBatch * r.train.seqLen / cp;
    const double passes = full ? 4.0 / 3.0 : 1.0; // forward + backward = 3 forward-equivalents
    if (r.gpu.memoryBandwidthBytesPerS > 0)
        t.parts.nonMatmulS = passes * microBatches * microTokens * layersPerGpu * e.nonMatmulBytes *
                             m.hidden / (std::max(1, l.tp) * r.gpu.memoryBandwidthBytesPerS);
    if (l.tp > 1) {
        const TpLinkSpec link = tensorParallelLink(r.gpu, l.tp, r.runtime.networkBytesPerSPerGpu);
        constexpr double kActivationBytes = 2.0;
        const double allReduces = full ? 6.0 : 4.0;
        t.parts.tpCommS = microBatches * layersPerGpu * allReduces *
                          allReduceS(microTokens * m.hidden * kActivationBytes, l.tp,
                                     link.bytesPerS, link.latencyS);
    }
    const double busyS = t.parts.matmulS + t.parts.nonMatmulS + t.parts.tpCommS;
    t.stepTimeS = busyS / (1.0 - t.bubbleFraction);
    t.parts.bubbleS = t.stepTimeS - busyS;
    t.tokensPerS = tokens / t.stepTimeS;
    t.mfu = tokens * t.modelFlopsPerToken / (t.stepTimeS * l.gpus * peakFlopsPerS);
    return t;
}

} // namespace rightsizer::model
