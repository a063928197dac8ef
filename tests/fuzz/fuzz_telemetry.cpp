// nvidia-smi CSV, nvidia-smi dmon and DCGM exporter scrapes (profile, the Measured view).
#include "FuzzSupport.h"
#include "catalog/JsonText.h"
#include "catalog/TelemetryImport.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace rightsizer;
    auto log = catalog::parseTelemetry(fuzz::text(data, size), "fuzzed.txt", "host");
    if (log) {
        // Every text the import keeps goes into reports and JSON: it must be valid UTF-8.
        for (const auto& note : log->notes)
            if (!catalog::isValidUtf8(note))
                __builtin_trap();
    }
    return 0;
}
