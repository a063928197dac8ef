#include "UserCatalog.h"

#include "catalog/CatalogDb.h"

namespace rightsizer::app {

catalog::Catalog catalogWithUserEdits(catalog::Catalog bundled, std::ostream& warnings,
                                      const std::string& dbPath) {
    const std::string path = dbPath.empty() ? catalog::defaultCatalogDbPath() : dbPath;
    auto warn = [&](const std::string& why) {
        warnings << "rightsizer: warning: your catalog edits in " << path
                 << " are not used: " << why
                 << "; planning with the bundled catalog (`rightsizer catalog rebuild` "
                    "recreates a damaged database)\n";
        return bundled;
    };
    auto db = catalog::CatalogDb::open(path);
    if (!db)
        return warn(db.error().message);
    auto effective = db.value().effectiveCatalog();
    if (!effective)
        return warn(effective.error().message);
    return std::move(effective).value();
}

} // namespace rightsizer::app
