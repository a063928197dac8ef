// The document's scenarios (issue 20, items 1, 12 and 14): rename and describe as undo steps,
// add, duplicate, switch, delete; names refused with the field named; every scenario and its
// unsaved edits saved; undo across scenarios; revision summaries of every edit, with the author.

#include "TestSupport.h"
#include "ViewTestSupport.h"
#include "project/ProjectFile.h"
#include "workspace/RevisionSummary.h"
#include "workspace/ScenarioDocument.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace tst_ProjectScenarios_suite {

using namespace rightsizer;
using workspace::ScenarioDocument;

class tst_ProjectScenarios final : public QObject {
    Q_OBJECT

    catalog::Catalog m_catalog = test::bundledCatalog();
    QTemporaryDir m_dir;

    std::unique_ptr<workspace::ScenarioDocument> example() {
        auto doc = std::make_unique<workspace::ScenarioDocument>(m_catalog);
        doc->reset(test::exampleScenario(m_catalog));
        return doc;
    }
    static bool setRate(workspace::ScenarioDocument& doc, double r) {
        const bool ok = bool(doc.edit(QStringLiteral("workload.requests_per_s"),
                                      QStringLiteral("Set Requests/s"),
                                      [r](model::Scenario& s) { s.serving.requestsPerS = r; }));
        doc.sealEdits();
        return ok;
    }
    static std::string name(const workspace::ScenarioDocument& doc) { return doc.scenario().name; }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void renameAndDescribeAreUndoSteps() {
        auto doc = example();
        const QString original = doc->scenarioName();
        QVERIFY(!original.isEmpty());
        QSignalSpy list(doc.get(), &workspace::ScenarioDocument::scenarioListChanged);
        QVERIFY(doc->renameScenario(QStringLiteral("Llama 3.1 8B chatbot")));
        QCOMPARE(doc->scenarioName(), QStringLiteral("Llama 3.1 8B chatbot"));
        QCOMPARE(doc->scenarioNames(), QStringList{QStringLiteral("Llama 3.1 8B chatbot")});
        QCOMPARE(list.count(), 1);
        QCOMPARE(doc->project().scenarios.front().name, std::string("Llama 3.1 8B chatbot"));
        QVERIFY(doc->setScenarioDescription(QStringLiteral("Support bot, 5 requests/s")));
        QCOMPARE(doc->scenario().description, std::string("Support bot, 5 requests/s"));
        QCOMPARE(doc->undoStack()->count(), 2);
        QCOMPARE(doc->undoStack()->text(0), QStringLiteral("Rename to “Llama 3.1 8B chatbot”"));
        doc->undoStack()->undo();
        QVERIFY(doc->scenario().description != "Support bot, 5 requests/s");
        doc->undoStack()->undo();
        QCOMPARE(doc->scenarioName(), original);
        QCOMPARE(doc->project().scenarios.front().name, original.toStdString());
        QVERIFY(!doc->isModified());
    }

