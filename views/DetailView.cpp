#include "DetailView.h"
#include "EnginePhrase.h"

#include "views/CandidateTableModel.h"
#include "views/QuantityFormat.h"
#include "views/TechniqueText.h"
#include "views/charts/ChartFit.h"
#include "views/charts/ChartStyle.h"

#include "model/Units.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLineSeries>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace rightsizer::views {
namespace {

using model::Candidate;

QString html(const std::string& v) {
    return QString::fromStdString(v).toHtmlEscaped();
}

bool isTraining(const workspace::Evaluation& e) {
    return e.scenario.mode != model::Mode::Serve;
}

QString pctName(const workspace::Evaluation& e) {
    return QString::fromStdString(model::percentileName(e.scenario.sla.percentile));
}

QString row(const QString& label, const QString& value, const QString& note = {}) {
    return QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td>%3</td></tr>")
        .arg(label, value, note);
}

QString section(const QString& heading, const QString& rows) {
    return QStringLiteral("<h4>%1</h4><table cellspacing=\"0\" cellpadding=\"2\">%2</table>")
        .arg(heading, rows);
}

QString band(const QString& low, const QString& high) {
    return QObject::tr("90 %: %1 – %2").arg(low, high);
}

QString titleText(const workspace::Evaluation& e, const Candidate& c) {
    QString precision = precisionText(c, isTraining(e));
    if (!isTraining(e))
        precision += QObject::tr(" (KV %1)")
                         .arg(QString::fromUtf8(model::precisionInfo(c.kvPrecision).name.data()));
    if (!c.feasible)
        return QObject::tr("%1 · %2 · %3 per replica — rejected")
            .arg(html(c.gpuName), precision, layoutText(c));
    const QString head = QObject::tr("%1 × %2 · %3 · %4")
                             .arg(c.layout.gpus)
                             .arg(html(c.gpuName), precision, layoutText(c));
    if (isTraining(e))
        return head + QObject::tr(" · data parallel %1").arg(c.train.dataParallel);
    return head + QObject::tr(" · %1 × batch %2")
                      .arg(QObject::tr("%n replica(s)", nullptr, c.serve.replicas))
                      .arg(c.serve.batch);
}

QString servingVerdict(const workspace::Evaluation& e, const Candidate& c,
                       const QuantityFormat& f) {
    const model::ServingPlan& p = c.serve;
    if (c.underProvisioned)
        return QObject::tr(
                   "<b>Under-provisioned:</b> %1 of capacity in use at the grown demand "
                   "(%2 at the peak) leaves little room for bursts; add a replica or pick a "
                   "faster configuration.")
            .arg(f.percent(p.utilizationGrown), f.percent(p.utilization));
    if (c.overProvisioned)
        return QObject::tr("<b>Over-provisioned:</b> %1 replicas run at %2 of capacity at the "
                           "peak (%3 at the grown peak); fewer GPUs would carry the load if the "
                           "latency target allows.")
            .arg(p.replicas)
            .arg(f.percent(p.utilization), f.percent(p.utilizationGrown));
    const bool minimal = p.replicas == 1 && p.utilization < e.scenario.limits.overProvisionedBelow;
    return QObject::tr("<b>Right-sized%1:</b> %2 of capacity used at the peak, %3 at the grown "
                       "peak; "
                       "%4 TPOT %5 and TTFT %6 on %7.")
        .arg(minimal ? QObject::tr(" (smallest deployment)") : QString(), f.percent(p.utilization),
             f.percent(p.utilizationGrown), pctName(e), f.seconds(p.tpotS.value),
             f.seconds(p.ttftS.value))
        .arg(QObject::tr("%n GPU(s)", nullptr, c.layout.gpus));
}

QString verdictText(const workspace::Evaluation& e, const Candidate& c, const QuantityFormat& f) {
    if (!c.feasible)
        return QObject::tr("<b>Rejected:</b> %1.")
            .arg(phraseText(c.rejectionMessage).toHtmlEscaped());
    if (!isTraining(e))
        return servingVerdict(e, c, f);
    const model::TrainingPlan& p = c.train;
    const QString hours = f.number(p.runHours.value, 1);
    const QString deadline = f.number(e.scenario.training.deadlineHours, 1);
    if (c.underProvisioned)
        return QObject::tr("<b>Under-provisioned:</b> the run takes %1 h of the %2 h allowed, "
                           "with little margin.")
            .arg(hours, deadline);
    if (c.overProvisioned)
        return QObject::tr("<b>Over-provisioned:</b> finishes in %1 h of the %2 h allowed on %3 "
                           "data-parallel copies; fewer GPUs would meet the deadline.")
            .arg(hours, deadline)
            .arg(p.dataParallel);
    return QObject::tr("<b>Right-sized:</b> the run takes %1 h (%2) of the %3 h allowed.")
        .arg(hours,
             band(f.number(p.runHours.low, 1), f.number(p.runHours.high, 1) + QStringLiteral(" h")),
             deadline);
}

QString memoryHtml(const workspace::Evaluation& e, const Candidate& c, const QuantityFormat& f) {
    const model::MemoryBreakdown& m = c.memory;
    if (m.usablePerGpuBytes <= 0)
        return {};
    QString rows = row(QObject::tr("Weights"), f.bytes(m.weightsBytes));
    if (!isTraining(e))
        rows += row(
            QObject::tr("KV cache"), f.bytes(m.kvCacheBytes),
            c.feasible
                ? QObject::tr("at batch %1 (fits %2)").arg(c.serve.batch).arg(c.serve.maxBatchFit)
                : QString());
    rows += row(QObject::tr("Activations"), f.bytes(m.activationsBytes));
    if (isTraining(e))
        rows += row(QObject::tr("Gradients"), f.bytes(m.gradientsBytes)) +
                row(QObject::tr("Optimizer states"), f.bytes(m.optimizerBytes));
    rows += row(QObject::tr("Overhead"), f.bytes(m.overheadBytes)) +
            row(QObject::tr("<b>Total</b>"),
                QStringLiteral("<b>%1</b>").arg(f.bytes(m.totalPerGpuBytes)),
                QObject::tr("of %1 usable").arg(f.bytes(m.usablePerGpuBytes)));
    if (!m.fits)
        rows += row(QObject::tr("Short by"), f.bytes(m.shortfallBytes));
    if (c.feasible && !isTraining(e))
        rows += row(QObject::tr("In use at peak"), f.bytes(c.serve.memoryUsedAtLoadBytes),
                    QObject::tr("at the peak's mean concurrency"));
    return section(QObject::tr("Memory per GPU"), rows);
}

/// Speculative decoding and prefix caching, when the scenario uses them.
QString techniqueRows(const model::Scenario& s, const QuantityFormat& f) {
    QString rows;
    if (const model::SpeculativeDecoding& sd = s.runtime.speculative; sd.enabled())
        rows += row(
            QObject::tr("Speculative"),
            QObject::tr("%1 tokens a step").arg(f.number(model::speculativeTokensPerStep(sd), 2)),
            QObject::tr("%1, %2 proposals, each accepted at %3")
                .arg(sd.method == model::Speculation::Draft && sd.draft
                         ? QObject::tr("draft %1").arg(html(sd.draft->name))
                         : QObject::tr("MTP/EAGLE head"),
                     QString::number(sd.tokens), f.percent(sd.acceptance)));
    if (const double cached = cachedPrefixTokens(s); cached > 0)
        rows +=
            row(QObject::tr("Prefix cache"), QObject::tr("%1 tokens").arg(f.number(cached, 0)),
                QObject::tr("of each prompt skipped on average: %1 shared, found by %2")
                    .arg(f.number(s.serving.prefixTokens, 0), f.percent(s.serving.prefixHitRate)));
    return rows;
}

QString servingHtml(const workspace::Evaluation& e, const Candidate& c, const QuantityFormat& f) {
    const model::ServingPlan& p = c.serve;
    const model::Sla& sla = e.scenario.sla;
    const QString pct = pctName(e);
    auto target = [&](double s) {
        return s > 0 ? QObject::tr(", target %1").arg(f.seconds(s)) : QString();
    };
    auto rate = [&](double v) { return f.rate(v, QObject::tr("tok/s")); };
    auto bandOf = [&](const model::Band& b) { return band(f.seconds(b.low), f.seconds(b.high)); };
    const double grown = p.ratePerSPerReplica * p.replicas;
    QString rows =
        row(QObject::tr("Load"), f.rate(grown, QObject::tr("req/s")),
            QObject::tr("the grown demand, %1 per replica; Poisson arrivals, simulated as "
                        "<i>estimate --rate</i> does (%2 tokens a step, at most %3 running)")
                .arg(f.rate(p.ratePerSPerReplica, QObject::tr("req/s")))
                .arg(std::lround(p.scheduler.tokenBudget))
                .arg(p.scheduler.maxRunning)) +
        row(QObject::tr("TTFT p50"), f.seconds(p.ttftP50S.value), bandOf(p.ttftP50S)) +
        row(QObject::tr("TTFT %1").arg(pct), f.seconds(p.ttftS.value),
            bandOf(p.ttftS) + target(sla.ttftS)) +
        row(QObject::tr("… waiting"), f.seconds(p.queueWaitS),
            QObject::tr("queueing on top of the %1 a request takes when none waits")
                .arg(f.seconds(p.ttftIdleS))) +
        row(QObject::tr("TPOT p50"), f.seconds(p.tpotP50S.value), bandOf(p.tpotP50S)) +
        row(QObject::tr("TPOT %1").arg(pct), f.seconds(p.tpotS.value),
            bandOf(p.tpotS) + target(sla.tpotS)) +
        row(QObject::tr("End to end %1").arg(pct), f.seconds(p.load.e2eS.atQuantile),
            QObject::tr("median %1").arg(f.seconds(p.load.e2eS.p50))) +
        row(QObject::tr("Output"), rate(p.outputTokensPerS.value),
            band(f.number(p.outputTokensPerS.low, 0), f.number(p.outputTokensPerS.high, 0))) +
        row(QObject::tr("… per GPU"), rate(p.outputTokensPerSPerGpu)) +
        row(QObject::tr("… per user"), rate(p.tokensPerSPerUser)) +
        row(QObject::tr("Utilization"), f.percent(p.utilization),
            QObject::tr("today; %1 at the grown demand").arg(f.percent(p.utilizationGrown))) +
        row(QObject::tr("Decode step"), f.seconds(p.decodeStepS),
            p.decodeComputeBound ? QObject::tr("compute-bound") : QObject::tr("memory-bound")) +
        techniqueRows(e.scenario, f);
    return section(QObject::tr("Latency and throughput"), rows);
}

/// The disaggregated-serving comparison, when the scenario asks for it.
QString disaggregationHtml(const workspace::Evaluation& e, const QuantityFormat& f) {
    if (!e.disaggregation)
        return {};
    QString rows;
    for (const DetailLine& l : disaggregationLines(*e.disaggregation, pctName(e), f))
        rows += row(l.label.toHtmlEscaped(), l.value.toHtmlEscaped(), l.note.toHtmlEscaped());
    QString html = section(QObject::tr("Disaggregated serving, against rank 1"), rows);
    if (e.disaggregation->best)
        html += QStringLiteral("<p>%1</p>")
                    .arg(disaggregationVerdict(*e.disaggregation).toHtmlEscaped());
    return html;
}

QString trainingHtml(const Candidate& c, const QuantityFormat& f) {
    const model::TrainingPlan& p = c.train;
    const QString rows =
        row(QObject::tr("Run time"), f.number(p.runHours.value, 1) + QStringLiteral(" h"),
            band(f.number(p.runHours.low, 1), f.number(p.runHours.high, 1)) +
                QStringLiteral(" h")) +
        row(QObject::tr("Throughput"), f.rate(p.tokensPerS.value, QObject::tr("tok/s")),
            band(f.number(p.tokensPerS.low, 0), f.number(p.tokensPerS.high, 0))) +
        row(QObject::tr("MFU"), f.percent(p.mfu)) +
        row(QObject::tr("Step time"), f.seconds(p.stepTimeS)) +
        row(QObject::tr("Matmuls"), f.seconds(p.parts.matmulS), QObject::tr("of one GPU's step")) +
        row(QObject::tr("Non-matmul work"), f.seconds(p.parts.nonMatmulS),
            QObject::tr("norms, activations, residuals")) +
        row(QObject::tr("TP all-reduces"),
            p.parts.tpCommS > 0 ? f.seconds(p.parts.tpCommS) : QObject::tr("none")) +
        (p.parts.expertCommS > 0
             ? row(QObject::tr("EP all-to-alls"), f.seconds(p.parts.expertCommS))
             : QString()) +
        row(QObject::tr("Pipeline bubble"),
            p.parts.bubbleS > 0 ? f.seconds(p.parts.bubbleS) : QObject::tr("none"),
            p.parts.bubbleS > 0 ? QObject::tr("%1 of the step").arg(f.percent(p.bubbleFraction))
                                : QString());
    return section(QObject::tr("Run time and throughput"), rows);
}

QString costHtml(const workspace::Evaluation& e, const Candidate& c) {
    if (!c.price)
        return section(
            QObject::tr("Cost"),
            row(QObject::tr("No price"), QStringLiteral("—"),
                QObject::tr("set cost.gpu_hour_usd.%1 in the scenario").arg(html(c.gpuId))));
    const model::Phrase gaps = model::priceEvidenceText(*c.price);
    // The basis of a catalog median already ends with its dates ("observed A..B").
    const QString basis = phraseText(c.price->basis);
    const QString date = html(c.price->date);
    QString rows =
        row(QObject::tr("GPU-hour"), money(c.price->usdPerGpuHour, 2),
            basis.contains(date) ? basis : basis + QStringLiteral(", ") + date) +
        (gaps.empty() ? QString()
                      : row(QObject::tr("Evidence"), QObject::tr("thin"), phraseText(gaps))) +
        row(QObject::tr("Per hour"), money(c.costPerHourUsd, 2),
            QObject::tr("%1 on demand").arg(QObject::tr("%n GPU(s)", nullptr, c.layout.gpus)));
    if (isTraining(e))
        rows += row(QObject::tr("Whole run"), money(c.runCostUsd, 0)) +
                row(QObject::tr("Per M tokens"), money(c.usdPerMillionTokens, 3),
                    QObject::tr("trained tokens"));
    else
        rows += row(QObject::tr("Per month"), money(c.costPerMonthUsd, 0)) +
                row(QObject::tr("Per M tokens"), money(c.usdPerMillionTokens, 3),
                    QObject::tr("output tokens: the fleet sized for the peak, at the mean load"));
    return section(QObject::tr("Cost"), rows);
}

QString checksHtml(const Candidate& c, const QPalette& palette) {
    QString html;
    if (!c.balance.empty()) {
        QString rows;
        for (const model::BalanceCheck& b : c.balance)
            rows += QStringLiteral("<tr><td><font color=\"%1\">%2</font></td><td>%3</td></tr>")
                        .arg(statusColor(b.ok, palette).name(),
                             b.ok ? QObject::tr("✓ ok") : QObject::tr("✗ failed"),
                             phraseText(b.message).toHtmlEscaped());
        html += section(QObject::tr("System balance"), rows);
    }
    QStringList notes;
    for (const model::Phrase& n : c.provisioningNotes)
        notes << QStringLiteral("<li>%1</li>").arg(phraseText(n).toHtmlEscaped());
    for (const model::Phrase& w : c.warnings)
        notes << QStringLiteral("<li>%1</li>").arg(phraseText(w).toHtmlEscaped());
    if (!notes.isEmpty())
        html += QStringLiteral("<h4>%1</h4><ul style=\"margin-left:0; -qt-list-indent:1\">%2</ul>")
                    .arg(QObject::tr("Notes and warnings"), notes.join(QString()));
    return html;
}

} // namespace

