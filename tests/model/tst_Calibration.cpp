// The efficiency fit: reproducible from the bundled tables, accurate on them, and able to
// recover known factors from synthetic measurements.
#include "catalog/CalibrationData.h"
#include "model/Calibration.h"
#include "model/Estimator.h"
#include "model/Scheduler.h"
#include "model/ServingModel.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <random>

namespace tst_Calibration_suite {

using namespace rightsizer;
using namespace rightsizer::model;

/// The share of each second a closed-loop run's GPUs must have been busy, at dense peak and
/// datasheet bandwidth, for the requests/s its TTFT and TPOT imply at `q`'s lengths and clients
/// (closedLoopRunsFitInTheGpusPeak).
double busyShareAtPeak(const EstimateRequest& q, double ttftS, double tpotS) {
    const ParameterCount p = countParameters(q.model);
    const ServingInputs in = makeServingInputs(q, p, resolveCompute(q.gpu, q.precision));
    const double isl = q.serve.inputTokens, osl = q.serve.outputTokens;
    const double requestsPerS = q.serve.concurrency / (ttftS + (osl - 1) * tpotS);
    const double context = isl + 0.5 * osl;
    const double lmHead = p.lmHead > 0 ? p.lmHead : p.embedding;
    const double matmulFlops =
        isl * (in.matmulFlopsPerToken - 2.0 * lmHead) + (osl - 1) * in.matmulFlopsPerToken;
    const double attentionFlops =
        in.attnFlopsPerTokenPerContextToken * (isl * isl / 2 + (osl - 1) * context);
    const double kvBytes = (osl - 1) * in.kvBytesPerTokenPerGpu * context;
    const double gpuFlopsPerS = in.tp * in.flopsPerS;
    return requestsPerS * (matmulFlops / gpuFlopsPerS +
                           std::max(attentionFlops / gpuFlopsPerS, kvBytes / in.memoryBytesPerS));
}

/// Checks every (GPU x engine x model) group of `residuals` with >= kValidatedMinRows rows
/// whose name ends with `suffix`: its median signed error within +-20 %, or within the bound
/// `knownBias` holds it at. Returns the number of groups checked.
int checkGroupBias(const std::vector<Residual>& residuals, std::string_view suffix,
                   const std::map<std::string, double>& knownBias) {
    int checked = 0;
    for (const ErrorSummary& g : summarizeResiduals(residuals, ResidualGrouping::GpuEngineModel)) {
        if (g.rows < kValidatedMinRows || !g.group.ends_with(suffix))
            continue;
        ++checked;
        const auto known = knownBias.find(g.group);
        const double bound = known == knownBias.end() ? 0.20 : known->second;
        if (std::abs(g.medianSignedError) > bound) {
            QTest::qFail(qPrintable(QString::fromStdString(g.group) + QStringLiteral(" e ") +
                                    QString::number(g.medianSignedError)),
                         __FILE__, __LINE__);
            return -1;
        }
    }
    return checked;
}

class TestCalibration final : public QObject {
    Q_OBJECT

private:
    catalog::Catalog m_catalog;
    catalog::CalibrationData m_data;

    CalibrationReport m_report; ///< the fit of the bundled measurements, made once

    const CalibrationReport& fit() const { return m_report; }

private slots:
    void initTestCase() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        m_catalog = c.value();
        auto d = catalog::loadBundledCalibration(m_catalog);
        QVERIFY2(d.ok(), d.ok() ? "" : d.error().message.c_str());
        m_data = d.value();
        // 194 TensorRT-LLM table rows, 2 445 LLM-Inference-Bench static batches and 1 053
        // aiconfigurator runs with a TPOT and a TTFT each (tools/derive_calibration_csv.py), 32
        // llama-bench readings (17 tg512, 15 pp512), 19 Megatron-LM MFU rows.
        QCOMPARE(int(m_data.serving.size()), 194 + 2445 + 2 * 1053 + 32);
        QCOMPARE(int(m_data.training.size()), 19);
        m_report = fitEfficiency(m_data.serving, m_data.training, powerReferences(m_catalog.gpus),
                                 m_data.gemm);
    }

