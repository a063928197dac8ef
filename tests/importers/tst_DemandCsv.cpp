// Demand CSV import: timestamps and rates into a weekly profile; every bad row reported with
// its line number and nothing half-imported.
#include "TestSupport.h"

#include "importers/DemandCsv.h"
#include "project/ScenarioFile.h"
#include "project/ScenarioJson.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <fstream>

namespace tst_DemandCsv_suite {

using namespace rightsizer;
using rightsizer::test::near;

namespace {

/// ISO timestamp of hour `h` after 2026-03-02 00:00, a Monday (2026-03-01 was a Sunday).
std::string isoHour(int h) {
    const int day = 2 + h / 24;
    const int hour = h % 24;
    char buf[32];
    std::snprintf(buf, sizeof buf, "2026-03-%02dT%02d:00:00Z", day, hour);
    return buf;
}

bool mentions(const std::vector<std::string>& problems, const std::string& text) {
    for (const std::string& p : problems)
        if (p.find(text) != std::string::npos)
            return true;
    return false;
}

} // namespace

class TstDemandCsv : public QObject {
    Q_OBJECT

private slots:
    void weekOfHourlySamples() {
        // One sample per hour of the week; the rate is the hour's index, so the profile is too.
        std::string csv = "timestamp,requests_per_s\n";
        for (int h = 0; h < model::kHoursPerWeek; ++h)
            csv += isoHour(h) + "," + std::to_string(h) + "\n";
        const importers::DemandImport d = importers::importDemandCsv(csv);
        QVERIFY(d.ok());
        QCOMPARE(d.rows, 168);
        QCOMPARE(int(d.weeklyRequestsPerS.size()), 168);
        for (int h = 0; h < 168; ++h)
            QCOMPARE(d.weeklyRequestsPerS[size_t(h)], double(h));
        QCOMPARE(QString::fromStdString(d.firstTimestamp), QStringLiteral("2026-03-02T00:00:00Z"));
    }

    void samplesOfAnHourAreAveraged() {
        // Two weeks at 15-minute steps (Unix seconds): week 1 rate = 2, week 2 rate = 4, so every
        // hour of the week averages 3. 2026-03-02T00:00:00Z = 1772409600 s.
        std::string csv = "time,rate,host\n";
        const long long start = 1772409600LL;
        for (int q = 0; q < 2 * 168 * 4; ++q)
            csv += std::to_string(start + 900LL * q) + "," + (q < 168 * 4 ? "2" : "4") + ",a\n";
        const importers::DemandImport d = importers::importDemandCsv(csv);
        QVERIFY(d.ok());
        QCOMPARE(d.rows, 2 * 168 * 4);
        for (double v : d.weeklyRequestsPerS)
            QCOMPARE(v, 3.0);
    }

    void hugeUnixSecondsAreNoTimestamp() {
        // 1.77e19 s overflowed the whole seconds (a fuzz find, kept in tests/fuzz/corpus/demand):
        // beyond 1e11 s (the year 5138) a number is no timestamp, refused with its line.
        std::string csv = "time,rate\n17724096000000000000,8\n";
        for (int h = 1; h < 168; ++h)
            csv += std::to_string(1772409600LL + 3600LL * h) + ",1\n";
        const importers::DemandImport d = importers::importDemandCsv(csv);
        QVERIFY(!d.ok());
        QVERIFY2(mentions(d.problems, "line 2: timestamp '17724096000000000000'"),
                 d.problems.front().c_str());
        QCOMPARE(d.rejectedRows, 1);
    }

    void timestampsInEveryForm() {
        // A Wednesday 14:30 local time, written four ways, lands in hour 2 x 24 + 14 = 62.
        for (const char* t : {"2026-03-04T14:30", "2026-03-04 14:30:15",
                              "2026-03-04T14:30:00.250+02:00", "2026-03-04T14:30:00-0500"}) {
            std::string csv = "timestamp,requests_per_s\n";
            for (int h = 0; h < 168; ++h)
                if (h != 62)
                    csv += isoHour(h) + ",1\n";
            csv += std::string(t) + ",9\n";
            const importers::DemandImport d = importers::importDemandCsv(csv);
            QVERIFY2(d.ok(), t);
            QCOMPARE(d.weeklyRequestsPerS[62], 9.0);
        }
    }

