// Telemetry from Prometheus's HTTP API, read as dcgm-exporter text (PrometheusImport.h).
#include "PrometheusImport.h"

#include "TelemetryImportInternal.h"

#include "model/TelemetryAccumulator.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <map>
#include <mutex>
#include <set>
#include <thread>

namespace rightsizer::importers {
namespace {

using telemetry::epochSeconds;
using telemetry::parseNumber;

/// Percent-encodes a query-string value (RFC 3986 unreserved characters kept).
std::string urlEncoded(std::string_view s) {
    std::string out;
    for (const char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u) || c == '-' || c == '_' || c == '.' || c == '~') {
            out += c;
        } else {
            char hex[4];
            std::snprintf(hex, sizeof hex, "%%%02X", u);
            out += hex;
        }
    }
    return out;
}

/// Seconds with millisecond precision, as Prometheus reads them: "1759276800.000".
std::string secondsText(double s) {
    char text[40];
    std::snprintf(text, sizeof text, "%.3f", s);
    return text;
}

/// "15 s", "1.5 s".
std::string stepText(double s) {
    char text[40];
    std::snprintf(text, sizeof text, "%g s", s);
    return text;
}

/// Length of a double-quoted value starting at s[0] == '"', escapes included; 0 when unclosed.
size_t quotedLength(std::string_view s) {
    for (size_t i = 1; i < s.size(); ++i) {
        if (s[i] == '\\')
            ++i;
        else if (s[i] == '"')
            return i + 1;
    }
    return 0;
}

/// The matchers as the user gave them, "{}" for none (for messages).
std::string selectorText(const PrometheusQuery& q) {
    return q.matchers.empty() ? std::string("{}") : q.matchers;
}

/// 10000-01-01T00:00:00Z: times at or after it are no times Prometheus holds.
constexpr double kYear10000S = 253402300800.0;

} // namespace

model::Status checkPrometheusRange(const PrometheusQuery& q) {
    if (!(q.stepS > 0) || !std::isfinite(q.stepS))
        return model::fieldError("--step", "the step must be a positive duration");
    if (!(q.endS >= q.startS) || !std::isfinite(q.startS) || !std::isfinite(q.endS))
        return model::fieldError("--range", "the range must end after it starts");
    const double steps = std::floor((q.endS - q.startS) / q.stepS) + 1;
    if (steps > kPrometheusMaxSteps) {
        char text[160];
        std::snprintf(text, sizeof text,
                      "%.0f steps per series at a %g s step, at most %.0f: give a longer --step "
                      "or a shorter --range",
                      steps, q.stepS, kPrometheusMaxSteps);
        return model::fieldError("--range", text);
    }
    return {};
}

model::Result<double> parsePrometheusDuration(std::string_view text, const std::string& field) {
    static const std::pair<std::string_view, double> kUnits[] = {
        {"ms", 0.001}, {"s", 1},      {"m", 60},      {"h", 3600},
        {"d", 86400},  {"w", 604800}, {"y", 31536000}};
    const auto bad = [&] {
        return model::fieldError(field, "got '" + std::string(text) +
                                            "', expected a number and one unit of ms, s, m, h, "
                                            "d, w or y (e.g. 30d, 12h, 15s)");
    };
    size_t digits = 0;
    while (digits < text.size() &&
           (std::isdigit(static_cast<unsigned char>(text[digits])) || text[digits] == '.'))
        ++digits;
    if (digits == 0)
        return bad();
    const std::optional<double> n = parseNumber(text.substr(0, digits));
    const std::string_view unit = text.substr(digits);
    for (const auto& [name, seconds] : kUnits)
        if (unit == name && n && *n > 0 && std::isfinite(*n))
            return *n * seconds;
    return bad();
}

