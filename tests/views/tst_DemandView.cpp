// The demand view: the weekly profile table edits the document (one hour, undoable, refused
// values shown inline), the autoscaling chart draws the engine's week (model::weeklyFleet), and
// the CSV import previews every row and imports the good rows only on the user's click.

#include "TestSupport.h"
#include "ViewTestSupport.h"
#include "views/QuantityFormat.h"
#include "views/demand/AutoscalingChart.h"
#include "views/demand/DemandImportDialog.h"
#include "views/demand/DemandProfileChart.h"
#include "views/demand/DemandProfileModel.h"
#include "views/demand/DemandRowsModel.h"
#include "views/demand/DemandView.h"
#include "workspace/ScenarioDocument.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <memory>

namespace tst_DemandView_suite {

using namespace rightsizer;
using rightsizer::test::near;
using views::DemandImportDialog;
using views::DemandProfileModel;
using views::DemandRowsModel;
using views::DemandView;
using workspace::ScenarioDocument;

namespace {

/// ISO timestamp of hour `h` after 2026-03-02 00:00, a Monday.
QString isoHour(int h) {
    return QStringLiteral("2026-03-%1T%2:00:00Z")
        .arg(2 + h / 24, 2, 10, QLatin1Char('0'))
        .arg(h % 24, 2, 10, QLatin1Char('0'));
}

/// `goodHours` hourly samples from Monday 00:00 at rate (h % 24) + 1 requests/s, and two bad
/// rows: line 4 (hour 99 is no time) and the last line (a negative rate). With a full week the
/// lines are: 1 header, 2-3 hours 0-1, 4 bad, 5-170 hours 2-167, 171 bad.
QString csvWithTwoBadRows(int goodHours = 168) {
    QString csv = QStringLiteral("timestamp,requests_per_s\n"); // line 1
    for (int h = 0; h < goodHours; ++h) {
        if (h == 2)
            csv += QStringLiteral("2026-03-02T99:00:00Z,7\n"); // line 4
        csv += isoHour(h) + QLatin1Char(',') + QString::number(h % 24 + 1) + QLatin1Char('\n');
    }
    csv += QStringLiteral("2026-03-09T05:00:00Z,-2\n"); // line goodHours + 3
    return csv;
}

int risesOf(const std::vector<double>& replicas) {
    int n = 0;
    for (size_t h = 0; h < replicas.size(); ++h)
        n += replicas[h] > replicas[(h + replicas.size() - 1) % replicas.size()] ? 1 : 0;
    return n;
}

} // namespace

class tst_DemandView final : public QObject {
    Q_OBJECT

    catalog::Catalog m_catalog = test::bundledCatalog();
    workspace::EvaluationPtr m_example;
    std::unique_ptr<workspace::ScenarioDocument> m_doc;
    std::unique_ptr<DemandView> m_view; // destroyed before the document

    const model::Scenario& scenario() const { return m_doc->scenario(); }
    int undoCount() const { return m_doc->undoStack()->count(); }
    workspace::EvaluationPtr reevaluate() {
        auto e = workspace::evaluate(m_doc->scenario(), m_catalog);
        if (!e)
            qFatal("evaluation: %s", e.error().message.c_str());
        auto ptr = std::make_shared<const workspace::Evaluation>(std::move(e).value());
        m_view->setEvaluation(ptr);
        return ptr;
    }
    /// Checks that the chart draws `w`: the step line, the fixed fleet, the demand, the risk
    /// markers (one per rise of replicas, the engine's risk hours / the scale-up lag).
    void verifyChartShows(const model::WeeklyFleet& w, double lagHours) {
        views::AutoscalingChart* chart = m_view->autoscalingChart();
        const QList<QPointF> steps = chart->replicasSeries()->points();
        const QList<QPointF> demand = chart->demandSeries()->points();
        QCOMPARE(steps.size(), 2 * model::kHoursPerWeek);
        QCOMPARE(demand.size(), model::kHoursPerWeek);
        for (int h = 0; h < model::kHoursPerWeek; ++h) {
            QCOMPARE(steps[2 * h], QPointF(h, w.autoscaledReplicas[size_t(h)]));
            QCOMPARE(steps[2 * h + 1], QPointF(h + 1, w.autoscaledReplicas[size_t(h)]));
            QCOMPARE(demand[h].y(), w.requestsPerS[size_t(h)]);
        }
        for (const QPointF& p : chart->fixedSeries()->points())
            QCOMPARE(p.y(), w.onPremReplicas);
        const int markers = int(chart->riskSeries()->count());
        QCOMPARE(markers, risesOf(w.autoscaledReplicas));
        QVERIFY(near(markers * lagHours, w.riskHoursPerWeek, 1e-12));
    }

private slots:
    void initTestCase() { m_example = test::exampleEvaluation(); }

