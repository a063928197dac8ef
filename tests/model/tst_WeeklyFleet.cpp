// One week of serving as the demand view draws it: autoscaled replicas hour by hour, the fixed
// fleet with headroom, the hours at SLA risk while new replicas start. Every expected figure is
// worked by hand beside it.
#include "TestSupport.h"

#include "model/Tco.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

namespace tst_WeeklyFleet_suite {

using namespace rightsizer::model;
using rightsizer::test::near;

namespace {

/// One replica = two GPUs that saturate at 1 request/s and meet the TTFT target up to
/// 0.8 request/s. Replicas for r requests/s: max(floor(r / 1) + 1, ceil(r / 0.8)).
TcoCapacity twoGpuReplica() {
    TcoCapacity c;
    c.mode = Mode::Serve;
    c.gpusPerReplica = 2;
    c.tensorParallel = 2;
    c.requestsPerSPerReplica = 1.0;
    c.maxRequestsPerSPerReplica = 0.8;
    c.outputTokensPerRequest = 500;
    return c;
}

/// Flat 3.2 requests/s, 25 % headroom, no growth, every price given (computeTco accepts it).
TcoParameters flatDemand() {
    TcoParameters p;
    p.horizonMonths = 12;
    p.hoursPerMonth = 730;
    p.discountRatePerYear = 0;
    p.growthPerYear = 0;
    p.headroom = 0.25;
    p.weeklyRequestsPerS.assign(kHoursPerWeek, 3.2);
    p.onDemandUsdPerGpuHour = 2.0;
    p.reserved1yUsdPerGpuHour = 1.2;
    p.reserved3yUsdPerGpuHour = 1.1;
    p.spotUsdPerGpuHour = 0.9;
    p.autoscale = true;
    p.minReplicas = 1;
    p.scaleUpDelayMinutes = 10;
    p.gpusPerNode = 8;
    p.serverUsdPerNode = 60000;
    p.networkUsdPerNode = 4500;
    p.gpuTdpW = 700;
    p.hostPowerWPerNode = 1000;
    return p;
}

/// Six-hour blocks alternating 0.5 and 2.5 requests/s, low first: 28 blocks, 14 of them high.
/// 0.5 requests/s takes max(0 + 1, ceil(0.625)) = 1 replica, 2.5 takes max(2 + 1, ceil(3.125))
/// = 4: replicas rise 14 times a week (the last block is high and the week wraps to a low one,
/// a fall).
std::vector<double> steppedProfile() {
    std::vector<double> w(kHoursPerWeek);
    for (int h = 0; h < kHoursPerWeek; ++h)
        w[size_t(h)] = (h / 6) % 2 == 0 ? 0.5 : 2.5;
    return w;
}

} // namespace

class TstWeeklyFleet final : public QObject {
    Q_OBJECT

private slots:
    void flatDemandIsSteady() {
        const TcoParameters p = flatDemand();
        const WeeklyFleet w = weeklyFleet(p, twoGpuReplica(), 0);
        QCOMPARE(w.month, 0);
        QCOMPARE(w.growth, 1.0);
        QCOMPARE(int(w.requestsPerS.size()), kHoursPerWeek);
        QCOMPARE(int(w.autoscaledReplicas.size()), kHoursPerWeek);
        // 3.2 requests/s: max(floor(3.2) + 1, ceil(3.2 / 0.8)) = max(4, 4) = 4 replicas.
        for (int h = 0; h < kHoursPerWeek; ++h) {
            QCOMPARE(w.requestsPerS[size_t(h)], 3.2);
            QCOMPARE(w.autoscaledReplicas[size_t(h)], 4.0);
        }
        // Fixed fleet: peak 3.2 x 1.25 headroom = 4.0 requests/s -> max(4 + 1, ceil(5)) = 5.
        QCOMPARE(w.fixedReplicas, 5.0);
        // Flat demand never adds a replica: no hour at risk.
        QCOMPARE(w.riskHoursPerWeek, 0.0);
        QCOMPARE(w.riskRequestFraction, 0.0);
        // Busy replica-hours / paid: 3.2 / 4 autoscaled, 3.2 / 5 fixed.
        QVERIFY(near(w.autoscaledUtilization, 0.8, 1e-12));
        QVERIFY(near(w.fixedUtilization, 0.64, 1e-12));
        // On-prem buys whole 8-GPU nodes of 2-GPU replicas (4 per node): 5 replicas need 2 nodes,
        // which hold 8 replicas; busy 3.2 / 8 paid.
        QCOMPARE(w.onPremNodes, 2.0);
        QCOMPARE(w.onPremReplicas, 8.0);
        QVERIFY(near(w.onPremUtilization, 0.4, 1e-12));
    }