    void bundledTableIsTheFit() {
        // catalog/data/efficiency.json must be what `rightsizer calibrate-reference --write`
        // produces from the bundled measurements: refit and compare factor by factor.
        const CalibrationReport& r = fit();
        const EfficiencyTable& bundled = m_catalog.efficiency;
        QCOMPARE(r.table.serving.size(), bundled.serving.size());
        for (const auto& [group, e] : r.table.serving) {
            QVERIFY2(bundled.serving.count(group), group.c_str());
            const ServingEfficiency& b = bundled.serving.at(group);
            QVERIFY(std::abs(e.computeEff / b.computeEff - 1) < 1e-3);
            QVERIFY(std::abs(e.sigmaLog / b.sigmaLog - 1) < 1e-3);
        }
        QCOMPARE(r.table.memory.size(), bundled.memory.size());
        for (const auto& [group, e] : r.table.memory)
            QVERIFY2(std::abs(e.memoryEff / bundled.memory.at(group).memoryEff - 1) < 1e-3,
                     group.c_str());
        QCOMPARE(r.table.engines.size(), bundled.engines.size());
        for (const auto& [name, f] : r.table.engines) {
            const EngineFactors& b = bundled.engines.at(name);
            QVERIFY2(std::abs(f.computeScale / b.computeScale - 1) < 1e-3, name.c_str());
            QVERIFY2(std::abs(f.attentionEff / b.attentionEff - 1) < 1e-3, name.c_str());
            QVERIFY2(std::abs(f.overheads.decodeStepS / b.overheads.decodeStepS - 1) < 1e-3,
                     name.c_str());
            QVERIFY2(std::abs(f.overheads.servedRequestS - b.overheads.servedRequestS) <=
                         1e-3 * b.overheads.servedRequestS,
                     name.c_str());
            QVERIFY2(f.prefillEff == b.prefillEff, name.c_str());
        }
        QCOMPARE(r.table.training.size(), bundled.training.size());
        for (const auto& [family, e] : r.table.training) {
            QVERIFY2(bundled.training.count(family), family.c_str());
            const TrainingEfficiency& b = bundled.training.at(family);
            QVERIFY(std::abs(e.matmulEff / b.matmulEff - 1) < 1e-6);
            QVERIFY(std::abs(e.nonMatmulBytes / b.nonMatmulBytes - 1) < 1e-6);
            QCOMPARE(e.fromFamily, b.fromFamily);
            QVERIFY(std::abs(e.gemmRatio - b.gemmRatio) < 1e-9);
        }
        QVERIFY(std::abs(r.table.decodeStepOverheadS / bundled.decodeStepOverheadS - 1) < 1e-3);
    }

    void promptEfficiencyPerFamilyAndEngine() {
        // Fitted where an engine ran closed-loop benchmarks on a family: vLLM's prompts at 0.63
        // of the decode fit's rate on Hopper and 0.5 on Blackwell (InferenceMAX's Llama-3.1-70B
        // runs at TP 1-8: the part of vLLM's 8 192-token TTFT that shrinks with TP is 1.2-1.3x
        // TensorRT-LLM's on the same GPUs, ~43 % of the fp8 peak on H200 and B200 alike),
        // TensorRT-LLM's at 1. Elsewhere the engine's geometric mean (its prompt path is
        // its own code): vLLM on an A100 or an MI300X, sqrt(0.63 x 0.5) = 0.561; an engine never
        // measured under load (llama.cpp) at 1.
        const EfficiencyTable& t = m_catalog.efficiency;
        const auto& vllm = t.engines.at("vllm/NVIDIA").prefillEff;
        QCOMPARE(vllm.size(), size_t(2));
        QVERIFY(std::abs(vllm.at("hopper") - std::pow(2.0, -4.0 / 6)) < 1e-9);
        QVERIFY(std::abs(vllm.at("blackwell") - 0.5) < 1e-9);
        const auto eff = [&](const char* gpu, Engine engine) {
            return t.choose(*m_catalog.findGpu(gpu), ComputeKind::Fp8, engine, 0.0)
                .serving.prefillEff;
        };
        QCOMPARE(eff("h100-sxm", Engine::Vllm), vllm.at("hopper"));
        QCOMPARE(eff("b200", Engine::Vllm), vllm.at("blackwell"));
        const double typical = std::sqrt(vllm.at("hopper") * vllm.at("blackwell"));
        QVERIFY(std::abs(eff("a100-sxm-80gb", Engine::Vllm) - typical) < 1e-12);
        QVERIFY(std::abs(eff("mi300x", Engine::Vllm) - typical) < 1e-12);
        QCOMPARE(eff("h100-sxm", Engine::Trtllm), 1.0);
        QCOMPARE(eff("h100-sxm", Engine::LlamaCpp), 1.0);
    }

