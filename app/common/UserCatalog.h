#pragma once

#include "catalog/Catalog.h"

#include <ostream>
#include <string>

namespace rightsizer::app {

/// The catalog the planning verbs and the workbench use: the catalog database's effective rows
/// (the bundled data with the user's edits and additions). When the database cannot be opened
/// or holds an invalid row, a warning naming the problem goes to `warnings` and the bundled
/// catalog is used. `dbPath` empty: catalog::defaultCatalogDbPath().
catalog::Catalog catalogWithUserEdits(catalog::Catalog bundled, std::ostream& warnings,
                                      const std::string& dbPath = {});

} // namespace rightsizer::app
