#include "MainWindow.h"

#include "FileActions.h"
#include "Recovery.h"
#include "ScenarioActions.h"
#include "app/common/BundledExample.h"
#include "catalog/CatalogDb.h"
#include "catalog/OwnQuote.h"
#include "model/Pricing.h"
#include "project/ProjectCalibration.h"
#include "project/ScenarioJson.h"
#include "views/CandidatesView.h"
#include "views/DetailView.h"
#include "views/EvaluationRunner.h"
#include "views/QuantityFormat.h"
#include "views/ScenarioEditor.h"
#include "views/catalog/CatalogEditor.h"
#include "views/catalog/CatalogSession.h"
#include "views/catalog/CatalogWindow.h"
#include "views/charts/WhatIfView.h"
#include "views/compare/ComparisonView.h"
#include "views/cost/TcoView.h"
#include "views/demand/DemandView.h"
#include "views/measured/CalibrationPanel.h"
#include "views/measured/MeasuredView.h"
#include "views/measured/TelemetryPanel.h"
#include "workspace/ScenarioDocument.h"

#include <QCloseEvent>
#include <QDateTime>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>

namespace rightsizer::app {
namespace {

/// The analysis tabs, in order.
constexpr int kCompareTab = 3;

model::Scenario bundledExample(const catalog::Catalog& catalog) {
    // The bundled example is checked by the tests and the build; it always parses.
    auto s = project::parseScenario(bundledExampleScenario(), catalog);
    return s ? std::move(s).value() : model::Scenario{};
}

} // namespace

MainWindow::MainWindow(catalog::Catalog catalog, AppSettings* settings, const QString& dataFolder,
                       QWidget* parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_doc(new workspace::ScenarioDocument(catalog, this))
    , m_runner(new views::EvaluationRunner(catalog, this)) {
    setObjectName(QStringLiteral("mainWindow"));
    setDockOptions(AnimatedDocks | AllowTabbedDocks | AllowNestedDocks);
    m_files =
        new FileActions(m_doc, settings, this, [this] { return bundledExample(m_doc->catalog()); });
    m_scenarios =
        new ScenarioActions(m_doc, this, [this] { return bundledExample(m_doc->catalog()); });
    m_recovery = new Recovery(m_doc, dataFolder, settings->autosaveIntervalS(), this);
    buildViews();
    buildMenus();
    buildStatusBar();

    connect(m_doc, &workspace::ScenarioDocument::catalogChanged, this,
            [this] { m_runner->setCatalog(plannedCatalog()); });
    // Opening or reverting replaces the project and with it the calibration in force.
    connect(m_doc, &workspace::ScenarioDocument::scenarioChanged, this, [this] {
        m_runner->setCatalog(plannedCatalog());
        m_runner->request(m_doc->scenario());
    });
    connect(m_doc, &workspace::ScenarioDocument::fileStateChanged, m_measured->calibration(),
            &views::CalibrationPanel::refresh);
    connect(m_doc, &workspace::ScenarioDocument::fileStateChanged, m_measured->telemetry(),
            &views::TelemetryPanel::projectChanged);
    connect(m_measured->calibration(), &views::CalibrationPanel::calibrationChanged, this, [this] {
        m_runner->setCatalog(plannedCatalog());
        m_runner->request(m_doc->scenario());
        statusBar()->showMessage(tr("Calibration changed: evaluating again"), 5000);
    });
    connect(m_doc, &workspace::ScenarioDocument::fileStateChanged, this, &MainWindow::updateTitle);
    connect(m_doc, &workspace::ScenarioDocument::scenarioListChanged, this,
            &MainWindow::updateTitle);
    // Another scenario's results: its rank 1, not the row picked in the previous one's.
    connect(m_doc, &workspace::ScenarioDocument::currentScenarioSwitched, m_candidates,
            &views::CandidatesView::followBestPlan);
    connect(m_runner, &views::EvaluationRunner::finished, this, &MainWindow::showEvaluation);
    connect(m_runner, &views::EvaluationRunner::failed, this, &MainWindow::evaluationFailed);
    connect(m_candidates, &views::CandidatesView::currentCandidateChanged, this,
            &MainWindow::showCandidate);
    connect(m_candidates, &views::CandidatesView::priceEntered, this, &MainWindow::setOwnPrice);
    auto status = [this](const QString& m) { statusBar()->showMessage(m, 5000); };
    connect(m_files, &FileActions::status, this, status);
    connect(m_scenarios, &ScenarioActions::status, this, status);
    connect(m_recovery, &Recovery::failed, this,
            [this](const QString& m) { statusBar()->showMessage(m, 10000); });

    resize(1600, 1000);
    restoreGeometry(settings->windowGeometry());
    restoreState(settings->windowState());
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildViews() {
    m_editor = new views::ScenarioEditor(m_doc);
    auto* editorScroll = new QScrollArea;
    editorScroll->setWidget(m_editor);
    editorScroll->setWidgetResizable(true);
    auto* editorDock = new QDockWidget(tr("Scenario"), this);
    editorDock->setObjectName(QStringLiteral("scenarioDock"));
    editorDock->setWidget(editorScroll);
    addDockWidget(Qt::LeftDockWidgetArea, editorDock);

    m_detail = new views::DetailView;
    auto* detailScroll = new QScrollArea;
    detailScroll->setWidget(m_detail);
    detailScroll->setWidgetResizable(true);
    auto* detailDock = new QDockWidget(tr("Selected configuration"), this);
    detailDock->setObjectName(QStringLiteral("detailDock"));
    detailDock->setWidget(detailScroll);
    addDockWidget(Qt::RightDockWidgetArea, detailDock);

    buildAnalysisTabs();
    setCentralWidget(m_tabs);
    // The form's width with its scroll bar (tst_WorkbenchLayout); the detail pane a little
    // narrower, for the charts between them.
    resizeDocks({editorDock, detailDock}, {345, 320}, Qt::Horizontal);
}

void MainWindow::buildAnalysisTabs() {
    m_candidates = new views::CandidatesView;
    m_whatIf = new views::WhatIfView;
    auto* split = new QSplitter(Qt::Vertical);
    split->setObjectName(QStringLiteral("centralSplit"));
    split->addWidget(m_candidates);
    split->addWidget(m_whatIf);
    // The charts get most of the height: the table scrolls, a chart squeezed unreadable does not.
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    split->setSizes({320, 640});
    m_tco = new views::TcoView(m_doc);
    m_demand = new views::DemandView(m_doc);
    m_comparison = new views::ComparisonView(m_doc);
    m_measured =
        new views::MeasuredView(m_doc->storedProject(), m_doc->catalog(), m_doc->undoStack());
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("analysisTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(split, tr("Candidates && &what-if"));
    // Each page scrolls when the window is smaller than it needs, rather than squeezing the
    // docks beside it.
    auto scrolled = [](QWidget* page) {
        auto* area = new QScrollArea;
        area->setWidget(page);
        area->setWidgetResizable(true);
        area->setFrameShape(QFrame::NoFrame);
        return area;
    };
    m_tabs->addTab(scrolled(m_tco), tr("&Cost (TCO)"));
    m_tabs->addTab(scrolled(m_demand), tr("&Demand && autoscaling"));
    m_tabs->addTab(scrolled(m_comparison), tr("C&ompare scenarios"));
    m_tabs->addTab(scrolled(m_measured), tr("&Measured"));
    m_tabs->setTabToolTip(0, tr("Every configuration ranked, and latency, memory, cost per token "
                                "and roofline of the grid; the selected row is the one costed"));
    m_tabs->setTabToolTip(1, tr("Cloud against on-prem over the horizon for the selected "
                                "configuration, with its inputs and the sensitivity"));
    m_tabs->setTabToolTip(2, tr("The weekly demand profile, autoscaled replicas against a fixed "
                                "fleet, utilization and the hours at SLA risk"));
    m_tabs->setTabToolTip(3, tr("Scenarios and saved revisions side by side"));
    m_tabs->setTabToolTip(4, tr("What a running deployment's GPU telemetry says, and the "
                                "project's calibration on your own benchmark runs"));
    // The comparison evaluates every picked scenario: only while it is shown.
    auto refreshComparison = [this] {
        m_comparisonStale = m_tabs->currentIndex() != kCompareTab;
        if (!m_comparisonStale)
            m_comparison->refresh();
    };
    connect(m_doc, &workspace::ScenarioDocument::scenarioChanged, this, refreshComparison);
    connect(m_doc, &workspace::ScenarioDocument::fileStateChanged, this, refreshComparison);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_tabs->currentIndex() == kCompareTab && m_comparisonStale) {
            m_comparisonStale = false;
            m_comparison->refresh();
        }
    });
    connect(m_tco, &views::TcoView::candidateRequested, this, [this](const model::Candidate* c) {
        if (c)
            m_candidates->selectCandidate(c->gpuId, c->precision, c->layout.tp, c->layout.pp);
    });
}

views::CatalogWindow* MainWindow::catalogWindow() {
    if (!m_catalogWindow) {
        m_catalogWindow = new views::CatalogWindow(catalog::defaultCatalogDbPath(), this);
        m_catalogWindow->setWindowFlag(Qt::Window);
        connect(m_catalogWindow->editor(), &views::CatalogEditor::catalogChanged, this,
                &MainWindow::reloadCatalog);
    }
    return m_catalogWindow;
}

void MainWindow::reloadCatalog() {
    auto effective = m_catalogWindow->editor()->effectiveCatalog();
    if (!effective) {
        statusBar()->showMessage(tr("The edited catalog cannot be used: %1")
                                     .arg(QString::fromStdString(effective.error().message)),
                                 10000);
        return;
    }
    m_doc->setCatalog(std::move(effective).value());
    statusBar()->showMessage(tr("Catalog changed: evaluating again with your edits"), 5000);
}

catalog::Catalog MainWindow::plannedCatalog() const {
    catalog::Catalog planned = m_doc->catalog();
    // A damaged calibration record is named in the Measured view; planning goes on with the
    // reference factors.
    if (auto table = project::projectEfficiency(m_doc->storedProject(), planned.efficiency))
        planned.efficiency = std::move(table).value();
    return planned;
}

void MainWindow::buildStatusBar() {
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("evaluationSummary"));
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(220);
    m_progress->setFormat(tr("Evaluating… %p%"));
    m_progress->setVisible(false);
    m_cancel = new QToolButton;
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the evaluation under way (Esc); the last results stay shown"));
    m_cancel->setVisible(false);
    statusBar()->addPermanentWidget(m_summary, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);

