// Project files (*.rsplan): round trips of every table, revisions, schema migrations, atomic
// saves under injected failures, recovery copies, and bad or damaged files, which must end in
// one clear error and leave every byte on disk as it was.
#include "catalog/AtomicFile.h"
#include "catalog/SqliteDb.h"
#include "project/ProjectFile.h"
#include "project/ProjectSchema.h"

#include <QtTest>

#include <QTemporaryDir>

#include <chrono>
#include <filesystem>
#include <random>
#include <set>
#include <sys/stat.h>

namespace tst_ProjectFile_suite {

using namespace rightsizer;
using namespace rightsizer::catalog;
using namespace rightsizer::importers;
using namespace rightsizer::project;
namespace fs = std::filesystem;

namespace {

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

/// A scenario's JSON text; this layer stores it verbatim, so any text will do. (Escaped, not raw
/// strings: a raw string that starts with a quote makes moc 6.4 lose count of the braces, and
/// with it the namespace of the test class.)
std::string scenarioJson(const std::string& name, double requestsPerS) {
    return "{\"schema\": 1, \"name\": \"" + name + "\", \"model\": \"llama-3.1-8b\", " +
           "\"workload\": {\"requests_per_s\": " + std::to_string(requestsPerS) + "}}";
}

/// Every table filled, with text that exercises quoting, non-ASCII and overflow pages.
Project sampleProject() {
    Project p;
    p.metadata.createdUtc = "2026-01-20T09:00:00Z";
    ProjectScenario chat{
        "chat", scenarioJson("chat", 12.5), "2026-01-20T09:00:00Z", "2026-01-21T10:04:05Z", {}};
    chat.revisions = {
        {1, "ana", "2026-01-20T09:00:00Z", "first draft", scenarioJson("chat", 10.0)},
        {2, "bo", "2026-01-21T10:04:05Z", "raise the rate to 12.5 req/s", chat.json},
    };
    // 12 000 characters: larger than a 4 KiB page, so the row spills onto overflow pages.
    ProjectScenario batch{"Lösung 'β' \"night batch\"",
                          std::string(12000, 'x'),
                          "2026-01-20T09:30:00Z",
                          "2026-01-20T09:30:00Z",
                          {}};
    batch.revisions = {{1, "ana", "2026-01-20T09:30:00Z", "import", batch.json}};
    p.scenarios = {chat, batch};
    p.overrides = {
        {OverrideKind::Gpu, "h100-sxm", R"({"memory_gib": 80})", "vendor datasheet", "2026-01-02"},
        {OverrideKind::Price, "PRC-9001", R"({"usd": 2.5})", "negotiated quote", "2026-01-15"},
        {OverrideKind::Model, "llama-3.1-8b", R"({"layers": 32})", "HF config.json", "2024-07"},
    };
    Measurement full{"llama-3.1-8b",
                     "h100-sxm",
                     "bf16",
                     1,
                     2,
                     32,
                     800,
                     200,
                     0.085,
                     0.012,
                     2650.5,
                     21.75,
                     "in-house vLLM 0.6 run",
                     "warm cache"};
    Measurement sparse;
    sparse.model = "mixtral-8x7b";
    sparse.tokensPerS = 1.0e-300; // extremes survive unchanged
    sparse.batch = std::int64_t{1} << 40;
    p.measurements = {full, sparse, Measurement{}};
    p.calibrations = {{"2026-11-22T10:00:00Z", "calibrated on 2 runs", R"({"groups":[]})"},
                      {"2026-11-22T10:05:00Z", "reset to the reference factors", "{}"}};
    p.telemetryQueries = {{R"({"url":"http://prometheus:9090","range":"30d","match":"{a=\"b\"}"})",
                           "2026-11-27T09:00:00Z"}};
    p.notes = {{"Ask finance about the 3-year horizon.", "2026-01-21T11:00:00Z"},
               {"Two lines,\nsecond line; 'quotes' and \"doubles\"", "2026-01-21T11:05:00Z"}};
    return p;
}

std::string bytesOf(const std::string& path) {
    auto bytes = readWholeFile(path);
    return bytes ? bytes.value() : std::string("<unreadable>");
}

void writeBytes(const std::string& path, const std::string& bytes) {
    auto written = writeFileAtomically(path, bytes);
    QVERIFY2(written.ok(), written.ok() ? "" : written.error().message.c_str());
}

std::set<std::string> filesIn(const std::string& folder) {
    std::set<std::string> names;
    for (const auto& entry : fs::directory_iterator(folder))
        names.insert(entry.path().filename().string());
    return names;
}

/// Runs `sql` on a copy of `image` through SQLite and returns the changed file's bytes.
std::string alteredImage(const std::string& folder, const std::string& image,
                         const std::string& sql) {
    const std::string path = folder + "/alter.sqlite";
    writeBytes(path, image);
    {
        auto db = SqliteDb::open(path, OpenMode::ReadWrite);
        if (!db || !db.value().exec(sql).ok())
            return {};
    }
    std::string altered = bytesOf(path);
    fs::remove(path);
    return altered;
}

} // namespace

class TestProjectFile final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_fixtures; // the valid image, made once
    std::string m_validImage;
    std::unique_ptr<QTemporaryDir> m_dir; // fresh for every test function

