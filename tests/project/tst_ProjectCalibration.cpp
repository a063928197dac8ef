// A project's stored calibration record: written and read back unchanged, and a damaged record
// refused with the path of what is wrong (read through the one JSON reader, JsonReader).
#include "project/ProjectCalibration.h"

#include <QRegularExpression>
#include <QtTest>

namespace tst_ProjectCalibration_suite {

using namespace rightsizer;

class TestProjectCalibration final : public QObject {
    Q_OBJECT

    static project::StoredCalibration sample() {
        project::StoredCalibration c;
        model::GroupCalibration g;
        g.group = "hopper/fp8";
        g.before.computeEff = 0.5;
        g.before.memoryEff = 0.8;
        g.before.sigmaLog = 0.2;
        g.before.rows = 40;
        g.after.computeEff = 0.61;
        g.after.memoryEff = 0.74;
        g.after.sigmaLog = 0.08;
        g.after.rows = 3;
        g.runs = 3;
        g.readings = 9;
        c.groups.push_back(g);
        c.errors.push_back({"run 1", "hopper/fp8", "tpot_s", 0.021, 0.025, 0.0212, true});
        c.errors.push_back(
            {"run 1", "hopper/fp8", "peak_memory_bytes", 7e10, 6.8e10, 6.8e10, false});
        c.rmsLogBefore = 0.18;
        c.rmsLogAfter = 0.04;
        c.overheadsBefore = {0.004, 0.09};
        c.overheadsAfter = {0.0035, 0.05};
        return c;
    }

private slots:
    void roundTrips() {
        const project::StoredCalibration c = sample();
        auto back = project::parseStoredCalibration(project::calibrationToJson(c));
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
        QCOMPARE(back->groups.size(), size_t(1));
        QCOMPARE(back->groups[0].group, std::string("hopper/fp8"));
        QCOMPARE(back->groups[0].after.computeEff, 0.61);
        QCOMPARE(back->groups[0].before.rows, 40);
        QCOMPARE(back->groups[0].readings, 9);
        QCOMPARE(back->errors.size(), size_t(2));
        QCOMPARE(back->errors[1].metric, std::string("peak_memory_bytes"));
        QVERIFY(!back->errors[1].fitted);
        QCOMPARE(back->errors[0].after, 0.0212);
        QCOMPARE(back->overheadsAfter.requestS, 0.05);
        QCOMPARE(back->rmsLogBefore, 0.18);
        QVERIFY(back->measurements.empty());
    }

    void damagedRecordsNameTheField_data() {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected");
        // A NaN written by an older version reads back as null.
        QTest::newRow("null efficiency") << "\"sigma_log\": 0.08"
                                         << "\"sigma_log\": null"
                                         << "calibration.groups[0].sigma_log: expected a number";
        QTest::newRow("missing field") << "\"runs\": 3,"
                                       << ""
                                       << "calibration.groups[0].runs: missing";
        QTest::newRow("wrong type") << "\"fitted\": false"
                                    << "\"fitted\": \"no\""
                                    << "calibration.errors[1].fitted";
        QTest::newRow("negative count") << "\"readings\": 9"
                                        << "\"readings\": -1"
                                        << "calibration.groups[0].readings: got -1";
        QTest::newRow("not JSON") << "{"
                                  << "["
                                  << "calibration: is not JSON";
        QTest::newRow("key twice") << "\"rms_log_before\": 0.18"
                                   << "\"rms_log_before\": 0.18, \"rms_log_before\": 0.2"
                                   << "rms_log_before";
        QTest::newRow("no overheads") << "\"request_overhead_s\": 0.05"
                                      << "\"request_overhead_s\": 0"
                                      << "fitted overheads missing";
    }

    void damagedRecordsNameTheField() {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        QString text = QString::fromStdString(project::calibrationToJson(sample()));
        text.replace(QRegularExpression(QStringLiteral("\\s*\\n\\s*")), QStringLiteral(" "));
        QVERIFY2(text.contains(from), qPrintable(text));
        text.replace(text.indexOf(from), from.size(), to);
        auto c = project::parseStoredCalibration(text.toStdString());
        QVERIFY(!c.ok());
        const QString message = QString::fromStdString(c.error().message);
        QVERIFY2(message.contains(expected), qPrintable(message));
    }
};

} // namespace tst_ProjectCalibration_suite

QTEST_APPLESS_MAIN(tst_ProjectCalibration_suite::TestProjectCalibration)
#include "tst_ProjectCalibration.moc"
