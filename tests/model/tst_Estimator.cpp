// End-to-end estimates: hand-worked roofline cases, layouts and input validation.
#include "catalog/Catalog.h"
#include "model/Estimator.h"
#include "model/Scheduler.h"
#include "model/ServingModel.h"

#include <QtTest>

namespace tst_Estimator_suite {

using namespace rightsizer;
using namespace rightsizer::model;

class TestEstimator final : public QObject {
    Q_OBJECT

private:
    catalog::Catalog m_catalog;

    EstimateRequest request(const char* modelId, const char* gpuId, Precision p) const {
        EstimateRequest r;
        r.model = *m_catalog.findModel(modelId);
        r.gpu = *m_catalog.findGpu(gpuId);
        r.precision = p;
        r.kvPrecision = Precision::Bf16;
        return r;
    }

    /// bf16 training at sequence 4096, global batch 32, micro-batch 1.
    EstimateRequest training(const char* model, const char* gpu, Layout layout) const {
        EstimateRequest r = request(model, gpu, Precision::Bf16);
        r.mode = Mode::Train;
        r.layout = layout;
        r.train.seqLen = 4096;
        r.train.globalBatch = 32;
        r.train.microBatch = 1;
        return r;
    }

private slots:
    void initTestCase() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        m_catalog = c.value();
    }

    void decodeAtBatchOneIsWeightStreaming() {
        // Llama-3.1-8B bf16 on H100 SXM, batch 1, 128 in / 128 out, eta_m 0.8, no overheads:
        // bytes = weights 16,060,522,496 + KV at mean context 192 tokens * 131072 = 25,165,824
        // -> 16,085,688,320 B / (3.35e12 * 0.8) = 6.0021 ms; compute 2*P_matmul = 2*7,504,924,672
        // ... = 15.0 GFLOP / (989.5e12 * 0.5) = 0.030 ms: memory-bound.
        EstimateRequest r = request("llama-3.1-8b", "h100-sxm", Precision::Bf16);
        r.serve = {128, 128, 1};
        const ParameterCount p = countParameters(r.model);
        QCOMPARE(p.matmulActive(), 8030261248.0 - 525336576.0);
        const ServingInputs in = makeServingInputs(r, p, resolveCompute(r.gpu, r.precision));
        const ServingTimes t = servingTimes(in, 1, ServingEfficiency{0.5, 0.8, 0, 0, {}}, {});
        QVERIFY(!t.decodeComputeBound);
        QVERIFY(std::abs(t.decodeStepS / (16085688320.0 / (3.35e12 * 0.8)) - 1) < 1e-9);
    }

