// TCO: cloud against on-prem over a horizon. Every expected figure is worked by hand in the
// comment beside it.
#include "TestSupport.h"

#include "model/Tco.h"

#include <QtTest>

#include <cmath>

namespace tst_Tco_suite {

using namespace rightsizer::model;
using rightsizer::test::near;

namespace {

/// One replica = one GPU that saturates at 1 request/s and meets the TTFT target up to
/// 0.8 request/s; 1,000 output tokens per request.
TcoCapacity unitReplica() {
    TcoCapacity c;
    c.mode = Mode::Serve;
    c.gpusPerReplica = 1;
    c.requestsPerSPerReplica = 1.0;
    c.maxRequestsPerSPerReplica = 0.8;
    c.outputTokensPerRequest = 1000;
    return c;
}

/// The hand-worked case: constant 3.2 requests/s, no growth, no discounting, 36 months.
TcoParameters constantDemand() {
    TcoParameters p;
    p.horizonMonths = 36;
    p.hoursPerMonth = 730;
    p.discountRatePerYear = 0;
    p.growthPerYear = 0;
    p.headroom = 0.25;
    p.weeklyRequestsPerS.assign(kHoursPerWeek, 3.2);
    p.onDemandUsdPerGpuHour = 2.0;
    p.reserved1yUsdPerGpuHour = 1.2;
    p.reserved3yUsdPerGpuHour = 1.1;
    p.spotUsdPerGpuHour = std::nan("");
    p.unavailable[TcoOption::Spot] = {"no spot quote", {}};
    p.autoscale = true;
    p.minReplicas = 1;
    p.scaleUpDelayMinutes = 10;
    p.gpusPerNode = 8;
    p.serverUsdPerNode = 60000;
    p.networkUsdPerNode = 4500;
    p.installUsdPerNode = 5500;
    p.depreciationYears = 4;
    p.financingRatePerYear = 0;
    p.residualFraction = 0.1;
    p.gpuTdpW = 700;
    p.gpuAverageLoad = 0.5;
    p.hostPowerWPerNode = 1000;
    p.pue = 1.25;
    p.electricityUsdPerKwh = 0.10;
    p.spaceUsdPerKwMonth = 150;
    p.supportFractionPerYear = 0.12;
    p.staffFtePerNode = 0.06;
    p.staffUsdPerFteYear = 100000;
    return p;
}

// Monthly on-prem opex of one node in constantDemand():
//   power   (8 x 700 W x 0.5 + 1000 W) = 3.8 kW x PUE 1.25 x 730 h x 0.10 USD = 346.75
//   space   (8 x 700 + 1000) W = 6.6 kW x 150 USD                             = 990
//   support 0.12 / 12 x (60,000 + 4,500) hardware                             = 645
//   staff   0.06 FTE x 100,000 / 12                                           = 500
constexpr double kOpex = 346.75 + 990 + 645 + 500; // 2,481.75 USD/month
constexpr double kCapex = 60000 + 4500 + 5500;     // 70,000 USD in month 1
// Resale after 36 of 48 months: 64,500 x (1 - 0.9 x 36/48) = 20,962.5 USD.
constexpr double kResidual = 20962.5;

} // namespace

class TstTco : public QObject {
    Q_OBJECT

private slots:
    void replicasFollowSaturationAndTtft() {
        const TcoCapacity c = unitReplica();
        QCOMPARE(replicasFor(c, 0.0), 0.0);
        // 0.5/s: below saturation with 1 (floor(0.5)+1) and within TTFT with 1 (0.5 <= 0.8).
        QCOMPARE(replicasFor(c, 0.5), 1.0);
        // 0.9/s: 1 replica is below saturation but over the TTFT rate: ceil(0.9/0.8) = 2.
        QCOMPARE(replicasFor(c, 0.9), 2.0);
        // 3.2/s: ceil(3.2/0.8) = 4 and floor(3.2)+1 = 4.
        QCOMPARE(replicasFor(c, 3.2), 4.0);
        // 4.0/s: saturation needs floor(4)+1 = 5, TTFT ceil(5) = 5.
        QCOMPARE(replicasFor(c, 4.0), 5.0);
    }

