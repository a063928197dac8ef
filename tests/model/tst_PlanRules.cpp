// The planner's ranking rules (issue 20): absurd layouts folded under their GPU's cheapest, one
// GeForce rule (plan and sweep), a minimum replica count, sizing to the band's pessimistic end,
// and rejection text that explains a huge GPU count.
#include "catalog/Catalog.h"
#include "model/Planner.h"
#include "model/Sweep.h"

#include "TestSupport.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <regex>
#include <set>

namespace tst_PlanRules_suite {

using namespace rightsizer;
using namespace rightsizer::model;

using rightsizer::test::near;

class TestPlanRules final : public QObject {
    Q_OBJECT

private:
    catalog::Catalog m_catalog;

    /// The issue's first-use case: Llama 3.1 8B chatbot, 5 requests/s, prompts ~800 tokens,
    /// answers ~300, p95 TTFT 500 ms, p95 TPOT 40 ms.
    Scenario chatbot() const {
        Scenario s;
        s.name = "8B chatbot";
        s.model = *m_catalog.findModel("llama-3.1-8b");
        s.serving.requestsPerS = 5;
        s.serving.inputTokens = {800, 2000};
        s.serving.outputTokens = {300, 700};
        s.sla = {0.95, 0.5, 0.040, 0};
        s.precisions = {Precision::Fp8, Precision::Bf16};
        s.gpuIds = {"h100-sxm"};
        return s;
    }

    PlanResult run(const Scenario& s) const {
        auto r = plan(s, m_catalog.gpus, m_catalog.efficiency,
                      {{"h100-sxm", {4.0, {"test price", {}}, "2026-01"}},
                       {"l4", {0.8, {"test price", {}}, "2026-01"}},
                       {"rtx-4090", {0.4, {"test price", {}}, "2026-01"}}});
        if (!r)
            qWarning("%s", r.error().message.c_str());
        return r.ok() ? r.value() : PlanResult{};
    }

    static const Candidate* find(const std::vector<Candidate>& list, const std::string& gpu,
                                 Precision p, int tp, int pp) {
        for (const Candidate& c : list)
            if (c.gpuId == gpu && c.precision == p && c.layout.tp == tp && c.layout.pp == pp)
                return &c;
        return nullptr;
    }

private slots:
    void initTestCase() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        m_catalog = c.value();
    }

    void absurdLayoutsAreFolded() {
        const PlanResult r = run(chatbot());
        QVERIFY(!r.feasible.empty());
        // One H100 carries the demand: 8B fp8 weights are ~8 GiB, a decode step at batch 32
        // reads them plus the KV in about 5 ms, far below 40 ms, so one replica at batch >= 32
        // serves >= 32 / (300 x ~10 ms) ~ 10 requests/s against 5 x 1.2 = 6 to size for.
        const Candidate& best = r.feasible.front();
        QCOMPARE(best.gpuId, std::string("h100-sxm"));
        QCOMPARE(best.layout.gpus, 1);
        // Fold limit 4 x 1 GPU: TP8 (8 GPUs) and TP8 with 2, 4 or 8 pipeline stages (16, 32,
        // 64 GPUs) are folded; TP1, TP2 and TP4 stay ranked.
        for (const Candidate& c : r.feasible)
            QVERIFY2(c.layout.gpus <= 4, (c.gpuId + " TP" + std::to_string(c.layout.tp)).c_str());
        const Candidate* pp8 = find(r.folded, "h100-sxm", Precision::Fp8, 8, 8);
        QVERIFY2(pp8, "64 x H100 TP8 PP8 is folded, not ranked");
        QCOMPARE(pp8->layout.gpus, 64);
        QVERIFY(!pp8->pareto);
        for (const Candidate& c : r.folded) {
            QVERIFY(c.layout.gpus > kFoldGpuFactor * best.layout.gpus);
            QVERIFY(!c.pareto);
            QCOMPARE(c.layout.tp, 8);
        }
        // Both precisions fold the same four layouts when each is feasible: at most 8.
        QVERIFY(r.folded.size() >= 4 && r.folded.size() <= 8);
        // The count sits on the GPU's cheapest layout only, with a note.
        QCOMPARE(best.foldedLayouts, int(r.folded.size()));
        const auto note = std::find_if(
            best.provisioningNotes.begin(), best.provisioningNotes.end(), [](const Phrase& n) {
                return n.english().find("of this GPU also meet") != std::string::npos;
            });
        QVERIFY(note != best.provisioningNotes.end());
        const std::string text = note->english();
        QVERIFY2(text.rfind(std::to_string(r.folded.size()) + " more layouts", 0) == 0,
                 text.c_str());
        QVERIFY(text.find("over 4x its 1 GPU") != std::string::npos);
        for (size_t i = 1; i < r.feasible.size(); ++i)
            QCOMPARE(r.feasible[i].foldedLayouts, 0);
    }

