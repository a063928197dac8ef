#include "EstimateOutput.h"

#include "views/QuantityFormat.h"

#include <QStringList>

namespace rightsizer::app {
namespace {

using namespace rightsizer::model;

QString row(const QString& label, const QString& value) {
    return label.leftJustified(30, QLatin1Char(' ')) + value;
}

QString band(const views::QuantityFormat& f, const Band& b, bool time, const QString& unit) {
    auto one = [&](double v) { return time ? f.seconds(v) : f.rate(v, unit); };
    return one(b.value) + QStringLiteral("  (90 %: ") + one(b.low) + QStringLiteral(" – ") +
           one(b.high) + QLatin1Char(')');
}

QString s(std::string_view v) {
    return QString::fromUtf8(v.data(), qsizetype(v.size()));
}

QString spread(const views::QuantityFormat& f, const LatencyPercentiles& p) {
    return f.seconds(p.p50) + QStringLiteral(" / ") + f.seconds(p.p90) + QStringLiteral(" / ") +
           f.seconds(p.p95) + QStringLiteral(" / ") + f.seconds(p.p99) +
           QStringLiteral("  (mean ") + f.seconds(p.mean) + QLatin1Char(')');
}

/// Latency under load: the scheduler simulation's percentiles.
QStringList loadRows(const views::QuantityFormat& f, const EstimateRequest& r,
                     const ServeEstimate& sv) {
    QStringList out;
    const LoadLatency& l = sv.load;
    const QString how =
        sv.arrival == Arrival::OpenLoop
            ? QStringLiteral("Poisson arrivals, %1 per replica, at most %2 running")
                  .arg(f.rate(sv.ratePerSPerReplica, QStringLiteral("requests/s")))
                  .arg(sv.scheduler.maxRunning)
            : QStringLiteral("closed loop, %1 clients per replica (as a benchmark runs)")
                  .arg(r.serve.concurrency);
    out << QString();
    out << QStringLiteral("Under load: ") + how;
    out << row(QStringLiteral("  scheduler"),
               QStringLiteral("%1 tokens per step, %2 sequences at most, KV cache for %3 tokens")
                   .arg(f.number(sv.scheduler.tokenBudget, 0))
                   .arg(sv.scheduler.maxRunning)
                   .arg(sv.scheduler.kvCapacityTokens > 0 ? f.count(sv.scheduler.kvCapacityTokens)
                                                          : QStringLiteral("unlimited")));
    out << row(QStringLiteral("  TTFT p50"), band(f, sv.ttftP50S, true, {}));
    out << row(QStringLiteral("  TTFT p50/90/95/99"), spread(f, l.ttftS));
    out << row(QStringLiteral("  TPOT p50"), band(f, sv.tpotP50S, true, {}));
    out << row(QStringLiteral("  TPOT p50/90/95/99"), spread(f, l.tpotS));
    out << row(QStringLiteral("  inter-token p50/90/95/99"), spread(f, l.itlS));
    out << row(QStringLiteral("  end-to-end p50/90/95/99"), spread(f, l.e2eS));
    out << row(QStringLiteral("  served"),
               f.rate(l.requestsPerS, QStringLiteral("requests/s")) + QStringLiteral(", ") +
                   f.rate(l.outputTokensPerS, QStringLiteral("tokens/s")) +
                   QStringLiteral(" per replica; %1 sequences decoding on average")
                       .arg(f.number(l.meanRunning, 1)));
    if (l.saturated)
        out << row(QStringLiteral("  SATURATED"),
                   QStringLiteral("arrivals outpace the replica: latencies grow with the run"));
    out << QString();
    return out;
}

/// Which GPU a training breakdown describes.
QString peakStage(const TrainingPeak& t, int pp) {
    if (t.stage == PipelineStage::Only)
        return {};
    return QStringLiteral(" (pipeline stage %1 of %2, %3 layers, the fullest)")
        .arg(t.stageIndex + 1)
        .arg(pp)
        .arg(t.stageLayers);
}

/// " (126.0 layer-micro-batches x 508 MiB + logits 512 MiB)": how the activations add up.
QString activationTerms(const views::QuantityFormat& f, const TrainingPeak& t) {
    QString terms = QStringLiteral(" (") + f.number(t.activationSets, 1) +
                    QStringLiteral(" layer-micro-batches x ") + f.bytes(t.activationBytesPerLayer);
    if (t.logitsBytes > 0)
        terms += QStringLiteral(" + logits ") + f.bytes(t.logitsBytes);
    if (t.recomputeBytes > 0)
        terms += QStringLiteral(" + the layer being recomputed ") + f.bytes(t.recomputeBytes);
    return terms + QLatin1Char(')');
}

/// The model, GPU, precision, layout and serving-engine lines that open the estimate.
QStringList setupRows(const views::QuantityFormat& f, const EstimateRequest& r,
                      const EstimateResult& e) {
    QStringList out;
    out << row(QStringLiteral("Model"), s(r.model.name) + QStringLiteral(" — ") +
                                            f.count(e.params.total) + QStringLiteral(" params (") +
                                            f.count(e.params.active) + QStringLiteral(" active)"));
    out << row(QStringLiteral("GPU"), s(r.gpu.name) + QStringLiteral(", ") +
                                          f.bytes(r.gpu.memoryRuntimeBytes) +
                                          QStringLiteral(" visible to the runtime"));
    const QString weights = r.mode == Mode::Qlora ? QStringLiteral("nf4 (QLoRA base)")
                                                  : s(precisionInfo(r.precision).name);
    out << row(QStringLiteral("Precision (weights / KV)"),
               weights + QStringLiteral(" / ") + s(precisionInfo(r.kvPrecision).name) +
                   QStringLiteral(", matmuls in ") + s(computeKindName(e.compute.kind)) +
                   (e.compute.native ? QString() : QStringLiteral(" (not native)")));
    out << row(QStringLiteral("Layout"),
               QStringLiteral("%1, TP %2, PP %3, %4EP %5, mode %6")
                       .arg(views::counted(r.layout.gpus, QStringLiteral("GPU")))
                       .arg(r.layout.tp)
                       .arg(r.layout.pp)
                       .arg(r.mode != Mode::Serve && r.train.contextParallel > 1
                                ? QStringLiteral("CP %1, ").arg(r.train.contextParallel)
                                : QString())
                       .arg(r.layout.ep)
                       .arg(s(modeName(r.mode))) +
                   (r.mode != Mode::Serve && r.train.virtualStages > 1
                        ? QStringLiteral(", interleaved VP %1").arg(r.train.virtualStages)
                        : QString()));
    if (r.mode == Mode::Serve)
        out << row(QStringLiteral("Serving engine"),
                   s(engineLabel(r.runtime.engine)) + QStringLiteral(", may use ") +
                       f.percent(r.runtime.memoryUtilization) + QStringLiteral(" of GPU memory"));
    return out;
}

/// The memory-per-GPU block: each part, the total against what is usable, the largest part.
QStringList memoryRows(const views::QuantityFormat& f, const EstimateRequest& r,
                       const EstimateResult& e) {
    QStringList out;
    const MemoryBreakdown& m = e.memory;
    const bool serving = r.mode == Mode::Serve;
    out << QStringLiteral("Memory per GPU") +
               (serving ? QString() : peakStage(m.training, r.layout.pp));
    out << row(QStringLiteral("  weights"),
               f.bytes(m.weightsBytes) +
                   (serving ? QString()
                            : QStringLiteral(" (") + f.count(m.training.paramsPerGpu) +
                                  QStringLiteral(" params on this GPU)")));
    if (serving)
        out << row(QStringLiteral("  KV cache"), f.bytes(m.kvCacheBytes) + QStringLiteral(" (") +
                                                     f.bytes(e.kvBytesPerToken) +
                                                     QStringLiteral("/token, whole model)"));
    else {
        out << row(QStringLiteral("  gradients"),
                   f.bytes(m.gradientsBytes) +
                       (r.mode == Mode::Train
                            ? (gradientsInFp32(r) ? QStringLiteral(" (fp32 buffer)")
                                                  : QStringLiteral(" (16-bit buffer)"))
                            : QString()));
        out << row(QStringLiteral("  optimizer states"), f.bytes(m.optimizerBytes));
    }
    out << row(QStringLiteral("  activations"),
               f.bytes(m.activationsBytes) +
                   (serving ? QString() : activationTerms(f, m.training)));
    out << row(QStringLiteral("  runtime overhead"), f.bytes(m.overheadBytes));
    out << row(QStringLiteral("  total / usable"),
               f.bytes(m.totalPerGpuBytes) + QStringLiteral(" / ") + f.bytes(m.usablePerGpuBytes) +
                   (m.fits ? QStringLiteral("  fits")
                           : QStringLiteral("  DOES NOT FIT (short ") + f.bytes(m.shortfallBytes) +
                                 QLatin1Char(')')));
    const auto [part, partBytes] = largestPart(m);
    out << row(QStringLiteral("  largest part"), s(memoryPartName(part)) + QStringLiteral(", ") +
                                                     f.percent(partBytes / m.totalPerGpuBytes) +
                                                     QStringLiteral(" of the total"));
    return out;
}

/// The serving block: concurrency, latency and throughput bands, load simulation, decode bound.
QStringList servingRows(const views::QuantityFormat& f, const EstimateRequest& r,
                        const ServeEstimate& sv) {
    QStringList out;
    out << QStringLiteral("Serving (per replica unless stated; %1)")
               .arg(views::counted(sv.replicas, QStringLiteral("replica")));
    const bool images = r.model.kind == ModelKind::Vit || r.model.kind == ModelKind::Diffusion;
    if (images)
        out << row(QStringLiteral("  batch"), QStringLiteral("%1 images").arg(sv.concurrency));
    else
        out << row(QStringLiteral("  concurrency"),
                   QStringLiteral("%1 sequences (largest that fits: %2)")
                       .arg(sv.concurrency)
                       .arg(sv.maxConcurrencyFit));
    if (images) {
        out << row(QStringLiteral("  images/s (deployment)"),
                   band(f, sv.imagesPerS, false, QStringLiteral("images/s")));
        out << row(QStringLiteral("  seconds per batch"), band(f, sv.secondsPerImage, true, {}));
    } else {
        out << row(QStringLiteral("  TTFT"), band(f, sv.ttftS, true, {}));
        out << row(QStringLiteral("  TPOT"), band(f, sv.tpotS, true, {}));
        out << row(QStringLiteral("  output (deployment)"),
                   band(f, sv.outputTokensPerS, false, QStringLiteral("tokens/s")));
        out << row(QStringLiteral("  output per GPU"),
                   band(f, sv.outputTokensPerSPerGpu, false, QStringLiteral("tokens/s")));
        if (sv.loadSimulated)
            out << loadRows(f, r, sv);
        out << row(
            QStringLiteral("  decode is"),
            (sv.decodeComputeBound ? QStringLiteral("compute-bound")
                                   : QStringLiteral("memory-bound")) +
                (sv.crossoverBatch > 0
                     ? QStringLiteral(" (turns compute-bound at batch %1)").arg(sv.crossoverBatch)
                     : QStringLiteral(" (KV reads keep it memory-bound at any batch)")));
    }
    return out;
}

/// The training block: step time, throughput and MFU.
QStringList trainingRows(const views::QuantityFormat& f, const TrainEstimate& t) {
    QStringList out;
    out << QStringLiteral("Training (data parallel %1)").arg(t.dataParallel);
    out << row(QStringLiteral("  step time"), band(f, t.stepTimeS, true, {}));
    out << row(QStringLiteral("  tokens/s (job)"),
               band(f, t.tokensPerS, false, QStringLiteral("tokens/s")));
    out << row(QStringLiteral("  tokens/s per GPU"),
               band(f, t.tokensPerSPerGpu, false, QStringLiteral("tokens/s")));
    out << row(QStringLiteral("  MFU"), f.percent(t.mfu) + QStringLiteral(" (pipeline bubble ") +
                                            f.percent(t.bubbleFraction) + QLatin1Char(')'));
    return out;
}

} // namespace

std::string estimateToText(const EstimateRequest& r, const EstimateResult& e) {
    const views::QuantityFormat f(QLocale::c());
    QStringList out;
    out << setupRows(f, r, e);
    out << QString();
    out << memoryRows(f, r, e);
    out << QString();
    if (r.mode == Mode::Serve)
        out << servingRows(f, r, e.serve);
    else
        out << trainingRows(f, e.train);
    const EfficiencyChoice& c = e.efficiency;
    out << QString();
    out << row(
        QStringLiteral("Calibration"),
        r.mode == Mode::Serve
            ? QStringLiteral("%1: eta_c %2, eta_m %3")
                  .arg(s(c.servingGroup), f.number(c.serving.computeEff, 2),
                       f.number(c.serving.memoryEff, 2))
            : QStringLiteral("%1: MFU %2").arg(s(c.trainingGroup), f.percent(c.training.mfu)));
    for (const auto& w : e.warnings)
        out << QStringLiteral("warning: ") + s(w.english());
    return out.join(QLatin1Char('\n')).toStdString() + "\n";
}

} // namespace rightsizer::app
