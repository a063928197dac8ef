// Scenario files written back: parseScenario(scenarioToJson(s)) gives `s` again, field by
// field with doubles bit-identical, and writing twice gives the same text. Covers the bundled
// example, every optional block with a full tco object, training, inline architectures (dense,
// MoE, MLA), a Hugging Face config and every catalog model.
#include "catalog/CatalogRows.h"
#include "model/ScenarioFields.h"
#include "project/ScenarioJson.h"
#include "project/ScenarioJsonWriter.h"

#include <QtTest>

#include <QFile>

#include <nlohmann/json.hpp>

#include <sstream>

namespace tst_ScenarioRoundTrip_suite {

using namespace rightsizer;
using namespace rightsizer::model;
using nlohmann::json;

namespace {

/// Collects the fields where two values differ, by name.
class Diff {
public:
    template <typename T> void check(const std::string& field, const T& a, const T& b) {
        if (!(a == b))
            m_fields.push_back(field);
    }
    template <typename T>
    void check(const std::string& field, const std::optional<T>& a, const std::optional<T>& b) {
        if (a.has_value() != b.has_value() || (a && !(*a == *b)))
            m_fields.push_back(field);
    }
    std::string text() const {
        std::ostringstream out;
        for (const std::string& f : m_fields)
            out << f << " ";
        return out.str();
    }
    bool empty() const { return m_fields.empty(); }

private:
    std::vector<std::string> m_fields;
};

bool sameProvenance(const std::map<std::string, Provenance>& a,
                    const std::map<std::string, Provenance>& b) {
    if (a.size() != b.size())
        return false;
    for (const auto& [key, p] : a) {
        auto it = b.find(key);
        if (it == b.end() || it->second.source != p.source || it->second.date != p.date ||
            it->second.note != p.note)
            return false;
    }
    return true;
}

void compareModels(Diff& d, const ModelSpec& a, const ModelSpec& b) {
    d.check("model.id", a.id, b.id);
    d.check("model.name", a.name, b.name);
    d.check("model.kind", a.kind, b.kind);
    d.check("model.layers", a.layers, b.layers);
    d.check("model.hidden", a.hidden, b.hidden);
    d.check("model.heads", a.heads, b.heads);
    d.check("model.kvHeads", a.kvHeads, b.kvHeads);
    d.check("model.headDim", a.headDim, b.headDim);
    d.check("model.ffn", a.ffn, b.ffn);
    d.check("model.vocab", a.vocab, b.vocab);
    d.check("model.tiedEmbeddings", a.tiedEmbeddings, b.tiedEmbeddings);
    d.check("model.gatedMlp", a.gatedMlp, b.gatedMlp);
    d.check("model.layerNormWithBias", a.layerNormWithBias, b.layerNormWithBias);
    d.check("model.attentionBias", a.attentionBias, b.attentionBias);
    d.check("model.qkvBias", a.qkvBias, b.qkvBias);
    d.check("model.mlpBias", a.mlpBias, b.mlpBias);
    d.check("model.lmHeadBias", a.lmHeadBias, b.lmHeadBias);
    d.check("model.parallelBlock", a.parallelBlock, b.parallelBlock);
    d.check("model.qkNorm", a.qkNorm, b.qkNorm);
    d.check("model.extraNormsPerLayer", a.extraNormsPerLayer, b.extraNormsPerLayer);
    d.check("model.maxContext", a.maxContext, b.maxContext);
    d.check("model.slidingWindow", a.slidingWindow, b.slidingWindow);
    d.check("model.slidingWindowAlternate", a.slidingWindowAlternate, b.slidingWindowAlternate);
    d.check("model.hasMoe", a.hasMoe, b.hasMoe);
    d.check("model.moe.experts", a.moe.experts, b.moe.experts);
    d.check("model.moe.expertsActive", a.moe.expertsActive, b.moe.expertsActive);
    d.check("model.moe.sharedExperts", a.moe.sharedExperts, b.moe.sharedExperts);
    d.check("model.moe.expertFfn", a.moe.expertFfn, b.moe.expertFfn);
    d.check("model.moe.sharedExpertFfn", a.moe.sharedExpertFfn, b.moe.sharedExpertFfn);
    d.check("model.moe.denseLayers", a.moe.denseLayers, b.moe.denseLayers);
    d.check("model.hasMla", a.hasMla, b.hasMla);
    d.check("model.mla.qLoraRank", a.mla.qLoraRank, b.mla.qLoraRank);
    d.check("model.mla.kvLoraRank", a.mla.kvLoraRank, b.mla.kvLoraRank);
    d.check("model.mla.qkNopeHeadDim", a.mla.qkNopeHeadDim, b.mla.qkNopeHeadDim);
    d.check("model.mla.qkRopeHeadDim", a.mla.qkRopeHeadDim, b.mla.qkRopeHeadDim);
    d.check("model.mla.vHeadDim", a.mla.vHeadDim, b.mla.vHeadDim);
    d.check("model.vision.imageSize", a.vision.imageSize, b.vision.imageSize);
    d.check("model.vision.patchSize", a.vision.patchSize, b.vision.patchSize);
    d.check("model.vision.channels", a.vision.channels, b.vision.channels);
    d.check("model.vision.numClasses", a.vision.numClasses, b.vision.numClasses);
    d.check("model.components.size", a.components.size(), b.components.size());
    for (size_t i = 0; i < std::min(a.components.size(), b.components.size()); ++i) {
        const std::string c = "model.components[" + std::to_string(i) + "].";
        d.check(c + "name", a.components[i].name, b.components[i].name);
        d.check(c + "params", a.components[i].params, b.components[i].params);
        d.check(c + "source", a.components[i].source, b.components[i].source);
    }
    const DiffusionSpec& x = a.diffusion;
    const DiffusionSpec& y = b.diffusion;
    d.check("model.diffusion.defaultResolution", x.defaultResolution, y.defaultResolution);
    d.check("model.diffusion.defaultSteps", x.defaultSteps, y.defaultSteps);
    d.check("model.diffusion.latentDownsample", x.latentDownsample, y.latentDownsample);
    d.check("model.diffusion.latentChannels", x.latentChannels, y.latentChannels);
    d.check("model.diffusion.gflopsPerStepAtDefault", x.gflopsPerStepAtDefault,
            y.gflopsPerStepAtDefault);
    d.check("model.publishedParamsTotal", a.publishedParamsTotal, b.publishedParamsTotal);
    d.check("model.publishedParamsActive", a.publishedParamsActive, b.publishedParamsActive);
    d.check("model.provenance", sameProvenance(a.provenance, b.provenance), true);
}

void compareTco(Diff& d, const TcoInputs& a, const TcoInputs& b) {
    d.check("tco.horizonMonths", a.horizonMonths, b.horizonMonths);
    d.check("tco.discountRatePerYear", a.discountRatePerYear, b.discountRatePerYear);
    d.check("tco.growthPerYear", a.growthPerYear, b.growthPerYear);
    d.check("tco.weeklyRequestsPerS", a.weeklyRequestsPerS, b.weeklyRequestsPerS);
    d.check("tco.demandSource", a.demandSource, b.demandSource);
    d.check("tco.demandCsv", a.demandCsv, b.demandCsv);
    d.check("tco.trainingRunsPerMonth", a.trainingRunsPerMonth, b.trainingRunsPerMonth);
    const CloudTcoInputs& c = a.cloud;
    const CloudTcoInputs& e = b.cloud;
    d.check("tco.cloud.provider", c.provider, e.provider);
    d.check("tco.cloud.onDemand", c.onDemandUsdPerGpuHour, e.onDemandUsdPerGpuHour);
    d.check("tco.cloud.reserved1y", c.reserved1yUsdPerGpuHour, e.reserved1yUsdPerGpuHour);
    d.check("tco.cloud.reserved3y", c.reserved3yUsdPerGpuHour, e.reserved3yUsdPerGpuHour);
    d.check("tco.cloud.spot", c.spotUsdPerGpuHour, e.spotUsdPerGpuHour);
    d.check("tco.cloud.autoscale", c.autoscale, e.autoscale);
    d.check("tco.cloud.minReplicas", c.minReplicas, e.minReplicas);
    d.check("tco.cloud.scaleUpDelayMinutes", c.scaleUpDelayMinutes, e.scaleUpDelayMinutes);
    const OnPremTcoInputs& p = a.onPrem;
    const OnPremTcoInputs& q = b.onPrem;
    d.check("tco.onPrem.serverUsdPerNode", p.serverUsdPerNode, q.serverUsdPerNode);
    d.check("tco.onPrem.hostUsdPerNode", p.hostUsdPerNode, q.hostUsdPerNode);
    d.check("tco.onPrem.gpusPerNode", p.gpusPerNode, q.gpusPerNode);
    d.check("tco.onPrem.networkUsdPerNode", p.networkUsdPerNode, q.networkUsdPerNode);
    d.check("tco.onPrem.installUsdPerNode", p.installUsdPerNode, q.installUsdPerNode);
    d.check("tco.onPrem.depreciationYears", p.depreciationYears, q.depreciationYears);
    d.check("tco.onPrem.financingRatePerYear", p.financingRatePerYear, q.financingRatePerYear);
    d.check("tco.onPrem.residualFraction", p.residualFraction, q.residualFraction);
    d.check("tco.onPrem.gpuAverageLoad", p.gpuAverageLoad, q.gpuAverageLoad);
    d.check("tco.onPrem.hostPowerWPerNode", p.hostPowerWPerNode, q.hostPowerWPerNode);
    d.check("tco.onPrem.pue", p.pue, q.pue);
    d.check("tco.onPrem.electricityUsdPerKwh", p.electricityUsdPerKwh, q.electricityUsdPerKwh);
    d.check("tco.onPrem.spaceUsdPerKwMonth", p.spaceUsdPerKwMonth, q.spaceUsdPerKwMonth);
    d.check("tco.onPrem.supportFractionPerYear", p.supportFractionPerYear,
            q.supportFractionPerYear);
    d.check("tco.onPrem.staffFtePerNode", p.staffFtePerNode, q.staffFtePerNode);
    d.check("tco.onPrem.staffUsdPerFteYear", p.staffUsdPerFteYear, q.staffUsdPerFteYear);
    d.check("tco.given", a.given, b.given);
}

/// Every field of the scenario, by name; empty when equal.
std::string differences(const Scenario& a, const Scenario& b) {
    Diff d;
    d.check("name", a.name, b.name);
    d.check("description", a.description, b.description);
    compareModels(d, a.model, b.model);
    d.check("mode", a.mode, b.mode);
    d.check("serving.requestsPerS", a.serving.requestsPerS, b.serving.requestsPerS);
    d.check("serving.meanRequestsPerS", a.serving.meanRequestsPerS, b.serving.meanRequestsPerS);
    d.check("serving.input.mean", a.serving.inputTokens.mean, b.serving.inputTokens.mean);
    d.check("serving.input.p95", a.serving.inputTokens.p95, b.serving.inputTokens.p95);
    d.check("serving.output.mean", a.serving.outputTokens.mean, b.serving.outputTokens.mean);
    d.check("serving.output.p95", a.serving.outputTokens.p95, b.serving.outputTokens.p95);
    const TrainingDemand& t = a.training;
    const TrainingDemand& u = b.training;
    d.check("training.tokens", t.tokens, u.tokens);
    d.check("training.deadlineHours", t.deadlineHours, u.deadlineHours);
    d.check("training.bytesPerToken", t.bytesPerToken, u.bytesPerToken);
    d.check("training.seqLen", t.workload.seqLen, u.workload.seqLen);
    d.check("training.globalBatch", t.workload.globalBatch, u.workload.globalBatch);
    d.check("training.microBatch", t.workload.microBatch, u.workload.microBatch);
    d.check("training.zeroStage", t.workload.zeroStage, u.workload.zeroStage);
    d.check("training.recompute", t.workload.recompute, u.workload.recompute);
    d.check("training.loraRank", t.workload.loraRank, u.workload.loraRank);
    d.check("training.contextParallel", t.workload.contextParallel, u.workload.contextParallel);
    d.check("training.fp32Gradients", t.workload.fp32Gradients, u.workload.fp32Gradients);
    d.check("sla.percentile", a.sla.percentile, b.sla.percentile);
    d.check("sla.ttftS", a.sla.ttftS, b.sla.ttftS);
    d.check("sla.tpotS", a.sla.tpotS, b.sla.tpotS);
    d.check("sla.minOutputTokensPerS", a.sla.minOutputTokensPerS, b.sla.minOutputTokensPerS);
    d.check("precisions", a.precisions, b.precisions);
    d.check("kvPrecision", a.kvPrecision, b.kvPrecision);
    d.check("allowNonNative", a.allowNonNative, b.allowNonNative);
    d.check("allowGeForce", a.allowGeForce, b.allowGeForce);
    d.check("sla.sizeToPessimistic", a.sla.sizeToPessimistic, b.sla.sizeToPessimistic);
    d.check("limits.minReplicas", a.limits.minReplicas, b.limits.minReplicas);
    d.check("gpuIds", a.gpuIds, b.gpuIds);
    d.check("limits.maxGpus", a.limits.maxGpus, b.limits.maxGpus);
    d.check("limits.gpusPerNode", a.limits.gpusPerNode, b.limits.gpusPerNode);
    d.check("limits.headroom", a.limits.headroom, b.limits.headroom);
    d.check("limits.overProvisionedBelow", a.limits.overProvisionedBelow,
            b.limits.overProvisionedBelow);
    d.check("limits.memoryIdleBelow", a.limits.memoryIdleBelow, b.limits.memoryIdleBelow);
    d.check("cost.currency", a.cost.currency, b.cost.currency);
    d.check("cost.gpuHourUsd", a.cost.gpuHourUsd, b.cost.gpuHourUsd);
    d.check("cost.hoursPerMonth", a.cost.hoursPerMonth, b.cost.hoursPerMonth);
    const RuntimeAssumptions& r = a.runtime;
    const RuntimeAssumptions& s = b.runtime;
    d.check("runtime.engine", r.engine, s.engine);
    d.check("runtime.memoryUtilization", r.memoryUtilization, s.memoryUtilization);
    d.check("runtime.trainMemoryUtilization", r.trainMemoryUtilization, s.trainMemoryUtilization);
    d.check("runtime.overheadBytes", r.overheadBytes, s.overheadBytes);
    d.check("runtime.collectiveOverheadBytes", r.collectiveOverheadBytes,
            s.collectiveOverheadBytes);
    d.check("runtime.prefillChunkTokens", r.prefillChunkTokens, s.prefillChunkTokens);
    d.check("runtime.maxBatch", r.maxBatch, s.maxBatch);
    d.check("runtime.networkBytesPerSPerGpu", r.networkBytesPerSPerGpu, s.networkBytesPerSPerGpu);
    d.check("sweep.batches", a.sweep.batches, b.sweep.batches);
    d.check("sweep.contexts", a.sweep.contexts, b.sweep.contexts);
    compareTco(d, a.tco, b.tco);
    return d.text();
}

} // namespace

class TestScenarioRoundTrip final : public QObject {
    Q_OBJECT

private:
    catalog::Catalog m_catalog;

