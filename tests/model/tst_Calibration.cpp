// The efficiency fit: reproducible from the bundled tables, accurate on them, and able to
// recover known factors from synthetic measurements.
#include "catalog/CalibrationData.h"
#include "model/Calibration.h"
#include "model/Estimator.h"

#include <QtTest>

#include <random>

using namespace rightsizer;
using namespace rightsizer::model;

class TestCalibration final : public QObject {
    Q_OBJECT

private:
    catalog::Catalog m_catalog;
    catalog::CalibrationData m_data;

private slots:
    void initTestCase() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        m_catalog = c.value();
        auto d = catalog::loadBundledCalibration(m_catalog);
        QVERIFY2(d.ok(), d.ok() ? "" : d.error().message.c_str());
        m_data = d.value();
        // 194 TensorRT-LLM rows and 19 Megatron-LM MFU rows (derived CSVs keep every source).
        QCOMPARE(int(m_data.serving.size()), 194);
        QCOMPARE(int(m_data.training.size()), 19);
    }

    void bundledTableIsTheFit() {
        // catalog/data/efficiency.json must be what `rightsizer calibrate-reference --write`
        // produces from the bundled measurements: refit and compare factor by factor.
        const CalibrationReport r = fitEfficiency(m_data.serving, m_data.training);
        const EfficiencyTable& bundled = m_catalog.efficiency;
        QCOMPARE(r.table.serving.size(), bundled.serving.size());
        for (const auto& [group, e] : r.table.serving) {
            QVERIFY2(bundled.serving.count(group), group.c_str());
            const ServingEfficiency& b = bundled.serving.at(group);
            QVERIFY(std::abs(e.computeEff / b.computeEff - 1) < 1e-3);
            QVERIFY(std::abs(e.memoryEff / b.memoryEff - 1) < 1e-3);
            QVERIFY(std::abs(e.sigmaLog / b.sigmaLog - 1) < 1e-3);
        }
        for (const auto& [family, e] : r.table.training)
            QVERIFY(std::abs(e.mfu / bundled.training.at(family).mfu - 1) < 1e-6);
        QVERIFY(std::abs(r.table.decodeStepOverheadS / bundled.decodeStepOverheadS - 1) < 1e-3);
    }

    void accuracyOnCalibrationTables() {
        // The README states these medians; they must not silently get worse.
        const CalibrationReport r = fitEfficiency(m_data.serving, m_data.training);
        QVERIFY2(r.medianAbsErrorThroughput < 0.16,
                 qPrintable(QString::number(r.medianAbsErrorThroughput)));
        QVERIFY2(r.medianAbsErrorTtft < 0.25, qPrintable(QString::number(r.medianAbsErrorTtft)));
        QVERIFY2(r.medianAbsErrorTraining < 0.10,
                 qPrintable(QString::number(r.medianAbsErrorTraining)));
        // Fitted factors stay physically meaningful.
        for (const auto& [group, e] : r.table.serving) {
            QVERIFY2(e.computeEff > 0.2 && e.computeEff < 0.9, group.c_str());
            QVERIFY2(e.memoryEff > 0.5 && e.memoryEff <= kMemoryEffMax, group.c_str());
        }
        for (const auto& [family, e] : r.table.training)
            QVERIFY(e.mfu > 0.3 && e.mfu < 0.65);
    }

    void recoversKnownFactors() {
        // Synthetic measurements from the engine itself with eta_c 0.55, eta_m 0.80, 2 ms step
        // and 5 ms request overhead, plus 3 % log-normal noise, on the Hopper rows' shapes at
        // maximum load and at batch 1 and 16 (low batches separate eta_m from the step
        // overhead): the fit must land within 5 % of the factors and 25 % of the overheads.
        std::vector<ServingMeasurement> synthetic;
        std::mt19937 rng(7);
        std::normal_distribution<double> noise(0.0, 0.03);
        const ServingEfficiency truth{0.55, 0.80, 0, 0, {}};
        const ServingOverheads overheads{2e-3, 5e-3};
        for (const ServingMeasurement& m : m_data.serving) {
            if (m.request.gpu.architecture != "hopper")
                continue;
            for (int batch : {m.request.serve.concurrency, 1, 16}) {
                ServingMeasurement s = m;
                s.request.serve.concurrency = batch;
                const ParameterCount p = countParameters(s.request.model);
                const ComputeResolution c = resolveCompute(s.request.gpu, s.request.precision);
                const ServingInputs in = makeServingInputs(s.request, p, c);
                double conc = batch;
                if (s.metric == ServingMetric::TtftS)
                    conc = 1;
                else if (conc == 0)
                    conc = std::max(1, defaultConcurrency(s.request, p));
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
        QVERIFY2(std::abs(fitted.memoryEff / 0.80 - 1) < 0.05,
                 qPrintable(QString::number(fitted.memoryEff)));
        QVERIFY2(std::abs(r.table.decodeStepOverheadS / 2e-3 - 1) < 0.25,
                 qPrintable(QString::number(r.table.decodeStepOverheadS)));
        QVERIFY2(std::abs(r.table.requestOverheadS / 5e-3 - 1) < 0.25,
                 qPrintable(QString::number(r.table.requestOverheadS)));
        QVERIFY(fitted.sigmaLog < 0.05); // the residual matches the injected noise
    }

    void uncalibratedFamilyWidensTheBand() {
        const EfficiencyTable& t = m_catalog.efficiency;
        const EfficiencyChoice hopper = t.choose("hopper", ComputeKind::Fp8);
        QVERIFY(hopper.servingCalibrated);
        const EfficiencyChoice cdna = t.choose("cdna3", ComputeKind::Fp8);
        QVERIFY(!cdna.servingCalibrated);
        QCOMPARE(cdna.serving.sigmaLog, t.servingDefault.sigmaLog * kUncalibratedSigmaFactor);
        // Same family at another precision borrows the family's factors, widened.
        const EfficiencyChoice hopperBf16 = t.choose("hopper", ComputeKind::Bf16);
        QVERIFY(!hopperBf16.servingCalibrated);
        QCOMPARE(hopperBf16.serving.computeEff, hopper.serving.computeEff);
        QVERIFY(hopperBf16.serving.sigmaLog > hopper.serving.sigmaLog);
    }
};

QTEST_APPLESS_MAIN(TestCalibration)
#include "tst_Calibration.moc"
