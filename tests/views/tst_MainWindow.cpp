// The workbench as a user drives it: the window starts on the bundled example, an edit in the
// scenario editor re-evaluates off the UI thread and the table, detail and charts follow; undo
// and redo; an invalid value is shown and not applied; save, reopen, same state; recovery.

#include "TestSupport.h"
#include "ViewTestSupport.h"
#include "app/gui/AppSettings.h"
#include "app/gui/FileActions.h"
#include "app/gui/MainWindow.h"
#include "app/gui/NameDialog.h"
#include "app/gui/Recovery.h"
#include "app/gui/ScenarioActions.h"
#include "model/Pricing.h"
#include "model/UnitCost.h"
#include "project/ProjectFile.h"
#include "views/CandidateTableModel.h"
#include "views/CandidatesView.h"
#include "views/DetailView.h"
#include "views/EvaluationRunner.h"
#include "views/ScenarioEditor.h"
#include "views/catalog/CatalogEditor.h"
#include "views/catalog/CatalogSession.h"
#include "views/catalog/CatalogWindow.h"
#include "views/charts/CostPerTokenChart.h"
#include "views/charts/TpotThroughputChart.h"
#include "views/charts/WhatIfView.h"
#include "views/compare/ComparisonView.h"
#include "views/cost/TcoView.h"
#include "views/demand/DemandView.h"
#include "workspace/ScenarioDocument.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTabWidget>

#include <QLineSeries>
#include <QSlider>

#include <QAbstractSpinBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

namespace tst_MainWindow_suite {

using namespace rightsizer;

class tst_MainWindow final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    catalog::Catalog m_catalog = test::bundledCatalog();

    std::unique_ptr<app::AppSettings> settings(const QString& name = QStringLiteral("s.ini")) {
        return std::make_unique<app::AppSettings>(m_dir.filePath(name));
    }

    /// A started window, its first evaluation shown.
    std::unique_ptr<app::MainWindow> window(app::AppSettings* s, const QString& file = {}) {
        auto w =
            std::make_unique<app::MainWindow>(m_catalog, s, m_dir.filePath(QStringLiteral("data")));
        QSignalSpy done(w->runner(), &views::EvaluationRunner::finished);
        w->show();
        w->start(file, false);
        if (!done.wait(60000) && done.isEmpty())
            qWarning("no evaluation");
        return w;
    }

    static QString topGpu(app::MainWindow* w) {
        const model::Candidate* c = w->candidates()->currentCandidate();
        return c ? QString::fromStdString(c->gpuId) : QString();
    }