    void init() {
        m_doc = std::make_unique<workspace::ScenarioDocument>(m_catalog);
        m_doc->reset(test::exampleScenario(m_catalog));
        m_view = std::make_unique<DemandView>(m_doc.get());
        m_view->resize(1400, 800);
        m_view->setEvaluation(m_example);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    }

    void cleanup() {
        m_view.reset();
        m_doc.reset();
    }

    void modelsPassTheTester() {
        QAbstractItemModelTester tester(m_view->profileModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(m_view->profileModel()->rowCount(), 7);
        QCOMPARE(m_view->profileModel()->columnCount(), 24);
        DemandImportDialog dialog(m_doc.get(), QStringLiteral("/tmp/demand.csv"),
                                  csvWithTwoBadRows());
        QAbstractItemModelTester rows(dialog.rowsModel(),
                                      QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxy(dialog.proxyModel(),
                                       QAbstractItemModelTester::FailureReportingMode::QtTest);
        dialog.rejectedOnlyBox()->setChecked(true);
        dialog.rejectedOnlyBox()->setChecked(false);
        // An edit and its undo change the profile model's data under the tester.
        QVERIFY(m_view->profileModel()->setData(m_view->profileModel()->index(1, 1), 3.0));
        m_doc->undoStack()->undo();
    }

    void showsTheProfileTheTcoUses() {
        // The example gives no profile: the default daytime profile peaking at 20 requests/s.
        QVERIFY(scenario().tco.weeklyRequestsPerS.empty());
        QVERIFY(m_example->tco);
        const std::vector<double>& used = m_example->tco->params.weeklyRequestsPerS;
        DemandProfileModel* model = m_view->profileModel();
        QVERIFY(model->isDefault());
        QVERIFY(!m_view->resetButton()->isEnabled());
        for (int h = 0; h < model::kHoursPerWeek; ++h)
            QCOMPARE(model->indexOfHour(h).data(Qt::EditRole).toDouble(), used[size_t(h)]);
        QCOMPARE(model->index(0, 10).data(Qt::EditRole).toDouble(), 20.0); // Mon 10:00: peak
        const QList<QPointF> line = m_view->profileChart()->series()->points();
        QCOMPARE(line.size(), 168);
        QCOMPARE(line[10], QPointF(10.5, used[10]));
        QCOMPARE(line[130], QPointF(130.5, used[130]));
    }

    void editingACellChangesThatHourOnly() {
        const std::vector<double> before = m_example->tco->params.weeklyRequestsPerS;
        const int steps = undoCount();
        // Wednesday 14:00 is hour 2 x 24 + 14 = 62: type 35 into its cell as a user does.
        QTableView* table = m_view->profileTable();
        const QModelIndex cell = m_view->profileModel()->index(2, 14);
        table->setCurrentIndex(cell);
        table->edit(cell);
        auto* editor = table->findChild<QLineEdit*>(QStringLiteral("rateEditor"));
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, QStringLiteral("35"));
        QTest::keyClick(editor, Qt::Key_Return); // the delegate commits from the event loop
        QTRY_COMPARE(undoCount(), steps + 1);
        const std::vector<double>& after = scenario().tco.weeklyRequestsPerS;
        QCOMPARE(int(after.size()), 168);
        for (int h = 0; h < 168; ++h)
            QCOMPARE(after[size_t(h)], h == 62 ? 35.0 : before[size_t(h)]);
        QCOMPARE(QString::fromStdString(scenario().tco.demandSource),
                 QStringLiteral("edited in RightSizer"));
        QVERIFY(m_view->errorLabel()->isHidden());
        QVERIFY(m_view->resetButton()->isEnabled());
        // The table and the profile line follow the document at once.
        QCOMPARE(cell.data(Qt::EditRole).toDouble(), 35.0);
        QCOMPARE(m_view->profileChart()->series()->at(62).y(), 35.0);

        // After re-evaluation the week of month 1 draws the edited demand and the engine's
        // replicas for it.
        m_view->monthSlider()->setValue(1);
        const workspace::EvaluationPtr e = reevaluate();
        QVERIFY(e->tco);
        QCOMPARE(e->tco->params.weeklyRequestsPerS[62], 35.0);
        const model::WeeklyFleet w = model::weeklyFleet(e->tco->params, e->tco->capacity, 0);
        QCOMPARE(m_view->fleet().autoscaledReplicas, w.autoscaledReplicas);
        QCOMPARE(m_view->autoscalingChart()->demandSeries()->at(62).y(), 35.0 * w.growth);
        verifyChartShows(w, std::min(e->tco->params.scaleUpDelayMinutes / 60.0, 1.0));
        // 35 requests/s is above the 20 requests/s peak: the autoscaled peak is that hour's.
        QCOMPARE(*std::max_element(w.autoscaledReplicas.begin(), w.autoscaledReplicas.end()),
                 w.autoscaledReplicas[62]);

        // Undo restores the default profile, in the document and the table.
        m_doc->undoStack()->undo();
        QVERIFY(scenario().tco.weeklyRequestsPerS.empty());
        QCOMPARE(cell.data(Qt::EditRole).toDouble(), before[62]);
        QVERIFY(m_view->profileModel()->isDefault());
    }

    void refusedValuesShowTheFieldError_data() {
        QTest::addColumn<QString>("typed");
        QTest::newRow("negative") << QStringLiteral("-5");
        QTest::newRow("too large") << QStringLiteral("2e6");
        QTest::newRow("not a number") << QStringLiteral("nan");
        QTest::newRow("text") << QStringLiteral("lots");
    }

    void refusedValuesShowTheFieldError() {
        QFETCH(QString, typed);
        const int steps = undoCount();
        DemandProfileModel* model = m_view->profileModel();
        const double was = model->index(0, 3).data(Qt::EditRole).toDouble();
        QVERIFY(!model->setData(model->index(0, 3), typed)); // Monday 03:00 = hour 3
        QCOMPARE(undoCount(), steps);
        QVERIFY(scenario().tco.weeklyRequestsPerS.empty());
        QCOMPARE(model->index(0, 3).data(Qt::EditRole).toDouble(), was);
        QVERIFY(m_view->errorLabel()->isVisibleTo(m_view.get()));
        QVERIFY2(m_view->errorLabel()->text().contains(
                     QStringLiteral("tco.demand.weekly_requests_per_s[3]")),
                 qPrintable(m_view->errorLabel()->text()));
        // A good value afterwards clears the message.
        QVERIFY(model->setData(model->index(0, 3), 4.5));
        QVERIFY(m_view->errorLabel()->isHidden());
    }

    void resetReturnsToTheDefaultProfile() {
        DemandProfileModel* model = m_view->profileModel();
        QVERIFY(model->setData(model->index(4, 20), 12.0));
        QVERIFY(m_view->resetButton()->isEnabled());
        const int steps = undoCount();
        QTest::mouseClick(m_view->resetButton(), Qt::LeftButton);
        QCOMPARE(undoCount(), steps + 1);
        QVERIFY(scenario().tco.weeklyRequestsPerS.empty());
        QVERIFY(scenario().tco.demandSource.empty());
        QVERIFY(!m_view->resetButton()->isEnabled());
        m_doc->undoStack()->undo();
        QCOMPARE(scenario().tco.weeklyRequestsPerS[4 * 24 + 20], 12.0);
    }

    void monthSliderDrawsThatMonthsWeek() {
        const model::TcoResult& tco = *m_example->tco;
        verifyChartShows(model::weeklyFleet(tco.params, tco.capacity, 0),
                         std::min(tco.params.scaleUpDelayMinutes / 60.0, 1.0));
        QCOMPARE(m_view->monthSlider()->maximum(), 36);
        m_view->monthSlider()->setValue(36);
        const model::WeeklyFleet last = model::weeklyFleet(tco.params, tco.capacity, 35);
        QCOMPARE(m_view->fleet().month, 35);
        QVERIFY(last.growth > 2.5); // 40 %/year over 35 months: 1.4^(35/12) = 2.67
        verifyChartShows(last, std::min(tco.params.scaleUpDelayMinutes / 60.0, 1.0));
        QVERIFY(m_view->monthLabel()->text().contains(QStringLiteral("Month 36 of 36")));
        // The figures beside the chart: utilization and risk with units, from the engine.
        const views::QuantityFormat f;
        const QString figures = m_view->figuresLabel()->text();
        QVERIFY2(figures.contains(f.percent(last.autoscaledUtilization)), qPrintable(figures));
        QVERIFY(figures.contains(f.percent(last.fixedUtilization)));
        QVERIFY(figures.contains(f.percent(last.riskRequestFraction)));
        QVERIFY(figures.contains(f.number(last.riskHoursPerWeek, 2) + QStringLiteral(" h/week")));
        // One GPU per replica, and the fewest autoscaled replicas is 1 at night: "1 (1 GPU)".
        QVERIFY2(figures.contains(QStringLiteral("<b>1 (1 GPU)</b>")), qPrintable(figures));
        QVERIFY(!figures.contains(QStringLiteral("(1 GPUs)")));
        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR")) {
            m_view->tabs()->setCurrentIndex(1);
            m_view->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                                QStringLiteral("/demand-autoscaling.png"));
            m_view->tabs()->setCurrentIndex(0);
            m_view->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                                QStringLiteral("/demand-profile.png"));
            m_view->setPalette(QPalette(QColor(0x3a, 0x3a, 0x3a), QColor(0x26, 0x26, 0x26)));
            m_view->tabs()->setCurrentIndex(1);
            m_view->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                                QStringLiteral("/demand-autoscaling-dark.png"));
            m_view->setPalette(QPalette());
        }
    }

    void focusedCandidateHasItsOwnFleet() {
        const model::PlanResult& plan = m_example->plan;
        QVERIFY(plan.feasible.size() > 1);
        const model::Candidate& second = plan.feasible[1];
        m_view->setFocusCandidate(&second);
        QVERIFY(m_view->tco());
        QCOMPARE(QString::fromStdString(m_view->tco()->capacity.gpuId),
                 QString::fromStdString(second.gpuId));
        auto expected = workspace::evaluateTco(*m_example, second, false);
        QVERIFY(expected.ok());
        const model::WeeklyFleet w = model::weeklyFleet(expected->params, expected->capacity,
                                                        m_view->monthSlider()->value() - 1);
        verifyChartShows(w, std::min(expected->params.scaleUpDelayMinutes / 60.0, 1.0));
        m_view->setFocusCandidate(nullptr);
        QCOMPARE(m_view->tco()->capacity.gpuId, m_example->tco->capacity.gpuId);
    }

    void autoscaleOffIsSaid() {
        QVERIFY(m_doc
                    ->edit(QStringLiteral("tco.cloud.autoscale"), QStringLiteral("autoscale off"),
                           [](model::Scenario& s) { s.tco.cloud.autoscale = false; })
                    .ok());
        reevaluate();
        QVERIFY(m_view->noteLabel()->isVisibleTo(m_view.get()));
        QVERIFY(m_view->noteLabel()->text().contains(QStringLiteral("Autoscaling is off")));
        QCOMPARE(m_view->autoscalingChart()->riskSeries()->count(), 0);
        QVERIFY(m_view->figuresLabel()->text().contains(QStringLiteral("autoscaling is off")));
    }

    void trainingGetsANote() {
        QVERIFY(m_doc
                    ->edit(QStringLiteral("mode"), QStringLiteral("train"),
                           [](model::Scenario& s) {
                               s.mode = model::Mode::Train;
                               s.precisions = {model::Precision::Bf16};
                           })
                    .ok());
        reevaluate();
        QVERIFY(m_view->noteLabel()->text().contains(QStringLiteral("covers serving")));
        QVERIFY(!m_view->tabs()->isEnabled());
        QCOMPARE(m_view->autoscalingChart()->replicasSeries()->count(), 0);
    }

    void importPreviewsAndImportsTheGoodRows() {
        // Lines: 1 header, 2-3 hours 0-1, 4 bad timestamp, 5-170 hours 2-167, 171 bad rate.
        const QString path = QStringLiteral("/data/demand.csv");
        DemandImportDialog dialog(m_doc.get(), path, csvWithTwoBadRows());
        QCOMPARE(dialog.rowsModel()->rowCount(), 170);
        QVERIFY2(dialog.summaryLabel()->text().contains(QStringLiteral("170 rows, 2 rejected")),
                 qPrintable(dialog.summaryLabel()->text()));
        QVERIFY(dialog.summaryLabel()->text().contains(
            QStringLiteral("covers 2026-03-02T00:00:00Z .. 2026-03-08T23:00:00Z")));
        QVERIFY(dialog.summaryLabel()->text().contains(QStringLiteral("every hour of the week")));

        // "Show rejected only" leaves the two bad rows, with their line numbers and reasons.
        dialog.rejectedOnlyBox()->setChecked(true);
        QSortFilterProxyModel* proxy = dialog.proxyModel();
        QCOMPARE(proxy->rowCount(), 2);
        QCOMPARE(proxy->index(0, DemandRowsModel::Line).data(Qt::EditRole).toInt(), 4);
        QVERIFY(proxy->index(0, DemandRowsModel::Status)
                    .data()
                    .toString()
                    .contains(QStringLiteral("timestamp '2026-03-02T99:00:00Z'")));
        QCOMPARE(proxy->index(1, DemandRowsModel::Line).data(Qt::EditRole).toInt(), 171);
        QVERIFY(proxy->index(1, DemandRowsModel::Status)
                    .data()
                    .toString()
                    .contains(QStringLiteral("rate '-2'")));
        QCOMPARE(proxy->index(1, DemandRowsModel::RequestsPerS).data(Qt::EditRole).toDouble(),
                 -2.0);
        QVERIFY(proxy->index(1, 0).data(Qt::BackgroundRole).isValid()); // highlighted
        dialog.rejectedOnlyBox()->setChecked(false);
        QCOMPARE(proxy->rowCount(), 170);
        QVERIFY(!proxy->index(0, 0).data(Qt::BackgroundRole).isValid()); // line 2 is fine

        // The good rows cover every hour: the button says what is left out, and importing is
        // one undo step that sets the good rows' profile, (h % 24) + 1 requests/s.
        QPushButton* button = dialog.importButton();
        QVERIFY(button->isEnabled());
        QCOMPARE(button->text(), QStringLiteral("Import without the 2 rejected rows"));
        const int steps = undoCount();
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(undoCount(), steps + 1);
        const std::vector<double>& imported = scenario().tco.weeklyRequestsPerS;
        QCOMPARE(int(imported.size()), 168);
        for (int h = 0; h < 168; ++h)
            QCOMPARE(imported[size_t(h)], double(h % 24 + 1));
        QCOMPARE(QString::fromStdString(scenario().tco.demandSource),
                 QStringLiteral("demand.csv (168 samples, 2026-03-02T00:00:00Z .. "
                                "2026-03-08T23:00:00Z; 2 rows rejected)"));
        // The view's table shows it at once; undo restores the default.
        QCOMPARE(m_view->profileModel()->index(6, 23).data(Qt::EditRole).toDouble(), 24.0);
        m_doc->undoStack()->undo();
        QVERIFY(scenario().tco.weeklyRequestsPerS.empty());
        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR")) {
            dialog.rejectedOnlyBox()->setChecked(true);
            dialog.show();
            dialog.grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                               QStringLiteral("/demand-import.png"));
        }
    }

    void importWithAGapIsRefused() {
        // Sunday 23:00 has no good row: 167 of 168 hours, nothing can be imported.
        DemandImportDialog dialog(m_doc.get(), QStringLiteral("/data/gap.csv"),
                                  csvWithTwoBadRows(167));
        QPushButton* button = dialog.importButton();
        QVERIFY(!button->isEnabled());
        QVERIFY(dialog.summaryLabel()->text().contains(
            QStringLiteral("167 of the week's 168 hours covered (missing: Sun 23:00)")));
        QVERIFY(dialog.errorLabel()->isVisibleTo(&dialog));
        const int steps = undoCount();
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(undoCount(), steps);
        QVERIFY(scenario().tco.weeklyRequestsPerS.empty());
        QVERIFY(dialog.profileChart()->series()->points().isEmpty());
    }

    void unreadableFileSaysWhy() {
        DemandImportDialog dialog(m_doc.get(), QStringLiteral("/data/bad.csv"),
                                  QStringLiteral("when,how_many\n2026-03-02T00:00,1\n"));
        QVERIFY(!dialog.importButton()->isEnabled());
        QCOMPARE(dialog.rowsModel()->rowCount(), 0);
        QVERIFY(dialog.errorLabel()->text().contains(QStringLiteral("line 1: the header needs")));
    }
};

} // namespace tst_DemandView_suite

QTEST_MAIN(tst_DemandView_suite::tst_DemandView)
#include "tst_DemandView.moc"
