#include "CandidatesView.h"

#include "views/CandidateTableModel.h"
#include "views/TechniqueText.h"
#include "views/export/ExportActions.h"
#include "workspace/QtText.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace rightsizer::views {
namespace {

/// True when `term` starts the whole text or one of its words ("b200" finds "NVIDIA B200" but
/// not "gb200"; "h100-nvl" finds the id "h100-nvl").
bool startsWord(const QString& text, const QString& term) {
    if (text.startsWith(term, Qt::CaseInsensitive))
        return true;
    static const QRegularExpression separators(QStringLiteral("[^\\w]+"));
    const QStringList words = text.split(separators, Qt::SkipEmptyParts);
    return std::any_of(words.begin(), words.end(),
                       [&](const QString& w) { return w.startsWith(term, Qt::CaseInsensitive); });
}

/// The line above the table that gives the disaggregated-serving verdict; hidden until a plan
/// has one.
QLabel* verdictLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setObjectName(QStringLiteral("disaggregationVerdict"));
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText); // the verdict is escaped; bold when the split wins
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setVisible(false);
    return label;
}

} // namespace

/// Hides rejected rows on request and rows that do not match every filter word (GPU id, GPU
/// name, precision or layout); sorts on the raw figures (Qt::EditRole).
class CandidateFilterProxy final : public QSortFilterProxyModel {
public:
    explicit CandidateFilterProxy(QObject* parent)
        : QSortFilterProxyModel(parent) {
        setSortRole(Qt::EditRole);
    }

