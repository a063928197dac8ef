#pragma once

#include "model/ModelSpec.h"

#include <string_view>

namespace rightsizer::catalog {

/// Builds a ModelSpec from a Hugging Face config.json (model_type llama, mistral, mixtral,
/// qwen2, qwen2_moe, qwen3, qwen3_moe, gemma2, deepseek_v2, deepseek_v3). Unknown
/// architectures and missing fields are refused with the fields named.
model::Result<model::ModelSpec> importHfConfig(std::string_view configJson, const std::string& id);

} // namespace rightsizer::catalog
