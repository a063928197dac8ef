#pragma once

#include "Pricing.h"

#include "GpuSpec.h"
#include "KvLink.h"
#include "TcoInputs.h"
#include "Workload.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace rightsizer::model {

/// Serving demand: Poisson arrivals whose rate follows a weekly profile (DemandLevels.h).
struct ServingDemand {
    /// Peak requests/s (workload.requests_per_s): the mean Poisson arrival rate of the busiest
    /// hour, which the fleet is sized for (plus limits.headroom for growth).
    double requestsPerS = 1.0;
    /// Mean requests/s over the week (workload.mean_requests_per_s, schema 3); empty: the
    /// profile's mean (the default daytime profile's is about 0.46 x the peak). Given without a
    /// profile, it reshapes the daytime profile (servingDemandLevels).
    std::optional<double> meanRequestsPerS;
    TokenDistribution inputTokens{1024, 1024};
    TokenDistribution outputTokens{256, 256};
    /// Prefix caching (workload.prefix, schema 6): the shared prefix's tokens and the fraction
    /// of requests that find it cached (ServeWorkload::prefixTokens).
    double prefixTokens = 0;
    double prefixHitRate = 0;
};

/// Training or fine-tuning demand: a number of tokens to process before a deadline.
struct TrainingDemand {
    double tokens = 1e9;        ///< tokens to process, all epochs together
    double deadlineHours = 24;  ///< wall-clock time allowed for the run
    TrainWorkload workload;     ///< sequence length, batch, ZeRO, recompute, LoRA rank
    double bytesPerToken = 4.0; ///< training data read per token (token ids: 4 bytes)
};

/// The service level a serving configuration must meet, at one percentile.
struct Sla {
    double percentile = 0.95;       ///< 0.50, 0.90, 0.95 or 0.99
    double ttftS = 0;               ///< time to first token target; 0: none
    double tpotS = 0;               ///< time per output token target; 0: none
    double minOutputTokensPerS = 0; ///< whole deployment; 0: none
    /// Size so that the pessimistic end of the 90 % band (value x exp(1.645 sigma)) meets the
    /// TTFT and TPOT targets, rather than the estimate itself (schema 2).
    bool sizeToPessimistic = false;
};

/// Accepted SLA percentiles and their names ("p95").
inline constexpr double kSlaPercentiles[] = {0.50, 0.90, 0.95, 0.99};
std::string percentileName(double q);
Result<double> parsePercentile(std::string_view text, const std::string& field);

/// Largest accepted limits.min_replicas.
inline constexpr int kMaxMinReplicas = 1024;

struct Limits {
    int maxGpus = 64;
    int gpusPerNode = 8;
    double headroom = 0.2; ///< growth headroom as a fraction of the demand (0.2 = 20 %)
    int minReplicas = 1;   ///< fewest replicas of a serving plan (2: N+1 redundancy; schema 2)
    double overProvisionedBelow = 0.35; ///< utilization under which a plan is flagged
    double memoryIdleBelow = 0.5; ///< used / usable memory under which memory is "mostly idle"
};

/// Inputs of the cost model. Prices per GPU-hour override the catalog's reference price.
struct CostInputs {
    std::string currency = "USD";
    std::map<std::string, double> gpuHourUsd; ///< by GPU id
    double hoursPerMonth = 730.0;             ///< 8760 / 12
    /// Rank only by well-evidenced catalog prices (priceEvidenceGaps empty on the day of the
    /// evaluation); a GPU whose price is thin evidence is then ranked as unpriced (schema 4).
    bool wellEvidencedPricesOnly = false;
    /// The providers whose catalog quotes price the GPUs: every provider, or one tier (schema
    /// 5); the plan's note names the GPU another tier would rank first.
    PriceTier priceTier = PriceTier::All;
    /// Where the GPUs are rented: only quotes paid there (or that state no region) price them
    /// (schema 8).
    PriceRegion priceRegion = PriceRegion::Any;
};

/// Grid of the what-if sweep (empty: defaults chosen by defaultSweepAxes).
struct SweepAxes {
    std::vector<double> batches;
    std::vector<double> contexts; ///< input tokens per request
};

/// Everything the planner needs to size one workload. The model is resolved (a catalog entry
/// or an imported architecture); candidate GPUs are ids (empty: the whole catalog).
struct Scenario {
    std::string name;
    std::string description;
    ModelSpec model;
    Mode mode = Mode::Serve;
    ServingDemand serving;
    TrainingDemand training;
    Sla sla;
    std::vector<Precision> precisions;
    std::optional<Precision> kvPrecision; ///< empty: the 16-bit format the GPU supports
    bool allowNonNative = false;          ///< accept precisions the GPU emulates by dequantizing
    bool allowGeForce = false; ///< offer GeForce cards despite their driver licence (schema 2)
    std::vector<std::string> gpuIds;
    Limits limits;
    CostInputs cost;
    RuntimeAssumptions runtime;
    DisaggregationOptions disaggregation; ///< runtime.disaggregation in the file (schema 7)
    SweepAxes sweep;
    TcoInputs tco;
};

/// Checks every field against its accepted range; the error names the scenario field
/// ("workload.input_tokens.p95") and the range.
Status validateScenario(const Scenario& s);

/// KV cache format when none is given. TensorRT-LLM serves fp8 and fp4 models with an fp8 KV
/// cache where the GPU has fp8 (trtllm-bench sets it with fp8 quantization, and NVIDIA's Model
/// Optimizer checkpoints, which its published benchmarks run, carry it); otherwise fp32/fp16 models
/// keep their own format and everything else uses bf16 where the GPU has it and fp16 where it does
/// not (Turing, Volta): vLLM's and SGLang's `kv_cache_dtype auto` and llama.cpp's f16 cache.
Precision defaultKvPrecision(Precision weights, const GpuSpec& gpu, Engine engine);

/// Context a model is planned at, in tokens: its stated maximum, else 131 072.
double plannedContext(const ModelSpec& m);

/// The single-configuration request the estimator sees for one candidate of the scenario: its
/// model, mean token lengths, training workload and runtime on `gpu` at `precision` and `layout`.
EstimateRequest scenarioRequest(const Scenario& s, const GpuSpec& gpu, Precision precision,
                                const Layout& layout);

/// Default sweep axes: batches 1..1024 in powers of two; contexts 512..the model's context in
/// powers of two (and the scenario's mean input).
SweepAxes defaultSweepAxes(const Scenario& s);

} // namespace rightsizer::model