model::Result<double> parsePrometheusTime(std::string_view text, const std::string& field) {
    const auto bad = [&] {
        return model::fieldError(field, "got '" + std::string(text) +
                                            "', expected an RFC 3339 time "
                                            "(2026-10-01T06:00:00Z) or Unix seconds");
    };
    if (const std::optional<double> epoch = parseNumber(text)) {
        if (!(std::isfinite(*epoch) && *epoch >= 0 && *epoch < kYear10000S))
            return bad();
        return *epoch;
    }
    int y = 0, mo = 0, d = 0, h = 0, mi = 0;
    auto num = [&](size_t at, size_t n, int& out) {
        return at + n <= text.size() &&
               std::from_chars(text.data() + at, text.data() + at + n, out).ptr ==
                   text.data() + at + n;
    };
    if (text.size() < 20 || !num(0, 4, y) || text[4] != '-' || !num(5, 2, mo) || text[7] != '-' ||
        !num(8, 2, d) || (text[10] != 'T' && text[10] != ' ') || !num(11, 2, h) ||
        text[13] != ':' || !num(14, 2, mi) || text[16] != ':')
        return bad();
    // Seconds (with a fraction), then Z or an offset +hh:mm / -hh:mm.
    size_t zone = 17;
    while (zone < text.size() &&
           (std::isdigit(static_cast<unsigned char>(text[zone])) || text[zone] == '.'))
        ++zone;
    const std::optional<double> sec = parseNumber(text.substr(17, zone - 17));
    double offsetS = 0;
    const std::string_view z = text.substr(zone);
    int oh = 0, om = 0;
    if (z == "Z" || z == "z") {
        offsetS = 0;
    } else if (z.size() == 6 && (z[0] == '+' || z[0] == '-') && z[3] == ':' &&
               std::from_chars(z.data() + 1, z.data() + 3, oh).ptr == z.data() + 3 &&
               std::from_chars(z.data() + 4, z.data() + 6, om).ptr == z.data() + 6 && oh < 24 &&
               om < 60) {
        offsetS = (z[0] == '+' ? 1 : -1) * (oh * 3600.0 + om * 60.0);
    } else {
        return bad();
    }
    const std::optional<double> t = sec ? epochSeconds(y, mo, d, h, mi, *sec) : std::nullopt;
    if (!t)
        return bad();
    return *t - offsetS;
}

model::Status checkPrometheusMatchers(std::string_view m) {
    const auto bad = [&](const std::string& why) {
        return model::fieldError("--match", "'" + std::string(m) + "': " + why +
                                                " (expected {label=\"value\", ...} with =, !=, "
                                                "=~ or !~)");
    };
    if (m.size() < 2 || m.front() != '{' || m.back() != '}')
        return bad("a selector is enclosed in braces");
    std::string_view s = m.substr(1, m.size() - 2);
    const auto skipBlanks = [&] {
        while (!s.empty() && s.front() == ' ')
            s.remove_prefix(1);
    };
    skipBlanks();
    while (!s.empty()) {
        size_t n = 0;
        while (n < s.size() && (std::isalnum(static_cast<unsigned char>(s[n])) || s[n] == '_'))
            ++n;
        if (n == 0 || std::isdigit(static_cast<unsigned char>(s[0])))
            return bad("a label name is letters, digits and _, not starting with a digit");
        s.remove_prefix(n);
        skipBlanks();
        size_t op = 0;
        for (std::string_view o : {"=~", "!~", "!=", "="})
            if (s.substr(0, o.size()) == o) {
                op = o.size();
                break;
            }
        if (op == 0)
            return bad("a label name is followed by =, !=, =~ or !~");
        s.remove_prefix(op);
        skipBlanks();
        const size_t q = s.empty() || s.front() != '"' ? 0 : quotedLength(s);
        if (q == 0)
            return bad("a label value is in double quotes");
        s.remove_prefix(q);
        skipBlanks();
        if (!s.empty()) {
            if (s.front() != ',')
                return bad("label matchers are separated by commas");
            s.remove_prefix(1);
            skipBlanks();
        }
    }
    return {};
}

std::string prometheusBuildInfoRequest() {
    return "/api/v1/status/buildinfo";
}

std::string prometheusSeriesRequest(const PrometheusQuery& q) {
    std::string selector = "{__name__=~\"DCGM_FI_.+\"";
    // The user's matchers (checked: "{...}") inside the same braces.
    const std::string inner =
        q.matchers.size() > 2 ? q.matchers.substr(1, q.matchers.size() - 2) : std::string();
    if (inner.find_first_not_of(' ') != std::string::npos)
        selector += "," + inner;
    selector += "}";
    return "/api/v1/series?match%5B%5D=" + urlEncoded(selector) +
           "&start=" + secondsText(q.startS) + "&end=" + secondsText(q.endS);
}

