// The streaming telemetry statistics (model/TelemetryAccumulator): bounded histograms, the
// replayed gap and idle walk, and independence from the order GPUs arrive in. Each expected
// figure is worked beside it or is the exact sort-based statistic the accumulator replaces.
#include "TestSupport.h"

#include "model/TelemetryAccumulator.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <random>

namespace tst_TelemetryAccumulator_suite {

using namespace rightsizer::model;
using rightsizer::test::near;

namespace {

constexpr double kT0 = 1790812800.0; // 2026-10-01T00:00:00Z

TelemetrySample sample(double t, double util) {
    TelemetrySample s;
    s.timeS = t;
    s.gpuUtilFraction = util;
    return s;
}

} // namespace

class TestTelemetryAccumulator final : public QObject {
    Q_OBJECT

private slots:
    void histogramIsExactUpToItsLimit() {
        // 4 096 distinct values, each once, in a shuffled order: exact nearest ranks.
        std::vector<double> values;
        for (int i = 1; i <= int(ValueHistogram::kExactValues); ++i)
            values.push_back(i * 0.25);
        std::shuffle(values.begin(), values.end(), std::mt19937(7));
        ValueHistogram h;
        for (double v : values)
            h.add(v);
        QVERIFY(h.exact());
        QCOMPARE(h.count(), int64_t(4096));
        // p50: rank ceil(0.5 x 4096) = 2048 -> 2048 x 0.25 = 512; p95: rank ceil(3891.2) =
        // 3892 -> 973; max 1024; median of an even count: (512 + 512.25) / 2.
        QCOMPARE(h.percentile(50), 512.0);
        QCOMPARE(h.percentile(95), 973.0);
        QCOMPARE(h.max(), 1024.0);
        QCOMPARE(h.median(), 512.125);
        // NaN and infinities are not readings.
        h.add(std::nan(""));
        h.add(INFINITY);
        QCOMPARE(h.count(), int64_t(4096));
    }

    void histogramBinsBeyondItsLimitWithinATenthOfAPercent() {
        // 200 000 log-uniform values over 1 W .. 1 kW: far more distinct values than the limit.
        std::mt19937 rng(20261127);
        std::uniform_real_distribution<double> u(0.0, 3.0);
        std::vector<double> values;
        ValueHistogram h;
        for (int i = 0; i < 200000; ++i) {
            values.push_back(std::pow(10.0, u(rng)));
            h.add(values.back());
        }
        QVERIFY(!h.exact());
        std::sort(values.begin(), values.end());
        for (double p : {50.0, 95.0, 99.0}) {
            const auto rank = size_t(std::ceil(p / 100 * double(values.size())));
            const double exact = values[rank - 1];
            // The bin's largest value: at or above the exact one, by less than a bin (0.1 %).
            QVERIFY2(
                h.percentile(p) >= exact && h.percentile(p) <= exact * 1.001,
                qPrintable(
                    QStringLiteral("p%1 %2 against %3").arg(p).arg(h.percentile(p)).arg(exact)));
        }
        QCOMPARE(h.max(), values.back()); // exact
        // Bins span 1.000 to 1 000 with width 1e-3: ln(1000) / ln(1.001) = 6 911 bins at most,
        // whatever the number of samples. The same values in another order bin the same.
        ValueHistogram reversed;
        for (auto it = values.rbegin(); it != values.rend(); ++it)
            reversed.add(*it);
        QCOMPARE(reversed.percentile(95), h.percentile(95));
        QCOMPARE(reversed.median(), h.median());
    }

    void walkReplaysGapsAndIdlePeriods() {
        // One GPU every 15 s for 1 h (240 samples); samples 80..119 idle (1 %), 160..199
        // missing. As in tst_RightSizing::gapsAndIdlePeriods: one gap of 615 - 15 = 600 s,
        // one idle period of 40 x 15 = 600 s, 200 x 15 = 3 000 s observed.
        TelemetryAccumulator acc;
        const size_t g = acc.gpu("node", "0", "NVIDIA H100 80GB HBM3");
        for (int i = 0; i < 240; ++i)
            if (i < 160 || i >= 200)
                acc.add(g, sample(kT0 + 15.0 * i, i >= 80 && i < 120 ? 0.01 : 0.5));
        const DeploymentStats d = acc.finish().at(0);
        QCOMPARE(d.sampleIntervalS, 15.0);
        QCOMPARE(d.gaps, 1);
        QCOMPARE(d.gapS, 600.0);
        QCOMPARE(int(d.idle.size()), 1);
        QCOMPARE(d.idle[0].startS, kT0 + 80 * 15);
        QCOMPARE(d.idle[0].endS, kT0 + 120 * 15);
        QCOMPARE(d.observedS, 3000.0);
        QVERIFY(near(d.idleFraction, 0.2, 1e-12));
        QCOMPARE(d.startS, kT0);
        QCOMPARE(d.endS, kT0 + 239 * 15);
    }

