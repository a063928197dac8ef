#pragma once

#include "views/catalog/CatalogColumns.h"
#include "views/table/RowTable.h"

#include <vector>

namespace rightsizer::views {

/// A kind's catalog columns (catalogColumns) for the shared table readers: the catalog
/// editor's table (CatalogTableModel, which adds the edits) and `rightsizer catalog list`
/// (textTable). Column ids are the indices in catalogColumns(kind). A cell of a row whose JSON
/// does not parse reads "?", and its status "(invalid)"; edited and added rows are tinted,
/// deleted ones struck out and greyed. Plain text shows the source cut to 48 characters.
std::vector<TableColumn<CatalogEntry>> catalogTableColumns(catalog::RowKind kind);

} // namespace rightsizer::views