    // Quick evaluations (tens of ms) finish before the bar would be seen: show it only when
    // one takes longer, so that typing does not make the status bar flicker.
    m_progressDelay = new QTimer(this);
    m_progressDelay->setSingleShot(true);
    m_progressDelay->setInterval(250);
    connect(m_progressDelay, &QTimer::timeout, this, [this] {
        m_progress->setVisible(m_runner->isBusy());
        m_cancel->setVisible(m_runner->isBusy());
    });
    connect(m_runner, &views::EvaluationRunner::started, m_progressDelay,
            qOverload<>(&QTimer::start));
    connect(m_runner, &views::EvaluationRunner::progress, this,
            [this](double f) { m_progress->setValue(static_cast<int>(f * 1000)); });
    auto idle = [this] {
        m_progressDelay->stop();
        m_progress->setVisible(false);
        m_cancel->setVisible(false);
    };
    connect(m_runner, &views::EvaluationRunner::finished, this, idle);
    connect(m_runner, &views::EvaluationRunner::failed, this, idle);
    connect(m_runner, &views::EvaluationRunner::cancelled, this, [this, idle] {
        idle();
        statusBar()->showMessage(tr("Evaluation cancelled; the results shown are of an earlier "
                                    "state of the scenario"),
                                 8000);
    });
    connect(m_cancel, &QToolButton::clicked, m_runner, &views::EvaluationRunner::cancel);
}

