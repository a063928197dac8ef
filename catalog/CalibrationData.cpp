#include "CalibrationData.h"

#include "BundledData.h"
#include "Csv.h"
#include "JsonReader.h"

#include <algorithm>
#include <charconv>

namespace rightsizer::catalog {
namespace {

using namespace rightsizer::model;

/// TensorRT-LLM's kv_cache_free_gpu_mem_fraction in the published runs (0.95, per the tables'
/// notes): the fraction of memory the runtime may use at maximum load.
constexpr double kTrtLlmMemoryFraction = 0.95;

/// The closed-loop protocol behind a TTFT-at-concurrency row. aiconfigurator's sample carries
/// runs "measured=2025-10-29" on the grid of SemiAnalysis InferenceMAX (Llama-3.1-70B, ISL/OSL
/// 1024/1024, 1024/8192, 8192/1024, 4-128 clients): InferenceMAX's client is vLLM's
/// benchmark_serving with --random-range-ratio 0.8 (lengths drawn from [0.8 x len, len]),
/// --num-prompts 10 x conc and no warm-up, the mean taken over every request
/// (InferenceMAX README, "Benchmark Client Configuration"; copy at
/// github.com/jyothisambolu/InferenceMAX). The other
/// rows keep the simulation's default protocol (fixed lengths, no warm-up, the first
/// max(100, 10 x conc) requests measured: what their TTFTs show, docs/accuracy.md).
void applyBenchmarkProtocol(ServingMeasurement& m) {
    if (m.metric != ServingMetric::TtftAtConcurrencyS ||
        m.framework.find("measured=2025-10-29") == std::string::npos)
        return;
    m.lengthFrom = 0.8;
    m.warmupRequests = 0;
    m.measuredRequests = 10 * std::max(1, m.request.serve.concurrency);
}

/// How aiconfigurator's harness launched the engine behind a run, where it departs from the
/// engine's defaults. Its benchmark rule for SGLang (generator/rule_plugin/benchmark/
/// sglang.rule, ai-dynamo/aiconfigurator) sets, for aggregated serving, max_prefill_tokens =
/// ISL + 1 500 and enable_mixed_chunk true. Every version's launch template
/// (generator/config/backend_templates/sglang/cli_args[.<version>].j2) passes the first; of
/// the versions in the sample only 0.5.6.post2's passes --enable-mixed-chunk (0.5.1.post1's
/// and the generic one look for an "enable-mix-chunk" key the rule does not set). A pass then
/// carries at most min(chunked_prefill_size, ISL + 1 500) tokens; the 0.5.6.post2 runs mix
/// their prompt chunks into the decode passes, and their TTFTs are those of clients spread
/// over a request's duration rather than of cohorts (docs/accuracy.md).
void applyHarnessSettings(ServingMeasurement& m) {
    EstimateRequest& q = m.request;
    if (m.dataset != "aiconfigurator" || q.runtime.engine != Engine::Sglang)
        return;
    q.runtime.mixedChunk = m.framework.rfind("sglang 0.5.6.post2", 0) == 0;
    q.runtime.prefillChunkTokens =
        std::min(engineTokenBudget(Engine::Sglang, q.gpu), q.serve.inputTokens + 1500.0);
}

struct RowReader {
    const CsvRow& row;
    std::vector<std::string>& problems;

    /// A problem with this row, prefixed with its line.
    void fail(const std::string& what) const {
        problems.push_back("line " + std::to_string(row.line) + ": " + what);
    }

