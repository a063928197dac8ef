// Disaggregated serving (model/Disaggregated.h, issue 24): prefill workers hand each request's
// KV cache to decode workers; TTFT includes that transfer at the link's bandwidth.
#include "model/Disaggregated.h"

#include "catalog/Catalog.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <vector>

namespace tst_Disaggregated_suite {

using namespace rightsizer;
using namespace rightsizer::model;

class TestDisaggregated final : public QObject {
    Q_OBJECT

private:
    catalog::Catalog m_catalog;

    /// Qwen3 32B, bf16 weights and KV, 4 000-token prompts and 1 000-token answers; P prefill
    /// workers at TP 1 and D decode workers at TP 4, on H100 SXM.
    DisaggregatedRequest request(int prefillWorkers, int decodeWorkers) const {
        DisaggregatedRequest r;
        EstimateRequest e;
        e.model = *m_catalog.findModel("qwen3-32b");
        e.gpu = *m_catalog.findGpu("h100-sxm");
        e.precision = Precision::Bf16;
        e.kvPrecision = Precision::Bf16;
        e.serve.inputTokens = 4000;
        e.serve.outputTokens = 1000;
        r.prefill = e;
        r.prefill.layout = {1, 1, 1, 1};
        r.decode = e;
        r.decode.layout = {4, 4, 1, 1};
        r.prefillWorkers = prefillWorkers;
        r.decodeWorkers = decodeWorkers;
        r.concurrency = 64;
        return r;
    }
    static QString text(double v) { return QString::number(v, 'g', 12); }
    std::vector<double> m_ttftErrors, m_tpotErrors;

    /// The published runs' deployment: Qwen3-32B fp4 weights, fp8 KV, TensorRT-LLM.
    DisaggregatedRequest publishedRun(const std::string& gpu, double clients) const {
        DisaggregatedRequest r = request(40, 6);
        for (EstimateRequest* e : {&r.prefill, &r.decode}) {
            e->gpu = *m_catalog.findGpu(gpu);
            e->precision = Precision::Fp4;
            e->kvPrecision = Precision::Fp8;
            e->runtime.engine = Engine::Trtllm;
            e->serve.inputTokens = 15000;
            e->serve.outputTokens = 500;
        }
        r.concurrency = clients;
        return r;
    }

private slots:
    void initTestCase() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        m_catalog = c.value();
    }

    void ttftIncludesTheKvTransferOverTheNetwork() {
        // 8 prefill GPUs + 2 x 4 decode GPUs = 16 > the H100's 8-GPU NVLink domain: the KV goes
        // over the network, 50 GB/s per GPU (400 Gb/s NICs), one stream from a TP 1 worker.
        // Qwen3 32B's KV: 2 x 64 layers x 8 KV heads x 128 x 2 B = 262 144 B a token; a 4 000-
        // token prompt is 1 048 576 000 B: 20.97152 ms + 30 us of start-up = 21.00152 ms.
        auto e = estimateDisaggregated(request(8, 2), m_catalog.efficiency);
        QVERIFY(e);
        QCOMPARE(e->link, KvLink::Network);
        QCOMPARE(e->kvBytesPerRequest, 1048576000.0);
        QVERIFY2(std::abs(e->kvTransferS - 0.02100152) < 1e-12, qPrintable(text(e->kvTransferS)));
        // TTFT = the served request's overhead + the wait for a prefill worker + the prompt
        // alone + the transfer.
        const double parts =
            e->prefill.overheads.requestS + e->prefillQueueS + e->prefillAloneS + e->kvTransferS;
        QVERIFY2(std::abs(e->ttftS.value - parts) < 1e-12, qPrintable(text(e->ttftS.value)));
        QCOMPARE(e->gpus, 16);
    }

    void oneNvlinkDomainCarriesItFaster() {
        // 1 prefill GPU + 1 x 4 decode GPUs fit one 8-GPU NVLink domain: 450 GB/s per direction
        // per H100, one stream: 1 048 576 000 / 450e9 = 2.330169 ms + 10 us.
        auto e = estimateDisaggregated(request(1, 1), m_catalog.efficiency);
        QVERIFY(e);
        QCOMPARE(e->link, KvLink::Fabric);
        QVERIFY2(std::abs(e->kvTransferS - (1048576000.0 / 450e9 + 10e-6)) < 1e-12,
                 qPrintable(text(e->kvTransferS)));
        // Asking for the network instead: 20.97152 ms + 30 us.
        DisaggregatedRequest r = request(1, 1);
        r.link = KvLink::Network;
        QVERIFY(std::abs(estimateDisaggregated(r, m_catalog.efficiency)->kvTransferS - 0.02100152) <
                1e-12);
        // Fabric across 16 GPUs is refused, naming the field.
        r = request(8, 2);
        r.link = KvLink::Fabric;
        auto refused = estimateDisaggregated(r, m_catalog.efficiency);
        QVERIFY(!refused);
        QCOMPARE(refused.error().field, std::string("kv_link"));
    }

    void closedLoopHoldsItsClients() {
        // Little's law over a client's cycle: X x (TTFT + 999 x TPOT) = 64 clients.
        auto e = estimateDisaggregated(request(4, 2), m_catalog.efficiency);
        QVERIFY(e);
        const double cycle = e->ttftS.value + 999 * e->tpotS.value;
        QVERIFY2(std::abs(e->requestsPerS * cycle / 64 - 1) < 1e-6,
                 qPrintable(text(e->requestsPerS * cycle)));
        // The decode workers share the clients that are decoding: batch = X / 2 x 999 x TPOT.
        QVERIFY(std::abs(e->decodeBatch - e->requestsPerS / 2 * 999 * e->tpotS.value) < 1e-6);
        QVERIFY(!e->saturated);
        // Decode-only steps: TPOT is the decode pass of that batch, no prompt beside it.
        const ServingInputs in =
            makeServingInputs(request(4, 2).decode, e->decode.params, e->decode.compute);
        PassLoad load;
        load.decodeRows = e->decodeBatch;
        load.decodeContextTokens = e->decodeBatch * (4000 + 500);
        QVERIFY(std::abs(e->tpotS.value - passTimeS(in, e->decode.efficiency.serving,
                                                    e->decode.overheads, load)) < 1e-12);
    }