    std::string pathIn(const std::string& name) const {
        return m_dir->path().toStdString() + "/" + name;
    }
    std::string folder() const { return m_dir->path().toStdString(); }

    Project mustLoad(const std::string& path) {
        auto loaded = loadProject(path);
        if (!loaded.ok())
            qWarning("%s", loaded.error().message.c_str());
        return loaded.ok() ? loaded.value() : Project{};
    }

private slots:
    void initTestCase() {
        QVERIFY(m_fixtures.isValid());
        const std::string path = m_fixtures.path().toStdString() + "/valid.rsplan";
        auto saved = saveProject(sampleProject(), path);
        QVERIFY2(saved.ok(), saved.ok() ? "" : saved.error().message.c_str());
        m_validImage = bytesOf(path);
        QVERIFY(m_validImage.size() >= 4 * 4096);
    }

    void init() {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    // ---- the SQLite wrapper ------------------------------------------------------------

    void sqliteWrapper() {
        const std::string path = pathIn("plain.sqlite");
        auto missing = SqliteDb::open(path, OpenMode::ReadOnly);
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().message.starts_with(path + ": cannot open: "),
                 missing.error().message.c_str());
        QVERIFY(!SqliteDb::open(path, OpenMode::ReadWrite).ok());
        QVERIFY(filesIn(folder()).empty()); // neither created the file

        {
            auto created = SqliteDb::open(path, OpenMode::Create);
            QVERIFY(created.ok());
            SqliteDb& db = created.value();
            QVERIFY(db.exec("CREATE TABLE t (x INTEGER NOT NULL)").ok());
            QVERIFY(db.setUserVersion(5).ok());
            {
                auto transaction = SqliteTransaction::begin(db);
                QVERIFY(transaction.ok());
                QVERIFY(db.exec("INSERT INTO t VALUES (1)").ok());
            } // not committed: rolled back
            {
                auto transaction = SqliteTransaction::begin(db);
                auto insert = db.prepare("INSERT INTO t VALUES (?1)");
                QVERIFY(insert.ok());
                QVERIFY(insert.value().bind(1, 2).run().ok());
                insert.value().reset();
                QVERIFY(!insert.value().bindNull(1).run().ok()); // NOT NULL
                insert.value().reset();
                auto badBind = insert.value().bind(7, 3).step();
                QVERIFY(!badBind.ok());
                QVERIFY2(contains(badBind.error().message, "cannot bind parameter 7"),
                         badBind.error().message.c_str());
                QVERIFY(transaction.value().commit().ok());
            }
            auto rows = db.prepare("SELECT group_concat(x) FROM t");
            QVERIFY(rows.value().step().value());
            QCOMPARE(rows.value().columnText(0), std::string("2"));
            auto two = db.prepare("SELECT 1; SELECT 2");
            QVERIFY(!two.ok());
            QVERIFY(contains(two.error().message, "more than one statement"));
        }

        const std::string before = bytesOf(path);
        auto readOnly = SqliteDb::open(path, OpenMode::ReadOnly);
        QVERIFY(readOnly.ok());
        QCOMPARE(readOnly.value().userVersion().value(), 5);
        auto write = readOnly.value().exec("INSERT INTO t VALUES (9)");
        QVERIFY(!write.ok());
        // The message names the table, never the SQL text.
        QVERIFY2(write.error().message.starts_with(path + ": cannot write to table 't': "),
                 write.error().message.c_str());
        QVERIFY(!contains(write.error().message, "INSERT"));
        QVERIFY(bytesOf(path) == before);
        QCOMPARE(filesIn(folder()), std::set<std::string>{"plain.sqlite"});

        // An in-memory copy can change; the file cannot.
        auto image = SqliteDb::openImage(before, path);
        QVERIFY(image.ok());
        QVERIFY(image.value().exec("INSERT INTO t VALUES (9)").ok());
        QVERIFY(image.value().serialize().value() != before);
        QVERIFY(bytesOf(path) == before);
    }

    void sqliteTimeLimitStopsEndlessQueries() {
        auto db = SqliteDb::openMemory();
        db.value().setTimeLimit(std::chrono::milliseconds(50));
        auto endless = db.value().prepare("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL "
                                          "SELECT x + 1 FROM c) SELECT count(*) FROM c");
        QVERIFY(endless.ok());
        auto row = endless.value().step();
        QVERIFY(!row.ok());
        QVERIFY2(contains(row.error().message, "interrupted"), row.error().message.c_str());
    }

    // ---- round trips --------------------------------------------------------------------

    void roundTripKeepsEveryTable() {
        const Project original = sampleProject();
        const std::string path = pathIn("plan.rsplan");
        auto saved = saveProject(original, path);
        QVERIFY2(saved.ok(), saved.ok() ? "" : saved.error().message.c_str());
        auto loaded = loadProject(path);
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : loaded.error().message.c_str());
        const Project& p = loaded.value();