    static json serving() {
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

    /// Every optional block, and a tco object with every key (odd percentages included).
    static json everything() {
        json j = serving();
        j["description"] = "Every block — with non-ASCII text (€, ≤) and \"quotes\"";
        j["mode"] = "serve";
        j["sla"] = {{"percentile", "p90"},
                    {"ttft_ms", 733.3},
                    {"tpot_ms", 37.5},
                    {"min_output_tokens_per_s", 1234.5}};
        j["precisions"] = {"bf16", "fp8", "int4", "gguf-q4_k_m"};
        j["kv_precision"] = "fp8";
        j["allow_non_native"] = true;
        j["gpus"] = {"h100-sxm", "l4", "a100-sxm-80gb"};
        j["limits"] = {{"max_gpus", 48},
                       {"gpus_per_node", 4},
                       {"headroom_percent", 7},
                       {"over_provisioned_below_percent", 33.3},
                       {"memory_idle_below_percent", 57}};
        j["cost"] = {{"currency", "USD"},
                     {"gpu_hour_usd", {{"h100-sxm", 2.49}, {"l4", 0.71}}},
                     {"hours_per_month", 720}};
        j["runtime"] = {{"engine", "sglang"},           {"memory_utilization", 0.87},
                        {"overhead_gib", 1.3},          {"max_batch", 512},
                        {"prefill_chunk_tokens", 4096}, {"network_gb_per_s_per_gpu", 12.5}};
        j["sweep"] = {{"batches", {1, 3, 17, 256}}, {"contexts", {1000, 4096, 30000.5}}};
        json weekly = json::array();
        for (int h = 0; h < kHoursPerWeek; ++h)
            weekly.push_back(0.3 + 0.1 * h);
        j["tco"] = {{"horizon_months", 60},
                    {"discount_rate_percent", 7.1},
                    {"growth_percent_per_year", 33},
                    {"training_runs_per_month", 2},
                    {"demand", {{"weekly_requests_per_s", weekly}}},
                    {"cloud",
                     {{"provider", "AWS EC2"},
                      {"on_demand_usd_per_gpu_hour", 4.1},
                      {"reserved_1y_usd_per_gpu_hour", 3.07},
                      {"reserved_3y_usd_per_gpu_hour", 2.2},
                      {"spot_usd_per_gpu_hour", 1.9},
                      {"autoscale", false},
                      {"min_replicas", 0},
                      {"scale_up_delay_minutes", 4.5}}},
                    {"on_prem",
                     {{"server_usd_per_node", 310000},
                      {"gpus_per_node", 4},
                      {"network_usd_per_node", 15000},
                      {"install_usd_per_node", 2500},
                      {"depreciation_years", 5},
                      {"financing_rate_percent", 6.9},
                      {"residual_percent", 12.3},
                      {"gpu_average_load_percent", 64.7},
                      {"host_power_w_per_node", 1800},
                      {"pue", 1.45},
                      {"electricity_usd_per_kwh", 0.113},
                      {"space_usd_per_kw_month", 175},
                      {"support_percent_per_year", 9.7},
                      {"staff_fte_per_node", 0.07},
                      {"staff_usd_per_fte_year", 185000}}}};
        return j;
    }

    Result<Scenario> parse(const std::string& text) const {
        return project::parseScenario(text, m_catalog);
    }

    /// parse(write(s)) == s field by field, and write(parse(write(s))) == write(s) as text.
    void checkRoundTrip(const Scenario& s) {
        const std::string written = project::scenarioToJsonText(s, m_catalog);
        auto back = parse(written);
        QVERIFY2(back.ok(), back.ok() ? "" : (back.error().message + "\n" + written).c_str());
        const std::string diff = differences(s, *back);
        QVERIFY2(diff.empty(), ("fields differ: " + diff + "\n" + written).c_str());
        QCOMPARE(project::scenarioToJsonText(*back, m_catalog), written);
    }

    Scenario parsed(const json& j) {
        auto s = parse(j.dump());
        if (!s.ok())
            qWarning("%s", s.error().message.c_str());
        return s.ok() ? *s : Scenario{};
    }

private slots:
    void initTestCase() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        m_catalog = c.value();
    }

