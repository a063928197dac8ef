#pragma once

#include "ModelSpec.h"
#include "Units.h"

#include <optional>

namespace rightsizer::model {

enum class Mode { Serve, Train, Lora, Qlora };
enum class Recompute { None, Selective, Full };
inline constexpr Mode kAllModes[] = {Mode::Serve, Mode::Train, Mode::Lora, Mode::Qlora};
inline constexpr Recompute kAllRecomputes[] = {Recompute::None, Recompute::Selective,
                                               Recompute::Full};
/// The serving engine that runs the model: each has its own fitted kernel efficiency and
/// per-step and per-request overheads (catalog/data/efficiency.json).
enum class Engine { Vllm, Sglang, Trtllm, LlamaCpp };

std::string_view modeName(Mode m);
Result<Mode> parseMode(std::string_view text, const std::string& field);
std::string_view recomputeName(Recompute r);
/// The recompute a mode runs with unless told: full for LoRA and QLoRA (PEFT fine-tuning runs
/// with gradient checkpointing as a rule), selective (what FlashAttention keeps) otherwise.
Recompute defaultRecompute(Mode m);
Result<Recompute> parseRecompute(std::string_view text, const std::string& field);
/// "fp32" or "16bit" (the training type's 16-bit format): TrainWorkload::fp32Gradients.
std::string_view gradientPrecisionName(bool fp32Gradients);
/// Accepts "fp32", "16bit" and, as aliases of 16bit, "bf16" and "fp16"; true for fp32.
Result<bool> parseGradientPrecision(std::string_view text, const std::string& field);
/// "vllm", "sglang", "trtllm", "llama.cpp".
std::string_view engineName(Engine e);
/// Human-readable name: "vLLM", "SGLang", "TensorRT-LLM", "llama.cpp".
std::string_view engineLabel(Engine e);
/// Accepts the names above, case-insensitively, and "tensorrt-llm", "llamacpp" as aliases.
Result<Engine> parseEngine(std::string_view text, const std::string& field);
inline constexpr Engine kAllEngines[] = {Engine::Vllm, Engine::Sglang, Engine::Trtllm,
                                         Engine::LlamaCpp};

/// Parallel layout. gpus is the total: serving replicas = gpus / (tp*pp); training
/// data-parallel degree = gpus / (tp*pp). ep shards MoE experts.
struct Layout {
    int gpus = 1;
    int tp = 1;
    int pp = 1;
    int ep = 1;
};

/// A token-length distribution given by its mean and 95th percentile. Other quantiles follow a
/// log-normal whose median is the mean and whose p95 is the p95: simple, monotonic, and exact at
/// the two figures a planner states.
struct TokenDistribution {
    double mean = 1024;
    double p95 = 1024;
    /// Tokens at quantile q (0 < q < 1), rounded up to a whole token.
    double quantile(double q) const;
};

struct ServeWorkload {
    double inputTokens = 1024;
    double outputTokens = 256;
    int concurrency = 0; ///< concurrent sequences per replica; 0 = the largest that fits
    /// Poisson arrivals per second, whole deployment (0: none given). With a rate, concurrency
    /// caps the running sequences instead of fixing them.
    double ratePerS = 0;
    double inputTokensP95 = 0;  ///< 0: every prompt has inputTokens
    double outputTokensP95 = 0; ///< 0: every answer has outputTokens
    /// Prefix caching (schema 6): requests that find their first prefixTokens tokens (a shared
    /// system prompt, an agent's tool list, earlier turns) in the engine's cache, which happens
    /// to a fraction prefixHitRate of them, skip their prefill and share one copy of their KV
    /// blocks (vLLM automatic prefix caching, SGLang RadixAttention, TensorRT-LLM KV reuse).
    double prefixTokens = 0;
    double prefixHitRate = 0; ///< 0..1
};

/// Prompt tokens a request with `inputTokens` finds cached, on average: hit rate x the shared
/// prefix, and at most all but the prompt's last token (whose logits give the first token).
double cachedPrefixTokens(const ServeWorkload& w, double inputTokens);

struct TrainWorkload {
    double seqLen = 4096;
    double globalBatch = 256; ///< sequences per optimizer step
    double microBatch = 1;    ///< sequences per GPU per forward/backward
    /// 0: replicated states; 1: optimizer states sharded over DP (Megatron's distributed
    /// optimizer); 2: gradients too; 3: weights too (FSDP).
    int zeroStage = 1;
    Recompute recompute = Recompute::Selective;
    double loraRank = 16;
    /// Model chunks per pipeline rank under the interleaved 1F1B schedule (1: plain 1F1B).
    int virtualStages = 1;
    /// Context parallelism: each sequence split over cp GPUs (Megatron-LM's context_parallel_size,
    /// ring attention). Activations and logits hold seq_len / cp tokens per GPU; the parameters
    /// are replicated over cp, so the distributed optimizer shards over DP x cp.
    int contextParallel = 1;
    /// Gradient buffer in fp32 (Megatron-LM's default for bf16,
    /// "accumulate_allreduce_grads_in_fp32"; the Llama 3 paper). false: gradients kept and reduced
    /// in the 16-bit training type, as NVIDIA's published NeMo / Megatron-Bridge performance
    /// recipes run them (grad_reduce_in_fp32 = False; "NVIDIA recommends False for FP8").
    bool fp32Gradients = false;
};

/// How a serving engine decodes several tokens per step (schema 6).
enum class Speculation {
    None,
    Draft, ///< a smaller model of the same vocabulary proposes the tokens (vLLM "draft_model")
    /// Multi-token prediction or EAGLE heads: one extra decoder layer of the target's width on
    /// the target's last hidden state, sharing its embedding and LM head (DeepSeek-V3 MTP,
    /// EAGLE-1/2/3).
    Mtp,
};
inline constexpr Speculation kAllSpeculations[] = {Speculation::None, Speculation::Draft,
                                                   Speculation::Mtp};
/// "none", "draft", "mtp".
std::string_view speculationName(Speculation s);
Result<Speculation> parseSpeculation(std::string_view text, const std::string& field);

/// Speculative decoding: each step the draft proposes `tokens` tokens one after another, the
/// target checks them in one pass of tokens + 1 positions and keeps the longest accepted run
/// plus one token of its own. With each proposal accepted independently with probability
/// `acceptance`, a step emits (1 - a^(k+1)) / (1 - a) tokens on average (Leviathan, Kalman and
/// Matias, "Fast Inference from Transformers via Speculative Decoding", ICML 2023, eq. 1).
struct SpeculativeDecoding {
    Speculation method = Speculation::None;
    std::string draftModelId;       ///< Draft: the catalog model (scenario files name it)
    std::optional<ModelSpec> draft; ///< Draft: the resolved model
    int tokens = 3;                 ///< proposals per step (vLLM num_speculative_tokens)
    double acceptance = 0.7;        ///< per proposed token, 0..1
    bool enabled() const { return method != Speculation::None; }
    /// Whether the draft model runs at tensor parallelism `tp` (it must divide its heads).
    bool splitsOver(int tp) const {
        return method != Speculation::Draft || !draft ||
               (tp <= draft->heads && draft->heads % tp == 0);
    }
};

/// Expected tokens a speculative step emits: (1 - a^(k+1)) / (1 - a); k + 1 at a = 1; 1 when off.
double speculativeTokensPerStep(const SpeculativeDecoding& s);

/// "TP2 PP4 CP2": the layout as every table and report names it; PP and CP only above 1.
std::string layoutName(const Layout& l, int contextParallel = 1);

/// Training data-parallel degree: gpus / (tp x pp x cp).
double trainingDataParallel(const Layout& l, const TrainWorkload& t);

/// What the serving stack and runtime take for themselves. Defaults are the public defaults
/// of vLLM / TensorRT-LLM, made explicit so that the planner can see and change them.
struct RuntimeAssumptions {
    Engine engine = Engine::Vllm;         ///< vLLM: the most widely deployed serving engine
    double memoryUtilization = 0.90;      ///< vLLM gpu_memory_utilization default
    double trainMemoryUtilization = 0.95; ///< what a training job may allocate
    double overheadBytes = 1.5 * kGiB;    ///< CUDA context, cuBLAS workspace, allocator slack
    double collectiveOverheadBytes = 0.5 * kGiB; ///< NCCL buffers when a replica spans GPUs
    /// Tokens one forward pass may carry (decode rows + prompt chunks): vLLM
    /// max_num_batched_tokens, TensorRT-LLM max_num_tokens, SGLang chunked_prefill_size.
    /// 0: the engine's default for the GPU (engineTokenBudget).
    double prefillChunkTokens = 0;
    /// Sequences running at once: vLLM max_num_seqs, TensorRT-LLM max_batch_size, SGLang
    /// max_running_requests, llama.cpp slots. 0: the engine's default (engineMaxRunning).
    int maxBatch = 0;
    /// SGLang's --enable-mixed-chunk: prompt chunks share passes with the running decodes, as
    /// vLLM's and TensorRT-LLM's always do. Off (SGLang's default): a pass is a prefill batch
    /// or a decode step, and prefill goes first. Set on calibration runs from how their harness
    /// launched SGLang; not yet a scenario or command-line field.
    bool mixedChunk = false;
    /// Mean time a request spends in the serving front end outside the engine's steps (HTTP,
    /// tokenization, detokenization, streaming the first token). 0: the engine's value fitted
    /// on OpenAI-compatible servers (EngineFactors' served request time).
    double frontEndS = 0;
    double networkBytesPerSPerGpu = 50e9; ///< 400 Gb/s NIC per GPU across nodes
    SpeculativeDecoding speculative;      ///< schema 6
};

/// The engine's default step token budget on a GPU, from each engine's published defaults:
/// vLLM V1 `vllm serve` 8192 on GPUs of at least 70 GiB other than the A100, else 2048
/// (vllm/engine/arg_utils.py, get_batch_defaults); TensorRT-LLM max_num_tokens 8192;
/// SGLang sizes chunked_prefill_size by GPU memory (8192 on 80 GB-class GPUs, less on smaller
/// ones); llama.cpp n_batch 2048.
double engineTokenBudget(Engine e, const GpuSpec& gpu);
/// The engine's default cap on running sequences: vLLM 1024 on GPUs of at least 70 GiB
/// other than the A100, else 256; TensorRT-LLM max_batch_size 2048; SGLang 4096 (in practice
/// the KV cache limits it first); llama.cpp server 4 slots.
int engineMaxRunning(Engine e, const GpuSpec& gpu);
/// The runtime's value where the scenario sets one, else the engine's default.
double tokenBudget(const RuntimeAssumptions& rt, const GpuSpec& gpu);
int maxRunning(const RuntimeAssumptions& rt, const GpuSpec& gpu);

struct EstimateRequest {
    ModelSpec model;
    GpuSpec gpu;
    Precision precision = Precision::Bf16;
    Precision kvPrecision = Precision::Bf16;
    Mode mode = Mode::Serve;
    Layout layout;
    ServeWorkload serve;
    TrainWorkload train;
    RuntimeAssumptions runtime;
};

/// Whether full training keeps fp32 gradients: always in fp32 training, never in fp16 (whose
/// fp32 copy is the optimizer's), else as TrainWorkload::fp32Gradients says.
bool gradientsInFp32(const EstimateRequest& r);

/// Checks layout and workload against the model and GPU; the error names the field.
Status validateRequest(const EstimateRequest& r);

} // namespace rightsizer::model