        QCOMPARE(p.metadata.application, std::string("RightSizer"));
        QCOMPARE(p.metadata.applicationVersion, std::string(RIGHTSIZER_VERSION));
        QCOMPARE(p.metadata.schemaVersion, kProjectSchemaVersion);
        QCOMPARE(p.metadata.createdUtc, std::string("2026-01-20T09:00:00Z"));

        QCOMPARE(p.scenarios.size(), size_t{2});
        QCOMPARE(p.scenarios[0].name, std::string("chat"));
        QCOMPARE(p.scenarios[0].json, scenarioJson("chat", 12.5));
        QCOMPARE(p.scenarios[0].createdUtc, std::string("2026-01-20T09:00:00Z"));
        QCOMPARE(p.scenarios[0].modifiedUtc, std::string("2026-01-21T10:04:05Z"));
        QCOMPARE(p.scenarios[0].revisions.size(), size_t{2});
        QCOMPARE(p.scenarios[0].revisions[1].number, 2);
        QCOMPARE(p.scenarios[0].revisions[1].author, std::string("bo"));
        QCOMPARE(p.scenarios[0].revisions[1].summary, std::string("raise the rate to 12.5 req/s"));
        QCOMPARE(p.scenarios[0].revisions[0].json, scenarioJson("chat", 10.0));
        QCOMPARE(p.scenarios[1].name, std::string("Lösung 'β' \"night batch\""));
        QCOMPARE(p.scenarios[1].json.size(), size_t{12000});

        QCOMPARE(p.overrides.size(), size_t{3});
        QCOMPARE(p.overrides[1].kind, OverrideKind::Price);
        QCOMPARE(p.overrides[1].id, std::string("PRC-9001"));
        QCOMPARE(p.overrides[1].json, std::string(R"({"usd": 2.5})"));
        QCOMPARE(p.overrides[1].source, std::string("negotiated quote"));
        QCOMPARE(p.overrides[1].date, std::string("2026-01-15"));
        QCOMPARE(p.overrides[2].kind, OverrideKind::Model);

        QCOMPARE(p.measurements.size(), size_t{3});
        const Measurement& m = p.measurements[0];
        QCOMPARE(m.gpu.value(), std::string("h100-sxm"));
        QCOMPARE(m.pp.value(), std::int64_t{2});
        QCOMPARE(m.inputTokens.value(), std::int64_t{800});
        QCOMPARE(m.ttftS.value(), 0.085); // REAL is a binary64: stored and read back exactly
        QCOMPARE(m.peakMemoryGib.value(), 21.75);
        QCOMPARE(m.note.value(), std::string("warm cache"));
        QCOMPARE(p.measurements[1].tokensPerS.value(), 1.0e-300);
        QCOMPARE(p.measurements[1].batch.value(), std::int64_t{1} << 40);
        QVERIFY(!p.measurements[1].gpu.has_value());
        QVERIFY(!p.measurements[1].ttftS.has_value());
        QCOMPARE(p.measurements[2], Measurement{});

        QCOMPARE(p.notes.size(), size_t{2});
        QCOMPARE(p.notes[1].text, std::string("Two lines,\nsecond line; 'quotes' and \"doubles\""));
        QCOMPARE(p.notes[1].timestampUtc, std::string("2026-01-21T11:05:00Z"));

