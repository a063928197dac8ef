#include "CatalogSession.h"

#include "CatalogOverlayCommand.h"

#include <nlohmann/json.hpp>

#include <QStringList>

#include <set>

namespace rightsizer::views {

using catalog::CatalogRow;
using catalog::RowKind;
using catalog::RowStatus;

namespace {

/// "gpu 'h100-sxm'", as the catalog names rows in its messages.
std::string rowKindName(RowKind kind, const std::string& id) {
    return std::string(catalog::rowKindName(kind)) + " '" + id + "'";
}

} // namespace

QString rowKindLabel(RowKind kind) {
    switch (kind) {
    case RowKind::Gpu:
        return QObject::tr("GPU");
    case RowKind::Model:
        return QObject::tr("model");
    case RowKind::Price:
        return QObject::tr("price");
    }
    return {};
}

model::Result<OverlayState> readOverlayState(catalog::CatalogDb& db, RowKind kind,
                                             const std::string& id) {
    auto found = db.find(kind, id);
    if (!found)
        return found.error();
    if (!*found)
        return OverlayState{};
    const CatalogRow& row = **found;
    switch (row.status) {
    case RowStatus::Bundled:
        return OverlayState{};
    case RowStatus::Deleted:
        return OverlayState{OverlayState::Kind::Deleted, {}, {}, {}};
    case RowStatus::Edited:
    case RowStatus::Added:
        break;
    }
    return OverlayState{OverlayState::Kind::Row, row.data.json, row.data.source, row.data.date};
}

namespace {

/// Refuses to remove a user-added GPU that prices refer to (CatalogDb::deleteRow refuses the
/// same for deletions; resetToBundled does not check).
model::Status checkRemovable(catalog::CatalogDb& db, RowKind kind, const std::string& id) {
    if (kind != RowKind::Gpu)
        return {};
    auto prices = db.rows(RowKind::Price);
    if (!prices)
        return prices.error();
    QStringList users;
    for (const CatalogRow& p : *prices) {
        const auto j = nlohmann::json::parse(p.data.json, nullptr, false);
        if (j.is_object() && j.value("gpu_id", std::string()) == id)
            users << QString::fromStdString(p.data.id);
    }
    if (users.isEmpty())
        return {};
    return model::fieldError("gpu '" + id + "'",
                             "prices refer to it (" +
                                 users.join(QStringLiteral(", ")).toStdString() +
                                 "); delete them first");
}

} // namespace

model::Status writeOverlayState(catalog::CatalogDb& db, RowKind kind, const std::string& id,
                                const OverlayState& state) {
    if (state.kind == OverlayState::Kind::Row) {
        auto row = db.putOverlay(kind, id, state.json, state.source, state.date);
        if (!row)
            return row.error();
        return {};
    }
    auto found = db.find(kind, id);
    if (!found)
        return found.error();
    const std::optional<RowStatus> now =
        *found ? std::optional<RowStatus>((*found)->status) : std::nullopt;
    if (state.kind == OverlayState::Kind::Deleted && now == RowStatus::Deleted)
        return {};
    // From an edited row, "none" and "deleted" both start from the bundled row.
    if (now == RowStatus::Added) {
        if (auto ok = checkRemovable(db, kind, id); !ok)
            return ok;
    }
    if (now && *now != RowStatus::Bundled) {
        if (auto done = db.resetToBundled(kind, id); !done)
            return done.error();
    }
    if (state.kind == OverlayState::Kind::Deleted)
        return db.deleteRow(kind, id);
    return {};
}

CatalogSession::CatalogSession(std::string dbPath, QObject* parent)
    : QObject(parent)
    , m_path(std::move(dbPath)) {
    auto db = catalog::CatalogDb::open(m_path);
    if (db) {
        m_db.emplace(std::move(db).value());
        return;
    }
    m_openError = QString::fromStdString(db.error().message);
    if (db.error().field == catalog::kCatalogDbCorrupt)
        m_openError += tr(" Run `rightsizer catalog rebuild` to do that.");
}

CatalogSession::~CatalogSession() {
    m_undo.disconnect();
}

model::Result<catalog::CatalogDb*> CatalogSession::openDb() {
    if (!m_db)
        return model::Error{m_path, m_openError.toStdString()};
    return &*m_db;
}

model::Result<CatalogRow> CatalogSession::put(RowKind kind, const std::string& id,
                                              const std::string& json, const std::string& source,
                                              const std::string& date, const QString& description,
                                              QUndoStack* undo) {
    auto db = openDb();
    if (!db)
        return db.error();
    auto before = readOverlayState(**db, kind, id);
    if (!before)
        return before.error();
    auto row = (*db)->putOverlay(kind, id, json, source, date);
    if (!row)
        return row.error();
    pushApplied(kind, id, std::move(before).value(), description, undo);
    return row;
}

model::Status CatalogSession::remove(RowKind kind, const std::string& id) {
    auto db = openDb();
    if (!db)
        return db.error();
    auto before = readOverlayState(**db, kind, id);
    if (!before)
        return before.error();
    if (auto done = (*db)->deleteRow(kind, id); !done)
        return done.error();
    pushApplied(kind, id, std::move(before).value(),
                tr("Delete %1 %2").arg(rowKindLabel(kind), QString::fromStdString(id)));
    return {};
}

model::Status CatalogSession::reset(RowKind kind, const std::string& id) {
    auto db = openDb();
    if (!db)
        return db.error();
    auto before = readOverlayState(**db, kind, id);
    if (!before)
        return before.error();
    if (before->kind == OverlayState::Kind::None)
        return model::fieldError(rowKindName(kind, id),
                                 "not edited: it already holds the bundled figures");
    if (auto done = writeOverlayState(**db, kind, id, OverlayState{}); !done)
        return done.error();
    pushApplied(kind, id, std::move(before).value(),
                tr("Reset %1 %2 to bundled").arg(rowKindLabel(kind), QString::fromStdString(id)));
    return {};
}

void CatalogSession::pushApplied(RowKind kind, const std::string& id, OverlayState before,
                                 const QString& description, QUndoStack* undo) {
    auto after = readOverlayState(*m_db, kind, id);
    // The change is in the database; should reading it back fail, undo still restores `before`
    // and redo writes the state the change meant (none).
    (undo ? undo : &m_undo)
        ->push(new CatalogOverlayCommand(this, kind, id, std::move(before),
                                         after ? std::move(after).value() : OverlayState{},
                                         description));
}

void CatalogSession::restore(RowKind kind, const std::string& id, const OverlayState& state) {
    if (m_db) {
        if (auto done = writeOverlayState(*m_db, kind, id, state); !done)
            emit commandFailed(QString::fromStdString(done.error().message));
    }
    emit rowsChanged(kind);
}

model::Result<const std::vector<std::string>*> CatalogSession::bundledIds(RowKind kind) {
    if (m_bundledIds.empty()) {
        // The database's bundled rows are this build's (open() brings them up to date).
        auto bundled = catalog::bundledRows();
        if (!bundled)
            return bundled.error();
        for (RowKind k : catalog::kRowKinds)
            m_bundledIds[k];
        for (const catalog::RowData& r : bundled->rows)
            m_bundledIds[r.kind].push_back(r.id);
    }
    return &m_bundledIds[kind];
}

model::Result<std::vector<CatalogRow>> CatalogSession::rowsWithDeleted(RowKind kind) {
    auto db = openDb();
    if (!db)
        return db.error();
    auto rows = (*db)->rows(kind);
    if (!rows)
        return rows.error();
    auto ids = bundledIds(kind);
    if (!ids)
        return ids.error();
    std::set<std::string> shown;
    for (const CatalogRow& r : *rows)
        shown.insert(r.data.id);
    std::vector<CatalogRow> out = std::move(rows).value();
    for (const std::string& id : **ids) {
        if (shown.count(id))
            continue;
        auto found = (*db)->find(kind, id);
        if (!found)
            return found.error();
        if (*found && (*found)->status == RowStatus::Deleted)
            out.push_back(**found);
    }
    return out;
}

model::Result<catalog::Catalog> CatalogSession::effectiveCatalog() {
    auto db = openDb();
    if (!db)
        return db.error();
    return (*db)->effectiveCatalog();
}

} // namespace rightsizer::views