    /// Types `text` into the spin box named `field` of the editor and presses Enter.
    static void typeInto(app::MainWindow* w, const QString& field, const QString& text) {
        auto* box = w->editor()->findChild<QAbstractSpinBox*>(field);
        QVERIFY2(box, qPrintable(field));
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, text);
        QTest::keyClick(box, Qt::Key_Return);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void startsOnTheBundledExample() {
        auto s = settings();
        auto w = window(s.get());
        QCOMPARE(w->document()->scenario().serving.requestsPerS, 20.0);
        QVERIFY(w->runner()->latest());
        // The engine's recommendation for the example (README; `rightsizer plan`).
        QCOMPARE(topGpu(w.get()), QStringLiteral("b200"));
        QVERIFY(w->windowTitle().contains(QStringLiteral("Untitled")));
        QVERIFY(!w->isWindowModified());
        auto* summary = w->findChild<QLabel*>(QStringLiteral("evaluationSummary"));
        // 392 layouts x precisions, the RTX 4090's 14 counted as one licence rejection.
        QVERIFY2(summary->text().contains(QStringLiteral("379 configurations")),
                 qPrintable(summary->text()));
        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR")) {
            w->resize(1600, 1000);
            QCoreApplication::processEvents();
            w->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                           QStringLiteral("/workbench.png"));
        }
    }

    void editReevaluatesAndUndoRestores() {
        auto s = settings();
        auto w = window(s.get());
        const workspace::EvaluationPtr before = w->runner()->latest();
        const double monthBefore = before->plan.feasible.front().costPerMonthUsd;
        QSignalSpy done(w->runner(), &views::EvaluationRunner::finished);
        typeInto(w.get(), QStringLiteral("workload.requests_per_s"), QStringLiteral("60"));
        QTRY_VERIFY_WITH_TIMEOUT(
            !done.isEmpty() && w->runner()->latest()->scenario.serving.requestsPerS == 60.0, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!w->runner()->isBusy(), 60000);
        const workspace::EvaluationPtr after = w->runner()->latest();
        QCOMPARE(after->scenario.serving.requestsPerS, 60.0);
        // Three times the demand needs more GPUs: the recommendation costs more per month.
        QVERIFY(after->plan.feasible.front().costPerMonthUsd > monthBefore);
        QVERIFY(w->isWindowModified());
        // The table shows the new evaluation: its first row is the new recommendation, and with
        // no configuration picked by hand the selection follows it (B200 TP2 on 22 GPUs at 60
        // requests/s; TP1, rank 1 at 20, needs 23).
        QCOMPARE(w->candidates()->tableModel()->candidate(0)->costPerMonthUsd,
                 after->plan.feasible.front().costPerMonthUsd);
        const model::Candidate* current = w->candidates()->currentCandidate();
        QVERIFY(current >= after->plan.feasible.data() &&
                current < after->plan.feasible.data() + after->plan.feasible.size());
        QCOMPARE(current->gpuId, after->plan.feasible.front().gpuId);
        QCOMPARE(current->layout.tp, after->plan.feasible.front().layout.tp);
        QCOMPARE(w->detail()->candidate(), current);

        done.clear();
        w->document()->undoStack()->undo();
        QTRY_VERIFY_WITH_TIMEOUT(w->runner()->latest()->scenario.serving.requestsPerS == 20.0,
                                 60000);
        QCOMPARE(w->runner()->latest()->plan.feasible.front().costPerMonthUsd, monthBefore);
        QCOMPARE(w->editor()
                     ->findChild<QDoubleSpinBox*>(QStringLiteral("workload.requests_per_s"))
                     ->value(),
                 20.0);
        QVERIFY(!w->isWindowModified());
        w->document()->undoStack()->redo();
        QTRY_VERIFY_WITH_TIMEOUT(w->runner()->latest()->scenario.serving.requestsPerS == 60.0,
                                 60000);
    }

    void chartsFollowTheScenario() {
        auto s = settings(QStringLiteral("charts.ini"));
        auto w = window(s.get());
        QLineSeries* sla = w->whatIf()->tpotChart()->slaLine();
        QVERIFY(sla->count() >= 2);
        QCOMPARE(sla->at(0).y(), 50.0); // the example's p95 TPOT target, ms
        typeInto(w.get(), QStringLiteral("sla.tpot_ms"), QStringLiteral("80"));
        QTRY_VERIFY_WITH_TIMEOUT(w->runner()->latest()->scenario.sla.tpotS == 0.08, 60000);
        QCOMPARE(sla->at(0).y(), 80.0);
        // Moving the batch slider re-slices the grid: the cost bars change to another batch's.
        QSlider* batch = w->whatIf()->batchSlider();
        const int index = batch->value();
        const auto barsBefore = w->whatIf()->costChart()->bars();
        QTest::keyClick(batch, Qt::Key_Left);
        QCOMPARE(batch->value(), index - 1);
        QCOMPARE(w->whatIf()->selection().batchIndex, index - 1);
        const auto barsAfter = w->whatIf()->costChart()->bars();
        QVERIFY(!barsAfter.empty());
        QVERIFY(barsAfter.front().usdPerMillionTokens != barsBefore.front().usdPerMillionTokens);
        // ... and equals the engine's figure for that configuration at the new batch.
        const workspace::EvaluationPtr e = w->runner()->latest();
        const auto& bar = barsAfter.front();
        const Eigen::Index cell =
            e->sweep.cellIndex(bar.config, index - 1, w->whatIf()->selection().contextIndex);
        QCOMPARE(bar.usdPerMillionTokens,
                 model::usdPerMillionTokens(*e->usdPerGpuHour(bar.gpuId),
                                            e->sweep.outputTokensPerSPerGpu(cell)));
    }

    void saveReopenSameState() {
        const QString path = m_dir.filePath(QStringLiteral("workbench.rsplan"));
        {
            auto s = settings(QStringLiteral("save.ini"));
            auto w = window(s.get());
            typeInto(w.get(), QStringLiteral("workload.requests_per_s"), QStringLiteral("35"));
            QCOMPARE(w->document()->scenario().serving.requestsPerS, 35.0);
            QVERIFY(w->fileActions()->saveTo(path));
            QVERIFY(!w->isWindowModified());
            QVERIFY(w->windowTitle().contains(QStringLiteral("workbench.rsplan")));
            QCOMPARE(s->recentFiles().value(0), path);
            w->close();
        }
        // A new window opens the last file by itself.
        auto s = settings(QStringLiteral("save.ini"));
        QCOMPARE(s->lastFile(), path);
        auto w = window(s.get());
        QCOMPARE(w->document()->filePath(), path);
        QCOMPARE(w->document()->scenario().serving.requestsPerS, 35.0);
        QCOMPARE(w->runner()->latest()->scenario.serving.requestsPerS, 35.0);
    }

    void closingWithUnsavedChangesAsks() {
        auto s = settings(QStringLiteral("close.ini"));
        auto w = window(s.get());
        typeInto(w.get(), QStringLiteral("workload.requests_per_s"), QStringLiteral("25"));
        QVERIFY(w->isWindowModified());
        // Cancel keeps the window open.
        QTimer::singleShot(0, this, [] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QVERIFY(box);
            box->button(QMessageBox::Cancel)->click();
        });
        QVERIFY(!w->close());
        QVERIFY(w->isVisible());
        // Discard closes it.
        QTimer::singleShot(0, this, [] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QVERIFY(box);
            box->button(QMessageBox::Discard)->click();
        });
        QVERIFY(w->close());
    }

    void recoveryAfterACrash() {
        const QString path = m_dir.filePath(QStringLiteral("crash.rsplan"));
        auto s = settings(QStringLiteral("crash.ini"));
        {
            auto w = window(s.get());
            QVERIFY(w->fileActions()->saveTo(path));
            typeInto(w.get(), QStringLiteral("workload.requests_per_s"), QStringLiteral("44"));
            w->recovery()->writeNow();
            QVERIFY(QFile::exists(w->recovery()->copyPath()));
            // The crash: the window goes away without closeEvent.
            w->hide();
        }
        auto w = window(s.get(), path);
        QCOMPARE(w->document()->scenario().serving.requestsPerS, 20.0); // the saved state
        QVERIFY(w->recoverLeftBehind());
        QCOMPARE(w->document()->scenario().serving.requestsPerS, 44.0);
        QVERIFY(w->isWindowModified());
        QCOMPARE(w->document()->filePath(), path);
        QVERIFY(w->fileActions()->saveTo(path));
        QVERIFY(!QFile::exists(w->recovery()->copyPath()));
    }

    void openingABadFileShowsWhyAndKeepsTheDocument() {
        auto s = settings(QStringLiteral("bad.ini"));
        auto w = window(s.get());
        const QString bad =
            test::writeFile(m_dir.filePath(QStringLiteral("bad.rsplan")), "not sqlite");
        QVERIFY(!w->fileActions()->openFile(bad));
        auto* box = w->findChild<QMessageBox*>(QStringLiteral("fileError"));
        QVERIFY(box);
        QVERIFY(box->text().contains(QStringLiteral("bad.rsplan")));
        box->close();
        QCOMPARE(w->document()->scenario().serving.requestsPerS, 20.0);
    }

    void costViewsFollowTheSelectedCandidate() {
        auto s = settings(QStringLiteral("cost.ini"));
        auto w = window(s.get());
        const workspace::EvaluationPtr e = w->runner()->latest();
        QVERIFY(e && e->tco && e->plan.feasible.size() >= 2);
        // The cost tabs show the recommended configuration's TCO, as the evaluation computed it.
        QVERIFY(w->tco()->result());
        QCOMPARE(w->tco()->costedRank(), 1);
        const model::TcoOption best = *e->tco->recommended;
        QCOMPARE(w->tco()->result()->option(best).totalUsd, e->tco->option(best).totalUsd);
        QVERIFY(w->demand()->tco());
        QCOMPARE(w->demand()->tco()->capacity.gpuId, e->plan.feasible.front().gpuId);

        // Selecting the second configuration in the table costs it in both tabs.
        const model::Candidate second = e->plan.feasible[1];
        QVERIFY(w->candidates()->selectCandidate(second.gpuId, second.precision, second.layout.tp,
                                                 second.layout.pp));
        QCOMPARE(w->tco()->costedRank(), 2);
        auto expected = workspace::evaluateTco(*e, second);
        QVERIFY(expected);
        QCOMPARE(w->tco()->result()->capacity.gpuId, second.gpuId);
        QCOMPARE(w->tco()->result()->option(model::TcoOption::OnDemand).totalUsd,
                 expected->option(model::TcoOption::OnDemand).totalUsd);
        QCOMPARE(w->demand()->tco()->capacity.gpuId, second.gpuId);

        // Ctrl+2 .. Ctrl+4 bring the cost tabs forward.
        w->analysisTabs()->setCurrentIndex(0);
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        w->candidates()->setFocus();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(w->analysisTabs()->currentIndex(), 1);
        QVERIFY(w->analysisTabs()->currentWidget()->isAncestorOf(w->tco()));
    }

    void catalogEditIsPlannedWithAndUndone() {
        // The catalog window edits the user's catalog database: a fresh one for this test.
        QTemporaryDir data;
        qputenv("RIGHTSIZER_DATA_DIR", data.path().toUtf8());
        auto s = settings(QStringLiteral("catalog.ini"));
        auto w = window(s.get());
        // PRC-0061 is the only on-demand quote of the GB200: $42.00 per 4-GPU instance-hour,
        // $10.50 per GPU-hour.
        QCOMPARE(w->runner()->latest()->prices.at("gb200").usdPerGpuHour, 10.5);
        views::CatalogEditor* editor = w->catalogWindow()->editor();
        QVERIFY(editor->isOpen());
        auto row = editor->session()->db()->find(catalog::RowKind::Price, "PRC-0061");
        QVERIFY(row && *row);
        QJsonObject price =
            QJsonDocument::fromJson(QByteArray::fromStdString((*row)->data.json)).object();
        price[QStringLiteral("usd")] = 20.72;
        price[QStringLiteral("per_gpu_hour_usd")] = 5.18;
        QSignalSpy done(w->runner(), &views::EvaluationRunner::finished);
        auto put = editor->session()->put(
            catalog::RowKind::Price, "PRC-0061",
            QJsonDocument(price).toJson(QJsonDocument::Compact).toStdString(), "test quote",
            "2026-11-22", QStringLiteral("Edit PRC-0061"));
        QVERIFY2(put, put ? "" : put.error().message.c_str());
        // The window plans with the edit at once: document catalog, evaluation and prices.
        QTRY_VERIFY_WITH_TIMEOUT(w->runner()->latest()->prices.at("gb200").usdPerGpuHour == 5.18,
                                 60000);
        auto reference = w->document()->catalog().prices.onDemandPerGpuHour("gb200");
        QVERIFY(reference);
        QCOMPARE(reference->usdPerGpuHour, 5.18);
        editor->undoStack()->undo();
        QTRY_VERIFY_WITH_TIMEOUT(w->runner()->latest()->prices.at("gb200").usdPerGpuHour == 10.5,
                                 60000);
        qunsetenv("RIGHTSIZER_DATA_DIR");
    }

    void typedPriceIsMyQuoteInTheCatalog() {
        QTemporaryDir data;
        qputenv("RIGHTSIZER_DATA_DIR", data.path().toUtf8());
        auto s = settings(QStringLiteral("typed.ini"));
        auto w = window(s.get());
        QVERIFY(w->runner()->latest());
        QCOMPARE(w->runner()->latest()->prices.at("h100-sxm").providers, 7);
        QSignalSpy done(w->runner(), &views::EvaluationRunner::finished);
        // Typed into the table's $/GPU-h cell: the example's H100 SXM at $1.00 is a dated
        // quote of the user's own, which prices it in every tier (no provider count, no
        // thin-evidence flag) and puts it first at 14 GPUs x $1.00 = $14/hour.
        emit w->candidates()->priceEntered(QStringLiteral("h100-sxm"), 1.0);
        const std::string id = "my-h100-sxm-" + model::todayIso();
        auto row = w->catalogWindow()->editor()->session()->db()->find(catalog::RowKind::Price, id);
        QVERIFY(row && *row);
        QCOMPARE((*row)->status, catalog::RowStatus::Added);
        QTRY_VERIFY_WITH_TIMEOUT(w->runner()->latest()->prices.at("h100-sxm").usdPerGpuHour == 1.0,
                                 60000);
        const workspace::EvaluationPtr priced = w->runner()->latest();
        QCOMPARE(priced->prices.at("h100-sxm").providers, 0);
        QVERIFY(QString::fromStdString(priced->prices.at("h100-sxm").basis.english())
                    .startsWith(QStringLiteral("your quote: my quote typed into the candidates "
                                               "table, observed ")));
        QCOMPARE(QString::fromStdString(priced->plan.feasible.front().gpuId),
                 QStringLiteral("h100-sxm"));
        // The workbench's Undo takes it back: the catalog row is gone, the median returns.
        QCOMPARE(w->document()->undoStack()->undoText(),
                 QStringLiteral("Price h100-sxm at $1.00/GPU-hour (my quote, %1)")
                     .arg(QString::fromStdString(model::todayIso())));
        w->document()->undoStack()->undo();
        QTRY_VERIFY_WITH_TIMEOUT(w->runner()->latest()->prices.at("h100-sxm").providers == 7,
                                 60000);
        row = w->catalogWindow()->editor()->session()->db()->find(catalog::RowKind::Price, id);
        QVERIFY(row && !*row);
        qunsetenv("RIGHTSIZER_DATA_DIR");
    }

    /// Answers the next modal NameDialog: types `text` over its field and, when `accept`,
    /// clicks OK. `asked` counts the dialogs seen; `error` gets the refusal shown, if any.
    void answerNameDialog(const QString& text, int* asked = nullptr, QString* error = nullptr,
                          bool accept = true) {
        QTimer::singleShot(0, this, [=] {
            auto* d = qobject_cast<app::NameDialog*>(QApplication::activeModalWidget());
            QVERIFY(d);
            if (asked)
                ++*asked;
            d->edit()->selectAll();
            if (text.isEmpty())
                QTest::keyClick(d->edit(), Qt::Key_Delete);
            else
                QTest::keyClicks(d->edit(), text);
            QPushButton* ok = d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
            if (error)
                *error = d->errorText();
            if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR") && !d->errorText().isEmpty())
                d->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                               QStringLiteral("/scenario-name-refused.png"));
            if (accept && ok->isEnabled())
                ok->click();
            else
                d->reject();
        });
    }

    void shortcutsAreBoundOnceEverywhere() {
        // Every menu entry the guide lists with a key has it on every platform (QKeySequence's
        // SaveAs is empty outside KDE, GNOME and macOS); no key is bound twice (Qt runs neither
        // of two: Ctrl+Y was, as redo's own key and again in the platform's redo keys).
        auto s = settings(QStringLiteral("shortcuts.ini"));
        auto w = window(s.get());
        QStringList keys;
        bool saveAs = false;
        for (QAction* a : w->findChildren<QAction*>()) {
            saveAs |= a->text().startsWith(QStringLiteral("Save &As")) &&
                      a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
            for (const QKeySequence& k : a->shortcuts()) {
                QVERIFY2(!keys.contains(k.toString()), qPrintable(k.toString()));
                keys.append(k.toString());
            }
        }
        QVERIFY(saveAs);
        QVERIFY(keys.contains(QStringLiteral("Ctrl+Y")));
    }

    void scenarioMenuAddsRenamesAndDeletes() {
        // Issue 20, items 1 and 12, through the Scenario menu's actions and their dialogs.
        auto s = settings(QStringLiteral("scenarios.ini"));
        auto w = window(s.get());
        workspace::ScenarioDocument* doc = w->document();
        app::ScenarioActions* actions = w->scenarioActions();
        const QString first = doc->scenarioName();
        QCOMPARE(actions->newAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
        QCOMPARE(actions->duplicateAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_D));
        QVERIFY(!actions->deleteAction()->isEnabled()); // the only scenario

        // A taken name is refused in the dialog, naming the field; Cancel adds nothing.
        QString error;
        answerNameDialog(first, nullptr, &error, true);
        actions->newAction()->trigger();
        QVERIFY2(error.startsWith(QStringLiteral("Scenario name: “%1” is already").arg(first)),
                 qPrintable(error));
        QCOMPARE(doc->scenarioNames().size(), 1);
        QVERIFY(!w->isWindowModified());

        QSignalSpy done(w->runner(), &views::EvaluationRunner::finished);
        answerNameDialog(QStringLiteral("8B chat"));
        actions->newAction()->trigger();
        QCOMPARE(doc->scenarioNames(), (QStringList{first, QStringLiteral("8B chat")}));
        QCOMPARE(doc->currentScenarioIndex(), 1);
        QVERIFY(doc->scenario().description.empty());
        QVERIFY(w->windowTitle().contains(QStringLiteral("8B chat")));
        QVERIFY(w->isWindowModified());
        QTRY_VERIFY_WITH_TIMEOUT(!done.isEmpty() && !w->runner()->isBusy(), 60000);
        QCOMPARE(w->runner()->latest()->scenario.name, std::string("8B chat"));
        QVERIFY(actions->deleteAction()->isEnabled());

        // Renamed in the editor: the title, the comparison's entries and Save As follow.
        auto* name = w->editor()->findChild<QLineEdit*>(QStringLiteral("name"));
        QVERIFY(name);
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Llama 3.1 8B chatbot"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(doc->scenarioName(), QStringLiteral("Llama 3.1 8B chatbot"));
        QVERIFY(w->windowTitle().contains(QStringLiteral("Llama 3.1 8B chatbot")));
        w->comparison()->refresh();
        QVERIFY(
            w->comparison()->entryKeys().contains(QStringLiteral("current:Llama 3.1 8B chatbot")));
        QVERIFY(!w->comparison()->entryKeys().contains(QStringLiteral("current:8B chat")));

        // Duplicate asks for the copy's name, proposing one.
        QString proposed;
        QTimer::singleShot(0, this, [&proposed] {
            auto* d = qobject_cast<app::NameDialog*>(QApplication::activeModalWidget());
            QVERIFY(d);
            proposed = d->text();
            d->accept();
        });
        actions->duplicateAction()->trigger();
        QCOMPARE(proposed, QStringLiteral("Llama 3.1 8B chatbot (copy)"));
        QCOMPARE(doc->scenarioName(), proposed);
        QCOMPARE(doc->scenarioNames().size(), 3);
        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR")) {
            QTRY_VERIFY_WITH_TIMEOUT(!w->runner()->isBusy(), 60000);
            w->resize(1600, 1000);
            QCoreApplication::processEvents();
            w->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                           QStringLiteral("/workbench-scenarios.png"));
        }

        // Delete asks; Cancel keeps it, Delete removes it, Undo brings it back.
        auto answerDelete = [this](bool remove) {
            QTimer::singleShot(0, this, [remove] {
                auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                QVERIFY(box);
                QCOMPARE(box->objectName(), QStringLiteral("deleteScenarioConfirm"));
                QVERIFY(box->text().contains(QStringLiteral("(copy)")));
                if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR"))
                    box->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                                     QStringLiteral("/delete-scenario.png"));
                if (remove)
                    box->findChild<QPushButton*>(QStringLiteral("confirmDelete"))->click();
                else
                    box->button(QMessageBox::Cancel)->click();
            });
        };
        answerDelete(false);
        actions->deleteAction()->trigger();
        QCOMPARE(doc->scenarioNames().size(), 3);
        answerDelete(true);
        actions->deleteAction()->trigger();
        QCOMPARE(doc->scenarioNames(),
                 (QStringList{first, QStringLiteral("Llama 3.1 8B chatbot")}));
        doc->undoStack()->undo();
        QCOMPARE(doc->scenarioNames().size(), 3);
        QCOMPARE(doc->scenarioName(), proposed);

        // Ctrl+PgUp goes to the previous one, wherever the focus is.
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        QWidget* focus = QApplication::focusWidget() ? QApplication::focusWidget() : w.get();
        QTest::keyClick(focus, Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(doc->scenarioName(), QStringLiteral("Llama 3.1 8B chatbot"));
    }

    void authorIsAskedOnceAndEveryEditIsSummarised() {
        // Issue 20, item 14.
        const QString path = m_dir.filePath(QStringLiteral("author.rsplan"));
        auto s = settings(QStringLiteral("author.ini"));
        QVERIFY(s->author().isEmpty());
        auto w = window(s.get());
        QVERIFY(w->fileActions()->saveTo(path));
        typeInto(w.get(), QStringLiteral("workload.requests_per_s"), QStringLiteral("25"));
        typeInto(w.get(), QStringLiteral("sla.tpot_ms"), QStringLiteral("40"));
        int asked = 0;
        // An empty name is refused (OK stays disabled): the dialog is cancelled, nothing saved.
        QString error;
        answerNameDialog(QString(), &asked, &error);
        QVERIFY(!w->fileActions()->save());
        QCOMPARE(error, QStringLiteral("Author: must not be empty"));
        QVERIFY(w->isWindowModified());
        answerNameDialog(QStringLiteral("Ada Planner"), &asked);
        QVERIFY(w->fileActions()->save());
        QCOMPARE(asked, 2);
        QCOMPARE(s->author(), QStringLiteral("Ada Planner"));
        auto saved = project::loadProject(path.toStdString());
        QVERIFY(saved);
        const project::Revision& r = saved->scenarios[0].revisions.back();
        QCOMPARE(r.number, 2);
        QCOMPARE(r.author, std::string("Ada Planner"));
        // Both edits of the save, not only the last.
        QVERIFY2(QString::fromStdString(r.summary).contains(QStringLiteral("Peak requests/s")),
                 r.summary.c_str());
        QVERIFY2(
            QString::fromStdString(r.summary).contains(QStringLiteral("Time per output token")),
            r.summary.c_str());
        QVERIFY(QString::fromStdString(r.summary).contains(QStringLiteral("; ")));

        // Asked once: the next save does not ask.
        typeInto(w.get(), QStringLiteral("workload.requests_per_s"), QStringLiteral("26"));
        QTimer::singleShot(0, this, [&asked] {
            if (QWidget* modal = QApplication::activeModalWidget()) {
                ++asked;
                modal->close();
            }
        });
        QVERIFY(w->fileActions()->save());
        QCoreApplication::processEvents();
        QCOMPARE(asked, 2);

        // Edit → Revision Author… changes it for the next saves.
        answerNameDialog(QStringLiteral("Grace"), &asked);
        auto* editAuthor = w->findChild<QAction*>(QStringLiteral("editAuthor"));
        QVERIFY(editAuthor);
        editAuthor->trigger();
        QCOMPARE(s->author(), QStringLiteral("Grace"));
        QCOMPARE(w->document()->author(), QStringLiteral("Grace"));
    }

    void selectionFollowsTheNewBestPlan() {
        // Issue 20, item 3: 70B -> Llama 3.2 1B in the model list (the 8B plan has the same rank 1,
        // B200 TP1); nobody picked a row: rank 1 of the new plan is shown in the table, the detail
        // pane and the charts.
        auto s = settings(QStringLiteral("follow.ini"));
        auto w = window(s.get());
        const model::Candidate oldBest = *w->candidates()->currentCandidate();
        auto* list = w->editor()->findChild<QListWidget*>(QStringLiteral("model"));
        QVERIFY(list);
        QListWidgetItem* item = nullptr;
        for (int row = 0; row < list->count(); ++row)
            if (list->item(row)->data(Qt::UserRole).toString() == QStringLiteral("llama-3.2-1b"))
                item = list->item(row);
        QVERIFY(item);
        QSignalSpy done(w->runner(), &views::EvaluationRunner::finished);
        list->scrollToItem(item);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(item).center());
        QTRY_VERIFY_WITH_TIMEOUT(!done.isEmpty() && !w->runner()->isBusy(), 60000);
        const workspace::EvaluationPtr e = w->runner()->latest();
        QCOMPARE(e->scenario.model.id, std::string("llama-3.2-1b"));
        // The old best is still a candidate, below rank 1: keeping it was the bug.
        const int oldRow = w->candidates()->tableModel()->rowOf(
            oldBest.gpuId, oldBest.precision, oldBest.layout.tp, oldBest.layout.pp);
        QVERIFY2(oldRow > 0,
                 (oldBest.gpuId + ": the 70B plan's best must still be listed for the 1B model")
                     .c_str());
        QCOMPARE(w->candidates()->currentCandidate(), &e->plan.feasible.front());
        QCOMPARE(w->detail()->candidate(), &e->plan.feasible.front());
    }
};

} // namespace tst_MainWindow_suite

QTEST_MAIN(tst_MainWindow_suite::tst_MainWindow)
#include "tst_MainWindow.moc"