    void growthRaisesBothFleets() {
        // 44 %/year compounded monthly: month 6 multiplies the demand by 1.44^(6/12) = 1.2.
        TcoParameters p = flatDemand();
        p.growthPerYear = 0.44;
        const WeeklyFleet w = weeklyFleet(p, twoGpuReplica(), 6);
        QVERIFY(near(w.growth, 1.2, 1e-12));
        // 3.84 requests/s: max(floor(3.84) + 1, ceil(4.8)) = max(4, 5) = 5 replicas.
        QVERIFY(near(w.requestsPerS[0], 3.84, 1e-12));
        QCOMPARE(w.autoscaledReplicas[100], 5.0);
        // Fixed: 3.2 x 1.2 x 1.25 = 4.8 requests/s -> max(4 + 1, ceil(6)) = 6 replicas.
        QCOMPARE(w.fixedReplicas, 6.0);
    }

    void minimumReplicasHoldTheFloor() {
        // 0.1 requests/s needs 1 replica; a minimum of 3 keeps 3 (and sizes the fixed fleet).
        TcoParameters p = flatDemand();
        p.weeklyRequestsPerS.assign(kHoursPerWeek, 0.1);
        p.minReplicas = 3;
        const WeeklyFleet w = weeklyFleet(p, twoGpuReplica(), 0);
        QCOMPARE(*std::min_element(w.autoscaledReplicas.begin(), w.autoscaledReplicas.end()), 3.0);
        QCOMPARE(w.fixedReplicas, 3.0);
        // 0.1 busy replica-hours of 3 paid each hour.
        QVERIFY(near(w.autoscaledUtilization, 0.1 / 3, 1e-12));
    }

    void riskHoursCountTheRises_data() {
        QTest::addColumn<double>("delayMinutes");
        QTest::addColumn<double>("riskHours");
        // 14 rises a week x min(delay / 60 min, 1 h).
        QTest::newRow("10 min") << 10.0 << 14.0 / 6.0;
        QTest::newRow("30 min") << 30.0 << 7.0;
        QTest::newRow("60 min") << 60.0 << 14.0;
        QTest::newRow("90 min: capped at the hour") << 90.0 << 14.0;
    }

    void riskHoursCountTheRises() {
        QFETCH(double, delayMinutes);
        QFETCH(double, riskHours);
        TcoParameters p = flatDemand();
        p.weeklyRequestsPerS = steppedProfile();
        p.scaleUpDelayMinutes = delayMinutes;
        const WeeklyFleet w = weeklyFleet(p, twoGpuReplica(), 0);
        QCOMPARE(w.autoscaledReplicas[0], 1.0);
        QCOMPARE(w.autoscaledReplicas[6], 4.0);
        QVERIFY(near(w.riskHoursPerWeek, riskHours, 1e-12));
        // Requests in the risk hours: 14 x 2.5 requests/s x lag; the week: 84 h x 0.5 + 84 h x
        // 2.5 = 252 request-hours/s.
        const double lag = std::min(delayMinutes / 60.0, 1.0);
        QVERIFY(near(w.riskRequestFraction, 14 * 2.5 * lag / 252.0, 1e-12));
        // Fixed: peak 2.5 x 1.25 = 3.125 requests/s -> max(3 + 1, ceil(3.906)) = 4 replicas.
        QCOMPARE(w.fixedReplicas, 4.0);
    }

