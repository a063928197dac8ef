// Benchmark result JSON: vLLM's serving benchmark and trtllm-bench's report.
//
// vLLM: the keys follow benchmarks/benchmark_serving.py (vllm-project/vllm, v0.8-era, commit
// 0049e29c) and its successor vllm/benchmarks/serve.py (`vllm bench serve`, 2025-26): main()
// writes date, backend, model_id, tokenizer_id, num_prompts, any `--metadata KEY=VALUE` pairs,
// request_rate ("inf" as a string), burstiness, max_concurrency (null without
// --max-concurrency), then benchmark()'s duration, completed, failed (newer), total_input_tokens,
// total_output_tokens, request_throughput, output_throughput, total_token_throughput, and
// mean/median/std/pNN_{ttft,tpot,itl,e2el}_ms for the --percentile-metrics chosen (default
// ttft,tpot,itl; ttfts are 0 when the endpoint does not stream). `--append-result` appends one
// object per line (JSON lines).
//
// trtllm-bench: the keys follow ReportUtility.get_statistics_dict() in
// tensorrt_llm/bench/dataclasses/reporting.py (NVIDIA/TensorRT-LLM, commit 2787769c, 2025):
// engine {model, model_path, version, backend, dtype, kv_cache_dtype, quantization},
// world_info {tp_size, pp_size, ep_size, world_size, max_batch_size, ...}, request_info
// {num_requests, avg_num_concurrent_requests, avg_input_length, avg_output_length},
// performance {system_output_throughput_tok_s, request_throughput_req_s, ...},
// streaming_metrics (with --streaming only) {avg_ttft_ms, avg_tpot_ms, ttft_percentiles
// {p50, ...}, tpot_percentiles {p50, ...}}, dataset {avg_isl, avg_osl, ...}. The report does
// not record --concurrency, so the batch comes from the caller's defaults.
#include "BenchmarkImportInternal.h"
#include "catalog/JsonText.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>
#include <optional>

namespace rightsizer::importers::benchmark {
using catalog::describeJson;
using catalog::parseJsonText;
using model::clipText;

namespace {

using json = nlohmann::json;

/// Python's json.dump writes NaN, Infinity and -Infinity, which JSON lacks (trtllm-bench
/// reports have held NaN); outside strings they become null, read as "not measured".
std::string withoutNonFinite(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    bool inString = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            out += c;
            if (c == '\\' && i + 1 < text.size())
                out += text[++i];
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        bool replaced = false;
        for (std::string_view token : {"-Infinity", "Infinity", "NaN"}) {
            if (text.substr(i, token.size()) == token) {
                out += "null";
                i += token.size() - 1;
                replaced = true;
                break;
            }
        }
        if (!replaced)
            out += c;
    }
    return out;
}

/// The parsed value, or nullopt with `error` set ("parse error at line 3, column 5: ...").
std::optional<json> parse(std::string_view text, std::string& error) {
    auto doc = parseJsonText(text);
    if (!doc) {
        error = doc.error().message;
        return std::nullopt;
    }
    return std::move(doc).value();
}

/// Reads values of one object by dotted path ("performance.system_output_throughput_tok_s"),
/// collecting problems as "WHERE: KEY: what".
class Fields {
public:
    Fields(const json& object, std::string where, std::vector<std::string>& problems)
        : m_object(object)
        , m_where(where.empty() ? std::string() : where + ": ")
        , m_problems(problems) {}

    const json* at(std::string_view path) const {
        const json* node = &m_object;
        while (!path.empty()) {
            const auto dot = path.find('.');
            const std::string key(path.substr(0, dot));
            if (!node->is_object() || !node->contains(key))
                return nullptr;
            node = &(*node)[key];
            path = dot == std::string_view::npos ? std::string_view() : path.substr(dot + 1);
        }
        return node;
    }
    bool present(std::string_view path) const {
        const json* j = at(path);
        return j && !j->is_null();
    }
    void problem(std::string_view path, const std::string& what) const {
        m_problems.push_back(m_where + std::string(path) + ": " + what);
    }
    /// A number >= 0; absent or null gives nullopt (a problem too when `required`).
    std::optional<double> number(std::string_view path, bool required = false) const {
        const json* j = at(path);
        if (!j || j->is_null()) {
            if (required)
                problem(path, j ? "is null (NaN in the file?)" : "is missing");
            return std::nullopt;
        }
        if (!j->is_number()) {
            problem(path, "expected a number, got " + shortDump(*j));
            return std::nullopt;
        }
        const double v = j->get<double>();
        if (v < 0) {
            problem(path, "is negative (" + shortDump(*j) + ")");
            return std::nullopt;
        }
        return v;
    }
    /// A whole number; a string holding one is accepted (vLLM's --metadata values are text).
    std::optional<std::int64_t> count(std::string_view path, bool required = false) const {
        const json* j = at(path);
        if (j && j->is_string()) {
            const std::string t = trimmed(j->get<std::string>());
            std::int64_t v = 0;
            const auto r = std::from_chars(t.data(), t.data() + t.size(), v);
            if (t.empty() || r.ec != std::errc() || r.ptr != t.data() + t.size() || v < 0) {
                problem(path, "'" + clipText(t) + "' is not a whole number");
                return std::nullopt;
            }
            return v;
        }
        const std::optional<double> v = number(path, required);
        if (!v)
            return std::nullopt;
        if (*v != std::floor(*v) || *v > 9.0e15) {
            problem(path, "is not a whole number (" + shortDump(*at(path)) + ")");
            return std::nullopt;
        }
        return static_cast<std::int64_t>(*v);
    }
    /// Trimmed text; absent, null or empty gives nullopt. A number is written as text.
    std::optional<std::string> text(std::string_view path) const {
        const json* j = at(path);
        if (!j || j->is_null())
            return std::nullopt;
        if (j->is_number())
            return j->dump();
        if (!j->is_string()) {
            problem(path, "expected text, got " + shortDump(*j));
            return std::nullopt;
        }
        std::string t = trimmed(j->get<std::string>());
        return t.empty() ? std::nullopt : std::optional<std::string>(std::move(t));
    }

private:
    static std::string shortDump(const json& j) { return describeJson(j); }

