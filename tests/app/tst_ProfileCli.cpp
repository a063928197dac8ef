// `rightsizer profile` as a user runs it on the committed telemetry samples (written by
// scripts/make-telemetry-samples.py, whose header documents what each holds): verdicts, the
// statistics against figures computed here from the files, skipped lines on standard error,
// merging, JSON contents and the exit status of bad input.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "CliInProcess.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace tst_ProfileCli_suite {

class TestProfileCli final : public QObject {
    Q_OBJECT

private:
    using Run = rightsizer::test::CliRun;
    QTemporaryDir m_dir;

    static constexpr double kMiB = 1048576.0;

    Run run(const QStringList& args) {
        return rightsizer::test::runInProcess(QStringList{QStringLiteral("profile")} + args);
    }

    static QString sample(const char* name) {
        return QStringLiteral(RIGHTSIZER_SOURCE_DIR "/tests/data/telemetry/") + QLatin1String(name);
    }

    static QJsonObject json(const Run& r) { return QJsonDocument::fromJson(r.out).object(); }

    static QJsonObject onlyDeployment(const QJsonObject& j) {
        const QJsonArray d = j[QStringLiteral("deployments")].toArray();
        return d.size() == 1 ? d.first().toObject() : QJsonObject();
    }

    static QList<int> problemLines(const QJsonObject& j) {
        QList<int> lines;
        for (const auto& p : j[QStringLiteral("problems")].toArray())
            lines << p.toObject()[QStringLiteral("line")].toInt();
        return lines;
    }

    /// Nearest-rank percentile (the smallest value with at least p % at or below it).
    static double nearestRank(std::vector<double> v, double p) {
        std::sort(v.begin(), v.end());
        const auto rank = static_cast<size_t>(std::ceil(p / 100.0 * double(v.size())));
        return v[std::max<size_t>(rank, 1) - 1];
    }

    /// Independent reading of h100x4-3h.csv: the rows with all nine fields whose
    /// utilization.gpu and memory.used are numbers ("14 %", "19445 MiB").
    struct CsvFigures {
        std::vector<double> utilPercent;
        std::vector<double> memoryMiB;
    };
    static CsvFigures readH100Csv() {
        CsvFigures out;
        QFile f(sample("h100x4-3h.csv"));
        if (!f.open(QIODevice::ReadOnly))
            return out;
        while (!f.atEnd()) {
            const QList<QByteArray> fields = f.readLine().trimmed().split(',');
            if (fields.size() != 9 || fields[0].startsWith("timestamp"))
                continue;
            bool utilOk = false, memOk = false;
            const double util = fields[3].trimmed().split(' ').first().toDouble(&utilOk);
            const double mem = fields[5].trimmed().split(' ').first().toDouble(&memOk);
            if (utilOk && memOk) {
                out.utilPercent.push_back(util);
                out.memoryMiB.push_back(mem);
            }
        }
        return out;
    }

    static bool cheapestFirst(const QJsonArray& candidates) {
        double last = 0;
        for (const auto& c : candidates) {
            const double usd = c.toObject()[QStringLiteral("usd_per_hour")].toDouble();
            if (usd < last)
                return false;
            last = usd;
        }
        return true;
    }