    void everyBadRowIsReportedAndNothingImported() {
        std::string csv = "timestamp,requests_per_s\n"; // line 1
        for (int h = 0; h < 168; ++h)                   // lines 2..169
            csv += isoHour(h) + ",1\n";
        csv += "yesterday,3\n";                  // line 170: not a timestamp
        csv += "2026-03-09T01:00:00Z,-4\n";      // line 171: negative rate
        csv += "2026-03-09T02:00:00Z,5,extra\n"; // line 172: three fields
        csv += isoHour(7) + ",2\n";              // line 173: repeats line 9
        csv += "2026-02-30T10:00:00Z,1\n";       // line 174: no 30 February
        csv += "2026-03-09T03:00:00Z,abc\n";     // line 175: not a number
        const importers::DemandImport d = importers::importDemandCsv(csv);
        QVERIFY(!d.ok());
        QVERIFY(d.weeklyRequestsPerS.empty());
        QCOMPARE(int(d.problems.size()), 6);
        QVERIFY(mentions(d.problems, "line 170: timestamp 'yesterday'"));
        QVERIFY(mentions(d.problems, "line 171: rate '-4'"));
        QVERIFY(mentions(d.problems, "line 172: 3 fields, header has 2"));
        QVERIFY(mentions(d.problems, "line 173: timestamp " + isoHour(7) + " repeats line 9"));
        QVERIFY(mentions(d.problems, "line 174: timestamp '2026-02-30T10:00:00Z'"));
        QVERIFY(mentions(d.problems, "line 175: rate 'abc'"));
        // The per-row report holds the same six, in line order, beside the 168 good rows.
        QCOMPARE(d.rejectedRows, 6);
        QCOMPARE(int(d.report.size()), 168 + 6);
        for (int k = 0; k < 6; ++k)
            QCOMPARE(d.report[size_t(168 + k)].line, 170 + k);
        QCOMPARE(int(d.weeklyFromGoodRows.size()), 168); // every hour still has a good row
    }

    void reportListsEveryRowWithItsReason() {
        // Two weeks of hourly samples (lines 2..337): week 1 at rate h % 24, week 2 at twice
        // that, so each hour of the week averages 1.5 x (h % 24). Then three bad rows.
        std::string csv = "timestamp,requests_per_s\n"; // line 1
        for (int h = 0; h < 168; ++h)
            csv += isoHour(h) + "," + std::to_string(h % 24) + "\n";
        for (int h = 0; h < 168; ++h) // 2026-03-09 on: the next Monday
            csv += isoHour(h + 168) + "," + std::to_string(2 * (h % 24)) + "\n";
        csv += "soon,4\n";                   // line 338: not a timestamp
        csv += "2026-03-16T05:00:00Z,-1\n";  // line 339: negative rate
        csv += "2026-03-16T06:00:00Z,1,2\n"; // line 340: three fields
        const importers::DemandImport d = importers::importDemandCsv(csv);
        QVERIFY(!d.ok());
        QVERIFY(d.weeklyRequestsPerS.empty()); // unchanged meaning: nothing when any problem
        QCOMPARE(d.rows, 336);
        QCOMPARE(d.rejectedRows, 3);
        QCOMPARE(int(d.report.size()), 339);
        QCOMPARE(d.report.front().line, 2);
        QCOMPARE(QString::fromStdString(d.report.front().timestamp),
                 QString::fromStdString(isoHour(0)));
        QCOMPARE(d.report[5].requestsPerS, 5.0); // line 7: hour 5, rate 5
        QVERIFY(d.report[5].ok());
        const importers::DemandRow& bad1 = d.report[336];
        QCOMPARE(bad1.line, 338);
        QCOMPARE(QString::fromStdString(bad1.timestamp), QStringLiteral("soon"));
        QCOMPARE(bad1.requestsPerS, 4.0);
        QVERIFY(bad1.problem.find("timestamp 'soon'") != std::string::npos);
        const importers::DemandRow& bad2 = d.report[337];
        QCOMPARE(bad2.line, 339);
        QCOMPARE(bad2.requestsPerS, -1.0);
        QVERIFY(bad2.problem.find("rate '-1'") != std::string::npos);
        const importers::DemandRow& bad3 = d.report[338];
        QCOMPARE(bad3.line, 340);
        QVERIFY(bad3.timestamp.empty());
        QVERIFY(std::isnan(bad3.requestsPerS));
        QCOMPARE(QString::fromStdString(bad3.problem), QStringLiteral("3 fields, header has 2"));
        // The good rows still cover every hour: their profile is the hand-computed means.
        QCOMPARE(d.hoursCovered, 168);
        QVERIFY(d.missingHours.empty());
        QCOMPARE(int(d.samplesPerHour.size()), 168);
        QCOMPARE(d.samplesPerHour[30], 2);
        QCOMPARE(int(d.weeklyFromGoodRows.size()), 168);
        for (int h = 0; h < 168; ++h)
            QVERIFY(near(d.weeklyFromGoodRows[size_t(h)], 1.5 * (h % 24), 1e-12));
        QCOMPARE(QString::fromStdString(d.firstTimestamp), QString::fromStdString(isoHour(0)));
        QCOMPARE(QString::fromStdString(d.lastTimestamp), QString::fromStdString(isoHour(335)));
    }

    void goodRowsWithAGapGiveNoProfile() {
        // A full week but Sunday 23:00 has only a bad row: 167 hours covered, no profile.
        std::string csv = "timestamp,requests_per_s\n";
        for (int h = 0; h < 167; ++h)
            csv += isoHour(h) + ",2\n";
        csv += isoHour(167) + ",x\n"; // line 169
        const importers::DemandImport d = importers::importDemandCsv(csv);
        QCOMPARE(d.rejectedRows, 1);
        QCOMPARE(d.report.back().line, 169);
        QCOMPARE(d.hoursCovered, 167);
        QCOMPARE(QString::fromStdString(d.missingHours), QStringLiteral("Sun 23:00"));
        QVERIFY(d.weeklyFromGoodRows.empty());
        QVERIFY(d.weeklyRequestsPerS.empty());
    }

