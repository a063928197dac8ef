#include "Tco.h"
#include "TcoInternal.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <sstream>

namespace rightsizer::model {
namespace {

using detail::addRisk;
using detail::compareOptions;
using detail::growthFactor;
using detail::hourlyWeek;
using detail::nodesForReplicas;
using detail::replicasOnNodes;
using detail::sizedFleet;

using detail::grouped;
using detail::kNaN;
using detail::num;

/// Fleets beyond this many GPUs are refused as input errors (runaway growth over the horizon).
constexpr double kMaxFleetGpus = 1e6;

// --- Demand ------------------------------------------------------------------------------------

/// What one month asks of the fleet.
struct MonthDemand {
    double units = 0;              ///< output tokens or training runs
    double usefulReplicaHours = 0; ///< replica-hours the demand keeps busy at saturation
    double autoReplicaHours = 0;   ///< replica-hours of a fleet that follows demand
    double fixedReplicas = 0;      ///< fleet sized for the peak with headroom (never shrinks)
    double riskHours = 0;          ///< hours in which autoscaled replicas are still starting
    double riskRequests = 0;
    double requests = 0;
    std::vector<double> autoReplicas; ///< per hour of the week (serving)
    std::vector<double> rates;        ///< requests/s per hour of the week (serving)
};

std::vector<MonthDemand> servingDemand(const TcoParameters& p, const TcoCapacity& c) {
    const double weeks = p.hoursPerMonth / kHoursPerWeek;
    const double peak = *std::max_element(p.weeklyRequestsPerS.begin(), p.weeklyRequestsPerS.end());
    std::vector<MonthDemand> months(size_t(p.horizonMonths));
    double fleet = 0;
    for (int m = 0; m < p.horizonMonths; ++m) {
        MonthDemand& d = months[size_t(m)];
        hourlyWeek(p, c, growthFactor(p, m), d.rates, d.autoReplicas);
        for (int h = 0; h < kHoursPerWeek; ++h) {
            d.requests += weeks * d.rates[size_t(h)] * 3600.0;
            d.autoReplicaHours += weeks * d.autoReplicas[size_t(h)];
            d.usefulReplicaHours += weeks * d.rates[size_t(h)] / c.requestsPerSPerReplica;
        }
        d.units = d.requests * c.outputTokensPerRequest;
        const double sized = sizedFleet(p, c, peak, m);
        if (!(sized * c.gpusPerReplica <= kMaxFleetGpus))
            return {};
        fleet = std::max(fleet, sized);
        d.fixedReplicas = fleet;
        addRisk(p, d.autoReplicas, d.rates, weeks, d.riskHours, d.riskRequests);
    }
    return months;
}

std::vector<MonthDemand> trainingDemand(const TcoParameters& p, const TcoCapacity& c) {
    std::vector<MonthDemand> months(size_t(p.horizonMonths));
    double fleet = 0;
    for (int m = 0; m < p.horizonMonths; ++m) {
        MonthDemand& d = months[size_t(m)];
        d.units = p.trainingRunsPerMonth * growthFactor(p, m);
        d.usefulReplicaHours = d.units * c.runHours;
        d.autoReplicaHours = d.usefulReplicaHours;
        const double sized =
            std::max(1.0, std::ceil(d.usefulReplicaHours * (1.0 + p.headroom) / p.hoursPerMonth));
        if (!(sized * c.gpusPerReplica <= kMaxFleetGpus))
            return {};
        fleet = std::max(fleet, sized);
        d.fixedReplicas = fleet;
    }
    return months;
}

// --- Options -----------------------------------------------------------------------------------

struct Context {
    const TcoParameters& p;
    const TcoCapacity& c;
    const std::vector<MonthDemand>& demand;
    double weeks() const { return p.hoursPerMonth / kHoursPerWeek; }
    int months() const { return p.horizonMonths; }
    double replicasOn(double nodes) const { return replicasOnNodes(p, c, nodes); }
    double nodesFor(double replicas) const { return nodesForReplicas(p, c, replicas); }
};

/// Totals, NPV, utilization and cumulative series from the months' flows.
void finish(const Context& ctx, TcoOptionResult& r, double providedReplicaHours) {
    double cumulative = 0, units = 0, useful = 0;
    const double monthlyDiscount = 1.0 + ctx.p.discountRatePerYear;
    for (size_t m = 0; m < r.months.size(); ++m) {
        TcoMonth& month = r.months[m];
        cumulative += month.total();
        month.cumulative = cumulative;
        r.npvUsd += month.total() * std::pow(monthlyDiscount, -double(m) / 12.0);
        r.gpuHours += month.gpus * ctx.p.hoursPerMonth;
        r.peakGpus = std::max(r.peakGpus, month.gpus);
        units += month.units;
        useful += ctx.demand[m].usefulReplicaHours;
    }
    r.totalUsd = cumulative;
    const double perUnit = ctx.c.mode == Mode::Serve ? units / 1e6 : units;
    r.usdPerUnit = perUnit > 0 ? r.totalUsd / perUnit : 0;
    r.utilization = providedReplicaHours > 0 ? useful / providedReplicaHours : 0;
    r.slaRiskHoursPerMonth /= ctx.months();
}

/// Pay-per-hour capacity: on-demand or spot, following demand when autoscaled, else the
/// peak fleet around the clock.
TcoOptionResult payPerHour(const Context& ctx, TcoOption option, double price) {
    TcoOptionResult r;
    r.option = option;
    r.months.resize(size_t(ctx.months()));
    double provided = 0, riskRequests = 0, requests = 0;
    for (int m = 0; m < ctx.months(); ++m) {
        const MonthDemand& d = ctx.demand[size_t(m)];
        const double replicaHours =
            ctx.p.autoscale ? d.autoReplicaHours : d.fixedReplicas * ctx.p.hoursPerMonth;
        TcoMonth& month = r.months[size_t(m)];
        month.cloud = replicaHours * ctx.c.gpusPerReplica * price;
        month.gpus = replicaHours * ctx.c.gpusPerReplica / ctx.p.hoursPerMonth;
        month.units = d.units;
        month.utilization = replicaHours > 0 ? d.usefulReplicaHours / replicaHours : 0;
        provided += replicaHours;
        if (ctx.p.autoscale) {
            r.slaRiskHoursPerMonth += d.riskHours;
            riskRequests += d.riskRequests;
        }
        requests += d.requests;
    }
    r.slaRiskRequestFraction = requests > 0 ? riskRequests / requests : 0;
    if (option == TcoOption::Spot)
        r.notes.push_back(
            {ctx.c.mode == Mode::Serve
                 ? RS_WORD("Engine", "spot capacity can be reclaimed at short notice: reclaims are "
                                     "not modelled, so spot is never recommended for serving with "
                                     "an SLA")
                 : RS_WORD("Engine", "spot capacity can be reclaimed at short notice: runs need "
                                     "checkpoints, and the restarts are not modelled"),
             {}});
    finish(ctx, r, provided);
    return r;
}

/// Replica-hours of on-demand bursts above a fixed `base` of replicas in one month (serving:
/// hour by hour, adding the scale-up risk of the bursts; training: the run hours the base
/// cannot hold).
double burstReplicaHours(const Context& ctx, const MonthDemand& d, double base, double& riskHours,
                         double& riskRequests) {
    if (ctx.c.mode != Mode::Serve)
        return std::max(0.0, d.usefulReplicaHours - base * ctx.p.hoursPerMonth);
    std::vector<double> burst(kHoursPerWeek);
    double hours = 0;
    for (int h = 0; h < kHoursPerWeek; ++h) {
        burst[size_t(h)] = std::max(0.0, d.autoReplicas[size_t(h)] - base);
        hours += ctx.weeks() * burst[size_t(h)];
    }
    addRisk(ctx.p, burst, d.rates, ctx.weeks(), riskHours, riskRequests);
    return hours;
}

/// Reserved capacity: at the start of each term, the month's peak with headroom is reserved for
/// `termMonths` and paid every hour; demand that outgrows it during the term bursts to
/// on-demand. A term that runs past the horizon is owed in full (paid in the last month).
TcoOptionResult reserved(const Context& ctx, TcoOption option, double price, int termMonths) {
    TcoOptionResult r;
    r.option = option;
    r.months.resize(size_t(ctx.months()));
    const double perReplicaMonth = ctx.c.gpusPerReplica * ctx.p.hoursPerMonth * price;
    double provided = 0, reservedReplicas = 0, owed = 0, riskRequests = 0, requests = 0,
           burstTotal = 0;
    const int horizon = ctx.months();
    for (int m = 0; m < horizon; ++m) {
        const MonthDemand& d = ctx.demand[size_t(m)];
        if (m % termMonths == 0) {
            reservedReplicas = d.fixedReplicas;
            owed += reservedReplicas * perReplicaMonth * std::max(0, m + termMonths - horizon);
        }
        const double burst =
            burstReplicaHours(ctx, d, reservedReplicas, r.slaRiskHoursPerMonth, riskRequests);
        burstTotal += burst;
        TcoMonth& month = r.months[size_t(m)];
        month.cloud = reservedReplicas * perReplicaMonth +
                      burst * ctx.c.gpusPerReplica * ctx.p.onDemandUsdPerGpuHour;
        month.gpus = (reservedReplicas * ctx.p.hoursPerMonth + burst) * ctx.c.gpusPerReplica /
                     ctx.p.hoursPerMonth;
        month.units = d.units;
        const double replicaHours = reservedReplicas * ctx.p.hoursPerMonth + burst;
        month.utilization = replicaHours > 0 ? d.usefulReplicaHours / replicaHours : 0;
        provided += replicaHours;
        requests += d.requests;
    }
    r.slaRiskRequestFraction = requests > 0 ? riskRequests / requests : 0;
    if (burstTotal > 0)
        r.notes.push_back({RS_WORD("Engine", "demand above the reservation bursts to on-demand: "
                                             "%1 GPU-hours over the horizon"),
                           {phrase::grouped(burstTotal * ctx.c.gpusPerReplica)}});
    if (owed > 0) {
        r.months.back().cloud += owed;
        r.notes.push_back({RS_WORD("Engine", "includes %1 for the part of the last term that "
                                             "runs past the horizon"),
                           {phrase::usd(owed)}});
    }
    finish(ctx, r, provided);
    return r;
}

/// On-prem flows for a node count per month (non-decreasing): purchases (cash or financed),
/// power, space, support, staff and, at the end, the resale value and any loan balance.
void onPremFlows(const Context& ctx, const std::vector<double>& nodes, TcoOptionResult& r) {
    const TcoParameters& p = ctx.p;
    const int horizon = ctx.months();
    const double hardware = p.serverUsdPerNode + p.networkUsdPerNode;
    const double capex = hardware + p.installUsdPerNode;
    const double depMonths = std::max(1.0, std::round(p.depreciationYears * 12.0));
    const double rate = p.financingRatePerYear / 12.0;
    const double nodeAverageKw =
        (p.gpusPerNode * p.gpuTdpW * p.gpuAverageLoad + p.hostPowerWPerNode) / 1000.0;
    const double nodeInstalledKw = (p.gpusPerNode * p.gpuTdpW + p.hostPowerWPerNode) / 1000.0;
    double previous = 0, residual = 0, loanBalance = 0;
    for (int m = 0; m < horizon; ++m) {
        const double n = nodes[size_t(m)];
        const double bought = n - previous;
        previous = n;
        TcoMonth& month = r.months[size_t(m)];
        if (bought > 0) {
            const double price = bought * capex;
            const double age = horizon - m;
            residual += bought * hardware *
                        (1.0 - (1.0 - p.residualFraction) * std::min(age / depMonths, 1.0));
            if (rate <= 0) {
                month.capital += price;
            } else {
                // ((1 + rate)^k - 1) / rate, the annuity factor, computed so that a rate near 0
                // (1e-17 %/year rounds 1 + rate to 1) tends to k instead of 0/0.
                const auto accrued = [rate](double k) {
                    return rate * k < 1e-12 ? k : std::expm1(k * std::log1p(rate)) / rate;
                };
                const double payment = price * std::pow(1.0 + rate, depMonths) / accrued(depMonths);
                const int paid = int(std::min(depMonths, age));
                for (int k = 0; k < paid; ++k)
                    r.months[size_t(m + k)].capital += payment;
                if (paid < depMonths)
                    loanBalance += price * std::pow(1.0 + rate, paid) - payment * accrued(paid);
            }
        }
        month.power = n * nodeAverageKw * p.pue * p.hoursPerMonth * p.electricityUsdPerKwh;
        month.space = n * nodeInstalledKw * p.spaceUsdPerKwMonth;
        month.support = n * hardware * p.supportFractionPerYear / 12.0;
        month.staff = n * p.staffFtePerNode * p.staffUsdPerFteYear / 12.0;
        month.gpus += n * p.gpusPerNode;
    }
    r.months.back().residual -= residual;
    r.months.back().capital += loanBalance;
    if (loanBalance > 0)
        r.notes.push_back({RS_WORD("Engine", "the loan balance still owed at the end of the "
                                             "horizon (%1) is paid off in the last month"),
                           {phrase::usd(loanBalance)}});
    r.notes.push_back(
        {RS_WORD("Engine", "resale value at the end of the horizon: %1"), {phrase::usd(residual)}});
}

TcoOptionResult onPrem(const Context& ctx) {
    TcoOptionResult r;
    r.option = TcoOption::OnPrem;
    r.months.resize(size_t(ctx.months()));
    std::vector<double> nodes(size_t(ctx.months()));
    double provided = 0;
    for (int m = 0; m < ctx.months(); ++m) {
        const MonthDemand& d = ctx.demand[size_t(m)];
        nodes[size_t(m)] = ctx.nodesFor(d.fixedReplicas);
        const double replicaHours = ctx.replicasOn(nodes[size_t(m)]) * ctx.p.hoursPerMonth;
        TcoMonth& month = r.months[size_t(m)];
        month.units = d.units;
        month.utilization = replicaHours > 0 ? d.usefulReplicaHours / replicaHours : 0;
        provided += replicaHours;
    }
    onPremFlows(ctx, nodes, r);
    r.nodes = int(nodes.back());
    if (nodes.back() > nodes.front())
        r.notes.push_back({RS_WORD("Engine", "the fleet grows from %1 to %2 nodes with demand"),
                           {phrase::count(nodes.front()), phrase::count(nodes.back())}});
    finish(ctx, r, provided);
    return r;
}

/// A fixed on-prem base of `baseNodes` bought at the start, and on-demand replicas for the
/// hours the base cannot serve (always autoscaled).
TcoOptionResult hybridWith(const Context& ctx, double baseNodes) {
    TcoOptionResult r;
    r.option = TcoOption::Hybrid;
    r.months.resize(size_t(ctx.months()));
    const double base = ctx.replicasOn(baseNodes);
    const double price = ctx.p.onDemandUsdPerGpuHour;
    double provided = 0, riskRequests = 0, requests = 0;
    for (int m = 0; m < ctx.months(); ++m) {
        const MonthDemand& d = ctx.demand[size_t(m)];
        const double burstHours =
            burstReplicaHours(ctx, d, base, r.slaRiskHoursPerMonth, riskRequests);
        TcoMonth& month = r.months[size_t(m)];
        month.cloud = burstHours * ctx.c.gpusPerReplica * price;
        month.gpus = burstHours * ctx.c.gpusPerReplica / ctx.p.hoursPerMonth;
        month.units = d.units;
        const double replicaHours = base * ctx.p.hoursPerMonth + burstHours;
        month.utilization = replicaHours > 0 ? d.usefulReplicaHours / replicaHours : 0;
        provided += replicaHours;
        requests += d.requests;
    }
    r.slaRiskRequestFraction = requests > 0 ? riskRequests / requests : 0;
    onPremFlows(ctx, std::vector<double>(size_t(ctx.months()), baseNodes), r);
    r.nodes = int(baseNodes);
    finish(ctx, r, provided);
    return r;
}

/// The base that gives the lowest NPV, from none to the on-prem fleet at the end: a coarse
/// pass over at most 65 bases, then every base around the best of them (bounded work however
/// large the fleet grows).
TcoOptionResult hybrid(const Context& ctx, double maxNodes, std::optional<double> fixedBase) {
    if (fixedBase)
        return hybridWith(ctx, *fixedBase);
    const double step = std::max(1.0, std::ceil(maxNodes / 64.0));
    TcoOptionResult best = hybridWith(ctx, 0);
    auto consider = [&](double n) {
        TcoOptionResult r = hybridWith(ctx, n);
        if (r.npvUsd < best.npvUsd)
            best = std::move(r);
    };
    for (double n = step; n <= maxNodes; n += step)
        consider(n);
    if (maxNodes > 0 && std::fmod(maxNodes, step) != 0)
        consider(maxNodes);
    const double centre = best.nodes;
    for (double n = std::max(0.0, centre - step + 1); n < std::min(maxNodes, centre + step); ++n)
        if (n != centre)
            consider(n);
    const char* why =
        best.nodes == 0   ? RS_WORD("Engine", "no on-prem base pays off: all-cloud on-demand is "
                                                "cheapest")
        : best.nodes == 1 ? RS_WORD("Engine", "on-prem base of %1 node, the lowest NPV of 0..%2 "
                                              "nodes; on-demand bursts above it")
                          : RS_WORD("Engine", "on-prem base of %1 nodes, the lowest NPV of 0..%2 "
                                              "nodes; on-demand bursts above it");
    best.notes.insert(best.notes.begin(),
                      {why, {phrase::integer(best.nodes), phrase::verbatim(num(maxNodes))}});
    return best;
}

TcoOptionResult unavailableOption(TcoOption option, const Phrase& why) {
    TcoOptionResult r;
    r.option = option;
    r.available = false;
    r.unavailableReason = why;
    return r;
}

/// Every option, without the band, break-even or sensitivity.
std::vector<TcoOptionResult> evaluateOptions(const TcoParameters& p, const TcoCapacity& c,
                                             std::optional<double> hybridBase = {}) {
    const std::vector<MonthDemand> demand =
        c.mode == Mode::Serve ? servingDemand(p, c) : trainingDemand(p, c);
    if (demand.empty())
        return {};
    const Context ctx{p, c, demand};
    std::vector<TcoOptionResult> options;
    auto priced = [&](TcoOption o, double price, auto&& build) {
        const auto why = p.unavailable.find(o);
        if (why != p.unavailable.end())
            options.push_back(unavailableOption(o, why->second));
        else if (!std::isfinite(price))
            options.push_back(unavailableOption(
                o, {RS_WORD("Engine", "no on-demand price (needed for bursts); set "
                                      "tco.cloud.on_demand_usd_per_gpu_hour"),
                    {}}));
        else
            options.push_back(build());
    };
    priced(TcoOption::OnDemand, p.onDemandUsdPerGpuHour,
           [&] { return payPerHour(ctx, TcoOption::OnDemand, p.onDemandUsdPerGpuHour); });
    const double burstPrice = std::isfinite(p.onDemandUsdPerGpuHour) ? 0.0 : kNaN;
    priced(TcoOption::Reserved1y, p.reserved1yUsdPerGpuHour + burstPrice,
           [&] { return reserved(ctx, TcoOption::Reserved1y, p.reserved1yUsdPerGpuHour, 12); });
    priced(TcoOption::Reserved3y, p.reserved3yUsdPerGpuHour + burstPrice,
           [&] { return reserved(ctx, TcoOption::Reserved3y, p.reserved3yUsdPerGpuHour, 36); });
    priced(TcoOption::Spot, p.spotUsdPerGpuHour,
           [&] { return payPerHour(ctx, TcoOption::Spot, p.spotUsdPerGpuHour); });
    priced(TcoOption::OnPrem, p.serverUsdPerNode, [&] { return onPrem(ctx); });
    const bool onPremOk = options.back().available;
    if (c.mode != Mode::Serve)
        options.push_back(unavailableOption(
            TcoOption::Hybrid, {RS_WORD("Engine", "a training run needs its whole cluster; "
                                                  "bursting splits serving replicas only"),
                                {}}));
    else if (!onPremOk)
        options.push_back(unavailableOption(TcoOption::Hybrid, options.back().unavailableReason));
    else
        priced(TcoOption::Hybrid, p.onDemandUsdPerGpuHour,
               [&] { return hybrid(ctx, double(options.back().nodes), hybridBase); });
    return options;
}

double totalOf(const std::vector<TcoOptionResult>& options, TcoOption o) {
    if (options.empty())
        return kNaN;
    const TcoOptionResult& r = options[size_t(o)];
    return r.available ? r.totalUsd : kNaN;
}

TcoCapacity scaled(const TcoCapacity& c, double ratio) {
    TcoCapacity s = c;
    s.requestsPerSPerReplica *= ratio;
    s.maxRequestsPerSPerReplica *= ratio;
    s.runHours /= ratio;
    return s;
}

/// Whether the capacity can be costed: its TP group fits a node and it serves or trains.
Status checkCapacity(const TcoParameters& params, const TcoCapacity& capacity) {
    const bool serve = capacity.mode == Mode::Serve;
    if (capacity.tensorParallel > params.gpusPerNode)
        return fieldError("tco.on_prem.gpus_per_node", "got " + num(params.gpusPerNode) +
                                                           " GPUs, but the configuration's "
                                                           "tensor-parallel group needs " +
                                                           num(capacity.tensorParallel) +
                                                           " GPUs in one node");
    if (serve && !(capacity.requestsPerSPerReplica > 0 && capacity.maxRequestsPerSPerReplica > 0))
        return fieldError("capacity", "the configuration serves no requests");
    if (!serve && !(capacity.runHours > 0 && capacity.trainingGpus > 0))
        return fieldError("capacity", "the configuration has no training run time");
    return {};
}

/// The capacity's 90 % band: each option's total at the band's optimistic and pessimistic ends.
void addCapacityBand(const TcoParameters& params, const TcoCapacity& capacity, TcoResult& r) {
    // The capacity's 90 % band: more capacity per replica is the optimistic end.
    // The hybrid keeps its base: the band shows what the chosen plan costs if the capacity
    // turns out higher or lower.
    std::optional<double> hybridBase;
    if (r.option(TcoOption::Hybrid).available)
        hybridBase = double(r.option(TcoOption::Hybrid).nodes);
    const auto optimistic =
        evaluateOptions(params, scaled(capacity, capacity.bandHigh), hybridBase);
    const auto pessimistic =
        evaluateOptions(params, scaled(capacity, capacity.bandLow), hybridBase);
    for (size_t i = 0; i < r.options.size(); ++i) {
        r.options[i].totalLowUsd = totalOf(optimistic, TcoOption(i));
        r.options[i].totalHighUsd = totalOf(pessimistic, TcoOption(i));
    }
}

/// Today's demand: its peak and mean requests/s and the fewest and most replicas it takes.
void addTodaysReplicas(const TcoParameters& params, const TcoCapacity& capacity, TcoResult& r) {
    const auto& w = params.weeklyRequestsPerS;
    r.peakRequestsPerS = *std::max_element(w.begin(), w.end()) * params.demandScale;
    double sum = 0, lo = std::numeric_limits<double>::infinity(), hi = 0;
    for (double v : w) {
        sum += v * params.demandScale;
        const double n =
            std::max(params.minReplicas, replicasFor(capacity, v * params.demandScale));
        lo = std::min(lo, n);
        hi = std::max(hi, n);
    }
    r.meanRequestsPerS = sum / kHoursPerWeek;
    r.replicasTodayMin = lo;
    r.replicasTodayMax = hi;
}

/// How much the recommended option's total swings with each parameter at -20 % and +20 %.
void addSensitivity(const TcoParameters& params, const TcoCapacity& capacity, TcoResult& r) {
    const TcoOption target = *r.recommended;
    r.sensitivity = detail::sensitivityRows(
        params, capacity.mode, [&](double TcoParameters::*member, double factor) {
            return detail::totalWith(params, capacity, member, factor, target);
        });
}

} // namespace

double detail::totalWith(const TcoParameters& params, const TcoCapacity& capacity,
                         double TcoParameters::*member, double factor, TcoOption option) {
    TcoParameters q = params;
    q.*member *= factor;
    if (!validateTcoParameters(q))
        return kNaN;
    return totalOf(evaluateOptions(q, capacity), option);
}

bool costsAsOnDemand(const TcoOptionResult& o) {
    return o.option == TcoOption::OnDemand || (o.option == TcoOption::Hybrid && o.nodes == 0);
}

bool isCloudOption(TcoOption option) {
    return option == TcoOption::OnDemand || option == TcoOption::Reserved1y ||
           option == TcoOption::Reserved3y || option == TcoOption::Spot;
}

Result<TcoResult> computeTco(const TcoParameters& params, const TcoCapacity& capacity,
                             bool withSensitivity) {
    if (auto e = validateTcoParameters(params); !e)
        return e.error();
    const bool serve = capacity.mode == Mode::Serve;
    if (auto e = checkCapacity(params, capacity); !e)
        return e.error();
    TcoResult r;
    r.params = params;
    r.capacity = capacity;
    r.unitName = serve ? RS_WORD("Engine", "M output tokens") : RS_WORD("Engine", "training run");
    r.options = evaluateOptions(params, capacity);
    if (r.options.empty())
        return fieldError("tco.growth_percent_per_year",
                          "the demand outgrows a million GPUs within the horizon; shorten "
                          "tco.horizon_months or lower the growth");
    compareOptions(params, serve, r);
    addCapacityBand(params, capacity, r);
    if (serve)
        addTodaysReplicas(params, capacity, r);
    if (withSensitivity && r.recommended)
        addSensitivity(params, capacity, r);
    return r;
}

} // namespace rightsizer::model