    const json& m_object;
    std::string m_where;
    std::vector<std::string>& m_problems;
};

std::optional<std::int64_t> roundedMean(std::optional<double> total, std::optional<double> n) {
    const double count = n.value_or(0.0); // value_or: GCC 12 -O3 misreads *n as uninitialized
    if (!total || count <= 0)
        return std::nullopt;
    return static_cast<std::int64_t>(std::llround(total.value_or(0.0) / count));
}

/// A latency in ms as seconds; 0 means "not measured" (vLLM writes 0 without streaming).
std::optional<double> secondsFromMs(std::optional<double> ms) {
    if (!ms || *ms == 0)
        return std::nullopt;
    return *ms / 1000.0;
}

Measurement vllmRow(const Fields& f, const MeasurementDefaults& defaults) {
    Measurement m;
    m.model = f.text("model_id");
    // `--metadata gpu=h100-sxm precision=bf16 tp=1` lands as top-level keys.
    m.gpu = f.text("gpu");
    m.precision = f.text("precision");
    m.tp = f.count("tp");
    m.pp = f.count("pp");
    const std::optional<std::int64_t> completed = f.count("completed", true);
    if (completed && *completed == 0)
        f.problem("completed", "is 0: every request failed, there is nothing to import");
    const auto n = completed ? std::optional<double>(double(*completed)) : std::nullopt;
    m.inputTokens = roundedMean(f.number("total_input_tokens", true), n);
    m.outputTokens = roundedMean(f.number("total_output_tokens", true), n);
    if (f.present("max_concurrency")) {
        m.batch = f.count("max_concurrency");
        if (m.batch && *m.batch < 1)
            f.problem("max_concurrency", "is " + std::to_string(*m.batch) + "; accepted: >= 1");
    } else if (!defaults.batch) {
        f.problem("max_concurrency",
                  std::string(f.at("max_concurrency") ? "is null" : "is missing") +
                      ": the run had no --max-concurrency, so its running batch is unknown; "
                      "rerun with --max-concurrency N or give the batch it ran at");
    }
    m.ttftS = secondsFromMs(f.number("median_ttft_ms"));
    m.tpotS = secondsFromMs(f.number("median_tpot_ms"));
    m.tokensPerS = f.number("output_throughput");

    std::string note = "vLLM serving benchmark";
    if (auto backend = f.text("backend"))
        note += " (" + *backend + ")";
    if (auto date = f.text("date"))
        note += " " + *date;
    if (completed)
        note += ": " + std::to_string(*completed) + " requests completed";
    if (auto failed = f.count("failed"); failed && *failed > 0)
        note += ", " + std::to_string(*failed) + " failed";
    if (auto rate = f.text("request_rate"))
        note += ", request rate " + *rate;
    note += "; ttft/tpot are medians, tokens are means per request";
    m.note = note;
    applyDefaults(m, defaults);
    return m;
}

bool noneLike(const std::optional<std::string>& s) {
    return !s || *s == "None" || *s == "NO_QUANT" || *s == "null";
}

Measurement trtllmRow(const Fields& f, const MeasurementDefaults& defaults) {
    Measurement m;
    m.model = f.text("engine.model");
    const std::optional<std::string> quantization = f.text("engine.quantization");
    const std::optional<std::string> dtype = f.text("engine.dtype");
    m.precision = noneLike(quantization) ? dtype : quantization;
    m.tp = f.count("world_info.tp_size");
    m.pp = f.count("world_info.pp_size");
    if (!defaults.batch) {
        const std::optional<double> avg = f.number("request_info.avg_num_concurrent_requests");
        f.problem("batch", "trtllm-bench's report does not record --concurrency" +
                               (avg ? " (request_info.avg_num_concurrent_requests = " +
                                          f.at("request_info.avg_num_concurrent_requests")->dump() +
                                          " is a measured average, not the setting)"
                                    : std::string()) +
                               "; give the batch (concurrency) the run used");
    }
    const auto tokens = [&](const char* average, const char* dataset) {
        std::optional<double> v;
        if (f.present(average))
            v = f.number(average);
        else if (f.present(dataset))
            v = f.number(dataset);
        else
            f.problem(average, std::string("is missing (and so is ") + dataset + ")");
        return v ? std::optional<std::int64_t>(std::llround(*v)) : std::nullopt;
    };
    m.inputTokens = tokens("request_info.avg_input_length", "dataset.avg_isl");
    m.outputTokens = tokens("request_info.avg_output_length", "dataset.avg_osl");
    const bool streamed = f.present("streaming_metrics");
    if (streamed) {
        const auto p50 = [&](const char* percentiles, const char* average) {
            return secondsFromMs(f.present(percentiles) ? f.number(percentiles)
                                                        : f.number(average));
        };
        m.ttftS = p50("streaming_metrics.ttft_percentiles.p50", "streaming_metrics.avg_ttft_ms");
        m.tpotS = p50("streaming_metrics.tpot_percentiles.p50", "streaming_metrics.avg_tpot_ms");
    }
    m.tokensPerS = f.number("performance.system_output_throughput_tok_s", true);

    std::string note = "trtllm-bench";
    if (auto version = f.text("engine.version"))
        note += " " + *version;
    if (auto backend = f.text("engine.backend"))
        note += " (" + *backend + " backend)";
    if (auto requests = f.count("request_info.num_requests"))
        note += ": " + std::to_string(*requests) + " requests";
    if (dtype)
        note += ", dtype " + *dtype;
    if (auto kv = f.text("engine.kv_cache_dtype"); !noneLike(kv))
        note += ", KV cache " + *kv;
    note += streamed ? "; ttft/tpot are medians (p50)" : "; not streamed: no ttft/tpot";
    m.note = note;
    applyDefaults(m, defaults);
    return m;
}

/// One JSON object to read and where it sits ("" for the whole file, "item 2", "line 3").
struct Item {
    json value;
    std::string where;
};

/// The file's objects: one, an array's items, or JSON lines.
std::vector<Item> items(std::string_view text, std::vector<std::string>& problems) {
    const std::string clean = withoutNonFinite(text);
    std::string error;
    std::vector<Item> out;
    if (std::optional<json> doc = parse(clean, error)) {
        if (doc->is_array()) {
            for (size_t i = 0; i < doc->size(); ++i)
                out.push_back({std::move((*doc)[i]), "item " + std::to_string(i + 1)});
        } else {
            out.push_back({std::move(*doc), ""});
        }
        return out;
    }
    // JSON lines (vLLM's --append-result): every non-blank line one object.
    std::vector<std::pair<int, std::string_view>> lines;
    std::string_view rest = clean;
    for (int line = 1; !rest.empty(); ++line) {
        const auto nl = rest.find('\n');
        const std::string_view l = rest.substr(0, nl);
        if (!trimmed(l).empty())
            lines.emplace_back(line, l);
        rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
    }
    std::string firstError;
    if (lines.size() < 2 || !parse(lines.front().second, firstError)) {
        problems.push_back(error);
        return out;
    }
    for (const auto& [line, l] : lines) {
        std::string lineError;
        if (std::optional<json> doc = parse(l, lineError))
            out.push_back({std::move(*doc), "line " + std::to_string(line)});
        else
            problems.push_back("line " + std::to_string(line) + ": " + lineError);
    }
    return out;
}

std::optional<BenchmarkFormat> formatOf(const json& o) {
    if (!o.is_object())
        return std::nullopt;
    if (o.contains("engine") && o.contains("performance"))
        return BenchmarkFormat::TrtllmJson;
    if (o.contains("model_id") || o.contains("completed") || o.contains("output_throughput"))
        return BenchmarkFormat::VllmJson;
    return std::nullopt;
}

} // namespace

