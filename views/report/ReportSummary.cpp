#include "ReportSections.h"
#include "ReportWording.h"
#include "views/EnginePhrase.h"
#include "views/TechniqueText.h"

#include "views/cost/TcoChartSupport.h"

#include <algorithm>

namespace rightsizer::views::report {
namespace {

using model::Mode;
using model::TcoOption;

QString slaFacts(const model::Scenario& s, const model::Candidate& c) {
    const QuantityFormat& f = fmt();
    if (s.mode != Mode::Serve)
        return QObject::tr("run of %1 h (90 %: %2 – %3 h) against a deadline of %4 h (%5 "
                           "margin)")
            .arg(f.number(c.train.runHours.value, 1), f.number(c.train.runHours.low, 1),
                 f.number(c.train.runHours.high, 1), f.number(s.training.deadlineHours, 1),
                 marginText(c.train.runHours.value, s.training.deadlineHours));
    const QString pct = q(model::percentileName(s.sla.percentile));
    QStringList parts;
    if (s.sla.ttftS > 0)
        parts << QObject::tr("%1 TTFT %2 against ≤ %3 (%4 margin)")
                     .arg(pct, f.seconds(c.serve.ttftS.value), f.seconds(s.sla.ttftS),
                          marginText(c.serve.ttftS.value, s.sla.ttftS));
    if (s.sla.tpotS > 0)
        parts << QObject::tr("%1 TPOT %2 against ≤ %3 (%4 margin)")
                     .arg(pct, f.seconds(c.serve.tpotS.value), f.seconds(s.sla.tpotS),
                          marginText(c.serve.tpotS.value, s.sla.tpotS));
    if (s.sla.minOutputTokensPerS > 0)
        parts << QObject::tr("%1 against ≥ %2")
                     .arg(f.rate(c.serve.outputTokensPerS.value, QObject::tr("tokens/s")),
                          f.rate(s.sla.minOutputTokensPerS, QObject::tr("tokens/s")));
    return parts.isEmpty() ? QObject::tr("no latency target set") : parts.join(listSeparator());
}

QString bandFacts(const model::Scenario& s, const model::Candidate& c) {
    const QuantityFormat& f = fmt();
    if (s.mode != Mode::Serve)
        return QObject::tr("run time %1 – %2 h")
            .arg(f.number(c.train.runHours.low, 1), f.number(c.train.runHours.high, 1));
    const QString pct = q(model::percentileName(s.sla.percentile));
    QString text = QObject::tr("%1 TPOT %2 – %3, %1 TTFT %4 – %5")
                       .arg(pct, f.seconds(c.serve.tpotS.low), f.seconds(c.serve.tpotS.high),
                            f.seconds(c.serve.ttftS.low), f.seconds(c.serve.ttftS.high));
    const bool missTpot = s.sla.tpotS > 0 && c.serve.tpotS.high > s.sla.tpotS;
    const bool missTtft = s.sla.ttftS > 0 && c.serve.ttftS.high > s.sla.ttftS;
    if (missTpot || missTtft)
        text += QObject::tr(" (the pessimistic end misses the target: validate with a "
                            "benchmark before buying)");
    return text;
}

/// The recommendation in one sentence.
QString recommendationSentence(const ReportScenario& r, const model::Candidate& c) {
    const model::Scenario& s = r.scenario();
    const auto& tco = r.evaluation->tco;
    QString text = (s.mode == Mode::Serve ? QObject::tr("Serve <b>%1</b> on <b>%2</b>")
                                          : QObject::tr("Train <b>%1</b> on <b>%2</b>"))
                       .arg(q(s.model.name).toHtmlEscaped(), deploymentText(s, c).toHtmlEscaped());
    if (c.price)
        text += s.mode == Mode::Serve ? QObject::tr(": %1 a month at cloud on-demand prices")
                                            .arg(money(c.costPerMonthUsd, 0))
                                      : QObject::tr(": %1 for the run at cloud on-demand prices")
                                            .arg(money(c.runCostUsd, 0));
    if (tco && tco->recommended) {
        const model::TcoOptionResult& o = tco->option(*tco->recommended);
        text += QObject::tr("; over %1 months the cheapest way to pay for it is <b>%2</b>, "
                            "%3 in total (%4 net present value)")
                    .arg(tco->params.horizonMonths)
                    .arg(optionText(o), money(o.totalUsd, 0), money(o.npvUsd, 0));
    }
    return QObject::tr("%1.", "a sentence and its full stop").arg(text);
}

void onPremFacts(std::vector<std::pair<QString, QString>>& facts, const ReportScenario& r) {
    const model::TcoResult* t = r.onPremSource();
    if (!t) {
        facts.push_back(
            {QObject::tr("Buying instead"),
             QObject::tr("no on-prem price: ") +
                 q(r.onPremNote.empty() ? std::string("no purchase price") : r.onPremNote)
                     .toHtmlEscaped()});
        return;
    }
    const model::TcoOptionResult& onPrem = t->option(TcoOption::OnPrem);
    const model::TcoOptionResult& hybrid = t->option(TcoOption::Hybrid);
    QString text;
    if (r.onPremSourceRank() != 1)
        text = QObject::tr("The recommendation's GPU has no purchase price; the best-ranked "
                           "configuration with one is rank %1 (%2). ")
                   .arg(r.onPremSourceRank())
                   .arg(q(t->capacity.description).toHtmlEscaped());
    text += QObject::tr("%1: %2 over %3 months (NPV %4)")
                .arg(optionText(onPrem), money(onPrem.totalUsd, 0))
                .arg(t->params.horizonMonths)
                .arg(money(onPrem.npvUsd, 0));
    // A hybrid of 0 nodes is cloud hours alone: no way of buying, so not printed as one.
    if (hybrid.available && hybrid.nodes > 0)
        text += QObject::tr("; %1: %2 (NPV %3)")
                    .arg(optionText(hybrid), money(hybrid.totalUsd, 0), money(hybrid.npvUsd, 0));
    else if (hybrid.available)
        text += QObject::tr("; no hybrid: no on-prem base pays off (all-cloud on-demand is "
                            "cheapest)");
    if (t->bestCloud)
        text += t->onPremBreakEvenMonth
                    ? QObject::tr("; on-prem breaks even with %1 in month %2")
                          .arg(tcoOptionText(*t->bestCloud))
                          .arg(*t->onPremBreakEvenMonth)
                    : QObject::tr("; on-prem does not break even with %1 within %2 months")
                          .arg(tcoOptionText(*t->bestCloud))
                          .arg(t->params.horizonMonths);
    facts.push_back({QObject::tr("Buying instead"),
                     QObject::tr("%1.", "a sentence and its full stop").arg(text)});
}

/// The configuration fact (deployment, rank, counts) and, for a GeForce card, its licence caveat.
void configurationFacts(std::vector<std::pair<QString, QString>>& facts, const ReportScenario& r,
                        const model::Candidate& c) {
    facts.push_back(
        {QObject::tr("Configuration"),
         QObject::tr("%1 (plan rank 1 of %2 that meet the service levels; %3 evaluated)")
             .arg(deploymentText(r.scenario(), c).toHtmlEscaped())
             .arg(r.plan().feasible.size())
             .arg(r.plan().feasible.size() + r.plan().folded.size() + r.plan().rejected.size())});
    // A GeForce recommendation (only when the scenario includes them) carries its caveat.
    if (std::any_of(c.warnings.begin(), c.warnings.end(), [](const model::Phrase& w) {
            return phraseMentions(w, model::kGeForceLicenceCaveat);
        }))
        facts.push_back({QObject::tr("Licence"),
                         QObject::tr("%1 (GeForce included by the scenario's allow_geforce)")
                             .arg(geforceCaveatText())});
}

/// The on-demand cost per month or run, with the cheapest TCO option's monthly average.
void onDemandCostFact(std::vector<std::pair<QString, QString>>& facts, const ReportScenario& r,
                      const model::Candidate& c) {
    if (!c.price)
        return;
    const model::Scenario& s = r.scenario();
    const auto& tco = r.evaluation->tco;
    QString perMonth = s.mode == Mode::Serve
                           ? QObject::tr("%1 a month on demand (fleet sized for the grown "
                                         "peak, %2/GPU-hour)")
                                 .arg(money(c.costPerMonthUsd, 0), money(c.price->usdPerGpuHour, 2))
                           : QObject::tr("%1 for the run on demand (%2/GPU-hour)")
                                 .arg(money(c.runCostUsd, 0), money(c.price->usdPerGpuHour, 2));
    if (tco && tco->recommended) {
        const model::TcoOptionResult& o = tco->option(*tco->recommended);
        perMonth += QObject::tr("; %1 averages %2 a month over the horizon")
                        .arg(optionText(o), money(o.totalUsd / tco->params.horizonMonths, 0));
    }
    facts.push_back({QObject::tr("Cost per month"), perMonth});
}

/// The cost over the horizon and per unit with the cheapest TCO option, or why there is none.
void horizonCostFacts(std::vector<std::pair<QString, QString>>& facts, const ReportScenario& r,
                      const model::Candidate& c) {
    const model::Scenario& s = r.scenario();
    const QuantityFormat& f = fmt();
    const auto& tco = r.evaluation->tco;
    if (tco && tco->recommended) {
        const model::TcoOptionResult& o = tco->option(*tco->recommended);
        facts.push_back({QObject::tr("Cost over %1 months").arg(tco->params.horizonMonths),
                         QObject::tr("<b>%1</b> with %2 (NPV %3 at %4 a year; 90 % band "
                                     "%5 – %6)")
                             .arg(money(o.totalUsd, 0), optionText(o), money(o.npvUsd, 0),
                                  f.percent(tco->params.discountRatePerYear),
                                  compactMoney(o.totalLowUsd), compactMoney(o.totalHighUsd))});
        facts.push_back(
            {s.mode == Mode::Serve ? QObject::tr("Cost per million output tokens")
                                   : QObject::tr("Cost per run"),
             (c.price && s.mode == Mode::Serve
                  ? QObject::tr("%1 on demand, the planned fleet at the mean load; ")
                        .arg(money(c.usdPerMillionTokens, 3))
                  : QString()) +
                 QObject::tr("%1 with %2 over the horizon")
                     .arg(money(o.usdPerUnit, s.mode == Mode::Serve ? 3 : 0), optionText(o))});
    } else if (!r.evaluation->tcoNote.empty()) {
        facts.push_back(
            {QObject::tr("Cost over the horizon"), q(r.evaluation->tcoNote).toHtmlEscaped()});
    }
}

/// The service levels met, the 90 % band (joined when `compact`) and else the memory per GPU.
void serviceFacts(std::vector<std::pair<QString, QString>>& facts, const model::Scenario& s,
                  const model::Candidate& c, bool compact) {
    const QuantityFormat& f = fmt();
    if (compact) {
        facts.push_back({QObject::tr("Service levels met"),
                         slaFacts(s, c) + QObject::tr(". 90 % band: ") + bandFacts(s, c)});
    } else {
        facts.push_back({QObject::tr("Service levels met"), slaFacts(s, c)});
        facts.push_back({QObject::tr("90 % band"), bandFacts(s, c)});
        facts.push_back(
            {QObject::tr("Memory per GPU"),
             QObject::tr("%1 of %2 usable")
                 .arg(f.bytes(c.memory.totalPerGpuBytes), f.bytes(c.memory.usablePerGpuBytes))});
    }
}

/// The serving techniques the plan uses and the disaggregated-serving verdict, when asked for.
void techniqueFacts(std::vector<std::pair<QString, QString>>& facts, const ReportScenario& r) {
    const model::Scenario& s = r.scenario();
    if (s.mode != model::Mode::Serve)
        return;
    if (const QString tip = techniquesToolTip(s, fmt()); techniquesText(s, fmt()) != u"—")
        facts.push_back(
            {QObject::tr("Serving techniques"),
             tip.split(QLatin1Char('\n')).join(QStringLiteral("; ")) + QLatin1Char('.')});
    if (r.evaluation->disaggregation)
        facts.push_back({QObject::tr("Disaggregated serving"),
                         disaggregationVerdict(*r.evaluation->disaggregation) + QLatin1Char('.')});
}

/// `compact`: several scenarios share the page, so the memory line goes (it is in the
/// scenario's section) and the band joins the service levels.
void scenarioSummary(ReportText& out, const ReportScenario& r, bool compact) {
    const model::Scenario& s = r.scenario();
    if (compact)
        out.heading(2, QObject::tr("Scenario “%1”").arg(q(s.name)));
    const model::Candidate* c = r.recommended();
    if (!c) {
        out.paragraph(QObject::tr("Nothing meets the service levels within the limits "
                                  "(%1 configurations evaluated). Closest: %2")
                          .arg(r.plan().rejected.size())
                          .arg(phraseText(r.plan().closest)));
        if (r.evaluation->disaggregation)
            out.paragraph(disaggregationVerdict(*r.evaluation->disaggregation) + QLatin1Char('.'));
        return;
    }
    out.paragraph(recommendationSentence(r, *c), true, compact ? 9.5 : 10.5);
    std::vector<std::pair<QString, QString>> facts;
    configurationFacts(facts, r, *c);
    onDemandCostFact(facts, r, *c);
    horizonCostFacts(facts, r, *c);
    serviceFacts(facts, s, *c, compact);
    if (r.plan().feasible.size() > 1) {
        const model::Candidate& b = r.plan().feasible[1];
        facts.push_back({QObject::tr("Runner-up"),
                         QObject::tr("%1 on %2: %3.")
                             .arg(configText(b))
                             .arg(QObject::tr("%n GPU(s)", nullptr, int(b.layout.gpus)))
                             .arg(whyRunnerUpLost(s, *c, b))});
    }
    techniqueFacts(facts, r);
    onPremFacts(facts, r);
    out.facts(facts, 22, compact ? 8 : 8.5);
}

} // namespace

QString whyRunnerUpLost(const model::Scenario& s, const model::Candidate& best,
                        const model::Candidate& b) {
    const QuantityFormat& f = fmt();
    if (!b.price)
        return QObject::tr("no price in the catalog, so it cannot be ranked on cost");
    if (b.usdPerMillionTokens != best.usdPerMillionTokens) {
        const double more = b.usdPerMillionTokens / best.usdPerMillionTokens - 1;
        QString text =
            QObject::tr("it costs %1 per million %2 tokens against %3 (%4 more)")
                .arg(money(b.usdPerMillionTokens, 3),
                     s.mode == model::Mode::Serve ? QObject::tr("output") : QObject::tr("trained"),
                     money(best.usdPerMillionTokens, 3), f.percent(more));
        if (s.mode == model::Mode::Serve)
            text += QObject::tr(", %1 a month against %2")
                        .arg(money(b.costPerMonthUsd, 0), money(best.costPerMonthUsd, 0));
        if (b.layout.gpus < best.layout.gpus)
            text += QObject::tr(", though it needs fewer GPUs (%1 against %2)")
                        .arg(b.layout.gpus)
                        .arg(best.layout.gpus);
        return text;
    }
    if (b.layout.gpus != best.layout.gpus)
        return QObject::tr("it costs the same per token but needs %1 against %2")
            .arg(QObject::tr("%n GPU(s)", nullptr, int(b.layout.gpus)))
            .arg(best.layout.gpus);
    return QObject::tr("same cost and GPU count, fewer output tokens/s per GPU (%1 against %2)")
        .arg(f.number(b.serve.outputTokensPerSPerGpu, 0),
             f.number(best.serve.outputTokensPerSPerGpu, 0));
}

void titlePage(ReportText& out, const ReportData& data) {
    const ReportOptions& o = data.options;
    // Qt drops the first block's top margin: an empty first line carries the space instead.
    out.paragraph(QString(), false, 1);
    out.titleLine(QObject::tr("GPU capacity plan"), 13, false, 170);
    out.titleLine(o.project, 26, true, 8);
    QStringList names;
    for (const ReportScenario& r : data.scenarios)
        names << QStringLiteral("“%1”").arg(q(r.scenario().name));
    out.titleLine(
        (data.scenarios.size() == 1 ? QObject::tr("Scenario ") : QObject::tr("Scenarios ")) +
            names.join(commaSeparator()),
        12, false, 24);
    std::vector<std::pair<QString, QString>> facts = {
        {QObject::tr("Date"), o.date.toString(Qt::ISODate)},
        {QObject::tr("Author"),
         o.author.isEmpty() ? QStringLiteral("—") : o.author.toHtmlEscaped()},
        {QObject::tr("Prepared with"),
         QStringLiteral("RightSizer %1").arg(QStringLiteral(RIGHTSIZER_VERSION))},
        {QObject::tr("Source"), o.source.toHtmlEscaped()},
        {QObject::tr("Catalog"), data.catalogNote.empty() ? QObject::tr("bundled reference catalog")
                                                          : q(data.catalogNote).toHtmlEscaped()}};
    out.paragraph(QString(), false, 30);
    out.facts(facts, 22);
    out.paragraph(QObject::tr("Every figure in this report is computed by the RightSizer engine "
                              "from the scenario and the catalog named above; the same "
                              "figures are printed by <i>rightsizer plan</i> and <i>rightsizer "
                              "tco</i>. Section “Assumptions” gives the source and date of "
                              "every catalog figure and price used, and section “Uncertainty "
                              "and calibration” how far the estimates can be trusted."),
                  true, 9);
}

void executiveSummary(ReportText& out, const ReportData& data) {
    out.heading(1, QObject::tr("Executive summary"));
    const bool several = data.scenarios.size() > 1;
    for (const ReportScenario& r : data.scenarios)
        scenarioSummary(out, r, several);
}

} // namespace rightsizer::views::report
