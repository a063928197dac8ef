// The Prometheus import's own logic (importers/PrometheusImport.h, issue 25), without a server:
// durations, times and matchers as a user types them, the requests a range makes, a query_range
// answer read as dcgm-exporter lines, and importPrometheus over a fake transfer (errors, cancel).
// tst_PrometheusProfile runs the same against a real Prometheus.
#include "importers/PrometheusImport.h"

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <functional>
#include <map>
#include <string>

namespace tst_PrometheusImport_suite {

using namespace rightsizer;
using namespace rightsizer::importers;

namespace {

/// 2026-10-01T00:00:00Z.
constexpr double kT0 = 1790812800;

/// A query_range answer: one series of DCGM_FI_DEV_GPU_UTIL (the function drops the name).
std::string utilAnswer(const std::string& labels, const std::string& points) {
    return "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[{\"metric\":" +
           labels + ",\"values\":" + points + "}]}}";
}

/// The value of a request's query parameter ("start", "end", "step").
double parameter(const std::string& request, const std::string& name) {
    const size_t at = request.find("&" + name + "=");
    return at == std::string::npos ? 0.0 : std::stod(request.substr(at + name.size() + 2));
}

/// A Prometheus that answers from functions: for each metric, the value at a step's time (an
/// empty string: no sample then). buildinfo gives `version` (empty: answers 404); the series
/// list one series on host "h" GPU 0 per metric; query_range the steps its start, end and step
/// ask for. Call `failAt` (1-based) fails as an unreachable server would.
struct FakePrometheus {
    std::string version = "2.45.0";
    std::map<std::string, std::function<std::string(double)>> metrics;
    std::vector<std::string> requests;
    int failAt = 0;

    model::Result<std::string> answer(const std::string& request) {
        requests.push_back(request);
        if (int(requests.size()) == failAt)
            return model::fieldError("--prometheus",
                                     "cannot reach http://prometheus:9090: Connection refused");
        if (request == "/api/v1/status/buildinfo") {
            if (version.empty())
                return model::fieldError("--prometheus",
                                         "http://prometheus:9090 answered 404 Not Found");
            return "{\"status\":\"success\",\"data\":{\"version\":\"" + version + "\"}}";
        }
        if (request.rfind("/api/v1/series?", 0) == 0) {
            std::string list;
            for (const auto& [name, values] : metrics)
                list += std::string(list.empty() ? "" : ",") + "{\"__name__\":\"" + name +
                        "\",\"gpu\":\"0\",\"Hostname\":\"h\"}";
            return "{\"status\":\"success\",\"data\":[" + list + "]}";
        }
        const auto metric = std::find_if(metrics.begin(), metrics.end(), [&](const auto& m) {
            return request.find("%28" + m.first + "%7B") != std::string::npos;
        });
        std::string points;
        if (metric != metrics.end())
            for (double t = parameter(request, "start"); t <= parameter(request, "end");
                 t += parameter(request, "step"))
                if (const std::string v = metric->second(t); !v.empty())
                    points += std::string(points.empty() ? "" : ",") + "[" + std::to_string(t) +
                              ",\"" + v + "\"]";
        if (points.empty())
            return std::string(
                "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[]}}");
        return utilAnswer("{\"gpu\":\"0\",\"Hostname\":\"h\"}", "[" + points + "]");
    }
    PrometheusFetcher fetcher() {
        return [this](const std::string& r) { return answer(r); };
    }
};

/// All 16 metrics the reader knows, as a server with series for each would plan them.
PrometheusPlan fullPlan(long long stepsPerPiece, bool prometheus3 = false) {
    PrometheusPlan plan;
    for (std::string_view m : {"DCGM_FI_DEV_GPU_UTIL", "DCGM_FI_DEV_MEM_COPY_UTIL"})
        plan.metrics.emplace_back(m);
    for (int i = 2; i < 16; ++i)
        plan.metrics.push_back("OTHER_" + std::to_string(i));
    plan.series = 1;
    plan.stepsPerPiece = stepsPerPiece;
    plan.leftOpenRanges = prometheus3;
    return plan;
}

} // namespace

class TestPrometheusImport final : public QObject {
    Q_OBJECT

private slots:
    void durations() {
        QCOMPARE(*parsePrometheusDuration("30d", "--range"), 30 * 86400.0);
        QCOMPARE(*parsePrometheusDuration("12h", "--range"), 43200.0);
        QCOMPARE(*parsePrometheusDuration("15s", "--step"), 15.0);
        QCOMPARE(*parsePrometheusDuration("500ms", "--step"), 0.5);
        QCOMPARE(*parsePrometheusDuration("1w", "--range"), 604800.0);
        for (const char* bad : {"", "30", "d", "-1d", "0s", "1d12h", "3 d", "1x"}) {
            const auto r = parsePrometheusDuration(bad, "--range");
            QVERIFY2(!r.ok(), bad);
            QCOMPARE(QString::fromStdString(r.error().field), QStringLiteral("--range"));
        }
    }

