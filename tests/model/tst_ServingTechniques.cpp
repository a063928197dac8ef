// Speculative decoding and prefix caching (issue 24), on the hand-workable replica of
// HandReplica.h (5e14 FLOP/s and 1e12 B/s effective, 2e10 FLOP and 2e10 B of weights per token,
// 1e5 B of KV per token, 1 ms a pass; prompts of 1 000 tokens, answers of 101) and on catalog
// models.
// Its draft, a "1B" model: 2e9 FLOP per token, 2e9 B of weights, 1e4 B of KV per token.
// One draft pass at b rows and C context tokens in all: max(b x 2e9 / 5e14, (2e9 + 1e4 C) / 1e12).
#include "HandReplica.h"
#include "model/Estimator.h"
#include "model/Scenario.h"
#include "model/ScenarioFields.h"
#include "model/Scheduler.h"
#include "model/ServingModel.h"
#include "project/ScenarioJson.h"
#include "project/ScenarioJsonWriter.h"

#include "catalog/Catalog.h"
#include "catalog/JsonText.h"

#include <QtTest>

#include <cmath>

namespace tst_ServingTechniques_suite {

using namespace rightsizer;
using namespace rightsizer::model;

class TestServingTechniques final : public QObject {
    Q_OBJECT

private:
    catalog::Catalog m_catalog;

    static ServingInputs replica() { return rightsizer::test::handReplica(); }
    static ServingInputs speculative(int k, double acceptance) {
        ServingInputs in = replica();
        SpeculativeDecoding sd;
        sd.method = Speculation::Draft;
        sd.tokens = k;
        sd.acceptance = acceptance;
        in.specTokens = k;
        in.tokensPerStep = speculativeTokensPerStep(sd);
        in.draftMatmulFlopsPerToken = 2e9;
        in.draftWeightBytesPerGpu = 2e9;
        in.draftKvBytesPerTokenPerGpu = 1e4;
        in.draftHidden = 2048;
        in.draftLayers = 16;
        return in;
    }
    static ServingEfficiency efficiency() { return rightsizer::test::handEfficiency(); }
    static ServingOverheads overheads() { return rightsizer::test::handOverheads(); }
    static LoadLatency oneClient(const ServingInputs& in, int requests = 0) {
        LoadSpec load;
        load.concurrency = 1;
        load.requests = requests;
        return simulateLoad(in, efficiency(), overheads(), SchedulerSettings{},
                            {{1000, 1000}, {101, 101}}, load);
    }
    static QString text(double v) { return QString::number(v, 'g', 12); }

    EstimateRequest servingRequest(const char* model, const char* gpu, int tp) const {
        EstimateRequest r;
        r.model = *m_catalog.findModel(model);
        r.gpu = *m_catalog.findGpu(gpu);
        r.precision = Precision::Bf16;
        r.kvPrecision = Precision::Bf16;
        r.layout = {tp, tp, 1, 1};
        r.serve.inputTokens = 3000;
        r.serve.outputTokens = 1000;
        return r;
    }

    Scenario parse(const std::string& json) const {
        auto s = project::parseScenario(json, m_catalog);
        if (!s)
            qFatal("%s", s.error().message.c_str());
        return *s;
    }

    static std::string scenarioJson(const std::string& workloadExtra,
                                    const std::string& runtimeExtra) {
        return R"({"schema": 6, "name": "techniques", "model": "llama-3.1-70b", "mode": "serve",
          "workload": {"requests_per_s": 4, "input_tokens": {"mean": 3000, "p95": 3000},
                       "output_tokens": {"mean": 300, "p95": 300})" +
               workloadExtra + R"(},
          "sla": {"percentile": "p95", "ttft_ms": 2000, "tpot_ms": 60},
          "precisions": ["fp8"], "gpus": ["h100-sxm"],
          "runtime": {"engine": "vllm")" +
               runtimeExtra + "}}";
    }

private slots:
    void initTestCase() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        m_catalog = c.value();
    }

