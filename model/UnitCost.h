#pragma once

namespace rightsizer::model {

/// USD per million output tokens of a GPU that costs `usdPerGpuHour` USD per GPU-hour and
/// produces `tokensPerSPerGpu` tokens/s: price / (tokens/s * 3600 s/h) * 1e6. 0 tokens/s gives
/// +infinity (nothing is produced for the money).
constexpr double usdPerMillionTokens(double usdPerGpuHour, double tokensPerSPerGpu) {
    return usdPerGpuHour / (tokensPerSPerGpu * 3600.0) * 1e6;
}

} // namespace rightsizer::model