    void promptEfficiencySlowsPromptsOnly() {
        // Llama-3.1-8B bf16 on one H100 SXM, 4 096-token prompts, eta_c 0.5, no overheads. The
        // prefill is compute-bound: matmuls 2 x 7,504,924,672 x 4 096 = 61.479 TFLOP, causal
        // attention 4 x 32 layers x 32 heads x 128 x 4 096^2 / 2 = 4.398 TFLOP; 65.877 TFLOP /
        // (989.5e12 x 0.5) = 133.2 ms (the weights stream in 6 ms). At a prompt efficiency of 0.5
        // (vLLM's fitted figure on Blackwell) it takes twice that; a decode step is unchanged.
        EstimateRequest r = request("llama-3.1-8b", "h100-sxm", Precision::Bf16);
        r.serve = {4096, 128, 8};
        const ParameterCount p = countParameters(r.model);
        const ServingInputs in = makeServingInputs(r, p, resolveCompute(r.gpu, r.precision));
        QCOMPARE(in.attnFlopsPerTokenPerContextToken, 4.0 * 32 * 32 * 128);
        ServingEfficiency e{0.5, 0.8, 0, 0, {}};
        const ServingTimes one = servingTimes(in, 8, e, {});
        const double flops = 2.0 * 7504924672.0 * 4096 + 4.0 * 32 * 32 * 128 * 4096.0 * 4096 / 2;
        QVERIFY(std::abs(one.prefillS / (flops / (989.5e12 * 0.5)) - 1) < 1e-9);
        e.prefillEff = 0.5;
        const ServingTimes half = servingTimes(in, 8, e, {});
        QVERIFY(std::abs(half.prefillS / one.prefillS - 2) < 1e-9);
        QCOMPARE(half.decodeStepS, one.decodeStepS);
        // A scheduler pass: 8 decoding rows alone cost the same; with a 2 048-token chunk of a
        // prompt (compute-bound), the chunk's matmuls and attention, 2 x 7,504,924,672 x 2 048 +
        // 524 288 x 2 048^2 / 2 = 31.840 TFLOP, take twice their 64.4 ms.
        PassLoad decode;
        decode.decodeRows = 8;
        decode.decodeContextTokens = 8 * 4160.0;
        ServingEfficiency unit = e;
        unit.prefillEff = 1.0;
        QCOMPARE(passTimeS(in, e, {}, decode), passTimeS(in, unit, {}, decode));
        PassLoad mixed = decode;
        mixed.prefillTokens = 2048;
        mixed.prefillAttentionPairs = 2048.0 * 2048 / 2;
        mixed.prefillContextTokens = 2048;
        mixed.prefillChunks = 1;
        const double chunkS =
            (2.0 * 7504924672.0 * 2048 + 524288.0 * 2048 * 2048 / 2) / (989.5e12 * 0.5);
        QVERIFY(std::abs(passTimeS(in, e, {}, mixed) - passTimeS(in, unit, {}, mixed) - chunkS) <
                1e-9);
    }

    void pcieTensorParallelPaysItsAllReduces() {
        // Llama-3.1-70B on 4 L40S (PCIe Gen4, no NVLink), batch 32. Each decode step runs
        // 2 all-reduces per layer of b*h*2 = 32*8192*2 = 524,288 B. NCCL's ring across PCIe
        // reaches a bus bandwidth of ~20 GB/s of the 32 GB/s Gen4 link
        // (https://github.com/NVIDIA/nccl-tests/issues/178: 20 GB/s across PCIe against 208 over
        // NVLink) and a small all-reduce over PCIe cards takes ~40 us
        // (https://github.com/NVIDIA/nccl/issues/1530):
        //   40e-6 + 2*3/4 * 524288 / 20e9 = 79.32 us, x 2 x 80 layers = 12.691 ms per step.
        // The same layout on an NVLink-class fabric (450 GB/s per direction, 10 us):
        //   10e-6 + 1.5 * 524288 / 450e9 = 11.748 us, x 160 = 1.880 ms per step.
        EstimateRequest r = request("llama-3.1-70b", "l40s", Precision::Fp8);
        r.layout = {4, 4, 1, 1};
        r.serve = {1024, 256, 32};
        const ParameterCount p = countParameters(r.model);
        const ServingEfficiency e{0.5, 0.8, 0, 0, {}, 1.0};
        const ServingTimes pcie =
            servingTimes(makeServingInputs(r, p, resolveCompute(r.gpu, r.precision)), 32, e, {});
        QVERIFY2(std::abs(pcie.decodeCommS / 12.691e-3 - 1) < 1e-3,
                 qPrintable(QString::number(pcie.decodeCommS)));
        EstimateRequest linked = r;
        linked.gpu.scaleUp = {"nvlink", 450e9, 8};
        const ServingTimes nvlink = servingTimes(
            makeServingInputs(linked, p, resolveCompute(linked.gpu, linked.precision)), 32, e, {});
        QVERIFY2(std::abs(nvlink.decodeCommS / 1.880e-3 - 1) < 1e-3,
                 qPrintable(QString::number(nvlink.decodeCommS)));
        // Everything else is equal: per GPU the PCIe layout is slower by exactly the difference.
        QVERIFY(std::abs((pcie.decodeStepS - nvlink.decodeStepS) / (12.691e-3 - 1.880e-3) - 1) <
                1e-3);
        QVERIFY(pcie.outputTokensPerS < nvlink.outputTokensPerS);

        // H100 PCIe's NVLink bridge joins pairs: tp 4 rides PCIe Gen5 (64 GB/s -> 40 GB/s).
        EstimateRequest h = request("llama-3.1-70b", "h100-pcie", Precision::Fp8);
        h.layout = {4, 4, 1, 1};
        const ServingInputs hin = makeServingInputs(h, p, resolveCompute(h.gpu, h.precision));
        QCOMPARE(hin.linkBytesPerS, 40e9);
        h.layout = {2, 2, 1, 1};
        QCOMPARE(makeServingInputs(h, p, resolveCompute(h.gpu, h.precision)).linkBytesPerS, 300e9);
    }

