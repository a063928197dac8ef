#include "CatalogTableModel.h"

#include "views/QuantityFormat.h"
#include "views/catalog/CatalogSession.h"
#include "views/charts/ChartStyle.h"

#include <QDateTime>
#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <cmath>

namespace rightsizer::views {
namespace {

using catalog::RowStatus;
using nlohmann::ordered_json;

/// The source a bundled row gets when the user edits one of its figures in the table.
QString userEditSource(const std::string& bundledSource) {
    return QObject::tr("user edit (catalog editor); other figures: %1")
        .arg(QString::fromStdString(bundledSource));
}

std::optional<double> toNumber(const QVariant& value) {
    bool ok = false;
    double v = 0.0;
    if (value.typeId() == QMetaType::QString) {
        const QString t = value.toString().trimmed();
        v = QLocale().toDouble(t, &ok);
        if (!ok)
            v = QLocale::c().toDouble(t, &ok);
    } else {
        v = value.toDouble(&ok);
    }
    return ok && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

QString today() {
    return QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate);
}

} // namespace

CatalogTableModel::CatalogTableModel(CatalogSession* session, catalog::RowKind kind,
                                     QObject* parent)
    : QAbstractTableModel(parent)
    , m_session(session)
    , m_kind(kind) {
    connect(m_session, &CatalogSession::rowsChanged, this, [this](catalog::RowKind changed) {
        if (changed == m_kind)
            reload();
    });
    reload();
}

void CatalogTableModel::reload() {
    std::vector<CatalogEntry> entries;
    m_loadError.clear();
    if (auto rows = m_session->rowsWithDeleted(m_kind)) {
        for (catalog::CatalogRow& r : rows.value())
            entries.push_back(parseCatalogEntry(std::move(r)));
    } else {
        m_loadError = QString::fromStdString(rows.error().message);
    }
    const bool sameRows = entries.size() == m_entries.size() &&
                          std::equal(entries.begin(), entries.end(), m_entries.begin(),
                                     [](const CatalogEntry& a, const CatalogEntry& b) {
                                         return a.row.data.id == b.row.data.id;
                                     });
    if (sameRows) {
        m_entries = std::move(entries);
        if (!m_entries.empty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    } else {
        beginResetModel();
        m_entries = std::move(entries);
        endResetModel();
    }
    emit reloaded();
}

const CatalogEntry* CatalogTableModel::entry(int row) const {
    return row >= 0 && size_t(row) < m_entries.size() ? &m_entries[size_t(row)] : nullptr;
}

int CatalogTableModel::rowOf(const std::string& id) const {
    for (size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].row.data.id == id)
            return int(i);
    return -1;
}

int CatalogTableModel::count(RowStatus status) const {
    return int(std::count_if(m_entries.begin(), m_entries.end(),
                             [status](const CatalogEntry& e) { return e.row.status == status; }));
}

int CatalogTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_entries.size());
}

int CatalogTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(catalogColumns(m_kind).size());
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    const auto& columns = catalogColumns(m_kind);
    if (orientation != Qt::Horizontal || section < 0 || size_t(section) >= columns.size())
        return QAbstractTableModel::headerData(section, orientation, role);
    const CatalogColumn& c = columns[size_t(section)];
    if (role == Qt::DisplayRole)
        return c.title;
    if (role == Qt::ToolTipRole)
        return c.editable() ? c.tip + tr(" (double-click a cell to edit it)") : c.tip;
    return {};
}

Qt::ItemFlags CatalogTableModel::flags(const QModelIndex& index) const {
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    const CatalogEntry& e = m_entries[size_t(index.row())];
    const CatalogColumn& c = catalogColumns(m_kind)[size_t(index.column())];
    if (c.editable() && e.problem.isEmpty() && e.row.status != RowStatus::Deleted)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant CatalogTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    const CatalogEntry& e = m_entries[size_t(index.row())];
    const CatalogColumn& c = catalogColumns(m_kind)[size_t(index.column())];
    switch (role) {
    case Qt::DisplayRole:
        return display(e, index.column());
    case Qt::EditRole:
        return c.raw(e);
    case Qt::ToolTipRole:
        return toolTip(e, index.column());
    case Qt::TextAlignmentRole: // Qt 6.4's item delegate reads the alignment with toInt()
        return int(Qt::AlignVCenter |
                   (c.format == CellFormat::Text ? Qt::AlignLeft : Qt::AlignRight));
    case StatusRole:
        return int(e.row.status);
    default:
        return decoration(e, index.column(), role);
    }
}

