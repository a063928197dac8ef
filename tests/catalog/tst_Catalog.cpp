// The bundled catalog, its strict parser, the CSV reader and the Hugging Face importer.
#include "catalog/BundledData.h"
#include "catalog/Catalog.h"
#include "catalog/Csv.h"
#include "catalog/HfConfigImporter.h"

#include <QtTest>

#include <nlohmann/json.hpp>

namespace tst_Catalog_suite {

using namespace rightsizer;

class TestCatalog final : public QObject {
    Q_OBJECT

private slots:
    void bundledCatalogHasRequiredIds() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY2(c.ok(), c.ok() ? "" : c.error().message.c_str());
        for (const char* id : {"h100-sxm",
                               "h100-pcie",
                               "h100-nvl",
                               "h200-sxm",
                               "h200-nvl",
                               "gh200",
                               "b200",
                               "gb200",
                               "a100-sxm-80gb",
                               "a100-sxm-40gb",
                               "a100-pcie-80gb",
                               "l40s",
                               "l40",
                               "l4",
                               "a10",
                               "a10g",
                               "t4",
                               "v100-sxm-32gb",
                               "rtx-4090",
                               "rtx-6000-ada",
                               "rtx-pro-6000",
                               "mi300x",
                               "mi325x",
                               "mi250x",
                               "gaudi3",
                               "tpu-v5e",
                               "tpu-v5p"})
            QVERIFY2(c->findGpu(id), id);
        for (const char* id :
             {"llama-2-7b", "llama-2-13b", "llama-2-70b", "llama-3.1-8b", "llama-3.1-70b",
              "llama-3.1-405b", "llama-3.3-70b", "mistral-7b", "mixtral-8x7b", "gpt-j-6b",
              "falcon-180b", "qwen2.5-72b", "qwen3-235b-a22b", "deepseek-r1", "gemma-2-27b",
              "vit-l-16", "sdxl", "flux.1-dev"})
            QVERIFY2(c->findModel(id), id);
    }