    void constantDemandBreakEvenByHand() {
        auto r = computeTco(constantDemand(), unitReplica());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        // On-demand follows demand: 4 replicas every hour x 730 h x 2 USD = 5,840 USD/month.
        const TcoOptionResult& od = r->option(TcoOption::OnDemand);
        QVERIFY(od.available);
        QVERIFY(near(od.months[0].total(), 5840, 1e-9));
        QVERIFY(near(od.totalUsd, 36 * 5840.0, 1e-9));
        QCOMPARE(od.slaRiskHoursPerMonth, 0.0); // constant demand: never scales up
        // Utilization: 3.2 requests/s on 4 replicas that saturate at 1/s each.
        QVERIFY(near(od.utilization, 0.8, 1e-9));
        // 8 USD an hour for 3.2 x 3600 x 1000 = 11.52 M tokens: 0.69444 USD per M tokens.
        QVERIFY(near(od.usdPerUnit, 8.0 / 11.52, 1e-9));

        // Reserved: the peak with 25 % headroom, 4.0/s, needs 5 replicas around the clock.
        const TcoOptionResult& r1 = r->option(TcoOption::Reserved1y);
        QVERIFY(near(r1.months[0].cloud, 5 * 730 * 1.2, 1e-9)); // 4,380
        QVERIFY(near(r1.totalUsd, 36 * 4380.0, 1e-9));          // whole 1-year terms: nothing owed
        QCOMPARE(r1.breakEvenMonth.value_or(-1), 1);
        QVERIFY(near(r1.utilization, 3.2 / 5, 1e-9));
        const TcoOptionResult& r3 = r->option(TcoOption::Reserved3y);
        QVERIFY(near(r3.totalUsd, 36 * 5 * 730 * 1.1, 1e-9)); // 144,540

        // On-prem: 5 replicas of 1 GPU fit one 8-GPU node.
        const TcoOptionResult& op = r->option(TcoOption::OnPrem);
        QCOMPARE(op.nodes, 1);
        QVERIFY(near(op.months[0].capital, kCapex, 1e-9));
        QVERIFY(near(op.months[1].total(), kOpex, 1e-9));
        QVERIFY(near(op.months.back().residual, -kResidual, 1e-9));
        // 70,000 + 36 x 2,481.75 - 20,962.5 = 138,380.5
        QVERIFY(near(op.totalUsd, kCapex + 36 * kOpex - kResidual, 1e-9));
        QVERIFY(near(op.utilization, 3.2 / 8, 1e-9)); // 8 replica slots on the node
        // Against on-demand: 70,000 + n x 2,481.75 <= n x 5,840 from n = 70,000 / 3,358.25
        // = 20.8 -> month 21.
        QCOMPARE(op.breakEvenMonth.value_or(-1), 21);

        // Best cloud option: reserved 3-year (144,540 < 157,680 < 210,240). On-prem only catches
        // it through the resale credit in the last month (138,380.5 <= 144,540): month 36.
        QCOMPARE(int(r->bestCloud.value_or(TcoOption::Spot)), int(TcoOption::Reserved3y));
        QCOMPARE(r->onPremBreakEvenMonth.value_or(-1), 36);

        // Hybrid: one base node covers all 4 replicas, so it equals on-prem on one node.
        const TcoOptionResult& hy = r->option(TcoOption::Hybrid);
        QCOMPARE(hy.nodes, 1);
        QVERIFY(near(hy.totalUsd, op.totalUsd, 1e-9));

        QVERIFY(!r->option(TcoOption::Spot).available);
        QCOMPARE(QString::fromStdString(r->option(TcoOption::Spot).unavailableReason.english()),
                 QStringLiteral("no spot quote"));
        // With no discounting, NPV equals the total; the cheapest is on-prem (or hybrid, equal).
        QVERIFY(near(op.npvUsd, op.totalUsd, 1e-9));
        QVERIFY(r->recommended == TcoOption::OnPrem || r->recommended == TcoOption::Hybrid);
    }

