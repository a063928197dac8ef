#include "ScenarioJsonWriter.h"

#include "ScenarioJson.h"
#include "catalog/CatalogRows.h"
#include "model/ScenarioFields.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <optional>

namespace rightsizer::project {
using catalog::Catalog;
using catalog::modelToJson;

namespace {

using nlohmann::ordered_json;
using namespace rightsizer::model;

/// A JSON number for `v`: an integer when `v` is a whole number that a double holds exactly
/// ("20" rather than "20.0"), else the shortest text that reads back as the same double.
ordered_json jsonNumber(double v) {
    constexpr double kExactLimit = 9007199254740992.0; // 2^53
    if (std::isfinite(v) && v == std::floor(v) && std::abs(v) < kExactLimit)
        return static_cast<std::int64_t>(v);
    return v; // nlohmann writes the shortest round-trippable form
}

/// Candidates for a written value, nicest first: `exact` rounded to 15 significant digits
/// (what a person would have typed), `exact` itself, then its neighbouring doubles.
double roundTrippable(double exact, const std::function<bool(double)>& readsBack) {
    if (!std::isfinite(exact))
        return exact;
    char text[32];
    std::snprintf(text, sizeof text, "%.15g", exact);
    const double rounded = std::strtod(text, nullptr);
    if (readsBack(rounded))
        return rounded;
    if (readsBack(exact))
        return exact;
    double up = exact;
    double down = exact;
    for (int i = 0; i < 8; ++i) {
        up = std::nextafter(up, HUGE_VAL);
        down = std::nextafter(down, -HUGE_VAL);
        if (readsBack(up))
            return up;
        if (readsBack(down))
            return down;
    }
    return exact;
}

/// The scenario field at `path` (model/ScenarioFields.cpp) as the file holds it, in the
/// file's unit and such that reading it back gives the same double.
ordered_json fieldValue(const Scenario& s, std::string_view path) {
    const ScenarioField* f = findScenarioField(path);
    const double stored = f->get(s);
    if (f->integer)
        return static_cast<std::int64_t>(stored);
    if (f->filePerStored != 1)
        return jsonNumber(valueForDivision(stored, f->filePerStored));
    if (f->storedPerFile != 1)
        return jsonNumber(valueForMultiplication(stored, f->storedPerFile));
    return jsonNumber(stored);
}

/// Sets the field's key (the last part of its path) in `j`.
void writeField(ordered_json& j, const Scenario& s, std::string_view path) {
    j[std::string(path.substr(path.rfind('.') + 1))] = fieldValue(s, path);
}

ordered_json tokensToJson(const TokenDistribution& d) {
    return {{"mean", jsonNumber(d.mean)}, {"p95", jsonNumber(d.p95)}};
}

ordered_json workloadToJson(const Scenario& s) {
    ordered_json j = ordered_json::object();
    if (s.mode == Mode::Serve) {
        writeField(j, s, "workload.requests_per_s");
        if (s.serving.meanRequestsPerS) // schema 3; left out when not given
            writeField(j, s, "workload.mean_requests_per_s");
        j["input_tokens"] = tokensToJson(s.serving.inputTokens);
        j["output_tokens"] = tokensToJson(s.serving.outputTokens);
        if (s.serving.prefixTokens > 0 || s.serving.prefixHitRate > 0) { // schema 6
            ordered_json prefix = ordered_json::object();
            writeField(prefix, s, "workload.prefix.tokens");
            writeField(prefix, s, "workload.prefix.hit_rate_percent");
            j["prefix"] = prefix;
        }
        return j;
    }
    const TrainWorkload& t = s.training.workload;
    for (std::string_view path : {"workload.tokens", "workload.deadline_hours", "workload.seq_len",
                                  "workload.global_batch", "workload.micro_batch", "workload.zero"})
        writeField(j, s, path);
    j["recompute"] = std::string(recomputeName(t.recompute));
    for (std::string_view path : {"workload.lora_rank", "workload.bytes_per_token"})
        writeField(j, s, path);
    if (t.contextParallel != 1) // left out at their defaults, so older files stay as they were
        writeField(j, s, "workload.cp");
    if (t.fp32Gradients)
        j["grad_precision"] = std::string(gradientPrecisionName(true));
    return j;
}

ordered_json slaToJson(const Scenario& s) {
    const Sla& sla = s.sla;
    ordered_json j = {{"percentile", percentileName(sla.percentile)}};
    // Targets left out at 0 (none).
    for (std::string_view path : {"sla.ttft_ms", "sla.tpot_ms", "sla.min_output_tokens_per_s"})
        if (findScenarioField(path)->get(s) != 0)
            writeField(j, s, path);
    if (sla.sizeToPessimistic)
        j["size_to_pessimistic"] = true;
    return j;
}

ordered_json percent(double fraction) {
    return jsonNumber(valueForDivision(fraction, 100));
}

ordered_json numbers(const std::vector<double>& values) {
    ordered_json a = ordered_json::array();
    for (double v : values)
        a.push_back(jsonNumber(v));
    return a;
}

void writeBlocks(const Scenario& s, ordered_json& j) {
    ordered_json limits = ordered_json::object();
    for (std::string_view path :
         {"limits.max_gpus", "limits.gpus_per_node", "limits.headroom_percent",
          "limits.over_provisioned_below_percent", "limits.memory_idle_below_percent"})
        writeField(limits, s, path);
    // Schema 2; left out at its default so that schema 1 readers can still open the file.
    if (s.limits.minReplicas != 1)
        writeField(limits, s, "limits.min_replicas");
    j["limits"] = limits;
    ordered_json cost = {{"currency", s.cost.currency}};
    if (!s.cost.gpuHourUsd.empty()) {
        ordered_json prices = ordered_json::object();
        for (const auto& [gpu, usd] : s.cost.gpuHourUsd)
            prices[gpu] = jsonNumber(usd);
        cost["gpu_hour_usd"] = prices;
    }
    writeField(cost, s, "cost.hours_per_month");
    if (s.cost.wellEvidencedPricesOnly) // schema 4; left out at its default
        cost["well_evidenced_prices_only"] = true;
    if (s.cost.priceTier != PriceTier::All) // schema 5 (8 for the tiers it added)
        cost["price_tier"] = std::string(priceTierName(s.cost.priceTier));
    if (s.cost.priceRegion != PriceRegion::Any) // schema 8
        cost["region"] = std::string(priceRegionName(s.cost.priceRegion));
    j["cost"] = cost;
    const RuntimeAssumptions& rt = s.runtime;
    ordered_json runtime = {{"engine", std::string(engineName(rt.engine))}};
    writeField(runtime, s, "runtime.memory_utilization");
    writeField(runtime, s, "runtime.overhead_gib");
    // Left out when 0: the engine's default applies.
    if (rt.maxBatch != 0)
        writeField(runtime, s, "runtime.max_batch");
    if (rt.prefillChunkTokens != 0)
        writeField(runtime, s, "runtime.prefill_chunk_tokens");
    if (rt.frontEndS != 0)
        writeField(runtime, s, "runtime.front_end_ms");
    writeField(runtime, s, "runtime.network_gb_per_s_per_gpu");
    if (rt.speculative.enabled()) { // schema 6
        ordered_json spec = {{"method", std::string(speculationName(rt.speculative.method))}};
        if (rt.speculative.method == Speculation::Draft)
            spec["draft_model"] =
                rt.speculative.draft ? rt.speculative.draft->id : rt.speculative.draftModelId;
        writeField(spec, s, "runtime.speculative.tokens");
        writeField(spec, s, "runtime.speculative.acceptance_percent");
        runtime["speculative"] = spec;
    }
    if (s.disaggregation != DisaggregationOptions{}) // schema 7
        runtime["disaggregation"] = {{"compare", s.disaggregation.compare},
                                     {"kv_link", std::string(kvLinkName(s.disaggregation.link))},
                                     {"mixed_gpus", s.disaggregation.mixedGpus}};
    j["runtime"] = runtime;
    if (!s.sweep.batches.empty() || !s.sweep.contexts.empty())
        j["sweep"] = {{"batches", numbers(s.sweep.batches)},
                      {"contexts", numbers(s.sweep.contexts)}};
}

/// Writes the tco keys the scenario gave (TcoInputs::given), in the parser's order.
class TcoWriter {
public:
    explicit TcoWriter(const TcoInputs& t)
        : m_given(t.given) {}

