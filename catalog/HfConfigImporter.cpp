#include "HfConfigImporter.h"

#include "JsonReader.h"
#include "JsonText.h"

#include <set>

namespace rightsizer::catalog {
namespace {

using nlohmann::json;
using namespace rightsizer::model;

/// Bounds an HF config's sizes must lie within: the ones an inline architecture accepts
/// (catalog models.json), so a config cannot bring in what a scenario would refuse.
constexpr int kMaxCount = 100000;   // layers, heads, experts
constexpr double kMaxVocab = 1e8;   // vocab_size
constexpr double kMaxContext = 1e8; // max_position_embeddings, sliding_window

/// Reads HF config fields; lenient about unknown keys (configs carry many) and about null
/// (configs write "sliding_window": null for none), strict about the type and range of every
/// field it reads: a size must be a whole number in range, an optional field of the wrong type
/// is an error rather than the default ("num_key_value_heads": "8" is not multi-head attention).
struct HfReader {
    const nlohmann::json& doc;
    JsonReader json;

    HfReader(const nlohmann::json& config, std::vector<std::string>& problems)
        : doc(config)
        , json(config, "model-config", problems) {}

    bool has(const char* key) const { return doc.contains(key) && !doc.at(key).is_null(); }
    int count(const char* key, int minValue = 1) { return json.integer(key, minValue, kMaxCount); }
    int countOr(const char* key, int fallback, int minValue = 0) {
        return has(key) ? json.integer(key, minValue, kMaxCount) : fallback;
    }
    double size(const char* key, double maxValue = kMaxModelDimension) {
        return json.integer(key, 1, int(maxValue));
    }
    double sizeOr(const char* key, double fallback, double minValue = 0,
                  double maxValue = kMaxModelDimension) {
        return has(key) ? json.integer(key, int(minValue), int(maxValue)) : fallback;
    }
    bool boolOr(const char* key, bool fallback) { return has(key) ? json.boolean(key) : fallback; }
};

void readMoe(HfReader& r, const std::string& type, ModelSpec& m) {
    m.hasMoe = true;
    m.kind = ModelKind::Moe;
    m.moe.expertsActive = r.count("num_experts_per_tok");
    if (type == "mixtral") {
        m.moe.experts = r.count("num_local_experts");
        m.moe.expertFfn = m.ffn;
    } else if (type == "qwen2_moe" || type == "qwen3_moe") {
        m.moe.experts = r.count("num_experts");
        m.moe.expertFfn = r.size("moe_intermediate_size");
        if (type == "qwen2_moe") {
            m.moe.sharedExperts = 1;
            m.moe.sharedExpertFfn = r.size("shared_expert_intermediate_size");
        }
    } else { // deepseek
        m.moe.experts = r.count("n_routed_experts");
        m.moe.sharedExperts = r.countOr("n_shared_experts", 0);
        m.moe.expertFfn = r.size("moe_intermediate_size");
        m.moe.sharedExpertFfn = m.moe.expertFfn;
        m.moe.denseLayers = r.countOr("first_k_dense_replace", 0);
    }
}

} // namespace

Result<ModelSpec> importHfConfig(std::string_view configJson, const std::string& id) {
    auto parsed = parseJsonText(configJson);
    if (!parsed)
        return fieldError("model-config", parsed.error().message);
    const json& doc = *parsed;
    if (!doc.is_object())
        return fieldError("model-config", "expected a JSON object, got " + describeJson(doc));
    static const std::set<std::string> kSupported{
        "llama", "mistral",   "mixtral", "qwen2",       "qwen2_moe",
        "qwen3", "qwen3_moe", "gemma2",  "deepseek_v2", "deepseek_v3"};
    const auto typeField = doc.find("model_type");
    if (typeField == doc.end() || !typeField->is_string())
        return fieldError("model-config.model_type",
                          typeField == doc.end() ? std::string("missing")
                                                 : "expected a string such as \"llama\", got " +
                                                       describeJson(*typeField));
    const std::string type = typeField->get<std::string>();
    if (!kSupported.count(type))
        return fieldError("model-config.model_type",
                          "'" + clipText(type) +
                              "' is not supported; accepted: llama, mistral, mixtral, "
                              "qwen2, qwen2_moe, qwen3, qwen3_moe, gemma2, deepseek_v2, "
                              "deepseek_v3");
    std::vector<std::string> problems;
    HfReader r(doc, problems);
    ModelSpec m;
    m.id = id;
    m.name = id + " (" + type + " config)";
    m.kind = ModelKind::Llm;
    m.layers = r.count("num_hidden_layers");
    m.hidden = r.size("hidden_size");
    m.heads = r.count("num_attention_heads");
    m.kvHeads = r.countOr("num_key_value_heads", m.heads, 1);
    m.headDim = r.sizeOr("head_dim", m.heads > 0 ? m.hidden / m.heads : 0, 1);
    m.ffn = r.size("intermediate_size");
    m.vocab = r.size("vocab_size", kMaxVocab);
    m.maxContext = r.size("max_position_embeddings", kMaxContext);
    m.tiedEmbeddings = r.boolOr("tie_word_embeddings", type == "gemma2");
    m.gatedMlp = true;
    m.qkvBias = type == "qwen2" || type == "qwen2_moe" || r.boolOr("attention_bias", false);
    m.qkNorm = type == "qwen3" || type == "qwen3_moe";
    if (type == "gemma2") {
        m.extraNormsPerLayer = 2;
        m.slidingWindowAlternate = true;
    }
    if (type == "mistral" || type == "gemma2")
        m.slidingWindow = r.sizeOr("sliding_window", 0, 0, kMaxContext);
    if (type == "mixtral" || type == "qwen2_moe" || type == "qwen3_moe" ||
        type.rfind("deepseek", 0) == 0)
        readMoe(r, type, m);
    if (type.rfind("deepseek", 0) == 0) {
        m.hasMla = true;
        m.mla.qLoraRank = r.sizeOr("q_lora_rank", 0);
        m.mla.kvLoraRank = r.size("kv_lora_rank");
        m.mla.qkNopeHeadDim = r.size("qk_nope_head_dim");
        m.mla.qkRopeHeadDim = r.size("qk_rope_head_dim");
        m.mla.vHeadDim = r.size("v_head_dim");
        m.kvHeads = m.heads;
        m.headDim = m.mla.qkNopeHeadDim + m.mla.qkRopeHeadDim;
    }
    if (!problems.empty())
        return Error{"model-config", joinProblems(problems, 20)};
    if (auto ok = validateModel(m); !ok)
        return fieldError("model-config", ok.error().message);
    return m;
}

} // namespace rightsizer::catalog
