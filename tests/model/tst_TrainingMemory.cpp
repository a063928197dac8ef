// Training memory per GPU against published runs and hand calculations written beside each case.
//
// Sources:
//  [MCore]  Megatron Core developer guide, "Distributed Optimizer": bytes per parameter
//           (d = DP) fp16 params + fp16 grads 20 / 4 + 16/d; bf16 params + fp32 grads 18 /
//           6 + 12/d; fp32 16 / 8 + 8/d. Megatron-LM's arguments.py accumulates and reduces bf16
//           gradients in fp32 unless told otherwise.
//  [NVR]    NVIDIA's published recipes: NeMo's bf16_with_fp8_mixed (fp8_params = True,
//           grad_reduce_in_fp32 = False, "NVIDIA recommends False for FP8") and every
//           Megatron-Bridge performance config (grad_reduce_in_fp32 = False), e.g. Llama 3.1
//           405B on 1024 H100: TP8 PP8 CP2 VP8, MBS 1, GBS 512, seq 8192. So 16-bit gradients
//           (2 bytes) and, in FP8, FP8 weights (1 byte) with the fp32 master in the optimizer.
//  [K22]    Korthikanti et al. 2022, "Reducing Activation Recomputation in Large Transformer
//           Models": per-tensor activation count (sec. 4.1, 34·s·b·h per layer for GPT-3 shapes
//           with dropout), sequence parallelism divides it by t, the first 1F1B stage holds L
//           layers' worth (sec. 4.2.3), interleaving multiplies by 1 + (p-1)/(p·m); Table 3
//           runs (175B TP8 PP8 on 64 A100-80GB, 530B TP8 PP35 on 280, 1T TP8 PP64 on 512; seq
//           2048, micro-batch 1).
//  [N21]    Narayanan et al. 2021, "Efficient Large-Scale Language Model Training on GPU
//           Clusters Using Megatron-LM", Table 1: GPT-3 175B on 1024 A100-80GB, TP8 PP16, batch
//           1536.
//  [L3]     Dubey et al. 2024, "The Llama 3 Herd of Models", sec. 3.3.2 and Table 4: 405B on
//           16,384 H100-80GB, TP8 CP1 PP16 DP128, seq 8192, 16M tokens per batch (2048
//           sequences, 16 per DP rank); FSDP shards optimizer states and gradients, not the
//           weights (ZeRO-2); gradients accumulated and reduce-scattered in fp32; one
//           transformer layer fewer on the first and the last stage (126 = 7 + 14 x 8 + 7).
//  [MB]     Megatron-Bridge performance summary, 25.09 container, DGX-H100: Llama 3 8B FP8 on 8
//           GPUs, GBS 128, MBS 1, seq 8192, FSDP 1, TP1 PP1 CP1; Llama 3 70B FP8 on 64, GBS 128,
//           MBS 1, seq 8192, TP4 PP8 VP5.
//  [NeMo]   NeMo performance summary, 24.07 container, DGX-H100, FP8: Llama 2 7B on 8 (TP1,
//           seq 4096, GBS 128, MBS 1), 13B on 16 (TP1 PP4 VP10), 70B on 64 (TP4 PP4 VP20);
//           GPT-3 175B on 128 (TP4 PP8 VP6, seq 2048, GBS 256).
#include "TestSupport.h"
#include "catalog/CalibrationData.h"
#include "catalog/Catalog.h"
#include "model/Estimator.h"
#include "model/TrainingActivations.h"

#include <QtTest>

Q_DECLARE_METATYPE(rightsizer::model::Precision)
Q_DECLARE_METATYPE(rightsizer::model::Recompute)

namespace tst_TrainingMemory_suite {

using namespace rightsizer;
using namespace rightsizer::model;
using rightsizer::test::near;

namespace {

/// A GPT-3-style dense transformer (MHA, 4h GeLU MLP, LayerNorm and biases, tied embeddings,
/// Megatron's padded vocabulary of 51,200), as in [K22] Table 3 and [N21] Table 1.
ModelSpec gptStyle(const char* id, int layers, double hidden, int heads) {
    return rightsizer::catalog::megatronGpt(id, layers, hidden, heads, 51200, 2048);
}

} // namespace

class TestTrainingMemory final : public QObject {
    Q_OBJECT

private:
    catalog::Catalog m_catalog;

