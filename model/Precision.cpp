#include "Precision.h"

#include <algorithm>
#include <cctype>

namespace rightsizer::model {
namespace {

// Effective bits per weight:
// * int4: AWQ/GPTQ with group size 128 and a 16-bit scale + 4-bit zero point per group:
//   4 + 20/128 = 4.156 bits (docs/design/ENGINE.md gives 4.1-4.25 for group 128).
// * int8: W8A8 (SmoothQuant-style) with per-channel scales: 8 bits plus a negligible scale row.
// * fp4: NVFP4, an FP8 (E4M3) scale per 16 E2M1 values: 4 + 8/16 = 4.5 bits.
// * gguf-q8_0 / q4_0: 32-weight blocks with one fp16 scale: 8.5 and 4.5 bits (llama.cpp
//   quantize README: 8.5008 and 4.5 bits/weight); gguf-q4_k_m: 4.8944 bits/weight for
//   Llama-3.1-8B in the same table (a mix of Q4_K and Q6_K tensors over the whole file).
constexpr std::array<PrecisionInfo, kPrecisionCount> kInfos{{
    {Precision::Fp32, "fp32", 32.0, false, ComputeKind::Tf32, false, 4.0},
    {Precision::Bf16, "bf16", 16.0, false, ComputeKind::Bf16, false, 2.0},
    {Precision::Fp16, "fp16", 16.0, false, ComputeKind::Fp16, false, 2.0},
    {Precision::Fp8, "fp8", 8.0, true, ComputeKind::Fp8, false, 1.0},
    {Precision::Int8, "int8", 8.0, true, ComputeKind::Int8, false, 1.0},
    {Precision::Int4, "int4", 4.0 + 20.0 / 128.0, true, ComputeKind::Bf16, true, 0.0},
    {Precision::Fp4, "fp4", 4.5, true, ComputeKind::Fp4, false, 0.0},
    {Precision::GgufQ8_0, "gguf-q8_0", 8.5008, false, ComputeKind::Fp16, true, 0.0},
    {Precision::GgufQ4KM, "gguf-q4_k_m", 4.8944, false, ComputeKind::Fp16, true, 0.0},
    {Precision::GgufQ4_0, "gguf-q4_0", 4.5, false, ComputeKind::Fp16, true, 0.0},
}};

constexpr std::array<std::string_view, kComputeKindCount> kComputeNames{
    "fp32", "tf32", "bf16", "fp16", "fp8", "int8", "fp4", "int4"};

} // namespace

std::string asciiLower(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

const PrecisionInfo& precisionInfo(Precision p) {
    return kInfos.at(static_cast<size_t>(p));
}

std::string precisionNames() {
    std::string out;
    for (const auto& info : kInfos) {
        if (!out.empty())
            out += ", ";
        out += info.name;
    }
    return out;
}

Result<Precision> parsePrecision(std::string_view text, const std::string& field) {
    const std::string key = asciiLower(text);
    for (const auto& info : kInfos) {
        if (info.name == key)
            return info.precision;
    }
    return fieldError(field,
                      "unknown precision '" + clipText(text) + "'; accepted: " + precisionNames());
}

std::string_view computeKindName(ComputeKind k) {
    return kComputeNames.at(static_cast<size_t>(k));
}

Result<ComputeKind> parseComputeKind(std::string_view text, const std::string& field) {
    const std::string key = asciiLower(text);
    for (size_t i = 0; i < kComputeNames.size(); ++i) {
        if (kComputeNames[i] == key)
            return static_cast<ComputeKind>(i);
    }
    return fieldError(field, "unknown compute precision '" + std::string(text) +
                                 "'; accepted: fp32, tf32, bf16, fp16, fp8, int8, fp4, int4");
}

} // namespace rightsizer::model
