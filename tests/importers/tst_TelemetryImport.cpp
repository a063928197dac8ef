// Telemetry import: nvidia-smi CSV, nvidia-smi dmon and dcgm-exporter scrapes into per-GPU
// traces in SI units; malformed lines reported with their line number and skipped.
#include "TestSupport.h"

#include "importers/TelemetryImport.h"
#include "importers/TelemetryImportInternal.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>
#include <sys/resource.h>

Q_DECLARE_METATYPE(rightsizer::importers::TelemetryFormat)

namespace tst_TelemetryImport_suite {

using namespace rightsizer;
using importers::TelemetryFormat;
using rightsizer::test::near;

namespace {

constexpr double kMiB = 1048576.0;
// 2024-05-01T00:00:00Z: 19844 days after 1970-01-01 (54 years with 13 leap days = 19723 days
// to 2024-01-01, plus 31 + 29 + 31 + 30 = 121 days of 2024) x 86400 s.
constexpr double kMay1 = 1714521600.0;
constexpr double kNoon = kMay1 + 12 * 3600.0; // 2024-05-01T12:00:00Z

model::TelemetryLog parsed(const std::string& text, const std::string& file = "t.txt") {
    model::Result<model::TelemetryLog> r = importers::parseTelemetry(text, file, "fallback");
    if (!r) {
        qWarning("%s", r.error().message.c_str());
        return {};
    }
    return std::move(r).value();
}

const model::GpuTrace* trace(const model::TelemetryLog& log, const std::string& host,
                             const std::string& gpu) {
    for (const model::GpuTrace& t : log.gpus)
        if (t.host == host && t.gpu == gpu)
            return &t;
    return nullptr;
}

bool anyNote(const model::TelemetryLog& log, const std::string& text) {
    return std::any_of(log.notes.begin(), log.notes.end(),
                       [&](const std::string& n) { return n.find(text) != std::string::npos; });
}

int countNotes(const model::TelemetryLog& log, const std::string& text) {
    return int(std::count_if(log.notes.begin(), log.notes.end(), [&](const std::string& n) {
        return n.find(text) != std::string::npos;
    }));
}

QString problemList(const model::TelemetryLog& log) {
    QStringList out;
    for (const model::TelemetryProblem& p : log.problems)
        out << QString::number(p.line) + QStringLiteral(": ") + QString::fromStdString(p.message);
    return out.join(QLatin1Char('\n'));
}

QString sample(const char* name) {
    return QStringLiteral(RIGHTSIZER_SOURCE_DIR "/tests/data/telemetry/") + QLatin1String(name);
}

/// Two numbers read the same (both NaN, or equal).
bool sameReading(double a, double b) {
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

/// Why two logs differ, or empty when they hold the same traces, problems, notes and formats.
QString difference(const model::TelemetryLog& a, const model::TelemetryLog& b) {
    if (a.gpus.size() != b.gpus.size())
        return QStringLiteral("%1 GPUs against %2").arg(a.gpus.size()).arg(b.gpus.size());
    for (size_t g = 0; g < a.gpus.size(); ++g) {
        const model::GpuTrace &x = a.gpus[g], &y = b.gpus[g];
        if (x.host != y.host || x.gpu != y.gpu || x.name != y.name ||
            x.samples.size() != y.samples.size())
            return QStringLiteral("trace %1 differs").arg(g);
        for (size_t i = 0; i < x.samples.size(); ++i) {
            const model::TelemetrySample &p = x.samples[i], &q = y.samples[i];
            for (double model::TelemetrySample::*f :
                 {&model::TelemetrySample::timeS, &model::TelemetrySample::gpuUtilFraction,
                  &model::TelemetrySample::memUtilFraction,
                  &model::TelemetrySample::memoryUsedBytes,
                  &model::TelemetrySample::memoryTotalBytes, &model::TelemetrySample::powerW,
                  &model::TelemetrySample::smClockHz, &model::TelemetrySample::smOccupancy,
                  &model::TelemetrySample::tensorActive, &model::TelemetrySample::pcieRxBytesPerS})
                if (!sameReading(p.*f, q.*f))
                    return QStringLiteral("trace %1 sample %2 differs").arg(g).arg(i);
        }
    }
    if (problemList(a) != problemList(b))
        return QStringLiteral("problems:\n%1\nagainst\n%2").arg(problemList(a), problemList(b));
    if (a.notes != b.notes || a.formats != b.formats)
        return QStringLiteral("notes or formats differ");
    return {};
}

QByteArray fileBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

long maxResidentKiB() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss; // KiB on Linux
}

} // namespace

class TstTelemetryImport final : public QObject {
    Q_OBJECT

private slots:
    void detectsFormat_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<TelemetryFormat>("format");
        QTest::newRow("smi csv, units")
            << QStringLiteral(
                   "timestamp, index, utilization.gpu [%]\n2024/05/01 12:00:00.000, 0, 87 %\n")
            << TelemetryFormat::NvidiaSmiCsv;
        QTest::newRow("smi csv, nounits, host prefix")
            << QStringLiteral("node07: index, memory.used [MiB]\nnode07: 0, 19456\n")
            << TelemetryFormat::NvidiaSmiCsv;
        QTest::newRow("smi csv without header (parse then fails)")
            << QStringLiteral("2024/05/01 12:00:00.000, 0, 87 %\n")
            << TelemetryFormat::NvidiaSmiCsv;
        QTest::newRow("dmon") << QStringLiteral("# gpu   pwr gtemp mtemp    sm   mem\n"
                                                "# Idx     W     C     C     %     %\n"
                                                "    0   250    45     -    92     1\n")
                              << TelemetryFormat::NvidiaSmiDmon;
        QTest::newRow("dmon -o DT, pdsh, after a blank line")
            << QStringLiteral("\nnodeA: #Date       Time        gpu     fb   bar1\n")
            << TelemetryFormat::NvidiaSmiDmon;
        QTest::newRow("dcgm with HELP")
            << QStringLiteral("# HELP DCGM_FI_DEV_GPU_UTIL GPU utilization (in %).\n")
            << TelemetryFormat::DcgmPrometheus;
        QTest::newRow("dcgm sample") << QStringLiteral("DCGM_FI_DEV_FB_USED{gpu=\"0\"} 1\n")
                                     << TelemetryFormat::DcgmPrometheus;
    }
    void detectsFormat() {
        QFETCH(QString, text);
        QFETCH(TelemetryFormat, format);
        const auto r = importers::detectTelemetryFormat(text.toStdString(), "x.log");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        QCOMPARE(*r, format);
    }