    void times() {
        QCOMPARE(*parsePrometheusTime("2026-10-01T00:00:00Z", "--end"), kT0);
        QCOMPARE(*parsePrometheusTime("2026-10-01T02:00:00+02:00", "--end"), kT0);
        QCOMPARE(*parsePrometheusTime("2026-10-01T00:00:01.5Z", "--end"), kT0 + 1.5);
        QCOMPARE(*parsePrometheusTime("1790812800", "--end"), kT0);
        for (const char* bad : {"yesterday", "2026-10-01", "2026-13-01T00:00:00Z",
                                "2026-10-01T00:00:00", "2026-10-01T00:00:00+2"})
            QVERIFY2(!parsePrometheusTime(bad, "--end").ok(), bad);
    }

    void matchers() {
        for (const char* good : {"{}", "{namespace=\"llm\"}", "{ a = \"x\" , b!~\"y.*\" }",
                                 "{Hostname=~\"node-(a|b)\",gpu!=\"3\"}", "{a=\"say \\\"hi\\\"\"}"})
            QVERIFY2(checkPrometheusMatchers(good).ok(), good);
        for (const char* bad : {"namespace=\"llm\"", "{namespace}", "{namespace=llm}", "{1a=\"x\"}",
                                "{a=\"x\" b=\"y\"}", "{a=\"x", "{a==\"x\"}"}) {
            const auto r = checkPrometheusMatchers(bad);
            QVERIFY2(!r.ok(), bad);
            QVERIFY(
                QString::fromStdString(r.error().message).startsWith(QStringLiteral("--match: ")));
        }
    }

    void requestsCoverTheRangeInPieces() {
        // 15 s steps, 10 000 points a request: a piece spans 9 999 x 15 = 149 985 s; two days
        // (172 800 s) need two pieces, each asking every metric of the plan in turn.
        PrometheusQuery q;
        q.startS = kT0;
        q.endS = kT0 + 2 * 86400;
        q.stepS = 15;
        q.matchers = "{namespace=\"llm\"}";
        const std::vector<std::string> r = prometheusRequests(q, fullPlan(10000));
        QCOMPARE(r.size(), size_t(2 * 16));
        // last_over_time(DCGM_FI_DEV_GPU_UTIL{namespace="llm"}[14999ms]), percent-encoded.
        QCOMPARE(QString::fromStdString(r[0]),
                 QStringLiteral("/api/v1/query_range?query=last_over_time%28DCGM_FI_DEV_GPU_UTIL"
                                "%7Bnamespace%3D%22llm%22%7D%5B14999ms%5D%29&start=1790812800.000"
                                "&end=1790962785.000&step=15.000"));
        QVERIFY(QString::fromStdString(r[1]).contains(QStringLiteral("DCGM_FI_DEV_MEM_COPY_UTIL")));
        QVERIFY(QString::fromStdString(r[1]).endsWith(
            QStringLiteral("&start=1790812800.000&end=1790962785.000&step=15.000")));
        QVERIFY(QString::fromStdString(r[16]).endsWith(
            QStringLiteral("&start=1790962800.000&end=1790985600.000&step=15.000")));
        // Prometheus 3 leaves a range's start out: the window is the whole step.
        QVERIFY(QString::fromStdString(prometheusRequests(q, fullPlan(10000, true))[0])
                    .contains(QStringLiteral("%5B15000ms%5D")));
        // The series request: the DCGM metrics and the user's matchers in one selector.
        QCOMPARE(
            QString::fromStdString(prometheusSeriesRequest(q)),
            QStringLiteral("/api/v1/series?match%5B%5D=%7B__name__%3D~%22DCGM_FI_.%2B%22%2C"
                           "namespace%3D%22llm%22%7D&start=1790812800.000&end=1790985600.000"));
    }

