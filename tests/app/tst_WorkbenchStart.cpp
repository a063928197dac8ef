// `rightsizer` (the window) started where there is no display: a message that says what to do
// and exit status 2, not a Qt abort with a core dump (issue 20, item 15).
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QtTest>

#include "TestSupport.h"

namespace tst_WorkbenchStart_suite {

class TestWorkbenchStart final : public QObject {
    Q_OBJECT

private:
    struct Run {
        QProcess::ExitStatus status;
        int exitCode;
        QString err;
    };

    /// The binary with exactly `env` as its environment.
    static Run runWith(const QProcessEnvironment& env, const QStringList& args) {
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(RIGHTSIZER_BINARY), args);
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
            return {QProcess::CrashExit, -1, QStringLiteral("timeout")};
        }
        return {p.exitStatus(), p.exitCode(), QString::fromLocal8Bit(p.readAllStandardError())};
    }

private slots:
    void emptyEnvironmentSaysWhatToDo_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no arguments (last project or example)") << QStringList{};
        QTest::newRow("a scenario file") << QStringList{
            QStringLiteral(RIGHTSIZER_SOURCE_DIR "/resources/examples/llama-3.1-70b-chat.json")};
    }
    void emptyEnvironmentSaysWhatToDo() {
        QFETCH(QStringList, args);
        const Run r = runWith(QProcessEnvironment(), args); // nothing set at all
        QCOMPARE(r.status, QProcess::NormalExit);           // no abort, no core dump
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("needs a display")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("rightsizer example")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("xvfb-run -a scripts/quickstart.sh run")),
                 qPrintable(r.err));
        QVERIFY2(!r.err.contains(QLatin1String("qt.qpa")), qPrintable(r.err));
    }

    void theVerbsStillRunWithoutADisplay() {
        // Only the window needs one: `example` plans in the terminal.
        QTemporaryDir data;
        QProcessEnvironment env;
        env.insert(QStringLiteral("RIGHTSIZER_DATA_DIR"), data.path());
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(RIGHTSIZER_BINARY), {QStringLiteral("example")});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(p.readAllStandardOutput().contains("bundled example"));
    }
};

} // namespace tst_WorkbenchStart_suite

QTEST_GUILESS_MAIN(tst_WorkbenchStart_suite::TestWorkbenchStart)
#include "tst_WorkbenchStart.moc"
