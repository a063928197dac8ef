// `rightsizer scenario import|export|list` and `plan`/`tco` on a project file, as a user runs
// them: the bundled example through a project and back, revisions, and bad input (missing
// files, a damaged project, an unknown scenario, an unwritable output), each a one-line error
// with exit status 2 and nothing written.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "CliInProcess.h"

namespace tst_ScenarioCli_suite {

class TestScenarioCli final : public QObject {
    Q_OBJECT

private:
    using Run = rightsizer::test::CliRun;
    QTemporaryDir m_dir;
    const QString m_name = QStringLiteral("Llama 3.1 70B chat assistant");

    Run run(const QStringList& args) { return rightsizer::test::runInProcess(args); }

    QString path(const QString& name) const { return m_dir.filePath(name); }

    QString write(const QString& name, const QByteArray& text) {
        return rightsizer::test::writeFile(path(name), text);
    }

    static QByteArray read(const QString& file) {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    static QString example() {
        return QStringLiteral(RIGHTSIZER_SOURCE_DIR "/resources/examples/llama-3.1-70b-chat.json");
    }

    /// A fresh project holding the bundled example.
    QString projectWithExample(const QString& name) {
        const QString project = path(name);
        QFile::remove(project);
        const Run r = run({QStringLiteral("scenario"), QStringLiteral("import"), example(),
                           QStringLiteral("-o"), project});
        return r.exitCode == 0 ? project : QString();
    }

    QJsonArray list(const QString& project) {
        const Run r = run({QStringLiteral("scenario"), QStringLiteral("list"), project,
                           QStringLiteral("--json")});
        return QJsonDocument::fromJson(r.out).array();
    }

    /// One line on stderr naming the verb, exit status 2, nothing on stdout.
    static void expectBadInput(const Run& r, const QString& mention) {
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        const QString err = QString::fromUtf8(r.err).trimmed();
        QVERIFY2(err.startsWith(QStringLiteral("rightsizer ")), qPrintable(err));
        QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err));
        QVERIFY2(err.contains(mention), qPrintable(err + QStringLiteral(" / ") + mention));
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void importListExport() {
        const QString project = projectWithExample(QStringLiteral("one.rsplan"));
        QVERIFY(!project.isEmpty());
        QVERIFY(read(project).startsWith(QByteArray("SQLite format 3\0", 16)));

        const QJsonArray scenarios = list(project);
        QCOMPARE(scenarios.size(), 1);
        const QJsonObject s = scenarios.first().toObject();
        QCOMPARE(s[QStringLiteral("name")].toString(), m_name);
        QCOMPARE(s[QStringLiteral("revisions")].toInt(), 1);
        QCOMPARE(s[QStringLiteral("model")].toString(), QStringLiteral("llama-3.1-70b"));
        QCOMPARE(s[QStringLiteral("mode")].toString(), QStringLiteral("serve"));
        // The example names no engine: vLLM, the default.
        QCOMPARE(s[QStringLiteral("engine")].toString(), QStringLiteral("vllm"));
        QVERIFY(!s[QStringLiteral("modified")].toString().isEmpty());

        const Run text = run({QStringLiteral("scenario"), QStringLiteral("list"), project});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(m_name.toUtf8()));
        QVERIFY(text.out.contains("llama-3.1-70b"));
        QVERIFY2(text.out.contains("MODE   ENGINE") && text.out.contains("serve  vllm"),
                 text.out.constData());

        // Export equals the example normalised by a round trip through a project of its own.
        const Run exported = run({QStringLiteral("scenario"), QStringLiteral("export"), project});
        QCOMPARE(exported.exitCode, 0);
        const QString again = path(QStringLiteral("again.rsplan"));
        const QString exportedFile = write(QStringLiteral("exported.json"), exported.out);
        QCOMPARE(run({QStringLiteral("scenario"), QStringLiteral("import"), exportedFile,
                      QStringLiteral("-o"), again})
                     .exitCode,
                 0);
        const Run twice = run({QStringLiteral("scenario"), QStringLiteral("export"), again,
                               QStringLiteral("--json")});
        QCOMPARE(twice.out, exported.out);
        // And as JSON it holds the example's values.
        const QJsonObject original = QJsonDocument::fromJson(read(example())).object();
        const QJsonObject back = QJsonDocument::fromJson(exported.out).object();
        for (const char* key : {"schema", "name", "description", "model", "mode", "workload", "sla",
                                "precisions", "kv_precision"})
            QVERIFY2(back[QLatin1String(key)] == original[QLatin1String(key)], key);
        QCOMPARE(back[QStringLiteral("tco")].toObject(),
                 original[QStringLiteral("tco")].toObject());

