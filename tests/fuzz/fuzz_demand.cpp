// Demand CSV (tco --demand, scenario tco.demand.csv, the Demand view's import).
#include "FuzzSupport.h"
#include "importers/DemandCsv.h"

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace rightsizer;
    const importers::DemandImport d = importers::importDemandCsv(fuzz::text(data, size));
    if (d.ok())
        for (double v : d.weeklyRequestsPerS)
            if (!std::isfinite(v) || v < 0)
                __builtin_trap(); // an accepted profile is finite and not negative
    return 0;
}
