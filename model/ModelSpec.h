#pragma once

#include "GpuSpec.h"

#include <string>
#include <vector>

namespace rightsizer::model {

enum class ModelKind { Llm, Moe, Vit, Diffusion };

struct MoeSpec {
    int experts = 0;
    int expertsActive = 0;
    int sharedExperts = 0;
    double expertFfn = 0;       ///< intermediate size of one routed expert
    double sharedExpertFfn = 0; ///< intermediate size of one shared expert (0: expertFfn)
    int denseLayers = 0; ///< leading layers with a dense MLP (DeepSeek first_k_dense_replace)
};

/// Multi-head latent attention (DeepSeek V2/V3): low-rank compressed K/V.
struct MlaSpec {
    double qLoraRank = 0; ///< 0: queries projected directly from the hidden state
    double kvLoraRank = 0;
    double qkNopeHeadDim = 0;
    double qkRopeHeadDim = 0;
    double vHeadDim = 0;
};

struct VisionSpec {
    int imageSize = 224;
    int patchSize = 16;
    int channels = 3;
    int numClasses = 1000;
};

struct DiffusionComponent {
    std::string name;
    double params = 0;
    std::string source;
};

struct DiffusionSpec {
    int defaultResolution = 1024;
    int defaultSteps = 50;
    int latentDownsample = 8;
    int latentChannels = 4;
    double gflopsPerStepAtDefault = 0; ///< 0 when no published figure
};

/// Architecture of a model, as in its published config. Sizes are element counts.
struct ModelSpec {
    std::string id;
    std::string name;
    ModelKind kind = ModelKind::Llm;
    int layers = 0;
    double hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    double headDim = 0;
    double ffn = 0;
    double vocab = 0;
    bool tiedEmbeddings = false;
    bool gatedMlp = true;
    bool layerNormWithBias = false; ///< LayerNorm (weight + bias) instead of RMSNorm
    bool attentionBias = false;     ///< q, k, v and o projections have biases
    bool qkvBias = false;           ///< only q, k, v have biases (Qwen2)
    bool mlpBias = false;
    bool lmHeadBias = false;
    bool parallelBlock = false; ///< attention and MLP share one input norm (GPT-J, Falcon)
    bool qkNorm = false;        ///< per-head RMSNorm on q and k (Qwen3)
    int extraNormsPerLayer = 0; ///< Gemma 2 sandwich norms
    double maxContext = 0;
    double slidingWindow = 0;            ///< 0: none
    bool slidingWindowAlternate = false; ///< only every other layer slides (Gemma 2)
    bool hasMoe = false;
    MoeSpec moe;
    bool hasMla = false;
    MlaSpec mla;
    VisionSpec vision;
    std::vector<DiffusionComponent> components;
    DiffusionSpec diffusion;
    double publishedParamsTotal = 0;
    double publishedParamsActive = 0;
    std::map<std::string, Provenance> provenance;
};

/// Parameter counts derived from the architecture (docs/design/ENGINE.md "Parameters").
struct ParameterCount {
    double total = 0;
    double active = 0;      ///< used per token (k routed + shared experts)
    double embedding = 0;   ///< input embedding table (a lookup: no matmul FLOPs)
    double lmHead = 0;      ///< output projection (0 when tied: it reuses the embedding)
    double expertTotal = 0; ///< all routed + shared expert weights
    double expertActive = 0;
    double attentionPerLayer = 0;
    /// Parameters that take part in matmuls for one token (active minus the embedding lookup).
    double matmulActive() const { return active - embedding + (lmHead == 0 ? embedding : 0); }
};

/// Counts parameters from the architecture fields.
ParameterCount countParameters(const ModelSpec& m);

/// Validates architecture fields (positive sizes, heads divide, MoE consistency).
Status validateModel(const ModelSpec& m);

std::string_view modelKindName(ModelKind k);

} // namespace rightsizer::model