    void bundledExample() {
        QFile f(
            QStringLiteral(RIGHTSIZER_SOURCE_DIR "/resources/examples/llama-3.1-70b-chat.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        auto s = parse(f.readAll().toStdString());
        QVERIFY(s.ok());
        checkRoundTrip(*s);
        // The catalog model is written as its id; the example's tco keys come back as given.
        const json j = json::parse(project::scenarioToJsonText(*s, m_catalog));
        QCOMPARE(j["model"], json("llama-3.1-70b"));
        QCOMPARE(j["tco"]["growth_percent_per_year"], json(40));
        QCOMPARE(j["tco"]["cloud"]["min_replicas"], json(1));
        QVERIFY(!j["tco"].contains("on_prem"));
        QCOMPARE(j["limits"]["headroom_percent"], json(20));
    }

    void minimalServing() { checkRoundTrip(parsed(serving())); }

    void everyOptionalBlock() {
        const Scenario s = parsed(everything());
        QCOMPARE(s.tco.given.size(), size_t(25));
        QCOMPARE(s.runtime.engine, Engine::Sglang);
        checkRoundTrip(s);
        // Percentages read as typed: 7 % is written 7, not 7.000000000000001.
        const json j = json::parse(project::scenarioToJsonText(s, m_catalog));
        QCOMPARE(j["limits"]["headroom_percent"], json(7));
        QCOMPARE(j["tco"]["on_prem"]["residual_percent"], json(12.3));
        QCOMPARE(j["sla"]["ttft_ms"], json(733.3));
        QCOMPARE(j["runtime"]["network_gb_per_s_per_gpu"], json(12.5));
    }

    void everyEngine_data() {
        QTest::addColumn<int>("engine");
        QTest::addColumn<QString>("name");
        QTest::newRow("vLLM") << int(Engine::Vllm) << "vllm";
        QTest::newRow("SGLang") << int(Engine::Sglang) << "sglang";
        QTest::newRow("TensorRT-LLM") << int(Engine::Trtllm) << "trtllm";
        QTest::newRow("llama.cpp") << int(Engine::LlamaCpp) << "llama.cpp";
    }
    void everyEngine() {
        QFETCH(int, engine);
        QFETCH(QString, name);
        Scenario s = parsed(serving());
        s.runtime.engine = static_cast<Engine>(engine);
        checkRoundTrip(s);
        // Written by name, in the runtime block.
        const json j = json::parse(project::scenarioToJsonText(s, m_catalog));
        QCOMPARE(j["runtime"]["engine"], json(name.toStdString()));
    }

    void demandCsvIsKeptAsAPath() {
        json j = everything();
        j["tco"]["demand"] = {{"csv", "demand/week.csv"}};
        const Scenario s = parsed(j);
        QCOMPARE(s.tco.demandCsv, std::string("demand/week.csv"));
        checkRoundTrip(s);
    }

    void schemaFollowsTheFieldsUsed() {
        // Without a schema 2 field the file stays schema 1 (older versions read it) and has none
        // of the new keys; with one it is schema 2 and round-trips.
        Scenario s = parsed(serving());
        json j = json::parse(project::scenarioToJsonText(s, m_catalog));
        QCOMPARE(j["schema"], json(1));
        QVERIFY(!j["limits"].contains("min_replicas"));
        QVERIFY(!j["sla"].contains("size_to_pessimistic"));
        QVERIFY(!j.contains("allow_geforce"));
        s.limits.minReplicas = 2;
        j = json::parse(project::scenarioToJsonText(s, m_catalog));
        QCOMPARE(j["schema"], json(2));
        QCOMPARE(j["limits"]["min_replicas"], json(2));
        checkRoundTrip(s);
        s.limits.minReplicas = 1;
        s.sla.sizeToPessimistic = true;
        s.allowGeForce = true;
        j = json::parse(project::scenarioToJsonText(s, m_catalog));
        QCOMPARE(j["schema"], json(2));
        QCOMPARE(j["sla"]["size_to_pessimistic"], json(true));
        QCOMPARE(j["allow_geforce"], json(true));
        checkRoundTrip(s);
    }

    void wellEvidencedPricesOnlyRoundTripsAsSchema4() {
        json j = serving();
        j["cost"] = {{"well_evidenced_prices_only", true}};
        const Scenario s = parsed(j);
        QVERIFY(s.cost.wellEvidencedPricesOnly);
        checkRoundTrip(s);
        const json written = json::parse(project::scenarioToJsonText(s, m_catalog));
        QCOMPARE(written["schema"], 4);
        QCOMPARE(written["cost"]["well_evidenced_prices_only"], true);
        // Left out at its default; the file stays at the oldest schema that holds it.
        const json plain = json::parse(project::scenarioToJsonText(parsed(serving()), m_catalog));
        QVERIFY(!plain["cost"].contains("well_evidenced_prices_only"));
        QCOMPARE(plain["schema"], 1);
    }

    void priceTierRoundTripsAsSchema5() {
        json j = serving();
        j["cost"] = {{"price_tier", "specialist"}};
        const Scenario s = parsed(j);
        QCOMPARE(s.cost.priceTier, model::PriceTier::Specialist);
        checkRoundTrip(s);
        const json written = json::parse(project::scenarioToJsonText(s, m_catalog));
        QCOMPARE(written["schema"], 5);
        QCOMPARE(written["cost"]["price_tier"], "specialist");
        // Left out at its default.
        const json plain = json::parse(project::scenarioToJsonText(parsed(serving()), m_catalog));
        QVERIFY(!plain["cost"].contains("price_tier"));
    }

    void regionAndNewTiersRoundTripAsSchema8() {
        json j = serving();
        j["cost"] = {{"price_tier", "reserved-1y"}, {"region", "eu-west"}};
        const Scenario s = parsed(j);
        QCOMPARE(s.cost.priceTier, model::PriceTier::Reserved1y);
        QCOMPARE(s.cost.priceRegion, model::PriceRegion::EuWest);
        checkRoundTrip(s);
        const json written = json::parse(project::scenarioToJsonText(s, m_catalog));
        QCOMPARE(written["schema"], 8);
        QCOMPARE(written["cost"]["price_tier"], "reserved-1y");
        QCOMPARE(written["cost"]["region"], "eu-west");
        // A region alone is schema 8 too; an older tier with no region stays schema 5.
        j["cost"] = {{"region", "ap-northeast"}};
        QCOMPARE(json::parse(project::scenarioToJsonText(parsed(j), m_catalog))["schema"], 8);
        j["cost"] = {{"price_tier", "marketplace"}};
        QCOMPARE(json::parse(project::scenarioToJsonText(parsed(j), m_catalog))["schema"], 5);
        const json plain = json::parse(project::scenarioToJsonText(parsed(serving()), m_catalog));
        QVERIFY(!plain["cost"].contains("region"));
    }

    void meanRequestsRoundTrip() {
        // An old file has no workload.mean_requests_per_s: it loads with none (the profile's
        // mean applies), and is written back without it, still schema 1.
        Scenario s = parsed(serving());
        QVERIFY(!s.serving.meanRequestsPerS.has_value());
        QCOMPARE(s.serving.requestsPerS, 12.5);
        json j = json::parse(project::scenarioToJsonText(s, m_catalog));
        QCOMPARE(j["schema"], json(1));
        QVERIFY(!j["workload"].contains("mean_requests_per_s"));
        // Given, it is schema 3 (older versions would refuse the unknown key) and round-trips.
        s.serving.meanRequestsPerS = 7.25;
        j = json::parse(project::scenarioToJsonText(s, m_catalog));
        QCOMPARE(j["schema"], json(3));
        QCOMPARE(j["workload"]["mean_requests_per_s"], json(7.25));
        checkRoundTrip(s);
        auto back = parse(j.dump());
        QVERIFY(back.ok());
        QCOMPARE(back->serving.meanRequestsPerS.value_or(0), 7.25);
        // A file that writes it loads it.
        json given = serving();
        given["schema"] = 3;
        given["workload"]["mean_requests_per_s"] = 5;
        QCOMPARE(parsed(given).serving.meanRequestsPerS.value_or(0), 5.0);
    }

    void valuesSetInCode() {
        // Fractions no person types: the writer finds the percentage that divides back exactly.
        Scenario s = parsed(everything());
        s.limits.headroom = 0.29;
        s.limits.overProvisionedBelow = 0.1 + 0.2;
        s.sla.ttftS = 0.1 + 0.7;
        s.tco.onPrem.residualFraction = 0.123456789012345678;
        s.tco.discountRatePerYear = 0.07;
        s.runtime.overheadBytes = 1.7e9;
        s.runtime.networkBytesPerSPerGpu = 3.3e10 / 7;
        checkRoundTrip(s);
    }

    void training_data() {
        QTest::addColumn<QString>("mode");
        QTest::newRow("train") << QStringLiteral("train");
        QTest::newRow("lora") << QStringLiteral("lora");
        QTest::newRow("qlora") << QStringLiteral("qlora");
    }

    void training() {
        QFETCH(QString, mode);
        json j = serving();
        j.erase("sla");
        j["mode"] = mode.toStdString();
        j["workload"] = {{"tokens", 2.5e9},         {"deadline_hours", 36.5},
                         {"seq_len", 8192},         {"global_batch", 512},
                         {"micro_batch", 2},        {"zero", 3},
                         {"recompute", "full"},     {"lora_rank", 64},
                         {"bytes_per_token", 4.5},  {"cp", 2},
                         {"grad_precision", "fp32"}};
        j["tco"] = {{"training_runs_per_month", 3.5}, {"horizon_months", 24}};
        const Scenario s = parsed(j);
        QCOMPARE(s.training.workload.zeroStage, 3);
        QCOMPARE(s.training.workload.contextParallel, 2);
        QVERIFY(s.training.workload.fp32Gradients);
        checkRoundTrip(s);
        const json written = json::parse(project::scenarioToJsonText(s, m_catalog));
        QVERIFY(!written.contains("sla"));
        QCOMPARE(written["workload"]["grad_precision"], "fp32");
        // At their defaults (cp 1, 16-bit gradients) both stay out of the file.
        j["workload"].erase("cp");
        j["workload"]["grad_precision"] = "16bit";
        const json lean = json::parse(project::scenarioToJsonText(parsed(j), m_catalog));
        QVERIFY(!lean["workload"].contains("cp"));
        QVERIFY(!lean["workload"].contains("grad_precision"));
    }

    void everySchemaFieldRoundTrips() {
        // Each numeric field of model/ScenarioFields.cpp, set to a value inside its range (a
        // quarter of the way up, whole where it must be), is written under its key and read
        // back to the same stored double, in the mode whose workload holds it.
        const Scenario serve = parsed(serving());
        json trainJson = serving();
        trainJson.erase("sla");
        trainJson["mode"] = "train";
        trainJson["workload"] = {{"tokens", 2e9}, {"deadline_hours", 24}, {"global_batch", 64}};
        const Scenario train = parsed(trainJson);
        int checked = 0;
        for (const ScenarioField& f : scenarioFields()) {
            const bool training =
                f.path.starts_with("workload.") && !f.path.starts_with("workload.requests_per_s") &&
                !f.path.starts_with("workload.mean_") && !f.path.starts_with("workload.input_") &&
                !f.path.starts_with("workload.output_") && !f.path.starts_with("workload.prefix");
            Scenario s = training ? train : serve;
            // Written only while speculative decoding is on (schema 6).
            if (f.path.starts_with("runtime.speculative."))
                s.runtime.speculative.method = Speculation::Mtp;
            const double lo = f.lowest(s), hi = f.highest(s);
            double v = lo + (hi - lo) / 4.0;
            if (f.whole)
                v = std::floor(v);
            if (f.path == "workload.cp") // must divide the sequence into 2 x cp chunks
                v = 2;
            if (f.path == "workload.micro_batch") // must divide the global batch
                v = 16;
            if (f.path.ends_with(".mean")) // at most the p95 (2400 and 500 tokens)
                v = 100;
            f.setFileValue(s, v);
            QVERIFY2(checkScenarioField(s, f.path).ok(), std::string(f.path).c_str());
            const json written = json::parse(project::scenarioToJsonText(s, m_catalog));
            const json* at = &written; // the file's key at the field's path
            for (std::string_view rest = f.path; at && !rest.empty();) {
                const size_t dot = rest.find('.');
                const std::string key(rest.substr(0, dot));
                at = at->contains(key) ? &(*at)[key] : nullptr;
                rest = dot == std::string_view::npos ? std::string_view() : rest.substr(dot + 1);
            }
            QVERIFY2(at && at->is_number(), std::string(f.path).c_str());
            auto back = parse(written.dump());
            QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
            QVERIFY2(f.get(*back) == f.get(s), std::string(f.path).c_str());
            ++checked;
        }
        QCOMPARE(checked, int(scenarioFields().size()));
        QVERIFY(checked >= 30);
    }

    void schemaRangesNameTheFieldAndUnit() {
        Scenario s = parsed(serving());
        // Stored in seconds, checked and reported in the file's ms.
        s.sla.ttftS = -0.005;
        auto e = checkScenarioField(s, "sla.ttft_ms");
        QVERIFY(!e.ok());
        QCOMPARE(e.error().message, std::string("sla.ttft_ms: got -5 ms, accepted 0 to 600000 ms"));
        // A bound that depends on the scenario says so: the mean is at most the peak (12.5).
        s.serving.meanRequestsPerS = 20;
        e = checkScenarioField(s, "workload.mean_requests_per_s");
        QVERIFY(!e.ok());
        QCOMPARE(
            e.error().message,
            std::string("workload.mean_requests_per_s: got 20 requests/s, accepted 0.000001 to "
                        "12.5 requests/s (at most the peak)"));
        // 0 is the engine's default for the scheduler fields; 1..63 tokens are refused.
        s.runtime.prefillChunkTokens = 0;
        QVERIFY(checkScenarioField(s, "runtime.prefill_chunk_tokens").ok());
        s.runtime.prefillChunkTokens = 32;
        QVERIFY(!checkScenarioField(s, "runtime.prefill_chunk_tokens").ok());
        // The same message reaches a parsed file.
        json j = serving();
        j["runtime"] = {{"prefill_chunk_tokens", 32}};
        auto parsedFile = parse(j.dump());
        QVERIFY(!parsedFile.ok());
        QVERIFY2(parsedFile.error().message.find(
                     "runtime.prefill_chunk_tokens: got 32 tokens, accepted 64 to 1048576 "
                     "tokens") != std::string::npos,
                 parsedFile.error().message.c_str());
    }

    void inlineArchitecture_data() {
        QTest::addColumn<QString>("base");
        QTest::newRow("dense (llama-3.1-8b)") << QStringLiteral("llama-3.1-8b");
        QTest::newRow("MoE (mixtral-8x7b)") << QStringLiteral("mixtral-8x7b");
        QTest::newRow("MoE (qwen3-235b-a22b)") << QStringLiteral("qwen3-235b-a22b");
        QTest::newRow("MoE + MLA (deepseek-r1)") << QStringLiteral("deepseek-r1");
        QTest::newRow("sliding window (gemma-2-27b)") << QStringLiteral("gemma-2-27b");
        QTest::newRow("parallel block (falcon-180b)") << QStringLiteral("falcon-180b");
    }

    void inlineArchitecture() {
        QFETCH(QString, base);
        const ModelSpec* entry = m_catalog.findModel(base.toStdString());
        QVERIFY(entry);
        // A catalog model with a changed id and size: written as an architecture.
        json arch = json::parse(catalog::modelToJson(*entry).dump());
        arch["id"] = "my-" + base.toStdString();
        arch["name"] = "My model";
        arch["max_context"] = 65536.0;
        json j = serving();
        j["model"] = {{"architecture", arch}};
        j["precisions"] = {"bf16"};
        const Scenario s = parsed(j);
        QCOMPARE(s.model.id, "my-" + base.toStdString());
        QCOMPARE(s.model.hasMoe, entry->hasMoe);
        QCOMPARE(s.model.hasMla, entry->hasMla);
        checkRoundTrip(s);
        const json written = json::parse(project::scenarioToJsonText(s, m_catalog));
        QVERIFY(written["model"].contains("architecture"));
    }

    void catalogIdWithOtherFieldsIsAnArchitecture() {
        // Same id as a catalog entry but another architecture: the id alone would lose it.
        Scenario s = parsed(serving());
        s.model.layers = 40;
        checkRoundTrip(s);
        const json written = json::parse(project::scenarioToJsonText(s, m_catalog));
        QVERIFY(written["model"].contains("architecture"));
    }

    void hfConfigModel() {
        json j = serving();
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
        const Scenario s = parsed(j);
        QCOMPARE(s.model.id, std::string("my-mistral"));
        checkRoundTrip(s);
    }

    void everyCatalogModel() {
        // modelToJson is parseModelObject's inverse for every entry, provenance included.
        for (const ModelSpec& m : m_catalog.models) {
            auto back = catalog::parseModelObject(catalog::modelToJson(m).dump());
            QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
            Diff d;
            compareModels(d, m, *back);
            QVERIFY2(d.empty(), (m.id + ": " + d.text()).c_str());
        }
    }

    void percentValues_data() {
        QTest::addColumn<double>("fraction");
        QTest::addColumn<bool>("exact");
        // Every fraction the parser made (percent / 100) is found again exactly. Some doubles
        // are no double divided by 100 (the percentages' spacing / 100 exceeds the fractions'
        // spacing): those come back as the nearest one, within one ulp.
        QTest::newRow("0.07") << 0.07 << true;
        QTest::newRow("0.2") << 0.2 << true;
        QTest::newRow("0.1 + 0.2") << 0.1 + 0.2 << true;
        QTest::newRow("0.29") << 0.29 << true;
        QTest::newRow("0.57") << 0.57 << true;
        QTest::newRow("33.3 / 100") << 33.3 / 100 << true;
        QTest::newRow("1/3") << 1.0 / 3.0 << false;
    }

    void percentValues() {
        QFETCH(double, fraction);
        QFETCH(bool, exact);
        const double back = project::valueForDivision(fraction, 100) / 100;
        if (exact)
            QVERIFY(back == fraction);
        else
            QVERIFY(back == std::nextafter(fraction, 0.0) || back == std::nextafter(fraction, 1.0));
    }
};

} // namespace tst_ScenarioRoundTrip_suite

QTEST_APPLESS_MAIN(tst_ScenarioRoundTrip_suite::TestScenarioRoundTrip)
#include "tst_ScenarioRoundTrip.moc"
