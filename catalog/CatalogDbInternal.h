#pragma once

// Shared by CatalogDb.cpp and CatalogDbRows.cpp; not part of the library's interface.

#include "CatalogDb.h"

#include <string>

namespace rightsizer::catalog {

/// "bundled_gpu", "bundled_model", "bundled_price".
inline std::string bundledTable(RowKind kind) {
    return "bundled_" + std::string(rowKindName(kind));
}

/// The current UTC time formatted with strftime's `format` (default ISO 8601 with seconds).
std::string nowUtc(const char* format = "%Y-%m-%dT%H:%M:%SZ");

/// The error of a damaged catalog file (field kCatalogDbCorrupt); the message offers the
/// rebuild and says that the overlay is lost with it.
Error corruptCatalogError(const std::string& path, const std::string& detail);

} // namespace rightsizer::catalog
