#include "EstimateVerb.h"
#include "ExitStatus.h"
#include "VerbSupport.h"

#include "EstimateOutput.h"
#include "model/Estimator.h"

#include "catalog/JsonText.h"

#include <algorithm>
#include <cstdio>
#include <iostream>

namespace rightsizer::app {
namespace {

constexpr const char* kEstimateHelp =
    R"(usage: rightsizer estimate --model ID|--model-config HF_CONFIG.json --gpu ID
         --precision P [--kv-precision P] [--mode serve|train|lora|qlora]
         [--gpus N] [--tp N] [--pp N] [--ep N]
         [--input-tokens N --output-tokens N [--concurrency N] [--rate R]
          [--input-tokens-p95 N --output-tokens-p95 N]]
         [--engine vllm|sglang|trtllm|llama.cpp] [--front-end-ms T]
         [--prefix-tokens N --prefix-hit-rate F]
         [--speculative draft|mtp [--draft-model ID] [--spec-tokens K] [--spec-acceptance A]]
         [--disagg --prefill-workers P --decode-workers D [--prefill-tp N] [--prefill-gpu ID]
          [--prefill-precision P] [--kv-link auto|fabric|network|pcie]]
         [--seq-len N --global-batch N --micro-batch N --zero 0..3 --recompute none|selective|full
          --vp N --cp N --grad-precision 16bit|fp32]
         [--lora-rank R] [--memory-utilization F] [--overhead-gib G] [--json]

