// `rightsizer profile --prometheus` against a real Prometheus (issue 25): the server is Debian's
// prometheus, started by the ctest fixture prometheus_server (tests/prometheus/server.sh) on a
// TSDB backfilled with promtool from tests/prometheus/make-samples.py's three deployments
// (over-provisioned, under-provisioned, PCIe-bound; a gap; an energy-counter reset). The profile
// through Prometheus must be the profile of the same samples read as a file. The error cases use
// a closed port, the real server's own refusals, and a local stub for HTTP status codes only.
#include "CliInProcess.h"
#include "project/ProjectFile.h"
#include "workspace/PrometheusClient.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>

namespace tst_PrometheusProfile_suite {

using rightsizer::test::CliRun;
using rightsizer::test::runInProcess;

namespace {

const QString kDir = QStringLiteral(RIGHTSIZER_PROMETHEUS_DIR);
/// The samples: 2026-10-01T00:00:00Z to 05:59:45Z at 15 s.
const QStringList kRange = {QStringLiteral("--end"), QStringLiteral("2026-10-01T05:59:45Z"),
                            QStringLiteral("--range"), QStringLiteral("6h")};

/// Answers every request with `status` (and a body), recording the Authorization header; the
/// answer is sent from the event loop the CLI's request runs.
class StubServer : public QTcpServer {
public:
    StubServer(int status, QByteArray body, QByteArray acceptedAuth = {})
        : m_status(status)
        , m_body(std::move(body))
        , m_accepted(std::move(acceptedAuth)) {
        listen(QHostAddress::LocalHost, 0);
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* s = nextPendingConnection())
                connect(s, &QTcpSocket::readyRead, s, [this, s] { answer(s); });
        });
    }
    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(serverPort()); }
    QByteArray lastAuth;

private:
    void answer(QTcpSocket* s) {
        const QByteArray request = s->readAll();
        for (const QByteArray& line : request.split('\n'))
            if (line.toLower().startsWith("authorization:"))
                lastAuth = line.mid(14).trimmed();
        const bool ok = !m_accepted.isEmpty() && lastAuth == m_accepted;
        const int status = ok ? 200 : m_status;
        const QByteArray body =
            ok ? QByteArray("{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\","
                            "\"result\":[]}}")
               : m_body;
        s->write("HTTP/1.1 " + QByteArray::number(status) + " Stub\r\nContent-Type: " +
                 "application/json\r\nContent-Length: " + QByteArray::number(body.size()) +
                 "\r\nConnection: close\r\n\r\n" + body);
        s->disconnectFromHost();
    }
    int m_status;
    QByteArray m_body;
    QByteArray m_accepted;
};

} // namespace

class TestPrometheusProfile final : public QObject {
    Q_OBJECT

    QString m_url;

    static QJsonObject json(const CliRun& r) { return QJsonDocument::fromJson(r.out).object(); }
    CliRun profile(const QStringList& extra) const {
        return runInProcess(
            QStringList{QStringLiteral("profile"), QStringLiteral("--prometheus"), m_url} + extra);
    }
    /// Exit 2 and one line on standard error containing `expected`.
    static void refused(const CliRun& r, const QString& expected) {
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(expected), qPrintable(err));
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY(r.out.isEmpty()); // nothing half-imported
    }

