#include "CandidateTableModel.h"

namespace rightsizer::views {

CandidateTableModel::CandidateTableModel(QObject* parent)
    : RowTableModel<CandidateRow>(parent) {
    setEvaluation(nullptr);
}

void CandidateTableModel::setEvaluation(workspace::EvaluationPtr evaluation) {
    // The rows point into the evaluation: hold it before the reset shows them.
    workspace::EvaluationPtr old = std::move(m_evaluation);
    m_evaluation = std::move(evaluation);
    std::vector<CandidateColumn> columns =
        candidateColumns(m_evaluation ? m_evaluation->scenario : model::Scenario{});
    for (CandidateColumn& c : columns)
        if (c.id == int(Column::UsdPerGpuHour)) {
            // A feasible candidate, priced or not, takes a price of the user's own.
            c.editable = [](const CandidateRow& r) { return r.candidate->feasible; };
            c.edit = [this](const CandidateRow& r, const QVariant& value) {
                QString text = value.toString().trimmed();
                text.remove(QLatin1Char('$')).remove(QLatin1Char(','));
                bool ok = false;
                const double usd = text.toDouble(&ok);
                if (!ok || !(usd > 0) || usd > kMaxTypedPrice)
                    return false;
                emit priceEntered(QString::fromStdString(r.candidate->gpuId), usd);
                return true;
            };
        }
    reset(std::move(columns),
          m_evaluation ? candidateRows(m_evaluation->plan, true) : std::vector<CandidateRow>{});
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
