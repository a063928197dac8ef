#pragma once

// Helpers shared by the TCO's translation units (Tco.cpp, TcoParameters.cpp); not an API.

#include "Phrase.h"

#include <cmath>
#include <limits>
#include <sstream>
#include <string>

namespace rightsizer::model::detail {

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// "28,780": a whole number with thousands separators.
inline std::string grouped(double v) {
    return phrase::grouped(v).english;
}

inline std::string num(double v, int precision = 4) {
    std::ostringstream os;
    os.precision(precision);
    os << v;
    return os.str();
}

} // namespace rightsizer::model::detail

// The hour-by-hour fleet (TcoFleet.cpp), shared by the costing (Tco.cpp) and weeklyFleet.
#include "Tco.h"

#include <functional>
#include <vector>

namespace rightsizer::model::detail {

/// Demand multiplier of month `month` (0 = today): the level times the compounded growth.
double growthFactor(const TcoParameters& p, int month);
/// Adds the hours of SLA risk of one week of an autoscaled series, and the requests in them,
/// `weeks` times: each rise in replicas leaves the new ones starting for the scale-up delay.
void addRisk(const TcoParameters& p, const std::vector<double>& replicas,
             const std::vector<double>& rates, double weeks, double& hours, double& requests);
/// Requests/s and autoscaled replicas for each hour of the week at demand multiplier `g`.
void hourlyWeek(const TcoParameters& p, const TcoCapacity& c, double g, std::vector<double>& rates,
                std::vector<double>& replicas);
/// The fixed fleet month `month`'s peak asks for (peak with headroom, minimum replicas, the SLA's
/// minimum output rate).
double sizedFleet(const TcoParameters& p, const TcoCapacity& c, double peak, int month);
/// Whole replicas that fit in `nodes` nodes; whole nodes that hold `replicas` replicas.
double replicasOnNodes(const TcoParameters& p, const TcoCapacity& c, double nodes);
double nodesForReplicas(const TcoParameters& p, const TcoCapacity& c, double replicas);

/// The notes on each option (fleets beyond params.maxGpus), the recommended and cheapest cloud
/// options, and the break-evens against on-demand and of on-prem against the best cloud option.
void compareOptions(const TcoParameters& params, bool serve, TcoResult& r);

/// Total of `option` over the horizon with parameter `member` at `factor` times its value (no
/// band, no sensitivity); NaN when the value leaves its range or the option is unavailable.
double totalWith(const TcoParameters& params, const TcoCapacity& capacity,
                 double TcoParameters::*member, double factor, TcoOption option);

/// "TP4", "TP2 PP2": a layout as the TCO's descriptions name it.
inline std::string layoutText(int tp, int pp) {
    return "TP" + std::to_string(tp) + (pp > 1 ? " PP" + std::to_string(pp) : std::string());
}

/// The +-20 % sensitivity rows of `params` (each parameter that is perturbed, given, non-zero
/// and applies in `mode`), widest swing first. `totalWith(member, factor)` is the costed
/// option's total with that parameter times `factor`; NaN leaves the row out.
std::vector<SensitivityRow>
sensitivityRows(const TcoParameters& params, Mode mode,
                const std::function<double(double TcoParameters::*, double)>& totalWith);

} // namespace rightsizer::model::detail
