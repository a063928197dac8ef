#include "CliText.h"
#include "EstimateOutput.h"

#include "views/EnginePhrase.h"
#include "views/QuantityFormat.h"
#include "views/table/RowTable.h"

#include <QStringList>

namespace rightsizer::app {
namespace {

using namespace rightsizer::model;

QString band(const views::QuantityFormat& f, const Band& b, bool time, const QString& unit) {
    auto one = [&](double v) { return time ? f.seconds(v) : f.rate(v, unit); };
    return Cli::tr("%1  (90 %: %2 – %3)").arg(one(b.value), one(b.low), one(b.high));
}

QString spread(const views::QuantityFormat& f, const LatencyPercentiles& p) {
    return Cli::tr("%1 / %2 / %3 / %4  (mean %5)")
        .arg(f.seconds(p.p50), f.seconds(p.p90), f.seconds(p.p95), f.seconds(p.p99),
             f.seconds(p.mean));
}

/// Latency under load: the scheduler simulation's percentiles.
QStringList loadRows(const views::QuantityFormat& f, const EstimateRequest& r,
                     const ServeEstimate& sv) {
    QStringList out;
    const LoadLatency& l = sv.load;
    const QString how = sv.arrival == Arrival::OpenLoop
                            ? Cli::tr("Poisson arrivals, %1 per replica, at most %2 running")
                                  .arg(f.rate(sv.ratePerSPerReplica, Cli::tr("requests/s")),
                                       f.number(sv.scheduler.maxRunning, 0))
                            : Cli::tr("closed loop, %n client(s) per replica starting together, "
                                      "the first %1 requests measured (as a benchmark runs)",
                                      nullptr, r.serve.concurrency)
                                  .arg(f.number(l.measured, 0));
    out << QString();
    out << Cli::tr("Under load: %1").arg(how);
    out << row(Cli::tr("  scheduler"),
               Cli::tr("%1 tokens per step, %2 sequences at most, KV cache for %3 tokens")
                   .arg(f.number(sv.scheduler.tokenBudget, 0), f.number(sv.scheduler.maxRunning, 0),
                        sv.scheduler.kvCapacityTokens > 0 ? f.count(sv.scheduler.kvCapacityTokens)
                                                          : Cli::tr("unlimited")));
    out << row(Cli::tr("  TTFT p50"), band(f, sv.ttftP50S, true, {}));
    out << row(Cli::tr("  TTFT p50/90/95/99"), spread(f, l.ttftS));
    out << row(Cli::tr("  TPOT p50"), band(f, sv.tpotP50S, true, {}));
    out << row(Cli::tr("  TPOT p50/90/95/99"), spread(f, l.tpotS));
    out << row(Cli::tr("  inter-token p50/90/95/99"), spread(f, l.itlS));
    out << row(Cli::tr("  end-to-end p50/90/95/99"), spread(f, l.e2eS));
    out << row(Cli::tr("  served"), Cli::tr("%1, %2 per replica; %3 sequences decoding on average")
                                        .arg(f.rate(l.requestsPerS, Cli::tr("requests/s")),
                                             f.rate(l.outputTokensPerS, Cli::tr("tokens/s")),
                                             f.number(l.meanRunning, 1)));
    if (l.saturated)
        out << row(Cli::tr("  SATURATED"),
                   Cli::tr("arrivals outpace the replica: latencies grow with the run"));
    out << QString();
    return out;
}

/// Which GPU a training breakdown describes.
QString peakStage(const TrainingPeak& t, int pp) {
    if (t.stage == PipelineStage::Only)
        return {};
    return Cli::tr(" (pipeline stage %1 of %2, %3 layers, the fullest)")
        .arg(t.stageIndex + 1)
        .arg(pp)
        .arg(t.stageLayers);
}

/// " (126.0 layer-micro-batches x 508 MiB + logits 512 MiB)": how the activations add up.
QString activationTerms(const views::QuantityFormat& f, const TrainingPeak& t) {
    QString terms = Cli::tr("%1 layer-micro-batches x %2")
                        .arg(f.number(t.activationSets, 1), f.bytes(t.activationBytesPerLayer));
    if (t.logitsBytes > 0)
        terms += Cli::tr(" + logits %1").arg(f.bytes(t.logitsBytes));
    if (t.recomputeBytes > 0)
        terms += Cli::tr(" + the layer being recomputed %1").arg(f.bytes(t.recomputeBytes));
    return QStringLiteral(" (") + terms + QLatin1Char(')');
}

/// "8 GPUs, TP 8, PP 1, EP 1, mode serve" (and CP and interleaved VP in training).
QString layoutText(const EstimateRequest& r) {
    const bool training = r.mode != Mode::Serve;
    QString text = Cli::tr("%n GPU(s), TP %1, PP %2", nullptr, r.layout.gpus)
                       .arg(r.layout.tp)
                       .arg(r.layout.pp);
    if (training && r.train.contextParallel > 1)
        text += Cli::tr(", CP %1").arg(r.train.contextParallel);
    text += Cli::tr(", EP %1, mode %2").arg(QString::number(r.layout.ep), q(modeName(r.mode)));
    if (training && r.train.virtualStages > 1)
        text += Cli::tr(", interleaved VP %1").arg(r.train.virtualStages);
    return text;
}

/// The model, GPU, precision, layout and serving-engine lines that open the estimate.
QStringList setupRows(const views::QuantityFormat& f, const EstimateRequest& r,
                      const EstimateResult& e) {
    QStringList out;
    out << row(Cli::tr("Model"),
               Cli::tr("%1 — %2 params (%3 active)")
                   .arg(q(r.model.name), f.count(e.params.total), f.count(e.params.active)));
    out << row(Cli::tr("GPU"), Cli::tr("%1, %2 visible to the runtime")
                                   .arg(q(r.gpu.name), f.bytes(r.gpu.memoryRuntimeBytes)));
    const QString weights =
        r.mode == Mode::Qlora ? Cli::tr("nf4 (QLoRA base)") : q(precisionInfo(r.precision).name);
    out << row(Cli::tr("Precision (weights / KV)"),
               (e.compute.native ? Cli::tr("%1 / %2, matmuls in %3")
                                 : Cli::tr("%1 / %2, matmuls in %3 (not native)"))
                   .arg(weights, q(precisionInfo(r.kvPrecision).name),
                        q(computeKindName(e.compute.kind))));
    out << row(Cli::tr("Layout"), layoutText(r));
    if (r.mode == Mode::Serve)
        out << row(Cli::tr("Serving engine"), Cli::tr("%1, may use %2 of GPU memory")
                                                  .arg(q(engineLabel(r.runtime.engine)),
                                                       f.percent(r.runtime.memoryUtilization)));
    if (r.mode == Mode::Serve && cachedPrefixTokens(r.serve, r.serve.inputTokens) > 0)
        out << row(Cli::tr("Prefix caching"),
                   Cli::tr("%1 tokens shared, found cached by %2 of requests: %3 tokens of "
                           "each prompt's prefill skipped on average")
                       .arg(f.number(r.serve.prefixTokens, 0), f.percent(r.serve.prefixHitRate),
                            f.number(cachedPrefixTokens(r.serve, r.serve.inputTokens), 0)));
    if (r.mode == Mode::Serve && r.runtime.speculative.enabled()) {
        const SpeculativeDecoding& sd = r.runtime.speculative;
        const QString draft = sd.method == Speculation::Draft && sd.draft
                                  ? Cli::tr("draft model %1").arg(q(sd.draft->name))
                                  : Cli::tr("MTP/EAGLE head");
        out << row(Cli::tr("Speculative decoding"),
                   Cli::tr("%1, %2 proposals a step, each accepted at %3: %4 tokens a step")
                       .arg(draft, QString::number(sd.tokens), f.percent(sd.acceptance),
                            f.number(speculativeTokensPerStep(sd), 2)));
    }
    return out;
}

/// The memory-per-GPU block: each part, the total against what is usable, the largest part.
QStringList memoryRows(const views::QuantityFormat& f, const EstimateRequest& r,
                       const EstimateResult& e) {
    QStringList out;
    const MemoryBreakdown& m = e.memory;
    const bool serving = r.mode == Mode::Serve;
    out << Cli::tr("Memory per GPU") + (serving ? QString() : peakStage(m.training, r.layout.pp));
    out << row(Cli::tr("  weights"),
               serving ? f.bytes(m.weightsBytes)
                       : Cli::tr("%1 (%2 params on this GPU)")
                             .arg(f.bytes(m.weightsBytes), f.count(m.training.paramsPerGpu)));
    if (serving) {
        out << row(Cli::tr("  KV cache"),
                   Cli::tr("%1 (%2/token, whole model)")
                       .arg(f.bytes(m.kvCacheBytes), f.bytes(e.kvBytesPerToken)));
    } else {
        out << row(Cli::tr("  gradients"),
                   r.mode != Mode::Train ? f.bytes(m.gradientsBytes)
                   : gradientsInFp32(r)
                       ? Cli::tr("%1 (fp32 buffer)").arg(f.bytes(m.gradientsBytes))
                       : Cli::tr("%1 (16-bit buffer)").arg(f.bytes(m.gradientsBytes)));
        out << row(Cli::tr("  optimizer states"), f.bytes(m.optimizerBytes));
    }
    out << row(Cli::tr("  activations"),
               f.bytes(m.activationsBytes) +
                   (serving ? QString() : activationTerms(f, m.training)));
    out << row(Cli::tr("  runtime overhead"), f.bytes(m.overheadBytes));
    out << row(Cli::tr("  total / usable"),
               m.fits ? Cli::tr("%1 / %2  fits")
                            .arg(f.bytes(m.totalPerGpuBytes), f.bytes(m.usablePerGpuBytes))
                      : Cli::tr("%1 / %2  DOES NOT FIT (short %3)")
                            .arg(f.bytes(m.totalPerGpuBytes), f.bytes(m.usablePerGpuBytes),
                                 f.bytes(m.shortfallBytes)));
    const auto [part, partBytes] = largestPart(m);
    out << row(Cli::tr("  largest part"), Cli::tr("%1, %2 of the total")
                                              .arg(views::engineWord(memoryPartName(part)),
                                                   f.percent(partBytes / m.totalPerGpuBytes)));
    return out;
}

/// "compute-bound (turns ... at batch 12)" or "memory-bound (KV reads keep it ...)".
QString decodeBound(const ServeEstimate& sv) {
    const QString bound =
        sv.decodeComputeBound ? Cli::tr("compute-bound") : Cli::tr("memory-bound");
    return sv.crossoverBatch > 0
               ? Cli::tr("%1 (turns compute-bound at batch %2)").arg(bound).arg(sv.crossoverBatch)
               : Cli::tr("%1 (KV reads keep it memory-bound at any batch)").arg(bound);
}

/// The serving block: concurrency, latency and throughput bands, load simulation, decode bound.
QStringList servingRows(const views::QuantityFormat& f, const EstimateRequest& r,
                        const ServeEstimate& sv) {
    QStringList out;
    out << Cli::tr("Serving (per replica unless stated; %n replica(s))", nullptr, sv.replicas);
    const bool images = r.model.kind == ModelKind::Vit || r.model.kind == ModelKind::Diffusion;
    if (images)
        out << row(Cli::tr("  batch"), Cli::tr("%n image(s)", nullptr, int(sv.concurrency)));
    else
        out << row(Cli::tr("  concurrency"),
                   Cli::tr("%n sequence(s) (largest that fits: %1)", nullptr, int(sv.concurrency))
                       .arg(sv.maxConcurrencyFit));
    if (images) {
        out << row(Cli::tr("  images/s (deployment)"),
                   band(f, sv.imagesPerS, false, Cli::tr("images/s")));
        out << row(Cli::tr("  seconds per batch"), band(f, sv.secondsPerImage, true, {}));
        return out;
    }
    out << row(Cli::tr("  TTFT"), band(f, sv.ttftS, true, {}));
    out << row(Cli::tr("  TPOT"), band(f, sv.tpotS, true, {}));
    out << row(Cli::tr("  output (deployment)"),
               band(f, sv.outputTokensPerS, false, Cli::tr("tokens/s")));
    out << row(Cli::tr("  output per GPU"),
               band(f, sv.outputTokensPerSPerGpu, false, Cli::tr("tokens/s")));
    if (sv.loadSimulated)
        out << loadRows(f, r, sv);
    out << row(Cli::tr("  decode is"), decodeBound(sv));
    return out;
}

/// A part of the step: its time, or "none" where the layout has none of it.
QString stepPart(const views::QuantityFormat& f, double s) {
    return s > 0 ? f.seconds(s) : Cli::tr("none");
}

/// The training block: step time, throughput and MFU.
/// MFU is against the dense peak of the format the matmuls run in (fp8's for fp8 training).
QStringList trainingRows(const views::QuantityFormat& f, const TrainEstimate& t,
                         ComputeKind compute) {
    QStringList out;
    out << Cli::tr("Training (data parallel %1)").arg(t.dataParallel);
    out << row(Cli::tr("  step time"), band(f, t.stepTimeS, true, {}));
    out << row(Cli::tr("  tokens/s (job)"), band(f, t.tokensPerS, false, Cli::tr("tokens/s")));
    out << row(Cli::tr("  tokens/s per GPU"),
               band(f, t.tokensPerSPerGpu, false, Cli::tr("tokens/s")));
    out << row(Cli::tr("  MFU"),
               Cli::tr("%1 of the %3 dense peak (pipeline bubble %2)")
                   .arg(f.percent(t.mfu), f.percent(t.bubbleFraction),
                        QString::fromUtf8(computeKindName(compute).data(),
                                          qsizetype(computeKindName(compute).size()))));
    out << row(Cli::tr("  one GPU's step"),
               Cli::tr("matmuls %1, non-matmul work %2, tensor-parallel all-reduces %3, pipeline "
                       "bubble %4")
                   .arg(stepPart(f, t.parts.matmulS), stepPart(f, t.parts.nonMatmulS),
                        stepPart(f, t.parts.tpCommS), stepPart(f, t.parts.bubbleS)));
    if (t.parts.expertCommS > 0)
        out << row(Cli::tr("  expert all-to-alls"), f.seconds(t.parts.expertCommS));
    return out;
}

} // namespace

std::string estimateToText(const EstimateRequest& r, const EstimateResult& e) {
    const views::QuantityFormat f = cliFormat();
    QStringList out;
    out << setupRows(f, r, e);
    out << QString();
    out << memoryRows(f, r, e);
    out << QString();
    if (r.mode == Mode::Serve)
        out << servingRows(f, r, e.serve);
    else
        out << trainingRows(f, e.train, e.compute.kind);
    const EfficiencyChoice& c = e.efficiency;
    out << QString();
    out << row(Cli::tr("Calibration"),
               r.mode == Mode::Serve
                   ? Cli::tr("%1: eta_c %2, eta_m %3")
                         .arg(q(c.servingGroup), f.number(c.serving.computeEff, 2),
                              f.number(c.serving.memoryEff, 2))
                   : Cli::tr("%1: matmuls at %2 of peak, non-matmul work %3 B per hidden unit, "
                             "token and layer")
                         .arg(q(c.trainingGroup), f.percent(c.training.matmulEff),
                              f.number(c.training.nonMatmulBytes, 0)));
    for (const auto& w : e.warnings)
        out << Cli::tr("warning: %1").arg(cliPhrase(w));
    return out.join(QLatin1Char('\n')).toStdString() + "\n";
}

} // namespace rightsizer::app