    void fullMeshGivesAGroupItsOwnLinks() {
        // MI300X: 7 Infinity Fabric links of 64 GB/s per direction, one to each peer of the
        // 8-GPU mesh (448 GB/s in all; the catalog cites ROCm docs, gpu-arch/mi300.md). A group of
        // n uses its n-1 links to the others: TP 2 64 GB/s, TP 4 3 x 64 = 192 GB/s, TP 8 448 GB/s.
        // NVLink through NVSwitch gives any group the whole 450 GB/s.
        EstimateRequest r = request("llama-3.1-70b", "mi300x", Precision::Fp8);
        const ParameterCount p = countParameters(r.model);
        for (const auto& [tp, expected] : {std::pair{2, 64e9}, {4, 192e9}, {8, 448e9}}) {
            r.layout = {tp, tp, 1, 1};
            const ServingInputs in = makeServingInputs(r, p, resolveCompute(r.gpu, r.precision));
            QVERIFY2(std::abs(in.linkBytesPerS / expected - 1) < 1e-9,
                     qPrintable(QString::number(in.linkBytesPerS)));
            QCOMPARE(in.link, TpLink::Fabric);
        }
        EstimateRequest h = request("llama-3.1-70b", "h100-sxm", Precision::Fp8);
        h.layout = {2, 2, 1, 1};
        QCOMPARE(makeServingInputs(h, p, resolveCompute(h.gpu, h.precision)).linkBytesPerS, 450e9);
    }

    void powerCappedPartsSustainLowerClocks() {
        // H100 SXM: 700 W for 989.5 dense bf16 TFLOP/s is Hopper's reference. H100 PCIe needs
        // 756.5 * 700 / 989.5 = 535.2 W at boost and has 350 W: (350 / 535.2)^(1/3) = 0.8680.
        const double ref = 700.0 / 989.5e12;
        QVERIFY(std::abs(sustainedClockFraction(*m_catalog.findGpu("h100-pcie"), ref) / 0.8680 -
                         1) < 1e-3);
        QCOMPARE(sustainedClockFraction(*m_catalog.findGpu("h100-sxm"), ref), 1.0);
        QCOMPARE(sustainedClockFraction(*m_catalog.findGpu("h100-pcie"), 0.0), 1.0);
        // The bundled table derives the reference from the catalog and applies it.
        const EfficiencyChoice sxm = m_catalog.efficiency.choose(*m_catalog.findGpu("h100-sxm"),
                                                                 ComputeKind::Fp8, Engine::Vllm);
        const EfficiencyChoice pcie = m_catalog.efficiency.choose(*m_catalog.findGpu("h100-pcie"),
                                                                  ComputeKind::Fp8, Engine::Vllm);
        QVERIFY(std::abs(pcie.clockFraction / 0.8680 - 1) < 1e-3);
        QVERIFY(std::abs(pcie.serving.computeEff / sxm.serving.computeEff / 0.8680 - 1) < 1e-3);
    }

