#pragma once

#include "Workload.h"

#include <string_view>
#include <utility>

namespace rightsizer::model {

/// Which pipeline stage a training estimate describes: the only one (pp 1), or the fullest of
/// the first (embedding, most micro-batches in flight), a middle one (more layers where pp does
/// not divide them) and the last (LM head, logits).
enum class PipelineStage { Only, First, Middle, Last };
std::string_view pipelineStageName(PipelineStage s);

/// How the training figures of a MemoryBreakdown were made up, on the GPU at the peak.
struct TrainingPeak {
    PipelineStage stage = PipelineStage::Only;
    int stageIndex = 0;                 ///< 0-based pipeline stage of that GPU
    int stageLayers = 0;                ///< transformer layers on that stage
    double paramsPerGpu = 0;            ///< parameters of that GPU's layers (TP share, unsharded)
    double activationSets = 0;          ///< layers x micro-batches whose activations it holds
    double activationBytesPerLayer = 0; ///< one layer, one micro-batch, that GPU's share
    double logitsBytes = 0;             ///< one micro-batch's logits and loss (last stage)
    /// Full recompute: the layer being recomputed holds all its activations meanwhile.
    double recomputeBytes = 0;
};

/// The terms of a MemoryBreakdown, to name the one that dominates.
enum class MemoryPart { Weights, KvCache, Activations, Gradients, Optimizer, Overhead };
std::string_view memoryPartName(MemoryPart p);

/// Per-GPU memory, in bytes.
struct MemoryBreakdown {
    double weightsBytes = 0;
    double kvCacheBytes = 0;
    double activationsBytes = 0;
    double gradientsBytes = 0;
    double optimizerBytes = 0;
    double overheadBytes = 0;
    double totalPerGpuBytes = 0;
    double usablePerGpuBytes = 0;
    bool fits = false;
    double shortfallBytes = 0; ///< total - usable when it does not fit, else 0
    TrainingPeak training;     ///< training modes only
};

/// The largest term of the total and its bytes.
std::pair<MemoryPart, double> largestPart(const MemoryBreakdown& m);

/// Weight bytes per GPU, split into the parts that are always read and the MoE experts.
struct WeightShard {
    double totalBytes = 0; ///< whole model
    double perGpuBytes = 0;
    double expertPerGpuBytes = 0;
};

/// Weight storage of the whole model and of one GPU's shard (dense parts split tp*pp ways,
/// experts over pp * max(tp, ep)). Quantized formats keep embeddings in 16-bit where the
/// serving stacks do.
WeightShard weightShard(const ModelSpec& m, const ParameterCount& p, Precision precision,
                        const Layout& layout);

/// KV cache bytes for one token over all layers, no parallelism (2*L*a_kv*d_h*B; MLA:
/// L*(kv_lora_rank + rope_dim)*B). Llama-3.1-8B bf16: 131072.
double kvBytesPerToken(const ModelSpec& m, double bytesPerElement);

/// KV cache bytes one GPU holds for one sequence of `tokens` tokens: its pp share of layers,
/// its tp share of KV heads (never below one head), sliding-window layers capped at the window.
double kvBytesPerSequencePerGpu(const ModelSpec& m, double tokens, double bytesPerElement, int tp,
                                int pp);

/// Speculative decoding's draft on one GPU of a replica (0 when off): a draft model at the
/// target's precision sharded over tp (vLLM runs it with the target's tensor parallelism), or
/// one MTP/EAGLE decoder layer of the target (it shares the target's embedding and LM head).
double draftWeightBytesPerGpu(const EstimateRequest& r, const ParameterCount& p);
/// The draft's KV cache per token of context on one GPU (0 when off): the draft model's own
/// layers, or the one layer of an MTP/EAGLE head.
double draftKvBytesPerTokenPerGpu(const EstimateRequest& r);
/// KV bytes per GPU that one running sequence of the mean length holds (the target's and the
/// draft's caches), less the prefix it shares with others through the prefix cache.
double servingKvBytesPerSequence(const EstimateRequest& r);
/// KV bytes per GPU of the one copy of the shared prefix the cache keeps (0 without prefix
/// caching).
double sharedPrefixKvBytes(const EstimateRequest& r);

/// Serving memory per GPU at `concurrency` concurrent sequences of input+output tokens, with
/// the draft's weights and cache under speculative decoding and one shared copy of a cached
/// prefix.
MemoryBreakdown servingMemory(const EstimateRequest& r, const ParameterCount& p,
                              double concurrency);

/// Largest concurrency whose KV cache fits beside weights, activations and overhead (0: none).
int maxConcurrencyFit(const EstimateRequest& r, const ParameterCount& p);

/// Concurrency a replica runs at when none is given: the largest that fits, capped at the
/// runtime's max batch (0 when not one sequence fits).
int defaultConcurrency(const EstimateRequest& r, const ParameterCount& p);

/// Training / LoRA / QLoRA memory per GPU, in bytes, on the GPU at the peak: with pp > 1 the
/// fullest pipeline stage (`training` says which and how the activations add up). Usable memory is
/// runtime-visible memory x trainMemoryUtilization.
MemoryBreakdown trainingMemory(const EstimateRequest& r, const ParameterCount& p);

/// LoRA adapter parameters at rank r on every linear layer of attention and MLP.
double loraAdapterParams(const ModelSpec& m, double rank);

/// Bytes per parameter of training state with Adam, as Megatron-LM keeps it ("Distributed
/// Optimizer", bytes-per-parameter table): bf16 weights 2 + fp32 main gradients 4 + fp32 master
/// weights, m and v 12 = 18; fp16 weights 2 + fp16 gradients 2 + fp32 master, main gradients, m
/// and v 16 = 20; fp32 4 + 4 + 8 = 16. Unless `fp32Gradients`, bf16 and fp8 keep 2-byte
/// gradients (NVIDIA's performance recipes: grad_reduce_in_fp32 = False). FP8 training keeps its
/// weights in FP8, 1 byte, the fp32 master copy in the optimizer (NeMo's bf16_with_fp8_mixed:
/// fp8_param_gather). ZeRO-1 shards `optimizer` over DP (Megatron's 6 + 12/d, 4 + 16/d, 8 + 8/d),
/// ZeRO-2 also `gradients`, ZeRO-3 also `weights`.
struct TrainingBytesPerParam {
    double weights = 2;
    double gradients = 4;
    double optimizer = 12;
};
TrainingBytesPerParam trainingBytesPerParam(Precision p, bool fp32Gradients);

} // namespace rightsizer::model
