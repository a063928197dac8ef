// The hour-by-hour fleet of the TCO: demand growth, autoscaled replicas, the fixed fleet, whole
// nodes and the SLA risk of scaling up. Tco.cpp costs months of it; weeklyFleet shows one week.
#include "Tco.h"
#include "TcoInternal.h"

#include <algorithm>
#include <cmath>

namespace rightsizer::model {
namespace detail {

double growthFactor(const TcoParameters& p, int month) {
    return p.demandScale * std::pow(1.0 + p.growthPerYear, month / 12.0);
}

/// Hours of SLA risk and the requests that arrive in them, in one week of an autoscaled series:
/// each rise in replicas leaves the new ones starting for the scale-up delay (the week wraps).
void addRisk(const TcoParameters& p, const std::vector<double>& replicas,
             const std::vector<double>& rates, double weeks, double& hours, double& requests) {
    const double lagH = std::min(p.scaleUpDelayMinutes / 60.0, 1.0);
    for (int h = 0; h < kHoursPerWeek; ++h) {
        const double before = replicas[size_t((h + kHoursPerWeek - 1) % kHoursPerWeek)];
        if (replicas[size_t(h)] > before) {
            hours += weeks * lagH;
            requests += weeks * rates[size_t(h)] * 3600.0 * lagH;
        }
    }
}

/// Requests/s and autoscaled replicas for each hour of the week at demand growth `g`.
void hourlyWeek(const TcoParameters& p, const TcoCapacity& c, double g, std::vector<double>& rates,
                std::vector<double>& replicas) {
    rates.resize(kHoursPerWeek);
    replicas.resize(kHoursPerWeek);
    for (int h = 0; h < kHoursPerWeek; ++h) {
        rates[size_t(h)] = p.weeklyRequestsPerS[size_t(h)] * g;
        replicas[size_t(h)] = std::max(p.minReplicas, replicasFor(c, rates[size_t(h)]));
    }
}

/// The fixed fleet that month `month`'s peak asks for: the peak with headroom, the minimum
/// replicas and the SLA's minimum output rate.
double sizedFleet(const TcoParameters& p, const TcoCapacity& c, double peak, int month) {
    return std::max({p.minReplicas, c.minFleetReplicas,
                     fixedReplicasFor(c, peak * growthFactor(p, month) * (1.0 + p.headroom))});
}

/// Whole replicas that fit in `nodes` nodes.
double replicasOnNodes(const TcoParameters& p, const TcoCapacity& c, double nodes) {
    if (c.gpusPerReplica <= p.gpusPerNode)
        return nodes * std::floor(p.gpusPerNode / c.gpusPerReplica);
    return std::floor(nodes / std::ceil(c.gpusPerReplica / p.gpusPerNode));
}

/// Whole nodes that hold `replicas` replicas.
double nodesForReplicas(const TcoParameters& p, const TcoCapacity& c, double replicas) {
    if (c.gpusPerReplica <= p.gpusPerNode)
        return std::ceil(replicas / std::floor(p.gpusPerNode / c.gpusPerReplica));
    return replicas * std::ceil(c.gpusPerReplica / p.gpusPerNode);
}

} // namespace detail

using namespace detail;

WeeklyFleet weeklyFleet(const TcoParameters& p, const TcoCapacity& c, int month) {
    WeeklyFleet w;
    if (p.weeklyRequestsPerS.size() != size_t(kHoursPerWeek) || month < 0 ||
        !(c.requestsPerSPerReplica > 0))
        return w;
    w.month = month;
    w.growth = growthFactor(p, month);
    hourlyWeek(p, c, w.growth, w.requestsPerS, w.autoscaledReplicas);
    const double peak = *std::max_element(p.weeklyRequestsPerS.begin(), p.weeklyRequestsPerS.end());
    for (int m = 0; m <= month; ++m)
        w.fixedReplicas = std::max(w.fixedReplicas, sizedFleet(p, c, peak, m));
    double riskRequests = 0;
    addRisk(p, w.autoscaledReplicas, w.requestsPerS, 1.0, w.riskHoursPerWeek, riskRequests);
    double requests = 0, useful = 0, provided = 0;
    for (int h = 0; h < kHoursPerWeek; ++h) {
        requests += w.requestsPerS[size_t(h)] * 3600.0;
        useful += w.requestsPerS[size_t(h)] / c.requestsPerSPerReplica;
        provided += w.autoscaledReplicas[size_t(h)];
    }
    w.riskRequestFraction = requests > 0 ? riskRequests / requests : 0;
    w.autoscaledUtilization = provided > 0 ? useful / provided : 0;
    w.fixedUtilization = w.fixedReplicas > 0 ? useful / (w.fixedReplicas * kHoursPerWeek) : 0;
    if (p.gpusPerNode >= 1) {
        w.onPremNodes = nodesForReplicas(p, c, w.fixedReplicas);
        w.onPremReplicas = replicasOnNodes(p, c, w.onPremNodes);
        w.onPremUtilization =
            w.onPremReplicas > 0 ? useful / (w.onPremReplicas * kHoursPerWeek) : 0;
    }
    return w;
}

} // namespace rightsizer::model