    void decodeTurnsComputeBoundAtCrossover() {
        // Short context so KV reads stay small: crossover where 2*P*b/(F*eta_c) equals
        // (W + b*kv)/(BW*eta_m); with fp8 on H100 (F 1979e12) it lies at a few hundred.
        EstimateRequest r = request("llama-3.1-8b", "h100-sxm", Precision::Fp8);
        r.kvPrecision = Precision::Fp8;
        r.serve = {64, 64, 1};
        const ParameterCount p = countParameters(r.model);
        const ServingInputs in = makeServingInputs(r, p, resolveCompute(r.gpu, r.precision));
        const ServingEfficiency e{0.5, 0.8, 0, 0, {}};
        const double b = decodeCrossoverBatch(in, e);
        QVERIFY(b > 100 && b < 1000);
        QVERIFY(servingTimes(in, b + 1, e, {}).decodeComputeBound);
        QVERIFY(!servingTimes(in, b - 2, e, {}).decodeComputeBound);
    }

    void throughputIsConcurrencyOverTpot() {
        EstimateRequest r = request("llama-3.1-70b", "h100-sxm", Precision::Fp8);
        r.layout = {4, 2, 1, 1}; // 2 replicas of TP 2
        r.serve = {2048, 512, 32};
        auto e = estimate(r, m_catalog.efficiency);
        QVERIFY(e.ok());
        QCOMPARE(e->serve.replicas, 2);
        const double perReplica = 32.0 / e->serve.tpotS.value;
        QVERIFY(std::abs(e->serve.outputTokensPerS.value / (2 * perReplica) - 1) < 1e-9);
        QVERIFY(
            std::abs(e->serve.outputTokensPerSPerGpu.value * 4 / e->serve.outputTokensPerS.value -
                     1) < 1e-12);
        // Every time and rate carries a band around it.
        QVERIFY(e->serve.ttftS.low < e->serve.ttftS.value &&
                e->serve.ttftS.value < e->serve.ttftS.high);
        QVERIFY(e->serve.outputTokensPerS.low < e->serve.outputTokensPerS.value);
    }

