// `rightsizer catalog` as a user runs it: list, show, import-hf, reset and rebuild on a catalog
// database in a temporary data folder (RIGHTSIZER_DATA_DIR), never the real home.
#include "catalog/Catalog.h"
#include "catalog/CatalogDb.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QtTest>

#include <map>

#include "TestSupport.h"

namespace tst_CatalogCli_suite {

namespace {

constexpr const char* kLlamaConfig = R"({"_name_or_path": "acme/My-Llama-8B",
    "architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 4096,
    "intermediate_size": 14336, "num_hidden_layers": 32, "num_attention_heads": 32,
    "num_key_value_heads": 8, "vocab_size": 128256, "max_position_embeddings": 131072,
    "tie_word_embeddings": false})";

} // namespace

class TestCatalogCli final : public QObject {
    Q_OBJECT

private:
    using Run = rightsizer::test::CliRun;
    QTemporaryDir m_dir;
    QString m_data; ///< this test function's data folder
    int m_counter = 0;

    /// Runs the binary with RIGHTSIZER_DATA_DIR pointing at this test's data folder.
    Run run(const QStringList& args) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("RIGHTSIZER_DATA_DIR"), m_data);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(RIGHTSIZER_BINARY), args);
        if (!p.waitForFinished(120000))
            return {-1, {}, "timeout"};
        if (p.exitStatus() != QProcess::NormalExit)
            return {-2, {}, "crashed"};
        return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
    }

    Run catalog(const QStringList& args) {
        return run(QStringList{QStringLiteral("catalog")} + args);
    }

    QString write(const QString& name, const QByteArray& text) {
        return rightsizer::test::writeFile(m_dir.filePath(name), text);
    }

    static QJsonObject json(const Run& r) { return QJsonDocument::fromJson(r.out).object(); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void init() { m_data = m_dir.filePath(QStringLiteral("data%1").arg(++m_counter)); }

    void listShowsEveryBundledRow_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("header");
        QTest::newRow("gpus") << QStringLiteral("gpus") << QStringLiteral("BF16 (TFLOP/s)");
        QTest::newRow("models") << QStringLiteral("models") << QStringLiteral("Parameters (B)");
        QTest::newRow("prices") << QStringLiteral("prices") << QStringLiteral("USD per GPU-hour");
    }

    void listShowsEveryBundledRow() {
        QFETCH(QString, kind);
        QFETCH(QString, header);
        auto bundled = rightsizer::catalog::loadBundledCatalog();
        QVERIFY(bundled.ok());
        const qsizetype expected = kind == QStringLiteral("gpus") ? qsizetype(bundled->gpus.size())
                                   : kind == QStringLiteral("models")
                                       ? qsizetype(bundled->models.size())
                                       : qsizetype(bundled->prices.quotes.size());
        const Run text = catalog({QStringLiteral("list"), kind});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(header.toUtf8()));
        QVERIFY(text.out.contains("bundled"));
        QVERIFY(QFile::exists(m_data + QStringLiteral("/catalog.sqlite")));
        const Run j = catalog({QStringLiteral("list"), kind, QStringLiteral("--json")});
        QCOMPARE(j.exitCode, 0);
        const QJsonArray rows = json(j)[QStringLiteral("rows")].toArray();
        QCOMPARE(rows.size(), expected);
        for (const auto& v : rows) {
            const QJsonObject row = v.toObject();
            QCOMPARE(row[QStringLiteral("status")].toString(), QStringLiteral("bundled"));
            QVERIFY(!row[QStringLiteral("source")].toString().isEmpty());
            QVERIFY(!row[QStringLiteral("date")].toString().isEmpty());
        }
    }

    void listNamesAnInvalidRow() {
        // A row that went bad behind the API (a hand-edited file) is listed with "?" figures,
        // its status marked invalid, and named below the table with the parser's reason.
        QCOMPARE(catalog({QStringLiteral("list"), QStringLiteral("models")}).exitCode, 0);
        {
            auto opened = rightsizer::catalog::CatalogDb::open(
                (m_data + QStringLiteral("/catalog.sqlite")).toStdString());
            QVERIFY(opened.ok());
            rightsizer::catalog::CatalogDb db = std::move(opened).value();
            auto st = db.db().prepare(
                "INSERT INTO overlay (kind, id, json, source, date, edited_utc, deleted) "
                "VALUES ('model', 'broken-model', '{\"id\": \"broken-model\"}', 'x', '2026', "
                "'2026-01-01T00:00:00Z', 0)");
            QVERIFY(st.ok());
            QVERIFY(st.value().run().ok());
        }
        const Run listed = catalog({QStringLiteral("list"), QStringLiteral("models")});
        QCOMPARE(listed.exitCode, 0);
        const QString out = QString::fromUtf8(listed.out);
        const QStringList lines = out.split(QLatin1Char('\n'));
        const auto row = std::find_if(lines.begin(), lines.end(), [](const QString& l) {
            return l.startsWith(QStringLiteral("broken-model "));
        });
        QVERIFY2(row != lines.end(), qPrintable(out));
        QVERIFY2(row->contains(QStringLiteral(" ? ")), qPrintable(*row));
        QVERIFY2(row->contains(QStringLiteral("added (invalid)")), qPrintable(*row));
        QVERIFY2(out.contains(QStringLiteral("invalid row broken-model: ")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("layers")), qPrintable(out));
    }

    void listRefusesAnUnknownKind() {
        const Run r = catalog({QStringLiteral("list"), QStringLiteral("cpus")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("gpus, models, prices"));
        QCOMPARE(catalog({}).exitCode, 2);
        QCOMPARE(catalog({QStringLiteral("--help")}).exitCode, 0);
        QCOMPARE(catalog({QStringLiteral("frobnicate")}).exitCode, 2);
    }

    void showPrintsEveryField() {
        const Run r = catalog({QStringLiteral("show"), QStringLiteral("h100-sxm")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("status: bundled"));
        QVERIFY(r.out.contains("dense_tflops.bf16: 989.5"));
        QVERIFY(r.out.contains("provenance.tdp_w.source: "));
        QVERIFY(r.out.contains("source: https://"));
        QVERIFY(r.out.contains("date: 2022-03"));
        const Run j =
            catalog({QStringLiteral("show"), QStringLiteral("PRC-0001"), QStringLiteral("--json")});
        QCOMPARE(j.exitCode, 0);
        QCOMPARE(json(j)[QStringLiteral("kind")].toString(), QStringLiteral("price"));
        QCOMPARE(json(j)[QStringLiteral("data")][QStringLiteral("gpu_id")].toString(),
                 QStringLiteral("h100-sxm"));
        const Run m = catalog({QStringLiteral("show"), QStringLiteral("llama-3.1-8b")});
        QCOMPARE(m.exitCode, 0);
        QVERIFY(m.out.contains("parameters: 8.03 B total"));
    }

    void showUnknownIdListsCloseMatches() {
        const Run r = catalog({QStringLiteral("show"), QStringLiteral("h100")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("close matches"));
        QVERIFY(r.err.contains("h100-sxm"));
        QVERIFY(r.out.isEmpty());
    }

    void importHfAddsReplacesAndResets() {
        const QString config = write(QStringLiteral("config.json"), kLlamaConfig);
        const Run first = catalog({QStringLiteral("import-hf"), config});
        QCOMPARE(first.exitCode, 0);
        QVERIFY2(first.out.contains("imported model 'my-llama-8b' (added): 8.03 B parameters"),
                 first.out.constData());
        const Run listed = catalog({QStringLiteral("list"), QStringLiteral("models")});
        QVERIFY(listed.out.contains("my-llama-8b"));
        QVERIFY(listed.out.contains("added"));
        const Run again = catalog({QStringLiteral("import-hf"), config});
        QCOMPARE(again.exitCode, 0);
        QVERIFY(again.out.startsWith("replaced model 'my-llama-8b'"));
        const Run shown = catalog(
            {QStringLiteral("show"), QStringLiteral("my-llama-8b"), QStringLiteral("--json")});
        QCOMPARE(json(shown)[QStringLiteral("status")].toString(), QStringLiteral("added"));
        QVERIFY(json(shown)[QStringLiteral("source")].toString().contains(
            QStringLiteral("config.json")));

        // The planning verbs see the imported model by its id.
        const QString scenario = write(QStringLiteral("imported.json"),
                                       R"({"schema": 1, "name": "imported", "model": "my-llama-8b",
                "workload": {"requests_per_s": 2, "input_tokens": {"mean": 500},
                             "output_tokens": {"mean": 100}},
                "sla": {"ttft_ms": 2000}, "precisions": ["bf16"], "gpus": ["h100-sxm"]})");
        const Run planned = run({QStringLiteral("plan"), scenario});
        QCOMPARE(planned.exitCode, 0);
        QVERIFY2(planned.err.isEmpty(), planned.err.constData());
        QVERIFY(planned.out.contains("h100-sxm"));

        // Importing over a bundled id is an edit, which reset undoes.
        const Run edit = catalog({QStringLiteral("import-hf"), config, QStringLiteral("--id"),
                                  QStringLiteral("llama-3.1-8b")});
        QCOMPARE(edit.exitCode, 0);
        QVERIFY(catalog({QStringLiteral("show"), QStringLiteral("llama-3.1-8b")})
                    .out.contains("status: edited"));
        const Run reset = catalog({QStringLiteral("reset"), QStringLiteral("llama-3.1-8b")});
        QCOMPARE(reset.exitCode, 0);
        QVERIFY(reset.out.contains("reset to the bundled figures"));
        QVERIFY(catalog({QStringLiteral("show"), QStringLiteral("llama-3.1-8b")})
                    .out.contains("status: bundled"));

        const Run removed = catalog({QStringLiteral("reset"), QStringLiteral("my-llama-8b")});
        QCOMPARE(removed.exitCode, 0);
        QVERIFY(removed.out.contains("removed"));
        QCOMPARE(catalog({QStringLiteral("show"), QStringLiteral("my-llama-8b")}).exitCode, 2);
        const Run gone = run({QStringLiteral("plan"), scenario});
        QCOMPARE(gone.exitCode, 2);
        QVERIFY(gone.err.contains("unknown model 'my-llama-8b'"));
    }

    void quoteAddsAPriceOfYourOwn() {
        // No public price for the H200 NVL: a quote of your own prices it, in every on-demand
        // tier, with no provider count to flag (it is what you pay).
        const Run added =
            catalog({QStringLiteral("quote"), QStringLiteral("h200-nvl"), QStringLiteral("3.10"),
                     QStringLiteral("--date"), QStringLiteral("2026-11-20")});
        QCOMPARE(added.exitCode, 0);
        QVERIFY2(added.out.contains("added your on-demand quote 'my-h200-nvl-2026-11-20': "
                                    "h200-nvl at 3.10 USD per GPU-hour (my quote)"),
                 added.out.constData());
        QVERIFY(catalog({QStringLiteral("show"), QStringLiteral("my-h200-nvl-2026-11-20")})
                    .out.contains("status: added"));
        auto priceIn = [&](const char* tier) {
            const QString scenario =
                write(QStringLiteral("nvl-%1.json").arg(QLatin1String(tier)),
                      QStringLiteral(R"({"schema": 8, "name": "nvl", "model": "llama-3.1-8b",
                "workload": {"requests_per_s": 2, "input_tokens": {"mean": 500},
                             "output_tokens": {"mean": 100}},
                "sla": {"ttft_ms": 2000}, "precisions": ["bf16"],
                "gpus": ["h200-nvl", "h100-sxm"], "cost": {"price_tier": "%1"}})")
                          .arg(QLatin1String(tier))
                          .toUtf8());
            const Run planned = run({QStringLiteral("plan"), scenario, QStringLiteral("--json")});
            std::map<QString, QJsonValue> prices;
            for (const QJsonValue& c : json(planned)[QStringLiteral("feasible")].toArray())
                prices.emplace(c[QStringLiteral("gpu")].toString(), c[QStringLiteral("price")]);
            return prices;
        };
        for (const char* tier : {"all", "hyperscaler", "mine"}) {
            auto prices = priceIn(tier);
            const QJsonObject nvl = prices[QStringLiteral("h200-nvl")].toObject();
            QCOMPARE(nvl[QStringLiteral("usd_per_gpu_hour")].toDouble(), 3.10);
            QCOMPARE(nvl[QStringLiteral("providers")].toInt(), 0);
            QCOMPARE(nvl[QStringLiteral("basis")].toString(),
                     QStringLiteral("your quote: my quote entered with rightsizer catalog "
                                    "quote, observed 2026-11-20"));
            // The H100 SXM has public prices, but no quote of your own: unpriced in "mine".
            QCOMPARE(prices[QStringLiteral("h100-sxm")].isNull(), std::string(tier) == "mine");
        }
        // A reservation is a quote of its own kind, with the kind in its id.
        const Run reserved =
            catalog({QStringLiteral("quote"), QStringLiteral("h200-nvl"), QStringLiteral("2.20"),
                     QStringLiteral("--kind"), QStringLiteral("reserved-1y"),
                     QStringLiteral("--provider"), QStringLiteral("Acme Cloud"),
                     QStringLiteral("--region"), QStringLiteral("eu-west-1")});
        QCOMPARE(reserved.exitCode, 0);
        QVERIFY2(reserved.out.contains("-reserved-1y': h200-nvl at 2.20 USD per GPU-hour (Acme "
                                       "Cloud, eu-west-1)"),
                 reserved.out.constData());
        QCOMPARE(priceIn("reserved-1y")[QStringLiteral("h200-nvl")]
                     .toObject()[QStringLiteral("usd_per_gpu_hour")]
                     .toDouble(),
                 2.20);
        // Bad input is refused, naming the field and what is accepted; nothing is written.
        const std::vector<std::pair<QStringList, QByteArray>> bad{
            {{QStringLiteral("h200-nvx"), QStringLiteral("3")},
             "gpu_id: 'h200-nvx' is not a GPU of the catalog"},
            {{QStringLiteral("h200-nvl"), QStringLiteral("-1")},
             "accepted above 0 and at most 1000 USD per GPU-hour"},
            {{QStringLiteral("h200-nvl"), QStringLiteral("5000")},
             "accepted above 0 and at most 1000 USD per GPU-hour"},
            {{QStringLiteral("h200-nvl"), QStringLiteral("cheap")},
             "price 'cheap' is not a number of USD per GPU-hour"},
            {{QStringLiteral("h200-nvl"), QStringLiteral("3"), QStringLiteral("--kind"),
              QStringLiteral("purchase")},
             "'purchase' is not an hourly price"},
            {{QStringLiteral("h200-nvl"), QStringLiteral("3"), QStringLiteral("--kind"),
              QStringLiteral("hourly")},
             "--kind: unknown price kind 'hourly'"},
            {{QStringLiteral("h200-nvl"), QStringLiteral("3"), QStringLiteral("--date"),
              QStringLiteral("yesterday")},
             "observed_date"},
            {{QStringLiteral("h200-nvl")}, "give a GPU id and a price"}};
        for (const auto& [args, message] : bad) {
            const Run refused = catalog(QStringList{QStringLiteral("quote")} + args);
            QCOMPARE(refused.exitCode, 2);
            QVERIFY2(refused.err.contains(message), refused.err.constData());
        }
        const Run listed = catalog({QStringLiteral("list"), QStringLiteral("prices")});
        QCOMPARE(listed.out.count("my-h200-nvl-"), 2);
        // Reset removes a quote.
        const Run removed =
            catalog({QStringLiteral("reset"), QStringLiteral("my-h200-nvl-2026-11-20")});
        QCOMPARE(removed.exitCode, 0);
        QVERIFY(priceIn("all")[QStringLiteral("h200-nvl")].isNull());
    }

    void importAndResetErrors() {
        const Run missing =
            catalog({QStringLiteral("import-hf"), m_dir.filePath(QStringLiteral("nope.json"))});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains("nope.json"));
        const QString gpt2 = write(QStringLiteral("gpt2.json"),
                                   R"({"model_type": "gpt2", "n_embd": 768, "n_layer": 12})");
        const Run refused = catalog({QStringLiteral("import-hf"), gpt2});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.err.contains("model_type"));
        QVERIFY(refused.err.contains("'gpt2'"));
        const QString partial = write(QStringLiteral("partial.json"),
                                      R"({"model_type": "llama", "hidden_size": 4096})");
        const Run incomplete = catalog({QStringLiteral("import-hf"), partial});
        QCOMPARE(incomplete.exitCode, 2);
        QVERIFY(incomplete.err.contains("num_hidden_layers"));

        const Run notEdited = catalog({QStringLiteral("reset"), QStringLiteral("h100-sxm")});
        QCOMPARE(notEdited.exitCode, 2);
        QVERIFY(notEdited.err.contains("not edited"));
        const Run unknown = catalog({QStringLiteral("reset"), QStringLiteral("h100-sx")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("h100-sxm"));
    }

    void corruptCatalogIsReportedAndRebuilt() {
        QVERIFY(QDir().mkpath(m_data));
        QFile f(m_data + QStringLiteral("/catalog.sqlite"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("garbage, not SQLite\n");
        f.close();
        const Run broken = catalog({QStringLiteral("list"), QStringLiteral("gpus")});
        QCOMPARE(broken.exitCode, 2);
        QVERIFY(broken.err.contains("damaged"));
        QVERIFY(broken.err.contains("rightsizer catalog rebuild"));
        QVERIFY(broken.err.contains("lost"));

        const Run rebuilt = catalog({QStringLiteral("rebuild")});
        QCOMPARE(rebuilt.exitCode, 0);
        QVERIFY(rebuilt.out.contains(".corrupt-"));
        const QStringList aside =
            QDir(m_data).entryList({QStringLiteral("catalog.sqlite.corrupt-*")});
        QCOMPARE(aside.size(), 1);
        QCOMPARE(catalog({QStringLiteral("list"), QStringLiteral("gpus")}).exitCode, 0);

        const Run healthy = catalog({QStringLiteral("rebuild")});
        QCOMPARE(healthy.exitCode, 2);
        QVERIFY(healthy.err.contains("--force"));
    }
};

} // namespace tst_CatalogCli_suite

QTEST_GUILESS_MAIN(tst_CatalogCli_suite::TestCatalogCli)
#include "tst_CatalogCli.moc"
