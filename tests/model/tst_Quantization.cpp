// Quantized weight sizes against llama.cpp's published file sizes (catalog/data/calibration/
// llamacpp_sizes.csv, from llama.cpp tools/quantize/README.md for Llama-3.1-8B).
#include "catalog/BundledData.h"
#include "catalog/Catalog.h"
#include "catalog/Csv.h"
#include "model/MemoryEstimator.h"

#include <QtTest>

using namespace rightsizer;
using namespace rightsizer::model;

class TestQuantization final : public QObject {
    Q_OBJECT

private:
    catalog::Catalog m_catalog;

    double sizeGiB(const std::string& format) const {
        const catalog::CsvTable t = catalog::parseCsv(catalog::bundledLlamaCppSizesCsv());
        for (const auto& row : t.rows)
            if (row.fields.at("format") == format)
                return std::stod(row.fields.at("size_gib"));
        return 0;
    }

private slots:
    void initTestCase() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        m_catalog = c.value();
        QVERIFY(catalog::parseCsv(catalog::bundledLlamaCppSizesCsv()).problems.empty());
    }

    void llamaCppFileSizes_data() {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("precision");
        QTest::newRow("Q8_0") << QStringLiteral("q8_0") << QStringLiteral("gguf-q8_0");
        QTest::newRow("Q4_K_M") << QStringLiteral("q4_k_m") << QStringLiteral("gguf-q4_k_m");
        QTest::newRow("F16") << QStringLiteral("f16") << QStringLiteral("fp16");
    }
    void llamaCppFileSizes() {
        QFETCH(QString, format);
        QFETCH(QString, precision);
        const ModelSpec& m = *m_catalog.findModel("llama-3.1-8b");
        auto p = parsePrecision(precision.toStdString(), "precision");
        QVERIFY(p.ok());
        const double predicted = weightShard(m, countParameters(m), *p, Layout{}).totalBytes;
        const double published = sizeGiB(format.toStdString()) * kGiB;
        QVERIFY(published > 0);
        // The README rounds sizes to 0.01 GiB and the file adds metadata: 1 % tolerance.
        QVERIFY2(std::abs(predicted / published - 1.0) < 0.01,
                 qPrintable(QStringLiteral("%1: predicted %2 GiB, published %3 GiB")
                                .arg(format).arg(predicted / kGiB).arg(published / kGiB)));
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

QTEST_APPLESS_MAIN(TestQuantization)
#include "tst_Quantization.moc"
