#pragma once

#include "Result.h"

#include <array>
#include <string>
#include <string_view>

namespace rightsizer::model {

/// Tensor-core throughput classes a GPU datasheet quotes (dense figures).
enum class ComputeKind { Fp32, Tf32, Bf16, Fp16, Fp8, Int8, Fp4, Int4 };
inline constexpr int kComputeKindCount = 8;

/// Number formats for weights (and, for the first ones, KV cache and activations).
/// The gguf-* formats are llama.cpp's block formats; their effective bits per weight are
/// calibrated on llama.cpp's published file sizes.
enum class Precision { Fp32, Bf16, Fp16, Fp8, Int8, Int4, Fp4, GgufQ8_0, GgufQ4KM, GgufQ4_0 };
inline constexpr int kPrecisionCount = 10;

struct PrecisionInfo {
    Precision precision;
    std::string_view name;
    /// Effective storage bits per quantized weight, scales and zero points included.
    double bitsPerWeight;
    /// Whether embeddings and the LM head stay in 16-bit (GPU serving stacks keep them
    /// unquantized; llama.cpp quantizes the whole file, so its figure already covers them).
    bool embeddingsIn16Bit;
    /// Tensor-core class the matrix multiplications run in when the GPU supports it natively.
    ComputeKind nativeCompute;
    /// True for weight-only formats that dequantize to 16-bit before the matmul.
    bool weightOnly;
    /// Bytes per element when the format stores KV cache or activations (0: not a KV format).
    double kvBytesPerElement;
};

/// Static description of a precision.
const PrecisionInfo& precisionInfo(Precision p);

/// True for the formats full training runs in (fp32, bf16, fp16, fp8): weight-only and
/// integer formats have no training recipe (fine-tuning on a quantized base is QLoRA).
inline bool trainsIn(Precision p) {
    return p == Precision::Fp32 || p == Precision::Bf16 || p == Precision::Fp16 ||
           p == Precision::Fp8;
}

/// Parses "bf16", "fp8", "int4", "gguf-q4_k_m", ... (case-insensitive).
Result<Precision> parsePrecision(std::string_view text, const std::string& field);

/// "fp32", "tf32", ... as used in the catalog's dense_tflops keys.
std::string_view computeKindName(ComputeKind k);
Result<ComputeKind> parseComputeKind(std::string_view text, const std::string& field);

/// ASCII lower-case copy, for case-insensitive parsing of option values.
std::string asciiLower(std::string_view text);

/// All precisions' names, comma-separated, for error messages.
std::string precisionNames();

} // namespace rightsizer::model
