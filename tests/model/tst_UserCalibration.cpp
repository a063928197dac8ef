// Calibration on the planner's own measurements: the fit must recover factors that generated
// the measurements (the engine itself, at known factors, plus log-normal noise), stay inside
// its bounds, and narrow the band as readings accumulate.
#include "TestSupport.h"

#include "catalog/Catalog.h"
#include "model/Calibration.h"
#include "model/Estimator.h"
#include "model/UserCalibration.h"

#include <QtTest>

#include <cmath>
#include <random>

namespace tst_UserCalibration_suite {

using namespace rightsizer;
using namespace rightsizer::model;
using rightsizer::test::near;

class TestUserCalibration final : public QObject {
    Q_OBJECT

    catalog::Catalog m_catalog;

    MeasuredRun run(const char* modelId, const char* gpuId, Precision precision, int tp, int batch,
                    double input, double output) const {
        MeasuredRun r;
        r.request.model = *m_catalog.findModel(modelId);
        r.request.gpu = *m_catalog.findGpu(gpuId);
        r.request.precision = precision;
        r.request.layout = {tp, tp, 1, 1};
        r.request.serve = {input, output, batch};
        r.label = std::string(modelId) + " " + gpuId + " tp" + std::to_string(tp) + " b" +
                  std::to_string(batch) + " " + std::to_string(int(input)) + "/" +
                  std::to_string(int(output));
        return r;
    }

    /// The serving stack's true per-step and per-request overheads: below the reference's,
    /// vLLM's as calibrate-reference fits them (about 2.3 ms and 49 ms).
    static constexpr ServingOverheads kTruthOverheads{1.0e-3, 30.0e-3};

    /// The true factors of the synthetic deployment: hopper/fp8 faster than the reference
    /// (eta_c 0.436, eta_m 0.680), ampere/bf16 (not in the reference table) in between.
    static std::vector<GroupCalibration> truth() {
        GroupCalibration hopper;
        hopper.group = "hopper/fp8";
        hopper.after.computeEff = 0.60;
        hopper.after.memoryEff = 0.85;
        GroupCalibration ampere;
        ampere.group = "ampere/bf16";
        ampere.after.computeEff = 0.45;
        ampere.after.memoryEff = 0.75;
        return {hopper, ampere};
    }

    /// Runs over batch 1..64, short and long prompts and outputs, measured by the engine at
    /// the true factors with multiplicative noise exp(N(0, noise)).
    std::vector<MeasuredRun> syntheticRuns(double noise, unsigned seed) const {
        std::vector<MeasuredRun> runs;
        for (int batch : {1, 4, 16, 64})
            for (double in : {512.0, 2048.0})
                for (double out : {128.0, 512.0}) {
                    runs.push_back(
                        run("llama-3.1-8b", "h100-sxm", Precision::Fp8, 1, batch, in, out));
                    runs.push_back(
                        run("llama-3.1-70b", "h100-sxm", Precision::Fp8, 2, batch, in, out));
                    runs.push_back(
                        run("llama-3.1-8b", "a100-sxm-80gb", Precision::Bf16, 1, batch, in, out));
                }
        // The stack's attention and expert kernels are the reference engine's: a project fit
        // keeps them (it refits eta_c, eta_m and the step and request overheads only).
        std::vector<GroupCalibration> groups = truth();
        for (GroupCalibration& g : groups) {
            const bool hopper = g.group == "hopper/fp8";
            const ServingEfficiency ref =
                m_catalog.efficiency
                    .choose(*m_catalog.findGpu(hopper ? "h100-sxm" : "a100-sxm-80gb"),
                            hopper ? ComputeKind::Fp8 : ComputeKind::Bf16, Engine::Vllm)
                    .serving;
            g.after.attentionEff = ref.attentionEff;
            g.after.expertEff = ref.expertEff;
        }
        const EfficiencyTable truthTable =
            withCalibration(m_catalog.efficiency, groups, &kTruthOverheads);
        std::mt19937 rng(seed);
        std::normal_distribution<double> n(0.0, noise);
        for (MeasuredRun& r : runs) {
            const RunPrediction p = predictRun(r, truthTable);
            r.ttftS = p.ttftS * std::exp(n(rng));
            r.tpotS = p.tpotS * std::exp(n(rng));
            r.outputTokensPerS = p.outputTokensPerS * std::exp(n(rng));
            r.peakMemoryBytes = p.peakMemoryBytes * 1.02;
        }
        return runs;
    }

