// The menus of the workbench: File (FileActions), Edit (undo/redo, revision author), Scenario
// (ScenarioActions), View (docks, analysis tabs, recompute, cancel, theme), Tools (catalog),
// Help.

#include "FileActions.h"
#include "MainWindow.h"
#include "ScenarioActions.h"
#include "Theme.h"
#include "UserGuide.h"
#include "views/EvaluationRunner.h"
#include "views/Language.h"
#include "views/ScenarioEditor.h"
#include "views/catalog/CatalogWindow.h"
#include "views/measured/MeasuredView.h"
#include "views/measured/TelemetryPanel.h"
#include "workspace/ScenarioDocument.h"

#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabWidget>
#include <QUndoView>

namespace rightsizer::app {

namespace {

/// The platform's redo keys, and Ctrl+Y where they lack it (listed twice, Qt would find the
/// shortcut ambiguous and run neither).
QList<QKeySequence> redoKeys() {
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!keys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))
        keys.append(QKeySequence(Qt::CTRL | Qt::Key_Y));
    return keys;
}

} // namespace

void MainWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    m_files->populate(file);
    addPrometheusImport(file);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_doc->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_doc->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts(redoKeys());
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction* author = edit->addAction(tr("Revision &Author…"));
    author->setObjectName(QStringLiteral("editAuthor"));
    author->setToolTip(tr("The name recorded with each revision you save"));
    author->setStatusTip(author->toolTip());
    connect(author, &QAction::triggered, m_files, &FileActions::editAuthor);

    m_scenarios->populate(menuBar()->addMenu(tr("&Scenario")));
    m_editor->addScenarioActions(m_scenarios->toolActions());

    // The undo history as a dock: every edit by name, click to go back to it.
    auto* history = new QUndoView(m_doc->undoStack());
    history->setEmptyLabel(tr("<opened>"));
    auto* historyDock = new QDockWidget(tr("History"), this);
    historyDock->setObjectName(QStringLiteral("historyDock"));
    historyDock->setWidget(history);
    addDockWidget(Qt::RightDockWidgetArea, historyDock);
    historyDock->hide();

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    QAction* recompute = view->addAction(tr("&Recompute"));
    recompute->setShortcut(QKeySequence::Refresh);
    recompute->setToolTip(
        tr("Evaluate the scenario again (it re-evaluates by itself on every edit)"));
    connect(recompute, &QAction::triggered, this, [this] { m_runner->request(m_doc->scenario()); });
    QAction* cancel = view->addAction(tr("&Cancel Evaluation"));
    cancel->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(cancel, &QAction::triggered, m_runner, &views::EvaluationRunner::cancel);

    addTabActions(view);

    QMenu* themes = view->addMenu(tr("&Theme"));
    auto* group = new QActionGroup(this);
    const Theme current = themeFromName(m_settings->theme());
    for (auto [theme, label] :
         {std::pair{Theme::System, tr("&System")}, std::pair{Theme::Light, tr("&Light")},
          std::pair{Theme::Dark, tr("&Dark")}}) {
        QAction* a = themes->addAction(label);
        a->setCheckable(true);
        a->setChecked(theme == current);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, theme] {
            applyTheme(theme);
            m_settings->setTheme(themeName(theme));
        });
    }
    buildLanguageMenu(view);

    buildToolsMenu();

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guideAction = help->addAction(tr("&User guide"));
    guideAction->setObjectName(QStringLiteral("userGuideAction"));
    guideAction->setShortcut(QKeySequence::HelpContents);
    connect(guideAction, &QAction::triggered, this, [this] {
        auto* guide = findChild<UserGuideDialog*>();
        if (!guide)
            guide = new UserGuideDialog(this);
        guide->show();
        guide->raise();
        guide->activateWindow();
    });
    QAction* aboutAction = help->addAction(tr("&About RightSizer"));
    aboutAction->setMenuRole(QAction::AboutRole);
    connect(aboutAction, &QAction::triggered, this, &MainWindow::about);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::addTabActions(QMenu* view) {
    view->addSeparator();
    const QStringList tabNames{tr("Candidates && What-if"), tr("Cost (TCO)"),
                               tr("Demand && Autoscaling"), tr("Compare Scenarios"),
                               tr("Measured")};
    for (int i = 0; i < m_tabs->count(); ++i) {
        QAction* show = view->addAction(tabNames.value(i));
        show->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        if (m_tabs->widget(i)->isAncestorOf(m_measured)) {
            show->setObjectName(QStringLiteral("showMeasured"));
            show->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_M),
                                QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i))});
            show->setToolTip(tr("Telemetry of a running deployment and the project's "
                                "calibration on your benchmark runs"));
        }
        connect(show, &QAction::triggered, this, [this, i] { m_tabs->setCurrentIndex(i); });
    }
    view->addSeparator();
}

