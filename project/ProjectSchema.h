#pragma once

#include "catalog/SqliteDb.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace rightsizer::project {

/// The schema version this build writes, and the newest it reads (PRAGMA user_version).
/// 1: metadata, scenarios, revisions, notes. 2: adds overrides and measurements. 3: adds the
/// calibration history.
constexpr int kProjectSchemaVersion = 4;

/// PRAGMA application_id of every project file: "RSPL" in ASCII, so that `file(1)` and this
/// build can tell a project from any other SQLite database.
constexpr std::int32_t kProjectApplicationId = 0x5253504C;

/// One schema step, taking a database from version N to N + 1. It only changes the schema
/// (and moves data where a step needs it); migrateProject runs it in a transaction and sets
/// user_version.
using ProjectMigration = model::Status (*)(catalog::SqliteDb& db);

/// The migrations in order: element N takes schema N to N + 1 (schema 0 is an empty database).
std::span<const ProjectMigration> projectMigrations();

/// Runs the migrations from the database's user_version up to `target`, each in its own
/// transaction together with its user_version update: a failing step is rolled back whole and
/// leaves the database at the previous version. A database newer than `target` is an error.
model::Status migrateProject(catalog::SqliteDb& db, int target = kProjectSchemaVersion);

/// A table that schema `version` must hold and the columns it must have, in order.
struct ProjectTable {
    std::string name;
    std::vector<std::string> columns;
};
std::vector<ProjectTable> projectTables(int version);

/// Checks that every table of schema `version` exists as a table with its columns; the error
/// names the first missing table or column ("PATH: table 'notes' is missing").
model::Status checkProjectTables(catalog::SqliteDb& db, int version);

} // namespace rightsizer::project
