#pragma once

#include "ServingModel.h"

#include <cstdint>

namespace rightsizer::model {

/// What one forward pass of a continuous-batching engine carries: decode rows (one token each)
/// and prefill chunks, fused into one batch.
struct PassLoad {
    double decodeRows = 0;
    double decodeContextTokens = 0; ///< sum over decode rows of the tokens each attends to
    double prefillTokens = 0;
    double prefillChunks = 0;
    /// Sum over prefill chunks of n * (s + n/2): query-key pairs of a causal chunk of n tokens
    /// that starts after s cached tokens.
    double prefillAttentionPairs = 0;
    double prefillContextTokens = 0; ///< sum over chunks of s + n: KV each chunk reads
};

/// Duration of one pass: max(compute, memory) + tensor/pipeline-parallel transfers + the
/// engine's per-step and per-sequence costs. A pass of b decode rows at the mean context is
/// exactly servingTimes()'s decode step.
double passTimeS(const ServingInputs& in, const ServingEfficiency& e, const ServingOverheads& o,
                 const PassLoad& load);

/// How load arrives.
enum class Arrival {
    ClosedLoop, ///< a fixed number of clients, each sending its next request when the last ends
    OpenLoop,   ///< Poisson arrivals at a mean rate, whatever the engine's state
};

/// Request lengths: log-normal with the given mean (median) and p95; fixed when p95 <= mean.
struct RequestLengths {
    TokenDistribution input;
    TokenDistribution output;
    /// Below 1: every length is drawn uniformly from [uniformFrom x mean, mean] instead, as a
    /// benchmark's random data set does (vLLM benchmark_serving --random-range-ratio r draws
    /// randint(r x len, len)); the distributions' p95 are then ignored.
    double uniformFrom = 1.0;
};

struct LoadSpec {
    Arrival arrival = Arrival::ClosedLoop;
    double concurrency = 1; ///< closed loop: clients (all send at time 0, as benchmarks start)
    double ratePerS = 1;    ///< open loop: mean arrivals per second
    int requests = 0;       ///< measured requests (0: the protocol's default, see below)
    int warmup = -1;        ///< requests before measuring (-1: the protocol's default)
    double quantile = 0.95; ///< an extra percentile reported as atQuantile
    /// Pool every gap between two tokens for LoadLatency::itlS (sorting them is a fair share of
    /// a run's time; the planner, which needs only TTFT and TPOT, turns it off).
    bool interTokenLatency = true;
    std::uint64_t seed = 20261125;
};

/// The serving engine's scheduler limits (vLLM max_num_batched_tokens / max_num_seqs,
/// TensorRT-LLM max_num_tokens / max_batch_size, SGLang chunked_prefill_size /
/// max_running_requests) and the KV cache it admits against.
struct SchedulerSettings {
    double tokenBudget = 8192;
    int maxRunning = 1024;
    /// Tokens the KV cache holds per replica: a request is admitted only when its whole length
    /// fits beside the running ones (no preemption). 0: unlimited.
    double kvCapacityTokens = 0;
    /// True: admission reserves a request's whole length (TensorRT-LLM's default
    /// GUARANTEED_NO_EVICT). False: only its prompt must fit now, the answer's blocks come as it
    /// grows (vLLM, SGLang; a full cache then preempts, which is not modelled: the running set
    /// may overshoot the cache until requests finish).
    bool reserveWholeRequest = false;
    /// True: a pass is either a prefill batch (prompt chunks only, up to the token budget, while
    /// the running requests wait) or a decode step, and prefill goes first whenever a prompt is
    /// in progress or can be admitted: SGLang's default (enable_mixed_chunk off; its scheduler
    /// runs a new prefill batch before the running batch's decode step). False: decodes and
    /// prompt chunks share each pass (vLLM v1, TensorRT-LLM, SGLang with --enable-mixed-chunk:
    /// RuntimeAssumptions::mixedChunk).
    bool separatePrefill = false;
};

/// Percentiles of one latency over the measured requests, in seconds.
struct LatencyPercentiles {
    double mean = 0;
    double p50 = 0;
    double p90 = 0;
    double p95 = 0;
    double p99 = 0;
    double atQuantile = 0; ///< at LoadSpec::quantile (an SLA's percentile)
};

struct LoadLatency {
    LatencyPercentiles ttftS;        ///< request sent -> first token (request overhead included)
    LatencyPercentiles tpotS;        ///< per request: (last token - first token) / (output - 1)
    LatencyPercentiles itlS;         ///< every gap between two tokens of a request, pooled
    bool interTokenMeasured = false; ///< itlS was collected (LoadSpec::interTokenLatency)
    LatencyPercentiles e2eS;         ///< request sent -> last token
    double requestsPerS = 0;         ///< completions over the measured window
    double outputTokensPerS = 0;
    double meanRunning = 0; ///< mean decode rows per pass
    double meanPassS = 0;
    int measured = 0;
    /// Open loop: the replica cannot keep up (the queue grows through the run); the percentiles
    /// then describe a run of this length only and grow with it.
    bool saturated = false;
};

/// Closed loop: `concurrency` clients send their first requests at time 0 and the first
/// 10 x concurrency requests (at least 100) are measured, the start's burst included, as
/// benchmark clients run by default (vLLM's benchmark_serving, genai-perf and AIPerf warm
/// nothing up; InferenceMAX runs 10 x concurrency prompts; the aiconfigurator harness's runs,
/// fitted before with a 2 x concurrency warm-up after NVIDIA's Dynamo scripts, show the burst
/// in their TTFTs). On engines whose every pass is a decode step the clients' first answers are
/// cut so that their phases spread evenly over a request's duration: the state real runs'
/// timing jitter leads to, taken rather than modelled (see startClosedLoop).
/// Open loop: 200 warm-up and 2 000 measured Poisson arrivals with a fixed seed, so results are
/// reproducible and monotonic in the rate.
///
/// The scheduler follows vLLM v1 (TensorRT-LLM and SGLang's mixed chunked prefill behave alike):
/// each pass spends its token budget on every running decode first, then on the prompt chunks of
/// admitted requests in arrival order, then admits waiting requests (FCFS) while the budget,
/// the running-sequence cap and the KV cache allow. A request's first token comes out of the
/// pass that finishes its prompt; each later pass gives it one more token.
/// The engine's scheduler limits for a request (the runtime's values or the engine's defaults)
/// and the KV cache left beside weights, activations and overheads.
SchedulerSettings schedulerSettings(const EstimateRequest& r, const ParameterCount& p);

LoadLatency simulateLoad(const ServingInputs& in, const ServingEfficiency& e,
                         const ServingOverheads& o, const SchedulerSettings& s,
                         const RequestLengths& lengths, const LoadSpec& load);

} // namespace rightsizer::model
