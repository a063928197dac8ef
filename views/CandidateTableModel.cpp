#include "CandidateTableModel.h"

#include "views/QuantityFormat.h"
#include "views/charts/ChartStyle.h"

#include <QColor>
#include <QGuiApplication>
#include <QPalette>
#include <QStringList>

namespace rightsizer::views {
namespace {

using model::Candidate;
using Column = CandidateTableModel::Column;

QString q(std::string_view v) {
    return QString::fromUtf8(v.data(), qsizetype(v.size()));
}

bool isTraining(const model::Scenario& s) {
    return s.mode != model::Mode::Serve;
}

const std::vector<Column> kServingColumns = {Column::Rank,
                                             Column::Gpu,
                                             Column::Precision,
                                             Column::Layout,
                                             Column::Gpus,
                                             Column::Batch,
                                             Column::Tpot,
                                             Column::Ttft,
                                             Column::TokensPerSPerGpu,
                                             Column::Utilization,
                                             Column::UsdPerGpuHour,
                                             Column::UsdPerMonth,
                                             Column::UsdPerMillionTokens,
                                             Column::Status,
                                             Column::Notes};

const std::vector<Column> kTrainingColumns = {
    Column::Rank,   Column::Gpu,           Column::Precision,  Column::Layout,
    Column::Gpus,   Column::DataParallel,  Column::RunHours,   Column::TokensPerS,
    Column::Mfu,    Column::UsdPerGpuHour, Column::RunCostUsd, Column::UsdPerMillionTokens,
    Column::Status, Column::Notes};

bool isNumeric(Column c) {
    return c != Column::Gpu && c != Column::Precision && c != Column::Layout &&
           c != Column::Status && c != Column::Notes;
}

bool isMoney(Column c) {
    return c == Column::UsdPerGpuHour || c == Column::UsdPerMonth || c == Column::RunCostUsd ||
           c == Column::UsdPerMillionTokens;
}

// Qt 6.4's item delegate reads the alignment with toInt().
QVariant alignment(Column c) {
    return int(Qt::AlignVCenter | (isNumeric(c) ? Qt::AlignRight : Qt::AlignLeft));
}

struct ColumnText {
    QString title, tip;
};

ColumnText columnText(Column c, const QString& pct, bool training) {
    switch (c) {
    case Column::Rank:
        return {QObject::tr("Rank"),
                QObject::tr("Cheapest per million tokens first; unpriced last")};
    case Column::Gpu:
        return {QObject::tr("GPU"), QObject::tr("Catalog GPU id")};
    case Column::Precision:
        return {QObject::tr("Precision"),
                QObject::tr("Weight precision; ~ marks uncalibrated efficiency")};
    case Column::Layout:
        return {QObject::tr("Layout"),
                QObject::tr("Tensor parallel (TP) × pipeline parallel (PP) degree")};
    case Column::Gpus:
        return {QObject::tr("GPUs"), QObject::tr("GPUs in the whole deployment")};
    case Column::Batch:
        return {QObject::tr("Batch"), QObject::tr("Running batch per replica")};
    case Column::Tpot:
        return {QObject::tr("TPOT %1").arg(pct),
                QObject::tr("Time per output token at the %1, full batch").arg(pct)};
    case Column::Ttft:
        return {
            QObject::tr("TTFT %1").arg(pct),
            QObject::tr("Time to first token at the %1 under the grown demand, queueing included")
                .arg(pct)};
    case Column::TokensPerSPerGpu:
        return {QObject::tr("Out tok/s/GPU"),
                QObject::tr("Output tokens per second per GPU at capacity")};
    case Column::Utilization:
        return {QObject::tr("Util."), QObject::tr("Share of capacity the peak demand uses")};
    case Column::DataParallel:
        return {QObject::tr("DP"), QObject::tr("Data-parallel degree")};
    case Column::RunHours:
        return {QObject::tr("Run time"), QObject::tr("Wall-clock hours of the whole run")};
    case Column::TokensPerS:
        return {QObject::tr("Tokens/s"), QObject::tr("Training tokens per second, whole job")};
    case Column::Mfu:
        return {QObject::tr("MFU"), QObject::tr("Model FLOPs utilization")};
    case Column::UsdPerGpuHour:
        return {QObject::tr("$/GPU-h"), QObject::tr("On-demand price of one GPU-hour")};
    case Column::UsdPerMonth:
        return {QObject::tr("$/month"), QObject::tr("On-demand cost of the deployment per month")};
    case Column::RunCostUsd:
        return {QObject::tr("Run cost"), QObject::tr("On-demand cost of the whole run")};
    case Column::UsdPerMillionTokens:
        return training
                   ? ColumnText{QObject::tr("$/M tok"),
                                QObject::tr("Cost per million trained tokens")}
                   : ColumnText{QObject::tr("$/M out tok"),
                                QObject::tr("Cost per million output tokens: the fleet sized for "
                                            "the peak, running around the clock, at the mean "
                                            "load (month 1, on demand)")};
    case Column::Status:
        return {QObject::tr("Status"),
                QObject::tr("Meets the target, or why the planner rejected it")};
    case Column::Notes:
        return {QObject::tr("Notes"), QObject::tr("Flags, or the full rejection message")};
    }
    return {};
}

QVariant notesToolTip(const Candidate& c) {
    if (!c.feasible)
        return q(c.rejectionMessage);
    QStringList lines;
    for (const std::string& n : c.provisioningNotes)
        lines << q(n);
    for (const model::BalanceCheck& b : c.balance)
        if (!b.ok)
            lines << QObject::tr("check: ") + q(b.message);
    for (const std::string& w : c.warnings)
        lines << QObject::tr("note: ") + q(w);
    return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
}

QString bandText(const QuantityFormat& f, const model::Band& b, bool seconds) {
    auto one = [&](double v) { return seconds ? f.seconds(v) : f.number(v, 0); };
    return QStringLiteral("90 % band: %1 – %2").arg(one(b.low), one(b.high));
}

} // namespace

QColor statusColor(bool ok, const QPalette& palette) {
    const bool dark = isDarkPalette(palette);
    if (ok)
        return dark ? QColor(0x57, 0xd3, 0x7a) : QColor(0x1a, 0x7f, 0x37);
    return dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xc6, 0x28, 0x28);
}