    void tokensPerStepFollowTheAcceptanceFormula() {
        // Leviathan, Kalman and Matias (ICML 2023), eq. 1: E = (1 - a^(k+1)) / (1 - a).
        SpeculativeDecoding sd;
        QCOMPARE(speculativeTokensPerStep(sd), 1.0); // off
        sd.method = Speculation::Draft;
        sd.tokens = 3;
        sd.acceptance = 0.7; // (1 - 0.2401) / 0.3 = 2.5330
        QVERIFY(std::abs(speculativeTokensPerStep(sd) - 0.7599 / 0.3) < 1e-12);
        // DeepSeek-V3's one MTP module accepts its token 85-90 % of the time (technical report,
        // arXiv 2412.19437, 5.4.3; it reports 1.8x the tokens/s): at 0.85, 1.85 tokens a step.
        sd.method = Speculation::Mtp;
        sd.tokens = 1;
        sd.acceptance = 0.85;
        QVERIFY(std::abs(speculativeTokensPerStep(sd) - 1.85) < 1e-12);
        sd.acceptance = 1.0; // everything accepted: k + 1
        sd.tokens = 4;
        QCOMPARE(speculativeTokensPerStep(sd), 5.0);
        sd.acceptance = 0.0; // nothing accepted: the target's own token only
        QCOMPARE(speculativeTokensPerStep(sd), 1.0);
    }

    void speculativeTpotAtBatchOne() {
        // k = 3, a = 0.7: E = 2.53333. A step at batch 1, mean context 1 050.5:
        //   verify pass of 4 positions: compute 4 x 2e10 / 5e14 = 0.16 ms < memory
        //   (2e10 + 1e5 x 1050.5) / 1e12 = 20.10505 ms; + 1 ms step overhead
        //   3 draft passes of (2e9 + 1e4 x 1050.5) / 1e12 = 2.010505 ms each: 6.031515 ms
        //   step = 27.136565 ms; TPOT = step / E + one prefill spread over 101 tokens, whose
        //   compute is the target's and the draft's: 1 000 x (2e10 + 2e9) / 5e14 = 44 ms
        //        = 10.7132116 + 0.4356436 = 11.1488552 ms.
        // Without: 21.10505 + 0.3960396 = 21.5010896 ms.
        const ServingTimes t = servingTimes(speculative(3, 0.7), 1, efficiency(), overheads());
        QVERIFY2(std::abs(t.decodeStepS - 0.027136565) < 1e-12, qPrintable(text(t.decodeStepS)));
        const double expected = 0.027136565 / (0.7599 / 0.3) + 0.044 / 101;
        QVERIFY2(std::abs(t.tpotS - expected) < 1e-12, qPrintable(text(t.tpotS)));
        QVERIFY(std::abs(expected - 0.0111488552) < 1e-9);
        const ServingTimes plain = servingTimes(replica(), 1, efficiency(), overheads());
        QVERIFY(std::abs(plain.tpotS - (0.02110505 + 0.04 / 101)) < 1e-12);
    }

    void speculationPaysAtSmallBatchesOnly() {
        // k = 4, a = 0.3: E = (1 - 0.3^5) / 0.7 = 1.425100.
        // Batch 1: step 20.10505 + 1 + 4 x 2.010505 = 29.14707 ms -> 20.4526 ms a token,
        // against 21.10505 ms without: it pays (the draft's prefill, 4 ms over 101 tokens, does
        // not change that).
        // Batch 2 048: the verify pass carries 5 x 2 048 positions, compute 409.6 ms > memory
        // 20 + 215.1424 ms; + 1 ms; 4 draft passes of max(8.192, 2 + 21.51424) ms = 94.05696 ms:
        // step 504.65696 ms -> 354.121 ms a token, against max(81.92, 235.1424) + 1 =
        // 236.1424 ms without: it does not.
        const double e = (1 - std::pow(0.3, 5)) / 0.7;
        const ServingTimes small = servingTimes(speculative(4, 0.3), 1, efficiency(), overheads());
        QVERIFY2(std::abs(small.decodeStepS - 0.02914707) < 1e-12,
                 qPrintable(text(small.decodeStepS)));
        QVERIFY(small.decodeStepS / e < 0.02110505);
        const ServingTimes big = servingTimes(speculative(4, 0.3), 2048, efficiency(), overheads());
        QVERIFY2(std::abs(big.decodeStepS - 0.50465696) < 1e-9, qPrintable(text(big.decodeStepS)));
        const ServingTimes bigPlain = servingTimes(replica(), 2048, efficiency(), overheads());
        QVERIFY(std::abs(bigPlain.decodeStepS - 0.2361424) < 1e-9);
        QVERIFY(big.tpotS > bigPlain.tpotS);
        QVERIFY(small.tpotS < servingTimes(replica(), 1, efficiency(), overheads()).tpotS);
    }

