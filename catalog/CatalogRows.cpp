#include "CatalogRows.h"

#include "BundledData.h"
#include "Csv.h"
#include "JsonReader.h"
#include "JsonText.h"
#include "Prices.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>

namespace rightsizer::catalog {
namespace {

using nlohmann::json;
using nlohmann::ordered_json;
using namespace rightsizer::model;

/// The columns of catalog/data/prices.csv in order (parsePrices insists on exactly this header,
/// so a drift between the two lists fails every price row loudly).
const std::vector<std::string> kPriceColumns{
    "id",        "gpu_id", "kind", "provider",         "product",       "region",
    "gpu_count", "usd",    "unit", "per_gpu_hour_usd", "observed_date", "confidence",
    "source",    "note"};

/// FNV-1a, 64 bits: enough to tell one build's data from another's (not a security hash).
std::uint64_t fnv1a(std::uint64_t h, std::string_view text) {
    for (char c : text) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ULL;
    }
    return h;
}

std::string hashOf(std::initializer_list<std::string_view> parts) {
    std::uint64_t h = 14695981039346656037ULL;
    for (std::string_view p : parts)
        h = fnv1a(fnv1a(h, p), std::string_view("\0", 1));
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return buf;
}

std::string csvQuote(const std::string& field) {
    if (field.find_first_of(",\"\r\n") == std::string::npos)
        return field;
    std::string out = "\"";
    for (char c : field)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

/// An error whose field is `what` and whose message replaces the parser's own prefix with it.
Error rewrap(const Error& e, const std::string& prefix, const std::string& what) {
    std::string message = e.message;
    if (message.starts_with(prefix))
        message = message.substr(prefix.size());
    return fieldError(what, message);
}

/// Source and date of a row: those of `key`'s provenance, else of the first entry.
void provenanceOf(const ordered_json& item, const char* key, RowData& row) {
    const auto p = item.find("provenance");
    if (p == item.end() || !p->is_object() || p->empty())
        return;
    const ordered_json& entry = p->contains(key) ? (*p)[key] : p->begin().value();
    row.source = entry.value("source", std::string());
    row.date = entry.value("date", std::string());
}

Result<std::vector<RowData>> splitJsonList(std::string_view text, const char* listKey, RowKind kind,
                                           const char* provenanceKey) {
    const auto parsed = parseOrderedJsonText(text);
    const ordered_json doc = parsed ? *parsed : ordered_json();
    if (!doc.is_object() || !doc.contains(listKey) || !doc[listKey].is_array())
        return fieldError(std::string(listKey) + ".json", "no list '" + std::string(listKey) + "'");
    std::vector<RowData> rows;
    for (const ordered_json& item : doc[listKey]) {
        RowData row{kind, item.value("id", std::string()), item.dump(), {}, {}};
        provenanceOf(item, provenanceKey, row);
        rows.push_back(std::move(row));
    }
    return rows;
}

ordered_json number(double v) {
    if (std::isfinite(v) && v == std::floor(v) && std::abs(v) < 9e15)
        return static_cast<std::int64_t>(v);
    return v;
}

ordered_json provenanceToJson(const std::map<std::string, Provenance>& provenance) {
    ordered_json out = ordered_json::object();
    for (const auto& [key, p] : provenance) {
        ordered_json e{{"source", p.source}, {"date", p.date}};
        if (!p.note.empty())
            e["note"] = p.note;
        out[key] = e;
    }
    return out;
}

void writeKindSpecific(const ModelSpec& m, ordered_json& j) {
    if (m.hasMoe || m.kind == ModelKind::Moe) {
        ordered_json moe{{"experts", m.moe.experts},
                         {"experts_active", m.moe.expertsActive},
                         {"shared_experts", m.moe.sharedExperts},
                         {"expert_ffn", number(m.moe.expertFfn)}};
        if (m.moe.sharedExpertFfn > 0)
            moe["shared_expert_ffn"] = number(m.moe.sharedExpertFfn);
        moe["dense_layers"] = m.moe.denseLayers;
        j["moe"] = moe;
    }
    if (m.hasMla)
        j["mla"] = ordered_json{{"q_lora_rank", number(m.mla.qLoraRank)},
                                {"kv_lora_rank", number(m.mla.kvLoraRank)},
                                {"qk_nope_head_dim", number(m.mla.qkNopeHeadDim)},
                                {"qk_rope_head_dim", number(m.mla.qkRopeHeadDim)},
                                {"v_head_dim", number(m.mla.vHeadDim)}};
    if (m.kind == ModelKind::Vit)
        j["vision"] = ordered_json{{"image_size", m.vision.imageSize},
                                   {"patch_size", m.vision.patchSize},
                                   {"channels", m.vision.channels},
                                   {"num_classes", m.vision.numClasses}};
    if (m.kind == ModelKind::Diffusion) {
        ordered_json components = ordered_json::array();
        for (const auto& c : m.components)
            components.push_back(
                {{"name", c.name}, {"params", number(c.params)}, {"source", c.source}});
        j["components"] = components;
        ordered_json d{{"default_resolution", m.diffusion.defaultResolution},
                       {"default_steps", m.diffusion.defaultSteps},
                       {"latent_downsample", m.diffusion.latentDownsample},
                       {"latent_channels", m.diffusion.latentChannels}};
        if (m.diffusion.gflopsPerStepAtDefault > 0)
            d["gflops_per_step_at_default"] = number(m.diffusion.gflopsPerStepAtDefault);
        j["diffusion"] = d;
    }
}

} // namespace

std::string_view rowKindName(RowKind kind) {
    switch (kind) {
    case RowKind::Gpu:
        return "gpu";
    case RowKind::Model:
        return "model";
    case RowKind::Price:
        return "price";
    }
    return "gpu";
}

Result<RowKind> parseRowKind(std::string_view text, const std::string& field) {
    for (RowKind k : kRowKinds) {
        const std::string_view name = rowKindName(k);
        if (text == name ||
            (text.size() == name.size() + 1 && text.starts_with(name) && text.back() == 's'))
            return k;
    }
    return fieldError(field, "'" + std::string(text) +
                                 "' is not a kind; accepted: gpus, models, "
                                 "prices");
}

Result<BundledRows> splitCatalogData(std::string_view gpusJson, std::string_view modelsJson,
                                     std::string_view pricesCsv, const std::string& version) {
    if (auto g = parseGpus(gpusJson); !g)
        return g.error();
    if (auto m = parseModels(modelsJson); !m)
        return m.error();
    if (auto p = parsePrices(pricesCsv); !p)
        return p.error();
    BundledRows out{version, hashOf({gpusJson, modelsJson, pricesCsv}), {}};
    auto gpus = splitJsonList(gpusJson, "gpus", RowKind::Gpu, "dense_tflops");
    if (!gpus)
        return gpus.error();
    auto models = splitJsonList(modelsJson, "models", RowKind::Model, "architecture");
    if (!models)
        return models.error();
    out.rows = std::move(gpus).value();
    out.rows.insert(out.rows.end(), models->begin(), models->end());
    const CsvTable prices = parseCsv(pricesCsv);
    for (const CsvRow& r : prices.rows) {
        ordered_json j = ordered_json::object();
        for (const std::string& column : prices.header)
            j[column] = r.fields.at(column);
        out.rows.push_back(RowData{RowKind::Price, r.fields.at("id"), j.dump(),
                                   r.fields.at("source"), r.fields.at("observed_date")});
    }
    return out;
}

Result<BundledRows> bundledRows() {
    return splitCatalogData(bundledGpusJson(), bundledModelsJson(), bundledPricesCsv(),
                            RIGHTSIZER_VERSION);
}

Result<GpuSpec> parseGpuObject(std::string_view text) {
    auto parsed = parseJsonText(text);
    if (!parsed)
        return fieldError("gpu", "not valid JSON (" + parsed.error().message + ")");
    const json& item = *parsed;
    if (!item.is_object())
        return fieldError("gpu", "not a JSON object");
    const json list{{"schema", 1}, {"gpus", json::array({item})}};
    auto gpus = parseGpus(list.dump());
    if (!gpus)
        return rewrap(gpus.error(), "gpus.json: gpus[0].", "gpu");
    return gpus->front();
}

Result<PriceQuote> parsePriceObject(std::string_view text) {
    auto parsed = parseJsonText(text);
    if (!parsed)
        return fieldError("price", "not valid JSON (" + parsed.error().message + ")");
    const json& item = *parsed;
    if (!item.is_object())
        return fieldError("price", "not a JSON object");
    std::vector<std::string> problems;
    std::string header;
    std::string line;
    for (const std::string& column : kPriceColumns) {
        header += (header.empty() ? "" : ",") + column;
        std::string value;
        if (const auto it = item.find(column); it != item.end()) {
            if (it->is_string())
                value = it->get<std::string>();
            else if (it->is_number())
                value = it->dump();
            else if (!it->is_null())
                problems.push_back(column + ": expected a string or a number, got " + it->dump());
        }
        line += (column == kPriceColumns.front() ? "" : ",") + csvQuote(value);
    }
    for (auto it = item.begin(); it != item.end(); ++it)
        if (std::find(kPriceColumns.begin(), kPriceColumns.end(), it.key()) == kPriceColumns.end())
            problems.push_back(it.key() + ": unknown field");
    if (!problems.empty())
        return fieldError("price", joinProblems(problems));
    auto book = parsePrices(header + "\n" + line + "\n");
    if (!book)
        return rewrap(book.error(), "prices.csv: line 2: ", "price");
    return book->quotes.front();
}

ordered_json modelToJson(const ModelSpec& m) {
    ordered_json j{{"id", m.id},
                   {"name", m.name},
                   {"kind", std::string(modelKindName(m.kind))},
                   {"layers", m.layers},
                   {"hidden", number(m.hidden)},
                   {"heads", m.heads},
                   {"kv_heads", m.kvHeads},
                   {"head_dim", number(m.headDim)},
                   {"ffn", number(m.ffn)},
                   {"vocab", number(m.vocab)},
                   {"tied_embeddings", m.tiedEmbeddings},
                   {"mlp", m.gatedMlp ? "gated" : "plain"},
                   {"norm", m.layerNormWithBias ? "layer" : "rms"},
                   {"attention_bias", m.attentionBias},
                   {"qkv_bias", m.qkvBias},
                   {"mlp_bias", m.mlpBias},
                   {"lm_head_bias", m.lmHeadBias},
                   {"parallel_block", m.parallelBlock},
                   {"qk_norm", m.qkNorm},
                   {"extra_norms_per_layer", m.extraNormsPerLayer},
                   {"max_context", number(m.maxContext)}};
    if (m.slidingWindow > 0)
        j["sliding_window"] = number(m.slidingWindow);
    if (m.slidingWindow > 0 || m.slidingWindowAlternate)
        j["sliding_window_layers"] = m.slidingWindowAlternate ? "alternate" : "all";
    writeKindSpecific(m, j);
    if (m.publishedParamsTotal > 0)
        j["published_params_total"] = number(m.publishedParamsTotal);
    if (m.publishedParamsActive > 0)
        j["published_params_active"] = number(m.publishedParamsActive);
    if (!m.provenance.empty())
        j["provenance"] = provenanceToJson(m.provenance);
    return j;
}

} // namespace rightsizer::catalog
