#include "HfConfigImporter.h"

#include "JsonReader.h"

#include <set>

namespace rightsizer::catalog {
namespace {

using nlohmann::json;
using namespace rightsizer::model;

/// Reads HF config fields; the reader is lenient about unknown keys (configs carry many) but
/// strict about the ones the engine needs.
struct HfReader {
    const json& doc;
    std::vector<std::string>& problems;

    bool has(const char* key) const { return doc.contains(key) && !doc[key].is_null(); }
    double number(const char* key) const {
        if (!has(key) || !doc[key].is_number()) {
            problems.push_back(std::string(key) + (has(key) ? ": expected a number" : ": missing"));
            return 0;
        }
        return doc[key].get<double>();
    }
    double numberOr(const char* key, double fallback) const {
        return has(key) && doc[key].is_number() ? doc[key].get<double>() : fallback;
    }
    bool boolOr(const char* key, bool fallback) const {
        return has(key) && doc[key].is_boolean() ? doc[key].get<bool>() : fallback;
    }
};

void readMoe(const HfReader& r, const std::string& type, ModelSpec& m) {
    m.hasMoe = true;
    m.kind = ModelKind::Moe;
    m.moe.expertsActive = static_cast<int>(r.number("num_experts_per_tok"));
    if (type == "mixtral") {
        m.moe.experts = static_cast<int>(r.number("num_local_experts"));
        m.moe.expertFfn = m.ffn;
    } else if (type == "qwen2_moe" || type == "qwen3_moe") {
        m.moe.experts = static_cast<int>(r.number("num_experts"));
        m.moe.expertFfn = r.number("moe_intermediate_size");
        if (type == "qwen2_moe") {
            m.moe.sharedExperts = 1;
            m.moe.sharedExpertFfn = r.number("shared_expert_intermediate_size");
        }
    } else { // deepseek
        m.moe.experts = static_cast<int>(r.number("n_routed_experts"));
        m.moe.sharedExperts = static_cast<int>(r.numberOr("n_shared_experts", 0));
        m.moe.expertFfn = r.number("moe_intermediate_size");
        m.moe.sharedExpertFfn = m.moe.expertFfn;
        m.moe.denseLayers = static_cast<int>(r.numberOr("first_k_dense_replace", 0));
    }
}

} // namespace

Result<ModelSpec> importHfConfig(std::string_view configJson, const std::string& id) {
    json doc = json::parse(configJson.begin(), configJson.end(), nullptr, false);
    if (doc.is_discarded() || !doc.is_object())
        return fieldError("model-config", "not a JSON object");
    static const std::set<std::string> kSupported{
        "llama", "mistral",   "mixtral", "qwen2",       "qwen2_moe",
        "qwen3", "qwen3_moe", "gemma2",  "deepseek_v2", "deepseek_v3"};
    const std::string type = doc.value("model_type", std::string());
    if (!kSupported.count(type))
        return fieldError("model-config.model_type",
                          "'" + type +
                              "' is not supported; accepted: llama, mistral, mixtral, "
                              "qwen2, qwen2_moe, qwen3, qwen3_moe, gemma2, deepseek_v2, "
                              "deepseek_v3");
    std::vector<std::string> problems;
    HfReader r{doc, problems};
    ModelSpec m;
    m.id = id;
    m.name = id + " (" + type + " config)";
    m.kind = ModelKind::Llm;
    m.layers = static_cast<int>(r.number("num_hidden_layers"));
    m.hidden = r.number("hidden_size");
    m.heads = static_cast<int>(r.number("num_attention_heads"));
    m.kvHeads = static_cast<int>(r.numberOr("num_key_value_heads", m.heads));
    m.headDim = r.numberOr("head_dim", m.heads > 0 ? m.hidden / m.heads : 0);
    m.ffn = r.number("intermediate_size");
    m.vocab = r.number("vocab_size");
    m.maxContext = r.number("max_position_embeddings");
    m.tiedEmbeddings = r.boolOr("tie_word_embeddings", type == "gemma2");
    m.gatedMlp = true;
    m.qkvBias = type == "qwen2" || type == "qwen2_moe" || r.boolOr("attention_bias", false);
    m.qkNorm = type == "qwen3" || type == "qwen3_moe";
    if (type == "gemma2") {
        m.extraNormsPerLayer = 2;
        m.slidingWindowAlternate = true;
    }
    if ((type == "mistral" || type == "gemma2") && r.has("sliding_window"))
        m.slidingWindow = r.numberOr("sliding_window", 0);
    if (type == "mixtral" || type == "qwen2_moe" || type == "qwen3_moe" ||
        type.rfind("deepseek", 0) == 0)
        readMoe(r, type, m);
    if (type.rfind("deepseek", 0) == 0) {
        m.hasMla = true;
        m.mla.qLoraRank = r.numberOr("q_lora_rank", 0);
        m.mla.kvLoraRank = r.number("kv_lora_rank");
        m.mla.qkNopeHeadDim = r.number("qk_nope_head_dim");
        m.mla.qkRopeHeadDim = r.number("qk_rope_head_dim");
        m.mla.vHeadDim = r.number("v_head_dim");
        m.kvHeads = m.heads;
        m.headDim = m.mla.qkNopeHeadDim + m.mla.qkRopeHeadDim;
    }
    if (!problems.empty())
        return fieldError("model-config", joinProblems(problems, 20));
    if (auto ok = validateModel(m); !ok)
        return fieldError("model-config", ok.error().message);
    return m;
}

} // namespace rightsizer::catalog