    void aPieceHoldsAQuarterMillionSamples() {
        PrometheusQuery q;
        q.startS = kT0;
        q.endS = kT0 + 86400;
        const auto seriesAnswer = [](int n) {
            std::string list;
            for (int i = 0; i < n; ++i)
                list += std::string(i ? "," : "") +
                        "{\"__name__\":\"DCGM_FI_DEV_GPU_UTIL\",\"gpu\":\"" + std::to_string(i) +
                        "\"},{\"__name__\":\"DCGM_FI_DEV_FB_USED\",\"gpu\":\"" + std::to_string(i) +
                        "\"}";
            return "{\"status\":\"success\",\"data\":[" + list + "]}";
        };
        // 64 GPUs: 250 000 / 64 = 3 906 steps a piece; 1 GPU: capped at 10 000 (Prometheus
        // refuses more than 11 000 points a series); 300 000 series: one step.
        const auto plan = prometheusPlan(q, "{\"data\":{\"version\":\"3.1.0\"}}", seriesAnswer(64));
        QVERIFY2(plan.ok(), plan.ok() ? "" : plan.error().message.c_str());
        QCOMPARE(plan->series, size_t(64));
        QCOMPARE(plan->stepsPerPiece, 3906LL);
        QVERIFY(plan->leftOpenRanges);
        QCOMPARE(plan->metrics,
                 (std::vector<std::string>{"DCGM_FI_DEV_GPU_UTIL", "DCGM_FI_DEV_FB_USED"}));
        QCOMPARE(prometheusPlan(q, "", seriesAnswer(1))->stepsPerPiece, 10000LL);
        QVERIFY(!prometheusPlan(q, "", seriesAnswer(1))->leftOpenRanges);
        q.samplesPerPiece = 0.5;
        QCOMPARE(prometheusPlan(q, "", seriesAnswer(1))->stepsPerPiece, 1LL);
    }

    void aRangeIsCutAtExactlyTenThousandSteps() {
        PrometheusQuery q;
        q.startS = kT0;
        q.stepS = 15;
        q.endS = kT0 + 15 * 9999; // 10 000 steps: one request per metric
        QCOMPARE(prometheusRequests(q, fullPlan(10000)).size(), size_t(16));
        q.endS += 15; // 10 001: two
        const auto two = prometheusRequests(q, fullPlan(10000));
        QCOMPARE(two.size(), size_t(32));
        QVERIFY(QString::fromStdString(two[16]).contains(
            QStringLiteral("&start=1790962800.000&end=1790962800.000&")));
        // Ranges a server could not answer are refused before any request.
        q.endS = kT0 + 15 * 60e6;
        QVERIFY(prometheusRequests(q, fullPlan(10000)).empty());
        QVERIFY2(QString::fromStdString(checkPrometheusRange(q).error().message)
                     .startsWith(QStringLiteral("--range: 60000001 steps per series")),
                 checkPrometheusRange(q).error().message.c_str());
        for (const char* end : {"inf", "nan", "1e30", "-5"})
            QVERIFY2(!parsePrometheusTime(end, "--end").ok(), end);
    }