    void sglangRunsKeepTheHarnessLaunch() {
        // aiconfigurator's harness launched SGLang with --max-prefill-tokens ISL + 1 500 (its
        // benchmark rule; every version's launch template passes it) and, from 0.5.6.post2's
        // template on, --enable-mixed-chunk (0.5.1.post1's and the generic template look for a
        // key the rule does not set). The rows keep that: a budget of min(8 192, ISL + 1 500)
        // tokens a pass, 2 500 at 1 000-token prompts and 8 192 at 8 000; the 0.5.6 runs' prompt
        // chunks share passes with the decodes, the others' run as separate prefill batches.
        int mixed = 0, separate = 0;
        for (const ServingMeasurement& m : m_data.serving) {
            const EstimateRequest& q = m.request;
            if (q.runtime.engine != Engine::Sglang || m.dataset != "aiconfigurator")
                continue;
            const SchedulerSettings s = schedulerSettings(q, countParameters(q.model));
            QCOMPARE(s.tokenBudget, std::min(8192.0, q.serve.inputTokens + 1500));
            if (q.serve.inputTokens == 1000)
                QCOMPARE(s.tokenBudget, 2500.0);
            if (q.serve.inputTokens == 8000)
                QCOMPARE(s.tokenBudget, 8192.0);
            if (m.framework.rfind("sglang 0.5.6.post2", 0) == 0) {
                ++mixed;
                QVERIFY(q.runtime.mixedChunk && !s.separatePrefill);
            } else {
                ++separate;
                QVERIFY(!q.runtime.mixedChunk && s.separatePrefill);
            }
        }
        QCOMPARE(mixed, 2 * 46);          // Llama-3.1-8B on H200: a TTFT and a TPOT per run
        QCOMPARE(separate, 2 * (78 + 6)); // Qwen3-32B on H100: 0.5.1.post1 and 0.5.8.post1
    }

    void accuracyOnCalibrationTables() {
        // The README states these medians; they must not silently get worse.
        const CalibrationReport& r = fit();
        // 9.2 % (README).
        QVERIFY2(r.medianAbsErrorThroughput < 0.10,
                 qPrintable(QString::number(r.medianAbsErrorThroughput)));
        // TTFT: one request alone (TensorRT-LLM tables) and static batches of 16 prompts
        // (LLM-Inference-Bench): 15.8 %.
        QVERIFY2(r.medianAbsErrorTtft < 0.20, qPrintable(QString::number(r.medianAbsErrorTtft)));
        // TTFT of closed-loop benchmarks at 4-512 clients (aiconfigurator), from the scheduler
        // simulation with the fitted factors: 23.0 % (48.6 % before the benchmarks' protocols,
        // the served request time, SGLang's prefill batches, attention in the KV precision;
        // 33.5 % before the prompt efficiency per family and engine, 29.0 % before the start's
        // burst was measured and vLLM's and TensorRT-LLM's clients spread). Issue 19's 25 %.
        QVERIFY2(r.medianAbsErrorTtftAtConcurrency < 0.25,
                 qPrintable(QString::number(r.medianAbsErrorTtftAtConcurrency)));
        // Per metric: static-batch TTFT 17.1 % (16 prompts of 1 024 tokens; TensorRT-LLM's
        // prefill in passes of 8 192 tokens), aiconfigurator's TPOT 9.4 %.
        for (const ErrorSummary& g : summarizeResiduals(r.serving, ResidualGrouping::Metric)) {
            if (g.group == "LLM-Inference-Bench / static_batch_ttft_s")
                QVERIFY2(g.medianAbsError < 0.22, qPrintable(QString::number(g.medianAbsError)));
            if (g.group == "aiconfigurator / tpot_s")
                QVERIFY2(g.medianAbsError < 0.10, qPrintable(QString::number(g.medianAbsError)));
        }
        // Training MFU on the 19 Megatron-LM rows: 1.5 % with the non-matmul work and the
        // tensor-parallel all-reduces in the step (8.7 % with one MFU per family, which had the
        // 1.7B model on H100 21.5 % too fast and the 314B one 14.8 % too slow).
        QVERIFY2(r.medianAbsErrorTraining < 0.02,
                 qPrintable(QString::number(r.medianAbsErrorTraining)));
        // The rows say where they come from (calibrate-reference --by source lists them):
        // one set, the Megatron-LM tables, on NVIDIA GPUs.
        const auto bySource = summarizeResiduals(r.training, ResidualGrouping::Source);
        QCOMPARE(bySource.size(), size_t(1));
        QCOMPARE(bySource.front().group, std::string("Megatron-LM tables"));
        QCOMPARE(bySource.front().rows, 19);
        const auto byVendor = summarizeResiduals(r.training, ResidualGrouping::Vendor);
        QCOMPARE(byVendor.size(), size_t(1));
        QCOMPARE(byVendor.front().group, std::string("NVIDIA / megatron-lm"));
        // Fitted factors stay within their physical bounds.
        for (const auto& [group, e] : r.table.serving)
            QVERIFY2(e.computeEff > kComputeEffMin && e.computeEff < kComputeEffMax, group.c_str());
        for (const auto& [group, e] : r.table.memory)
            QVERIFY2(e.memoryEff > kMemoryEffMin && e.memoryEff < kMemoryEffMax, group.c_str());
        // Matmul efficiency between cuBLAS's large-GEMM rates and the peak: H100 bf16 GEMMs reach
        // ~0.6-0.8 of the dense peak, A100's ~0.7-0.9 (their 2021 stack less); the non-matmul
        // work a few hundred bytes per hidden unit, token and layer.
        for (const auto& [family, e] : r.table.training) {
            QVERIFY2(e.matmulEff > 0.45 && e.matmulEff < 0.9, family.c_str());
            QVERIFY2(e.nonMatmulBytes > 100 && e.nonMatmulBytes < 2000, family.c_str());
        }
    }