    void scaleToZeroWithIdleNights() {
        // 1.6 requests/s from 08:00 to 20:00 every day, nothing at night.
        TcoParameters p = constantDemand();
        for (int h = 0; h < kHoursPerWeek; ++h)
            p.weeklyRequestsPerS[size_t(h)] = (h % 24 >= 8 && h % 24 < 20) ? 1.6 : 0.0;
        p.minReplicas = 0;
        auto r = computeTco(p, unitReplica(), false);
        QVERIFY(r.ok());
        // 2 replicas (ceil(1.6/0.8)) for 84 h a week, none for the other 84:
        // 168 replica-hours a week x (730/168) weeks = 730 replica-hours x 2 USD = 1,460 USD.
        const TcoOptionResult& od = r->option(TcoOption::OnDemand);
        QVERIFY(near(od.months[0].cloud, 1460, 1e-9));
        // Seven cold starts a week, each 10 minutes at risk: 7/6 h a week x 730/168 weeks.
        QVERIFY(near(od.slaRiskHoursPerMonth, 7.0 / 6.0 * 730.0 / 168.0, 1e-9));
        // 10 minutes of each 12-hour day's requests: 1/72.
        QVERIFY(near(od.slaRiskRequestFraction, 1.0 / 72.0, 1e-9));

        // Keeping one replica warm adds 84 replica-hours a week: 252 x 730/168 x 2 = 2,190 USD.
        p.minReplicas = 1;
        auto warm = computeTco(p, unitReplica(), false);
        QVERIFY(warm.ok());
        QVERIFY(near(warm->option(TcoOption::OnDemand).months[0].cloud, 2190, 1e-9));

        // No autoscaling: the peak with headroom (2.0/s -> 3 replicas) around the clock:
        // 3 x 730 x 2 = 4,380 USD, and no scale-up risk.
        p.autoscale = false;
        auto fixed = computeTco(p, unitReplica(), false);
        QVERIFY(fixed.ok());
        QVERIFY(near(fixed->option(TcoOption::OnDemand).months[0].cloud, 4380, 1e-9));
        QCOMPARE(fixed->option(TcoOption::OnDemand).slaRiskHoursPerMonth, 0.0);
    }

    void npvDiscountsMonthly() {
        // 12 months of 5,840 USD on-demand at 10 %/year, each month's flow at its start:
        // NPV = 5,840 x (1 - q^12) / (1 - q) with q = 1.1^(-1/12): 67,109.758 USD.
        TcoParameters p = constantDemand();
        p.horizonMonths = 12;
        p.discountRatePerYear = 0.10;
        auto r = computeTco(p, unitReplica(), false);
        QVERIFY(r.ok());
        const double q = std::pow(1.1, -1.0 / 12.0);
        const double expected = 5840.0 * (1.0 - std::pow(q, 12)) / (1.0 - q);
        QVERIFY(near(r->option(TcoOption::OnDemand).npvUsd, expected, 1e-9));
        QVERIFY(near(expected, 67109.758, 1e-7));
        QVERIFY(near(r->option(TcoOption::OnDemand).totalUsd, 12 * 5840.0, 1e-9));
        // On-prem: the capital in month 1 is not discounted, the opex is like on-demand's, and
        // the resale credit after 12 of 48 months, 64,500 x (1 - 0.9 x 12/48) = 49,987.5 USD,
        // sits in month 12 (discounted by q^11).
        const TcoOptionResult& op = r->option(TcoOption::OnPrem);
        const double opNpv =
            kCapex + kOpex * (1.0 - std::pow(q, 12)) / (1.0 - q) - 49987.5 * std::pow(q, 11);
        QVERIFY(near(op.npvUsd, opNpv, 1e-9));
    }