QString rejectionText(const Candidate& c) {
    if (!c.rejection)
        return {};
    switch (*c.rejection) {
    case model::RejectReason::NotNative:
        return QObject::tr("precision not native");
    case model::RejectReason::DoesNotFit:
        return QObject::tr("does not fit in memory");
    case model::RejectReason::MissesTpot:
        return QObject::tr("misses the TPOT target");
    case model::RejectReason::MissesTtft:
        return QObject::tr("misses the TTFT target");
    case model::RejectReason::TooManyGpus:
        return QObject::tr("needs more GPUs than allowed");
    case model::RejectReason::MissesDeadline:
        return QObject::tr("misses the deadline");
    case model::RejectReason::Licence:
        return QObject::tr("GeForce: not licensed for datacenters");
    }
    return {};
}

QString layoutText(const model::Candidate& c) {
    return QString::fromStdString(model::layoutName(c.layout, c.train.contextParallel));
}

QString precisionText(const Candidate& c, bool training) {
    const bool calibrated =
        training ? c.efficiency.trainingCalibrated : c.efficiency.servingCalibrated;
    return q(model::precisionInfo(c.precision).name) +
           (calibrated ? QString() : QStringLiteral("~"));
}

/// "; not validated on measurements of …" for a serving candidate whose GPU and engine the
/// calibration never measured together, else empty.
QString coverageText(const Candidate& c, bool training) {
    if (training || c.efficiency.coverageNote.empty())
        return {};
    return QStringLiteral("\n") + q(c.efficiency.coverageNote) + QObject::tr(": wider band");
}

QString flagsText(const Candidate& c) {
    QStringList f;
    if (c.pareto)
        f << QObject::tr("Pareto");
    if (c.overProvisioned)
        f << QObject::tr("over-provisioned");
    if (c.underProvisioned)
        f << QObject::tr("under-provisioned");
    for (const model::BalanceCheck& b : c.balance)
        if (!b.ok) {
            f << QObject::tr("balance check failed");
            break;
        }
    // Included only on request (allow_geforce): the caveat stays in sight in the table.
    for (const std::string& w : c.warnings)
        if (w.find(model::kGeForceLicenceCaveat) != std::string::npos) {
            f << QObject::tr("GeForce: not licensed for datacenters");
            break;
        }
    if (c.foldedLayouts > 0)
        f << QObject::tr("%1 larger layouts not listed").arg(c.foldedLayouts);
    return f.join(QStringLiteral("; "));
}

CandidateTableModel::CandidateTableModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_columns(kServingColumns) {}

void CandidateTableModel::setEvaluation(workspace::EvaluationPtr evaluation) {
    beginResetModel();
    m_evaluation = std::move(evaluation);
    m_columns =
        m_evaluation && isTraining(m_evaluation->scenario) ? kTrainingColumns : kServingColumns;
    endResetModel();
}

int CandidateTableModel::feasibleCount() const {
    return m_evaluation ? int(m_evaluation->plan.feasible.size()) : 0;
}

const Candidate* CandidateTableModel::candidate(int row) const {
    if (!m_evaluation || row < 0)
        return nullptr;
    const model::PlanResult& p = m_evaluation->plan;
    if (size_t(row) < p.feasible.size())
        return &p.feasible[size_t(row)];
    const size_t r = size_t(row) - p.feasible.size();
    return r < p.rejected.size() ? &p.rejected[r] : nullptr;
}

