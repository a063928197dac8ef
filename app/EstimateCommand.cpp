#include "EstimateCommand.h"

#include "EstimateOutput.h"
#include "model/Estimator.h"

#include <iostream>

namespace rightsizer::app {
namespace {

constexpr const char* kHelp =
    R"(usage: rightsizer estimate --model ID|--model-config HF_CONFIG.json --gpu ID
         --precision P [--kv-precision P] [--mode serve|train|lora|qlora]
         [--gpus N] [--tp N] [--pp N] [--ep N]
         [--input-tokens N --output-tokens N [--concurrency N]]
         [--seq-len N --global-batch N --micro-batch N --zero 0..3 --recompute none|selective|full]
         [--lora-rank R] [--memory-utilization F] [--overhead-gib G] [--json]

  --gpus          total GPUs (default tp*pp); serving replicas = gpus/(tp*pp), training DP likewise
  --concurrency   concurrent sequences per replica (default: the largest that fits, at most 2048)
  --kv-precision  KV cache format (default: bf16, fp16 or fp32 as vLLM's "auto")
  precisions      fp32 bf16 fp16 fp8 int8 int4 fp4 gguf-q8_0 gguf-q4_k_m gguf-q4_0
Exit status: 0 fits, 1 does not fit (the shortfall is printed), 2 bad input.
)";

} // namespace

int runEstimate(const std::vector<std::string>& args, const catalog::Catalog& catalog) {
    bool json = false, help = false;
    auto request = estimateRequestFromArgs(args, catalog, json, help);
    if (help) {
        std::cout << kHelp;
        return kExitOk;
    }
    if (!request) {
        std::cerr << "rightsizer estimate: " << request.error().message << "\n";
        return kExitBadInput;
    }
    auto result = model::estimate(*request, catalog.efficiency);
    if (!result) {
        std::cerr << "rightsizer estimate: " << result.error().message << "\n";
        return kExitBadInput;
    }
    if (json)
        std::cout << estimateToJson(*request, *result).dump(2) << "\n";
    else
        std::cout << estimateToText(*request, *result);
    const model::MemoryBreakdown& m = result->memory;
    if (!m.fits) {
        std::cerr << "rightsizer estimate: does not fit: needs " << m.totalPerGpuBytes / model::kGiB
                  << " GiB per GPU, " << m.usablePerGpuBytes / model::kGiB << " GiB usable (short "
                  << m.shortfallBytes / model::kGiB << " GiB)\n";
        return kExitInfeasible;
    }
    return kExitOk;
}

} // namespace rightsizer::app
