#pragma once

/// Constants of the machines the engine models that several of its formulas share (serving,
/// training, disaggregated KV transfer, the vectorised sweep): one definition each.

namespace rightsizer::model {

/// Start-up latency of one collective or transfer. NCCL's small-message all-reduce on an
/// NVLink-class fabric takes ~10 us. Across PCIe peer-to-peer it is about four times that: an
/// 8-byte all_reduce_perf over 8 PCIe cards (RTX 4090) takes 40-42 us
/// (https://github.com/NVIDIA/nccl/issues/1530, nccl-tests output in the thread). Across the
/// network (InfiniBand / RoCE) ~30 us.
inline constexpr double kFabricLatencyS = 10e-6;
inline constexpr double kPcieLatencyS = 40e-6;
inline constexpr double kNetworkLatencyS = 30e-6;

/// GPUs in one server: tensor parallelism beyond that crosses the network, and PCIe
/// peer-to-peer reaches no further.
inline constexpr int kGpusPerServer = 8;

/// Bytes per activation element: 16-bit activations (and, in training, their gradients).
inline constexpr double kActivationBytes = 2.0;

} // namespace rightsizer::model
