// Scenario files: the bundled example, every optional block, and bad files (missing fields,
// wrong types, negative rates, unknown keys and ids, newer schemas), each error naming its field.
#include "model/ScenarioChoices.h"
#include "project/ScenarioJson.h"

#include <QtTest>

#include <QFile>

#include <nlohmann/json.hpp>

namespace tst_ScenarioJson_suite {

using namespace rightsizer;
using namespace rightsizer::model;
using nlohmann::json;

class TestScenarioJson final : public QObject {
    Q_OBJECT

private:
    catalog::Catalog m_catalog;

    static json valid() {
        return json::parse(R"({
          "schema": 1,
          "name": "chat",
          "model": "llama-3.1-8b",
          "workload": {"requests_per_s": 12.5,
                       "input_tokens": {"mean": 800, "p95": 2400},
                       "output_tokens": {"mean": 200, "p95": 500}},
          "sla": {"percentile": "p99", "ttft_ms": 800, "tpot_ms": 40},
          "precisions": ["bf16", "fp8"]
        })");
    }

    Result<Scenario> parse(const json& j) const {
        return project::parseScenario(j.dump(), m_catalog);
    }

private slots:
    void initTestCase() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        m_catalog = c.value();
    }

    void bundledExampleParses() {
        QFile f(
            QStringLiteral(RIGHTSIZER_SOURCE_DIR "/resources/examples/llama-3.1-70b-chat.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        auto s = project::parseScenario(std::string_view(text.constData(), size_t(text.size())),
                                        m_catalog);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        QCOMPARE(s->model.id, std::string("llama-3.1-70b"));
        QCOMPARE(s->serving.requestsPerS, 20.0);
        QCOMPARE(s->sla.ttftS, 1.0);
        QCOMPARE(s->sla.tpotS, 0.050);
        QCOMPARE(s->sla.percentile, 0.95);
        QCOMPARE(s->limits.headroom, 0.20);
        QVERIFY(s->gpuIds.empty()); // the whole catalog
        QCOMPARE(s->tco.horizonMonths, 36);
        QCOMPARE(s->tco.growthPerYear, 0.40);
        QVERIFY(s->tco.given.count("growth_percent_per_year"));
        QVERIFY(!s->tco.given.count("on_prem.pue"));
    }

    void tcoBlockReadsEveryField() {
        json j = valid();
        j["tco"] = {{"horizon_months", 24},
                    {"discount_rate_percent", 10},
                    {"growth_percent_per_year", 50},
                    {"training_runs_per_month", 2},
                    {"demand", {{"weekly_requests_per_s", std::vector<double>(168, 3.0)}}},
                    {"cloud",
                     {{"provider", "AWS"},
                      {"on_demand_usd_per_gpu_hour", 4.0},
                      {"reserved_1y_usd_per_gpu_hour", 2.5},
                      {"reserved_3y_usd_per_gpu_hour", 1.8},
                      {"spot_usd_per_gpu_hour", 1.5},
                      {"autoscale", false},
                      {"min_replicas", 0},
                      {"scale_up_delay_minutes", 3}}},
                    {"on_prem",
                     {{"server_usd_per_node", 300000},
                      {"gpus_per_node", 4},
                      {"network_usd_per_node", 9000},
                      {"install_usd_per_node", 2000},
                      {"depreciation_years", 5},
                      {"financing_rate_percent", 6},
                      {"residual_percent", 15},
                      {"gpu_average_load_percent", 60},
                      {"host_power_w_per_node", 1200},
                      {"pue", 1.4},
                      {"electricity_usd_per_kwh", 0.12},
                      {"space_usd_per_kw_month", 180},
                      {"support_percent_per_year", 8},
                      {"staff_fte_per_node", 0.1},
                      {"staff_usd_per_fte_year", 150000}}}};
        auto s = parse(j);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        const model::TcoInputs& t = s->tco;
        QCOMPARE(t.horizonMonths, 24);
        QCOMPARE(t.discountRatePerYear, 0.10);
        QCOMPARE(t.growthPerYear, 0.50);
        QCOMPARE(t.trainingRunsPerMonth, 2.0);
        QCOMPARE(int(t.weeklyRequestsPerS.size()), 168);
        QCOMPARE(t.cloud.provider, std::string("AWS"));
        QCOMPARE(t.cloud.onDemandUsdPerGpuHour.value_or(0), 4.0);
        QCOMPARE(t.cloud.spotUsdPerGpuHour.value_or(0), 1.5);
        QVERIFY(!t.cloud.autoscale);
        QCOMPARE(t.cloud.minReplicas, 0);
        QCOMPARE(t.onPrem.serverUsdPerNode.value_or(0), 300000.0);
        QCOMPARE(t.onPrem.gpusPerNode.value_or(0), 4);
        QCOMPARE(t.onPrem.financingRatePerYear, 0.06);
        QCOMPARE(t.onPrem.residualFraction, 0.15);
        QCOMPARE(t.onPrem.gpuAverageLoad, 0.60);
        QCOMPARE(t.onPrem.staffUsdPerFteYear, 150000.0);
        QCOMPARE(int(t.given.size()), 25);
    }

    void minimalScenarioGetsDefaults() {
        auto s = parse(valid());
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        QCOMPARE(s->mode, Mode::Serve);
        QCOMPARE(s->serving.inputTokens.p95, 2400.0);
        QCOMPARE(s->sla.percentile, 0.99);
        QCOMPARE(s->sla.ttftS, 0.8);
        QCOMPARE(int(s->precisions.size()), 2);
        QVERIFY(!s->kvPrecision.has_value());
        QCOMPARE(s->limits.maxGpus, 64);
        QCOMPARE(s->cost.hoursPerMonth, 730.0);
        QCOMPARE(s->runtime.engine, Engine::Vllm);
    }

    void engineIsReadFromRuntime_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("engine");
        QTest::newRow("vllm") << "vllm" << int(Engine::Vllm);
        QTest::newRow("sglang") << "sglang" << int(Engine::Sglang);
        QTest::newRow("trtllm") << "trtllm" << int(Engine::Trtllm);
        QTest::newRow("llama.cpp") << "llama.cpp" << int(Engine::LlamaCpp);
        QTest::newRow("upper case") << "SGLang" << int(Engine::Sglang);
    }
    void engineIsReadFromRuntime() {
        QFETCH(QString, text);
        QFETCH(int, engine);
        json j = valid();
        j["runtime"] = {{"engine", text.toStdString()}};
        auto s = parse(j);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        QCOMPARE(int(s->runtime.engine), engine);
        // The other runtime fields keep their defaults.
        QCOMPARE(s->runtime.memoryUtilization, RuntimeAssumptions{}.memoryUtilization);
    }

    void runtimeWithoutEngineIsVllm() {
        // A file from before the engine was an input: its runtime block has no engine.
        json j = valid();
        j["runtime"] = {{"memory_utilization", 0.85}};
        auto s = parse(j);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        QCOMPARE(s->runtime.engine, Engine::Vllm);
        QCOMPARE(s->runtime.memoryUtilization, 0.85);
    }

    void everyOptionalBlock() {
        json j = valid();
        j["description"] = "all blocks";
        j["kv_precision"] = "fp8";
        j["allow_non_native"] = true;
        j["gpus"] = {"h100-sxm", "l40s"};
        j["limits"] = {{"max_gpus", 16},
                       {"gpus_per_node", 4},
                       {"headroom_percent", 50},
                       {"over_provisioned_below_percent", 20},
                       {"memory_idle_below_percent", 30}};
        j["cost"] = {
            {"currency", "USD"}, {"gpu_hour_usd", {{"l40s", 0.99}}}, {"hours_per_month", 720}};
        j["runtime"] = {{"memory_utilization", 0.85},
                        {"overhead_gib", 2},
                        {"max_batch", 256},
                        {"prefill_chunk_tokens", 4096},
                        {"network_gb_per_s_per_gpu", 25}};
        j["sweep"] = {{"batches", {1, 2, 4}}, {"contexts", {1024, 4096}}};
        auto s = parse(j);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        QCOMPARE(*s->kvPrecision, Precision::Fp8);
        QVERIFY(s->allowNonNative);
        QCOMPARE(int(s->gpuIds.size()), 2);
        QCOMPARE(s->limits.maxGpus, 16);
        QCOMPARE(s->limits.headroom, 0.5);
        QCOMPARE(s->limits.overProvisionedBelow, 0.2);
        QCOMPARE(s->cost.gpuHourUsd.at("l40s"), 0.99);
        QCOMPARE(s->runtime.overheadBytes, 2.0 * kGiB);
        QCOMPARE(s->runtime.networkBytesPerSPerGpu, 25e9);
        QCOMPARE(int(s->sweep.contexts.size()), 2);
    }

    void trainingScenario() {
        json j = valid();
        j["mode"] = "lora";
        j.erase("sla");
        j["workload"] = {{"tokens", 2e9},      {"deadline_hours", 12}, {"seq_len", 2048},
                         {"global_batch", 64}, {"recompute", "full"},  {"lora_rank", 32}};
        auto s = parse(j);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        QCOMPARE(s->mode, Mode::Lora);
        QCOMPARE(s->training.tokens, 2e9);
        QCOMPARE(s->training.workload.recompute, Recompute::Full);
        QCOMPARE(s->training.workload.loraRank, 32.0);
        QCOMPARE(s->training.workload.contextParallel, 1); // defaults
        QVERIFY(!s->training.workload.fp32Gradients);
        // Bad values name the field.
        j["workload"]["grad_precision"] = "fp64";
        auto bad = parse(j);
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().message.find("workload.grad_precision") != std::string::npos,
                 bad.error().message.c_str());
        j["workload"]["grad_precision"] = "fp32";
        j["workload"]["cp"] = 0;
        bad = parse(j);
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().message.find("workload.cp") != std::string::npos,
                 bad.error().message.c_str());
    }

    void inlineArchitecture() {
        // A model not in the catalog, in the catalog's own format. Hand count: embeddings and
        // untied LM head 2 x 32000 x 512 = 32,768,000; per layer q, k, v, o 4 x 512 x 512 =
        // 1,048,576 + gated MLP 3 x 512 x 2048 = 3,145,728 + two RMSNorms 1,024 = 4,195,328, x 4
        // layers = 16,781,312; final norm 512. Total 49,549,824.
        json j = valid();
        j["model"] = {{"architecture", json::parse(R"({"id": "tiny", "name": "Tiny", "kind": "llm",
            "layers": 4, "hidden": 512, "heads": 8, "kv_heads": 8, "head_dim": 64, "ffn": 2048,
            "vocab": 32000, "tied_embeddings": false, "mlp": "gated", "norm": "rms",
            "attention_bias": false, "qkv_bias": false, "mlp_bias": false, "lm_head_bias": false,
            "parallel_block": false, "qk_norm": false, "extra_norms_per_layer": 0,
            "max_context": 4096})")}};
        j["workload"]["input_tokens"] = {{"mean", 800}, {"p95", 2000}};
        auto s = parse(j);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        QCOMPARE(s->model.id, std::string("tiny"));
        QCOMPARE(countParameters(s->model).total, 49549824.0);
        // Its 4,096-token context bounds the workload: p95 2,000 + 500 fits, 4,000 + 500 not.
        j["workload"]["input_tokens"]["p95"] = 4000;
        auto tooLong = parse(j);
        QVERIFY(!tooLong.ok());
        QVERIFY(QString::fromStdString(tooLong.error().message)
                    .contains(QStringLiteral("exceed the 4096-token context of tiny")));
    }

    void hfConfigModel() {
        json j = valid();
        j["model"] = {{"id", "my-mistral"},
                      {"hf_config",
                       {{"model_type", "mistral"},
                        {"hidden_size", 4096},
                        {"intermediate_size", 14336},
                        {"num_hidden_layers", 32},
                        {"num_attention_heads", 32},
                        {"num_key_value_heads", 8},
                        {"vocab_size", 32768},
                        {"max_position_embeddings", 32768},
                        {"tie_word_embeddings", false}}}};
        auto s = parse(j);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        QCOMPARE(s->model.id, std::string("my-mistral"));
        QCOMPARE(s->model.kvHeads, 8);
        j["model"]["hf_config"]["model_type"] = "mamba";
        auto unknown = parse(j);
        QVERIFY(!unknown.ok());
        QVERIFY(QString::fromStdString(unknown.error().message)
                    .contains(QStringLiteral("scenario.model.hf_config")));
    }

    void badFilesNameTheField_data() {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not JSON") << "notjson"
                                  << "scenario: not valid JSON";
        QTest::newRow("missing name") << "del name"
                                      << "scenario.name: missing";
        QTest::newRow("missing model") << "del model"
                                       << "scenario.model: missing";
        QTest::newRow("missing workload") << "del workload"
                                          << "scenario.workload: missing";
        QTest::newRow("missing rate") << "del rate"
                                      << "scenario.workload.requests_per_s: missing";
        QTest::newRow("missing precisions") << "del precisions"
                                            << "scenario.precisions: missing";
        QTest::newRow("rate is a string") << "rate string"
                                          << "scenario.workload.requests_per_s: expected a number";
        QTest::newRow("negative rate") << "rate -3"
                                       << "scenario.workload.requests_per_s: got -3 requests/s";
        QTest::newRow("p95 below mean") << "p95 low"
                                        << "scenario.workload.input_tokens.p95: got 100";
        QTest::newRow("unknown key") << "extra"
                                     << "scenario.colour: unknown";
        QTest::newRow("unknown nested key") << "extra sla"
                                            << "scenario.sla.ttft: unknown";
        QTest::newRow("unknown model") << "model x"
                                       << "scenario.model: unknown model 'gpt-5'";
        QTest::newRow("unknown GPU") << "gpu x"
                                     << "scenario.gpus[0]: unknown GPU 'h900'";
        QTest::newRow("unknown precision") << "precision x"
                                           << "scenario.precisions[1]: unknown precision";
        QTest::newRow("bad percentile") << "percentile"
                                        << "scenario.sla.percentile: got 'p97'";
        QTest::newRow("newer schema") << "schema 9"
                                      << "scenario.schema: got 9, this version reads schema 1 to 8 "
                                         "(the file is newer)";
        QTest::newRow("schema 0") << "schema 0"
                                  << "scenario.schema: got 0, this version reads schema 1 to 8";
        QTest::newRow("unknown price tier")
            << "price tier x"
            << "scenario.cost.price_tier: unknown price tier 'boutique'; accepted: all, "
               "hyperscaler, specialist, marketplace, reserved-1y, reserved-3y, spot, mine";
        QTest::newRow("price tier not a string")
            << "price tier 3"
            << "scenario.cost.price_tier: unknown price tier '3'; accepted: all, hyperscaler, "
               "specialist, marketplace, reserved-1y, reserved-3y, spot, mine";
        QTest::newRow("unknown region")
            << "region x"
            << "scenario.cost.region: unknown price region 'emea'; accepted: any, us-east, "
               "us-west, us-central, eu-west, eu-central, ap-northeast, ap-southeast";
        QTest::newRow("region not a string")
            << "region 1"
            << "scenario.cost.region: unknown price region '1'; accepted: any, us-east, "
               "us-west, us-central, eu-west, eu-central, ap-northeast, ap-southeast";
        QTest::newRow("min replicas 0") << "min replicas 0"
                                        << "scenario.limits.min_replicas: got 0 replicas, "
                                           "accepted 1 to 1024 replicas";
        QTest::newRow("min replicas fractional") << "min replicas 1.5"
                                                 << "scenario.limits.min_replicas";
        QTest::newRow("size to pessimistic not a boolean") << "pessimistic 1"
                                                           << "scenario.sla.size_to_pessimistic";
        QTest::newRow("allow_geforce not a boolean") << "geforce yes"
                                                     << "scenario.allow_geforce";
        QTest::newRow("no target") << "no target"
                                   << "scenario.sla: no target given";
        QTest::newRow("price for unknown GPU") << "price x"
                                               << "scenario.cost.gpu_hour_usd.h900: unknown GPU";
        QTest::newRow("negative price") << "price -1"
                                        << "scenario.cost.gpu_hour_usd.l4: got -1";
        QTest::newRow("not an object") << "array"
                                       << "scenario: expected an object";
        QTest::newRow("tco negative price") << "tco price -1"
                                            << "scenario.tco.cloud.on_demand_usd_per_gpu_hour: "
                                               "got -1";
        QTest::newRow("tco zero horizon") << "tco horizon 0"
                                          << "scenario.tco.horizon_months: got 0";
        QTest::newRow("tco PUE below 1") << "tco pue"
                                         << "scenario.tco.on_prem.pue: got 0.8";
        QTest::newRow("tco short profile") << "tco weekly 3"
                                           << "scenario.tco.demand.weekly_requests_per_s: has 3";
        QTest::newRow("tco two demand forms") << "tco two forms"
                                              << "give exactly one of weekly_requests_per_s";
        QTest::newRow("tco unknown key") << "tco extra"
                                         << "scenario.tco.on_prem.colour";
        QTest::newRow("tco host with server") << "tco host"
                                              << "scenario.tco.on_prem.host_usd_per_node: only "
                                                 "used when";
        QTest::newRow("tco fractional replicas") << "tco replicas 1.5"
                                                 << "scenario.tco.cloud.min_replicas";
        QTest::newRow("unknown engine") << "engine x"
                                        << "scenario.runtime.engine: unknown serving engine "
                                           "'tgi'; accepted: vllm, sglang, trtllm, llama.cpp";
        QTest::newRow("engine not a string") << "engine 1"
                                             << "scenario.runtime.engine: expected vllm, sglang, "
                                                "trtllm or llama.cpp, got 1";
    }
    void badFilesNameTheField() {
        QFETCH(QString, edit);
        QFETCH(QString, expected);
        json j = valid();
        std::string text;
        if (edit == QLatin1String("notjson"))
            text = "{\"schema\": 1,";
        else if (edit == QLatin1String("array"))
            text = "[1, 2]";
        else if (edit == QLatin1String("notjson2"))
            text = "{\"schema\": 1 \"name\": 2}";
        else if (edit == QLatin1String("empty"))
            text = " \n";
        else if (edit == QLatin1String("percentile 95"))
            j["sla"]["percentile"] = 95;
        else if (edit == QLatin1String("gpus []"))
            j["gpus"] = json::array();
        else if (edit == QLatin1String("chunk -1"))
            j["runtime"] = {{"prefill_chunk_tokens", -1}};
        else if (edit.startsWith(QLatin1String("train"))) {
            j["mode"] = "train";
            j["workload"] = {{"tokens", 1e9}, {"deadline_hours", 10}};
            if (edit == QLatin1String("train batch")) {
                j.erase("sla");
                j["workload"]["global_batch"] = 512;
                j["workload"]["micro_batch"] = 3;
            }
        } else if (edit == QLatin1String("del name"))
            j.erase("name");
        else if (edit == QLatin1String("del model"))
            j.erase("model");
        else if (edit == QLatin1String("del workload"))
            j.erase("workload");
        else if (edit == QLatin1String("del rate"))
            j["workload"].erase("requests_per_s");
        else if (edit == QLatin1String("del precisions"))
            j.erase("precisions");
        else if (edit == QLatin1String("rate string"))
            j["workload"]["requests_per_s"] = "fast";
        else if (edit == QLatin1String("rate -3"))
            j["workload"]["requests_per_s"] = -3;
        else if (edit == QLatin1String("p95 low"))
            j["workload"]["input_tokens"]["p95"] = 100;
        else if (edit == QLatin1String("extra"))
            j["colour"] = "blue";
        else if (edit == QLatin1String("extra sla"))
            j["sla"]["ttft"] = 1;
        else if (edit == QLatin1String("model x"))
            j["model"] = "gpt-5";
        else if (edit == QLatin1String("gpu x"))
            j["gpus"] = {"h900"};
        else if (edit == QLatin1String("precision x"))
            j["precisions"] = {"bf16", "fp7"};
        else if (edit == QLatin1String("percentile"))
            j["sla"]["percentile"] = "p97";
        else if (edit == QLatin1String("schema 9"))
            j["schema"] = 9;
        else if (edit == QLatin1String("region x"))
            j["cost"]["region"] = "emea";
        else if (edit == QLatin1String("region 1"))
            j["cost"]["region"] = 1;
        else if (edit == QLatin1String("price tier x"))
            j["cost"]["price_tier"] = "boutique";
        else if (edit == QLatin1String("price tier 3"))
            j["cost"]["price_tier"] = 3;
        else if (edit == QLatin1String("schema 0"))
            j["schema"] = 0;
        else if (edit == QLatin1String("min replicas 0"))
            j["limits"] = {{"min_replicas", 0}};
        else if (edit == QLatin1String("min replicas 1.5"))
            j["limits"] = {{"min_replicas", 1.5}};
        else if (edit == QLatin1String("pessimistic 1"))
            j["sla"]["size_to_pessimistic"] = 1;
        else if (edit == QLatin1String("geforce yes"))
            j["allow_geforce"] = "yes";
        else if (edit == QLatin1String("no target"))
            j["sla"] = {{"percentile", "p95"}};
        else if (edit == QLatin1String("price x"))
            j["cost"] = {{"gpu_hour_usd", {{"h900", 2.0}}}};
        else if (edit == QLatin1String("price -1"))
            j["cost"] = {{"gpu_hour_usd", {{"l4", -1.0}}}};
        else if (edit == QLatin1String("tco price -1"))
            j["tco"] = {{"cloud", {{"on_demand_usd_per_gpu_hour", -1}}}};
        else if (edit == QLatin1String("tco horizon 0"))
            j["tco"] = {{"horizon_months", 0}};
        else if (edit == QLatin1String("tco pue"))
            j["tco"] = {{"on_prem", {{"pue", 0.8}}}};
        else if (edit == QLatin1String("tco weekly 3"))
            j["tco"] = {{"demand", {{"weekly_requests_per_s", {1, 2, 3}}}}};
        else if (edit == QLatin1String("tco two forms"))
            j["tco"] = {{"demand", {{"profile", "daytime"}, {"csv", "x.csv"}}}};
        else if (edit == QLatin1String("tco extra"))
            j["tco"] = {{"on_prem", {{"colour", 1}}}};
        else if (edit == QLatin1String("tco host"))
            j["tco"] = {{"on_prem", {{"server_usd_per_node", 1e5}, {"host_usd_per_node", 1e4}}}};
        else if (edit == QLatin1String("tco replicas 1.5"))
            j["tco"] = {{"cloud", {{"min_replicas", 1.5}}}};
        else if (edit == QLatin1String("engine x"))
            j["runtime"] = {{"engine", "tgi"}};
        else if (edit == QLatin1String("engine 1"))
            j["runtime"] = {{"engine", 1}};
        if (text.empty())
            text = j.dump();
        auto s = project::parseScenario(text, m_catalog);
        QVERIFY(!s.ok());
        QVERIFY2(QString::fromStdString(s.error().message).contains(expected),
                 s.error().message.c_str());
    }

    void schema2Fields() {
        // A schema 1 file loads with the schema 2 fields at their defaults.
        auto old = parse(valid());
        QVERIFY2(old.ok(), old.ok() ? "" : old.error().message.c_str());
        QCOMPARE(old->limits.minReplicas, 1);
        QCOMPARE(old->sla.sizeToPessimistic, false);
        QCOMPARE(old->allowGeForce, false);
        // Schema 2 reads them.
        json j = valid();
        j["schema"] = 2;
        j["sla"]["size_to_pessimistic"] = true;
        j["limits"] = {{"min_replicas", 2}};
        j["allow_geforce"] = true;
        auto s = parse(j);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        QCOMPARE(s->limits.minReplicas, 2);
        QCOMPARE(s->sla.sizeToPessimistic, true);
        QCOMPARE(s->allowGeForce, true);
    }

    void everyChoiceIsReadAsTheModelSpellsIt() {
        // Each option of model/ScenarioChoices, written in a file as its name spells it (a
        // string, a number or a JSON boolean), is read back as the option's value: the file
        // format and the editor's drop-downs name the same values.
        json training = valid();
        training.erase("sla");
        training["mode"] = "train";
        training["workload"] = {
            {"tokens", 2e9}, {"deadline_hours", 24}, {"global_batch", 64}, {"seq_len", 8192}};
        int checked = 0;
        for (const ScenarioChoice& choice : scenarioChoices()) {
            for (const ChoiceOption& option : choice.options) {
                const std::string path(choice.path);
                const bool trainingField =
                    path.starts_with("workload.") || (path == "mode" && option.name != "serve");
                json j = trainingField ? training : valid();
                json value = option.name;
                if (option.name == "true" || option.name == "false")
                    value = option.name == "true";
                else if (option.name.find_first_not_of("0123456789") == std::string::npos)
                    value = std::stoi(option.name);
                json* at = &j;
                for (size_t start = 0;;) {
                    const size_t dot = path.find('.', start);
                    at = &(*at)[path.substr(start, dot - start)];
                    if (dot == std::string::npos)
                        break;
                    start = dot + 1;
                }
                *at = value;
                auto s = parse(j);
                const std::string what = path + " = " + value.dump();
                QVERIFY2(s.ok(), (what + ": " + (s.ok() ? "" : s.error().message)).c_str());
                QVERIFY2(choice.get(*s) == option.value, what.c_str());
                ++checked;
            }
        }
        // mode 4, engine 4, ZeRO 4, recompute 3, cp 6, gradients 2, percentile 4, the five
        // switches 2 each (disaggregation's compare and mixed_gpus among them), price tier 8,
        // region 8, KV link 4.
        QCOMPARE(checked, 4 + 4 + 4 + 3 + 6 + 2 + 4 + 5 * 2 + 8 + 8 + 4);
    }

    void allProblemsReportedAtOnce() {
        json j = valid();
        j.erase("name");
        j["workload"]["requests_per_s"] = "fast";
        j["colour"] = 1;
        auto s = parse(j);
        QVERIFY(!s.ok());
        const QString m = QString::fromStdString(s.error().message);
        QVERIFY(m.contains(QStringLiteral("scenario.name")));
        QVERIFY(m.contains(QStringLiteral("scenario.workload.requests_per_s")));
        QVERIFY(m.contains(QStringLiteral("scenario.colour")));
    }
};

} // namespace tst_ScenarioJson_suite

QTEST_APPLESS_MAIN(tst_ScenarioJson_suite::TestScenarioJson)
#include "tst_ScenarioJson.moc"
