#include "DemandRowsModel.h"

#include "views/CandidateTableModel.h"

#include <QColor>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <cmath>

namespace rightsizer::views {

using importers::DemandRow;

std::vector<TableColumn<DemandRow>> demandRowColumns() {
    std::vector<TableColumn<DemandRow>> columns{
        tableColumn<DemandRow>(
            DemandRowsModel::Line, DemandRowsModel::tr("Line"),
            DemandRowsModel::tr("The line of the file (the header is line 1)"), true,
            [](const DemandRow& r) { return QLocale().toString(r.line); },
            [](const DemandRow& r) { return QVariant(r.line); }),
        tableColumn<DemandRow>(
            DemandRowsModel::Timestamp, DemandRowsModel::tr("Timestamp"),
            DemandRowsModel::tr("The row's time as the file gives it"), false,
            [](const DemandRow& r) { return QString::fromStdString(r.timestamp); }),
        tableColumn<DemandRow>(
            DemandRowsModel::RequestsPerS, DemandRowsModel::tr("Requests/s"),
            DemandRowsModel::tr(
                "The request rate the row gives, in requests per second; empty where it could "
                "not be read"),
            true,
            [](const DemandRow& r) {
                return std::isnan(r.requestsPerS) ? QString()
                                                  : QLocale().toString(r.requestsPerS, 'g', 6);
            },
            [](const DemandRow& r) {
                return std::isnan(r.requestsPerS) ? QVariant() : QVariant(r.requestsPerS);
            }),
        tableColumn<DemandRow>(
            DemandRowsModel::Status, DemandRowsModel::tr("Status"),
            DemandRowsModel::tr("\"ok\" for a row that is used, else why it is rejected"), false,
            [](const DemandRow& r) {
                return r.ok() ? DemandRowsModel::tr("ok") : QString::fromStdString(r.problem);
            },
            [](const DemandRow& r) { return QVariant(QString::fromStdString(r.problem)); }),
    };
    const auto rejected = [] { return statusColor(false, QGuiApplication::palette()); };
    for (TableColumn<DemandRow>& c : columns) {
        c.toolTip = [](const DemandRow& r) {
            return QVariant(r.ok() ? DemandRowsModel::tr("Line %1 is used").arg(r.line)
                                   : DemandRowsModel::tr("Line %1 is rejected: %2")
                                         .arg(r.line)
                                         .arg(QString::fromStdString(r.problem)));
        };
        c.background = [rejected](const DemandRow& r) {
            if (r.ok())
                return QVariant();
            QColor tint = rejected();
            tint.setAlphaF(0.18f);
            return QVariant(tint);
        };
    }
    columns[DemandRowsModel::Status].foreground = [rejected](const DemandRow& r) {
        return r.ok() ? QVariant() : QVariant(rejected());
    };
    return columns;
}

DemandRowsModel::DemandRowsModel(std::vector<DemandRow> rows, QObject* parent)
    : RowTableModel<DemandRow>(parent) {
    reset(demandRowColumns(), std::move(rows));
}

QVariant DemandRowsModel::data(const QModelIndex& index, int role) const {
    if (role == RejectedRole)
        return index.isValid() && index.row() < rowCount() ? QVariant(!row(index.row()).ok())
                                                           : QVariant();
    return RowTableModel<DemandRow>::data(index, role);
}

} // namespace rightsizer::views
