#include "ReportCharts.h"
#include "ReportSections.h"
#include "ReportWording.h"
#include "views/CandidateColumns.h"
#include "views/EnginePhrase.h"

#include <QChartView>

#include <algorithm>
#include <set>

namespace rightsizer::views::report {
namespace {

using model::Mode;

QString joinedPrecisions(const std::vector<model::Precision>& ps) {
    QStringList names;
    for (model::Precision p : ps)
        names << precisionText(p);
    return names.join(commaSeparator());
}

/// The GPU types the plan considered, by name ("L4, L40S and H100 SXM"); the count alone past
/// eight.
QString consideredGpus(const model::PlanResult& plan) {
    std::set<std::string> names;
    for (const auto* list : {&plan.feasible, &plan.rejected})
        for (const model::Candidate& c : *list)
            names.insert(c.gpuName.empty() ? c.gpuId : c.gpuName);
    if (names.size() > 8 || names.empty())
        return QObject::tr("%1 GPU types").arg(names.size());
    QStringList list;
    for (const std::string& n : names)
        list << q(n);
    const QString last = list.takeLast();
    return list.isEmpty() ? last : QObject::tr("%1 and %2").arg(list.join(commaSeparator()), last);
}

/// The requirements in one sentence, from the scenario's inputs as they are now (never from
/// text written for an earlier state of it).
QString requirementsSentence(const model::Scenario& s, const model::PlanResult& plan) {
    const QuantityFormat& f = fmt();
    const QString model = q(s.model.name);
    const QString precisions =
        s.precisions.size() == 1
            ? joinedPrecisions(s.precisions)
            : QObject::tr("%1 or %2")
                  .arg(joinedPrecisions({s.precisions.begin(), s.precisions.end() - 1}),
                       precisionText(s.precisions.back()));
    const QString where = QObject::tr("in %1 on %2").arg(precisions, consideredGpus(plan));
    if (s.mode != Mode::Serve)
        return QObject::tr("%1 %2 on %3 tokens within %4 h, %5.")
            .arg(s.mode == Mode::Train
                     ? QObject::tr("Train")
                     : QObject::tr("Fine-tune (%1)").arg(q(model::modeName(s.mode))),
                 model, f.count(s.training.tokens), f.number(s.training.deadlineHours, 1), where);
    const model::ServingDemand& d = s.serving;
    QStringList sla;
    const QString pct = q(model::percentileName(s.sla.percentile));
    if (s.sla.ttftS > 0)
        sla << QObject::tr("%1 time to first token within %2").arg(pct, f.seconds(s.sla.ttftS));
    if (s.sla.tpotS > 0)
        sla << QObject::tr("%1 time per output token within %2").arg(pct, f.seconds(s.sla.tpotS));
    const model::DemandLevels& levels = plan.demand;
    return QObject::tr("Serve %1 at peak %2, mean %3 over the week (%4); prompts of %5 tokens "
                       "and answers of %6 on average%7, %8.")
        .arg(model, f.rate(levels.peakRequestsPerS, QObject::tr("requests/s")),
             f.rate(levels.meanRequestsPerS, QObject::tr("requests/s")), q(levels.shape),
             f.number(d.inputTokens.mean, 0), f.number(d.outputTokens.mean, 0),
             sla.isEmpty() ? QString()
                           : QObject::tr(" with %1").arg(sla.join(QObject::tr(" and "))),
             where);
}

/// The "Model" fact: name, kind, parameter count, active parameters and context length.
QString modelFact(const model::Scenario& s) {
    const QuantityFormat& f = fmt();
    const model::ParameterCount params = model::countParameters(s.model);
    QString model = QObject::tr("%1 (%2, %3 parameters")
                        .arg(q(s.model.name).toHtmlEscaped(), q(model::modelKindName(s.model.kind)),
                             f.count(params.total));
    if (params.active < params.total)
        model += QObject::tr(", %1 active per token").arg(f.count(params.active));
    if (s.model.maxContext > 0)
        model += QObject::tr(", context %1 tokens").arg(f.number(s.model.maxContext, 0));
    return QObject::tr("%1)", "closes the parenthesis the model's facts opened").arg(model);
}

/// The serving service levels joined by "; " ("none" when the scenario sets none).
QString servingLevelsFact(const model::Scenario& s) {
    const QuantityFormat& f = fmt();
    QStringList sla;
    const QString pct = q(model::percentileName(s.sla.percentile));
    if (s.sla.ttftS > 0)
        sla << QObject::tr("%1 time to first token ≤ %2").arg(pct, f.seconds(s.sla.ttftS));
    if (s.sla.tpotS > 0)
        sla << QObject::tr("%1 time per output token ≤ %2").arg(pct, f.seconds(s.sla.tpotS));
    if (s.sla.minOutputTokensPerS > 0)
        sla << QObject::tr("at least %1 in all")
                   .arg(f.rate(s.sla.minOutputTokensPerS, QObject::tr("output tokens/s")));
    if (s.sla.sizeToPessimistic)
        sla << QObject::tr("met at the pessimistic end of the 90 % band");
    if (s.limits.minReplicas > 1)
        sla << QObject::tr("at least %1 replicas").arg(s.limits.minReplicas);
    return sla.isEmpty() ? QObject::tr("none") : sla.join(listSeparator());
}

/// The workload, demand notes and service-level facts of a serving scenario.
void servingWorkloadFacts(std::vector<std::pair<QString, QString>>& facts, const model::Scenario& s,
                          const model::PlanResult& plan) {
    const QuantityFormat& f = fmt();
    const model::ServingDemand& d = s.serving;
    const model::DemandLevels& levels = plan.demand;
    facts.push_back({QObject::tr("Workload"),
                     QObject::tr("peak %1 (sized for, + %2 growth headroom), mean %3 (costed at); "
                                 "prompts %4 / %5 tokens and outputs %6 / %7 tokens (mean / p95)")
                         .arg(f.rate(levels.peakRequestsPerS, QObject::tr("requests/s")),
                              f.percent(s.limits.headroom),
                              f.rate(levels.meanRequestsPerS, QObject::tr("requests/s")),
                              f.number(d.inputTokens.mean, 0), f.number(d.inputTokens.p95, 0),
                              f.number(d.outputTokens.mean, 0), f.number(d.outputTokens.p95, 0))});
    for (const model::Phrase& n : levels.notes)
        facts.push_back({QObject::tr("Demand note"), q(n)});
    facts.push_back({QObject::tr("Service levels"), servingLevelsFact(s)});
}

/// The workload and deadline facts of a training or fine-tuning scenario.
void trainingWorkloadFacts(std::vector<std::pair<QString, QString>>& facts,
                           const model::Scenario& s) {
    const QuantityFormat& f = fmt();
    const model::TrainingDemand& t = s.training;
    facts.push_back(
        {QObject::tr("Workload"),
         QObject::tr("%1: %2 tokens, sequence %3, global batch %4")
             .arg(q(model::modeName(s.mode)), f.count(t.tokens), f.number(t.workload.seqLen, 0),
                  f.number(t.workload.globalBatch, 0))});
    facts.push_back({QObject::tr("Service levels"),
                     QObject::tr("finish within %1 h").arg(f.number(t.deadlineHours, 1))});
}

/// The growth, precision, serving-engine and GPU-range facts that close the requirements table.
void sizingFacts(std::vector<std::pair<QString, QString>>& facts, const model::Scenario& s,
                 const model::PlanResult& plan) {
    const QuantityFormat& f = fmt();
    facts.push_back({QObject::tr("Growth"),
                     QObject::tr("sized with %1 headroom over the peak demand; demand grows "
                                 "%2 a year over the %3-month cost horizon")
                         .arg(f.percent(s.limits.headroom), f.percent(s.tco.growthPerYear))
                         .arg(s.tco.horizonMonths)});
    facts.push_back({QObject::tr("Precisions"),
                     joinedPrecisions(s.precisions) +
                         (s.allowNonNative ? QObject::tr(" (emulated precisions allowed)")
                                           : QObject::tr(" (native only)"))});
    if (s.mode == Mode::Serve)
        facts.push_back({QObject::tr("Serving engine"),
                         QObject::tr("%1, with its own fitted efficiency and overheads; it may "
                                     "use %2 of each GPU's memory")
                             .arg(q(model::engineLabel(s.runtime.engine)),
                                  f.percent(s.runtime.memoryUtilization))});
    std::set<std::string> gpus;
    for (const auto* list : {&plan.feasible, &plan.rejected})
        for (const model::Candidate& c : *list)
            gpus.insert(c.gpuId);
    facts.push_back({QObject::tr("GPUs considered"),
                     QObject::tr("%1 GPU types, at most %2 GPUs, %3 GPUs per node")
                         .arg(gpus.size())
                         .arg(s.limits.maxGpus)
                         .arg(s.limits.gpusPerNode)});
}

void requirements(ReportText& out, const model::Scenario& s, const model::PlanResult& plan) {
    out.heading(2, QObject::tr("Requirements"));
    out.paragraph(requirementsSentence(s, plan));
    // The scenario's own words come after, marked as such: they may have been written for an
    // earlier state of the inputs, which the sentence above and the table below describe.
    if (!s.description.empty())
        out.note(QObject::tr("The scenario's description: %1").arg(q(s.description)));
    std::vector<std::pair<QString, QString>> facts;
    facts.push_back({QObject::tr("Model"), modelFact(s)});
    if (s.mode == Mode::Serve)
        servingWorkloadFacts(facts, s, plan);
    else
        trainingWorkloadFacts(facts, s);
    sizingFacts(facts, s, plan);
    out.facts(facts, 22);
}

/// The paragraph opening the candidate comparison: configurations evaluated, qualifying, ranked.
QString candidatesIntro(const model::Scenario& s, const model::PlanResult& plan) {
    const bool serve = s.mode == Mode::Serve;
    return QObject::tr("%1 configurations (GPU × precision × layout) evaluated; %2 meet "
                       "the service levels%4. The table lists the %3 cheapest, ranked "
                       "by cost per million tokens at cloud on-demand prices%5; the "
                       "first row is the recommendation.")
        .arg(plan.feasible.size() + plan.folded.size() + plan.rejected.size())
        .arg(plan.feasible.size() + plan.folded.size())
        .arg(std::min(plan.feasible.size(), kCandidateRows))
        .arg(plan.folded.empty() ? QString()
                                 : QObject::tr(" (%1 of them not ranked: they need over %2 "
                                               "times the GPUs of the same GPU's cheapest "
                                               "layout)")
                                       .arg(plan.folded.size())
                                       .arg(model::kFoldGpuFactor))
        .arg(serve ? QObject::tr(" (the fleet sized for the peak, running around "
                                 "the clock, at the mean load)")
                   : QString());
}

/// True when the candidate carries the GeForce licence caveat.
bool isGeForce(const model::Candidate& c) {
    return std::any_of(c.warnings.begin(), c.warnings.end(), [](const model::Phrase& w) {
        return phraseMentions(w, model::kGeForceLicenceCaveat);
    });
}

/// The notes under the candidate table: what the columns mean and, if needed, the GeForce caveat.
void candidateNotes(ReportText& out, bool serve, bool anyGeForce) {
    out.note(serve ? QObject::tr("Latencies at the grown peak (headroom included), queueing in "
                                 "TTFT. Util.: share of capacity the peak uses. $/month: the "
                                 "fleet around the clock at on-demand prices; $/M tok: that "
                                 "cost over the output tokens served at the mean load. ~ after "
                                 "the precision: efficiency borrowed from another GPU family "
                                 "or precision (wider band).")
                   : QObject::tr("Run time and cost at on-demand prices; MFU: model FLOPs "
                                 "utilization."));
    if (anyGeForce)
        out.note(QObject::tr("† GeForce card, included because the scenario sets "
                             "allow_geforce: %1.")
                     .arg(geforceCaveatText()));
}

/// The table of GPUs with no configuration meeting the service levels (nothing when none).
void rejectedGpus(ReportText& out, const model::PlanResult& plan) {
    std::set<std::string> feasibleGpus;
    for (const model::Candidate& c : plan.feasible)
        feasibleGpus.insert(c.gpuId);
    ReportTable rejected;
    rejected.headers = {QObject::tr("GPU"), QObject::tr("Closest configuration"),
                        QObject::tr("Why it does not qualify")};
    rejected.widthsPercent = {16, 22, 62};
    std::set<std::string> listed;
    for (const model::Candidate& c : plan.rejected) {
        if (feasibleGpus.count(c.gpuId) || !listed.insert(c.gpuId).second)
            continue;
        rejected.rows.push_back({q(c.gpuId), configText(c), phraseText(c.rejectionMessage)});
    }
    if (!rejected.rows.empty()) {
        out.heading(3, QObject::tr("GPUs that cannot meet the service levels"));
        out.table(rejected);
    }
}

void candidates(ReportText& out, const model::Scenario& s, const model::PlanResult& plan) {
    const bool serve = s.mode == Mode::Serve;
    out.heading(2, QObject::tr("Candidate comparison"));
    out.paragraph(candidatesIntro(s, plan));
    std::vector<CandidateRow> rows = candidateRows(plan, false);
    rows.resize(std::min(rows.size(), kCandidateRows));
    const std::vector<CandidateColumn> columns = candidateColumns(s, fmt());
    ReportTable t = reportTable(columns, rows);
    t.fontPointSize = 6.8;
    // A GeForce card is only here when the scenario includes it: mark it with the caveat.
    bool anyGeForce = false;
    const std::vector<CandidateColumn> shown = columnsIn(columns, InReport);
    const auto gpu =
        std::find_if(shown.begin(), shown.end(),
                     [](const CandidateColumn& c) { return c.id == int(CandidateColumnId::Gpu); }) -
        shown.begin();
    for (size_t i = 0; i < rows.size(); ++i)
        if (isGeForce(*rows[i].candidate)) {
            anyGeForce = true;
            t.rows[i][gpu] += QStringLiteral(" †");
        }
    t.noWrap = {false, true, false, true};
    t.emphasised = {0};
    if (!t.rows.empty()) {
        out.table(t);
        candidateNotes(out, serve, anyGeForce);
    }
    // One line per GPU that has no configuration meeting the service levels.
    rejectedGpus(out, plan);
}

void charts(ReportText& out, const model::Scenario& s, const model::PlanResult& plan) {
    if (plan.feasible.empty())
        return;
    out.heading(2, QObject::tr("Memory and cost per token"));
    std::vector<const model::Candidate*> shown;
    std::vector<int> ranks;
    for (size_t i = 0; i < plan.feasible.size() && shown.size() < 6; ++i) {
        shown.push_back(&plan.feasible[i]);
        ranks.push_back(int(i) + 1);
    }
    const model::Candidate& c = plan.feasible.front();
    const QuantityFormat& f = fmt();
    out.paragraph(QObject::tr("Memory per GPU of the six best-ranked configurations. The "
                              "recommendation uses %1 of the %2 the runtime can allocate "
                              "(weights %3, KV cache %4).")
                      .arg(f.bytes(c.memory.totalPerGpuBytes), f.bytes(c.memory.usablePerGpuBytes),
                           f.bytes(c.memory.weightsBytes), f.bytes(c.memory.kvCacheBytes)));
    out.chart(memoryBreakdownChart(shown, ranks, s.mode != Mode::Serve), 0.42);
    out.chart(costPerMillionChart(plan, 10), 0.48);
}

} // namespace

void scenarioSection(ReportText& out, const ReportScenario& r) {
    const model::Scenario& s = r.scenario();
    out.heading(1, QObject::tr("Scenario “%1”").arg(q(s.name)));
    requirements(out, s, r.plan());
    candidates(out, s, r.plan());
    charts(out, s, r.plan());
    costSections(out, r);
}

} // namespace rightsizer::views::report