  --gpus          total GPUs (default tp*pp); serving replicas = gpus/(tp*pp), training DP likewise
  --ep            shards MoE experts over ep GPUs (default 1: experts split like the rest, tp*pp
                  ways); ep may span replicas (data-parallel attention + expert parallelism)
  --concurrency   concurrent sequences (images for vision/diffusion) per replica
                  (default: the largest that fits, at most the engine's cap; images: 1).
                  Given, the latency under load is what a closed-loop benchmark at this
                  concurrency measures (vLLM benchmark_serving, genai-perf/aiperf): TTFT, TPOT,
                  inter-token and end-to-end p50/p90/p99 from a simulation of the engine's
                  scheduler (token budget per step, chunked prefill, FCFS queue, KV cache)
  --rate          requests/s arriving (Poisson) at the whole deployment: the latency
                  percentiles your fleet gives at your traffic; --concurrency then caps the
                  running sequences per replica
  --input-tokens-p95 / --output-tokens-p95   lengths vary (log-normal through the mean and
                  p95), as in a plan's demand; default: every request has the mean length
  --input-tokens / --output-tokens   default 1024 / 256
  --engine        the serving engine; each has its own fitted efficiency and overheads
                  (default vllm)
  --front-end-ms  mean time a request spends in the serving front end outside the engine's
                  steps (HTTP, tokenization, detokenization, streaming the first token), which
                  --concurrency and --rate add to TTFT and end-to-end latency; default: the
                  engine's value fitted on OpenAI-compatible servers (calibrate-reference prints
                  it as "served request"); an in-process or Triton front end spends ~10-20 ms
  --prefix-tokens / --prefix-hit-rate   prefix caching: requests share a prefix of N tokens
                  (a system prompt, tool list or earlier turns) and a fraction F (0..1) of them
                  find it cached: they skip its prefill, and its KV blocks are held once
  --speculative   speculative decoding: "draft" (a smaller catalog model, --draft-model, with
                  the target's tokenizer) or "mtp" (multi-token prediction / EAGLE heads: one
                  decoder layer of the target); --spec-tokens K proposals per step (default
                  3), each accepted with probability --spec-acceptance A (default 0.7): a step
                  emits (1 - A^(K+1)) / (1 - A) tokens (Leviathan et al. 2023). Typical A: 0.85
                  to 0.9 for DeepSeek-V3's MTP head at K 1 (its technical report, 5.4.3);
                  lower for chat-style drafts and high temperatures
  --disagg        disaggregated serving: --prefill-workers P prefill workers (--prefill-tp,
                  --prefill-gpu, --prefill-precision; default the decode worker's) hand each
                  request's KV cache over --kv-link auto|fabric|network|pcie to --decode-workers
                  D decode workers (--gpu, --precision, --tp). --concurrency and --rate then
                  count clients and requests/s over the whole deployment; --gpus is refused
  --kv-precision  KV cache format (default: fp8 for fp8/fp4 models under trtllm on GPUs with fp8,
                  else bf16, or fp16 where the GPU lacks bf16, as vLLM's "auto")
  --seq-len       default 4096 (at most the model's context); --global-batch default
                  micro-batch x DP x PP (one micro-batch per pipeline stage in flight)
  --micro-batch 1, --zero 1, --recompute selective (full for lora/qlora), --lora-rank 16 by
                  default; "none" keeps the attention scores of unfused attention; selective
                  stores what FlashAttention keeps (Korthikanti et al. 2022)
  --zero          0 replicated, 1 optimizer states sharded over DP (Megatron's distributed
                  optimizer: bf16 6 + 12/DP bytes/param), 2 gradients too, 3 weights too (FSDP)
  --vp            model chunks per pipeline rank, interleaved 1F1B (default 1); where pp does
                  not divide the layers, the extra layers go to the middle stages first, so
                  the first and last stages get fewer (as Llama 3 ran 126 layers on 16)
  --cp            context parallelism: each sequence split over cp GPUs (default 1); gpus =
                  tp x pp x cp x DP, seq-len a multiple of 2 x cp
  --grad-precision  16bit (default: gradients kept and reduced in bf16/fp16, as NVIDIA's NeMo
                  and Megatron-Bridge recipes run) or fp32 (Megatron-LM's default for bf16);
                  fp8 training keeps FP8 weights with an fp32 master copy
  --memory-utilization  fraction of GPU memory the runtime may use (default 0.90 serve, 0.95 train)
  --overhead-gib  CUDA context and workspaces (default 1.5; +0.5 for NCCL when more than one
                  GPU); the memory left above --memory-utilization is the allocator's reserve
  precisions      fp32 bf16 fp16 fp8 int8 int4 fp4 gguf-q8_0 gguf-q4_k_m gguf-q4_0
                  (qlora always keeps the frozen base in 4-bit NF4)
Exit status: 0 fits, 1 does not fit (the shortfall is printed), 2 bad input.
)";

} // namespace

int runEstimate(const std::vector<std::string>& args, const catalog::Catalog& catalog,
                std::ostream& out, std::ostream& err) {
    const bool disaggregated = std::find(args.begin(), args.end(), "--disagg") != args.end();
    if (disaggregated && std::find(args.begin(), args.end(), "--help") == args.end())
        return runDisaggregatedEstimate(args, catalog, out, err);
    bool json = false, help = false;
    auto request = estimateRequestFromArgs(args, catalog, json, help);
    if (help) {
        out << kEstimateHelp;
        return kExitOk;
    }
    if (!request) {
        err << "rightsizer estimate: " << request.error().message << "\n";
        return kExitBadInput;
    }
    auto result = model::estimate(*request, catalog.efficiency);
    if (!result) {
        err << "rightsizer estimate: " << result.error().message << "\n";
        return kExitBadInput;
    }
    if (json)
        out << catalog::dumpJson(estimateToJson(*request, *result), 2) << "\n";
    else
        out << estimateToText(*request, *result);
    const model::MemoryBreakdown& m = result->memory;
    if (!m.fits) {
        printTo(err,
                "rightsizer estimate: does not fit: needs %.1f GiB per GPU, %.1f GiB usable "
                "(short %.1f GiB)\n",
                m.totalPerGpuBytes / model::kGiB, m.usablePerGpuBytes / model::kGiB,
                m.shortfallBytes / model::kGiB);
        return kExitInfeasible;
    }
    return kExitOk;
}

} // namespace rightsizer::app
