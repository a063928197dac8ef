#pragma once

#include "Phrase.h"
#include "Result.h"
#include "Scenario.h"

#include <string>
#include <vector>

namespace rightsizer::model {

/// The serving demand as one weekly profile with its peak and mean: what the planner sizes for
/// (the peak) and what it costs per token (the mean), and what the TCO costs month by month.
struct DemandLevels {
    std::vector<double> weeklyRequestsPerS; ///< 168 hours, Monday 00:00 first
    double peakRequestsPerS = 0;            ///< busiest hour: the fleet is sized for it
    double meanRequestsPerS = 0;            ///< over the week: the tokens served per hour
    double shapeExponent = 1; ///< daytime profile raised to this power (1: the default shape)
    Phrase basis;             ///< where the profile comes from, with the fields it follows
    /// The profile in a few words for sentences: "default daytime profile", "default daytime
    /// profile reshaped to the mean", or the explicit profile's source.
    Phrase shape;
    /// Disagreements the planner resolved and states (an explicit profile against
    /// workload.requests_per_s or workload.mean_requests_per_s, beyond 1 %).
    std::vector<Phrase> notes;
};

/// Arithmetic mean of a profile (requests/s); 0 for an empty one.
double profileMean(const std::vector<double>& requestsPerS);
/// Largest value of a profile (requests/s); 0 for an empty one.
double profilePeak(const std::vector<double>& requestsPerS);

/// The default daytime profile (peak 1) raised to the power `k` hour by hour: k < 1 flattens it
/// (k = 0: flat at 1), k > 1 sharpens it; the peak stays 1.
std::vector<double> daytimeProfileShaped(double k);

/// Largest exponent the reshaping uses; the mean/peak ratio it reaches is the lowest accepted.
inline constexpr double kMaxShapeExponent = 200;

/// Lowest mean/peak ratio the daytime shape reaches (its mean at kMaxShapeExponent, close to the
/// 30 plateau hours of 168: 0.179); the highest is 1 (flat).
double lowestDaytimeMeanRatio();

/// The exponent k whose daytimeProfileShaped(k) has mean `ratio` (mean / peak), by bisection
/// to 1e-12; the error names workload.mean_requests_per_s and the accepted range for `peakPerS`.
Result<double> daytimeExponentForMean(double ratio, double peakPerS);

/// Resolves the scenario's serving demand (the scenario is assumed valid):
/// * an explicit profile (tco.demand, tco.demand_csv) wins: its busiest hour is the peak the
///   plan sizes for and the TCO costs, its mean the mean; workload.requests_per_s or
///   workload.mean_requests_per_s more than 1 % away from them add a note saying so;
/// * else the default daytime profile peaks at workload.requests_per_s and, when
///   workload.mean_requests_per_s is given, is reshaped (daytimeExponentForMean) to that mean.
/// Fails only for a mean the daytime shape cannot reach (the error names the field and range).
Result<DemandLevels> servingDemandLevels(const Scenario& s);

} // namespace rightsizer::model
