// `rightsizer calibrate` as a planner runs it: the example project calibrated on measured runs
// (CSV and vLLM JSON), the calibration stored and used by `plan` on the project, duplicates
// not counted twice, reset and undo, and bad input (exit 2, the project left as it was).
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "CliInProcess.h"

namespace tst_CalibrateCli_suite {

class TestCalibrateCli final : public QObject {
    Q_OBJECT

    using Run = rightsizer::test::CliRun;
    QTemporaryDir m_dir;

    Run run(const QStringList& args) { return rightsizer::test::runInProcess(args); }
    static QString data(const char* name) {
        return QStringLiteral(RIGHTSIZER_SOURCE_DIR "/tests/data/benchmarks/") +
               QLatin1String(name);
    }
    static QByteArray read(const QString& file) {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    QString project(const QString& name) {
        const QString p = m_dir.filePath(name);
        QFile::remove(p);
        const Run r = run(
            {QStringLiteral("scenario"), QStringLiteral("import"),
             QStringLiteral(RIGHTSIZER_SOURCE_DIR "/resources/examples/llama-3.1-70b-chat.json"),
             QStringLiteral("-o"), p});
        return r.exitCode == 0 ? p : QString();
    }
    QJsonObject show(const QString& p) {
        const Run r = run(
            {QStringLiteral("calibrate"), p, QStringLiteral("--show"), QStringLiteral("--json")});
        return QJsonDocument::fromJson(r.out).object();
    }
    /// The efficiency groups `plan` reports for the project's feasible configurations.
    QStringList planGroups(const QString& p) {
        const Run r = run({QStringLiteral("plan"), p, QStringLiteral("--json")});
        QStringList groups;
        for (const auto& c : QJsonDocument::fromJson(r.out).object()[u"feasible"].toArray())
            groups << c.toObject()[u"efficiency_group"].toString();
        return groups;
    }
    static bool anyCalibrated(const QStringList& groups) {
        return std::any_of(groups.begin(), groups.end(), [](const QString& g) {
            return g.contains(QLatin1String("project calibration"));
        });
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void calibratesStoresAndIsUsedByPlan() {
        const QString p = project(QStringLiteral("cal.rsplan"));
        QVERIFY(!p.isEmpty());
        QVERIFY(!anyCalibrated(planGroups(p)));
        const Run r =
            run({QStringLiteral("calibrate"), p, data("runs.csv"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.err.contains("9 of 9 measurements added"));
        const QJsonObject j = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(j[u"measurements"].toInt(), 9);
        // runs.csv: hopper bf16 (4 runs), hopper fp8 (3), ampere bf16 (2).
        const QJsonArray groups = j[u"groups"].toArray();
        QCOMPARE(groups.size(), 3);
        int runs = 0;
        for (const auto& g : groups) {
            const QJsonObject o = g.toObject();
            runs += o[u"runs"].toInt();
            QVERIFY(o[u"compute_eff"].toDouble() >= 0.05 && o[u"compute_eff"].toDouble() <= 0.95);
            QVERIFY(o[u"memory_eff"].toDouble() >= 0.20 && o[u"memory_eff"].toDouble() <= 0.98);
        }
        QCOMPARE(runs, 9);
        QVERIFY(j[u"rms_log_error_after"].toDouble() < j[u"rms_log_error_before"].toDouble());
        // Each run has TPOT, tokens/s, TTFT and peak memory: 36 rows, before and after each.
        const QJsonArray rows = j[u"runs"].toArray();
        QCOMPARE(rows.size(), 36);
        for (const auto& row : rows) {
            const QJsonObject o = row.toObject();
            QVERIFY(std::abs(o[u"error_after"].toDouble() -
                             (o[u"predicted_after"].toDouble() / o[u"measured"].toDouble() - 1)) <
                    1e-9);
        }
        QCOMPARE(show(p), j);
        QVERIFY(anyCalibrated(planGroups(p)));

        // The same runs again are not counted twice.
        const Run again = run({QStringLiteral("calibrate"), p, data("runs.csv")});
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.err.contains("0 of 9 measurements added (9 already in the project)"),
                 again.err.constData());
        QCOMPARE(show(p)[u"measurements"].toInt(), 9);
    }

    void vllmJsonNeedsWhatItDoesNotSay() {
        const QString p = project(QStringLiteral("vllm.rsplan"));
        const QByteArray before = read(p);
        Run r = run({QStringLiteral("calibrate"), p, data("vllm-llama31-8b-h100.json")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("gpu"), r.err.constData());
        QCOMPARE(read(p), before);
        r = run({QStringLiteral("calibrate"), p, data("vllm-llama31-8b-h100.json"),
                 QStringLiteral("--gpu"), QStringLiteral("h100-sxm"), QStringLiteral("--precision"),
                 QStringLiteral("bf16"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject j = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(j[u"measurements"].toInt(), 1);
        QCOMPARE(j[u"groups"].toArray().at(0).toObject()[u"group"].toString(),
                 QStringLiteral("hopper/bf16"));
    }

    void resetAndUndo() {
        const QString p = project(QStringLiteral("undo.rsplan"));
        QCOMPARE(run({QStringLiteral("calibrate"), p, data("runs.csv")}).exitCode, 0);
        QCOMPARE(run({QStringLiteral("calibrate"), p, QStringLiteral("--reset")}).exitCode, 0);
        QCOMPARE(show(p)[u"measurements"].toInt(), 0);
        QVERIFY(show(p)[u"groups"].toArray().isEmpty());
        QVERIFY(!anyCalibrated(planGroups(p)));
        QCOMPARE(run({QStringLiteral("calibrate"), p, QStringLiteral("--undo")}).exitCode, 0);
        QCOMPARE(show(p)[u"measurements"].toInt(), 9);
        QVERIFY(anyCalibrated(planGroups(p)));
        QCOMPARE(run({QStringLiteral("calibrate"), p, QStringLiteral("--undo")}).exitCode, 0);
        QCOMPARE(show(p)[u"measurements"].toInt(), 0);
        const Run none = run({QStringLiteral("calibrate"), p, QStringLiteral("--undo")});
        QCOMPARE(none.exitCode, 2);
        QVERIFY(none.err.contains("no calibration to undo"));
    }

    void badInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mention");
        QTest::newRow("no project") << QStringList{} << "PROJECT";
        QTest::newRow("missing project")
            << QStringList{QStringLiteral("/nonexistent/x.rsplan")} << "no project file";
        QTest::newRow("no action") << QStringList{QStringLiteral("@P")} << "--show";
        QTest::newRow("missing file")
            << QStringList{QStringLiteral("@P"), QStringLiteral("/nonexistent/runs.csv")}
            << "runs.csv";
        QTest::newRow("tp 0") << QStringList{QStringLiteral("@P"), data("runs.csv"),
                                             QStringLiteral("--tp"), QStringLiteral("0")}
                              << "--tp";
        QTest::newRow("two actions") << QStringList{QStringLiteral("@P"), QStringLiteral("--undo"),
                                                    QStringLiteral("--reset")}
                                     << "one of";
    }
    void badInput() {
        QFETCH(QStringList, args);
        QFETCH(QString, mention);
        const QString p = project(QStringLiteral("bad.rsplan"));
        const QByteArray before = read(p);
        args.replaceInStrings(QStringLiteral("@P"), p);
        const Run r = run(QStringList{QStringLiteral("calibrate")} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(mention), r.err.constData());
        QVERIFY(r.out.isEmpty());
        QCOMPARE(read(p), before);
    }

    void badCsvIsNotHalfImported() {
        const QString p = project(QStringLiteral("csv.rsplan"));
        const QByteArray before = read(p);
        const QString csv = rightsizer::test::writeFile(
            m_dir.filePath(QStringLiteral("bad.csv")),
            "model,gpu,precision,tp,batch,input_tokens,output_tokens,tpot_ms\n"
            "llama-3.1-8b,h100-sxm,bf16,1,8,1024,256,9.1\n"
            "llama-3.1-8b,nosuch-gpu,bf16,1,8,1024,256,9.1\n");
        const Run r = run({QStringLiteral("calibrate"), p, csv});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("nosuch-gpu"), r.err.constData());
        QCOMPARE(read(p), before);
    }
};

} // namespace tst_CalibrateCli_suite

QTEST_GUILESS_MAIN(tst_CalibrateCli_suite::TestCalibrateCli)
#include "tst_CalibrateCli.moc"