int CandidateTableModel::rowOf(const std::string& gpuId, model::Precision precision, int tp,
                               int pp) const {
    for (int row = 0, n = rowCount(); row < n; ++row) {
        const Candidate* c = candidate(row);
        if (c->gpuId == gpuId && c->precision == precision && c->layout.tp == tp &&
            c->layout.pp == pp)
            return row;
    }
    return -1;
}

int CandidateTableModel::columnOf(Column column) const {
    for (size_t i = 0; i < m_columns.size(); ++i)
        if (m_columns[i] == column)
            return int(i);
    return -1;
}

int CandidateTableModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || !m_evaluation)
        return 0;
    return int(m_evaluation->plan.feasible.size() + m_evaluation->plan.rejected.size());
}

int CandidateTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_columns.size());
}

QString CandidateTableModel::percentile() const {
    return m_evaluation ? q(model::percentileName(m_evaluation->scenario.sla.percentile))
                        : QStringLiteral("p95");
}

QVariant CandidateTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Candidate* c = candidate(index.row());
    if (!c)
        return {};
    const Column column = columnKind(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return display(*c, index.row(), column);
    case Qt::EditRole:
        return raw(*c, index.row(), column);
    case Qt::ToolTipRole:
        return toolTip(*c, column);
    case Qt::ForegroundRole:
        return foreground(*c, column);
    case Qt::DecorationRole:
        return column == Column::Status
                   ? QVariant(statusColor(c->feasible, QGuiApplication::palette()))
                   : QVariant();
    case Qt::TextAlignmentRole:
        return alignment(column);
    case FeasibleRole:
        return c->feasible;
    default:
        return {};
    }
}

QVariant CandidateTableModel::display(const Candidate& c, int row, Column column) const {
    const QuantityFormat f;
    const bool training = isTraining(m_evaluation->scenario);
    const QString none = QStringLiteral("—");
    switch (column) {
    case Column::Gpu:
        return q(c.gpuId);
    case Column::Precision:
        return precisionText(c, training);
    case Column::Layout:
        return layoutText(c);
    case Column::Status:
        return c.feasible ? (training ? tr("meets deadline") : tr("meets SLA")) : rejectionText(c);
    case Column::Notes:
        return c.feasible ? flagsText(c) : q(c.rejectionMessage);
    default:
        break;
    }
    if (!c.feasible || (isMoney(column) && !c.price))
        return none;
    const model::ServingPlan& s = c.serve;
    const model::TrainingPlan& t = c.train;
    switch (column) {
    case Column::Rank:
        return QString::number(row + 1);
    case Column::Gpus:
        return QString::number(c.layout.gpus);
    case Column::Batch:
        return QString::number(s.batch);
    case Column::Tpot:
        return f.seconds(s.tpotS.value);
    case Column::Ttft:
        return f.seconds(s.ttftS.value);
    case Column::TokensPerSPerGpu:
        return f.number(s.outputTokensPerSPerGpu, 0);
    case Column::Utilization:
        return f.percent(s.utilization);
    case Column::DataParallel:
        return QString::number(t.dataParallel);
    case Column::RunHours:
        return f.number(t.runHours.value, 1) + QStringLiteral(" h");
    case Column::TokensPerS:
        return f.number(t.tokensPerS.value, 0);
    case Column::Mfu:
        return f.percent(t.mfu);
    case Column::UsdPerGpuHour:
        return money(c.price->usdPerGpuHour, 2);
    case Column::UsdPerMonth:
        return money(c.costPerMonthUsd, 0);
    case Column::RunCostUsd:
        return money(c.runCostUsd, 0);
    case Column::UsdPerMillionTokens:
        return money(c.usdPerMillionTokens, 3);
    default:
        return {};
    }
}

QVariant CandidateTableModel::raw(const Candidate& c, int row, Column column) const {
    switch (column) {
    case Column::Rank: // the engine's order: feasible cheapest first, then rejected closest first
        return row + 1;
    case Column::Gpu:
        return q(c.gpuId);
    case Column::Precision:
        return q(model::precisionInfo(c.precision).name);
    case Column::Layout: // by TP, then PP
        return QStringLiteral("%1 %2")
            .arg(c.layout.tp, 4, 10, QLatin1Char('0'))
            .arg(c.layout.pp, 4, 10, QLatin1Char('0'));
    case Column::Status:
    case Column::Notes:
        return display(c, row, column);
    default:
        break;
    }
    if (!c.feasible || (isMoney(column) && !c.price))
        return {};
    switch (column) {
    case Column::Gpus:
        return c.layout.gpus;
    case Column::Batch:
        return c.serve.batch;
    case Column::Tpot:
        return c.serve.tpotS.value;
    case Column::Ttft:
        return c.serve.ttftS.value;
    case Column::TokensPerSPerGpu:
        return c.serve.outputTokensPerSPerGpu;
    case Column::Utilization:
        return c.serve.utilization;
    case Column::DataParallel:
        return c.train.dataParallel;
    case Column::RunHours:
        return c.train.runHours.value;
    case Column::TokensPerS:
        return c.train.tokensPerS.value;
    case Column::Mfu:
        return c.train.mfu;
    case Column::UsdPerGpuHour:
        return c.price->usdPerGpuHour;
    case Column::UsdPerMonth:
        return c.costPerMonthUsd;
    case Column::RunCostUsd:
        return c.runCostUsd;
    case Column::UsdPerMillionTokens:
        return c.usdPerMillionTokens;
    default:
        return {};
    }
}