    void anAnswerReadsAsExposition() {
        const auto text = queryRangeToExposition(
            utilAnswer(
                "{\"gpu\":\"0\",\"Hostname\":\"node-a\",\"modelName\":\"NVIDIA H100 80GB HBM3\"}",
                "[[1790812800,\"12\"],[1790812815.5,\"7\"]]"),
            "DCGM_FI_DEV_GPU_UTIL");
        QVERIFY(text.ok());
        QCOMPARE(QString::fromStdString(*text),
                 QStringLiteral("DCGM_FI_DEV_GPU_UTIL{Hostname=\"node-a\",gpu=\"0\",modelName="
                                "\"NVIDIA H100 80GB HBM3\"} 12 1790812800000\n"
                                "DCGM_FI_DEV_GPU_UTIL{Hostname=\"node-a\",gpu=\"0\",modelName="
                                "\"NVIDIA H100 80GB HBM3\"} 7 1790812815500\n"));
        // A target without Hostname is named by its instance; quotes in values are escaped.
        const auto instance = queryRangeToExposition(
            utilAnswer("{\"gpu\":\"1\",\"instance\":\"10.0.0.7:9400\",\"job\":\"a\\\"b\"}",
                       "[[1790812800,\"50\"]]"),
            "DCGM_FI_DEV_GPU_UTIL");
        QVERIFY(QString::fromStdString(*instance).contains(
            QStringLiteral("Hostname=\"10.0.0.7:9400\"")));
        // Labels the reader does not use are left out; a newline in a value is escaped.
        QVERIFY(!QString::fromStdString(*instance).contains(QStringLiteral("job=")));
        const auto newline = queryRangeToExposition(
            utilAnswer("{\"gpu\":\"0\",\"Hostname\":\"a\\nb\\\"c\"}", "[[1790812800,\"50\"]]"),
            "DCGM_FI_DEV_GPU_UTIL");
        QCOMPARE(QString::fromStdString(*newline),
                 QStringLiteral("DCGM_FI_DEV_GPU_UTIL{Hostname=\"a\\nb\\\"c\",gpu=\"0\"} 50 "
                                "1790812800000\n"));
        // Prometheus's own error, and what is not an answer.
        const auto error = queryRangeToExposition(
            "{\"status\":\"error\",\"errorType\":\"bad_data\",\"error\":\"parse error at char 5\"}",
            "X");
        QCOMPARE(QString::fromStdString(error.error().message),
                 QStringLiteral("prometheus: bad_data: parse error at char 5"));
        QVERIFY(!queryRangeToExposition("<html>proxy login</html>", "X").ok());
        QVERIFY(!queryRangeToExposition("{\"status\":\"success\",\"data\":{\"resultType\":"
                                        "\"vector\",\n            \"result\":[]}}",
                                        "X")
                     .ok());
    }

    void importReadsTheAnswersAsOneDcgmText() {
        // One GPU answers GPU_UTIL and FB_USED, nothing else: the samples are read as a file's
        // (percent to a fraction, MiB to bytes), the other metrics named in a note.
        PrometheusQuery q;
        q.url = "http://prometheus:9090";
        q.startS = kT0;
        q.endS = kT0 + 30;
        q.stepS = 15;
        FakePrometheus server;
        server.metrics["DCGM_FI_DEV_GPU_UTIL"] = [](double t) {
            return std::to_string(40 + int(t - kT0) * 20 / 15); // 40, 60, 80 %
        };
        server.metrics["DCGM_FI_DEV_FB_USED"] = [](double t) {
            return t == kT0 ? std::string("1024") : std::string();
        };
        const auto profile = importPrometheus(q, server.fetcher());
        QVERIFY2(profile.ok(), profile.ok() ? "" : profile.error().message.c_str());
        // buildinfo, series, then one piece: GPU_UTIL and FB_USED (the metrics with series).
        QCOMPARE(server.requests.size(), size_t(4));
        const model::TelemetryLog& log = profile->log;
        QCOMPARE(log.gpus.size(), size_t(1));
        const model::GpuTrace& g = log.gpus[0];
        QCOMPARE(g.host, std::string("h"));
        QCOMPARE(g.samples.size(), size_t(3));
        QCOMPARE(g.samples[1].gpuUtilFraction, 0.6);
        QCOMPARE(g.samples[0].memoryUsedBytes, 1024.0 * 1048576.0);
        QVERIFY(std::isnan(g.samples[1].memoryUsedBytes)); // not filled in
        QCOMPARE(log.traceBinS, 0.0);                      // every sample kept
        QCOMPARE(log.formats, std::vector<std::string>{"prometheus"});
        const QString note = QString::fromStdString(log.notes.front());
        QVERIFY2(note.startsWith(QStringLiteral("http://prometheus:9090: 2026-10-01T00:00:00Z to "
                                                "2026-10-01T00:00:30Z, the last sample of every "
                                                "15 s; no series for ")),
                 qPrintable(note));
        QVERIFY(note.contains(QStringLiteral("DCGM_FI_DEV_POWER_USAGE")));
        // The statistics: mean of 40, 60, 80 % = 60 %, p95 = 80 %.
        QCOMPARE(profile->deployments.size(), size_t(1));
        QCOMPARE(profile->deployments[0].gpuUtil.mean, 0.6);
        QCOMPARE(profile->deployments[0].gpuUtil.p95, 0.8);
    }

