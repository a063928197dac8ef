// Editing the scenario's TCO inputs by parameter key (model/TcoInputAccess.h), as the TCO view's
// inputs table does: values arrive in the table's unit, land in the scenario's field, reach
// tcoParametersFromScenario, and a refused value leaves the scenario as it was.
#include "TestSupport.h"

#include "model/Tco.h"
#include "model/TcoInputAccess.h"

#include <QtTest>

#include <cmath>
#include <limits>

namespace tst_TcoInputAccess_suite {

using namespace rightsizer::model;
using rightsizer::test::near;

namespace {

constexpr double kTol = 1e-12;

const TcoParameterInfo& infoOf(const std::string& key) {
    for (const TcoParameterInfo& info : tcoParameterTable())
        if (info.key == key)
            return info;
    qFatal("no parameter %s", key.c_str());
}

/// The parameter as the TCO reads the scenario, in the model's unit (NaN: not given).
double parameter(const Scenario& s, const std::string& key) {
    return tcoParametersFromScenario(s).*(infoOf(key).member);
}

bool sameNumber(double a, double b) {
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

/// Every TCO input of `a` equals `b`'s (the scenario has no operator==).
bool sameInputs(const Scenario& a, const Scenario& b) {
    const TcoParameters pa = tcoParametersFromScenario(a), pb = tcoParametersFromScenario(b);
    for (const TcoParameterInfo& info : tcoParameterTable())
        if (!sameNumber(pa.*info.member, pb.*info.member))
            return false;
    return a.tco.given == b.tco.given && a.limits.headroom == b.limits.headroom &&
           a.tco.horizonMonths == b.tco.horizonMonths &&
           a.tco.onPrem.gpusPerNode == b.tco.onPrem.gpusPerNode &&
           a.tco.cloud.spotUsdPerGpuHour == b.tco.cloud.spotUsdPerGpuHour;
}

} // namespace

class TestTcoInputAccess final : public QObject {
    Q_OBJECT

private slots:
    /// Percent keys hold fractions: the shown value / 100.
    void percentKeysDivideBy100_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("shown");
        QTest::addColumn<double>("stored");
        QTest::newRow("discount 5 %") << "discount_rate_percent" << 5.0 << 0.05;
        QTest::newRow("growth -50 %") << "growth_percent_per_year" << -50.0 << -0.5;
        QTest::newRow("financing 7.5 %") << "on_prem.financing_rate_percent" << 7.5 << 0.075;
        QTest::newRow("residual 15 %") << "on_prem.residual_percent" << 15.0 << 0.15;
        QTest::newRow("average load 60 %") << "on_prem.gpu_average_load_percent" << 60.0 << 0.6;
        QTest::newRow("support 12 %") << "on_prem.support_percent_per_year" << 12.0 << 0.12;
    }
    void percentKeysDivideBy100() {
        QFETCH(QString, key);
        QFETCH(double, shown);
        QFETCH(double, stored);
        Scenario s;
        QVERIFY(setTcoInput(s, key.toStdString(), shown));
        QVERIFY(near(parameter(s, key.toStdString()), stored, kTol));
        QVERIFY(s.tco.given.count(key.toStdString()));
    }

    void fieldsOfEachKind() {
        Scenario s;
        // Optional prices: empty (the catalog's) until given.
        QVERIFY(!s.tco.cloud.spotUsdPerGpuHour);
        QVERIFY(setTcoInput(s, "cloud.spot_usd_per_gpu_hour", 3.25));
        QCOMPARE(s.tco.cloud.spotUsdPerGpuHour.value_or(0), 3.25);
        QVERIFY(setTcoInput(s, "on_prem.server_usd_per_node", 250000));
        QCOMPARE(s.tco.onPrem.serverUsdPerNode.value_or(0), 250000.0);
        QVERIFY(setTcoInput(s, "on_prem.host_power_w_per_node", 1500));
        QCOMPARE(s.tco.onPrem.hostPowerWPerNode.value_or(0), 1500.0);
        // Plain doubles and whole numbers.
        QVERIFY(setTcoInput(s, "on_prem.pue", 1.45));
        QCOMPARE(s.tco.onPrem.pue, 1.45);
        QVERIFY(setTcoInput(s, "cloud.min_replicas", 3));
        QCOMPARE(s.tco.cloud.minReplicas, 3);
        QVERIFY(setTcoInput(s, "on_prem.gpus_per_node", 4));
        QCOMPARE(s.tco.onPrem.gpusPerNode.value_or(0), 4);
        QCOMPARE(tcoParametersFromScenario(s).gpusPerNode, 4.0);
        QVERIFY(setTcoInput(s, "training_runs_per_month", 2.5));
        QCOMPARE(s.tco.trainingRunsPerMonth, 2.5);
    }

    /// The fleet headroom is the scenario's limits.headroom, not a tco key of its own.
    void headroomSetsLimits() {
        Scenario s;
        QVERIFY(setTcoInput(s, "headroom_percent", 35));
        QVERIFY(near(s.limits.headroom, 0.35, kTol));
        QVERIFY(near(tcoParametersFromScenario(s).headroom, 0.35, kTol));
        QVERIFY(!s.tco.given.count("headroom_percent"));
        QVERIFY(clearTcoInput(s, "headroom_percent"));
        QCOMPARE(s.limits.headroom, Limits{}.headroom);
    }