    void scaleToZeroRisesFromNothing() {
        // Zero demand with no minimum: 0 replicas; each rise from 0 to 1 is at risk.
        TcoParameters p = flatDemand();
        p.minReplicas = 0;
        p.weeklyRequestsPerS.assign(kHoursPerWeek, 0.0);
        for (int day = 0; day < 7; ++day)
            p.weeklyRequestsPerS[size_t(day * 24 + 12)] = 0.5; // noon: 1 replica
        p.scaleUpDelayMinutes = 30;
        const WeeklyFleet w = weeklyFleet(p, twoGpuReplica(), 0);
        QCOMPARE(w.autoscaledReplicas[0], 0.0);
        QCOMPARE(w.autoscaledReplicas[12], 1.0);
        QVERIFY(near(w.riskHoursPerWeek, 7 * 0.5, 1e-12)); // 7 rises x 0.5 h
        // Every request arrives in a rising hour; half of each of those hours is at risk.
        QVERIFY(near(w.riskRequestFraction, 0.5, 1e-12));
    }

    void monthZeroAgreesWithComputeTco() {
        // Without growth every month is month 0: the on-demand option's risk per month is the
        // week's x 730 / 168 weeks a month, and the share of requests the same.
        TcoParameters p = flatDemand();
        p.weeklyRequestsPerS = steppedProfile();
        const TcoCapacity c = twoGpuReplica();
        const WeeklyFleet w = weeklyFleet(p, c, 0);
        auto tco = computeTco(p, c, false);
        QVERIFY2(tco.ok(), tco.ok() ? "" : tco.error().message.c_str());
        const TcoOptionResult& od = tco->option(TcoOption::OnDemand);
        QVERIFY(w.riskHoursPerWeek > 0);
        QVERIFY(near(od.slaRiskHoursPerMonth, w.riskHoursPerWeek * 730.0 / 168.0, 1e-9));
        QVERIFY(near(od.slaRiskRequestFraction, w.riskRequestFraction, 1e-9));
        // The TCO's autoscaled range today is the week's.
        QCOMPARE(tco->replicasTodayMin, 1.0);
        QCOMPARE(tco->replicasTodayMax, 4.0);
    }

    void horizonRiskIsTheMeanOfTheMonths() {
        // With growth the months differ; computeTco averages their risk over the horizon.
        TcoParameters p = flatDemand();
        p.weeklyRequestsPerS = steppedProfile();
        p.growthPerYear = 1.0;
        const TcoCapacity c = twoGpuReplica();
        auto tco = computeTco(p, c, false);
        QVERIFY(tco.ok());
        double sum = 0;
        for (int m = 0; m < p.horizonMonths; ++m)
            sum += weeklyFleet(p, c, m).riskHoursPerWeek * 730.0 / 168.0;
        QVERIFY(near(tco->option(TcoOption::OnDemand).slaRiskHoursPerMonth, sum / p.horizonMonths,
                     1e-9));
    }

    void unusableInputsGiveEmptySeries() {
        TcoParameters p = flatDemand();
        p.weeklyRequestsPerS.resize(24);
        QVERIFY(weeklyFleet(p, twoGpuReplica(), 0).autoscaledReplicas.empty());
        TcoCapacity none = twoGpuReplica();
        none.requestsPerSPerReplica = 0;
        QVERIFY(weeklyFleet(flatDemand(), none, 0).requestsPerS.empty());
    }
};

} // namespace tst_WeeklyFleet_suite

QTEST_APPLESS_MAIN(tst_WeeklyFleet_suite::TstWeeklyFleet)
#include "tst_WeeklyFleet.moc"