    void growthAddsReplicasAndNodes() {
        // 0.7 requests/s doubling every year (growth 100 %): rate(m) = 0.7 x 2^(m/12).
        // Replicas ceil(rate/0.8): 1 until month 3 (0.7 x 2^0.25 = 0.832), 2 until month 15
        // (> 1.6), 3 until month 22 (> 2.4), then 4:
        // 730 h x 2 USD x (3x1 + 12x2 + 7x3 + 2x4) = 1,460 x 56 = 81,760 USD.
        TcoParameters p = constantDemand();
        p.horizonMonths = 24;
        p.growthPerYear = 1.0;
        p.weeklyRequestsPerS.assign(kHoursPerWeek, 0.7);
        p.gpusPerNode = 2;
        p.networkUsdPerNode = 1000;
        auto r = computeTco(p, unitReplica(), false);
        QVERIFY(r.ok());
        QVERIFY(near(r->option(TcoOption::OnDemand).totalUsd, 81760, 1e-9));
        // Fleet for rate x 1.25: 2 replicas (1 node of 2) to month 10; 3 (2 nodes) from month 11
        // (rate x 1.25 > 1.6); 5 (3 nodes) in month 23 (0.7 x 2^(23/12) x 1.25 = 3.30 -> 5).
        const TcoOptionResult& op = r->option(TcoOption::OnPrem);
        QCOMPARE(op.nodes, 3);
        const double capex = 60000 + 1000 + 5500;
        QVERIFY(near(op.months[0].capital, capex, 1e-9));
        QVERIFY(near(op.months[11].capital, capex, 1e-9));
        QVERIFY(near(op.months[23].capital, capex, 1e-9));
        QCOMPARE(op.months[10].capital, 0.0);
        QCOMPARE(op.months[10].gpus, 2.0);
        QCOMPARE(op.months[11].gpus, 4.0);

        // Reserved 1-year: each term reserves that month's fleet, 2 replicas in month 1 and 3 in
        // month 13 (1.4 x 1.25 = 1.75/s -> ceil(1.75/0.8) = 3); months 23-24 need 4, so one
        // replica bursts to on-demand for 2 x 730 h at 2 USD:
        // 12 x 2 x 730 x 1.2 + 12 x 3 x 730 x 1.2 + 2,920 = 21,024 + 31,536 + 2,920 = 55,480.
        QVERIFY(near(r->option(TcoOption::Reserved1y).totalUsd, 55480, 1e-9));
    }

    void financedPurchaseAndLoanPayoff() {
        // 70,000 USD at 12 %/year over 48 months: payment = P r / (1 - (1+r)^-48), r = 1 %,
        // = 1,843.368 USD. After 36 payments the balance is the present value of the 12 left:
        // 1,843.368 x (1 - 1.01^-12) / 0.01 = 20,747.255 USD, paid in month 36.
        TcoParameters p = constantDemand();
        p.financingRatePerYear = 0.12;
        auto r = computeTco(p, unitReplica(), false);
        QVERIFY(r.ok());
        const double payment = 70000 * 0.01 / (1 - std::pow(1.01, -48));
        QVERIFY(near(payment, 1843.3685, 1e-7));
        const TcoOptionResult& op = r->option(TcoOption::OnPrem);
        QVERIFY(near(op.months[0].capital, payment, 1e-9));
        QVERIFY(near(op.months[20].capital, payment, 1e-9));
        const double balance = payment * (1 - std::pow(1.01, -12)) / 0.01;
        QVERIFY(near(op.months.back().capital, payment + balance, 1e-9));
        QVERIFY(near(balance, 20747.255, 1e-7));
    }

    void reservedCommitmentsPastTheHorizonAreOwed() {
        // A 3-year term over a 12-month horizon: 24 months are still owed at its end.
        TcoParameters p = constantDemand();
        p.horizonMonths = 12;
        auto r = computeTco(p, unitReplica(), false);
        QVERIFY(r.ok());
        const double monthly = 5 * 730 * 1.1; // 4,015 USD
        QVERIFY(near(r->option(TcoOption::Reserved3y).totalUsd, 36 * monthly, 1e-9));
        QVERIFY(near(r->option(TcoOption::Reserved1y).totalUsd, 12 * 5 * 730 * 1.2, 1e-9));
    }

