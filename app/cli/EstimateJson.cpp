#include "EstimateOutput.h"

namespace rightsizer::app {
namespace {

using nlohmann::ordered_json;
using namespace rightsizer::model;

void putBand(ordered_json& j, const std::string& key, const Band& b) {
    j[key] = b.value;
    j[key + "_low"] = b.low;
    j[key + "_high"] = b.high;
}

ordered_json inputJson(const EstimateRequest& r) {
    ordered_json j;
    j["model"] = r.model.id;
    j["gpu"] = r.gpu.id;
    j["precision"] = precisionInfo(r.precision).name;
    j["kv_precision"] = precisionInfo(r.kvPrecision).name;
    j["mode"] = modeName(r.mode);
    j["gpus"] = r.layout.gpus;
    j["tp"] = r.layout.tp;
    j["pp"] = r.layout.pp;
    j["ep"] = r.layout.ep;
    if (r.mode == Mode::Serve) {
        j["input_tokens"] = r.serve.inputTokens;
        j["output_tokens"] = r.serve.outputTokens;
        j["concurrency"] =
            r.serve.concurrency > 0 ? ordered_json(r.serve.concurrency) : ordered_json();
        j["engine"] = engineName(r.runtime.engine);
        j["memory_utilization"] = r.runtime.memoryUtilization;
        j["step_token_budget"] = tokenBudget(r.runtime, r.gpu);
        j["max_running_sequences"] = maxRunning(r.runtime, r.gpu);
    } else {
        j["seq_len"] = r.train.seqLen;
        j["global_batch"] = r.train.globalBatch;
        j["micro_batch"] = r.train.microBatch;
        j["zero"] = r.train.zeroStage;
        j["vp"] = r.train.virtualStages;
        j["cp"] = r.train.contextParallel;
        if (r.mode == Mode::Train)
            j["grad_precision"] = gradientPrecisionName(gradientsInFp32(r));
        j["recompute"] = recomputeName(r.train.recompute);
        if (r.mode != Mode::Train)
            j["lora_rank"] = r.train.loraRank;
        j["memory_utilization"] = r.runtime.trainMemoryUtilization;
    }
    j["runtime_overhead_bytes"] = r.runtime.overheadBytes;
    return j;
}

ordered_json loadJson(const ServeEstimate& s) {
    return loadLatencyJson(s.arrival, s.ratePerSPerReplica, s.scheduler, s.load, s.ttftP50S,
                           s.tpotP50S);
}

/// The memory breakdown per GPU, with the training peak's details for training modes.
ordered_json memoryJson(const EstimateRequest& r, const EstimateResult& e) {
    const MemoryBreakdown& m = e.memory;
    ordered_json j = {{"weights_bytes", m.weightsBytes},
                      {"kv_cache_bytes", m.kvCacheBytes},
                      {"activations_bytes", m.activationsBytes},
                      {"gradients_bytes", m.gradientsBytes},
                      {"optimizer_bytes", m.optimizerBytes},
                      {"overhead_bytes", m.overheadBytes},
                      {"total_per_gpu_bytes", m.totalPerGpuBytes},
                      {"usable_per_gpu_bytes", m.usablePerGpuBytes},
                      {"fits", m.fits},
                      {"shortfall_bytes", m.shortfallBytes},
                      {"largest_part", memoryPartName(largestPart(m).first)}};
    if (r.mode != Mode::Serve) {
        const TrainingPeak& t = m.training;
        j["pipeline_stage"] = pipelineStageName(t.stage);
        j["pipeline_stage_index"] = t.stageIndex;
        j["stage_layers"] = t.stageLayers;
        j["params_per_gpu"] = t.paramsPerGpu;
        j["activation_sets"] = t.activationSets;
        j["activation_bytes_per_layer"] = t.activationBytesPerLayer;
        j["logits_bytes"] = t.logitsBytes;
        j["recompute_working_bytes"] = t.recomputeBytes;
    }
    return j;
}

/// The serving estimate: replicas, concurrency, bands, load simulation and decode bound.
ordered_json serveJson(const EstimateRequest& r, const ServeEstimate& s) {
    ordered_json sj;
    sj["replicas"] = s.replicas;
    sj["concurrency"] = s.concurrency;
    sj["max_concurrency_fit"] = s.maxConcurrencyFit;
    if (r.model.kind == ModelKind::Vit || r.model.kind == ModelKind::Diffusion) {
        putBand(sj, "images_per_s", s.imagesPerS);
        putBand(sj, "seconds_per_batch", s.secondsPerImage);
    } else {
        putBand(sj, "ttft_s", s.ttftS);
        putBand(sj, "tpot_s", s.tpotS);
        putBand(sj, "output_tokens_per_s", s.outputTokensPerS);
        putBand(sj, "output_tokens_per_s_per_gpu", s.outputTokensPerSPerGpu);
        sj["prefill_s"] = s.prefillS;
        sj["decode_step_s"] = s.decodeStepS;
        sj["crossover_batch"] =
            s.crossoverBatch > 0 ? ordered_json(s.crossoverBatch) : ordered_json();
        if (s.loadSimulated)
            sj["under_load"] = loadJson(s);
        if (r.serve.prefixTokens > 0 && r.serve.prefixHitRate > 0)
            sj["prefix_caching"] = {{"prefix_tokens", r.serve.prefixTokens},
                                    {"hit_rate", r.serve.prefixHitRate},
                                    {"cached_tokens_per_request", s.cachedPrefixTokens}};
        if (const SpeculativeDecoding& sd = r.runtime.speculative; sd.enabled()) {
            ordered_json spec = {{"method", std::string(speculationName(sd.method))}};
            if (sd.method == Speculation::Draft && sd.draft)
                spec["draft_model"] = sd.draft->id;
            spec["proposals_per_step"] = sd.tokens;
            spec["acceptance"] = sd.acceptance;
            spec["tokens_per_step"] = s.tokensPerStep;
            spec["tpot_without_s"] = s.tpotWithoutSpeculationS;
            sj["speculative"] = spec;
        }
    }
    sj["decode_bound"] = s.decodeComputeBound ? "compute" : "memory";
    return sj;
}

/// The training estimate: data parallelism, step time and throughput bands, MFU and bubble.
ordered_json trainJson(const TrainEstimate& t) {
    ordered_json tj;
    tj["data_parallel"] = t.dataParallel;
    tj["tokens_per_step"] = t.tokensPerStep;
    putBand(tj, "step_time_s", t.stepTimeS);
    putBand(tj, "tokens_per_s", t.tokensPerS);
    putBand(tj, "tokens_per_s_per_gpu", t.tokensPerSPerGpu);
    tj["mfu"] = t.mfu;
    tj["pipeline_bubble"] = t.bubbleFraction;
    tj["step_parts_s"] = {{"matmul", t.parts.matmulS},
                          {"non_matmul", t.parts.nonMatmulS},
                          {"tp_all_reduce", t.parts.tpCommS},
                          {"expert_all_to_all", t.parts.expertCommS},
                          {"pipeline_bubble", t.parts.bubbleS}};
    return tj;
}

/// The calibration the estimate used: the serving or training efficiency group and its spread.
ordered_json efficiencyJson(const EstimateRequest& r, const EstimateResult& e) {
    const EfficiencyChoice& c = e.efficiency;
    if (r.mode == Mode::Serve)
        return {{"group", c.servingGroup},
                {"calibrated", c.servingCalibrated},
                {"compute_eff", c.serving.computeEff},
                {"memory_eff", c.serving.memoryEff},
                {"decode_step_overhead_s", e.overheads.decodeStepS},
                {"sigma_log", c.serving.sigmaLog},
                {"band", "90 %"}};
    return {{"group", c.trainingGroup},           {"calibrated", c.trainingCalibrated},
            {"matmul_eff", c.training.matmulEff}, {"non_matmul_bytes", c.training.nonMatmulBytes},
            {"sigma_log", c.training.sigmaLog},   {"band", "90 %"}};
}

} // namespace

ordered_json estimateToJson(const EstimateRequest& r, const EstimateResult& e) {
    ordered_json j;
    j["input"] = inputJson(r);
    j["model"] = {{"id", r.model.id},
                  {"kind", modelKindName(r.model.kind)},
                  {"params_total", e.params.total},
                  {"params_active", e.params.active},
                  {"published_params_total", r.model.publishedParamsTotal}};
    j["gpu"] = {{"id", r.gpu.id},
                {"memory_runtime_bytes", r.gpu.memoryRuntimeBytes},
                {"memory_bandwidth_bytes_per_s", r.gpu.memoryBandwidthBytesPerS},
                {"compute_precision", computeKindName(e.compute.kind)},
                {"dense_flops_per_s", e.compute.flopsPerS},
                {"precision_native", e.compute.native}};
    j["memory"] = memoryJson(r, e);
    j["kv_cache_bytes_per_token"] = e.kvBytesPerToken;
    if (r.mode == Mode::Serve)
        j["serve"] = serveJson(r, e.serve);
    else
        j["train"] = trainJson(e.train);
    j["efficiency"] = efficiencyJson(r, e);
    j["warnings"] = model::englishTexts(e.warnings);
    return j;
}

ordered_json loadLatencyJson(Arrival arrival, double ratePerSPerReplica,
                             const SchedulerSettings& scheduler, const LoadLatency& load,
                             const Band& ttftP50S, const Band& tpotP50S) {
    auto percentiles = [](const LatencyPercentiles& p) {
        return ordered_json{
            {"mean", p.mean}, {"p50", p.p50}, {"p90", p.p90}, {"p95", p.p95}, {"p99", p.p99}};
    };
    ordered_json j;
    j["arrival"] = arrival == Arrival::OpenLoop ? "poisson" : "closed-loop";
    if (arrival == Arrival::OpenLoop)
        j["requests_per_s_per_replica"] = ratePerSPerReplica;
    j["step_token_budget"] = scheduler.tokenBudget;
    j["max_running_sequences"] = scheduler.maxRunning;
    j["kv_cache_tokens"] = scheduler.kvCapacityTokens;
    j["ttft_s"] = percentiles(load.ttftS);
    j["tpot_s"] = percentiles(load.tpotS);
    if (load.interTokenMeasured)
        j["inter_token_s"] = percentiles(load.itlS);
    j["end_to_end_s"] = percentiles(load.e2eS);
    putBand(j, "ttft_p50_s", ttftP50S);
    putBand(j, "tpot_p50_s", tpotP50S);
    j["served_requests_per_s"] = load.requestsPerS;
    j["served_output_tokens_per_s"] = load.outputTokensPerS;
    j["mean_decoding_sequences"] = load.meanRunning;
    j["measured_requests"] = load.measured;
    j["saturated"] = load.saturated;
    return j;
}

} // namespace rightsizer::app