        // -o writes the same text to a file.
        const QString out = path(QStringLiteral("out.json"));
        const Run toFile = run({QStringLiteral("scenario"), QStringLiteral("export"), project,
                                QStringLiteral("--scenario"), m_name, QStringLiteral("-o"), out});
        QCOMPARE(toFile.exitCode, 0);
        QCOMPARE(read(out), exported.out);
    }

    void reimportAddsRevisions() {
        const QString project = projectWithExample(QStringLiteral("revisions.rsplan"));
        QVERIFY(!project.isEmpty());
        // The same file again: nothing changed, no new revision.
        Run r = run({QStringLiteral("scenario"), QStringLiteral("import"), example(),
                     QStringLiteral("-o"), project});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("unchanged"));
        QCOMPARE(list(project).first().toObject()[QStringLiteral("revisions")].toInt(), 1);
        // A changed file of the same name: revision 2.
        QByteArray changed = read(example());
        changed.replace("\"requests_per_s\": 20", "\"requests_per_s\": 25");
        r = run({QStringLiteral("scenario"), QStringLiteral("import"),
                 write(QStringLiteral("changed.json"), changed), QStringLiteral("-o"), project});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("revision 2"));
        const QJsonArray scenarios = list(project);
        QCOMPARE(scenarios.size(), 1);
        QCOMPARE(scenarios.first().toObject()[QStringLiteral("revisions")].toInt(), 2);
        // --name adds a second scenario; export then needs --scenario.
        r = run({QStringLiteral("scenario"), QStringLiteral("import"), example(),
                 QStringLiteral("-o"), project, QStringLiteral("--name"), QStringLiteral("copy")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(list(project).size(), 2);
        expectBadInput(run({QStringLiteral("scenario"), QStringLiteral("export"), project}),
                       QStringLiteral("'copy'"));
        const Run copy = run({QStringLiteral("scenario"), QStringLiteral("export"), project,
                              QStringLiteral("--scenario"), QStringLiteral("copy")});
        QCOMPARE(copy.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(copy.out).object()[QStringLiteral("name")].toString(),
                 QStringLiteral("copy"));
    }

    void planAndTcoReadTheProject_data() {
        QTest::addColumn<QStringList>("verb");
        QTest::newRow("plan") << QStringList{QStringLiteral("plan")};
        QTest::newRow("plan --json")
            << QStringList{QStringLiteral("plan"), QStringLiteral("--json")};
        QTest::newRow("tco") << QStringList{QStringLiteral("tco")};
        QTest::newRow("tco --json") << QStringList{QStringLiteral("tco"), QStringLiteral("--json")};
        QTest::newRow("sweep") << QStringList{QStringLiteral("sweep"), QStringLiteral("--json")};
    }

    void planAndTcoReadTheProject() {
        QFETCH(QStringList, verb);
        const QString project = projectWithExample(QStringLiteral("plan.rsplan"));
        QVERIFY(!project.isEmpty());
        const Run fromJson = run(QStringList{verb.first(), example()} + verb.mid(1));
        const Run fromProject = run(
            QStringList{verb.first(), project, QStringLiteral("--scenario"), m_name} + verb.mid(1));
        QCOMPARE(fromJson.exitCode, 0);
        QCOMPARE(fromProject.exitCode, 0);
        QVERIFY(fromProject.out == fromJson.out);
        // One scenario: --scenario may be left out.
        QVERIFY(run(QStringList{verb.first(), project} + verb.mid(1)).out == fromJson.out);
    }

    void badInput() {
        const QString project = projectWithExample(QStringLiteral("bad.rsplan"));
        QVERIFY(!project.isEmpty());
        const QByteArray before = read(project);
        const QString scenario = QStringLiteral("scenario");
        const QString import = QStringLiteral("import");
        const QString o = QStringLiteral("-o");

        // A scenario with a bad field: named, nothing written.
        QByteArray badJson = read(example());
        badJson.replace("\"requests_per_s\": 20", "\"requests_per_s\": -3");
        expectBadInput(
            run({scenario, import, write(QStringLiteral("bad.json"), badJson), o, project}),
            QStringLiteral("scenario.workload.requests_per_s"));
        QCOMPARE(read(project), before);
        const QString fresh = path(QStringLiteral("never.rsplan"));
        expectBadInput(run({scenario, import, path(QStringLiteral("bad.json")), o, fresh}),
                       QStringLiteral("requests_per_s"));
        QVERIFY(!QFileInfo::exists(fresh));

        // Missing files.
        expectBadInput(run({scenario, import, path(QStringLiteral("missing.json")), o, project}),
                       QStringLiteral("missing.json"));
        expectBadInput(
            run({scenario, QStringLiteral("list"), path(QStringLiteral("missing.rsplan"))}),
            QStringLiteral("missing.rsplan"));
        expectBadInput(run({QStringLiteral("plan"), path(QStringLiteral("missing.rsplan")),
                            QStringLiteral("--scenario"), m_name}),
                       QStringLiteral("missing.rsplan"));
        expectBadInput(run({scenario, import, example()}), QStringLiteral("-o"));

        // A damaged project: not read, not overwritten by an import.
        const QString junk = write(QStringLiteral("junk.rsplan"), QByteArray(4096, 'x'));
        expectBadInput(run({QStringLiteral("plan"), junk}), QStringLiteral("junk.rsplan"));
        expectBadInput(run({scenario, import, example(), o, junk}), QStringLiteral("junk.rsplan"));
        QCOMPARE(read(junk), QByteArray(4096, 'x'));
        QByteArray truncated = before.left(before.size() / 2);
        const QString half = write(QStringLiteral("half.rsplan"), truncated);
        expectBadInput(run({scenario, QStringLiteral("export"), half}),
                       QStringLiteral("half.rsplan"));
        expectBadInput(run({QStringLiteral("tco"), half}), QStringLiteral("half.rsplan"));

        // An unknown scenario lists the available ones.
        expectBadInput(run({QStringLiteral("plan"), project, QStringLiteral("--scenario"),
                            QStringLiteral("nope")}),
                       QStringLiteral("available: '") + m_name + QStringLiteral("'"));
        expectBadInput(run({QStringLiteral("tco"), project, QStringLiteral("--scenario"),
                            QStringLiteral("nope")}),
                       QStringLiteral("nope"));
        expectBadInput(run({scenario, QStringLiteral("export"), project,
                            QStringLiteral("--scenario"), QStringLiteral("nope")}),
                       m_name);
        // --scenario on a JSON file.
        expectBadInput(run({QStringLiteral("plan"), example(), QStringLiteral("--scenario"),
                            QStringLiteral("x")}),
                       QStringLiteral("--scenario"));

        // Unwritable outputs: nothing written, the project untouched.
        const QString noDir = path(QStringLiteral("no/such/dir/p.rsplan"));
        expectBadInput(run({scenario, import, example(), o, noDir}), QStringLiteral("p.rsplan"));
        QVERIFY(!QFileInfo::exists(noDir));
        const QString noOut = path(QStringLiteral("no/such/dir/out.json"));
        expectBadInput(run({scenario, QStringLiteral("export"), project, o, noOut}),
                       QStringLiteral("out.json"));
        QVERIFY(!QFileInfo::exists(noOut));
        QCOMPARE(read(project), before);

        // Unknown action and options.
        expectBadInput(run({scenario, QStringLiteral("rename"), project}),
                       QStringLiteral("rename"));
        expectBadInput(run({scenario, QStringLiteral("list"), project, QStringLiteral("--bogus")}),
                       QStringLiteral("--bogus"));
    }
};

} // namespace tst_ScenarioCli_suite

QTEST_GUILESS_MAIN(tst_ScenarioCli_suite::TestScenarioCli)
#include "tst_ScenarioCli.moc"