    void unterminatedQuoteOffersNoPartialImport() {
        // A full week, then a stray quote on line 170 that swallows the 24 lines after it.
        std::string csv = "timestamp,requests_per_s\n";
        for (int h = 0; h < 168; ++h)
            csv += isoHour(h) + ",2\n";
        csv += "\"2026-01-12T00:00:00,3\n";
        for (int h = 0; h < 24; ++h)
            csv += isoHour(h) + ",9\n";
        const importers::DemandImport d = importers::importDemandCsv(csv);
        QVERIFY(!d.ok());
        QVERIFY(d.problems.front().find("line 170: unterminated quote") != std::string::npos);
        // The good rows cover the week, but the swallowed lines are unknown: nothing to import.
        QCOMPARE(d.hoursCovered, 168);
        QVERIFY(d.weeklyFromGoodRows.empty());
        QVERIFY(d.weeklyRequestsPerS.empty());
    }

    void goodFileProfilesAgree() {
        std::string csv = "timestamp,requests_per_s\n";
        for (int h = 0; h < 168; ++h)
            csv += isoHour(h) + "," + std::to_string(h % 7) + "\n";
        const importers::DemandImport d = importers::importDemandCsv(csv);
        QVERIFY(d.ok());
        QCOMPARE(d.rejectedRows, 0);
        QCOMPARE(int(d.report.size()), 168);
        QVERIFY(d.weeklyFromGoodRows == d.weeklyRequestsPerS);
    }

    void missingHoursAreNamedNotGuessed() {
        // Only Monday: Tuesday 00:00 to Sunday 23:00 is missing.
        std::string csv = "timestamp,requests_per_s\n";
        for (int h = 0; h < 24; ++h)
            csv += isoHour(h) + ",1\n";
        const importers::DemandImport d = importers::importDemandCsv(csv);
        QVERIFY(!d.ok());
        QVERIFY(d.weeklyRequestsPerS.empty());
        QVERIFY(mentions(d.problems, "cover 24 of the week's 168 hours"));
        QVERIFY(mentions(d.problems, "Tue 00:00-Sun 23:00"));
    }

    void headerAndEmptyFiles() {
        QVERIFY(mentions(importers::importDemandCsv("").problems, "line 1: the file is empty"));
        QVERIFY(mentions(importers::importDemandCsv("when,how_many\n2026-03-02T00:00,1\n").problems,
                         "line 1: the header needs a timestamp column"));
        QVERIFY(mentions(importers::importDemandCsv("timestamp,rate\n").problems, "no data rows"));
    }

    void scenarioImportsItsCsv() {
        auto catalog = catalog::loadBundledCatalog();
        QVERIFY(catalog.ok());
        QTemporaryDir dir;
        std::string csv = "timestamp,requests_per_s\n";
        for (int h = 0; h < 168; ++h)
            csv += isoHour(h) + "," + std::to_string(h % 24 < 12 ? 5 : 10) + "\n";
        std::ofstream(dir.filePath(QStringLiteral("demand.csv")).toStdString()) << csv;
        const std::string json = R"({"schema": 1, "name": "t", "model": "llama-3.1-8b",
            "workload": {"requests_per_s": 10, "input_tokens": {"mean": 500},
                         "output_tokens": {"mean": 200}},
            "sla": {"ttft_ms": 1000}, "precisions": ["bf16"],
            "tco": {"demand": {"csv": "demand.csv"}}})";
        auto s = project::parseScenario(json, *catalog);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        model::Scenario scenario = *s;
        QVERIFY(scenario.tco.weeklyRequestsPerS.empty());
        auto loaded = project::loadScenarioDemand(scenario, dir.path().toStdString());
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : loaded.error().message.c_str());
        QCOMPARE(int(scenario.tco.weeklyRequestsPerS.size()), 168);
        QCOMPARE(scenario.tco.weeklyRequestsPerS[3], 5.0);
        QCOMPARE(scenario.tco.weeklyRequestsPerS[15], 10.0);

        // A broken CSV: the error names the file and the line; the profile stays as it was.
        std::ofstream(dir.filePath(QStringLiteral("demand.csv")).toStdString())
            << "timestamp,requests_per_s\n2026-03-02T00:00:00Z,x\n";
        model::Scenario again = *s;
        auto bad = project::loadScenarioDemand(again, dir.path().toStdString());
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().message.find("demand.csv") != std::string::npos);
        QVERIFY(bad.error().message.find("line 2: rate 'x'") != std::string::npos);
        QVERIFY(again.tco.weeklyRequestsPerS.empty());

        // A missing file.
        auto missing = project::loadScenarioDemand(again, dir.path().toStdString() + "/nowhere");
        QVERIFY(!missing.ok());
        QVERIFY(missing.error().message.find("cannot open") != std::string::npos);
    }
};

} // namespace tst_DemandCsv_suite

QTEST_GUILESS_MAIN(tst_DemandCsv_suite::TstDemandCsv)
#include "tst_DemandCsv.moc"