    void rejectsOutOfRange_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("shown");
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        QTest::newRow("PUE below 1") << "on_prem.pue" << 0.99;
        QTest::newRow("PUE above 5") << "on_prem.pue" << 5.01;
        QTest::newRow("PUE NaN") << "on_prem.pue" << nan;
        QTest::newRow("discount 101 %") << "discount_rate_percent" << 101.0;
        QTest::newRow("growth -91 %") << "growth_percent_per_year" << -91.0;
        QTest::newRow("spot price 0") << "cloud.spot_usd_per_gpu_hour" << 0.0;
        QTest::newRow("server infinite") << "on_prem.server_usd_per_node" << inf;
        QTest::newRow("73 GPUs per node") << "on_prem.gpus_per_node" << 73.0;
        QTest::newRow("4.5 GPUs per node") << "on_prem.gpus_per_node" << 4.5;
        QTest::newRow("2.5 min replicas") << "cloud.min_replicas" << 2.5;
        QTest::newRow("headroom -1 %") << "headroom_percent" << -1.0;
    }
    void rejectsOutOfRange() {
        QFETCH(QString, key);
        QFETCH(double, shown);
        Scenario s;
        QVERIFY(setTcoInput(s, "on_prem.pue", 1.2)); // something given beforehand
        const Scenario before = s;
        auto r = setTcoInput(s, key.toStdString(), shown);
        QVERIFY(!r);
        QCOMPARE(QString::fromStdString(r.error().field), QStringLiteral("tco.") + key);
        QVERIFY(QString::fromStdString(r.error().message).startsWith(QStringLiteral("tco.") + key));
        QVERIFY(sameInputs(s, before));
    }

    /// Clearing takes the value back to the default and forgets that the scenario gave it.
    void clearRestoresDefault_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("shown");
        QTest::addColumn<double>("defaultValue"); ///< model unit; NaN: the catalog supplies it
        const double nan = std::numeric_limits<double>::quiet_NaN();
        QTest::newRow("PUE") << "on_prem.pue" << 1.6 << OnPremTcoInputs{}.pue;
        QTest::newRow("discount") << "discount_rate_percent" << 3.0
                                  << TcoInputs{}.discountRatePerYear;
        QTest::newRow("spot price") << "cloud.spot_usd_per_gpu_hour" << 2.0 << nan;
        QTest::newRow("server price") << "on_prem.server_usd_per_node" << 1e5 << nan;
        QTest::newRow("min replicas")
            << "cloud.min_replicas" << 4.0 << double(CloudTcoInputs{}.minReplicas);
        // Without its own value, a node holds the scenario's limits.gpus_per_node.
        QTest::newRow("GPUs per node")
            << "on_prem.gpus_per_node" << 2.0 << double(Limits{}.gpusPerNode);
    }
    void clearRestoresDefault() {
        QFETCH(QString, key);
        QFETCH(double, shown);
        QFETCH(double, defaultValue);
        const std::string k = key.toStdString();
        Scenario s;
        const Scenario pristine = s;
        QVERIFY(setTcoInput(s, k, shown));
        QVERIFY(s.tco.given.count(k));
        QVERIFY(clearTcoInput(s, k));
        QVERIFY(!s.tco.given.count(k));
        QVERIFY(sameNumber(parameter(s, k), defaultValue));
        QVERIFY(sameInputs(s, pristine));
        QCOMPARE(tcoParametersFromScenario(s).sources.at(k).english(),
                 tcoParametersFromScenario(pristine).sources.at(k).english());
    }

    void nonScenarioKeysRefused_data() {
        QTest::addColumn<QString>("key");
        QTest::newRow("demand level") << "demand_level";
        QTest::newRow("GPU TDP") << "on_prem.gpu_tdp_w";
        QTest::newRow("unknown") << "on_prem.flux_capacitor";
    }
    void nonScenarioKeysRefused() {
        QFETCH(QString, key);
        const std::string k = key.toStdString();
        Scenario s;
        const Scenario before = s;
        QVERIFY(!isScenarioTcoInput(k));
        auto set = setTcoInput(s, k, 1.0);
        QVERIFY(!set);
        QCOMPARE(QString::fromStdString(set.error().field), QStringLiteral("tco.") + key);
        auto clear = clearTcoInput(s, k);
        QVERIFY(!clear);
        QCOMPARE(QString::fromStdString(clear.error().field), QStringLiteral("tco.") + key);
        QVERIFY(sameInputs(s, before));
    }

    /// Every editable key of the table: a value a quarter of the way into its range (a whole
    /// number where the key needs one) comes back from tcoParametersFromScenario x shownScale.
    void everyKeyReachesTheParameters() {
        int editable = 0;
        for (const TcoParameterInfo& info : tcoParameterTable()) {
            const std::string key(info.key);
            if (!isScenarioTcoInput(key))
                continue;
            ++editable;
            double shown = info.minShown + 0.25 * (info.maxShown - info.minShown);
            if (key == "cloud.min_replicas" || key == "on_prem.gpus_per_node")
                shown = std::round(shown);
            Scenario s;
            QVERIFY2(setTcoInput(s, key, shown), key.c_str());
            QVERIFY2(near(parameter(s, key) * info.shownScale, shown, kTol), key.c_str());
            QVERIFY2(validateTcoParameters(tcoParametersFromScenario(s)), key.c_str());
        }
        // 27 parameters, of which the demand level and the GPU's TDP are not the scenario's.
        QCOMPARE(editable, 25);
    }
};

} // namespace tst_TcoInputAccess_suite

QTEST_APPLESS_MAIN(tst_TcoInputAccess_suite::TestTcoInputAccess)
#include "tst_TcoInputAccess.moc"