    void trainingStepFromMfu() {
        // Llama-3.1-8B on 8 H100 SXM (the hopper reference board: full clock), bf16, TP 1,
        // DP 8, s 4096, global batch 32, micro-batch 1: 4 micro-batches per GPU, tokens 131,072;
        // model FLOPs/token 6*P_matmul + 12*L*a*d_h*s = 6*7,504,924,672 + 12*32*4096*4096.
        //   matmuls     = tokens * FLOPs/token / (8 * 989.5e12 * matmul_eff)
        //   non-matmul  = 4 micro-batches * 4096 tokens * 32 layers * B * 4096 / 3.35e12 B/s
        //   all-reduces = 0 (TP 1); no pipeline, no bubble.
        EstimateRequest r = request("llama-3.1-8b", "h100-sxm", Precision::Bf16);
        r.mode = Mode::Train;
        r.layout.gpus = 8;
        r.train.seqLen = 4096;
        r.train.globalBatch = 32;
        r.train.microBatch = 1;
        auto e = estimate(r, m_catalog.efficiency);
        QVERIFY(e.ok());
        const TrainingEfficiency& fit = m_catalog.efficiency.training.at("hopper");
        const double flops = 6 * 7504924672.0 + 12.0 * 32 * 4096 * 4096;
        const double matmulS = 131072.0 * flops / (8 * 989.5e12 * fit.matmulEff);
        const double nonMatmulS = 4.0 * 4096 * 32 * fit.nonMatmulBytes * 4096 / 3.35e12;
        QVERIFY(std::abs(e->train.parts.matmulS / matmulS - 1) < 1e-9);
        QVERIFY(std::abs(e->train.parts.nonMatmulS / nonMatmulS - 1) < 1e-9);
        QCOMPARE(e->train.parts.tpCommS, 0.0);
        QCOMPARE(e->train.parts.bubbleS, 0.0);
        QVERIFY(std::abs(e->train.stepTimeS.value / (matmulS + nonMatmulS) - 1) < 1e-9);
        // MFU = model FLOPs / (step * GPUs * peak) = matmul_eff / (1 + non-matmul / matmuls).
        QVERIFY(std::abs(e->train.mfu / (fit.matmulEff * matmulS / (matmulS + nonMatmulS)) - 1) <
                1e-9);

        // TP 8 on the same 8 GPUs: DP 1, 32 micro-batches; the matmuls and the non-matmul work
        // per GPU are the same, plus 4 all-reduces per layer and micro-batch of 4096 x 4096
        // bf16 values over NVLink (450 GB/s per direction, 10 us each):
        //   32 * 32 * 4 * (10e-6 + 2 * 7/8 * 33,554,432 B / 450e9) = 0.57544 s.
        r.layout.tp = 8;
        auto tp8 = estimate(r, m_catalog.efficiency);
        QVERIFY(tp8.ok());
        const double commS = 32.0 * 32 * 4 * (10e-6 + 2 * 7.0 / 8 * 4096 * 4096 * 2 / 450e9);
        QVERIFY(std::abs(commS - 0.57544) < 1e-5);
        QVERIFY(std::abs(tp8->train.parts.tpCommS / commS - 1) < 1e-9);
        QVERIFY(std::abs(tp8->train.stepTimeS.value / (matmulS + nonMatmulS + commS) - 1) < 1e-9);
        QVERIFY(tp8->train.mfu < e->train.mfu);

        // FP8: the matmuls at the fp8 peak, at the bf16 fit's efficiency times the serving fit's
        // fp8/bf16 eta_c ratio on Hopper; the non-matmul work unchanged. NVIDIA's Megatron-Bridge
        // performance tuning guide ("Low Precision Training") expects 1.2-1.5x over bf16 from
        // FP8 linear layers, less for small hidden sizes; Megatron-LM issue #396 measured 1.42x
        // on a 13B GPT (0.34 s -> 0.24 s a step).
        r.layout.tp = 1;
        r.precision = Precision::Fp8;
        auto fp8 = estimate(r, m_catalog.efficiency);
        QVERIFY(fp8.ok());
        const auto& serving = m_catalog.efficiency.serving;
        const double ratio =
            serving.at("hopper/fp8").computeEff / serving.at("hopper/bf16").computeEff;
        QVERIFY(ratio > 0.7 && ratio < 1.0);
        const double fp8Peak = m_catalog.findGpu("h100-sxm")->flopsPerS(ComputeKind::Fp8);
        QVERIFY(std::abs(fp8->train.parts.matmulS /
                             (131072.0 * flops / (8 * fp8Peak * fit.matmulEff * ratio)) -
                         1) < 1e-9);
        QVERIFY(std::abs(fp8->train.parts.nonMatmulS / nonMatmulS - 1) < 1e-9);
        const double speedUp = e->train.stepTimeS.value / fp8->train.stepTimeS.value;
        QVERIFY2(speedUp > 1.2 && speedUp < 1.5, qPrintable(QString::number(speedUp)));

        // Full recompute adds a forward pass: slower step, lower model FLOPs utilization.
        r.precision = Precision::Bf16;
        r.train.recompute = Recompute::Full;
        auto full = estimate(r, m_catalog.efficiency);
        QVERIFY(full->train.stepTimeS.value > e->train.stepTimeS.value);
        QVERIFY(full->train.mfu < e->train.mfu);
    }