    void geforceIsLeftOutByDefault() {
        Scenario s = chatbot();
        s.gpuIds.clear(); // "All catalog GPUs"
        s.precisions = {Precision::Bf16};
        const PlanResult out = run(s);
        // One rejection for the one GeForce card of the catalog, and nothing else of it.
        int rejections = 0;
        for (const Candidate& c : out.rejected)
            if (c.gpuId == "rtx-4090") {
                ++rejections;
                QCOMPARE(*c.rejection, RejectReason::Licence);
                QVERIFY(c.rejectionMessage.english().find(
                            "not licensed for datacenter deployment") != std::string::npos);
                QVERIFY(c.rejectionMessage.english().find("allow_geforce") != std::string::npos);
            }
        QCOMPARE(rejections, 1);
        for (const Candidate& c : out.feasible)
            QVERIFY(c.gpuId != "rtx-4090");
        // The sweep applies the same rule.
        for (const SweepConfig& c : sweepConfigs(s, m_catalog.gpus, m_catalog.efficiency))
            QVERIFY(c.gpuId != "rtx-4090");

        // Included on request, with the caveat on every configuration of it.
        s.allowGeForce = true;
        const PlanResult in = run(s);
        int configurations = 0;
        for (const auto* list : {&in.feasible, &in.rejected, &in.folded})
            for (const Candidate& c : *list)
                if (c.gpuId == "rtx-4090") {
                    ++configurations;
                    QVERIFY(c.rejection != RejectReason::Licence);
                    QVERIFY(std::any_of(c.warnings.begin(), c.warnings.end(), [](const auto& w) {
                        return w.english().find(kGeForceLicenceCaveat) != std::string::npos;
                    }));
                }
        // bf16 on one card with TP 1 and 2 (the 4090 has no NVLink: PCIe, domain of 8): more
        // than the single rejection.
        QVERIFY(configurations > 1);
        bool swept = false;
        for (const SweepConfig& c : sweepConfigs(s, m_catalog.gpus, m_catalog.efficiency))
            swept = swept || c.gpuId == "rtx-4090";
        QVERIFY(swept);
    }

    void minimumReplicas() {
        Scenario s = chatbot();
        s.precisions = {Precision::Fp8};
        const PlanResult one = run(s);
        const Candidate* tp1 = find(one.feasible, "h100-sxm", Precision::Fp8, 1, 1);
        QVERIFY(tp1);
        QCOMPARE(tp1->serve.replicas, 1);

        s.limits.minReplicas = 2;
        const PlanResult two = run(s);
        const Candidate* redundant = find(two.feasible, "h100-sxm", Precision::Fp8, 1, 1);
        QVERIFY(redundant);
        QCOMPARE(redundant->serve.replicas, 2);
        QCOMPARE(redundant->layout.gpus, 2);
        // 2 GPUs x $4.00 x 730 h = $5,840 a month.
        QVERIFY(near(redundant->costPerMonthUsd, 5840.0, 1e-12));
        // Half the load per replica: utilization halves (same capacity per replica).
        QVERIFY(near(redundant->serve.utilization, tp1->serve.utilization / 2, 1e-9));
        // Asked for, so not "over-provisioned"; the note names the field.
        QVERIFY(!redundant->overProvisioned);
        QVERIFY(std::any_of(redundant->provisioningNotes.begin(),
                            redundant->provisioningNotes.end(), [](const Phrase& n) {
                                return n.english().find("limits.min_replicas") != std::string::npos;
                            }));

        // 3 replicas of TP2 need 6 GPUs against a limit of 4: rejected, naming the field.
        s.limits.minReplicas = 3;
        s.limits.maxGpus = 4;
        const PlanResult capped = run(s);
        const Candidate* tp2 = find(capped.rejected, "h100-sxm", Precision::Fp8, 2, 1);
        QVERIFY(tp2);
        QCOMPARE(*tp2->rejection, RejectReason::TooManyGpus);
        QCOMPARE(tp2->rejectionMessage.english(),
                 std::string("needs 6 GPUs (3 replicas of 2), limit 4: limits.min_replicas asks "
                             "for 3"));
        // 3 replicas of TP1 fit: 3 GPUs.
        const Candidate* tp1capped = find(capped.feasible, "h100-sxm", Precision::Fp8, 1, 1);
        QVERIFY(tp1capped);
        QCOMPARE(tp1capped->layout.gpus, 3);
    }

