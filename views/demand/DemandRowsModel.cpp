#include "DemandRowsModel.h"

#include "views/CandidateTableModel.h"

#include <QColor>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <cmath>

namespace rightsizer::views {

DemandRowsModel::DemandRowsModel(std::vector<importers::DemandRow> rows, QObject* parent)
    : QAbstractTableModel(parent)
    , m_rows(std::move(rows)) {}

int DemandRowsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DemandRowsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DemandRowsModel::display(const importers::DemandRow& r, int column) const {
    switch (column) {
    case Line:
        return QLocale().toString(r.line);
    case Timestamp:
        return QString::fromStdString(r.timestamp);
    case RequestsPerS:
        return std::isnan(r.requestsPerS) ? QString() : QLocale().toString(r.requestsPerS, 'g', 6);
    case Status:
        return r.ok() ? tr("ok") : QString::fromStdString(r.problem);
    default:
        return {};
    }
}

QVariant DemandRowsModel::raw(const importers::DemandRow& r, int column) const {
    switch (column) {
    case Line:
        return r.line;
    case Timestamp:
        return QString::fromStdString(r.timestamp);
    case RequestsPerS:
        return std::isnan(r.requestsPerS) ? QVariant() : QVariant(r.requestsPerS);
    case Status:
        return QString::fromStdString(r.problem);
    default:
        return {};
    }
}

QVariant DemandRowsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const importers::DemandRow& r = m_rows[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(r, index.column());
    case Qt::EditRole:
        return raw(r, index.column());
    case Qt::ToolTipRole:
        return r.ok() ? tr("Line %1 is used").arg(r.line)
                      : tr("Line %1 is rejected: %2")
                            .arg(r.line)
                            .arg(QString::fromStdString(r.problem));
    case Qt::TextAlignmentRole:
        return index.column() == Line || index.column() == RequestsPerS
                   ? int(Qt::AlignRight | Qt::AlignVCenter)
                   : int(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::BackgroundRole: {
        if (r.ok())
            return {};
        QColor tint = statusColor(false, QGuiApplication::palette());
        tint.setAlphaF(0.18f);
        return tint;
    }
    case Qt::ForegroundRole:
        return !r.ok() && index.column() == Status
                   ? QVariant(statusColor(false, QGuiApplication::palette()))
                   : QVariant();
    case RejectedRole:
        return !r.ok();
    default:
        return {};
    }
}

QVariant DemandRowsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Line:
        return tr("Line");
    case Timestamp:
        return tr("Timestamp");
    case RequestsPerS:
        return tr("Requests/s");
    case Status:
        return tr("Status");
    default:
        return {};
    }
}

} // namespace rightsizer::views
