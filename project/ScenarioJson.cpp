#include "ScenarioJson.h"

#include "model/ScenarioFields.h"

#include "catalog/HfConfigImporter.h"
#include "catalog/JsonReader.h"
#include "catalog/JsonText.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

namespace rightsizer::project {
using catalog::Catalog;
using catalog::describeJson;
using catalog::dumpJson;
using catalog::importHfConfig;
using catalog::joinProblems;
using catalog::JsonReader;
using catalog::parseJsonText;
using catalog::parseModelObject;
using model::clipText;
using model::Result;

namespace {

using model::Scenario;

/// Ranges are checked by validateScenario with the scenario's field names; the reader only
/// checks types here.
constexpr double kAny = std::numeric_limits<double>::max();

model::TokenDistribution readTokens(JsonReader& parent, const std::string& key,
                                    std::vector<std::string>& problems) {
    model::TokenDistribution d;
    if (const nlohmann::json* o = parent.object(key)) {
        JsonReader r(*o, parent.pathOf(key), problems);
        d.mean = r.number("mean", -kAny, kAny);
        d.p95 = r.optionalNumber("p95", d.mean, -kAny, kAny);
        r.rejectUnknownKeys();
    }
    return d;
}

/// Reads the scenario field at `path` (model/ScenarioFields.cpp) from the object `r` reads,
/// under the path's last part and in the file's unit; left out, the scenario keeps its value
/// unless the field is `required`. Ranges are validateScenario's, from the same schema.
void readField(JsonReader& r, Scenario& s, std::string_view path, bool required = false) {
    const model::ScenarioField* f = model::findScenarioField(path);
    const std::string key(path.substr(path.rfind('.') + 1));
    if (!f || (!required && !r.has(key)))
        return;
    const double v = r.number(key, -kAny, kAny);
    // An int field refuses here what the int cannot hold (validateScenario names the range of
    // the rest, with its unit).
    if (f->integer && !(std::abs(v) <= double(std::numeric_limits<int>::max()))) {
        using model::plainNumber;
        r.problem(key, "got " + plainNumber(v) + std::string(f->unit) + ", accepted " +
                           plainNumber(f->minimum) + " to " + plainNumber(f->maximum) +
                           std::string(f->unit));
        return;
    }
    if (f->integer && std::floor(v) != v) {
        r.problem(key, "expected a whole number, got " + model::plainNumber(v));
        return;
    }
    f->setFileValue(s, v);
}

void readServing(JsonReader& w, Scenario& s, std::vector<std::string>& problems) {
    readField(w, s, "workload.requests_per_s", true);
    if (w.has("mean_requests_per_s")) // schema 3
        s.serving.meanRequestsPerS = w.number("mean_requests_per_s", -kAny, kAny);
    s.serving.inputTokens = readTokens(w, "input_tokens", problems);
    s.serving.outputTokens = readTokens(w, "output_tokens", problems);
    if (const nlohmann::json* o = w.object("prefix", false)) { // schema 6
        JsonReader r(*o, w.pathOf("prefix"), problems);
        readField(r, s, "workload.prefix.tokens", true);
        readField(r, s, "workload.prefix.hit_rate_percent", true);
        r.rejectUnknownKeys();
    }
}

void readTraining(JsonReader& w, Scenario& s, std::vector<std::string>& problems) {
    for (std::string_view path : {"workload.tokens", "workload.deadline_hours"})
        readField(w, s, path, true);
    for (std::string_view path :
         {"workload.seq_len", "workload.global_batch", "workload.micro_batch", "workload.zero",
          "workload.cp", "workload.lora_rank", "workload.bytes_per_token"})
        readField(w, s, path);
    model::TrainWorkload& t = s.training.workload;
    if (w.has("grad_precision") && !w.isString("grad_precision")) { // the type, said once
        w.skip("grad_precision");
        w.problem("grad_precision", "expected \"16bit\" or \"fp32\"");
    } else if (w.has("grad_precision")) {
        auto fp32 =
            model::parseGradientPrecision(w.string("grad_precision"), w.pathOf("grad_precision"));
        if (fp32)
            t.fp32Gradients = *fp32;
        else
            problems.push_back(fp32.error().message);
    }
    t.recompute = model::defaultRecompute(s.mode);
    if (w.has("recompute")) {
        auto r = model::parseRecompute(w.string("recompute"), w.pathOf("recompute"));
        if (r)
            t.recompute = *r;
        else
            problems.push_back(r.error().message);
    }
}

std::optional<model::ModelSpec> resolveModel(const nlohmann::json& v, const Catalog& catalog,
                                             std::vector<std::string>& problems) {
    if (v.is_string()) {
        const std::string id = v.get<std::string>();
        if (const model::ModelSpec* m = catalog.findModel(id))
            return *m;
        problems.push_back("scenario.model: unknown model '" + clipText(id) +
                           "'; catalog models: " + catalog.modelIds());
        return std::nullopt;
    }
    if (!v.is_object()) {
        problems.push_back("scenario.model: expected a catalog id or an object, got " +
                           describeJson(v));
        return std::nullopt;
    }
    if (v.contains("architecture") && v.size() == 1) {
        auto m = parseModelObject(dumpJson(v.at("architecture")));
        if (!m) {
            problems.push_back("scenario.model.architecture: " + m.error().message);
            return std::nullopt;
        }
        return *m;
    }
    if (v.contains("hf_config") && v.contains("id") && v.size() == 2 && v.at("id").is_string()) {
        auto m = importHfConfig(dumpJson(v.at("hf_config")), v.at("id").get<std::string>());
        if (!m) {
            problems.push_back("scenario.model.hf_config: " + m.error().message);
            return std::nullopt;
        }
        return *m;
    }
    problems.push_back("scenario.model: expected {\"architecture\": {...}} or {\"id\": \"...\", "
                       "\"hf_config\": {...}}");
    return std::nullopt;
}

void readLimits(JsonReader& root, Scenario& s, std::vector<std::string>& problems) {
    const nlohmann::json* o = root.object("limits", false);
    if (!o)
        return;
    JsonReader r(*o, root.pathOf("limits"), problems);
    for (std::string_view path :
         {"limits.max_gpus", "limits.gpus_per_node", "limits.headroom_percent",
          "limits.min_replicas", "limits.over_provisioned_below_percent",
          "limits.memory_idle_below_percent"})
        readField(r, s, path);
    r.rejectUnknownKeys();
}

/// An optional named choice (price tier, region); the parser's error names field and value.
template <typename T, typename Parse>
void readChoice(JsonReader& r, const nlohmann::json* o, const std::string& key, Parse parse,
                T& target, std::vector<std::string>& problems) {
    if (!r.has(key))
        return;
    const nlohmann::json& v = o->at(key);
    if (!v.is_string())
        r.skip(key);
    if (auto parsed = parse(v.is_string() ? r.string(key) : describeJson(v), r.pathOf(key)))
        target = *parsed;
    else
        problems.push_back(parsed.error().message);
}

void readCost(JsonReader& root, Scenario& s, std::vector<std::string>& problems) {
    const nlohmann::json* o = root.object("cost", false);
    if (!o)
        return;
    JsonReader r(*o, root.pathOf("cost"), problems);
    s.cost.currency = r.optionalString("currency", s.cost.currency);
    if (s.cost.currency != "USD")
        r.problem("currency", "got '" + s.cost.currency +
                                  "', accepted: USD (catalog prices are in US dollars)");
    readField(r, s, "cost.hours_per_month");
    s.cost.wellEvidencedPricesOnly = r.optionalBoolean("well_evidenced_prices_only", false);
    readChoice(r, o, "price_tier", model::parsePriceTier, s.cost.priceTier, problems);
    readChoice(r, o, "region", model::parsePriceRegion, s.cost.priceRegion, problems);
    if (const nlohmann::json* prices = r.object("gpu_hour_usd", false)) {
        for (const auto& [gpu, v] : prices->items())
            if (!v.is_number())
                problems.push_back(r.pathOf("gpu_hour_usd") + "." + gpu +
                                   ": expected a number, got " + describeJson(v));
            else
                s.cost.gpuHourUsd[gpu] = v.get<double>();
    }
    r.rejectUnknownKeys();
}

/// runtime.speculative (schema 6): the method, the draft model (a catalog id) and the
/// proposals' count and acceptance.
void readSpeculative(JsonReader& runtime, Scenario& s, const Catalog& catalog,
                     std::vector<std::string>& problems) {
    const nlohmann::json* o = runtime.object("speculative", false);
    if (!o)
        return;
    JsonReader r(*o, runtime.pathOf("speculative"), problems);
    model::SpeculativeDecoding& sd = s.runtime.speculative;
    if (!o->contains("method") || !o->at("method").is_string()) {
        r.skip("method");
        r.problem("method", "expected none, draft or mtp, got " +
                                (o->contains("method") ? describeJson(o->at("method"))
                                                       : std::string("nothing")));
    } else if (auto m = model::parseSpeculation(r.string("method"), r.pathOf("method"))) {
        sd.method = *m;
    } else {
        problems.push_back(m.error().message);
    }
    if (r.has("draft_model") && sd.method != model::Speculation::Draft) {
        r.skip("draft_model");
        r.problem("draft_model", "applies with method draft (an MTP or EAGLE head is part of the "
                                 "model)");
    } else if (r.has("draft_model")) {
        sd.draftModelId = r.string("draft_model");
        if (const model::ModelSpec* m = catalog.findModel(sd.draftModelId))
            sd.draft = *m;
        else
            r.problem("draft_model", "unknown model '" + clipText(sd.draftModelId) +
                                         "'; catalog models: " + catalog.modelIds());
    }
    readField(r, s, "runtime.speculative.tokens");
    readField(r, s, "runtime.speculative.acceptance_percent");
    r.rejectUnknownKeys();
}

/// runtime.disaggregation (schema 7): whether the planner also sizes prefill/decode splits, the
/// link the KV cache crosses and whether the two pools may use different GPUs.
void readDisaggregation(JsonReader& runtime, Scenario& s, std::vector<std::string>& problems) {
    const nlohmann::json* o = runtime.object("disaggregation", false);
    if (!o)
        return;
    JsonReader r(*o, runtime.pathOf("disaggregation"), problems);
    model::DisaggregationOptions& d = s.disaggregation;
    d.compare = r.optionalBoolean("compare", true);
    d.mixedGpus = r.optionalBoolean("mixed_gpus", true);
    if (o->contains("kv_link") && !o->at("kv_link").is_string()) {
        r.skip("kv_link");
        r.problem("kv_link",
                  "expected auto, fabric, network or pcie, got " + describeJson(o->at("kv_link")));
    } else if (r.has("kv_link")) {
        auto link = model::parseKvLink(r.string("kv_link"), r.pathOf("kv_link"));
        if (link)
            d.link = *link;
        else
            problems.push_back(link.error().message);
    }
    r.rejectUnknownKeys();
}

void readRuntime(JsonReader& root, Scenario& s, const Catalog& catalog,
                 std::vector<std::string>& problems) {
    const nlohmann::json* o = root.object("runtime", false);
    if (!o)
        return;
    JsonReader r(*o, root.pathOf("runtime"), problems);
    model::RuntimeAssumptions& rt = s.runtime;
    // Left out (files from before engines were an input): vLLM, the default.
    if (o->contains("engine") && !o->at("engine").is_string()) {
        r.skip("engine");
        r.problem("engine", "expected vllm, sglang, trtllm or llama.cpp, got " +
                                describeJson(o->at("engine")));
    } else if (r.has("engine")) {
        auto engine = model::parseEngine(r.string("engine"), r.pathOf("engine"));
        if (engine)
            rt.engine = *engine;
        else
            problems.push_back(engine.error().message);
    }
    for (std::string_view path : {"runtime.memory_utilization", "runtime.overhead_gib",
                                  "runtime.max_batch", "runtime.prefill_chunk_tokens",
                                  "runtime.front_end_ms", "runtime.network_gb_per_s_per_gpu"})
        readField(r, s, path);
    readSpeculative(r, s, catalog, problems);
    readDisaggregation(r, s, problems);
    r.rejectUnknownKeys();
}

std::vector<double> readNumbers(JsonReader& r, const std::string& key,
                                std::vector<std::string>& problems) {
    std::vector<double> values;
    if (const nlohmann::json* a = r.array(key, false))
        for (size_t i = 0; i < a->size(); ++i) {
            if (!(*a)[i].is_number())
                problems.push_back(r.pathOf(key) + "[" + std::to_string(i) +
                                   "]: expected a number, got " + describeJson((*a)[i]));
            else
                values.push_back((*a)[i].get<double>());
        }
    return values;
}

/// Reads a number into `target` (divided by `scale`: percent fields hold 100x the fraction) and
/// records the key as given by the scenario.
void readGiven(JsonReader& r, const std::string& key, const std::string& fullKey, double& target,
               std::set<std::string>& given, double scale = 1.0) {
    if (!r.has(key))
        return;
    target = r.number(key, -kAny, kAny) / scale;
    given.insert(fullKey);
}

void readGiven(JsonReader& r, const std::string& key, const std::string& fullKey,
               std::optional<double>& target, std::set<std::string>& given) {
    if (!r.has(key))
        return;
    target = r.number(key, -kAny, kAny);
    given.insert(fullKey);
}

void readTcoDemand(JsonReader& tco, model::TcoInputs& t, std::vector<std::string>& problems) {
    const nlohmann::json* o = tco.object("demand", false);
    if (!o)
        return;
    JsonReader r(*o, tco.pathOf("demand"), problems);
    const int forms =
        int(r.has("weekly_requests_per_s")) + int(r.has("csv")) + int(r.has("profile"));
    if (forms != 1)
        problems.push_back(
            tco.pathOf("demand") + ": " +
            "give exactly one of weekly_requests_per_s (168 values, Monday 00:00 first), "
            "csv (a file of timestamp,requests_per_s rows) or profile (\"daytime\")");
    if (r.has("weekly_requests_per_s")) {
        t.weeklyRequestsPerS = readNumbers(r, "weekly_requests_per_s", problems);
        t.demandSource = "scenario tco.demand.weekly_requests_per_s";
    }
    if (r.has("csv"))
        t.demandCsv = r.string("csv");
    if (r.has("profile")) {
        const std::string profile = r.string("profile");
        if (profile != "daytime")
            r.problem("profile", "got '" + profile + "', accepted: daytime");
    }
    r.rejectUnknownKeys();
}

void readTco(JsonReader& root, Scenario& s, std::vector<std::string>& problems) {
    const nlohmann::json* o = root.object("tco", false);
    if (!o)
        return;
    JsonReader r(*o, root.pathOf("tco"), problems);
    model::TcoInputs& t = s.tco;
    auto& given = t.given;
    constexpr int kIntMin = std::numeric_limits<int>::min();
    constexpr int kIntMax = std::numeric_limits<int>::max();
    if (r.has("horizon_months")) {
        t.horizonMonths = r.integer("horizon_months", kIntMin, kIntMax);
        given.insert("horizon_months");
    }
    readGiven(r, "discount_rate_percent", "discount_rate_percent", t.discountRatePerYear, given,
              100);
    readGiven(r, "growth_percent_per_year", "growth_percent_per_year", t.growthPerYear, given, 100);
    readGiven(r, "training_runs_per_month", "training_runs_per_month", t.trainingRunsPerMonth,
              given);
    readTcoDemand(r, t, problems);
    if (const nlohmann::json* c = r.object("cloud", false)) {
        JsonReader cr(*c, r.pathOf("cloud"), problems);
        model::CloudTcoInputs& cl = t.cloud;
        cl.provider = cr.optionalString("provider", "");
        readGiven(cr, "on_demand_usd_per_gpu_hour", "cloud.on_demand_usd_per_gpu_hour",
                  cl.onDemandUsdPerGpuHour, given);
        readGiven(cr, "reserved_1y_usd_per_gpu_hour", "cloud.reserved_1y_usd_per_gpu_hour",
                  cl.reserved1yUsdPerGpuHour, given);
        readGiven(cr, "reserved_3y_usd_per_gpu_hour", "cloud.reserved_3y_usd_per_gpu_hour",
                  cl.reserved3yUsdPerGpuHour, given);
        readGiven(cr, "spot_usd_per_gpu_hour", "cloud.spot_usd_per_gpu_hour", cl.spotUsdPerGpuHour,
                  given);
        cl.autoscale = cr.optionalBoolean("autoscale", cl.autoscale);
        if (cr.has("min_replicas")) {
            cl.minReplicas = cr.integer("min_replicas", kIntMin, kIntMax);
            given.insert("cloud.min_replicas");
        }
        readGiven(cr, "scale_up_delay_minutes", "cloud.scale_up_delay_minutes",
                  cl.scaleUpDelayMinutes, given);
        cr.rejectUnknownKeys();
    }
    if (const nlohmann::json* p = r.object("on_prem", false)) {
        JsonReader pr(*p, r.pathOf("on_prem"), problems);
        model::OnPremTcoInputs& op = t.onPrem;
        auto field = [&](const char* key, double& target, double scale = 1.0) {
            readGiven(pr, key, std::string("on_prem.") + key, target, given, scale);
        };
        auto optionalField = [&](const char* key, std::optional<double>& target) {
            readGiven(pr, key, std::string("on_prem.") + key, target, given);
        };
        optionalField("server_usd_per_node", op.serverUsdPerNode);
        if (pr.has("host_usd_per_node")) {
            op.hostUsdPerNode = pr.number("host_usd_per_node", 0, 1e7);
            given.insert("on_prem.host_usd_per_node");
        }
        if (pr.has("gpus_per_node")) {
            op.gpusPerNode = pr.integer("gpus_per_node", kIntMin, kIntMax);
            given.insert("on_prem.gpus_per_node");
        }
        optionalField("network_usd_per_node", op.networkUsdPerNode);
        field("install_usd_per_node", op.installUsdPerNode);
        field("depreciation_years", op.depreciationYears);
        field("financing_rate_percent", op.financingRatePerYear, 100);
        field("residual_percent", op.residualFraction, 100);
        field("gpu_average_load_percent", op.gpuAverageLoad, 100);
        optionalField("host_power_w_per_node", op.hostPowerWPerNode);
        field("pue", op.pue);
        field("electricity_usd_per_kwh", op.electricityUsdPerKwh);
        field("space_usd_per_kw_month", op.spaceUsdPerKwMonth);
        field("support_percent_per_year", op.supportFractionPerYear, 100);
        field("staff_fte_per_node", op.staffFtePerNode);
        field("staff_usd_per_fte_year", op.staffUsdPerFteYear);
        if (pr.has("server_usd_per_node") && pr.has("host_usd_per_node"))
            pr.problem("host_usd_per_node",
                       "only used when the server price is derived from a GPU purchase price; "
                       "server_usd_per_node is given, so include the host in it and leave this "
                       "out");
        pr.rejectUnknownKeys();
    }
    r.rejectUnknownKeys();
}

/// The scenario's name, description, model and mode.
void readIdentity(JsonReader& root, const nlohmann::json& doc, const Catalog& catalog, Scenario& s,
                  std::vector<std::string>& problems) {
    s.name = root.string("name");
    s.description = root.optionalString("description", "");
    root.skip("model");
    if (!doc.contains("model"))
        root.problem("model", "missing (a catalog id such as \"llama-3.1-70b\", or an object)");
    else if (auto m = resolveModel(doc.at("model"), catalog, problems))
        s.model = *m;

    if (root.has("mode")) {
        auto mode = model::parseMode(root.string("mode"), "scenario.mode");
        if (mode)
            s.mode = *mode;
        else
            problems.push_back(mode.error().message);
    }
}

/// The workload: serving demand or a training run, by the scenario's mode.
void readWorkload(JsonReader& root, Scenario& s, std::vector<std::string>& problems) {
    if (const nlohmann::json* w = root.object("workload")) {
        JsonReader r(*w, root.pathOf("workload"), problems);
        if (s.mode == model::Mode::Serve)
            readServing(r, s, problems);
        else
            readTraining(r, s, problems);
        r.rejectUnknownKeys();
    }
}

/// The serving SLA (required when serving, refused otherwise).
void readSla(JsonReader& root, Scenario& s, std::vector<std::string>& problems) {
    if (s.mode != model::Mode::Serve && root.has("sla"))
        root.problem("sla", "only serving scenarios take an SLA (training and fine-tuning have "
                            "workload.deadline_hours)");
    if (const nlohmann::json* o = root.object("sla", s.mode == model::Mode::Serve)) {
        JsonReader r(*o, root.pathOf("sla"), problems);
        if (o->contains("percentile") && !o->at("percentile").is_string()) {
            r.skip("percentile");
            r.problem("percentile",
                      "expected p50, p90, p95 or p99, got " + describeJson(o->at("percentile")));
        } else if (r.has("percentile")) {
            auto q = model::parsePercentile(r.string("percentile"), r.pathOf("percentile"));
            if (q)
                s.sla.percentile = *q;
            else
                problems.push_back(q.error().message);
        }
        for (std::string_view path : {"sla.ttft_ms", "sla.tpot_ms", "sla.min_output_tokens_per_s"})
            readField(r, s, path);
        s.sla.sizeToPessimistic = r.optionalBoolean("size_to_pessimistic", false);
        r.rejectUnknownKeys();
    }
}

/// The weight precisions to consider and the KV-cache precision.
void readPrecisions(JsonReader& root, Scenario& s, std::vector<std::string>& problems) {
    if (const nlohmann::json* a = root.array("precisions")) {
        for (size_t i = 0; i < a->size(); ++i) {
            const std::string path = root.pathOf("precisions") + "[" + std::to_string(i) + "]";
            if (!(*a)[i].is_string()) {
                problems.push_back(path + ": expected a string, got " + describeJson((*a)[i]));
                continue;
            }
            auto p = model::parsePrecision((*a)[i].get<std::string>(), path);
            if (p)
                s.precisions.push_back(*p);
            else
                problems.push_back(p.error().message);
        }
    }
    if (root.has("kv_precision")) {
        const std::string kv = root.string("kv_precision");
        if (kv != "auto") {
            auto p = model::parsePrecision(kv, "scenario.kv_precision");
            if (p)
                s.kvPrecision = *p;
            else
                problems.push_back(p.error().message);
        }
    }
}

/// The GPUs to consider: catalog ids, each once (absent: the whole catalog).
void readGpuIds(JsonReader& root, const Catalog& catalog, Scenario& s,
                std::vector<std::string>& problems) {
    if (const nlohmann::json* a = root.array("gpus", false); a && a->empty())
        root.problem("gpus", "empty list; leave the field out to consider the whole catalog");
    if (const nlohmann::json* a = root.array("gpus", false)) {
        for (size_t i = 0; i < a->size(); ++i) {
            const std::string path = root.pathOf("gpus") + "[" + std::to_string(i) + "]";
            if (!(*a)[i].is_string())
                problems.push_back(path + ": expected a GPU id, got " + describeJson((*a)[i]));
            else if (!catalog.findGpu((*a)[i].get<std::string>()))
                problems.push_back(path + ": unknown GPU '" + clipText((*a)[i].get<std::string>()) +
                                   "'; catalog GPUs: " + catalog.gpuIds());
            else if (const auto at =
                         std::find(s.gpuIds.begin(), s.gpuIds.end(), (*a)[i].get<std::string>());
                     at != s.gpuIds.end())
                problems.push_back(path + ": '" + *at + "' is listed twice; list each GPU once");
            else
                s.gpuIds.push_back((*a)[i].get<std::string>());
        }
    }
}

/// The read scenario once its priced GPUs are in the catalog and its values in range.
Result<model::Scenario> checkedScenario(Scenario s, const Catalog& catalog) {
    for (const auto& [gpu, usd] : s.cost.gpuHourUsd)
        if (!catalog.findGpu(gpu))
            return model::fieldError("scenario.cost.gpu_hour_usd." + gpu,
                                     "unknown GPU '" + gpu +
                                         "'; catalog GPUs: " + catalog.gpuIds());
    if (auto ok = model::validateScenario(s); !ok) {
        // Same path style as the reader's problems: "scenario.workload.requests_per_s".
        const model::Error& e = ok.error();
        return model::fieldError("scenario." + e.field, e.message.substr(e.field.size() + 2));
    }
    return s;
}

} // namespace

Result<model::Scenario> parseScenario(std::string_view json, const Catalog& catalog) {
    auto parsed = parseJsonText(json);
    if (!parsed)
        return model::Error{"scenario", "scenario: " + parsed.error().message};
    const nlohmann::json& doc = *parsed;
    std::vector<std::string> problems;
    JsonReader root(doc, "scenario", problems);
    if (!doc.is_object())
        return model::Error{"scenario", joinProblems(problems)};
    Scenario s;
    const int schema =
        root.integer("schema", std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
    if (problems.empty() && (schema < kOldestScenarioSchema || schema > kScenarioSchema))
        return model::fieldError("scenario.schema",
                                 "got " + std::to_string(schema) + ", this version reads schema " +
                                     std::to_string(kOldestScenarioSchema) + " to " +
                                     std::to_string(kScenarioSchema) +
                                     (schema > kScenarioSchema ? " (the file is newer)" : ""));
    readIdentity(root, doc, catalog, s, problems);
    readWorkload(root, s, problems);
    readSla(root, s, problems);
    readPrecisions(root, s, problems);
    s.allowNonNative = root.optionalBoolean("allow_non_native", false);
    s.allowGeForce = root.optionalBoolean("allow_geforce", false);
    readGpuIds(root, catalog, s, problems);
    readLimits(root, s, problems);
    readCost(root, s, problems);
    readRuntime(root, s, catalog, problems);
    if (const nlohmann::json* o = root.object("sweep", false)) {
        JsonReader r(*o, root.pathOf("sweep"), problems);
        s.sweep.batches = readNumbers(r, "batches", problems);
        s.sweep.contexts = readNumbers(r, "contexts", problems);
        r.rejectUnknownKeys();
    }
    readTco(root, s, problems);
    root.rejectUnknownKeys();
    if (!problems.empty())
        return model::Error{"scenario", joinProblems(problems)};
    return checkedScenario(std::move(s), catalog);
}

} // namespace rightsizer::project