    EstimateRequest train(const ModelSpec& model, const char* gpuId, Precision precision,
                          Layout layout, double seqLen, double globalBatch) const {
        EstimateRequest r;
        r.model = model;
        r.gpu = *m_catalog.findGpu(gpuId);
        r.precision = precision;
        r.mode = Mode::Train;
        r.layout = layout;
        r.train.seqLen = seqLen;
        r.train.microBatch = 1;
        r.train.globalBatch = globalBatch;
        return r;
    }
    EstimateRequest train(const char* modelId, const char* gpuId, Precision precision,
                          Layout layout, double seqLen, double globalBatch) const {
        return train(*m_catalog.findModel(modelId), gpuId, precision, layout, seqLen, globalBatch);
    }
    static MemoryBreakdown memory(const EstimateRequest& r) {
        return trainingMemory(r, countParameters(r.model));
    }
    static double states(const MemoryBreakdown& m) {
        return m.weightsBytes + m.gradientsBytes + m.optimizerBytes;
    }

private slots:
    void initTestCase() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        m_catalog = c.value();
    }

    void bytesPerParamFollowTheMegatronTable_data() {
        QTest::addColumn<Precision>("precision");
        QTest::addColumn<int>("zero");
        QTest::addColumn<bool>("fp32Gradients");
        QTest::addColumn<double>("bytesPerParam");
        // [MCore], Llama-3.1-8B on 8 GPUs (d = 8), no pipeline: ZeRO-0 the "non-distributed"
        // column, ZeRO-1 the distributed optimizer's column, with Megatron-LM's fp32 gradients.
        QTest::newRow("bf16 zero-0 fp32 grads") << Precision::Bf16 << 0 << true << 18.0;
        QTest::newRow("bf16 zero-1 fp32 grads: 6 + 12/8") << Precision::Bf16 << 1 << true << 7.5;
        // [NVR] 16-bit gradients: bf16 2 + 2 + 12/8; FP8 weights 1 + 2 + 12/8.
        QTest::newRow("bf16 zero-0: 2 + 2 + 12") << Precision::Bf16 << 0 << false << 16.0;
        QTest::newRow("bf16 zero-1: 4 + 12/8") << Precision::Bf16 << 1 << false << 5.5;
        QTest::newRow("fp8 zero-1: 3 + 12/8") << Precision::Fp8 << 1 << false << 4.5;
        QTest::newRow("fp8 zero-1 fp32 grads: 5 + 12/8") << Precision::Fp8 << 1 << true << 6.5;
        // fp16 keeps fp16 gradients and an fp32 main-gradient copy in the optimizer either way.
        QTest::newRow("fp16 zero-0") << Precision::Fp16 << 0 << false << 20.0;
        QTest::newRow("fp16 zero-1: 4 + 16/8") << Precision::Fp16 << 1 << true << 6.0;
        QTest::newRow("fp32 zero-1: 8 + 8/8") << Precision::Fp32 << 1 << false << 9.0;
    }
    void bytesPerParamFollowTheMegatronTable() {
        QFETCH(Precision, precision);
        QFETCH(int, zero);
        QFETCH(bool, fp32Gradients);
        QFETCH(double, bytesPerParam);
        EstimateRequest r = train("llama-3.1-8b", "h100-sxm", precision, {8, 1, 1, 1}, 4096, 8);
        r.train.zeroStage = zero;
        r.train.fp32Gradients = fp32Gradients;
        const MemoryBreakdown m = memory(r);
        QVERIFY(near(states(m) / 8030261248.0, bytesPerParam, 1e-12));
        QCOMPARE(m.training.paramsPerGpu, 8030261248.0);
    }

    void zeroTwoAndThreeHoldWholeUnitsWhileWorking() {
        // Llama-3.1-8B bf16, DP 8. The largest unit is the embedding / LM head, 128,256 x 4,096
        // = 525,336,576 params (a layer is 218,112,128). ZeRO-2: gradients 4/8 of 8,030,261,248
        // + one unit's unsharded fp32 gradients 4 x 525,336,576. ZeRO-3 also gathers the
        // weights of two units (computing, prefetched): 2/8 x P + 2 x 2 x 525,336,576.
        EstimateRequest r =
            train("llama-3.1-8b", "h100-sxm", Precision::Bf16, {8, 1, 1, 1}, 4096, 8);
        r.train.fp32Gradients = true;
        const double p = 8030261248.0, unit = 525336576.0;
        r.train.zeroStage = 2;
        MemoryBreakdown m = memory(r);
        QVERIFY(near(m.weightsBytes, 2 * p, 1e-12));
        QVERIFY(near(m.gradientsBytes, 4 * p / 8 + 4 * unit, 1e-12));
        QVERIFY(near(m.optimizerBytes, 12 * p / 8, 1e-12));
        r.train.zeroStage = 3;
        m = memory(r);
        QVERIFY(near(m.weightsBytes, 2 * p / 8 + 2 * 2 * unit, 1e-12));
        // Nothing to shard on one GPU: ZeRO-3 then holds the 18 bytes/param of ZeRO-0.
        r.layout.gpus = 1;
        r.train.globalBatch = 1;
        QVERIFY(near(states(memory(r)) / p, 18.0, 1e-12));
    }