    void everyFamilyAndEngineWithinBounds() {
        // Issue 18's bar: every (GPU family x engine) group with >= 20 rows has a median
        // |predicted/measured - 1| <= 15 % and a median signed error within +-10 %; AMD's
        // MI300X (cdna3) and MI250 (cdna2) with vLLM are among them.
        const CalibrationReport& r = fit();
        const auto groups = summarizeResiduals(r.serving, ResidualGrouping::FamilyEngine);
        int checked = 0;
        bool cdna3 = false, cdna2 = false;
        for (const ErrorSummary& g : groups) {
            if (g.rows < kValidatedMinRows)
                continue;
            ++checked;
            cdna3 = cdna3 || g.group == "cdna3 / vllm";
            cdna2 = cdna2 || g.group == "cdna2 / vllm";
            QVERIFY2(g.medianAbsError <= 0.15,
                     qPrintable(QString::fromStdString(g.group) + QStringLiteral(" |e| ") +
                                QString::number(g.medianAbsError)));
            QVERIFY2(std::abs(g.medianSignedError) <= 0.10,
                     qPrintable(QString::fromStdString(g.group) + QStringLiteral(" e ") +
                                QString::number(g.medianSignedError)));
        }
        QVERIFY(cdna3 && cdna2);
        QVERIFY(checked >= 10);
    }

    void ttftUnderLoadUnbiasedPerGroup() {
        // Issue 19's bar: every (GPU x engine x model) group of closed-loop runs with >= 20 rows
        // has a median signed error of the simulated TTFT within +-20 %. Not met yet by the
        // groups below, each held at today's bias (+ slack) so that it cannot get worse: SGLang
        // 0.5.1 on H100 (-26 %: measured TTFT 3-8x the single-prompt time even with KV room to
        // spare; the simulated queue of prefill batches does not reach it), SGLang 0.5.6 on H200
        // (-34 %, +105 % before its runs kept the harness's --enable-mixed-chunk: its runs at
        // 352-512 clients are off by -95..+82 %, those at 512 clients waiting seconds as if
        // fewer requests ran than clients sent; 24 of the other 26 are within -35..+19 %),
        // Llama-3.1-8B on H200
        // under vLLM 0.12 (+93 %: its runs report more work than the GPU can do at the lengths
        // they state, closedLoopRunsFitInTheGpusPeak), Llama-3.1-70B
        // on B200 under vLLM (-22 %: the B200 runs lose more to tensor parallelism than the
        // NVLink 5 all-reduce of the model explains) and Qwen3-32B bf16 on H100 under vLLM
        // (-22 %, +14 % with cohorts: its 4 096-token prompts take twice the simulated time).
        const std::map<std::string, double> knownBias = {
            {"h100-sxm / sglang / qwen3-32b / ttft_s_at_concurrency", 0.28},
            {"h200-sxm / sglang / llama-3.1-8b / ttft_s_at_concurrency", 0.37},
            {"h200-sxm / vllm / llama-3.1-8b / ttft_s_at_concurrency", 0.97},
            {"b200 / vllm / llama-3.1-70b / ttft_s_at_concurrency", 0.25},
            {"h100-sxm / vllm / qwen3-32b / ttft_s_at_concurrency", 0.25},
        };
        QCOMPARE(checkGroupBias(fit().underLoad, "", knownBias), 11);
    }

    void tpotUnderLoadUnbiasedPerGroup() {
        // The same bar for the closed-loop runs' TPOT: every (GPU x engine x model) group of the
        // aiconfigurator runs with >= 20 rows within +-20 %, but Llama-3.1-8B on H200 under vLLM
        // 0.12 (+134 %), whose runs need more than the GPU can do at the lengths they state
        // (closedLoopRunsFitInTheGpusPeak).
        QCOMPARE(checkGroupBias(fit().serving, "/ tpot_s",
                                {{"h200-sxm / vllm / llama-3.1-8b / tpot_s", 1.40}}),
                 11);
    }

