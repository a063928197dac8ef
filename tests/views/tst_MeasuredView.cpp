// The Measured page: the telemetry panel shows the engine's statistics, verdict and candidates
// for the committed 4×H100 sample (an over-provisioned deployment), draws one line per GPU with
// every reported sample, and names a file it cannot read; the calibration panel calibrates a
// project on the committed benchmark runs as an undo step whose tables are the engine's
// StoredCalibration, and undo, redo and reset follow.
#include "app/gui/AppSettings.h"
#include "app/gui/MainWindow.h"
#include "importers/TelemetryImport.h"
#include "model/RightSizing.h"
#include "project/ProjectCalibration.h"
#include "project/ScenarioJson.h"
#include "views/EnginePhrase.h"
#include "views/EvaluationRunner.h"
#include "views/QuantityFormat.h"
#include "views/measured/CalibrationModels.h"
#include "views/measured/CalibrationPanel.h"
#include "views/measured/MeasuredView.h"
#include "views/measured/SizingCandidatesModel.h"
#include "views/measured/TelemetryPanel.h"
#include "views/measured/TelemetryStatsModel.h"
#include "views/measured/TelemetryTraceChart.h"
#include "workspace/ScenarioDocument.h"

#include "views/ViewTestSupport.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

#include <cmath>
#include <map>

namespace tst_MeasuredView_suite {

using namespace rightsizer;
using namespace rightsizer::views;

namespace {

QString dataFile(const char* relative) {
    return QStringLiteral(RIGHTSIZER_SOURCE_DIR "/tests/data/") + QLatin1String(relative);
}

/// A project holding the bundled example scenario, as the workbench's document holds it.
project::Project exampleProject() {
    QFile f(test::examplePath());
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the example");
    project::Project p;
    project::ProjectScenario s;
    s.name = "example";
    s.json = f.readAll().toStdString();
    p.scenarios.push_back(std::move(s));
    return p;
}

/// Points drawn per series name (a GPU's segments summed).
/// How many candidates of the evaluation were estimated with the project's fitted factors.
int calibratedCandidates(const workspace::EvaluationPtr& e) {
    int n = 0;
    for (const auto* list : {&e->plan.feasible, &e->plan.rejected})
        for (const model::Candidate& c : *list)
            n += c.efficiency.servingGroup.find("project calibration") != std::string::npos;
    return n;
}

std::map<QString, qsizetype> pointsPerGpu(const TelemetryTraceChart* chart) {
    std::map<QString, qsizetype> points;
    for (QAbstractSeries* s : chart->chart()->series())
        points[s->name()] += static_cast<QLineSeries*>(s)->count();
    return points;
}

} // namespace

class TestMeasuredView final : public QObject {
    Q_OBJECT

private:
    catalog::Catalog m_catalog;
    model::TelemetryLog m_log; ///< the H100 sample as the engine reads it

private slots:
    void initTestCase() {
        m_catalog = test::bundledCatalog();
        auto log = importers::loadTelemetryFile(dataFile("telemetry/h100x4-3h.csv").toStdString());
        QVERIFY2(log, log ? "" : log.error().message.c_str());
        m_log = std::move(log).value();
    }

