#pragma once

#include "Efficiency.h"
#include "MemoryEstimator.h"

namespace rightsizer::model {

/// One GPU's training step by what takes the time; the bubble is the pipeline's fill and drain.
struct TrainingStepParts {
    double matmulS = 0;     ///< matmuls at the fitted matmul efficiency
    double nonMatmulS = 0;  ///< memory-bound layer work at the datasheet bandwidth
    double tpCommS = 0;     ///< tensor-parallel all-reduces, not overlapped with compute
    double expertCommS = 0; ///< MoE expert-parallel all-to-alls, not overlapped
    double bubbleS = 0;     ///< pipeline fill and drain
};

struct TrainingTimes {
    double stepTimeS = 0;
    double tokensPerS = 0; ///< whole job
    double mfu = 0;        ///< model FLOPs / (time * GPUs * dense peak)
    double bubbleFraction = 0;
    double modelFlopsPerToken = 0;
    double hardwareFlopsPerToken = 0; ///< model FLOPs plus a recomputed forward pass, if any
    TrainingStepParts parts;          ///< what stepTimeS is made of
};

/// Pipeline bubble of 1F1B: (p-1)/(m+p-1) with m micro-batches per step
/// (docs/design/ENGINE.md); the interleaved schedule with v chunks per rank shrinks it to
/// (p-1)/(v·m+p-1) (Narayanan et al. 2021, sec. 2.2.2: bubble time (p-1)/(v·m) of the ideal
/// step).
double pipelineBubble(int pp, double microBatchesPerStep, int virtualStages = 1);

/// Model FLOPs per trained token: 6*N + 12*L*a*d_h*s (PaLM appendix B); LoRA skips the weight
/// gradients of the frozen base, 4*N, but the attention scores' two matmuls have no weights and
/// still take both gradients backward: 4*N + 12*L*a*d_h*s.
double modelFlopsPerToken(const EstimateRequest& r, const ParameterCount& p);

/// One GPU's step: its share of the matmul FLOPs at matmulEff of the peak, plus the layers'
/// non-matmul bytes (nonMatmulBytes per hidden unit, token and layer, divided over the tensor-
/// parallel group) at the memory bandwidth, plus Megatron's tensor-parallel traffic (two
/// all-reduces of micro-batch x sequence x hidden 16-bit values per layer forward and two
/// backward; sequence parallelism's all-gather + reduce-scatter pairs move the same bytes; none
/// overlapped), plus a MoE model's expert-parallel all-to-alls (dispatch and combine of each
/// token's top-k hidden states, forward and backward, over the EP group's link; not overlapped),
/// all stretched by the pipeline bubble. Full recompute adds one more forward pass:
/// 8*N instead of 6*N, a third more non-matmul work and two more all-reduces per layer.
/// Data-parallel gradient traffic is taken as overlapped with the backward pass.
TrainingTimes trainingTimes(const EstimateRequest& r, const ParameterCount& p, double peakFlopsPerS,
                            const TrainingEfficiency& e);

} // namespace rightsizer::model
