// The replica whose pass times tst_Scheduler and tst_ServingTechniques work out by hand:
//   compute  5e14 FLOP/s effective (1e15 peak x eta_c 0.5), 2e10 FLOP per token, no attention
//   memory   1e12 B/s effective (2e12 x eta_m 0.5), 2e10 B of weights, 1e5 B of KV per token
//   one GPU (no transfers), 1 ms per pass, no per-sequence cost; prompts of 1 000 tokens,
//   answers of 101.
#pragma once

#include "model/Scheduler.h"

namespace rightsizer::test {

inline model::ServingInputs handReplica() {
    model::ServingInputs in;
    in.matmulFlopsPerToken = 2e10;
    in.attnFlopsPerTokenPerContextToken = 0;
    in.weightBytesPerGpu = 2e10;
    in.kvBytesPerTokenPerGpu = 1e5;
    in.kvBytesPerSequenceAtMeanContext = 1e5 * (1000 + 50.5);
    in.hidden = 4096;
    in.layers = 32;
    in.flopsPerS = 1e15;
    in.memoryBytesPerS = 2e12;
    in.linkBytesPerS = 1e11;
    in.inputTokens = 1000;
    in.outputTokens = 101;
    return in;
}

inline model::ServingEfficiency handEfficiency() {
    model::ServingEfficiency e;
    e.computeEff = 0.5;
    e.memoryEff = 0.5;
    return e;
}

inline model::ServingOverheads handOverheads(double requestS = 0) {
    model::ServingOverheads o;
    o.decodeStepS = 1e-3;
    o.requestS = requestS;
    return o;
}

} // namespace rightsizer::test
