#include "PlanOutput.h"

#include "CliText.h"
#include "EstimateOutput.h"

#include "model/Pricing.h"
#include "views/CandidateColumns.h"
#include "views/EnginePhrase.h"
#include "views/QuantityFormat.h"

#include <QStringList>

#include <cmath>
#include <set>

namespace rightsizer::app {
namespace {

using namespace rightsizer::model;

QString precisionName(Precision p) {
    return q(precisionInfo(p).name);
}

/// `s` padded to `width`, then the space that separates two columns.
QString cell(const QString& s, int width) {
    return views::padToWidth(s, width) + QLatin1Char(' ');
}

/// "one provider; marketplace quotes only": why the candidate's catalog price is weak evidence.
std::vector<std::string> evidenceGaps(const Candidate& c) {
    return c.price ? englishTexts(priceEvidenceGaps(*c.price, model::todayIso()))
                   : std::vector<std::string>{};
}

/// The plan's price notes joined with "; ", in English (the JSON's "price_note").
std::string priceNoteEnglish(const PlanResult& r) {
    std::string note;
    for (const std::string& n : englishTexts(r.priceNotes))
        note += (note.empty() ? "" : "; ") + n;
    return note;
}

QString demandLine(const Scenario& s, const DemandLevels& levels, const views::QuantityFormat& f) {
    if (s.mode != Mode::Serve)
        return Cli::tr("%1 tokens in %2 h (%3, sequence %4, global batch %5)")
            .arg(f.count(s.training.tokens), f.number(s.training.deadlineHours, 1),
                 q(modeName(s.mode)), f.number(s.training.workload.seqLen, 0),
                 f.number(s.training.workload.globalBatch, 0));
    const ServingDemand& d = s.serving;
    return Cli::tr("peak %1, mean %2 over the week (%3); prompts %4 / %5 tokens "
                   "(mean / p95), outputs %6 / %7; growth headroom %8 on the peak")
        .arg(f.rate(levels.peakRequestsPerS, Cli::tr("requests/s")),
             f.rate(levels.meanRequestsPerS, Cli::tr("requests/s")), cliPhrase(levels.shape),
             f.number(d.inputTokens.mean, 0), f.number(d.inputTokens.p95, 0),
             f.number(d.outputTokens.mean, 0), f.number(d.outputTokens.p95, 0),
             f.percent(s.limits.headroom));
}

QString slaLine(const Scenario& s, const views::QuantityFormat& f) {
    if (s.mode != Mode::Serve)
        return Cli::tr("finish within %1 h").arg(f.number(s.training.deadlineHours, 1));
    const QString pct = q(percentileName(s.sla.percentile));
    QStringList parts;
    if (s.sla.ttftS > 0)
        parts << Cli::tr("%1 TTFT ≤ %2").arg(pct, f.seconds(s.sla.ttftS));
    if (s.sla.tpotS > 0)
        parts << Cli::tr("%1 TPOT ≤ %2").arg(pct, f.seconds(s.sla.tpotS));
    if (s.sla.minOutputTokensPerS > 0)
        parts << Cli::tr("≥ %1").arg(f.rate(s.sla.minOutputTokensPerS, Cli::tr("tokens/s")));
    return parts.join(Cli::tr(", "));
}

using views::money;

QString candidateName(const Candidate& c) {
    return q(c.gpuId) + QLatin1Char(' ') + precisionName(c.precision) + QLatin1Char(' ') +
           QString::fromStdString(layoutName(c.layout, c.train.contextParallel));
}

/// "Recommended: 2 × NVIDIA H100 SXM in fp8 (TP1, 2 replicas at batch 64), $6,210/month on
/// demand."
QString recommendedLine(const Scenario& s, const Candidate& c) {
    const QString layout = QString::fromStdString(layoutName(c.layout, c.train.contextParallel));
    QString line =
        s.mode == Mode::Serve
            ? Cli::tr("Recommended: %1 × %2 in %3 (%4, %n replica(s) at batch %5)", nullptr,
                      c.serve.replicas)
                  .arg(QString::number(c.layout.gpus), q(c.gpuName), precisionName(c.precision),
                       layout, QString::number(c.serve.batch))
            : Cli::tr("Recommended: %1 × %2 in %3 (%4, data parallel %5)")
                  .arg(QString::number(c.layout.gpus), q(c.gpuName), precisionName(c.precision),
                       layout, QString::number(c.train.dataParallel));
    if (c.price)
        line += Cli::tr(", %1/month on demand").arg(money(c.costPerMonthUsd, 0));
    return line + Cli::tr(".");
}

void servingLines(QStringList& out, const Scenario& s, const Candidate& c,
                  const views::QuantityFormat& f) {
    const ServingPlan& p = c.serve;
    const QString pct = q(percentileName(s.sla.percentile));
    out << Cli::tr("  %1 TPOT %2 (90 %: %3 – %4), %1 TTFT %5 (%6 of it waiting) at "
                   "the grown peak; %7 of capacity used at the peak")
               .arg(pct, f.seconds(p.tpotS.value), f.seconds(p.tpotS.low), f.seconds(p.tpotS.high),
                    f.seconds(p.ttftS.value), f.seconds(p.queueWaitS), f.percent(p.utilization));
    out << Cli::tr("  median TPOT %1, median TTFT %2: simulated with Poisson arrivals "
                   "at %3 per replica (%4 over %n replica(s)), %5 tokens per step, at "
                   "most %6 sequences, as estimate --rate reports",
                   nullptr, p.replicas)
               .arg(f.seconds(p.tpotP50S.value), f.seconds(p.ttftP50S.value),
                    f.rate(p.ratePerSPerReplica, Cli::tr("requests/s")),
                    f.rate(p.ratePerSPerReplica * p.replicas, Cli::tr("requests/s")),
                    f.number(p.scheduler.tokenBudget, 0), f.number(p.scheduler.maxRunning, 0));
    const QString bound = p.decodeComputeBound ? Cli::tr("compute") : Cli::tr("memory");
    out << (p.crossoverBatch > 0
                ? Cli::tr("  Memory per GPU %1 of %2 usable at batch %3 (weights %4, KV %5); "
                          "decode is %6-bound, crossover at batch %7")
                      .arg(f.bytes(c.memory.totalPerGpuBytes), f.bytes(c.memory.usablePerGpuBytes),
                           QString::number(p.batch), f.bytes(c.memory.weightsBytes),
                           f.bytes(c.memory.kvCacheBytes), bound, f.number(p.crossoverBatch, 0))
                : Cli::tr("  Memory per GPU %1 of %2 usable at batch %3 (weights %4, KV %5); "
                          "decode is %6-bound, KV reads keep it memory-bound at every batch")
                      .arg(f.bytes(c.memory.totalPerGpuBytes), f.bytes(c.memory.usablePerGpuBytes),
                           QString::number(p.batch), f.bytes(c.memory.weightsBytes),
                           f.bytes(c.memory.kvCacheBytes), bound));
}

void recommendation(QStringList& out, const Scenario& s, const Candidate& c,
                    const views::QuantityFormat& f) {
    out << recommendedLine(s, c);
    if (s.mode == Mode::Serve) {
        servingLines(out, s, c, f);
    } else {
        const TrainingPlan& p = c.train;
        out << Cli::tr("  Run time %1 h (90 %: %2 – %3 h), MFU %4, memory per GPU %5 of %6")
                   .arg(f.number(p.runHours.value, 1), f.number(p.runHours.low, 1),
                        f.number(p.runHours.high, 1), f.percent(p.mfu),
                        f.bytes(c.memory.totalPerGpuBytes), f.bytes(c.memory.usablePerGpuBytes));
    }
    if (c.price) {
        const Phrase gaps = priceEvidenceText(*c.price);
        const QString basis = cliPhrase(c.price->basis);
        out << (gaps.empty() ? Cli::tr("  Price: %1/GPU-hour, %2")
                                   .arg(money(c.price->usdPerGpuHour, 2), basis)
                             : Cli::tr("  Price: %1/GPU-hour, %2; thin evidence: %3")
                                   .arg(money(c.price->usdPerGpuHour, 2), basis, cliPhrase(gaps)));
    }
    for (const model::Phrase& n : c.provisioningNotes)
        out << QStringLiteral("  ") + cliPhrase(n);
    for (const BalanceCheck& b : c.balance)
        out << (b.ok ? Cli::tr("  ok: %1") : Cli::tr("  check: %1")).arg(cliPhrase(b.message));
    for (const model::Phrase& w : c.warnings)
        out << Cli::tr("  note: %1").arg(cliPhrase(w));
}

/// "Evaluated 120 configurations: 14 meet the target (2 of them folded: ...), 106 rejected".
QString evaluatedLine(const PlanResult& r) {
    const QString folded = r.folded.empty()
                               ? QString()
                               : Cli::tr(" (%1 of them folded: over %2x the GPUs of their GPU's "
                                         "cheapest layout)")
                                     .arg(r.folded.size())
                                     .arg(kFoldGpuFactor);
    return Cli::tr("Evaluated  %1 configurations: %2 meet the target%3, %4 rejected")
        .arg(r.feasible.size() + r.folded.size() + r.rejected.size())
        .arg(r.feasible.size() + r.folded.size())
        .arg(folded)
        .arg(r.rejected.size());
}

/// Speculative decoding and prefix caching when the scenario uses them; empty otherwise.
QString techniquesLine(const Scenario& s, const views::QuantityFormat& f) {
    if (s.mode != Mode::Serve)
        return {};
    QStringList parts;
    if (const SpeculativeDecoding& sd = s.runtime.speculative; sd.enabled())
        parts << Cli::tr("speculative decoding with %1, %2 proposals a step at %3 acceptance "
                         "(%4 tokens a step)")
                     .arg(sd.method == Speculation::Draft && sd.draft
                              ? q(sd.draft->name)
                              : Cli::tr("the model's MTP/EAGLE head"),
                          QString::number(sd.tokens), f.percent(sd.acceptance),
                          f.number(speculativeTokensPerStep(sd), 2));
    if (s.serving.prefixTokens > 0 && s.serving.prefixHitRate > 0)
        parts << Cli::tr("prefix caching of a %1-token shared prefix, found by %2 of requests")
                     .arg(f.number(s.serving.prefixTokens, 0), f.percent(s.serving.prefixHitRate));
    return parts.join(Cli::tr("; "));
}

/// The lines above the table: scenario, demand, target, sizing and the configuration counts.
void headerLines(QStringList& out, const Scenario& s, const PlanResult& r,
                 const views::QuantityFormat& f) {
    out << (s.mode == Mode::Serve ? Cli::tr("Scenario   %1 — %2, %3 on %4")
                                        .arg(q(s.name), q(s.model.name), q(modeName(s.mode)),
                                             q(engineLabel(s.runtime.engine)))
                                  : Cli::tr("Scenario   %1 — %2, %3")
                                        .arg(q(s.name), q(s.model.name), q(modeName(s.mode))));
    out << Cli::tr("Demand     %1").arg(demandLine(s, r.demand, f));
    for (const Phrase& n : r.demand.notes)
        out << Cli::tr("Note       %1").arg(cliPhrase(n));
    out << Cli::tr("Target     %1").arg(slaLine(s, f));
    if (const QString t = techniquesLine(s, f); !t.isEmpty())
        out << Cli::tr("Serving    %1").arg(t);
    if (s.cost.wellEvidencedPricesOnly || s.cost.priceTier != PriceTier::All ||
        s.cost.priceRegion != PriceRegion::Any || !r.priceNotes.empty()) {
        QStringList prices{Cli::tr("catalog quotes from %1, region %2 (USD)")
                               .arg(views::engineWord(priceTierLabel(s.cost.priceTier)),
                                    views::engineWord(priceRegionName(s.cost.priceRegion)))};
        if (s.cost.wellEvidencedPricesOnly)
            prices << Cli::tr("well-evidenced prices only (a thin one leaves its GPU "
                              "unpriced, ranked last)");
        for (const Phrase& n : r.priceNotes)
            prices << cliPhrase(n);
        out << Cli::tr("Prices     %1").arg(prices.join(Cli::tr("; ")));
    }
    if (s.mode == Mode::Serve && (s.sla.sizeToPessimistic || s.limits.minReplicas > 1)) {
        QStringList sizing;
        if (s.sla.sizeToPessimistic)
            sizing << Cli::tr("targets met at the pessimistic end of the 90 % band");
        if (s.limits.minReplicas > 1)
            sizing << Cli::tr("at least %n replica(s)", nullptr, s.limits.minReplicas);
        out << Cli::tr("Sizing     %1").arg(sizing.join(Cli::tr("; ")));
    }
    out << evaluatedLine(r);
}

/// The legend under the candidate table.
void legend(QStringList& out, const Scenario& s) {
    const QString evidence =
        Cli::tr("E thin price evidence (fewer than %1 providers, marketplace quotes only, "
                "or the newest quote over %2 months old; --json says which)")
            .arg(kWellEvidencedProviders)
            .arg(kStalePriceMonths);
    if (s.mode != Mode::Serve) {
        out << Cli::tr("Run cost: on-demand cost of the whole run; $/M tok: per million "
                       "training tokens.");
        out << Cli::tr("Flags: B a system-balance check failed, %1; ~ after the precision: no "
                       "training measurements for the GPU family (borrowed matmul efficiency, "
                       "wider band)")
                   .arg(evidence);
        return;
    }
    out << Cli::tr("Util: share of capacity the peak uses (latencies are at the grown peak). "
                   "$/M out tok: on-demand cost per million output tokens, the fleet sized for "
                   "the peak running around the clock, at the mean load.");
    out << Cli::tr("Flags: P Pareto frontier (tokens/s per GPU vs per user), "
                   "O over-provisioned (little load on more than one replica), "
                   "U under-provisioned (over 90 % load at the grown demand), "
                   "B a system-balance check failed, %1; ~ after the precision: uncalibrated "
                   "efficiency (wider band)")
               .arg(evidence);
}

/// The candidate table (the first `top` rows), the count of rows left out, and the legend.
void candidateTable(QStringList& out, const Scenario& s, const PlanResult& r, int top,
                    const views::QuantityFormat& f) {
    std::vector<views::CandidateRow> rows = views::candidateRows(r, false);
    rows.resize(std::min(rows.size(), size_t(std::max(top, 0))));
    for (const QString& line : views::textTable(views::candidateColumns(s, f), rows))
        out << line;
    if (int(r.feasible.size()) > top)
        out << Cli::tr("     … %1 more (--top N, or --json for all)")
                   .arg(int(r.feasible.size()) - top);
    legend(out, s);
}

/// "Runner-up: …" with its GPU count and on-demand cost.
QString runnerUpLine(const Scenario& s, const Candidate& b) {
    const QString gpus = Cli::tr("%n GPU(s)", nullptr, b.layout.gpus);
    if (!b.price)
        return Cli::tr("Runner-up: %1 on %2").arg(candidateName(b), gpus);
    return (s.mode == Mode::Serve ? Cli::tr("Runner-up: %1 on %2, %3/month")
                                        .arg(candidateName(b), gpus, money(b.costPerMonthUsd, 0))
                                  : Cli::tr("Runner-up: %1 on %2, %3 for the run")
                                        .arg(candidateName(b), gpus, money(b.runCostUsd, 0)));
}

/// One line per unpriced GPU: its GPU-hours per million tokens (what it is ranked by) and the
/// GPU-hour price below which it would beat the recommendation when that has a price.
void unpricedLines(QStringList& out, const Scenario& s, const PlanResult& r) {
    // Configurations without a price sort last, fewest GPU-hours per million tokens first.
    const Candidate& best = r.feasible.front();
    std::set<std::string> unpriced;
    for (const Candidate& c : r.feasible) {
        if (c.price || !unpriced.insert(c.gpuId).second)
            continue;
        const QString gpuHours = Cli::tr("%1 GPU-hours per million tokens")
                                     .arg(QString::number(c.gpuHoursPerMillionTokens, 'g', 3));
        if (!best.price) {
            out << Cli::tr("No price for %1 on %2: %3 (set cost.gpu_hour_usd.%4)")
                       .arg(candidateName(c), Cli::tr("%n GPU(s)", nullptr, c.layout.gpus),
                            gpuHours, q(c.gpuId));
            continue;
        }
        // The GPU-hour price at which this configuration would cost what the best does.
        const double breakEven = s.mode == Mode::Serve
                                     ? best.costPerHourUsd / c.layout.gpus
                                     : best.runCostUsd / (c.layout.gpus * c.train.runHours.value);
        out << Cli::tr("Not ranked for lack of a price: %1 on %2 (%3) would beat the "
                       "recommendation below %4/GPU-hour (set cost.gpu_hour_usd.%5)")
                   .arg(candidateName(c), Cli::tr("%n GPU(s)", nullptr, c.layout.gpus), gpuHours,
                        money(breakEven, 2), q(c.gpuId));
    }
}

/// The rejected configurations under the table (every one with `all`).
void rejectedLines(QStringList& out, const PlanResult& r, bool all) {
    // Without --all: one line per GPU and precision that has no feasible layout at all, and one
    // line for all the precisions a GPU cannot run natively.
    std::set<std::pair<std::string, int>> shown;
    for (const Candidate& c : r.feasible)
        shown.insert({c.gpuId, int(c.precision)});
    QStringList lines, notNative, geforce;
    for (const Candidate& c : r.rejected) {
        if (c.rejection == RejectReason::Licence) {
            geforce << q(c.gpuId);
            continue;
        }
        if (!all && !shown.insert({c.gpuId, int(c.precision)}).second)
            continue;
        if (!all && c.rejection == RejectReason::NotNative)
            notNative << q(c.gpuId) + QLatin1Char(' ') + precisionName(c.precision);
        else
            lines << QStringLiteral("  ") + cell(candidateName(c), 28) +
                         cliPhrase(c.rejectionMessage);
    }
    if (!notNative.isEmpty())
        lines << Cli::tr("  Not native, so not tried (allow_non_native to try them "
                         "emulated): %1")
                     .arg(notNative.join(Cli::tr(", ")));
    if (!geforce.isEmpty())
        lines << Cli::tr("  GeForce, not offered (%1; allow_geforce to include them): %2")
                     .arg(views::geforceCaveatText(), geforce.join(Cli::tr(", ")));
    if (!lines.isEmpty()) {
        out << QString();
        out << (all ? Cli::tr("Rejected (closest first):")
                    : Cli::tr("Rejected (GPU and precision pairs with no feasible layout, "
                              "closest layout first; --all for every layout):"));
        out << lines;
    }
}

} // namespace

std::string planToText(const Scenario& s, const PlanResult& r, int top, bool all) {
    const views::QuantityFormat f = cliFormat();
    QStringList out;
    headerLines(out, s, r, f);
    out << QString();
    if (!r.feasible.empty()) {
        candidateTable(out, s, r, top, f);
        out << QString();
        recommendation(out, s, r.feasible.front(), f);
        if (r.feasible.size() > 1)
            out << runnerUpLine(s, r.feasible[1]);
        unpricedLines(out, s, r);
    } else {
        out << Cli::tr("Nothing meets the target within the limits. Closest: %1")
                   .arg(cliPhrase(r.closest));
    }
    rejectedLines(out, r, all);
    return out.join(QLatin1Char('\n')).toStdString() + "\n";
}

namespace {

/// The serving plan of a feasible candidate, with the load simulation behind its latencies.
nlohmann::json servingPlanJson(const ServingPlan& p) {
    nlohmann::json j = {{"batch", p.batch},
                        {"max_batch_fit", p.maxBatchFit},
                        {"replicas", p.replicas},
                        {"tpot_percentile_s", bandJsonAs<nlohmann::json>(p.tpotS)},
                        {"tpot_mean_s", bandJsonAs<nlohmann::json>(p.tpotMeanS)},
                        {"ttft_percentile_s", bandJsonAs<nlohmann::json>(p.ttftS)},
                        {"ttft_idle_percentile_s", p.ttftIdleS},
                        {"queue_wait_s", p.queueWaitS},
                        {"request_service_s", p.requestServiceS},
                        {"requests_per_s_per_replica", p.requestsPerSPerReplica},
                        {"output_tokens_per_s", bandJsonAs<nlohmann::json>(p.outputTokensPerS)},
                        {"output_tokens_per_s_per_gpu", p.outputTokensPerSPerGpu},
                        {"tokens_per_s_per_user", p.tokensPerSPerUser},
                        {"utilization", p.utilization},
                        {"utilization_grown", p.utilizationGrown},
                        {"memory_used_at_load_gib", p.memoryUsedAtLoadBytes / kGiB},
                        {"crossover_batch", p.crossoverBatch > 0 ? nlohmann::json(p.crossoverBatch)
                                                                 : nlohmann::json()},
                        {"decode_compute_bound", p.decodeComputeBound},
                        {"decode_step_s", p.decodeStepS}};
    // The latencies above come from this simulation at the grown demand: `estimate --rate`
    // on the same layout and replicas prints the same figures.
    j["under_load"] = loadLatencyJson(Arrival::OpenLoop, p.ratePerSPerReplica, p.scheduler, p.load,
                                      p.ttftP50S, p.tpotP50S);
    return j;
}

/// The training plan of a feasible candidate.
nlohmann::json trainingPlanJson(const TrainingPlan& p) {
    return {{"data_parallel", p.dataParallel},
            {"context_parallel", p.contextParallel},
            {"run_hours", bandJsonAs<nlohmann::json>(p.runHours)},
            {"tokens_per_s", bandJsonAs<nlohmann::json>(p.tokensPerS)},
            {"mfu", p.mfu},
            {"step_time_s", p.stepTimeS},
            {"bubble_fraction", p.bubbleFraction},
            {"step_parts_s",
             {{"matmul", p.parts.matmulS},
              {"non_matmul", p.parts.nonMatmulS},
              {"tp_all_reduce", p.parts.tpCommS},
              {"expert_all_to_all", p.parts.expertCommS},
              {"pipeline_bubble", p.parts.bubbleS}}}};
}

/// Sets the candidate's price and costs, or a null price when the catalog has none.
void putPrice(nlohmann::json& j, const Candidate& c) {
    // What an unpriced candidate is ranked by, and what a price turns into $/M tokens.
    j["gpu_hours_per_million_tokens"] = c.gpuHoursPerMillionTokens;
    if (c.price) {
        j["price"] = {{"usd_per_gpu_hour", c.price->usdPerGpuHour},
                      {"basis", c.price->basis.english()},
                      {"date", c.price->date},
                      {"providers", c.price->providers},
                      {"evidence_gaps", evidenceGaps(c)}};
        if (c.price->highUsd > 0) // the spread of the catalog quotes behind it
            j["price"]["range_usd_per_gpu_hour"] = {c.price->lowUsd, c.price->highUsd};
        j["cost_per_hour_usd"] = c.costPerHourUsd;
        j["cost_per_month_usd"] = c.costPerMonthUsd;
        j["usd_per_million_tokens"] = c.usdPerMillionTokens;
    } else {
        j["price"] = nullptr;
    }
}

/// The candidate's system-balance checks, one object each.
nlohmann::json balanceJson(const Candidate& c) {
    nlohmann::json balance = nlohmann::json::array();
    for (const BalanceCheck& b : c.balance)
        balance.push_back({{"check", b.name},
                           {"ok", b.ok},
                           {"value", b.value},
                           {"limit", b.limit},
                           {"message", b.message.english()}});
    return balance;
}

nlohmann::json candidateJson(const Scenario& s, const Candidate& c) {
    nlohmann::json j = {{"gpu", c.gpuId},
                        {"gpu_name", c.gpuName},
                        {"precision", precisionInfo(c.precision).name},
                        {"kv_precision", precisionInfo(c.kvPrecision).name},
                        {"tp", c.layout.tp},
                        {"pp", c.layout.pp},
                        {"gpus", c.layout.gpus},
                        {"feasible", c.feasible},
                        {"efficiency_group", s.mode == Mode::Serve ? c.efficiency.servingGroup
                                                                   : c.efficiency.trainingGroup}};
    const MemoryBreakdown& m = c.memory;
    j["memory_per_gpu_gib"] = {
        {"weights", m.weightsBytes / kGiB},         {"kv_cache", m.kvCacheBytes / kGiB},
        {"activations", m.activationsBytes / kGiB}, {"gradients", m.gradientsBytes / kGiB},
        {"optimizer", m.optimizerBytes / kGiB},     {"overhead", m.overheadBytes / kGiB},
        {"total", m.totalPerGpuBytes / kGiB},       {"usable", m.usablePerGpuBytes / kGiB}};
    if (!c.feasible) {
        j["rejection"] = rejectReasonName(*c.rejection);
        j["reason"] = c.rejectionMessage.english();
        j["shortfall"] = c.shortfall;
        return j;
    }
    if (s.mode == Mode::Serve) {
        j["serve"] = servingPlanJson(c.serve);
    } else {
        j["train"] = trainingPlanJson(c.train);
        j["run_cost_usd"] = c.runCostUsd;
    }
    putPrice(j, c);
    j["pareto"] = c.pareto;
    j["folded_layouts"] = c.foldedLayouts;
    j["over_provisioned"] = c.overProvisioned;
    j["under_provisioned"] = c.underProvisioned;
    j["notes"] = model::englishTexts(c.provisioningNotes);
    j["warnings"] = model::englishTexts(c.warnings);
    j["balance"] = balanceJson(c);
    return j;
}

} // namespace

nlohmann::json planToJson(const Scenario& s, const PlanResult& r) {
    nlohmann::json feasible = nlohmann::json::array(), rejected = nlohmann::json::array(),
                   folded = nlohmann::json::array();
    for (const Candidate& c : r.feasible)
        feasible.push_back(candidateJson(s, c));
    for (const Candidate& c : r.folded)
        folded.push_back(candidateJson(s, c));
    for (const Candidate& c : r.rejected)
        rejected.push_back(candidateJson(s, c));
    return {
        {"scenario", s.name},
        {"model", s.model.id},
        {"mode", modeName(s.mode)},
        {"engine",
         s.mode == Mode::Serve ? nlohmann::json(engineName(s.runtime.engine)) : nlohmann::json()},
        {"sla_percentile", percentileName(s.sla.percentile)},
        {"demand", s.mode == Mode::Serve
                       ? nlohmann::json{{"peak_requests_per_s", r.demand.peakRequestsPerS},
                                        {"mean_requests_per_s", r.demand.meanRequestsPerS},
                                        {"basis", r.demand.basis.english()},
                                        {"notes", englishTexts(r.demand.notes)}}
                       : nlohmann::json()},
        {"sizing",
         {{"size_to_pessimistic", s.sla.sizeToPessimistic},
          {"min_replicas", s.limits.minReplicas},
          {"allow_geforce", s.allowGeForce},
          {"well_evidenced_prices_only", s.cost.wellEvidencedPricesOnly},
          {"price_tier", std::string(priceTierName(s.cost.priceTier))},
          {"price_region", std::string(priceRegionName(s.cost.priceRegion))},
          {"currency", s.cost.currency}}},
        {"price_note", priceNoteEnglish(r)},
        {"feasible", feasible},
        {"folded", folded},
        {"rejected", rejected},
        {"closest", r.closest.empty() ? nlohmann::json() : nlohmann::json(r.closest.english())}};
}

} // namespace rightsizer::app
