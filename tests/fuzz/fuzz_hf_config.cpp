// Hugging Face config.json (catalog import-hf, estimate --model-config, inline hf_config).
#include "FuzzSupport.h"
#include "catalog/HfConfigImporter.h"
#include "model/ModelSpec.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace rightsizer;
    auto m = catalog::importHfConfig(fuzz::text(data, size), "fuzzed");
    if (m && !model::validateModel(*m))
        __builtin_trap(); // an imported model is one the engine accepts
    return 0;
}
