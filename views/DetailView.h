#pragma once

#include "workspace/Evaluation.h"

#include <QWidget>

class QBarCategoryAxis;
class QChart;
class QChartView;
class QLabel;
class QTextBrowser;
class QValueAxis;

namespace rightsizer::views {

/// Everything about one candidate: what it is, a memory breakdown per GPU against the usable
/// capacity, latency and throughput with their 90 % bands, cost with the price basis, the
/// system-balance checks, notes, and a plain-words verdict (right-sized, over- or
/// under-provisioned, or why it was rejected).
class DetailView final : public QWidget {
    Q_OBJECT
public:
    explicit DetailView(QWidget* parent = nullptr);

    /// Shows `candidate` (owned by `evaluation`, which the view keeps); nullptr clears.
    void showCandidate(workspace::EvaluationPtr evaluation, const model::Candidate* candidate);

    const model::Candidate* candidate() const { return m_candidate; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void clear();
    void showMemory(const model::Candidate& c);

    workspace::EvaluationPtr m_evaluation;
    const model::Candidate* m_candidate = nullptr;
    QLabel* m_title;
    QLabel* m_verdict;
    QChartView* m_chartView;
    QChart* m_chart;
    QValueAxis* m_gib;
    QBarCategoryAxis* m_category;
    QTextBrowser* m_details;
};

} // namespace rightsizer::views
