// The workbench's document (undo, merge, validation, files, recovery) and its off-thread
// evaluation (superseding, cancel, results equal to the engine's).

#include "TestSupport.h"
#include "ViewTestSupport.h"
#include "project/ProjectFile.h"
#include "views/EvaluationRunner.h"
#include "workspace/ScenarioDocument.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace tst_ScenarioDocument_suite {

using namespace rightsizer;
using workspace::ScenarioDocument;

class tst_ScenarioDocument final : public QObject {
    Q_OBJECT

    catalog::Catalog m_catalog = test::bundledCatalog();

    static void setRate(model::Scenario& s, double r) { s.serving.requestsPerS = r; }

private slots:
    void catalogEditOfTheModelIsFollowed() {
        workspace::ScenarioDocument doc(m_catalog);
        doc.reset(test::exampleScenario(m_catalog));
        const std::string id = doc.scenario().model.id;
        catalog::Catalog edited = m_catalog;
        model::ModelSpec* spec = nullptr;
        for (model::ModelSpec& m : edited.models)
            if (m.id == id)
                spec = &m;
        QVERIFY(spec);
        const int layers = spec->layers;
        spec->layers = layers + 8;
        QSignalSpy catalogSpy(&doc, &workspace::ScenarioDocument::catalogChanged);
        QSignalSpy changed(&doc, &workspace::ScenarioDocument::scenarioChanged);
        doc.setCatalog(edited);
        QCOMPARE(catalogSpy.count(), 1);
        QCOMPARE(changed.count(), 1);
        // The scenario named the catalog's model: it follows the edit, and is not "modified"
        // (its file still names the model by id).
        QCOMPARE(doc.scenario().model.layers, layers + 8);
        QVERIFY(!doc.isModified());
        // A model of the scenario's own (here: one that differs from the catalog's entry) stays.
        auto own = doc.edit(QStringLiteral("model"), QStringLiteral("own"),
                            [](model::Scenario& s) { s.model.hidden += 128; });
        QVERIFY(own);
        const double hidden = doc.scenario().model.hidden;
        doc.setCatalog(m_catalog);
        QCOMPARE(doc.scenario().model.hidden, hidden);
        QCOMPARE(doc.scenario().model.layers, layers + 8);
    }