    void meshFabricGivesATrainingGroupItsOwnLinks() {
        // MI300X: Infinity Fabric full mesh, 7 links of 64 GB/s per direction (448 GB/s in all).
        // Llama-3.1-8B training at TP 2 on 8 GPUs (DP 4, s 4096, global batch 32: 8 micro-batches
        // per GPU): the pair all-reduces over its one link, 4 per layer and micro-batch of
        // 4096 x 4096 bf16 values: 8 x 32 x 4 x (10 us + 2 x 1/2 x 33,554,432 B / 64e9) =
        // 0.5471 s. At TP 8 every link is in the ring: 448 GB/s.
        EstimateRequest r = training("llama-3.1-8b", "mi300x", {8, 2, 1, 1});
        auto tp2 = estimate(r, m_catalog.efficiency);
        QVERIFY(tp2.ok());
        const double tp2S = 8.0 * 32 * 4 * (10e-6 + 33554432.0 / 64e9);
        QVERIFY(std::abs(tp2S - 0.5471) < 1e-4);
        QVERIFY(std::abs(tp2->train.parts.tpCommS / tp2S - 1) < 1e-9);
        r.layout.tp = 8;
        auto tp8 = estimate(r, m_catalog.efficiency);
        QVERIFY(tp8.ok());
        const double tp8S = 32.0 * 32 * 4 * (10e-6 + 2 * 7.0 / 8 * 33554432.0 / 448e9);
        QVERIFY(std::abs(tp8->train.parts.tpCommS / tp8S - 1) < 1e-9);
    }

    void mi300xTrainsAtItsMeasuredGemmRatio() {
        // No MI300X training run is in the calibration set: its matmuls run at hopper's fitted
        // efficiency x 0.667, the ratio of the two GPUs' FP8 GEMM efficiency on Azure's
        // AI-benchmarking-guide (tst_Calibration): 0.443376 / 0.664490, the MI300X's figure
        // measured at its own sustained clock. Llama-3.1-8B bf16 on one GPU, s 4096, global
        // batch 32: 131,072 tokens a step.
        EstimateRequest r = training("llama-3.1-8b", "mi300x", {1, 1, 1, 1});
        auto mi = estimate(r, m_catalog.efficiency);
        QVERIFY(mi.ok());
        const auto& t = m_catalog.efficiency.training;
        const double eff = t.at("hopper").matmulEff * 0.443376 / 0.664490;
        const double flops = 6 * 7504924672.0 + 12.0 * 32 * 4096 * 4096;
        QVERIFY(std::abs(mi->train.parts.matmulS / (131072.0 * flops / (1307.4e12 * eff)) - 1) <
                1e-5);
        QVERIFY(!mi->efficiency.trainingCalibrated);
        // An H200 trains it faster, as a public single-GPU comparison measured (H200 1.32-1.40x
        // the MI300X on an 8B model in bf16; github.com/alpharomercoma/MI300X-vs-H200,
        // REPORT.md): the MI300X's larger peak and bandwidth do not make up for its GEMMs. We
        // predict 1.07x, still short of that (the ratio is of FP8 GEMMs; ROCm's attention and
        // elementwise kernels are taken as efficient as CUDA's). Before the GEMM ratio the
        // MI300X borrowed the fitted families' median efficiency and came out 1.09x faster.
        r.gpu = *m_catalog.findGpu("h200-sxm");
        auto h200 = estimate(r, m_catalog.efficiency);
        QVERIFY(h200.ok());
        const double faster = mi->train.stepTimeS.value / h200->train.stepTimeS.value;
        QVERIFY2(faster > 1.05 && faster < 1.5, qPrintable(QString::number(faster)));
    }

    void expertAllToAllsInTheTrainingStep() {
        // Mixtral 8x7B (32 MoE layers, hidden 4096, top-2) on 8 H100, EP 8, TP 1, DP 8, s 4096,
        // global batch 32: 4 micro-batches of 4096 tokens. Each all-to-all sends 7/8 of
        // 4096 x 2 x 4096 bf16 values = 58,720,256 B at 450 GB/s + 10 us = 140.49 us; 4 per
        // layer (dispatch and combine, forward and backward): 4 x 32 x 4 x 140.49 us = 71.93 ms.
        EstimateRequest r = training("mixtral-8x7b", "h100-sxm", {8, 1, 1, 8});
        auto e = estimate(r, m_catalog.efficiency);
        QVERIFY2(e.ok(), e ? "" : e.error().message.c_str());
        const double perAllToAll = 10e-6 + 7.0 / 8 * 4096 * 2 * 4096 * 2 / 450e9;
        QVERIFY(std::abs(perAllToAll - 140.49e-6) < 0.01e-6);
        QVERIFY(std::abs(e->train.parts.expertCommS / (4.0 * 32 * 4 * perAllToAll) - 1) < 1e-9);
        // EP 1: no all-to-all; the warning says what the step leaves out either way.
        r.layout.ep = 1;
        auto ep1 = estimate(r, m_catalog.efficiency);
        QVERIFY(ep1.ok());
        QCOMPARE(ep1->train.parts.expertCommS, 0.0);
        QVERIFY(ep1->train.stepTimeS.value < e->train.stepTimeS.value);
        bool warned = false;
        for (const Phrase& w : e->warnings)
            warned = warned || w.english().find("mixture of experts") != std::string::npos;
        QVERIFY(warned);
    }

