// loadProject: checks a file's header, integrity and tables before reading a byte of it as a
// project, so that any file gives either a project or one clear error.
#include "ProjectFile.h"

#include "ProjectSchema.h"
#include "catalog/AtomicFile.h"
#include "catalog/SqliteDb.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <climits>
#include <filesystem>
#include <fstream>
#include <map>

namespace rightsizer::project {
using catalog::errorDetail;
using catalog::isRegularFile;
using catalog::readWholeFile;
using catalog::SqliteDb;
using catalog::SqliteStatement;
using model::Error;
using model::Result;
using model::Status;

namespace {

using model::Error;

/// The first 16 bytes of every SQLite 3 database (https://sqlite.org/fileformat.html, 1.3).
constexpr std::string_view kSqliteMagic{"SQLite format 3\0", 16};
constexpr size_t kHeaderBytes = 100;
/// Far above what a sound project of any size needs; a damaged file may not stall the caller.
constexpr std::chrono::seconds kReadTimeLimit{30};

Error notProject(const std::string& path, const std::string& why) {
    return Error{path, path + ": not a RightSizer project (" + why + ")"};
}

/// SQLite's messages about a damaged file may quote its bytes: line breaks become "; " and
/// other control characters "?", so that the message stays one readable line.
Error damaged(const std::string& path, const std::string& what) {
    std::string line;
    for (const char c : what) {
        if (c == '\n')
            line += "; ";
        else
            line += static_cast<unsigned char>(c) < 0x20 ? '?' : c;
    }
    return Error{path, path + ": damaged: " + line};
}

std::uint32_t bigEndian(std::string_view bytes, size_t offset, size_t width) {
    std::uint32_t value = 0;
    for (size_t i = 0; i < width; ++i)
        value = (value << 8) | static_cast<unsigned char>(bytes[offset + i]);
    return value;
}

std::string whatItIs(std::string_view file) {
    if (file.starts_with("\x89PNG"))
        return "a PNG image, not a SQLite database";
    if (file.starts_with("%PDF"))
        return "a PDF document, not a SQLite database";
    const size_t first = file.find_first_not_of(" \t\r\n");
    if (first != std::string_view::npos && (file[first] == '{' || file[first] == '['))
        return "JSON text, not a SQLite database";
    return "not a SQLite database";
}

/// Checks the 100-byte database header (https://sqlite.org/fileformat.html, 1.3) and returns
/// the schema version it records.
Result<int> checkHeader(const std::string& path, std::string_view file) {
    if (file.empty())
        return notProject(path, "the file is empty");
    if (!file.starts_with(kSqliteMagic)) {
        if (kSqliteMagic.starts_with(file))
            return damaged(path, "truncated to " + std::to_string(file.size()) + " bytes");
        return notProject(path, whatItIs(file));
    }
    if (file.size() < kHeaderBytes)
        return damaged(path, "truncated to " + std::to_string(file.size()) +
                                 " bytes, inside the 100-byte database header");
    if (static_cast<std::int32_t>(bigEndian(file, 68, 4)) != kProjectApplicationId)
        return notProject(path, "a SQLite database of another application");
    const auto version = static_cast<std::int32_t>(bigEndian(file, 60, 4));
    if (version > kProjectSchemaVersion)
        return Error{path, path + ": written by a newer RightSizer (schema " +
                               std::to_string(version) + ", this build reads up to " +
                               std::to_string(kProjectSchemaVersion) + ")"};
    if (version < 1)
        return damaged(path, "schema version " + std::to_string(version) + " is not valid");
    std::uint32_t pageSize = bigEndian(file, 16, 2);
    if (pageSize == 1)
        pageSize = 65536;
    if (pageSize < 512 || (pageSize & (pageSize - 1)) != 0)
        return damaged(path, "page size " + std::to_string(pageSize) + " is not valid");
    if (file[18] != 1 || file[19] != 1)
        return damaged(path, "journal format " +
                                 std::to_string(static_cast<unsigned char>(file[18])) + "/" +
                                 std::to_string(static_cast<unsigned char>(file[19])) +
                                 " is not the rollback journal RightSizer writes");
    if (file.size() % pageSize != 0)
        return damaged(path, "truncated: " + std::to_string(file.size()) +
                                 " bytes is not a whole number of " + std::to_string(pageSize) +
                                 "-byte pages");
    // The page count is valid only when the change counter matches "version-valid-for".
    const std::uint64_t pages = bigEndian(file, 28, 4);
    if (bigEndian(file, 24, 4) == bigEndian(file, 92, 4) && pages * pageSize > file.size())
        return damaged(path, "truncated: " + std::to_string(file.size()) + " bytes of " +
                                 std::to_string(pages * pageSize));
    return version;
}

/// Runs `sql` and hands each row to `onRow`, which returns a problem or "" to go on.
template <typename OnRow> Status forEachRow(SqliteDb& db, const char* sql, OnRow onRow) {
    auto statement = db.prepare(sql);
    if (!statement)
        return statement.error();
    for (;;) {
        auto row = statement.value().step();
        if (!row)
            return row.error();
        if (!*row)
            return {};
        if (std::string problem = onRow(statement.value()); !problem.empty())
            return Error{db.path(), db.path() + ": " + problem};
    }
}

/// Integrity of the pages and indexes, then of the references between tables. SQLite's own
/// words are kept (they say which page or table), without the query that found them.
Status checkIntegrity(SqliteDb& db) {
    std::string problems;
    auto checked = forEachRow(db, "PRAGMA integrity_check(3)", [&](const SqliteStatement& s) {
        std::string lines = s.columnText(0);
        if (lines == "ok")
            return std::string();
        if (lines.starts_with("*** in database main ***\n"))
            lines.erase(0, std::string_view("*** in database main ***\n").size());
        problems += (problems.empty() ? "" : "; ") + lines;
        return std::string();
    });
    if (!checked)
        return Error{db.path(), db.path() + ": " + db.lastErrorMessage()};
    if (!problems.empty())
        return Error{db.path(), db.path() + ": " + problems};
    std::string orphan;
    auto references = forEachRow(db, "PRAGMA foreign_key_check", [&](const SqliteStatement& s) {
        if (orphan.empty())
            orphan = "table '" + s.columnText(0) + "' row " + s.columnText(1) +
                     " refers to a missing row of '" + s.columnText(2) + "'";
        return std::string();
    });
    if (!references)
        return Error{db.path(), db.path() + ": " + db.lastErrorMessage()};
    if (!orphan.empty())
        return Error{db.path(), db.path() + ": " + orphan};
    return {};
}

Status readMetadata(SqliteDb& db, ProjectMetadata& metadata) {
    std::map<std::string, std::string> values;
    auto read = forEachRow(db, "SELECT name, value FROM metadata", [&](const SqliteStatement& s) {
        values[s.columnText(0)] = s.columnText(1);
        return std::string();
    });
    if (!read)
        return read;
    for (const char* key : {"application", "schema_version", "created_utc"})
        if (!values.contains(key))
            return Error{db.path(), db.path() + ": metadata has no " + key};
    metadata.application = values["application"];
    metadata.applicationVersion = values["application_version"];
    metadata.createdUtc = values["created_utc"];
    const std::string& schema = values["schema_version"];
    auto [end, ec] =
        std::from_chars(schema.data(), schema.data() + schema.size(), metadata.schemaVersion);
    if (ec != std::errc() || end != schema.data() + schema.size())
        return Error{db.path(), db.path() + ": metadata schema_version '" + schema +
                                    "' is not a whole number"};
    return {};
}

Status readScenarios(SqliteDb& db, Project& project) {
    std::map<std::int64_t, size_t> indexOfId;
    auto scenarios = forEachRow(
        db, "SELECT id, name, json, created_utc, modified_utc FROM scenarios ORDER BY id",
        [&](const SqliteStatement& s) {
            indexOfId[s.columnInt64(0)] = project.scenarios.size();
            project.scenarios.push_back(
                {s.columnText(1), s.columnText(2), s.columnText(3), s.columnText(4), {}});
            return std::string();
        });
    if (!scenarios)
        return scenarios;
    return forEachRow(db,
                      "SELECT scenario_id, number, author, timestamp_utc, summary, json "
                      "FROM revisions ORDER BY scenario_id, number",
                      [&](const SqliteStatement& s) {
                          const auto at = indexOfId.find(s.columnInt64(0));
                          const std::int64_t number = s.columnInt64(1);
                          if (at == indexOfId.end())
                              return "revision of a missing scenario " + s.columnText(0);
                          if (number < 1 || number > INT_MAX)
                              return "revision number " + std::to_string(number) +
                                     " is out of range";
                          project.scenarios[at->second].revisions.push_back(
                              {static_cast<int>(number), s.columnText(2), s.columnText(3),
                               s.columnText(4), s.columnText(5)});
                          return std::string();
                      });
}

Status readOverrides(SqliteDb& db, Project& project) {
    return forEachRow(db, "SELECT kind, id, json, source, date FROM overrides ORDER BY rowid",
                      [&](const SqliteStatement& s) {
                          const std::string kind = s.columnText(0);
                          CatalogOverride o;
                          if (kind == "gpu")
                              o.kind = OverrideKind::Gpu;
                          else if (kind == "model")
                              o.kind = OverrideKind::Model;
                          else if (kind == "price")
                              o.kind = OverrideKind::Price;
                          else
                              return "override kind '" + kind + "' is unknown";
                          o.id = s.columnText(1);
                          o.json = s.columnText(2);
                          o.source = s.columnText(3);
                          o.date = s.columnText(4);
                          project.overrides.push_back(std::move(o));
                          return std::string();
                      });
}

Status readMeasurementsAndNotes(SqliteDb& db, Project& project) {
    auto measurements = forEachRow(
        db,
        "SELECT model, gpu, precision, tp, pp, batch, input_tokens, output_tokens, ttft_s, "
        "tpot_s, tokens_per_s, peak_memory_gib, source, note FROM measurements ORDER BY id",
        [&](const SqliteStatement& s) {
            project.measurements.push_back({
                s.columnOptionalText(0),
                s.columnOptionalText(1),
                s.columnOptionalText(2),
                s.columnOptionalInt64(3),
                s.columnOptionalInt64(4),
                s.columnOptionalInt64(5),
                s.columnOptionalInt64(6),
                s.columnOptionalInt64(7),
                s.columnOptionalDouble(8),
                s.columnOptionalDouble(9),
                s.columnOptionalDouble(10),
                s.columnOptionalDouble(11),
                s.columnOptionalText(12),
                s.columnOptionalText(13),
            });
            return std::string();
        });
    if (!measurements)
        return measurements;
    auto calibrations = forEachRow(
        db, "SELECT created_utc, summary, json FROM calibrations ORDER BY id",
        [&](const SqliteStatement& s) {
            project.calibrations.push_back({s.columnText(0), s.columnText(1), s.columnText(2)});
            return std::string();
        });
    if (!calibrations)
        return calibrations;
    auto queries =
        forEachRow(db, "SELECT json, saved_utc FROM telemetry_queries ORDER BY id",
                   [&](const SqliteStatement& s) {
                       project.telemetryQueries.push_back({s.columnText(0), s.columnText(1)});
                       return std::string();
                   });
    if (!queries)
        return queries;
    return forEachRow(db, "SELECT text, timestamp_utc FROM notes ORDER BY id",
                      [&](const SqliteStatement& s) {
                          project.notes.push_back({s.columnText(0), s.columnText(1)});
                          return std::string();
                      });
}

/// Everything after the header check, on the in-memory copy.
Result<Project> readImage(SqliteDb& db, int version) {
    auto integrity = checkIntegrity(db);
    if (!integrity)
        return integrity.error();
    auto tables = checkProjectTables(db, version);
    if (!tables)
        return tables.error();
    auto migrated = migrateProject(db);
    if (!migrated)
        return migrated.error();
    Project project;
    auto metadata = readMetadata(db, project.metadata);
    if (!metadata)
        return metadata.error();
    for (auto* read : {&readScenarios, &readOverrides, &readMeasurementsAndNotes}) {
        auto done = read(db, project);
        if (!done)
            return done.error();
    }
    auto valid = validateProject(project);
    if (!valid)
        return Error{db.path(), db.path() + ": " + valid.error().message};
    return project;
}

} // namespace

Result<Project> loadProject(const std::string& path) {
    auto file = readWholeFile(path);
    if (!file)
        return file.error();
    return loadProjectImage(file.value(), path);
}

Result<Project> loadProjectImage(const std::string& bytes, const std::string& path) {
    auto version = checkHeader(path, bytes);
    if (!version)
        return version.error();
    auto opened = SqliteDb::openImage(bytes, path);
    if (!opened)
        return damaged(path, errorDetail(opened.error()));
    SqliteDb& db = opened.value();
    db.setTimeLimit(kReadTimeLimit);
    auto project = readImage(db, *version);
    if (!project)
        return damaged(path, errorDetail(project.error()));
    if (project->metadata.application != "RightSizer")
        return notProject(path, "its metadata names the application '" +
                                    project->metadata.application + "'");
    return project;
}

bool isProjectFile(const std::string& path) {
    static constexpr char kSqliteHeader[16] = "SQLite format 3"; // 15 letters and a NUL
    char header[16] = {};
    // Only a regular file is opened: opening a FIFO would wait for a writer.
    std::ifstream in;
    if (isRegularFile(path))
        in.open(path, std::ios::binary);
    if (in.is_open() && in.read(header, sizeof header) &&
        std::equal(header, header + 16, kSqliteHeader))
        return true;
    return std::filesystem::path(path).extension() == ".rsplan";
}

} // namespace rightsizer::project
