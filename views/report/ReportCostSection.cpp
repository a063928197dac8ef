#include "ReportCharts.h"
#include "ReportSections.h"
#include "ReportWording.h"
#include "views/cost/TcoOptionColumns.h"

#include "views/cost/TcoChartSupport.h"
#include "views/cost/TcoOptionColumns.h"

#include <QChartView>

#include <cmath>

namespace rightsizer::views::report {
namespace {

using model::Mode;
using model::TcoOption;

QString sourceOf(const model::TcoParameters& p, const char* key) {
    const auto s = p.sources.find(key);
    return s == p.sources.end() ? QString() : q(s->second);
}

void optionsTable(ReportText& out, const model::TcoResult& t) {
    const bool serve = t.capacity.mode == Mode::Serve;
    const std::vector<TcoOptionRow> rows = tcoOptionRows(t);
    ReportTable table = reportTable(tcoOptionColumns(serve, fmt()), rows);
    table.widthsPercent = {17, 12, 12, 16, 9, 8, 6, 20};
    table.fontPointSize = 8;
    for (size_t row = 0; row < rows.size(); ++row)
        if (t.recommended && rows[row].option->option == *t.recommended)
            table.emphasised.push_back(int(row));
    out.table(table);
    for (const QString& line : unavailableTcoOptions(t))
        out.note(line);
    out.note(QObject::tr("Totals are undiscounted cash over %1 months with the resale value "
                         "credited in the last month; NPV discounts them at %2 a year. The "
                         "band is the total at the ends of the throughput's 90 % band. GPUs: "
                         "the largest monthly average paid for. The recommended option (bold) "
                         "has the lowest NPV.")
                 .arg(t.params.horizonMonths)
                 .arg(fmt().percent(t.params.discountRatePerYear)));
}

void tcoNotes(ReportText& out, const model::TcoResult& t) {
    QStringList items;
    const QuantityFormat& f = fmt();
    for (const model::TcoOptionResult& o : t.options) {
        if (!o.available)
            continue;
        if (o.slaRiskHoursPerMonth > 0)
            items << QObject::tr("SLA risk (%1): %2 h a month while new replicas start (%3 of "
                                 "requests arrive then).")
                         .arg(tcoOptionText(o.option), f.number(o.slaRiskHoursPerMonth, 1),
                              f.percent(o.slaRiskRequestFraction));
        for (const model::Phrase& n : o.notes)
            items << QStringLiteral("%1: %2").arg(tcoOptionText(o.option), q(n).toHtmlEscaped());
    }
    if (!items.isEmpty())
        out.bullets(items);
}

/// The TCO's opening paragraph, options table, cost-per-token note and recommended option.
void tcoOverview(ReportText& out, const model::TcoResult& t) {
    const QuantityFormat& f = fmt();
    out.paragraph(QObject::tr("The recommended configuration (%1) paid for six ways over %2 "
                              "months. Demand today peaks at %3 and averages %4 (%5); it grows "
                              "%6 a year.")
                      .arg(q(t.capacity.description))
                      .arg(t.params.horizonMonths)
                      .arg(f.rate(t.peakRequestsPerS, QObject::tr("requests/s")),
                           f.rate(t.meanRequestsPerS, QObject::tr("requests/s")),
                           q(t.params.demandBasis), f.percent(t.params.growthPerYear)));
    optionsTable(out, t);
    if (t.capacity.mode == Mode::Serve)
        out.note(
            QObject::tr(
                "Cost per million tokens divides by the tokens the demand asks for. On-demand %1 "
                "runs the planned fleet (sized for the peak) around the clock, so in the first "
                "month "
                "without growth it matches the candidate table's figure (at the mean load); "
                "autoscaled cloud follows the demand hour by hour, a different strategy that can "
                "cost less.")
                .arg(t.params.autoscale ? QObject::tr("without autoscaling (not the "
                                                      "option shown: it autoscales)")
                                        : QObject::tr("without autoscaling (as shown)")));
    if (t.recommended) {
        const model::TcoOptionResult& best = t.option(*t.recommended);
        out.paragraph(QObject::tr("Recommendation: <b>%1</b>, the %2 (%3; %4 per month on "
                                  "average, %5 over %6 months).")
                          .arg(optionText(best), q(t.recommendationBasis()).toHtmlEscaped(),
                               money(best.npvUsd, 0),
                               money(best.totalUsd / t.params.horizonMonths, 0),
                               money(best.totalUsd, 0))
                          .arg(t.params.horizonMonths),
                      true);
    }
}

/// On-prem costs of the best-ranked configuration with a purchase price, if not the recommended.
void onPremAlternative(ReportText& out, const ReportScenario& r, const model::TcoResult& t) {
    const model::TcoResult* alt = r.onPremSource();
    if (!alt || alt == &t)
        return;
    out.heading(3, QObject::tr("Buying hardware: plan rank %1").arg(r.onPremSourceRank()));
    out.paragraph(QObject::tr("The recommendation's GPU has no purchase price in the "
                              "catalog, so on-prem and hybrid are costed on the "
                              "best-ranked configuration whose GPU has one: %1.")
                      .arg(q(alt->capacity.description)));
    optionsTable(out, *alt);
    if (alt->recommended)
        out.paragraph(QObject::tr("For this configuration: <b>%1</b>, the %2 (%3 over %4 "
                                  "months).")
                          .arg(optionText(alt->option(*alt->recommended)),
                               q(alt->recommendationBasis()).toHtmlEscaped(),
                               money(alt->option(*alt->recommended).totalUsd, 0))
                          .arg(alt->params.horizonMonths),
                      true);
    if (alt->bestCloud)
        out.paragraph(alt->onPremBreakEvenMonth
                          ? QObject::tr("On-prem breaks even with the best cloud option "
                                        "(%1) in month %2.")
                                .arg(tcoOptionText(*alt->bestCloud))
                                .arg(*alt->onPremBreakEvenMonth)
                          : QObject::tr("On-prem does not break even with the best cloud "
                                        "option (%1) within %2 months.")
                                .arg(tcoOptionText(*alt->bestCloud))
                                .arg(alt->params.horizonMonths));
    out.chart(
        tcoCurvesChart(*alt, QObject::tr("Cumulative cost: %1").arg(q(alt->capacity.description))),
        0.5);
}

/// The disaggregated split's TCO, pool by pool, against the recommendation's.
void splitAlternative(ReportText& out, const ReportScenario& r, const model::TcoResult* t) {
    const auto& split = r.evaluation->disaggregationTco;
    if (!split) {
        if (!r.evaluation->disaggregationTcoNote.empty())
            out.paragraph(QObject::tr("No TCO for the disaggregated split: %1")
                              .arg(q(r.evaluation->disaggregationTcoNote)));
        return;
    }
    const model::TcoResult& s = *split;
    out.heading(3, QObject::tr("Disaggregated serving"));
    out.paragraph(QObject::tr("The planner's disaggregated split (%1) costed pool by pool: each "
                              "pool scales with the demand as its own fleet, with its own GPU's "
                              "prices, servers and power; the options are the pools' sums.")
                      .arg(q(s.capacity.description)));
    QStringList pools;
    for (size_t k = 0; k < s.pools.size(); ++k) {
        const model::TcoResult& pool = s.pools[k];
        const double price = pool.params.onDemandUsdPerGpuHour;
        const std::string english = s.poolRoles[k].english();
        const QString role = english == "prefill"  ? QObject::tr("Prefill pool")
                             : english == "decode" ? QObject::tr("Decode pool")
                                                   : q(s.poolRoles[k]);
        pools << QObject::tr("%1: %n worker(s) at the plan (%2); %3", nullptr,
                             int(pool.capacity.plannedReplicas))
                     .arg(role, q(pool.capacity.description))
                     .arg(std::isfinite(price)
                              ? QObject::tr("%1/GPU-hour on demand (%2)")
                                    .arg(money(price, 2),
                                         sourceOf(pool.params, "cloud.on_demand_usd_per_gpu_hour"))
                              : QObject::tr("no on-demand price"));
    }
    out.bullets(pools);
    optionsTable(out, s);
    tcoNotes(out, s);
    if (!s.recommended || !t || !t->recommended)
        return;
    const model::TcoOptionResult& mine = s.option(*s.recommended);
    const model::TcoOptionResult& theirs = t->option(*t->recommended);
    if (!(std::abs(theirs.npvUsd) > 0))
        return;
    const double change = (mine.npvUsd - theirs.npvUsd) / theirs.npvUsd;
    out.paragraph((change < 0 ? QObject::tr("For the split: <b>%1</b> (%2 net present value), %3 "
                                            "less than the recommended configuration's %4 (%5).")
                              : QObject::tr("For the split: <b>%1</b> (%2 net present value), %3 "
                                            "more than the recommended configuration's %4 (%5)."))
                      .arg(optionText(mine), money(mine.npvUsd, 0), fmt().percent(std::abs(change)),
                           tcoOptionText(*t->recommended), money(theirs.npvUsd, 0)),
                  true);
}

void tcoSection(ReportText& out, const ReportScenario& r) {
    const auto& tco = r.evaluation->tco;
    out.heading(2, QObject::tr("Total cost of ownership"));
    if (!tco) {
        out.paragraph(QObject::tr("No TCO: ") + q(r.evaluation->tcoNote));
        splitAlternative(out, r, nullptr); // a split may meet the SLA where nothing else does
        return;
    }
    const model::TcoResult& t = *tco;
    tcoOverview(out, t);
    tcoNotes(out, t);
    out.chart(tcoCurvesChart(t, QObject::tr("Cumulative cost: %1").arg(q(t.capacity.description))),
              0.5);
    onPremAlternative(out, r, t);
    if (!t.sensitivity.empty() && t.recommended) {
        out.heading(3, QObject::tr("Sensitivity"));
        out.paragraph(QObject::tr("How the %1 total moves when each input is 20 % lower or "
                                  "higher, widest swing first.")
                          .arg(tcoOptionText(*t.recommended)));
        out.chart(tornadoChart(t), 0.5);
    }
    splitAlternative(out, r, &t);
}

void demandSection(ReportText& out, const ReportScenario& r) {
    const auto& tco = r.evaluation->tco;
    if (!tco || tco->capacity.mode != Mode::Serve || tco->params.weeklyRequestsPerS.size() != 168)
        return;
    const model::TcoResult& t = *tco;
    const QuantityFormat& f = fmt();
    out.heading(2, QObject::tr("Demand against capacity"));
    const int last = t.params.horizonMonths;
    // weeklyFleet counts months from 0, as computeTco does: month 1 is index 0.
    const model::WeeklyFleet today = model::weeklyFleet(t.params, t.capacity, 0);
    const model::WeeklyFleet end = model::weeklyFleet(t.params, t.capacity, last - 1);
    out.paragraph(
        QObject::tr("One replica (%1) serves %2 within the TTFT target. Autoscaled "
                    "cloud replicas follow the weekly demand (on the right axis one "
                    "replica's height is that rate); a fixed fleet is sized for the "
                    "peak with %3 headroom. In month 1 the fixed fleet holds %4 "
                    "(%5 busy); by month %6 demand is %7 × today's and it holds %8 (%9 "
                    "busy).")
            .arg(QObject::tr("%n GPU(s)", nullptr, int(std::llround(t.capacity.gpusPerReplica))),
                 f.rate(t.capacity.maxRequestsPerSPerReplica, QObject::tr("requests/s")),
                 f.percent(t.params.headroom),
                 QObject::tr("%n replica(s)", nullptr, int(std::llround(today.fixedReplicas))),
                 f.percent(today.fixedUtilization))
            .arg(last)
            .arg(f.number(end.growth, 2), f.number(end.fixedReplicas, 0),
                 f.percent(end.fixedUtilization)));
    out.chart(demandCapacityChart(t, 0, QObject::tr("Week of month 1 (today)")), 0.56);
    out.chart(demandCapacityChart(t, last - 1, QObject::tr("Week of month %1").arg(last)), 0.56);
}

void onPremBill(ReportText& out, const model::TcoResult& t, int rank) {
    const model::TcoParameters& p = t.params;
    const model::TcoOptionResult& o = t.option(TcoOption::OnPrem);
    const double nodes = o.nodes;
    out.heading(3, QObject::tr("On-prem (plan rank %1, %2)").arg(rank).arg(optionText(o)));
    ReportTable bill;
    bill.headers = {QObject::tr("Item"), QObject::tr("Quantity"), QObject::tr("Unit price"),
                    QObject::tr("Amount"), QObject::tr("Source")};
    bill.rightAligned = {false, true, true, true, false};
    bill.widthsPercent = {30, 10, 13, 13, 34};
    bill.fontPointSize = 8;
    const QString gpu = q(t.capacity.gpuId);
    auto line = [&](const QString& item, double qty, double unit, const char* key) {
        bill.rows.push_back(
            {item, fmt().number(qty, 0), money(unit, 0), money(qty * unit, 0), sourceOf(p, key)});
    };
    line(QObject::tr("GPU server with %1 × %2").arg(fmt().number(p.gpusPerNode, 0), gpu), nodes,
         p.serverUsdPerNode, "on_prem.server_usd_per_node");
    bill.rows.push_back({QObject::tr("GPUs (%1, in the servers)").arg(gpu),
                         fmt().number(nodes * p.gpusPerNode, 0), QObject::tr("included"),
                         QStringLiteral("—"), QString()});
    line(QObject::tr("Network per node (NICs, switch ports, cables)"), nodes, p.networkUsdPerNode,
         "on_prem.network_usd_per_node");
    line(QObject::tr("Installation per node"), nodes, p.installUsdPerNode,
         "on_prem.install_usd_per_node");
    const double capital = nodes * (p.serverUsdPerNode + p.networkUsdPerNode + p.installUsdPerNode);
    bill.rows.push_back(
        {QObject::tr("Capital"), QString(), QString(), money(capital, 0), QString()});
    bill.emphasised = {int(bill.rows.size()) - 1};
    out.table(bill);
    double power = 0, space = 0, support = 0, staff = 0, residual = 0;
    QStringList purchases;
    for (size_t m = 0; m < o.months.size(); ++m) {
        const model::TcoMonth& mo = o.months[m];
        power += mo.power;
        space += mo.space;
        support += mo.support;
        staff += mo.staff;
        residual += mo.residual;
        if (mo.capital > 0 && p.financingRatePerYear <= 0)
            purchases << QObject::tr("month %1: %2").arg(m + 1).arg(money(mo.capital, 0));
    }
    const double itKw =
        nodes * (p.gpusPerNode * p.gpuTdpW * p.gpuAverageLoad + p.hostPowerWPerNode) / 1000;
    QStringList items;
    if (!purchases.isEmpty())
        items << QObject::tr("Purchases as demand grows: %1.").arg(purchases.join(listSeparator()));
    else if (p.financingRatePerYear > 0)
        items << QObject::tr("Financed at %1 a year: capital is paid as loan instalments.")
                     .arg(fmt().percent(p.financingRatePerYear));
    items << QObject::tr("Power: %1 kW of IT load at %2 average GPU load, %3 kW at the wall "
                         "(PUE %4).")
                 .arg(fmt().number(itKw, 1), fmt().percent(p.gpuAverageLoad),
                      fmt().number(itKw * p.pue, 1), fmt().number(p.pue, 2));
    items << QObject::tr("Running costs over %1 months: power %2, space %3, support %4, "
                         "staff %5; resale credit %6.")
                 .arg(p.horizonMonths)
                 .arg(money(power, 0), money(space, 0), money(support, 0), money(staff, 0),
                      money(residual, 0));
    items << QObject::tr("Total cost of ownership on-prem: %1 (NPV %2).")
                 .arg(money(o.totalUsd, 0), money(o.npvUsd, 0));
    out.bullets(items);
}

void cloudPlan(ReportText& out, const model::TcoResult& t) {
    const model::TcoParameters& p = t.params;
    out.heading(3, QObject::tr("Cloud instance plan (%1)").arg(q(t.capacity.description)));
    ReportTable plan;
    plan.headers = {QObject::tr("Option"),       QObject::tr("$/GPU-hour"),
                    QObject::tr("GPUs month 1"), QObject::tr("GPUs month %1").arg(p.horizonMonths),
                    QObject::tr("GPU-hours"),    QObject::tr("Total"),
                    QObject::tr("Price source")};
    plan.rightAligned = {false, true, true, true, true, true, false};
    plan.widthsPercent = {13, 10, 10, 10, 11, 11, 35};
    plan.fontPointSize = 8;
    plan.noWrap = {true};
    struct Row {
        TcoOption option;
        double price;
        const char* key;
    };
    const Row rows[] = {
        {TcoOption::OnDemand, p.onDemandUsdPerGpuHour, "cloud.on_demand_usd_per_gpu_hour"},
        {TcoOption::Reserved1y, p.reserved1yUsdPerGpuHour, "cloud.reserved_1y_usd_per_gpu_hour"},
        {TcoOption::Reserved3y, p.reserved3yUsdPerGpuHour, "cloud.reserved_3y_usd_per_gpu_hour"},
        {TcoOption::Spot, p.spotUsdPerGpuHour, "cloud.spot_usd_per_gpu_hour"}};
    for (const Row& r : rows) {
        const model::TcoOptionResult& o = t.option(r.option);
        if (!o.available)
            continue;
        plan.rows.push_back({tcoOptionText(r.option), money(r.price, 2),
                             fmt().number(o.months.front().gpus, 1),
                             fmt().number(o.months.back().gpus, 1), fmt().number(o.gpuHours, 0),
                             money(o.totalUsd, 0), sourceOf(p, r.key)});
        if (t.recommended && *t.recommended == r.option)
            plan.emphasised.push_back(int(plan.rows.size()) - 1);
    }
    if (plan.rows.empty()) {
        out.paragraph(QObject::tr("No cloud option can be priced for this configuration."));
        return;
    }
    out.table(plan);
    if (t.capacity.mode == Mode::Serve)
        out.note(p.autoscale
                     ? QObject::tr("Replicas of %1, autoscaled today between %2 and %3 "
                                   "(minimum %4, new replicas ready after %5 min); GPUs are "
                                   "monthly averages of the GPUs paid for.")
                           .arg(QObject::tr("%n GPU(s)", nullptr,
                                            int(std::llround(t.capacity.gpusPerReplica))),
                                fmt().number(t.replicasTodayMin, 0),
                                fmt().number(t.replicasTodayMax, 0), fmt().number(p.minReplicas, 0),
                                fmt().number(p.scaleUpDelayMinutes, 0))
                     : QObject::tr("No autoscaling: on-demand and spot run the peak fleet "
                                   "around the clock."));
}

void billOfMaterials(ReportText& out, const ReportScenario& r) {
    const auto& tco = r.evaluation->tco;
    if (!tco && !r.onPremSource())
        return;
    out.heading(2, QObject::tr("Bill of materials"));
    if (const model::TcoResult* t = r.onPremSource())
        onPremBill(out, *t, r.onPremSourceRank());
    else
        out.paragraph(QObject::tr("On-prem: no purchase price; ") +
                      q(r.onPremNote.empty() ? std::string("set tco.on_prem.server_usd_per_node")
                                             : r.onPremNote));
    if (tco)
        cloudPlan(out, *tco);
}

} // namespace

void costSections(ReportText& out, const ReportScenario& r) {
    tcoSection(out, r);
    demandSection(out, r);
    billOfMaterials(out, r);
}

} // namespace rightsizer::views::report
