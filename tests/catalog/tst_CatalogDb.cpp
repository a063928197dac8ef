// The catalog database: first start from the bundled data, the overlay of user edits across a
// catalog upgrade, statuses, reset, Hugging Face imports, and damaged files.
#include "catalog/BundledData.h"
#include "catalog/CatalogDb.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "TestSupport.h"

#include <nlohmann/json.hpp>

namespace tst_CatalogDb_suite {

using namespace rightsizer;
using catalog::CatalogDb;
using catalog::RowKind;
using catalog::RowStatus;

namespace {

std::string message(const model::Error& e) {
    return e.message;
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

/// The bundled GPU list with one GPU's name changed: what a newer build might ship.
std::string gpusWithRenamed(const std::string& id, const std::string& name) {
    nlohmann::ordered_json doc = nlohmann::ordered_json::parse(catalog::bundledGpusJson());
    for (auto& g : doc["gpus"])
        if (g["id"] == id)
            g["name"] = name;
    return doc.dump(2);
}

/// The bundled h100-sxm object with another id and name: a GPU the catalog does not have.
std::string customGpu(const std::string& id) {
    nlohmann::ordered_json doc = nlohmann::ordered_json::parse(catalog::bundledGpusJson());
    for (auto& g : doc["gpus"])
        if (g["id"] == "h100-sxm") {
            g["id"] = id;
            g["name"] = "In-house accelerator (H100-class)";
            g["tdp_w"] = 650;
            return g.dump();
        }
    return {};
}

/// A negotiated H100 price as a price row.
std::string negotiatedPrice(const std::string& id, const std::string& usdPerGpuHour) {
    return nlohmann::ordered_json{{"id", id},
                                  {"gpu_id", "h100-sxm"},
                                  {"kind", "reserved"},
                                  {"provider", "Acme Cloud (negotiated)"},
                                  {"product", "8x H100 SXM, 1-year commit"},
                                  {"region", "eu-west"},
                                  {"gpu_count", "8"},
                                  {"usd", usdPerGpuHour},
                                  {"unit", "USD/GPU-hour"},
                                  {"per_gpu_hour_usd", usdPerGpuHour},
                                  {"observed_date", "2026-02-01"},
                                  {"confidence", "high"},
                                  {"source", "signed quote Q-2026-017"},
                                  {"note", ""}}
        .dump();
}

} // namespace

class TestCatalogDb final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_counter = 0;

    /// A fresh database path in a folder that does not exist yet.
    std::string freshPath() {
        return m_dir.filePath(QStringLiteral("data%1/catalog.sqlite").arg(++m_counter))
            .toStdString();
    }

    static CatalogDb openOrFail(const std::string& path) {
        auto db = CatalogDb::open(path);
        if (!db)
            qFatal("cannot open %s: %s", path.c_str(), db.error().message.c_str());
        return std::move(db).value();
    }

    static size_t count(CatalogDb& db, RowKind kind) {
        auto rows = db.rows(kind);
        return rows ? rows->size() : 0;
    }

