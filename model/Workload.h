#pragma once

#include "ModelSpec.h"
#include "Units.h"

namespace rightsizer::model {

enum class Mode { Serve, Train, Lora, Qlora };
enum class Recompute { None, Selective, Full };
/// The serving engine that runs the model: each has its own fitted kernel efficiency and
/// per-step and per-request overheads (catalog/data/efficiency.json).
enum class Engine { Vllm, Sglang, Trtllm, LlamaCpp };

std::string_view modeName(Mode m);
Result<Mode> parseMode(std::string_view text, const std::string& field);
std::string_view recomputeName(Recompute r);
Result<Recompute> parseRecompute(std::string_view text, const std::string& field);
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

struct ServeWorkload {
    double inputTokens = 1024;
    double outputTokens = 256;
    int concurrency = 0; ///< concurrent sequences per replica; 0 = the largest that fits
};

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
};

/// What the serving stack and runtime take for themselves. Defaults are the public defaults
/// of vLLM / TensorRT-LLM, made explicit so that the planner can see and change them.
struct RuntimeAssumptions {
    Engine engine = Engine::Vllm;         ///< vLLM: the most widely deployed serving engine
    double memoryUtilization = 0.90;      ///< vLLM gpu_memory_utilization default
    double trainMemoryUtilization = 0.95; ///< what a training job may allocate
    double overheadBytes = 1.5 * kGiB;    ///< CUDA context, cuBLAS workspace, allocator slack
    double collectiveOverheadBytes = 0.5 * kGiB; ///< NCCL buffers when a replica spans GPUs
    double prefillChunkTokens = 8192;            ///< TensorRT-LLM max_num_tokens default
    int maxBatch = 2048;                         ///< TensorRT-LLM max_batch_size default
    double networkBytesPerSPerGpu = 50e9;        ///< 400 Gb/s NIC per GPU across nodes
};

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

/// Checks layout and workload against the model and GPU; the error names the field.
Result<bool> validateRequest(const EstimateRequest& r);

} // namespace rightsizer::model