    void minimumReplicasOutOfRangeIsRefused_data() {
        QTest::addColumn<int>("value");
        QTest::newRow("zero") << 0;
        QTest::newRow("negative") << -2;
        QTest::newRow("past 1024") << 1025;
    }
    void minimumReplicasOutOfRangeIsRefused() {
        QFETCH(int, value);
        Scenario s = chatbot();
        s.limits.minReplicas = value;
        const auto r = validateScenario(s);
        QVERIFY(!r);
        QCOMPARE(r.error().field, std::string("limits.min_replicas"));
        QVERIFY2(r.error().message.find("accepted 1 to 1024 replicas") != std::string::npos,
                 r.error().message.c_str());
    }

    void sizingToThePessimisticEnd() {
        // H100 fp8's serving band is wide (sigma ~0.39: x1.9 at its pessimistic end). Sized to
        // the estimate, the 8B chatbot's p95 TTFT on one H100 (83 ms at the grown demand: vLLM's
        // 41 ms served request time and a prefill of up to 2 000 tokens, 32 TFLOP at 0.63 x 0.80
        // of 1 979 TFLOP/s) has a band whose pessimistic end (157 ms) misses a 100 ms target --
        // the issue's "its own band says it misses".
        Scenario s = chatbot();
        s.precisions = {Precision::Fp8};
        s.sla.ttftS = 0.1;
        const PlanResult estimate = run(s);
        const Candidate* a = find(estimate.feasible, "h100-sxm", Precision::Fp8, 1, 1);
        QVERIFY(a);
        const double factor = std::exp(1.645 * a->efficiency.serving.sigmaLog);
        QVERIFY(factor > 1.5);
        QVERIFY(near(a->serve.ttftS.high, a->serve.ttftS.value * factor, 1e-9));
        QVERIFY(a->serve.ttftS.value <= 0.1);
        QVERIFY(a->serve.ttftS.high > 0.1);
        // Sized to the pessimistic end, one H100 misses 100 ms / 1.9 = ~53 ms: it says so,
        // naming the band, rather than being recommended at the edge; what stays feasible (wider
        // TP, shorter prompts' compute) meets the target at its band's pessimistic end.
        s.sla.sizeToPessimistic = true;
        const PlanResult tight = run(s);
        QVERIFY(!find(tight.feasible, "h100-sxm", Precision::Fp8, 1, 1));
        for (const Candidate& c : tight.feasible)
            QVERIFY(c.serve.ttftS.high <= 0.1 + 1e-9);
        const Candidate* rejected = find(tight.rejected, "h100-sxm", Precision::Fp8, 1, 1);
        QVERIFY(rejected);
        QVERIFY2(rejected->rejectionMessage.english().find("for the band's pessimistic end") !=
                     std::string::npos,
                 rejected->rejectionMessage.english().c_str());

        // With a 1 s TTFT target the pessimistic end can be met: targets 1 s / 1.9 and
        // 40 ms / 1.9 = ~21 ms, which takes a smaller running batch (TPOT grows with it).
        s.sla.ttftS = 1.0;
        s.sla.sizeToPessimistic = false;
        const PlanResult loose = run(s);
        s.sla.sizeToPessimistic = true;
        const PlanResult pessimistic = run(s);
        const Candidate* c = find(loose.feasible, "h100-sxm", Precision::Fp8, 1, 1);
        const Candidate* b = find(pessimistic.feasible, "h100-sxm", Precision::Fp8, 1, 1);
        QVERIFY(c && b);
        QVERIFY(near(b->serve.tpotS.high, b->serve.tpotS.value * factor, 1e-9));
        QVERIFY(b->serve.tpotS.high <= 0.040);
        QVERIFY(b->serve.ttftS.high <= 1.0);
        QVERIFY(b->serve.batch < c->serve.batch);
        QVERIFY(std::any_of(b->provisioningNotes.begin(), b->provisioningNotes.end(),
                            [](const Phrase& n) {
                                return n.english().rfind("sized to the pessimistic end", 0) == 0;
                            }));
        QVERIFY(std::none_of(
            b->provisioningNotes.begin(), b->provisioningNotes.end(),
            [](const Phrase& n) { return n.english().find("uncertainty:") != std::string::npos; }));
    }

