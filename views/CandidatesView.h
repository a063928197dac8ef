#pragma once

#include "views/Evaluation.h"

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
/// switch, counts, and a sortable table. The current candidate survives a re-evaluation when
/// the new plan still has its GPU, precision and layout; otherwise the top row becomes current.
class CandidatesView final : public QWidget {
    Q_OBJECT
public:
    explicit CandidatesView(QWidget* parent = nullptr);
    ~CandidatesView() override;

    /// Shows a new evaluation (nullptr empties the table) and emits currentCandidateChanged.
    void setEvaluation(EvaluationPtr evaluation);
    const EvaluationPtr& evaluation() const;

    /// The candidate of the current row, owned by evaluation(); nullptr when none.
    const model::Candidate* currentCandidate() const;
    /// Makes the candidate with this GPU, precision and layout current and announces it
    /// (currentCandidateChanged); false when it is not shown (unknown, filtered out, or rejected
    /// while rejected rows are hidden).
    bool selectCandidate(const std::string& gpuId, model::Precision precision, int tp, int pp);

    CandidateTableModel* tableModel() const { return m_model; }
    QTableView* table() const { return m_table; }

signals:
    /// The current candidate changed (a click, a key, a filter or a new evaluation). The
    /// pointer lives as long as the evaluation it came from; nullptr when none.
    void currentCandidateChanged(const rightsizer::model::Candidate* candidate);

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
    void updateCount();
    void fitColumns();

    CandidateTableModel* m_model;
    CandidateFilterProxy* m_proxy;
    QLineEdit* m_filter;
    QCheckBox* m_showRejected;
    QLabel* m_count;
    QTableView* m_table;
    const model::Candidate* m_current = nullptr;
    bool m_resetting = false;
};

} // namespace rightsizer::views
