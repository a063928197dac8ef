#pragma once

#include "ComparisonEntries.h"
#include "ComparisonEvaluation.h"
#include "workspace/LatestJobRunner.h"

#include <QStringList>
#include <QWidget>

#include <map>
#include <vector>

class QCheckBox;
class QLabel;
class QListWidget;
class QListWidgetItem;
class QTableView;

namespace rightsizer::workspace {
class ScenarioDocument;
}

namespace rightsizer::views {

class ComparisonCostChart;
class ComparisonTableModel;
class ComparisonTcoChart;

/// Compares scenarios of the project and their saved revisions side by side. On the left a
/// checkable list of every scenario's current state (the edited one marked "(editing)") and of
/// their revisions; on the right a table with one column per picked entry (inputs, differing
/// ones highlighted, and results), and below it the cumulative TCO of each entry overlaid and
/// their costs as grouped bars.
///
/// The picked entries are evaluated off the UI thread (workspace::LatestJobRunner), each with
/// workspace::evaluate on the document's catalog; results are applied in the UI thread, and a
/// run superseded by a newer pick or edit is cancelled and its results dropped. An entry whose JSON
/// has not changed keeps its evaluation (so an edit re-evaluates only the edited scenario).
class ComparisonView final : public QWidget {
    Q_OBJECT
public:
    explicit ComparisonView(workspace::ScenarioDocument* document, QWidget* parent = nullptr);
    ~ComparisonView() override;

    /// Picks these entries (keys of entryKeys()); unknown keys are ignored.
    void setSelection(const QStringList& entryKeys);
    /// The picked entry keys, in the picker's order.
    QStringList selection() const { return m_picked; }
    /// Every entry the picker lists, in its order.
    QStringList entryKeys() const;
    const std::vector<ComparisonEntry>& entries() const { return m_entries; }

    /// True while picked entries are being evaluated.
    bool isComputing() const { return m_jobs.isBusy(); }
    /// The hint shown while there is nothing to compare (fewer than two entries picked);
    /// empty otherwise.
    QString hint() const;

    ComparisonTableModel* tableModel() const { return m_model; }
    QTableView* table() const { return m_table; }
    QListWidget* picker() const { return m_picker; }
    QCheckBox* onlyDifferencesBox() const { return m_onlyDifferences; }
    ComparisonTcoChart* tcoChart() const { return m_tcoChart; }
    ComparisonCostChart* costChart() const { return m_costChart; }

public slots:
    /// Re-reads the document's project (its scenarios, revisions and the scenario being
    /// edited) and re-evaluates what changed. Call it when the scenario or the file changes.
    void refresh();

signals:
    /// The table and the charts show the results of every picked entry.
    void comparisonUpdated();

private:
    QWidget* makePicker();
    QWidget* makeTable();
    void rebuildPicker();
    void onItemChanged(QListWidgetItem* item);
    void updateComparison();
    void startRun(std::vector<ComparisonJob> jobs);
    void finishRun(std::vector<ComparisonOutcome> outcomes);
    void showComparison();
    void updateStatus();
    void applySpans();

    workspace::ScenarioDocument* m_document;
    std::vector<ComparisonEntry> m_entries;
    QStringList m_picked;
    bool m_autoPick = true;                       ///< pick a default pair at the next refresh
    std::map<QString, ComparisonOutcome> m_cache; ///< last outcome by entry key

    QListWidget* m_picker = nullptr;
    QLabel* m_hint = nullptr;
    QCheckBox* m_onlyDifferences = nullptr;
    QLabel* m_status = nullptr;
    QTableView* m_table = nullptr;
    ComparisonTableModel* m_model = nullptr;
    ComparisonTcoChart* m_tcoChart = nullptr;
    ComparisonCostChart* m_costChart = nullptr;

    // Last: destroyed first, so its worker has stopped before anything it reports to goes.
    workspace::LatestJobRunner<std::vector<ComparisonOutcome>> m_jobs;
};

} // namespace rightsizer::views
