// The Prometheus import's own logic (importers/PrometheusImport.h, issue 25), without a server:
// durations, times and matchers as a user types them, the requests a range makes, a query_range
// answer read as dcgm-exporter lines, and importPrometheus over a fake transfer (errors, cancel).
// tst_PrometheusProfile runs the same against a real Prometheus.
#include "importers/PrometheusImport.h"

#include <QtTest>

#include <atomic>
#include <map>
#include <string>

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
        // (172 800 s) need two pieces per metric, the second from 149 985 + 15 s on.
        PrometheusQuery q;
        q.startS = kT0;
        q.endS = kT0 + 2 * 86400;
        q.stepS = 15;
        q.matchers = "{namespace=\"llm\"}";
        const std::vector<std::string> r = prometheusRequests(q);
        QCOMPARE(r.size(), size_t(2 * 16)); // the 16 DCGM metrics the reader knows
        // last_over_time(DCGM_FI_DEV_GPU_UTIL{namespace="llm"}[14999ms]), percent-encoded.
        QCOMPARE(QString::fromStdString(r[0]),
                 QStringLiteral("/api/v1/query_range?query=last_over_time%28DCGM_FI_DEV_GPU_UTIL"
                                "%7Bnamespace%3D%22llm%22%7D%5B14999ms%5D%29&start=1790812800.000"
                                "&end=1790962785.000&step=15.000"));
        QVERIFY(QString::fromStdString(r[1]).endsWith(
            QStringLiteral("&start=1790962800.000&end=1790985600.000&step=15.000")));
    }

    void aRangeIsCutAtExactlyTenThousandSteps() {
        PrometheusQuery q;
        q.startS = kT0;
        q.stepS = 15;
        q.endS = kT0 + 15 * 9999; // 10 000 steps: one request per metric
        QCOMPARE(prometheusRequests(q).size(), size_t(16));
        q.endS += 15; // 10 001: two
        const auto two = prometheusRequests(q);
        QCOMPARE(two.size(), size_t(32));
        QVERIFY(QString::fromStdString(two[1]).contains(
            QStringLiteral("&start=1790962800.000&end=1790962800.000&")));
        // Ranges a server could not answer are refused before any request.
        q.endS = kT0 + 15 * 60e6;
        QVERIFY(prometheusRequests(q).empty());
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
        // Two GPUs answer GPU_UTIL and FB_USED, nothing else: the samples are read as a file's
        // (percent to a fraction, MiB to bytes), the other metrics named in a note.
        PrometheusQuery q;
        q.url = "http://prometheus:9090";
        q.startS = kT0;
        q.endS = kT0 + 30;
        q.stepS = 15;
        int calls = 0;
        auto fetch = [&](const std::string& request) -> model::Result<std::string> {
            ++calls;
            if (request.find("DCGM_FI_DEV_GPU_UTIL") != std::string::npos)
                return utilAnswer("{\"gpu\":\"0\",\"Hostname\":\"h\"}",
                                  "[[1790812800,\"40\"],[1790812815,\"60\"],[1790812830,\"80\"]]");
            if (request.find("DCGM_FI_DEV_FB_USED") != std::string::npos)
                return utilAnswer("{\"gpu\":\"0\",\"Hostname\":\"h\"}", "[[1790812800,\"1024\"]]");
            return std::string(
                "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[]}}");
        };
        const auto log = importPrometheus(q, fetch);
        QVERIFY2(log.ok(), log.ok() ? "" : log.error().message.c_str());
        QCOMPARE(calls, int(prometheusRequests(q).size()));
        QCOMPARE(log->gpus.size(), size_t(1));
        const model::GpuTrace& g = log->gpus[0];
        QCOMPARE(g.host, std::string("h"));
        QCOMPARE(g.samples.size(), size_t(3));
        QCOMPARE(g.samples[1].gpuUtilFraction, 0.6);
        QCOMPARE(g.samples[0].memoryUsedBytes, 1024.0 * 1048576.0);
        QVERIFY(std::isnan(g.samples[1].memoryUsedBytes)); // not filled in
        QCOMPARE(log->formats, std::vector<std::string>{"prometheus"});
        const QString note = QString::fromStdString(log->notes.front());
        QVERIFY2(note.startsWith(QStringLiteral("http://prometheus:9090: 2026-10-01T00:00:00Z to "
                                                "2026-10-01T00:00:30Z, the last sample of every "
                                                "15 s; no series for ")),
                 qPrintable(note));
        QVERIFY(note.contains(QStringLiteral("DCGM_FI_DEV_POWER_USAGE")));
    }

    void importFailsWholeOnAnyError() {
        PrometheusQuery q;
        q.url = "http://prometheus:9090";
        q.startS = kT0;
        q.endS = kT0 + 30;
        // The third request fails: nothing is returned, the error names the metric asked for.
        int calls = 0;
        auto failing = [&](const std::string&) -> model::Result<std::string> {
            if (++calls == 3)
                return model::fieldError("--prometheus", "cannot reach http://prometheus:9090: "
                                                         "Connection refused");
            return utilAnswer("{\"gpu\":\"0\",\"Hostname\":\"h\"}", "[[1790812800,\"40\"]]");
        };
        const auto failed = importPrometheus(q, failing);
        QVERIFY(!failed.ok());
        QVERIFY2(
            QString::fromStdString(failed.error().message)
                .contains(QStringLiteral("Connection refused (asking for DCGM_FI_DEV_FB_USED)")),
            failed.error().message.c_str());
        // No series at all.
        auto empty = [](const std::string&) -> model::Result<std::string> {
            return std::string(
                "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[]}}");
        };
        q.matchers = "{Hostname=\"nowhere\"}";
        const auto none = importPrometheus(q, empty);
        QVERIFY(!none.ok());
        QVERIFY2(QString::fromStdString(none.error().message)
                     .contains(QStringLiteral("no dcgm-exporter series (DCGM_FI_*) match "
                                              "{Hostname=\"nowhere\"} between")),
                 none.error().message.c_str());
        // Series, but no utilization: the verdict has nothing to rest on.
        auto noUtil = [](const std::string& request) -> model::Result<std::string> {
            if (request.find("DCGM_FI_DEV_POWER_USAGE") != std::string::npos)
                return utilAnswer("{\"gpu\":\"0\",\"Hostname\":\"h\"}", "[[1790812800,\"300\"]]");
            return std::string(
                "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[]}}");
        };
        const auto withoutUtil = importPrometheus(q, noUtil);
        QVERIFY(!withoutUtil.ok());
        QVERIFY2(QString::fromStdString(withoutUtil.error().message)
                     .contains(QStringLiteral("DCGM_FI_DEV_GPU_UTIL is missing")),
                 withoutUtil.error().message.c_str());
        QVERIFY(QString::fromStdString(withoutUtil.error().message)
                    .endsWith(QStringLiteral("the server has DCGM_FI_DEV_POWER_USAGE")));
        // Cancelled before the first request.
        std::atomic<bool> cancel{true};
        model::WorkControl control;
        control.cancel = &cancel;
        const auto cancelled = importPrometheus(q, empty, control);
        QVERIFY(!cancelled.ok());
        QCOMPARE(cancelled.error().field, std::string("cancelled"));
    }
};

QTEST_GUILESS_MAIN(TestPrometheusImport)
#include "tst_PrometheusImport.moc"
