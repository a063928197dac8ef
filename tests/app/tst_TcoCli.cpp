// `rightsizer tco` as a user runs it: the bundled example, JSON series and sensitivity, the
// horizon override, demand CSVs, and bad input.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "CliInProcess.h"

namespace tst_TcoCli_suite {

class TestTcoCli final : public QObject {
    Q_OBJECT

private:
    using Run = rightsizer::test::CliRun;
    QTemporaryDir m_dir;

    Run run(const QStringList& args) { return rightsizer::test::runInProcess(args); }

    QString write(const QString& name, const QByteArray& text) {
        return rightsizer::test::writeFile(m_dir.filePath(name), text);
    }

    static QString example() {
        return QStringLiteral(RIGHTSIZER_SOURCE_DIR "/resources/examples/llama-3.1-70b-chat.json");
    }

    /// A small scenario whose TCO inputs are all given, so every figure is checkable by hand.
    static QByteArray small(const QByteArray& demand) {
        return QByteArray(R"({"schema": 1, "name": "small", "model": "llama-3.1-8b",
            "workload": {"requests_per_s": 4, "input_tokens": {"mean": 1000, "p95": 2000},
                         "output_tokens": {"mean": 200, "p95": 400}},
            "sla": {"percentile": "p95", "ttft_ms": 2000}, "precisions": ["bf16"],
            "gpus": ["h100-sxm"],
            "tco": {"horizon_months": 12, "discount_rate_percent": 0,
                    "demand": )") +
               demand + R"(,
                    "cloud": {"on_demand_usd_per_gpu_hour": 3.0, "min_replicas": 1},
                    "on_prem": {"server_usd_per_node": 250000}}})";
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void exampleTextNamesEveryOption() {
        const Run r = run({QStringLiteral("tco"), example()});
        QCOMPARE(r.exitCode, 0);
        for (const char* option : {"on-demand", "reserved-1y", "reserved-3y", "spot", "on-prem",
                                   "hybrid", "Recommendation: ", "Most sensitive inputs",
                                   "Assumptions (value, source):", "PRC-0118"})
            QVERIFY2(r.out.contains(option), option);
        // The example's cloud.min_replicas is 1: singular, and the 4-year depreciation plural.
        QVERIFY(r.out.contains(" 1 replica "));
        QVERIFY(!r.out.contains("1 replicas"));
        QVERIFY(r.out.contains(" 4 years "));
    }

