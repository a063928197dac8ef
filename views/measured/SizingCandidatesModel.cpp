#include "SizingCandidatesModel.h"

#include "views/QuantityFormat.h"

#include <QFont>

namespace rightsizer::views {

void SizingCandidatesModel::setCandidates(std::vector<model::SizingCandidate> candidates) {
    beginResetModel();
    m_rows = std::move(candidates);
    endResetModel();
}

int SizingCandidatesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SizingCandidatesModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SizingCandidatesModel::display(const model::SizingCandidate& c, int column) const {
    const QuantityFormat f;
    switch (Column(column)) {
    case GpusColumn:
        return c.gpus;
    case GpuColumn:
        return c.current ? tr("%1 (current)").arg(QString::fromStdString(c.gpuName))
                         : QString::fromStdString(c.gpuName);
    case MemoryNeededColumn:
        return f.bytes(c.memoryNeededPerGpuBytes);
    case MemoryAvailableColumn:
        return f.bytes(c.memoryPerGpuBytes);
    case BusyColumn:
        return f.percent(c.busyAtP95);
    case PriceColumn:
        return tr("%1/h").arg(money(c.usdPerHour, 2));
    case ColumnCount:
        break;
    }
    return {};
}

QVariant SizingCandidatesModel::raw(const model::SizingCandidate& c, int column) const {
    switch (Column(column)) {
    case GpusColumn:
        return c.gpus;
    case GpuColumn:
        return QString::fromStdString(c.gpuId);
    case MemoryNeededColumn:
        return c.memoryNeededPerGpuBytes;
    case MemoryAvailableColumn:
        return c.memoryPerGpuBytes;
    case BusyColumn:
        return c.busyAtP95;
    case PriceColumn:
        return c.usdPerHour;
    case ColumnCount:
        break;
    }
    return {};
}

QVariant SizingCandidatesModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const model::SizingCandidate& c = m_rows[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(c, index.column());
    case Qt::EditRole:
        return raw(c, index.column());
    case Qt::FontRole:
        if (c.current) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == GpuColumn ? QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter)
                                           : QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() == PriceColumn)
            return tr("%1 × the reference on-demand price (%2)")
                .arg(c.gpus)
                .arg(QString::fromStdString(c.priceBasis));
        return headerData(index.column(), Qt::Horizontal, Qt::ToolTipRole);
    default:
        return {};
    }
}

QVariant SizingCandidatesModel::headerData(int section, Qt::Orientation orientation,
                                           int role) const {
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (Column(section)) {
        case GpusColumn:
            return tr("GPUs");
        case GpuColumn:
            return tr("GPU");
        case MemoryNeededColumn:
            return tr("Memory needed / GPU");
        case MemoryAvailableColumn:
            return tr("Memory / GPU");
        case BusyColumn:
            return tr("Busy at p95");
        case PriceColumn:
            return tr("Cost");
        case ColumnCount:
            break;
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case GpusColumn:
            return tr("How many GPUs of this kind carry the measured load");
        case GpuColumn:
            return tr("Catalog GPU; \"(current)\" is the configuration the telemetry came from");
        case MemoryNeededColumn:
            return tr("The measured per-GPU peaks summed, plus headroom, spread over the GPUs");
        case MemoryAvailableColumn:
            return tr("Memory the runtime sees on each GPU of the candidate");
        case BusyColumn:
            return tr("Predicted busy share of each GPU at the measured p95 load");
        case PriceColumn:
            return tr("USD per hour for all the GPUs at the reference on-demand price");
        case ColumnCount:
            break;
        }
    }
    return {};
}

} // namespace rightsizer::views
