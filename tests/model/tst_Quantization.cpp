// Weight sizes against published file sizes (catalog/data/calibration/weight_sizes.csv) and
// the native-precision rule.
#include "catalog/CalibrationData.h"
#include "catalog/Catalog.h"
#include "model/MemoryEstimator.h"

#include <QtTest>

namespace tst_Quantization_suite {

using namespace rightsizer;
using namespace rightsizer::model;

class TestQuantization final : public QObject {
    Q_OBJECT

private:
    catalog::Catalog m_catalog;
    std::vector<WeightSizeMeasurement> m_sizes;

private slots:
    void initTestCase() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        m_catalog = c.value();
        auto sizes = catalog::loadBundledWeightSizes(m_catalog);
        QVERIFY2(sizes.ok(), sizes.ok() ? "" : sizes.error().message.c_str());
        m_sizes = sizes.value();
        // llama.cpp README sizes (Llama-3.1-8B/70B/405B, fp32 "original", Q4_K_M, Q8_0, F16)
        // and Hugging Face accelerate estimates (Llama-2-70B, Mixtral-8x7B in fp32/fp16).
        QCOMPARE(int(m_sizes.size()), 13);
    }

    void publishedWeightSizes_data() {
        QTest::addColumn<int>("index");
        for (size_t i = 0; i < m_sizes.size(); ++i)
            QTest::newRow((m_sizes[i].caseId + " " + m_sizes[i].model.id + " " +
                           std::string(precisionInfo(m_sizes[i].precision).name))
                              .c_str())
                << int(i);
    }
    void publishedWeightSizes() {
        QFETCH(int, index);
        const auto residuals = weightSizeResiduals({m_sizes[size_t(index)]});
        // The sources round to 0.1 GB / 0.01 GiB and files add metadata: 1 % tolerance.
        QVERIFY2(std::abs(residuals[0].relativeError()) < 0.01,
                 qPrintable(QStringLiteral("predicted %1 B, published %2 B")
                                .arg(residuals[0].predicted, 0, 'f', 0)
                                .arg(residuals[0].measured, 0, 'f', 0)));
    }

    void medianWeightError() {
        // README: median absolute error of weight memory on these tables.
        QVERIFY(medianAbsRelativeError(weightSizeResiduals(m_sizes)) < 0.005);
    }

    void gpuFormatsKeepEmbeddingsIn16Bit() {
        // int4 (AWQ/GPTQ group 128): 4 + 20/128 bits on the 6,979,588,096 linear weights of
        // Llama-3.1-8B plus 1,050,673,152 embedding/head params in bf16:
        // 6,979,588,096 * 4.15625 / 8 + 2,101,346,304 = 5,727,474,176 bytes.
        const ModelSpec& m = *m_catalog.findModel("llama-3.1-8b");
        QCOMPARE(weightShard(m, countParameters(m), Precision::Int4, Layout{}).totalBytes,
                 6979588096.0 * 4.15625 / 8.0 + 2101346304.0);
        // fp8: 1 byte per linear weight + bf16 embeddings = 9,080,934,400 bytes.
        QCOMPARE(weightShard(m, countParameters(m), Precision::Fp8, Layout{}).totalBytes,
                 6979588096.0 + 2101346304.0);
    }

    void nativeRule() {
        const GpuSpec& a100 = *m_catalog.findGpu("a100-sxm-80gb");
        const GpuSpec& h100 = *m_catalog.findGpu("h100-sxm");
        const GpuSpec& b200 = *m_catalog.findGpu("b200");
        const GpuSpec& t4 = *m_catalog.findGpu("t4");
        QVERIFY(resolveCompute(h100, Precision::Fp8).native);
        QVERIFY(!resolveCompute(a100, Precision::Fp8).native); // no fp8 tensor cores on Ampere
        QCOMPARE(resolveCompute(a100, Precision::Fp8).kind, ComputeKind::Bf16);
        QVERIFY(resolveCompute(b200, Precision::Fp4).native);
        QVERIFY(!resolveCompute(h100, Precision::Fp4).native); // fp4 only on Blackwell
        QVERIFY(!resolveCompute(t4, Precision::Bf16).native);  // Turing has no bf16
        QCOMPARE(resolveCompute(t4, Precision::Bf16).kind, ComputeKind::Fp16);
        // Weight-only int4 dequantizes to bf16 for the matmuls (at the bf16 dense rate).
        const ComputeResolution int4 = resolveCompute(h100, Precision::Int4);
        QCOMPARE(int4.kind, ComputeKind::Bf16);
        QCOMPARE(int4.flopsPerS, 989.5e12);
    }
};

} // namespace tst_Quantization_suite

QTEST_APPLESS_MAIN(tst_Quantization_suite::TestQuantization)
#include "tst_Quantization.moc"
