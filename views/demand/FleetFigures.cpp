#include "FleetFigures.h"

#include <cmath>

#include "views/QuantityFormat.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>

namespace rightsizer::views {
namespace {

/// The words of the fleet figures, one translation context ("FleetFigures").
struct FleetFigures {
    Q_DECLARE_TR_FUNCTIONS(FleetFigures)
};

QString row(const QString& label, const QString& value, const QString& tip = {}) {
    return QStringLiteral("<tr><td title=\"%3\">%1</td><td align=\"right\"><b>%2</b></td></tr>")
        .arg(label, value, tip.toHtmlEscaped());
}

QString section(const QString& heading) {
    return QStringLiteral("<tr><td colspan=\"2\"><br><b>%1</b></td></tr>").arg(heading);
}

QString replicas(const QuantityFormat& f, double n, double gpusPerReplica) {
    const double gpus = std::round(n * gpusPerReplica);
    return (gpus == 1 ? FleetFigures::tr("%1 (%2 GPU)") : FleetFigures::tr("%1 (%2 GPUs)"))
        .arg(f.number(n, 0), f.number(gpus, 0));
}

QString hours(const QuantityFormat& f, double h, const QString& per) {
    return f.number(h, 2) + QStringLiteral(" h/") + per;
}

QString demandRows(const model::WeeklyFleet& w, const QuantityFormat& f) {
    const auto& r = w.requestsPerS;
    const double peak = *std::max_element(r.begin(), r.end());
    const double mean = std::accumulate(r.begin(), r.end(), 0.0) / double(r.size());
    const QString unit = FleetFigures::tr("requests/s");
    return section(FleetFigures::tr("Demand")) + row(FleetFigures::tr("Peak"), f.rate(peak, unit)) +
           row(FleetFigures::tr("Mean"), f.rate(mean, unit)) +
           row(FleetFigures::tr("Level against the profile"),
               QStringLiteral("\u00d7 ") + f.number(w.growth, 2),
               FleetFigures::tr("Demand growth (and demand level) of this month"));
}

QString fleetRows(const model::WeeklyFleet& w, const model::TcoResult& tco,
                  const QuantityFormat& f) {
    const model::TcoCapacity& c = tco.capacity;
    const auto& a = w.autoscaledReplicas;
    const double lo = *std::min_element(a.begin(), a.end());
    const double hi = *std::max_element(a.begin(), a.end());
    const QString unit = FleetFigures::tr("requests/s");
    return section(FleetFigures::tr("Fleet")) +
           row(FleetFigures::tr("GPUs per replica"), f.number(c.gpusPerReplica, 0)) +
           row(FleetFigures::tr("Replica capacity"), f.rate(c.maxRequestsPerSPerReplica, unit),
               FleetFigures::tr(
                   "Highest rate one replica serves within the TTFT target (%1 at saturation)")
                   .arg(f.rate(c.requestsPerSPerReplica, unit))) +
           row(FleetFigures::tr("Autoscaled, fewest"), replicas(f, lo, c.gpusPerReplica),
               FleetFigures::tr("At least the minimum replicas (tco.cloud.min_replicas = %1)")
                   .arg(f.number(tco.params.minReplicas, 0))) +
           row(FleetFigures::tr("Autoscaled, most"), replicas(f, hi, c.gpusPerReplica)) +
           row(FleetFigures::tr("Fixed fleet"), replicas(f, w.fixedReplicas, c.gpusPerReplica),
               FleetFigures::tr(
                   "Sized for the peak so far \u00d7 (1 + %1 headroom), never shrinking; "
                   "reserved capacity and a cloud without autoscaling run this fleet")
                   .arg(f.percent(tco.params.headroom))) +
           row(FleetFigures::tr("On-prem nodes"),
               FleetFigures::tr("%1 nodes, %2")
                   .arg(f.number(w.onPremNodes, 0),
                        replicas(f, w.onPremReplicas, c.gpusPerReplica)),
               FleetFigures::tr("Whole nodes of %1 GPUs for the fixed fleet: what on-prem buys")
                   .arg(f.number(tco.params.gpusPerNode, 0)));
}

QString riskRows(const model::WeeklyFleet& w, const model::TcoResult& tco,
                 const QuantityFormat& f) {
    const model::TcoParameters& p = tco.params;
    const double weeksPerMonth = p.hoursPerMonth / model::kHoursPerWeek;
    QString out = section(FleetFigures::tr("SLA risk while replicas start (%1 min delay)")
                              .arg(f.number(p.scaleUpDelayMinutes, 0)));
    if (!p.autoscale)
        return out + QStringLiteral("<tr><td colspan=\"2\">%1</td></tr>")
                         .arg(FleetFigures::tr(
                             "None: autoscaling is off, the cloud runs the fixed fleet."));
    out +=
        row(FleetFigures::tr("Per week"), hours(f, w.riskHoursPerWeek, FleetFigures::tr("week"))) +
        row(FleetFigures::tr("Per month"),
            hours(f, w.riskHoursPerWeek * weeksPerMonth, FleetFigures::tr("month")),
            FleetFigures::tr("%1 weeks a month").arg(f.number(weeksPerMonth, 2))) +
        row(FleetFigures::tr("Requests in those hours"), f.percent(w.riskRequestFraction));
    const model::TcoOptionResult& od = tco.option(model::TcoOption::OnDemand);
    if (od.available)
        out += row(FleetFigures::tr("Horizon average (on-demand)"),
                   hours(f, od.slaRiskHoursPerMonth, FleetFigures::tr("month")),
                   FleetFigures::tr("The TCO's figure: the mean over the %1 months of the horizon")
                       .arg(p.horizonMonths));
    return out;
}

} // namespace

QString fleetFiguresHtml(const model::WeeklyFleet& week, const model::TcoResult& tco) {
    if (week.autoscaledReplicas.empty() || week.requestsPerS.empty())
        return {};
    const QuantityFormat f;
    const QString utilization =
        section(FleetFigures::tr("Utilization (busy / paid replica-hours)")) +
        row(FleetFigures::tr("Autoscaled"), f.percent(week.autoscaledUtilization)) +
        row(FleetFigures::tr("Fixed fleet"), f.percent(week.fixedUtilization)) +
        row(FleetFigures::tr("On-prem nodes"), f.percent(week.onPremUtilization));
    return QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">%1</table>")
        .arg(demandRows(week, f) + fleetRows(week, tco, f) + utilization + riskRows(week, tco, f));
}

} // namespace rightsizer::views
