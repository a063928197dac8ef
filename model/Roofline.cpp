#include "Roofline.h"

#include <algorithm>
#include <cmath>

namespace rightsizer::model {
namespace {

/// Weight bytes per GPU that `tokens` tokens read: dense weights + the experts they touch,
/// 1 - (1 - k/E)^max(tokens, 1) of them (weightBytesRead in ServingModel.cpp).
double weightBytesRead(const ServingInputs& in, double tokens) {
    if (in.experts <= 0)
        return in.weightBytesPerGpu;
    const double miss = 1.0 - double(in.expertsActive) / double(in.experts);
    const double touched = 1.0 - std::pow(miss, std::max(tokens, 1.0));
    return in.weightBytesPerGpu - in.expertBytesPerGpu + in.expertBytesPerGpu * touched;
}

RooflinePoint point(const Roofline& r, double flops, double bytes, double timeS) {
    RooflinePoint p;
    p.flops = flops;
    p.bytes = bytes;
    p.timeS = timeS;
    p.intensityFlopsPerByte = bytes > 0 ? flops / bytes : 0.0;
    p.attainableFlopsPerS = r.attainableFlopsPerS(p.intensityFlopsPerByte);
    p.achievedFlopsPerS = timeS > 0 ? flops / timeS : 0.0;
    p.computeBound = p.intensityFlopsPerByte >= r.ridgeFlopsPerByte;
    return p;
}

} // namespace

double Roofline::attainableFlopsPerS(double intensityFlopsPerByte) const {
    return std::min(peakFlopsPerS, memoryBytesPerS * intensityFlopsPerByte);
}

Roofline roofline(const SweepConstants& k, double batch, double inputTokens, double outputTokens) {
    const ServingInputs& in = k.in;
    const double tp = in.tp, pp = in.pp;
    const double b = std::max(batch, 1.0); // servingTimes runs at least one sequence
    Roofline r;
    r.peakFlopsPerS = in.flopsPerS;
    r.memoryBytesPerS = in.memoryBytesPerS;
    r.ridgeFlopsPerByte = in.memoryBytesPerS > 0 ? in.flopsPerS / in.memoryBytesPerS : 0.0;
    const ServingTimes t = evaluateCell(k, b, inputTokens, outputTokens, 0.0).times;

    // Prefill (prefillFlops in ServingModel.cpp): matmuls 2 * P_active per prompt token plus
    // causal attention 4*L*a*d_h * n (s + n/2) for n new tokens after s cached ones, split over
    // the tp * pp GPUs. With prefix caching, a hit (prefixHitRate of the prompts) computes the
    // tokens after the shared prefix and a miss the whole prompt; a draft model prefills the
    // prompt too. Bytes: each GPU streams its weight shard once (the experts the prompt touches)
    // and the draft's, and writes the KV share of the tokens it computes. The pipeline stages
    // run one after another, so each GPU is busy for 1/pp of the prefill time.
    const double prefix = in.prefixHitRate > 0
                              ? std::clamp(in.prefixTokens, 0.0, std::max(inputTokens - 1, 0.0))
                              : 0.0;
    auto promptFlops = [&](double matmul, double attn) {
        auto chunk = [&](double n, double cached) {
            return matmul * n + attn * n * (cached + 0.5 * n);
        };
        return in.prefixHitRate * chunk(inputTokens - prefix, prefix) +
               (1 - in.prefixHitRate) * chunk(inputTokens, 0);
    };
    const double computed = inputTokens - in.prefixHitRate * prefix;
    const double prefillFlops =
        promptFlops(in.matmulFlopsPerToken, in.attnFlopsPerTokenPerContextToken) +
        promptFlops(in.draftMatmulFlopsPerToken, in.draftAttnFlopsPerTokenPerContextToken);
    const double prefillBytes = weightBytesRead(in, computed) + in.draftWeightBytesPerGpu +
                                k.kvBytesPerTokenPerGpu * kvTokens(k, computed) +
                                in.draftKvBytesPerTokenPerGpu * computed;
    r.prefill = point(r, prefillFlops / (tp * pp), prefillBytes, t.prefillS / pp);

    // Decode step (decodeStage in ServingModel.cpp): the batch runs as pp micro-batches of b/pp
    // sequences; each sequence does 2 * P_active + 4*L*a*d_h * (mean context) FLOP per position,
    // split over tp * pp GPUs. Each micro-batch streams the GPU's weight shard once (the experts
    // its positions touch) and reads its sequences' KV at the mean context input + output / 2.
    // Under speculative decoding (k proposals) the target checks 1 + k positions of every
    // sequence in that one pass, after the draft ran k passes (its weights and KV read each
    // time; the draft runs on one stage's GPUs, so its FLOPs and bytes are averaged over the pp
    // stages as the target's FLOPs are). Every stage is busy for the whole step (decodeStepS
    // includes the draft's passes, communication and the fixed per-step overhead).
    const double meanContext = inputTokens + 0.5 * outputTokens;
    const double proposals = in.specTokens;
    const double decodeFlops =
        (b * (1 + proposals) *
             (in.matmulFlopsPerToken + in.attnFlopsPerTokenPerContextToken * meanContext) +
         proposals * b *
             (in.draftMatmulFlopsPerToken +
              in.draftAttnFlopsPerTokenPerContextToken * meanContext)) /
        (tp * pp);
    const double decodeBytes =
        pp * weightBytesRead(in, b * (1 + proposals) / pp) +
        b * k.kvBytesPerTokenPerGpu * kvTokens(k, meanContext) +
        proposals * (in.draftWeightBytesPerGpu + b * in.draftKvBytesPerTokenPerGpu * meanContext) /
            pp;
    r.decode = point(r, decodeFlops, decodeBytes, t.decodeStepS);
    return r;
}

} // namespace rightsizer::model
