#include "CatalogTableColumns.h"

#include "views/QuantityFormat.h"
#include "views/charts/ChartStyle.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QObject>
#include <QPalette>

#include <cmath>

namespace rightsizer::views {
namespace {

using catalog::RowStatus;

constexpr qsizetype kTextSourceWidth = 48;

QString cellText(const CatalogColumn& c, const CatalogEntry& e, bool isStatus) {
    const QVariant raw = c.raw(e);
    if (!raw.isValid())
        return e.problem.isEmpty() ? QString() : QStringLiteral("?");
    if (c.format == CellFormat::Text) {
        if (isStatus && !e.problem.isEmpty())
            return raw.toString() + QObject::tr(" (invalid)");
        return raw.toString();
    }
    const double v = raw.toDouble();
    if (c.zeroIsNone && v == 0.0)
        return QStringLiteral("—");
    if (c.format == CellFormat::Money)
        return money(v, v != 0.0 && std::abs(v) < 1.0 ? 3 : c.decimals);
    return QuantityFormat().number(v, c.decimals);
}

QVariant background(const CatalogEntry& e) {
    const bool dark = isDarkPalette(QGuiApplication::palette());
    if (e.row.status == RowStatus::Edited)
        return dark ? QColor(0x5a, 0x4a, 0x12) : QColor(0xff, 0xf1, 0xc2);
    if (e.row.status == RowStatus::Added)
        return dark ? QColor(0x1e, 0x4d, 0x2b) : QColor(0xdc, 0xf5, 0xe0);
    return {};
}

QVariant foreground(const CatalogEntry& e) {
    const QPalette palette = QGuiApplication::palette();
    if (!e.problem.isEmpty())
        return isDarkPalette(palette) ? QColor(0xff, 0x7b, 0x72) : QColor(0xc6, 0x28, 0x28);
    if (e.row.status == RowStatus::Deleted)
        return palette.color(QPalette::Disabled, QPalette::Text);
    return {};
}

} // namespace

std::vector<TableColumn<CatalogEntry>> catalogTableColumns(catalog::RowKind kind) {
    const std::vector<CatalogColumn>& all = catalogColumns(kind);
    const int status = statusColumn(kind), source = sourceColumn(kind);
    std::vector<TableColumn<CatalogEntry>> out;
    for (size_t i = 0; i < all.size(); ++i) {
        const CatalogColumn& c = all[i];
        const bool isStatus = int(i) == status;
        auto column = tableColumn<CatalogEntry>(
            int(i), c.title,
            c.editable() ? c.tip + QObject::tr(" (double-click a cell to edit it)") : c.tip,
            c.format != CellFormat::Text,
            [&c, isStatus](const CatalogEntry& e) { return cellText(c, e, isStatus); }, c.raw);
        column.toolTip = [isStatus, isSource = int(i) == source](const CatalogEntry& e) {
            if (!e.problem.isEmpty())
                return QVariant(QObject::tr("This row does not parse: %1").arg(e.problem));
            if (isSource)
                return QVariant(QString::fromStdString(e.row.data.source));
            if (isStatus && !e.row.editedUtc.empty())
                return QVariant(
                    QObject::tr("%1 at %2 (UTC)")
                        .arg(QString::fromUtf8(catalog::rowStatusName(e.row.status).data()),
                             QString::fromStdString(e.row.editedUtc)));
            return QVariant();
        };
        column.font = [isStatus](const CatalogEntry& e) {
            if (e.row.status == RowStatus::Bundled)
                return QVariant();
            QFont font;
            font.setStrikeOut(e.row.status == RowStatus::Deleted);
            font.setBold(isStatus);
            return QVariant(font);
        };
        column.background = background;
        column.foreground = foreground;
        if (int(i) == source)
            column.places = InWorkbench;
        out.push_back(std::move(column));
    }
    // Plain text: the source, cut short (the table's tooltip holds it whole).
    out.push_back(tableColumn<CatalogEntry>(
        -1, all[size_t(source)].title, all[size_t(source)].tip, false, [](const CatalogEntry& e) {
            const QString s = QString::fromStdString(e.row.data.source);
            return s.size() <= kTextSourceWidth ? s : s.left(kTextSourceWidth - 1) + QChar(0x2026);
        }));
    out.back().places = InText;
    return out;
}

} // namespace rightsizer::views
