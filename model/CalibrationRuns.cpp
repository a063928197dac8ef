// How the published serving runs were served, for the calibration fit (Calibration.cpp): the
// memory each engine's server takes by default, which engine factors a run belongs to, and the
// time outside the engine's passes that fits its closed-loop runs.
#include "CalibrationInternal.h"

#include "MemoryEstimator.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rightsizer::model::calibration_detail {

/// The request as the engine's server runs it by default: the share of GPU memory it takes
/// for weights and KV cache. vLLM: gpu_memory_utilization 0.9 of the memory. SGLang 0.5:
/// mem_fraction_static = (memory - reserved) / memory with reserved (9.5 + tp/2) GiB below
/// 90 GiB (H100), (12 + tp/2) GiB below 160 GiB (H200), 32 GiB above (server_args.py).
/// TensorRT-LLM: kv_cache_free_gpu_mem_fraction 0.9 of the memory left after the weights.
EstimateRequest servedRequest(EstimateRequest r, const ParameterCount& p) {
    const double m = r.gpu.memoryRuntimeBytes;
    if (m <= 0)
        return r;
    constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
    switch (r.runtime.engine) {
    case Engine::Vllm:
        r.runtime.memoryUtilization = 0.9;
        break;
    case Engine::Sglang: {
        const double tp = r.layout.tp * r.layout.pp;
        const double reserved = m < 90 * kGiB    ? (9.5 + tp / 2) * kGiB
                                : m < 160 * kGiB ? (12 + tp / 2) * kGiB
                                                 : 32 * kGiB;
        r.runtime.memoryUtilization = std::clamp((m - reserved) / m, 0.05, 1.0);
        break;
    }
    case Engine::Trtllm: {
        const double weights = weightShard(r.model, p, r.precision, r.layout).perGpuBytes;
        r.runtime.memoryUtilization = std::clamp((weights + 0.9 * (m - weights)) / m, 0.05, 1.0);
        break;
    }
    case Engine::LlamaCpp:
        break;
    }
    return r;
}

/// The engine a row ran on: its name on the vendor's backend ("vllm/NVIDIA"). An older stack's
/// runs ("vllm@2024/NVIDIA") get factors of their own where the same engine was also measured
/// current on that vendor: engines rewrite their schedulers and kernels between generations
/// (vLLM's V1 engine of 2025 moved scheduling, sampling and detokenization off the GPU's
/// critical path), so a 2024 run's per-step costs say little about today's. llama.cpp's own
/// llama-bench (May 2024 builds) decodes 1.5-2x faster per byte of bandwidth on the same GPU
/// families than LLM-Inference-Bench's llama.cpp runs (whose build and harness the study does
/// not record): the engine's own benchmark stands for it. Where only older runs exist they stand
/// for the engine, as the best evidence there is.
std::string engineKey(const ServingMeasurement& m, const std::set<std::string>& measuredCurrent) {
    const std::string engine = std::string(engineName(m.request.runtime.engine));
    const std::string vendor = "/" + m.request.gpu.vendor;
    const bool splits =
        m.request.runtime.engine == Engine::Vllm || m.request.runtime.engine == Engine::LlamaCpp;
    if (splits && !m.vintage.empty() && measuredCurrent.count(engine + vendor))
        return engine + "@" + m.vintage + vendor;
    return engine + vendor;
}

/// The served request time that minimizes the median |log(predicted/measured)| over `runs`
/// (TTFT = that time + the simulated wait and prefill, to first order), with that median.
std::pair<double, double> bestServedTime(const std::vector<std::pair<double, double>>& runs) {
    std::pair<double, double> best{0.0, std::numeric_limits<double>::infinity()};
    constexpr int kSteps = 200;
    for (int i = 0; i <= kSteps && !runs.empty(); ++i) {
        const double h =
            kOverheadMinS * std::pow(kEngineRequestMaxS / kOverheadMinS, double(i) / kSteps);
        std::vector<double> err;
        for (const auto& [simulated, measured] : runs)
            err.push_back(std::abs(std::log((simulated + h) / measured)));
        if (const double m = median(err); m < best.second)
            best = {h, m};
    }
    return best;
}

} // namespace rightsizer::model::calibration_detail