DetailView::DetailView(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_verdict(new QLabel(this))
    , m_chartView(new QChartView(this))
    , m_chart(new QChart)
    , m_gib(new QValueAxis(m_chart))
    , m_category(new QBarCategoryAxis(m_chart))
    , m_details(new QTextBrowser(this)) {
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::PlainText);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);

    applyChartStyle(m_chart, palette());
    m_chart->legend()->setAlignment(Qt::AlignRight);
    m_gib->setTitleText(tr("GiB per GPU"));
    m_gib->setLabelFormat(QStringLiteral("%.0f"));
    m_gib->setTickCount(5);
    m_category->append(tr("per GPU"));
    m_category->setLabelsVisible(false);
    m_category->setGridLineVisible(false);
    m_chart->addAxis(m_gib, Qt::AlignBottom);
    m_chart->addAxis(m_category, Qt::AlignLeft);
    m_chartView->setChart(m_chart);
    m_chartView->setObjectName(QStringLiteral("memoryChart"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    fitChartToSize(m_chartView);
    m_chartView->setMinimumHeight(170);
    m_chartView->setMaximumHeight(210);
    m_chartView->setToolTip(tr("Memory per GPU; the line marks the usable capacity"));

    m_details->setObjectName(QStringLiteral("details"));
    m_details->setOpenLinks(false);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_verdict);
    layout->addWidget(m_chartView);
    layout->addWidget(m_details, 1);
    clear();
}

