#include "CandidateTableModel.h"

namespace rightsizer::views {

CandidateTableModel::CandidateTableModel(QObject* parent)
    : RowTableModel<CandidateRow>(parent) {
    reset(candidateColumns(model::Scenario{}), {});
}

void CandidateTableModel::setEvaluation(workspace::EvaluationPtr evaluation) {
    // The rows point into the evaluation: hold it before the reset shows them.
    workspace::EvaluationPtr old = std::move(m_evaluation);
    m_evaluation = std::move(evaluation);
    if (m_evaluation)
        reset(candidateColumns(m_evaluation->scenario), candidateRows(m_evaluation->plan, true));
    else
        reset(candidateColumns(model::Scenario{}), {});
}

int CandidateTableModel::feasibleCount() const {
    return m_evaluation ? int(m_evaluation->plan.feasible.size()) : 0;
}

const model::Candidate* CandidateTableModel::candidate(int row) const {
    return row >= 0 && size_t(row) < rows().size() ? rows()[size_t(row)].candidate : nullptr;
}

int CandidateTableModel::rowOf(const std::string& gpuId, model::Precision precision, int tp,
                               int pp) const {
    for (int row = 0, n = rowCount(); row < n; ++row) {
        const model::Candidate* c = candidate(row);
        if (c->gpuId == gpuId && c->precision == precision && c->layout.tp == tp &&
            c->layout.pp == pp)
            return row;
    }
    return -1;
}

QVariant CandidateTableModel::data(const QModelIndex& index, int role) const {
    if (role == FeasibleRole) {
        const model::Candidate* c = index.isValid() ? candidate(index.row()) : nullptr;
        return c ? QVariant(c->feasible) : QVariant();
    }
    return RowTableModel<CandidateRow>::data(index, role);
}

} // namespace rightsizer::views
