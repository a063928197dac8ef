#pragma once

// GPU telemetry from a Prometheus server that scrapes dcgm-exporter (issue 25): the DCGM metrics
// the file importer reads, asked over the HTTP API a range at a time and read through the same
// DCGM reader, so that a range read from Prometheus profiles as the same samples read from a
// file do. The HTTP transfer is the caller's (a Fetcher); this part is Qt-free.

#include "model/Result.h"
#include "model/Telemetry.h"
#include "model/WorkControl.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace rightsizer::importers {

/// What to ask a Prometheus server for.
struct PrometheusQuery {
    std::string url;      ///< base URL, "http://prometheus:9090" (a path prefix is kept)
    double startS = 0;    ///< Unix seconds, inclusive
    double endS = 0;      ///< Unix seconds, inclusive
    double stepS = 15;    ///< one sample per GPU and metric per step (dcgm-exporter's default
                          ///< scrape interval); a longer step keeps the last sample of each step
    std::string matchers; ///< label matchers added to every metric, "{namespace=\"llm\"}"; empty
                          ///< for none
};

/// Points per series in one query_range request: Prometheus refuses more than 11 000.
inline constexpr double kPrometheusPointsPerRequest = 10000;

/// Steps per series a range may span (about 19 months at 1 s, 23 years at 15 s).
inline constexpr double kPrometheusMaxSteps = 50e6;

/// Checks that the range ends after it starts, the step is positive and the range holds at most
/// kPrometheusMaxSteps steps; the error names --range or --step.
model::Status checkPrometheusRange(const PrometheusQuery& q);

/// "30d", "12h", "90m", "45s", "1w", "500ms" (Prometheus's duration units, one unit) as seconds.
/// The error names `field` and the accepted form.
model::Result<double> parsePrometheusDuration(std::string_view text, const std::string& field);

/// An RFC 3339 time ("2026-10-01T06:00:00Z", with an optional fraction and Z or +hh:mm) or Unix
/// seconds (finite, before the year 10000), as Unix seconds. The error names `field`.
model::Result<double> parsePrometheusTime(std::string_view text, const std::string& field);

/// Checks `matchers` as a selector's braces: "{label="value", other=~"re"}" (=, !=, =~, !~,
/// double-quoted values with \" escapes); the server checks the regular expressions. Error
/// naming --match and what is wrong.
model::Status checkPrometheusMatchers(std::string_view matchers);

/// One HTTP GET of `pathAndQuery` (relative to the query's URL, starting "/api/v1/"): the body
/// of a 2xx answer, else an error whose message is one line naming the server and the cause
/// (unreachable, 401 with what to check, Prometheus's own errorType and error for a 4xx/5xx
/// JSON answer, a timeout).
using PrometheusFetcher =
    std::function<model::Result<std::string>(const std::string& pathAndQuery)>;

/// The requests importPrometheus makes (none when checkPrometheusRange fails), in order: for each
/// DCGM metric the importer reads, the range in pieces of kPrometheusPointsPerRequest steps, each
/// asking for the last sample of each step ("last_over_time(METRIC{matchers}[step - 1 ms])"), so
/// that a gap stays a gap (an instant query would repeat a sample for Prometheus's 5-minute
/// lookback).
std::vector<std::string> prometheusRequests(const PrometheusQuery& q);

/// One query_range answer as dcgm-exporter exposition lines with millisecond timestamps
/// ("METRIC{labels} value ms"), or the error Prometheus answered ("bad_data: ...").
model::Result<std::string> queryRangeToExposition(std::string_view body, std::string_view metric);

/// The telemetry of the range: every request of prometheusRequests fetched in turn and read as
/// one dcgm-exporter text (units, ranges, the frame-buffer total and power from the energy
/// counter, counter resets, exactly as a file). log.formats is {"prometheus"}; a note names the
/// server, the range and the step, and the metrics no series answered. Errors: a fetch that
/// fails (its message, naming the request's metric), no series at all for the range and
/// matchers, or none of DCGM_FI_DEV_GPU_UTIL (the verdicts rest on it). Honours `control`'s cancel
/// (error field "cancelled") and reports progress per request. Nothing is returned half-imported.
model::Result<model::TelemetryLog> importPrometheus(const PrometheusQuery& q,
                                                    const PrometheusFetcher& fetch,
                                                    const model::WorkControl& control = {});

} // namespace rightsizer::importers