std::vector<Measurement> parseJsonRows(std::string_view text, const std::string& fileName,
                                       const MeasurementDefaults& defaults, BenchmarkFormat& format,
                                       std::vector<std::string>& problems) {
    std::vector<Measurement> rows;
    std::optional<BenchmarkFormat> first;
    format = BenchmarkFormat::VllmJson;
    for (const Item& item : items(text, problems)) {
        const std::string prefix = item.where.empty() ? std::string() : item.where + ": ";
        const std::optional<BenchmarkFormat> f = formatOf(item.value);
        if (!f) {
            problems.push_back(prefix + "neither a vLLM serving benchmark result (model_id, "
                                        "completed, output_throughput ...) nor a trtllm-bench "
                                        "report (engine, performance ...)");
            continue;
        }
        if (!first) {
            first = f;
            format = *f;
        } else if (*f != *first) {
            problems.push_back(prefix + "a " + benchmarkFormatName(*f) + " among " +
                               benchmarkFormatName(*first) + " items; import them separately");
            continue;
        }
        const Fields fields(item.value, item.where, problems);
        Measurement m = *f == BenchmarkFormat::TrtllmJson ? trtllmRow(fields, defaults)
                                                          : vllmRow(fields, defaults);
        m.source = fileName + (item.where.empty() ? "" : " " + item.where);
        rows.push_back(std::move(m));
    }
    return rows;
}

} // namespace rightsizer::importers::benchmark
