// The vectorised what-if sweep: cell-by-cell agreement with the single-configuration estimate,
// slicing, threads, progress and cancellation.
#include "catalog/Catalog.h"
#include "model/Estimator.h"
#include "model/Sweep.h"
#include "model/WaitingTime.h"

#include "TestSupport.h"

#include <QtTest>

#include <cmath>

namespace tst_Sweep_suite {

using namespace rightsizer;
using namespace rightsizer::model;

using rightsizer::test::near;

class TestSweep final : public QObject {
    Q_OBJECT

private:
    catalog::Catalog m_catalog;

    Scenario scenario(const char* model) const {
        Scenario s;
        s.name = "sweep";
        s.model = *m_catalog.findModel(model);
        s.serving.requestsPerS = 5;
        s.serving.inputTokens = {1000, 2000};
        s.serving.outputTokens = {300, 600};
        s.sla = {0.99, 1.0, 0.05, 0};
        s.precisions = {Precision::Bf16, Precision::Fp8, Precision::Int4};
        s.gpuIds = {"h100-sxm", "l40s", "a100-sxm-80gb"};
        s.allowNonNative = true;
        s.sweep.batches = {1, 7, 64, 300};
        s.sweep.contexts = {128, 1000, 5000};
        return s;
    }

private slots:
    void initTestCase() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        m_catalog = c.value();
    }

    void everyCellEqualsTheSingleEstimate_data() {
        QTest::addColumn<QString>("model");
        QTest::newRow("dense GQA") << "llama-3.1-8b";
        QTest::newRow("mixture of experts") << "mixtral-8x7b";
        QTest::newRow("sliding window (alternate)") << "gemma-2-27b";
        QTest::newRow("MLA + MoE") << "deepseek-r1";
    }
    void everyCellEqualsTheSingleEstimate() {
        QFETCH(QString, model);
        const Scenario s = scenario(model.toStdString().c_str());
        QVERIFY2(m_catalog.findModel(model.toStdString()), "model missing from the catalog");
        auto r = sweep(s, m_catalog.gpus, m_catalog.efficiency);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        const SweepResult& g = *r;
        QCOMPARE(g.size(), Eigen::Index(g.configs.size() * 4 * 3));
        const double z = normalQuantile(0.99);
        int compared = 0;
        for (Eigen::Index i = 0; i < g.size(); ++i) {
            const SweepConfig& c = g.configs[size_t(g.config(i))];
            EstimateRequest req;
            req.model = s.model;
            req.gpu = *m_catalog.findGpu(c.gpuId);
            req.precision = c.precision;
            req.kvPrecision = c.kvPrecision;
            req.layout = c.layout;
            req.serve = {g.inputTokens(i), g.outputTokens, int(g.batch(i))};
            auto e = estimate(req, m_catalog.efficiency);
            if (!e) // e.g. input + output beyond the model's context: the sweep still computes
                continue;
            ++compared;
            const ServeEstimate& se = e->serve;
            const QString where = QStringLiteral("%1 %2 TP%3 PP%4 b=%5 ctx=%6")
                                      .arg(QString::fromStdString(c.gpuId))
                                      .arg(int(c.precision))
                                      .arg(c.layout.tp)
                                      .arg(c.layout.pp)
                                      .arg(g.batch(i))
                                      .arg(g.inputTokens(i));
            QVERIFY2(near(g.decodeStepS(i), se.decodeStepS, 1e-9), qPrintable(where));
            QVERIFY2(near(g.prefillS(i), se.prefillS, 1e-9), qPrintable(where));
            QVERIFY2(near(g.ttftS(i), se.ttftS.value, 1e-9), qPrintable(where));
            QVERIFY2(near(g.tpotS(i), se.tpotS.value, 1e-9), qPrintable(where));
            QVERIFY2(near(g.outputTokensPerSPerReplica(i) / (c.layout.tp * c.layout.pp),
                          se.outputTokensPerSPerGpu.value, 1e-9),
                     qPrintable(where));
            QVERIFY2(near(g.memoryPerGpuBytes(i), e->memory.totalPerGpuBytes, 1e-9),
                     qPrintable(where));
            QVERIFY2(near(g.kvCacheBytes(i), e->memory.kvCacheBytes, 1e-9) ||
                         e->memory.kvCacheBytes == 0,
                     qPrintable(where));
            QCOMPARE(bool(g.fits(i)), e->memory.fits);
            QCOMPARE(bool(g.decodeComputeBound(i)), se.decodeComputeBound);
            // The scalar loop the benchmark compares against agrees too, percentile included.
            const CellResult cell =
                evaluateCell(c.constants, g.batch(i), g.inputTokens(i), g.outputTokens, z);
            QVERIFY(near(g.tpotQuantileS(i), cell.tpotQuantileS, 1e-9));
            QVERIFY(near(g.tpotQuantileS(i),
                         tpotAtQuantileS(cell.times, g.batch(i), g.outputTokens, z), 1e-12));
        }
        QVERIFY(compared > g.size() / 2);
    }