void MainWindow::addPrometheusImport(QMenu* file) {
    // File → Import from Prometheus… (above Quit): the Measured tab's telemetry, from a server.
    auto* action = new QAction(tr("Import from &Prometheus…"), this);
    action->setObjectName(QStringLiteral("fileImportPrometheus"));
    action->setToolTip(tr("Read a deployment's dcgm-exporter metrics over a time range from "
                          "the Prometheus server that scrapes them, and right-size it"));
    action->setStatusTip(action->toolTip());
    connect(action, &QAction::triggered, this, [this] {
        for (int i = 0; i < m_tabs->count(); ++i)
            if (m_tabs->widget(i)->isAncestorOf(m_measured))
                m_tabs->setCurrentIndex(i);
        m_measured->telemetry()->importFromPrometheus();
    });
    const QList<QAction*> actions = file->actions();
    QAction* quitSeparator = nullptr;
    for (auto it = actions.rbegin(); it != actions.rend() && !quitSeparator; ++it)
        if ((*it)->isSeparator())
            quitSeparator = *it;
    file->insertAction(quitSeparator, action);
}

void MainWindow::buildLanguageMenu(QMenu* view) {
    QMenu* languages = view->addMenu(tr("&Language"));
    languages->setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(this);
    const QString chosen = m_settings->language();
    auto add = [&](const QString& code, const QString& label) {
        QAction* a = languages->addAction(label);
        a->setObjectName(QStringLiteral("language.") + code);
        a->setCheckable(true);
        a->setChecked(code == chosen || (chosen.isEmpty() && code == QLatin1String("system")));
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code, label] {
            m_settings->setLanguage(code);
            statusBar()->showMessage(
                tr("Language: %1, from the next start of RightSizer").arg(label), 8000);
        });
    };
    add(QStringLiteral("system"),
        tr("As the system (%1)").arg(QLocale::system().nativeLanguageName()));
    languages->addSeparator();
    for (const views::UiLanguage& l : views::uiLanguages())
        add(l.code, l.nativeName);
}

void MainWindow::buildToolsMenu() {
    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    QAction* catalogAction = tools->addAction(tr("&Catalog…"));
    catalogAction->setObjectName(QStringLiteral("openCatalog"));
    catalogAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    catalogAction->setToolTip(tr("Browse and edit the GPUs, models and prices the planner uses"));
    connect(catalogAction, &QAction::triggered, this, [this] {
        views::CatalogWindow* w = catalogWindow();
        w->show();
        w->raise();
        w->activateWindow();
    });
}

void MainWindow::about() {
    QMessageBox::about(
        this, tr("About RightSizer"),
        tr("<h3>RightSizer %1</h3><p>Capacity planner for AI workloads: memory, latency, "
           "throughput, GPU count and cost for every candidate GPU, precision and layout, "
           "calibrated on published measurements, with a 90 % band on every prediction.</p>"
           "<p>GPL-3.0-or-later. Built with Qt %2, Qt Charts, Eigen and SQLite.</p>")
            .arg(QStringLiteral(RIGHTSIZER_VERSION), QString::fromLatin1(qVersion())));
}

} // namespace rightsizer::app