    void sensitivityIsSortedAndExact() {
        auto r = computeTco(constantDemand(), unitReplica());
        QVERIFY(r.ok());
        QVERIFY(r->recommended == TcoOption::OnPrem); // on-prem comes first at equal NPV
        QVERIFY(!r->sensitivity.empty());
        for (size_t i = 1; i < r->sensitivity.size(); ++i)
            QVERIFY(r->sensitivity[i - 1].swing() >= r->sensitivity[i].swing());
        // Electricity +-20 % moves on-prem power (346.75 x 36 = 12,483 USD) by +-2,496.6 USD.
        const double base = r->option(TcoOption::OnPrem).totalUsd;
        bool found = false;
        for (const SensitivityRow& row : r->sensitivity)
            if (row.key == "on_prem.electricity_usd_per_kwh") {
                found = true;
                QVERIFY(near(row.totalAtHighUsd - base, 0.2 * 346.75 * 36, 1e-9));
                QVERIFY(near(base - row.totalAtLowUsd, 0.2 * 346.75 * 36, 1e-9));
            }
        QVERIFY(found);
        // Cloud prices do not move an on-prem total.
        for (const SensitivityRow& row : r->sensitivity)
            QVERIFY(row.key != "cloud.on_demand_usd_per_gpu_hour" || row.swing() == 0);
    }

    void trainingRunsPerMonth() {
        // Two 100-hour runs a month on 16 GPUs at 2 USD: 2 x 100 x 16 x 2 = 6,400 USD a month;
        // reserved holds one 16-GPU cluster all month (200 h x 1.25 < 730 h): 16 x 730 x 1.2.
        TcoCapacity c;
        c.mode = Mode::Train;
        c.trainingGpus = 16;
        c.gpusPerReplica = 16;
        c.runHours = 100;
        TcoParameters p = constantDemand();
        p.trainingRunsPerMonth = 2;
        p.horizonMonths = 12;
        auto r = computeTco(p, c, false);
        QVERIFY(r.ok());
        QVERIFY(near(r->option(TcoOption::OnDemand).months[0].cloud, 6400, 1e-9));
        QVERIFY(near(r->option(TcoOption::OnDemand).usdPerUnit, 3200, 1e-9)); // per run
        QVERIFY(near(r->option(TcoOption::Reserved1y).months[0].cloud, 16 * 730 * 1.2, 1e-9));
        QVERIFY(!r->option(TcoOption::Hybrid).available);
        QCOMPARE(r->option(TcoOption::OnPrem).nodes, 2); // 16 GPUs in 8-GPU nodes
    }

    void badInputsNameTheField() {
        auto expectError = [](TcoParameters p, const char* field) {
            auto r = computeTco(p, unitReplica(), false);
            QVERIFY(!r.ok());
            QCOMPARE(QString::fromStdString(r.error().field), QString::fromLatin1(field));
        };
        TcoParameters p = constantDemand();
        p.onDemandUsdPerGpuHour = -1;
        expectError(p, "tco.cloud.on_demand_usd_per_gpu_hour");
        p = constantDemand();
        p.horizonMonths = 0;
        expectError(p, "tco.horizon_months");
        p = constantDemand();
        p.pue = 0.9;
        expectError(p, "tco.on_prem.pue");
        p = constantDemand();
        p.weeklyRequestsPerS.resize(100);
        expectError(p, "tco.demand.weekly_requests_per_s");
        p = constantDemand();
        p.weeklyRequestsPerS[5] = -2;
        expectError(p, "tco.demand.weekly_requests_per_s[5]");
        p = constantDemand();
        p.weeklyRequestsPerS.assign(kHoursPerWeek, 0.0);
        expectError(p, "tco.demand.weekly_requests_per_s");
        p = constantDemand();
        p.residualFraction = 1.5;
        expectError(p, "tco.on_prem.residual_percent");
        p = constantDemand();
        p.minReplicas = 1.5;
        expectError(p, "tco.cloud.min_replicas");
    }