    void badNamesAreRefusedWithTheField_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("why");
        QTest::newRow("empty") << QString() << QStringLiteral("must not be empty");
        QTest::newRow("blank") << QStringLiteral("   ") << QStringLiteral("must not be empty");
        QTest::newRow("two lines") << QStringLiteral("a\nb") << QStringLiteral("one line");
        QTest::newRow("trailing space")
            << QStringLiteral("chat ") << QStringLiteral("starts or ends with a space");
        QTest::newRow("another scenario's")
            << QStringLiteral("other") << QStringLiteral("already the name of scenario 2");
    }
    void badNamesAreRefusedWithTheField() {
        QFETCH(QString, name);
        QFETCH(QString, why);
        auto doc = example();
        QVERIFY(doc->addScenario(test::exampleScenario(m_catalog), QStringLiteral("other")));
        QVERIFY(doc->switchToScenario(0));
        const int steps = doc->undoStack()->count();
        const QString before = doc->scenarioName();
        auto r = doc->renameScenario(name);
        QVERIFY(!r);
        QCOMPARE(r.error().field, std::string("name"));
        const QString message = QString::fromStdString(r.error().message);
        QVERIFY2(message.startsWith(QStringLiteral("Scenario name: ")), qPrintable(message));
        QVERIFY2(message.contains(why), qPrintable(message));
        QCOMPARE(doc->scenarioName(), before); // nothing changed, nothing trimmed
        QCOMPARE(doc->undoStack()->count(), steps);
        // The same rule for a new scenario and for an edit of the name field.
        QVERIFY(!doc->addScenario(test::exampleScenario(m_catalog), name));
        QVERIFY(!doc->edit(QStringLiteral("name"), QStringLiteral("n"),
                           [&](model::Scenario& s) { s.name = name.toStdString(); }));
        QCOMPARE(doc->scenarioNames().size(), 2);
    }

    void addDuplicateSwitchKeepEveryUnsavedEdit() {
        auto doc = example();
        const std::string first = name(*doc);
        QVERIFY(setRate(*doc, 30));
        QSignalSpy switched(doc.get(), &workspace::ScenarioDocument::currentScenarioSwitched);
        QVERIFY(doc->duplicateScenario(QStringLiteral("busy")));
        QCOMPARE(switched.count(), 1);
        QCOMPARE(doc->currentScenarioIndex(), 1);
        QCOMPARE(doc->scenarioName(), QStringLiteral("busy"));
        QCOMPARE(doc->scenario().serving.requestsPerS, 30.0); // a copy of the edited state
        QVERIFY(setRate(*doc, 45));
        QVERIFY(doc->addScenario(test::exampleScenario(m_catalog), QStringLiteral("fresh")));
        QCOMPARE(doc->scenarioNames(),
                 (QStringList{QString::fromStdString(first), QStringLiteral("busy"),
                              QStringLiteral("fresh")}));
        QCOMPARE(doc->scenario().serving.requestsPerS, 20.0);
        // Switching is not an edit and loses nothing.
        const int steps = doc->undoStack()->count();
        QVERIFY(doc->switchToScenario(0));
        QCOMPARE(doc->scenario().serving.requestsPerS, 30.0);
        QVERIFY(doc->switchToScenario(1));
        QCOMPARE(doc->scenario().serving.requestsPerS, 45.0);
        QCOMPARE(doc->undoStack()->count(), steps);
        QVERIFY(!doc->switchToScenario(3));

        // Saved and reopened: three scenarios, each with its own state.
        const QString path = m_dir.filePath(QStringLiteral("three.rsplan"));
        QVERIFY(doc->saveAs(path));
        workspace::ScenarioDocument reopened(m_catalog);
        QVERIFY(reopened.open(path));
        QCOMPARE(reopened.scenarioNames(), doc->scenarioNames());
        QCOMPARE(reopened.scenario().serving.requestsPerS, 30.0);
        QVERIFY(reopened.switchToScenario(1));
        QCOMPARE(reopened.scenario().serving.requestsPerS, 45.0);
        QCOMPARE(reopened.scenarioName(), QStringLiteral("busy"));
        QVERIFY(reopened.switchToScenario(2));
        QCOMPARE(reopened.scenario().serving.requestsPerS, 20.0);
    }

    void undoOfAnotherScenariosEditGoesBackToIt() {
        auto doc = example();
        QVERIFY(setRate(*doc, 31));
        QVERIFY(doc->duplicateScenario(QStringLiteral("copy")));
        QVERIFY(setRate(*doc, 47));
        QVERIFY(doc->switchToScenario(0));
        QCOMPARE(doc->scenario().serving.requestsPerS, 31.0);
        // The last step is copy's rate: undo shows copy with its previous rate ...
        doc->undoStack()->undo();
        QCOMPARE(doc->currentScenarioIndex(), 1);
        QCOMPARE(doc->scenario().serving.requestsPerS, 31.0);
        // ... then removes the copy, then the first scenario's edit.
        doc->undoStack()->undo();
        QCOMPARE(doc->scenarioNames().size(), 1);
        doc->undoStack()->undo();
        QCOMPARE(doc->scenario().serving.requestsPerS, 20.0);
        QVERIFY(!doc->isModified());
        // Redo all: both scenarios as they were.
        while (doc->undoStack()->canRedo())
            doc->undoStack()->redo();
        QCOMPARE(doc->scenarioNames().size(), 2);
        QCOMPARE(doc->scenario().serving.requestsPerS, 47.0);
        QVERIFY(doc->switchToScenario(0));
        QCOMPARE(doc->scenario().serving.requestsPerS, 31.0);
    }

    void deleteIsUndoableAndKeepsOne() {
        const QString path = m_dir.filePath(QStringLiteral("delete.rsplan"));
        auto doc = example();
        auto only = doc->deleteScenario();
        QVERIFY(!only);
        QVERIFY(QString::fromStdString(only.error().message).contains(QStringLiteral("only")));
        QVERIFY(doc->duplicateScenario(QStringLiteral("second")));
        QVERIFY(doc->saveAs(path));
        QVERIFY(setRate(*doc, 33));
        QVERIFY(doc->deleteScenario());
        QCOMPARE(doc->scenarioNames().size(), 1);
        QCOMPARE(doc->currentScenarioIndex(), 0);
        QVERIFY(doc->scenarioName() != QStringLiteral("second"));
        // Undo brings it back with its unsaved edit and its revision.
        doc->undoStack()->undo();
        QCOMPARE(doc->scenarioName(), QStringLiteral("second"));
        QCOMPARE(doc->scenario().serving.requestsPerS, 33.0);
        QCOMPARE(doc->project().scenarios[1].revisions.size(), size_t(1));
        doc->undoStack()->redo();
        QVERIFY(doc->save());
        auto saved = project::loadProject(path.toStdString());
        QVERIFY(saved);
        QCOMPARE(saved->scenarios.size(), size_t(1));
    }

    void renamedScenarioKeepsItsRevisions() {
        const QString path = m_dir.filePath(QStringLiteral("rename.rsplan"));
        auto doc = example();
        QVERIFY(doc->saveAs(path));
        QVERIFY(doc->renameScenario(QStringLiteral("8B chat")));
        QVERIFY(setRate(*doc, 5));
        QVERIFY(doc->save());
        auto saved = project::loadProject(path.toStdString());
        QVERIFY(saved);
        QCOMPARE(saved->scenarios.size(), size_t(1));
        QCOMPARE(saved->scenarios[0].name, std::string("8B chat"));
        QCOMPARE(saved->scenarios[0].revisions.size(), size_t(2));
        QVERIFY(QString::fromStdString(saved->scenarios[0].json)
                    .contains(QStringLiteral("\"8B chat\"")));
        // Revert rereads it under its new name.
        QVERIFY(setRate(*doc, 6));
        QVERIFY(doc->revert());
        QCOMPARE(doc->scenarioName(), QStringLiteral("8B chat"));
        QCOMPARE(doc->scenario().serving.requestsPerS, 5.0);
    }

    void revisionSummaryListsEveryEditOfTheSave() {
        const QString path = m_dir.filePath(QStringLiteral("summary.rsplan"));
        auto doc = example();
        doc->setAuthor(QStringLiteral("Ada Planner"));
        QVERIFY(doc->saveAs(path));
        QVERIFY(doc->renameScenario(QStringLiteral("8B chat")));
        QVERIFY(setRate(*doc, 5));
        QVERIFY(doc->edit(QStringLiteral("sla.tpot_ms"), QStringLiteral("Set p95 TPOT"),
                          [](model::Scenario& s) { s.sla.tpotS = 0.04; }));
        doc->sealEdits();
        QVERIFY(setRate(*doc, 6));
        // A second scenario's edits go to its own revision.
        QVERIFY(doc->duplicateScenario(QStringLiteral("8B chat, busy")));
        QVERIFY(setRate(*doc, 12));
        QCOMPARE(doc->pendingRevisionSummary(0),
                 QStringLiteral("Rename to “8B chat”; Set Requests/s (2×); Set p95 TPOT"));
        QVERIFY(doc->save());
        auto saved = project::loadProject(path.toStdString());
        QVERIFY(saved);
        const project::Revision& r = saved->scenarios[0].revisions.back();
        QCOMPARE(r.number, 2);
        QCOMPARE(r.author, std::string("Ada Planner"));
        QCOMPARE(QString::fromStdString(r.summary),
                 QStringLiteral("Rename to “8B chat”; Set Requests/s (2×); Set p95 TPOT"));
        const project::Revision& copy = saved->scenarios[1].revisions.back();
        QCOMPARE(QString::fromStdString(copy.summary),
                 QStringLiteral("Duplicate “8B chat” as “8B chat, busy”; Set Requests/s"));
        // Nothing edited since: the next save adds no revision.
        QVERIFY(doc->save());
        QCOMPARE(project::loadProject(path.toStdString())->scenarios[0].revisions.size(),
                 size_t(2));
    }

    void summariseEdits_data() {
        QTest::addColumn<QStringList>("edits");
        QTest::addColumn<int>("maxChars");
        QTest::addColumn<QString>("expected");
        QTest::newRow("none") << QStringList{} << 240 << QStringLiteral("saved");
        QTest::newRow("one") << QStringList{QStringLiteral("Set TTFT")} << 240
                             << QStringLiteral("Set TTFT");
        QTest::newRow("repeats counted, order kept")
            << QStringList{QStringLiteral("B"), QStringLiteral("A"), QStringLiteral("B"),
                           QStringLiteral("B")}
            << 240 << QStringLiteral("B (3×); A");
        QTest::newRow("line breaks folded") << QStringList{QStringLiteral("Import\nx.json")} << 240
                                            << QStringLiteral("Import x.json");
        // 40 characters allow one 10-character edit and the tail (24 kept for it).
        QTest::newRow("long lists counted")
            << QStringList{QStringLiteral("Set aaaaaa"), QStringLiteral("Set bbbbbb"),
                           QStringLiteral("Set cccccc"), QStringLiteral("Set cccccc")}
            << 40 << QStringLiteral("Set aaaaaa; … and 3 more edits");
    }
    void summariseEdits() {
        QFETCH(QStringList, edits);
        QFETCH(int, maxChars);
        QFETCH(QString, expected);
        QCOMPARE(workspace::summariseEdits(edits, maxChars), expected);
    }
};

} // namespace tst_ProjectScenarios_suite

QTEST_MAIN(tst_ProjectScenarios_suite::tst_ProjectScenarios)
#include "tst_ProjectScenarios.moc"
