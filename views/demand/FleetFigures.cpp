#include "FleetFigures.h"

#include <cmath>

#include "views/QuantityFormat.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>

namespace rightsizer::views {
namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("FleetFigures", text);
}

QString row(const QString& label, const QString& value, const QString& tip = {}) {
    return QStringLiteral("<tr><td title=\"%3\">%1</td><td align=\"right\"><b>%2</b></td></tr>")
        .arg(label, value, tip.toHtmlEscaped());
}

QString section(const QString& heading) {
    return QStringLiteral("<tr><td colspan=\"2\"><br><b>%1</b></td></tr>").arg(heading);
}

QString replicas(const QuantityFormat& f, double n, double gpusPerReplica) {
    const double gpus = std::round(n * gpusPerReplica);
    return (gpus == 1 ? tr("%1 (%2 GPU)") : tr("%1 (%2 GPUs)"))
        .arg(f.number(n, 0), f.number(gpus, 0));
}

QString hours(const QuantityFormat& f, double h, const QString& per) {
    return f.number(h, 2) + QStringLiteral(" h/") + per;
}

QString demandRows(const model::WeeklyFleet& w, const QuantityFormat& f) {
    const auto& r = w.requestsPerS;
    const double peak = *std::max_element(r.begin(), r.end());
    const double mean = std::accumulate(r.begin(), r.end(), 0.0) / double(r.size());
    const QString unit = tr("requests/s");
    return section(tr("Demand")) + row(tr("Peak"), f.rate(peak, unit)) +
           row(tr("Mean"), f.rate(mean, unit)) +
           row(tr("Level against the profile"), QStringLiteral("\u00d7 ") + f.number(w.growth, 2),
               tr("Demand growth (and demand level) of this month"));
}

QString fleetRows(const model::WeeklyFleet& w, const model::TcoResult& tco,
                  const QuantityFormat& f) {
    const model::TcoCapacity& c = tco.capacity;
    const auto& a = w.autoscaledReplicas;
    const double lo = *std::min_element(a.begin(), a.end());
    const double hi = *std::max_element(a.begin(), a.end());
    const QString unit = tr("requests/s");
    return section(tr("Fleet")) + row(tr("GPUs per replica"), f.number(c.gpusPerReplica, 0)) +
           row(tr("Replica capacity"), f.rate(c.maxRequestsPerSPerReplica, unit),
               tr("Highest rate one replica serves within the TTFT target (%1 at saturation)")
                   .arg(f.rate(c.requestsPerSPerReplica, unit))) +
           row(tr("Autoscaled, fewest"), replicas(f, lo, c.gpusPerReplica),
               tr("At least the minimum replicas (tco.cloud.min_replicas = %1)")
                   .arg(f.number(tco.params.minReplicas, 0))) +
           row(tr("Autoscaled, most"), replicas(f, hi, c.gpusPerReplica)) +
           row(tr("Fixed fleet"), replicas(f, w.fixedReplicas, c.gpusPerReplica),
               tr("Sized for the peak so far \u00d7 (1 + %1 headroom), never shrinking; "
                  "reserved capacity and a cloud without autoscaling run this fleet")
                   .arg(f.percent(tco.params.headroom))) +
           row(tr("On-prem nodes"),
               tr("%1 nodes, %2")
                   .arg(f.number(w.onPremNodes, 0),
                        replicas(f, w.onPremReplicas, c.gpusPerReplica)),
               tr("Whole nodes of %1 GPUs for the fixed fleet: what on-prem buys")
                   .arg(f.number(tco.params.gpusPerNode, 0)));
}

QString riskRows(const model::WeeklyFleet& w, const model::TcoResult& tco,
                 const QuantityFormat& f) {
    const model::TcoParameters& p = tco.params;
    const double weeksPerMonth = p.hoursPerMonth / model::kHoursPerWeek;
    QString out = section(
        tr("SLA risk while replicas start (%1 min delay)").arg(f.number(p.scaleUpDelayMinutes, 0)));
    if (!p.autoscale)
        return out + QStringLiteral("<tr><td colspan=\"2\">%1</td></tr>")
                         .arg(tr("None: autoscaling is off, the cloud runs the fixed fleet."));
    out += row(tr("Per week"), hours(f, w.riskHoursPerWeek, tr("week"))) +
           row(tr("Per month"), hours(f, w.riskHoursPerWeek * weeksPerMonth, tr("month")),
               tr("%1 weeks a month").arg(f.number(weeksPerMonth, 2))) +
           row(tr("Requests in those hours"), f.percent(w.riskRequestFraction));
    const model::TcoOptionResult& od = tco.option(model::TcoOption::OnDemand);
    if (od.available)
        out +=
            row(tr("Horizon average (on-demand)"), hours(f, od.slaRiskHoursPerMonth, tr("month")),
                tr("The TCO's figure: the mean over the %1 months of the horizon")
                    .arg(p.horizonMonths));
    return out;
}

} // namespace

QString fleetFiguresHtml(const model::WeeklyFleet& week, const model::TcoResult& tco) {
    if (week.autoscaledReplicas.empty() || week.requestsPerS.empty())
        return {};
    const QuantityFormat f;
    const QString utilization = section(tr("Utilization (busy / paid replica-hours)")) +
                                row(tr("Autoscaled"), f.percent(week.autoscaledUtilization)) +
                                row(tr("Fixed fleet"), f.percent(week.fixedUtilization)) +
                                row(tr("On-prem nodes"), f.percent(week.onPremUtilization));
    return QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">%1</table>")
        .arg(demandRows(week, f) + fleetRows(week, tco, f) + utilization + riskRows(week, tco, f));
}

} // namespace rightsizer::views