        // Everything else too, field by field.
        QVERIFY(p.scenarios == original.scenarios);
        QVERIFY(p.overrides == original.overrides);
        QVERIFY(p.measurements == original.measurements);
        QCOMPARE(p.calibrations.size(), size_t{2}); // oldest first, as written
        QVERIFY(p.calibrations == original.calibrations);
        QVERIFY(p.telemetryQueries == original.telemetryQueries); // schema 4
        QVERIFY(p.notes == original.notes);
        QCOMPARE(filesIn(folder()), std::set<std::string>{"plan.rsplan"});
    }

    void emptyProjectRoundTrip() {
        const std::string path = pathIn("empty.rsplan");
        QVERIFY(saveProject(Project{}, path).ok());
        const Project p = mustLoad(path);
        QCOMPARE(p.metadata.application, std::string("RightSizer"));
        QVERIFY(p.scenarios.empty() && p.overrides.empty() && p.measurements.empty() &&
                p.notes.empty());
        // An unset creation time becomes the time of the first save.
        const QRegularExpression iso(
            QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$"));
        QVERIFY(iso.match(QString::fromStdString(p.metadata.createdUtc)).hasMatch());
    }

    void savedFileIsAnOrdinarySqliteDatabase() {
        const std::string path = pathIn("plan.rsplan");
        QVERIFY(saveProject(sampleProject(), path).ok());
        auto db = SqliteDb::open(path, OpenMode::ReadOnly);
        QVERIFY(db.ok());
        QCOMPARE(db.value().userVersion().value(), kProjectSchemaVersion);
        QVERIFY(checkProjectTables(db.value(), kProjectSchemaVersion).ok());
        auto count = db.value().prepare("SELECT (SELECT count(*) FROM revisions), "
                                        "(SELECT application_id FROM pragma_application_id)");
        QVERIFY(count.ok());
        QVERIFY(count.value().step().value());
        QCOMPARE(count.value().columnInt64(0), std::int64_t{3});
        QCOMPARE(count.value().columnInt64(1), std::int64_t{kProjectApplicationId});
    }

    void saveRejectsInvalidProjects_data() {
        QTest::addColumn<int>("fault");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty scenario name") << 0 << QStringLiteral("scenarios[1].name: is empty");
        QTest::newRow("duplicate scenario name") << 1 << QStringLiteral("'chat' is a duplicate");
        QTest::newRow("revision numbers repeat") << 2 << QStringLiteral("numbers must increase");
        QTest::newRow("duplicate override") << 3 << QStringLiteral("override gpu 'h100-sxm'");
        QTest::newRow("override without id") << 4 << QStringLiteral("override price: id is empty");
    }
    void saveRejectsInvalidProjects() {
        QFETCH(int, fault);
        QFETCH(QString, expected);
        Project p = sampleProject();
        switch (fault) {
        case 0:
            p.scenarios[1].name.clear();
            break;
        case 1:
            p.scenarios[1].name = "chat";
            break;
        case 2:
            p.scenarios[0].revisions[1].number = 1;
            break;
        case 3:
            p.overrides.push_back(p.overrides[0]);
            break;
        default:
            p.overrides[1].id.clear();
            break;
        }
        const std::string path = pathIn("plan.rsplan");
        auto saved = saveProject(p, path);
        QVERIFY(!saved.ok());
        QVERIFY2(contains(saved.error().message, expected.toStdString()),
                 saved.error().message.c_str());
        QVERIFY(filesIn(folder()).empty());
    }

    // ---- revisions ----------------------------------------------------------------------

    void revisionsAccumulateOnEverySaveOfAChange() {
        const std::string path = pathIn("plan.rsplan");
        Project p;
        p.scenarios = {{"chat", scenarioJson("chat", 10.0), "", "", {}},
                       {"batch", scenarioJson("batch", 1.0), "", "", {}}};
        auto added = recordRevisions(p, {"ana", "create", "2026-01-20T09:00:00Z"});
        QCOMPARE(added.value(), 2);
        QVERIFY(saveProject(p, path).ok());

        p = mustLoad(path);
        p.findScenario("chat")->json = scenarioJson("chat", 12.5);
        added = recordRevisions(p, {"bo", "raise the rate to 12.5 req/s", "2026-01-21T10:04:05Z"});
        QCOMPARE(added.value(), 1); // batch did not change
        QVERIFY(saveProject(p, path).ok());
        added = recordRevisions(p, {"bo", "nothing", "2026-01-21T10:05:00Z"});
        QCOMPARE(added.value(), 0);

        p = mustLoad(path);
        const ProjectScenario& chat = *p.findScenario("chat");
        QCOMPARE(chat.revisions.size(), size_t{2});
        QCOMPARE(chat.revisions[0], (Revision{1, "ana", "2026-01-20T09:00:00Z", "create",
                                              scenarioJson("chat", 10.0)}));
        QCOMPARE(chat.revisions[1],
                 (Revision{2, "bo", "2026-01-21T10:04:05Z", "raise the rate to 12.5 req/s",
                           scenarioJson("chat", 12.5)}));
        QCOMPARE(chat.createdUtc, std::string("2026-01-20T09:00:00Z"));
        QCOMPARE(chat.modifiedUtc, std::string("2026-01-21T10:04:05Z"));
        const ProjectScenario& batch = *p.findScenario("batch");
        QCOMPARE(batch.revisions.size(), size_t{1});
        QCOMPARE(batch.modifiedUtc, std::string("2026-01-20T09:00:00Z"));
    }

    void revisionSummaryIsOneLine() {
        ProjectScenario s{"chat", "{}", "", "", {}};
        auto recorded = recordRevision(s, {"ana", "first\nsecond", ""});
        QVERIFY(!recorded.ok());
        QVERIFY(contains(recorded.error().message, "summary"));
        QVERIFY(s.revisions.empty());
        QVERIFY(recordRevision(s, {"ana", "one line", ""}).value());
        QCOMPARE(s.revisions.size(), size_t{1});
        QCOMPARE(s.revisions[0].timestampUtc, s.modifiedUtc); // stamped now
        QVERIFY(!s.modifiedUtc.empty());
    }

    // ---- migrations ---------------------------------------------------------------------

    void migrations_data() {
        QTest::addColumn<int>("from");
        QCOMPARE(projectMigrations().size(), size_t(kProjectSchemaVersion));
        for (int from = 0; from < kProjectSchemaVersion; ++from)
            QTest::addRow("%d to %d", from, from + 1) << from;
    }
    void migrations() {
        QFETCH(int, from);
        auto opened = SqliteDb::openMemory();
        QVERIFY(opened.ok());
        SqliteDb& db = opened.value();
        QVERIFY(migrateProject(db, from).ok());
        QCOMPARE(db.userVersion().value(), from);
        if (from >= 1) {
            // Data as a build at schema `from` wrote it.
            QVERIFY(db.exec(R"(
                INSERT INTO metadata VALUES ('application', 'RightSizer'),
                    ('schema_version', '1'), ('created_utc', '2025-11-01T08:00:00Z');
                INSERT INTO scenarios VALUES (7, 'chat', '{"a": 1}', '2025-11-01T08:00:00Z',
                                              '2025-11-02T08:00:00Z');
                INSERT INTO revisions VALUES (7, 1, 'ana', '2025-11-01T08:00:00Z', 'create',
                                              '{"a": 0}');
                INSERT INTO notes (text, timestamp_utc) VALUES ('keep me', '2025-11-01T08:00:00Z');
            )")
                        .ok());
            QVERIFY(!checkProjectTables(db, from + 1).ok());
        }

        auto migrated = migrateProject(db, from + 1);
        QVERIFY2(migrated.ok(), migrated.ok() ? "" : migrated.error().message.c_str());
        QCOMPARE(db.userVersion().value(), from + 1);
        auto tables = checkProjectTables(db, from + 1);
        QVERIFY2(tables.ok(), tables.ok() ? "" : tables.error().message.c_str());

        if (from >= 1) {
            auto kept = db.prepare("SELECT s.name, r.author, r.json, n.text FROM scenarios s "
                                   "JOIN revisions r ON r.scenario_id = s.id, notes n");
            QVERIFY(kept.ok());
            QVERIFY(kept.value().step().value());
            QCOMPARE(kept.value().columnText(0), std::string("chat"));
            QCOMPARE(kept.value().columnText(1), std::string("ana"));
            QCOMPARE(kept.value().columnText(2), std::string(R"({"a": 0})"));
            QCOMPARE(kept.value().columnText(3), std::string("keep me"));
        }
        if (from + 1 == 2) {
            // The new tables take rows, and enforce their rules.
            QVERIFY(db.exec("INSERT INTO overrides VALUES ('gpu', 'h100-sxm', '{}', 's', 'd');"
                            "INSERT INTO measurements (model, ttft_s) VALUES ('m', 0.5);")
                        .ok());
            QVERIFY(!db.exec("INSERT INTO overrides VALUES ('tpu', 'x', '{}', 's', 'd')").ok());
        }
        if (from + 1 == 4) {
            // STRICT: a query's JSON is text, and it has a time.
            QVERIFY(db.exec("INSERT INTO telemetry_queries (json, saved_utc) VALUES ('{}', "
                            "'2026-11-27T09:00:00Z')")
                        .ok());
            QVERIFY(!db.exec("INSERT INTO telemetry_queries (json) VALUES ('{}')").ok());
        }
    }

    void failedMigrationIsRolledBack() {
        auto opened = SqliteDb::openMemory();
        SqliteDb& db = opened.value();
        QVERIFY(migrateProject(db, 1).ok());
        // A table in the way of migration 1 to 2: its first CREATE succeeds, the second fails.
        QVERIFY(db.exec("CREATE TABLE measurements (x INTEGER)").ok());
        auto migrated = migrateProject(db);
        QVERIFY(!migrated.ok());
        QVERIFY2(contains(migrated.error().message, "migration 1 to 2 failed"),
                 migrated.error().message.c_str());
        QCOMPARE(db.userVersion().value(), 1);
        auto overrides = db.prepare("SELECT count(*) FROM sqlite_schema WHERE name = 'overrides'");
        QVERIFY(overrides.value().step().value());
        QCOMPARE(overrides.value().columnInt64(0), std::int64_t{0});
    }

    void olderFileIsMigratedInMemoryOnly() {
        auto opened = SqliteDb::openMemory();
        SqliteDb& db = opened.value();
        QVERIFY(migrateProject(db, 1).ok());
        QVERIFY(db.exec(R"(
            INSERT INTO metadata VALUES ('application', 'RightSizer'), ('schema_version', '1'),
                ('application_version', '0.0.9'), ('created_utc', '2025-11-01T08:00:00Z');
            INSERT INTO scenarios VALUES (1, 'chat', '{"a": 1}', '2025-11-01T08:00:00Z',
                                          '2025-11-01T08:00:00Z');
            INSERT INTO revisions VALUES (1, 1, 'ana', '2025-11-01T08:00:00Z', 'create', '{"a": 1}');
        )")
                    .ok());
        const std::string path = pathIn("old.rsplan");
        writeBytes(path, db.serialize().value());
        const std::string before = bytesOf(path);

        const Project p = mustLoad(path);
        QCOMPARE(p.metadata.schemaVersion, 1); // what the file says until it is saved
        QCOMPARE(p.metadata.applicationVersion, std::string("0.0.9"));
        QCOMPARE(p.scenarios.size(), size_t{1});
        QCOMPARE(p.scenarios[0].revisions[0].author, std::string("ana"));
        QVERIFY(p.overrides.empty() && p.measurements.empty());
        QVERIFY(bytesOf(path) == before);
        QCOMPARE(filesIn(folder()), std::set<std::string>{"old.rsplan"});

        QVERIFY(saveProject(p, path).ok());
        const Project resaved = mustLoad(path);
        QCOMPARE(resaved.metadata.schemaVersion, kProjectSchemaVersion);
        QCOMPARE(resaved.metadata.createdUtc, std::string("2025-11-01T08:00:00Z"));
        QVERIFY(resaved.scenarios == p.scenarios);
    }

    // ---- atomic save --------------------------------------------------------------------

    void failedSaveLeavesThePreviousFile_data() {
        QTest::addColumn<QString>("stage");
        for (const char* stage : {"build", "open-temp", "write", "sync", "close", "rename"})
            QTest::newRow(stage) << QString::fromLatin1(stage);
    }
    void failedSaveLeavesThePreviousFile() {
        QFETCH(QString, stage);
        const std::string path = pathIn("plan.rsplan");
        QVERIFY(saveProject(sampleProject(), path).ok());
        const std::string before = bytesOf(path);

        Project changed = sampleProject();
        changed.notes.push_back({"a new note", "2026-01-22T08:00:00Z"});
        changed.scenarios[0].json = std::string(50000, 'y'); // a long write
        std::vector<std::string> stagesSeen;
        SaveOptions options;
        options.failAt = [&](std::string_view s) {
            stagesSeen.emplace_back(s);
            return s == stage.toStdString();
        };
        auto saved = saveProject(changed, path, options);
        QVERIFY(!saved.ok());
        QVERIFY2(contains(saved.error().message,
                          path + ": could not save (" + stage.toStdString() + ")"),
                 saved.error().message.c_str());
        QCOMPARE(stagesSeen.back(), stage.toStdString());
        QVERIFY(bytesOf(path) == before);
        QCOMPARE(filesIn(folder()), std::set<std::string>{"plan.rsplan"}); // no temporary left
        QCOMPARE(mustLoad(path).notes.size(), size_t{2});

        // Without the failure the same save goes through.
        QVERIFY(saveProject(changed, path).ok());
        QCOMPARE(mustLoad(path).notes.size(), size_t{3});
        QCOMPARE(filesIn(folder()), std::set<std::string>{"plan.rsplan"});
    }

    void failedFirstSaveLeavesNoFile() {
        SaveOptions options;
        options.failAt = [](std::string_view s) { return s == "sync"; };
        QVERIFY(!saveProject(sampleProject(), pathIn("new.rsplan"), options).ok());
        QVERIFY(filesIn(folder()).empty());
    }

    void saveIntoMissingFolderNamesTheReason() {
        const std::string path = pathIn("no-such-folder/plan.rsplan");
        auto saved = saveProject(sampleProject(), path);
        QVERIFY(!saved.ok());
        QVERIFY2(contains(saved.error().message, path + ": could not save (open-temp): No such"),
                 saved.error().message.c_str());
    }

    void saveKeepsPermissions() {
        const std::string path = pathIn("plan.rsplan");
        QVERIFY(saveProject(sampleProject(), path).ok());
        fs::permissions(path,
                        fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
        QVERIFY(saveProject(Project{}, path).ok());
        QCOMPARE(fs::status(path).permissions(),
                 fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
    }

    void saveThroughASymbolicLinkKeepsTheLink() {
        const std::string real = pathIn("real.rsplan");
        const std::string link = pathIn("link.rsplan");
        QVERIFY(saveProject(Project{}, real).ok());
        fs::create_symlink(real, link);
        QVERIFY(saveProject(sampleProject(), link).ok());
        QVERIFY(fs::is_symlink(link));
        QVERIFY(mustLoad(real).scenarios == sampleProject().scenarios);
        QCOMPARE(filesIn(folder()), (std::set<std::string>{"real.rsplan", "link.rsplan"}));
    }

    // ---- recovery copies ----------------------------------------------------------------

    void autosavePaths() {
        QCOMPARE(autosavePath("/home/ana/plans/gpu.rsplan"),
                 std::string("/home/ana/plans/.gpu.rsplan.autosave"));
        QCOMPARE(autosavePath("gpu.rsplan"), std::string(".gpu.rsplan.autosave"));
        QCOMPARE(untitledAutosavePath("/home/ana/.local/share/RightSizer", "Untitled 1"),
                 std::string("/home/ana/.local/share/RightSizer/Untitled 1.rsplan.autosave"));
    }

    void recoveryCopyNewerOrOlder() {
        using namespace std::chrono_literals;
        const std::string path = pathIn("plan.rsplan");
        const std::string autosave = autosavePath(path);
        QVERIFY(saveProject(sampleProject(), path).ok());
        QVERIFY(!findRecovery(path).has_value()); // none yet

        Project edited = sampleProject();
        edited.notes.push_back({"unsaved edit", "2026-01-22T08:00:00Z"});
        QVERIFY(writeAutosave(edited, autosave).ok());
        QCOMPARE(filesIn(folder()),
                 (std::set<std::string>{"plan.rsplan", ".plan.rsplan.autosave"}));

        const auto now = fs::file_time_type::clock::now();
        fs::last_write_time(path, now - 1h);
        fs::last_write_time(autosave, now);
        QCOMPARE(findRecovery(path).value_or(""), autosave);
        QCOMPARE(mustLoad(autosave).notes.back().text, std::string("unsaved edit"));

        fs::last_write_time(autosave, now - 2h); // the project was saved after the autosave
        QVERIFY(!findRecovery(path).has_value());

        fs::remove(path); // the project file is gone: the autosave is all there is
        QCOMPARE(findRecovery(path).value_or(""), autosave);

        QVERIFY(discardRecovery(path).value());
        QVERIFY(!fs::exists(autosave));
        QVERIFY(!discardRecovery(path).value());
        QVERIFY(!findRecovery(path).has_value());
    }

    void failedAutosaveLeavesNothing() {
        const std::string autosave = untitledAutosavePath(folder(), "Untitled 1");
        SaveOptions options;
        options.failAt = [](std::string_view s) { return s == "write"; };
        QVERIFY(!writeAutosave(sampleProject(), autosave, options).ok());
        QVERIFY(filesIn(folder()).empty());
        QVERIFY(writeAutosave(sampleProject(), autosave).ok());
        QVERIFY(mustLoad(autosave).scenarios == sampleProject().scenarios);
    }

    // ---- bad files ----------------------------------------------------------------------

    void badFilesGiveAClearError_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        const auto raw = [](const std::string& s) { return QByteArray::fromStdString(s); };
        const std::string fixtures = m_fixtures.path().toStdString();

        QTest::newRow("zero-length")
            << QByteArray() << QStringLiteral("not a RightSizer project (the file is empty)");
        QTest::newRow("png") << raw(std::string("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) +
                                    std::string(300, '\1'))
                             << QStringLiteral("not a RightSizer project (a PNG image");
        QTest::newRow("json") << raw(R"({"schema": 1, "name": "chat", "model": "x"})")
                              << QStringLiteral("not a RightSizer project (JSON text");
        QTest::newRow("text") << raw("hello\n")
                              << QStringLiteral("not a RightSizer project (not a SQLite");
        QTest::newRow("magic only")
            << raw(m_validImage.substr(0, 10)) << QStringLiteral("damaged: truncated to 10 bytes");
        QTest::newRow("header cut")
            << raw(m_validImage.substr(0, 60)) << QStringLiteral("damaged: truncated to 60 bytes");
        QTest::newRow("cut mid-page") << raw(m_validImage.substr(0, 5000))
                                      << QStringLiteral("damaged: truncated: 5000 bytes");
        QTest::newRow("cut at a page")
            << raw(m_validImage.substr(0, 8192))
            << QStringLiteral("damaged: truncated: 8192 bytes of %1").arg(m_validImage.size());
        QTest::newRow("newer schema")
            << raw(alteredImage(fixtures, m_validImage, "PRAGMA user_version = 7"))
            << QStringLiteral("written by a newer RightSizer (schema 7, this build reads up to 4)");
        QTest::newRow("schema 0") << raw(alteredImage(fixtures, m_validImage,
                                                      "PRAGMA user_version = 0"))
                                  << QStringLiteral("damaged: schema version 0 is not valid");
        QTest::newRow("other application")
            << raw(alteredImage(fixtures, "", "CREATE TABLE t (x); INSERT INTO t VALUES (1)"))
            << QStringLiteral("not a RightSizer project (a SQLite database of another");
        QTest::newRow("missing table")
            << raw(alteredImage(fixtures, m_validImage, "DROP TABLE notes"))
            << QStringLiteral("damaged: table 'notes' is missing");
        QTest::newRow("view for a table")
            << raw(alteredImage(fixtures, m_validImage,
                                "DROP TABLE notes; CREATE VIEW notes AS SELECT 1"))
            << QStringLiteral("damaged: 'notes' is a view, not a table");
        QTest::newRow("foreign application metadata")
            << raw(alteredImage(fixtures, m_validImage,
                                "UPDATE metadata SET value = 'Other' WHERE name = 'application'"))
            << QStringLiteral("not a RightSizer project (its metadata names the application");
        QTest::newRow("orphan revision")
            << raw(alteredImage(fixtures, m_validImage,
                                "PRAGMA foreign_keys = OFF; DELETE FROM scenarios WHERE id = 1"))
            << QStringLiteral("damaged: table 'revisions' row");
        std::string zeroedPage = m_validImage;
        std::fill_n(zeroedPage.begin() + 4096, 4096, '\0');
        QTest::newRow("zeroed page 2") << raw(zeroedPage) << QStringLiteral("damaged: ");
    }
    void badFilesGiveAClearError() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const std::string path = pathIn("bad.rsplan");
        const std::string content = bytes.toStdString();
        writeBytes(path, content);
        // A stale journal beside the file must neither be rolled back nor removed.
        writeBytes(path + "-journal", std::string(512, '\7'));
        const auto before = filesIn(folder());

        auto loaded = loadProject(path);
        QVERIFY(!loaded.ok());
        const std::string& message = loaded.error().message;
        QVERIFY2(message.starts_with(path + ": "), message.c_str());
        QVERIFY2(contains(message, expected.toStdString()), message.c_str());
        // Library internals stay out of messages: a table is named, the SQL text never quoted.
        for (const char* sql : {"SELECT ", "INSERT ", "PRAGMA ", "CREATE ", "sqlite_"})
            QVERIFY2(!contains(message, sql), message.c_str());
        QCOMPARE(loaded.error().field, path);
        QVERIFY(bytesOf(path) == content);
        QVERIFY(bytesOf(path + "-journal") == std::string(512, '\7'));
        QCOMPARE(filesIn(folder()), before);
    }

    void missingFileNamesTheReason() {
        const std::string path = pathIn("absent.rsplan");
        auto loaded = loadProject(path);
        QVERIFY(!loaded.ok());
        QCOMPARE(loaded.error().message, path + ": cannot open: No such file or directory");
        QVERIFY(!loadProject(folder()).ok()); // a folder is not a project either
        QVERIFY(filesIn(folder()).empty());
    }

    /// A few hundred damaged copies of a valid file: truncations, flipped bytes, zeroed
    /// pages. Each must load or fail cleanly (no crash, hang or assertion), and loading may
    /// change neither the copy nor the original.
    void damagedCopiesNeverCrashOrChangeAnything() {
        const std::string original = pathIn("valid.rsplan");
        const std::string copy = pathIn("copy.rsplan");
        writeBytes(original, m_validImage);
        const size_t size = m_validImage.size();

        // Truncations and zeroed pages must be refused; a flipped byte inside text may load.
        struct Variant {
            std::string bytes;
            bool mustFail;
        };
        std::vector<Variant> variants;
        for (size_t length : {size_t{1}, size_t{15}, size_t{16}, size_t{99}, size_t{100},
                              size_t{101}, size_t{512}, size_t{4095}, size_t{4096}, size - 1})
            variants.push_back({m_validImage.substr(0, length), true});
        for (size_t length = 137; length < size; length += size / 90)
            variants.push_back({m_validImage.substr(0, length), true});
        std::mt19937 random(20260121); // fixed seed: the same variants on every run
        std::uniform_int_distribution<int> flips(1, 4);
        std::uniform_int_distribution<int> nonZero(1, 255);
        for (int i = 0; i < 260; ++i) {
            std::string v = m_validImage;
            // A quarter hit the 100-byte header, the rest anywhere in the file.
            std::uniform_int_distribution<size_t> offset(0, i < 65 ? 99 : size - 1);
            for (int f = flips(random); f > 0; --f)
                v[offset(random)] ^= static_cast<char>(nonZero(random));
            variants.push_back({std::move(v), false});
        }
        for (size_t page = 0; page * 4096 < size; ++page) {
            std::string v = m_validImage;
            std::fill_n(v.begin() + static_cast<std::ptrdiff_t>(page * 4096), 4096, '\0');
            variants.push_back({std::move(v), true});
        }
        QVERIFY(variants.size() >= 300);

        int loaded = 0;
        int refused = 0;
        for (const auto& [v, mustFail] : variants) {
            writeBytes(copy, v);
            auto result = loadProject(copy);
            if (result.ok()) {
                ++loaded;
                QVERIFY2(!mustFail, "a truncated or zeroed copy loaded");
                // A copy that loads is a sound project: it saves and reloads unchanged.
                const std::string resaved = pathIn("resaved.rsplan");
                QVERIFY(saveProject(result.value(), resaved).ok());
                auto again = loadProject(resaved);
                QVERIFY(again.ok());
                QVERIFY(again.value().scenarios == result.value().scenarios);
                QVERIFY(again.value().overrides == result.value().overrides);
                QVERIFY(again.value().measurements == result.value().measurements);
                QVERIFY(again.value().notes == result.value().notes);
                fs::remove(resaved);
            } else {
                ++refused;
                const std::string& message = result.error().message;
                QVERIFY2(message.starts_with(copy + ": ") && message.size() > copy.size() + 8,
                         message.c_str());
            }
            QVERIFY(bytesOf(copy) == v);
            QVERIFY(bytesOf(original) == m_validImage);
            QCOMPARE(filesIn(folder()), (std::set<std::string>{"valid.rsplan", "copy.rsplan"}));
        }
        qInfo("%zu damaged copies: %d loaded, %d refused", variants.size(), loaded, refused);
        QVERIFY(refused >= 150 && loaded >= 1);
        QVERIFY(mustLoad(original).scenarios == sampleProject().scenarios);
    }
};

} // namespace tst_ProjectFile_suite

QTEST_GUILESS_MAIN(tst_ProjectFile_suite::TestProjectFile)
#include "tst_ProjectFile.moc"