    static RowStatus statusOf(CatalogDb& db, RowKind kind, const std::string& id) {
        auto row = db.find(kind, id);
        if (!row || !*row)
            qFatal("no row %s", id.c_str());
        return (*row)->status;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void firstStartLoadsTheBundledCatalog() {
        const std::string path = freshPath();
        CatalogDb db = openOrFail(path);
        QVERIFY(QFile::exists(QString::fromStdString(path)));
        auto bundled = catalog::loadBundledCatalog();
        QVERIFY(bundled.ok());
        QCOMPARE(count(db, RowKind::Gpu), bundled->gpus.size());
        QCOMPARE(count(db, RowKind::Model), bundled->models.size());
        QCOMPARE(count(db, RowKind::Price), bundled->prices.quotes.size());
        for (RowKind kind : catalog::kRowKinds) {
            // Held in a local: a range-for over a temporary Result's value() would dangle.
            const auto rows = db.rows(kind);
            QVERIFY(rows.ok());
            for (const auto& row : rows.value()) {
                QCOMPARE(row.status, RowStatus::Bundled);
                QVERIFY2(!row.data.source.empty() && !row.data.date.empty(), row.data.id.c_str());
            }
        }
        QCOMPARE(db.bundledHash().value(), catalog::bundledRows()->hash);
        QCOMPARE(db.bundledVersion().value(), std::string(RIGHTSIZER_VERSION));

        auto effective = db.effectiveCatalog();
        QVERIFY2(effective.ok(), effective.ok() ? "" : message(effective.error()).c_str());
        QCOMPARE(effective->gpus.size(), bundled->gpus.size());
        QCOMPARE(effective->gpus.front().id, bundled->gpus.front().id);
        QCOMPARE(effective->findGpu("h100-sxm")->flopsPerS(model::ComputeKind::Bf16), 989.5e12);
        QCOMPARE(effective->models.size(), bundled->models.size());
        QCOMPARE(effective->prices.quotes.size(), bundled->prices.quotes.size());
        QCOMPARE(effective->prices.onDemandPerGpuHour("h100-sxm")->usdPerGpuHour,
                 bundled->prices.onDemandPerGpuHour("h100-sxm")->usdPerGpuHour);

        // A second start with the same build changes nothing.
        CatalogDb again = openOrFail(path);
        QCOMPARE(again.syncBundled(catalog::bundledRows().value()).value(), false);
    }

    void schemaWorksInMemory() {
        auto db = CatalogDb::open(":memory:");
        QVERIFY2(db.ok(), db.ok() ? "" : message(db.error()).c_str());
        QCOMPARE(db.value().db().userVersion().value(), catalog::kCatalogDbSchemaVersion);
        QCOMPARE(count(db.value(), RowKind::Gpu), catalog::loadBundledCatalog()->gpus.size());
    }

    void overlaySurvivesACatalogUpgrade() {
        const std::string path = freshPath();
        {
            CatalogDb db = openOrFail(path);
            QVERIFY(db.putOverlay(RowKind::Gpu, "acme-x1", customGpu("acme-x1"), "Acme datasheet")
                        .ok());
            QVERIFY(db.putOverlay(RowKind::Price, "NEG-0001", negotiatedPrice("NEG-0001", "2.10"),
                                  "signed quote Q-2026-017", "2026-02-01")
                        .ok());
            // A bundled price replaced by the user's figure.
            auto edited = db.putOverlay(RowKind::Price, "PRC-0001",
                                        negotiatedPrice("PRC-0001", "5.00"), "renegotiated");
            QVERIFY2(edited.ok(), edited.ok() ? "" : message(edited.error()).c_str());
            QCOMPARE(edited->status, RowStatus::Edited);
        }
        // A newer build: other bundled data, other hash.
        auto newer = catalog::splitCatalogData(gpusWithRenamed("h100-pcie", "H100 PCIe (renamed)"),
                                               catalog::bundledModelsJson(),
                                               catalog::bundledPricesCsv(), "9.9.9");
        QVERIFY(newer.ok());
        QVERIFY(newer->hash != catalog::bundledRows()->hash);
        auto opened = CatalogDb::open(path, *newer);
        QVERIFY(opened.ok());
        CatalogDb& db = opened.value();
        QCOMPARE(db.bundledHash().value(), newer->hash);
        QCOMPARE(db.bundledVersion().value(), std::string("9.9.9"));

        auto effective = db.effectiveCatalog();
        QVERIFY2(effective.ok(), effective.ok() ? "" : message(effective.error()).c_str());
        QCOMPARE(effective->findGpu("h100-pcie")->name, std::string("H100 PCIe (renamed)"));
        QVERIFY(effective->findGpu("acme-x1"));
        QCOMPARE(effective->findGpu("acme-x1")->tdpW, 650.0);
        QCOMPARE(effective->gpus.size(), count(db, RowKind::Gpu));
        const auto reserved = effective->prices.find("h100-sxm", model::PriceKind::Reserved);
        QVERIFY(!reserved.empty());
        QCOMPARE(reserved.front()->id, std::string("NEG-0001"));
        QCOMPARE(reserved.front()->perGpuHourUsd, 2.10);
        QCOMPARE(statusOf(db, RowKind::Price, "NEG-0001"), RowStatus::Added);
        QCOMPARE(statusOf(db, RowKind::Price, "PRC-0001"), RowStatus::Edited);
        QCOMPARE(statusOf(db, RowKind::Gpu, "acme-x1"), RowStatus::Added);
        QCOMPARE(statusOf(db, RowKind::Gpu, "h100-pcie"), RowStatus::Bundled);
        auto negotiated = db.find(RowKind::Price, "NEG-0001").value();
        QCOMPARE(negotiated->data.source, std::string("signed quote Q-2026-017"));
        QCOMPARE(negotiated->data.date, std::string("2026-02-01"));
        QVERIFY(!negotiated->editedUtc.empty());
    }

    void resetToBundled() {
        CatalogDb db = openOrFail(freshPath());
        const std::string original = db.find(RowKind::Price, "PRC-0002").value()->data.json;
        QVERIFY(db.putOverlay(RowKind::Price, "PRC-0002", negotiatedPrice("PRC-0002", "3.00"),
                              "renegotiated")
                    .ok());
        QCOMPARE(statusOf(db, RowKind::Price, "PRC-0002"), RowStatus::Edited);
        QVERIFY(db.resetToBundled(RowKind::Price, "PRC-0002").ok());
        QCOMPARE(statusOf(db, RowKind::Price, "PRC-0002"), RowStatus::Bundled);
        QCOMPARE(db.find(RowKind::Price, "PRC-0002").value()->data.json, original);

        auto notEdited = db.resetToBundled(RowKind::Price, "PRC-0002");
        QVERIFY(!notEdited.ok());
        QVERIFY(contains(message(notEdited.error()), "PRC-0002"));
        QVERIFY(contains(message(notEdited.error()), "not edited"));
        QVERIFY(!db.resetToBundled(RowKind::Gpu, "no-such-gpu").ok());

        // An added row reset is removed; a deleted bundled row comes back.
        QVERIFY(db.putOverlay(RowKind::Gpu, "acme-x2", customGpu("acme-x2"), "Acme").ok());
        QVERIFY(db.resetToBundled(RowKind::Gpu, "acme-x2").ok());
        QVERIFY(!db.find(RowKind::Gpu, "acme-x2").value().has_value());
        const size_t models = count(db, RowKind::Model);
        QVERIFY(db.deleteRow(RowKind::Model, "gpt-j-6b").ok());
        QCOMPARE(count(db, RowKind::Model), models - 1);
        QCOMPARE(statusOf(db, RowKind::Model, "gpt-j-6b"), RowStatus::Deleted);
        QVERIFY(!db.effectiveCatalog()->findModel("gpt-j-6b"));
        QVERIFY(db.resetToBundled(RowKind::Model, "gpt-j-6b").ok());
        QCOMPARE(statusOf(db, RowKind::Model, "gpt-j-6b"), RowStatus::Bundled);
        QCOMPARE(count(db, RowKind::Model), models);
    }

    void deletingAGpuWithPricesIsRefused() {
        CatalogDb db = openOrFail(freshPath());
        auto refused = db.deleteRow(RowKind::Gpu, "h100-sxm");
        QVERIFY(!refused.ok());
        QVERIFY(contains(message(refused.error()), "PRC-0001"));
        QCOMPARE(statusOf(db, RowKind::Gpu, "h100-sxm"), RowStatus::Bundled);
    }

    void invalidRowsAreRefusedOrReported() {
        CatalogDb db = openOrFail(freshPath());
        std::string bad = customGpu("acme-bad");
        nlohmann::json j = nlohmann::json::parse(bad);
        j["memory_bandwidth_gbps"] = -5;
        auto refused = db.putOverlay(RowKind::Gpu, "acme-bad", j.dump(), "Acme");
        QVERIFY(!refused.ok());
        QVERIFY2(contains(message(refused.error()), "memory_bandwidth_gbps"),
                 message(refused.error()).c_str());
        auto wrongId = db.putOverlay(RowKind::Gpu, "acme-y", customGpu("acme-z"), "Acme");
        QVERIFY(!wrongId.ok());
        QVERIFY(contains(message(wrongId.error()), "acme-z"));
        auto unknownGpu = db.putOverlay(
            RowKind::Price, "NEG-9",
            [] {
                auto p = nlohmann::json::parse(negotiatedPrice("NEG-9", "2"));
                p["gpu_id"] = "no-such-gpu";
                return p.dump();
            }(),
            "quote");
        QVERIFY(!unknownGpu.ok());
        QVERIFY(contains(message(unknownGpu.error()), "no-such-gpu"));
        // A key given twice would mean whichever copy came last: refused, naming the key.
        std::string twice = customGpu("acme-twice");
        twice.insert(twice.rfind('}'), ", \"memory_bandwidth_gbps\": 1");
        auto duplicate = db.putOverlay(RowKind::Gpu, "acme-twice", twice, "Acme");
        QVERIFY(!duplicate.ok());
        QVERIFY2(contains(message(duplicate.error()), "memory_bandwidth_gbps"),
                 message(duplicate.error()).c_str());

        // A row that went bad behind the API (hand-edited file) is named, not dropped.
        auto st = db.db().prepare(
            "INSERT INTO overlay (kind, id, json, source, date, edited_utc, deleted) "
            "VALUES ('model', 'broken-model', '{\"id\": \"broken-model\"}', 'x', '2026', "
            "'2026-01-01T00:00:00Z', 0)");
        QVERIFY(st.ok());
        QVERIFY(st.value().run().ok());
        auto effective = db.effectiveCatalog();
        QVERIFY(!effective.ok());
        QVERIFY2(contains(message(effective.error()), "model 'broken-model'"),
                 message(effective.error()).c_str());
        QVERIFY(contains(message(effective.error()), "layers"));
    }

    void importsHuggingFaceConfigs_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QByteArray>("config");
        QTest::addColumn<double>("publishedTotal");
        // Values from each model's published config.json on huggingface.co; totals from the
        // model cards (Llama 3.1 8B 8.03 B, Mistral 7B 7.24 B, Mixtral 8x7B 46.7 B, Qwen2.5-7B
        // 7.62 B, Gemma 2 9B 9.24 B, DeepSeek-V3 671 B without its 14 B MTP module).
        QTest::newRow("Llama-3.1-8B")
            << QStringLiteral("llama-3.1-8b-hf")
            << QByteArray(R"({"architectures": ["LlamaForCausalLM"], "model_type": "llama",
                "hidden_size": 4096, "intermediate_size": 14336, "num_hidden_layers": 32,
                "num_attention_heads": 32, "num_key_value_heads": 8, "vocab_size": 128256,
                "max_position_embeddings": 131072, "rope_theta": 500000.0,
                "tie_word_embeddings": false, "rms_norm_eps": 1e-05, "torch_dtype": "bfloat16"})")
            << 8.03e9;
        QTest::newRow("Mistral-7B-v0.1")
            << QStringLiteral("mistral-7b-v0.1-hf")
            << QByteArray(R"({"architectures": ["MistralForCausalLM"], "model_type": "mistral",
                "hidden_size": 4096, "intermediate_size": 14336, "num_hidden_layers": 32,
                "num_attention_heads": 32, "num_key_value_heads": 8, "vocab_size": 32000,
                "max_position_embeddings": 32768, "sliding_window": 4096,
                "tie_word_embeddings": false, "rope_theta": 10000.0})")
            << 7.24e9;
        QTest::newRow("Mixtral-8x7B")
            << QStringLiteral("mixtral-8x7b-hf")
            << QByteArray(R"({"architectures": ["MixtralForCausalLM"], "model_type": "mixtral",
                "hidden_size": 4096, "intermediate_size": 14336, "num_hidden_layers": 32,
                "num_attention_heads": 32, "num_key_value_heads": 8, "vocab_size": 32000,
                "max_position_embeddings": 32768, "num_local_experts": 8,
                "num_experts_per_tok": 2, "sliding_window": null,
                "tie_word_embeddings": false, "rope_theta": 1000000.0})")
            << 46.7e9;
        QTest::newRow("Qwen2.5-7B")
            << QStringLiteral("qwen2.5-7b-hf")
            << QByteArray(R"({"architectures": ["Qwen2ForCausalLM"], "model_type": "qwen2",
                "hidden_size": 3584, "intermediate_size": 18944, "num_hidden_layers": 28,
                "num_attention_heads": 28, "num_key_value_heads": 4, "vocab_size": 152064,
                "max_position_embeddings": 131072, "sliding_window": 131072,
                "use_sliding_window": false, "tie_word_embeddings": false})")
            << 7.62e9;
        QTest::newRow("Gemma-2-9B")
            << QStringLiteral("gemma-2-9b-hf")
            << QByteArray(R"({"architectures": ["Gemma2ForCausalLM"], "model_type": "gemma2",
                "hidden_size": 3584, "intermediate_size": 14336, "num_hidden_layers": 42,
                "num_attention_heads": 16, "num_key_value_heads": 8, "head_dim": 256,
                "vocab_size": 256000, "max_position_embeddings": 8192,
                "sliding_window": 4096, "query_pre_attn_scalar": 256})")
            << 9.24e9;
        QTest::newRow("DeepSeek-V3") << QStringLiteral("deepseek-v3-hf")
                                     << QByteArray(R"({"architectures": ["DeepseekV3ForCausalLM"],
                "model_type": "deepseek_v3", "hidden_size": 7168, "intermediate_size": 18432,
                "moe_intermediate_size": 2048, "num_hidden_layers": 61,
                "num_attention_heads": 128, "num_key_value_heads": 128,
                "n_routed_experts": 256, "n_shared_experts": 1, "num_experts_per_tok": 8,
                "first_k_dense_replace": 3, "q_lora_rank": 1536, "kv_lora_rank": 512,
                "qk_nope_head_dim": 128, "qk_rope_head_dim": 64, "v_head_dim": 128,
                "vocab_size": 129280, "max_position_embeddings": 163840,
                "num_nextn_predict_layers": 1, "tie_word_embeddings": false})")
                                     << 671e9;
    }

    void importsHuggingFaceConfigs() {
        QFETCH(QString, id);
        QFETCH(QByteArray, config);
        QFETCH(double, publishedTotal);
        CatalogDb db = openOrFail(freshPath());
        const std::string modelId = id.toStdString();
        auto imported = db.importHfModel(config.toStdString(), modelId, "config.json");
        QVERIFY2(imported.ok(), imported.ok() ? "" : message(imported.error()).c_str());
        const double total = model::countParameters(imported->spec).total;
        QVERIFY2(test::near(total, publishedTotal, 0.01),
                 qPrintable(QStringLiteral("%1 vs %2").arg(total).arg(publishedTotal)));
        QCOMPARE(imported->row.status, RowStatus::Added);
        QCOMPARE(imported->row.data.source, std::string("config.json"));

        // The stored row reads back through the catalog's own model parser.
        auto effective = db.effectiveCatalog();
        QVERIFY2(effective.ok(), effective.ok() ? "" : message(effective.error()).c_str());
        const model::ModelSpec* m = effective->findModel(modelId);
        QVERIFY(m);
        QCOMPARE(model::countParameters(*m).total, total);
        QCOMPARE(m->hasMoe, imported->spec.hasMoe);
        QCOMPARE(m->hasMla, imported->spec.hasMla);

        // A second import of the same id replaces the row.
        const size_t models = count(db, RowKind::Model);
        QVERIFY(db.importHfModel(config.toStdString(), modelId, "config.json (again)").ok());
        QCOMPARE(count(db, RowKind::Model), models);
        QCOMPARE(db.find(RowKind::Model, modelId).value()->data.source,
                 std::string("config.json (again)"));
    }

    void importOverABundledModelIsAnEdit() {
        CatalogDb db = openOrFail(freshPath());
        auto imported = db.importHfModel(
            R"({"model_type": "llama", "hidden_size": 4096, "intermediate_size": 14336,
                "num_hidden_layers": 32, "num_attention_heads": 32, "num_key_value_heads": 8,
                "vocab_size": 128256, "max_position_embeddings": 131072})",
            "llama-3.1-8b", "config.json");
        QVERIFY(imported.ok());
        QCOMPARE(imported->row.status, RowStatus::Edited);
    }

    void unknownArchitectureIsRefused() {
        CatalogDb db = openOrFail(freshPath());
        auto gpt2 = db.importHfModel(R"({"model_type": "gpt2", "n_embd": 768, "n_layer": 12})",
                                     "gpt2", "config.json");
        QVERIFY(!gpt2.ok());
        QVERIFY(contains(message(gpt2.error()), "model_type"));
        QVERIFY(contains(message(gpt2.error()), "'gpt2'"));
        QVERIFY(contains(message(gpt2.error()), "llama"));
        auto missing = db.importHfModel(
            R"({"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32})", "m",
            "config.json");
        QVERIFY(!missing.ok());
        for (const char* field :
             {"num_hidden_layers", "intermediate_size", "vocab_size", "max_position_embeddings"})
            QVERIFY2(contains(message(missing.error()), field), field);
        QVERIFY(!db.find(RowKind::Model, "gpt2").value().has_value());
    }

    void corruptFileIsReportedAndRebuilt_data() {
        QTest::addColumn<QByteArray>("damage");
        QTest::newRow("not a database") << QByteArray("this is not a database at all\n");
        QTest::newRow("damaged pages") << QByteArray("pages");
        QTest::newRow("another application's database") << QByteArray("foreign");
    }

    void corruptFileIsReportedAndRebuilt() {
        QFETCH(QByteArray, damage);
        const std::string path = freshPath();
        const QString qpath = QString::fromStdString(path);
        {
            CatalogDb db = openOrFail(path); // creates the folder and a healthy file
            QVERIFY(db.putOverlay(RowKind::Gpu, "acme-x1", customGpu("acme-x1"), "Acme").ok());
        }
        QFile f(qpath);
        if (damage == "pages") {
            QVERIFY(f.open(QIODevice::ReadWrite));
            const qint64 size = f.size();
            QVERIFY(size > 8192);
            f.seek(4096); // keep the header page; overwrite the rest
            f.write(QByteArray(static_cast<int>(size - 4096), '\x5a'));
        } else if (damage == "foreign") {
            QVERIFY(QFile::remove(qpath));
            auto other = catalog::SqliteDb::open(path, catalog::OpenMode::Create);
            QVERIFY(other.ok());
            QVERIFY(other.value().exec("CREATE TABLE songs (title TEXT);").ok());
        } else {
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(damage);
        }
        f.close();

        auto opened = CatalogDb::open(path);
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().field, std::string(catalog::kCatalogDbCorrupt));
        QVERIFY2(contains(message(opened.error()), path), message(opened.error()).c_str());
        QVERIFY(contains(message(opened.error()), "corrupt-"));
        QVERIFY(contains(message(opened.error()), "lost"));

        auto aside = catalog::rebuildCatalogDb(path, catalog::bundledRows().value());
        QVERIFY2(aside.ok(), aside.ok() ? "" : message(aside.error()).c_str());
        QVERIFY(contains(*aside, path + ".corrupt-"));
        QVERIFY(QFile::exists(QString::fromStdString(*aside)));
        CatalogDb db = openOrFail(path);
        QCOMPARE(count(db, RowKind::Gpu), catalog::loadBundledCatalog()->gpus.size());
        QVERIFY(!db.find(RowKind::Gpu, "acme-x1").value().has_value()); // the overlay is lost
    }

    void defaultPathFollowsTheEnvironment() {
        const QByteArray saved = qgetenv("RIGHTSIZER_DATA_DIR");
        const QByteArray savedXdg = qgetenv("XDG_DATA_HOME");
        qputenv("RIGHTSIZER_DATA_DIR", "/tmp/rs-data");
        QCOMPARE(catalog::defaultCatalogDbPath(), std::string("/tmp/rs-data/catalog.sqlite"));
        qunsetenv("RIGHTSIZER_DATA_DIR");
        qputenv("XDG_DATA_HOME", "/tmp/xdg");
        QCOMPARE(catalog::defaultCatalogDbPath(),
                 std::string("/tmp/xdg/RightSizer/catalog.sqlite"));
        qunsetenv("XDG_DATA_HOME");
        QVERIFY(
            contains(catalog::defaultCatalogDbPath(), "/.local/share/RightSizer/catalog.sqlite"));
        if (!saved.isEmpty())
            qputenv("RIGHTSIZER_DATA_DIR", saved);
        if (!savedXdg.isEmpty())
            qputenv("XDG_DATA_HOME", savedXdg);
    }
};

} // namespace tst_CatalogDb_suite

QTEST_APPLESS_MAIN(tst_CatalogDb_suite::TestCatalogDb)
#include "tst_CatalogDb.moc"