private slots:
    void initTestCase() {
        QFile port(kDir + QStringLiteral("/port"));
        if (!port.open(QIODevice::ReadOnly))
            QFAIL("no Prometheus: run this test through ctest (fixture prometheus_server, "
                  "tests/prometheus/server.sh)");
        m_url = QStringLiteral("http://127.0.0.1:%1")
                    .arg(QString::fromLatin1(port.readAll().trimmed()));
    }

    void theSameProfileAsTheFile() {
        const CliRun viaServer = profile(kRange + QStringList{QStringLiteral("--json")});
        QCOMPARE(viaServer.exitCode, 0);
        const CliRun viaFile =
            runInProcess({QStringLiteral("profile"), kDir + QStringLiteral("/samples.prom"),
                          QStringLiteral("--json")});
        QCOMPARE(viaFile.exitCode, 0);
        const QJsonArray server = json(viaServer)[QStringLiteral("deployments")].toArray();
        const QJsonArray file = json(viaFile)[QStringLiteral("deployments")].toArray();
        QCOMPARE(server.size(), 3);
        QVERIFY2(server == file, "the deployments differ between Prometheus and the file");
        // The three deployments' verdicts, as make-samples.py built them.
        const auto verdict = [&](int i) {
            return server[i][QStringLiteral("verdict")][QStringLiteral("verdict")].toString();
        };
        QCOMPARE(server[0][QStringLiteral("gpu_name")].toString(),
                 QStringLiteral("NVIDIA H100 80GB HBM3"));
        QCOMPARE(verdict(0), QStringLiteral("over-provisioned"));
        QCOMPARE(verdict(1), QStringLiteral("under-provisioned"));
        QCOMPARE(verdict(2), QStringLiteral("bottlenecked elsewhere"));
        // The gap stays a gap: node-a GPU 1 sent nothing for 20 minutes.
        QCOMPARE(server[0][QStringLiteral("gaps")].toInt(), 1);
        QCOMPARE(server[0][QStringLiteral("gap_s")].toDouble(), 1200.0);
        QCOMPARE(server[0][QStringLiteral("sample_interval_s")].toDouble(), 15.0);
        // The counter reset is named as the file names it.
        const QJsonArray notes = json(viaServer)[QStringLiteral("notes")].toArray();
        bool reset = false;
        for (const QJsonValue& n : notes)
            reset = reset || n.toString().contains(QStringLiteral(
                                 "node-b GPU 0: the energy counter (DCGM_FI_DEV_TOTAL_ENERGY_"
                                 "CONSUMPTION) went down at 2026-10-01T03:00:00Z"));
        QVERIFY(reset);
        QCOMPARE(json(viaServer)[QStringLiteral("files")][0][QStringLiteral("format")].toString(),
                 QStringLiteral("prometheus"));
    }

    void aLongerStepKeepsOneSampleInFour() {
        const CliRun r =
            profile(kRange + QStringList{QStringLiteral("--step"), QStringLiteral("60s"),
                                         QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray d = json(r)[QStringLiteral("deployments")].toArray();
        QCOMPARE(d[0][QStringLiteral("sample_interval_s")].toDouble(), 60.0);
        QCOMPARE(d[0][QStringLiteral("gaps")].toInt(), 1);
        QCOMPARE(d[0][QStringLiteral("verdict")][QStringLiteral("verdict")].toString(),
                 QStringLiteral("over-provisioned"));
    }

    void matchersSelectTheSeries() {
        const CliRun r = profile(kRange + QStringList{QStringLiteral("--match"),
                                                      QStringLiteral("{Hostname=\"node-c\"}"),
                                                      QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray d = json(r)[QStringLiteral("deployments")].toArray();
        QCOMPARE(d.size(), 1);
        QCOMPARE(d[0][QStringLiteral("gpu_name")].toString(), QStringLiteral("NVIDIA L40S"));
        const QString text =
            QString::fromUtf8(profile(kRange + QStringList{QStringLiteral("--match"),
                                                           QStringLiteral("{Hostname=\"node-c\"}")})
                                  .out);
        QVERIFY2(text.contains(QStringLiteral("Bottlenecked elsewhere")), qPrintable(text));
    }

    void theProjectsKeptQueryIsReadAgain() {
        // A project keeping node-c's query (as the workbench keeps it): --project reads it, the
        // same deployments as the query typed in full; an option changes one field.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.rsplan"));
        rightsizer::workspace::PrometheusRequestText text;
        text.url = m_url.toStdString();
        text.range = "6h";
        text.end = "2026-10-01T05:59:45Z";
        text.matchers = "{Hostname=\"node-c\"}";
        rightsizer::project::Project p;
        p.telemetryQueries = {
            {rightsizer::workspace::prometheusRequestJson(text), "2026-11-27T10:00:00Z"}};
        QVERIFY(rightsizer::project::saveProject(p, path.toStdString()).ok());
        const CliRun kept = runInProcess({QStringLiteral("profile"), QStringLiteral("--project"),
                                          path, QStringLiteral("--json")});
        QCOMPARE(kept.exitCode, 0);
        const CliRun typed = profile(kRange + QStringList{QStringLiteral("--match"),
                                                          QStringLiteral("{Hostname=\"node-c\"}"),
                                                          QStringLiteral("--json")});
        QCOMPARE(json(kept)[QStringLiteral("deployments")],
                 json(typed)[QStringLiteral("deployments")]);
        const CliRun coarser = runInProcess({QStringLiteral("profile"), QStringLiteral("--project"),
                                             path, QStringLiteral("--step"), QStringLiteral("60s"),
                                             QStringLiteral("--json")});
        QCOMPARE(
            json(coarser)[QStringLiteral("deployments")][0][QStringLiteral("sample_interval_s")]
                .toDouble(),
            60.0);
        // A project that keeps none.
        p.telemetryQueries.clear();
        QVERIFY(rightsizer::project::saveProject(p, path.toStdString()).ok());
        refused(runInProcess({QStringLiteral("profile"), QStringLiteral("--project"), path}),
                QStringLiteral("keeps no Prometheus query"));
    }

    void errorsAreOneLineAndExitTwo() {
        // The real server: a matcher it refuses, and series that are not there.
        refused(profile(kRange + QStringList{QStringLiteral("--match"),
                                             QStringLiteral("{Hostname=~\"(\"}")}),
                QStringLiteral("answered 400: bad_data: "));
        refused(profile(kRange + QStringList{QStringLiteral("--match"),
                                             QStringLiteral("{Hostname=\"nowhere\"}")}),
                QStringLiteral("no dcgm-exporter series (DCGM_FI_*) match {Hostname=\"nowhere\"}"));
        // A range with no data: the day before the samples.
        refused(runInProcess({QStringLiteral("profile"), QStringLiteral("--prometheus"), m_url,
                              QStringLiteral("--end"), QStringLiteral("2026-09-01T00:00:00Z"),
                              QStringLiteral("--range"), QStringLiteral("1d")}),
                QStringLiteral("no dcgm-exporter series"));
        // A closed port.
        quint16 closed = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
            closed = probe.serverPort();
        }
        refused(runInProcess({QStringLiteral("profile"), QStringLiteral("--prometheus"),
                              QStringLiteral("http://127.0.0.1:%1").arg(closed)}),
                QStringLiteral("cannot reach http://127.0.0.1:%1: Connection refused").arg(closed));
        // Options checked before anything is asked.
        refused(profile({QStringLiteral("--range"), QStringLiteral("30 days")}),
                QStringLiteral("--range: got '30 days'"));
        refused(profile({QStringLiteral("--match"), QStringLiteral("namespace=llm")}),
                QStringLiteral("--match: 'namespace=llm': a selector is enclosed in braces"));
        refused(
            runInProcess({QStringLiteral("profile"), QStringLiteral("--prometheus"),
                          QStringLiteral("prometheus:9090")}),
            QStringLiteral("--prometheus: 'prometheus:9090' is not an http:// or https:// URL"));
        refused(runInProcess({QStringLiteral("profile"), QStringLiteral("--prometheus"),
                              QStringLiteral("http://me:pw@prometheus:9090")}),
                QStringLiteral("--prometheus: the URL holds a user or password"));
        refused(profile({QStringLiteral("--end"), QStringLiteral("inf")}),
                QStringLiteral("--end: got 'inf'"));
        qunsetenv("RIGHTSIZER_PROMETHEUS_PASSWORD");
        refused(profile({QStringLiteral("--user"), QStringLiteral("me")}),
                QStringLiteral("--user: basic authentication needs the password in "
                               "RIGHTSIZER_PROMETHEUS_PASSWORD"));
        refused(runInProcess({QStringLiteral("profile"), QStringLiteral("--range"),
                              QStringLiteral("1d"), kDir + QStringLiteral("/samples.prom")}),
                QStringLiteral("--range: applies with --prometheus URL"));
    }

    void statusCodesFromAStub() {
        StubServer unauthorized(401, QByteArray());
        refused(runInProcess({QStringLiteral("profile"), QStringLiteral("--prometheus"),
                              unauthorized.url()}),
                QStringLiteral("answered 401 Unauthorized: give a bearer token"));
        StubServer broken(502, QByteArray("<html>Bad Gateway</html>"));
        refused(
            runInProcess({QStringLiteral("profile"), QStringLiteral("--prometheus"), broken.url()}),
            QStringLiteral("answered 502 Stub"));
        // The token from a file is sent as a bearer token: the stub then answers (no series).
        QTemporaryDir dir;
        QFile token(dir.filePath(QStringLiteral("token")));
        QVERIFY(token.open(QIODevice::WriteOnly));
        token.write("s3cret\n");
        token.close();
        StubServer guarded(401, QByteArray(), "Bearer s3cret");
        refused(runInProcess({QStringLiteral("profile"), QStringLiteral("--prometheus"),
                              guarded.url(), QStringLiteral("--token-file"), token.fileName()}),
                QStringLiteral("no dcgm-exporter series"));
        QCOMPARE(guarded.lastAuth, QByteArray("Bearer s3cret"));
    }
};

} // namespace tst_PrometheusProfile_suite

QTEST_MAIN(tst_PrometheusProfile_suite::TestPrometheusProfile)
#include "tst_PrometheusProfile.moc"
