#include "ServingModel.h"
#include "Scheduler.h"
#include "ServerTopology.h"

#include <algorithm>
#include <cmath>

namespace rightsizer::model {
namespace {

/// Bus bandwidth NCCL's ring all-reduce reaches across PCIe, as a fraction of the link's
/// per-direction rate: ~20 GB/s on PCIe Gen4 x16 (32 GB/s) once the ring leaves NVLink
/// (https://github.com/NVIDIA/nccl-tests/issues/178: busbw 208 GB/s over NVLink pairs, 20 GB/s
/// across PCIe/SMP). Traffic also crosses the host bridge, so it is well below the link rate.
constexpr double kPcieAllReduceEfficiency = 20.0 / 32.0;

/// Expected fraction of experts a batch of `tokens` touches when each picks k of E uniformly:
/// 1 - (1 - k/E)^tokens (docs/design/ENGINE.md).
double expertsTouched(const ServingInputs& in, double tokens) {
    if (in.experts <= 0)
        return 1.0;
    const double miss = 1.0 - double(in.expertsActive) / double(in.experts);
    return 1.0 - std::pow(miss, std::max(tokens, 1.0));
}

/// Weight bytes a pass over `tokens` tokens streams, the experts' counted 1/expertEff (their
/// kernels stream slower than the dense layers').
double weightBytesRead(const ServingInputs& in, double tokens, const ServingEfficiency& e) {
    return in.weightBytesPerGpu - in.expertBytesPerGpu +
           in.expertBytesPerGpu * expertsTouched(in, tokens) / e.expertEff;
}

struct StageCost {
    double computeS;
    double memoryS;
};

/// Positions each decoding sequence carries through a pass: its next token, and under
/// speculative decoding the draft's proposals, which the target checks in the same pass.
double verifyPositions(const ServingInputs& in) {
    return 1.0 + double(in.specTokens);
}

StageCost decodeStage(const ServingInputs& in, double microBatch, const ServingEfficiency& e) {
    const double ctx = in.inputTokens + 0.5 * in.outputTokens;
    const double positions = microBatch * verifyPositions(in);
    const double flops =
        positions *
        (in.matmulFlopsPerToken + in.attnFlopsPerTokenPerContextToken * ctx / e.attentionEff) /
        (double(in.tp) * double(in.pp));
    // The KV cache is read once for all of a sequence's positions.
    const double bytes = weightBytesRead(in, positions, e) +
                         microBatch * in.kvBytesPerSequenceAtMeanContext / e.attentionEff;
    return {flops / (in.flopsPerS * e.computeEff), bytes / (in.memoryBytesPerS * e.memoryEff)};
}

/// Prompt tokens a prefill computes: those not found in the prefix cache.
double uncachedTokens(const ServingInputs& in) {
    return std::max(1.0, in.inputTokens - in.cachedTokens);
}

/// Matmul-equivalent FLOPs of a prefill of n new prompt tokens after s cached ones: attention
/// FLOPs count 1/attentionEff, and the whole 1/prefillEff. Causal attention:
/// 4*L*a*d_h * n*(s + n/2) (s = 0: 4*L*a*d_h*n^2/2).
double chunkFlops(const ServingInputs& in, const ServingEfficiency& e, double n, double s) {
    // Under speculative decoding the draft runs over the prompt too (it needs its own KV).
    const double pairs = n * (std::max(s, 0.0) + 0.5 * n);
    return ((in.matmulFlopsPerToken + in.draftMatmulFlopsPerToken) * n +
            (in.attnFlopsPerTokenPerContextToken + in.draftAttnFlopsPerTokenPerContextToken) *
                pairs / e.attentionEff) /
           e.prefillEff;
}

/// Expected FLOPs of one prompt's prefill: with prefix caching, a hit computes the tokens after
/// the shared prefix and a miss the whole prompt.
double prefillFlops(const ServingInputs& in, const ServingEfficiency& e) {
    const double whole = chunkFlops(in, e, in.inputTokens, 0.0);
    if (in.cachedTokens <= 0)
        return whole;
    const double prefix = std::max(0.0, std::min(in.prefixTokens, in.inputTokens - 1.0));
    return in.prefixHitRate * chunkFlops(in, e, in.inputTokens - prefix, prefix) +
           (1.0 - in.prefixHitRate) * whole;
}

/// Query-key width of one layer's attention: heads x head dim, or with MLA heads x (the
/// no-position and rotary parts of the head).
double attentionWidth(const ModelSpec& m) {
    return m.hasMla ? double(m.heads) * (m.mla.qkNopeHeadDim + m.mla.qkRopeHeadDim)
                    : double(m.heads) * m.headDim;
}

void addDraftInputs(const EstimateRequest& r, const ParameterCount& p, ServingInputs& in) {
    const SpeculativeDecoding& sd = r.runtime.speculative;
    if (!sd.enabled())
        return;
    in.specTokens = sd.tokens;
    in.tokensPerStep = speculativeTokensPerStep(sd);
    in.draftWeightBytesPerGpu = draftWeightBytesPerGpu(r, p);
    in.draftKvBytesPerTokenPerGpu = draftKvBytesPerTokenPerGpu(r);
    if (sd.method == Speculation::Draft && sd.draft) {
        const ModelSpec& d = *sd.draft;
        const ParameterCount dp = countParameters(d);
        in.draftMatmulFlopsPerToken = 2.0 * dp.matmulActive();
        // Its attention as the target's is counted (MLA's query width, the KV cache's
        // precision): the target's per-layer figure scaled to the draft's width and layers.
        in.draftAttnFlopsPerTokenPerContextToken =
            in.attnFlopsPerTokenPerContextToken * (double(d.layers) * attentionWidth(d)) /
            (double(std::max(1, r.model.layers)) * attentionWidth(r.model));
        in.draftHidden = d.hidden;
        in.draftLayers = d.layers;
        return;
    }
    // An MTP/EAGLE head: one decoder layer, then the target's LM head, whose weights it streams
    // again at each proposal.
    const double headParams = p.lmHead > 0 ? p.lmHead : p.embedding;
    const double layers = std::max(1, r.model.layers);
    in.draftMatmulFlopsPerToken = 2.0 * ((p.matmulActive() - headParams) / layers + headParams);
    in.draftAttnFlopsPerTokenPerContextToken = in.attnFlopsPerTokenPerContextToken / layers;
    const PrecisionInfo& pi = precisionInfo(r.precision);
    in.draftWeightBytesPerGpu +=
        headParams * (pi.embeddingsIn16Bit ? 2.0 : pi.bitsPerWeight / 8.0) / r.layout.tp;
    in.draftHidden = r.model.hidden;
    in.draftLayers = 1;
}

} // namespace

double allReduceS(double bytes, int n, double linkBytesPerS, double latencyS) {
    if (n <= 1)
        return 0.0;
    return latencyS + 2.0 * (n - 1) / double(n) * bytes / linkBytesPerS;
}

TpLinkSpec tensorParallelLink(const GpuSpec& gpu, int tp, double networkBytesPerSPerGpu) {
    const ScaleUp& su = gpu.scaleUp;
    const bool fabric = su.kind != "pcie" && su.bandwidthBytesPerSPerDirection > 0;
    if (tp > std::max(su.domainSize, kGpusPerServer))
        return {TpLink::Network, networkBytesPerSPerGpu, kNetworkLatencyS};
    if (!fabric || tp > su.domainSize)
        // No fabric, or a bridge that joins fewer cards than the layout spans (H100 PCIe/NVL
        // NVLink pairs): the ring runs at the speed of its PCIe hops.
        return {TpLink::Pcie, kPcieAllReduceEfficiency * gpu.pcieBytesPerSPerDirection(),
                kPcieLatencyS};
    // A switched fabric (NVLink with NVSwitch, ICI) gives any group the GPU's whole bandwidth;
    // a full mesh (AMD Infinity Fabric: MI300X has 7 links of 64 GB/s, one to each peer; Gaudi's
    // RoCE ports, 3 to each peer) gives a group of tp only its tp-1 links to the others: a TP 2
    // pair on MI300X all-reduces over one 64 GB/s link.
    double bytesPerS = su.bandwidthBytesPerSPerDirection;
    if ((su.kind == "infinity-fabric" || su.kind == "roce") && su.domainSize > 1)
        bytesPerS *= double(std::max(1, std::min(tp, su.domainSize) - 1)) / (su.domainSize - 1);
    return {TpLink::Fabric, bytesPerS, kFabricLatencyS};
}

ServingInputs makeServingInputs(const EstimateRequest& r, const ParameterCount& p,
                                const ComputeResolution& compute) {
    const ModelSpec& m = r.model;
    ServingInputs in;
    in.matmulFlopsPerToken = 2.0 * p.matmulActive();
    in.attnFlopsPerTokenPerContextToken = 4.0 * m.layers * attentionWidth(m);
    // The attention's two matmuls (Q.K^T, P.V) run in the KV cache's precision, not the
    // weights': FlashAttention computes on the cached K and V as stored (an fp8 or fp4 model with
    // a bf16 KV cache runs its GEMMs on fp8/fp4 tensor cores and its attention on bf16 ones).
    // Counted here in matmul-equivalent FLOPs at the weights' rate.
    if (const ComputeResolution attn = resolveCompute(r.gpu, r.kvPrecision);
        attn.flopsPerS > 0 && attn.flopsPerS < compute.flopsPerS)
        in.attnFlopsPerTokenPerContextToken *= compute.flopsPerS / attn.flopsPerS;
    const WeightShard w = weightShard(m, p, r.precision, r.layout);
    in.weightBytesPerGpu = w.perGpuBytes;
    in.expertBytesPerGpu = w.expertPerGpuBytes;
    if (m.hasMoe) {
        in.experts = m.moe.experts;
        in.expertsActive = m.moe.expertsActive;
    }
    in.kvBytesPerSequenceAtMeanContext = kvBytesPerSequencePerGpu(
        m, r.serve.inputTokens + 0.5 * r.serve.outputTokens,
        precisionInfo(r.kvPrecision).kvBytesPerElement, r.layout.tp, r.layout.pp);
    in.kvBytesPerTokenPerGpu = in.kvBytesPerSequenceAtMeanContext /
                               std::max(1.0, r.serve.inputTokens + 0.5 * r.serve.outputTokens);
    in.hidden = m.hidden;
    in.layers = m.layers;
    in.tp = r.layout.tp;
    in.pp = r.layout.pp;
    in.flopsPerS = compute.flopsPerS;
    in.memoryBytesPerS = r.gpu.memoryBandwidthBytesPerS;
    const TpLinkSpec link =
        tensorParallelLink(r.gpu, r.layout.tp, r.runtime.networkBytesPerSPerGpu);
    in.linkBytesPerS = link.bytesPerS;
    in.linkLatencyS = link.latencyS;
    in.link = link.kind;
    in.inputTokens = r.serve.inputTokens;
    in.outputTokens = r.serve.outputTokens;
    in.prefixTokens = r.serve.prefixTokens;
    in.prefixHitRate = r.serve.prefixHitRate;
    in.cachedTokens = cachedPrefixTokens(r.serve, r.serve.inputTokens);
    addDraftInputs(r, p, in);
    return in;
}

double draftPassesS(const ServingInputs& in, const ServingEfficiency& e, const ServingOverheads& o,
                    double rows, double contextTokens) {
    if (in.specTokens <= 0 || rows <= 0)
        return 0.0;
    const double flops = rows * in.draftMatmulFlopsPerToken +
                         in.draftAttnFlopsPerTokenPerContextToken * contextTokens / e.attentionEff;
    const double computeS = flops / (double(in.tp) * in.flopsPerS * e.computeEff);
    const double memoryS = (in.draftWeightBytesPerGpu +
                            in.draftKvBytesPerTokenPerGpu * contextTokens / e.attentionEff) /
                           (in.memoryBytesPerS * e.memoryEff);
    const double commS = 2.0 * in.draftLayers *
                         allReduceS(rows * in.draftHidden * kActivationBytes, in.tp,
                                    in.linkBytesPerS, in.linkLatencyS + o.collectiveS);
    return double(in.specTokens) * (std::max(computeS, memoryS) + commS);
}

ServingTimes servingTimes(const ServingInputs& in, double concurrency, const ServingEfficiency& e,
                          const ServingOverheads& o) {
    ServingTimes t;
    const double collectiveLatencyS = in.linkLatencyS + o.collectiveS;
    const double b = std::max(concurrency, 1.0);
    const double pp = in.pp;
    // Decode: the batch is split into pp micro-batches that flow through the stages.
    const double micro = b / pp;
    const StageCost stage = decodeStage(in, micro, e);
    const double positions = micro * verifyPositions(in);
    const double tpComm = 2.0 * (in.layers / pp) *
                          allReduceS(positions * in.hidden * kActivationBytes, in.tp,
                                     in.linkBytesPerS, collectiveLatencyS);
    const double ppComm =
        in.pp > 1 ? in.linkLatencyS + positions * in.hidden * kActivationBytes / in.linkBytesPerS
                  : 0.0;
    t.decodeComputeS = pp * stage.computeS;
    t.decodeMemoryS = pp * stage.memoryS;
    t.decodeCommS = pp * (tpComm + ppComm);
    t.decodeComputeBound = stage.computeS > stage.memoryS;
    t.decodeStepS = pp * (std::max(stage.computeS, stage.memoryS) + tpComm + ppComm) +
                    o.decodeStepS + o.perSequenceS * b +
                    draftPassesS(in, e, o, b, b * (in.inputTokens + 0.5 * in.outputTokens));

    // Prefill of one request alone: the stages run one after another; weights stream once.
    const double flops = prefillFlops(in, e);
    const double prefillComputeS = flops / (in.tp * in.flopsPerS * e.computeEff);
    const double newTokens = uncachedTokens(in);
    const double prefillMemoryS =
        pp * weightBytesRead(in, newTokens, e) / (in.memoryBytesPerS * e.memoryEff);
    const double prefillComm = 2.0 * in.layers *
                               allReduceS(newTokens * in.hidden * kActivationBytes, in.tp,
                                          in.linkBytesPerS, collectiveLatencyS);
    t.prefillS = std::max(prefillComputeS, prefillMemoryS) + prefillComm;
    // Batched with decode, a prefill only adds its compute (the weights stream anyway).
    t.prefillMarginalS = prefillComputeS / pp + prefillComm / pp;

    // A step emits tokensPerStep tokens per sequence (1 without speculative decoding).
    t.tokensPerStep = in.tokensPerStep;
    const double cycle =
        in.outputTokens / in.tokensPerStep * t.decodeStepS + b * t.prefillMarginalS;
    t.tpotS = cycle / in.outputTokens;
    t.outputTokensPerS = b * in.outputTokens / cycle;
    // A new request waits, on average, half of an in-flight step before its prefill runs.
    t.ttftS = o.requestS + t.prefillS + (b > 1.0 ? 0.5 * t.decodeStepS : 0.0);
    return t;
}

double passTimeS(const ServingInputs& in, const ServingEfficiency& e, const ServingOverheads& o,
                 const PassLoad& load) {
    const double positions = load.decodeRows * verifyPositions(in);
    const double tokens = positions + load.prefillTokens;
    if (tokens <= 0)
        return 0.0;
    const double pp = in.pp;
    // The pass flows through the pp stages as pp micro-batches, as a decode step does. Under
    // speculative decoding every decode row carries its proposals too; each attends to the
    // row's context, which is read once.
    // The draft's share of the prompt chunks is here too (its decode passes: draftPassesS).
    // Prompt chunks count 1/prefillEff (their kernels run at that fraction of decode's rate).
    const double promptFlops =
        (load.prefillTokens * (in.matmulFlopsPerToken + in.draftMatmulFlopsPerToken) +
         (in.attnFlopsPerTokenPerContextToken + in.draftAttnFlopsPerTokenPerContextToken) *
             load.prefillAttentionPairs / e.attentionEff) /
        e.prefillEff;
    const double flops = positions * in.matmulFlopsPerToken +
                         in.attnFlopsPerTokenPerContextToken * load.decodeContextTokens *
                             verifyPositions(in) / e.attentionEff +
                         promptFlops;
    const double computeS = flops / (double(in.tp) * pp * in.flopsPerS * e.computeEff);
    const double kvBytes = in.kvBytesPerTokenPerGpu * (load.decodeContextTokens / e.attentionEff +
                                                       load.prefillContextTokens) +
                           (load.prefillTokens > 0 ? in.draftWeightBytesPerGpu : 0.0);
    const double memoryS =
        (pp * weightBytesRead(in, tokens / pp, e) + kvBytes) / (in.memoryBytesPerS * e.memoryEff);
    const double micro = tokens / pp;
    const double tpComm = 2.0 * (in.layers / pp) *
                          allReduceS(micro * in.hidden * kActivationBytes, in.tp, in.linkBytesPerS,
                                     in.linkLatencyS + o.collectiveS);
    const double ppComm =
        in.pp > 1 ? in.linkLatencyS + micro * in.hidden * kActivationBytes / in.linkBytesPerS : 0.0;
    return std::max(computeS, memoryS) + pp * (tpComm + ppComm) + o.decodeStepS +
           o.perSequenceS * (load.decodeRows + load.prefillChunks) +
           draftPassesS(in, e, o, load.decodeRows, load.decodeContextTokens);
}

StaticBatchTimes staticBatchTimes(const ServingInputs& in, double batch, const ServingEfficiency& e,
                                  const ServingOverheads& o, double tokenBudget) {
    const double b = std::max(batch, 1.0);
    StaticBatchTimes t;
    const double prompt = uncachedTokens(in);
    const double tokens = b * prompt;
    const double budget = tokenBudget > 0 ? std::min(tokenBudget, tokens) : tokens;
    const double computePerTokenS =
        prefillFlops(in, e) / prompt / (double(in.tp) * in.flopsPerS * e.computeEff);
    // Pass by pass: each streams the weights its tokens touch and carries its share of the
    // compute; prompt i has its first token when the pass holding its last token ends.
    double clock = o.requestS, done = 0, ttftSum = 0;
    int next = 0; // prompts whose first token is out
    while (done < tokens) {
        const double n = std::min(budget, tokens - done);
        const double memoryS =
            in.pp * weightBytesRead(in, n, e) / (in.memoryBytesPerS * e.memoryEff);
        const double commS = 2.0 * in.layers *
                             allReduceS(n * in.hidden * kActivationBytes, in.tp, in.linkBytesPerS,
                                        in.linkLatencyS + o.collectiveS);
        clock += std::max(n * computePerTokenS, memoryS) + commS;
        done += n;
        for (; next < int(b) && double(next + 1) * prompt <= done + 0.5; ++next)
            ttftSum += clock;
    }
    t.prefillS = clock;
    t.meanTtftS = next > 0 ? ttftSum / next : clock;
    // The whole batch decodes together: output - 1 tokens after the prefill's first token,
    // tokensPerStep of them a step.
    const ServingTimes steady = servingTimes(in, b, e, o);
    t.latencyS =
        t.prefillS + std::max(in.outputTokens - 1.0, 0.0) / in.tokensPerStep * steady.decodeStepS;
    return t;
}

double decodeCrossoverBatch(const ServingInputs& in, const ServingEfficiency& e) {
    auto computeBound = [&](double batch) {
        const StageCost c = decodeStage(in, batch / in.pp, e);
        return c.computeS >= c.memoryS;
    };
    double hi = 1.0;
    while (!computeBound(hi)) {
        hi *= 2.0;
        if (hi > 1 << 20)
            return 0.0;
    }
    double lo = hi / 2.0;
    if (hi <= 1.0)
        return 1.0;
    while (hi - lo > 0.5) {
        const double mid = 0.5 * (lo + hi);
        (computeBound(mid) ? hi : lo) = mid;
    }
    return std::ceil(hi);
}

} // namespace rightsizer::model
