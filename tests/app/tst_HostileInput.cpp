// Issue 21: every input a hostile or careless user can give the command line, each refused with
// one clean line (exit 2, no abort, no hang, no library internals, no 10 MB echo) or read
// correctly. D1-D12 name the defects of the robustness campaign the issue reports.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>
#include <sys/types.h>

#include "TestSupport.h"

namespace tst_HostileInput_suite {

namespace {

const QString kExample =
    QStringLiteral(RIGHTSIZER_SOURCE_DIR "/resources/examples/llama-3.1-70b-chat.json");

constexpr const char* kLlamaConfig = R"({"model_type": "llama", "hidden_size": 4096,
    "intermediate_size": 14336, "num_hidden_layers": 32, "num_attention_heads": 32,
    "num_key_value_heads": 8, "vocab_size": 128256, "max_position_embeddings": 131072,
    "tie_word_embeddings": false})";

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QJsonObject exampleObject() {
    return QJsonDocument::fromJson(readAll(kExample)).object();
}

} // namespace

class TestHostileInput final : public QObject {
    Q_OBJECT

    using Run = rightsizer::test::CliRun;
    QTemporaryDir m_dir;

    Run run(const QStringList& args, int timeoutMs = 60000) {
        return rightsizer::test::runCli(QStringLiteral(RIGHTSIZER_BINARY), args, timeoutMs);
    }
    QString write(const QString& name, const QByteArray& bytes) {
        return rightsizer::test::writeFile(m_dir.filePath(name), bytes);
    }
    QString writeJson(const QString& name, const QJsonObject& o) {
        return write(name, QJsonDocument(o).toJson());
    }
    /// A project holding the example, as `scenario import` makes it.
    QString project(const QString& name) {
        const QString p = m_dir.filePath(name);
        QFile::remove(p);
        const Run r = run({QStringLiteral("scenario"), QStringLiteral("import"), kExample,
                           QStringLiteral("-o"), p});
        return r.exitCode == 0 ? p : QString();
    }
    /// A clean refusal: exit status 2, one short message naming `mentions`, none of the JSON
    /// library's internals.
    static void verifyRefused(const Run& r, const QByteArray& mentions) {
        QVERIFY2(r.exitCode == 2, (QByteArray::number(r.exitCode) + " " + r.err).constData());
        QVERIFY2(r.err.contains(mentions), r.err.constData());
        QVERIFY2(!r.err.contains("json.exception"), r.err.constData());
        QVERIFY2(r.err.size() < 2000, QByteArray::number(r.err.size()).constData());
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // D1: a number beyond a double (1e400) aborted plan, import, report and the workbench.
    void numberBeyondDoubleIsRefused() {
        const QString s =
            write(QStringLiteral("d1.json"), R"({"schema":1,"name":"x","model":"llama-3.1-8b",)"
                                             R"("workload":{"requests_per_s":1e400}})");
        verifyRefused(run({QStringLiteral("plan"), s}),
                      "not valid JSON: a number is too large for a double: '1e400'");
        const QString p = m_dir.filePath(QStringLiteral("d1.rsplan"));
        verifyRefused(
            run({QStringLiteral("scenario"), QStringLiteral("import"), s, QStringLiteral("-o"), p}),
            "too large for a double");
        QVERIFY(!QFile::exists(p));
        verifyRefused(run({QStringLiteral("report"), s, QStringLiteral("-o"),
                           m_dir.filePath(QStringLiteral("d1.pdf"))}),
                      "too large for a double");
    }

    // D2: the same overflow in a vLLM benchmark JSON aborted `calibrate`.
    void numberBeyondDoubleInBenchmarkJson() {
        const QString p = project(QStringLiteral("d2.rsplan"));
        QVERIFY(!p.isEmpty());
        const QByteArray before = readAll(p);
        QByteArray bench = readAll(QStringLiteral(
            RIGHTSIZER_SOURCE_DIR "/tests/data/benchmarks/vllm-llama31-8b-h100.json"));
        QVERIFY(bench.contains("\"duration\": 31.204817262"));
        bench.replace("\"duration\": 31.204817262", "\"duration\": 1e400");
        const QString b = write(QStringLiteral("d2.json"), bench);
        verifyRefused(run({QStringLiteral("calibrate"), p, b}), "too large for a double");
        QCOMPARE(readAll(p), before);
    }

    // D3: a config.json whose model_type is a number aborted import-hf and inline hf_config.
    void hfConfigFieldOfWrongType() {
        const QString c = write(QStringLiteral("d3.json"), R"({"model_type":7})");
        verifyRefused(run({QStringLiteral("catalog"), QStringLiteral("import-hf"), c}),
                      "model-config.model_type: expected a string such as \"llama\", got 7");
        QJsonObject o = exampleObject();
        o[u"model"] = QJsonObject{
            {QStringLiteral("id"), QStringLiteral("seven")},
            {QStringLiteral("hf_config"), QJsonObject{{QStringLiteral("model_type"), 7}}}};
        verifyRefused(run({QStringLiteral("plan"), writeJson(QStringLiteral("d3s.json"), o)}),
                      "scenario.model.hf_config: model-config.model_type");
    }

    // Optional HF fields of the wrong type became defaults ("8" made multi-head attention);
    // fractional sizes were accepted.
    void hfConfigOptionalFieldsAreChecked() {
        QJsonObject c = QJsonDocument::fromJson(kLlamaConfig).object();
        c[u"num_key_value_heads"] = QStringLiteral("8");
        verifyRefused(run({QStringLiteral("catalog"), QStringLiteral("import-hf"),
                           writeJson(QStringLiteral("kv.json"), c)}),
                      "model-config.num_key_value_heads: expected a number, got \"8\"");
        c = QJsonDocument::fromJson(kLlamaConfig).object();
        c[u"hidden_size"] = 4096.5;
        verifyRefused(run({QStringLiteral("catalog"), QStringLiteral("import-hf"),
                           writeJson(QStringLiteral("frac.json"), c)}),
                      "model-config.hidden_size: expected a whole number, got 4096.5");
    }

    // D12: an inline hf_config with a 1e12-token vocabulary was imported, then every verb on
    // the project refused it. It is refused on the way in, with the range an inline
    // architecture accepts (vocab up to 1e8).
    void hfConfigSizesHaveTheArchitectureRanges() {
        QJsonObject c = QJsonDocument::fromJson(kLlamaConfig).object();
        c[u"vocab_size"] = 1e12;
        QJsonObject o = exampleObject();
        o[u"model"] = QJsonObject{{QStringLiteral("id"), QStringLiteral("huge-vocab")},
                                  {QStringLiteral("hf_config"), c}};
        const QString p = m_dir.filePath(QStringLiteral("d12.rsplan"));
        verifyRefused(run({QStringLiteral("scenario"), QStringLiteral("import"),
                           writeJson(QStringLiteral("d12.json"), o), QStringLiteral("-o"), p}),
                      "model-config.vocab_size: got 1000000000000, accepted 1 to 100000000");
        QVERIFY(!QFile::exists(p));
    }

    // D4: 100 000 nested '[' where a string belongs overflowed the stack (exit 139).
    void deepNestingIsRefused() {
        const QByteArray deep = QByteArray(100000, '[') + QByteArray(100000, ']');
        const QString s = write(QStringLiteral("d4.json"),
                                R"({"schema":1,"model":"llama-3.1-8b","name":)" + deep + "}");
        verifyRefused(run({QStringLiteral("plan"), s}),
                      "objects and arrays nested deeper than 64 levels (line 1)");
        // A shallow array where a string belongs is described, not printed.
        QJsonObject o = exampleObject();
        QJsonArray big;
        for (int i = 0; i < 100000; ++i)
            big.append(i);
        o[u"name"] = big;
        verifyRefused(run({QStringLiteral("plan"), writeJson(QStringLiteral("d4b.json"), o)}),
                      "scenario.name: expected a string, got an array of 100000 items");
    }

    // A 10 MB bad value was echoed whole; messages quote at most 80 bytes of it.
    void longValuesAreQuotedShort() {
        QJsonObject o = exampleObject();
        o[u"model"] = QString(10 * 1024 * 1024, QLatin1Char('x'));
        const Run r = run({QStringLiteral("plan"), writeJson(QStringLiteral("long.json"), o)});
        verifyRefused(r, "scenario.model: unknown model '" + QByteArray(80, 'x') + "…'");
    }

    // Duplicate keys were accepted, the last one winning.
    void duplicateKeysAreRefused() {
        QByteArray text = readAll(kExample);
        text.replace("\"name\":", "\"name\": \"first\", \"name\":");
        verifyRefused(run({QStringLiteral("plan"), write(QStringLiteral("dup.json"), text)}),
                      "not valid JSON: the key \"name\" is given twice in one object");
    }

    // D5: byte 0xFF in a GPU name of an nvidia-smi CSV aborted `profile --json` (invalid UTF-8
    // in the JSON output). The byte reads as U+FFFD, and the run says so.
    void invalidUtf8InTelemetry() {
        QByteArray t =
            readAll(QStringLiteral(RIGHTSIZER_SOURCE_DIR "/tests/data/telemetry/h100x4-3h.csv"));
        QVERIFY(t.contains("NVIDIA H100 80GB HBM3"));
        t.replace("NVIDIA H100 80GB HBM3", "NVIDIA H100 \xff"
                                           "80GB HBM3");
        const Run r = run({QStringLiteral("profile"), QStringLiteral("--json"),
                           write(QStringLiteral("d5.csv"), t)});
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error{};
        QJsonDocument::fromJson(r.out, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY2(r.out.contains("\xef\xbf\xbd"), r.out.left(400).constData());
        QVERIFY2(r.out.contains("not UTF-8") || r.err.contains("not UTF-8"), r.err.constData());
    }

    // D6: byte 0xFF in the source column of a measurements CSV aborted `calibrate`.
    void invalidUtf8InMeasurements() {
        const QString p = project(QStringLiteral("d6.rsplan"));
        QByteArray csv =
            readAll(QStringLiteral(RIGHTSIZER_SOURCE_DIR "/tests/data/benchmarks/runs.csv"));
        QVERIFY(csv.contains("\n"));
        const int secondLine = int(csv.indexOf('\n')) + 1;
        // The source column (13th) of the first row: empty in the file, so add one.
        QList<QByteArray> fields =
            csv.mid(secondLine, csv.indexOf('\n', secondLine) - secondLine).split(',');
        QVERIFY(fields.size() >= 13);
        fields[12] = "bench\xff run";
        csv = csv.left(secondLine) + fields.join(',') + csv.mid(csv.indexOf('\n', secondLine));
        const Run r = run({QStringLiteral("calibrate"), p, write(QStringLiteral("d6.csv"), csv)});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("d6.csv: 1 byte that is not UTF-8 (first on line 2)"),
                 r.err.constData());
        const Run shown = run(
            {QStringLiteral("calibrate"), p, QStringLiteral("--show"), QStringLiteral("--json")});
        QCOMPARE(shown.exitCode, 0);
        QJsonParseError error{};
        QJsonDocument::fromJson(shown.out, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY(shown.out.contains("bench\xef\xbf\xbd run"));
    }

    // D7: tpot_ms 1e-310 saved a NaN calibration; plan, tco and report then refused the project.
    void absurdMeasurementIsRefusedAndNothingStored() {
        const QString p = project(QStringLiteral("d7.rsplan"));
        const QByteArray before = readAll(p);
        const QString csv =
            write(QStringLiteral("d7.csv"),
                  "model,gpu,precision,tp,concurrency,input_tokens,output_tokens,tpot_ms\n"
                  "llama-3.1-8b,h100-sxm,bf16,1,1,1024,256,1e-310\n");
        verifyRefused(run({QStringLiteral("calibrate"), p, csv}),
                      "tpot is 1e-313 s (accepted: 0.00001 to 600 s)");
        QCOMPARE(readAll(p), before);
        QCOMPARE(run({QStringLiteral("plan"), p}).exitCode, 0);
    }

    // D8: 20 000 copies of one GPU id took 55 s and 712 MB; a GPU listed twice is refused.
    void duplicateGpuIdsAreRefusedQuickly() {
        QJsonObject o = exampleObject();
        QJsonArray gpus;
        for (int i = 0; i < 20000; ++i)
            gpus.append(QStringLiteral("h100-sxm"));
        o[u"gpus"] = gpus;
        QElapsedTimer clock;
        clock.start();
        const Run r = run({QStringLiteral("plan"), writeJson(QStringLiteral("d8.json"), o)});
        verifyRefused(r, "scenario.gpus[1]: 'h100-sxm' is listed twice; list each GPU once");
        QVERIFY2(r.err.contains("and 19991 more"), r.err.constData());
        QVERIFY2(clock.elapsed() < 20000, QByteArray::number(clock.elapsed()).constData());
    }

    // D9: a FIFO as scenario, telemetry or demand file hung forever; /dev/zero as telemetry
    // read 4 GB. Only regular files are read.
    void onlyRegularFilesAreRead() {
        const QString fifo = m_dir.filePath(QStringLiteral("fifo.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        verifyRefused(run({QStringLiteral("plan"), fifo}, 15000), "is not a regular file (a pipe)");
        verifyRefused(run({QStringLiteral("profile"), fifo}, 15000),
                      "is not a regular file (a pipe)");
        verifyRefused(
            run({QStringLiteral("tco"), kExample, QStringLiteral("--demand"), fifo}, 15000),
            "is not a regular file (a pipe)");
        verifyRefused(run({QStringLiteral("profile"), QStringLiteral("/dev/zero")}, 15000),
                      "/dev/zero: is not a regular file (a device)");
    }

    // D10: two `scenario import -o P` at once lost one scenario in 42 of 50 trials.
    void concurrentImportsKeepEveryScenario() {
        const QString p = m_dir.filePath(QStringLiteral("d10.rsplan"));
        constexpr int kWriters = 12;
        std::vector<std::unique_ptr<QProcess>> writers;
        for (int i = 0; i < kWriters; ++i) {
            auto w = std::make_unique<QProcess>();
            w->start(QStringLiteral(RIGHTSIZER_BINARY),
                     {QStringLiteral("scenario"), QStringLiteral("import"), kExample,
                      QStringLiteral("-o"), p, QStringLiteral("--name"),
                      QStringLiteral("writer %1").arg(i)});
            writers.push_back(std::move(w));
        }
        for (auto& w : writers) {
            QVERIFY(w->waitForFinished(120000));
            QCOMPARE(w->exitCode(), 0);
        }
        const Run list =
            run({QStringLiteral("scenario"), QStringLiteral("list"), p, QStringLiteral("--json")});
        QCOMPARE(list.exitCode, 0);
        QStringList names;
        for (const auto& s : QJsonDocument::fromJson(list.out).array())
            names << s.toObject()[u"name"].toString();
        names.sort();
        QCOMPARE(names.size(), kWriters);
        for (int i = 0; i < kWriters; ++i)
            QVERIFY2(names.contains(QStringLiteral("writer %1").arg(i)),
                     qPrintable(names.join(u',')));
    }

    // D11: a financing rate of 1e-17 %/year printed on-prem costs as $nan. Near zero the loan is
    // interest-free: the total equals the one at 1e-6 %/year (interest on $320 k per node over
    // 48 months at 1e-6 %/year is about $0.003) to 1e-6.
    void tinyFinancingRateIsFinite() {
        auto onPremTotal = [&](double ratePercent) {
            QJsonObject o = exampleObject();
            QJsonObject tco = o[u"tco"].toObject();
            tco[u"on_prem"] = QJsonObject{{QStringLiteral("server_usd_per_node"), 320000},
                                          {QStringLiteral("financing_rate_percent"), ratePercent}};
            o[u"tco"] = tco;
            const Run r = run({QStringLiteral("tco"),
                               writeJson(QStringLiteral("d11-%1.json").arg(ratePercent), o),
                               QStringLiteral("--json")});
            if (r.exitCode != 0)
                return -1.0;
            for (const auto& v : QJsonDocument::fromJson(r.out).object()[u"options"].toArray())
                if (v.toObject()[u"option"].toString() == u"on-prem")
                    return v.toObject()[u"total_usd"].toDouble();
            return -1.0;
        };
        const double tiny = onPremTotal(1e-17);
        const double small = onPremTotal(1e-6);
        QVERIFY2(tiny > 0 && std::isfinite(tiny), QByteArray::number(tiny).constData());
        QVERIFY(rightsizer::test::near(tiny, small, 1e-6));
        // And the text output has no NaN either.
        QJsonObject o = exampleObject();
        QJsonObject tco = o[u"tco"].toObject();
        tco[u"on_prem"] = QJsonObject{{QStringLiteral("server_usd_per_node"), 320000},
                                      {QStringLiteral("financing_rate_percent"), 1e-17}};
        o[u"tco"] = tco;
        const Run text = run({QStringLiteral("tco"), writeJson(QStringLiteral("d11.json"), o)});
        QCOMPARE(text.exitCode, 0);
        // ("financing" holds the letters n-a-n: look for the word.)
        QVERIFY(!QRegularExpression(QStringLiteral("\\bnan\\b"))
                     .match(QString::fromUtf8(text.out))
                     .hasMatch());
        QVERIFY(text.out.contains("On-prem"));
    }

    // A read-only (0444) project was silently replaced on save.
    void readOnlyProjectIsNotReplaced() {
        const QString p = project(QStringLiteral("ro.rsplan"));
        QVERIFY(QFile::setPermissions(p, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        const QByteArray before = readAll(p);
        verifyRefused(
            run({QStringLiteral("scenario"), QStringLiteral("import"), kExample,
                 QStringLiteral("-o"), p, QStringLiteral("--name"), QStringLiteral("second")}),
            "is read-only; nothing was written");
        QCOMPARE(readAll(p), before);
        QVERIFY(QFile::setPermissions(p, QFile::ReadOwner | QFile::WriteOwner));
    }

    // A dangling symbolic link became a plain file; it keeps pointing at the new project.
    void danglingSymlinkIsKept() {
        const QString target = m_dir.filePath(QStringLiteral("real.rsplan"));
        const QString link = m_dir.filePath(QStringLiteral("link.rsplan"));
        QVERIFY(QFile::link(target, link));
        const Run r = run({QStringLiteral("scenario"), QStringLiteral("import"), kExample,
                           QStringLiteral("-o"), link});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(QFileInfo::exists(target));
        QCOMPARE(run({QStringLiteral("scenario"), QStringLiteral("list"), target}).exitCode, 0);
    }

    // `tco --demand` printed every bad row of a 200 000-row file.
    void demandProblemsAreListedBriefly() {
        QByteArray csv = "timestamp,requests_per_s\n";
        for (int i = 0; i < 200000; ++i)
            csv += "not-a-time,-1\n";
        const Run r = run({QStringLiteral("tco"), kExample, QStringLiteral("--demand"),
                           write(QStringLiteral("bad-demand.csv"), csv)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.count('\n') <= 25, QByteArray::number(r.err.count('\n')).constData());
        QVERIFY2(r.err.contains(" more"), r.err.right(200).constData());
    }

    // The full scenario example of docs/files.md (linked from the README) set both
    // host_usd_per_node and server_usd_per_node and was refused.
    void documentedFullScenarioIsAccepted() {
        const QString doc =
            QString::fromUtf8(readAll(QStringLiteral(RIGHTSIZER_SOURCE_DIR "/docs/files.md")));
        const auto m = QRegularExpression(QStringLiteral("```json\\n(.*?)```"),
                                          QRegularExpression::DotMatchesEverythingOption)
                           .match(doc);
        QVERIFY(m.hasMatch());
        QVERIFY(m.captured(1).contains(u"\"on_prem\""));
        const Run r = run(
            {QStringLiteral("plan"), write(QStringLiteral("doc.json"), m.captured(1).toUtf8())});
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }
};

} // namespace tst_HostileInput_suite

QTEST_GUILESS_MAIN(tst_HostileInput_suite::TestHostileInput)
#include "tst_HostileInput.moc"
