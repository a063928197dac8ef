#pragma once

#include "workspace/Evaluation.h"

#include <QWidget>

#include <optional>
#include <string>

class QCheckBox;
class QLabel;
class QLineEdit;
class QModelIndex;
class QTableView;

namespace rightsizer::views {

class CandidateTableModel;
class CandidateFilterProxy;

/// The ranked candidates of an evaluation: a filter (GPU or precision words), a "Show rejected"
/// switch, counts, and a sortable table. After a re-evaluation the best plan (rank 1) becomes
/// current, so that the detail pane and the charts follow the new ranking; only a row the user
/// picked (a click, a key, selectCandidate) is kept, while the new plan still has its GPU,
/// precision and layout.
class CandidatesView final : public QWidget {
    Q_OBJECT
public:
    explicit CandidatesView(QWidget* parent = nullptr);
    ~CandidatesView() override;

    /// Shows a new evaluation (nullptr empties the table) and emits currentCandidateChanged.
    void setEvaluation(workspace::EvaluationPtr evaluation);
    const workspace::EvaluationPtr& evaluation() const;

    /// The candidate of the current row, owned by evaluation(); nullptr when none.
    const model::Candidate* currentCandidate() const;
    /// Makes the candidate with this GPU, precision and layout current and announces it
    /// (currentCandidateChanged); false when it is not shown (unknown, filtered out, or rejected
    /// while rejected rows are hidden).
    bool selectCandidate(const std::string& gpuId, model::Precision precision, int tp, int pp);
    /// True when the current row is one the user picked, rather than rank 1 chosen for him.
    bool userPicked() const { return m_userPicked; }
    /// Forgets the user's pick: the next evaluation shows rank 1 (another scenario, another
    /// file).
    void followBestPlan() { m_userPicked = false; }

    CandidateTableModel* tableModel() const { return m_model; }
    QTableView* table() const { return m_table; }

signals:
    /// The current candidate changed (a click, a key, a filter or a new evaluation). The
    /// pointer lives as long as the evaluation it came from; nullptr when none.
    void currentCandidateChanged(const rightsizer::model::Candidate* candidate);
    /// The user typed a price for a GPU into the table (see CandidateTableModel::priceEntered).
    void priceEntered(const QString& gpuId, double usdPerGpuHour);

private:
    /// selectCandidate without the signal (setEvaluation announces once at its end).
    bool selectQuietly(const std::string& gpuId, model::Precision precision, int tp, int pp);
    struct Key {
        std::string gpuId;
        model::Precision precision;
        int tp, pp;
    };

    void onCurrentRowChanged(const QModelIndex& current);
    void onFilterChanged();
    void selectProxyRow(int proxyRow);
    /// Makes rank 1 current (the first feasible candidate, whatever the sort), else the top row.
    void selectBest();
    void updateCount();
    void fitColumns();

    CandidateTableModel* m_model;
    CandidateFilterProxy* m_proxy;
    QLineEdit* m_filter;
    QCheckBox* m_showRejected;
    QLabel* m_count;
    /// The disaggregated-serving verdict when the scenario asks for the comparison.
    QLabel* m_disaggregation;
    QTableView* m_table;
    const model::Candidate* m_current = nullptr;
    bool m_resetting = false;
    bool m_userPicked = false;
};

} // namespace rightsizer::views
