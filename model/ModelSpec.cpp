#include "ModelSpec.h"

#include <string>

namespace rightsizer::model {
namespace {

double attentionParams(const ModelSpec& m) {
    const double h = m.hidden;
    double p = 0;
    if (m.hasMla) {
        const MlaSpec& a = m.mla;
        const double qHead = a.qkNopeHeadDim + a.qkRopeHeadDim;
        if (a.qLoraRank > 0)
            p += h * a.qLoraRank + a.qLoraRank + a.qLoraRank * m.heads * qHead; // q_a, norm, q_b
        else
            p += h * m.heads * qHead;
        p += h * (a.kvLoraRank + a.qkRopeHeadDim);                    // kv_a_proj_with_mqa
        p += a.kvLoraRank;                                            // kv_a_layernorm
        p += a.kvLoraRank * m.heads * (a.qkNopeHeadDim + a.vHeadDim); // kv_b_proj
        p += m.heads * a.vHeadDim * h;                                // o_proj
        return p;
    }
    const double q = m.heads * m.headDim;
    const double kv = m.kvHeads * m.headDim;
    p = h * q + 2.0 * h * kv + q * h;
    if (m.attentionBias || m.qkvBias)
        p += q + 2.0 * kv;
    if (m.attentionBias)
        p += h;
    if (m.qkNorm)
        p += 2.0 * m.headDim;
    return p;
}

double mlpParams(const ModelSpec& m, double ffn) {
    const double h = m.hidden;
    double p = (m.gatedMlp ? 3.0 : 2.0) * h * ffn;
    if (m.mlpBias)
        p += (m.gatedMlp ? 2.0 : 1.0) * ffn + h;
    return p;
}

double normParams(const ModelSpec& m) {
    return m.layerNormWithBias ? 2.0 * m.hidden : m.hidden;
}

ParameterCount countVision(const ModelSpec& m) {
    ParameterCount c;
    const VisionSpec& v = m.vision;
    const double h = m.hidden;
    const double patches = (v.imageSize / v.patchSize) * (v.imageSize / v.patchSize);
    const double patchEmbed = v.channels * v.patchSize * v.patchSize * h + h;
    const double positions = (patches + 1) * h + h; // position table + class token
    c.attentionPerLayer = attentionParams(m);
    const double perLayer =
        c.attentionPerLayer + mlpParams(m, m.ffn) + (2 + m.extraNormsPerLayer) * normParams(m);
    const double head = v.numClasses > 0 ? h * v.numClasses + v.numClasses : 0;
    c.total = patchEmbed + positions + m.layers * perLayer + normParams(m) + head;
    c.active = c.total;
    return c;
}

} // namespace

std::string_view modelKindName(ModelKind k) {
    switch (k) {
    case ModelKind::Llm:
        return "llm";
    case ModelKind::Moe:
        return "moe";
    case ModelKind::Vit:
        return "vit";
    case ModelKind::Diffusion:
        return "diffusion";
    }
    return "llm";
}

ParameterCount countParameters(const ModelSpec& m) {
    if (m.kind == ModelKind::Diffusion) {
        ParameterCount c;
        for (const auto& comp : m.components)
            c.total += comp.params;
        c.active = c.total;
        return c;
    }
    if (m.kind == ModelKind::Vit)
        return countVision(m);

    ParameterCount c;
    const double h = m.hidden;
    c.attentionPerLayer = attentionParams(m);
    const double norms = (m.parallelBlock ? 1 : 2) + m.extraNormsPerLayer;
    const double nonMlpPerLayer = c.attentionPerLayer + norms * normParams(m);

    int moeLayers = 0;
    double expertPerLayer = 0, expertActivePerLayer = 0, routerPerLayer = 0;
    if (m.hasMoe) {
        moeLayers = m.layers - m.moe.denseLayers;
        const double routed = mlpParams(m, m.moe.expertFfn);
        const double sharedFfn =
            m.moe.sharedExpertFfn > 0 ? m.moe.sharedExpertFfn : m.moe.expertFfn;
        const double shared = m.moe.sharedExperts * mlpParams(m, sharedFfn);
        expertPerLayer = m.moe.experts * routed + shared;
        expertActivePerLayer = m.moe.expertsActive * routed + shared;
        routerPerLayer = h * m.moe.experts;
    }
    const int denseLayers = m.layers - moeLayers;
    const double denseMlp = mlpParams(m, m.ffn);

    c.embedding = m.vocab * h;
    c.lmHead = m.tiedEmbeddings ? 0.0 : m.vocab * h + (m.lmHeadBias ? m.vocab : 0.0);
    c.expertTotal = moeLayers * expertPerLayer;
    c.expertActive = moeLayers * expertActivePerLayer;
    const double common = m.layers * nonMlpPerLayer + denseLayers * denseMlp +
                          moeLayers * routerPerLayer + normParams(m) + c.embedding + c.lmHead;
    c.total = common + c.expertTotal;
    c.active = common + c.expertActive;
    return c;
}

Status validateModel(const ModelSpec& m) {
    auto positive = [&](double v, const char* field) -> Status {
        if (!(v > 0))
            return fieldError(m.id + "." + field, "must be > 0 (got " + std::to_string(v) + ")");
        return {};
    };
    if (m.kind == ModelKind::Diffusion) {
        if (m.components.empty())
            return fieldError(m.id + ".components",
                              "a diffusion model needs at least one component");
        for (const auto& c : m.components)
            if (!(c.params > 0))
                return fieldError(m.id + ".components." + c.name, "params must be > 0");
        return {};
    }
    for (auto [v, f] : {std::pair{double(m.layers), "layers"},
                        {m.hidden, "hidden"},
                        {double(m.heads), "heads"},
                        {double(m.kvHeads), "kv_heads"},
                        {m.headDim, "head_dim"},
                        {m.ffn, "ffn"}}) {
        if (auto r = positive(v, f); !r)
            return r;
    }
    if (m.kind != ModelKind::Vit) {
        if (auto r = positive(m.vocab, "vocab"); !r)
            return r;
    }
    if (m.kvHeads > m.heads || m.heads % m.kvHeads != 0)
        return fieldError(m.id + ".kv_heads", "must divide heads (" + std::to_string(m.heads) +
                                                  "), got " + std::to_string(m.kvHeads));
    if (m.hasMoe) {
        if (m.moe.experts < 1 || m.moe.expertsActive < 1 || m.moe.expertsActive > m.moe.experts)
            return fieldError(m.id + ".moe.experts_active", "must be between 1 and experts (" +
                                                                std::to_string(m.moe.experts) +
                                                                ")");
        if (!(m.moe.expertFfn > 0))
            return fieldError(m.id + ".moe.expert_ffn", "must be > 0");
        if (m.moe.denseLayers < 0 || m.moe.denseLayers >= m.layers)
            return fieldError(m.id + ".moe.dense_layers", "must be between 0 and layers-1 (" +
                                                              std::to_string(m.layers - 1) + ")");
    }
    if (m.hasMla && !(m.mla.kvLoraRank > 0))
        return fieldError(m.id + ".mla.kv_lora_rank", "must be > 0");
    return {};
}

} // namespace rightsizer::model