    void moreClientsThanItServesWaitForTheirFirstToken() {
        DisaggregatedRequest r = request(1, 1);
        r.concurrency = 100000;
        auto e = estimateDisaggregated(r, m_catalog.efficiency);
        QVERIFY(e);
        QVERIFY(e->saturated);
        QVERIFY(e->ttftS.value > 10 * e->prefillAloneS);
        QVERIFY(!e->warnings.empty());
        r.arrival = Arrival::OpenLoop;
        r.ratePerS = 1000;
        auto open = estimateDisaggregated(r, m_catalog.efficiency);
        QVERIFY(open && open->saturated);
        QVERIFY(open->warnings.back().english().find("saturated") != std::string::npos);
    }

    void publishedDisaggregatedRuns_data() {
        // aiconfigurator's measured sample (ai-dynamo/aiconfigurator@095f58a5,
        // aic-core/src/aiconfigurator_core/systems/silicon_sample.csv; the copy in
        // shared/reference/calibration/serving_at_concurrency_aiconfigurator.csv, lines 394, 414
        // and 417): Qwen3-32B NVFP4 on TensorRT-LLM 1.3.0rc5, 15 000-token prompts, 500-token
        // answers, 40 prefill workers at TP 1 and 6 decode workers at TP 4, fp8 KV cache. These
        // are its disaggregated rows with a recorded concurrency and a catalog model
        // (tools/disagg_check.py lists the rest and why they are left out).
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<double>("clients");
        QTest::addColumn<double>("ttftMs");
        QTest::addColumn<double>("tpotMs");
        QTest::newRow("b200 c480 (id ..._b200_sxm_trtllm_disagg_15000x500_c480_tp_epnone_1)")
            << QStringLiteral("b200") << 480.0 << 1436.0908610115623 << 10.610260388472517;
        QTest::newRow("gb200 c552 (id ..._gb200_trtllm_disagg_15000x500_c552_tp_epnone_1)")
            << QStringLiteral("gb200") << 552.0 << 689.3076163734602 << 13.415054907621965;
        QTest::newRow("gb200 c552 (id ..._gb200_trtllm_disagg_15000x500_c552_tp_epnone_4)")
            << QStringLiteral("gb200") << 552.0 << 665.7885488058877 << 13.418350655404392;
    }

    void publishedDisaggregatedRuns() {
        // Each run's TTFT and TPOT against the estimate; the medians over the three are checked
        // in disaggregatedMedians (TTFT 5.7 %, TPOT 2.8 % today). The B200 run's TTFT is twice
        // the GB200 runs' with the same workers and prompts, which neither compute (the two
        // differ by a few %) nor the KV transfer (2 GB at 50 GB/s, 39 ms over B200's network
        // against 2 ms over GB200's NVLink) explains: the estimate is 46 % low there.
        QFETCH(QString, gpu);
        QFETCH(double, clients);
        QFETCH(double, ttftMs);
        QFETCH(double, tpotMs);
        const auto e =
            estimateDisaggregated(publishedRun(gpu.toStdString(), clients), m_catalog.efficiency);
        QVERIFY(e);
        const double ttftError = e->ttftS.value * 1e3 / ttftMs - 1;
        const double tpotError = e->tpotS.value * 1e3 / tpotMs - 1;
        m_ttftErrors.push_back(std::abs(ttftError));
        m_tpotErrors.push_back(std::abs(tpotError));
        QVERIFY2(std::abs(tpotError) < 0.25, qPrintable(text(tpotError)));
        QVERIFY2(std::abs(ttftError) < 0.5, qPrintable(text(ttftError)));
    }

    void disaggregatedMedians() {
        QCOMPARE(m_ttftErrors.size(), size_t(3));
        std::sort(m_ttftErrors.begin(), m_ttftErrors.end());
        std::sort(m_tpotErrors.begin(), m_tpotErrors.end());
        QVERIFY2(m_ttftErrors[1] <= 0.10, qPrintable(text(m_ttftErrors[1])));
        QVERIFY2(m_tpotErrors[1] <= 0.06, qPrintable(text(m_tpotErrors[1])));
    }

    void badInputNamesTheField() {
        DisaggregatedRequest r = request(0, 1);
        auto e = estimateDisaggregated(r, m_catalog.efficiency);
        QVERIFY(!e);
        QCOMPARE(e.error().field, std::string("prefill_workers"));
        r = request(1, 1);
        r.prefill.layout = {3, 3, 1, 1}; // 64 heads are not divisible by 3
        e = estimateDisaggregated(r, m_catalog.efficiency);
        QVERIFY(!e);
        QCOMPARE(e.error().field, std::string("prefill_tp"));
        QVERIFY(parseKvLink("NVLink", "kv_link").value() == KvLink::Fabric);
        QVERIFY(!parseKvLink("carrier-pigeon", "kv_link"));
    }
};

} // namespace tst_Disaggregated_suite

QTEST_APPLESS_MAIN(tst_Disaggregated_suite::TestDisaggregated)
#include "tst_Disaggregated.moc"