    static const GroupCalibration* find(const UserCalibration& c, const std::string& group) {
        for (const GroupCalibration& g : c.groups)
            if (g.group == group)
                return &g;
        return nullptr;
    }

private slots:
    void initTestCase() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY2(bool(c), c ? "" : c.error().message.c_str());
        m_catalog = std::move(c).value();
    }

    void recoversKnownFactors_data() {
        QTest::addColumn<double>("noise");
        QTest::addColumn<double>("tolerance");
        // Noise-free: the fit is exact but for the weak pull toward the reference.
        QTest::newRow("exact") << 0.0 << 0.01;
        // 3 % run-to-run noise (log scale), 48 or 96 readings per group: factors within 5 %.
        QTest::newRow("3% noise") << 0.03 << 0.05;
    }
    void recoversKnownFactors() {
        QFETCH(double, noise);
        QFETCH(double, tolerance);
        const UserCalibration c = calibrateOnRuns(syntheticRuns(noise, 7), m_catalog.efficiency);
        QCOMPARE(int(c.groups.size()), 2);
        for (const GroupCalibration& t : truth()) {
            const GroupCalibration* g = find(c, t.group);
            QVERIFY(g);
            // 16 batch x prompt x output combinations: hopper runs the 8B and the 70B, ampere
            // the 8B; TPOT and tokens/s of each, TTFT of the batch-1 quarter.
            const int runs = t.group == "hopper/fp8" ? 32 : 16;
            QCOMPARE(g->runs, runs);
            QCOMPARE(g->readings, 2 * runs + runs / 4);
            QVERIFY2(near(g->after.computeEff, t.after.computeEff, tolerance),
                     (t.group + " eta_c " + std::to_string(g->after.computeEff)).c_str());
            QVERIFY2(near(g->after.memoryEff, t.after.memoryEff, tolerance),
                     (t.group + " eta_m " + std::to_string(g->after.memoryEff)).c_str());
        }
        QVERIFY2(near(c.overheadsAfter.decodeStepS, kTruthOverheads.decodeStepS, 2 * tolerance),
                 std::to_string(c.overheadsAfter.decodeStepS).c_str());
        QVERIFY2(near(c.overheadsAfter.requestS, kTruthOverheads.requestS, 4 * tolerance),
                 std::to_string(c.overheadsAfter.requestS).c_str());
        // TTFT under load is reported, not fitted: 3 of 4 batch sizes.
        int ttftUnderLoad = 0;
        for (const RunError& e : c.errors)
            ttftUnderLoad += e.metric == "ttft_s" && !e.fitted;
        QCOMPARE(ttftUnderLoad, 36);
        // hopper/fp8 started from the reference factors: on an H100 SXM (full clock) with vLLM
        // (the reference engine, scales 1) that is the bundled eta_c of hopper/fp8 itself.
        QVERIFY(near(find(c, "hopper/fp8")->before.computeEff,
                     m_catalog.efficiency.serving.at("hopper/fp8").computeEff, 1e-12));
        QVERIFY(c.rmsLogAfter < c.rmsLogBefore);
        QVERIFY(c.rmsLogAfter <= noise + 0.01);
        // Peak memory is compared, not fitted: one row per run, the same before and after.
        int memoryRows = 0;
        for (const RunError& e : c.errors)
            if (e.metric == "peak_memory_bytes") {
                QVERIFY(!e.fitted);
                ++memoryRows;
                QCOMPARE(e.before, e.after);
                QVERIFY(near(e.measured, e.after * 1.02, 1e-9));
            }
        QCOMPARE(memoryRows, 48); // 16 combinations x 3 model/GPU pairs
    }

