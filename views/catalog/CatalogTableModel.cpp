#include "CatalogTableModel.h"

#include "catalog/JsonText.h"
#include "views/catalog/CatalogSession.h"
#include "views/catalog/CatalogTableColumns.h"

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
    : RowTableModel<CatalogEntry>(parent)
    , m_session(session)
    , m_kind(kind) {
    auto columns = catalogTableColumns(kind);
    for (TableColumn<CatalogEntry>& column : columns) {
        if (column.id < 0)
            continue;
        const CatalogColumn& c = catalogColumns(kind)[size_t(column.id)];
        if (!c.editable())
            continue;
        column.editable = [](const CatalogEntry& e) {
            return e.problem.isEmpty() && e.row.status != RowStatus::Deleted;
        };
        column.edit = [this, &c](const CatalogEntry& e, const QVariant& v) {
            return edit(e, c, v);
        };
    }
    reset(std::move(columns), {});
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
    const std::vector<CatalogEntry>& shown = rows();
    const bool sameRows = std::equal(entries.begin(), entries.end(), shown.begin(), shown.end(),
                                     [](const CatalogEntry& a, const CatalogEntry& b) {
                                         return a.row.data.id == b.row.data.id;
                                     });
    if (sameRows)
        setRows(std::move(entries));
    else
        replaceRows(std::move(entries));
    emit reloaded();
}

const CatalogEntry* CatalogTableModel::entry(int row) const {
    return row >= 0 && size_t(row) < rows().size() ? &rows()[size_t(row)] : nullptr;
}

int CatalogTableModel::rowOf(const std::string& id) const {
    for (size_t i = 0; i < rows().size(); ++i)
        if (rows()[i].row.data.id == id)
            return int(i);
    return -1;
}

int CatalogTableModel::count(RowStatus status) const {
    return int(std::count_if(rows().begin(), rows().end(),
                             [status](const CatalogEntry& e) { return e.row.status == status; }));
}

Qt::ItemFlags CatalogTableModel::flags(const QModelIndex& index) const {
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return RowTableModel<CatalogEntry>::flags(index) | Qt::ItemNeverHasChildren;
}

QVariant CatalogTableModel::data(const QModelIndex& index, int role) const {
    if (role == StatusRole)
        return checkIndex(index, CheckIndexOption::IndexIsValid)
                   ? QVariant(int(rows()[size_t(index.row())].row.status))
                   : QVariant();
    return RowTableModel<CatalogEntry>::data(index, role);
}

bool CatalogTableModel::edit(const CatalogEntry& e, const CatalogColumn& c, const QVariant& value) {
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
    auto parsed = catalog::parseOrderedJsonText(e.row.data.json);
    if (!parsed || !parsed->is_object())
        return model::fieldError(e.row.data.id, "the stored row is not a JSON object");
    ordered_json json = *parsed;
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
