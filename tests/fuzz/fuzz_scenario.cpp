// Scenario JSON (plan, sweep, tco, report, scenario import, the workbench's Open).
#include "FuzzSupport.h"
#include "catalog/Catalog.h"
#include "project/ScenarioJson.h"
#include "project/ScenarioJsonWriter.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace rightsizer;
    static const catalog::Catalog kCatalog = catalog::loadBundledCatalog().value();
    auto s = project::parseScenario(fuzz::text(data, size), kCatalog);
    if (s) {
        // What was accepted must write back and read again (a project stores the written form).
        auto again = project::parseScenario(project::scenarioToJsonText(*s, kCatalog), kCatalog);
        if (!again)
            __builtin_trap();
    }
    return 0;
}
