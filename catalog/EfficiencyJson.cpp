#include "Catalog.h"

#include "JsonReader.h"

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
    return e;
}

TrainingEfficiency readTraining(JsonReader& r) {
    TrainingEfficiency e;
    e.mfu = r.number("mfu", 0.01, 1.0);
    e.sigmaLog = r.number("sigma_log", 0.0, 5.0);
    e.rows = r.integer("rows", 0, 1000000);
    return e;
}

json servingJson(const ServingEfficiency& e) {
    return {{"compute_eff", e.computeEff},
            {"memory_eff", e.memoryEff},
            {"sigma_log", e.sigmaLog},
            {"rows", e.rows}};
}

json trainingJson(const TrainingEfficiency& e) {
    return {{"mfu", e.mfu}, {"sigma_log", e.sigmaLog}, {"rows", e.rows}};
}

} // namespace

Result<EfficiencyTable> parseEfficiency(std::string_view text) {
    json doc = json::parse(text.begin(), text.end(), nullptr, false);
    if (doc.is_discarded())
        return fieldError("efficiency.json", "not valid JSON");
    std::vector<std::string> problems;
    JsonReader top(doc, "efficiency", problems);
    EfficiencyTable t;
    top.integer("schema", 1, 1);
    top.string("provenance");
    t.decodeStepOverheadS = top.number("decode_step_overhead_s", 0, 1);
    t.requestOverheadS = top.number("request_overhead_s", 0, 1);
    if (const json* arr = top.array("serving")) {
        for (size_t i = 0; i < arr->size(); ++i) {
            JsonReader r((*arr)[i], top.pathOf("serving[" + std::to_string(i) + "]"), problems);
            const std::string group = r.string("group");
            t.serving[group] = readServing(r);
            r.rejectUnknownKeys();
        }
    }
    if (const json* d = top.object("serving_default")) {
        JsonReader r(*d, top.pathOf("serving_default"), problems);
        t.servingDefault = readServing(r);
        r.rejectUnknownKeys();
    }
    if (const json* arr = top.array("training")) {
        for (size_t i = 0; i < arr->size(); ++i) {
            JsonReader r((*arr)[i], top.pathOf("training[" + std::to_string(i) + "]"), problems);
            const std::string family = r.string("family");
            t.training[family] = readTraining(r);
            r.rejectUnknownKeys();
        }
    }
    if (const json* d = top.object("training_default")) {
        JsonReader r(*d, top.pathOf("training_default"), problems);
        t.trainingDefault = readTraining(r);
        r.rejectUnknownKeys();
    }
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
    json training = json::array();
    for (const auto& [family, e] : t.training) {
        json j = trainingJson(e);
        j["family"] = family;
        training.push_back(j);
    }
    json doc = {{"schema", 1},
                {"provenance", provenance},
                {"decode_step_overhead_s", t.decodeStepOverheadS},
                {"request_overhead_s", t.requestOverheadS},
                {"serving", serving},
                {"serving_default", servingJson(t.servingDefault)},
                {"training", training},
                {"training_default", trainingJson(t.trainingDefault)}};
    return doc.dump(2) + "\n";
}

} // namespace rightsizer::catalog