    void closedLoopRunsFitInTheGpusPeak() {
        // What a closed-loop run reports fixes the work its GPUs did. C clients, each sending a
        // request every TTFT + (output - 1) x TPOT seconds, send C / that requests/s (Little's
        // law), whatever the engine batches. Each request's prompt is its tokens' matmul FLOPs
        // (the LM head aside: it runs on the last token only) and attention, and each of its
        // output - 1 decode tokens a token's matmuls and attention over its context, whose KV
        // cache it reads. At the GPU's dense peak and datasheet bandwidth, the matmuls' time
        // plus the larger of the attention's compute and its KV reads (one kernel may overlap
        // them) is a lower bound on how busy the GPUs were, weights and every overhead left
        // out: over 1, the run could not have done what it reports at the lengths it states
        // (prompt prefixes found cached would explain it; the sample does not say).
        // Hand-worked for AICT-1213: Llama-3.1-8B fp8 on one H200, vLLM 0.12, 2 000-token
        // prompts, 100-token answers, 64 clients, TTFT 121.7 ms, TPOT 9.74 ms: 64 / (0.1217 +
        // 99 x 0.00974) = 58.9 requests/s. Matmuls: 58.9 x (2 000 x 14.0 GFLOP (2 x 6.98 G
        // parameters) + 99 x 15.0 GFLOP (the LM head's 1.05 too)) = 1.73 PFLOP/s, 0.87 of the
        // 1 979 TFLOP/s fp8 peak. Attention: 0.52 MFLOP per token and token of context, on bf16
        // tensor cores (half the fp8 rate), 58.9 x 0.52 M x (2 000^2 / 2 + 99 x 2 050) x 2 =
        // 0.13 PFLOP/s (0.07), against KV reads of 58.9 x 99 x 2 050 tokens x 128 KiB = 1.57
        // TB/s, 0.33 of 4.8 TB/s. In all 0.87 + 0.33 = 1.20.
        std::map<std::string, const ServingMeasurement*> tpots; // by case id
        for (const ServingMeasurement& m : m_data.serving)
            if (m.metric == ServingMetric::TpotS)
                tpots[m.caseId] = &m;
        std::map<std::string, std::vector<double>> busy; // per GPU / engine / model
        for (const ServingMeasurement& m : m_data.serving) {
            // The aiconfigurator rows pair a run's TTFT (AICT-n) with its TPOT (AIC-n).
            if (m.metric != ServingMetric::TtftAtConcurrencyS || m.request.model.hasMoe ||
                m.caseId.rfind("AICT-", 0) != 0)
                continue;
            const auto t = tpots.find("AIC-" + m.caseId.substr(5));
            QVERIFY2(t != tpots.end(), m.caseId.c_str());
            const EstimateRequest& q = m.request;
            QCOMPARE(t->second->request.serve.concurrency, q.serve.concurrency);
            QCOMPARE(q.layout.gpus, q.layout.tp * q.layout.pp);
            const double share = busyShareAtPeak(q, m.value, t->second->value);
            if (m.caseId == "AICT-1213")
                QVERIFY2(std::abs(share / 1.20 - 1) < 0.02, qPrintable(QString::number(share)));
            busy[q.gpu.id + " / " + std::string(engineName(q.runtime.engine)) + " / " + q.model.id]
                .push_back(share);
        }
        int groups = 0;
        for (auto& [group, shares] : busy) {
            if (int(shares.size()) < kValidatedMinRows)
                continue;
            ++groups;
            std::sort(shares.begin(), shares.end());
            const double med = shares[shares.size() / 2], most = shares.back();
            const long over =
                std::count_if(shares.begin(), shares.end(), [](double b) { return b > 1.0; });
            if (group == "h200-sxm / vllm / llama-3.1-8b") {
                // 0.86 at the median, up to 1.20; 3 of its 21 runs over 1.
                QVERIFY2(med > 0.8 && over >= 3, qPrintable(QString::number(med)));
            } else {
                // Every other group: 0.11-0.39 at the median, 0.72 at most.
                QVERIFY2(med < 0.45 && most < 0.8,
                         qPrintable(QString::fromStdString(group) + QStringLiteral(" ") +
                                    QString::number(med) + QStringLiteral(" ") +
                                    QString::number(most)));
            }
        }
        QCOMPARE(groups, 11);
    }

    void engineChangesThePrediction() {
        // Same GPU, model and load: the engines' fitted factors and overheads differ.
        EstimateRequest q;
        q.model = *m_catalog.findModel("llama-3.1-8b");
        q.gpu = *m_catalog.findGpu("h100-sxm");
        q.serve.concurrency = 32;
        std::map<std::string, double> tpot;
        for (Engine e : {Engine::Vllm, Engine::Sglang, Engine::Trtllm}) {
            q.runtime.engine = e;
            auto est = estimate(q, m_catalog.efficiency);
            QVERIFY(est.ok());
            QVERIFY2(est->efficiency.validated, est->efficiency.coverageNote.english().c_str());
            tpot[std::string(engineName(e))] = est->serve.tpotS.value;
        }
        QVERIFY(std::abs(tpot["sglang"] / tpot["vllm"] - 1) > 0.005);
        QVERIFY(std::abs(tpot["trtllm"] / tpot["vllm"] - 1) > 0.005);
    }

