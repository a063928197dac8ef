#include "CatalogColumns.h"

#include "catalog/Catalog.h"

#include <QObject>

#include <cmath>
#include <cstdlib>
#include <limits>

namespace rightsizer::views {
namespace {

using catalog::RowKind;
using nlohmann::ordered_json;
using Raw = std::function<QVariant(const CatalogEntry&)>;

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

QVariant text(const std::string& s) {
    return QString::fromStdString(s);
}

QString name(std::string_view v) {
    return QString::fromUtf8(v.data(), qsizetype(v.size()));
}

/// A GPU, model or price figure; invalid when the row does not parse.
template <typename F> Raw gpu(F f) {
    return [f](const CatalogEntry& e) { return e.gpu ? QVariant(f(*e.gpu)) : QVariant(); };
}
template <typename F> Raw modelValue(F f) {
    return [f](const CatalogEntry& e) { return e.model ? QVariant(f(e)) : QVariant(); };
}
template <typename F> Raw price(F f) {
    return [f](const CatalogEntry& e) { return e.price ? QVariant(f(*e.price)) : QVariant(); };
}

/// A writer that stores the typed value times `scale` as a JSON number at `field`.
std::function<void(ordered_json&, double)> numberAt(std::string field, double scale = 1.0) {
    return [field, scale](ordered_json& j, double v) { j[field] = jsonNumber(v * scale); };
}

/// Dense TFLOP/s of one precision; 0 removes it (the precision does not run natively).
std::function<void(ordered_json&, double)> tflopsAt(std::string precision) {
    return [precision](ordered_json& j, double v) {
        if (v == 0.0 && j.contains("dense_tflops") && j["dense_tflops"].is_object())
            j["dense_tflops"].erase(precision);
        else if (v != 0.0)
            j["dense_tflops"][precision] = jsonNumber(v);
    };
}

/// A price figure as prices.csv writes it (prices are stored as text).
std::string priceText(double v) {
    return QString::number(v, 'g', 10).toStdString();
}

std::optional<double> numberIn(const ordered_json& j, const std::string& key) {
    if (!j.contains(key))
        return std::nullopt;
    const ordered_json& v = j[key];
    if (v.is_number())
        return v.get<double>();
    if (!v.is_string() || v.get<std::string>().empty())
        return std::nullopt;
    char* end = nullptr;
    const std::string s = v.get<std::string>();
    const double d = std::strtod(s.c_str(), &end);
    return end == s.c_str() + s.size() ? std::optional<double>(d) : std::nullopt;
}

/// Writes one of the two price figures and scales the other by the same factor, so that the
/// per-GPU-hour figure keeps agreeing with usd / gpu_count as prices.csv requires.
std::function<void(ordered_json&, double)> priceAt(std::string field, std::string other) {
    return [field, other](ordered_json& j, double v) {
        const std::optional<double> old = numberIn(j, field);
        const std::optional<double> otherOld = numberIn(j, other);
        j[field] = priceText(v);
        if (old && otherOld && *old > 0.0 && v > 0.0)
            j[other] = priceText(*otherOld * (v / *old));
    };
}

/// The row's id: shown even when the row's JSON does not parse.
CatalogColumn idColumn(const QString& tip) {
    return {"id",
            QObject::tr("ID"),
            tip,
            CellFormat::Text,
            0,
            false,
            [](const CatalogEntry& e) { return text(e.row.data.id); },
            {},
            {}};
}

std::vector<CatalogColumn> withCommonColumns(std::vector<CatalogColumn> columns) {
    columns.push_back(
        {"status",
         QObject::tr("Status"),
         QObject::tr("bundled: as shipped; edited: your figures replace the bundled ones; "
                     "added: your row; deleted: a bundled row you hid"),
         CellFormat::Text,
         0,
         false,
         [](const CatalogEntry& e) { return QVariant(name(catalog::rowStatusName(e.row.status))); },
         {},
         {}});
    columns.push_back({"date",
                       QObject::tr("Date"),
                       QObject::tr("When the source published or was read (ISO 8601)"),
                       CellFormat::Text,
                       0,
                       false,
                       [](const CatalogEntry& e) { return text(e.row.data.date); },
                       {},
                       {}});
    columns.push_back({"source",
                       QObject::tr("Source"),
                       QObject::tr("Where the row's figures come from (hover a cell for all "
                                   "of it)"),
                       CellFormat::Text,
                       0,
                       false,
                       [](const CatalogEntry& e) { return text(e.row.data.source); },
                       {},
                       {}});
    return columns;
}

std::vector<CatalogColumn> gpuColumns() {
    using G = model::GpuSpec;
    auto flops = [](model::ComputeKind k) {
        return gpu([k](const G& g) { return g.flopsPerS(k) / 1e12; });
    };
    return withCommonColumns({
        idColumn(QObject::tr("Catalog id")),
        {"name",
         QObject::tr("Name"),
         QObject::tr("Product name"),
         CellFormat::Text,
         0,
         false,
         gpu([](const G& g) { return QString::fromStdString(g.name); }),
         {},
         {}},
        {"vendor",
         QObject::tr("Vendor"),
         {},
         CellFormat::Text,
         0,
         false,
         gpu([](const G& g) { return QString::fromStdString(g.vendor); }),
         {},
         {}},
        {"memory", QObject::tr("Memory (GiB)"),
         QObject::tr("Memory the runtime sees (nvidia-smi memory.total), which the planner "
                     "fits models into; stored in bytes"),
         CellFormat::Number, 2, false, gpu([](const G& g) { return g.memoryRuntimeBytes / kGiB; }),
         "memory_runtime_bytes",
         [](ordered_json& j, double v) {
             j["memory_runtime_bytes"] = jsonNumber(std::round(v * kGiB));
         }},
        {"bandwidth", QObject::tr("Bandwidth (TB/s)"),
         QObject::tr("Memory bandwidth; stored in GB/s"), CellFormat::Number, 2, false,
         gpu([](const G& g) { return g.memoryBandwidthBytesPerS / 1e12; }), "memory_bandwidth_gbps",
         numberAt("memory_bandwidth_gbps", 1000.0)},
        {"bf16", QObject::tr("BF16 (TFLOP/s)"),
         QObject::tr("Dense BF16 tensor throughput (no sparsity); 0 removes it"),
         CellFormat::Number, 1, true, flops(model::ComputeKind::Bf16), "dense_tflops",
         tflopsAt("bf16")},
        {"fp8", QObject::tr("FP8 (TFLOP/s)"),
         QObject::tr("Dense FP8 tensor throughput (no sparsity); — or 0: not native"),
         CellFormat::Number, 1, true, flops(model::ComputeKind::Fp8), "dense_tflops",
         tflopsAt("fp8")},
        {"tdp", QObject::tr("TDP (W)"), QObject::tr("Board power; — when not published"),
         CellFormat::Number, 0, true, gpu([](const G& g) { return g.tdpW; }), "tdp_w",
         numberAt("tdp_w")},
        {"form_factor",
         QObject::tr("Form factor"),
         QObject::tr("SXM, OAM, PCIe, ..."),
         CellFormat::Text,
         0,
         false,
         gpu([](const G& g) { return QString::fromStdString(g.formFactor); }),
         {},
         {}},
    });
}

std::vector<CatalogColumn> modelColumns() {
    using E = CatalogEntry;
    // 0 layers, heads or width: a diffusion pipeline, whose parts are listed in its JSON.
    auto count = [](std::string key, QString title, QString tip, auto get, std::string field) {
        return CatalogColumn{std::move(key),
                             std::move(title),
                             std::move(tip),
                             CellFormat::Number,
                             0,
                             true,
                             modelValue([get](const E& e) { return double(get(*e.model)); }),
                             field,
                             numberAt(field)};
    };
    return withCommonColumns({
        idColumn(QObject::tr("Catalog id")),
        {"name",
         QObject::tr("Name"),
         {},
         CellFormat::Text,
         0,
         false,
         modelValue([](const E& e) { return QString::fromStdString(e.model->name); }),
         {},
         {}},
        {"kind",
         QObject::tr("Kind"),
         QObject::tr("llm, moe (mixture of experts), vit, diffusion"),
         CellFormat::Text,
         0,
         false,
         modelValue([](const E& e) { return name(model::modelKindName(e.model->kind)); }),
         {},
         {}},
        {"params",
         QObject::tr("Parameters (B)"),
         QObject::tr("Total parameters, counted by the engine from the architecture"),
         CellFormat::Number,
         2,
         false,
         modelValue([](const E& e) { return e.params.total / 1e9; }),
         {},
         {}},
        {"params_active",
         QObject::tr("Active (B)"),
         QObject::tr("Parameters active per token (differs from the total for MoE models)"),
         CellFormat::Number,
         2,
         false,
         modelValue([](const E& e) { return e.params.active / 1e9; }),
         {},
         {}},
        count(
            "layers", QObject::tr("Layers"), QObject::tr("Transformer layers"),
            [](const model::ModelSpec& m) { return m.layers; }, "layers"),
        count(
            "hidden", QObject::tr("Hidden"), QObject::tr("Hidden size (model width)"),
            [](const model::ModelSpec& m) { return m.hidden; }, "hidden"),
        count(
            "heads", QObject::tr("Heads"), QObject::tr("Attention (query) heads"),
            [](const model::ModelSpec& m) { return m.heads; }, "heads"),
        count(
            "kv_heads", QObject::tr("KV heads"),
            QObject::tr("Key/value heads (fewer than heads: grouped-query attention)"),
            [](const model::ModelSpec& m) { return m.kvHeads; }, "kv_heads"),
        count(
            "context", QObject::tr("Context (tokens)"),
            QObject::tr("Longest context the model supports"),
            [](const model::ModelSpec& m) { return m.maxContext; }, "max_context"),
    });
}

std::vector<CatalogColumn> priceColumns() {
    using P = model::PriceQuote;
    auto str = [](std::string key, QString title, QString tip, std::string P::*member) {
        return CatalogColumn{
            std::move(key),
            std::move(title),
            std::move(tip),
            CellFormat::Text,
            0,
            false,
            price([member](const P& p) { return QString::fromStdString(p.*member); }),
            {},
            {}};
    };
    return withCommonColumns({
        idColumn(QObject::tr("Price id")),
        str("gpu", QObject::tr("GPU"), QObject::tr("Catalog GPU id"), &P::gpuId),
        {"kind",
         QObject::tr("Kind"),
         QObject::tr("on-demand, spot, reserved, capacity-block, purchase or "
                     "on-demand-historical"),
         CellFormat::Text,
         0,
         false,
         price([](const P& p) { return name(model::priceKindName(p.kind)); }),
         {},
         {}},
        str("provider", QObject::tr("Provider"), {}, &P::provider),
        str("product", QObject::tr("Product"), QObject::tr("Instance type or offer"), &P::product),
        {"gpu_count",
         QObject::tr("GPUs", "table column: how many GPUs"),
         QObject::tr("GPUs in the priced instance or kit"),
         CellFormat::Number,
         0,
         false,
         price([](const P& p) { return double(p.gpuCount); }),
         {},
         {}},
        {"usd", QObject::tr("Price (USD)"),
         QObject::tr("The offer's price in its unit; editing it scales USD per GPU-hour by the "
                     "same factor"),
         CellFormat::Money, 2, false, price([](const P& p) { return p.usd; }), "usd",
         priceAt("usd", "per_gpu_hour_usd")},
        str("unit", QObject::tr("Unit"), QObject::tr("What the price is per"), &P::unit),
        {"usd_per_gpu_hour", QObject::tr("USD per GPU-hour"),
         QObject::tr("The hourly price of one GPU (— for purchase prices); editing it scales "
                     "the offer's price by the same factor"),
         CellFormat::Money, 2, true, price([](const P& p) { return p.perGpuHourUsd; }),
         "per_gpu_hour_usd", priceAt("per_gpu_hour_usd", "usd")},
        str("observed", QObject::tr("Observed"), QObject::tr("When the price was seen (ISO 8601)"),
            &P::observedDate),
    });
}

} // namespace

nlohmann::ordered_json jsonNumber(double v) {
    constexpr double kExact = 9007199254740992.0; // 2^53: integers up to here are exact
    if (std::isfinite(v) && v == std::floor(v) && std::abs(v) < kExact)
        return ordered_json(static_cast<std::int64_t>(v));
    return ordered_json(v);
}

CatalogEntry parseCatalogEntry(catalog::CatalogRow row) {
    CatalogEntry e;
    const std::string& json = row.data.json;
    std::optional<model::Error> error;
    switch (row.data.kind) {
    case RowKind::Gpu:
        if (auto g = catalog::parseGpuObject(json))
            e.gpu = std::move(g).value();
        else
            error = g.error();
        break;
    case RowKind::Model:
        if (auto m = catalog::parseModelObject(json)) {
            e.params = model::countParameters(*m);
            e.model = std::move(m).value();
        } else {
            error = m.error();
        }
        break;
    case RowKind::Price:
        if (auto p = catalog::parsePriceObject(json))
            e.price = std::move(p).value();
        else
            error = p.error();
        break;
    }
    if (error)
        e.problem = QString::fromStdString(error->message);
    e.row = std::move(row);
    return e;
}

const std::vector<CatalogColumn>& catalogColumns(RowKind kind) {
    static const std::vector<CatalogColumn> gpus = gpuColumns();
    static const std::vector<CatalogColumn> models = modelColumns();
    static const std::vector<CatalogColumn> prices = priceColumns();
    switch (kind) {
    case RowKind::Gpu:
        return gpus;
    case RowKind::Model:
        return models;
    case RowKind::Price:
        break;
    }
    return prices;
}

int catalogColumnOf(RowKind kind, std::string_view key) {
    const auto& columns = catalogColumns(kind);
    for (size_t i = 0; i < columns.size(); ++i)
        if (columns[i].key == key)
            return int(i);
    return -1;
}

int sourceColumn(RowKind kind) {
    return catalogColumnOf(kind, "source");
}

int dateColumn(RowKind kind) {
    return catalogColumnOf(kind, "date");
}

int statusColumn(RowKind kind) {
    return catalogColumnOf(kind, "status");
}

} // namespace rightsizer::views
