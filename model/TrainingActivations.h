#pragma once

#include "Workload.h"

namespace rightsizer::model {

/// Bytes one GPU keeps for the backward pass of one transformer layer and one micro-batch of
/// `microBatch` sequences of `seqLen` tokens, counted tensor by tensor as Korthikanti et al. 2022
/// ("Reducing Activation Recomputation in Large Transformer Models", sec. 4.1) do, for the
/// architecture at hand (GQA, gated MLP width, no dropout) and FlashAttention (no s x s scores):
/// per token, norm inputs 2·B·h, matmul inputs e·(2h + f), Q and O B·2·a·d_h, K and V
/// B·2·a_kv·d_h, MLP activation input B·f (2f gated). B: 2 bytes (4 in fp32 training); e: the
/// bytes of a saved matmul input, 1 in FP8 training (Transformer Engine saves the FP8 cast of a
/// linear layer's input for the weight-gradient GEMM), else B. GPT-3 shapes (MHA, f = 4h)
/// give Korthikanti's 34·s·b·h less the 2·s·b·h of dropout masks. With tp > 1 sequence
/// parallelism is assumed: everything but the attention heads is split tp ways, the heads are
/// split tp ways too (K and V never below one head per GPU). Recompute::None keeps the softmax
/// output (B·a·s per token) of unfused attention; Full keeps only the layer input B·h. With
/// context parallelism cp a GPU holds seq_len / cp of each sequence's tokens (each still attends
/// to the whole sequence).
double activationBytesPerLayer(const ModelSpec& m, double seqLen, double microBatch,
                               Precision precision, Recompute recompute, int tp, int cp = 1);

/// Transformer layers on pipeline stage `stage` (0 = first) of pp. An even split where pp divides
/// the layers; otherwise every stage gets floor(L/pp) and the remainder goes to the middle
/// stages first, then the last: the first and last stages, which also hold the embedding, the
/// most micro-batches in flight and the logits, get fewer. Llama 3 405B (126 layers, PP 16) ran
/// this way: one layer fewer on the first and last stages (Dubey et al. 2024, sec. 3.3.2).
int pipelineStageLayers(int layers, int pp, int stage);

/// Layer activations (layers x micro-batches) that pipeline stage `stage` (0 = first) holds at
/// its peak. 1F1B: stage i runs pp - i forward passes before its first backward, so it holds
/// min(m, pp - i) micro-batches of its layers; with an even split stage 0 holds L layers' worth
/// once m >= pp (Narayanan et al. 2021; Korthikanti et al. 2022 sec. 4.2.3). Interleaved 1F1B
/// with v chunks per rank (Megatron-LM's warm-up of 2·(pp - i - 1) + (v - 1)·pp chunks) holds
/// L·(1 + (pp - 1)/(pp·v)) on stage 0, or every chunk of all m micro-batches when that is
/// fewer. pp 1: micro-batches run one after another, one set of every layer.
double activationSetsHeld(int layers, int pp, int virtualStages, double microBatchesPerStep,
                          int stage);

/// Bytes of one micro-batch's logits at the loss: the vocabulary-parallel logits in the compute
/// precision plus the fp32 copy the cross-entropy keeps for its backward (Megatron-LM's
/// vocab_parallel_cross_entropy works in fp32): (2 + 4)·s·b·V/tp, fp32 training 4·s·b·V/tp;
/// s / cp tokens under context parallelism.
double logitsBytes(const ModelSpec& m, double seqLen, double microBatch, Precision precision,
                   int tp, int cp = 1);

} // namespace rightsizer::model
