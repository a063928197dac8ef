#pragma once

namespace rightsizer::model {

/// Standard normal quantile z(p) for 0 < p < 1 (Acklam's rational approximation refined by one
/// Halley step; |error| < 1e-12).
double normalQuantile(double p);

/// Erlang C: probability that an arrival waits in an M/M/c queue with `servers` servers and an
/// offered load of `offeredErlangs` = arrival rate x mean service time. 1 when the load reaches
/// the servers (the queue grows without bound). Computed with the Erlang B recursion, which is
/// stable for thousands of servers.
double erlangC(int servers, double offeredErlangs);

/// Waiting time (before service starts) of an M/M/c queue at quantile q, in seconds:
/// P(W > t) = C * exp(-(c/S - lambda) t), so t_q = max(0, ln(C / (1 - q)) / (c/S - lambda)).
/// Infinity when arrivalPerS * serviceS >= servers.
double mmcWaitQuantileS(int servers, double arrivalPerS, double serviceS, double q);

/// Mean waiting time of an M/M/c queue in seconds: C / (c/S - lambda).
double mmcMeanWaitS(int servers, double arrivalPerS, double serviceS);

} // namespace rightsizer::model
