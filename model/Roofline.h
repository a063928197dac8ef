#pragma once

#include "Sweep.h"

namespace rightsizer::model {

/// One phase of serving placed on its GPU's roofline, per GPU.
struct RooflinePoint {
    double flops = 0;                 ///< FLOP one GPU does in the phase
    double bytes = 0;                 ///< bytes one GPU moves to or from its memory in the phase
    double timeS = 0;                 ///< s that GPU is busy with the phase (modelled)
    double intensityFlopsPerByte = 0; ///< flops / bytes
    double attainableFlopsPerS = 0;   ///< min(peak, bandwidth * intensity)
    double achievedFlopsPerS = 0;     ///< flops / timeS
    bool computeBound = false;        ///< intensity at or beyond the ridge
};

/// The roofline of one sweep configuration's GPU at its compute precision and the two operating
/// points of a cell: a request's prefill and one decode step of the running batch.
struct Roofline {
    double peakFlopsPerS = 0;     ///< dense FLOP/s per GPU at the compute precision
    double memoryBytesPerS = 0;   ///< memory bandwidth per GPU, bytes/s
    double ridgeFlopsPerByte = 0; ///< peak / bandwidth: FLOP/byte where the roof bends
    RooflinePoint prefill;        ///< one request's prompt of `inputTokens` tokens
    RooflinePoint decode;         ///< one decode step of the whole running batch

    /// FLOP/s the roof allows at an arithmetic intensity in FLOP/byte.
    double attainableFlopsPerS(double intensityFlopsPerByte) const;
};

/// Roofline of configuration `k` at a running batch (concurrent sequences), a prompt of
/// `inputTokens` tokens and `outputTokens` generated tokens per request; FLOP, bytes and seconds
/// per GPU. The terms are those that servingTimes() (ServingModel.cpp) and the sweep count, with
/// P_active = matmulFlopsPerToken / 2, A = attnFlopsPerTokenPerContextToken (4 L a d_h) and
/// kv = kvBytesPerTokenPerGpu:
/// * prefill: FLOP = (2 P_active s + A s^2 / 2) / (tp pp) for a prompt of s tokens (causal
///   attention); bytes = the weight shard once (MoE: the experts s tokens touch) + the prompt's
///   KV written, kv * s (capped by a sliding window); time = the cell's prefillS / pp, since the
///   pipeline stages run one after another and each GPU works for 1/pp of it;
/// * decode: FLOP = b (2 P_active + A c) / (tp pp) at the mean context c = input + output / 2;
///   bytes = pp micro-batches each streaming the weight shard (MoE: the experts b/pp tokens
///   touch) + the batch's KV read, b * kv * c; time = the cell's decodeStepS (communication and
///   the fixed per-step overhead included).
/// The times are the roof's times derated by the efficiencies plus communication and overheads,
/// so achieved FLOP/s stays under the roof. The serving model's prefill time does not count the
/// KV written (at most a few per cent of the weight bytes where prefill is memory-bound).
Roofline roofline(const SweepConstants& k, double batch, double inputTokens, double outputTokens);

} // namespace rightsizer::model
