#pragma once

#include "Phrase.h"
#include "Precision.h"

#include <array>
#include <map>
#include <string>
#include <string_view>

namespace rightsizer::model {

/// Where a catalog figure comes from.
struct Provenance {
    std::string source;
    std::string date;
    std::string note;
};

/// How GPUs of one system talk to each other for tensor parallelism.
struct ScaleUp {
    std::string kind; ///< nvlink, infinity-fabric, ici, roce, pcie
    double bandwidthBytesPerSPerDirection = 0.0;
    int domainSize = 1; ///< GPUs that share that fabric in the usual system
};

/// One accelerator, as the engine sees it. Dense throughput only: a zero entry means the
/// precision does not run natively.
struct GpuSpec {
    std::string id;
    std::string name;
    std::string vendor;
    std::string architecture; ///< efficiency family: hopper, ampere, blackwell, cdna3, ...
    std::string formFactor;
    std::string memoryType;
    double memoryDatasheetGb = 0.0;
    double memoryRuntimeBytes = 0.0; ///< capacity the runtime actually sees
    double memoryBandwidthBytesPerS = 0.0;
    std::array<double, kComputeKindCount> denseFlopsPerS{}; ///< indexed by ComputeKind
    double tdpW = 0.0;                                      ///< 0 when the vendor publishes none
    ScaleUp scaleUp;
    int pcieGen = 4;
    std::map<std::string, Provenance> provenance;

    /// Dense FLOP/s of a compute kind; 0 when not native.
    double flopsPerS(ComputeKind k) const { return denseFlopsPerS.at(static_cast<size_t>(k)); }
    /// Host link bandwidth per direction in bytes/s (x16 link: Gen3 16, Gen4 32, Gen5 64 GB/s).
    double pcieBytesPerSPerDirection() const;
};

/// Why a GeForce card is not a datacenter candidate: NVIDIA's GeForce driver licence (the
/// "License For Customer Use of NVIDIA Software", section 2.1.3) permits no datacenter
/// deployment. The planner, the sweep, `profile` and the report all apply this one rule.
inline constexpr std::string_view kGeForceLicenceCaveat =
    RS_WORD("Engine", "GeForce driver licence: not licensed for datacenter deployment");

/// True for consumer GeForce cards, which the GeForce driver licence keeps out of datacenters.
bool geforceLicence(const GpuSpec& gpu);

/// The tensor-core class a precision actually runs in on a GPU, and whether that is native.
struct ComputeResolution {
    ComputeKind kind = ComputeKind::Bf16;
    double flopsPerS = 0.0;
    bool native = false;
    Phrase note; ///< why a fallback was taken, empty when native
};

/// Native rule: a precision is native when the GPU quotes dense throughput for its compute
/// class (fp8 on Hopper/Ada/Blackwell/CDNA3, fp4 on Blackwell, ...). Otherwise the weights are
/// dequantized and the matmuls run at the GPU's best 16-bit rate (bf16, else fp16, else fp32).
ComputeResolution resolveCompute(const GpuSpec& gpu, Precision precision);

} // namespace rightsizer::model
