#pragma once

#include "AppSettings.h"
#include "catalog/Catalog.h"
#include "workspace/Evaluation.h"

#include <QMainWindow>

class QLabel;
class QMenu;
class QProgressBar;
class QTabWidget;
class QToolButton;
class QTimer;

namespace rightsizer::workspace {
class ScenarioDocument;
}

namespace rightsizer::views {
class EvaluationRunner;
class ScenarioEditor;
class CandidatesView;
class DetailView;
class WhatIfView;
class TcoView;
class DemandView;
class ComparisonView;
class CatalogWindow;
class MeasuredView;
} // namespace rightsizer::views

namespace rightsizer::app {

class FileActions;
class Recovery;
class ScenarioActions;

/// The planning workbench. It wires the document, the off-thread evaluation and the views, and
/// owns the menus and the status bar; it computes nothing itself.
class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    /// `dataFolder` holds the recovery copy of an untitled project.
    MainWindow(catalog::Catalog catalog, AppSettings* settings, const QString& dataFolder,
               QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Opens `path` when given, else the last file, else the bundled example; then offers a
    /// recovery copy left by a session that did not end cleanly (`askRecovery` false: tests
    /// decide with recoverLeftBehind()).
    void start(const QString& path = {}, bool askRecovery = true);
    /// Restores the recovery copy found at start, if any; true when one was restored.
    bool recoverLeftBehind();

    workspace::ScenarioDocument* document() const { return m_doc; }
    views::EvaluationRunner* runner() const { return m_runner; }
    FileActions* fileActions() const { return m_files; }
    ScenarioActions* scenarioActions() const { return m_scenarios; }
    views::ScenarioEditor* editor() const { return m_editor; }
    views::CandidatesView* candidates() const { return m_candidates; }
    views::DetailView* detail() const { return m_detail; }
    views::WhatIfView* whatIf() const { return m_whatIf; }
    views::TcoView* tco() const { return m_tco; }
    views::DemandView* demand() const { return m_demand; }
    views::ComparisonView* comparison() const { return m_comparison; }
    views::MeasuredView* measured() const { return m_measured; }
    QTabWidget* analysisTabs() const { return m_tabs; }
    /// The catalog browser and editor (Tools → Catalog…), created on first use on the user's
    /// catalog database; its edits are planned with at once.
    views::CatalogWindow* catalogWindow();
    Recovery* recovery() const { return m_recovery; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildViews();
    void buildAnalysisTabs();
    void reloadCatalog();
    /// The document's catalog with the project's calibration in place of the reference
    /// efficiency factors (project::projectEfficiency): what the evaluation plans with.
    catalog::Catalog plannedCatalog() const;
    void buildMenus();
    void addTabActions(QMenu* view);
    void buildToolsMenu();
    /// View → Language: the system's, English or a translation, from the next start.
    void addPrometheusImport(QMenu* file);
    void buildLanguageMenu(QMenu* view);
    void buildStatusBar();
    void showEvaluation(const workspace::EvaluationPtr& evaluation);
    void showCandidate(const model::Candidate* candidate);
    /// A price typed into the candidates table: a dated "my quote" of that GPU added to the
    /// catalog overlay (an own quote prices the GPU in every tier of its kind), one undo step on
    /// the document's stack; the plan re-ranks.
    void setOwnPrice(const QString& gpuId, double usdPerGpuHour);
    void evaluationFailed(const QString& field, const QString& message);
    void updateTitle();
    void offerRecovery(const QString& projectPath, bool ask);
    void about();

    AppSettings* m_settings;
    workspace::ScenarioDocument* m_doc;
    views::EvaluationRunner* m_runner;
    FileActions* m_files = nullptr;
    ScenarioActions* m_scenarios = nullptr;
    Recovery* m_recovery = nullptr;
    views::ScenarioEditor* m_editor = nullptr;
    views::CandidatesView* m_candidates = nullptr;
    views::DetailView* m_detail = nullptr;
    views::WhatIfView* m_whatIf = nullptr;
    views::TcoView* m_tco = nullptr;
    views::DemandView* m_demand = nullptr;
    views::ComparisonView* m_comparison = nullptr;
    views::MeasuredView* m_measured = nullptr;
    bool m_comparisonStale = true;
    QTabWidget* m_tabs = nullptr;
    views::CatalogWindow* m_catalogWindow = nullptr;
    QLabel* m_summary = nullptr;
    QProgressBar* m_progress = nullptr;
    QToolButton* m_cancel = nullptr;
    QTimer* m_progressDelay = nullptr;
    std::optional<QString> m_leftBehind;
    QString m_leftBehindFor;
};

} // namespace rightsizer::app
