#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace rightsizer::model {

/// Hours in the weekly demand profile: Monday 00:00-01:00 first, Sunday 23:00-24:00 last.
inline constexpr int kHoursPerWeek = 168;

/// Renting: prices per GPU-hour (empty: the catalog's dated quotes, see resolveTcoParameters)
/// and how the deployment follows demand.
struct CloudTcoInputs {
    std::string provider; ///< take default prices from this provider's quotes; empty: all
    std::optional<double> onDemandUsdPerGpuHour;
    std::optional<double> reserved1yUsdPerGpuHour;
    std::optional<double> reserved3yUsdPerGpuHour;
    std::optional<double> spotUsdPerGpuHour;
    bool autoscale = true; ///< false: on-demand and spot run the peak fleet around the clock
    int minReplicas = 1;   ///< 0 = scale to zero
    double scaleUpDelayMinutes = 10; ///< instance start + model load before a replica serves
};

/// Buying: one server (node) holds gpusPerNode GPUs. Empty optionals take the defaults that
/// resolveTcoParameters derives from the catalog and states with their source.
struct OnPremTcoInputs {
    std::optional<double> serverUsdPerNode; ///< GPUs included
    double hostUsdPerNode = 50000;          ///< CPU, memory, NICs, chassis when the server
                                            ///< price is derived from a GPU purchase price
    std::optional<int> gpusPerNode;         ///< empty: the scenario's limits.gpus_per_node
    std::optional<double> networkUsdPerNode;
    double installUsdPerNode = 5000;
    double depreciationYears = 4;
    double financingRatePerYear = 0; ///< 0: paid in cash at purchase; > 0: a loan over the
                                     ///< depreciation period at this yearly rate
    double residualFraction = 0.10;  ///< resale value at the end of the depreciation period
    double gpuAverageLoad = 0.70;    ///< average draw as a fraction of the GPU's TDP
    std::optional<double> hostPowerWPerNode;
    double pue = 1.3;
    double electricityUsdPerKwh = 0.08;
    double spaceUsdPerKwMonth = 200; ///< colocation, per kW of installed IT power
    double supportFractionPerYear = 0.10;
    double staffFtePerNode = 0.05;
    double staffUsdPerFteYear = 200000;
};

/// Cloud against on-prem cost over a horizon. Part of the scenario ("tco" object).
struct TcoInputs {
    int horizonMonths = 36;
    double discountRatePerYear = 0.08;
    double growthPerYear = 0.0; ///< demand growth (0.5 = +50 % a year), compounded monthly
    /// Requests/s for each hour of the week (168 values); empty: the default daytime profile
    /// that peaks at the scenario's workload.requests_per_s.
    std::vector<double> weeklyRequestsPerS;
    std::string demandSource;        ///< where the profile came from (a CSV path, "scenario")
    std::string demandCsv;           ///< a CSV of timestamps and rates to import (relative to the
                                     ///< scenario file); imported into weeklyRequestsPerS on load
    double trainingRunsPerMonth = 1; ///< training scenarios: runs per month today
    CloudTcoInputs cloud;
    OnPremTcoInputs onPrem;
    /// Keys the scenario set ("on_prem.pue", "horizon_months", ...): their source is "scenario";
    /// the others are defaults, reported with theirs.
    std::set<std::string> given;
};

/// The default weekly profile, peak 1: weekdays low at night (0.15), ramping from 07:00 to a
/// plateau 10:00-16:00, tailing off by 23:00; weekends at half the weekday level.
std::vector<double> daytimeProfile();

} // namespace rightsizer::model
