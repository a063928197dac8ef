#include "ReportCharts.h"
#include "ReportSections.h"
#include "ReportWording.h"
#include "views/EnginePhrase.h"

#include "model/Pricing.h"
#include "views/compare/ComparisonResultRows.h"
#include "views/cost/TcoChartSupport.h"
#include "views/cost/TcoInputColumns.h"

#include <QChartView>
#include <QCoreApplication>

#include <cmath>
#include <map>
#include <set>

namespace rightsizer::views::report {
namespace {

using model::Mode;

/// GPUs whose figures and prices the report's tables rest on: the candidate tables' and the
/// on-prem alternatives'.
std::set<std::string> gpusShown(const ReportData& data) {
    std::set<std::string> ids;
    for (const ReportScenario& r : data.scenarios) {
        for (size_t i = 0; i < r.plan().feasible.size() && i < kCandidateRows; ++i)
            ids.insert(r.plan().feasible[i].gpuId);
        if (const model::TcoResult* t = r.onPremSource())
            ids.insert(t->capacity.gpuId);
    }
    return ids;
}

/// Every GPU any scenario evaluated.
std::set<std::string> gpusEvaluated(const ReportData& data) {
    std::set<std::string> ids;
    for (const ReportScenario& r : data.scenarios)
        for (const auto* list : {&r.plan().feasible, &r.plan().rejected})
            for (const model::Candidate& c : *list)
                ids.insert(c.gpuId);
    return ids;
}

void modelSources(ReportText& out, const ReportData& data) {
    ReportTable t;
    t.headers = {QObject::tr("Model"), QObject::tr("Figures"), QObject::tr("Source"),
                 QObject::tr("Date")};
    t.widthsPercent = {16, 16, 58, 10};
    t.noWrap = {false, false, false, true};
    t.fontPointSize = 7;
    std::set<std::string> done;
    for (const ReportScenario& r : data.scenarios) {
        const model::ModelSpec& m = r.scenario().model;
        if (!done.insert(m.name).second)
            continue;
        if (m.provenance.empty())
            t.rows.push_back({q(m.name), QObject::tr("architecture"),
                              QObject::tr("given in the scenario"), QString()});
        for (const auto& [key, p] : m.provenance)
            t.rows.push_back({q(m.name), q(key), q(p.source), q(p.date)});
    }
    out.heading(2, QObject::tr("Model architecture"));
    out.table(t);
}

void gpuSources(ReportText& out, const ReportData& data) {
    out.heading(2, QObject::tr("GPU figures"));
    out.paragraph(QObject::tr("Every GPU the scenarios evaluated, with the source and date of "
                              "each figure the engine used (figures that share a source are "
                              "listed together)."));
    ReportTable t;
    t.headers = {QObject::tr("GPU"), QObject::tr("Figures"), QObject::tr("Source"),
                 QObject::tr("Date")};
    t.widthsPercent = {14, 24, 52, 10};
    t.noWrap = {true, false, false, true};
    t.fontPointSize = 6.5;
    const std::vector<model::GpuSpec>& gpus = data.scenarios.front().evaluation->gpus;
    const std::set<std::string> ids = gpusEvaluated(data);
    for (const model::GpuSpec& g : gpus) {
        if (!ids.count(g.id))
            continue;
        std::map<std::pair<std::string, std::string>, QStringList> bySource;
        for (const auto& [key, p] : g.provenance)
            if (key == "price") // why the catalog has no public price: the reader needs the note
                bySource[{p.source + ": " + p.note, p.date}] << q(key);
            else
                bySource[{p.source, p.date}] << q(key);
        if (bySource.empty())
            t.rows.push_back(
                {q(g.id), QObject::tr("all"), QObject::tr("no source recorded"), QString()});
        for (const auto& [sourceDate, keys] : bySource)
            t.rows.push_back(
                {q(g.id), keys.join(commaSeparator()), q(sourceDate.first), q(sourceDate.second)});
    }
    out.table(t);
}

void priceSources(ReportText& out, const ReportData& data) {
    out.heading(2, QObject::tr("Prices"));
    const workspace::Evaluation& e = *data.scenarios.front().evaluation;
    ReportTable ref;
    ref.headers = {QObject::tr("GPU"), QObject::tr("$/GPU-hour"),
                   QObject::tr("Reference price: tier, region and basis")};
    ref.rightAligned = {false, true, false};
    ref.widthsPercent = {16, 12, 72};
    ref.fontPointSize = 7;
    const std::set<std::string> evaluated = gpusEvaluated(data);
    for (const auto& [id, price] : e.prices)
        if (evaluated.count(id)) {
            const model::Phrase gaps = model::priceEvidenceText(price);
            ref.rows.push_back(
                {q(id), money(price.usdPerGpuHour, 2),
                 q(price.basis) +
                     (gaps.empty() ? QString() : QObject::tr("; thin evidence: ") + q(gaps))});
        }
    const model::Scenario& s = e.scenario;
    out.paragraph(
        QObject::tr("The planner ranks each GPU by the median over providers of each "
                    "provider's median current quote of the chosen tier, one vote per provider; "
                    "a quote of your own (a price you added to the catalog) wins over the "
                    "public ones, and a scenario's cost.gpu_hour_usd over both. Tier: %3; "
                    "region: %5%4. A price is thin evidence when it rests on fewer than %1 "
                    "providers, on marketplace offers only, or on quotes over %2 months old on "
                    "the report's date: confirm such a price with a quote of your own. Quotes "
                    "without a region count in every region; prices are in US dollars (USD).")
            .arg(model::kWellEvidencedProviders)
            .arg(model::kStalePriceMonths)
            .arg(engineWord(model::priceTierLabel(s.cost.priceTier)))
            .arg(s.cost.wellEvidencedPricesOnly ? QObject::tr(", well-evidenced prices only")
                                                : QString())
            .arg(engineWord(model::priceRegionName(s.cost.priceRegion))));
    for (const model::Phrase& n : e.plan.priceNotes) {
        QString note = q(n);
        note[0] = note[0].toUpper();
        out.note(QObject::tr("%1.", "a sentence and its full stop").arg(note));
    }
    out.table(ref);

    ReportTable quotes;
    quotes.headers = {QObject::tr("Id"),    QObject::tr("GPU"),
                      QObject::tr("Kind"),  QObject::tr("Provider, product, region"),
                      QObject::tr("Price"), QObject::tr("Observed"),
                      QObject::tr("Source")};
    quotes.rightAligned = {false, false, false, false, true, false, false};
    quotes.widthsPercent = {8, 9, 12, 20, 11, 9, 31};
    quotes.noWrap = {true, true, true, false, false, true};
    quotes.fontPointSize = 6.5;
    const std::set<std::string> shown = gpusShown(data);
    for (const model::PriceQuote& p : e.priceBook.quotes) {
        if (!shown.count(p.gpuId))
            continue;
        QString where = q(p.provider) + QStringLiteral(", ") + q(p.product);
        if (!p.region.empty())
            where += QStringLiteral(", ") + q(p.region);
        const QString price = p.kind == model::PriceKind::Purchase
                                  ? money(p.usd, 0) + QStringLiteral(" /") +
                                        QObject::tr("%n GPU(s)", nullptr, int(p.gpuCount))
                                  : money(p.perGpuHourUsd, 2) + QObject::tr("/GPU-h");
        quotes.rows.push_back({q(p.id), q(p.gpuId), q(model::priceKindName(p.kind)), where, price,
                               q(p.observedDate), q(p.source)});
    }
    if (!quotes.rows.empty()) {
        out.heading(3, QObject::tr("Quotes behind the configurations in this report"));
        out.table(quotes);
    }
}

void tcoInputs(ReportText& out, const model::TcoResult& t, const QString& title) {
    out.heading(3, title);
    ReportTable table = reportTable(tcoInputColumns(), tcoInputRows(t));
    table.headers[0] = QObject::tr("Input");
    table.widthsPercent = {24, 18, 58};
    table.fontPointSize = 7;
    out.table(table);
}

/// The side-by-side table with its header row (one column per scenario) and no rows yet.
ReportTable sideBySideTable(const ReportData& data) {
    ReportTable table;
    table.headers = {QString()};
    table.fontPointSize = 7.5;
    for (const ReportScenario& r : data.scenarios)
        table.headers << q(r.scenario().name);
    table.widthsPercent.push_back(22);
    for (size_t i = 0; i < data.scenarios.size(); ++i)
        table.widthsPercent.push_back(78.0 / double(data.scenarios.size()));
    return table;
}

/// One side-by-side row: the label, then `cell` of each scenario.
template <typename Cell>
void addRow(ReportTable& table, const ReportData& data, const QString& label, Cell cell) {
    QStringList cells{label};
    for (const ReportScenario& r : data.scenarios)
        cells << cell(r);
    table.rows.push_back(cells);
}

/// The model, workload and serving-engine rows of the side-by-side table.
void inputRows(ReportTable& table, const ReportData& data) {
    const QuantityFormat& f = fmt();
    addRow(table, data, QObject::tr("Model"),
           [](const ReportScenario& r) { return q(r.scenario().model.name); });
    addRow(table, data, QObject::tr("Workload"), [&](const ReportScenario& r) {
        const model::Scenario& s = r.scenario();
        return s.mode == Mode::Serve
                   ? QObject::tr("peak %1, mean %2, growth %3/year")
                         .arg(f.rate(r.plan().demand.peakRequestsPerS, QObject::tr("requests/s")),
                              f.rate(r.plan().demand.meanRequestsPerS, QObject::tr("requests/s")),
                              f.percent(s.tco.growthPerYear))
                   : f.count(s.training.tokens) + QObject::tr(" tokens in ") +
                         f.number(s.training.deadlineHours, 1) + QStringLiteral(" h");
    });
    addRow(table, data, QObject::tr("Serving engine"), [](const ReportScenario& r) {
        const model::Scenario& s = r.scenario();
        return s.mode == Mode::Serve ? q(model::engineLabel(s.runtime.engine))
                                     : QStringLiteral("—");
    });
}

/// The result rows of the workbench's comparison (comparisonResultColumns: plan, recommended
/// GPU, precision, layout, GPUs, costs, TTFT and TPOT against the targets, TCO), then on-prem
/// break-even, which the report prices with the best-ranked GPU that has a purchase price.
void resultRows(ReportTable& table, const ReportData& data) {
    for (const TableColumn<workspace::Evaluation>& column : comparisonResultColumns())
        if (column.shownIn(InReport))
            addRow(table, data, column.shortTitle(),
                   [&column](const ReportScenario& r) { return column.text(*r.evaluation); });
    addRow(table, data, QObject::tr("On-prem break-even"), [](const ReportScenario& r) {
        const model::TcoResult* t = r.onPremSource();
        if (!t)
            return QObject::tr("no purchase price");
        if (!t->bestCloud)
            return QStringLiteral("—");
        return t->onPremBreakEvenMonth ? QObject::tr("month %1 (rank %2)")
                                             .arg(*t->onPremBreakEvenMonth)
                                             .arg(r.onPremSourceRank())
                                       : QObject::tr("not within %1 months (rank %2)")
                                             .arg(t->params.horizonMonths)
                                             .arg(r.onPremSourceRank());
    });
}

/// The chart of every scenario's TCO options, one group per scenario.
void sideBySideTcoChart(ReportText& out, const ReportData& data) {
    std::vector<const model::TcoResult*> tcos;
    QStringList labels;
    for (const ReportScenario& r : data.scenarios) {
        tcos.push_back(r.evaluation->tco ? &*r.evaluation->tco : nullptr);
        labels << q(r.scenario().name);
    }
    out.chart(scenarioTcoChart(tcos, labels), 0.5);
}

/// Efficiency group (and GPU, for serving) to its efficiency choice and "GPU precision" users.
using EfficiencyGroups =
    std::map<std::string, std::pair<model::EfficiencyChoice, std::set<std::string>>>;

/// The paragraph on how latency, throughput and their 90 % bands are estimated.
QString estimationMethod(const ReportData& data) {
    const QuantityFormat& f = fmt();
    model::ServingOverheads vllm{data.efficiency.decodeStepOverheadS,
                                 data.efficiency.requestOverheadS, 0.0};
    if (auto it = data.efficiency.engines.find("vllm/NVIDIA"); it != data.efficiency.engines.end())
        vllm = it->second.overheads;
    return QObject::tr(
               "Latency and throughput come from a roofline model: each phase takes the longer of "
               "its FLOPs at the GPU's dense peak (at the clock it sustains under its power cap) "
               "times a compute efficiency and its bytes at the memory bandwidth times a memory "
               "efficiency, plus the serving engine's fixed costs per decode step, per running "
               "sequence and per request (vLLM on NVIDIA GPUs: %1, %2 and %3). The efficiencies "
               "are fitted per GPU family and precision, memory system and serving engine, by "
               "least squares on the logarithm, to published measurements of real systems (the "
               "calibration tables shipped with RightSizer). The spread of those measurements "
               "around the fit, σ (RMS of log(measured / predicted)) for the GPU family with the "
               "engine, sets every 90 % band in this report: a prediction x has the band "
               "x·e<sup>−1.645σ</sup> … x·e<sup>+1.645σ</sup>. Where no measurement covers a "
               "family and precision the factors are borrowed from the nearest group (marked ~ in "
               "the tables), and where the GPU was never measured with the engine the "
               "configuration is not validated; either widens σ by %4.")
        .arg(f.seconds(vllm.decodeStepS), f.seconds(vllm.perSequenceS), f.seconds(vllm.requestS),
             f.number(model::kUncalibratedSigmaFactor, 1));
}

/// The efficiency table's headers and layout, with no rows yet.
ReportTable efficiencyTable() {
    ReportTable t;
    t.headers = {
        QObject::tr("Efficiency group"), QObject::tr("Used by"),     QObject::tr("Runs"),
        QObject::tr("Compute eff."),     QObject::tr("Memory eff."), QObject::tr("σ (log)"),
        QObject::tr("90 % band"),        QObject::tr("Validation")};
    t.rightAligned = {false, false, true, true, true, true, false, false};
    t.widthsPercent = {15, 15, 7, 9, 9, 8, 12, 25};
    t.noWrap = {false, false, false, false, false, false, true, false};
    t.fontPointSize = 7.5;
    return t;
}

/// The efficiency groups of every scenario's listed candidates.
EfficiencyGroups efficiencyGroups(const ReportData& data) {
    // One row per efficiency group and GPU: the memory system, the sustained clock (in serving
    // and training) and the validation differ between GPUs of one family.
    EfficiencyGroups groups;
    for (const ReportScenario& r : data.scenarios)
        for (size_t i = 0; i < r.plan().feasible.size() && i < kCandidateRows; ++i) {
            const model::Candidate& c = r.plan().feasible[i];
            const bool serve = r.scenario().mode == Mode::Serve;
            // Training's matmul efficiency depends on the precision too (fp8 scaled from bf16).
            const std::string precision(model::precisionInfo(c.precision).name);
            auto& g = groups[serve ? c.efficiency.servingGroup + "\t" + c.gpuId
                                   : "training " + c.efficiency.trainingGroup + "\t" + c.gpuId +
                                         "\t" + precision];
            g.first = c.efficiency;
            g.second.insert(c.gpuId + " " + precision + (serve ? "" : " (training)"));
        }
    return groups;
}

/// One row of the efficiency table: group, users, runs, efficiencies, σ, band, validation.
QStringList efficiencyRow(const std::string& key, const model::EfficiencyChoice& e,
                          const std::set<std::string>& usedBy) {
    const QuantityFormat& f = fmt();
    const bool training = key.rfind("training ", 0) == 0;
    const std::string name = key.substr(0, key.find('\t'));
    const bool calibrated = training ? e.trainingCalibrated : e.servingCalibrated;
    // The estimate's own band: choose() has already widened it where it had to.
    const double sigma = training ? e.training.sigmaLog : e.serving.sigmaLog;
    QStringList users;
    for (const std::string& u : usedBy)
        users << q(u);
    const QString validation = training ? QStringLiteral("—")
                               : e.coverageNote.empty()
                                   ? QObject::tr("validated on %1 runs").arg(e.serving.rows)
                                   : phraseText(e.coverageNote);
    return {q(name) + (calibrated ? QString() : QStringLiteral(" ~")),
            users.join(commaSeparator()),
            QString::number(training ? e.training.rows : e.serving.rows),
            training ? QObject::tr("matmuls %1").arg(f.percent(e.training.matmulEff))
                     : f.percent(e.serving.computeEff),
            training ? QStringLiteral("—") : f.percent(e.serving.memoryEff),
            f.number(sigma, 3),
            QStringLiteral("×%1 – ×%2")
                .arg(f.number(std::exp(-model::kBandZ * sigma), 2),
                     f.number(std::exp(model::kBandZ * sigma), 2)),
            validation};
}

} // namespace

void sideBySide(ReportText& out, const ReportData& data) {
    if (data.scenarios.size() < 2)
        return;
    out.heading(1, QObject::tr("Scenarios side by side"));
    ReportTable table = sideBySideTable(data);
    inputRows(table, data);
    resultRows(table, data);
    out.table(table);
    sideBySideTcoChart(out, data);
}

/// How each scenario was sized: to the estimate or the band's pessimistic end, the fewest
/// replicas, and the rules that keep configurations out of the ranking.
void sizingRules(ReportText& out, const ReportData& data) {
    out.heading(2, QObject::tr("Sizing rules"));
    std::vector<std::pair<QString, QString>> facts;
    for (const ReportScenario& r : data.scenarios) {
        const model::Scenario& s = r.scenario();
        if (s.mode != Mode::Serve)
            continue;
        QStringList rules;
        rules << (s.sla.sizeToPessimistic
                      ? QObject::tr("latency targets met at the pessimistic end of the 90 % "
                                    "band (scenario)")
                      : QObject::tr("latency targets met by the estimate; the band's "
                                    "pessimistic end may miss them (default)"));
        rules << (s.limits.minReplicas > 1
                      ? QObject::tr("at least %1 replicas (scenario)").arg(s.limits.minReplicas)
                      : QObject::tr("as few replicas as the demand needs (default)"));
        rules
            << (s.allowGeForce
                    ? QObject::tr("GeForce cards included (scenario), each with the caveat: "
                                  "%1")
                          .arg(geforceCaveatText())
                    : QObject::tr("GeForce cards left out: %1 (default)").arg(geforceCaveatText()));
        rules << QObject::tr("layouts needing more than %1 times the GPUs of the same GPU's "
                             "cheapest layout are folded under it, not ranked (%2 here)")
                     .arg(model::kFoldGpuFactor)
                     .arg(r.plan().folded.size());
        facts.push_back({QStringLiteral("“%1”").arg(q(s.name)), rules.join(listSeparator())});
    }
    if (!facts.empty())
        out.facts(facts, 22);
}

void assumptions(ReportText& out, const ReportData& data) {
    out.heading(1, QObject::tr("Assumptions"));
    out.paragraph(QObject::tr("Where each figure comes from and when it was observed. Catalog "
                              "figures carry their source in the catalog itself; scenario "
                              "inputs are marked “scenario”; defaults say why they were "
                              "chosen."));
    modelSources(out, data);
    gpuSources(out, data);
    priceSources(out, data);
    sizingRules(out, data);
    bool anyTco = false;
    for (const ReportScenario& r : data.scenarios)
        anyTco = anyTco || r.evaluation->tco || r.onPremSource();
    if (!anyTco)
        return;
    out.heading(2, QObject::tr("Cost inputs"));
    for (const ReportScenario& r : data.scenarios) {
        const QString name = q(r.scenario().name);
        if (const auto& t = r.evaluation->tco)
            tcoInputs(out, *t, QStringLiteral("“%1”: %2").arg(name, q(t->capacity.description)));
        if (r.onPremSource() && r.onPremSourceRank() != 1)
            tcoInputs(out, *r.onPremSource(),
                      QObject::tr("“%1”: %2 (on-prem)")
                          .arg(name, q(r.onPremSource()->capacity.description)));
    }
}

void uncertainty(ReportText& out, const ReportData& data) {
    out.heading(1, QObject::tr("Uncertainty and calibration"));
    out.paragraph(estimationMethod(data), true);
    ReportTable t = efficiencyTable();
    for (const auto& [key, g] : efficiencyGroups(data))
        t.rows.push_back(efficiencyRow(key, g.first, g.second));
    out.table(t);
    out.paragraph(QObject::tr(
        "Costs inherit the band: each TCO total is also computed with the replica capacity at "
        "the optimistic and the pessimistic end of its band (the “90 % band” column), and the "
        "sensitivity chart shows how each cost input moves the total by ±20 %. Prices are "
        "observations with a date, not quotes for your order: confirm them with the vendor "
        "before committing. A configuration whose pessimistic end misses a target should be "
        "validated with a benchmark run on the chosen GPU before buying."));
}

// The terms and their meanings, translated in the report's language (context "ReportGlossary").
constexpr std::pair<const char*, const char*> kGlossaryTerms[] = {
    {QT_TRANSLATE_NOOP("ReportGlossary", "TTFT"),
     QT_TRANSLATE_NOOP("ReportGlossary",
                       "Time to first token: from a request's arrival to its first output token, "
                       "queueing included.")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "TPOT"),
     QT_TRANSLATE_NOOP(
         "ReportGlossary",
         "Time per output token: the time between output tokens once generation runs.")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "p50, p95, p99"),
     QT_TRANSLATE_NOOP("ReportGlossary",
                       "Percentile: the value 50, 95 or 99 % of requests do not exceed.")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "Precision"),
     QT_TRANSLATE_NOOP("ReportGlossary",
                       "Number format of the weights (bf16, fp8, int4, ...); ~ marks efficiency "
                       "factors borrowed from another GPU family or precision.")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "TP, PP, DP"),
     QT_TRANSLATE_NOOP("ReportGlossary",
                       "Tensor, pipeline and data parallelism: a model split across GPUs within a "
                       "layer, across layers, or replicated.")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "Replica"),
     QT_TRANSLATE_NOOP(
         "ReportGlossary",
         "One copy of the model on TP × PP GPUs; serving adds replicas for throughput.")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "Batch"),
     QT_TRANSLATE_NOOP("ReportGlossary", "Requests one replica decodes together.")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "KV cache"),
     QT_TRANSLATE_NOOP(
         "ReportGlossary",
         "Keys and values of the tokens seen so far, kept in GPU memory per request.")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "Usable memory"),
     QT_TRANSLATE_NOOP("ReportGlossary",
                       "What the runtime can allocate on a GPU (below the datasheet figure).")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "Headroom"),
     QT_TRANSLATE_NOOP("ReportGlossary",
                       "Extra capacity over today's peak demand, for growth and bursts.")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "Utilization"),
     QT_TRANSLATE_NOOP("ReportGlossary", "Share of the capacity paid for that the demand uses.")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "MFU"),
     QT_TRANSLATE_NOOP(
         "ReportGlossary",
         "Model FLOPs utilization: useful training FLOPs over the GPUs' dense peak.")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "$/M tokens"),
     QT_TRANSLATE_NOOP("ReportGlossary",
                       "US dollars per million output tokens served (or tokens trained).")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "On-demand, reserved, spot"),
     QT_TRANSLATE_NOOP("ReportGlossary",
                       "Cloud prices: pay by the hour; commit for 1 or 3 years at "
                       "a discount; spare capacity that can be reclaimed.")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "On-prem, hybrid"),
     QT_TRANSLATE_NOOP("ReportGlossary",
                       "Buy servers; or buy a base fleet and burst to on-demand cloud.")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "TCO"),
     QT_TRANSLATE_NOOP("ReportGlossary",
                       "Total cost of ownership: every cash cost of an option over the horizon.")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "NPV"),
     QT_TRANSLATE_NOOP("ReportGlossary",
                       "Net present value: the costs discounted to today at the discount rate.")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "Break-even"),
     QT_TRANSLATE_NOOP("ReportGlossary",
                       "The first month from which an option's cumulative cost stays at or below "
                       "another's.")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "PUE"),
     QT_TRANSLATE_NOOP("ReportGlossary",
                       "Power usage effectiveness: facility power over IT power.")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "90 % band"),
     QT_TRANSLATE_NOOP("ReportGlossary",
                       "The range that holds the true value with 90 % probability, from the spread "
                       "of the calibration measurements.")},
    {QT_TRANSLATE_NOOP("ReportGlossary", "SLA"),
     QT_TRANSLATE_NOOP(
         "ReportGlossary",
         "Service level agreement: the latency and throughput targets the plan must meet.")},
};

void glossary(ReportText& out) {
    out.heading(1, QObject::tr("Glossary"));
    ReportTable t;
    t.headers = {QObject::tr("Term"), QObject::tr("Meaning")};
    t.widthsPercent = {20, 80};
    t.fontPointSize = 8;
    for (const auto& [term, meaning] : kGlossaryTerms)
        t.rows.push_back({QCoreApplication::translate("ReportGlossary", term),
                          QCoreApplication::translate("ReportGlossary", meaning)});
    out.table(t);
}

} // namespace rightsizer::views::report