    void anIdleStretchCutByAGapEndsAtTheGap() {
        // Idle 0..29 (30 x 15 = 450 s), a 20-minute gap, idle again 30 samples: two periods
        // of 450 s, never one across the gap (nothing is known about it).
        TelemetryAccumulator acc;
        const size_t g = acc.gpu("node", "0", "GPU");
        for (int i = 0; i < 30; ++i)
            acc.add(g, sample(kT0 + 15.0 * i, 0.0));
        for (int i = 0; i < 30; ++i)
            acc.add(g, sample(kT0 + 29 * 15 + 1200 + 15.0 * i, 0.0));
        const DeploymentStats d = acc.finish().at(0);
        QCOMPARE(d.gaps, 1);
        QCOMPARE(d.gapS, 1200.0 - 15.0);
        QCOMPARE(int(d.idle.size()), 2);
        QCOMPARE(d.idle[0].endS - d.idle[0].startS, 450.0);
        QCOMPARE(d.idle[1].startS, kT0 + 29 * 15 + 1200);
        QCOMPARE(d.idleFraction, 1.0); // 900 s idle of 60 x 15 = 900 s observed
    }

    void theOrderGpusArriveInChangesNothing() {
        // Three GPUs of one product with irregular clocks (jittered times) and uneven values,
        // fed GPU by GPU and then interleaved sample by sample: identical statistics, as a
        // file read whole and a range streamed in time pieces must give.
        std::mt19937 rng(11);
        std::uniform_real_distribution<double> jitter(-2.0, 2.0), util(0.0, 1.0);
        std::vector<std::vector<TelemetrySample>> traces(3);
        for (int gpu = 0; gpu < 3; ++gpu)
            for (int i = 0; i < 3000; ++i) {
                TelemetrySample s =
                    sample(kT0 + 15.0 * i + (i % 50 == 0 ? jitter(rng) : 0.0), util(rng));
                if (i % 7 == 0)
                    s.gpuUtilFraction = 0.02; // idle stretches come and go
                s.powerW = 80 + 600 * util(rng);
                s.memoryUsedBytes = std::floor(util(rng) * 80000) * 1048576.0;
                traces[size_t(gpu)].push_back(s);
            }
        TelemetryAccumulator byGpu, interleaved;
        for (int gpu = 0; gpu < 3; ++gpu) {
            const size_t g = byGpu.gpu("h", std::to_string(gpu), "GPU");
            for (const TelemetrySample& s : traces[size_t(gpu)])
                byGpu.add(g, s);
        }
        for (int gpu = 0; gpu < 3; ++gpu)
            interleaved.gpu("h", std::to_string(gpu), "GPU");
        for (size_t i = 0; i < 3000; ++i)
            for (size_t gpu = 0; gpu < 3; ++gpu)
                interleaved.add(gpu, traces[gpu][i]);
        const DeploymentStats a = byGpu.finish().at(0), b = interleaved.finish().at(0);
        QCOMPARE(a.gpuUtil.mean, b.gpuUtil.mean);
        QCOMPARE(a.powerW.p95, b.powerW.p95);
        QCOMPARE(a.memoryUsedBytes.p99, b.memoryUsedBytes.p99);
        QCOMPARE(a.observedS, b.observedS);
        QCOMPARE(a.idle.size(), b.idle.size());
        QCOMPARE(a.saturatedFraction, b.saturatedFraction);
        // And the exact sort-based statistic where the values are few (utilization of GPU 0
        // alone holds 3 000 distinct values, under the exact limit).
        std::vector<double> util0;
        for (const TelemetrySample& s : traces[0])
            util0.push_back(s.gpuUtilFraction);
        const Distribution exact = distributionOf(util0);
        QCOMPARE(a.gpus[0].gpuUtil.p95, exact.p95);
        QCOMPARE(a.gpus[0].gpuUtil.p50, exact.p50);
        QVERIFY(near(a.gpus[0].gpuUtil.mean, exact.mean, 1e-12));
    }