    void bandNarrowsAsMeasurementsAccumulate() {
        const std::vector<MeasuredRun> all = syntheticRuns(0.03, 11);
        std::vector<MeasuredRun> hopper8b;
        for (const MeasuredRun& r : all)
            if (r.label.rfind("llama-3.1-8b h100", 0) == 0)
                hopper8b.push_back(r);
        // The reference band of an H100 with vLLM: the residual RMS of Hopper's vLLM runs.
        const double reference =
            m_catalog.efficiency
                .choose(*m_catalog.findGpu("h100-sxm"), ComputeKind::Fp8, Engine::Vllm)
                .serving.sigmaLog;
        double previous = reference;
        for (size_t n : {size_t(1), size_t(4), size_t(16)}) {
            const std::vector<MeasuredRun> some(hopper8b.begin(), hopper8b.begin() + long(n));
            const UserCalibration c = calibrateOnRuns(some, m_catalog.efficiency);
            const GroupCalibration* g = find(c, "hopper/fp8");
            QVERIFY(g);
            // sigma^2 = (2 ref^2 + sum r^2) / (2 + 3n): with n = 1 and ~3 % residuals that is
            // about sqrt((2 ref^2 + 3 x 0.05^2) / 5), below ref whenever ref > 0.05.
            QVERIFY2(g->after.sigmaLog < previous, std::to_string(g->after.sigmaLog).c_str());
            QVERIFY(g->after.sigmaLog >= kMeasurementSigmaLog);
            previous = g->after.sigmaLog;
        }
        QVERIFY(previous < 0.5 * reference);
    }

    void calibratedTableReachesEstimates() {
        const std::vector<MeasuredRun> runs = syntheticRuns(0.0, 3);
        const UserCalibration c = calibrateOnRuns(runs, m_catalog.efficiency);
        const EfficiencyTable table =
            withCalibration(m_catalog.efficiency, c.groups, &c.overheadsAfter);
        auto before = estimate(runs[0].request, m_catalog.efficiency);
        auto after = estimate(runs[0].request, table);
        QVERIFY(before && after);
        QCOMPARE(after->efficiency.servingGroup,
                 std::string("hopper/fp8 (project calibration, 32 runs)"));
        // The band narrows: the 90 % band's ratio high/low is exp(2 x 1.645 sigma).
        const double widthBefore = before->serve.tpotS.high / before->serve.tpotS.low;
        const double widthAfter = after->serve.tpotS.high / after->serve.tpotS.low;
        QVERIFY(widthAfter < widthBefore);
        QVERIFY(near(after->serve.tpotS.value, runs[0].tpotS, 0.01));
        // ampere/bf16 had no calibration of its own; now it has, and is no longer widened.
        QVERIFY(after->efficiency.servingCalibrated);
        auto ampere = estimate(runs[2].request, table);
        QVERIFY(ampere && ampere->efficiency.servingCalibrated);
    }

    void factorsStayInsideTheirBounds() {
        // A "measurement" 20x faster than any GPU can run: the fit ends at the bounds.
        std::vector<MeasuredRun> runs = syntheticRuns(0.0, 5);
        for (MeasuredRun& r : runs) {
            r.ttftS /= 20;
            r.tpotS /= 20;
            r.outputTokensPerS *= 20;
        }
        const UserCalibration c = calibrateOnRuns(runs, m_catalog.efficiency);
        for (const GroupCalibration& g : c.groups) {
            QVERIFY(g.after.computeEff <= kComputeEffMax && g.after.computeEff >= kComputeEffMin);
            QVERIFY(g.after.memoryEff <= kMemoryEffMax && g.after.memoryEff >= kMemoryEffMin);
            QVERIFY(g.after.computeEff > 0.9 * kComputeEffMax);
        }
    }

    void noReadingsLeavesTheReference() {
        MeasuredRun r = run("llama-3.1-8b", "h100-sxm", Precision::Fp8, 1, 8, 512, 128);
        const UserCalibration c = calibrateOnRuns({r}, m_catalog.efficiency);
        QCOMPARE(int(c.groups.size()), 1);
        QCOMPARE(c.groups[0].readings, 0);
        QCOMPARE(c.groups[0].after.computeEff, c.groups[0].before.computeEff);
        QVERIFY(c.errors.empty());
    }
};

} // namespace tst_UserCalibration_suite

QTEST_APPLESS_MAIN(tst_UserCalibration_suite::TestUserCalibration)
#include "tst_UserCalibration.moc"
