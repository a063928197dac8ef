#pragma once

#include "model/Result.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace rightsizer::catalog {

using model::Error;
using model::Result;
using model::Status;

/// How SqliteDb::open treats the file.
enum class OpenMode {
    ReadOnly,  ///< must exist; opened immutable: no journal, no WAL, no lock, the bytes stay
    ReadWrite, ///< must exist
    Create,    ///< read-write, created when missing
};

class SqliteDb;

/// One prepared statement. Binds are recorded and any bind error is reported by the next
/// step()/run(), so a statement reads as a chain of binds followed by one checked call.
/// Parameter and column indexes follow SQLite: binds count from 1, columns from 0.
class SqliteStatement {
public:
    SqliteStatement(SqliteStatement&& other) noexcept;
    SqliteStatement& operator=(SqliteStatement&& other) noexcept;
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;
    ~SqliteStatement();

    SqliteStatement& bind(int index, std::int64_t value);
    SqliteStatement& bind(int index, int value) { return bind(index, std::int64_t{value}); }
    SqliteStatement& bind(int index, double value);
    SqliteStatement& bind(int index, std::string_view text);
    SqliteStatement& bind(int index, const char* text) {
        return bind(index, std::string_view(text));
    }
    SqliteStatement& bindNull(int index);
    /// NULL when empty.
    template <typename T> SqliteStatement& bind(int index, const std::optional<T>& value) {
        return value ? bind(index, *value) : bindNull(index);
    }

    /// Runs one step: true when a row is ready to read, false when the statement is done.
    Result<bool> step();
    /// Steps until done (for statements that return no rows).
    Status run();
    /// Makes the statement ready to run again and clears its bindings (and any bind error).
    void reset();

    int columnCount() const;
    bool columnIsNull(int column) const;
    std::int64_t columnInt64(int column) const;
    double columnDouble(int column) const;
    /// The column as UTF-8 text (embedded NULs kept); empty for NULL.
    std::string columnText(int column) const;
    std::optional<std::int64_t> columnOptionalInt64(int column) const;
    std::optional<double> columnOptionalDouble(int column) const;
    std::optional<std::string> columnOptionalText(int column) const;

private:
    friend class SqliteDb;
    SqliteStatement(sqlite3_stmt* statement, std::string path);
    void noteBind(int rc, int index);
    Error error(const std::string& what) const;

    sqlite3_stmt* m_statement = nullptr;
    std::string m_path;
    std::optional<Error> m_bindError;
};

/// An open SQLite connection (RAII: closed on destruction). Every call that can fail returns a
/// Result whose message names the file and carries SQLite's own message; nothing throws.
/// Every connection has foreign keys on and the defensive flag set (no writes to the schema
/// through PRAGMA writable_schema, so that a damaged file cannot corrupt memory).
class SqliteDb {
public:
    /// Opens a database file; `path` may be ":memory:" for a private in-memory database.
    static Result<SqliteDb> open(const std::string& path, OpenMode mode);
    /// A private, empty in-memory database; `displayPath` names it in error messages.
    static Result<SqliteDb> openMemory(const std::string& displayPath = ":memory:");
    /// An in-memory database holding a copy of `image` (the bytes of a database file); the
    /// copy may be changed freely, nothing is written anywhere. `displayPath` names the
    /// source in error messages.
    static Result<SqliteDb> openImage(std::string_view image, const std::string& displayPath);

    SqliteDb(SqliteDb&& other) noexcept;
    SqliteDb& operator=(SqliteDb&& other) noexcept;
    SqliteDb(const SqliteDb&) = delete;
    SqliteDb& operator=(const SqliteDb&) = delete;
    ~SqliteDb();

    /// Runs one or more statements that return no rows (schema changes, pragmas).
    Status exec(const std::string& sql);
    Result<SqliteStatement> prepare(std::string_view sql);

    Result<int> userVersion();
    Status setUserVersion(int version);

    /// The whole database as the bytes of a database file.
    Result<std::string> serialize();

    /// Makes every later statement fail with SQLITE_INTERRUPT once `limit` has passed, so that
    /// no input can hold a caller forever.
    void setTimeLimit(std::chrono::milliseconds limit);

    /// An error naming the file: "PATH: WHAT: sqlite's message".
    Error error(const std::string& what) const;
    /// SQLite's message for the last call that failed on this connection.
    std::string lastErrorMessage() const;

    const std::string& path() const { return m_path; }
    sqlite3* handle() const { return m_db; }

private:
    struct Deadline;
    SqliteDb(sqlite3* db, std::string path);
    static Result<SqliteDb> configure(sqlite3* db, std::string path);

    sqlite3* m_db = nullptr;
    std::string m_path;
    std::unique_ptr<Deadline> m_deadline; // stable address for the progress handler
};

/// An error's message without its leading "FIELD: " (to wrap it in a message of one's own).
std::string errorDetail(const Error& error);

/// BEGIN IMMEDIATE on creation; rolls back on scope exit unless commit() succeeded. The
/// database must outlive the guard.
class SqliteTransaction {
public:
    static Result<SqliteTransaction> begin(SqliteDb& db);

    SqliteTransaction(SqliteTransaction&& other) noexcept;
    SqliteTransaction& operator=(SqliteTransaction&&) = delete;
    SqliteTransaction(const SqliteTransaction&) = delete;
    SqliteTransaction& operator=(const SqliteTransaction&) = delete;
    ~SqliteTransaction();

    Status commit();

private:
    explicit SqliteTransaction(SqliteDb& db)
        : m_db(&db) {}

    SqliteDb* m_db;
    bool m_open = true;
};

} // namespace rightsizer::catalog
