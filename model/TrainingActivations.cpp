#include "TrainingActivations.h"

#include <algorithm>
#include <cmath>

namespace rightsizer::model {
namespace {

/// Bytes of a saved tensor in the compute precision: mixed precision (bf16, fp16, fp8) keeps
/// 16-bit activations, fp32 training 32-bit.
double tensorBytes(Precision p) {
    return p == Precision::Fp32 ? 4.0 : 2.0;
}

/// Bytes of a saved matmul input: FP8 linear layers keep the FP8 cast of their input
/// (Transformer Engine, pytorch/module/linear.py); norms, attention and the MLP activation
/// function keep their inputs in 16-bit.
double matmulInputBytes(Precision p) {
    return p == Precision::Fp8 ? 1.0 : tensorBytes(p);
}

/// Per token of one MLP of width `ffn`: its first matmul's input, the activation function's
/// input (gate and up projections when gated) and the second matmul's input.
double mlpBytesPerToken(double hidden, double ffn, bool gated, double b, double e) {
    return e * hidden + b * (gated ? 2.0 : 1.0) * ffn + e * ffn;
}

} // namespace

double activationBytesPerLayer(const ModelSpec& m, double seqLen, double microBatch,
                               Precision precision, Recompute recompute, int tp, int cp) {
    const double t = tp, h = m.hidden, tokens = seqLen * microBatch / std::max(1, cp);
    const double b = tensorBytes(precision), e = matmulInputBytes(precision);
    if (recompute == Recompute::Full)
        return tokens * b * h / t;

    // Attention widths per token: queries and output; keys and values on this GPU.
    double qWidth = m.heads * m.headDim, oWidth = qWidth, latent = 0, kvPerGpu = 0;
    if (m.hasMla) {
        // MLA materialises per-head K (query width) and V (output width) for the kernel, and
        // its up-projections keep their low-rank inputs.
        qWidth = m.heads * (m.mla.qkNopeHeadDim + m.mla.qkRopeHeadDim);
        oWidth = m.heads * m.mla.vHeadDim;
        kvPerGpu = (qWidth + oWidth) / t;
        latent = m.mla.qLoraRank + m.mla.kvLoraRank + m.mla.qkRopeHeadDim;
    } else {
        kvPerGpu = 2.0 * std::ceil(double(m.kvHeads) / t) * m.headDim;
    }
    // Norm input, QKV matmul input, Q, and the output FlashAttention keeps (which is also the
    // output projection's input; in FP8 that projection saves an FP8 copy besides).
    double split = b * h + e * h + b * qWidth + b * oWidth + e * latent;
    if (e < b)
        split += e * oWidth;
    if (recompute == Recompute::None)
        split += b * m.heads * seqLen; // softmax output of unfused attention, a x s per token

    const double denseMlp = mlpBytesPerToken(h, m.ffn, m.gatedMlp, b, e);
    double mlp = denseMlp;
    if (m.hasMoe) {
        // Routed tokens: k permuted copies through k experts; shared experts read the layer's
        // normalised input, which the router reads too.
        const double sharedFfn =
            m.moe.sharedExpertFfn > 0 ? m.moe.sharedExpertFfn : m.moe.expertFfn;
        const double moeMlp =
            e * h + m.moe.expertsActive * mlpBytesPerToken(h, m.moe.expertFfn, m.gatedMlp, b, e) +
            m.moe.sharedExperts * (mlpBytesPerToken(h, sharedFfn, m.gatedMlp, b, e) - e * h);
        const double dense = std::clamp(double(m.moe.denseLayers), 0.0, double(m.layers));
        mlp = (dense * denseMlp + (m.layers - dense) * moeMlp) / m.layers;
    }
    // A parallel block (GPT-J, Falcon) feeds attention and MLP from one norm.
    split += m.parallelBlock ? mlp - e * h : b * h + mlp;
    return tokens * (split / t + b * kvPerGpu);
}

int pipelineStageLayers(int layers, int pp, int stage) {
    if (pp <= 1)
        return layers;
    const int base = layers / pp, extra = layers % pp;
    const bool middle = stage >= 1 && stage <= std::min(extra, pp - 2);
    const bool last = extra == pp - 1 && stage == pp - 1;
    return base + (middle || last ? 1 : 0);
}

double activationSetsHeld(int layers, int pp, int virtualStages, double microBatchesPerStep,
                          int stage) {
    if (pp <= 1)
        return layers;
    const double m = std::max(1.0, microBatchesPerStep);
    const double p = pp, v = std::max(1, virtualStages), i = stage;
    const double stageLayers = pipelineStageLayers(layers, pp, stage);
    if (v <= 1.0)
        return std::min(m, p - i) * stageLayers;
    const double chunks = std::min(m * v, 2.0 * (p - i - 1.0) + (v - 1.0) * p + 1.0);
    return chunks * stageLayers / v;
}

double logitsBytes(const ModelSpec& m, double seqLen, double microBatch, Precision precision,
                   int tp, int cp) {
    const double perElement = precision == Precision::Fp32 ? 4.0 : 2.0 + 4.0;
    return seqLen / std::max(1, cp) * microBatch * m.vocab / tp * perElement;
}

} // namespace rightsizer::model