    void gpuFiguresAreDenseAndSourced() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        const model::GpuSpec& h100 = *c->findGpu("h100-sxm");
        // NVIDIA H100 SXM datasheet: 1,979 TFLOPS bf16 *with sparsity*; dense is half.
        QCOMPARE(h100.flopsPerS(model::ComputeKind::Bf16), 989.5e12);
        QCOMPARE(h100.memoryBandwidthBytesPerS, 3.35e12);
        // nvidia-smi on an H100 80GB reports 81559 MiB.
        QCOMPARE(h100.memoryRuntimeBytes, 81559.0 * 1048576.0);
        QCOMPARE(h100.flopsPerS(model::ComputeKind::Fp4), 0.0); // not native before Blackwell
        for (const auto& g : c->gpus)
            for (const char* key :
                 {"memory_runtime_bytes", "memory_bandwidth_gbps", "dense_tflops"})
                QVERIFY2(!g.provenance.at(key).source.empty() && !g.provenance.at(key).date.empty(),
                         (g.id + " " + key).c_str());
    }

    void provenanceCitesOnlyPublicSources() {
        // Issue 20 item 16: a source a reader cannot follow (an index's file id, a file of a
        // shared folder outside the repository) is no source. Checks the bundled text itself,
        // so a note or a price row is covered as well as the parsed "source" fields.
        const std::pair<const char*, std::string_view> files[] = {
            {"gpus.json", catalog::bundledGpusJson()},
            {"models.json", catalog::bundledModelsJson()},
            {"efficiency.json", catalog::bundledEfficiencyJson()},
            {"prices.csv", catalog::bundledPricesCsv()}};
        for (const auto& [name, text] : files) {
            QVERIFY2(!text.empty(), name);
            const QString t = QString::fromUtf8(text.data(), qsizetype(text.size()));
            for (const char* banned :
                 {"GitHub-indexed", "file id", "files id", "shared reference", "gpu_specs"})
                QVERIFY2(!t.contains(QLatin1String(banned), Qt::CaseInsensitive),
                         (std::string(name) + " mentions " + banned).c_str());
        }
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        for (const auto& g : c->gpus)
            for (const auto& [key, p] : g.provenance)
                QVERIFY2(p.source.find("GitHub-indexed") == std::string::npos &&
                             p.note.find("file id") == std::string::npos,
                         (g.id + " " + key).c_str());
    }

    void strictParserNamesProblems() {
        const char* bad = R"({"schema": 1, "gpus": [{"id": "x", "name": "X", "vendor": "V",
            "architecture": "hopper", "form_factor": "SXM", "memory_datasheet_gb": -3,
            "memory_runtime_bytes": 80e9, "memory_bandwidth_gbps": "fast",
            "dense_tflops": {"bf16": 100, "fp9": 3}, "tdp_w": 700,
            "scale_up": {"kind": "nvlink", "bandwidth_gbps_per_direction": 450, "domain_size": 8},
            "pcie_gen": 5, "colour": "green"}]})";
        auto r = catalog::parseGpus(bad);
        QVERIFY(!r.ok());
        const std::string& m = r.error().message;
        // All problems at once, each with its field path.
        QVERIFY2(m.find("gpus[0].memory_datasheet_gb: got -3") != std::string::npos, m.c_str());
        QVERIFY2(m.find("gpus[0].memory_bandwidth_gbps: expected a number") != std::string::npos,
                 m.c_str());
        QVERIFY2(m.find("fp9") != std::string::npos, m.c_str());
        QVERIFY2(m.find("gpus[0].colour: unknown field") != std::string::npos, m.c_str());
        QVERIFY2(m.find("provenance: missing") != std::string::npos, m.c_str());
        QVERIFY(!catalog::parseGpus("{not json").ok());
        QVERIFY(!catalog::parseModels(R"({"schema": 2, "models": []})").ok());
    }

    void efficiencyTrainingEntriesScaledFromAFittedFamily() {
        // efficiency.json's cdna3 and blackwell training entries carry the fitted family they
        // are scaled from and the GEMM ratio: both survive a write and a read.
        auto bundled = catalog::parseEfficiency(catalog::bundledEfficiencyJson());
        QVERIFY(bundled.ok());
        const model::TrainingEfficiency& cdna3 = bundled->training.at("cdna3");
        QCOMPARE(cdna3.fromFamily, std::string("hopper"));
        QVERIFY(cdna3.gemmRatio > 0.5 && cdna3.gemmRatio < 1.0);
        auto again = catalog::parseEfficiency(catalog::efficiencyToJson(bundled.value(), "test"));
        QVERIFY(again.ok());
        QCOMPARE(again->training.at("cdna3").fromFamily, cdna3.fromFamily);
        QCOMPARE(again->training.at("cdna3").gemmRatio, cdna3.gemmRatio);
        // A from_family that is not fitted on runs, an entry with runs of its own, and a
        // default that names one: each refused with its path.
        auto j = nlohmann::json::parse(catalog::bundledEfficiencyJson());
        for (auto& e : j["training"]) {
            if (e["family"] == "cdna3")
                e["from_family"] = "volta";
            if (e["family"] == "blackwell")
                e["rows"] = 3;
        }
        j["training_default"]["from_family"] = "hopper";
        j["training_default"]["gemm_ratio"] = 0.9;
        auto bad = catalog::parseEfficiency(j.dump());
        QVERIFY(!bad.ok());
        const std::string& m = bad.error().message;
        QVERIFY2(m.find("cdna3's from_family 'volta' is not a family fitted on training runs") !=
                     std::string::npos,
                 m.c_str());
        QVERIFY2(m.find("rows: must be 0 where from_family is given") != std::string::npos,
                 m.c_str());
        QVERIFY2(m.find("training_default.from_family: is not accepted in the default") !=
                     std::string::npos,
                 m.c_str());
    }

    void csvQuotesAndBadRows() {
        const char* text = "a,b,c\n1,\"x, \"\"y\"\"\",3\n4,5\n\n6,\"multi\nline\",7\n8,\"open,9\n";
        const catalog::CsvTable t = catalog::parseCsv(text);
        QCOMPARE(int(t.rows.size()), 2);
        QCOMPARE(QString::fromStdString(t.rows[0].fields.at("b")), QStringLiteral("x, \"y\""));
        QCOMPARE(t.rows[1].line, 5);
        QCOMPARE(QString::fromStdString(t.rows[1].fields.at("b")), QStringLiteral("multi\nline"));
        QCOMPARE(int(t.problems.size()), 2);
        QCOMPARE(QString::fromStdString(t.problems[0]),
                 QStringLiteral("line 3: 2 fields, header has 3"));
        QCOMPARE(QString::fromStdString(t.problems[1]),
                 QStringLiteral("line 7: unterminated quote"));
    }

    void importsHuggingFaceConfig() {
        // meta-llama/Llama-3.1-8B config.json (fields the engine reads).
        const char* llama = R"({"architectures": ["LlamaForCausalLM"], "model_type": "llama",
            "hidden_size": 4096, "intermediate_size": 14336, "num_attention_heads": 32,
            "num_hidden_layers": 32, "num_key_value_heads": 8, "vocab_size": 128256,
            "max_position_embeddings": 131072, "tie_word_embeddings": false,
            "rope_scaling": {"factor": 8.0}, "torch_dtype": "bfloat16"})";
        auto m = catalog::importHfConfig(llama, "my-llama");
        QVERIFY2(m.ok(), m.ok() ? "" : m.error().message.c_str());
        QCOMPARE(model::countParameters(*m).total, 8030261248.0);
        // mistralai/Mixtral-8x7B-v0.1 config.json: 46.7 B total (Mistral AI).
        const char* mixtral = R"({"model_type": "mixtral", "hidden_size": 4096,
            "intermediate_size": 14336, "num_attention_heads": 32, "num_hidden_layers": 32,
            "num_key_value_heads": 8, "vocab_size": 32000, "max_position_embeddings": 32768,
            "num_local_experts": 8, "num_experts_per_tok": 2, "tie_word_embeddings": false})";
        auto mx = catalog::importHfConfig(mixtral, "mixtral");
        QVERIFY(mx.ok());
        QVERIFY(std::abs(model::countParameters(*mx).total / 46.7e9 - 1) < 0.01);
    }

    void refusesUnknownArchitecturesNamingFields() {
        auto gpt2 = catalog::importHfConfig(R"({"model_type": "gpt2", "n_embd": 768})", "g");
        QVERIFY(!gpt2.ok());
        QVERIFY(gpt2.error().message.find("model_type") != std::string::npos);
        auto missing = catalog::importHfConfig(
            R"({"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32})", "m");
        QVERIFY(!missing.ok());
        const std::string& msg = missing.error().message;
        QVERIFY2(msg.find("num_hidden_layers: missing") != std::string::npos, msg.c_str());
        QVERIFY2(msg.find("vocab_size: missing") != std::string::npos, msg.c_str());
        QVERIFY(!catalog::importHfConfig("[1,2]", "x").ok());
    }
};

} // namespace tst_Catalog_suite

QTEST_APPLESS_MAIN(tst_Catalog_suite::TestCatalog)
#include "tst_Catalog.moc"