    void fp8TrainingNeedsFp8TensorCores() {
        // A100 has no fp8 tensor cores: fp8 training (Transformer Engine's recipe) is refused,
        // naming the field, rather than costed as a dequantized serving model.
        EstimateRequest r = request("llama-3.1-8b", "a100-sxm-80gb", Precision::Fp8);
        r.mode = Mode::Train;
        r.layout.gpus = 8;
        auto e = estimate(r, m_catalog.efficiency);
        QVERIFY(!e.ok());
        QCOMPARE(QString::fromStdString(e.error().field), QStringLiteral("precision"));
        QVERIFY(e.error().message.find("a100-sxm-80gb") != std::string::npos);
    }

    void badInputNamesTheField_data() {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<double>("inputTokens");
        QTest::addColumn<QString>("field");
        QTest::newRow("tp does not divide 64 heads")
            << 3 << 3 << 1 << 1024.0 << QStringLiteral("tp");
        QTest::newRow("gpus not a multiple of tp*pp")
            << 6 << 4 << 1 << 1024.0 << QStringLiteral("gpus");
        QTest::newRow("pp above layers") << 96 << 1 << 96 << 1024.0 << QStringLiteral("pp");
        QTest::newRow("negative tokens") << 1 << 1 << 1 << -5.0 << QStringLiteral("input_tokens");
        QTest::newRow("beyond context")
            << 1 << 1 << 1 << 200000.0 << QStringLiteral("input_tokens");
    }
    void badInputNamesTheField() {
        QFETCH(int, gpus);
        QFETCH(int, tp);
        QFETCH(int, pp);
        QFETCH(double, inputTokens);
        QFETCH(QString, field);
        EstimateRequest r = request("llama-3.1-70b", "h100-sxm", Precision::Bf16);
        r.layout = {gpus, tp, pp, 1};
        r.serve.inputTokens = inputTokens;
        auto e = estimate(r, m_catalog.efficiency);
        QVERIFY(!e.ok());
        QCOMPARE(QString::fromStdString(e.error().field), field);
    }

    void nonNativePrecisionWarns() {
        EstimateRequest r = request("llama-3.1-8b", "a100-sxm-80gb", Precision::Fp8);
        auto e = estimate(r, m_catalog.efficiency);
        QVERIFY(e.ok());
        QVERIFY(!e->compute.native);
        QVERIFY(!e->warnings.empty());
    }

    void imageModels() {
        EstimateRequest vit = request("vit-l-16", "l4", Precision::Fp16);
        vit.serve.concurrency = 32;
        auto v = estimate(vit, m_catalog.efficiency);
        QVERIFY(v.ok());
        QVERIFY(v->serve.imagesPerS.value > 0);
        QVERIFY(v->memory.fits);
        EstimateRequest flux = request("flux.1-dev", "l4", Precision::Bf16);
        auto f = estimate(flux, m_catalog.efficiency);
        QVERIFY(f.ok());
        // 16.87 B params in bf16 = 33.7 GB: does not fit a 24 GB L4.
        QVERIFY(!f->memory.fits);
    }
};

} // namespace tst_Estimator_suite

QTEST_APPLESS_MAIN(tst_Estimator_suite::TestEstimator)
#include "tst_Estimator.moc"
