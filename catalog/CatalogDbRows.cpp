// Reading and editing the catalog database: effective rows, the overlay, HF imports, and the
// effective catalog for the planner.
#include "CatalogDb.h"

#include "BundledData.h"
#include "CatalogDbInternal.h"
#include "HfConfigImporter.h"
#include "JsonReader.h"
#include "JsonText.h"
#include "Prices.h"

#include <nlohmann/json.hpp>

#include <ctime>

namespace rightsizer::catalog {
namespace {

using model::fieldError;

/// The effective rows of one kind (bundled rows with their overlay row in place, then the
/// user's additions). Columns: id, json, source, date, edited_utc, deleted, added.
std::string effectiveRowsSql(RowKind kind) {
    const std::string table = bundledTable(kind);
    return "SELECT id, json, source, date, edited_utc, deleted, added FROM ("
           "  SELECT b.id AS id, coalesce(o.json, b.json) AS json,"
           "         coalesce(o.source, b.source) AS source, coalesce(o.date, b.date) AS date,"
           "         o.edited_utc AS edited_utc, coalesce(o.deleted, 0) AS deleted,"
           "         0 AS added, b.seq AS seq"
           "  FROM " +
           table + " b LEFT JOIN overlay o ON o.kind = ?1 AND o.id = b.id" +
           "  UNION ALL"
           "  SELECT o.id, o.json, o.source, o.date, o.edited_utc, o.deleted, 1, 0"
           "  FROM overlay o WHERE o.kind = ?1 AND o.id NOT IN (SELECT id FROM " +
           table + ")) ";
}

CatalogRow readRow(const SqliteStatement& st, RowKind kind) {
    CatalogRow row;
    row.data =
        RowData{kind, st.columnText(0), st.columnText(1), st.columnText(2), st.columnText(3)};
    row.editedUtc = st.columnText(4);
    if (st.columnInt64(5) != 0)
        row.status = RowStatus::Deleted;
    else if (st.columnInt64(6) != 0)
        row.status = RowStatus::Added;
    else
        row.status = st.columnIsNull(4) ? RowStatus::Bundled : RowStatus::Edited;
    return row;
}

std::string rowName(RowKind kind, const std::string& id) {
    return std::string(rowKindName(kind)) + " '" + id + "'";
}

/// The "id" of a row's JSON (prices too: their first column is "id").
std::string jsonId(const std::string& text) {
    const auto j = parseJsonText(text);
    if (j && j->is_object() && j->contains("id") && (*j)["id"].is_string())
        return (*j)["id"].get<std::string>();
    return {};
}

/// Parses a row with the parser of its kind; the error names the row.
Status checkRow(RowKind kind, const std::string& id, const std::string& text) {
    Status parsed;
    switch (kind) {
    case RowKind::Gpu:
        if (auto g = parseGpuObject(text); !g)
            parsed = g.error();
        break;
    case RowKind::Model:
        if (auto m = parseModelObject(text); !m)
            parsed = m.error();
        break;
    case RowKind::Price:
        if (auto p = parsePriceObject(text); !p)
            parsed = p.error();
        break;
    }
    if (!parsed)
        return fieldError(rowName(kind, id), errorDetail(parsed.error()));
    if (const std::string inner = jsonId(text); inner != id)
        return fieldError(rowName(kind, id) + ".id",
                          "the JSON says '" + inner + "'; it must be the row's id '" + id + "'");
    return {};
}

std::string gpuIdOf(const std::string& priceJson) {
    const auto j = parseJsonText(priceJson);
    return j && j->is_object() && j->contains("gpu_id") && (*j)["gpu_id"].is_string()
               ? (*j)["gpu_id"].get<std::string>()
               : std::string();
}

} // namespace

std::string nowUtc(const char* format) {
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    char buf[64];
    const size_t n = std::strftime(buf, sizeof buf, format, &utc);
    return std::string(buf, n);
}

Result<std::vector<CatalogRow>> CatalogDb::rows(RowKind kind) {
    auto st = m_db.prepare(effectiveRowsSql(kind) + "WHERE deleted = 0 ORDER BY added, seq, id");
    if (!st)
        return st.error();
    st.value().bind(1, rowKindName(kind));
    std::vector<CatalogRow> out;
    for (;;) {
        auto row = st.value().step();
        if (!row)
            return row.error();
        if (!*row)
            return out;
        out.push_back(readRow(st.value(), kind));
    }
}

Result<std::optional<CatalogRow>> CatalogDb::find(RowKind kind, const std::string& id) {
    auto st = m_db.prepare(effectiveRowsSql(kind) + "WHERE id = ?2");
    if (!st)
        return st.error();
    auto row = st.value().bind(1, rowKindName(kind)).bind(2, id).step();
    if (!row)
        return row.error();
    if (!*row)
        return std::optional<CatalogRow>{};
    return std::optional<CatalogRow>{readRow(st.value(), kind)};
}

Result<std::vector<CatalogRow>> CatalogDb::findAnyKind(const std::string& id) {
    std::vector<CatalogRow> out;
    for (RowKind kind : kRowKinds) {
        auto row = find(kind, id);
        if (!row)
            return row.error();
        if (*row)
            out.push_back(**row);
    }
    return out;
}

Result<CatalogRow> CatalogDb::putOverlay(RowKind kind, const std::string& id,
                                         const std::string& json, const std::string& source,
                                         const std::string& date) {
    if (id.empty())
        return fieldError(std::string(rowKindName(kind)) + ".id", "must not be empty");
    if (source.empty())
        return fieldError(rowName(kind, id) + ".source",
                          "must not be empty (every figure needs its source)");
    if (auto ok = checkRow(kind, id, json); !ok)
        return ok.error();
    if (kind == RowKind::Price) {
        const std::string gpu = gpuIdOf(json);
        auto found = find(RowKind::Gpu, gpu);
        if (!found)
            return found.error();
        if (!*found || (*found)->status == RowStatus::Deleted)
            return fieldError(rowName(kind, id) + ".gpu_id",
                              "'" + gpu + "' is not a GPU of the catalog");
    }
    auto st =
        m_db.prepare("INSERT INTO overlay (kind, id, json, source, date, edited_utc, deleted) "
                     "VALUES (?1, ?2, ?3, ?4, ?5, ?6, 0) ON CONFLICT (kind, id) DO UPDATE SET "
                     "json = excluded.json, source = excluded.source, date = excluded.date, "
                     "edited_utc = excluded.edited_utc, deleted = 0");
    if (!st)
        return st.error();
    auto done = st.value()
                    .bind(1, rowKindName(kind))
                    .bind(2, id)
                    .bind(3, json)
                    .bind(4, source)
                    .bind(5, date.empty() ? nowUtc("%Y-%m-%d") : date)
                    .bind(6, nowUtc())
                    .run();
    if (!done)
        return done.error();
    auto row = find(kind, id);
    if (!row)
        return row.error();
    return **row;
}

Status CatalogDb::deleteRow(RowKind kind, const std::string& id) {
    auto row = find(kind, id);
    if (!row)
        return row.error();
    if (!*row || (*row)->status == RowStatus::Deleted)
        return fieldError(rowName(kind, id), "not in the catalog");
    if (kind == RowKind::Gpu) {
        auto prices = rows(RowKind::Price);
        if (!prices)
            return prices.error();
        std::vector<std::string> users;
        for (const CatalogRow& p : *prices)
            if (gpuIdOf(p.data.json) == id)
                users.push_back(p.data.id);
        if (!users.empty())
            return fieldError(rowName(kind, id), "prices refer to it (" + joinProblems(users) +
                                                     "); delete them first");
    }
    const bool added = (*row)->status == RowStatus::Added;
    auto st = m_db.prepare(
        added ? std::string("DELETE FROM overlay WHERE kind = ?1 AND id = ?2")
              : std::string("INSERT INTO overlay (kind, id, json, source, date, edited_utc, "
                            "deleted) VALUES (?1, ?2, ?3, 'deleted by the user', ?4, ?5, 1) "
                            "ON CONFLICT (kind, id) DO UPDATE SET deleted = 1, "
                            "edited_utc = excluded.edited_utc"));
    if (!st)
        return st.error();
    st.value().bind(1, rowKindName(kind)).bind(2, id);
    if (!added)
        st.value().bind(3, (*row)->data.json).bind(4, nowUtc("%Y-%m-%d")).bind(5, nowUtc());
    return st.value().run();
}

Status CatalogDb::resetToBundled(RowKind kind, const std::string& id) {
    auto row = find(kind, id);
    if (!row)
        return row.error();
    if (!*row)
        return fieldError(rowName(kind, id), "not in the catalog");
    if ((*row)->status == RowStatus::Bundled)
        return fieldError(rowName(kind, id), "not edited: it already holds the bundled figures");
    auto st = m_db.prepare("DELETE FROM overlay WHERE kind = ?1 AND id = ?2");
    if (!st)
        return st.error();
    return st.value().bind(1, rowKindName(kind)).bind(2, id).run();
}

Result<ImportedModel> CatalogDb::importHfModel(std::string_view configJson, const std::string& id,
                                               const std::string& source) {
    auto spec = importHfConfig(configJson, id);
    if (!spec)
        return spec.error();
    model::ModelSpec m = std::move(spec).value();
    const std::string today = nowUtc("%Y-%m-%d");
    m.provenance["architecture"] = model::Provenance{source, today, "Hugging Face config.json"};
    auto row = putOverlay(RowKind::Model, id, modelToJson(m).dump(), source, today);
    if (!row)
        return row.error();
    return ImportedModel{std::move(row).value(), std::move(m)};
}

Result<Catalog> CatalogDb::effectiveCatalog() {
    Catalog c;
    std::vector<std::string> problems;
    for (RowKind kind : kRowKinds) {
        auto rs = rows(kind);
        if (!rs)
            return rs.error();
        for (const CatalogRow& r : *rs) {
            if (auto ok = checkRow(kind, r.data.id, r.data.json); !ok) {
                problems.push_back(ok.error().message + " (" +
                                   std::string(rowStatusName(r.status)) + ")");
                continue;
            }
            if (kind == RowKind::Gpu)
                c.gpus.push_back(parseGpuObject(r.data.json).value());
            else if (kind == RowKind::Model)
                c.models.push_back(parseModelObject(r.data.json).value());
            else {
                c.prices.quotes.push_back(parsePriceObject(r.data.json).value());
                // A price the user added is their own quote; an edit of a bundled one stays
                // that provider's.
                c.prices.quotes.back().own = r.status == RowStatus::Added;
            }
        }
    }
    auto efficiency = parseEfficiency(bundledEfficiencyJson());
    if (!efficiency)
        return efficiency.error();
    c.efficiency = std::move(efficiency).value();
    for (const std::string& p : pricesWithUnknownGpus(c.prices, c))
        problems.push_back(p);
    if (!problems.empty())
        return Error{path(), path() + ": invalid catalog rows: " + joinProblems(problems)};
    return c;
}

} // namespace rightsizer::catalog