model::Result<PrometheusPlan> prometheusPlan(const PrometheusQuery& q, std::string_view buildInfo,
                                             std::string_view series) {
    PrometheusPlan plan;
    const nlohmann::json info = nlohmann::json::parse(buildInfo, nullptr, false);
    if (info.is_object() && info.contains("data") && info["data"].is_object()) {
        const std::string version = info["data"].value("version", std::string());
        int major = 0;
        std::from_chars(version.data(), version.data() + version.size(), major);
        plan.leftOpenRanges = major >= 3;
    }
    const nlohmann::json j = nlohmann::json::parse(series, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return model::fieldError("--prometheus", q.url + ": the series answer is not JSON (is the "
                                                         "URL a Prometheus server's?)");
    if (j.value("status", "") != "success")
        return model::fieldError("--prometheus",
                                 q.url + ": " + j.value("errorType", std::string("error")) + ": " +
                                     j.value("error", std::string("no reason")));
    std::map<std::string, size_t> counts;
    if (const auto data = j.find("data"); data != j.end() && data->is_array())
        for (const nlohmann::json& labels : *data)
            if (labels.is_object() && labels.contains("__name__") && labels["__name__"].is_string())
                ++counts[labels["__name__"].get<std::string>()];
    const std::string selector = selectorText(q);
    std::set<std::string> others;
    for (std::string_view metric : telemetry::dcgmMetricNames()) {
        const auto it = counts.find(std::string(metric));
        if (it == counts.end())
            continue;
        plan.metrics.emplace_back(metric);
        plan.series = std::max(plan.series, it->second);
        if (metric != "DCGM_FI_DEV_GPU_UTIL")
            others.insert(std::string(metric));
    }
    if (plan.metrics.empty())
        return model::fieldError("--prometheus",
                                 q.url + ": no dcgm-exporter series (DCGM_FI_*) match " + selector +
                                     " between " + telemetry::formatTime(q.startS) + " and " +
                                     telemetry::formatTime(q.endS));
    if (plan.metrics.front() != "DCGM_FI_DEV_GPU_UTIL")
        return model::fieldError("--prometheus",
                                 q.url + ": DCGM_FI_DEV_GPU_UTIL is missing (no series match " +
                                     selector +
                                     " in the range), and every verdict rests on it; the server "
                                     "has " +
                                     telemetry::joinNames(others));
    plan.stepsPerPiece =
        std::clamp<long long>(static_cast<long long>(q.samplesPerPiece / double(plan.series)), 1,
                              static_cast<long long>(kPrometheusPointsPerRequest));
    return plan;
}

std::vector<std::string> prometheusRequests(const PrometheusQuery& q, const PrometheusPlan& plan) {
    std::vector<std::string> out;
    const std::string inner = q.matchers.size() >= 2 ? q.matchers : "{}";
    if (!checkPrometheusRange(q) || plan.stepsPerPiece < 1)
        return out;
    const long long stepMs = std::llround(q.stepS * 1000.0);
    const long long windowMs = std::max(1LL, plan.leftOpenRanges ? stepMs : stepMs - 1);
    const auto steps = static_cast<long long>(std::floor((q.endS - q.startS) / q.stepS)) + 1;
    for (long long first = 0; first < steps; first += plan.stepsPerPiece) {
        const double from = q.startS + double(first) * q.stepS;
        const double to =
            q.startS + double(std::min(steps, first + plan.stepsPerPiece) - 1) * q.stepS;
        for (const std::string& metric : plan.metrics) {
            const std::string query =
                "last_over_time(" + metric + inner + "[" + std::to_string(windowMs) + "ms])";
            out.push_back("/api/v1/query_range?query=" + urlEncoded(query) +
                          "&start=" + secondsText(from) + "&end=" + secondsText(to) +
                          "&step=" + secondsText(q.stepS));
        }
    }
    return out;
}

namespace {

model::Error cancelledError() {
    return model::Error{"cancelled", "the import from Prometheus was cancelled"};
}

/// Problems listed at most; the rest are counted in a note.
constexpr size_t kProblemsKept = 1000;

/// Reads one answer's text into the stream. A skipped line is named by its series and time
/// (the converted text's line numbers mean nothing to the user).
void readAnswer(const std::string& text, telemetry::DcgmStream& stream, telemetry::TraceSet& traces,
                size_t& problemsDropped) {
    auto& problems = traces.log().problems;
    telemetry::LineReader lines(telemetry::memorySource(text));
    telemetry::SourceLine line;
    while (lines.next(line)) {
        const size_t before = problems.size();
        stream.line(line);
        for (size_t i = before; i < problems.size(); ++i) {
            problems[i].message += " (in " + std::string(line.text) + ")";
            problems[i].line = 0;
        }
    }
    if (problems.size() > kProblemsKept) {
        problemsDropped += problems.size() - kProblemsKept;
        problems.resize(kProblemsKept);
    }
}

/// The server's version (empty where it has no buildinfo endpoint) and its series.
model::Result<PrometheusPlan> planImport(const PrometheusQuery& q, const PrometheusFetcher& fetch,
                                         const model::WorkControl& control) {
    if (control.cancelled())
        return cancelledError();
    auto info = fetch(prometheusBuildInfoRequest());
    // Servers before 2.14 and some compatible stores have no buildinfo: Prometheus 2 then.
    if (!info && info.error().message.find(" answered 404") == std::string::npos)
        return control.cancelled() ? cancelledError() : info.error();
    if (control.cancelled())
        return cancelledError();
    auto series = fetch(prometheusSeriesRequest(q));
    if (!series)
        return control.cancelled() ? cancelledError() : series.error();
    return prometheusPlan(q, info ? *info : std::string(), *series);
}

/// Reads the answers of a plan's requests in order: each piece through the DCGM reader, its
/// samples into the statistics and the chart traces, then forgotten.
class RangeReader {
public:
    RangeReader(const PrometheusQuery& q, const PrometheusPlan& plan)
        : m_q(q)
        , m_plan(plan)
        , m_traces(q.url, "")
        , m_stream(m_traces)
        , m_binS(std::max(q.stepS, (q.endS - q.startS) / kPrometheusChartPoints))
        , m_charts(q.startS, m_binS) {}

    /// The answer to request `i` (prometheusRequests's order).
    model::Status take(size_t i, const std::string& body) {
        const std::string& metric = m_plan.metrics[i % m_plan.metrics.size()];
        auto text = queryRangeToExposition(body, metric);
        if (!text)
            return model::Error{"--prometheus",
                                text.error().message + " (asking for " + metric + ")"};
        if (!text->empty())
            m_answered.insert(metric);
        readAnswer(*text, m_stream, m_traces, m_problemsDropped);
        if ((i + 1) % m_plan.metrics.size() == 0)
            m_stream.flush([this](const std::string& host, const std::string& gpu,
                                  const std::string& name, const model::TelemetrySample& s) {
                m_statistics.add(m_statistics.gpu(host, gpu, name), s);
                m_charts.add(host, gpu, name, s);
            });
        return {};
    }

    model::Result<model::TelemetryProfile> finish() {
        m_stream.finishNotes();
        const std::string selector = selectorText(m_q);
        const std::string range =
            telemetry::formatTime(m_q.startS) + " and " + telemetry::formatTime(m_q.endS);
        if (m_statistics.gpuCount() == 0 || !m_answered.count("DCGM_FI_DEV_GPU_UTIL"))
            return model::fieldError("--prometheus",
                                     m_q.url + ": no samples of DCGM_FI_DEV_GPU_UTIL match " +
                                         selector + " between " + range +
                                         " (the series exist, their samples are elsewhere in "
                                         "time)");
        std::set<std::string> missing;
        for (std::string_view m : telemetry::dcgmMetricNames())
            if (!m_answered.count(std::string(m)))
                missing.insert(std::string(m));
        model::TelemetryProfile out;
        out.deployments = m_statistics.finish();
        out.log.gpus = m_charts.finish();
        out.log.problems = std::move(m_traces.log().problems);
        out.log.notes = std::move(m_traces.log().notes);
        out.log.formats = {"prometheus"};
        out.log.traceBinS = m_binS > m_q.stepS ? m_binS : 0;
        if (m_problemsDropped > 0)
            out.log.notes.push_back(m_q.url + ": " + std::to_string(m_problemsDropped) +
                                    " more skipped samples not listed");
        out.log.notes.insert(out.log.notes.begin(),
                             m_q.url + ": " + telemetry::formatTime(m_q.startS) + " to " +
                                 telemetry::formatTime(m_q.endS) + ", the last sample of every " +
                                 stepText(m_q.stepS) +
                                 (missing.empty()
                                      ? std::string()
                                      : "; no series for " + telemetry::joinNames(missing)));
        return out;
    }

private:
    const PrometheusQuery& m_q;
    const PrometheusPlan& m_plan;
    telemetry::TraceSet m_traces;
    telemetry::DcgmStream m_stream;
    model::TelemetryAccumulator m_statistics;
    double m_binS;
    model::TraceThinner m_charts;
    std::set<std::string> m_answered;
    size_t m_problemsDropped = 0;
};

/// Runs a RangeReader on its own thread, so that reading one answer overlaps fetching the next
/// (the server computes while we parse). At most two answers wait.
class ReadingThread {
public:
    explicit ReadingThread(RangeReader& reader)
        : m_reader(reader)
        , m_thread([this] { run(); }) {}
    ~ReadingThread() { close(); }
    ReadingThread(const ReadingThread&) = delete;
    ReadingThread& operator=(const ReadingThread&) = delete;

    /// False when reading failed (close() gives why).
    bool push(size_t i, std::string body) {
        std::unique_lock lock(m_mutex);
        m_space.wait(lock, [&] { return m_queue.size() < 2 || m_failure; });
        if (m_failure)
            return false;
        m_queue.emplace_back(i, std::move(body));
        m_ready.notify_one();
        return true;
    }
    /// Waits until every answer pushed is read; the first reading error, if any.
    std::optional<model::Error> close() {
        {
            std::lock_guard lock(m_mutex);
            m_closed = true;
        }
        m_ready.notify_one();
        if (m_thread.joinable())
            m_thread.join();
        return m_failure;
    }

private:
    void run() {
        while (true) {
            std::unique_lock lock(m_mutex);
            m_ready.wait(lock, [&] { return !m_queue.empty() || m_closed; });
            if (m_queue.empty())
                return;
            auto [i, body] = std::move(m_queue.front());
            m_queue.pop_front();
            m_space.notify_one();
            lock.unlock();
            auto read = m_reader.take(i, body);
            if (!read) {
                lock.lock();
                m_failure = read.error();
                m_space.notify_one();
                return;
            }
        }
    }

    RangeReader& m_reader;
    std::mutex m_mutex;
    std::condition_variable m_ready, m_space;
    std::deque<std::pair<size_t, std::string>> m_queue;
    bool m_closed = false;
    std::optional<model::Error> m_failure;
    std::thread m_thread; // last: starts once the rest is built
};

} // namespace

model::Result<model::TelemetryProfile> importPrometheus(const PrometheusQuery& q,
                                                        const PrometheusFetcher& fetch,
                                                        const model::WorkControl& control) {
    if (auto e = checkPrometheusRange(q); !e)
        return e.error();
    auto plan = planImport(q, fetch, control);
    if (!plan)
        return plan.error();
    const std::vector<std::string> requests = prometheusRequests(q, *plan);
    RangeReader reader(q, *plan);
    {
        ReadingThread reading(reader);
        for (size_t i = 0; i < requests.size(); ++i) {
            if (control.cancelled())
                return cancelledError();
            auto body = fetch(requests[i]);
            if (!body)
                return control.cancelled()
                           ? cancelledError()
                           : model::Error{"--prometheus",
                                          body.error().message + " (asking for " +
                                              plan->metrics[i % plan->metrics.size()] + ")"};
            if (!reading.push(i, std::move(body).value()))
                break;
            control.report(double(i + 1) / double(requests.size()));
        }
        if (auto failure = reading.close())
            return *failure;
    }
    return reader.finish();
}

} // namespace rightsizer::importers