    void threadsDoNotChangeTheAnswer() {
        const Scenario s = scenario("llama-3.1-8b");
        WorkControl one, four;
        four.threads = 4;
        auto a = sweep(s, m_catalog.gpus, m_catalog.efficiency, one);
        auto b = sweep(s, m_catalog.gpus, m_catalog.efficiency, four);
        QVERIFY(a.ok() && b.ok());
        QVERIFY((a->tpotS == b->tpotS).all());
        QVERIFY((a->memoryPerGpuBytes == b->memoryPerGpuBytes).all());
        QVERIFY((a->config == b->config).all());
    }

    void slicesForCharts() {
        const Scenario s = scenario("llama-3.1-8b");
        auto r = sweep(s, m_catalog.gpus, m_catalog.efficiency);
        QVERIFY(r.ok());
        // TPOT vs batch for one configuration and context: grows with the batch.
        const auto cells = r->select(
            [&](Eigen::Index i) { return r->config(i) == 0 && r->inputTokens(i) == 1000.0; });
        QCOMPARE(int(cells.size()), 4);
        for (size_t i = 1; i < cells.size(); ++i) {
            QVERIFY(r->batch(cells[i]) > r->batch(cells[i - 1]));
            QVERIFY(r->tpotS(cells[i]) > r->tpotS(cells[i - 1]));
        }
        QCOMPARE(r->cellIndex(0, 2, 1), cells[2]);
        // Max context vs batch on h100-sxm bf16 TP1 (config 0): 8B bf16 leaves ~53 GiB for KV at
        // 128 KiB/token: 5,000 + 300 tokens x 300 sequences = 1.59 M tokens = 194 GiB: too much;
        // 1,300 x 300 x 128 KiB = 48 GiB fits.
        QCOMPARE(r->configs[0].gpuId, std::string("h100-sxm"));
        QCOMPARE(r->maxContextThatFits(0, 0), 5000.0);
        QCOMPARE(r->maxContextThatFits(0, 3), 1000.0);
    }

    void progressAndCancellation() {
        Scenario s = scenario("llama-3.1-8b");
        s.sweep.batches.clear();
        for (int b = 1; b <= 512; ++b)
            s.sweep.batches.push_back(b);
        s.sweep.contexts = {128, 256, 512, 1024, 2048, 4096, 8192, 16384};
        std::vector<double> seen;
        WorkControl control;
        control.progress = [&](double f) { seen.push_back(f); };
        auto done = sweep(s, m_catalog.gpus, m_catalog.efficiency, control);
        QVERIFY(done.ok());
        QVERIFY(seen.size() > 2);
        QCOMPARE(seen.back(), 1.0);
        QVERIFY(std::is_sorted(seen.begin(), seen.end()));

        // Cancel from the progress callback after the first chunk, with worker threads running.
        std::atomic<bool> cancel{false};
        WorkControl stopping;
        stopping.threads = 3;
        stopping.cancel = &cancel;
        int calls = 0;
        stopping.progress = [&](double) {
            ++calls;
            cancel = true;
        };
        auto stopped = sweep(s, m_catalog.gpus, m_catalog.efficiency, stopping);
        QVERIFY(!stopped.ok());
        QCOMPARE(stopped.error().message, std::string("sweep: cancelled"));
        QVERIFY(calls < 10);
    }

    void oversizedOrEmptyGridsAreRefused() {
        Scenario s = scenario("llama-3.1-8b");
        auto configs = sweepConfigs(s, m_catalog.gpus, m_catalog.efficiency);
        std::vector<double> many(100000, 1.0);
        auto big = evaluateSweep(configs, many, many, 300, 0.95);
        QVERIFY(!big.ok());
        QCOMPARE(big.error().field, std::string("sweep"));
        auto empty = evaluateSweep(configs, {}, {1000}, 300, 0.95);
        QVERIFY(!empty.ok());
        s.gpuIds = {"h100-sxm", "h900"};
        auto unknown = sweep(s, m_catalog.gpus, m_catalog.efficiency);
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.error().field, std::string("gpus[1]"));
        s.mode = Mode::Train;
        s.gpuIds = {"h100-sxm"};
        s.precisions = {Precision::Bf16};
        QCOMPARE(sweep(s, m_catalog.gpus, m_catalog.efficiency).error().field, std::string("mode"));
    }
};

} // namespace tst_Sweep_suite

QTEST_APPLESS_MAIN(tst_Sweep_suite::TestSweep)
#include "tst_Sweep.moc"