void DetailView::clear() {
    m_chart->removeAllSeries();
    m_chartView->setVisible(false);
    m_title->setText(tr("No candidate selected"));
    m_verdict->clear();
    m_details->clear();
}

void DetailView::showCandidate(workspace::EvaluationPtr evaluation,
                               const model::Candidate* candidate) {
    m_evaluation = std::move(evaluation);
    m_candidate = m_evaluation ? candidate : nullptr;
    if (!m_candidate) {
        clear();
        return;
    }
    const workspace::Evaluation& e = *m_evaluation;
    const Candidate& c = *m_candidate;
    const QuantityFormat f;
    m_title->setText(titleText(e, c));
    m_verdict->setText(verdictText(e, c, f));
    showMemory(c);
    QString html = memoryHtml(e, c, f);
    if (c.feasible)
        html += isTraining(e) ? trainingHtml(c, f) : servingHtml(e, c, f);
    if (c.feasible)
        html += costHtml(e, c);
    if (!isTraining(e))
        html += disaggregationHtml(e, f);
    html += checksHtml(c, palette());
    m_details->setHtml(html);
}

void DetailView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    // Colours follow the palette (light or dark): restyle the chart and redraw the text.
    if (event->type() == QEvent::PaletteChange) {
        applyChartStyle(m_chart, palette());
        showCandidate(m_evaluation, m_candidate);
    }
}