    void currentVllmHasItsOwnFixedCosts() {
        // vLLM's V1 engine (2025) moved scheduling, sampling and detokenization off the GPU's
        // critical path: its runs (aiconfigurator, vLLM 0.11-0.19) get factors apart from the
        // 2024 runs of vLLM before V1 (LLM-Inference-Bench), and predictions use the current
        // ones. AMD's vLLM has only 2024 runs: they stay under the engine's own key.
        const EfficiencyTable& t = fit().table;
        QVERIFY(t.engines.count("vllm/NVIDIA") && t.engines.count("vllm@2024/NVIDIA"));
        QVERIFY(t.engines.count("vllm/AMD") && !t.engines.count("vllm@2024/AMD"));
        QVERIFY(!t.engines.count("trtllm@2024/NVIDIA"));
        const EngineFactors& now = t.engines.at("vllm/NVIDIA");
        const EngineFactors& before = t.engines.at("vllm@2024/NVIDIA");
        // Fitted: 14 us against 95 us per running sequence per step.
        QVERIFY2(now.overheads.perSequenceS < 0.5 * before.overheads.perSequenceS,
                 qPrintable(QStringLiteral("%1 vs %2")
                                .arg(now.overheads.perSequenceS)
                                .arg(before.overheads.perSequenceS)));
        QCOMPARE(now.computeScale, 1.0); // both stay vLLM, the reference
        QCOMPARE(before.computeScale, 1.0);
        const EfficiencyChoice c = m_catalog.efficiency.choose(*m_catalog.findGpu("h100-sxm"),
                                                               ComputeKind::Fp8, Engine::Vllm);
        QVERIFY2(c.engineCoverage.find("LLM-Inference-Bench") == std::string::npos,
                 c.engineCoverage.c_str());
        QCOMPARE(c.overheads.perSequenceS,
                 m_catalog.efficiency.engines.at("vllm/NVIDIA").overheads.perSequenceS);
    }

    void recoversKnownFactors() {
        // Synthetic measurements from the engine itself with eta_c 0.55, eta_m 0.80, 2 ms step
        // and 5 ms request overhead, plus 3 % log-normal noise, on the Hopper rows' shapes at
        // maximum load and at batch 1 and 16 (low batches separate eta_m from the step
        // overhead): the fit must land within 5 % of the factors and 25 % of the overheads.
        std::vector<ServingMeasurement> synthetic;
        std::mt19937 rng(7);
        std::normal_distribution<double> noise(0.0, 0.03);
        const ServingEfficiency truth{0.55, 0.80, 0, 0, {}, 1.0};
        const ServingOverheads overheads{2e-3, 5e-3, 0.0};
        for (const ServingMeasurement& m : m_data.serving) {
            if (m.request.gpu.architecture != "hopper" || m.dataset != "TensorRT-LLM tables")
                continue;
            for (int batch : {m.request.serve.concurrency, 1, 16}) {
                ServingMeasurement s = m;
                s.request.runtime.engine = Engine::Vllm; // the reference engine: scales are 1
                s.request.serve.concurrency = batch;
                const ParameterCount p = countParameters(s.request.model);
                const ComputeResolution c = resolveCompute(s.request.gpu, s.request.precision);
                const ServingInputs in = makeServingInputs(s.request, p, c);
                double conc = batch;
                if (s.metric == ServingMetric::TtftS)
                    conc = 1;
                else if (conc == 0)
                    conc = std::max(1, defaultConcurrency(s.request, p));
                else
                    conc = std::clamp(double(maxConcurrencyFit(s.request, p)), 1.0, conc);
                const ServingTimes t = servingTimes(in, conc, truth, overheads);
                double v = s.metric == ServingMetric::TtftS ? t.ttftS : t.outputTokensPerS;
                if (s.metric == ServingMetric::OutputTokensPerSPerGpu)
                    v /= s.request.layout.tp;
                s.value = v * std::exp(noise(rng));
                synthetic.push_back(s);
            }
        }
        QVERIFY(synthetic.size() > 150);
        const CalibrationReport r = fitEfficiency(synthetic, {});
        const ServingEfficiency& fitted = r.table.serving.at("hopper/fp8");
        QVERIFY2(std::abs(fitted.computeEff / 0.55 - 1) < 0.05,
                 qPrintable(QString::number(fitted.computeEff)));
        for (const char* memory : {"NVIDIA/HBM3", "NVIDIA/HBM3e"}) {
            const double etaM = r.table.memory.at(memory).memoryEff;
            QVERIFY2(std::abs(etaM / 0.80 - 1) < 0.05, qPrintable(QString::number(etaM)));
        }
        const ServingOverheads& o = r.table.engines.at("vllm/NVIDIA").overheads;
        QVERIFY2(std::abs(o.decodeStepS / 2e-3 - 1) < 0.25,
                 qPrintable(QString::number(o.decodeStepS)));
        QVERIFY2(std::abs(o.requestS / 5e-3 - 1) < 0.25, qPrintable(QString::number(o.requestS)));
        QVERIFY(fitted.sigmaLog < 0.05); // the residual matches the injected noise
    }