    void telemetryShowsEngineVerdictAndStatistics() {
        TelemetryPanel panel(m_catalog);
        QAbstractItemModelTester statsTester(panel.statsModel());
        QAbstractItemModelTester candidatesTester(panel.candidatesModel());
        QVERIFY(panel.loadFiles({dataFile("telemetry/h100x4-3h.csv")}));
        QVERIFY(panel.errorLabel()->isHidden());

        const std::vector<model::DeploymentStats> stats = model::telemetryStats(m_log);
        QCOMPARE(stats.size(), size_t(1));
        const model::RightSizing sizing =
            model::rightSize(stats[0], m_catalog.gpus, m_catalog.prices);
        QCOMPARE(sizing.verdict, model::ProvisioningVerdict::OverProvisioned);
        QVERIFY2(panel.verdictLabel()->text().startsWith(QLatin1String("Over-provisioned")),
                 qPrintable(panel.verdictLabel()->text()));
        QCOMPARE(panel.verdictLabel()->text(), views::phraseText(sizing.headline));

        // The p95 cell is the engine's p95, formatted; its EditRole is the number itself.
        const QModelIndex p95 = panel.statsModel()->index(TelemetryStatsModel::UtilP95,
                                                          TelemetryStatsModel::ValueColumn);
        QCOMPARE(p95.data().toString(), QuantityFormat().percent(stats[0].gpuUtil.p95));
        QCOMPARE(p95.data(Qt::EditRole).toDouble(), stats[0].gpuUtil.p95);
        // nvidia-smi CSV has no DCGM profiling counters: not reported, not 0.
        const QModelIndex tensor = panel.statsModel()->index(TelemetryStatsModel::TensorActive,
                                                             TelemetryStatsModel::ValueColumn);
        QCOMPARE(tensor.data().toString(), QStringLiteral("—"));
        QVERIFY(!tensor.data(Qt::EditRole).isValid());

        QVERIFY(!sizing.candidates.empty());
        QCOMPARE(panel.candidatesModel()->rowCount(), int(sizing.candidates.size()));
        const QModelIndex price = panel.candidatesModel()->index(
            0, panel.candidatesModel()->columnOf(SizingColumnId::UsdPerHour));
        QCOMPARE(price.data(Qt::EditRole).toDouble(), sizing.candidates[0].usdPerHour);

        // One line per GPU, each with every utilization (memory) sample the file reports.
        QCOMPARE(stats[0].gpus.size(), size_t(4));
        const auto util = pointsPerGpu(panel.utilizationChart());
        const auto memory = pointsPerGpu(panel.memoryChart());
        QCOMPARE(util.size(), size_t(4));
        QCOMPARE(memory.size(), size_t(4));
        for (const model::GpuTrace& trace : m_log.gpus) {
            qsizetype utilSamples = 0, memorySamples = 0;
            for (const model::TelemetrySample& s : trace.samples) {
                utilSamples += std::isfinite(s.gpuUtilFraction) ? 1 : 0;
                memorySamples += std::isfinite(s.memoryUsedBytes) ? 1 : 0;
            }
            const QString label = QStringLiteral("GPU %1").arg(QString::fromStdString(trace.gpu));
            QCOMPARE(util.at(label), utilSamples);
            QCOMPARE(memory.at(label), memorySamples);
        }
        QCOMPARE(util.at(QStringLiteral("GPU 0")), qsizetype(680)); // 680 lines of GPU 0
    }