void MainWindow::showEvaluation(const workspace::EvaluationPtr& e) {
    // The views take the evaluation first: the table then announces its current candidate
    // once, and each view costs it on the new evaluation only.
    m_whatIf->setEvaluation(e);
    m_tco->setEvaluation(e);
    m_demand->setEvaluation(e);
    m_candidates->setEvaluation(e);
    const QLocale locale;
    m_summary->setStyleSheet(QString());
    // Training plans meet a deadline and have no what-if grid.
    const bool serving = e->scenario.mode == model::Mode::Serve;
    QString summary =
        (serving ? tr("%1 configurations evaluated in %2 ms: %3 meet the SLA%5, %4 rejected")
                 : tr("%1 configurations evaluated in %2 ms: %3 meet the deadline%5, %4 rejected"))
            .arg(e->plan.feasible.size() + e->plan.folded.size() + e->plan.rejected.size())
            .arg(locale.toString(e->elapsedMs, 'f', 0))
            .arg(e->plan.feasible.size() + e->plan.folded.size())
            .arg(e->plan.rejected.size())
            .arg(e->plan.folded.empty()
                     ? QString()
                     : tr(" (%1 not ranked: over %2× the GPUs of their GPU's cheapest layout)")
                           .arg(e->plan.folded.size())
                           .arg(model::kFoldGpuFactor));
    if (e->sweep.size() > 0)
        summary += tr(" · what-if grid of %1 cells")
                       .arg(locale.toString(static_cast<qlonglong>(e->sweep.size())));
    m_summary->setText(summary);
}