    void runawayGrowthAndSplitReplicasAreRefused() {
        // 1,000 %/year for 20 years needs far more than a million GPUs: an input error, not a
        // wrapped node count.
        TcoParameters p = constantDemand();
        p.growthPerYear = 10;
        p.horizonMonths = 240;
        auto r = computeTco(p, unitReplica(), false);
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().field),
                 QStringLiteral("tco.growth_percent_per_year"));
        // A TP4 replica cannot live in 2-GPU nodes.
        TcoCapacity tp4 = unitReplica();
        tp4.gpusPerReplica = 4;
        tp4.tensorParallel = 4;
        p = constantDemand();
        p.gpusPerNode = 2;
        auto split = computeTco(p, tp4, false);
        QVERIFY(!split.ok());
        QCOMPARE(QString::fromStdString(split.error().field),
                 QStringLiteral("tco.on_prem.gpus_per_node"));
    }

    void everyTotalLiesInItsBand() {
        TcoCapacity c = unitReplica();
        c.bandLow = 0.6;
        c.bandHigh = 1.5;
        TcoParameters p = constantDemand();
        p.growthPerYear = 0.5;
        for (int h = 0; h < kHoursPerWeek; ++h)
            p.weeklyRequestsPerS[size_t(h)] = (h % 24 >= 8 && h % 24 < 20) ? 6.0 : 1.0;
        auto r = computeTco(p, c, false);
        QVERIFY(r.ok());
        for (const TcoOptionResult& o : r->options) {
            if (!o.available)
                continue;
            QVERIFY2(o.totalLowUsd <= o.totalUsd + 1e-6 && o.totalUsd <= o.totalHighUsd + 1e-6,
                     std::string(tcoOptionName(o.option)).c_str());
        }
    }

    void recommendationSaysWhenSpotCostsLess() {
        // Serving leaves spot out of the recommendation (it can be reclaimed); the result must
        // then not call the recommendation "the lowest net present value" outright.
        TcoResult r;
        r.options.resize(6);
        for (size_t i = 0; i < r.options.size(); ++i) {
            r.options[i].option = TcoOption(i);
            r.options[i].available = true;
            r.options[i].npvUsd = 1000.0;
        }
        r.options[size_t(TcoOption::Reserved3y)].npvUsd = 437.0;
        r.options[size_t(TcoOption::Spot)].npvUsd = 336.0;
        r.recommended = TcoOption::Reserved3y;
        QVERIFY(r.spotCostsLess());
        QCOMPARE(r.recommendationBasis().english(),
                 std::string("lowest net present value of the options that keep the latency SLA "
                             "(spot costs less but can be reclaimed)"));
        r.options[size_t(TcoOption::Spot)].npvUsd = 500.0; // spot dearer: a plain lowest NPV
        QVERIFY(!r.spotCostsLess());
        QCOMPARE(r.recommendationBasis().english(), std::string("lowest net present value"));
        r.options[size_t(TcoOption::Spot)].npvUsd = 336.0;
        r.options[size_t(TcoOption::Spot)].available = false; // no spot quote
        QVERIFY(!r.spotCostsLess());
        r.options[size_t(TcoOption::Spot)].available = true;
        r.recommended = TcoOption::Spot; // training may recommend spot itself
        QVERIFY(!r.spotCostsLess());
    }

    void defaultProfilePeaksAtOne() {
        const std::vector<double> w = daytimeProfile();
        QCOMPARE(int(w.size()), kHoursPerWeek);
        QCOMPARE(*std::max_element(w.begin(), w.end()), 1.0);
        QCOMPARE(w[10], 1.0);          // Monday 10:00
        QCOMPARE(w[5 * 24 + 10], 0.5); // Saturday 10:00: half a weekday
        QCOMPARE(w[3], 0.10);          // Monday 03:00
    }
};

} // namespace tst_Tco_suite

QTEST_APPLESS_MAIN(tst_Tco_suite::TstTco)
#include "tst_Tco.moc"
