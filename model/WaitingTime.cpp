#include "WaitingTime.h"

#include <cmath>
#include <limits>
#include <numbers>

namespace rightsizer::model {

double normalQuantile(double p) {
    if (!(p > 0.0 && p < 1.0))
        return std::numeric_limits<double>::quiet_NaN();
    // P. J. Acklam, "An algorithm for computing the inverse normal cumulative distribution
    // function" (2003): rational approximations in a central and two tail regions.
    static const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,
                               -2.759285104469687e+02, 1.383577518672690e+02,
                               -3.066479806614716e+01, 2.506628277459239e+00};
    static const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02,
                               -1.556989798598866e+02, 6.680131188771972e+01,
                               -1.328068155288572e+01};
    static const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01,
                               -2.400758277161838e+00, -2.549732539343734e+00,
                               4.374664141464968e+00,  2.938163982698783e+00};
    static const double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                               3.754408661907416e+00};
    constexpr double kLow = 0.02425;
    double x = 0;
    if (p < kLow) {
        const double q = std::sqrt(-2.0 * std::log(p));
        x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1.0);
    } else if (p <= 1.0 - kLow) {
        const double q = p - 0.5;
        const double r = q * q;
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
            (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1.0);
    } else {
        const double q = std::sqrt(-2.0 * std::log(1.0 - p));
        x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1.0);
    }
    // One Halley step on Phi(x) - p with Phi(x) = erfc(-x / sqrt 2) / 2.
    const double e = 0.5 * std::erfc(-x / std::sqrt(2.0)) - p;
    const double u = e * std::sqrt(2.0 * std::numbers::pi) * std::exp(0.5 * x * x);
    return x - u / (1.0 + 0.5 * x * u);
}

double erlangC(int servers, double offeredErlangs) {
    if (servers <= 0 || offeredErlangs >= servers)
        return 1.0;
    if (offeredErlangs <= 0)
        return 0.0;
    // Erlang B: B(0) = 1, B(k) = a B(k-1) / (k + a B(k-1)); C = c B / (c - a (1 - B)).
    double blocking = 1.0;
    for (int k = 1; k <= servers; ++k)
        blocking = offeredErlangs * blocking / (k + offeredErlangs * blocking);
    const double c = servers;
    return c * blocking / (c - offeredErlangs * (1.0 - blocking));
}

double mmcWaitQuantileS(int servers, double arrivalPerS, double serviceS, double q) {
    const double offered = arrivalPerS * serviceS;
    if (offered >= servers)
        return std::numeric_limits<double>::infinity();
    const double waitProbability = erlangC(servers, offered);
    if (waitProbability <= 1.0 - q)
        return 0.0;
    const double drainPerS = servers / serviceS - arrivalPerS;
    return std::log(waitProbability / (1.0 - q)) / drainPerS;
}

double mmcMeanWaitS(int servers, double arrivalPerS, double serviceS) {
    const double offered = arrivalPerS * serviceS;
    if (offered >= servers)
        return std::numeric_limits<double>::infinity();
    return erlangC(servers, offered) / (servers / serviceS - arrivalPerS);
}

} // namespace rightsizer::model