    void activationsPerLayer_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<Precision>("precision");
        QTest::addColumn<Recompute>("recompute");
        QTest::addColumn<int>("tp");
        QTest::addColumn<double>("bytesPerSbh"); // bytes / (s·b·h)
        // Per token, in units of h bytes, bf16 (B = e = 2), FlashAttention, no dropout:
        //   attention: norm input 2 + QKV input 2 + Q 2 + O 2 + K,V 2·2·a_kv·d_h/h
        //   MLP: norm input 2 + first matmul input 2 + gate and up 2·2·f/h + down input 2·f/h.
        // Llama-3.1-8B: a_kv·d_h/h = 1024/4096, f/h = 3.5: 8 + 1 + 2 + 2 + 14 + 7 = 34 (the
        // [K22] figure, by coincidence of GQA and the 3.5h SwiGLU).
        QTest::newRow("8b bf16") << "llama-3.1-8b" << Precision::Bf16 << Recompute::Selective << 1
                                 << 34.0;
        // FP8 [Transformer Engine]: the three matmul inputs are saved as FP8 (1 byte) and the
        // output projection keeps an FP8 copy of O: 2+1+2+2+1 + 1 + 2 + 1 + 14 + 3.5 = 29.5.
        QTest::newRow("8b fp8") << "llama-3.1-8b" << Precision::Fp8 << Recompute::Selective << 1
                                << 29.5;
        // Unfused attention ("none") adds the softmax output 2·a·s/h = 2·32·4096/4096 = 64.
        QTest::newRow("8b none") << "llama-3.1-8b" << Precision::Bf16 << Recompute::None << 1
                                 << 98.0;
        // Full recompute keeps the layer input only: 2, split by sequence parallelism.
        QTest::newRow("8b full tp2")
            << "llama-3.1-8b" << Precision::Bf16 << Recompute::Full << 2 << 1.0;
        // Llama-3.1-405B, TP 8 with sequence parallelism: (12 + 6·53248/16384)/8 = 31.5/8, plus
        // K and V of the one KV head per GPU, 2·2·128/16384 = 1/32: 3.96875 (= 31.75/8).
        QTest::newRow("405b tp8") << "llama-3.1-405b" << Precision::Bf16 << Recompute::Selective
                                  << 8 << 3.96875;
        // Llama-3.1-70B at TP 16: 8 KV heads cannot split 16 ways, one is replicated per GPU:
        // (12 + 6·3.5)/16 + 2·2·128/8192 = 2.0625 + 0.0625.
        QTest::newRow("70b tp16") << "llama-3.1-70b" << Precision::Bf16 << Recompute::Selective
                                  << 16 << 2.125;
        // GPT-3 175B shapes (MHA, GeLU f = 4h): 2+2+2+2+4 + 2 + 2 + 2·4 + 2·4 = 32, [K22]'s
        // 34 without its two 1-byte dropout masks.
        QTest::newRow("gpt-3 shapes")
            << "gpt-175b" << Precision::Bf16 << Recompute::Selective << 1 << 32.0;
    }
    void activationsPerLayer() {
        QFETCH(QString, model);
        QFETCH(Precision, precision);
        QFETCH(Recompute, recompute);
        QFETCH(int, tp);
        QFETCH(double, bytesPerSbh);
        const ModelSpec m = model == QLatin1String("gpt-175b")
                                ? gptStyle("gpt-175b", 96, 12288, 96)
                                : *m_catalog.findModel(model.toStdString());
        const double s = 4096, b = 2;
        QVERIFY(near(activationBytesPerLayer(m, s, b, precision, recompute, tp),
                     bytesPerSbh * s * b * m.hidden, 1e-12));
    }

    void activationSetsUnderOneFOneB_data() {
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("vp");
        QTest::addColumn<double>("microBatches");
        QTest::addColumn<int>("stage");
        QTest::addColumn<double>("sets");
        // pp 1: micro-batches run one after another; one set of every layer.
        QTest::newRow("pp1") << 32 << 1 << 1 << 16.0 << 0 << 32.0;
        // [L3] 126 layers, PP 16 (7 + 14 x 8 + 7), 16 micro-batches: stage 0 holds 16 x 7 = 112,
        // stage 1 15 x 8 = 120 (the most), the last one micro-batch of its 7 layers.
        QTest::newRow("405b first") << 126 << 16 << 1 << 16.0 << 0 << 112.0;
        QTest::newRow("405b second") << 126 << 16 << 1 << 16.0 << 1 << 120.0;
        QTest::newRow("405b last") << 126 << 16 << 1 << 16.0 << 15 << 7.0;
        // An even split holds L layers' worth on stage 0 ([K22] sec. 4.2.3): 128 / 16 x 16.
        QTest::newRow("even first") << 128 << 16 << 1 << 16.0 << 0 << 128.0;
        // Fewer micro-batches than stages: only 4 are ever in flight, 4 x 7.
        QTest::newRow("m < pp") << 126 << 16 << 1 << 4.0 << 0 << 28.0;
        // Interleaved [MB 70B]: 80 layers, PP 8, VP 5, 64 micro-batches: warm-up 2·7 + 4·8 = 46
        // chunks + the one in flight = 47 chunks of 2 layers = 94 = 80·(1 + 7/40) ([K22]).
        QTest::newRow("interleaved") << 80 << 8 << 5 << 64.0 << 0 << 94.0;
        // m = pp with interleaving: Megatron runs every forward first, m·v chunks = L.
        QTest::newRow("interleaved m = pp") << 32 << 4 << 2 << 4.0 << 0 << 32.0;
    }
    void activationSetsUnderOneFOneB() {
        QFETCH(int, layers);
        QFETCH(int, pp);
        QFETCH(int, vp);
        QFETCH(double, microBatches);
        QFETCH(int, stage);
        QFETCH(double, sets);
        QVERIFY(near(activationSetsHeld(layers, pp, vp, microBatches, stage), sets, 1e-12));
    }

    void pipelineStagesSplitTheLayers() {
        // [L3]: 126 layers over 16 stages, one fewer on the first and the last: 7, 8 x 14, 7.
        QCOMPARE(pipelineStageLayers(126, 16, 0), 7);
        QCOMPARE(pipelineStageLayers(126, 16, 1), 8);
        QCOMPARE(pipelineStageLayers(126, 16, 14), 8);
        QCOMPARE(pipelineStageLayers(126, 16, 15), 7);
        // 80 over 3: 26 + 27 + 27 (the remainder 2 goes to the middle, then the last stage).
        QCOMPARE(pipelineStageLayers(80, 3, 0), 26);
        QCOMPARE(pipelineStageLayers(80, 3, 1), 27);
        QCOMPARE(pipelineStageLayers(80, 3, 2), 27);
        // Even splits stay even; every split adds up to the layers.
        QCOMPARE(pipelineStageLayers(80, 8, 0), 10);
        for (const auto& [layers, pp] : {std::pair{126, 16}, {80, 3}, {61, 8}, {32, 32}, {7, 4}}) {
            int sum = 0;
            for (int i = 0; i < pp; ++i)
                sum += pipelineStageLayers(layers, pp, i);
            QCOMPARE(sum, layers);
        }
    }

    void llama3_405bOn16kH100Fits() {
        // [L3]: 405B, 16,384 H100-80GB, TP 8, PP 16, DP 128, seq 8192, micro-batch 1, 2048
        // sequences per step (16 micro-batches per DP rank), bf16. Stages hold 7, 8 x 14, 7
        // layers of 401,650,696,192 / 126 / TP 8 = 398,462,992 params per GPU each.
        // Defaults (ZeRO-1, 16-bit gradients [NVR]); stage 1 (index 1) is the fullest:
        //   params 8 x 398,462,992 = 3,187,703,936
        //   weights 2 x 3,187,703,936 = 6,375,407,872 B; gradients the same
        //   optimizer 12/128 x 3,187,703,936 = 298,847,244 B
        //   activations 15 micro-batches x 8 layers = 120 sets x 31.75 x 8192 x 16384 / 8
        //               = 120 x 532,676,608 B = 63,921,192,960 B
        //   overhead 1.5 + 0.5 GiB; total 79,118,339,596 B = 73.68 GiB
        //   usable 0.95 x 81,559 MiB = 81.24e9 B = 75.7 GiB: fits with 2.0 GiB to spare.
        // Stage 0: 7 layers + embedding 128,256 x 16,384 / 8 = 3,051,909,232 params, 16 x 7 =
        // 112 sets: 69.2 GiB.
        EstimateRequest r =
            train("llama-3.1-405b", "h100-sxm", Precision::Bf16, {16384, 8, 16, 1}, 8192, 2048);
        MemoryBreakdown m = memory(r);
        QCOMPARE(m.training.stage, PipelineStage::Middle);
        QCOMPARE(m.training.stageIndex, 1);
        QCOMPARE(m.training.stageLayers, 8);
        QVERIFY(near(m.training.paramsPerGpu, 3187703936.0, 1e-9));
        QVERIFY(near(states(m), 2 * 6375407872.0 + 298847244.0, 1e-9));
        QVERIFY(near(m.training.activationSets, 120.0, 1e-12));
        QVERIFY(near(m.activationsBytes, 120 * 532676608.0, 1e-12));
        QVERIFY(near(m.totalPerGpuBytes, 79118339596.0, 1e-9));
        QVERIFY2(m.fits, "Llama 3 405B ran on this layout");
        QCOMPARE(largestPart(m).first, MemoryPart::Activations);
        // As the paper ran it: fp32 gradients sharded by FSDP (ZeRO-2). Stage 1: gradients
        // 4/128 x 3,187,703,936 + one layer's unsharded 4 x 398,462,992 = 1,693,467,716 B;
        // total 74,436,399,440 B = 69.3 GiB.
        r.train.fp32Gradients = true;
        r.train.zeroStage = 2;
        m = memory(r);
        QCOMPARE(m.training.stageIndex, 1);
        QVERIFY(near(m.totalPerGpuBytes, 74436399440.0, 1e-9));
        QVERIFY(m.fits);
        // Megatron-LM's own defaults (fp32 gradients, unsharded): 4 x 3.19e9 = 12.75e9 B of
        // gradients, 79.6 GiB: does not fit.
        r.train.zeroStage = 1;
        m = memory(r);
        QVERIFY(near(m.totalPerGpuBytes / kGiB, 79.622, 1e-4));
        QVERIFY(!m.fits);
    }

    void llama31_405bWithContextParallelFits() {
        // [NVR] Llama 3.1 405B on 1024 H100: TP 8, PP 8, CP 2, VP 8, MBS 1, GBS 512, seq 8192;
        // DP = 1024 / 128 = 8, 64 micro-batches per DP rank. The optimizer shards over DP x CP
        // = 16. 126 layers over 8 stages: 15, 16 x 6, 15; stage 1 (16 layers, 8 chunks of 2):
        //   params 16 x 398,462,992 = 6,375,407,872: weights and gradients 2 B each,
        //     25,501,631,488 B; optimizer 12/16 x = 4,781,555,904 B
        //   activations per layer 532,676,608 / CP 2 = 266,338,304 B; chunks held
        //     min(64 x 8, 2 x 6 + 7 x 8 + 1 = 69) of 2 layers = 138 sets: 36,754,685,952 B
        //   + 2 GiB: 69,185,356,992 B = 64.4 GiB of 75.7: fits.
        EstimateRequest r =
            train("llama-3.1-405b", "h100-sxm", Precision::Bf16, {1024, 8, 8, 1}, 8192, 512);
        r.train.contextParallel = 2;
        r.train.virtualStages = 8;
        QVERIFY(validateRequest(r).ok());
        const MemoryBreakdown m = memory(r);
        QCOMPARE(m.training.stageIndex, 1);
        QVERIFY(near(m.training.activationBytesPerLayer, 266338304.0, 1e-12));
        QVERIFY(near(m.training.activationSets, 138.0, 1e-12));
        QVERIFY(near(m.optimizerBytes, 12.0 / 16 * 6375407872.0, 1e-9));
        QVERIFY(near(m.totalPerGpuBytes,
                     25501631488.0 + 4781555904.0 + 138 * 266338304.0 + 2 * kGiB, 1e-9));
        QVERIFY(m.fits);
        // Without CP the same 1024 GPUs are DP 16 and every GPU holds whole sequences: the
        // activations double and it no longer fits.
        r.train.contextParallel = 1;
        QVERIFY(!memory(r).fits);
        // CP must divide the GPUs and split the sequence into 2 x cp equal chunks.
        r.train.contextParallel = 3;
        QVERIFY(!validateRequest(r).ok());
        r.train.contextParallel = 2;
        r.train.seqLen = 8190;
        QVERIFY(!validateRequest(r).ok());
    }

    void llama3_8bFp8On8H100Fits() {
        // [MB]: Llama 3 8B FP8 on 8 H100-80GB, TP 1, seq 8192, micro-batch 1, GBS 128.
        // Defaults (ZeRO-1, FP8 weights and 16-bit gradients [NVR]), DP 8:
        //   states (1 + 2 + 12/8) x 8,030,261,248 = 36,136,175,616 B (33.7 GiB)
        //   activations 32 layers x 29.5 x 8192 x 4096 = 31,675,383,808 B (29.5 GiB)
        //   logits 8192 x 128,256 x (2 + 4) = 6,304,038,912 B (5.87 GiB)
        //   overhead 2 GiB; total 76,263,081,984 B = 71.0 GiB of 75.7 usable.
        EstimateRequest r =
            train("llama-3.1-8b", "h100-sxm", Precision::Fp8, {8, 1, 1, 1}, 8192, 128);
        MemoryBreakdown m = memory(r);
        QCOMPARE(m.training.stage, PipelineStage::Only);
        QVERIFY(near(states(m), 36136175616.0, 1e-12));
        QVERIFY(near(m.activationsBytes, 31675383808.0 + 6304038912.0, 1e-12));
        QVERIFY(near(m.training.logitsBytes, 6304038912.0, 1e-12));
        QVERIFY(near(m.totalPerGpuBytes, 76263081984.0, 1e-12));
        QVERIFY2(m.fits, "NeMo and Megatron-Bridge run this on 8 H100");
        // With FSDP, as Megatron-Bridge 25.09 runs it (ZeRO-3): 1/8 + 2/8 + 12/8 of the params
        // + two gathered 525,336,576-param units of FP8 weights and one of 16-bit gradients
        // ((2 x 1 + 2) x 525,336,576) = 17,158,086,144 B: 53.4 GiB in all.
        r.train.zeroStage = 3;
        m = memory(r);
        QVERIFY(near(states(m), 17158086144.0, 1e-12));
        QVERIFY(near(m.totalPerGpuBytes / kGiB, 53.351, 1e-4));
        QCOMPARE(largestPart(m).first, MemoryPart::Activations);
        // Megatron-LM's fp32 gradients at ZeRO-1 (6.5 bytes/param): 86.0 GiB, does not fit.
        r.train.zeroStage = 1;
        r.train.fp32Gradients = true;
        QVERIFY(!memory(r).fits);
    }

    void publishedRunsFit_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<Precision>("precision");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("vp");
        QTest::addColumn<double>("seqLen");
        QTest::addColumn<double>("globalBatch");
        QTest::addColumn<bool>("fp32Gradients");
        QTest::addColumn<double>("expectedGiB"); // hand-worked total per GPU
        // Each total: first-stage params x bytes/param + activation sets x bytes per layer
        // (+ logits on a single stage) + 2 GiB overhead; the usable memory is 0.95 x 79.6 GiB
        // = 75.7 GiB on H100, 0.95 x 80 GiB = 76 GiB on A100-80GB. ZeRO-1 throughout. NVIDIA's
        // FP8 recipes keep FP8 weights and 16-bit gradients ([NVR], 3 + 12/d bytes/param); the
        // 2021-22 Megatron-LM runs on A100 kept fp32 gradients ([MCore] 6 + 12/d).
        // [MB] 70B, DP 2: (68.45e9 layers / 8 + 1.05e9 embedding) / 4 = 2.402e9 params x
        // (3 + 12/2) = 20.1 GiB; FP8 per layer (11 + 5 x 3.5)/4 + 2 KV heads 0.125 = 7.25 x 8192 x
        // 8192 = 486.5e6 B x 94 sets = 42.6 GiB.
        QTest::newRow("llama3-70b 64 H100 fp8 TP4 PP8 VP5")
            << "llama-3.1-70b"
            << "h100-sxm" << Precision::Fp8 << 64 << 4 << 8 << 5 << 8192.0 << 128.0 << false
            << 64.725;
        // [NeMo] Llama 2 70B, DP 4: 4.344e9 params x (3 + 12/4) = 24.3 GiB; 7.25 x 4096 x 8192 =
        // 243.3e6 B x 83 sets (32 micro-batches, VP 20: 2·3 + 19·4 + 1 one-layer chunks) = 18.8
        // GiB.
        QTest::newRow("llama2-70b 64 H100 fp8 TP4 PP4 VP20")
            << "llama-2-70b"
            << "h100-sxm" << Precision::Fp8 << 64 << 4 << 4 << 20 << 4096.0 << 128.0 << false
            << 45.078;
        // [NeMo] Llama 2 7B (MHA), DP 8: 6.738e9 x 4.5 = 28.2 GiB; FP8 per layer 12 + 2 + 1 +
        // 5 x 2.6875 = 28.44 x 4096 x 4096 x 32 = 14.2 GiB; logits 4096 x 32,000 x 6 = 0.73 GiB.
        QTest::newRow("llama2-7b 8 H100 fp8") << "llama-2-7b"
                                              << "h100-sxm" << Precision::Fp8 << 8 << 1 << 1 << 1
                                              << 4096.0 << 128.0 << false << 45.192;
        // [NeMo] Llama 2 13B, DP 4: (12.69e9 / 4 + 0.164e9) = 3.336e9 params x 6 = 18.6 GiB;
        // 28.5 x 4096 x 5120 = 597.7e6 B x 43 one-layer chunks (2·3 + 9·4 + 1) = 23.9 GiB.
        QTest::newRow("llama2-13b 16 H100 fp8 PP4 VP10")
            << "llama-2-13b"
            << "h100-sxm" << Precision::Fp8 << 16 << 1 << 4 << 10 << 4096.0 << 128.0 << false
            << 44.576;
        // [N21] GPT-3 175B fp16, DP 8: (173.96e9 / 16 + 0.629e9 embedding) / 8 = 1.438e9 params
        // x (4 + 16/8) = 8.0 GiB; 32 x 2048 x 12288 / 8 = 100.7e6 B x 96 sets = 9.0 GiB.
        QTest::newRow("gpt-3 175B 1024 A100 TP8 PP16")
            << "gpt-175b"
            << "a100-sxm-80gb" << Precision::Fp16 << 1024 << 8 << 16 << 1 << 2048.0 << 1536.0
            << true << 19.03;
        // [K22] Table 3, DP 1 (18 bytes/param, nothing to shard), selective recompute + SP:
        // 175B: 2.797e9 params x 18 = 46.9 GiB + 96 x 100.7e6 B = 9.0 GiB.
        QTest::newRow("gpt-3 175B 64 A100 TP8 PP8") << "gpt-175b"
                                                    << "a100-sxm-80gb" << Precision::Bf16 << 64 << 8
                                                    << 8 << 1 << 2048.0 << 64.0 << true << 57.89;
        // 530B: (528.5e9 / 35 + 1.049e9) / 8 = 2.019e9 x 18 = 33.8 GiB; 32 x 2048 x 20480 / 8 =
        // 167.8e6 B x 105 = 16.4 GiB.
        QTest::newRow("mt-nlg 530B 280 A100 TP8 PP35")
            << "gpt-530b"
            << "a100-sxm-80gb" << Precision::Bf16 << 280 << 8 << 35 << 1 << 2048.0 << 280.0 << true
            << 52.25;
        // 1T: (1006.7e9 / 64 + 1.311e9) / 8 = 2.130e9 x 18 = 35.7 GiB; 32 x 2048 x 25600 / 8 =
        // 209.7e6 B x 128 = 25.0 GiB.
        QTest::newRow("gpt 1T 512 A100 TP8 PP64") << "gpt-1t"
                                                  << "a100-sxm-80gb" << Precision::Bf16 << 512 << 8
                                                  << 64 << 1 << 2048.0 << 512.0 << true << 62.71;
        // [NeMo] GPT-3 175B FP8, DP 4: 5.594e9 params x 6 = 31.3 GiB; FP8 per layer 12 + 2 + 13
        // = 27 / 4 x 2048 x 12288 = 169.9e6 B x 110 sets (55 two-layer chunks) = 17.4 GiB.
        QTest::newRow("gpt-3 175B 128 H100 fp8 TP4 PP8 VP6")
            << "gpt-175b"
            << "h100-sxm" << Precision::Fp8 << 128 << 4 << 8 << 6 << 2048.0 << 256.0 << false
            << 50.659;
    }
    void publishedRunsFit() {
        QFETCH(QString, model);
        QFETCH(QString, gpu);
        QFETCH(Precision, precision);
        QFETCH(int, gpus);
        QFETCH(int, tp);
        QFETCH(int, pp);
        QFETCH(int, vp);
        QFETCH(double, seqLen);
        QFETCH(double, globalBatch);
        QFETCH(bool, fp32Gradients);
        QFETCH(double, expectedGiB);
        ModelSpec spec;
        if (model == QLatin1String("gpt-175b"))
            spec = gptStyle("gpt-175b", 96, 12288, 96);
        else if (model == QLatin1String("gpt-530b"))
            spec = gptStyle("gpt-530b", 105, 20480, 128);
        else if (model == QLatin1String("gpt-1t"))
            spec = gptStyle("gpt-1t", 128, 25600, 160);
        else
            spec = *m_catalog.findModel(model.toStdString());
        EstimateRequest r = train(spec, gpu.toUtf8().constData(), precision, {gpus, tp, pp, 1},
                                  seqLen, globalBatch);
        r.train.virtualStages = vp;
        r.train.fp32Gradients = fp32Gradients;
        QVERIFY(validateRequest(r).ok());
        const MemoryBreakdown m = memory(r);
        QVERIFY2(near(m.totalPerGpuBytes / kGiB, expectedGiB, 0.002),
                 qPrintable(QString::number(m.totalPerGpuBytes / kGiB)));
        QVERIFY2(m.fits, qPrintable(QString::number(m.totalPerGpuBytes / kGiB)));
    }

    void whatCannotFitDoesNot_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("zero");
        QTest::addColumn<double>("minimumGiB"); // states alone, a floor under the total
        // 16 bytes/param with 16-bit gradients and nothing to shard (DP 1).
        // 405B on one node, TP 8: 405.9e9 / 8 x 16 bytes = 812 GB (756 GiB) of states per GPU.
        QTest::newRow("405b on 8 H100") << "llama-3.1-405b" << 8 << 8 << 3 << 750.0;
        // 70B on one node: 70.55e9 / 8 x 16 = 141.1 GB (131.4 GiB).
        QTest::newRow("70b on 8 H100") << "llama-3.1-70b" << 8 << 8 << 1 << 131.0;
        // 8B on one GPU: 8.03e9 x 16 = 128.5 GB (119.7 GiB), ZeRO or not.
        QTest::newRow("8b on 1 H100") << "llama-3.1-8b" << 1 << 1 << 3 << 119.0;
    }
    void whatCannotFitDoesNot() {
        QFETCH(QString, model);
        QFETCH(int, gpus);
        QFETCH(int, tp);
        QFETCH(int, zero);
        QFETCH(double, minimumGiB);
        EstimateRequest r = train(model.toUtf8().constData(), "h100-sxm", Precision::Bf16,
                                  {gpus, tp, 1, 1}, 8192, gpus / tp);
        r.train.zeroStage = zero;
        const MemoryBreakdown m = memory(r);
        QVERIFY(states(m) / kGiB > minimumGiB);
        QVERIFY(!m.fits);
        QVERIFY(m.shortfallBytes > 0);
    }

    void lastStageWinsWhenLogitsOutweighMicroBatches() {
        // Llama-3.1-8B, TP 1, PP 2, seq 8192, 2 micro-batches: the first stage holds 2 x 16
        // layers, the last 1 x 16 + logits 8192 x 128,256 x 6 = 5.87 GiB, and the LM head;
        // 2 x 16 x 34 x 8192 x 4096 = 34 GiB > 17 + 5.87: the first stage is the peak. With
        // one micro-batch (nothing in flight to fill the pipe) the last stage is.
        EstimateRequest r =
            train("llama-3.1-8b", "h100-sxm", Precision::Bf16, {2, 1, 2, 1}, 8192, 2);
        QCOMPARE(memory(r).training.stage, PipelineStage::First);
        r.train.globalBatch = 1;
        const MemoryBreakdown m = memory(r);
        QCOMPARE(m.training.stage, PipelineStage::Last);
        QVERIFY(near(m.training.logitsBytes, 8192.0 * 128256 * 6, 1e-12));
    }

    void qloraBaseIn4Bit() {
        // QLoRA: NF4 with double quantization = 4.127 bits/param on linear weights (Dettmers
        // et al. 2023); Llama-3.1-8B linear params 8,030,261,248 - 1,050,673,152 embeddings/head
        // = 6,979,588,096 -> 3,600,579,613.5 B, + embeddings in bf16 2,101,346,304 B.
        EstimateRequest r;
        r.model = *m_catalog.findModel("llama-3.1-8b");
        r.gpu = *m_catalog.findGpu("a10g");
        r.mode = Mode::Qlora;
        r.train.loraRank = 16;
        r.train.globalBatch = 1;
        const ParameterCount p = countParameters(r.model);
        const double adapters = loraAdapterParams(r.model, 16);
        // Rank-16 adapters on q,k,v,o and the 3 MLP matrices per layer:
        // 16*(2*(4096+4096) + 2*(4096+1024)) + 3*16*(4096+14336) = 425,984 + 884,736 = 1,310,720
        // per layer x 32 = 41,943,040.
        QCOMPARE(adapters, 41943040.0);
        const MemoryBreakdown m = trainingMemory(r, p);
        QCOMPARE(m.weightsBytes, 6979588096.0 * 4.127 / 8.0 + 2101346304.0 + adapters * 2.0);
        QCOMPARE(m.optimizerBytes, adapters * 12.0);
        // Full recompute (the PEFT default is set by the CLI; here the engine default,
        // selective): 32 layers x 34 x 4096 x 4096 + logits 4096 x 128,256 x 6.
        QVERIFY(near(m.activationsBytes, 32 * 34.0 * 4096 * 4096 + 4096.0 * 128256 * 6, 1e-12));
    }
};

} // namespace tst_TrainingMemory_suite

QTEST_APPLESS_MAIN(tst_TrainingMemory_suite::TestTrainingMemory)
#include "tst_TrainingMemory.moc"
