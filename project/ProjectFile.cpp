#include "ProjectFile.h"

#include "ProjectSchema.h"
#include "catalog/SqliteDb.h"

#include <ctime>
#include <utility>

namespace rightsizer::project {
using catalog::errorDetail;
using catalog::SqliteDb;
using catalog::SqliteStatement;
using catalog::SqliteTransaction;
using catalog::writeFileAtomically;
using importers::Measurement;
using model::Error;
using model::Result;
using model::Status;

namespace {

using model::Error;
using model::fieldError;

/// Runs a prepared insert once per row; `bindRow` binds one row's parameters.
template <typename Row, typename Bind>
Status insertAll(SqliteDb& db, const char* sql, const std::vector<Row>& rows, Bind bindRow) {
    auto statement = db.prepare(sql);
    if (!statement)
        return statement.error();
    for (const Row& row : rows) {
        statement.value().reset();
        bindRow(statement.value(), row);
        auto done = statement.value().run();
        if (!done)
            return done.error();
    }
    return {};
}

Status writeMetadata(SqliteDb& db, const Project& project) {
    const std::string created =
        project.metadata.createdUtc.empty() ? utcTimestampNow() : project.metadata.createdUtc;
    const std::vector<std::pair<std::string, std::string>> rows{
        {"application", "RightSizer"},
        {"application_version", RIGHTSIZER_VERSION},
        {"schema_version", std::to_string(kProjectSchemaVersion)},
        {"created_utc", created},
    };
    return insertAll(
        db, "INSERT INTO metadata (name, value) VALUES (?1, ?2)", rows,
        [](SqliteStatement& s, const auto& row) { s.bind(1, row.first).bind(2, row.second); });
}

Status writeScenarios(SqliteDb& db, const Project& project) {
    auto scenario = db.prepare("INSERT INTO scenarios (name, json, created_utc, modified_utc) "
                               "VALUES (?1, ?2, ?3, ?4) RETURNING id");
    if (!scenario)
        return scenario.error();
    for (const ProjectScenario& s : project.scenarios) {
        SqliteStatement& insert = scenario.value();
        insert.reset();
        auto row = insert.bind(1, s.name)
                       .bind(2, s.json)
                       .bind(3, s.createdUtc)
                       .bind(4, s.modifiedUtc)
                       .step();
        if (!row)
            return row.error();
        const std::int64_t id = insert.columnInt64(0);
        auto done = insert.run();
        if (!done)
            return done.error();
        auto revisions = insertAll(
            db,
            "INSERT INTO revisions (scenario_id, number, author, timestamp_utc, summary, json) "
            "VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            s.revisions, [id](SqliteStatement& st, const Revision& r) {
                st.bind(1, id)
                    .bind(2, r.number)
                    .bind(3, r.author)
                    .bind(4, r.timestampUtc)
                    .bind(5, r.summary)
                    .bind(6, r.json);
            });
        if (!revisions)
            return revisions;
    }
    return {};
}

Status writeTheRest(SqliteDb& db, const Project& project) {
    auto overrides = insertAll(
        db, "INSERT INTO overrides (kind, id, json, source, date) VALUES (?1, ?2, ?3, ?4, ?5)",
        project.overrides, [](SqliteStatement& s, const CatalogOverride& o) {
            s.bind(1, overrideKindName(o.kind))
                .bind(2, o.id)
                .bind(3, o.json)
                .bind(4, o.source)
                .bind(5, o.date);
        });
    if (!overrides)
        return overrides;
    auto measurements =
        insertAll(db,
                  "INSERT INTO measurements (model, gpu, precision, tp, pp, batch, input_tokens, "
                  "output_tokens, ttft_s, tpot_s, tokens_per_s, peak_memory_gib, source, note) "
                  "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
                  project.measurements, [](SqliteStatement& s, const Measurement& m) {
                      s.bind(1, m.model).bind(2, m.gpu).bind(3, m.precision);
                      s.bind(4, m.tp).bind(5, m.pp).bind(6, m.batch);
                      s.bind(7, m.inputTokens).bind(8, m.outputTokens);
                      s.bind(9, m.ttftS).bind(10, m.tpotS).bind(11, m.tokensPerS);
                      s.bind(12, m.peakMemoryGib).bind(13, m.source).bind(14, m.note);
                  });
    if (!measurements)
        return measurements;
    auto calibrations =
        insertAll(db, "INSERT INTO calibrations (created_utc, summary, json) VALUES (?1, ?2, ?3)",
                  project.calibrations, [](SqliteStatement& s, const CalibrationRecord& c) {
                      s.bind(1, c.createdUtc).bind(2, c.summary).bind(3, c.json);
                  });
    if (!calibrations)
        return calibrations;
    auto queries =
        insertAll(db, "INSERT INTO telemetry_queries (json, saved_utc) VALUES (?1, ?2)",
                  project.telemetryQueries, [](SqliteStatement& s, const TelemetryQuery& q) {
                      s.bind(1, q.json).bind(2, q.savedUtc);
                  });
    if (!queries)
        return queries;
    return insertAll(
        db, "INSERT INTO notes (text, timestamp_utc) VALUES (?1, ?2)", project.notes,
        [](SqliteStatement& s, const Note& n) { s.bind(1, n.text).bind(2, n.timestampUtc); });
}

/// The project as the bytes of a database file at the current schema.
Result<std::string> buildImage(const Project& project, const std::string& path) {
    auto opened = SqliteDb::openMemory(path);
    if (!opened)
        return opened.error();
    SqliteDb& db = opened.value();
    auto migrated = migrateProject(db);
    if (!migrated)
        return migrated.error();
    auto transaction = SqliteTransaction::begin(db);
    if (!transaction)
        return transaction.error();
    for (auto* write : {&writeMetadata, &writeScenarios, &writeTheRest}) {
        auto written = write(db, project);
        if (!written)
            return written.error();
    }
    auto committed = transaction.value().commit();
    if (!committed)
        return committed.error();
    return db.serialize();
}

} // namespace

