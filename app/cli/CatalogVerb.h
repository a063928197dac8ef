#pragma once

#include "catalog/CatalogDb.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <string>
#include <vector>

namespace rightsizer::app {

/// `rightsizer catalog list|show|import-hf|reset|rebuild ...` on the catalog database at
/// `dbPath` (catalog::defaultCatalogDbPath() when empty).
int runCatalog(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
               const std::string& dbPath = {});

/// The rows of one kind as a text table: id, name, key figures, status, date and source.
/// Rows that do not parse are shown with their problem instead of figures.
std::string catalogRowsToText(catalog::RowKind kind, const std::vector<catalog::CatalogRow>& rows);
nlohmann::ordered_json catalogRowsToJson(catalog::RowKind kind,
                                         const std::vector<catalog::CatalogRow>& rows);

/// Every field of one row, flattened to "path: value" lines, with status, source and date.
std::string catalogRowToText(const catalog::CatalogRow& row);
nlohmann::ordered_json catalogRowToJson(const catalog::CatalogRow& row);

} // namespace rightsizer::app
