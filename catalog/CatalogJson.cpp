#include "Catalog.h"

#include "BundledData.h"
#include "JsonReader.h"
#include "JsonText.h"
#include "Prices.h"

#include <set>

namespace rightsizer::catalog {
namespace {

using nlohmann::json;
using namespace rightsizer::model;

Result<json> parseJson(std::string_view text, const std::string& what) {
    auto doc = parseJsonText(text);
    if (!doc)
        return fieldError(what, "not valid JSON (" + doc.error().message + ")");
    return doc;
}

void readProvenance(JsonReader& r, const std::vector<std::string>& required,
                    std::map<std::string, Provenance>& out, std::vector<std::string>& problems) {
    const json* p = r.object("provenance");
    if (!p)
        return;
    JsonReader pr(*p, r.pathOf("provenance"), problems);
    for (auto it = p->begin(); it != p->end(); ++it) {
        const json* entry = pr.object(it.key());
        if (!entry)
            continue;
        JsonReader er(*entry, pr.pathOf(it.key()), problems);
        Provenance v{er.string("source"), er.string("date"), er.optionalString("note", "")};
        if (v.source.empty())
            er.problem("source", "must not be empty");
        er.rejectUnknownKeys();
        out[it.key()] = v;
    }
    for (const auto& key : required)
        if (!out.count(key))
            pr.problem(key, "missing (every figure needs its source and date)");
}

GpuSpec readGpu(const json& j, const std::string& path, std::vector<std::string>& problems) {
    JsonReader r(j, path, problems);
    GpuSpec g;
    g.id = r.string("id");
    g.name = r.string("name");
    g.vendor = r.string("vendor");
    g.architecture = r.string("architecture");
    g.formFactor = r.string("form_factor");
    g.memoryType = r.optionalString("memory_type", "");
    g.memoryDatasheetGb = r.number("memory_datasheet_gb", 1, 100000);
    g.memoryRuntimeBytes = r.number("memory_runtime_bytes", 1e9, 1e14);
    g.memoryBandwidthBytesPerS = r.number("memory_bandwidth_gbps", 1, 1e6) * 1e9;
    if (const json* t = r.object("dense_tflops")) {
        JsonReader tr(*t, r.pathOf("dense_tflops"), problems);
        for (auto it = t->begin(); it != t->end(); ++it) {
            auto kind = parseComputeKind(it.key(), tr.pathOf(it.key()));
            if (!kind) {
                problems.push_back(kind.error().message);
                tr.skip(it.key());
                continue;
            }
            g.denseFlopsPerS.at(static_cast<size_t>(*kind)) = tr.number(it.key(), 0.01, 1e6) * 1e12;
        }
    }
    g.tdpW = r.number("tdp_w", 0, 10000); // 0: not published (TPUs)
    if (const json* s = r.object("scale_up")) {
        JsonReader sr(*s, r.pathOf("scale_up"), problems);
        g.scaleUp.kind = sr.string("kind");
        g.scaleUp.bandwidthBytesPerSPerDirection =
            sr.number("bandwidth_gbps_per_direction", 0, 1e6) * 1e9;
        g.scaleUp.domainSize = sr.integer("domain_size", 1, 100000);
        sr.rejectUnknownKeys();
        static const std::set<std::string> kinds{"nvlink", "infinity-fabric", "ici", "roce",
                                                 "pcie"};
        if (!kinds.count(g.scaleUp.kind))
            sr.problem("kind", "got '" + g.scaleUp.kind +
                                   "', accepted: nvlink, infinity-fabric, ici, roce, pcie");
    }
    g.pcieGen = r.integer("pcie_gen", 3, 6);
    readProvenance(r,
                   {"memory_datasheet_gb", "memory_runtime_bytes", "memory_bandwidth_gbps",
                    "dense_tflops", "tdp_w", "scale_up", "pcie_gen"},
                   g.provenance, problems);
    r.rejectUnknownKeys();
    return g;
}

ModelKind readKind(JsonReader& r) {
    const std::string k = r.string("kind");
    for (ModelKind m : {ModelKind::Llm, ModelKind::Moe, ModelKind::Vit, ModelKind::Diffusion})
        if (modelKindName(m) == k)
            return m;
    r.problem("kind", "got '" + k + "', accepted: llm, moe, vit, diffusion");
    return ModelKind::Llm;
}

void readMoe(JsonReader& r, ModelSpec& m, std::vector<std::string>& problems) {
    const json* j = r.object("moe", m.kind == ModelKind::Moe);
    if (!j)
        return;
    JsonReader mr(*j, r.pathOf("moe"), problems);
    m.hasMoe = true;
    m.moe.experts = mr.integer("experts", 1, 100000);
    m.moe.expertsActive = mr.integer("experts_active", 1, 100000);
    m.moe.sharedExperts = mr.integer("shared_experts", 0, 1000);
    m.moe.expertFfn = mr.number("expert_ffn", 1, kMaxModelDimension);
    m.moe.sharedExpertFfn = mr.optionalNumber("shared_expert_ffn", 0, 0, kMaxModelDimension);
    m.moe.denseLayers = mr.integer("dense_layers", 0, 10000);
    mr.rejectUnknownKeys();
}

void readMla(JsonReader& r, ModelSpec& m, std::vector<std::string>& problems) {
    const json* j = r.object("mla", false);
    if (!j)
        return;
    JsonReader ar(*j, r.pathOf("mla"), problems);
    m.hasMla = true;
    m.mla.qLoraRank = ar.number("q_lora_rank", 0, kMaxModelDimension);
    m.mla.kvLoraRank = ar.number("kv_lora_rank", 1, kMaxModelDimension);
    m.mla.qkNopeHeadDim = ar.number("qk_nope_head_dim", 1, kMaxModelDimension);
    m.mla.qkRopeHeadDim = ar.number("qk_rope_head_dim", 0, kMaxModelDimension);
    m.mla.vHeadDim = ar.number("v_head_dim", 1, kMaxModelDimension);
    ar.rejectUnknownKeys();
}

void readVisionAndDiffusion(JsonReader& r, ModelSpec& m, std::vector<std::string>& problems) {
    if (const json* j = r.object("vision", m.kind == ModelKind::Vit)) {
        JsonReader vr(*j, r.pathOf("vision"), problems);
        m.vision.imageSize = vr.integer("image_size", 1, 100000);
        m.vision.patchSize = vr.integer("patch_size", 1, 10000);
        m.vision.channels = vr.integer("channels", 1, 64);
        m.vision.numClasses = vr.integer("num_classes", 0, 10000000);
        vr.rejectUnknownKeys();
    }
    if (const json* arr = r.array("components", m.kind == ModelKind::Diffusion)) {
        for (size_t i = 0; i < arr->size(); ++i) {
            JsonReader cr((*arr)[i], r.pathOf("components[" + std::to_string(i) + "]"), problems);
            DiffusionComponent c{cr.string("name"), cr.number("params", 1, 1e13),
                                 cr.string("source")};
            cr.rejectUnknownKeys();
            m.components.push_back(c);
        }
    }
    if (const json* j = r.object("diffusion", m.kind == ModelKind::Diffusion)) {
        JsonReader dr(*j, r.pathOf("diffusion"), problems);
        m.diffusion.defaultResolution = dr.integer("default_resolution", 64, 16384);
        m.diffusion.defaultSteps = dr.integer("default_steps", 1, 1000);
        m.diffusion.latentDownsample = dr.integer("latent_downsample", 1, 64);
        m.diffusion.latentChannels = dr.integer("latent_channels", 1, 1024);
        m.diffusion.gflopsPerStepAtDefault =
            dr.optionalNumber("gflops_per_step_at_default", 0, 0, 1e9);
        dr.rejectUnknownKeys();
    }
}

ModelSpec readModel(const json& j, const std::string& path, std::vector<std::string>& problems) {
    JsonReader r(j, path, problems);
    ModelSpec m;
    m.id = r.string("id");
    m.name = r.string("name");
    m.kind = readKind(r);
    const bool diffusion = m.kind == ModelKind::Diffusion;
    const double minSize = diffusion ? 0 : 1;
    m.layers = r.integer("layers", diffusion ? 0 : 1, 100000);
    m.hidden = r.number("hidden", minSize, kMaxModelDimension);
    m.heads = r.integer("heads", diffusion ? 0 : 1, 100000);
    m.kvHeads = r.integer("kv_heads", diffusion ? 0 : 1, 100000);
    m.headDim = r.number("head_dim", minSize, kMaxModelDimension);
    m.ffn = r.number("ffn", minSize, kMaxModelDimension);
    m.vocab = r.number("vocab", 0, 1e8);
    m.tiedEmbeddings = r.boolean("tied_embeddings");
    const std::string mlp = r.string("mlp");
    if (mlp != "gated" && mlp != "plain")
        r.problem("mlp", "got '" + mlp + "', accepted: gated, plain");
    m.gatedMlp = mlp == "gated";
    const std::string norm = r.string("norm");
    if (norm != "rms" && norm != "layer")
        r.problem("norm", "got '" + norm + "', accepted: rms, layer");
    m.layerNormWithBias = norm == "layer";
    m.attentionBias = r.optionalBoolean("attention_bias", false);
    m.qkvBias = r.optionalBoolean("qkv_bias", false);
    m.mlpBias = r.optionalBoolean("mlp_bias", false);
    m.lmHeadBias = r.optionalBoolean("lm_head_bias", false);
    m.parallelBlock = r.optionalBoolean("parallel_block", false);
    m.qkNorm = r.optionalBoolean("qk_norm", false);
    m.extraNormsPerLayer = static_cast<int>(r.optionalNumber("extra_norms_per_layer", 0, 0, 16));
    m.maxContext = r.number("max_context", 1, 1e8);
    m.slidingWindow = r.optionalNumber("sliding_window", 0, 0, 1e8);
    const std::string sw = r.optionalString("sliding_window_layers", "all");
    if (sw != "all" && sw != "alternate")
        r.problem("sliding_window_layers", "got '" + sw + "', accepted: all, alternate");
    m.slidingWindowAlternate = sw == "alternate";
    readMoe(r, m, problems);
    readMla(r, m, problems);
    readVisionAndDiffusion(r, m, problems);
    m.publishedParamsTotal = r.optionalNumber("published_params_total", 0, 0, 1e14);
    m.publishedParamsActive = r.optionalNumber("published_params_active", 0, 0, 1e14);
    if (r.has("provenance"))
        readProvenance(r, {"architecture"}, m.provenance, problems);
    else
        r.skip("provenance");
    r.rejectUnknownKeys();
    if (problems.empty()) {
        if (auto ok = validateModel(m); !ok)
            problems.push_back(path + ": " + ok.error().message);
    }
    return m;
}

template <typename T, typename ReadFn>
Result<std::vector<T>> parseList(std::string_view text, const char* listKey, const char* what,
                                 ReadFn read) {
    auto doc = parseJson(text, what);
    if (!doc)
        return doc.error();
    std::vector<std::string> problems;
    JsonReader top(*doc, what, problems);
    if (top.integer("schema", 1, 1) != 1 || !problems.empty())
        return fieldError(what, joinProblems(problems));
    std::vector<T> out;
    std::set<std::string> ids;
    if (const json* arr = top.array(listKey)) {
        for (size_t i = 0; i < arr->size(); ++i) {
            T item =
                read((*arr)[i], std::string(listKey) + "[" + std::to_string(i) + "]", problems);
            if (!ids.insert(item.id).second)
                problems.push_back(std::string(listKey) + "[" + std::to_string(i) +
                                   "].id: duplicate id '" + item.id + "'");
            out.push_back(std::move(item));
        }
    }
    top.rejectUnknownKeys();
    if (!problems.empty())
        return fieldError(what, joinProblems(problems));
    return out;
}

} // namespace

Result<std::vector<GpuSpec>> parseGpus(std::string_view text) {
    return parseList<GpuSpec>(text, "gpus", "gpus.json", readGpu);
}

Result<std::vector<ModelSpec>> parseModels(std::string_view text) {
    return parseList<ModelSpec>(text, "models", "models.json", readModel);
}

Result<ModelSpec> parseModelObject(std::string_view text) {
    auto doc = parseJson(text, "model");
    if (!doc)
        return doc.error();
    std::vector<std::string> problems;
    ModelSpec m = readModel(*doc, "model", problems);
    if (!problems.empty())
        return fieldError("model", joinProblems(problems));
    return m;
}

const GpuSpec* Catalog::findGpu(std::string_view id) const {
    for (const auto& g : gpus)
        if (g.id == id)
            return &g;
    return nullptr;
}

const ModelSpec* Catalog::findModel(std::string_view id) const {
    for (const auto& m : models)
        if (m.id == id)
            return &m;
    return nullptr;
}

std::string Catalog::gpuIds() const {
    std::string out;
    for (const auto& g : gpus)
        out += (out.empty() ? "" : ", ") + g.id;
    return out;
}

std::string Catalog::modelIds() const {
    std::string out;
    for (const auto& m : models)
        out += (out.empty() ? "" : ", ") + m.id;
    return out;
}

Result<Catalog> loadBundledCatalog() {
    Catalog c;
    auto gpus = parseGpus(bundledGpusJson());
    if (!gpus)
        return gpus.error();
    auto models = parseModels(bundledModelsJson());
    if (!models)
        return models.error();
    auto eff = parseEfficiency(bundledEfficiencyJson());
    if (!eff)
        return eff.error();
    auto prices = parsePrices(bundledPricesCsv());
    if (!prices)
        return prices.error();
    c.gpus = std::move(gpus).value();
    c.models = std::move(models).value();
    c.efficiency = std::move(eff).value();
    c.prices = std::move(prices).value();
    if (auto unknown = pricesWithUnknownGpus(c.prices, c); !unknown.empty())
        return fieldError("prices.csv", joinProblems(unknown));
    return c;
}

} // namespace rightsizer::catalog