QVariant CatalogTableModel::display(const CatalogEntry& e, int column) const {
    const CatalogColumn& c = catalogColumns(m_kind)[size_t(column)];
    const QVariant raw = c.raw(e);
    if (!raw.isValid())
        return e.problem.isEmpty() ? QVariant() : QVariant(QStringLiteral("?"));
    if (c.format == CellFormat::Text) {
        if (column == statusColumn(m_kind) && !e.problem.isEmpty())
            return raw.toString() + tr(" (invalid)");
        return raw;
    }
    const double v = raw.toDouble();
    if (c.zeroIsNone && v == 0.0)
        return QStringLiteral("—");
    if (c.format == CellFormat::Money)
        return money(v, v != 0.0 && std::abs(v) < 1.0 ? 3 : c.decimals);
    return QuantityFormat().number(v, c.decimals);
}

QVariant CatalogTableModel::toolTip(const CatalogEntry& e, int column) const {
    if (!e.problem.isEmpty())
        return tr("This row does not parse: %1").arg(e.problem);
    if (column == sourceColumn(m_kind))
        return QString::fromStdString(e.row.data.source);
    if (column == statusColumn(m_kind) && !e.row.editedUtc.empty())
        return tr("%1 at %2 (UTC)")
            .arg(QString::fromUtf8(catalog::rowStatusName(e.row.status).data()),
                 QString::fromStdString(e.row.editedUtc));
    return {};
}

QVariant CatalogTableModel::decoration(const CatalogEntry& e, int column, int role) const {
    const RowStatus s = e.row.status;
    const QPalette palette = QGuiApplication::palette();
    const bool dark = isDarkPalette(palette);
    switch (role) {
    case Qt::FontRole: {
        if (s == RowStatus::Bundled)
            return {};
        QFont font;
        font.setStrikeOut(s == RowStatus::Deleted);
        font.setBold(column == statusColumn(m_kind));
        return font;
    }
    case Qt::BackgroundRole:
        if (s == RowStatus::Edited)
            return dark ? QColor(0x5a, 0x4a, 0x12) : QColor(0xff, 0xf1, 0xc2);
        if (s == RowStatus::Added)
            return dark ? QColor(0x1e, 0x4d, 0x2b) : QColor(0xdc, 0xf5, 0xe0);
        return {};
    case Qt::ForegroundRole:
        if (!e.problem.isEmpty())
            return dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xc6, 0x28, 0x28);
        if (s == RowStatus::Deleted)
            return palette.color(QPalette::Disabled, QPalette::Text);
        return {};
    default:
        return {};
    }
}

bool CatalogTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const CatalogEntry e = m_entries[size_t(index.row())];
    const CatalogColumn& c = catalogColumns(m_kind)[size_t(index.column())];
    const std::optional<double> v = toNumber(value);
    if (!v) {
        emit editRefused(tr("%1 '%2'.%3: '%4' is not a number")
                             .arg(rowKindLabel(m_kind), QString::fromStdString(e.row.data.id),
                                  QString::fromStdString(c.field), value.toString()));
        return false;
    }
    if (c.raw(e).toDouble() == *v)
        return false; // unchanged: no undo step, the row stays bundled
    if (auto done = commitEdit(e, c, *v); !done) {
        // The catalog names the stored field and its range; say what was typed where.
        emit editRefused(tr("%1 %2 refused (stored as %3): %4")
                             .arg(c.title, value.toString(), QString::fromStdString(c.field),
                                  QString::fromStdString(done.error().message)));
        return false;
    }
    return true;
}

model::Status CatalogTableModel::commitEdit(const CatalogEntry& e, const CatalogColumn& c,
                                            double value) {
    ordered_json json = ordered_json::parse(e.row.data.json, nullptr, false);
    if (!json.is_object())
        return model::fieldError(e.row.data.id, "the stored row is not a JSON object");
    c.write(json, value);
    const QString was = c.raw(e).toString();
    if (m_kind == catalog::RowKind::Gpu && json.contains("provenance")) {
        // The edited figure now comes from the user; the others keep their sources.
        json["provenance"][c.field] =
            ordered_json{{"source", "user edit (RightSizer catalog editor)"},
                         {"date", today().toStdString()},
                         {"note", tr("was %1 %2").arg(was, c.title).toStdString()}};
    }
    const std::string source = e.row.status == RowStatus::Bundled
                                   ? userEditSource(e.row.data.source).toStdString()
                                   : e.row.data.source;
    const QString description =
        tr("Edit %1 %2: %3 %4")
            .arg(rowKindLabel(m_kind), QString::fromStdString(e.row.data.id), c.title,
                 QLocale().toString(value, 'g', 6));
    auto row = m_session->put(m_kind, e.row.data.id, json.dump(), source, {}, description);
    if (!row)
        return row.error();
    return {};
}

} // namespace rightsizer::views