ProjectScenario* Project::findScenario(const std::string& name) {
    for (ProjectScenario& s : scenarios)
        if (s.name == name)
            return &s;
    return nullptr;
}

const char* overrideKindName(OverrideKind kind) {
    switch (kind) {
    case OverrideKind::Gpu:
        return "gpu";
    case OverrideKind::Model:
        return "model";
    case OverrideKind::Price:
        return "price";
    }
    return "gpu";
}

std::string utcTimestampNow() {
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text;
}

Result<bool> recordRevision(ProjectScenario& scenario, const RevisionStamp& stamp) {
    if (stamp.summary.find_first_of("\r\n") != std::string::npos)
        return fieldError("summary", "'" + stamp.summary + "' has a line break (one line only)");
    if (!scenario.revisions.empty() && scenario.revisions.back().json == scenario.json)
        return false;
    const std::string when = stamp.timestampUtc.empty() ? utcTimestampNow() : stamp.timestampUtc;
    const int number = scenario.revisions.empty() ? 1 : scenario.revisions.back().number + 1;
    scenario.revisions.push_back({number, stamp.author, when, stamp.summary, scenario.json});
    scenario.modifiedUtc = when;
    if (scenario.createdUtc.empty())
        scenario.createdUtc = when;
    return true;
}

Result<int> recordRevisions(Project& project, const RevisionStamp& stamp) {
    int added = 0;
    for (ProjectScenario& s : project.scenarios) {
        auto recorded = recordRevision(s, stamp);
        if (!recorded)
            return recorded.error();
        added += *recorded ? 1 : 0;
    }
    return added;
}

Status saveProject(const Project& project, const std::string& path, const SaveOptions& options) {
    auto valid = validateProject(project);
    if (!valid)
        return Error{path, path + ": cannot save: " + valid.error().message};
    if (options.expected && fileStamp(path) != *options.expected)
        return Error{path, path + ": changed on disk since it was opened (another window or "
                                  "program saved it); nothing was written: save under another "
                                  "name, or reopen it to see the other changes"};
    if (options.failAt && options.failAt("build"))
        return Error{path, path + ": could not save (build): injected failure"};
    auto image = buildImage(project, path);
    if (!image)
        return Error{path, path + ": could not save (build): " + errorDetail(image.error())};
    return writeFileAtomically(path, image.value(), options.failAt);
}

} // namespace rightsizer::project
