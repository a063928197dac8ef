#include "ProjectSchema.h"

#include <array>

namespace rightsizer::project {
using catalog::errorDetail;
using catalog::SqliteDb;
using catalog::SqliteStatement;
using catalog::SqliteTransaction;
using model::Error;
using model::Status;

namespace {

// STRICT tables: SQLite rejects a value of the wrong type instead of storing it, so a file
// read back holds the types written. Times are ISO 8601 UTC text ("2026-01-21T10:04:05Z").

/// Schema 1: the scenarios, their revision history, notes and the file's metadata.
Status createVersion1(SqliteDb& db) {
    return db.exec("PRAGMA application_id = " + std::to_string(kProjectApplicationId) + ";" + R"(
        CREATE TABLE metadata (
            name  TEXT PRIMARY KEY NOT NULL,
            value TEXT NOT NULL
        ) STRICT;
        CREATE TABLE scenarios (
            id           INTEGER PRIMARY KEY,
            name         TEXT NOT NULL UNIQUE CHECK (length(name) > 0),
            json         TEXT NOT NULL,
            created_utc  TEXT NOT NULL,
            modified_utc TEXT NOT NULL
        ) STRICT;
        CREATE TABLE revisions (
            scenario_id   INTEGER NOT NULL REFERENCES scenarios (id) ON DELETE CASCADE,
            number        INTEGER NOT NULL CHECK (number >= 1),
            author        TEXT NOT NULL,
            timestamp_utc TEXT NOT NULL,
            summary       TEXT NOT NULL,
            json          TEXT NOT NULL,
            PRIMARY KEY (scenario_id, number)
        ) STRICT;
        CREATE TABLE notes (
            id            INTEGER PRIMARY KEY,
            text          TEXT NOT NULL,
            timestamp_utc TEXT NOT NULL
        ) STRICT;
    )");
}

/// Schema 2: catalog overrides and calibration measurements.
Status addOverridesAndMeasurements(SqliteDb& db) {
    return db.exec(R"(
        CREATE TABLE overrides (
            kind   TEXT NOT NULL CHECK (kind IN ('gpu', 'model', 'price')),
            id     TEXT NOT NULL CHECK (length(id) > 0),
            json   TEXT NOT NULL,
            source TEXT NOT NULL,
            date   TEXT NOT NULL,
            PRIMARY KEY (kind, id)
        ) STRICT;
        CREATE TABLE measurements (
            id              INTEGER PRIMARY KEY,
            model           TEXT,
            gpu             TEXT,
            precision       TEXT,
            tp              INTEGER,
            pp              INTEGER,
            batch           INTEGER,
            input_tokens    INTEGER,
            output_tokens   INTEGER,
            ttft_s          REAL,
            tpot_s          REAL,
            tokens_per_s    REAL,
            peak_memory_gib REAL,
            source          TEXT,
            note            TEXT
        ) STRICT;
    )");
}

/// Schema 3: the calibration history, newest last; the newest record is the calibration in
/// force (its JSON holds the fitted factors and the measurements they rest on, so that undo
/// can restore the previous state).
Status addCalibrations(SqliteDb& db) {
    return db.exec(R"(
        CREATE TABLE calibrations (
            id          INTEGER PRIMARY KEY,
            created_utc TEXT NOT NULL,
            summary     TEXT NOT NULL,
            json        TEXT NOT NULL
        ) STRICT;
    )");
}

/// Schema 4: the telemetry queries kept to refresh a profile (Prometheus; the JSON holds where
/// credentials come from, never the credentials).
Status addTelemetryQueries(SqliteDb& db) {
    return db.exec(R"(
        CREATE TABLE telemetry_queries (
            id        INTEGER PRIMARY KEY,
            json      TEXT NOT NULL,
            saved_utc TEXT NOT NULL
        ) STRICT;
    )");
}

constexpr std::array<ProjectMigration, kProjectSchemaVersion> kMigrations{
    &createVersion1,
    &addOverridesAndMeasurements,
    &addCalibrations,
    &addTelemetryQueries,
};

Error problem(const SqliteDb& db, const std::string& what) {
    return Error{db.path(), db.path() + ": " + what};
}

} // namespace

std::span<const ProjectMigration> projectMigrations() {
    return kMigrations;
}

Status migrateProject(SqliteDb& db, int target) {
    auto version = db.userVersion();
    if (!version)
        return version.error();
    if (*version > target || *version < 0 || target > kProjectSchemaVersion)
        return problem(db, "cannot migrate schema " + std::to_string(*version) + " to " +
                               std::to_string(target));
    for (int from = *version; from < target; ++from) {
        auto transaction = SqliteTransaction::begin(db);
        if (!transaction)
            return transaction.error();
        auto step = kMigrations[static_cast<size_t>(from)](db);
        if (!step)
            return problem(db, "migration " + std::to_string(from) + " to " +
                                   std::to_string(from + 1) +
                                   " failed: " + errorDetail(step.error()));
        auto stamped = db.setUserVersion(from + 1);
        if (!stamped)
            return stamped.error();
        auto committed = transaction.value().commit();
        if (!committed)
            return committed.error();
    }
    return {};
}

std::vector<ProjectTable> projectTables(int version) {
    std::vector<ProjectTable> tables{
        {"metadata", {"name", "value"}},
        {"scenarios", {"id", "name", "json", "created_utc", "modified_utc"}},
        {"revisions", {"scenario_id", "number", "author", "timestamp_utc", "summary", "json"}},
        {"notes", {"id", "text", "timestamp_utc"}},
    };
    if (version >= 2) {
        tables.push_back({"overrides", {"kind", "id", "json", "source", "date"}});
        tables.push_back({"measurements",
                          {"id", "model", "gpu", "precision", "tp", "pp", "batch", "input_tokens",
                           "output_tokens", "ttft_s", "tpot_s", "tokens_per_s", "peak_memory_gib",
                           "source", "note"}});
    }
    if (version >= 3)
        tables.push_back({"calibrations", {"id", "created_utc", "summary", "json"}});
    if (version >= 4)
        tables.push_back({"telemetry_queries", {"id", "json", "saved_utc"}});
    return tables;
}

Status checkProjectTables(SqliteDb& db, int version) {
    auto kindOf = db.prepare("SELECT type FROM sqlite_schema WHERE name = ?1");
    if (!kindOf)
        return kindOf.error();
    auto columnsOf = db.prepare("SELECT name FROM pragma_table_info(?1) ORDER BY cid");
    if (!columnsOf)
        return columnsOf.error();
    for (const ProjectTable& table : projectTables(version)) {
        SqliteStatement& kind = kindOf.value();
        kind.reset();
        auto row = kind.bind(1, table.name).step();
        if (!row)
            return row.error();
        if (!*row)
            return problem(db, "table '" + table.name + "' is missing");
        if (kind.columnText(0) != "table")
            return problem(db, "'" + table.name + "' is a " + kind.columnText(0) + ", not a table");

        SqliteStatement& columns = columnsOf.value();
        columns.reset();
        columns.bind(1, table.name);
        std::vector<std::string> actual;
        for (;;) {
            auto next = columns.step();
            if (!next)
                return next.error();
            if (!*next)
                break;
            actual.push_back(columns.columnText(0));
        }
        if (actual != table.columns) {
            std::string list;
            for (const auto& c : actual)
                list += (list.empty() ? "" : ", ") + c;
            return problem(db, "table '" + table.name + "' has unexpected columns (" + list + ")");
        }
    }
    return {};
}

} // namespace rightsizer::project
