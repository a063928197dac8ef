// Memory formulas against hand calculations written beside each case.
#include "catalog/Catalog.h"
#include "model/Estimator.h"

#include <QtTest>

namespace tst_MemoryEstimator_suite {

using namespace rightsizer;
using namespace rightsizer::model;

class TestMemoryEstimator final : public QObject {
    Q_OBJECT

private:
    catalog::Catalog m_catalog;

    EstimateRequest request(const char* modelId, const char* gpuId) const {
        EstimateRequest r;
        r.model = *m_catalog.findModel(modelId);
        r.gpu = *m_catalog.findGpu(gpuId);
        return r;
    }

private slots:
    void initTestCase() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        m_catalog = c.value();
    }

    void kvBytesPerToken_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("bytesPerElement");
        QTest::addColumn<double>("expected");
        // 2 * L * a_kv * d_h * B (docs/design/ENGINE.md): Llama-3.1-8B 2*32*8*128*2 = 131072;
        // Llama-3.1-70B 2*80*8*128*2 = 327680; Llama-2-7B (MHA) 2*32*32*128*2 = 524288;
        // fp8 halves it. DeepSeek-R1 MLA: L*(kv_lora 512 + rope 64)*2 = 61*576*2 = 70272.
        QTest::newRow("llama-3.1-8b bf16") << QStringLiteral("llama-3.1-8b") << 2.0 << 131072.0;
        QTest::newRow("llama-3.1-70b bf16") << QStringLiteral("llama-3.1-70b") << 2.0 << 327680.0;
        QTest::newRow("llama-3.1-70b fp8") << QStringLiteral("llama-3.1-70b") << 1.0 << 163840.0;
        QTest::newRow("llama-2-7b bf16") << QStringLiteral("llama-2-7b") << 2.0 << 524288.0;
        QTest::newRow("deepseek-r1 mla") << QStringLiteral("deepseek-r1") << 2.0 << 70272.0;
    }
    void kvBytesPerToken() {
        QFETCH(QString, id);
        QFETCH(double, bytesPerElement);
        QFETCH(double, expected);
        QCOMPARE(model::kvBytesPerToken(*m_catalog.findModel(id.toStdString()), bytesPerElement),
                 expected);
    }

    void kvSplitAcrossTpNeverBelowOneHead() {
        const ModelSpec& m = *m_catalog.findModel("llama-3.1-70b"); // 8 KV heads
        // TP 4: 2 heads per GPU -> 2*80*2*128*2 = 81920 bytes/token per GPU.
        QCOMPARE(kvBytesPerSequencePerGpu(m, 1, 2.0, 4, 1), 81920.0);
        // TP 16: still one head per GPU (replicated) -> 2*80*1*128*2 = 40960.
        QCOMPARE(kvBytesPerSequencePerGpu(m, 1, 2.0, 16, 1), 40960.0);
        // PP 2 halves the layers each GPU holds.
        QCOMPARE(kvBytesPerSequencePerGpu(m, 1, 2.0, 1, 2), 163840.0);
    }

    void slidingWindowCapsTheCache() {
        // Mistral 7B v0.1: window 4096 on every layer; at 10000 tokens only 4096 are held:
        // 4096 * 2*32*8*128*2 = 4096 * 131072 bytes.
        const ModelSpec& mistral = *m_catalog.findModel("mistral-7b");
        QCOMPARE(kvBytesPerSequencePerGpu(mistral, 10000, 2.0, 1, 1), 4096.0 * 131072.0);
        // Gemma 2 27B: window 4096 on alternate layers; at 8192 tokens half the layers hold 8192,
        // half 4096 -> mean 6144 tokens x 2*46*16*128*2 bytes.
        const ModelSpec& gemma = *m_catalog.findModel("gemma-2-27b");
        QCOMPARE(kvBytesPerSequencePerGpu(gemma, 8192, 2.0, 1, 1), 6144.0 * 2 * 46 * 16 * 128 * 2);
    }

    void servingMaxConcurrency() {
        // Llama-3.1-8B bf16 on one H100 SXM (81559 MiB visible), utilization 0.9:
        // usable 0.9 * 81559 MiB = 76,968,795,340.8 B; weights 8,030,261,248 * 2 =
        // 16,060,522,496; activations: one step of vLLM's 8192-token budget through the widest
        // layer, 8192*(4096 + 14336)*2 = 301,989,888, and fp32 logits for its 1024 sequences
        // (max_num_seqs on a GPU of 70 GiB or more), 1024*128256*4 = 525,336,576; overhead
        // 1.5 GiB = 1,610,612,736. Room 58,470,333,644.8 B; one sequence of 1024+256 tokens
        // needs 1280*131072 = 167,772,160 B -> 348 sequences.
        EstimateRequest r = request("llama-3.1-8b", "h100-sxm");
        r.serve.inputTokens = 1024;
        r.serve.outputTokens = 256;
        QCOMPARE(r.gpu.memoryRuntimeBytes, 81559.0 * 1048576.0);
        QCOMPARE(maxConcurrencyFit(r, countParameters(r.model)), 348);
        const MemoryBreakdown m = servingMemory(r, countParameters(r.model), 348);
        QVERIFY(m.fits);
        QVERIFY(!servingMemory(r, countParameters(r.model), 349).fits);
    }

    void shortfallWhenWeightsDoNotFit() {
        // Llama-3.1-405B in bf16 on one H100: 811.7 GB of weights vs 76.97 GB usable.
        EstimateRequest r = request("llama-3.1-405b", "h100-sxm");
        const MemoryBreakdown m = servingMemory(r, countParameters(r.model), 1);
        QVERIFY(!m.fits);
        QVERIFY(m.shortfallBytes > 700e9);
        QCOMPARE(maxConcurrencyFit(r, countParameters(r.model)), 0);
    }
};

} // namespace tst_MemoryEstimator_suite

QTEST_APPLESS_MAIN(tst_MemoryEstimator_suite::TestMemoryEstimator)
#include "tst_MemoryEstimator.moc"