    std::string text(const char* key) const {
        auto it = row.fields.find(key);
        if (it == row.fields.end() || it->second.empty()) {
            problems.push_back("line " + std::to_string(row.line) + ": " + key + " is empty");
            return {};
        }
        return it->second;
    }
    double number(const char* key, double lo, double hi) const {
        const std::string t = text(key);
        double v = 0;
        auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
        if (t.empty())
            return lo;
        if (ec != std::errc() || end != t.data() + t.size() || v < lo || v > hi) {
            problems.push_back("line " + std::to_string(row.line) + ": " + key + " '" + t +
                               "' is not a number in " + std::to_string(lo) + " to " +
                               std::to_string(hi));
            return lo;
        }
        return v;
    }
};

void readServing(const CsvTable& t, const std::string& dataset, const Catalog& c,
                 CalibrationData& out, std::vector<std::string>& problems) {
    for (const CsvRow& row : t.rows) {
        const size_t before = problems.size();
        RowReader r{row, problems};
        ServingMeasurement m;
        m.caseId = r.text("case_id");
        const ModelSpec* model = c.findModel(r.text("model_id"));
        const GpuSpec* gpu = c.findGpu(r.text("gpu_id"));
        if (!model || !gpu) {
            problems.push_back("line " + std::to_string(row.line) + ": unknown model or gpu id");
            continue;
        }
        EstimateRequest& q = m.request;
        q.model = *model;
        q.gpu = *gpu;
        if (auto p = parsePrecision(r.text("precision"), "precision"))
            q.precision = *p;
        else
            problems.push_back("line " + std::to_string(row.line) + ": " + p.error().message);
        if (auto p = parsePrecision(r.text("kv_precision"), "kv_precision"))
            q.kvPrecision = *p;
        else
            problems.push_back("line " + std::to_string(row.line) + ": " + p.error().message);
        q.layout.tp = static_cast<int>(r.number("tp", 1, 1024));
        q.layout.gpus = static_cast<int>(r.number("gpus", 1, 65536));
        q.serve.inputTokens = r.number("input_tokens", 1, 1e7);
        q.serve.outputTokens = r.number("output_tokens", 1, 1e7);
        q.serve.concurrency = static_cast<int>(r.number("batch", 0, 1e6));
        q.runtime.memoryUtilization = kTrtLlmMemoryFraction;
        if (auto e = parseEngine(r.text("engine"), "engine"))
            q.runtime.engine = *e;
        else
            problems.push_back("line " + std::to_string(row.line) + ": " + e.error().message);
        m.dataset = dataset;
        if (auto it = row.fields.find("framework"); it != row.fields.end())
            m.framework = it->second;
        if (auto it = row.fields.find("vintage"); it != row.fields.end())
            m.vintage = it->second;
        // The early TensorRT-LLM tables ran GPT-J and Falcon past their trained context
        // (2048 + 2048 tokens); the measurement stands, so the row's copy of the model allows it.
        q.model.maxContext =
            std::max(q.model.maxContext, q.serve.inputTokens + q.serve.outputTokens);
        const std::string metric = r.text("metric");
        if (metric == "output_tokens_per_s_system")
            m.metric = ServingMetric::OutputTokensPerSSystem;
        else if (metric == "output_tokens_per_s_per_gpu")
            m.metric = ServingMetric::OutputTokensPerSPerGpu;
        else if (metric == "ttft_s")
            m.metric = ServingMetric::TtftS;
        else if (metric == "tpot_s")
            m.metric = ServingMetric::TpotS;
        else if (metric == "static_batch_latency_s")
            m.metric = ServingMetric::StaticBatchLatencyS;
        else if (metric == "static_batch_ttft_s")
            m.metric = ServingMetric::StaticBatchTtftS;
        else if (metric == "ttft_s_at_concurrency")
            m.metric = ServingMetric::TtftAtConcurrencyS;
        else
            problems.push_back("line " + std::to_string(row.line) + ": unknown metric '" + metric +
                               "'");
        m.value = r.number("value", 1e-9, 1e12);
        applyBenchmarkProtocol(m);
        applyHarnessSettings(m);
        if (auto ok = validateRequest(q); !ok)
            problems.push_back("line " + std::to_string(row.line) + ": " + ok.error().message);
        if (problems.size() == before)
            out.serving.push_back(std::move(m));
    }
}

void readTraining(const CsvTable& t, const Catalog& c, CalibrationData& out,
                  std::vector<std::string>& problems) {
    for (const CsvRow& row : t.rows) {
        const size_t before = problems.size();
        RowReader r{row, problems};
        TrainingMeasurement m;
        m.caseId = r.text("case_id");
        const GpuSpec* gpu = c.findGpu(r.text("gpu_id"));
        if (!gpu) {
            problems.push_back("line " + std::to_string(row.line) + ": unknown gpu id");
            continue;
        }
        m.family = gpu->architecture;
        if (r.text("source").find("Megatron-LM") != std::string::npos) {
            m.dataset = "Megatron-LM tables";
            m.framework = "megatron-lm";
        }
        EstimateRequest& q = m.request;
        q.mode = Mode::Train;
        q.gpu = *gpu;
        q.train.seqLen = r.number("seq_len", 1, 1e7);
        q.model = megatronGpt(
            m.caseId, static_cast<int>(r.number("layers", 1, 10000)), r.number("hidden", 1, 1e6),
            static_cast<int>(r.number("heads", 1, 1e5)), r.number("vocab", 1, 1e8), q.train.seqLen);
        q.layout.tp = static_cast<int>(r.number("tp", 1, 1024));
        q.layout.pp = static_cast<int>(r.number("pp", 1, 1024));
        const double dp = r.number("dp", 1, 1e6);
        q.layout.gpus = static_cast<int>(q.layout.tp * q.layout.pp * dp);
        q.train.microBatch = r.number("micro_batch", 1, 1e6);
        q.train.globalBatch = r.number("global_batch", 1, 1e9);
        if (auto rc = parseRecompute(r.text("recompute"), "recompute"))
            q.train.recompute = *rc;
        else
            problems.push_back("line " + std::to_string(row.line) + ": " + rc.error().message);
        const std::string counted = r.text("utilization");
        if (counted != "model" && counted != "hardware")
            problems.push_back("line " + std::to_string(row.line) + ": utilization '" + counted +
                               "': accepted: model, hardware");
        m.hardwareFlops = counted == "hardware";
        m.mfu = r.number("mfu", 0.01, 1.0);
        if (problems.size() == before)
            out.training.push_back(std::move(m));
    }
}

} // namespace

ModelSpec megatronGpt(const std::string& id, int layers, double hidden, int heads, double vocab,
                      double maxContext) {
    ModelSpec m;
    m.id = id;
    m.name = m.id;
    m.layers = layers;
    m.hidden = hidden;
    m.heads = heads;
    m.kvHeads = heads;
    m.headDim = hidden / heads;
    m.ffn = 4 * hidden;
    m.vocab = vocab;
    m.tiedEmbeddings = true;
    m.gatedMlp = false;
    m.layerNormWithBias = true;
    m.attentionBias = true;
    m.mlpBias = true;
    m.maxContext = maxContext;
    return m;
}

Result<CalibrationData> parseCalibration(const std::vector<ServingSet>& servingSets,
                                         std::string_view trainingCsv, const Catalog& catalog) {
    CalibrationData out;
    std::vector<std::string> problems;
    for (const ServingSet& set : servingSets) {
        const CsvTable serving = parseCsv(set.csv);
        for (const auto& p : serving.problems)
            problems.push_back(set.fileName + " " + p);
        const size_t before = problems.size();
        readServing(serving, set.dataset, catalog, out, problems);
        for (size_t i = before; i < problems.size(); ++i)
            problems[i] = set.fileName + " " + problems[i];
    }
    const CsvTable training = parseCsv(trainingCsv);
    for (const auto& p : training.problems)
        problems.push_back("training_measurements.csv " + p);
    readTraining(training, catalog, out, problems);
    if (!problems.empty())
        return model::fieldError("calibration", joinProblems(problems));
    return out;
}

Result<std::vector<WeightSizeMeasurement>> parseWeightSizes(std::string_view csv,
                                                            const Catalog& catalog) {
    const CsvTable t = parseCsv(csv);
    std::vector<std::string> problems = t.problems;
    std::vector<WeightSizeMeasurement> out;
    for (const CsvRow& row : t.rows) {
        const size_t before = problems.size();
        RowReader r{row, problems};
        WeightSizeMeasurement m;
        m.caseId = r.text("case_id");
        const ModelSpec* model = catalog.findModel(r.text("model_id"));
        auto precision = parsePrecision(r.text("precision"), "precision");
        m.bytes = r.number("size_bytes", 1, 1e15);
        if (!model)
            r.fail("unknown model id");
        if (!precision)
            r.fail(precision.error().message);
        if (problems.size() != before)
            continue;
        m.model = *model;
        m.precision = *precision;
        out.push_back(std::move(m));
    }
    if (!problems.empty())
        return model::fieldError("weight_sizes.csv", joinProblems(problems));
    return out;
}

Result<std::vector<WeightSizeMeasurement>> loadBundledWeightSizes(const Catalog& catalog) {
    return parseWeightSizes(bundledWeightSizesCsv(), catalog);
}

Result<std::vector<GemmMeasurement>> parseGemm(std::string_view csv, const Catalog& catalog) {
    const CsvTable t = parseCsv(csv);
    std::vector<std::string> problems = t.problems;
    std::vector<GemmMeasurement> out;
    for (const CsvRow& row : t.rows) {
        const size_t before = problems.size();
        RowReader r{row, problems};
        GemmMeasurement g;
        g.caseId = r.text("case_id");
        const GpuSpec* gpu = catalog.findGpu(r.text("gpu_id"));
        auto precision = parsePrecision(r.text("precision"), "precision");
        g.m = r.number("m", 1, 1e7);
        g.n = r.number("n", 1, 1e7);
        g.k = r.number("k", 1, 1e7);
        g.flopsPerS = r.number("tflops", 0.001, 1e6) * 1e12;
        g.harness = r.text("harness");
        if (!gpu)
            r.fail("unknown gpu id");
        if (!precision)
            r.fail(precision.error().message);
        if (problems.size() != before)
            continue;
        g.gpu = *gpu;
        g.precision = *precision;
        if (!model::resolveCompute(g.gpu, g.precision).native) {
            r.fail(gpu->id + " has no dense " +
                   std::string(model::precisionInfo(g.precision).name) + " peak of its own");
            continue;
        }
        if (const double e = g.efficiency(); e <= 0 || e > 1.0) {
            r.fail("tflops " + model::plainNumber(g.flopsPerS / 1e12) + " is not within the " +
                   gpu->id + "'s dense peak at that precision");
            continue;
        }
        out.push_back(std::move(g));
    }
    if (!problems.empty())
        return model::fieldError("gemm_measurements.csv", joinProblems(problems));
    return out;
}

Result<CalibrationData> loadBundledCalibration(const Catalog& catalog) {
    auto gemm = parseGemm(bundledGemmMeasurementsCsv(), catalog);
    if (!gemm)
        return gemm.error();
    auto data = parseCalibration(
        {{"serving_measurements.csv", "TensorRT-LLM tables", bundledServingMeasurementsCsv()},
         {"serving_measurements_llm_inference_bench.csv", "LLM-Inference-Bench",
          bundledServingMeasurementsLlmInferenceBenchCsv()},
         {"serving_measurements_aiconfigurator.csv", "aiconfigurator",
          bundledServingMeasurementsAiconfiguratorCsv()},
         {"serving_measurements_llama_bench.csv", "llama-bench",
          bundledServingMeasurementsLlamaBenchCsv()}},
        bundledTrainingMeasurementsCsv(), catalog);
    if (data)
        data.value().gemm = gemm.value();
    return data;
}

} // namespace rightsizer::catalog
