#include "SqliteDb.h"

#include <sqlite3.h>

#include <cctype>
#include <cstring>
#include <string_view>
#include <utility>

namespace rightsizer::catalog {
namespace {

/// Percent-encodes the characters that a SQLite URI filename gives a meaning to.
std::string fileUri(const std::string& path) {
    static const char* kHex = "0123456789ABCDEF";
    std::string uri = path.starts_with('/') ? "file://" : "file:";
    for (const char c : path) {
        const auto u = static_cast<unsigned char>(c);
        if (u <= 0x20 || u >= 0x7f || c == '%' || c == '?' || c == '#') {
            uri += '%';
            uri += kHex[u >> 4];
            uri += kHex[u & 0xf];
        } else {
            uri += c;
        }
    }
    return uri;
}

/// What a statement does, in words for a message ("write to table 'scenarios'"): a message
/// names the table, never the SQL text.
std::string describeSql(std::string_view sql) {
    std::string upper;
    for (const char c : sql.substr(0, 4096))
        upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    const auto tableAfter = [&](std::string_view keyword) -> std::string {
        const size_t at = upper.find(keyword);
        if (at == std::string::npos)
            return {};
        size_t b = at + keyword.size();
        while (b < upper.size() && (upper[b] == ' ' || upper[b] == '\n' || upper[b] == '\t'))
            ++b;
        if (upper.compare(b, 14, "IF NOT EXISTS ") == 0)
            b += 14;
        size_t e = b;
        while (e < sql.size() && e < upper.size() &&
               (std::isalnum(static_cast<unsigned char>(sql[e])) || sql[e] == '_'))
            ++e;
        return std::string(sql.substr(b, e - b));
    };
    const std::pair<std::string_view, std::string_view> kinds[] = {{"INSERT INTO ", "write to"},
                                                                   {"REPLACE INTO ", "write to"},
                                                                   {"UPDATE ", "update"},
                                                                   {"DELETE FROM ", "delete from"},
                                                                   {"CREATE TABLE ", "create"},
                                                                   {"DROP TABLE ", "drop"},
                                                                   {" FROM ", "read"}};
    for (const auto& [keyword, verb] : kinds)
        if (const std::string table = tableAfter(keyword); !table.empty())
            return std::string(verb) + " table '" + table + "'";
    if (upper.find("PRAGMA") != std::string::npos)
        return "read the database's settings";
    if (upper.find("BEGIN") != std::string::npos || upper.find("COMMIT") != std::string::npos)
        return "start or finish a transaction";
    return "run a database statement";
}

} // namespace

// ---- SqliteStatement ----------------------------------------------------------------------

SqliteStatement::SqliteStatement(sqlite3_stmt* statement, std::string path)
    : m_statement(statement)
    , m_path(std::move(path)) {}

SqliteStatement::SqliteStatement(SqliteStatement&& other) noexcept
    : m_statement(std::exchange(other.m_statement, nullptr))
    , m_path(std::move(other.m_path))
    , m_bindError(std::move(other.m_bindError)) {}

SqliteStatement& SqliteStatement::operator=(SqliteStatement&& other) noexcept {
    if (this != &other) {
        sqlite3_finalize(m_statement);
        m_statement = std::exchange(other.m_statement, nullptr);
        m_path = std::move(other.m_path);
        m_bindError = std::move(other.m_bindError);
    }
    return *this;
}

SqliteStatement::~SqliteStatement() {
    sqlite3_finalize(m_statement);
}

Error SqliteStatement::error(const std::string& what) const {
    const char* message = sqlite3_errmsg(sqlite3_db_handle(m_statement));
    return Error{m_path, m_path + ": " + what + ": " + (message ? message : "unknown error")};
}

void SqliteStatement::noteBind(int rc, int index) {
    if (rc != SQLITE_OK && !m_bindError)
        m_bindError = error("cannot bind parameter " + std::to_string(index));
}

SqliteStatement& SqliteStatement::bind(int index, std::int64_t value) {
    noteBind(sqlite3_bind_int64(m_statement, index, value), index);
    return *this;
}

SqliteStatement& SqliteStatement::bind(int index, double value) {
    noteBind(sqlite3_bind_double(m_statement, index, value), index);
    return *this;
}

SqliteStatement& SqliteStatement::bind(int index, std::string_view text) {
    noteBind(sqlite3_bind_text64(m_statement, index, text.data(), text.size(), SQLITE_TRANSIENT,
                                 SQLITE_UTF8),
             index);
    return *this;
}

SqliteStatement& SqliteStatement::bindNull(int index) {
    noteBind(sqlite3_bind_null(m_statement, index), index);
    return *this;
}

Result<bool> SqliteStatement::step() {
    if (m_bindError)
        return *m_bindError;
    const int rc = sqlite3_step(m_statement);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    const char* sql = sqlite3_sql(m_statement);
    return error("cannot " + describeSql(sql ? sql : ""));
}

Status SqliteStatement::run() {
    for (;;) {
        auto row = step();
        if (!row)
            return row.error();
        if (!*row)
            return {};
    }
}

void SqliteStatement::reset() {
    // sqlite3_reset repeats the last step's error, which step() has already reported.
    sqlite3_reset(m_statement);
    sqlite3_clear_bindings(m_statement);
    m_bindError.reset();
}

int SqliteStatement::columnCount() const {
    return sqlite3_column_count(m_statement);
}

bool SqliteStatement::columnIsNull(int column) const {
    return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

std::int64_t SqliteStatement::columnInt64(int column) const {
    return sqlite3_column_int64(m_statement, column);
}

double SqliteStatement::columnDouble(int column) const {
    return sqlite3_column_double(m_statement, column);
}

std::string SqliteStatement::columnText(int column) const {
    const unsigned char* text = sqlite3_column_text(m_statement, column);
    const int bytes = sqlite3_column_bytes(m_statement, column);
    if (!text || bytes <= 0)
        return {};
    return std::string(reinterpret_cast<const char*>(text), static_cast<size_t>(bytes));
}

std::optional<std::int64_t> SqliteStatement::columnOptionalInt64(int column) const {
    if (columnIsNull(column))
        return std::nullopt;
    return columnInt64(column);
}

std::optional<double> SqliteStatement::columnOptionalDouble(int column) const {
    if (columnIsNull(column))
        return std::nullopt;
    return columnDouble(column);
}

std::optional<std::string> SqliteStatement::columnOptionalText(int column) const {
    if (columnIsNull(column))
        return std::nullopt;
    return columnText(column);
}

// ---- SqliteDb -----------------------------------------------------------------------------

struct SqliteDb::Deadline {
    std::chrono::steady_clock::time_point at;

    static int expired(void* self) {
        return std::chrono::steady_clock::now() > static_cast<Deadline*>(self)->at ? 1 : 0;
    }
};

SqliteDb::SqliteDb(sqlite3* db, std::string path)
    : m_db(db)
    , m_path(std::move(path)) {}

SqliteDb::SqliteDb(SqliteDb&& other) noexcept
    : m_db(std::exchange(other.m_db, nullptr))
    , m_path(std::move(other.m_path))
    , m_deadline(std::move(other.m_deadline)) {}

SqliteDb& SqliteDb::operator=(SqliteDb&& other) noexcept {
    if (this != &other) {
        sqlite3_close_v2(m_db);
        m_db = std::exchange(other.m_db, nullptr);
        m_path = std::move(other.m_path);
        m_deadline = std::move(other.m_deadline);
    }
    return *this;
}

SqliteDb::~SqliteDb() {
    // close_v2 defers the close until every statement is finalized, so the order in which a
    // caller destroys statements and connection does not matter.
    sqlite3_close_v2(m_db);
}

Error SqliteDb::error(const std::string& what) const {
    return Error{m_path, m_path + ": " + what + ": " + lastErrorMessage()};
}

std::string SqliteDb::lastErrorMessage() const {
    const char* message = m_db ? sqlite3_errmsg(m_db) : nullptr;
    return message ? message : "out of memory";
}

Result<SqliteDb> SqliteDb::configure(sqlite3* handle, std::string path) {
    SqliteDb db(handle, std::move(path));
    sqlite3_extended_result_codes(handle, 1);
    if (sqlite3_db_config(handle, SQLITE_DBCONFIG_DEFENSIVE, 1, static_cast<int*>(nullptr)) !=
        SQLITE_OK)
        return db.error("cannot configure the connection");
    // trusted_schema off: a damaged or hostile file's schema cannot call functions with side
    // effects; cell_size_check: detect damaged pages early instead of reading past them.
    auto pragmas = db.exec("PRAGMA foreign_keys = ON; PRAGMA trusted_schema = OFF; "
                           "PRAGMA cell_size_check = ON;");
    if (!pragmas)
        return pragmas.error();
    return db;
}

Result<SqliteDb> SqliteDb::open(const std::string& path, OpenMode mode) {
    std::string name = path;
    int flags = SQLITE_OPEN_URI;
    if (path == ":memory:") {
        flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
    } else if (mode == OpenMode::ReadOnly) {
        // immutable=1: SQLite neither locks, nor looks for a hot journal to roll back, nor
        // creates a -wal/-shm file, so opening never changes anything on disk.
        name = fileUri(path) + "?immutable=1";
        flags |= SQLITE_OPEN_READONLY;
    } else {
        name = fileUri(path);
        flags |= SQLITE_OPEN_READWRITE | (mode == OpenMode::Create ? SQLITE_OPEN_CREATE : 0);
    }
    sqlite3* handle = nullptr;
    const int rc = sqlite3_open_v2(name.c_str(), &handle, flags, nullptr);
    if (rc != SQLITE_OK) {
        SqliteDb failed(handle, path); // closes the handle
        return failed.error("cannot open");
    }
    return configure(handle, path);
}

Result<SqliteDb> SqliteDb::openMemory(const std::string& displayPath) {
    auto db = open(":memory:", OpenMode::Create);
    if (db)
        db.value().m_path = displayPath;
    return db;
}

Result<SqliteDb> SqliteDb::openImage(std::string_view image, const std::string& displayPath) {
    auto opened = openMemory(displayPath);
    if (!opened)
        return opened.error();
    SqliteDb db = std::move(opened).value();
    if (image.empty())
        return db;
    const auto size = static_cast<sqlite3_int64>(image.size());
    auto* buffer = static_cast<unsigned char*>(sqlite3_malloc64(image.size()));
    if (!buffer)
        return Error{displayPath, displayPath + ": out of memory reading the file"};
    std::memcpy(buffer, image.data(), image.size());
    // FREEONCLOSE hands the buffer to SQLite (also when the call fails); RESIZEABLE lets
    // migrations grow the copy.
    const int rc =
        sqlite3_deserialize(db.m_db, "main", buffer, size, size,
                            SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE);
    if (rc != SQLITE_OK)
        return db.error("cannot read the file into memory");
    return db;
}

Status SqliteDb::exec(const std::string& sql) {
    char* message = nullptr;
    const int rc = sqlite3_exec(m_db, sql.c_str(), nullptr, nullptr, &message);
    if (rc == SQLITE_OK)
        return {};
    std::string text = message ? message : sqlite3_errstr(rc);
    sqlite3_free(message);
    return Error{m_path, m_path + ": cannot " + describeSql(sql) + ": " + text};
}

Result<SqliteStatement> SqliteDb::prepare(std::string_view sql) {
    sqlite3_stmt* statement = nullptr;
    const char* tail = nullptr;
    const int rc =
        sqlite3_prepare_v3(m_db, sql.data(), static_cast<int>(sql.size()), 0, &statement, &tail);
    if (rc != SQLITE_OK)
        return error("cannot " + describeSql(sql));
    SqliteStatement result(statement, m_path);
    if (!statement)
        return Error{m_path, m_path + ": cannot " + describeSql(sql) + ": an empty statement"};
    for (const char* p = tail; p && p < sql.data() + sql.size(); ++p)
        if (*p != ' ' && *p != '\n' && *p != '\t' && *p != ';')
            return Error{m_path,
                         m_path + ": cannot " + describeSql(sql) + ": more than one statement"};
    return result;
}

Result<int> SqliteDb::userVersion() {
    auto statement = prepare("PRAGMA user_version");
    if (!statement)
        return statement.error();
    auto row = statement.value().step();
    if (!row)
        return row.error();
    if (!*row)
        return Error{m_path, m_path + ": PRAGMA user_version returned nothing"};
    return static_cast<int>(statement.value().columnInt64(0));
}

Status SqliteDb::setUserVersion(int version) {
    return exec("PRAGMA user_version = " + std::to_string(version));
}

Result<std::string> SqliteDb::serialize() {
    sqlite3_int64 size = 0;
    unsigned char* bytes = sqlite3_serialize(m_db, "main", &size, 0);
    if (!bytes)
        return error("cannot serialize the database");
    std::string image(reinterpret_cast<const char*>(bytes), static_cast<size_t>(size));
    sqlite3_free(bytes);
    return image;
}

void SqliteDb::setTimeLimit(std::chrono::milliseconds limit) {
    if (!m_deadline)
        m_deadline = std::make_unique<Deadline>();
    m_deadline->at = std::chrono::steady_clock::now() + limit;
    // Checked every 1000 virtual-machine instructions: cheap, and fine-grained enough.
    sqlite3_progress_handler(m_db, 1000, &Deadline::expired, m_deadline.get());
}

std::string errorDetail(const Error& error) {
    const std::string prefix = error.field + ": ";
    if (!error.field.empty() && error.message.starts_with(prefix))
        return error.message.substr(prefix.size());
    return error.message;
}

// ---- SqliteTransaction --------------------------------------------------------------------

Result<SqliteTransaction> SqliteTransaction::begin(SqliteDb& db) {
    auto begun = db.exec("BEGIN IMMEDIATE");
    if (!begun)
        return begun.error();
    return SqliteTransaction(db);
}

SqliteTransaction::SqliteTransaction(SqliteTransaction&& other) noexcept
    : m_db(other.m_db)
    , m_open(std::exchange(other.m_open, false)) {}

SqliteTransaction::~SqliteTransaction() {
    // A failed ROLLBACK means SQLite already rolled back (an I/O or memory error ends the
    // transaction on its own); nothing is left to undo.
    if (m_open && sqlite3_get_autocommit(m_db->handle()) == 0)
        sqlite3_exec(m_db->handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

Status SqliteTransaction::commit() {
    auto committed = m_db->exec("COMMIT");
    if (!committed)
        return committed.error();
    m_open = false;
    return {};
}

} // namespace rightsizer::catalog
