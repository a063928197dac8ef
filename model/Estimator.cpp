#include "Estimator.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>

namespace rightsizer::model {
namespace {

/// Band widening for diffusion throughput, whose FLOPs are approximated from the denoiser's
/// parameter count when no published per-step figure exists.
constexpr double kApproximateFlopsSigmaFactor = 2.0;

/// Three significant digits: "5", "12.5", "0.333".
PhraseArg shortNumber(double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.3g", v);
    PhraseArg a{PhraseArg::Kind::Count, buffer, v, {}};
    return a;
}

/// Speculative decoding: the TPOT without it at the same concurrency, and a note that says
/// whether it pays there (it does at small batches, where a decode step is memory-bound and
/// checking k more positions is nearly free; not once the batch makes the step compute-bound).
void noteSpeculation(const ServingInputs& in, const ServingEfficiency& e, const ServingOverheads& o,
                     ServeEstimate& s, std::vector<Phrase>& notes) {
    ServingInputs plain = in;
    plain.specTokens = 0;
    plain.tokensPerStep = 1.0;
    plain.draftMatmulFlopsPerToken = 0;
    plain.draftAttnFlopsPerTokenPerContextToken = 0;
    plain.draftWeightBytesPerGpu = 0;
    plain.draftKvBytesPerTokenPerGpu = 0;
    const ServingTimes with = servingTimes(in, s.concurrency, e, o);
    const ServingTimes without = servingTimes(plain, s.concurrency, e, o);
    s.tokensPerStep = in.tokensPerStep;
    s.tpotWithoutSpeculationS = without.tpotS;
    const std::vector<PhraseArg> args{phrase::number(in.tokensPerStep, 2),
                                      phrase::seconds(with.tpotS), phrase::seconds(without.tpotS),
                                      phrase::integer(std::llround(s.concurrency))};
    if (with.tpotS >= without.tpotS && !with.decodeComputeBound) {
        notes.push_back({RS_WORD("Engine", "speculative decoding does not pay at a concurrency of "
                                           "%4: %1 tokens a step, but TPOT %2 against %3 without "
                                           "it (too few proposals are accepted to cover the "
                                           "draft's passes)"),
                         args});
        return;
    }
    notes.push_back(
        {with.tpotS < without.tpotS
             ? RS_WORD("Engine",
                       "speculative decoding pays at a concurrency of %4: %1 tokens a step, "
                       "TPOT %2 against %3 without it")
             : RS_WORD("Engine", "speculative decoding does not pay at a concurrency of %4: %1 "
                                 "tokens a step, but TPOT %2 against %3 without it (the step is "
                                 "compute-bound: checking the proposals costs more than it "
                                 "saves)"),
         args});
}

void estimateLanguageServing(const EstimateRequest& r, EstimateResult& out) {
    ServeEstimate& s = out.serve;
    s.maxConcurrencyFit = maxConcurrencyFit(r, out.params);
    s.concurrencyGiven = r.serve.concurrency > 0;
    s.concurrency = s.concurrencyGiven ? r.serve.concurrency : defaultConcurrency(r, out.params);
    out.memory = servingMemory(r, out.params, s.concurrency);
    if (const int cap = maxRunning(r.runtime, r.gpu);
        s.concurrencyGiven && r.serve.concurrency > cap)
        out.warnings.push_back({RS_WORD("Engine", "concurrency %1 exceeds the engine's cap of %2 "
                                                  "running sequences: the rest wait in its queue"),
                                {phrase::integer(r.serve.concurrency), phrase::integer(cap)}});
    if (s.concurrency < 1) {
        out.warnings.push_back({RS_WORD("Engine", "not even one sequence of the requested length "
                                                  "fits: memory and times are shown for one "
                                                  "sequence"),
                                {}});
        s.concurrency = 1;
        out.memory = servingMemory(r, out.params, s.concurrency);
    }

    const ServingInputs in = makeServingInputs(r, out.params, out.compute);
    const ServingEfficiency& e = out.efficiency.serving;
    const ServingTimes t = servingTimes(in, s.concurrency, e, out.overheads);
    const double sigma = e.sigmaLog;
    const double gpus = r.layout.gpus;
    s.ttftS = bandAround(t.ttftS, sigma);
    s.tpotS = bandAround(t.tpotS, sigma);
    s.outputTokensPerS = bandAround(t.outputTokensPerS * s.replicas, sigma);
    s.outputTokensPerSPerGpu = bandAround(t.outputTokensPerS * s.replicas / gpus, sigma);
    s.decodeComputeBound = t.decodeComputeBound;
    s.decodeComputeS = t.decodeComputeS;
    s.decodeMemoryS = t.decodeMemoryS;
    s.crossoverBatch = decodeCrossoverBatch(in, e);
    s.prefillS = t.prefillS;
    s.decodeStepS = t.decodeStepS;
    s.cachedPrefixTokens = in.cachedTokens;
    if (in.specTokens > 0)
        noteSpeculation(in, e, out.overheads, s, out.warnings);
    if (!s.concurrencyGiven && r.serve.ratePerS <= 0)
        return;
    // Under load: what a benchmark at this concurrency, or traffic at this rate, would see.
    s.loadSimulated = true;
    s.scheduler = schedulerSettings(r, out.params);
    LoadSpec load;
    if (r.serve.ratePerS > 0) {
        s.arrival = Arrival::OpenLoop;
        s.ratePerSPerReplica = r.serve.ratePerS / std::max(1, s.replicas);
        load.arrival = Arrival::OpenLoop;
        load.ratePerS = s.ratePerSPerReplica;
        if (s.concurrencyGiven)
            s.scheduler.maxRunning = std::min(s.scheduler.maxRunning, r.serve.concurrency);
    } else {
        load.arrival = Arrival::ClosedLoop;
        load.concurrency = r.serve.concurrency;
    }
    const RequestLengths lengths{
        {r.serve.inputTokens, std::max(r.serve.inputTokens, r.serve.inputTokensP95)},
        {r.serve.outputTokens, std::max(r.serve.outputTokens, r.serve.outputTokensP95)}};
    s.load = simulateLoad(in, e, out.overheads, s.scheduler, lengths, load);
    s.ttftP50S = bandAround(s.load.ttftS.p50, sigma);
    s.tpotP50S = bandAround(s.load.tpotS.p50, sigma);
    if (s.load.saturated)
        out.warnings.push_back(
            {RS_WORD("Engine", "saturated: %1 requests/s exceed what the deployment serves (about "
                               "%2 requests/s); the queue grows without bound and the latencies "
                               "shown grow with the length of the run"),
             {shortNumber(r.serve.ratePerS), shortNumber(s.load.requestsPerS * s.replicas)}});
}

void estimateImageServing(const EstimateRequest& r, EstimateResult& out) {
    const ModelSpec& m = r.model;
    ServeEstimate& s = out.serve;
    s.concurrencyGiven = r.serve.concurrency > 0;
    s.concurrency = s.concurrencyGiven ? r.serve.concurrency : 1;
    out.memory = servingMemory(r, out.params, s.concurrency);
    s.maxConcurrencyFit = out.memory.fits ? static_cast<int>(s.concurrency) : 0;
    double flopsPerImage = 0;
    double sigma = out.efficiency.serving.sigmaLog;
    double passes = 1;
    if (m.kind == ModelKind::Vit) {
        const double tokens = std::pow(m.vision.imageSize / m.vision.patchSize, 2) + 1;
        flopsPerImage = 2.0 * out.params.total * tokens +
                        4.0 * m.layers * m.heads * m.headDim * tokens * tokens;
    } else {
        const DiffusionSpec& d = m.diffusion;
        passes = d.defaultSteps;
        if (d.gflopsPerStepAtDefault > 0) {
            flopsPerImage = d.gflopsPerStepAtDefault * 1e9;
        } else {
            // Denoiser FLOPs ~ 2 * params * latent tokens (2x2 patches of the latent).
            const double denoiser = m.components.empty() ? 0.0 : m.components.front().params;
            const double latent = d.defaultResolution / double(d.latentDownsample) / 2.0;
            flopsPerImage = 2.0 * denoiser * latent * latent;
            sigma *= kApproximateFlopsSigmaFactor;
            out.warnings.push_back({RS_WORD("Engine", "diffusion FLOPs per step approximated as 2 "
                                                      "x denoiser parameters x latent tokens; "
                                                      "activations not modelled"),
                                    {}});
        }
    }
    const ServingEfficiency& e = out.efficiency.serving;
    const double computeS = s.concurrency * flopsPerImage / (out.compute.flopsPerS * e.computeEff);
    const double memoryS = out.memory.weightsBytes / (r.gpu.memoryBandwidthBytesPerS * e.memoryEff);
    const double batchS = passes * (std::max(computeS, memoryS) + out.overheads.decodeStepS);
    s.decodeComputeBound = computeS > memoryS;
    s.secondsPerImage = bandAround(batchS, sigma);
    s.imagesPerS = bandAround(s.concurrency / batchS * r.layout.gpus, sigma);
}

/// When a training layout does not fit, the first of the usual memory savers that makes it fit:
/// sharding gradients (ZeRO-2, FSDP that keeps weights gathered), then weights too (ZeRO-3),
/// then recomputing activations; empty when none does or the layout fits.
Phrase trainingFitHint(const EstimateRequest& r, const ParameterCount& p) {
    const int dp = static_cast<int>(trainingDataParallel(r.layout, r.train));
    auto tryWith = [&](int zero, Recompute recompute) -> std::optional<MemoryBreakdown> {
        EstimateRequest alt = r;
        alt.train.zeroStage = zero;
        alt.train.recompute = recompute;
        MemoryBreakdown m = trainingMemory(alt, p);
        return m.fits ? std::optional(m) : std::nullopt;
    };
    // "70.1 of 75.7 GiB"
    auto used = [](const MemoryBreakdown& m) {
        return std::vector<PhraseArg>{phrase::number(m.totalPerGpuBytes / kGiB, 1),
                                      phrase::number(m.usablePerGpuBytes / kGiB, 1)};
    };
    if (dp > 1)
        for (int zero = r.train.zeroStage + 1; zero <= 3; ++zero)
            if (auto m = tryWith(zero, r.train.recompute)) {
                std::vector<PhraseArg> args = used(*m);
                args.insert(args.begin(), phrase::integer(zero));
                args.push_back(phrase::integer(dp));
                return {zero == 2
                            ? RS_WORD("Engine", "fits with --zero %1 (%2 of %3 GiB: gradients "
                                                "sharded over the %4 data-parallel GPUs, as "
                                                "FSDP runs keep them)")
                            : RS_WORD("Engine", "fits with --zero %1 (%2 of %3 GiB: weights, "
                                                "gradients and optimizer states sharded over "
                                                "the %4 data-parallel GPUs (FSDP))"),
                        std::move(args)};
            }
    if (r.train.recompute != Recompute::Full)
        if (auto m = tryWith(r.train.zeroStage, Recompute::Full))
            return {RS_WORD("Engine", "fits with --recompute full (%1 of %2 GiB: each layer's "
                                      "activations recomputed in the backward pass, about a third "
                                      "more compute)"),
                    used(*m)};
    return {};
}

void estimateTraining(const EstimateRequest& r, EstimateResult& out) {
    out.memory = trainingMemory(r, out.params);
    if (r.train.contextParallel > 1)
        out.warnings.push_back(
            {RS_WORD("Engine", "context parallelism: the ring exchange of keys and values between "
                               "the %1 GPUs of a sequence is not in the step time (it overlaps "
                               "with attention while each GPU holds enough tokens)"),
             {phrase::integer(r.train.contextParallel)}});
    if (r.model.hasMoe)
        out.warnings.push_back(
            {RS_WORD("Engine",
                     "mixture of experts: the experts' grouped matmuls and the router run "
                     "at the dense layers' fitted efficiency (no MoE training in the "
                     "calibration); the expert-parallel all-to-alls are in the step, not "
                     "overlapped"),
             {}});
    if (!out.memory.fits)
        if (Phrase hint = trainingFitHint(r, out.params); !hint.empty())
            out.warnings.push_back(std::move(hint));
    const TrainingTimes t =
        trainingTimes(r, out.params, out.compute.flopsPerS, out.efficiency.training);
    TrainEstimate& tr = out.train;
    const double sigma = out.efficiency.training.sigmaLog;
    tr.dataParallel = static_cast<int>(trainingDataParallel(r.layout, r.train));
    tr.stepTimeS = bandAround(t.stepTimeS, sigma);
    tr.tokensPerS = bandAround(t.tokensPerS, sigma);
    tr.tokensPerSPerGpu = bandAround(t.tokensPerS / r.layout.gpus, sigma);
    tr.mfu = t.mfu;
    tr.bubbleFraction = t.bubbleFraction;
    tr.parts = t.parts;
    tr.tokensPerStep = r.train.globalBatch * r.train.seqLen;
    if (r.mode == Mode::Qlora)
        out.warnings.push_back({RS_WORD("Engine", "QLoRA dequantizes the 4-bit base on every "
                                                  "pass; that overhead is not in the step time"),
                                {}});
}

} // namespace

Result<EstimateResult> estimate(const EstimateRequest& r, const EfficiencyTable& efficiency) {
    if (auto ok = validateRequest(r); !ok)
        return ok.error();
    EstimateResult out;
    out.params = countParameters(r.model);
    out.kvBytesPerToken =
        kvBytesPerToken(r.model, std::max(precisionInfo(r.kvPrecision).kvBytesPerElement, 0.0));
    out.compute = resolveCompute(r.gpu, r.precision);
    if (!out.compute.note.empty())
        out.warnings.push_back(out.compute.note);
    if (out.compute.flopsPerS <= 0)
        return fieldError("gpu", r.gpu.id + " lists no compute throughput usable for " +
                                     std::string(precisionInfo(r.precision).name));
    out.efficiency = efficiency.choose(r.gpu, out.compute.kind, r.runtime);
    out.overheads = out.efficiency.overheads;
    const int replica = r.layout.tp * r.layout.pp;
    if (r.layout.tp > r.gpu.scaleUp.domainSize)
        out.warnings.push_back(
            {RS_WORD("Engine", "tp = %1 spans more than the %2-GPU %3 domain of %4: "
                               "tensor-parallel all-reduces cross the network"),
             {phrase::integer(r.layout.tp), phrase::integer(r.gpu.scaleUp.domainSize),
              phrase::verbatim(r.gpu.scaleUp.kind), phrase::verbatim(r.gpu.id)}});

    if (r.mode == Mode::Serve) {
        out.serve.replicas = r.layout.gpus / replica;
        if (r.model.kind == ModelKind::Vit || r.model.kind == ModelKind::Diffusion)
            estimateImageServing(r, out);
        else
            estimateLanguageServing(r, out);
    } else {
        estimateTraining(r, out);
    }
    return out;
}

} // namespace rightsizer::model
