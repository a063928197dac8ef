// Queueing formulas behind the latency percentiles, against textbook values and hand
// calculations.
#include "model/WaitingTime.h"

#include "TestSupport.h"

#include <QtTest>

#include <cmath>

namespace tst_WaitingTime_suite {

using namespace rightsizer::model;

using rightsizer::test::near;

class TestWaitingTime final : public QObject {
    Q_OBJECT

private slots:
    void normalQuantileMatchesTables_data() {
        QTest::addColumn<double>("p");
        QTest::addColumn<double>("z");
        // Standard normal quantiles (Python statistics.NormalDist().inv_cdf, 17 digits).
        QTest::newRow("p50") << 0.50 << 0.0;
        QTest::newRow("p90") << 0.90 << 1.2815515655446008;
        QTest::newRow("p95") << 0.95 << 1.6448536269514715;
        QTest::newRow("p99") << 0.99 << 2.3263478740408408;
        QTest::newRow("p1 (lower tail)") << 0.01 << -2.3263478740408408;
        QTest::newRow("p99.9 (upper tail)") << 0.999 << 3.090232306167813;
    }
    void normalQuantileMatchesTables() {
        QFETCH(double, p);
        QFETCH(double, z);
        QVERIFY2(std::abs(normalQuantile(p) - z) < 1e-12,
                 qPrintable(QString::number(normalQuantile(p), 'g', 17)));
    }

    void normalQuantileRejectsOutOfRange() {
        QVERIFY(std::isnan(normalQuantile(0.0)));
        QVERIFY(std::isnan(normalQuantile(1.0)));
        QVERIFY(std::isnan(normalQuantile(-0.5)));
    }

    void erlangC_data() {
        QTest::addColumn<int>("servers");
        QTest::addColumn<double>("erlangs");
        QTest::addColumn<double>("expected");
        // M/M/1: P(wait) = rho.
        QTest::newRow("M/M/1 at 90 %") << 1 << 0.9 << 0.9;
        // M/M/2 at a = 1: B(2,1) = (1/2)/(1 + 1 + 1/2) = 0.2; C = 2*0.2 / (2 - 1*(1-0.2)) = 1/3.
        QTest::newRow("M/M/2 at 50 %") << 2 << 1.0 << 1.0 / 3.0;
        // c = 10, a = 8: C = 0.40918 (Erlang C tables; Erlang B recursion by hand in Python).
        QTest::newRow("M/M/10 at 80 %") << 10 << 8.0 << 0.4091801507964435;
        QTest::newRow("idle") << 4 << 0.0 << 0.0;
        QTest::newRow("saturated") << 4 << 4.0 << 1.0;
        QTest::newRow("overloaded") << 4 << 5.0 << 1.0;
    }
    void erlangC() {
        QFETCH(int, servers);
        QFETCH(double, erlangs);
        QFETCH(double, expected);
        QVERIFY(near(rightsizer::model::erlangC(servers, erlangs), expected, 1e-12) ||
                (expected == 0 && rightsizer::model::erlangC(servers, erlangs) == 0));
    }

    void erlangCIsStableForLargeBatches() {
        // 2048 slots at 97.7 % load: the factorial form overflows; the recursion does not.
        const double c = rightsizer::model::erlangC(2048, 2000);
        QVERIFY(std::isfinite(c));
        QVERIFY(c > 0.0 && c < 1.0);
        // More load, more waiting.
        QVERIFY(rightsizer::model::erlangC(2048, 2040) > c);
    }

    void waitQuantile_data() {
        QTest::addColumn<int>("servers");
        QTest::addColumn<double>("arrivalPerS");
        QTest::addColumn<double>("serviceS");
        QTest::addColumn<double>("q");
        QTest::addColumn<double>("expectedS");
        // M/M/1, lambda 0.9, S 1 s: P(W > t) = 0.9 exp(-0.1 t); p95: ln(0.9/0.05)/0.1 = 28.904 s.
        QTest::newRow("M/M/1 p95 at 90 %") << 1 << 0.9 << 1.0 << 0.95 << std::log(18.0) / 0.1;
        // Same queue at 50 %: ln(0.5/0.05)/0.5 = 4.6052 s: p95 grows ~6x from 50 % to 90 % load.
        QTest::newRow("M/M/1 p95 at 50 %") << 1 << 0.5 << 1.0 << 0.95 << std::log(10.0) / 0.5;
        // M/M/2, lambda 1, S 1: C = 1/3, drain 2/S - lambda = 1/s; p90: ln((1/3)/0.1) = 1.2040 s.
        QTest::newRow("M/M/2 p90") << 2 << 1.0 << 1.0 << 0.90 << std::log(10.0 / 3.0);
        // M/M/2 p50: only a third of arrivals wait at all, so the median wait is zero.
        QTest::newRow("M/M/2 p50") << 2 << 1.0 << 1.0 << 0.50 << 0.0;
        // Service time scales the wait: M/M/1 at 90 % with S = 20 ms: 28.904 s * 0.02.
        QTest::newRow("M/M/1 p95, 20 ms service")
            << 1 << 45.0 << 0.02 << 0.95 << 0.02 * std::log(18.0) / 0.1;
    }
    void waitQuantile() {
        QFETCH(int, servers);
        QFETCH(double, arrivalPerS);
        QFETCH(double, serviceS);
        QFETCH(double, q);
        QFETCH(double, expectedS);
        const double w = mmcWaitQuantileS(servers, arrivalPerS, serviceS, q);
        QVERIFY2(near(w, expectedS, 1e-9) || (expectedS == 0 && w == 0),
                 qPrintable(QString::number(w, 'g', 17)));
    }

    void meanWait() {
        // M/M/2, lambda 1, S 1: W = C / (c/S - lambda) = (1/3) / 1.
        QVERIFY(near(mmcMeanWaitS(2, 1.0, 1.0), 1.0 / 3.0, 1e-12));
        // M/M/1: W = rho S / (1 - rho) = 0.9 / 0.1 = 9 s.
        QVERIFY(near(mmcMeanWaitS(1, 0.9, 1.0), 9.0, 1e-12));
    }

    void saturatedQueueWaitsForever() {
        QVERIFY(std::isinf(mmcWaitQuantileS(4, 4.0, 1.0, 0.95)));
        QVERIFY(std::isinf(mmcMeanWaitS(1, 2.0, 1.0)));
    }
};

} // namespace tst_WaitingTime_suite

QTEST_APPLESS_MAIN(tst_WaitingTime_suite::TestWaitingTime)
#include "tst_WaitingTime.moc"
