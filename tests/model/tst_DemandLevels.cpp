// Peak and mean demand: the default daytime profile's mean by hand, reshaping it to a given mean,
// the refusals that name workload.mean_requests_per_s, and explicit profiles winning with a note.
#include "model/DemandLevels.h"

#include "TestSupport.h"

#include <QtTest>

#include <algorithm>

namespace tst_DemandLevels_suite {

using namespace rightsizer::model;
using rightsizer::test::near;

class TstDemandLevels final : public QObject {
    Q_OBJECT

private:
    static Scenario serving(double peak, std::optional<double> mean = std::nullopt) {
        Scenario s;
        s.serving.requestsPerS = peak;
        s.serving.meanRequestsPerS = mean;
        return s;
    }

private slots:
    void daytimeMeanByHand() {
        // Weekday hours (daytimeProfile): 00-07 0.15+0.12+0.10+0.10+0.10+0.12+0.18+0.35 = 1.22;
        // 08-09 0.60+0.85 = 1.45; 10-15 six hours at 1.00 = 6.00; 16-23
        // 0.95+0.85+0.70+0.55+0.45+0.35+0.25+0.20 = 4.30; a weekday sums to 12.97.
        // Week: 5 weekdays + 2 weekend days at half = 6 x 12.97 = 77.82 over 168 h = 0.463214.
        const double byHand = 6.0 * 12.97 / 168.0;
        QVERIFY(near(profileMean(daytimeProfile()), byHand, 1e-12));
        QVERIFY(near(byHand, 0.4632142857, 1e-9));
        // The user report: a 5 requests/s peak averages 2.32 requests/s over the week.
        auto levels = servingDemandLevels(serving(5));
        QVERIFY(levels.ok());
        QCOMPARE(levels->peakRequestsPerS, 5.0);
        QVERIFY(near(levels->meanRequestsPerS, 5.0 * byHand, 1e-12)); // 2.316
        QCOMPARE(levels->shape.english(), std::string("default daytime profile"));
        QVERIFY(levels->notes.empty());
    }

    void reshapingHitsPeakAndMean_data() {
        QTest::addColumn<double>("peak");
        QTest::addColumn<double>("mean");
        // k < 1 flattens the profile (mean above 0.463 x peak), k > 1 sharpens it.
        QTest::newRow("flatter: 20 peak, 12 mean") << 20.0 << 12.0;
        QTest::newRow("sharper: 20 peak, 5 mean") << 20.0 << 5.0;
        QTest::newRow("default ratio: 5 peak, 2.3160714 mean") << 5.0 << 5.0 * 77.82 / 168.0;
        QTest::newRow("flat: mean = peak") << 3.0 << 3.0;
        QTest::newRow("lowest reachable") << 10.0 << 10.0 * lowestDaytimeMeanRatio();
    }
    void reshapingHitsPeakAndMean() {
        QFETCH(double, peak);
        QFETCH(double, mean);
        const Scenario s = serving(peak, mean);
        auto levels = servingDemandLevels(s);
        QVERIFY2(levels.ok(), levels.ok() ? "" : levels.error().message.c_str());
        QCOMPARE(int(levels->weeklyRequestsPerS.size()), kHoursPerWeek);
        QVERIFY(std::abs(profilePeak(levels->weeklyRequestsPerS) - peak) <= 1e-6 * peak);
        QVERIFY(std::abs(profileMean(levels->weeklyRequestsPerS) - mean) <= 1e-6 * peak);
        QVERIFY(std::abs(levels->meanRequestsPerS - mean) <= 1e-6 * peak);
        // Monday 10:00 is a plateau hour: it stays at the peak whatever the exponent.
        QVERIFY(near(levels->weeklyRequestsPerS[10], peak, 1e-12));
    }

    void exponentDirection() {
        // 12 of 20 is above the default 0.463 ratio: flatter (k < 1); 5 of 20 sharper (k > 1).
        auto flatter = servingDemandLevels(serving(20, 12));
        auto sharper = servingDemandLevels(serving(20, 5));
        QVERIFY(flatter.ok() && sharper.ok());
        QVERIFY(flatter->shapeExponent < 1.0);
        QVERIFY(sharper->shapeExponent > 1.0);
        // Monday 03:00 (shape 0.10) is 20 x 0.10^k.
        QVERIFY(near(flatter->weeklyRequestsPerS[3], 20.0 * std::pow(0.10, flatter->shapeExponent),
                     1e-12));
    }

    void outOfRangeMeanIsRefused_data() {
        QTest::addColumn<double>("mean");
        // 30 plateau hours of 168 bound the mean from below: 20 x 0.17857 = 3.571 (shown
        // rounded up, 3.572, so that the bound as printed is accepted); the peak from above.
        const QString message = QStringLiteral("workload.mean_requests_per_s: got %1 requests/s, "
                                               "accepted 3.572 to 20 requests/s: at most the peak");
        QTest::addColumn<QString>("message");
        QTest::newRow("above the peak") << 25.0 << message.arg(25);
        QTest::newRow("below the shape") << 3.0 << message.arg(3);
    }
    void outOfRangeMeanIsRefused() {
        QFETCH(double, mean);
        QFETCH(QString, message);
        auto levels = servingDemandLevels(serving(20, mean));
        QVERIFY(!levels.ok());
        QVERIFY2(QString::fromStdString(levels.error().message).startsWith(message),
                 levels.error().message.c_str());
        QCOMPARE(levels.error().field, std::string("workload.mean_requests_per_s"));
    }

    void lowestRatioIsThePlateau() {
        // At the largest exponent only the 1.0 hours remain: 10:00-15:00 on 5 weekdays, 30 of
        // 168 hours = 0.178571; 0.95^200 (16:00) adds 3.5e-5 x 5 / 168.
        QVERIFY(near(lowestDaytimeMeanRatio(), 30.0 / 168.0, 1e-5));
        QVERIFY(lowestDaytimeMeanRatio() >= 30.0 / 168.0);
    }

    void explicitProfileWinsWithNotes() {
        // 2 requests/s all week, 6 from 09:00 to 12:00 on Mondays: peak 6, mean
        // (165 x 2 + 3 x 6) / 168 = 348 / 168 = 2.0714.
        Scenario s = serving(5, 3);
        s.tco.weeklyRequestsPerS.assign(kHoursPerWeek, 2.0);
        for (int h = 9; h < 12; ++h)
            s.tco.weeklyRequestsPerS[size_t(h)] = 6.0;
        s.tco.demandSource = "edited in RightSizer";
        auto levels = servingDemandLevels(s);
        QVERIFY(levels.ok());
        QCOMPARE(levels->peakRequestsPerS, 6.0);
        QVERIFY(near(levels->meanRequestsPerS, 348.0 / 168.0, 1e-12));
        QCOMPARE(int(levels->notes.size()), 2);
        QVERIFY(levels->notes[0].english().find("peaks at 6 requests/s, not the 5 of "
                                                "workload.requests_per_s") != std::string::npos);
        QVERIFY(levels->notes[1].english().find("workload.mean_requests_per_s") !=
                std::string::npos);
        // Within 1 % nothing is noted.
        s.serving.requestsPerS = 6.05;
        s.serving.meanRequestsPerS = 348.0 / 168.0 * 1.009;
        levels = servingDemandLevels(s);
        QVERIFY(levels.ok());
        QVERIFY(levels->notes.empty());
    }
};

} // namespace tst_DemandLevels_suite

QTEST_APPLESS_MAIN(tst_DemandLevels_suite::TstDemandLevels)
#include "tst_DemandLevels.moc"