    static QJsonObject currentCandidate(const QJsonArray& candidates) {
        for (const auto& c : candidates)
            if (c.toObject()[QStringLiteral("current")].toBool())
                return c.toObject();
        return {};
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void h100IsOverProvisioned() {
        const Run r = run({sample("h100x4-3h.csv"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = json(r);
        const QJsonObject d = onlyDeployment(j);
        QCOMPARE(d[QStringLiteral("gpu_name")].toString(), QStringLiteral("NVIDIA H100 80GB HBM3"));
        QCOMPARE(d[QStringLiteral("gpu_count")].toInt(), 4);
        QCOMPARE(j[QStringLiteral("files")].toArray().first()[QStringLiteral("format")].toString(),
                 QStringLiteral("nvidia-smi csv"));

        const CsvFigures csv = readH100Csv();
        QCOMPARE(csv.utilPercent.size(), size_t(2717)); // 680 + 3 x 679, per the generator
        const QJsonObject util = d[QStringLiteral("gpu_util")].toObject();
        QCOMPARE(util[QStringLiteral("samples")].toInt(), int(csv.utilPercent.size()));
        QVERIFY(rightsizer::test::near(util[QStringLiteral("p95")].toDouble(),
                                       nearestRank(csv.utilPercent, 95) / 100.0, 1e-9));
        QVERIFY(rightsizer::test::near(util[QStringLiteral("p95")].toDouble(), 0.22, 1e-9));
        const double peakMiB = *std::max_element(csv.memoryMiB.begin(), csv.memoryMiB.end());
        QCOMPARE(peakMiB, 19866.0); // GPU 3, line 1846
        const QJsonObject mem = d[QStringLiteral("memory_used_bytes")].toObject();
        QVERIFY(
            rightsizer::test::near(mem[QStringLiteral("max")].toDouble(), peakMiB * kMiB, 1e-12));
        QVERIFY(rightsizer::test::near(d[QStringLiteral("memory_total_bytes")].toDouble(),
                                       81559 * kMiB, 1e-12));
        // The logger stopped for 10 minutes: one gap per GPU.
        QCOMPARE(d[QStringLiteral("gaps")].toInt(), 4);
        QCOMPARE(d[QStringLiteral("start_utc")].toString(),
                 QStringLiteral("2024-05-01T08:00:00.050Z"));
        QCOMPARE(d[QStringLiteral("end_utc")].toString(),
                 QStringLiteral("2024-05-01T10:59:45.465Z"));
        // -l 15: 15 s apart, plus the few ms nvidia-smi drifts by each tick.
        QVERIFY(
            rightsizer::test::near(d[QStringLiteral("sample_interval_s")].toDouble(), 15.0, 0.02));
        QList<int> perGpu;
        for (const auto& g : d[QStringLiteral("gpus")].toArray())
            perGpu << g.toObject()[QStringLiteral("samples")].toInt();
        QCOMPARE(perGpu, (QList<int>{680, 679, 679, 679}));

        const QJsonObject v = d[QStringLiteral("verdict")].toObject();
        QCOMPARE(v[QStringLiteral("verdict")].toString(), QStringLiteral("over-provisioned"));
        QCOMPARE(v[QStringLiteral("current_gpu_id")].toString(), QStringLiteral("h100-sxm"));
        const QJsonArray candidates = v[QStringLiteral("candidates")].toArray();
        QVERIFY(candidates.size() >= 2);
        QVERIFY(cheapestFirst(candidates));
        const double current = v[QStringLiteral("current_usd_per_hour")].toDouble();
        QVERIFY(candidates.first()[QStringLiteral("usd_per_hour")].toDouble() < current);
        QVERIFY(!candidates.first()[QStringLiteral("current")].toBool());
        const QJsonObject now = currentCandidate(candidates);
        QCOMPARE(now[QStringLiteral("gpus")].toInt(), 4);
        QCOMPARE(now[QStringLiteral("usd_per_hour")].toDouble(), current);
        QVERIFY(!candidates.first()[QStringLiteral("price_basis")].toString().isEmpty());
        QVERIFY(v[QStringLiteral("headline")].toString().contains(QStringLiteral("instead of")));

        // Skipped lines: truncated, ERR!, 10 fields; "[N/A]" power (line 1643) is a reading.
        QCOMPARE(problemLines(j), (QList<int>{481, 1044, 2245}));
        for (const char* line :
             {"h100x4-3h.csv:481: ", "h100x4-3h.csv:1044: ", "h100x4-3h.csv:2245: "})
            QVERIFY2(r.err.contains(line), r.err.constData());
        QVERIFY(!r.err.contains(":1643:"));
    }

    void geforceOnlyWithTheSwitchAndItsCaveat() {
        // The planner's rule: GeForce cards are left out unless --include-geforce, and then
        // every mention carries the licence caveat. On the H100 sample 8 x RTX 4090 (24 GiB
        // each; 4 x 19.4 x 1.2 = 93 GiB of peaks over 8 cards) at $4.32/h comes second, after
        // one MI300X at $2.72/h (the median of 6 providers' quotes).
        const Run out = run({sample("h100x4-3h.csv"), QStringLiteral("--json")});
        QCOMPARE(out.exitCode, 0);
        QVERIFY(!out.out.contains("GeForce"));
        const Run in = run({sample("h100x4-3h.csv"), QStringLiteral("--json"),
                            QStringLiteral("--include-geforce")});
        QCOMPARE(in.exitCode, 0);
        const QJsonObject d = QJsonDocument::fromJson(in.out)[QStringLiteral("deployments")]
                                  .toArray()
                                  .first()
                                  .toObject();
        const QJsonObject verdict = d[QStringLiteral("verdict")].toObject();
        QVERIFY2(verdict[QStringLiteral("headline")].toString().contains(
                     QStringLiteral("1 x AMD Instinct MI300X 192GB would carry the measured load "
                                    "at 67 % busy for $2.72/h instead of $24.62/h.")),
                 qPrintable(verdict[QStringLiteral("headline")].toString()));
        const QString text = QString::fromUtf8(
            run({sample("h100x4-3h.csv"), QStringLiteral("--include-geforce")}).out);
        QVERIFY2(text.contains(QStringLiteral("NVIDIA GeForce RTX 4090 24GB")) &&
                     text.contains(QStringLiteral("GeForce driver licence")),
                 qPrintable(text));
        bool sawGeForce = false;
        for (const auto& v : verdict[QStringLiteral("candidates")].toArray()) {
            const QJsonObject c = v.toObject();
            const bool geforce =
                c[QStringLiteral("gpu_id")].toString() == QStringLiteral("rtx-4090");
            sawGeForce = sawGeForce || geforce;
            QCOMPARE(c[QStringLiteral("caveat")].isString(), geforce);
        }
        QVERIFY(sawGeForce);
    }

    void headroomSizesTheCandidates() {
        const Run r = run({sample("h100x4-3h.csv"), QStringLiteral("--json"),
                           QStringLiteral("--headroom"), QStringLiteral("50")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject d = onlyDeployment(json(r));
        const double peaks = d[QStringLiteral("peak_memory_bytes_sum")].toDouble();
        QVERIFY(peaks > 4 * 19000 * kMiB);
        const QJsonArray candidates =
            d[QStringLiteral("verdict")][QStringLiteral("candidates")].toArray();
        QVERIFY(!candidates.isEmpty());
        for (const auto& c : candidates) {
            const QJsonObject o = c.toObject();
            QVERIFY(
                rightsizer::test::near(o[QStringLiteral("memory_needed_per_gpu_bytes")].toDouble() *
                                           o[QStringLiteral("gpus")].toInt(),
                                       peaks * 1.5, 1e-9));
        }
    }

    void saturatedDemandMeansABottleneck() {
        const Run r =
            run({sample("h100x4-3h.csv"), QStringLiteral("--json"), QStringLiteral("--saturated")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject v = onlyDeployment(json(r))[QStringLiteral("verdict")].toObject();
        QCOMPARE(v[QStringLiteral("verdict")].toString(), QStringLiteral("bottlenecked elsewhere"));
    }

    void h100TextShowsTheTablesWithUnits() {
        const Run r = run({sample("h100x4-3h.csv")});
        QCOMPARE(r.exitCode, 0);
        const QString text = QString::fromUtf8(r.out);
        QVERIFY(text.contains(QStringLiteral("Verdict: Over-provisioned: peak memory")));
        QVERIFY(text.contains(QStringLiteral("4 x NVIDIA H100 80GB HBM3 on 1 host: ")));
        QVERIFY(text.contains(
            QStringLiteral("Observed 2024-05-01T08:00:00Z to 2024-05-01T10:59:45Z (3.00 h)")));
        QVERIFY(text.contains(QStringLiteral("Skipped lines: 3")));
        QVERIFY(text.contains(QStringLiteral("nvidia-smi timestamps carry no time zone")));
        // The utilization row: mean, p50, p95 (22.0 %, as computed above) ...
        const QStringList lines = text.split(QLatin1Char('\n'));
        const auto utilRow = std::find_if(lines.begin(), lines.end(), [](const QString& l) {
            return l.contains(QStringLiteral("GPU utilization (kernel time)"));
        });
        QVERIFY(utilRow != lines.end());
        const QStringList cells = utilRow->simplified().split(QLatin1Char(' '));
        QVERIFY2(cells.contains(QStringLiteral("22.0")), qPrintable(*utilRow));
        QVERIFY(utilRow->contains(QStringLiteral("%")));
        for (const char* unit : {"GiB", " W ", "GPU-h", "$/h", "$/month", "SXM5 80GB (current)",
                                 "Power mean", "Memory peak"})
            QVERIFY2(text.contains(QLatin1String(unit)), unit);
        QVERIFY(text.contains(QStringLiteral("19.40 GiB"))); // 19866 MiB, GPU 3's peak
    }

    void a10gDmonIsUnderProvisioned() {
        const Run r = run({sample("a10g-2hosts-dmon.txt"), QStringLiteral("--json"),
                           QStringLiteral("--gpu"), QStringLiteral("a10g")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = json(r);
        const QJsonObject d = onlyDeployment(j);
        QCOMPARE(d[QStringLiteral("gpu_count")].toInt(), 2);
        QCOMPARE(d[QStringLiteral("hosts")].toArray(),
                 (QJsonArray{QStringLiteral("nodeA"), QStringLiteral("nodeB")}));
        QCOMPARE(d[QStringLiteral("gpu_util")][QStringLiteral("samples")].toInt(), 2 * 359);
        // sm 95-100 % throughout: every sample is saturated.
        QCOMPARE(d[QStringLiteral("saturated_fraction")].toDouble(), 1.0);
        const QJsonObject v = d[QStringLiteral("verdict")].toObject();
        QCOMPARE(v[QStringLiteral("verdict")].toString(), QStringLiteral("under-provisioned"));
        QCOMPARE(v[QStringLiteral("current_gpu_id")].toString(), QStringLiteral("a10g"));
        const QJsonArray candidates = v[QStringLiteral("candidates")].toArray();
        QVERIFY(cheapestFirst(candidates));
        QCOMPARE(currentCandidate(candidates)[QStringLiteral("gpus")].toInt(), 2);
        // dmon reports no memory total: the percentages are of the catalog's A10G.
        QVERIFY(d[QStringLiteral("memory_total_bytes")].isNull());
        QCOMPARE(d[QStringLiteral("memory_capacity_bytes")].toDouble(), 23028 * kMiB);
        QCOMPARE(problemLines(j), (QList<int>{216, 523}));
        QVERIFY(r.err.contains("a10g-2hosts-dmon.txt:216: "));
        QVERIFY(r.err.contains("a10g-2hosts-dmon.txt:523: "));
    }

    void a10gWithoutGpuHasNoCandidates() {
        const Run r = run({sample("a10g-2hosts-dmon.txt"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject d = onlyDeployment(json(r));
        QCOMPARE(d[QStringLiteral("gpu_name")].toString(), QStringLiteral("unknown GPU"));
        const QJsonObject v = d[QStringLiteral("verdict")].toObject();
        QCOMPARE(v[QStringLiteral("verdict")].toString(), QStringLiteral("under-provisioned"));
        QVERIFY(v[QStringLiteral("candidates")].toArray().isEmpty());
        QVERIFY(v[QStringLiteral("current_gpu_id")].isNull());
        QVERIFY(v[QStringLiteral("current_usd_per_hour")].isNull());
        QVERIFY(
            QJsonDocument(v[QStringLiteral("caveats")].toArray()).toJson().contains("--gpu ID"));
        QVERIFY(!r.out.contains("nan"));
    }

    void dcgmL40sIsBottleneckedElsewhere() {
        const Run r = run({sample("dcgm-l40s-2h.prom"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = json(r);
        const QJsonObject d = onlyDeployment(j);
        QCOMPARE(d[QStringLiteral("gpu_name")].toString(), QStringLiteral("NVIDIA L40S"));
        QCOMPARE(d[QStringLiteral("hosts")].toArray(), (QJsonArray{QStringLiteral("infer-3")}));
        const QJsonObject v = d[QStringLiteral("verdict")].toObject();
        QCOMPARE(v[QStringLiteral("verdict")].toString(), QStringLiteral("bottlenecked elsewhere"));
        QVERIFY(v[QStringLiteral("headline")].toString().contains(QStringLiteral("PCIe")));
        // Power from the energy counter: none for each GPU's first scrape, nor for GPU 1's
        // interval that ends at the reset.
        const QJsonArray gpus = d[QStringLiteral("gpus")].toArray();
        QCOMPARE(gpus.size(), 2);
        QCOMPARE(gpus[0][QStringLiteral("samples")].toInt(), 240);
        QCOMPARE(gpus[0][QStringLiteral("power_w")][QStringLiteral("samples")].toInt(), 239);
        QCOMPARE(gpus[1][QStringLiteral("power_w")][QStringLiteral("samples")].toInt(), 238);
        QVERIFY(d[QStringLiteral("power_w")][QStringLiteral("max")].toDouble() >= 200.5);
        QVERIFY(d[QStringLiteral("sm_active")][QStringLiteral("mean")].isNull());
        QCOMPARE(d[QStringLiteral("sm_occupancy")][QStringLiteral("samples")].toInt(), 480);
        bool reset = false;
        for (const auto& n : j[QStringLiteral("notes")].toArray())
            reset = reset || (n.toString().contains(QStringLiteral("energy counter")) &&
                              n.toString().contains(QStringLiteral("infer-3 GPU 1")) &&
                              n.toString().contains(QStringLiteral("2024-05-03T11:15:00Z")));
        QVERIFY(reset);
        QCOMPARE(problemLines(j), (QList<int>{961, 1924}));

        const Run text = run({sample("dcgm-l40s-2h.prom")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("Verdict: Bottlenecked elsewhere"));
        QVERIFY(text.out.contains("PCIe host to device"));
        QVERIFY(text.out.contains("GB/s"));
        QVERIFY(text.out.contains("SM occupancy"));
        QVERIFY(!text.out.contains("SM active  ")); // no data, no row
        QVERIFY(text.out.contains("went down at 2024-05-03T11:15:00Z"));
    }

    void twoFilesMakeTwoDeployments() {
        const Run r =
            run({sample("h100x4-3h.csv"), sample("a10g-2hosts-dmon.txt"), QStringLiteral("--gpu"),
                 QStringLiteral("a10g"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = json(r);
        QCOMPARE(j[QStringLiteral("files")].toArray().size(), 2);
        const QJsonArray d = j[QStringLiteral("deployments")].toArray();
        QCOMPARE(d.size(), 2);
        QCOMPARE(d[0][QStringLiteral("verdict")][QStringLiteral("current_gpu_id")].toString(),
                 QStringLiteral("h100-sxm")); // the file names its GPU: --gpu is not for it
        QCOMPARE(d[1][QStringLiteral("verdict")][QStringLiteral("current_gpu_id")].toString(),
                 QStringLiteral("a10g"));
        QCOMPARE(problemLines(j), (QList<int>{481, 1044, 2245, 216, 523}));
        QVERIFY(QJsonDocument(j[QStringLiteral("notes")].toArray())
                    .toJson()
                    .contains("--gpu a10g not applied"));
    }

    void rotatedFilesMerge() {
        // The H100 log cut in two at a tick boundary, as logrotate leaves it: both halves are
        // named like the host (the default host is the file's stem), the second has its own
        // header line, and they overlap by one tick (read once).
        QFile f(sample("h100x4-3h.csv"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        const QByteArray header = lines.first() + '\n';
        QByteArray first, second = header;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (lines[i].isEmpty())
                continue;
            if (i < 1500)
                first += lines[i] + '\n';
            if (i >= 1496)
                second += lines[i] + '\n';
        }
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("a")));
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("b")));
        const QString a =
            rightsizer::test::writeFile(m_dir.filePath(QStringLiteral("a/h100x4-3h.csv")), first);
        const QString b =
            rightsizer::test::writeFile(m_dir.filePath(QStringLiteral("b/h100x4-3h.csv")), second);
        QVERIFY(!a.isEmpty() && !b.isEmpty());
        const QJsonObject whole =
            onlyDeployment(json(run({sample("h100x4-3h.csv"), QStringLiteral("--json")})));
        QCOMPARE(whole[QStringLiteral("gpu_util")][QStringLiteral("samples")].toInt(), 2717);
        const Run r = run({a, b, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(json(r)[QStringLiteral("files")].toArray().size(), 2);
        const QJsonObject merged = onlyDeployment(json(r));
        QCOMPARE(merged[QStringLiteral("gpu_count")].toInt(), 4);
        QCOMPARE(merged[QStringLiteral("gpu_util")].toObject(),
                 whole[QStringLiteral("gpu_util")].toObject());
        QCOMPARE(merged[QStringLiteral("memory_used_bytes")].toObject(),
                 whole[QStringLiteral("memory_used_bytes")].toObject());
        QCOMPARE(merged[QStringLiteral("gaps")].toInt(), 4);
        QCOMPARE(merged[QStringLiteral("verdict")][QStringLiteral("verdict")].toString(),
                 QStringLiteral("over-provisioned"));
    }

    void badInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("detail");
        const QString h100 = sample("h100x4-3h.csv");
        QTest::newRow("no file") << QStringList{QStringLiteral("--json")}
                                 << QStringLiteral("TELEMETRY_FILE") << QStringLiteral("missing");
        QTest::newRow("missing file")
            << QStringList{QStringLiteral("/nonexistent/gpu.csv")}
            << QStringLiteral("/nonexistent/gpu.csv") << QStringLiteral("cannot open");
        QTest::newRow("headroom out of range")
            << QStringList{h100, QStringLiteral("--headroom"), QStringLiteral("150")}
            << QStringLiteral("--headroom") << QStringLiteral("accepted 0 to 100");
        QTest::newRow("headroom not a number")
            << QStringList{h100, QStringLiteral("--headroom"), QStringLiteral("lots")}
            << QStringLiteral("--headroom") << QStringLiteral("not a number");
        QTest::newRow("target-util too low")
            << QStringList{h100, QStringLiteral("--target-util=5")}
            << QStringLiteral("--target-util") << QStringLiteral("accepted 10 to 100");
        QTest::newRow("unknown gpu")
            << QStringList{h100, QStringLiteral("--gpu"), QStringLiteral("nosuch")}
            << QStringLiteral("--gpu") << QStringLiteral("accepted: h100-sxm");
        QTest::newRow("unknown option")
            << QStringList{h100, QStringLiteral("--fast")} << QStringLiteral("--fast")
            << QStringLiteral("unknown option");
    }

    void badInput() {
        QFETCH(QStringList, args);
        QFETCH(QString, field);
        QFETCH(QString, detail);
        const Run r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(QStringLiteral("rightsizer profile: ") + field), qPrintable(err));
        QVERIFY2(err.contains(detail), qPrintable(err));
    }

    void unknownFormatNamesTheFile() {
        const QString path = rightsizer::test::writeFile(
            m_dir.filePath(QStringLiteral("notes.txt")), "hello world\nnothing to see\n");
        QVERIFY(!path.isEmpty());
        const Run r = run({sample("h100x4-3h.csv"), path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("notes.txt") && r.err.contains("not a telemetry file"),
                 r.err.constData());
    }

    void manyProblemsAreCappedOnStandardError() {
        // 25 rows of garbage after a good header and 12 good rows: 20 listed, then the rest.
        QByteArray text = "timestamp, name, index, utilization.gpu [%], memory.used [MiB]\n";
        for (int i = 0; i < 12; ++i)
            text += QByteArray("2024/05/01 08:00:") + QByteArray::number(10 + i) +
                    ".000, NVIDIA L4, 0, 50 %, 1000 MiB\n";
        for (int i = 0; i < 25; ++i)
            text += "2024/05/01 09:00:00.000, NVIDIA L4, 0, ERR!, 1000 MiB\n";
        const QString path =
            rightsizer::test::writeFile(m_dir.filePath(QStringLiteral("l4.csv")), text);
        const Run r = run({path, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(json(r)[QStringLiteral("problems")].toArray().size(), 25);
        QCOMPARE(r.err.count("l4.csv:"), 20);
        QVERIFY2(r.err.contains("... and 5 more"), r.err.constData());
        QVERIFY(r.err.contains("l4.csv:14: "));
    }

    void helpExitsZero() {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("usage: rightsizer profile"));
    }
};

} // namespace tst_ProfileCli_suite

QTEST_GUILESS_MAIN(tst_ProfileCli_suite::TestProfileCli)
#include "tst_ProfileCli.moc"