    void aFlickeringGpuIsWalkedAsItStreams() {
        // Two GPUs every 15 s for 12 h: utilization flickering 3 % / 8 % every sample (a run
        // per sample, 2 880 of them), then an idle hour, a 10-minute gap, busy again. With
        // runs capped at 8 a GPU, the deployment's typical spacing is frozen at the median so
        // far (15 s) and the GPUs are walked as the samples come: the same statistics as
        // walking 2 880 runs at the end.
        const auto feed = [](TelemetryAccumulator& acc) {
            for (int gpu = 0; gpu < 2; ++gpu)
                acc.gpu("h", std::to_string(gpu), "GPU");
            for (int i = 0; i < 2880; ++i) {
                if (i >= 2000 && i < 2040)
                    continue; // the gap
                const double u = i >= 1500 && i < 1740 ? 0.0 : i % 2 ? 0.03 : 0.08;
                for (size_t gpu = 0; gpu < 2; ++gpu)
                    acc.add(gpu, sample(kT0 + 15.0 * i, u));
            }
        };
        TelemetryAccumulator all, frozen(8);
        feed(all);
        feed(frozen);
        const DeploymentStats a = all.finish().at(0), b = frozen.finish().at(0);
        // Hand-worked: 2 840 samples per GPU, each covering 15 s; one gap per GPU (sample
        // 1 999 to 2 040: 41 x 15 = 615 s, 600 s beyond the typical spacing); one idle period
        // per GPU: the idle hour (1 500..1 739) joined by the 3 % sample before it (1 499, odd),
        // ending one spacing after its last sample, at 1 740 x 15 (1 740 is 8 %). The flicker's
        // single 3 % samples are 15 s stretches, far below 5 minutes.
        QCOMPARE(a.gaps, 2);
        QCOMPARE(a.gapS, 1200.0);
        QCOMPARE(a.observedS, 2 * 2840 * 15.0);
        QCOMPARE(a.idle.size(), size_t(2));
        QCOMPARE(a.idle[0].startS, kT0 + 1499 * 15);
        QCOMPARE(a.idle[0].endS, kT0 + 1740 * 15);
        QCOMPARE(b.gaps, a.gaps);
        QCOMPARE(b.gapS, a.gapS);
        QCOMPARE(b.observedS, a.observedS);
        QCOMPARE(b.idle.size(), a.idle.size());
        QCOMPARE(b.idle[1].startS, a.idle[1].startS);
        QCOMPARE(b.idle[1].endS, a.idle[1].endS);
        QCOMPARE(b.idleFraction, a.idleFraction);
        // A GPU that first reports after the freeze is walked from its first sample.
        frozen.add(frozen.gpu("h", "late", "GPU"), sample(kT0, 0.5));
        QCOMPARE(frozen.finish().at(0).gpuCount, 3);
    }

    void thinnedTracesKeepEachBinsPeak() {
        // 15 s samples binned by 60 s: four samples a bin, the bin's largest utilization and
        // memory kept at the bin's first time.
        TraceThinner thin(kT0, 60);
        for (int i = 0; i < 8; ++i) {
            TelemetrySample s = sample(kT0 + 15.0 * i, 0.1 * (i % 4));
            s.memoryUsedBytes = i == 5 ? 7.0 : 1.0;
            thin.add("h", "0", "GPU", s);
        }
        const std::vector<GpuTrace> traces = thin.finish();
        QCOMPARE(traces.size(), size_t(1));
        QCOMPARE(traces[0].samples.size(), size_t(2));
        QCOMPARE(traces[0].samples[1].timeS, kT0 + 60);
        QCOMPARE(traces[0].samples[0].gpuUtilFraction, 0.1 * 3);
        QCOMPARE(traces[0].samples[1].memoryUsedBytes, 7.0);
        // A sample without a time (or one far beyond any bin) is a point of its own, and the
        // statistics count its readings but not its time.
        TraceThinner odd(kT0, 60);
        odd.add("h", "0", "GPU", sample(std::nan(""), 0.5));
        odd.add("h", "0", "GPU", sample(1e300, 0.5));
        odd.add("h", "0", "GPU", sample(kT0, 0.5));
        QCOMPARE(odd.finish()[0].samples.size(), size_t(3));
        TelemetryAccumulator acc;
        const size_t g = acc.gpu("h", "0", "GPU");
        acc.add(g, sample(std::nan(""), 0.5));
        acc.add(g, sample(kT0, 0.7));
        const DeploymentStats d = acc.finish().at(0);
        QCOMPARE(d.gpuUtil.samples, 2);
        QCOMPARE(d.startS, kT0);
        QVERIFY(std::isnan(d.sampleIntervalS)); // one timed sample: no spacing
    }
};

} // namespace tst_TelemetryAccumulator_suite

QTEST_GUILESS_MAIN(tst_TelemetryAccumulator_suite::TestTelemetryAccumulator)
#include "tst_TelemetryAccumulator.moc"