void DetailView::showMemory(const model::Candidate& c) {
    m_chart->removeAllSeries();
    const model::MemoryBreakdown& m = c.memory;
    // Candidates rejected before sizing (an unsupported precision) have no memory estimate.
    m_chartView->setVisible(m.usablePerGpuBytes > 0);
    if (m.usablePerGpuBytes <= 0)
        return;
    auto* series = new QHorizontalStackedBarSeries;
    auto part = [&](const QString& name, double bytes) {
        auto* set = new QBarSet(name);
        *set << bytes / model::kGiB;
        series->append(set);
    };
    const bool training = isTraining(*m_evaluation);
    part(tr("Weights"), m.weightsBytes);
    if (!training)
        part(tr("KV cache"), m.kvCacheBytes);
    part(tr("Activations"), m.activationsBytes);
    if (training) {
        part(tr("Gradients"), m.gradientsBytes);
        part(tr("Optimizer"), m.optimizerBytes);
    }
    part(tr("Overhead"), m.overheadBytes);
    series->setBarWidth(0.6);
    m_chart->addSeries(series);
    series->attachAxis(m_gib);
    series->attachAxis(m_category);

    // The usable capacity as a vertical line across the bar's category (-0.5 .. 0.5).
    const double usableGiB = m.usablePerGpuBytes / model::kGiB;
    auto* capacity = new QLineSeries;
    capacity->setName(tr("Usable"));
    capacity->append(usableGiB, -0.5);
    capacity->append(usableGiB, 0.5);
    QPen pen(palette().color(QPalette::WindowText), 2, Qt::DashLine);
    capacity->setPen(pen);
    m_chart->addSeries(capacity);
    capacity->setPen(pen); // the theme restyles a series as it is added
    capacity->attachAxis(m_gib);
    capacity->attachAxis(m_category);

    m_gib->setRange(0, std::max(usableGiB, m.totalPerGpuBytes / model::kGiB));
    m_gib->applyNiceNumbers();
}

} // namespace rightsizer::views