    void hugeCountIsExplained() {
        // 500 requests/s on L4s with a 40 ms p95 TPOT: each replica runs a small batch.
        Scenario s = chatbot();
        s.serving.requestsPerS = 500;
        s.sla.ttftS = 0;
        s.gpuIds = {"l4"};
        s.precisions = {Precision::Fp8};
        const PlanResult r = run(s);
        const Candidate* tp1 = find(r.rejected, "l4", Precision::Fp8, 1, 1);
        QVERIFY(tp1);
        QCOMPARE(*tp1->rejection, RejectReason::TooManyGpus);
        // "needs N GPUs (N replicas of 1), limit 64: at the 40.0 ms p95 TPOT target only batch B
        // fits (memory holds M sequences), so a replica serves R of the 600 requests/s to size
        // for" -- 600 = 500 x 1.2 (20 % headroom).
        const std::regex pattern(
            R"(needs (\d+) GPUs \((\d+) replicas of 1\), limit 64: at the 40\.0 ms p95 TPOT target )"
            R"(only batch (\d+) fits \(memory holds (\d+) sequences\), so a replica serves )"
            R"(([0-9.]+) of the 600 requests/s to size for)");
        std::smatch m;
        const std::string message = tp1->rejectionMessage.english();
        QVERIFY2(std::regex_match(message, m, pattern), tp1->rejectionMessage.english().c_str());
        const int gpus = std::stoi(m[1]);
        QCOMPARE(std::stoi(m[2]), gpus);
        QVERIFY(std::stoi(m[3]) < std::stoi(m[4])); // the TPOT target, not memory, caps it
        // floor(600 / R) + 1 replicas, R printed to 3 significant digits.
        const double perReplica = std::stod(m[5]);
        QVERIFY(std::abs(gpus - (600.0 / perReplica + 1.0)) <= 0.01 * gpus + 1.0);
        QVERIFY(gpus > 64);
    }

    void idleTtftWording() {
        // A TTFT target no prefill meets: the message says the miss is before any queueing.
        Scenario s = chatbot();
        s.sla.ttftS = 0.001;
        s.precisions = {Precision::Fp8};
        const PlanResult r = run(s);
        const Candidate* tp1 = find(r.rejected, "h100-sxm", Precision::Fp8, 1, 1);
        QVERIFY(tp1);
        QCOMPARE(*tp1->rejection, RejectReason::MissesTtft);
        QVERIFY2(tp1->rejectionMessage.english().find("even with no request waiting") !=
                     std::string::npos,
                 tp1->rejectionMessage.english().c_str());
        QVERIFY(tp1->rejectionMessage.english().find("idle queue") == std::string::npos);
    }
};

} // namespace tst_PlanRules_suite

QTEST_APPLESS_MAIN(tst_PlanRules_suite::TestPlanRules)
#include "tst_PlanRules.moc"