    void recommendationDoesNotHideCheaperSpot() {
        // The example recommends reserved-3y for serving while spot has the lower NPV (spot is
        // left out: it can be reclaimed). The JSON shows both NPVs; the text must say so.
        const Run j = run({QStringLiteral("tco"), example(), QStringLiteral("--json")});
        QCOMPARE(j.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(j.out).object();
        const QString recommended = o.value(QStringLiteral("recommended")).toString();
        double spotNpv = 0, recommendedNpv = 0;
        for (const auto& v : o.value(QStringLiteral("options")).toArray()) {
            const QJsonObject opt = v.toObject();
            const QString name = opt.value(QStringLiteral("option")).toString();
            if (name == QStringLiteral("spot"))
                spotNpv = opt.value(QStringLiteral("npv_usd")).toDouble();
            if (name == recommended)
                recommendedNpv = opt.value(QStringLiteral("npv_usd")).toDouble();
        }
        QVERIFY(recommended != QStringLiteral("spot"));
        QVERIFY2(spotNpv > 0 && spotNpv < recommendedNpv, "the example's spot is cheaper");
        QVERIFY(o.value(QStringLiteral("recommendation_basis"))
                    .toString()
                    .contains(QStringLiteral("spot costs less but can be reclaimed")));
        const Run t = run({QStringLiteral("tco"), example()});
        QVERIFY(t.out.contains("the lowest net present value of the options that keep the "
                               "latency SLA (spot costs less but can be reclaimed)"));
    }

    void jsonHasTheMonthlySeriesAndSensitivity() {
        const Run r = run({QStringLiteral("tco"), example(), QStringLiteral("--json"),
                           QStringLiteral("--months"), QStringLiteral("12"),
                           QStringLiteral("--rank"), QStringLiteral("2")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("horizon_months")).toInt(), 12);
        const QJsonArray options = o.value(QStringLiteral("options")).toArray();
        QCOMPARE(options.size(), 6);
        const QJsonObject onDemand = options.at(0).toObject();
        QCOMPARE(onDemand.value(QStringLiteral("option")).toString(), QStringLiteral("on-demand"));
        const QJsonArray months = onDemand.value(QStringLiteral("months")).toArray();
        QCOMPARE(months.size(), 12);
        // The cumulative series adds up the monthly totals to the option's total.
        double sum = 0;
        for (const auto& m : months)
            sum += m.toObject().value(QStringLiteral("total_usd")).toDouble();
        QVERIFY(rightsizer::test::near(
            months.last().toObject().value(QStringLiteral("cumulative_usd")).toDouble(), sum,
            1e-9));
        QVERIFY(rightsizer::test::near(onDemand.value(QStringLiteral("total_usd")).toDouble(), sum,
                                       1e-9));
        const QJsonArray sensitivity = o.value(QStringLiteral("sensitivity")).toArray();
        QVERIFY(!sensitivity.isEmpty());
        for (qsizetype i = 1; i < sensitivity.size(); ++i)
            QVERIFY(
                sensitivity.at(i - 1).toObject().value(QStringLiteral("swing_usd")).toDouble() >=
                sensitivity.at(i).toObject().value(QStringLiteral("swing_usd")).toDouble());
        QVERIFY(!o.value(QStringLiteral("recommended")).toString().isEmpty());
    }

    void constantDemandIsCostedByHand() {
        // 2 requests/s every hour. The plan's H100 replica serves this with 1 replica (its
        // capacity is several requests/s), kept up around the clock: 730 h x 12 months x
        // 3 USD x GPUs per replica.
        QByteArray weekly = "{\"weekly_requests_per_s\": [";
        for (int h = 0; h < 168; ++h)
            weekly += h ? ", 2" : "2";
        weekly += "]}";
        const QString path = write(QStringLiteral("constant.json"), small(weekly));
        // The profile wins over workload.requests_per_s (4), and the plan says so: it sizes for
        // the profile's 2 requests/s, which is also the mean.
        const Run p = run({QStringLiteral("plan"), path});
        QCOMPARE(p.exitCode, 0);
        QVERIFY2(p.out.contains("Demand     peak 2.00 requests/s, mean 2.00 requests/s"),
                 p.out.constData());
        QVERIFY2(p.out.contains("Note       the demand profile (scenario "
                                "tco.demand.weekly_requests_per_s) peaks at 2 requests/s, not "
                                "the 4 of workload.requests_per_s: the fleet is sized for the "
                                "profile's peak"),
                 p.out.constData());
        const Run r = run({QStringLiteral("tco"), path, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const double gpus = o.value(QStringLiteral("capacity"))
                                .toObject()
                                .value(QStringLiteral("gpus_per_replica"))
                                .toDouble();
        const QJsonObject onDemand = o.value(QStringLiteral("options")).toArray().at(0).toObject();
        QVERIFY(rightsizer::test::near(onDemand.value(QStringLiteral("total_usd")).toDouble(),
                                       730.0 * 12 * 3.0 * gpus, 1e-9));
        // On-prem: the 250,000 USD server is bought in month 1.
        const QJsonObject onPrem = o.value(QStringLiteral("options")).toArray().at(4).toObject();
        QVERIFY(onPrem.value(QStringLiteral("available")).toBool());
        QVERIFY(onPrem.value(QStringLiteral("months"))
                    .toArray()
                    .at(0)
                    .toObject()
                    .value(QStringLiteral("capital_usd"))
                    .toDouble() >= 250000.0);
    }

    void demandCsvReplacesTheProfile() {
        QByteArray csv = "timestamp,requests_per_s\n";
        for (int h = 0; h < 168; ++h)
            csv += QByteArray("2026-03-") + QByteArray::number(2 + h / 24).rightJustified(2, '0') +
                   "T" + QByteArray::number(h % 24).rightJustified(2, '0') + ":00:00Z," +
                   (h % 24 >= 9 && h % 24 < 18 ? "3" : "0.5") + "\n";
        write(QStringLiteral("demand.csv"), csv);
        const QString path = write(QStringLiteral("csv.json"), small(R"({"csv": "demand.csv"})"));
        const Run r = run({QStringLiteral("tco"), path, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject demand =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("demand")).toObject();
        QCOMPARE(demand.value(QStringLiteral("peak_requests_per_s")).toDouble(), 3.0);
        QVERIFY(demand.value(QStringLiteral("basis"))
                    .toString()
                    .contains(QStringLiteral("demand.csv")));

        // The same file through --demand, and a broken one: every bad line named, exit 2.
        const QString bad = write(QStringLiteral("bad.csv"),
                                  "timestamp,requests_per_s\nnoon,1\n2026-03-02T01:00:00Z,-1\n");
        const Run b = run({QStringLiteral("tco"), example(), QStringLiteral("--demand"), bad});
        QCOMPARE(b.exitCode, 2);
        QVERIFY(b.err.contains("line 2: timestamp 'noon'"));
        QVERIFY(b.err.contains("line 3: rate '-1'"));
        QVERIFY(b.err.contains("nothing imported"));
    }

    void fixedOnDemandCostsWhatThePlanSays() {
        // The bundled example with no growth and no autoscaling: on-demand runs the plan's
        // fleet (sized for the 20 requests/s peak) around the clock, month after month, over the
        // tokens served at the mean (20 x 0.4632 = 9.264 requests/s): the same $/M tokens as the
        // plan's rank 1, costPerHour / (9.264 x 350 x 3600) x 1e6.
        QFile file(example());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject scenario = QJsonDocument::fromJson(file.readAll()).object();
        QJsonObject tco = scenario.value(QStringLiteral("tco")).toObject();
        tco[QStringLiteral("growth_percent_per_year")] = 0;
        QJsonObject cloud = tco.value(QStringLiteral("cloud")).toObject();
        cloud[QStringLiteral("autoscale")] = false;
        tco[QStringLiteral("cloud")] = cloud;
        scenario[QStringLiteral("tco")] = tco;
        const QString path = write(QStringLiteral("fixed.json"), QJsonDocument(scenario).toJson());

        const Run p = run({QStringLiteral("plan"), path, QStringLiteral("--json")});
        QCOMPARE(p.exitCode, 0);
        const QJsonObject planned = QJsonDocument::fromJson(p.out).object();
        const QJsonObject first =
            planned.value(QStringLiteral("feasible")).toArray().at(0).toObject();
        const double planUsd = first.value(QStringLiteral("usd_per_million_tokens")).toDouble();
        const double mean = 20.0 * 6 * 12.97 / 168; // the daytime profile's mean, by hand
        const QJsonObject demand = planned.value(QStringLiteral("demand")).toObject();
        QCOMPARE(demand.value(QStringLiteral("peak_requests_per_s")).toDouble(), 20.0);
        QVERIFY(rightsizer::test::near(
            demand.value(QStringLiteral("mean_requests_per_s")).toDouble(), mean, 1e-9));

        const Run t = run({QStringLiteral("tco"), path, QStringLiteral("--json")});
        QCOMPARE(t.exitCode, 0);
        const QJsonObject costed = QJsonDocument::fromJson(t.out).object();
        const QJsonObject onDemand =
            costed.value(QStringLiteral("options")).toArray().at(0).toObject();
        QCOMPARE(onDemand.value(QStringLiteral("option")).toString(), QStringLiteral("on-demand"));
        const double tcoUsd =
            onDemand.value(QStringLiteral("usd_per_million_output_tokens")).toDouble();
        QVERIFY(planUsd > 0);
        QVERIFY2(rightsizer::test::near(tcoUsd, planUsd, 0.01),
                 qPrintable(QStringLiteral("tco %1 vs plan %2").arg(tcoUsd).arg(planUsd)));
        // And the first month's cloud bill is the plan's monthly cost (730 h).
        const double month1 = onDemand.value(QStringLiteral("months"))
                                  .toArray()
                                  .at(0)
                                  .toObject()
                                  .value(QStringLiteral("cloud_usd"))
                                  .toDouble();
        QVERIFY(rightsizer::test::near(
            month1, first.value(QStringLiteral("cost_per_month_usd")).toDouble(), 1e-9));
    }

    void badInputExitsTwoWithTheField() {
        Run r = run(
            {QStringLiteral("tco"), example(), QStringLiteral("--months"), QStringLiteral("0")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--months"));
        r = run({QStringLiteral("tco"), m_dir.filePath(QStringLiteral("missing.json"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("cannot open"));
        r = run(
            {QStringLiteral("tco"), example(), QStringLiteral("--rank"), QStringLiteral("100000")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--rank"));
        const QString negative =
            write(QStringLiteral("negative.json"),
                  QByteArray(small(R"({"profile": "daytime"})"))
                      .replace("\"server_usd_per_node\": 250000", "\"server_usd_per_node\": -5"));
        r = run({QStringLiteral("tco"), negative});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("scenario.tco.on_prem.server_usd_per_node: got -5"),
                 r.err.constData());
        r = run({QStringLiteral("tco")});
        QCOMPARE(r.exitCode, 2);
    }
};

} // namespace tst_TcoCli_suite

QTEST_GUILESS_MAIN(tst_TcoCli_suite::TestTcoCli)
#include "tst_TcoCli.moc"