    void piecesGiveTheProfileOfOneRead() {
        // 2 h at 15 s (481 steps) with a gap at 00:30-00:50, an idle hour from 01:00 and power
        // only from the energy counter (300 W: +4 500 J a step), reset at 01:30. Read in
        // pieces of 7 steps (69 pieces: the counter is carried across them) and in one piece:
        // the same statistics, notes and traces.
        FakePrometheus server;
        server.metrics["DCGM_FI_DEV_GPU_UTIL"] = [](double t) {
            const double m = (t - kT0) / 60;
            return m >= 30 && m < 50 ? std::string() : m >= 60 ? std::string("1") : "85";
        };
        server.metrics["DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION"] = [](double t) {
            const double m = (t - kT0) / 60;
            const double steps = m >= 90 ? (t - kT0 - 5400) / 15 : (t - kT0) / 15;
            return m >= 30 && m < 50 ? std::string() : std::to_string(1e9 + steps * 4.5e6);
        };
        PrometheusQuery q;
        q.url = "http://prometheus:9090";
        q.startS = kT0;
        q.endS = kT0 + 7200;
        q.samplesPerPiece = 7;
        const auto pieces = importPrometheus(q, server.fetcher());
        QVERIFY2(pieces.ok(), pieces.ok() ? "" : pieces.error().message.c_str());
        QCOMPARE(server.requests.size(), size_t(2 + 69 * 2));
        q.samplesPerPiece = 1e6;
        const auto whole = importPrometheus(q, server.fetcher());
        QVERIFY(whole.ok());
        const model::DeploymentStats& a = pieces->deployments.at(0);
        const model::DeploymentStats& b = whole->deployments.at(0);
        // Power: 4 500 000 mJ / 1 000 / 15 s = 300 W at every step with a previous reading;
        // none after the gap's first sample? The counter continues over the gap, so the step
        // after it averages (the same slope) 300 W too; none at 01:30 (the reset) or 00:00.
        QCOMPARE(a.powerW.mean, 300.0);
        QCOMPARE(a.powerW.samples, b.powerW.samples);
        QCOMPARE(a.powerW.samples, 401 - 2);
        QCOMPARE(a.gaps, 1);
        QCOMPARE(a.gapS, b.gapS);
        QCOMPARE(a.idle.size(), size_t(1));
        QCOMPARE(a.idle[0].startS, kT0 + 3600);
        QCOMPARE(a.idleFraction, b.idleFraction);
        QCOMPARE(a.gpuUtil.mean, b.gpuUtil.mean);
        QCOMPARE(pieces->log.notes, whole->log.notes);
        QVERIFY(std::any_of(a.gpus.begin(), a.gpus.end(),
                            [](const auto& g) { return g.samples == 401; }));
        QCOMPARE(pieces->log.gpus.at(0).samples.size(), whole->log.gpus.at(0).samples.size());
    }