    void rejectsOtherText_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("empty") << QStringLiteral("\n  \n") << QStringLiteral("empty");
        QTest::newRow("a log") << QStringLiteral("Starting server on port 8000\n")
                               << QStringLiteral("it starts 'Starting server on port 8000'");
        QTest::newRow("other prometheus metrics")
            << QStringLiteral("go_goroutines 42\n") << QStringLiteral("dcgm-exporter");
    }
    void rejectsOtherText() {
        QFETCH(QString, text);
        QFETCH(QString, says);
        const auto r = importers::parseTelemetry(text.toStdString(), "x.log", "x");
        QVERIFY(!r.ok());
        const QString message = QString::fromStdString(r.error().message);
        QVERIFY2(message.startsWith(QStringLiteral("x.log: ")), qPrintable(message));
        QVERIFY2(message.contains(says), qPrintable(message));
    }

    // ---- nvidia-smi --query-gpu CSV

    void smiCsvWithUnits() {
        const model::TelemetryLog log = parsed(
            "timestamp, name, index, utilization.gpu [%], utilization.memory [%], "
            "memory.used [MiB], memory.total [MiB], power.draw [W], clocks.current.sm [MHz], "
            "clocks.current.memory [MHz], temperature.gpu\n"
            "2024/05/01 12:00:00.000, NVIDIA H100 80GB HBM3, 0, 87 %, 40 %, 19456 MiB, "
            "81559 MiB, 312.45 W, 1980 MHz, 2619 MHz, 54\n"
            "2024/05/01 12:00:00.004, NVIDIA H100 80GB HBM3, 1, 0 %, 0 %, 1 MiB, 81559 MiB, "
            "[N/A], 345 MHz, 2619 MHz, 30\n"
            "2024/05/01 12:00:15.250, NVIDIA H100 80GB HBM3, 0, 100 %, 55 %, 20480 MiB, "
            "81559 MiB, 650.00 W, 1980 MHz, 2619 MHz, 61\n",
            "h.csv");
        QVERIFY2(log.problems.empty(), qPrintable(problemList(log)));
        QCOMPARE(log.gpus.size(), size_t(2));
        QCOMPARE(log.formats, std::vector<std::string>{"nvidia-smi csv"});
        const model::GpuTrace* g0 = trace(log, "fallback", "0");
        QVERIFY(g0);
        QCOMPARE(g0->name, std::string("NVIDIA H100 80GB HBM3"));
        QCOMPARE(g0->samples.size(), size_t(2));
        const model::TelemetrySample& s = g0->samples[0];
        QCOMPARE(s.timeS, kNoon);
        QVERIFY(near(s.gpuUtilFraction, 0.87, 1e-12));
        QVERIFY(near(s.memUtilFraction, 0.40, 1e-12));
        QCOMPARE(s.memoryUsedBytes, 19456 * kMiB); // 19 GiB = 20 401 094 656 B
        QCOMPARE(s.memoryTotalBytes, 81559 * kMiB);
        QVERIFY(near(s.powerW, 312.45, 1e-12));
        QCOMPARE(s.smClockHz, 1980e6);
        QCOMPARE(s.memClockHz, 2619e6);
        QVERIFY(std::isnan(s.smActive)); // nvidia-smi has no profiling metrics
        QVERIFY(near(g0->samples[1].timeS, kNoon + 15.25, 1e-15));
        QCOMPARE(g0->samples[1].gpuUtilFraction, 1.0);
        const model::GpuTrace* g1 = trace(log, "fallback", "1");
        QVERIFY(g1);
        QVERIFY(std::isnan(g1->samples[0].powerW));    // [N/A]: not reported, no problem
        QCOMPARE(g1->samples[0].gpuUtilFraction, 0.0); // 0 % is a reading
        QVERIFY(near(g1->samples[0].timeS, kNoon + 0.004, 1e-15));
        QVERIFY(anyNote(log, "h.csv: columns not used (RightSizer has no field for them): "
                             "temperature.gpu"));
        QVERIFY(anyNote(log, "read as UTC"));
    }

    void smiCsvNounitsInAnyOrder() {
        const model::TelemetryLog log =
            parsed("memory.used [MiB], index, power.draw.instant [W], timestamp, "
                   "utilization.gpu [%], clocks.sm [MHz]\n"
                   "19456, 2, 312.45, 2024/05/01 12:00:00.500, 87, 1980\n"
                   "19460, 2, [Not Supported], 2024/05/01 12:00:01.500, 88, 1980\n");
        QVERIFY2(log.problems.empty(), qPrintable(problemList(log)));
        const model::GpuTrace* g = trace(log, "fallback", "2");
        QVERIFY(g);
        QCOMPARE(g->samples.size(), size_t(2));
        QCOMPARE(g->samples[0].timeS, kNoon + 0.5);
        QCOMPARE(g->samples[0].memoryUsedBytes, 19456 * kMiB);
        QVERIFY(near(g->samples[0].gpuUtilFraction, 0.87, 1e-12));
        QVERIFY(near(g->samples[0].powerW, 312.45, 1e-12));
        QCOMPARE(g->samples[0].smClockHz, 1980e6);
        QVERIFY(std::isnan(g->samples[1].powerW));
        QVERIFY(std::isnan(g->samples[0].memoryTotalBytes)); // not queried
    }

    void smiCsvHostsAndHeaders_data() {
        QTest::addColumn<QString>("text");
        // Per-host headers, node08's in another column order; then one header for all hosts.
        QTest::newRow("header per host")
            << QStringLiteral("node07: timestamp, index, utilization.gpu [%]\n"
                              "node08: index, utilization.gpu [%], timestamp\n"
                              "node07: 2024/05/01 12:00:00.000, 0, 87 %\n"
                              "node08: 0, 10 %, 2024/05/01 12:00:00.000\n"
                              "node07: 2024/05/01 12:00:05.000, 0, 88 %\n");
        QTest::newRow("one header, repeated mid-file")
            << QStringLiteral("timestamp, index, utilization.gpu [%]\n"
                              "node07: 2024/05/01 12:00:00.000, 0, 87 %\n"
                              "node08: 2024/05/01 12:00:00.000, 0, 10 %\n"
                              "timestamp, index, utilization.gpu [%]\n"
                              "node07: 2024/05/01 12:00:05.000, 0, 88 %\n");
    }
    void smiCsvHostsAndHeaders() {
        QFETCH(QString, text);
        const model::TelemetryLog log = parsed(text.toStdString());
        QVERIFY2(log.problems.empty(), qPrintable(problemList(log)));
        QCOMPARE(log.gpus.size(), size_t(2));
        const model::GpuTrace* a = trace(log, "node07", "0");
        const model::GpuTrace* b = trace(log, "node08", "0");
        QVERIFY(a && b);
        QCOMPARE(a->samples.size(), size_t(2));
        QVERIFY(near(a->samples[1].gpuUtilFraction, 0.88, 1e-12));
        QCOMPARE(a->samples[1].timeS, kNoon + 5);
        QCOMPARE(b->samples.size(), size_t(1));
        QVERIFY(near(b->samples[0].gpuUtilFraction, 0.10, 1e-12));
    }

    void smiCsvGpuKey_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("gpu");
        QTest::newRow("index first") << QStringLiteral("uuid, pci.bus_id, index, utilization.gpu "
                                                       "[%]\nGPU-a1, 00000000:31:00.0, 3, 5 %\n")
                                     << QStringLiteral("3");
        QTest::newRow("uuid without index")
            << QStringLiteral("pci.bus_id, uuid, utilization.gpu [%]\n"
                              "00000000:31:00.0, GPU-a1, 5 %\n")
            << QStringLiteral("GPU-a1");
        QTest::newRow("bus id alone")
            << QStringLiteral("pci.bus_id, utilization.gpu [%]\n00000000:31:00.0, 5 %\n")
            << QStringLiteral("00000000:31:00.0");
        QTest::newRow("nothing names the GPU")
            << QStringLiteral("utilization.gpu [%]\n5 %\n") << QStringLiteral("0");
    }
    void smiCsvGpuKey() {
        QFETCH(QString, text);
        QFETCH(QString, gpu);
        const model::TelemetryLog log = parsed(text.toStdString());
        QCOMPARE(log.gpus.size(), size_t(1));
        QCOMPARE(QString::fromStdString(log.gpus[0].gpu), gpu);
        QVERIFY(near(log.gpus[0].samples[0].gpuUtilFraction, 0.05, 1e-12));
    }

    void smiCsvBadLines() {
        const model::TelemetryLog log =
            parsed("2024/05/01 11:59:59.000, 0, 50 %, 100 MiB, 100.00 W\n" // 1
                   "timestamp, index, utilization.gpu [%], memory.used [MiB], power.draw [W]\n"
                   "2024/05/01 12:00:00.000, 0, 50 %, 100 MiB, 100.00 W\n"         // 3
                   "2024/05/01 12:00:01.000, 0, ERR!, 100 MiB, 100.00 W\n"         // 4
                   "2024/05/01 12:00:02.000, 0, 50 %, 100 MiB\n"                   // 5
                   "2024/05/01 12:00:03.000, 0, 101 %, 100 MiB, 100.00 W\n"        // 6
                   "2024/05/01 12:00:04.000, 0, -1 %, 100 MiB, 100.00 W\n"         // 7
                   "2024/13/01 12:00:05.000, 0, 50 %, 100 MiB, 100.00 W\n"         // 8
                   "\n"                                                            // 9
                   "2024/05/01 12:00:06.000, 0, 50 %, 12 GiB, 100.00 W\n"          // 10
                   "2024/05/01 12:00:07.000, 0, 60 %, 100 MiB, [Not Supported]\n", // 11
                   "bad.csv");
        const std::vector<std::pair<int, std::string>> expected{
            {1, "data before the header line"},
            {4, "utilization.gpu [%]: 'ERR!' is not a number"},
            {5, "4 fields, the header (line 2) has 5"},
            {6, "utilization.gpu [%]: 101 % is out of range (0 to 100 %)"},
            {7, "utilization.gpu [%]: -1 % is out of range (0 to 100 %)"},
            {8, "timestamp '2024/13/01 12:00:05.000' is not YYYY/MM/DD HH:MM:SS.mmm"},
            {10, "memory.used [MiB]: '12 GiB' is not a number"},
        };
        QCOMPARE(log.problems.size(), expected.size());
        for (size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(log.problems[i].file, std::string("bad.csv"));
            QCOMPARE(log.problems[i].line, expected[i].first);
            QCOMPARE(log.problems[i].message, expected[i].second);
        }
        // Lines 3 and 11 are read; nothing is taken from the bad ones.
        QCOMPARE(log.gpus.size(), size_t(1));
        const auto& s = log.gpus[0].samples;
        QCOMPARE(s.size(), size_t(2));
        QCOMPARE(s[0].timeS, kNoon);
        QCOMPARE(s[1].timeS, kNoon + 7);
        QVERIFY(std::isnan(s[1].powerW));
    }

    void smiCsvWithoutHeaderIsAnError() {
        const auto r = importers::parseTelemetry("2024/05/01 12:00:00.000, 0, 87 %, 19456 MiB\n"
                                                 "2024/05/01 12:00:00.000, 1, 12 %, 1 MiB\n",
                                                 "nohdr.csv", "nohdr");
        QVERIFY(!r.ok());
        const QString m = QString::fromStdString(r.error().message);
        QVERIFY2(m.startsWith(QStringLiteral("nohdr.csv: ")), qPrintable(m));
        QVERIFY2(m.contains(QStringLiteral("without 'noheader'")), qPrintable(m));
        QVERIFY2(m.contains(QStringLiteral("add the header line")), qPrintable(m));
    }

    void smiCsvNothingUsableIsAnError() {
        const auto onlyHeader =
            importers::parseTelemetry("timestamp, index, utilization.gpu [%]\n", "a.csv", "a");
        QVERIFY(!onlyHeader.ok());
        QCOMPARE(onlyHeader.error().message, std::string("a.csv: no usable nvidia-smi CSV line"));
        const auto allBad = importers::parseTelemetry(
            "timestamp, index, utilization.gpu [%]\n2024/05/01 12:00:00.000, 0, x %\n", "b.csv",
            "b");
        QVERIFY(!allBad.ok());
        QCOMPARE(allBad.error().message,
                 std::string("b.csv: no usable nvidia-smi CSV line: line 2: utilization.gpu [%]: "
                             "'x %' is not a number"));
    }

    void smiCsvWithoutTimestamps() {
        // Without a timestamp column, rows of a GPU are taken 1 s apart from t = 0.
        const model::TelemetryLog log = parsed("index, utilization.gpu [%]\n0, 10 %\n1, 20 %\n"
                                               "0, 30 %\n");
        const model::GpuTrace* g0 = trace(log, "fallback", "0");
        QVERIFY(g0);
        QCOMPARE(g0->samples.size(), size_t(2));
        QCOMPARE(g0->samples[0].timeS, 0.0);
        QCOMPARE(g0->samples[1].timeS, 1.0);
        QVERIFY(near(g0->samples[1].gpuUtilFraction, 0.30, 1e-12));
        QCOMPARE(trace(log, "fallback", "1")->samples[0].timeS, 0.0);
        QVERIFY(anyNote(log, "no timestamp column"));
        QVERIFY(!anyNote(log, "read as UTC"));
    }

    void smiCsvMemoryTotalFromParts() {
        // memory.total = used + free + reserved: 1000 + 79951 + 608 = 81559 MiB.
        const model::TelemetryLog log =
            parsed("index, memory.used [MiB], memory.free [MiB], memory.reserved [MiB]\n"
                   "0, 1000 MiB, 79951 MiB, 608 MiB\n");
        QCOMPARE(log.gpus.at(0).samples.at(0).memoryTotalBytes, 81559 * kMiB);
    }

    // ---- nvidia-smi dmon

    void dmonWithDateAndTime() {
        const model::TelemetryLog log = parsed(
            "#Date       Time        gpu    pwr  gtemp  mtemp     sm    mem    enc    dec   mclk"
            "   pclk     fb   bar1\n"
            "#YYYYMMDD   HH:MM:SS    Idx      W      C      C      %      %      %      %    MHz"
            "    MHz     MB     MB\n"
            " 20240501   12:00:00      0    250     45      -     92      1      0      0   2619"
            "   1980  19456      5\n"
            " 20240501   12:00:00      1     60     30      -      0      0      0      0   2619"
            "    345      1      1\n"
            " 20240501   12:00:01      0      -     45      -     93      2      0      0   2619"
            "   1980  19460      5\n");
        QVERIFY2(log.problems.empty(), qPrintable(problemList(log)));
        QCOMPARE(log.formats, std::vector<std::string>{"nvidia-smi dmon"});
        const model::GpuTrace* g0 = trace(log, "fallback", "0");
        QVERIFY(g0);
        QCOMPARE(g0->samples.size(), size_t(2));
        const model::TelemetrySample& s = g0->samples[0];
        QCOMPARE(s.timeS, kNoon);
        QCOMPARE(s.powerW, 250.0);
        QVERIFY(near(s.gpuUtilFraction, 0.92, 1e-12));
        QVERIFY(near(s.memUtilFraction, 0.01, 1e-12));
        QCOMPARE(s.memoryUsedBytes, 19456 * kMiB); // dmon's fb "MB" is MiB
        QCOMPARE(s.memClockHz, 2619e6);
        QCOMPARE(s.smClockHz, 1980e6);
        QVERIFY(std::isnan(s.memoryTotalBytes));
        QCOMPARE(g0->samples[1].timeS, kNoon + 1);
        QVERIFY(std::isnan(g0->samples[1].powerW)); // '-'
        QCOMPARE(trace(log, "fallback", "1")->samples[0].gpuUtilFraction, 0.0);
        QVERIFY(anyNote(log, "gtemp"));
    }

    void dmonWithoutTimeColumns() {
        // The header recurs every screenful; rows of a GPU are counted 1 s apart from t = 0.
        const std::string screen = "# gpu   pwr gtemp mtemp    sm   mem   enc   dec  mclk  pclk\n"
                                   "# Idx     W     C     C     %     %     %     %   MHz   MHz\n";
        const model::TelemetryLog log =
            parsed(screen +
                   "    0    70    48     -     5     1     0     0  7000  1350\n"
                   "    1    68    48     -    11     1     0     0  7000  1350\n" +
                   screen +
                   "    0   270    53     -    10     1     0     0  7000  1875\n"
                   "    1   274    55     -    75    46     0     0  7000  1740\n");
        QVERIFY2(log.problems.empty(), qPrintable(problemList(log)));
        const model::GpuTrace* g1 = trace(log, "fallback", "1");
        QVERIFY(g1);
        QCOMPARE(g1->samples.size(), size_t(2));
        QCOMPARE(g1->samples[0].timeS, 0.0);
        QCOMPARE(g1->samples[1].timeS, 1.0);
        QVERIFY(near(g1->samples[1].gpuUtilFraction, 0.75, 1e-12));
        QCOMPARE(g1->samples[1].powerW, 274.0);
        QCOMPARE(trace(log, "fallback", "0")->samples[1].smClockHz, 1875e6);
        QVERIFY(anyNote(log, "1 s apart (dmon's default -d 1)"));
    }

    void dmonPcieAndTimeOnly() {
        // -s t -o T: PCIe MB/s (binary, like fb) and a clock without a date that passes midnight.
        const model::TelemetryLog log = parsed("#Time        gpu  rxpci  txpci\n"
                                               "#HH:MM:SS    Idx   MB/s   MB/s\n"
                                               " 23:59:59      0    100     50\n"
                                               " 00:00:01      0    200      0\n");
        QVERIFY2(log.problems.empty(), qPrintable(problemList(log)));
        const auto& s = log.gpus.at(0).samples;
        QCOMPARE(s.size(), size_t(2));
        QCOMPARE(s[0].timeS, 86399.0);
        QCOMPARE(s[1].timeS, 86401.0);
        QCOMPARE(s[0].pcieRxBytesPerS, 100 * kMiB);
        QCOMPARE(s[0].pcieTxBytesPerS, 50 * kMiB);
        QVERIFY(anyNote(log, "no Date column"));
    }

    void dmonHostsAndBadLines() {
        const model::TelemetryLog log =
            parsed("nodeA: #Date       Time        gpu    pwr     sm     fb\n" // 1
                   "nodeA: #YYYYMMDD   HH:MM:SS    Idx      W      %     MB\n" // 2
                   "nodeB: #Date       Time        gpu     sm    pwr\n"        // 3
                   "nodeB: #YYYYMMDD   HH:MM:SS    Idx      %      W\n"        // 4
                   "nodeA:  20240501   12:00:00      0    150     98  21950\n" // 5
                   "nodeB:  20240501   12:00:03      0     97    149\n"        // 6
                   "nodeA:  20240501   12:00:10      0   ERR!     98  21950\n" // 7
                   "nodeB:  20240501   12:00:13      0     97\n"               // 8
                   "nodeA:  20240501   12:00:20      0    150    101  21950\n" // 9
                   "nodeA:  20240501   12:00:30      x    150     99  21950\n" // 10
                   "nodeA:  2024051    12:00:40      0    150     99  21950\n" // 11
                   "nodeA:  20240501   12:00:50      0    150     99     -1\n" // 12
                   "nodeB:  20240501   12:00:23      0     95    148\n",       // 13
                   "d.txt");
        const std::vector<std::pair<int, std::string>> expected{
            {7, "pwr: 'ERR!' is not a number"},
            {8, "4 columns, the header (line 3) has 5"},
            {9, "sm: 101 is out of range (0 to 100 %)"},
            {10, "gpu 'x' is not a GPU index"},
            {11, "date '2024051' is not YYYYMMDD"},
            {12, "fb: -1 is out of range (not negative)"},
        };
        QCOMPARE(log.problems.size(), expected.size());
        for (size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(log.problems[i].line, expected[i].first);
            QCOMPARE(log.problems[i].message, expected[i].second);
        }
        const model::GpuTrace* a = trace(log, "nodeA", "0");
        const model::GpuTrace* b = trace(log, "nodeB", "0");
        QVERIFY(a && b);
        QCOMPARE(a->samples.size(), size_t(1));
        QCOMPARE(a->samples[0].memoryUsedBytes, 21950 * kMiB);
        QCOMPARE(b->samples.size(), size_t(2));
        QCOMPARE(b->samples[1].timeS, kNoon + 23);
        QCOMPARE(b->samples[1].powerW, 148.0); // nodeB's own column order
        QVERIFY(near(b->samples[1].gpuUtilFraction, 0.95, 1e-12));
    }

    // ---- dcgm-exporter

    void dcgmScrapesWithTimestamps() {
        const std::string labels0 =
            "{gpu=\"0\",UUID=\"GPU-a\",device=\"nvidia0\",modelName=\"NVIDIA H100 80GB HBM3\","
            "Hostname=\"node1\",DCGM_FI_DRIVER_VERSION=\"550.54.15\"}";
        const std::string labels1 =
            "{gpu=\"1\",UUID=\"GPU-b\",device=\"nvidia1\",modelName=\"NVIDIA H100 80GB HBM3\","
            "Hostname=\"node1\",DCGM_FI_DRIVER_VERSION=\"550.54.15\"}";
        const std::string t0 = " 1714564800000\n", t1 = " 1714564830000\n";
        const model::TelemetryLog log = parsed(
            "# HELP DCGM_FI_DEV_GPU_UTIL GPU utilization (in %).\n"
            "# TYPE DCGM_FI_DEV_GPU_UTIL gauge\n"
            "DCGM_FI_DEV_GPU_UTIL" +
                labels0 + " 87" + t0 + "DCGM_FI_DEV_GPU_UTIL" + labels1 + " 12" + t0 +
                "DCGM_FI_DEV_MEM_COPY_UTIL" + labels0 + " 40" + t0 + "DCGM_FI_DEV_FB_USED" +
                labels0 + " 19456" + t0 + "DCGM_FI_DEV_FB_FREE" + labels0 + " 61495" + t0 +
                "DCGM_FI_DEV_FB_RESERVED" + labels0 + " 608" + t0 + "DCGM_FI_DEV_POWER_USAGE" +
                labels0 + " 312.500000" + t0 + "DCGM_FI_DEV_SM_CLOCK" + labels0 + " 1980" + t0 +
                "DCGM_FI_DEV_MEM_CLOCK" + labels0 + " 2619" + t0 + "DCGM_FI_DEV_GPU_TEMP" +
                labels0 + " 54" + t0 + "DCGM_FI_PROF_SM_ACTIVE" + labels0 + " 0.750000" + t0 +
                "DCGM_FI_PROF_SM_OCCUPANCY" + labels0 + " 0.250000" + t0 +
                "DCGM_FI_PROF_PIPE_TENSOR_ACTIVE" + labels0 + " 0.500000" + t0 +
                "DCGM_FI_PROF_DRAM_ACTIVE" + labels0 + " 0.125000" + t0 +
                "DCGM_FI_PROF_PCIE_RX_BYTES" + labels0 + " 1000000" + t0 +
                "DCGM_FI_PROF_PCIE_TX_BYTES" + labels0 + " 2000000" + t0 + "DCGM_FI_DEV_GPU_UTIL" +
                labels0 + " 90" + t1,
            "m.prom");
        QVERIFY2(log.problems.empty(), qPrintable(problemList(log)));
        QCOMPARE(log.formats, std::vector<std::string>{"dcgm prometheus"});
        QCOMPARE(log.gpus.size(), size_t(2));
        const model::GpuTrace* g0 = trace(log, "node1", "0");
        QVERIFY(g0);
        QCOMPARE(g0->name, std::string("NVIDIA H100 80GB HBM3"));
        QCOMPARE(g0->samples.size(), size_t(2));
        const model::TelemetrySample& s = g0->samples[0];
        QCOMPARE(s.timeS, kNoon);
        QVERIFY(near(s.gpuUtilFraction, 0.87, 1e-12));
        QVERIFY(near(s.memUtilFraction, 0.40, 1e-12));
        QCOMPARE(s.memoryUsedBytes, 19456 * kMiB);
        QCOMPARE(s.memoryTotalBytes, 81559 * kMiB); // 19456 + 61495 + 608 MiB
        QCOMPARE(s.powerW, 312.5);
        QCOMPARE(s.smClockHz, 1980e6);
        QCOMPARE(s.memClockHz, 2619e6);
        QCOMPARE(s.smActive, 0.75);
        QCOMPARE(s.smOccupancy, 0.25);
        QCOMPARE(s.tensorActive, 0.5);
        QCOMPARE(s.dramActive, 0.125);
        QCOMPARE(s.pcieRxBytesPerS, 1e6);
        QCOMPARE(s.pcieTxBytesPerS, 2e6);
        QCOMPARE(g0->samples[1].timeS, kNoon + 30);
        QVERIFY(near(g0->samples[1].gpuUtilFraction, 0.90, 1e-12));
        QVERIFY(std::isnan(g0->samples[1].powerW));
        QVERIFY(near(trace(log, "node1", "1")->samples[0].gpuUtilFraction, 0.12, 1e-12));
        QVERIFY(anyNote(log, "metrics not used (RightSizer has no field for them): "
                             "DCGM_FI_DEV_GPU_TEMP"));
    }

    void dcgmPowerFromEnergyCounter() {
        // Energy (mJ) every 30 s: +6 000 000 mJ = 6000 J / 30 s = 200 W twice, then the counter
        // drops to 500 (reset: no power), then +3 000 000 mJ = 3000 J / 30 s = 100 W. A scrape
        // that sent DCGM_FI_DEV_POWER_USAGE keeps it (150 W at t = 120 s).
        const std::string e = "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION{gpu=\"0\",Hostname=\"node1\"} ";
        const model::TelemetryLog log = parsed(
            e + "1000000 1714564800000\n" + e + "7000000 1714564830000\n" + e +
            "13000000 1714564860000\n" + e + "500 1714564890000\n" + e + "3000500 1714564920000\n" +
            "DCGM_FI_DEV_POWER_USAGE{gpu=\"0\",Hostname=\"node1\"} 150 1714564920000\n" + e +
            "6000500 1714564950000\n");
        QVERIFY2(log.problems.empty(), qPrintable(problemList(log)));
        const auto& s = log.gpus.at(0).samples;
        QCOMPARE(s.size(), size_t(6));
        QVERIFY(std::isnan(s[0].powerW)); // no interval before the first reading
        QCOMPARE(s[1].powerW, 200.0);
        QCOMPARE(s[2].powerW, 200.0);
        QVERIFY(std::isnan(s[3].powerW)); // the counter went down
        QCOMPARE(s[4].powerW, 150.0);     // sent by the exporter
        QCOMPARE(s[5].powerW, 100.0);
        QCOMPARE(countNotes(log, "went down"), 1);
        QVERIFY(anyNote(log, "node1 GPU 0: the energy counter (DCGM_FI_DEV_TOTAL_ENERGY_"
                             "CONSUMPTION) went down at 2024-05-01T12:01:30Z"));
        QVERIFY(anyNote(log, "power from the energy counter's increments"));
    }

    void dcgmWithoutTimestamps() {
        // A (metric, GPU) pair that repeats starts the next scrape; scrapes numbered 1 s apart.
        const model::TelemetryLog log =
            parsed("DCGM_FI_DEV_GPU_UTIL{gpu=\"0\"} 10\n"
                   "DCGM_FI_DEV_GPU_UTIL{gpu=\"1\"} 20\n"
                   "DCGM_FI_DEV_FB_USED{gpu=\"0\"} 100\n"
                   "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION{gpu=\"0\"} 5\n"
                   "DCGM_FI_DEV_GPU_UTIL{gpu=\"0\"} 11\n"
                   "DCGM_FI_DEV_GPU_UTIL{gpu=\"1\"} 21\n"
                   "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION{gpu=\"0\"} 9\n");
        QVERIFY2(log.problems.empty(), qPrintable(problemList(log)));
        const model::GpuTrace* g0 = trace(log, "fallback", "0");
        QVERIFY(g0);
        QCOMPARE(g0->samples.size(), size_t(2));
        QCOMPARE(g0->samples[0].timeS, 0.0);
        QCOMPARE(g0->samples[1].timeS, 1.0);
        QVERIFY(near(g0->samples[0].gpuUtilFraction, 0.10, 1e-12));
        QCOMPARE(g0->samples[0].memoryUsedBytes, 100 * kMiB);
        QVERIFY(near(g0->samples[1].gpuUtilFraction, 0.11, 1e-12));
        QVERIFY(std::isnan(g0->samples[1].memoryUsedBytes));
        QVERIFY(std::isnan(g0->samples[1].powerW)); // interval unknown: no power from energy
        QVERIFY(near(trace(log, "fallback", "1")->samples[1].gpuUtilFraction, 0.21, 1e-12));
        QVERIFY(anyNote(log, "the scrape interval is unknown"));
    }

    void dcgmScrapeComments() {
        const model::TelemetryLog log =
            parsed("# scrape at 2024-05-01T12:00:00Z\n"
                   "DCGM_FI_DEV_GPU_UTIL{gpu=\"0\",Hostname=\"n\"} 10\n"
                   "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION{gpu=\"0\",Hostname=\"n\"} 0\n"
                   "# scrape at 2024-05-01T12:00:30Z\n"
                   "DCGM_FI_DEV_GPU_UTIL{gpu=\"0\",Hostname=\"n\"} 11\n"
                   "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION{gpu=\"0\",Hostname=\"n\"} 1500000\n");
        QVERIFY2(log.problems.empty(), qPrintable(problemList(log)));
        const auto& s = log.gpus.at(0).samples;
        QCOMPARE(log.gpus.at(0).host, std::string("n"));
        QCOMPARE(s.size(), size_t(2));
        QCOMPARE(s[0].timeS, kNoon);
        QCOMPARE(s[1].timeS, kNoon + 30);
        QCOMPARE(s[1].powerW, 50.0); // 1 500 000 mJ = 1500 J over 30 s
        QVERIFY(!anyNote(log, "interval is unknown"));
    }

    void dcgmBadLines() {
        const model::TelemetryLog log =
            parsed("DCGM_FI_DEV_GPU_UTIL{gpu=\"0\",UUID=\"GPU-a\" 87\n"                 // 1
                   "DCGM_FI_DEV_GPU_UTIL{gpu=\"0} 87\n"                                 // 2
                   "DCGM_FI_DEV_FB_USED{gpu=\"0\"} N/A 1714564800000\n"                 // 3
                   "DCGM_FI_DEV_GPU_UTIL{gpu=\"0\"} NaN 1714564800000\n"                // 4
                   "DCGM_FI_DEV_POWER_USAGE{gpu=\"0\"} +Inf 1714564800000\n"            // 5
                   "DCGM_FI_PROF_SM_OCCUPANCY{gpu=\"0\"} 1.5 1714564800000\n"           // 6
                   "DCGM_FI_DEV_GPU_UTIL{gpu=\"0\"} 87 12:00\n"                         // 7
                   "DCGM_FI_DEV_GPU_UTIL{gpu=\"0\"} 101 1714564800000\n"                // 8
                   "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION{gpu=\"0\"} -5 1714564800000\n" // 9
                   "go_gc_duration_seconds{quantile=\"0.5\"} NaN\n"      // 10: not DCGM
                   "DCGM_FI_DEV_GPU_UTIL{gpu=\"0\"} 87 1714564800000\n", // 11
                   "bad.prom");
        const std::vector<std::pair<int, std::string>> expected{
            // Column 42: 20 characters of name, '{', gpu="0" (7), ',', UUID="GPU-a" (12).
            {1, "malformed labels at column 42 (expected , or })"},
            {2, "malformed labels: unterminated \" in label gpu"},
            {3, "DCGM_FI_DEV_FB_USED: value 'N/A' is not a number"},
            {4, "DCGM_FI_DEV_GPU_UTIL: NaN is not a reading (expected 0 to 100 %)"},
            {5, "DCGM_FI_DEV_POWER_USAGE: +Inf is not a reading (expected a finite number, not "
                "negative)"},
            {6, "DCGM_FI_PROF_SM_OCCUPANCY: 1.5 is not a reading (expected a ratio from 0 to 1)"},
            {7, "timestamp '12:00' is not milliseconds since the epoch"},
            {8, "DCGM_FI_DEV_GPU_UTIL: 101 is not a reading (expected 0 to 100 %)"},
            {9, "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION: -5 is not a reading (expected a finite "
                "number, not negative)"},
        };
        QCOMPARE(log.problems.size(), expected.size());
        for (size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(log.problems[i].file, std::string("bad.prom"));
            QCOMPARE(log.problems[i].line, expected[i].first);
            QCOMPARE(log.problems[i].message, expected[i].second);
        }
        const auto& s = log.gpus.at(0).samples;
        QCOMPARE(s.size(), size_t(1));
        QVERIFY(near(s[0].gpuUtilFraction, 0.87, 1e-12));
        QVERIFY(std::isnan(s[0].smOccupancy));
        QVERIFY(anyNote(log, "go_gc_duration_seconds"));
    }

    // ---- the sample files (scripts/make-telemetry-samples.py says what is in them)

    void sampleH100Csv() {
        const auto r = importers::loadTelemetryFile(sample("h100x4-3h.csv").toStdString());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        const model::TelemetryLog& log = *r;
        QCOMPARE(log.gpus.size(), size_t(4));
        // 720 ticks of 15 s less 40 in the gap; one bad line each on GPUs 1, 2 and 3.
        const size_t counts[4] = {680, 679, 679, 679};
        for (int g = 0; g < 4; ++g) {
            const model::GpuTrace* t = trace(log, "h100x4-3h", std::to_string(g));
            QVERIFY(t);
            QCOMPARE(t->name, std::string("NVIDIA H100 80GB HBM3"));
            QCOMPARE(t->samples.size(), counts[g]);
            for (const model::TelemetrySample& s : t->samples) {
                QCOMPARE(s.memoryTotalBytes, 81559 * kMiB);
                QVERIFY(s.gpuUtilFraction >= 0.05 && s.gpuUtilFraction <= 0.30);
                QVERIFY(std::isnan(s.powerW) || (s.powerW >= 90 && s.powerW <= 200));
            }
        }
        const model::GpuTrace* g0 = trace(log, "h100x4-3h", "0");
        const model::GpuTrace* g3 = trace(log, "h100x4-3h", "3");
        const double start = kMay1 + 8 * 3600.0; // 2024/05/01 08:00:00
        QVERIFY(near(g0->samples.front().timeS, start + 0.050, 1e-15));
        QVERIFY(near(g3->samples.back().timeS, start + 719 * 15 + 0.465, 1e-15));
        // The logger's 10-minute stop: 08:29:45 to 08:40:00 between two of GPU 0's samples.
        double longest = 0;
        for (size_t i = 1; i < g0->samples.size(); ++i)
            longest = std::max(longest, g0->samples[i].timeS - g0->samples[i - 1].timeS);
        QVERIFY2(longest > 610 && longest < 620, qPrintable(QString::number(longest)));
        QCOMPARE(
            std::count_if(g0->samples.begin(), g0->samples.end(),
                          [](const model::TelemetrySample& s) { return std::isnan(s.powerW); }),
            std::ptrdiff_t(1)); // line 1643: [N/A]
        double peak = 0;
        for (const model::GpuTrace& t : log.gpus)
            for (const model::TelemetrySample& s : t.samples)
                peak = std::max(peak, s.memoryUsedBytes);
        QCOMPARE(peak, 19866 * kMiB); // line 1846, GPU 3
        const std::vector<std::pair<int, std::string>> expected{
            {481, "6 fields, the header (line 1) has 9"},
            {1044, "utilization.gpu [%]: 'ERR!' is not a number"},
            {2245, "10 fields, the header (line 482) has 9"},
        };
        QCOMPARE(log.problems.size(), expected.size());
        for (size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(log.problems[i].file, std::string("h100x4-3h.csv"));
            QCOMPARE(log.problems[i].line, expected[i].first);
            QCOMPARE(log.problems[i].message, expected[i].second);
        }
    }

    void sampleA10gDmon() {
        const auto r = importers::loadTelemetryFile(sample("a10g-2hosts-dmon.txt").toStdString());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        const model::TelemetryLog& log = *r;
        QCOMPARE(log.formats, std::vector<std::string>{"nvidia-smi dmon"});
        QCOMPARE(log.gpus.size(), size_t(2));
        const double start = kMay1 + 86400.0 + 14 * 3600.0; // 2024-05-02 14:00:00
        const model::GpuTrace* a = trace(log, "nodeA", "0");
        const model::GpuTrace* b = trace(log, "nodeB", "0");
        QVERIFY(a && b);
        QCOMPARE(a->samples.size(), size_t(359));
        QCOMPARE(b->samples.size(), size_t(359));
        QCOMPARE(a->samples.front().timeS, start);
        QCOMPARE(a->samples.back().timeS, start + 3590);
        QCOMPARE(b->samples.front().timeS, start + 3);
        QCOMPARE(b->samples.back().timeS, start + 3593);
        for (const model::GpuTrace* t : {a, b})
            for (const model::TelemetrySample& s : t->samples) {
                QVERIFY(s.gpuUtilFraction >= 0.95);
                QVERIFY(s.memoryUsedBytes > 21850 * kMiB && s.memoryUsedBytes < 23028 * kMiB);
                QCOMPARE(s.smClockHz, 1710e6);
            }
        QCOMPARE(log.problems.size(), size_t(2));
        QCOMPARE(log.problems[0].line, 216);
        QCOMPARE(log.problems[0].message, std::string("9 columns, the header (line 196) has 17"));
        QCOMPARE(log.problems[1].line, 523);
        QCOMPARE(log.problems[1].message, std::string("pwr: 'ERR!' is not a number"));
    }

    void sampleL40sDcgm() {
        const auto r = importers::loadTelemetryFile(sample("dcgm-l40s-2h.prom").toStdString());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        const model::TelemetryLog& log = *r;
        QCOMPARE(log.gpus.size(), size_t(2));
        const double start = kMay1 + 2 * 86400.0 + 10 * 3600.0; // 2024-05-03T10:00:00Z
        const model::GpuTrace* g0 = trace(log, "infer-3", "0");
        const model::GpuTrace* g1 = trace(log, "infer-3", "1");
        QVERIFY(g0 && g1);
        QCOMPARE(g0->name, std::string("NVIDIA L40S"));
        for (const model::GpuTrace* t : {g0, g1}) {
            QCOMPARE(t->samples.size(), size_t(240));
            QCOMPARE(t->samples.front().timeS, start);
            QCOMPARE(t->samples.back().timeS, start + 239 * 30);
            double rx = 0;
            for (const model::TelemetrySample& s : t->samples) {
                QVERIFY(std::isnan(s.powerW) || s.powerW > 0); // never negative
                QVERIFY(std::isnan(s.gpuUtilFraction) ||
                        (s.gpuUtilFraction >= 0.35 && s.gpuUtilFraction <= 0.45));
                QVERIFY(s.smOccupancy >= 0.08 && s.smOccupancy <= 0.15);
                rx += s.pcieRxBytesPerS;
            }
            QVERIFY2(near(rx / 240, 20e9, 0.05), qPrintable(QString::number(rx / 240)));
        }
        // Power set in the generator's energy increments.
        QVERIFY(std::isnan(g0->samples[0].powerW));
        QVERIFY(near(g0->samples[1].powerW, 200.5, 1e-9));
        QVERIFY(std::isnan(g1->samples[150].powerW)); // the counter reset at 11:15:00
        QVERIFY(near(g1->samples[151].powerW, 180.25, 1e-9));
        QVERIFY(anyNote(log, "infer-3 GPU 1: the energy counter (DCGM_FI_DEV_TOTAL_ENERGY_"
                             "CONSUMPTION) went down at 2024-05-03T11:15:00Z"));
        QCOMPARE(countNotes(log, "went down"), 1);
        // Bad lines leave their scrape's other readings: GPU 0 at scrape 59 lacks GPU_UTIL,
        // GPU 1 at scrape 119 FB_USED (and so its total).
        QVERIFY(std::isnan(g0->samples[59].gpuUtilFraction));
        QCOMPARE(g0->samples[59].memoryTotalBytes, 45460 * kMiB);
        QVERIFY(std::isnan(g1->samples[119].memoryUsedBytes));
        QVERIFY(std::isnan(g1->samples[119].memoryTotalBytes));
        QCOMPARE(log.problems.size(), size_t(2));
        QCOMPARE(log.problems[0].line, 961);
        // Column 72: 20 characters of name, '{', then gpu="0",modelName="NVIDIA L40S",
        // Hostname="infer-3" (7 + 1 + 23 + 1 + 18 = 50 characters).
        QCOMPARE(log.problems[0].message,
                 std::string("malformed labels at column 72 (expected , or })"));
        QCOMPARE(log.problems[1].line, 1924);
        QCOMPARE(log.problems[1].message,
                 std::string("DCGM_FI_DEV_FB_USED: value 'N/A' is not a number"));
    }

    // ---- reading a chunk at a time (a large file is never held whole)

    void chunkBoundariesDoNotChangeTheResult() {
        // A file is read 1 MiB at a time: wherever a chunk ends (inside a line, a CRLF pair, a
        // host prefix or a UTF-8 sequence), the log must be the one read from the whole text.
        std::vector<std::pair<std::string, std::string>> texts;
        for (const char* name : {"h100x4-3h.csv", "a10g-2hosts-dmon.txt", "dcgm-l40s-2h.prom"})
            texts.emplace_back(name, fileBytes(sample(name)).toStdString());
        texts.emplace_back("crlf-utf8.csv",
                           "node1: timestamp, index, name, utilization.gpu [%]\r\n"
                           "node1: 2024/05/01 12:00:00.000, 0, GPU \xFF\xFE caf\xC3\xA9, 87 %\r\n"
                           "\r\n"
                           "node1: 2024/05/01 12:00:01.000, 0, GPU \xFF\xFE caf\xC3\xA9, 88 %");
        for (const auto& [name, text] : texts) {
            QVERIFY2(!text.empty(), name.c_str());
            const auto whole =
                importers::telemetry::parseTelemetryInChunks(text, name, "h", text.size() + 1);
            QVERIFY2(whole.ok(), name.c_str());
            for (size_t chunk : {size_t(1), size_t(2), size_t(3), size_t(7), size_t(4096)}) {
                const auto parts =
                    importers::telemetry::parseTelemetryInChunks(text, name, "h", chunk);
                QVERIFY2(parts.ok(), name.c_str());
                const QString why = difference(*whole, *parts);
                QVERIFY2(why.isEmpty(),
                         qPrintable(QString::fromStdString(name) +
                                    QStringLiteral(", chunk %1: ").arg(chunk) + why));
            }
        }
        // The invalid bytes of the last text: 0xFF and 0xFE on lines 2 and 4 (4 bytes), read as
        // U+FFFD; the valid "é" (C3 A9) stays.
        const auto crlf = importers::parseTelemetry(texts.back().second, "crlf-utf8.csv", "h");
        QVERIFY(crlf.ok());
        QVERIFY(anyNote(*crlf, "crlf-utf8.csv: 4 bytes that are not UTF-8 (first on line 2)"));
        QCOMPARE(crlf->gpus.at(0).host, std::string("node1"));
        QCOMPARE(crlf->gpus.at(0).name, std::string("GPU \xEF\xBF\xBD\xEF\xBF\xBD caf\xC3\xA9"));
        QCOMPARE(crlf->gpus.at(0).samples.size(), size_t(2));
    }

    void overlongLineIsSkippedAndListed() {
        // 2 MiB without a line break is no telemetry line: skipped with its number, the lines
        // around it read.
        const std::string text = "timestamp, index, utilization.gpu [%]\n"
                                 "2024/05/01 12:00:00.000, 0, 87 %\n" +
                                 std::string(size_t(2) << 20, 'x') +
                                 "\n2024/05/01 12:00:01.000, 0, 88 %\n";
        for (size_t chunk : {size_t(4096), importers::telemetry::kChunkBytes}) {
            const auto r =
                importers::telemetry::parseTelemetryInChunks(text, "long.csv", "h", chunk);
            QVERIFY(r.ok());
            QCOMPARE(r->gpus.at(0).samples.size(), size_t(2));
            QCOMPARE(r->gpus.at(0).samples[1].gpuUtilFraction, 0.88);
            QCOMPARE(problemList(*r),
                     QStringLiteral("3: longer than 1 MiB: not a telemetry line, skipped"));
        }
    }

    void largeFileIsNotHeldInMemory() {
        // 96 MiB of comment lines around two readings: read a chunk at a time, the process's
        // peak memory grows by far less than the file (whole-file reading held it 3-4 times).
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("big.csv")).toStdString();
        {
            std::ofstream out(path, std::ios::binary);
            out << "timestamp, index, utilization.gpu [%]\n2024/05/01 12:00:00.000, 0, 87 %\n";
            const std::string comment = "# " + std::string(1022, 'c') + "\n"; // 1 KiB
            for (int i = 0; i < 96 * 1024; ++i)
                out << comment;
            out << "2024/05/01 12:00:01.000, 0, 88 %\n";
        }
        const long before = maxResidentKiB();
        const auto r = importers::loadTelemetryFile(path);
        const long grewKiB = maxResidentKiB() - before;
        QVERIFY(r.ok());
        QCOMPARE(r->gpus.at(0).samples.size(), size_t(2));
        QVERIFY2(grewKiB < 16 * 1024, qPrintable(QStringLiteral("peak grew %1 KiB").arg(grewKiB)));
    }

    void unreadableFileNamesIt() {
        QTemporaryDir dir;
        const std::string missing = dir.filePath(QStringLiteral("none.csv")).toStdString();
        const auto r = importers::loadTelemetryFile(missing);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find(missing) != std::string::npos);
        const auto d = importers::loadTelemetryFile(dir.path().toStdString());
        QVERIFY(!d.ok());
        QVERIFY(d.error().message.find("directory") != std::string::npos);
    }
};

} // namespace tst_TelemetryImport_suite

QTEST_APPLESS_MAIN(tst_TelemetryImport_suite::TstTelemetryImport)
#include "tst_TelemetryImport.moc"
