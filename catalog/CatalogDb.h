#pragma once

#include "CatalogRows.h"
#include "SqliteDb.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rightsizer::catalog {

/// The schema version of the catalog database this build writes and reads (PRAGMA
/// user_version). 1: meta, bundled_gpu, bundled_model, bundled_price, overlay.
constexpr int kCatalogDbSchemaVersion = 1;
/// PRAGMA application_id of the catalog database: "RSCT" in ASCII.
constexpr std::int32_t kCatalogDbApplicationId = 0x52534354;
/// Error::field of an error that means the database file is damaged (or not a catalog
/// database at all): rebuildCatalogDb() is the way out.
inline constexpr const char* kCatalogDbCorrupt = "catalog-db-corrupt";

/// Where a row of the effective catalog comes from.
enum class RowStatus {
    Bundled, ///< as shipped with this build
    Edited,  ///< a bundled row replaced by a user edit
    Added,   ///< a user row with no bundled counterpart
    Deleted, ///< a bundled row the user hid (only find() reports these)
};
/// "bundled", "edited", "added", "deleted".
std::string_view rowStatusName(RowStatus status);

/// One row of the effective catalog.
struct CatalogRow {
    RowData data;
    RowStatus status = RowStatus::Bundled;
    std::string editedUtc; ///< ISO 8601 UTC time of the user edit; empty for bundled rows
};

/// A model imported from a Hugging Face config.json into the overlay.
struct ImportedModel {
    CatalogRow row;
    model::ModelSpec spec;
};

/// The catalog file: `$RIGHTSIZER_DATA_DIR/catalog.sqlite` when that variable is set, else
/// `$XDG_DATA_HOME/RightSizer/catalog.sqlite`, else `~/.local/share/RightSizer/catalog.sqlite`.
/// Empty when none of RIGHTSIZER_DATA_DIR, XDG_DATA_HOME and HOME is set.
std::string defaultCatalogDbPath();

/// The reference catalog as an SQLite database: the bundled rows of the build that last opened
/// it, and an overlay of user edits and additions that catalog upgrades never touch. The
/// effective catalog is the bundled rows with the overlay rows in their place. Every call
/// returns a Result naming the file, the row or the field; nothing throws.
class CatalogDb {
public:
    /// Opens (creating it and its folder when missing) the database at `path` and brings its
    /// bundled rows up to `bundled` (see syncBundled). A damaged file, or one that is not a
    /// catalog database, fails with Error::field == kCatalogDbCorrupt and a message that
    /// offers the rebuild.
    static Result<CatalogDb> open(const std::string& path, const BundledRows& bundled);
    /// The same with this build's bundled catalog.
    static Result<CatalogDb> open(const std::string& path);

    /// Replaces the bundled rows, in one transaction, when `bundled.hash` differs from the
    /// hash they were loaded from; the overlay is left as it is. True when they were replaced.
    Result<bool> syncBundled(const BundledRows& bundled);
    /// The hash and version of the bundled data the database holds.
    Result<std::string> bundledHash();
    Result<std::string> bundledVersion();

    /// The effective rows of one kind: bundled order first, then user additions by id.
    /// Deleted rows are left out.
    Result<std::vector<CatalogRow>> rows(RowKind kind);
    /// One row (deleted ones included, with their status); nullopt when there is none.
    Result<std::optional<CatalogRow>> find(RowKind kind, const std::string& id);
    /// The rows of any kind with this id.
    Result<std::vector<CatalogRow>> findAnyKind(const std::string& id);

    /// Adds or replaces a user row. The JSON is checked with the parser of its kind first (a
    /// GPU object, a model object, a price object; its "id" must be `id`); an invalid row is
    /// refused with the field named. `date` defaults to today (UTC).
    Result<CatalogRow> putOverlay(RowKind kind, const std::string& id, const std::string& json,
                                  const std::string& source, const std::string& date = {});
    /// Hides a bundled row (or removes a user addition). A GPU that prices still refer to is
    /// refused, naming them.
    Status deleteRow(RowKind kind, const std::string& id);
    /// Deletes the overlay row of (kind, id); an error when the row is not edited, added or
    /// deleted by the user.
    Status resetToBundled(RowKind kind, const std::string& id);

    /// Imports a Hugging Face config.json (see importHfConfig) into the overlay under `id`;
    /// a new import of the same id replaces the row.
    Result<ImportedModel> importHfModel(std::string_view configJson, const std::string& id,
                                        const std::string& source);

    /// The effective catalog for the planner (the efficiency table is the bundled one). Every
    /// row that does not parse is reported with its kind, id and field; none is dropped.
    Result<Catalog> effectiveCatalog();

    const std::string& path() const { return m_db.path(); }
    SqliteDb& db() { return m_db; }

private:
    explicit CatalogDb(SqliteDb db)
        : m_db(std::move(db)) {}
    Status prepareSchema();

    SqliteDb m_db;
};

/// Moves a damaged catalog file aside to `PATH.corrupt-YYYYMMDDTHHMMSSZ` (with its -wal and
/// -journal files) and creates a new one from `bundled`. The user rows of the damaged file are
/// not carried over. Returns the path the damaged file was moved to.
Result<std::string> rebuildCatalogDb(const std::string& path, const BundledRows& bundled);

} // namespace rightsizer::catalog
