#include "CalibrationModels.h"

#include "views/QuantityFormat.h"

#include <QApplication>
#include <QPalette>

#include <cmath>

namespace rightsizer::views {
namespace {

QString metricName(const std::string& metric) {
    if (metric == "ttft_s")
        return RunErrorModel::tr("TTFT");
    if (metric == "tpot_s")
        return RunErrorModel::tr("TPOT");
    if (metric == "output_tokens_per_s")
        return RunErrorModel::tr("Output tokens/s");
    if (metric == "peak_memory_bytes")
        return RunErrorModel::tr("Peak memory / GPU");
    return QString::fromStdString(metric);
}

QString reading(const std::string& metric, double v) {
    const QuantityFormat f;
    if (metric == "ttft_s" || metric == "tpot_s")
        return f.seconds(v);
    if (metric == "output_tokens_per_s")
        return f.rate(v, RunErrorModel::tr("tokens/s"));
    if (metric == "peak_memory_bytes")
        return f.bytes(v);
    return f.number(v, 3);
}

QString signedPercent(double fraction) {
    const QString p = QuantityFormat().percent(fraction);
    return fraction > 0 ? QStringLiteral("+") + p : p;
}

QString arrow(const QString& before, const QString& after) {
    return QStringLiteral("%1 → %2").arg(before, after);
}

} // namespace

void RunErrorModel::setErrors(std::vector<model::RunError> errors) {
    beginResetModel();
    m_rows = std::move(errors);
    endResetModel();
}

int RunErrorModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RunErrorModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunErrorModel::display(const model::RunError& e, int column) const {
    switch (Column(column)) {
    case RunColumn:
        return QString::fromStdString(e.label);
    case GroupColumn:
        return QString::fromStdString(e.group);
    case MetricColumn:
        return metricName(e.metric);
    case MeasuredColumn:
        return reading(e.metric, e.measured);
    case BeforeColumn:
        return reading(e.metric, e.before);
    case ErrorBeforeColumn:
        return signedPercent(e.errorBefore());
    case AfterColumn:
        return reading(e.metric, e.after);
    case ErrorAfterColumn:
        return signedPercent(e.errorAfter());
    case ColumnCount:
        break;
    }
    return {};
}

QVariant RunErrorModel::raw(const model::RunError& e, int column) const {
    switch (Column(column)) {
    case MeasuredColumn:
        return e.measured;
    case BeforeColumn:
        return e.before;
    case ErrorBeforeColumn:
        return e.errorBefore();
    case AfterColumn:
        return e.after;
    case ErrorAfterColumn:
        return e.errorAfter();
    default:
        return display(e, column);
    }
}

QVariant RunErrorModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const model::RunError& e = m_rows[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(e, index.column());
    case Qt::EditRole:
        return raw(e, index.column());
    case Qt::ForegroundRole:
        if (!e.fitted)
            return QApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::TextAlignmentRole:
        return index.column() >= MeasuredColumn
                   ? QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (!e.fitted && e.metric == "ttft_s")
            return tr("Not fitted: TTFT measured with several requests in flight waits behind "
                      "the other requests' prefills; only a batch-1 TTFT is the prefill the "
                      "engine predicts");
        if (!e.fitted)
            return tr("Not fitted: vLLM and TensorRT-LLM reserve their KV-cache pool up front "
                      "(gpu_memory_utilization, free_gpu_memory_fraction), so the peak memory "
                      "measured is the runtime's reservation, not what the model needs; no "
                      "efficiency factor acts on it");
        return headerData(index.column(), Qt::Horizontal, Qt::ToolTipRole);
    default:
        return {};
    }
}

