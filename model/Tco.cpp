#include "Tco.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <sstream>

namespace rightsizer::model {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr std::array<std::string_view, kTcoOptionCount> kOptionNames{
    "on-demand", "reserved-1y", "reserved-3y", "spot", "on-prem", "hybrid"};

/// Fleets beyond this many GPUs are refused as input errors (runaway growth over the horizon).
constexpr double kMaxFleetGpus = 1e6;

/// No 3-year commitment is quoted in the catalog; 3-year terms are priced as this share of
/// on-demand unless the scenario gives the price.
constexpr double kReserved3yShareOfOnDemand = 0.45;
/// PRC-0103 (shared/reference/prices.csv): a 64-port 400 Gb/s InfiniBand switch at $36,000
/// (community cost model, 2024-08); one port per GPU.
constexpr double kSwitchUsd = 36000;
constexpr double kSwitchPorts = 64;
/// PRC-0120: server power overhead over GPU TDP, x1.3 (calculator default): the host draws
/// 0.3 x the GPUs' TDP.
constexpr double kHostShareOfGpuTdp = 0.3;

/// "28,780": a whole number with thousands separators.
std::string grouped(double v) {
    std::string digits = std::to_string((long long)std::llround(std::abs(v)));
    for (int i = int(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(size_t(i), ",");
    return (v < 0 ? "-" : "") + digits;
}

/// "121,712 USD".
std::string usd(double v) {
    return grouped(v) + " USD";
}

std::string num(double v, int precision = 4) {
    std::ostringstream os;
    os.precision(precision);
    os << v;
    return os.str();
}

// clang-format off
const std::array<TcoParameterInfo, 27> kParameters{{
    {"discount_rate_percent", "Discount rate", "%/year", &TcoParameters::discountRatePerYear, 100, 0, 100, true},
    {"growth_percent_per_year", "Demand growth", "%/year", &TcoParameters::growthPerYear, 100, -90, 1000, true},
    {"demand_level", "Demand level", "x profile", &TcoParameters::demandScale, 1, 0, 1e6, true},
    {"headroom_percent", "Fleet headroom", "%", &TcoParameters::headroom, 100, 0, 1000, true},
    {"cloud.on_demand_usd_per_gpu_hour", "On-demand price", "USD/GPU-h", &TcoParameters::onDemandUsdPerGpuHour, 1, 1e-4, 1e4, true},
    {"cloud.reserved_1y_usd_per_gpu_hour", "Reserved 1-year price", "USD/GPU-h", &TcoParameters::reserved1yUsdPerGpuHour, 1, 1e-4, 1e4, true},
    {"cloud.reserved_3y_usd_per_gpu_hour", "Reserved 3-year price", "USD/GPU-h", &TcoParameters::reserved3yUsdPerGpuHour, 1, 1e-4, 1e4, true},
    {"cloud.spot_usd_per_gpu_hour", "Spot price", "USD/GPU-h", &TcoParameters::spotUsdPerGpuHour, 1, 1e-4, 1e4, true},
    {"cloud.min_replicas", "Minimum replicas", "replicas", &TcoParameters::minReplicas, 1, 0, 10000, false},
    {"cloud.scale_up_delay_minutes", "Scale-up delay", "min", &TcoParameters::scaleUpDelayMinutes, 1, 0, 1440, false},
    {"on_prem.gpus_per_node", "GPUs per node", "GPUs", &TcoParameters::gpusPerNode, 1, 1, 72, false},
    {"on_prem.server_usd_per_node", "Server price", "USD/node", &TcoParameters::serverUsdPerNode, 1, 0, 1e8, true},
    {"on_prem.network_usd_per_node", "Network", "USD/node", &TcoParameters::networkUsdPerNode, 1, 0, 1e7, true},
    {"on_prem.install_usd_per_node", "Installation", "USD/node", &TcoParameters::installUsdPerNode, 1, 0, 1e7, true},
    {"on_prem.depreciation_years", "Depreciation period", "years", &TcoParameters::depreciationYears, 1, 0.5, 20, true},
    {"on_prem.financing_rate_percent", "Financing rate", "%/year", &TcoParameters::financingRatePerYear, 100, 0, 100, true},
    {"on_prem.residual_percent", "Residual value", "% of price", &TcoParameters::residualFraction, 100, 0, 100, true},
    {"on_prem.gpu_tdp_w", "GPU TDP", "W", &TcoParameters::gpuTdpW, 1, 0, 5000, false},
    {"on_prem.gpu_average_load_percent", "GPU average load", "% of TDP", &TcoParameters::gpuAverageLoad, 100, 0, 100, true},
    {"on_prem.host_power_w_per_node", "Host power", "W/node", &TcoParameters::hostPowerWPerNode, 1, 0, 1e5, true},
    {"on_prem.pue", "PUE", "ratio", &TcoParameters::pue, 1, 1, 5, true},
    {"on_prem.electricity_usd_per_kwh", "Electricity", "USD/kWh", &TcoParameters::electricityUsdPerKwh, 1, 0, 10, true},
    {"on_prem.space_usd_per_kw_month", "Space (colocation)", "USD/kW-month", &TcoParameters::spaceUsdPerKwMonth, 1, 0, 10000, true},
    {"on_prem.support_percent_per_year", "Support", "% of capital/year", &TcoParameters::supportFractionPerYear, 100, 0, 100, true},
    {"on_prem.staff_fte_per_node", "Staff share", "FTE/node", &TcoParameters::staffFtePerNode, 1, 0, 10, true},
    {"on_prem.staff_usd_per_fte_year", "Staff cost", "USD/FTE-year", &TcoParameters::staffUsdPerFteYear, 1, 0, 1e7, true},
    {"training_runs_per_month", "Training runs", "runs/month", &TcoParameters::trainingRunsPerMonth, 1, 1e-3, 1e4, true},
}};
// clang-format on

/// Default sources of the parameters the scenario leaves out (prices and per-node figures that
/// come from the catalog are set where they are resolved).
const std::map<std::string, std::string>& defaultSources() {
    static const std::map<std::string, std::string> sources{
        {"horizon_months", "default"},
        {"discount_rate_percent", "assumption: a typical corporate cost of capital"},
        {"growth_percent_per_year", "default: no growth"},
        {"demand_level", "the demand profile as given"},
        {"headroom_percent", "limits.headroom_percent (default 20 %)"},
        {"cloud.min_replicas", "default: one replica stays up"},
        {"cloud.scale_up_delay_minutes", "assumption: instance start and model load"},
        {"on_prem.install_usd_per_node", "assumption: racking, cabling, burn-in"},
        {"on_prem.depreciation_years", "assumption: a common accounting life for servers"},
        {"on_prem.financing_rate_percent", "default: paid in cash at purchase"},
        {"on_prem.residual_percent", "assumption: resale value after the depreciation period"},
        {"on_prem.gpu_average_load_percent", "assumption: serving GPUs seldom draw their full TDP"},
        {"on_prem.pue",
         "PRC-0119 calculator default 1.3 (industry averages 1.56-1.58, PRC-0113/0114)"},
        {"on_prem.electricity_usd_per_kwh", "PRC-0118: US industrial electricity assumption"},
        {"on_prem.space_usd_per_kw_month", "PRC-0121: colocation $150-250/kW-month, midpoint"},
        {"on_prem.support_percent_per_year", "assumption: hardware support contract"},
        {"on_prem.staff_fte_per_node", "assumption: one operator per 20 nodes"},
        {"on_prem.staff_usd_per_fte_year", "assumption: loaded cost of an operations engineer"},
        {"training_runs_per_month", "default: one run a month"},
        {"on_prem.gpus_per_node", "limits.gpus_per_node"},
    };
    return sources;
}

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

std::vector<MonthDemand> servingDemand(const TcoParameters& p, const TcoCapacity& c) {
    const double weeks = p.hoursPerMonth / kHoursPerWeek;
    const double peak = *std::max_element(p.weeklyRequestsPerS.begin(), p.weeklyRequestsPerS.end());
    std::vector<MonthDemand> months(size_t(p.horizonMonths));
    double fleet = 0;
    for (int m = 0; m < p.horizonMonths; ++m) {
        MonthDemand& d = months[size_t(m)];
        const double g = growthFactor(p, m);
        d.autoReplicas.resize(kHoursPerWeek);
        d.rates.resize(kHoursPerWeek);
        for (int h = 0; h < kHoursPerWeek; ++h) {
            const double rate = p.weeklyRequestsPerS[size_t(h)] * g;
            const double replicas = std::max(p.minReplicas, replicasFor(c, rate));
            d.rates[size_t(h)] = rate;
            d.autoReplicas[size_t(h)] = replicas;
            d.requests += weeks * rate * 3600.0;
            d.autoReplicaHours += weeks * replicas;
            d.usefulReplicaHours += weeks * rate / c.requestsPerSPerReplica;
        }
        d.units = d.requests * c.outputTokensPerRequest;
        const double sized = std::max(
            {p.minReplicas, c.minFleetReplicas, replicasFor(c, peak * g * (1.0 + p.headroom))});
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
    /// Whole replicas that fit in `nodes` nodes.
    double replicasOn(double nodes) const {
        if (c.gpusPerReplica <= p.gpusPerNode)
            return nodes * std::floor(p.gpusPerNode / c.gpusPerReplica);
        return std::floor(nodes / std::ceil(c.gpusPerReplica / p.gpusPerNode));
    }
    double nodesFor(double replicas) const {
        if (c.gpusPerReplica <= p.gpusPerNode)
            return std::ceil(replicas / std::floor(p.gpusPerNode / c.gpusPerReplica));
        return replicas * std::ceil(c.gpusPerReplica / p.gpusPerNode);
    }
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
        r.notes.push_back(ctx.c.mode == Mode::Serve
                              ? "spot capacity can be reclaimed at short notice: reclaims are not "
                                "modelled, so spot is never recommended for serving with an SLA"
                              : "spot capacity can be reclaimed at short notice: runs need "
                                "checkpoints, and the restarts are not modelled");
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
        r.notes.push_back("demand above the reservation bursts to on-demand: " +
                          grouped(burstTotal * ctx.c.gpusPerReplica) +
                          " GPU-hours over the horizon");
    if (owed > 0) {
        r.months.back().cloud += owed;
        r.notes.push_back("includes " + usd(owed) + " for the part of the last term that runs " +
                          "past the horizon");
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
                const double payment = price * rate / (1.0 - std::pow(1.0 + rate, -depMonths));
                const int paid = int(std::min(depMonths, age));
                for (int k = 0; k < paid; ++k)
                    r.months[size_t(m + k)].capital += payment;
                if (paid < depMonths) {
                    const double growth = std::pow(1.0 + rate, paid);
                    loanBalance += price * growth - payment * (growth - 1.0) / rate;
                }
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
        r.notes.push_back("the loan balance still owed at the end of the horizon (" +
                          usd(loanBalance) + ") is paid off in the last month");
    r.notes.push_back("resale value at the end of the horizon: " + usd(residual));
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
        r.notes.push_back("the fleet grows from " + num(nodes.front()) + " to " +
                          num(nodes.back()) + " nodes with demand");
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
    best.notes.insert(best.notes.begin(),
                      best.nodes == 0
                          ? std::string("no on-prem base pays off: all-cloud on-demand is cheapest")
                          : "on-prem base of " + std::to_string(best.nodes) +
                                " node(s), the lowest NPV of 0.." + num(maxNodes) +
                                " nodes; on-demand bursts above it");
    return best;
}

TcoOptionResult unavailableOption(TcoOption option, const std::string& why) {
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
            options.push_back(unavailableOption(o, "no on-demand price (needed for bursts); set "
                                                   "tco.cloud.on_demand_usd_per_gpu_hour"));
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
        options.push_back(unavailableOption(TcoOption::Hybrid,
                                            "a training run needs its whole cluster; bursting "
                                            "splits serving replicas only"));
    else if (!onPremOk)
        options.push_back(unavailableOption(TcoOption::Hybrid, options.back().unavailableReason));
    else
        priced(TcoOption::Hybrid, p.onDemandUsdPerGpuHour,
               [&] { return hybrid(ctx, double(options.back().nodes), hybridBase); });
    return options;
}

/// The available option of lowest NPV; spot only when `withSpot` (a latency SLA cannot rest on
/// capacity that can be reclaimed).
std::optional<TcoOption> cheapest(const std::vector<TcoOptionResult>& options, bool cloudOnly,
                                  bool withSpot) {
    std::optional<TcoOption> best;
    double bestNpv = std::numeric_limits<double>::infinity();
    for (const TcoOptionResult& r : options)
        if (r.available && (!cloudOnly || isCloudOption(r.option)) &&
            (withSpot || r.option != TcoOption::Spot) && r.npvUsd < bestNpv) {
            bestNpv = r.npvUsd;
            best = r.option;
        }
    return best;
}

/// First 1-based month from which `a` has cost no more than `b` so far, and stays so.
std::optional<int> breakEven(const TcoOptionResult& a, const TcoOptionResult& b) {
    std::optional<int> month;
    for (size_t m = 0; m < a.months.size(); ++m) {
        const bool noDearer = a.months[m].cumulative <= b.months[m].cumulative + 1e-6;
        if (noDearer && !month)
            month = int(m) + 1;
        else if (!noDearer)
            month.reset();
    }
    return month;
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

} // namespace

std::string_view tcoOptionName(TcoOption option) {
    return kOptionNames.at(size_t(option));
}

bool isCloudOption(TcoOption option) {
    return option == TcoOption::OnDemand || option == TcoOption::Reserved1y ||
           option == TcoOption::Reserved3y || option == TcoOption::Spot;
}

std::span<const TcoParameterInfo> tcoParameterTable() {
    return kParameters;
}

std::vector<double> daytimeProfile() {
    // Weekday shape by hour (peak 1.0 at 10:00-16:00), a hand-drawn business-hours curve.
    constexpr std::array<double, 24> weekday{0.15, 0.12, 0.10, 0.10, 0.10, 0.12, 0.18, 0.35,
                                             0.60, 0.85, 1.00, 1.00, 1.00, 1.00, 1.00, 1.00,
                                             0.95, 0.85, 0.70, 0.55, 0.45, 0.35, 0.25, 0.20};
    std::vector<double> week(kHoursPerWeek);
    for (int day = 0; day < 7; ++day)
        for (int h = 0; h < 24; ++h)
            week[size_t(day * 24 + h)] = weekday[size_t(h)] * (day < 5 ? 1.0 : 0.5);
    return week;
}

double SensitivityRow::swing() const {
    return std::abs(totalAtHighUsd - totalAtLowUsd);
}

TcoCapacity tcoCapacity(const Scenario& s, const Candidate& c) {
    TcoCapacity t;
    t.mode = s.mode;
    t.gpuId = c.gpuId;
    t.gpusPerReplica = double(c.layout.tp) * double(c.layout.pp);
    t.tensorParallel = c.layout.tp;
    std::string layout = "TP" + std::to_string(c.layout.tp);
    if (c.layout.pp > 1)
        layout += " PP" + std::to_string(c.layout.pp);
    if (s.mode == Mode::Serve) {
        const ServingPlan& p = c.serve;
        t.requestsPerSPerReplica = p.requestsPerSPerReplica;
        t.outputTokensPerRequest = s.serving.outputTokens.mean;
        t.maxRequestsPerSPerReplica = p.requestsPerSPerReplica;
        if (s.sla.ttftS > 0) {
            const ReplicaQueue queue{p.ttftIdleS, p.batch, p.requestServiceS, p.prefillMarginalS};
            double lo = 0, hi = p.requestsPerSPerReplica;
            for (int i = 0; i < 60; ++i) {
                const double mid = 0.5 * (lo + hi);
                (ttftUnderLoad(queue, mid, 1, s.sla.percentile).totalS <= s.sla.ttftS ? lo : hi) =
                    mid;
            }
            t.maxRequestsPerSPerReplica = lo;
        }
        if (s.sla.minOutputTokensPerS > 0)
            t.minFleetReplicas = std::ceil(s.sla.minOutputTokensPerS /
                                           (p.requestsPerSPerReplica * t.outputTokensPerRequest));
        if (p.outputTokensPerS.value > 0) {
            t.bandLow = p.outputTokensPerS.low / p.outputTokensPerS.value;
            t.bandHigh = p.outputTokensPerS.high / p.outputTokensPerS.value;
        }
        t.description = std::to_string(int(t.gpusPerReplica)) + "x " + c.gpuName + ", " +
                        std::string(precisionInfo(c.precision).name) + ", " + layout + ", batch " +
                        std::to_string(p.batch) + " per replica";
    } else {
        t.trainingGpus = c.layout.gpus;
        t.gpusPerReplica = c.layout.gpus;
        t.runHours = c.train.runHours.value;
        if (c.train.runHours.high > 0 && c.train.runHours.low > 0) {
            t.bandLow = c.train.runHours.value / c.train.runHours.high;
            t.bandHigh = c.train.runHours.value / c.train.runHours.low;
        }
        t.description = std::to_string(c.layout.gpus) + "x " + c.gpuName + ", " +
                        std::string(precisionInfo(c.precision).name) + ", " + layout + ", DP" +
                        std::to_string(c.train.dataParallel) + ", " + num(t.runHours, 3) +
                        " h per run";
    }
    return t;
}

double replicasFor(const TcoCapacity& c, double requestsPerS) {
    if (!(requestsPerS > 0))
        return 0;
    const double belowSaturation = std::floor(requestsPerS / c.requestsPerSPerReplica) + 1.0;
    const double withinTtft = std::ceil(requestsPerS / c.maxRequestsPerSPerReplica - 1e-9);
    return std::max(belowSaturation, withinTtft);
}

TcoParameters tcoParametersFromScenario(const Scenario& s) {
    const TcoInputs& in = s.tco;
    TcoParameters p;
    p.horizonMonths = in.horizonMonths;
    p.hoursPerMonth = 8760.0 / 12.0; // calendar months; cost.hours_per_month is the plan's
    p.discountRatePerYear = in.discountRatePerYear;
    p.growthPerYear = in.growthPerYear;
    p.headroom = s.limits.headroom;
    p.maxGpus = s.limits.maxGpus;
    p.trainingRunsPerMonth = in.trainingRunsPerMonth;
    if (in.weeklyRequestsPerS.empty()) {
        p.weeklyRequestsPerS = daytimeProfile();
        for (double& v : p.weeklyRequestsPerS)
            v *= s.serving.requestsPerS;
        p.demandBasis = "default daytime profile, peak = workload.requests_per_s";
    } else {
        p.weeklyRequestsPerS = in.weeklyRequestsPerS;
        p.demandBasis = in.demandSource.empty() ? "scenario tco.demand" : in.demandSource;
    }
    const CloudTcoInputs& cl = in.cloud;
    p.onDemandUsdPerGpuHour = cl.onDemandUsdPerGpuHour.value_or(kNaN);
    p.reserved1yUsdPerGpuHour = cl.reserved1yUsdPerGpuHour.value_or(kNaN);
    p.reserved3yUsdPerGpuHour = cl.reserved3yUsdPerGpuHour.value_or(kNaN);
    p.spotUsdPerGpuHour = cl.spotUsdPerGpuHour.value_or(kNaN);
    p.autoscale = cl.autoscale;
    p.minReplicas = cl.minReplicas;
    p.scaleUpDelayMinutes = cl.scaleUpDelayMinutes;
    const OnPremTcoInputs& op = in.onPrem;
    p.gpusPerNode = op.gpusPerNode.value_or(s.limits.gpusPerNode);
    p.serverUsdPerNode = op.serverUsdPerNode.value_or(kNaN);
    p.networkUsdPerNode = op.networkUsdPerNode.value_or(kNaN);
    p.installUsdPerNode = op.installUsdPerNode;
    p.depreciationYears = op.depreciationYears;
    p.financingRatePerYear = op.financingRatePerYear;
    p.residualFraction = op.residualFraction;
    p.gpuTdpW = kNaN;
    p.gpuAverageLoad = op.gpuAverageLoad;
    p.hostPowerWPerNode = op.hostPowerWPerNode.value_or(kNaN);
    p.pue = op.pue;
    p.electricityUsdPerKwh = op.electricityUsdPerKwh;
    p.spaceUsdPerKwMonth = op.spaceUsdPerKwMonth;
    p.supportFractionPerYear = op.supportFractionPerYear;
    p.staffFtePerNode = op.staffFtePerNode;
    p.staffUsdPerFteYear = op.staffUsdPerFteYear;
    auto sourceOf = [&](const std::string& key) -> std::string {
        if (in.given.count(key))
            return "scenario";
        const auto d = defaultSources().find(key);
        return d == defaultSources().end() ? "" : d->second;
    };
    for (const TcoParameterInfo& info : tcoParameterTable())
        p.sources[std::string(info.key)] = sourceOf(std::string(info.key));
    p.sources["horizon_months"] = sourceOf("horizon_months");
    if (s.limits.headroom != Limits{}.headroom)
        p.sources["headroom_percent"] = "scenario limits.headroom_percent";
    if (!in.given.count("on_prem.gpus_per_node") && s.limits.gpusPerNode != Limits{}.gpusPerNode)
        p.sources["on_prem.gpus_per_node"] = "scenario limits.gpus_per_node";
    p.sources["demand"] = p.demandBasis;
    return p;
}

Result<bool> validateTcoParameters(const TcoParameters& p) {
    if (p.horizonMonths < 1 || p.horizonMonths > 240)
        return fieldError("tco.horizon_months",
                          "got " + std::to_string(p.horizonMonths) + ", accepted 1 to 240 months");
    for (const TcoParameterInfo& info : tcoParameterTable()) {
        const double v = p.*info.member;
        if (std::isnan(v))
            continue;
        const double shown = v * info.shownScale;
        if (!std::isfinite(shown) || shown < info.minShown || shown > info.maxShown)
            return fieldError("tco." + std::string(info.key),
                              "got " + num(shown, 6) + " " + std::string(info.unit) +
                                  ", accepted " + num(info.minShown, 6) + " to " +
                                  num(info.maxShown, 6) + " " + std::string(info.unit));
    }
    if (std::floor(p.minReplicas) != p.minReplicas)
        return fieldError("tco.cloud.min_replicas", "must be a whole number of replicas");
    if (std::floor(p.gpusPerNode) != p.gpusPerNode)
        return fieldError("tco.on_prem.gpus_per_node", "must be a whole number of GPUs");
    if (p.weeklyRequestsPerS.size() != size_t(kHoursPerWeek))
        return fieldError("tco.demand.weekly_requests_per_s",
                          "has " + std::to_string(p.weeklyRequestsPerS.size()) +
                              " values; give one per hour of the week (168, Monday 00:00 first)");
    double peak = 0;
    for (size_t h = 0; h < p.weeklyRequestsPerS.size(); ++h) {
        const double v = p.weeklyRequestsPerS[h];
        if (!std::isfinite(v) || v < 0 || v > 1e6)
            return fieldError("tco.demand.weekly_requests_per_s[" + std::to_string(h) + "]",
                              "got " + num(v, 6) + " requests/s, accepted 0 to 1e+06");
        peak = std::max(peak, v);
    }
    if (!(peak > 0))
        return fieldError("tco.demand.weekly_requests_per_s",
                          "every hour is 0 requests/s; give the demand to cost");
    return true;
}

Result<TcoParameters> resolveTcoParameters(const Scenario& s, const GpuSpec& gpu,
                                           const PriceBook& prices,
                                           const std::optional<HourlyPrice>& onDemand) {
    TcoParameters p = tcoParametersFromScenario(s);
    const std::string& provider = s.tco.cloud.provider;
    const std::string from = provider.empty() ? "" : " from '" + provider + "'";
    auto quotes = [&](PriceKind kind) { return prices.median(gpu.id, kind, provider); };
    auto set = [&](const char* key, double& value, double v, const std::string& source) {
        value = v;
        p.sources[key] = source;
    };

    // Cloud prices: the scenario's, else the catalog's (this provider's when one is named).
    if (std::isnan(p.onDemandUsdPerGpuHour)) {
        if (!provider.empty()) {
            auto q = quotes(PriceKind::OnDemand);
            if (!q)
                return fieldError("tco.cloud.provider",
                                  "no on-demand quote for " + gpu.name + from +
                                      " in the catalog; name another provider or set "
                                      "tco.cloud.on_demand_usd_per_gpu_hour");
            set("cloud.on_demand_usd_per_gpu_hour", p.onDemandUsdPerGpuHour, q->usdPerGpuHour,
                "catalog: " + q->basis);
        } else if (onDemand) {
            set("cloud.on_demand_usd_per_gpu_hour", p.onDemandUsdPerGpuHour,
                onDemand->usdPerGpuHour,
                onDemand->basis.rfind("scenario", 0) == 0 ? onDemand->basis
                                                          : "catalog: " + onDemand->basis);
        } else {
            p.unavailable[TcoOption::OnDemand] =
                "no on-demand price for " + gpu.name +
                "; set tco.cloud.on_demand_usd_per_gpu_hour or cost.gpu_hour_usd";
        }
    }
    const double od = p.onDemandUsdPerGpuHour;
    if (std::isnan(p.reserved1yUsdPerGpuHour)) {
        if (auto q = quotes(PriceKind::Reserved))
            set("cloud.reserved_1y_usd_per_gpu_hour", p.reserved1yUsdPerGpuHour, q->usdPerGpuHour,
                "catalog: " + q->basis + " (term not stated by the source)");
        else if (auto ratio = prices.reservedToOnDemandRatio(); ratio && std::isfinite(od))
            set("cloud.reserved_1y_usd_per_gpu_hour", p.reserved1yUsdPerGpuHour, od * *ratio,
                "derived: on-demand x " + num(*ratio, 3) +
                    ", the median reserved/on-demand ratio of the catalog's offers quoted "
                    "both ways");
        else
            p.unavailable[TcoOption::Reserved1y] =
                "no reserved price; set tco.cloud.reserved_1y_usd_per_gpu_hour";
    }
    if (std::isnan(p.reserved3yUsdPerGpuHour)) {
        if (std::isfinite(od))
            set("cloud.reserved_3y_usd_per_gpu_hour", p.reserved3yUsdPerGpuHour,
                od * kReserved3yShareOfOnDemand,
                "assumption: on-demand x " + num(kReserved3yShareOfOnDemand) +
                    " (the catalog quotes no 3-year term)");
        else
            p.unavailable[TcoOption::Reserved3y] = "no on-demand price to derive it from; set "
                                                   "tco.cloud.reserved_3y_usd_per_gpu_hour";
    }
    if (std::isnan(p.spotUsdPerGpuHour)) {
        if (auto q = quotes(PriceKind::Spot))
            set("cloud.spot_usd_per_gpu_hour", p.spotUsdPerGpuHour, q->usdPerGpuHour,
                "catalog: " + q->basis);
        else
            p.unavailable[TcoOption::Spot] = "no spot quote for " + gpu.name + from +
                                             " in the catalog; set "
                                             "tco.cloud.spot_usd_per_gpu_hour";
    }

    // On-prem: the server from a GPU purchase price, network from switch ports, host power
    // from the GPUs' TDP.
    const std::string perNode = " x " + num(p.gpusPerNode) + " GPUs";
    if (std::isnan(p.serverUsdPerNode)) {
        if (auto q = prices.median(gpu.id, PriceKind::Purchase))
            set("on_prem.server_usd_per_node", p.serverUsdPerNode,
                q->usdPerGpuHour * p.gpusPerNode + s.tco.onPrem.hostUsdPerNode,
                "catalog: " + q->basis + " (" + num(q->usdPerGpuHour, 6) + " USD/GPU)" + perNode +
                    " + host " + num(s.tco.onPrem.hostUsdPerNode, 6) + " USD (" +
                    (s.tco.given.count("on_prem.host_usd_per_node") ? "scenario" : "assumption") +
                    ")");
        else
            p.unavailable[TcoOption::OnPrem] = "no purchase price for " + gpu.name +
                                               " in the catalog; set "
                                               "tco.on_prem.server_usd_per_node";
    }
    if (std::isnan(p.networkUsdPerNode))
        set("on_prem.network_usd_per_node", p.networkUsdPerNode,
            kSwitchUsd / kSwitchPorts * p.gpusPerNode,
            "PRC-0103: one port per GPU of a 64-port 400 Gb/s switch at 36,000 USD");
    p.gpuTdpW = gpu.tdpW;
    p.sources["on_prem.gpu_tdp_w"] = "catalog: " + gpu.name + " TDP";
    if (!(gpu.tdpW > 0) && !p.unavailable.count(TcoOption::OnPrem))
        p.unavailable[TcoOption::OnPrem] =
            "the catalog has no TDP for " + gpu.name + ", so power cannot be costed";
    if (std::isnan(p.hostPowerWPerNode))
        set("on_prem.host_power_w_per_node", p.hostPowerWPerNode,
            kHostShareOfGpuTdp * p.gpusPerNode * gpu.tdpW,
            "PRC-0120: server overhead x1.3 over GPU TDP (0.3 x " + num(p.gpusPerNode) +
                " GPUs x " + num(gpu.tdpW) + " W)");
    const std::pair<TcoOption, const char*> priceKeys[] = {
        {TcoOption::OnDemand, "cloud.on_demand_usd_per_gpu_hour"},
        {TcoOption::Reserved1y, "cloud.reserved_1y_usd_per_gpu_hour"},
        {TcoOption::Reserved3y, "cloud.reserved_3y_usd_per_gpu_hour"},
        {TcoOption::Spot, "cloud.spot_usd_per_gpu_hour"},
        {TcoOption::OnPrem, "on_prem.server_usd_per_node"}};
    for (const auto& [option, key] : priceKeys)
        if (const auto why = p.unavailable.find(option); why != p.unavailable.end())
            p.sources[key] = "none: " + why->second;
    if (auto e = validateTcoParameters(p); !e)
        return e.error();
    return p;
}

Result<TcoResult> computeTco(const TcoParameters& params, const TcoCapacity& capacity,
                             bool withSensitivity) {
    if (auto e = validateTcoParameters(params); !e)
        return e.error();
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
    TcoResult r;
    r.params = params;
    r.capacity = capacity;
    r.unitName = serve ? "M output tokens" : "training run";
    r.options = evaluateOptions(params, capacity);
    if (r.options.empty())
        return fieldError("tco.growth_percent_per_year",
                          "the demand outgrows a million GPUs within the horizon; shorten "
                          "tco.horizon_months or lower the growth");
    // Serving has a latency SLA: spot is costed and shown, never recommended.
    for (TcoOptionResult& o : r.options)
        if (o.available && o.peakGpus > params.maxGpus)
            o.notes.push_back("pays for up to " + grouped(o.peakGpus) +
                              " GPUs in a month, more than limits.max_gpus (" +
                              grouped(params.maxGpus) + ") allows today");
    r.recommended = cheapest(r.options, false, !serve);
    r.bestCloud = cheapest(r.options, true, !serve);
    const TcoOptionResult& onDemand = r.option(TcoOption::OnDemand);
    for (TcoOptionResult& o : r.options) {
        if (!o.available)
            continue;
        if (onDemand.available && o.option != TcoOption::OnDemand)
            o.breakEvenMonth = breakEven(o, onDemand);
    }
    if (r.bestCloud && r.option(TcoOption::OnPrem).available)
        r.onPremBreakEvenMonth = breakEven(r.option(TcoOption::OnPrem), r.option(*r.bestCloud));

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

    if (serve) {
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

    if (withSensitivity && r.recommended) {
        const TcoOption target = *r.recommended;
        for (const TcoParameterInfo& info : tcoParameterTable()) {
            const double base = params.*info.member;
            if (!info.perturb || !std::isfinite(base) || base == 0)
                continue;
            if (!serve && (info.member == &TcoParameters::headroom))
                continue;
            if (serve && info.member == &TcoParameters::trainingRunsPerMonth)
                continue;
            SensitivityRow row{std::string(info.key),
                               std::string(info.label),
                               std::string(info.unit),
                               base,
                               base * 0.8,
                               base * 1.2,
                               0,
                               0};
            auto totalWith = [&](double v) {
                TcoParameters q = params;
                q.*info.member = v;
                if (!validateTcoParameters(q))
                    return kNaN;
                return totalOf(evaluateOptions(q, capacity), target);
            };
            row.totalAtLowUsd = totalWith(row.low);
            row.totalAtHighUsd = totalWith(row.high);
            if (std::isfinite(row.totalAtLowUsd) && std::isfinite(row.totalAtHighUsd))
                r.sensitivity.push_back(row);
        }
        std::stable_sort(
            r.sensitivity.begin(), r.sensitivity.end(),
            [](const SensitivityRow& a, const SensitivityRow& b) { return a.swing() > b.swing(); });
    }
    return r;
}

} // namespace rightsizer::model
