#pragma once

#include "Workload.h"

namespace rightsizer::model {

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
};

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

/// Serving memory per GPU at `concurrency` concurrent sequences of input+output tokens.
MemoryBreakdown servingMemory(const EstimateRequest& r, const ParameterCount& p,
                              double concurrency);

/// Largest concurrency whose KV cache fits beside weights, activations and overhead (0: none).
int maxConcurrencyFit(const EstimateRequest& r, const ParameterCount& p);

/// Concurrency a replica runs at when none is given: the largest that fits, capped at the
/// runtime's max batch (0 when not one sequence fits).
int defaultConcurrency(const EstimateRequest& r, const ParameterCount& p);

/// Training / LoRA / QLoRA memory per GPU (weights, gradients, optimizer states, activations).
MemoryBreakdown trainingMemory(const EstimateRequest& r, const ParameterCount& p);

/// LoRA adapter parameters at rank r on every linear layer of attention and MLP.
double loraAdapterParams(const ModelSpec& m, double rank);

/// Bytes per parameter of training state in mixed precision with Adam: weights 2 + gradients 2
/// + fp32 master 4 + m 4 + v 4 = 16 (fp32 training: 4 + 4 + 8 = 16).
struct TrainingBytesPerParam {
    double weights = 2;
    double gradients = 2;
    double optimizer = 12;
};
TrainingBytesPerParam trainingBytesPerParam(Precision p);

} // namespace rightsizer::model
