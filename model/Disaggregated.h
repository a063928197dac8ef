#pragma once

#include "Estimator.h"
#include "KvLink.h"
#include "Planner.h"

#include <map>
#include <string>
#include <string_view>

namespace rightsizer::model {

/// Disaggregated serving (NVIDIA Dynamo, llm-d, SGLang and vLLM's P/D split): P prefill workers
/// compute the prompts and hand each request's KV cache to one of D decode workers, which only
/// decode. Each pool has its own GPU, precision and layout; `prefill` and `decode` describe one
/// worker each (layout.gpus = tp x pp). The workload (lengths, speculative decoding, prefix
/// caching) is the decode request's.
struct DisaggregatedRequest {
    EstimateRequest prefill;
    EstimateRequest decode;
    int prefillWorkers = 1;
    int decodeWorkers = 1;
    KvLink link = KvLink::Auto;
    /// Closed loop: `concurrency` clients over the whole deployment (as aiconfigurator and
    /// genai-perf count them). Open loop: Poisson arrivals at `ratePerS` requests/s in all.
    Arrival arrival = Arrival::ClosedLoop;
    double concurrency = 1;
    double ratePerS = 0;
    double quantile = 0.95; ///< the percentile of DisaggregatedEstimate::ttftAtQuantileS
};

struct DisaggregatedEstimate {
    EstimateResult prefill;        ///< one prefill worker: memory, efficiency, compute
    EstimateResult decode;         ///< one decode worker
    KvLink link = KvLink::Network; ///< the link chosen
    double linkBytesPerS = 0;      ///< per direction, all the GPUs of a transfer together
    double kvBytesPerRequest = 0;  ///< the prompt's KV cache, whole model
    double kvTransferS = 0;        ///< one request's KV transfer
    double prefillAloneS = 0;      ///< one prompt on an idle prefill worker
    double prefillBusyS = 0;       ///< a prefill worker's time per prompt when batched
    double prefillQueueS = 0;      ///< mean wait for a prefill worker
    double prefillUtilization = 0;
    double decodeBatch = 0;  ///< sequences decoding per decode worker, on average
    int decodeBatchCap = 0;  ///< what its KV cache and the engine's cap allow
    double requestsPerS = 0; ///< whole deployment
    Band ttftS;              ///< request overhead + prefill queue + prefill + KV transfer
    /// TTFT at the request's quantile: the wait for a prefill worker at that quantile (the M/M/1
    /// tail, halved as the M/D/1 mean is: S ln(rho / (1 - q)) / (2 (1 - rho))).
    Band ttftAtQuantileS;
    Band tpotS;            ///< the decode worker's step at its batch, per token
    Band outputTokensPerS; ///< whole deployment
    double outputTokensPerSPerGpu = 0;
    int gpus = 0;           ///< prefill and decode workers' GPUs together
    bool saturated = false; ///< the rate (or the clients) outrun a pool
    std::vector<Phrase> warnings;
};

/// Steady-state latencies and throughput of a disaggregated deployment. Closed loop: the
/// throughput X at which the clients' cycle (TTFT + the decode) holds exactly `concurrency`
/// requests, found by bisection; open loop: at the given rate. The prefill pool is an M/D/1
/// queue per worker (mean wait rho S / (2 (1 - rho)) with S the batched time per prompt); a
/// decode worker's batch b solves b = X / D x (output - 1) x TPOT(b). Fails only on invalid
/// input (the error names the field); a pool that does not fit is a result with fits false.
Result<DisaggregatedEstimate> estimateDisaggregated(const DisaggregatedRequest& r,
                                                    const EfficiencyTable& efficiency);

/// A disaggregated deployment the planner sized for a serving scenario.
struct DisaggregatedPlan {
    DisaggregatedRequest request;   ///< the split: GPUs, precision, layouts and worker counts
    DisaggregatedEstimate estimate; ///< at the grown demand (open loop)
    std::optional<HourlyPrice> prefillPrice; ///< the prefill GPU's price, as the plan's
    std::optional<HourlyPrice> decodePrice;  ///< the decode GPU's
    double costPerHourUsd = 0;               ///< both pools; 0 unless both are priced
    bool priced() const { return prefillPrice && decodePrice; }
    bool mixedGpus() const { return request.prefill.gpu.id != request.decode.gpu.id; }
};

/// Disaggregated serving against the aggregated plan: the cheapest split (by $/hour, by GPUs
/// when a GPU has no price) over the GPUs and precisions the aggregated plan tried (feasible or
/// not: a GPU too slow to prefill may still decode), prefill and decode TP of 1 to 8, and, with
/// s.disaggregation.mixedGpus, a prefill GPU other than the decode GPU (same precision, both
/// priced). For each pair: the fewest decode workers that meet the TPOT target, then the fewest
/// prefill workers that meet the TTFT target, both at the SLA's percentile under the grown
/// demand (peak x (1 + headroom), Poisson; at least the rate that yields
/// sla.min_output_tokens_per_s), each pool at least limits.min_replicas workers, all within
/// limits.max_gpus. `note` says which wins and by how much; empty `best` when no split meets the
/// SLA. Honours `control`'s cancel (then `cancelled` is set and `best` is empty).
struct DisaggregationComparison {
    std::optional<DisaggregatedPlan> best;
    Phrase note;
    int evaluated = 0; ///< splits estimated
    bool cancelled = false;
    bool wins = false;        ///< best is cheaper (fewer GPUs unpriced) than the aggregated rank 1
    double marginPercent = 0; ///< how much cheaper the winner is, in % of the other's cost
};
/// `prices` are the ones the aggregated plan ranked by (the scenario's cost.gpu_hour_usd wins
/// over them, as in the plan).
DisaggregationComparison compareDisaggregated(const Scenario& s, const PlanResult& aggregated,
                                              const std::vector<GpuSpec>& gpus,
                                              const EfficiencyTable& efficiency,
                                              const std::map<std::string, HourlyPrice>& prices,
                                              const WorkControl& control = {});

/// "3P (TP1) + 2D (TP2) on NVIDIA B200, fp8", or with two GPUs "3P (TP1) on NVIDIA B200 +
/// 2D (TP2) on NVIDIA H200, fp8".
std::string disaggregatedSplitText(const DisaggregatedRequest& r);

} // namespace rightsizer::model