    void familyWithoutTrainingRunsTakesTheGemmRatio() {
        // gemm_measurements.csv: Azure's AI-benchmarking-guide ran the same FP8 GEMMs (8192^3 and
        // 6144 x 12288 x 12288) on each GPU. Hand-worked efficiencies, achieved / dense FP8 peak:
        //   hopper: (1290.1 + 1351.4 + 1300.6 + 1318.0) / 4 = 1315.025 of 1979 -> 0.664490
        //   cdna3 (MI300X): (1159.23 + 1159.54) / 2 = 1159.385 of 2614.9       -> 0.443376,
        //     measured at the 750 W MI300X's sustained clock, cbrt(750 / 1000) = 0.908560 of the
        //     1000 W MI325X's (the family's reference board): 0.443376 / 0.908560 = 0.487999
        //   blackwell (GB200, not power-capped against the B200): 2888.45 of 5000 -> 0.577690
        // so cdna3 trains at hopper's fitted matmul efficiency x 0.734393, blackwell x 0.869374.
        QCOMPARE(int(m_data.gemm.size()), 8);
        const auto& training = fit().table.training;
        const TrainingEfficiency& hopper = training.at("hopper");
        QVERIFY(hopper.fromFamily.empty());
        QCOMPARE(hopper.rows, 9);
        for (const auto& [family, ratio] : std::map<std::string, double>{
                 {"cdna3", 0.487999 / 0.664490}, {"blackwell", 0.577690 / 0.664490}}) {
            QVERIFY2(training.count(family), family.c_str());
            const TrainingEfficiency& e = training.at(family);
            QCOMPARE(e.fromFamily, std::string("hopper"));
            QCOMPARE(e.rows, 0);
            QVERIFY2(std::abs(e.gemmRatio / ratio - 1) < 1e-5, family.c_str());
            QVERIFY2(std::abs(e.matmulEff / (hopper.matmulEff * e.gemmRatio) - 1) < 1e-9,
                     family.c_str());
            QCOMPARE(e.nonMatmulBytes, hopper.nonMatmulBytes);
        }
        // Ampere has runs of its own and no GEMM rows in that harness: its fit is kept.
        QVERIFY(training.at("ampere").fromFamily.empty());
        // A prediction says where the figure comes from and is not marked calibrated; its band
        // is wider than a measured family's. The MI300X runs at its own sustained clock, so its
        // matmuls come back to the measured GEMM ratio; the MI325X at its full clock.
        const EfficiencyTable& t = m_catalog.efficiency;
        const EfficiencyChoice mi300x =
            t.choose(*m_catalog.findGpu("mi300x"), ComputeKind::Bf16, Engine::Vllm);
        QVERIFY(!mi300x.trainingCalibrated);
        QVERIFY2(mi300x.trainingGroup == "cdna3 (no training runs; hopper x 0.73 GEMM ratio)",
                 mi300x.trainingGroup.c_str());
        QVERIFY(std::abs(mi300x.training.matmulEff / (hopper.matmulEff * 0.443376 / 0.664490) - 1) <
                1e-5);
        const EfficiencyChoice mi325x =
            t.choose(*m_catalog.findGpu("mi325x"), ComputeKind::Bf16, Engine::Vllm);
        QVERIFY(std::abs(mi325x.training.matmulEff / training.at("cdna3").matmulEff - 1) < 1e-9);
        const EfficiencyChoice h100 =
            t.choose(*m_catalog.findGpu("h100-sxm"), ComputeKind::Bf16, Engine::Vllm);
        QVERIFY(h100.trainingCalibrated);
        QVERIFY(mi300x.training.sigmaLog > h100.training.sigmaLog);
        // FP8 on a scaled family takes the reference family's fp8/bf16 scale (the GEMM ratio
        // itself was measured in FP8): Blackwell fp8 = hopper bf16 x 0.869 x hopper's scale.
        const EfficiencyChoice h100fp8 =
            t.choose(*m_catalog.findGpu("h100-sxm"), ComputeKind::Fp8, Engine::Vllm);
        const EfficiencyChoice b200fp8 =
            t.choose(*m_catalog.findGpu("b200"), ComputeKind::Fp8, Engine::Vllm);
        QVERIFY(std::abs(b200fp8.training.matmulEff /
                             (h100fp8.training.matmulEff * training.at("blackwell").gemmRatio) -
                         1) < 1e-9);
        // A family with neither runs nor GEMM rows keeps the median of the fitted families.
        const EfficiencyChoice v100 =
            t.choose(*m_catalog.findGpu("v100-sxm-32gb"), ComputeKind::Fp16, Engine::Vllm);
        QVERIFY(v100.trainingGroup.find("all families") == 0);
    }

