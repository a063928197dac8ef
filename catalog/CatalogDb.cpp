// Opening the catalog database: schema, damage detection, bundled-data upgrades, rebuild.
#include "CatalogDb.h"

#include "CatalogDbInternal.h"

#include <sqlite3.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace rightsizer::catalog {
namespace {

namespace fs = std::filesystem;
using model::fieldError;

constexpr const char* kTables[] = {"meta", "bundled_gpu", "bundled_model", "bundled_price",
                                   "overlay"};

/// Schema 1. STRICT tables: a value of the wrong type is refused, not stored. Times are ISO
/// 8601 UTC text. `seq` keeps the bundled files' order.
Status createSchema(SqliteDb& db) {
    std::string sql = "PRAGMA application_id = " + std::to_string(kCatalogDbApplicationId) + ";" +
                      R"(CREATE TABLE meta (
            name  TEXT PRIMARY KEY NOT NULL,
            value TEXT NOT NULL
        ) STRICT;)";
    for (RowKind kind : kRowKinds)
        sql += "CREATE TABLE " + bundledTable(kind) + R"( (
            seq            INTEGER NOT NULL,
            id             TEXT PRIMARY KEY NOT NULL CHECK (length(id) > 0),
            json           TEXT NOT NULL,
            source         TEXT NOT NULL,
            date           TEXT NOT NULL,
            bundle_version TEXT NOT NULL,
            bundle_hash    TEXT NOT NULL
        ) STRICT;)";
    sql += R"(CREATE TABLE overlay (
            kind       TEXT NOT NULL CHECK (kind IN ('gpu', 'model', 'price')),
            id         TEXT NOT NULL CHECK (length(id) > 0),
            json       TEXT NOT NULL,
            source     TEXT NOT NULL,
            date       TEXT NOT NULL,
            edited_utc TEXT NOT NULL,
            deleted    INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
            PRIMARY KEY (kind, id)
        ) STRICT;)";
    return db.exec(sql);
}

bool isCorruptionCode(const SqliteDb& db) {
    const int rc = sqlite3_errcode(db.handle()) & 0xff;
    return rc == SQLITE_CORRUPT || rc == SQLITE_NOTADB;
}

/// A file that is there, not empty, and does not start with SQLite's magic string.
bool hasForeignHeader(const std::string& path) {
    std::error_code ec;
    if (!fs::exists(path, ec) || fs::file_size(path, ec) == 0 || ec)
        return false;
    std::ifstream in(path, std::ios::binary);
    char header[16] = {};
    in.read(header, sizeof header);
    return !in ||
           std::string_view(header, sizeof header) != std::string_view("SQLite format 3\0", 16);
}

Result<std::int64_t> pragmaInt(SqliteDb& db, const std::string& sql) {
    auto st = db.prepare(sql);
    if (!st)
        return st.error();
    auto row = st.value().step();
    if (!row)
        return row.error();
    return *row ? st.value().columnInt64(0) : std::int64_t{0};
}

Result<std::optional<std::string>> metaValue(SqliteDb& db, const char* name) {
    auto st = db.prepare("SELECT value FROM meta WHERE name = ?1");
    if (!st)
        return st.error();
    auto row = st.value().bind(1, name).step();
    if (!row)
        return row.error();
    if (!*row)
        return std::optional<std::string>{};
    return std::optional<std::string>{st.value().columnText(0)};
}

Status setMeta(SqliteDb& db, const char* name, const std::string& value) {
    auto st = db.prepare("INSERT INTO meta (name, value) VALUES (?1, ?2) "
                         "ON CONFLICT (name) DO UPDATE SET value = excluded.value");
    if (!st)
        return st.error();
    return st.value().bind(1, name).bind(2, value).run();
}

} // namespace

Error corruptCatalogError(const std::string& path, const std::string& detail) {
    return Error{kCatalogDbCorrupt,
                 path + ": the catalog database is damaged (" + detail +
                     "). Rebuilding it moves it aside to " + path +
                     ".corrupt-<timestamp> and recreates it from the bundled catalog; the user "
                     "edits and additions it holds (the overlay) are lost."};
}