void MainWindow::setOwnPrice(const QString& gpuId, double usdPerGpuHour) {
    // A dated quote of the user's own in the catalog overlay: it prices the GPU in every
    // scenario and tier (on-demand kind) until it is removed; Undo here takes it back.
    catalog::OwnQuote quote;
    quote.gpuId = gpuId.toStdString();
    quote.usdPerGpuHour = usdPerGpuHour;
    quote.product = "typed into the candidates table";
    quote.date = model::todayIso();
    const std::string& today = quote.date;
    const QString what =
        tr("Price %1 at %2/GPU-hour (my quote, %3)")
            .arg(gpuId, views::money(usdPerGpuHour, 2), QString::fromStdString(today));
    auto row = catalogWindow()->editor()->session()->put(catalog::RowKind::Price, quote.id(),
                                                         quote.json(), "your own quote", today,
                                                         what, m_doc->undoStack());
    statusBar()->showMessage(
        row ? tr("%1 priced at %2/GPU-hour as your own quote of %3 in the catalog; Undo takes "
                 "it back")
                  .arg(gpuId, views::money(usdPerGpuHour, 2), QString::fromStdString(today))
            : QString::fromStdString(row.error().message),
        8000);
}

void MainWindow::showCandidate(const model::Candidate* candidate) {
    m_detail->showCandidate(m_runner->latest(), candidate);
    m_whatIf->setFocusCandidate(candidate);
    m_tco->setFocusCandidate(candidate);
    m_demand->setFocusCandidate(candidate);
}

void MainWindow::evaluationFailed(const QString& field, const QString& message) {
    m_summary->setStyleSheet(
        QStringLiteral("color: palette(highlighted-text); background: #b00020"));
    m_summary->setText(tr("Cannot evaluate (%1): %2").arg(field, message));
}

void MainWindow::updateTitle() {
    setWindowTitle(tr("%1 · %2[*] — RightSizer").arg(m_doc->displayName(), m_doc->scenarioName()));
    setWindowModified(m_doc->isModified());
}

void MainWindow::start(const QString& path, bool askRecovery) {
    QString file = path;
    if (file.isEmpty() && QFileInfo::exists(m_settings->lastFile()))
        file = m_settings->lastFile();
    if (file.isEmpty() || !m_files->openFile(file))
        m_doc->reset(bundledExample(m_doc->catalog()));
    offerRecovery(m_doc->filePath(), askRecovery);
    m_recovery->start();
}

void MainWindow::offerRecovery(const QString& projectPath, bool ask) {
    m_leftBehind = m_recovery->leftBehind(projectPath);
    m_leftBehindFor = projectPath;
    if (!m_leftBehind || !ask)
        return;
    const QString when =
        QLocale().toString(QFileInfo(*m_leftBehind).lastModified(), QLocale::ShortFormat);
    const auto answer = QMessageBox::question(
        this, tr("Recover unsaved changes?"),
        tr("RightSizer did not close cleanly last time. A recovery copy of %1 from %2 holds "
           "changes that were not saved.\n\nRecover them? (Discard deletes the copy.)")
            .arg(m_doc->displayName(), when),
        QMessageBox::Yes | QMessageBox::Discard, QMessageBox::Yes);
    if (answer == QMessageBox::Yes)
        recoverLeftBehind();
    else
        m_recovery->discardFor(projectPath);
}

bool MainWindow::recoverLeftBehind() {
    if (!m_leftBehind)
        return false;
    if (auto r = m_doc->restoreRecoveryCopy(*m_leftBehind, m_leftBehindFor); !r) {
        QMessageBox::warning(this, tr("Recovery failed"),
                             QString::fromStdString(r.error().message));
        return false;
    }
    statusBar()->showMessage(tr("Recovered unsaved changes; save to keep them"), 10000);
    m_leftBehind.reset();
    return true;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    m_runner->cancel();
    m_recovery->discard();
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    m_settings->setLastFile(m_doc->filePath());
    m_settings->sync();
    event->accept();
}

} // namespace rightsizer::app