    void importFailsWholeOnAnyError() {
        PrometheusQuery q;
        q.url = "http://prometheus:9090";
        q.startS = kT0;
        q.endS = kT0 + 30;
        // The fourth request (buildinfo, series, GPU_UTIL, FB_USED) fails: nothing is returned,
        // the error names the metric asked for.
        FakePrometheus server;
        server.metrics["DCGM_FI_DEV_GPU_UTIL"] = [](double) { return std::string("40"); };
        server.metrics["DCGM_FI_DEV_FB_USED"] = [](double) { return std::string("1024"); };
        server.failAt = 4;
        const auto failed = importPrometheus(q, server.fetcher());
        QVERIFY(!failed.ok());
        QVERIFY2(
            QString::fromStdString(failed.error().message)
                .contains(QStringLiteral("Connection refused (asking for DCGM_FI_DEV_FB_USED)")),
            failed.error().message.c_str());
        // Unreachable at the first request: that error, as it is.
        server.requests.clear();
        server.failAt = 1;
        const auto unreachable = importPrometheus(q, server.fetcher());
        QCOMPARE(QString::fromStdString(unreachable.error().message),
                 QStringLiteral("--prometheus: cannot reach http://prometheus:9090: Connection "
                                "refused"));
        // A server without buildinfo (404) is read as Prometheus 2.
        server.requests.clear();
        server.failAt = 0;
        server.version.clear();
        QVERIFY(importPrometheus(q, server.fetcher()).ok());
        QVERIFY(QString::fromStdString(server.requests.back()).contains(QStringLiteral("14999ms")));
        // No series at all.
        FakePrometheus empty;
        q.matchers = "{Hostname=\"nowhere\"}";
        const auto none = importPrometheus(q, empty.fetcher());
        QVERIFY(!none.ok());
        QVERIFY2(QString::fromStdString(none.error().message)
                     .contains(QStringLiteral("no dcgm-exporter series (DCGM_FI_*) match "
                                              "{Hostname=\"nowhere\"} between")),
                 none.error().message.c_str());
        QCOMPARE(empty.requests.size(), size_t(2)); // no sample asked for
        // Series, but no utilization: the verdict has nothing to rest on.
        FakePrometheus noUtil;
        noUtil.metrics["DCGM_FI_DEV_POWER_USAGE"] = [](double) { return std::string("300"); };
        const auto withoutUtil = importPrometheus(q, noUtil.fetcher());
        QVERIFY(!withoutUtil.ok());
        QVERIFY2(QString::fromStdString(withoutUtil.error().message)
                     .contains(QStringLiteral("DCGM_FI_DEV_GPU_UTIL is missing")),
                 withoutUtil.error().message.c_str());
        QVERIFY(QString::fromStdString(withoutUtil.error().message)
                    .endsWith(QStringLiteral("the server has DCGM_FI_DEV_POWER_USAGE")));
        // Utilization series whose samples are all outside the range.
        FakePrometheus elsewhere;
        elsewhere.metrics["DCGM_FI_DEV_GPU_UTIL"] = [](double) { return std::string(); };
        const auto noSamples = importPrometheus(q, elsewhere.fetcher());
        QVERIFY(QString::fromStdString(noSamples.error().message)
                    .contains(QStringLiteral("no samples of DCGM_FI_DEV_GPU_UTIL")));
        // A value the reader refuses is named by its series, not a line of converted text.
        FakePrometheus odd;
        odd.metrics["DCGM_FI_DEV_GPU_UTIL"] = [](double t) {
            return t == kT0 ? std::string("250") : std::string("50");
        };
        q.matchers.clear();
        const auto named = importPrometheus(q, odd.fetcher());
        QVERIFY(named.ok());
        QCOMPARE(named->log.problems.size(), size_t(1));
        QCOMPARE(QString::fromStdString(named->log.problems[0].message),
                 QStringLiteral("DCGM_FI_DEV_GPU_UTIL: 250 is not a reading (expected 0 to 100 %) "
                                "(in DCGM_FI_DEV_GPU_UTIL{Hostname=\"h\",gpu=\"0\"} 250 "
                                "1790812800000)"));
        // Cancelled before the first request.
        std::atomic<bool> cancel{true};
        model::WorkControl control;
        control.cancel = &cancel;
        const auto cancelled = importPrometheus(q, odd.fetcher(), control);
        QVERIFY(!cancelled.ok());
        QCOMPARE(cancelled.error().field, std::string("cancelled"));
    }
};

} // namespace tst_PrometheusImport_suite

QTEST_GUILESS_MAIN(tst_PrometheusImport_suite::TestPrometheusImport)
#include "tst_PrometheusImport.moc"
