#pragma once

#include "catalog/Catalog.h"
#include "model/RightSizing.h"
#include "model/Telemetry.h"
#include "model/TelemetryStats.h"
#include "project/ProjectFile.h"
#include "workspace/PrometheusClient.h"

#include <QStringList>
#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableView;
class QToolButton;
class QUndoStack;

namespace rightsizer::views {

class SizingCandidatesModel;
class TelemetryStatsModel;
class TelemetryTraceChart;

/// What a deployment's GPU telemetry (nvidia-smi, dcgm-exporter) says: its statistics, the
/// utilization and memory over time, the right-sizing verdict with its evidence and caveats,
/// and the catalog configurations that carry the measured load. The numbers are the engine's
/// (model::telemetryStats, model::rightSize).
class TelemetryPanel final : public QWidget {
    Q_OBJECT
public:
    /// `catalog` (GPUs and prices the candidates are drawn from) must outlive the panel; it
    /// is read each time a deployment is shown.
    explicit TelemetryPanel(const catalog::Catalog& catalog, QWidget* parent = nullptr);
    /// With the document's project and undo stack (both must outlive the panel): a Prometheus
    /// query read through the dialog is kept in the project (an undo step) and Refresh reads
    /// the kept one again.
    TelemetryPanel(const catalog::Catalog& catalog, project::Project* project, QUndoStack* undo,
                   QWidget* parent = nullptr);

    /// Reads and merges the files (replacing what was shown). A file that cannot be read is
    /// named in the error line; the others are still shown. Returns true when any was read.
    bool loadFiles(const QStringList& paths);
    /// Reads the range from the Prometheus server (replacing what was shown), with a progress
    /// dialog that can cancel; an error (unreachable, refused, no series) is named in the error
    /// line and what was shown stays. Returns true when the range was read.
    bool loadPrometheus(const workspace::PrometheusRequest& request);
    /// Asks for a server and range (PrometheusImportDialog, with the last one's fields) and reads
    /// it.
    void importFromPrometheus();
    /// Reads the range `text` describes (its end now where it gives none) and, when it was read,
    /// keeps the query in the project (an undo step; only when it differs from the kept one).
    bool readQuery(const workspace::PrometheusRequestText& text);
    /// Reads the project's kept Prometheus query again: the range ends now where the query
    /// gives no end. False (the error line says why) when there is none or it fails.
    bool refreshFromProject();
    /// The project was opened, reverted or saved: Refresh follows its kept query, and the
    /// dialog starts from it.
    void projectChanged();
    /// Shows the deployment at `index` of deployments().
    void showDeployment(int index);

    const model::TelemetryLog& log() const { return m_log; }
    const std::vector<model::DeploymentStats>& deployments() const { return m_deployments; }
    const model::RightSizing& sizing() const { return m_sizing; }

    TelemetryStatsModel* statsModel() const { return m_statsModel; }
    SizingCandidatesModel* candidatesModel() const { return m_candidatesModel; }
    TelemetryTraceChart* utilizationChart() const { return m_utilChart; }
    TelemetryTraceChart* memoryChart() const { return m_memoryChart; }
    QLabel* verdictLabel() const { return m_verdict; }
    QLabel* errorLabel() const { return m_error; }
    QComboBox* deploymentPicker() const { return m_picker; }
    QPushButton* refreshButton() const { return m_refresh; }

private:
    void buildLayout();
    void importClicked();
    /// Shows a newly read log: its deployments, problems and the first deployment.
    void showLog(model::TelemetryLog log);
    /// A log with statistics computed while it streamed (its traces may be thinned).
    void showProfile(model::TelemetryProfile profile);
    void showProblems();
    void clearDeployment();
    /// Reads the range `text` describes (its end now where it gives none), keeping nothing.
    bool readRange(const workspace::PrometheusRequestText& text);
    /// Shows `why` in the error line; false, for returning.
    bool showError(const QString& why);
    /// Keeps `text` as the project's telemetry query (an undo step) when it differs.
    void keepQuery(const workspace::PrometheusRequestText& text);

    const catalog::Catalog& m_catalog;
    project::Project* m_project = nullptr;
    QUndoStack* m_undo = nullptr;
    model::TelemetryLog m_log;
    std::vector<model::DeploymentStats> m_deployments;
    model::RightSizing m_sizing;

    QPushButton* m_import;
    QPushButton* m_importPrometheus;
    QPushButton* m_refresh;
    workspace::PrometheusRequestText m_lastPrometheus; ///< the dialog's fields, kept for the next
    QComboBox* m_picker;
    QLabel* m_source;
    QLabel* m_error;
    QToolButton* m_problemsButton;
    QListWidget* m_problems;
    QLabel* m_verdict;
    QLabel* m_details;
    TelemetryStatsModel* m_statsModel;
    QTableView* m_statsTable;
    TelemetryTraceChart* m_utilChart;
    TelemetryTraceChart* m_memoryChart;
    SizingCandidatesModel* m_candidatesModel;
    QTableView* m_candidatesTable;
};

} // namespace rightsizer::views
