#include "GpuSpec.h"

#include "Units.h"

#include <cmath>

namespace rightsizer::model {

double GpuSpec::pcieBytesPerSPerDirection() const {
    // PCIe x16 per direction: Gen3 ~16 GB/s, each generation doubles (Gen4 32, Gen5 64, Gen6 128).
    const int gen = pcieGen < 3 ? 3 : pcieGen;
    return 16.0 * kGB * std::pow(2.0, gen - 3);
}

bool geforceLicence(const GpuSpec& gpu) {
    return gpu.name.find("GeForce") != std::string::npos;
}

ComputeResolution resolveCompute(const GpuSpec& gpu, Precision precision) {
    const PrecisionInfo& info = precisionInfo(precision);
    ComputeResolution r;
    if (const double f = gpu.flopsPerS(info.nativeCompute); f > 0.0) {
        r.kind = info.nativeCompute;
        r.flopsPerS = f;
        r.native = true;
        if (info.weightOnly)
            r.note = {RS_WORD("Engine", "%1 is weight-only: dequantized to %2 for the matmuls"),
                      {phrase::verbatim(std::string(info.name)),
                       phrase::verbatim(std::string(computeKindName(info.nativeCompute)))}};
        return r;
    }
    if (precision == Precision::Fp32 && gpu.flopsPerS(ComputeKind::Fp32) > 0.0) {
        r.kind = ComputeKind::Fp32;
        r.flopsPerS = gpu.flopsPerS(ComputeKind::Fp32);
        r.native = true;
        return r;
    }
    for (ComputeKind k : {ComputeKind::Bf16, ComputeKind::Fp16, ComputeKind::Fp32}) {
        if (const double f = gpu.flopsPerS(k); f > 0.0) {
            r.kind = k;
            r.flopsPerS = f;
            r.native = false;
            r.note = {
                RS_WORD("Engine", "%1 is not native on %2: weights dequantized, matmuls run in %3"),
                {phrase::verbatim(std::string(info.name)), phrase::verbatim(gpu.id),
                 phrase::verbatim(std::string(computeKindName(k)))}};
            return r;
        }
    }
    r.note = {RS_WORD("Engine", "%1 lists no usable compute throughput"),
              {phrase::verbatim(gpu.id)}};
    return r;
}

} // namespace rightsizer::model