    void unreadableFilesAreNamedInline() {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("garbage.txt"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("this is not telemetry\njust words\n");
        f.close();
        const QString missing = dir.filePath(QStringLiteral("missing.csv"));

        TelemetryPanel panel(m_catalog);
        QVERIFY(!panel.loadFiles({bad, missing}));
        QVERIFY(!panel.errorLabel()->isHidden());
        QVERIFY(panel.errorLabel()->text().contains(QLatin1String("garbage.txt")));
        QVERIFY(panel.errorLabel()->text().contains(QLatin1String("missing.csv")));
        QCOMPARE(panel.statsModel()->rowCount(), 0);

        // A good file beside a bad one is still shown; the bad one stays named.
        QVERIFY(panel.loadFiles({bad, dataFile("telemetry/h100x4-3h.csv")}));
        QVERIFY(panel.errorLabel()->text().contains(QLatin1String("garbage.txt")));
        QCOMPARE(panel.statsModel()->rowCount(), int(TelemetryStatsModel::RowCount));
    }

    void calibrationIsAnUndoStep() {
        project::Project project = exampleProject();
        QUndoStack undo;
        CalibrationPanel panel(project, m_catalog, &undo);
        QAbstractItemModelTester errorsTester(panel.errorsModel());
        QAbstractItemModelTester groupsTester(panel.groupsModel());
        QSignalSpy changed(&panel, &CalibrationPanel::calibrationChanged);
        QVERIFY(!panel.resetButton()->isEnabled());

        QVERIFY(panel.importFiles({dataFile("benchmarks/runs.csv")}));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(undo.count(), 1);
        auto active = project::activeCalibration(project);
        QVERIFY(active && active->has_value());
        const project::StoredCalibration stored = **active;
        QVERIFY(!stored.errors.empty());
        QVERIFY(!stored.groups.empty());
        QCOMPARE(panel.errorsModel()->rowCount(), int(stored.errors.size()));
        QCOMPARE(panel.groupsModel()->rowCount(), int(stored.groups.size()));
        QVERIFY(panel.resetButton()->isEnabled());

        // Every row is the stored run error; peak-memory rows are greyed and explained.
        bool sawNotFitted = false;
        for (int r = 0; r < int(stored.errors.size()); ++r) {
            const model::RunError& e = stored.errors[size_t(r)];
            QCOMPARE(panel.errorsModel()
                         ->index(r, RunErrorModel::ErrorAfterColumn)
                         .data(Qt::EditRole)
                         .toDouble(),
                     e.errorAfter());
            const QModelIndex measured =
                panel.errorsModel()->index(r, RunErrorModel::MeasuredColumn);
            QCOMPARE(measured.data(Qt::EditRole).toDouble(), e.measured);
            if (!e.fitted) {
                sawNotFitted = true;
                QVERIFY(measured.data(Qt::ForegroundRole).isValid());
                // Peak memory is the runtime's reservation; TTFT under load waits on prefills.
                const QString why = measured.data(Qt::ToolTipRole).toString();
                QVERIFY2(why.contains(e.metric == "peak_memory_bytes" ? QLatin1String("KV")
                                                                      : QLatin1String("prefill")),
                         qPrintable(why));
            }
        }
        QVERIFY(sawNotFitted); // runs.csv carries peak_memory_gib
        // 90 % band after the fit: exp(1.645 sigma) - 1 of the stored sigma.
        const QModelIndex band = panel.groupsModel()->index(0, FittedGroupsModel::BandColumn);
        QVERIFY(std::abs(band.data(Qt::EditRole).toDouble() -
                         (std::exp(1.645 * stored.groups[0].after.sigmaLog) - 1.0)) < 1e-12);

        undo.undo();
        QCOMPARE(changed.count(), 2);
        active = project::activeCalibration(project);
        QVERIFY(active && !active->has_value());
        QVERIFY(project.measurements.empty());
        QCOMPARE(panel.errorsModel()->rowCount(), 0);
        QVERIFY(!panel.resetButton()->isEnabled());

        undo.redo();
        QCOMPARE(changed.count(), 3);
        active = project::activeCalibration(project);
        QVERIFY(active && active->has_value());
        QCOMPARE((*active)->errors.size(), stored.errors.size());
        QCOMPARE(panel.errorsModel()->rowCount(), int(stored.errors.size()));

        QTest::mouseClick(panel.resetButton(), Qt::LeftButton);
        QCOMPARE(changed.count(), 4);
        active = project::activeCalibration(project);
        QVERIFY(active && active->has_value() && (*active)->groups.empty());
        QCOMPARE(panel.groupsModel()->rowCount(), 0);
        undo.undo();
        active = project::activeCalibration(project);
        QVERIFY(active && active->has_value());
        QCOMPARE((*active)->groups.size(), stored.groups.size());
        QCOMPARE(panel.groupsModel()->rowCount(), int(stored.groups.size()));
    }

    void badMeasurementsChangeNothing() {
        project::Project project = exampleProject();
        const project::Project before = project;
        QUndoStack undo;
        CalibrationPanel panel(project, m_catalog, &undo);
        QVERIFY(!panel.importFiles({dataFile("telemetry/h100x4-3h.csv")}));
        QVERIFY(!panel.errorLabel()->isHidden());
        QVERIFY(panel.errorLabel()->text().contains(QLatin1String("h100x4-3h.csv")));
        QCOMPARE(undo.count(), 0);
        QVERIFY(project == before);
    }

    /// In the workbench: View → Measured (Ctrl+M) shows the page; a calibration is an undo step
    /// of the document (it becomes modified) and the evaluation plans with the fitted factors
    /// until it is undone.
    void workbenchPlansWithTheCalibration() {
        QTemporaryDir dir;
        app::AppSettings settings(dir.filePath(QStringLiteral("s.ini")));
        app::MainWindow w(m_catalog, &settings, dir.filePath(QStringLiteral("data")));
        QSignalSpy evaluated(w.runner(), &EvaluationRunner::finished);
        w.show();
        w.start({}, false);
        QTRY_VERIFY_WITH_TIMEOUT(!evaluated.isEmpty(), 60000);
        QCOMPARE(calibratedCandidates(w.runner()->latest()), 0);
        QVERIFY(!w.document()->isModified());

        QTest::keyClick(&w, Qt::Key_M, Qt::ControlModifier);
        QVERIFY(w.analysisTabs()->currentWidget()->isAncestorOf(w.measured()));

        evaluated.clear();
        QVERIFY(w.measured()->calibration()->importFiles({dataFile("benchmarks/runs.csv")}));
        QVERIFY(w.document()->isModified());
        QTRY_VERIFY_WITH_TIMEOUT(!evaluated.isEmpty(), 60000);
        QVERIFY(calibratedCandidates(w.runner()->latest()) > 0);
        // The calibration is the document's: saving writes it into the project.
        auto held = project::activeCalibration(w.document()->project());
        QVERIFY(held && held->has_value());

        evaluated.clear();
        w.document()->undoStack()->undo();
        QTRY_VERIFY_WITH_TIMEOUT(!evaluated.isEmpty(), 60000);
        QCOMPARE(calibratedCandidates(w.runner()->latest()), 0);
        QVERIFY(!w.document()->isModified());
    }

    void screenshot() {
        project::Project project = exampleProject();
        QUndoStack undo;
        MeasuredView view(project, m_catalog, &undo);
        QVERIFY(view.telemetry()->loadFiles({dataFile("telemetry/h100x4-3h.csv")}));
        QVERIFY(view.calibration()->importFiles({dataFile("benchmarks/runs.csv")}));
        view.resize(1400, 1500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR"))
            QVERIFY(view.grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                                     QStringLiteral("/measured-view.png")));
    }
};

} // namespace tst_MeasuredView_suite

QTEST_MAIN(tst_MeasuredView_suite::TestMeasuredView)
#include "tst_MeasuredView.moc"