std::string_view rowStatusName(RowStatus status) {
    switch (status) {
    case RowStatus::Bundled:
        return "bundled";
    case RowStatus::Edited:
        return "edited";
    case RowStatus::Added:
        return "added";
    case RowStatus::Deleted:
        return "deleted";
    }
    return "bundled";
}

std::string defaultCatalogDbPath() {
    const auto env = [](const char* name) -> std::string {
        const char* v = std::getenv(name);
        return v ? v : "";
    };
    if (const std::string dir = env("RIGHTSIZER_DATA_DIR"); !dir.empty())
        return (fs::path(dir) / "catalog.sqlite").string();
    if (const std::string xdg = env("XDG_DATA_HOME"); !xdg.empty())
        return (fs::path(xdg) / "RightSizer" / "catalog.sqlite").string();
    if (const std::string home = env("HOME"); !home.empty())
        return (fs::path(home) / ".local" / "share" / "RightSizer" / "catalog.sqlite").string();
    return {};
}

Result<CatalogDb> CatalogDb::open(const std::string& path) {
    auto bundled = bundledRows();
    if (!bundled)
        return bundled.error();
    return open(path, *bundled);
}

Result<CatalogDb> CatalogDb::open(const std::string& path, const BundledRows& bundled) {
    if (path.empty())
        return fieldError("catalog", "no place for the catalog database: set RIGHTSIZER_DATA_DIR, "
                                     "XDG_DATA_HOME or HOME");
    if (path != ":memory:") {
        const fs::path parent = fs::path(path).parent_path();
        std::error_code ec;
        if (!parent.empty() && !fs::is_directory(parent, ec) &&
            !fs::create_directories(parent, ec) && ec)
            return Error{path, path + ": cannot create the folder '" + parent.string() +
                                   "': " + ec.message()};
        if (hasForeignHeader(path))
            return corruptCatalogError(path, "not an SQLite database");
    }
    auto opened = SqliteDb::open(path, OpenMode::Create);
    if (!opened)
        return opened.error();
    CatalogDb catalog(std::move(opened).value());
    if (auto timeout = catalog.m_db.exec("PRAGMA busy_timeout = 5000;"); !timeout)
        return timeout.error();
    if (auto schema = catalog.prepareSchema(); !schema)
        return schema.error();
    if (auto synced = catalog.syncBundled(bundled); !synced) {
        if (isCorruptionCode(catalog.m_db))
            return corruptCatalogError(path, errorDetail(synced.error()));
        return synced.error();
    }
    return catalog;
}

Status CatalogDb::prepareSchema() {
    SqliteDb& db = m_db;
    auto check = db.prepare("PRAGMA quick_check");
    auto verdict = check ? check.value().step() : Result<bool>(check.error());
    if (!verdict)
        return isCorruptionCode(db) ? corruptCatalogError(path(), errorDetail(verdict.error()))
                                    : verdict.error();
    if (*verdict && check.value().columnText(0) != "ok")
        return corruptCatalogError(path(), "integrity check: " + check.value().columnText(0));
    auto version = db.userVersion();
    auto appId = pragmaInt(db, "PRAGMA application_id");
    auto objects = pragmaInt(db, "SELECT count(*) FROM sqlite_schema");
    for (const auto* r : {&appId, &objects})
        if (!*r)
            return r->error();
    if (!version)
        return version.error();
    if (*objects == 0 && *version == 0) {
        // Counted again inside the write transaction: another process starting at the same
        // moment may have created the schema in between; then the checks below see it.
        auto tx = SqliteTransaction::begin(db);
        if (!tx)
            return tx.error();
        auto stillEmpty = pragmaInt(db, "SELECT count(*) FROM sqlite_schema");
        if (!stillEmpty)
            return stillEmpty.error();
        if (*stillEmpty == 0) {
            if (auto created = createSchema(db); !created)
                return created.error();
            if (auto set = db.setUserVersion(kCatalogDbSchemaVersion); !set)
                return set.error();
        }
        if (auto committed = tx.value().commit(); !committed)
            return committed.error();
        return prepareSchema();
    }
    if (*appId != kCatalogDbApplicationId)
        return corruptCatalogError(path(), "not a RightSizer catalog database");
    if (*version > kCatalogDbSchemaVersion)
        return Error{path(), path() + ": written by a newer RightSizer (catalog schema " +
                                 std::to_string(*version) + "; this build reads up to " +
                                 std::to_string(kCatalogDbSchemaVersion) + ")"};
    if (*version < 1)
        return corruptCatalogError(path(), "schema version 0");
    for (const char* table : kTables) {
        auto st = db.prepare("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND "
                             "name = ?1");
        if (!st)
            return st.error();
        auto row = st.value().bind(1, table).step();
        if (!row)
            return row.error();
        if (st.value().columnInt64(0) != 1)
            return corruptCatalogError(path(), std::string("table '") + table + "' is missing");
    }
    return {};
}