    void put(ordered_json& o, const std::string& prefix, const char* key, const ordered_json& v) {
        if (m_given.count(prefix + key))
            o[key] = v;
    }
    void putOptional(ordered_json& o, const std::string& prefix, const char* key,
                     const std::optional<double>& v) {
        if (v)
            put(o, prefix, key, jsonNumber(*v));
    }

private:
    const std::set<std::string>& m_given;
};

ordered_json onPremToJson(const TcoInputs& t, TcoWriter& w) {
    const OnPremTcoInputs& op = t.onPrem;
    const std::string p = "on_prem.";
    ordered_json o = ordered_json::object();
    w.putOptional(o, p, "server_usd_per_node", op.serverUsdPerNode);
    w.put(o, p, "host_usd_per_node", jsonNumber(op.hostUsdPerNode));
    if (op.gpusPerNode)
        w.put(o, p, "gpus_per_node", ordered_json(*op.gpusPerNode));
    w.putOptional(o, p, "network_usd_per_node", op.networkUsdPerNode);
    w.put(o, p, "install_usd_per_node", jsonNumber(op.installUsdPerNode));
    w.put(o, p, "depreciation_years", jsonNumber(op.depreciationYears));
    w.put(o, p, "financing_rate_percent", percent(op.financingRatePerYear));
    w.put(o, p, "residual_percent", percent(op.residualFraction));
    w.put(o, p, "gpu_average_load_percent", percent(op.gpuAverageLoad));
    w.putOptional(o, p, "host_power_w_per_node", op.hostPowerWPerNode);
    w.put(o, p, "pue", jsonNumber(op.pue));
    w.put(o, p, "electricity_usd_per_kwh", jsonNumber(op.electricityUsdPerKwh));
    w.put(o, p, "space_usd_per_kw_month", jsonNumber(op.spaceUsdPerKwMonth));
    w.put(o, p, "support_percent_per_year", percent(op.supportFractionPerYear));
    w.put(o, p, "staff_fte_per_node", jsonNumber(op.staffFtePerNode));
    w.put(o, p, "staff_usd_per_fte_year", jsonNumber(op.staffUsdPerFteYear));
    return o;
}

std::optional<ordered_json> tcoToJson(const TcoInputs& t) {
    const CloudTcoInputs& cl = t.cloud;
    if (t.given.empty() && cl.provider.empty() && cl.autoscale && t.weeklyRequestsPerS.empty() &&
        t.demandCsv.empty())
        return std::nullopt; // all defaults: no tco object
    TcoWriter w(t);
    ordered_json o = ordered_json::object();
    w.put(o, "", "horizon_months", ordered_json(t.horizonMonths));
    w.put(o, "", "discount_rate_percent", percent(t.discountRatePerYear));
    w.put(o, "", "growth_percent_per_year", percent(t.growthPerYear));
    w.put(o, "", "training_runs_per_month", jsonNumber(t.trainingRunsPerMonth));
    if (!t.demandCsv.empty())
        o["demand"] = {{"csv", t.demandCsv}};
    else if (!t.weeklyRequestsPerS.empty())
        o["demand"] = {{"weekly_requests_per_s", numbers(t.weeklyRequestsPerS)}};
    else
        o["demand"] = {{"profile", "daytime"}};
    ordered_json cloud = ordered_json::object();
    const std::string p = "cloud.";
    if (!cl.provider.empty())
        cloud["provider"] = cl.provider;
    w.putOptional(cloud, p, "on_demand_usd_per_gpu_hour", cl.onDemandUsdPerGpuHour);
    w.putOptional(cloud, p, "reserved_1y_usd_per_gpu_hour", cl.reserved1yUsdPerGpuHour);
    w.putOptional(cloud, p, "reserved_3y_usd_per_gpu_hour", cl.reserved3yUsdPerGpuHour);
    w.putOptional(cloud, p, "spot_usd_per_gpu_hour", cl.spotUsdPerGpuHour);
    cloud["autoscale"] = cl.autoscale;
    w.put(cloud, p, "min_replicas", ordered_json(cl.minReplicas));
    w.put(cloud, p, "scale_up_delay_minutes", jsonNumber(cl.scaleUpDelayMinutes));
    o["cloud"] = cloud;
    ordered_json onPrem = onPremToJson(t, w);
    if (!onPrem.empty())
        o["on_prem"] = onPrem;
    return o;
}

ordered_json modelRef(const ModelSpec& m, const Catalog& catalog) {
    ordered_json own = modelToJson(m);
    if (const ModelSpec* entry = catalog.findModel(m.id); entry && modelToJson(*entry) == own)
        return m.id;
    return {{"architecture", own}};
}

} // namespace

double valueForDivision(double stored, double scale) {
    return roundTrippable(stored * scale, [&](double p) { return p / scale == stored; });
}

double valueForMultiplication(double stored, double scale) {
    return roundTrippable(stored / scale, [&](double p) { return p * scale == stored; });
}

ordered_json scenarioToJson(const Scenario& s, const Catalog& catalog) {
    // The oldest schema that holds the scenario: files that use no newer field stay readable by
    // versions that read schema 1 (see kScenarioSchema for what each schema added).
    const bool schema4 = s.cost.wellEvidencedPricesOnly ||
                         (s.mode != Mode::Serve && (s.training.workload.contextParallel != 1 ||
                                                    s.training.workload.fp32Gradients));
    const bool schema3 = s.mode == Mode::Serve && s.serving.meanRequestsPerS.has_value();
    const bool schema2 = s.sla.sizeToPessimistic || s.limits.minReplicas != 1 || s.allowGeForce;
    const bool schema5 = s.cost.priceTier != PriceTier::All;
    const bool schema6 =
        s.runtime.speculative.enabled() ||
        (s.mode == Mode::Serve && (s.serving.prefixTokens > 0 || s.serving.prefixHitRate > 0));
    const bool schema7 = s.disaggregation != DisaggregationOptions{};
    const bool schema8 =
        s.cost.priceRegion != PriceRegion::Any ||
        static_cast<int>(s.cost.priceTier) > static_cast<int>(PriceTier::Marketplace);
    int schema = kOldestScenarioSchema;
    if (schema8)
        schema = 8;
    else if (schema7)
        schema = 7;
    else if (schema6)
        schema = 6;
    else if (schema5)
        schema = 5;
    else if (schema4)
        schema = 4;
    else if (schema3)
        schema = 3;
    else if (schema2)
        schema = 2;
    ordered_json j = {{"schema", schema}, {"name", s.name}};
    if (!s.description.empty())
        j["description"] = s.description;
    j["model"] = modelRef(s.model, catalog);
    j["mode"] = std::string(modeName(s.mode));
    j["workload"] = workloadToJson(s);
    if (s.mode == Mode::Serve)
        j["sla"] = slaToJson(s);
    ordered_json precisions = ordered_json::array();
    for (Precision p : s.precisions)
        precisions.push_back(std::string(precisionInfo(p).name));
    j["precisions"] = precisions;
    j["kv_precision"] = s.kvPrecision ? std::string(precisionInfo(*s.kvPrecision).name) : "auto";
    j["allow_non_native"] = s.allowNonNative;
    if (s.allowGeForce)
        j["allow_geforce"] = true;
    if (!s.gpuIds.empty())
        j["gpus"] = s.gpuIds;
    writeBlocks(s, j);
    if (auto tco = tcoToJson(s.tco))
        j["tco"] = *tco;
    return j;
}

std::string scenarioToJsonText(const Scenario& s, const Catalog& catalog, int indent) {
    return scenarioToJson(s, catalog)
               .dump(indent, ' ', false, ordered_json::error_handler_t::replace) +
           "\n";
}

} // namespace rightsizer::project