    void setFilter(const QString& text, bool showRejected) {
        m_terms = text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        m_showRejected = showRejected;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override {
        if (sourceParent.isValid())
            return false;
        const auto* model = static_cast<const CandidateTableModel*>(sourceModel());
        const model::Candidate* c = model->candidate(sourceRow);
        if (!c || (!m_showRejected && !c->feasible))
            return false;
        const QStringList fields = {q(c->gpuId), q(c->gpuName),
                                    q(std::string(model::precisionInfo(c->precision).name)),
                                    layoutText(*c)};
        return std::all_of(m_terms.begin(), m_terms.end(), [&](const QString& term) {
            return std::any_of(fields.begin(), fields.end(),
                               [&](const QString& f) { return startsWord(f, term); });
        });
    }

private:
    QStringList m_terms;
    bool m_showRejected = true;
};

CandidatesView::CandidatesView(QWidget* parent)
    : QWidget(parent)
    , m_model(new CandidateTableModel(this))
    , m_proxy(new CandidateFilterProxy(this))
    , m_filter(new QLineEdit(this))
    , m_showRejected(new QCheckBox(tr("Show rejected"), this))
    , m_count(new QLabel(this))
    , m_disaggregation(verdictLabel(this))
    , m_table(new QTableView(this)) {
    m_filter->setObjectName(QStringLiteral("candidateFilter"));
    m_filter->setPlaceholderText(tr("Filter by GPU or precision, e.g. h100 fp8"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setToolTip(tr("Shows candidates whose GPU, precision or layout starts with every "
                            "word typed"));
    m_showRejected->setObjectName(QStringLiteral("showRejected"));
    m_showRejected->setChecked(true);
    m_showRejected->setToolTip(tr("List the configurations the planner rejected, with why"));
    m_count->setObjectName(QStringLiteral("candidateCount"));
    // The counts grow with the plan; on a narrow window they wrap rather than push the docks
    // beside the table narrower (tst_WorkbenchLayout).
    m_count->setWordWrap(true);
    m_count->setAlignment(Qt::AlignRight | Qt::AlignVCenter);

    m_proxy->setSourceModel(m_model);
    m_table->setObjectName(QStringLiteral("candidateTable"));
    addTableExport(m_table, QStringLiteral("candidates"));
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    // Only the $/GPU-h cell of a feasible row edits: a price of the user's own (F2 or a
    // double click), which the document records as cost.gpu_hour_usd (one undo step).
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    connect(m_model, &CandidateTableModel::priceEntered, this, &CandidatesView::priceEntered);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->horizontalHeader()->setSortIndicator(0, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);

    auto* bar = new QHBoxLayout;
    // The filter and the counts share the width: on a wide window the counts keep one line.
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_showRejected);
    bar->addWidget(m_count, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_disaggregation);
    layout->addWidget(m_table, 1);

    connect(m_filter, &QLineEdit::textChanged, this, &CandidatesView::onFilterChanged);
    connect(m_showRejected, &QCheckBox::toggled, this, &CandidatesView::onFilterChanged);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { onCurrentRowChanged(current); });
    updateCount();
}

CandidatesView::~CandidatesView() = default;

const workspace::EvaluationPtr& CandidatesView::evaluation() const {
    return m_model->evaluation();
}

const model::Candidate* CandidatesView::currentCandidate() const {
    return m_current;
}

void CandidatesView::setEvaluation(workspace::EvaluationPtr evaluation) {
    // Copy the current candidate's identity now: the old evaluation may go with the reset.
    std::optional<Key> previous;
    if (m_current && m_userPicked)
        previous =
            Key{m_current->gpuId, m_current->precision, m_current->layout.tp, m_current->layout.pp};
    m_resetting = true;
    m_current = nullptr;
    m_model->setEvaluation(std::move(evaluation));
    m_resetting = false;
    fitColumns();
    updateCount();
    if (!previous ||
        !selectQuietly(previous->gpuId, previous->precision, previous->tp, previous->pp)) {
        // The user's pick is gone (or there was none): show the new best plan.
        m_userPicked = false;
        selectBest();
    }
    emit currentCandidateChanged(m_current);
}

void CandidatesView::selectBest() {
    const workspace::EvaluationPtr& e = m_model->evaluation();
    const QModelIndex best = e && !e->plan.feasible.empty()
                                 ? m_proxy->mapFromSource(m_model->index(0, 0))
                                 : QModelIndex();
    selectProxyRow(best.isValid() ? best.row() : 0);
}

bool CandidatesView::selectCandidate(const std::string& gpuId, model::Precision precision, int tp,
                                     int pp) {
    if (!selectQuietly(gpuId, precision, tp, pp))
        return false;
    m_userPicked = true;
    emit currentCandidateChanged(m_current);
    return true;
}

bool CandidatesView::selectQuietly(const std::string& gpuId, model::Precision precision, int tp,
                                   int pp) {
    const int row = m_model->rowOf(gpuId, precision, tp, pp);
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return false;
    selectProxyRow(index.row());
    return true;
}

void CandidatesView::selectProxyRow(int proxyRow) {
    const QModelIndex index = m_proxy->index(proxyRow, 0);
    // Signals stay quiet while resetting: setEvaluation emits once at the end.
    const bool quiet = m_resetting;
    m_resetting = true;
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
    m_resetting = quiet;
    m_current = m_model->candidate(m_proxy->mapToSource(index).row());
    if (index.isValid())
        m_table->scrollTo(index);
}

void CandidatesView::onCurrentRowChanged(const QModelIndex& current) {
    if (m_resetting)
        return;
    const model::Candidate* c = m_model->candidate(m_proxy->mapToSource(current).row());
    if (c == m_current)
        return;
    m_current = c;
    m_userPicked = c != nullptr;
    emit currentCandidateChanged(m_current);
}

void CandidatesView::onFilterChanged() {
    m_proxy->setFilter(m_filter->text(), m_showRejected->isChecked());
    updateCount();
    if (!m_table->selectionModel()->currentIndex().isValid() && m_proxy->rowCount() > 0) {
        m_userPicked = false;
        selectBest();
        emit currentCandidateChanged(m_current);
    } else if (m_proxy->rowCount() == 0 && m_current) {
        m_current = nullptr;
        emit currentCandidateChanged(nullptr);
    }
}

void CandidatesView::updateCount() {
    const workspace::EvaluationPtr& e = m_model->evaluation();
    m_disaggregation->setVisible(e && e->disaggregation);
    if (e && e->disaggregation) {
        const model::DisaggregationComparison& d = *e->disaggregation;
        m_disaggregation->setText(
            (d.best && d.wins ? QStringLiteral("<b>%1</b>") : QStringLiteral("%1"))
                .arg(disaggregationVerdict(d).toHtmlEscaped()));
        m_disaggregation->setToolTip(
            tr("Disaggregated serving (runtime.disaggregation in the scenario): the cheapest "
               "prefill/decode split that meets the SLA at the grown demand, against rank 1; "
               "its pools, KV transfer and latencies are in the detail pane"));
    }
    if (!e) {
        m_count->setText(tr("No evaluation"));
        return;
    }
    const bool serving = e->scenario.mode == model::Mode::Serve;
    QString text =
        (serving ? tr("%1 meet the SLA · %2 rejected") : tr("%1 meet the deadline · %2 rejected"))
            .arg(e->plan.feasible.size())
            .arg(e->plan.rejected.size());
    // Layouts needing over kFoldGpuFactor x their GPU's fewest GPUs meet the SLA but are not
    // rows: their GPU's cheapest row notes them.
    if (!e->plan.folded.empty())
        text += tr(" · %1 larger layouts not listed").arg(e->plan.folded.size());
    if (m_proxy->rowCount() != m_model->rowCount())
        text += tr(" · %1 shown").arg(m_proxy->rowCount());
    m_count->setText(text);
}

void CandidatesView::fitColumns() {
    m_table->resizeColumnsToContents();
    // Messages can be long: keep the notes column to a readable width; its tooltip has it all.
    const int notes = m_model->columnOf(CandidateTableModel::Column::Notes);
    const int cap = m_table->fontMetrics().averageCharWidth() * 48;
    if (notes >= 0 && m_table->columnWidth(notes) > cap)
        m_table->setColumnWidth(notes, cap);
}

} // namespace rightsizer::views
