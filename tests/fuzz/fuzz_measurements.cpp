// Measurements for calibrate: CSV, vLLM benchmark_serving JSON, trtllm-bench report JSON.
#include "FuzzSupport.h"
#include "catalog/JsonText.h"
#include "importers/BenchmarkImport.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace rightsizer;
    auto rows = importers::parseMeasurements(fuzz::text(data, size), "fuzzed", {});
    if (rows) {
        for (const auto& m : rows->rows)
            if (m.source && !catalog::isValidUtf8(*m.source))
                __builtin_trap();
        (void)importers::checkMeasurementsForCalibration(rows->rows);
    }
    return 0;
}