Result<bool> CatalogDb::syncBundled(const BundledRows& bundled) {
    auto current = metaValue(m_db, "bundled_hash");
    if (!current)
        return current.error();
    if (current->has_value() && **current == bundled.hash)
        return false;
    auto tx = SqliteTransaction::begin(m_db);
    if (!tx)
        return tx.error();
    for (RowKind kind : kRowKinds) {
        if (auto cleared = m_db.exec("DELETE FROM " + bundledTable(kind) + ";"); !cleared)
            return cleared.error();
        auto insert = m_db.prepare("INSERT INTO " + bundledTable(kind) +
                                   " (seq, id, json, source, date, bundle_version, bundle_hash) "
                                   "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
        if (!insert)
            return insert.error();
        std::int64_t seq = 0;
        for (const RowData& r : bundled.rows) {
            if (r.kind != kind)
                continue;
            auto done = insert.value()
                            .bind(1, seq++)
                            .bind(2, r.id)
                            .bind(3, r.json)
                            .bind(4, r.source)
                            .bind(5, r.date)
                            .bind(6, bundled.version)
                            .bind(7, bundled.hash)
                            .run();
            if (!done)
                return fieldError(std::string(rowKindName(kind)) + " '" + r.id + "'",
                                  done.error().message);
            insert.value().reset();
        }
    }
    for (auto set : {setMeta(m_db, "bundled_hash", bundled.hash),
                     setMeta(m_db, "bundled_version", bundled.version),
                     setMeta(m_db, "bundled_loaded_utc", nowUtc())})
        if (!set)
            return set.error();
    if (auto committed = tx.value().commit(); !committed)
        return committed.error();
    return true;
}

Result<std::string> CatalogDb::bundledHash() {
    auto v = metaValue(m_db, "bundled_hash");
    if (!v)
        return v.error();
    return v->value_or("");
}

Result<std::string> CatalogDb::bundledVersion() {
    auto v = metaValue(m_db, "bundled_version");
    if (!v)
        return v.error();
    return v->value_or("");
}

Result<std::string> rebuildCatalogDb(const std::string& path, const BundledRows& bundled) {
    std::string aside = path + ".corrupt-" + nowUtc("%Y%m%dT%H%M%SZ");
    std::error_code ec;
    for (int n = 2; fs::exists(aside, ec); ++n)
        aside = path + ".corrupt-" + nowUtc("%Y%m%dT%H%M%SZ") + "-" + std::to_string(n);
    if (fs::exists(path, ec)) {
        fs::rename(path, aside, ec);
        if (ec)
            return Error{path, path + ": cannot move the damaged catalog aside to '" + aside +
                                   "': " + ec.message()};
    }
    for (const char* suffix : {"-wal", "-shm", "-journal"}) {
        if (fs::exists(path + suffix, ec))
            fs::rename(path + suffix, aside + suffix, ec);
        if (ec)
            return Error{path,
                         path + ": cannot move '" + path + suffix + "' aside: " + ec.message()};
    }
    auto fresh = CatalogDb::open(path, bundled);
    if (!fresh)
        return fresh.error();
    return aside;
}

} // namespace rightsizer::catalog
