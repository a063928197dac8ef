#include "Catalog.h"

#include "JsonReader.h"
#include "JsonText.h"

namespace rightsizer::catalog {
namespace {

using nlohmann::json;
using namespace rightsizer::model;

ServingEfficiency readServing(JsonReader& r) {
    ServingEfficiency e;
    e.computeEff = r.number("compute_eff", 0.01, 1.0);
    e.memoryEff = r.number("memory_eff", 0.01, 1.0);
    e.sigmaLog = r.number("sigma_log", 0.0, 5.0);
    e.rows = r.integer("rows", 0, 1000000);
    e.vintage = r.optionalString("vintage", "");
    return e;
}

TrainingEfficiency readTraining(JsonReader& r) {
    TrainingEfficiency e;
    e.matmulEff = r.number("matmul_eff", 0.01, 1.0);
    e.nonMatmulBytes = r.number("non_matmul_bytes", 0.0, 1e5);
    e.sigmaLog = r.number("sigma_log", 0.0, 5.0);
    e.rows = r.integer("rows", 0, 1000000);
    e.fromFamily = r.optionalString("from_family", "");
    e.gemmRatio = e.fromFamily.empty() ? 0.0 : r.number("gemm_ratio", 0.05, 20.0);
    return e;
}

json servingJson(const ServingEfficiency& e) {
    json j = {{"compute_eff", e.computeEff},
              {"memory_eff", e.memoryEff},
              {"sigma_log", e.sigmaLog},
              {"rows", e.rows}};
    if (!e.vintage.empty())
        j["vintage"] = e.vintage;
    return j;
}

EngineFactors readEngine(JsonReader& r, std::vector<std::string>& problems) {
    EngineFactors f;
    f.computeScale = r.number("compute_scale", 0.01, 100.0);
    f.memoryScale = r.number("memory_scale", 0.01, 100.0);
    f.attentionEff = r.optionalNumber("attention_eff", 1.0, 0.01, 1.0);
    f.expertEff = r.optionalNumber("expert_eff", 1.0, 0.01, 1.0);
    // Per GPU family: {"hopper": 0.56, ...}; absent, 1 on every family.
    if (const json* o = r.object("prefill_eff", false)) {
        JsonReader families(*o, r.pathOf("prefill_eff"), problems);
        for (const auto& item : o->items())
            f.prefillEff[item.key()] = families.number(item.key(), 0.01, 10.0);
        families.rejectUnknownKeys();
    }
    f.overheads.decodeStepS = r.number("decode_step_overhead_s", 0, 1);
    f.overheads.perSequenceS = r.number("per_sequence_overhead_s", 0, 1);
    f.overheads.requestS = r.number("request_overhead_s", 0, 10);
    f.overheads.collectiveS = r.optionalNumber("collective_overhead_s", 0.0, 0.0, 1.0);
    f.overheads.servedRequestS = r.optionalNumber("served_request_s", 0.0, 0.0, 10.0);
    f.rows = r.integer("rows", 0, 1000000);
    f.coverage = r.string("coverage");
    return f;
}

json trainingJson(const TrainingEfficiency& e) {
    json j = {{"matmul_eff", e.matmulEff},
              {"non_matmul_bytes", e.nonMatmulBytes},
              {"sigma_log", e.sigmaLog},
              {"rows", e.rows}};
    if (!e.fromFamily.empty()) {
        j["from_family"] = e.fromFamily;
        j["gemm_ratio"] = e.gemmRatio;
    }
    return j;
}

/// Reads each element of the array `key` with `read`, then rejects its unknown keys.
template <typename Read>
void forEachEntry(JsonReader& top, const std::string& key, bool required,
                  std::vector<std::string>& problems, Read read) {
    if (const json* arr = top.array(key, required)) {
        for (size_t i = 0; i < arr->size(); ++i) {
            JsonReader r((*arr)[i], top.pathOf(key + "[" + std::to_string(i) + "]"), problems);
            read(r);
            r.rejectUnknownKeys();
        }
    }
}

/// The serving compute groups, the memory systems and the engines' factors.
void readServingEntries(JsonReader& top, EfficiencyTable& t, std::vector<std::string>& problems) {
    forEachEntry(top, "serving", true, problems, [&](JsonReader& r) {
        const std::string group = r.string("group");
        t.serving[group] = readServing(r);
    });
    forEachEntry(top, "memory", false, problems, [&](JsonReader& r) {
        const std::string group = r.string("group");
        ServingEfficiency e;
        e.memoryEff = r.number("memory_eff", 0.01, 1.0);
        e.sigmaLog = r.number("sigma_log", 0.0, 5.0);
        e.rows = r.integer("rows", 0, 1000000);
        e.computeEff = 0;
        t.memory[group] = e;
    });
    forEachEntry(top, "engines", false, problems, [&](JsonReader& r) {
        const std::string name = r.string("engine");
        t.engines[name] = readEngine(r, problems);
    });
}

/// The coverage per family and engine, the power references and the serving default.
void readCoverageEntries(JsonReader& top, EfficiencyTable& t, std::vector<std::string>& problems) {
    forEachEntry(top, "coverage", false, problems, [&](JsonReader& r) {
        const std::string group = r.string("group");
        CoverageEntry c;
        c.rows = r.integer("rows", 0, 1000000);
        c.sigmaLog = r.number("sigma_log", 0.0, 5.0);
        if (const json* gpus = r.array("gpus")) {
            for (const json& g : *gpus)
                if (g.is_string())
                    c.gpus.insert(g.get<std::string>());
                else
                    problems.push_back(r.pathOf("gpus") + ": not a GPU id");
        }
        t.coverage[group] = c;
    });
    forEachEntry(top, "power_reference", false, problems, [&](JsonReader& r) {
        const std::string family = r.string("family");
        t.powerReferenceWattsPerFlops[family] =
            r.number("watts_per_dense_tflops", 0.001, 100.0) / 1e12;
    });
    if (const json* d = top.object("serving_default")) {
        JsonReader r(*d, top.pathOf("serving_default"), problems);
        t.servingDefault = readServing(r);
        r.rejectUnknownKeys();
    }
}

/// The training matmul efficiency and non-matmul traffic per family and its default.
void readTrainingEntries(JsonReader& top, EfficiencyTable& t, std::vector<std::string>& problems) {
    forEachEntry(top, "training", true, problems, [&](JsonReader& r) {
        const std::string family = r.string("family");
        t.training[family] = readTraining(r);
        const TrainingEfficiency& e = t.training[family];
        if (!e.fromFamily.empty() && e.rows > 0)
            r.problem("rows", "must be 0 where from_family is given (the entry has no runs)");
    });
    // A family scaled from another names one fitted on runs of its own.
    for (const auto& [family, e] : t.training) {
        if (e.fromFamily.empty())
            continue;
        auto from = t.training.find(e.fromFamily);
        if (from == t.training.end() || !from->second.fromFamily.empty())
            problems.push_back(top.pathOf("training") + ": " + family + "'s from_family '" +
                               e.fromFamily + "' is not a family fitted on training runs");
    }
    if (const json* d = top.object("training_default")) {
        JsonReader r(*d, top.pathOf("training_default"), problems);
        t.trainingDefault = readTraining(r);
        if (!t.trainingDefault.fromFamily.empty())
            r.problem("from_family", "is not accepted in the default");
        r.rejectUnknownKeys();
    }
}

} // namespace

Result<EfficiencyTable> parseEfficiency(std::string_view text) {
    auto parsed = parseJsonText(text);
    if (!parsed)
        return fieldError("efficiency.json", "not valid JSON (" + parsed.error().message + ")");
    const json& doc = *parsed;
    std::vector<std::string> problems;
    JsonReader top(doc, "efficiency", problems);
    EfficiencyTable t;
    top.integer("schema", 1, 2);
    top.string("provenance");
    t.decodeStepOverheadS = top.number("decode_step_overhead_s", 0, 1);
    t.requestOverheadS = top.number("request_overhead_s", 0, 1);
    readServingEntries(top, t, problems);
    readCoverageEntries(top, t, problems);
    readTrainingEntries(top, t, problems);
    top.rejectUnknownKeys();
    if (!problems.empty())
        return fieldError("efficiency.json", joinProblems(problems));
    return t;
}

std::string efficiencyToJson(const EfficiencyTable& t, const std::string& provenance) {
    json serving = json::array();
    for (const auto& [group, e] : t.serving) {
        json j = servingJson(e);
        j["group"] = group;
        serving.push_back(j);
    }
    json memory = json::array();
    for (const auto& [group, e] : t.memory)
        memory.push_back({{"group", group},
                          {"memory_eff", e.memoryEff},
                          {"sigma_log", e.sigmaLog},
                          {"rows", e.rows}});
    json engines = json::array();
    for (const auto& [name, f] : t.engines)
        engines.push_back({{"engine", name},
                           {"compute_scale", f.computeScale},
                           {"memory_scale", f.memoryScale},
                           {"attention_eff", f.attentionEff},
                           {"expert_eff", f.expertEff},
                           {"prefill_eff", f.prefillEff},
                           {"decode_step_overhead_s", f.overheads.decodeStepS},
                           {"per_sequence_overhead_s", f.overheads.perSequenceS},
                           {"request_overhead_s", f.overheads.requestS},
                           {"collective_overhead_s", f.overheads.collectiveS},
                           {"served_request_s", f.overheads.servedRequestS},
                           {"rows", f.rows},
                           {"coverage", f.coverage}});
    json coverage = json::array();
    for (const auto& [group, c] : t.coverage)
        coverage.push_back({{"group", group},
                            {"rows", c.rows},
                            {"sigma_log", c.sigmaLog},
                            {"gpus", std::vector<std::string>(c.gpus.begin(), c.gpus.end())}});
    json power = json::array();
    for (const auto& [family, w] : t.powerReferenceWattsPerFlops)
        power.push_back({{"family", family}, {"watts_per_dense_tflops", w * 1e12}});
    json training = json::array();
    for (const auto& [family, e] : t.training) {
        json j = trainingJson(e);
        j["family"] = family;
        training.push_back(j);
    }
    json doc = {{"schema", 2},
                {"provenance", provenance},
                {"decode_step_overhead_s", t.decodeStepOverheadS},
                {"request_overhead_s", t.requestOverheadS},
                {"serving", serving},
                {"memory", memory},
                {"engines", engines},
                {"coverage", coverage},
                {"power_reference", power},
                {"serving_default", servingJson(t.servingDefault)},
                {"training", training},
                {"training_default", trainingJson(t.trainingDefault)}};
    return doc.dump(2) + "\n";
}

} // namespace rightsizer::catalog
