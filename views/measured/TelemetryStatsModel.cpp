#include "TelemetryStatsModel.h"

#include "views/QuantityFormat.h"

#include <QCoreApplication>

#include <cmath>
#include <iterator>

namespace rightsizer::views {
namespace {

struct RowText {
    const char* label;
    const char* tip;
};

// One entry per TelemetryStatsModel::Row, in order.
constexpr RowText kRows[] = {
    {QT_TRANSLATE_NOOP("TelemetryStatsModel", "GPU utilization, mean"),
     QT_TRANSLATE_NOOP("TelemetryStatsModel",
                       "Share of time a kernel ran (nvidia-smi utilization.gpu, DCGM GPU_UTIL), "
                       "averaged over every sample of every GPU")},
    {QT_TRANSLATE_NOOP("TelemetryStatsModel", "GPU utilization, median (p50)"),
     QT_TRANSLATE_NOOP("TelemetryStatsModel", "Half the samples were at or below this")},
    {QT_TRANSLATE_NOOP("TelemetryStatsModel", "GPU utilization, p95"),
     QT_TRANSLATE_NOOP("TelemetryStatsModel",
                       "95 % of the samples were at or below this: the busy hour the candidates "
                       "are sized for")},
    {QT_TRANSLATE_NOOP("TelemetryStatsModel", "Memory used, peak per GPU"),
     QT_TRANSLATE_NOOP("TelemetryStatsModel",
                       "Largest frame buffer in use on any GPU (vLLM and TensorRT-LLM reserve "
                       "their KV-cache pool up front, so this is what the runtime took, not what "
                       "the model needed)")},
    {QT_TRANSLATE_NOOP("TelemetryStatsModel", "Memory used, mean per GPU"),
     QT_TRANSLATE_NOOP("TelemetryStatsModel", "Frame buffer in use, averaged over the samples")},
    {QT_TRANSLATE_NOOP("TelemetryStatsModel", "Memory used, p99 per GPU"),
     QT_TRANSLATE_NOOP("TelemetryStatsModel", "99 % of the samples used at most this")},
    {QT_TRANSLATE_NOOP("TelemetryStatsModel", "SM occupancy, mean"),
     QT_TRANSLATE_NOOP("TelemetryStatsModel",
                       "DCGM_FI_PROF_SM_OCCUPANCY: resident warps over the maximum (DCGM "
                       "profiling metrics only)")},
    {QT_TRANSLATE_NOOP("TelemetryStatsModel", "Tensor cores active, mean"),
     QT_TRANSLATE_NOOP("TelemetryStatsModel",
                       "DCGM_FI_PROF_PIPE_TENSOR_ACTIVE: share of cycles the tensor pipes were "
                       "busy (DCGM profiling metrics only)")},
    {QT_TRANSLATE_NOOP("TelemetryStatsModel", "DRAM active, mean"),
     QT_TRANSLATE_NOOP("TelemetryStatsModel",
                       "DCGM_FI_PROF_DRAM_ACTIVE: share of cycles device memory was busy (DCGM "
                       "profiling metrics only)")},
    {QT_TRANSLATE_NOOP("TelemetryStatsModel", "Power, mean per GPU"),
     QT_TRANSLATE_NOOP("TelemetryStatsModel", "Board power draw averaged over the samples")},
    {QT_TRANSLATE_NOOP("TelemetryStatsModel", "Power, p95 per GPU"),
     QT_TRANSLATE_NOOP("TelemetryStatsModel", "95 % of the samples drew at most this")},
    {QT_TRANSLATE_NOOP("TelemetryStatsModel", "Idle time"),
     QT_TRANSLATE_NOOP("TelemetryStatsModel",
                       "Share of the observed GPU-time spent in stretches of at least 5 minutes "
                       "below 5 % utilization: capacity that could have been released")},
};
static_assert(std::size(kRows) == TelemetryStatsModel::RowCount);

QString watts(double w) {
    return QuantityFormat().number(w, 0) + QStringLiteral(" W");
}

} // namespace

void TelemetryStatsModel::setStats(const model::DeploymentStats* stats) {
    beginResetModel();
    m_stats.reset();
    if (stats)
        m_stats = *stats;
    endResetModel();
}

int TelemetryStatsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !m_stats ? 0 : RowCount;
}

int TelemetryStatsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

double TelemetryStatsModel::value(int row) const {
    const model::DeploymentStats& s = *m_stats;
    switch (Row(row)) {
    case UtilMean:
        return s.gpuUtil.mean;
    case UtilP50:
        return s.gpuUtil.p50;
    case UtilP95:
        return s.gpuUtil.p95;
    case MemoryPeak:
        return s.memoryUsedBytes.max;
    case MemoryMean:
        return s.memoryUsedBytes.mean;
    case MemoryP99:
        return s.memoryUsedBytes.p99;
    case SmOccupancy:
        return s.smOccupancy.mean;
    case TensorActive:
        return s.tensorActive.mean;
    case DramActive:
        return s.dramActive.mean;
    case PowerMean:
        return s.powerW.mean;
    case PowerP95:
        return s.powerW.p95;
    case IdleTime:
        return s.idleFraction;
    case RowCount:
        break;
    }
    return model::kNoReading;
}

QString TelemetryStatsModel::formatted(int row) const {
    const double v = value(row);
    if (!std::isfinite(v))
        return QStringLiteral("—");
    const QuantityFormat f;
    switch (Row(row)) {
    case MemoryPeak:
        if (std::isfinite(m_stats->memoryTotalBytes))
            return tr("%1 of %2").arg(f.bytes(v), f.bytes(m_stats->memoryTotalBytes));
        return f.bytes(v);
    case MemoryMean:
    case MemoryP99:
        return f.bytes(v);
    case PowerMean:
    case PowerP95:
        return watts(v);
    case IdleTime:
        return tr("%1 of observed time (%2 idle periods)")
            .arg(f.percent(v))
            .arg(m_stats->idle.size());
    default:
        return f.percent(v);
    }
}

QVariant TelemetryStatsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_stats)
        return {};
    const int row = index.row();
    if (role == Qt::ToolTipRole)
        return QCoreApplication::translate("TelemetryStatsModel", kRows[row].tip);
    if (index.column() == QuantityColumn)
        return role == Qt::DisplayRole
                   ? QVariant(QCoreApplication::translate("TelemetryStatsModel", kRows[row].label))
                   : QVariant();
    switch (role) {
    case Qt::DisplayRole:
        return formatted(row);
    case Qt::EditRole: {
        const double v = value(row);
        return std::isfinite(v) ? QVariant(v) : QVariant();
    }
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant TelemetryStatsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == QuantityColumn ? tr("Measured") : tr("Value");
}

} // namespace rightsizer::views
