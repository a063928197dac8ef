// nvidia-smi CSV, nvidia-smi dmon and DCGM exporter scrapes (profile, the Measured view).
#include "FuzzSupport.h"
#include "catalog/JsonText.h"
#include "importers/TelemetryImport.h"
#include "importers/TelemetryImportInternal.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace rightsizer;
    auto log = importers::parseTelemetry(fuzz::text(data, size), "fuzzed.txt", "host");
    // Read 7 bytes at a time, as a file is read in chunks, the result must be the same.
    auto chunked = importers::telemetry::parseTelemetryInChunks(fuzz::text(data, size),
                                                                "fuzzed.txt", "host", 7);
    if (log.ok() != chunked.ok())
        __builtin_trap();
    if (log && (log->problems.size() != chunked->problems.size() ||
                log->gpus.size() != chunked->gpus.size() || log->notes != chunked->notes))
        __builtin_trap();
    if (!log && log.error().message != chunked.error().message)
        __builtin_trap();
    if (log) {
        // Every text the import keeps goes into reports and JSON: it must be valid UTF-8.
        for (const auto& note : log->notes)
            if (!catalog::isValidUtf8(note))
                __builtin_trap();
    }
    return 0;
}
