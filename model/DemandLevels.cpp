#include "DemandLevels.h"

#include "TcoInputs.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace rightsizer::model {
namespace {

/// Disagreement beyond which an explicit profile and the workload's rates are noted.
constexpr double kAgreement = 0.01;

bool disagree(double given, double fromProfile) {
    return std::abs(given - fromProfile) > kAgreement * fromProfile;
}

} // namespace

double profileMean(const std::vector<double>& requestsPerS) {
    if (requestsPerS.empty())
        return 0;
    return std::accumulate(requestsPerS.begin(), requestsPerS.end(), 0.0) /
           double(requestsPerS.size());
}

double profilePeak(const std::vector<double>& requestsPerS) {
    return requestsPerS.empty() ? 0 : *std::max_element(requestsPerS.begin(), requestsPerS.end());
}

std::vector<double> daytimeProfileShaped(double k) {
    std::vector<double> week = daytimeProfile();
    for (double& v : week)
        v = std::pow(v, k);
    return week;
}

double lowestDaytimeMeanRatio() {
    static const double lowest = profileMean(daytimeProfileShaped(kMaxShapeExponent));
    return lowest;
}

Result<double> daytimeExponentForMean(double ratio, double peakPerS) {
    const double lowest = lowestDaytimeMeanRatio();
    // Shown a hair inside the range so that the bound as printed is itself accepted.
    if (!std::isfinite(ratio) || ratio < lowest || ratio > 1.0)
        return fieldError(
            "workload.mean_requests_per_s",
            Phrase{RS_WORD("Engine", "got %1 requests/s, accepted %2 to %3 requests/s: at most the "
                                     "peak (workload.requests_per_s), and at least what the "
                                     "default daytime profile reaches when only its busiest hours "
                                     "remain; give tco.demand for another shape"),
                   {phrase::significant(ratio * peakPerS, 4),
                    phrase::significant(lowest * peakPerS * 1.0001, 4),
                    phrase::significant(peakPerS, 4)}});
    // The mean of shape^k falls as k grows (every hour but the peak ones is below 1).
    double lo = 0, hi = kMaxShapeExponent;
    for (int i = 0; i < 200 && hi - lo > 1e-12; ++i) {
        const double mid = 0.5 * (lo + hi);
        (profileMean(daytimeProfileShaped(mid)) > ratio ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

Result<DemandLevels> servingDemandLevels(const Scenario& s) {
    DemandLevels d;
    const ServingDemand& w = s.serving;
    if (!s.tco.weeklyRequestsPerS.empty()) {
        d.weeklyRequestsPerS = s.tco.weeklyRequestsPerS;
        d.basis = s.tco.demandSource.empty()
                      ? Phrase{RS_WORD("Engine", "scenario tco.demand"), {}}
                      : Phrase{RS_WORD("Engine", "%1"), {phrase::verbatim(s.tco.demandSource)}};
        d.shape = {RS_WORD("Engine", "profile: %1"), {phrase::nested(d.basis)}};
        d.peakRequestsPerS = profilePeak(d.weeklyRequestsPerS);
        d.meanRequestsPerS = profileMean(d.weeklyRequestsPerS);
        if (d.peakRequestsPerS > 0 && disagree(w.requestsPerS, d.peakRequestsPerS))
            d.notes.push_back({RS_WORD("Engine", "the demand profile (%1) peaks at %2 requests/s, "
                                                 "not the %3 of workload.requests_per_s: the "
                                                 "fleet is sized for the profile's peak"),
                               {phrase::nested(d.basis), phrase::significant(d.peakRequestsPerS, 4),
                                phrase::significant(w.requestsPerS, 4)}});
        if (w.meanRequestsPerS && d.meanRequestsPerS > 0 &&
            disagree(*w.meanRequestsPerS, d.meanRequestsPerS))
            d.notes.push_back({RS_WORD("Engine", "the demand profile (%1) averages %2 requests/s, "
                                                 "not the %3 of workload.mean_requests_per_s: "
                                                 "costs use the profile's mean"),
                               {phrase::nested(d.basis), phrase::significant(d.meanRequestsPerS, 4),
                                phrase::significant(*w.meanRequestsPerS, 4)}});
        return d;
    }
    d.peakRequestsPerS = w.requestsPerS;
    if (w.meanRequestsPerS) {
        auto k = daytimeExponentForMean(*w.meanRequestsPerS / w.requestsPerS, w.requestsPerS);
        if (!k)
            return k.error();
        d.shapeExponent = *k;
        d.weeklyRequestsPerS = daytimeProfileShaped(*k);
        d.basis = {RS_WORD("Engine", "default daytime profile reshaped (exponent %1): peak = "
                                     "workload.requests_per_s, mean = "
                                     "workload.mean_requests_per_s"),
                   {phrase::significant(*k, 4)}};
        d.shape = {RS_WORD("Engine", "default daytime profile reshaped to the mean"), {}};
    } else {
        d.weeklyRequestsPerS = daytimeProfile();
        d.basis = {RS_WORD("Engine", "default daytime profile, peak = workload.requests_per_s"),
                   {}};
        d.shape = {RS_WORD("Engine", "default daytime profile"), {}};
    }
    for (double& v : d.weeklyRequestsPerS)
        v *= w.requestsPerS;
    d.meanRequestsPerS = profileMean(d.weeklyRequestsPerS);
    return d;
}

} // namespace rightsizer::model
