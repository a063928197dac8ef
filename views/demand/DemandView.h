#pragma once

#include "workspace/Evaluation.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QScrollArea;
class QSlider;
class QTabWidget;
class QTableView;

namespace rightsizer::workspace {
class ScenarioDocument;
}

namespace rightsizer::views {

class AutoscalingChart;
class DemandProfileChart;
class DemandProfileModel;

/// Demand and autoscaling of the serving scenario, in two tabs.
///
/// "Weekly demand": the scenario's profile as an editable 7 x 24 table of requests/s and a line
/// over the 168 hours; cell edits, "Import CSV…" (with a preview, DemandImportDialog) and "Reset
/// to default profile" edit the document as undoable steps; a refused value shows the engine's
/// message inline. The table follows the document at once; the fleet follows the next
/// evaluation.
///
/// "Autoscaling": for a month of the horizon (slider; month 1 = today), the week of serving of
/// the focused candidate (model::weeklyFleet on its TCO): autoscaled cloud replicas, the fixed
/// on-prem fleet, the demand and the hours at SLA risk, with the figures beside the chart.
/// Training scenarios get a note instead (the view covers serving).
class DemandView final : public QWidget {
    Q_OBJECT
public:
    explicit DemandView(workspace::ScenarioDocument* document, QWidget* parent = nullptr);
    ~DemandView() override;

public slots:
    /// Shows a new evaluation, keeping the focused candidate when the new plan still has it
    /// (same GPU, precision and layout), else the recommended one.
    void setEvaluation(workspace::EvaluationPtr evaluation);
    /// Shows the fleet of `candidate` (its TCO computed with evaluateTco); nullptr: the
    /// recommended candidate (the evaluation's TCO). A rejected candidate falls back to the
    /// recommended one with a note.
    void setFocusCandidate(const model::Candidate* candidate);

public:
    /// Reads the CSV at `path` and opens the import preview (modal); what "Import CSV…" does
    /// after asking for the file.
    void importCsvFile(const QString& path);

    /// The TCO whose fleet is drawn (nullptr when there is none: see noteLabel()).
    const model::TcoResult* tco() const { return m_tco ? &*m_tco : nullptr; }
    /// The week drawn (model::weeklyFleet for the slider's month).
    const model::WeeklyFleet& fleet() const { return m_fleet; }

    DemandProfileModel* profileModel() const { return m_model; }
    QTableView* profileTable() const { return m_table; }
    DemandProfileChart* profileChart() const { return m_profileChart; }
    AutoscalingChart* autoscalingChart() const { return m_autoscaling; }
    QSlider* monthSlider() const { return m_month; }
    QLabel* monthLabel() const { return m_monthLabel; }
    QLabel* figuresLabel() const { return m_figures; }
    QLabel* errorLabel() const { return m_error; }
    QLabel* noteLabel() const { return m_note; }
    QPushButton* importButton() const { return m_import; }
    QPushButton* resetButton() const { return m_reset; }
    QTabWidget* tabs() const { return m_tabs; }

private:
    QWidget* makeProfilePage();
    QTableView* makeTable(QWidget* page);
    QWidget* makeAutoscalingPage();
    void refreshTco();
    void drawWeek();
    void profileChanged();
    void showEditError(const QString& message);
    void chooseCsv();
    void resetProfile();
    bool isServing() const;

    workspace::ScenarioDocument* m_document;
    workspace::EvaluationPtr m_evaluation;
    std::optional<model::Candidate> m_focus; ///< nullopt: the recommended candidate
    std::optional<model::TcoResult> m_tco;
    model::WeeklyFleet m_fleet;
    QString m_tcoNote;

    DemandProfileModel* m_model = nullptr;
    QTabWidget* m_tabs = nullptr;
    QLabel* m_note = nullptr;
    QLabel* m_source = nullptr;
    QLabel* m_error = nullptr;
    QTableView* m_table = nullptr;
    DemandProfileChart* m_profileChart = nullptr;
    QPushButton* m_import = nullptr;
    QPushButton* m_reset = nullptr;
    AutoscalingChart* m_autoscaling = nullptr;
    QSlider* m_month = nullptr;
    QLabel* m_monthLabel = nullptr;
    QLabel* m_figures = nullptr;
    QScrollArea* m_figuresScroll = nullptr;
};

} // namespace rightsizer::views
