#pragma once

#include "Efficiency.h"
#include "MemoryEstimator.h"

namespace rightsizer::model {

struct TrainingTimes {
    double stepTimeS = 0;
    double tokensPerS = 0; ///< whole job
    double mfu = 0;        ///< model FLOPs / (time * GPUs * dense peak)
    double bubbleFraction = 0;
    double modelFlopsPerToken = 0;
};

/// Pipeline bubble of 1F1B: (p-1)/(m+p-1) with m micro-batches per step
/// (docs/design/ENGINE.md); the interleaved schedule with v chunks per rank shrinks it to
/// (p-1)/(v·m+p-1) (Narayanan et al. 2021, sec. 2.2.2: bubble time (p-1)/(v·m) of the ideal
/// step).
double pipelineBubble(int pp, double microBatchesPerStep, int virtualStages = 1);

/// Model FLOPs per trained token: 6*N + 12*L*a*d_h*s (PaLM appendix B); LoRA skips the weight
/// gradients of the frozen base: 4*N + 8*L*a*d_h*s.
double modelFlopsPerToken(const EstimateRequest& r, const ParameterCount& p);

/// Step time = tokens * hardware FLOPs per token / (GPUs * peak * MFU * (1 - bubble));
/// full recompute adds one more forward pass (8*N instead of 6*N).
TrainingTimes trainingTimes(const EstimateRequest& r, const ParameterCount& p, double peakFlopsPerS,
                            const TrainingEfficiency& e);

} // namespace rightsizer::model
