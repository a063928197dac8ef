#pragma once

#include "Efficiency.h"
#include "MemoryEstimator.h"

namespace rightsizer::model {

/// What a replica's tensor-parallel all-reduces cross.
enum class TpLink {
    Fabric,  ///< the GPU's scale-up fabric (NVLink, Infinity Fabric, ICI)
    Pcie,    ///< PCIe peer-to-peer: no fabric, or more GPUs than a bridge joins
    Network, ///< beyond one server
};

/// The link a layout's tensor-parallel all-reduces cross, with its rate and start-up latency.
struct TpLinkSpec {
    TpLink kind = TpLink::Fabric;
    double bytesPerS = 0; ///< per direction
    double latencyS = 0;  ///< per collective
};

/// The link of `tp` GPUs of `gpu`: its scale-up fabric while the fabric joins them all (on a
/// full mesh, only the group's tp-1 links of each GPU), PCIe peer-to-peer without one (or beyond
/// a bridge), the network at `networkBytesPerSPerGpu` past one server.
TpLinkSpec tensorParallelLink(const GpuSpec& gpu, int tp, double networkBytesPerSPerGpu);

/// Everything the serving time model needs for one replica, precomputed once so that the
/// calibration fit and later sweeps can re-evaluate it cheaply with other efficiencies.
struct ServingInputs {
    double matmulFlopsPerToken = 0;              ///< 2 * active matmul parameters
    double attnFlopsPerTokenPerContextToken = 0; ///< 4 * L * a * d_h (QK^T and PV)
    double weightBytesPerGpu = 0;
    double expertBytesPerGpu = 0;
    int experts = 0;
    int expertsActive = 0;
    double kvBytesPerSequenceAtMeanContext = 0; ///< per GPU, at input + output/2 tokens
    double kvBytesPerTokenPerGpu = 0;           ///< the same per token of context
    double hidden = 0;
    int layers = 0;
    int tp = 1;
    int pp = 1;
    double flopsPerS = 0;
    double memoryBytesPerS = 0;
    double linkBytesPerS = 0; ///< per direction, for TP all-reduces
    double linkLatencyS = 0;
    TpLink link = TpLink::Fabric;
    double inputTokens = 0;
    double outputTokens = 0;
    /// Prefix caching: the shared prefix and the fraction of requests that find it cached
    /// (the scheduler draws each request's hit), and the mean prompt tokens found cached.
    double prefixTokens = 0;
    double prefixHitRate = 0;
    double cachedTokens = 0;
    /// Speculative decoding: proposals per step (0: off), the tokens a step emits on average,
    /// and the draft's cost per proposed token: its matmul and attention FLOPs, the weight
    /// and KV bytes it streams on each GPU, and its layers and width for the TP all-reduces.
    int specTokens = 0;
    double tokensPerStep = 1;
    double draftMatmulFlopsPerToken = 0;
    double draftAttnFlopsPerTokenPerContextToken = 0;
    double draftWeightBytesPerGpu = 0;
    double draftKvBytesPerTokenPerGpu = 0;
    double draftHidden = 0;
    int draftLayers = 0;
};

/// Times of one replica at a given number of concurrent sequences.
struct ServingTimes {
    double decodeStepS = 0;      ///< one decode iteration of the whole running batch
    double tokensPerStep = 1;    ///< tokens a step emits per sequence (speculative decoding)
    double prefillS = 0;         ///< one request's prefill alone (latency)
    double prefillMarginalS = 0; ///< GPU time a request's prefill adds when batched with decode
    double ttftS = 0;
    double tpotS = 0;            ///< inter-token latency including interleaved prefills
    double outputTokensPerS = 0; ///< whole replica, steady state
    bool decodeComputeBound = false;
    double decodeComputeS = 0;
    double decodeMemoryS = 0;
    double decodeCommS = 0; ///< tensor- and pipeline-parallel transfers within a decode step
};

ServingInputs makeServingInputs(const EstimateRequest& r, const ParameterCount& p,
                                const ComputeResolution& compute);

/// One speculative step's draft work for `rows` sequences attending to `contextTokens` tokens
/// in all: specTokens draft passes one after another (0 when speculation is off).
double draftPassesS(const ServingInputs& in, const ServingEfficiency& e, const ServingOverheads& o,
                    double rows, double contextTokens);

/// Continuous batching with `concurrency` sequences: every sequence needs one prefill and
/// output-tokens decode steps, so a cycle of output-tokens steps also carries `concurrency`
/// prefills. Throughput = concurrency * output / cycle; TPOT = cycle / output.
ServingTimes servingTimes(const ServingInputs& in, double concurrency, const ServingEfficiency& e,
                          const ServingOverheads& o);

/// A static batch (every sequence starts together, as offline benchmarks run): the prompts are
/// prefilled in order, in passes of at most `tokenBudget` tokens (<= 0: all in one pass; the
/// engine's max_num_tokens otherwise), then output - 1 decode steps of the whole batch.
struct StaticBatchTimes {
    double prefillS = 0;  ///< s until the batch's last first token (request overhead included)
    double meanTtftS = 0; ///< mean over the batch's prompts of the s until their first token
    double latencyS = 0;  ///< s until the batch's last tokens
};
StaticBatchTimes staticBatchTimes(const ServingInputs& in, double batch, const ServingEfficiency& e,
                                  const ServingOverheads& o, double tokenBudget = 0);

/// Smallest running batch at which a decode step becomes compute-bound (0: never, because the
/// KV cache read grows as fast as the compute).
double decodeCrossoverBatch(const ServingInputs& in, const ServingEfficiency& e);

/// Ring all-reduce: latency + 2(n-1)/n * bytes / link bandwidth.
double allReduceS(double bytes, int n, double linkBytesPerS, double latencyS);

} // namespace rightsizer::model
