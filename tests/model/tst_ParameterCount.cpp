// Parameter counts computed from the catalog architectures against the published totals.
#include "catalog/Catalog.h"
#include "model/ModelSpec.h"

#include <QtTest>

namespace tst_ParameterCount_suite {

using namespace rightsizer;

class TestParameterCount final : public QObject {
    Q_OBJECT

private:
    catalog::Catalog m_catalog;

private slots:
    void initTestCase() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY2(c.ok(), c.ok() ? "" : c.error().message.c_str());
        m_catalog = c.value();
    }

    void publishedTotals_data() {
        QTest::addColumn<QString>("id");
        // Every catalog model: docs/design/ENGINE.md requires the computed total within 1 % of
        // the published one (source of each published figure: models.json provenance).
        for (const auto& m : m_catalog.models)
            QTest::newRow(m.id.c_str()) << QString::fromStdString(m.id);
    }
    void publishedTotals() {
        QFETCH(QString, id);
        const model::ModelSpec* m = m_catalog.findModel(id.toStdString());
        QVERIFY(m);
        QVERIFY(m->publishedParamsTotal > 0);
        const double computed = model::countParameters(*m).total;
        const double rel = computed / m->publishedParamsTotal - 1.0;
        QVERIFY2(std::abs(rel) < 0.01,
                 qPrintable(QStringLiteral("%1: computed %2, published %3 (%4 %)")
                                .arg(id)
                                .arg(computed, 0, 'f', 0)
                                .arg(m->publishedParamsTotal, 0, 'f', 0)
                                .arg(rel * 100)));
    }

    void llama31_8bExact() {
        // Hand count for Llama-3.1-8B (h 4096, L 32, a 32, a_kv 8, d_h 128, f 14336, V 128256):
        // attention 4096*4096*2 + 2*4096*1024 = 41,943,040; MLP 3*4096*14336 = 176,160,768;
        // norms 2*4096; per layer 218,112,000; x32 = 6,979,584,000; embeddings + head
        // 2*128256*4096 = 1,050,673,152; final norm 4096 -> 8,030,261,248 (the HF total).
        const model::ModelSpec* m = m_catalog.findModel("llama-3.1-8b");
        QVERIFY(m);
        QCOMPARE(model::countParameters(*m).total, 8030261248.0);
    }

    void moeActive_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("published");
        QTest::addColumn<double>("tolerance");
        // Mixtral 8x7B: 12.9 B active (Mistral AI blog); Qwen3-235B-A22B: 22 B active (model
        // card); DeepSeek-R1: 37 B active (rounded in the V3 paper; our count includes the
        // 1.85 B of embeddings and head, hence the wider tolerance).
        QTest::newRow("mixtral-8x7b") << QStringLiteral("mixtral-8x7b") << 12.9e9 << 0.01;
        QTest::newRow("qwen3-235b-a22b") << QStringLiteral("qwen3-235b-a22b") << 22e9 << 0.01;
        QTest::newRow("deepseek-r1") << QStringLiteral("deepseek-r1") << 37e9 << 0.02;
    }
    void moeActive() {
        QFETCH(QString, id);
        QFETCH(double, published);
        QFETCH(double, tolerance);
        const model::ModelSpec* m = m_catalog.findModel(id.toStdString());
        QVERIFY(m);
        const double active = model::countParameters(*m).active;
        QVERIFY2(std::abs(active / published - 1.0) < tolerance,
                 qPrintable(QStringLiteral("active %1").arg(active, 0, 'f', 0)));
    }

    void validationNamesTheField() {
        model::ModelSpec m = *m_catalog.findModel("llama-3.1-8b");
        m.kvHeads = 7; // does not divide 32 heads
        auto r = model::validateModel(m);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("kv_heads") != std::string::npos);
    }
};

} // namespace tst_ParameterCount_suite

QTEST_APPLESS_MAIN(tst_ParameterCount_suite::TestParameterCount)
#include "tst_ParameterCount.moc"