    void theSchedulerEmitsSeveralTokensAStep() {
        // One client, k = 3, a = 0.7: the 100 tokens after the first take ceil(100 / 2.5333) =
        // 40 steps. Step j attends to 1 000 + 2.5333 j tokens and lasts
        // 0.02 + 0.001 + 3 x 0.002 + (1e5 + 3 x 1e4) x c_j / 1e12 s; the contexts sum to
        // 40 x 1 000 + 2.5333 x 820 = 42 077.33: 1.08 + 1.3e5 x 42 077.33 / 1e12 = 1.0854700 s,
        // TPOT 10.854700 ms. TTFT is the prompt's pass alone: the target's and the draft's
        // compute, 1 000 x 2.2e10 / 5e14 = 44 ms, + 1 ms.
        const double e = 0.7599 / 0.3;
        const LoadLatency l = oneClient(speculative(3, 0.7));
        const double expected = (1.08 + 1.3e5 * (40000 + e * 820) / 1e12) / 100;
        QVERIFY2(std::abs(l.tpotS.mean - expected) < 1e-9, qPrintable(text(l.tpotS.mean)));
        QVERIFY2(std::abs(l.ttftS.p50 - 0.045) < 1e-9, qPrintable(text(l.ttftS.p50)));
    }

    void aCachedPrefixSkipsItsPrefill() {
        // An 800-token prefix found every time: the prompt's pass computes 200 tokens
        // (8 ms) and reads the weights and the 1 000 tokens of KV it attends to: 20.1 ms, + 1 ms.
        ServingInputs in = replica();
        in.prefixTokens = 800;
        in.prefixHitRate = 1.0;
        const LoadLatency always = oneClient(in);
        QVERIFY2(std::abs(always.ttftS.p50 - 0.0211) < 1e-9, qPrintable(text(always.ttftS.p50)));
        // Decoding is unchanged: it attends to the whole context either way.
        QVERIFY(std::abs(always.tpotS.mean - 0.02110505) < 1e-9);
        // Found half the time: a mean TTFT of 0.5 x 21.1 + 0.5 x 41 = 31.05 ms, up to the
        // draws of 1 000 requests (a binomial spread of +-1.6 % in the hit fraction, +-0.3 ms).
        in.prefixHitRate = 0.5;
        const LoadLatency half = oneClient(in, 1000);
        QVERIFY2(std::abs(half.ttftS.mean - 0.03105) < 1e-3, qPrintable(text(half.ttftS.mean)));
    }

    void aSharedPrefixCutsPrefillWork() {
        // A 2 000-token prefix in 3 000-token prompts, found by 90 % of requests, Llama-8B-like
        // attention (4 x 32 layers x 32 heads x 128 = 524 288 FLOP per token per context token):
        //   a miss: 3 000 x 2e10 + 0.5 x 524 288 x 3 000^2        = 6.2359296e13 FLOP
        //   a hit:  1 000 x 2e10 + 524 288 x 1 000 x (2 000 + 500) = 2.1310720e13 FLOP
        //   expected: 0.9 x hit + 0.1 x miss = 2.54155776e13: 59.24 % less prefill work.
        // Both are compute-bound (124.7 and 50.8 ms against 20 ms of weights): prefillS is
        // FLOPs / 5e14.
        ServingInputs in = replica();
        in.attnFlopsPerTokenPerContextToken = 524288;
        in.inputTokens = 3000;
        const double miss = servingTimes(in, 1, efficiency(), overheads()).prefillS;
        QVERIFY(std::abs(miss - 6.2359296e13 / 5e14) < 1e-12);
        in.prefixTokens = 2000;
        in.prefixHitRate = 0.9;
        in.cachedTokens = 1800;
        const double cached = servingTimes(in, 1, efficiency(), overheads()).prefillS;
        QVERIFY2(std::abs(cached - 2.54155776e13 / 5e14) < 1e-12, qPrintable(text(cached)));
        QVERIFY(std::abs(1 - cached / miss - 0.5924332) < 1e-6);
    }

    void cachedPrefixIsHeldOnce() {
        // Llama 3.1 8B, bf16 KV: 2 x 32 layers x 8 KV heads x 128 x 2 B = 131 072 B a token.
        // Ten sequences of 3 000 + 1 000 tokens: 40 000 tokens without caching. With a
        // 2 000-token prefix found by 90 %: each holds 4 000 - 1 800 = 2 200 of its own, and
        // the prefix is held once: 22 000 + 2 000 = 24 000 tokens = 3 145 728 000 B.
        EstimateRequest r = servingRequest("llama-3.1-8b", "h100-sxm", 1);
        const ParameterCount p = countParameters(r.model);
        QCOMPARE(servingMemory(r, p, 10).kvCacheBytes, 40000.0 * 131072);
        r.serve.prefixTokens = 2000;
        r.serve.prefixHitRate = 0.9;
        QVERIFY(std::abs(servingMemory(r, p, 10).kvCacheBytes - 24000.0 * 131072) < 1);
        // More sequences fit: the room for KV over 2 200 tokens each, not 4 000.
        EstimateRequest plain = r;
        plain.serve.prefixHitRate = 0;
        QVERIFY(maxConcurrencyFit(r, p) > maxConcurrencyFit(plain, p) * 1.7);
    }