QVariant RunErrorModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return {};
    static const char* const kNames[] = {QT_TR_NOOP("Run"),
                                         QT_TR_NOOP("Group"),
                                         QT_TR_NOOP("Reading"),
                                         QT_TR_NOOP("Measured"),
                                         QT_TR_NOOP("Predicted before"),
                                         QT_TR_NOOP("Error before"),
                                         QT_TR_NOOP("Predicted after"),
                                         QT_TR_NOOP("Error after")};
    static const char* const kTips[] = {
        QT_TR_NOOP("The measured run: file and line"),
        QT_TR_NOOP("Efficiency group (GPU family / precision) the run belongs to"),
        QT_TR_NOOP("What was measured"),
        QT_TR_NOOP("The benchmark's value"),
        QT_TR_NOOP("Predicted with the reference efficiency factors"),
        QT_TR_NOOP("Predicted / measured − 1 with the reference factors"),
        QT_TR_NOOP("Predicted with the factors fitted to the project's runs"),
        QT_TR_NOOP("Predicted / measured − 1 with the fitted factors")};
    if (section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole)
        return tr(kNames[section]);
    if (role == Qt::ToolTipRole)
        return tr(kTips[section]);
    return {};
}

// ---- FittedGroupsModel ---------------------------------------------------------------------

double FittedGroupsModel::bandFraction(double sigmaLog) {
    return std::exp(model::kBandZ * sigmaLog) - 1.0;
}

void FittedGroupsModel::setGroups(std::vector<model::GroupCalibration> groups) {
    beginResetModel();
    m_rows = std::move(groups);
    endResetModel();
}

int FittedGroupsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int FittedGroupsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FittedGroupsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const model::GroupCalibration& g = m_rows[size_t(index.row())];
    const QuantityFormat f;
    if (role == Qt::DisplayRole) {
        switch (Column(index.column())) {
        case GroupColumn:
            return QString::fromStdString(g.group);
        case ComputeColumn:
            return arrow(f.number(g.before.computeEff, 3), f.number(g.after.computeEff, 3));
        case MemoryColumn:
            return arrow(f.number(g.before.memoryEff, 3), f.number(g.after.memoryEff, 3));
        case BandColumn:
            return arrow(QStringLiteral("±") + f.percent(bandFraction(g.before.sigmaLog)),
                         QStringLiteral("±") + f.percent(bandFraction(g.after.sigmaLog)));
        case RunsColumn:
            return tr("%1 runs, %2 readings").arg(g.runs).arg(g.readings);
        case ColumnCount:
            break;
        }
    }
    if (role == Qt::EditRole) {
        switch (Column(index.column())) {
        case ComputeColumn:
            return g.after.computeEff;
        case MemoryColumn:
            return g.after.memoryEff;
        case BandColumn:
            return bandFraction(g.after.sigmaLog);
        case RunsColumn:
            return g.runs;
        default:
            return QString::fromStdString(g.group);
        }
    }
    if (role == Qt::ToolTipRole)
        return headerData(index.column(), Qt::Horizontal, role);
    return {};
}

QVariant FittedGroupsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    static const char* const kNames[] = {QT_TR_NOOP("Group"), QT_TR_NOOP("η compute"),
                                         QT_TR_NOOP("η memory"), QT_TR_NOOP("90 % band"),
                                         QT_TR_NOOP("Behind the fit")};
    static const char* const kTips[] = {
        QT_TR_NOOP("GPU family / precision whose factors were fitted"),
        QT_TR_NOOP("eta_c, achieved / dense peak FLOP/s in compute-bound phases: reference → "
                   "fitted"),
        QT_TR_NOOP("eta_m, achieved / datasheet bandwidth in weight and KV streaming: reference "
                   "→ fitted"),
        QT_TR_NOOP("Half-width of the 90 % band on a prediction, exp(1.645 σ) − 1: reference → "
                   "fitted (it narrows as measurements accumulate)"),
        QT_TR_NOOP("Runs and TTFT/TPOT/tokens-per-second readings the fit used")};
    if (role == Qt::DisplayRole)
        return tr(kNames[section]);
    if (role == Qt::ToolTipRole)
        return tr(kTips[section]);
    return {};
}

} // namespace rightsizer::views