    void gemmRowsAreChecked() {
        const std::string head = "case_id,gpu_id,precision,m,n,k,tflops,harness,source\n";
        // Above the GPU's dense FP8 peak (1979 TFLOP/s on an H100 SXM), an unknown GPU, a
        // precision that is not one and one the GPU lacks: every bad row named, nothing returned.
        const std::string csv = head + "G-1,h100-sxm,fp8,8192,8192,8192,2500,h,s\n" +
                                "G-2,no-such-gpu,fp8,8192,8192,8192,100,h,s\n" +
                                "G-3,h100-sxm,fp7,8192,8192,8192,100,h,s\n" +
                                "G-4,a100-sxm-80gb,fp8,8192,8192,8192,100,h,s\n" +
                                "G-5,h100-sxm,fp8,8192,8192,8192,1300,h,s\n";
        const auto r = catalog::parseGemm(csv, m_catalog);
        QVERIFY(!r.ok());
        const std::string& why = r.error().message;
        QVERIFY2(why.find("line 2: tflops 2500 is not within the h100-sxm's dense peak") !=
                     std::string::npos,
                 why.c_str());
        QVERIFY2(why.find("line 3: unknown gpu id") != std::string::npos, why.c_str());
        QVERIFY2(why.find("line 4:") != std::string::npos, why.c_str());
        // An A100 has no FP8 tensor cores: its row cannot be set against an FP8 peak.
        QVERIFY2(why.find("line 5: a100-sxm-80gb has no dense fp8 peak of its own") !=
                     std::string::npos,
                 why.c_str());
        QVERIFY2(why.find("line 6") == std::string::npos, why.c_str());
        const auto good =
            catalog::parseGemm(head + "G-4,h100-sxm,fp8,8192,8192,8192,1300,h,s\n", m_catalog);
        QVERIFY(good.ok());
        QVERIFY(std::abs(good.value().front().efficiency() - 1300.0 / 1979.0) < 1e-9);
    }

    void uncalibratedFamilyWidensTheBand() {
        const EfficiencyTable& t = m_catalog.efficiency;
        const GpuSpec& h100 = *m_catalog.findGpu("h100-sxm");
        const EfficiencyChoice hopper = t.choose(h100, ComputeKind::Fp8, Engine::Vllm);
        QVERIFY(hopper.servingCalibrated);
        QVERIFY(hopper.validated);
        QVERIFY(hopper.coverageNote.empty());
        // Gaudi 3: no family, memory system or engine data; marked in words, widest band.
        const EfficiencyChoice gaudi =
            t.choose(*m_catalog.findGpu("gaudi3"), ComputeKind::Bf16, Engine::Vllm);
        QVERIFY(!gaudi.servingCalibrated);
        QVERIFY(!gaudi.validated);
        QVERIFY(gaudi.coverageNote.english().find("not validated on measurements of gaudi3") == 0);
        QVERIFY(gaudi.serving.sigmaLog >= t.servingDefault.sigmaLog * kUncalibratedSigmaFactor);
        // Same family at another precision borrows the family's factors, widened.
        const EfficiencyChoice hopperInt8 = t.choose(h100, ComputeKind::Int8, Engine::Vllm);
        QVERIFY(!hopperInt8.servingCalibrated);
        QVERIFY(hopperInt8.serving.sigmaLog > hopper.serving.sigmaLog);
        // cdna3's eta_c rests only on 2024 vLLM-ROCm and llama.cpp runs (LLM-Inference-Bench):
        // it describes those stacks' kernels, so an MI300X prediction takes the median eta_c of
        // current stacks (at its sustained clock, below the 1000 W MI325X's) and says why; its
        // memory system's eta_m is still the fitted one.
        QVERIFY(!t.serving.at("cdna3/fp16").vintage.empty());
        const EfficiencyChoice mi300x =
            t.choose(*m_catalog.findGpu("mi300x"), ComputeKind::Fp8, Engine::Vllm);
        QVERIFY(!mi300x.servingCalibrated);
        QVERIFY2(mi300x.servingGroup.find("measured only on 2024 stacks") != std::string::npos,
                 mi300x.servingGroup.c_str());
        QVERIFY(std::abs(mi300x.serving.computeEff /
                             (t.servingDefault.computeEff * mi300x.clockFraction) -
                         1) < 1e-9);
        QCOMPARE(mi300x.serving.memoryEff, t.memory.at("AMD/HBM3").memoryEff);
        // An H100 NVL was never measured: Hopper's vLLM factors, marked, wider band.
        const EfficiencyChoice nvl =
            t.choose(*m_catalog.findGpu("h100-nvl"), ComputeKind::Fp8, Engine::Vllm);
        QVERIFY(!nvl.validated);
        QVERIFY(nvl.serving.sigmaLog > hopper.serving.sigmaLog);
    }
};

} // namespace tst_Calibration_suite

QTEST_APPLESS_MAIN(tst_Calibration_suite::TestCalibration)
#include "tst_Calibration.moc"