    void theDraftTakesMemory() {
        // Llama 3.2 1B as the draft of Llama 3.1 70B at TP 4: 1 235 814 400 parameters in
        // bf16 over 4 GPUs = 617 907 200 B per GPU beside the target's shard.
        EstimateRequest r = servingRequest("llama-3.1-70b", "h100-sxm", 4);
        const ParameterCount p = countParameters(r.model);
        const double before = servingMemory(r, p, 1).weightsBytes;
        r.runtime.speculative.method = Speculation::Draft;
        r.runtime.speculative.draft = *m_catalog.findModel("llama-3.2-1b");
        QCOMPARE(servingMemory(r, p, 1).weightsBytes - before, 617907200.0);
        // Its KV cache: 2 x 16 layers x 8 KV heads x 64 x 2 B = 32 768 B a token, 8 KV heads
        // over 4 GPUs: 8 192 B a token per GPU.
        QCOMPARE(draftKvBytesPerTokenPerGpu(r), 8192.0);
        // An MTP/EAGLE head on Llama 3.1 8B: one decoder layer, 218 112 000 parameters
        // (2 x 4096^2 + 2 x 4096 x 1024 + 3 x 4096 x 14336 + 2 x 4096), and 128 for its share
        // of the final norm (the layers' parameters are (8 030 261 248 - 2 x 525 336 576) / 32
        // = 218 112 128), in bf16.
        EstimateRequest m = servingRequest("llama-3.1-8b", "h100-sxm", 1);
        m.runtime.speculative.method = Speculation::Mtp;
        QCOMPARE(draftWeightBytesPerGpu(m, countParameters(m.model)), 218112128.0 * 2);
    }

    void aDraftsAttentionIsCountedAsTheTargets() {
        // A draft with MLA (DeepSeek-R1's attention on 2 layers, its head_dim set to 64 so that
        // the MLA width differs from heads x head_dim): its attention FLOPs per token per context
        // token are 4 x 2 layers x 128 heads x (128 + 64) = 196 608, not 4 x 2 x 128 x 64.
        EstimateRequest r = servingRequest("deepseek-r1", "h200-sxm", 8);
        r.precision = Precision::Bf16;
        r.kvPrecision = Precision::Bf16;
        ModelSpec draft = r.model;
        draft.layers = 2;
        draft.headDim = 64;
        r.runtime.speculative.method = Speculation::Draft;
        r.runtime.speculative.draft = draft;
        const ServingInputs bf16 =
            makeServingInputs(r, countParameters(r.model), resolveCompute(r.gpu, r.precision));
        QCOMPARE(bf16.draftAttnFlopsPerTokenPerContextToken, 4.0 * 2 * 128 * (128 + 64));
        // The target's: 4 x 61 x 128 x 192.
        QCOMPARE(bf16.attnFlopsPerTokenPerContextToken, 4.0 * 61 * 128 * 192);
        // fp8 weights with a bf16 KV cache: the attention runs on bf16 tensor cores, half the
        // fp8 rate, so both count twice the matmul-equivalent FLOPs.
        r.precision = Precision::Fp8;
        const ServingInputs fp8 =
            makeServingInputs(r, countParameters(r.model), resolveCompute(r.gpu, r.precision));
        QCOMPARE(fp8.draftAttnFlopsPerTokenPerContextToken,
                 2.0 * bf16.draftAttnFlopsPerTokenPerContextToken);
    }

    void aDraftRunsAtTheTargetsTp() {
        // The planner and the sweep only try layouts whose TP divides the draft's heads too
        // (vLLM runs the draft at the target's tensor parallelism).
        SpeculativeDecoding sd;
        QVERIFY(sd.splitsOver(8)); // off: any
        sd.method = Speculation::Draft;
        ModelSpec draft = *m_catalog.findModel("llama-3.2-1b");
        draft.heads = 14;
        sd.draft = draft;
        QVERIFY(sd.splitsOver(2));
        QVERIFY(!sd.splitsOver(4));
        QVERIFY(!sd.splitsOver(16));
        sd.method = Speculation::Mtp; // the head is the model's own layer
        QVERIFY(sd.splitsOver(4));
    }