QVariant CandidateTableModel::toolTip(const Candidate& c, Column column) const {
    const model::Scenario& sc = m_evaluation->scenario;
    switch (column) {
    case Column::Gpu:
        return q(c.gpuName) + coverageText(c, isTraining(sc));
    case Column::Precision:
        return tr("%1 weights, %2 KV cache; efficiency factors of %3%4")
                   .arg(q(model::precisionInfo(c.precision).name),
                        q(model::precisionInfo(c.kvPrecision).name),
                        q(isTraining(sc) ? c.efficiency.trainingGroup : c.efficiency.servingGroup),
                        precisionText(c, isTraining(sc)).endsWith(QLatin1Char('~'))
                            ? tr(" (~: no calibration rows, wider band)")
                            : QString()) +
               coverageText(c, isTraining(sc));
    case Column::Status:
    case Column::Notes:
        return notesToolTip(c);
    default:
        return c.feasible ? figureToolTip(c, column) : QVariant();
    }
}

QVariant CandidateTableModel::figureToolTip(const Candidate& c, Column column) const {
    const QuantityFormat f;
    const model::Scenario& sc = m_evaluation->scenario;
    const model::ServingPlan& s = c.serve;
    switch (column) {
    case Column::Gpus:
        return isTraining(sc)
                   ? tr("data parallel %1 × %2").arg(c.train.dataParallel).arg(layoutText(c))
                   : tr("%1 of %2")
                         .arg(counted(s.replicas, tr("replica"), tr("replicas")))
                         .arg(layoutText(c));
    case Column::Batch:
        return tr("running batch per replica; the largest whose KV cache fits is %1")
            .arg(s.maxBatchFit);
    case Column::Tpot:
        return bandText(f, s.tpotS, true) + tr("; mean TPOT %1").arg(f.seconds(s.tpotMeanS.value));
    case Column::Ttft:
        return bandText(f, s.ttftS, true) +
               tr("; %1 of it queueing at the grown demand").arg(f.seconds(s.queueWaitS));
    case Column::TokensPerSPerGpu:
        return tr("whole deployment %1 output tokens/s (%2); %3 per user")
            .arg(f.number(s.outputTokensPerS.value, 0), bandText(f, s.outputTokensPerS, false),
                 f.rate(s.tokensPerSPerUser, tr("tokens/s")));
    case Column::Utilization:
        return tr("share of capacity the peak demand uses; %1 at the grown peak")
            .arg(f.percent(s.utilizationGrown));
    case Column::RunHours:
        return tr("90 % band: %1 – %2 h")
            .arg(f.number(c.train.runHours.low, 1), f.number(c.train.runHours.high, 1));
    case Column::TokensPerS:
        return bandText(f, c.train.tokensPerS, false);
    default:
        break;
    }
    if (isMoney(column) && !c.price)
        return tr("no price for %1: set cost.gpu_hour_usd.%1 in the scenario").arg(q(c.gpuId));
    if (column == Column::UsdPerGpuHour)
        return q(c.price->basis) + QStringLiteral(" (") + q(c.price->date) + QLatin1Char(')');
    if (column == Column::UsdPerMonth)
        return tr("%1/hour × %2 hours a month, on demand")
            .arg(money(c.costPerHourUsd, 2), f.number(sc.cost.hoursPerMonth, 0));
    return {};
}

QVariant CandidateTableModel::foreground(const Candidate& c, Column column) const {
    if (column == Column::Status)
        return statusColor(c.feasible, QGuiApplication::palette());
    if (!c.feasible) // rejected rows recede; the status column says why
        return QGuiApplication::palette().color(QPalette::PlaceholderText);
    return {};
}

QVariant CandidateTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const Column column = columnKind(section);
    const bool training = m_evaluation && isTraining(m_evaluation->scenario);
    if (role == Qt::DisplayRole)
        return columnText(column, percentile(), training).title;
    if (role == Qt::ToolTipRole)
        return columnText(column, percentile(), training).tip;
    if (role == Qt::TextAlignmentRole)
        return alignment(column);
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace rightsizer::views
