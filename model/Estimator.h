#pragma once

#include "Scheduler.h"
#include "ServingModel.h"
#include "TrainingModel.h"

#include <vector>

namespace rightsizer::model {

struct ServeEstimate {
    int replicas = 1;
    double concurrency = 0; ///< concurrent sequences (or images) per replica
    int maxConcurrencyFit = 0;
    bool concurrencyGiven = false;
    Band ttftS;
    Band tpotS;
    Band outputTokensPerS; ///< whole deployment
    Band outputTokensPerSPerGpu;
    Band imagesPerS;      ///< vision and diffusion models, whole deployment
    Band secondsPerImage; ///< vision and diffusion models, one batch's latency
    bool decodeComputeBound = false;
    double decodeComputeS = 0;
    double decodeMemoryS = 0;
    double crossoverBatch = 0;
    double prefillS = 0;
    double decodeStepS = 0;
    /// Latency under load from the scheduler simulation: a closed-loop benchmark at the given
    /// concurrency, or Poisson arrivals at the given rate (see Scheduler.h).
    bool loadSimulated = false;
    Arrival arrival = Arrival::ClosedLoop;
    double ratePerSPerReplica = 0;
    SchedulerSettings scheduler;
    LoadLatency load;
    Band ttftP50S; ///< load.ttftS.p50 with the model's band
    Band tpotP50S;
    /// Speculative decoding: tokens a step emits on average, and the TPOT the same replica
    /// gives at the same concurrency without it (0 when off): whether it pays here.
    double tokensPerStep = 1;
    double tpotWithoutSpeculationS = 0;
    /// Prefix caching: prompt tokens a request finds cached, on average.
    double cachedPrefixTokens = 0;
};

struct TrainEstimate {
    int dataParallel = 1;
    Band stepTimeS;
    Band tokensPerS; ///< whole job
    Band tokensPerSPerGpu;
    double mfu = 0;
    double bubbleFraction = 0;
    double tokensPerStep = 0;
    TrainingStepParts parts; ///< the central estimate of one GPU's step, by what takes the time
};

struct EstimateResult {
    ParameterCount params;
    double kvBytesPerToken = 0; ///< whole model, no parallelism, at the KV precision
    MemoryBreakdown memory;
    ComputeResolution compute;
    EfficiencyChoice efficiency;
    ServingOverheads overheads;
    ServeEstimate serve;
    TrainEstimate train;
    std::vector<Phrase> warnings;
};

/// Memory, fit, latency and throughput of one configuration. Fails only on invalid input
/// (the error names the field); a configuration that does not fit is a result with
/// memory.fits == false and the shortfall.
Result<EstimateResult> estimate(const EstimateRequest& request, const EfficiencyTable& efficiency);

} // namespace rightsizer::model