    void theEstimateSaysWhetherSpeculationPays() {
        EstimateRequest r = servingRequest("llama-3.1-70b", "h100-sxm", 4);
        r.serve.concurrency = 1;
        r.runtime.speculative.method = Speculation::Draft;
        r.runtime.speculative.draft = *m_catalog.findModel("llama-3.2-1b");
        r.runtime.speculative.tokens = 4;
        r.runtime.speculative.acceptance = 0.8;
        auto low = estimate(r, m_catalog.efficiency);
        QVERIFY(low);
        QVERIFY(low->serve.tpotS.value < low->serve.tpotWithoutSpeculationS);
        QVERIFY(!low->warnings.empty());
        QVERIFY(low->warnings.back().english().find("pays at a concurrency of 1") !=
                std::string::npos);
        // A draft with another tokenizer is refused, naming the option.
        r.runtime.speculative.draft = *m_catalog.findModel("qwen3-0.6b");
        auto refused = estimate(r, m_catalog.efficiency);
        QVERIFY(!refused);
        QCOMPARE(refused.error().field, std::string("draft_model"));
    }

    void scenarioFilesKeepTheTechniques() {
        const Scenario s = parse(scenarioJson(
            R"(, "prefix": {"tokens": 2000, "hit_rate_percent": 90})",
            R"(, "speculative": {"method": "draft", "draft_model": "llama-3.2-1b", "tokens": 4,
                "acceptance_percent": 75})"));
        QCOMPARE(s.serving.prefixTokens, 2000.0);
        QCOMPARE(s.serving.prefixHitRate, 0.9);
        QCOMPARE(s.runtime.speculative.method, Speculation::Draft);
        QCOMPARE(s.runtime.speculative.tokens, 4);
        QCOMPARE(s.runtime.speculative.acceptance, 0.75);
        QVERIFY(s.runtime.speculative.draft && s.runtime.speculative.draft->id == "llama-3.2-1b");
        const std::string written = project::scenarioToJsonText(s, m_catalog);
        QVERIFY(written.find("\"schema\": 6") != std::string::npos);
        const Scenario again = parse(written);
        QCOMPARE(project::scenarioToJsonText(again, m_catalog), written);
        // The request the planner evaluates carries both.
        const EstimateRequest r =
            scenarioRequest(s, *m_catalog.findGpu("h100-sxm"), Precision::Fp8, Layout{2, 2, 1, 1});
        QCOMPARE(r.serve.prefixTokens, 2000.0);
        QCOMPARE(r.runtime.speculative.tokens, 4);
        // Without the techniques, the writer keeps the oldest schema that holds the file.
        const Scenario plain = parse(scenarioJson("", ""));
        QVERIFY(project::scenarioToJsonText(plain, m_catalog).find("\"schema\": 6") ==
                std::string::npos);
    }

    void badTechniqueInputNamesTheField() {
        auto check = [&](const std::string& workload, const std::string& runtime,
                         const char* expected) {
            auto s = project::parseScenario(scenarioJson(workload, runtime), m_catalog);
            QVERIFY2(!s, expected);
            QVERIFY2(s.error().message.find(expected) != std::string::npos,
                     s.error().message.c_str());
        };
        check(R"(, "prefix": {"tokens": 2000, "hit_rate_percent": 150})", "",
              "workload.prefix.hit_rate_percent: got 150 %, accepted 0 to 100 %");
        check(R"(, "prefix": {"tokens": 5000, "hit_rate_percent": 50})", "",
              "workload.prefix.tokens: got 5000 tokens, accepted 0 to 3000 tokens");
        check("", R"(, "speculative": {"method": "draft", "draft_model": "nope"})",
              "runtime.speculative.draft_model: unknown model 'nope'");
        check("", R"(, "speculative": {"method": "draft"})",
              "runtime.speculative.draft_model: a draft model is needed");
        check("", R"(, "speculative": {"method": "draft", "draft_model": "qwen3-0.6b"})",
              "a draft must share the target's tokenizer");
        check("", R"(, "speculative": {"method": "mtp", "tokens": 40})",
              "runtime.speculative.tokens: got 40 tokens, accepted 1 to 16 tokens");
        check("", R"(, "speculative": {"method": "medusa"})",
              "unknown speculative decoding method 'medusa'");
        check("", R"(, "speculative": {"method": "mtp", "draft_model": "llama-3.2-1b"})",
              "runtime.speculative.draft_model: applies with method draft");
    }
};

} // namespace tst_ServingTechniques_suite

QTEST_APPLESS_MAIN(tst_ServingTechniques_suite::TestServingTechniques)
#include "tst_ServingTechniques.moc"
