#pragma once

// GPU telemetry from a Prometheus server that scrapes dcgm-exporter (issue 25): the DCGM metrics
// the file importer reads, asked over the HTTP API a range at a time and read through the same
// DCGM reader, so that a range read from Prometheus profiles as the same samples read from a
// file do. The HTTP transfer is the caller's (a Fetcher); this part is Qt-free.

#include "model/Result.h"
#include "model/Telemetry.h"
#include "model/TelemetryStats.h"
#include "model/WorkControl.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace rightsizer::importers {

/// Samples per piece of the range (series x steps), PrometheusQuery::samplesPerPiece's default:
/// what is held at once, about 50 MB whatever the range, and well under Prometheus's default
/// --query.max-samples (50 M).
inline constexpr double kPrometheusSamplesPerPiece = 250000;

/// What to ask a Prometheus server for.
struct PrometheusQuery {
    std::string url;      ///< base URL, "http://prometheus:9090" (a path prefix is kept)
    double startS = 0;    ///< Unix seconds, inclusive
    double endS = 0;      ///< Unix seconds, inclusive
    double stepS = 15;    ///< one sample per GPU and metric per step (dcgm-exporter's default
                          ///< scrape interval); a longer step keeps the last sample of each step
    std::string matchers; ///< label matchers added to every metric, "{namespace=\"llm\"}"; empty
                          ///< for none
    double samplesPerPiece = kPrometheusSamplesPerPiece; ///< series x steps held at once
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

/// What importPrometheus learns of the server before it asks for samples.
struct PrometheusPlan {
    std::vector<std::string> metrics; ///< the DCGM metrics the reader knows that have series in
                                      ///< the range, in the reader's order
    size_t series = 0;                ///< the most series one of them has (about the GPUs)
    long long stepsPerPiece = 10000;  ///< steps per request
    bool leftOpenRanges = false;      ///< Prometheus 3: a range selector leaves out its start
};

/// Points per GPU the charts of a streamed range get at most.
inline constexpr double kPrometheusChartPoints = 2000;

/// The server's version: "/api/v1/status/buildinfo".
std::string prometheusBuildInfoRequest();
/// The series of the DCGM metrics matching the query's matchers in its range:
/// "/api/v1/series?match[]={__name__=~"DCGM_FI_.+",...}&start=...&end=...".
std::string prometheusSeriesRequest(const PrometheusQuery& q);

/// The plan from the server's answers (`buildInfo` empty when the server has no such endpoint:
/// taken as Prometheus 2). Errors: Prometheus's own error for the series, no DCGM series at all
/// for the range and matchers, or none of DCGM_FI_DEV_GPU_UTIL (every verdict rests on it).
model::Result<PrometheusPlan> prometheusPlan(const PrometheusQuery& q, std::string_view buildInfo,
                                             std::string_view series);

/// The sample requests importPrometheus makes (none when checkPrometheusRange fails), time piece
/// by time piece so that each piece can be read whole and forgotten: per piece of
/// plan.stepsPerPiece steps, one request per metric of the plan asking for the last sample of
/// each step ("last_over_time(METRIC{matchers}[W])" with W the step less 1 ms, or the step on
/// Prometheus 3 whose ranges leave out their start), so that a gap stays a gap (an instant
/// query would repeat a sample for Prometheus's 5-minute lookback).
std::vector<std::string> prometheusRequests(const PrometheusQuery& q, const PrometheusPlan& plan);

/// One query_range answer as dcgm-exporter exposition lines with millisecond timestamps
/// ("METRIC{labels} value ms"), or the error Prometheus answered ("bad_data: ...").
model::Result<std::string> queryRangeToExposition(std::string_view body, std::string_view metric);

/// The telemetry of the range and its statistics, in memory that does not grow with the range:
/// the server's version and the series are asked first (prometheusPlan), then the samples a
/// time piece at a time; each piece is read as dcgm-exporter text by the file importer's reader
/// (units, ranges, the frame-buffer total, power from the energy counter and counter resets
/// exactly as a file, the counter carried across pieces) and its samples go to the statistics
/// (model::TelemetryAccumulator) and to traces thinned to kPrometheusChartPoints per GPU, then
/// are forgotten. log.formats is {"prometheus"}; a note names the server, the range and the
/// step, and the metrics no series answered. Errors: a fetch that fails (its message, naming
/// the metric asked for), the plan's errors. Honours `control`'s cancel (error field
/// "cancelled") and reports progress per request. Nothing is returned half-imported.
model::Result<model::TelemetryProfile> importPrometheus(const PrometheusQuery& q,
                                                        const PrometheusFetcher& fetch,
                                                        const model::WorkControl& control = {});

} // namespace rightsizer::importers
