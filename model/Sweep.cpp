#include "Sweep.h"
#include "ServerTopology.h"

#include "WaitingTime.h"

#include <algorithm>
#include <cmath>

namespace rightsizer::model {
namespace {

/// Cells evaluated together: long enough to amortise the per-chunk set-up, short enough that the
/// scratch arrays stay in cache and progress and cancellation stay responsive.
constexpr Eigen::Index kChunk = 4096;

/// Average tokens a sequence holds per layer, element-wise (the scalar kvTokens).
Eigen::ArrayXd kvTokens(const SweepConstants& k, const Eigen::ArrayXd& tokens) {
    if (k.slidingWindow <= 0)
        return tokens;
    const Eigen::ArrayXd capped = tokens.min(k.slidingWindow);
    return k.slidingWindowAlternate ? Eigen::ArrayXd(0.5 * (tokens + capped)) : capped;
}

struct Piece {
    Eigen::Index config;
    Eigen::Index begin; ///< first cell
    Eigen::Index length;
};

/// Scratch columns of one worker, allocated once per thread.
struct Scratch {
    Eigen::ArrayXd micro, meanCtx, computeS, memoryS, prefillComputeS, marginal, cycle, tmp;
    Scratch()
        : micro(kChunk)
        , meanCtx(kChunk)
        , computeS(kChunk)
        , memoryS(kChunk)
        , prefillComputeS(kChunk)
        , marginal(kChunk)
        , cycle(kChunk)
        , tmp(kChunk) {}
};

/// Fraction of the resident weight bytes a decode or prefill over `tokens` tokens reads.
/// The experts' bytes count 1/expertEff, as in ServingModel.cpp.
template <typename Tokens>
Eigen::ArrayXd weightBytesRead(const ServingInputs& in, const Tokens& tokens, double expertEff) {
    const double dense = in.weightBytesPerGpu - in.expertBytesPerGpu;
    if (in.experts <= 0)
        return Eigen::ArrayXd::Constant(tokens.size(), in.weightBytesPerGpu);
    const double logMiss = std::log(1.0 - double(in.expertsActive) / double(in.experts));
    // 1 - (1 - k/E)^max(tokens, 1), as expertsTouched() in ServingModel.cpp.
    return dense + in.expertBytesPerGpu / expertEff * (1.0 - (tokens.max(1.0) * logMiss).exp());
}

/// The draft's passes of a speculative step for each cell (draftPassesS, element-wise).
Eigen::ArrayXd draftSteps(const SweepConstants& k, const Eigen::ArrayXd& batch,
                          const Eigen::ArrayXd& meanCtx) {
    const ServingInputs& in = k.in;
    const double flopsPerS = double(in.tp) * in.flopsPerS * k.eff.computeEff;
    const double bytesPerS = in.memoryBytesPerS * k.eff.memoryEff;
    const Eigen::ArrayXd context = batch * meanCtx / k.eff.attentionEff;
    Eigen::ArrayXd t =
        ((batch * in.draftMatmulFlopsPerToken +
          in.draftAttnFlopsPerTokenPerContextToken * context) /
         flopsPerS)
            .max((in.draftWeightBytesPerGpu + in.draftKvBytesPerTokenPerGpu * context) / bytesPerS);
    if (in.tp > 1)
        t += 2.0 * in.draftLayers *
             (in.linkLatencyS + k.overheads.collectiveS +
              2.0 * (in.tp - 1) / double(in.tp) * batch * in.draftHidden * kActivationBytes /
                  in.linkBytesPerS);
    return double(in.specTokens) * t;
}

/// servingMemory's KV with speculative decoding and prefix caching (servingKvBytesPerSequence
/// and sharedPrefixKvBytes), element-wise.
Eigen::ArrayXd techniqueKvBytes(const SweepConstants& k, const Eigen::ArrayXd& ctx, double out,
                                const Eigen::ArrayXd& batch) {
    const ServingInputs& in = k.in;
    const Eigen::ArrayXd tokens = ctx + out;
    const Eigen::ArrayXd perSequence = kvTokens(k, tokens) * k.kvBytesPerTokenPerGpu;
    const Eigen::ArrayXd shared = in.prefixTokens > 0 && in.prefixHitRate > 0
                                      ? Eigen::ArrayXd((ctx - 1.0).min(in.prefixTokens).max(0.0))
                                      : Eigen::ArrayXd::Zero(ctx.size());
    const Eigen::ArrayXd cached = in.prefixHitRate * shared;
    const Eigen::ArrayXd perToken = perSequence / tokens.max(1.0);
    return batch * (perSequence - perToken * cached +
                    in.draftKvBytesPerTokenPerGpu * (tokens - cached)) +
           (batch > 0.0).select(shared * (perToken + in.draftKvBytesPerTokenPerGpu), 0.0);
}

/// Expected matmul-equivalent FLOPs of a prompt's prefill for each cell (prefillFlops in
/// ServingModel.cpp); `computed` gets the prompt tokens computed on average.
template <typename Ctx, typename Out>
Eigen::ArrayXd promptFlops(const ServingInputs& in, double attnEff, const Ctx& ctx,
                           Out&& computed) {
    // The draft, under speculative decoding, runs over the prompt too.
    const Eigen::ArrayXd whole =
        in.matmulFlopsPerToken * ctx +
        0.5 * in.attnFlopsPerTokenPerContextToken / attnEff * ctx * ctx +
        in.draftMatmulFlopsPerToken * ctx +
        0.5 * in.draftAttnFlopsPerTokenPerContextToken / attnEff * ctx * ctx;
    if (in.prefixTokens <= 0 || in.prefixHitRate <= 0) {
        computed = ctx;
        return whole;
    }
    // A hit computes the tokens after the prefix p, a miss the whole prompt.
    const double h = in.prefixHitRate;
    const Eigen::ArrayXd prefix = ((ctx - 1.0).min(in.prefixTokens)).max(0.0);
    const Eigen::ArrayXd fresh = ctx - prefix;
    computed = (ctx - h * prefix).max(1.0);
    return h * ((in.matmulFlopsPerToken + in.draftMatmulFlopsPerToken) * fresh +
                (in.attnFlopsPerTokenPerContextToken + in.draftAttnFlopsPerTokenPerContextToken) /
                    attnEff * fresh * (prefix + 0.5 * fresh)) +
           (1.0 - h) * whole;
}

/// The configuration, batch and context of each cell of the piece.
void fillCells(SweepResult& r, const Piece& piece) {
    const Eigen::Index nc = Eigen::Index(r.contexts.size());
    const Eigen::Index perConfig = Eigen::Index(r.batches.size()) * nc;
    for (Eigen::Index i = 0; i < piece.length; ++i) {
        const Eigen::Index local = piece.begin + i - piece.config * perConfig;
        r.config(piece.begin + i) = int(piece.config);
        r.batch(piece.begin + i) = r.batches[size_t(local / nc)];
        r.inputTokens(piece.begin + i) = r.contexts[size_t(local % nc)];
    }
}

void evaluatePiece(SweepResult& r, const Piece& piece, Scratch& s, double z) {
    const SweepConstants& k = r.configs[size_t(piece.config)].constants;
    const ServingInputs& in = k.in;
    const Eigen::Index b0 = piece.begin, n = piece.length;
    fillCells(r, piece);
    const auto batch = r.batch.segment(b0, n);
    const auto ctx = r.inputTokens.segment(b0, n);
    const double out = r.outputTokens;
    const double tp = in.tp, pp = in.pp;
    const double flopsPerS = in.flopsPerS * k.eff.computeEff;
    const double bytesPerS = in.memoryBytesPerS * k.eff.memoryEff;
    auto micro = s.micro.head(n), meanCtx = s.meanCtx.head(n);
    auto computeS = s.computeS.head(n), memoryS = s.memoryS.head(n);
    auto prefillComputeS = s.prefillComputeS.head(n), marginal = s.marginal.head(n);
    auto cycle = s.cycle.head(n), tmp = s.tmp.head(n);

    // Decode step (decodeStage + communication in servingTimes). Under speculative decoding
    // each sequence carries 1 + specTokens positions and a step emits tokensPerStep tokens.
    const double positions = 1.0 + double(in.specTokens);
    micro = batch / pp;
    meanCtx = ctx + 0.5 * out;
    const double attnEff = k.eff.attentionEff;
    computeS = micro * positions *
               (in.matmulFlopsPerToken + in.attnFlopsPerTokenPerContextToken / attnEff * meanCtx) /
               (tp * pp) / flopsPerS;
    tmp = kvTokens(k, Eigen::ArrayXd(meanCtx)) * (k.kvBytesPerTokenPerGpu / attnEff);
    memoryS =
        (weightBytesRead(in, Eigen::ArrayXd(micro * positions), k.eff.expertEff) + micro * tmp) /
        bytesPerS;
    tmp = computeS.max(memoryS);
    if (in.tp > 1)
        tmp += 2.0 * (in.layers / pp) *
               (in.linkLatencyS + k.overheads.collectiveS +
                2.0 * (tp - 1) / tp * (micro * positions * in.hidden * kActivationBytes) /
                    in.linkBytesPerS);
    if (in.pp > 1)
        tmp +=
            in.linkLatencyS + micro * positions * in.hidden * kActivationBytes / in.linkBytesPerS;
    auto step = r.decodeStepS.segment(b0, n);
    step = pp * tmp + k.overheads.decodeStepS + k.overheads.perSequenceS * batch.max(1.0);
    r.decodeComputeBound.segment(b0, n) = (computeS > memoryS).cast<std::uint8_t>();
    if (in.specTokens > 0)
        step += draftSteps(k, batch.max(1.0), meanCtx);

    // Prefill of one request alone, and the GPU time it adds when batched with decode; with
    // prefix caching, of the prompt tokens not found cached (marginal holds their count first).
    prefillComputeS = promptFlops(in, attnEff, ctx, marginal) / (tp * flopsPerS * k.eff.prefillEff);
    tmp = pp * weightBytesRead(in, Eigen::ArrayXd(marginal), k.eff.expertEff) / bytesPerS;
    auto prefill = r.prefillS.segment(b0, n);
    prefill = prefillComputeS.max(tmp);
    if (in.tp > 1) {
        tmp = 2.0 * in.layers *
              (in.linkLatencyS + k.overheads.collectiveS +
               2.0 * (tp - 1) / tp * (marginal * in.hidden * kActivationBytes) / in.linkBytesPerS);
        prefill += tmp;
        marginal = prefillComputeS / pp + tmp / pp;
    } else {
        marginal = prefillComputeS / pp;
    }

    cycle = out / in.tokensPerStep * step + batch * marginal;
    r.tpotS.segment(b0, n) = cycle / out;
    r.outputTokensPerSPerReplica.segment(b0, n) = batch * out / cycle;
    r.outputTokensPerSPerGpu.segment(b0, n) = batch * out / cycle / (tp * pp);
    r.ttftS.segment(b0, n) = k.overheads.requestS + prefill + (batch > 1.0).select(0.5 * step, 0.0);
    r.tpotQuantileS.segment(b0, n) =
        step / in.tokensPerStep + (batch + z * batch.sqrt()).max(0.0) * marginal / out;

    // Memory per GPU: KV of the whole batch at full length (servingMemory), the draft's
    // cache, less what the cached prefix shares (held once).
    tmp = ctx + out;
    auto kv = r.kvCacheBytes.segment(b0, n);
    kv = batch * (kvTokens(k, Eigen::ArrayXd(tmp)) * k.kvBytesPerTokenPerGpu);
    if (in.specTokens > 0 || in.prefixHitRate > 0)
        kv = techniqueKvBytes(k, ctx, out, batch);
    auto memory = r.memoryPerGpuBytes.segment(b0, n);
    memory = k.weightsBytes + kv + k.activationsBytes + k.overheadBytes;
    r.fits.segment(b0, n) = (memory <= k.usableBytes).cast<std::uint8_t>();
}

void allocate(SweepResult& r, Eigen::Index cells) {
    r.config.resize(cells);
    for (Eigen::ArrayXd* c : {&r.batch, &r.inputTokens, &r.memoryPerGpuBytes, &r.kvCacheBytes,
                              &r.decodeStepS, &r.prefillS, &r.ttftS, &r.tpotS, &r.tpotQuantileS,
                              &r.outputTokensPerSPerReplica, &r.outputTokensPerSPerGpu})
        c->resize(cells);
    r.fits.resize(cells);
    r.decodeComputeBound.resize(cells);
}

} // namespace

Eigen::Index SweepResult::cellIndex(Eigen::Index configIndex, Eigen::Index batchIndex,
                                    Eigen::Index contextIndex) const {
    const auto nb = Eigen::Index(batches.size()), nc = Eigen::Index(contexts.size());
    return (configIndex * nb + batchIndex) * nc + contextIndex;
}

std::vector<Eigen::Index> SweepResult::select(const std::function<bool(Eigen::Index)>& keep) const {
    std::vector<Eigen::Index> cells;
    for (Eigen::Index i = 0; i < size(); ++i)
        if (keep(i))
            cells.push_back(i);
    return cells;
}

double SweepResult::maxContextThatFits(Eigen::Index configIndex, Eigen::Index batchIndex) const {
    double best = 0;
    for (Eigen::Index c = 0; c < Eigen::Index(contexts.size()); ++c) {
        const Eigen::Index i = cellIndex(configIndex, batchIndex, c);
        if (fits(i))
            best = std::max(best, inputTokens(i));
    }
    return best;
}

SweepConstants sweepConstants(const EstimateRequest& r, const ParameterCount& p,
                              const ComputeResolution& compute, const EfficiencyTable& efficiency) {
    SweepConstants k;
    k.in = makeServingInputs(r, p, compute);
    const double kvElem = precisionInfo(r.kvPrecision).kvBytesPerElement;
    // One token is inside any sliding window, so this is the per-token coefficient.
    k.kvBytesPerTokenPerGpu =
        kvBytesPerSequencePerGpu(r.model, 1.0, kvElem, r.layout.tp, r.layout.pp);
    k.slidingWindow = r.model.slidingWindow;
    k.slidingWindowAlternate = r.model.slidingWindowAlternate;
    const EfficiencyChoice choice = efficiency.choose(r.gpu, compute.kind, r.runtime);
    k.eff = choice.serving;
    k.overheads = choice.overheads;
    const MemoryBreakdown base = servingMemory(r, p, 0.0);
    k.weightsBytes = base.weightsBytes;
    k.activationsBytes = base.activationsBytes;
    k.overheadBytes = base.overheadBytes;
    k.usableBytes = base.usablePerGpuBytes;
    return k;
}

CellResult evaluateCell(const SweepConstants& k, double batch, double inputTokens,
                        double outputTokens, double z) {
    ServingInputs in = k.in;
    in.inputTokens = inputTokens;
    in.outputTokens = outputTokens;
    in.kvBytesPerSequenceAtMeanContext =
        k.kvBytesPerTokenPerGpu * kvTokens(k, inputTokens + 0.5 * outputTokens);
    ServeWorkload w;
    w.prefixTokens = in.prefixTokens;
    w.prefixHitRate = in.prefixHitRate;
    in.cachedTokens = cachedPrefixTokens(w, inputTokens);
    CellResult c;
    c.times = servingTimes(in, batch, k.eff, k.overheads);
    c.kvCacheBytes = batch * k.kvBytesPerTokenPerGpu * kvTokens(k, inputTokens + outputTokens);
    if (in.specTokens > 0 || in.prefixHitRate > 0)
        c.kvCacheBytes = techniqueKvBytes(k, Eigen::ArrayXd::Constant(1, inputTokens), outputTokens,
                                          Eigen::ArrayXd::Constant(1, batch))(0);
    c.memoryPerGpuBytes = k.weightsBytes + c.kvCacheBytes + k.activationsBytes + k.overheadBytes;
    c.fits = c.memoryPerGpuBytes <= k.usableBytes;
    c.tpotQuantileS = tpotAtQuantileS(c.times, batch, outputTokens, z);
    return c;
}

std::vector<SweepConfig> sweepConfigs(const Scenario& s, const std::vector<GpuSpec>& gpus,
                                      const EfficiencyTable& efficiency) {
    const ParameterCount params = countParameters(s.model);
    std::vector<SweepConfig> configs;
    for (const GpuSpec& gpu : gpus) {
        if (!s.gpuIds.empty() &&
            std::find(s.gpuIds.begin(), s.gpuIds.end(), gpu.id) == s.gpuIds.end())
            continue;
        if (geforceLicence(gpu) && !s.allowGeForce)
            continue; // the planner's rule: not licensed for datacenter deployment
        for (Precision p : s.precisions) {
            const ComputeResolution compute = resolveCompute(gpu, p);
            if (compute.flopsPerS <= 0)
                continue;
            for (const Layout& l : candidateLayouts(s.model, gpu, s.limits)) {
                if (!s.runtime.speculative.splitsOver(l.tp))
                    continue; // the draft runs at the target's TP and cannot split so
                EstimateRequest r = scenarioRequest(s, gpu, p, l);
                r.mode = Mode::Serve;
                SweepConfig c{gpu.id,
                              p,
                              r.kvPrecision,
                              l,
                              compute.native,
                              efficiency.choose(gpu, compute.kind, s.runtime.engine).servingGroup,
                              sweepConstants(r, params, compute, efficiency)};
                configs.push_back(std::move(c));
            }
        }
    }
    return configs;
}

Result<SweepResult> evaluateSweep(std::vector<SweepConfig> configs, std::vector<double> batches,
                                  std::vector<double> contexts, double outputTokens,
                                  double percentile, const WorkControl& control) {
    SweepResult r;
    r.configs = std::move(configs);
    r.batches = std::move(batches);
    r.contexts = std::move(contexts);
    r.outputTokens = outputTokens;
    r.percentile = percentile;
    if (auto ok = evaluateSweepInto(r, control); !ok)
        return ok.error();
    return r;
}

Status evaluateSweepInto(SweepResult& r, const WorkControl& control) {
    if (r.configs.empty())
        return fieldError("sweep", "no configuration to evaluate (no candidate GPU runs any of "
                                   "the allowed precisions)");
    if (r.batches.empty() || r.contexts.empty())
        return fieldError("sweep", "the batch and context axes must not be empty");
    const double cells =
        double(r.configs.size()) * double(r.batches.size()) * double(r.contexts.size());
    if (cells > double(kMaxSweepCells))
        return fieldError("sweep", "the grid has " + std::to_string(cells) +
                                       " cells, more than the " + std::to_string(kMaxSweepCells) +
                                       " a sweep accepts");
    if (r.size() != Eigen::Index(cells))
        allocate(r, Eigen::Index(cells));

    std::vector<Piece> pieces;
    const Eigen::Index perConfig = Eigen::Index(r.batches.size() * r.contexts.size());
    for (Eigen::Index c = 0; c < Eigen::Index(r.configs.size()); ++c)
        for (Eigen::Index off = 0; off < perConfig; off += kChunk)
            pieces.push_back({c, c * perConfig + off, std::min(kChunk, perConfig - off)});

    const double z = normalQuantile(r.percentile);
    const bool finished = control.forEachParallel(pieces.size(), [&] {
        return
            [&, scratch = Scratch{}](size_t i) mutable { evaluatePiece(r, pieces[i], scratch, z); };
    });
    if (!finished)
        return fieldError("sweep", "cancelled");
    control.report(1.0);
    return {};
}

Result<SweepResult> sweep(const Scenario& s, const std::vector<GpuSpec>& gpus,
                          const EfficiencyTable& efficiency, const WorkControl& control) {
    if (auto ok = validateScenario(s); !ok)
        return ok.error();
    if (s.mode != Mode::Serve)
        return fieldError("mode",
                          "the what-if sweep covers serving; got " + std::string(modeName(s.mode)));
    for (size_t i = 0; i < s.gpuIds.size(); ++i)
        if (std::none_of(gpus.begin(), gpus.end(),
                         [&](const GpuSpec& g) { return g.id == s.gpuIds[i]; }))
            return fieldError("gpus[" + std::to_string(i) + "]",
                              "unknown GPU '" + s.gpuIds[i] + "'");
    const SweepAxes axes = defaultSweepAxes(s);
    return evaluateSweep(sweepConfigs(s, gpus, efficiency), axes.batches, axes.contexts,
                         s.serving.outputTokens.mean, s.sla.percentile, control);
}

double kvTokens(const SweepConstants& k, double tokens) {
    if (k.slidingWindow <= 0)
        return tokens;
    const double capped = std::min(tokens, k.slidingWindow);
    return k.slidingWindowAlternate ? 0.5 * (tokens + capped) : capped;
}

} // namespace rightsizer::model