    void editIsOneUndoStep() {
        workspace::ScenarioDocument doc(m_catalog);
        doc.reset(test::exampleScenario(m_catalog));
        QVERIFY(!doc.isModified());
        QSignalSpy changed(&doc, &workspace::ScenarioDocument::scenarioChanged);
        QVERIFY(doc.edit(QStringLiteral("workload.requests_per_s"), QStringLiteral("Requests/s"),
                         [](model::Scenario& s) { setRate(s, 30); }));
        QCOMPARE(doc.scenario().serving.requestsPerS, 30.0);
        QCOMPARE(changed.count(), 1);
        QVERIFY(doc.isModified());
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().serving.requestsPerS, 20.0); // the example's rate
        QVERIFY(!doc.isModified());
        doc.undoStack()->redo();
        QCOMPARE(doc.scenario().serving.requestsPerS, 30.0);
    }

    void dragMergesUntilSealed() {
        workspace::ScenarioDocument doc(m_catalog);
        doc.reset(test::exampleScenario(m_catalog));
        const QString field = QStringLiteral("workload.requests_per_s");
        // A spin-box drag: 21, 22, 23 in a row is one step.
        for (double r : {21.0, 22.0, 23.0})
            QVERIFY(doc.edit(field, QStringLiteral("Requests/s"),
                             [r](model::Scenario& s) { setRate(s, r); }));
        QCOMPARE(doc.undoStack()->count(), 1);
        // The field's editing finished: the next edit of the same field is a new step.
        doc.sealEdits();
        QVERIFY(doc.edit(field, QStringLiteral("Requests/s"),
                         [](model::Scenario& s) { setRate(s, 40); }));
        QCOMPARE(doc.undoStack()->count(), 2);
        // Another field never merges.
        QVERIFY(doc.edit(QStringLiteral("sla.ttft_ms"), QStringLiteral("TTFT"),
                         [](model::Scenario& s) { s.sla.ttftS = 2.0; }));
        QCOMPARE(doc.undoStack()->count(), 3);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().serving.requestsPerS, 23.0);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().serving.requestsPerS, 20.0);
    }

    void invalidEditIsRefusedAndNamed() {
        workspace::ScenarioDocument doc(m_catalog);
        doc.reset(test::exampleScenario(m_catalog));
        QSignalSpy changed(&doc, &workspace::ScenarioDocument::scenarioChanged);
        // The example's input mean is 1500 tokens: a p95 below it is out of range.
        auto r = doc.edit(QStringLiteral("workload.input_tokens.p95"), QStringLiteral("p95"),
                          [](model::Scenario& s) { s.serving.inputTokens.p95 = 1000; });
        QVERIFY(!r);
        QCOMPARE(r.error().field, std::string("workload.input_tokens.p95"));
        QCOMPARE(doc.scenario().serving.inputTokens.p95, 4000.0);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(!doc.isModified());
    }

    void saveReopenSameState() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.rsplan"));
        workspace::ScenarioDocument doc(m_catalog);
        doc.reset(test::exampleScenario(m_catalog));
        QVERIFY(!doc.save()); // untitled: Save As needed
        QVERIFY(doc.edit(QStringLiteral("workload.requests_per_s"), QStringLiteral("Requests/s"),
                         [](model::Scenario& s) { setRate(s, 27.5); }));
        QSignalSpy fileState(&doc, &workspace::ScenarioDocument::fileStateChanged);
        auto saved = doc.saveAs(path);
        QVERIFY2(saved, saved ? "" : saved.error().message.c_str());
        QVERIFY(!doc.isModified());
        QVERIFY(fileState.count() >= 1);
        QCOMPARE(doc.displayName(), QStringLiteral("plan.rsplan"));

        workspace::ScenarioDocument reopened(m_catalog);
        QVERIFY(reopened.open(path));
        QCOMPARE(reopened.scenario().serving.requestsPerS, 27.5);
        QCOMPARE(reopened.filePath(), path);
        QCOMPARE(reopened.project().scenarios.size(), size_t(1));
        // Saving recorded a revision whose summary is the last undo step.
        QCOMPARE(reopened.project().scenarios[0].revisions.size(), size_t(1));
        QCOMPARE(reopened.project().scenarios[0].revisions[0].summary, std::string("Requests/s"));
        // Same state: the scenario JSON is byte-identical.
        QCOMPARE(reopened.project().scenarios[0].json, doc.project().scenarios[0].json);
    }

    // Issue 21: two writers of one project never lose a scenario. A window that saves after
    // another program changed the file is told so, and the other program's scenario stays.
    void saveRefusesAFileChangedSinceItWasRead() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shared.rsplan"));
        workspace::ScenarioDocument first(m_catalog);
        first.reset(test::exampleScenario(m_catalog));
        QVERIFY(first.saveAs(path));
        workspace::ScenarioDocument window(m_catalog);
        QVERIFY(window.open(path));
        // Another writer (a second window, `scenario import`) adds a scenario and saves.
        auto other = project::loadProject(path.toStdString());
        QVERIFY(other);
        project::Project changed = *other;
        project::ProjectScenario added = changed.scenarios.front();
        added.name = "added elsewhere";
        added.revisions.clear();
        changed.scenarios.push_back(added);
        QVERIFY(project::recordRevisions(changed, {"someone", "added", {}}));
        QVERIFY(project::saveProject(changed, path.toStdString()));

        QVERIFY(window.edit(QStringLiteral("workload.requests_per_s"), QStringLiteral("Requests/s"),
                            [](model::Scenario& s) { setRate(s, 31.0); }));
        auto saved = window.save();
        QVERIFY(!saved);
        QVERIFY2(saved.error().message.find("changed on disk since it was opened") !=
                     std::string::npos,
                 saved.error().message.c_str());
        auto onDisk = project::loadProject(path.toStdString());
        QVERIFY(onDisk);
        QCOMPARE(onDisk->scenarios.size(), size_t(2)); // nothing of the other save was lost
        QVERIFY(window.isModified());                  // and nothing of this window's edit
        // Saving under another name works, and later saves there are checked against it.
        const QString copy = dir.filePath(QStringLiteral("mine.rsplan"));
        QVERIFY(window.saveAs(copy));
        QVERIFY(window.edit(QStringLiteral("workload.requests_per_s"), QStringLiteral("Requests/s"),
                            [](model::Scenario& s) { setRate(s, 32.0); }));
        QVERIFY(window.save());
    }

    void revertDropsUnsavedEdits() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.rsplan"));
        workspace::ScenarioDocument doc(m_catalog);
        doc.reset(test::exampleScenario(m_catalog));
        QVERIFY(doc.saveAs(path));
        QVERIFY(doc.edit(QStringLiteral("limits.max_gpus"), QStringLiteral("Max GPUs"),
                         [](model::Scenario& s) { s.limits.maxGpus = 16; }));
        QVERIFY(doc.revert());
        QCOMPARE(doc.scenario().limits.maxGpus, test::exampleScenario(m_catalog).limits.maxGpus);
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void openBadFileChangesNothing() {
        QTemporaryDir dir;
        const QString bad =
            test::writeFile(dir.filePath(QStringLiteral("bad.json")), "{\"schema\": 1, \"x\": ");
        workspace::ScenarioDocument doc(m_catalog);
        doc.reset(test::exampleScenario(m_catalog));
        QVERIFY(doc.edit(QStringLiteral("limits.max_gpus"), QStringLiteral("Max GPUs"),
                         [](model::Scenario& s) { s.limits.maxGpus = 16; }));
        auto r = doc.open(bad);
        QVERIFY(!r);
        QVERIFY2(r.error().message.find("bad.json") != std::string::npos,
                 r.error().message.c_str());
        QCOMPARE(doc.scenario().limits.maxGpus, 16);
        QVERIFY(doc.isModified());
    }

    void importExportJson() {
        QTemporaryDir dir;
        const QString json = dir.filePath(QStringLiteral("s.json"));
        workspace::ScenarioDocument doc(m_catalog);
        doc.reset(test::exampleScenario(m_catalog));
        QVERIFY(doc.edit(QStringLiteral("sla.tpot_ms"), QStringLiteral("TPOT"),
                         [](model::Scenario& s) { s.sla.tpotS = 0.08; }));
        QVERIFY(doc.exportScenarioJson(json));
        workspace::ScenarioDocument other(m_catalog);
        other.reset(test::exampleScenario(m_catalog));
        QVERIFY(other.importScenarioJson(json));
        QCOMPARE(other.scenario().sla.tpotS, 0.08);
        // Import is an undo step.
        other.undoStack()->undo();
        QCOMPARE(other.scenario().sla.tpotS, 0.05);
    }

    void recoveryCopyRestoresUnsavedState() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.rsplan"));
        workspace::ScenarioDocument doc(m_catalog);
        doc.reset(test::exampleScenario(m_catalog));
        QVERIFY(doc.saveAs(path));
        QVERIFY(doc.edit(QStringLiteral("workload.requests_per_s"), QStringLiteral("Requests/s"),
                         [](model::Scenario& s) { setRate(s, 33); }));
        const QString autosave = QString::fromStdString(project::autosavePath(path.toStdString()));
        QVERIFY(doc.writeRecoveryCopy(autosave));
        // The crash: a new window finds the recovery copy newer than the file.
        const auto found = project::findRecovery(path.toStdString());
        QVERIFY(found.has_value());
        workspace::ScenarioDocument restored(m_catalog);
        QVERIFY(restored.restoreRecoveryCopy(QString::fromStdString(*found), path));
        QCOMPARE(restored.scenario().serving.requestsPerS, 33.0);
        QCOMPARE(restored.filePath(), path);
        QVERIFY(restored.isModified()); // not saved until the user saves
        QVERIFY(restored.save());
        QVERIFY(!restored.isModified());
        QVERIFY(!project::findRecovery(path.toStdString()).has_value());
    }

    void runnerDeliversTheEnginesPlan() {
        views::EvaluationRunner runner(m_catalog);
        QSignalSpy finished(&runner, &views::EvaluationRunner::finished);
        QSignalSpy progress(&runner, &views::EvaluationRunner::progress);
        const model::Scenario s = test::exampleScenario(m_catalog);
        runner.request(s);
        QVERIFY(runner.isBusy());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QVERIFY(!runner.isBusy());
        QVERIFY(progress.count() >= 1);
        const workspace::EvaluationPtr e = runner.latest();
        QVERIFY(e);
        // Same answer as the engine called directly (what `rightsizer plan` prints).
        const workspace::EvaluationPtr direct = test::exampleEvaluation();
        QCOMPARE(e->plan.feasible.size(), direct->plan.feasible.size());
        QCOMPARE(e->plan.feasible.front().gpuId, direct->plan.feasible.front().gpuId);
        QCOMPARE(e->plan.feasible.front().costPerMonthUsd,
                 direct->plan.feasible.front().costPerMonthUsd);
        QCOMPARE(e->sweep.size(), direct->sweep.size());
        QVERIFY(e->sweep.size() > 0);
    }

    void newerRequestSupersedes() {
        views::EvaluationRunner runner(m_catalog);
        QSignalSpy finished(&runner, &views::EvaluationRunner::finished);
        model::Scenario s = test::exampleScenario(m_catalog);
        // Three edits in quick succession: only the last one's result is shown.
        for (double r : {5.0, 10.0, 40.0}) {
            s.serving.requestsPerS = r;
            runner.request(s);
        }
        QTRY_VERIFY_WITH_TIMEOUT(!runner.isBusy(), 60000);
        QVERIFY(finished.count() >= 1);
        const auto last = finished.last().at(0).value<workspace::EvaluationPtr>();
        QCOMPARE(last->scenario.serving.requestsPerS, 40.0);
        QCOMPARE(runner.latest()->scenario.serving.requestsPerS, 40.0);
        for (const auto& args : finished) // nothing stale after the newest
            QVERIFY(args.at(0).value<workspace::EvaluationPtr>()->generation <=
                    runner.latest()->generation);
    }

    void cancelDropsTheResult() {
        views::EvaluationRunner runner(m_catalog);
        QSignalSpy finished(&runner, &views::EvaluationRunner::finished);
        QSignalSpy cancelled(&runner, &views::EvaluationRunner::cancelled);
        runner.request(test::exampleScenario(m_catalog));
        runner.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!runner.isBusy(), 60000);
        QCOMPARE(finished.count(), 0);
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!runner.latest());
    }

    void invalidScenarioFailsWithField() {
        views::EvaluationRunner runner(m_catalog);
        QSignalSpy failed(&runner, &views::EvaluationRunner::failed);
        model::Scenario s = test::exampleScenario(m_catalog);
        s.gpuIds = {"no-such-gpu"};
        runner.request(s);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 60000);
        QVERIFY(failed.first().at(1).toString().contains(QStringLiteral("no-such-gpu")));
    }
};

} // namespace tst_ScenarioDocument_suite

QTEST_MAIN(tst_ScenarioDocument_suite::tst_ScenarioDocument)
#include "tst_ScenarioDocument.moc"
