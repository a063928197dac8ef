#include "TrainingModel.h"

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
    const double dp = trainingDataParallel(l, r.train);
    const double microBatches = r.train.globalBatch / (dp * r.train.microBatch);
    t.bubbleFraction = pipelineBubble(l.pp, microBatches, r.train.virtualStages);
    t.modelFlopsPerToken = modelFlopsPerToken(r, p);
    double hardwareFlops = t.modelFlopsPerToken;
    if (r.train.recompute == Recompute::Full)
        hardwareFlops += 2.0 * p.matmulActive() +
                         4.0 * r.model.layers * r.model.heads * r.model.headDim * r.train.seqLen;
    const double tokens = r.train.globalBatch * r.train.seqLen;
    t.stepTimeS =
        tokens * hardwareFlops / (l.gpus * peakFlopsPerS * e.mfu * (1.0 - t.bubbleFraction));
    t.tokensPerS = tokens / t.stepTimeS;
    t.mfu = tokens * t.modelFlopsPerToken / (t.stepTimeS * l.gpus * peakFlopsPerS);
    return t;
}

} // namespace rightsizer::model
