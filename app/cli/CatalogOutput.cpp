// Text and JSON renderings of catalog rows for `rightsizer catalog list` and `show`.
#include "CatalogVerb.h"
#include "catalog/JsonText.h"

#include <cstdio>
#include <sstream>

namespace rightsizer::app {
namespace {

using catalog::CatalogRow;
using catalog::RowKind;
using nlohmann::ordered_json;

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr size_t kSourceWidth = 48;

std::string fixed(double v, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

/// Parameters with three significant digits: "8.03 B", "46.7 B", "671 B", "1.5 T".
std::string params(double n) {
    char buf[32];
    if (n >= 1e12)
        std::snprintf(buf, sizeof buf, "%.3g T", n / 1e12);
    else if (n >= 1e9)
        std::snprintf(buf, sizeof buf, "%.3g B", n / 1e9);
    else
        std::snprintf(buf, sizeof buf, "%.3g M", n / 1e6);
    return buf;
}

std::string tflops(const model::GpuSpec& g, model::ComputeKind k) {
    const double f = g.flopsPerS(k);
    return f > 0 ? fixed(f / 1e12, 1) : "-";
}

std::string shortened(const std::string& text, size_t width) {
    return text.size() <= width ? text : text.substr(0, width - 3) + "...";
}

/// "USD/instance-hour" -> "/instance-hour".
std::string perUnit(const std::string& unit) {
    return unit.starts_with("USD") ? unit.substr(3) : unit;
}

std::string status(const CatalogRow& row) {
    return std::string(catalog::rowStatusName(row.status));
}

std::vector<std::string> header(RowKind kind) {
    switch (kind) {
    case RowKind::Gpu:
        return {"ID",          "NAME",  "MEMORY GiB", "BW GB/s", "BF16 TFLOP/s",
                "FP8 TFLOP/s", "TDP W", "STATUS",     "DATE",    "SOURCE"};
    case RowKind::Model:
        return {"ID",     "NAME",    "KIND",   "PARAMS", "ACTIVE",
                "LAYERS", "CONTEXT", "STATUS", "DATE",   "SOURCE"};
    case RowKind::Price:
        return {"ID",  "GPU",      "KIND",   "PROVIDER", "USD/GPU-HOUR",
                "USD", "OBSERVED", "STATUS", "SOURCE"};
    }
    return {};
}

/// The key figures of one row, in the order of header(kind), or the parse error.
model::Result<std::vector<std::string>> cells(const CatalogRow& row) {
    const catalog::RowData& d = row.data;
    const std::string tail = shortened(d.source, kSourceWidth);
    switch (d.kind) {
    case RowKind::Gpu: {
        auto g = catalog::parseGpuObject(d.json);
        if (!g)
            return g.error();
        return std::vector<std::string>{d.id,
                                        g->name,
                                        fixed(g->memoryRuntimeBytes / kGiB, 1),
                                        fixed(g->memoryBandwidthBytesPerS / 1e9, 0),
                                        tflops(*g, model::ComputeKind::Bf16),
                                        tflops(*g, model::ComputeKind::Fp8),
                                        g->tdpW > 0 ? fixed(g->tdpW, 0) : "-",
                                        status(row),
                                        d.date,
                                        tail};
    }
    case RowKind::Model: {
        auto m = catalog::parseModelObject(d.json);
        if (!m)
            return m.error();
        const model::ParameterCount p = model::countParameters(*m);
        return std::vector<std::string>{d.id,
                                        m->name,
                                        std::string(model::modelKindName(m->kind)),
                                        params(p.total),
                                        params(p.active),
                                        std::to_string(m->layers),
                                        fixed(m->maxContext, 0),
                                        status(row),
                                        d.date,
                                        tail};
    }
    case RowKind::Price: {
        auto q = catalog::parsePriceObject(d.json);
        if (!q)
            return q.error();
        const bool purchase = q->kind == model::PriceKind::Purchase;
        return std::vector<std::string>{d.id,
                                        q->gpuId,
                                        std::string(model::priceKindName(q->kind)),
                                        q->provider,
                                        purchase ? "-" : fixed(q->perGpuHourUsd, 2),
                                        fixed(q->usd, 2) + " " + perUnit(q->unit),
                                        q->observedDate,
                                        status(row),
                                        tail};
    }
    }
    return std::vector<std::string>{};
}

void flatten(const ordered_json& j, const std::string& path, std::ostringstream& out) {
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it)
            flatten(it.value(), path.empty() ? it.key() : path + "." + it.key(), out);
    } else if (j.is_array()) {
        for (size_t i = 0; i < j.size(); ++i)
            flatten(j[i], path + "[" + std::to_string(i) + "]", out);
    } else {
        out << "  " << path << ": " << (j.is_string() ? j.get<std::string>() : catalog::dumpJson(j))
            << "\n";
    }
}

ordered_json figures(const CatalogRow& row) {
    const catalog::RowData& d = row.data;
    if (d.kind == RowKind::Gpu) {
        auto g = catalog::parseGpuObject(d.json);
        if (!g)
            return ordered_json{{"problem", g.error().message}};
        return ordered_json{{"name", g->name},
                            {"memory_gib", g->memoryRuntimeBytes / kGiB},
                            {"bandwidth_gbps", g->memoryBandwidthBytesPerS / 1e9},
                            {"bf16_tflops", g->flopsPerS(model::ComputeKind::Bf16) / 1e12},
                            {"fp8_tflops", g->flopsPerS(model::ComputeKind::Fp8) / 1e12},
                            {"tdp_w", g->tdpW}};
    }
    if (d.kind == RowKind::Model) {
        auto m = catalog::parseModelObject(d.json);
        if (!m)
            return ordered_json{{"problem", m.error().message}};
        const model::ParameterCount p = model::countParameters(*m);
        return ordered_json{
            {"name", m->name},         {"model_kind", std::string(model::modelKindName(m->kind))},
            {"params_total", p.total}, {"params_active", p.active},
            {"layers", m->layers},     {"max_context", m->maxContext}};
    }
    auto q = catalog::parsePriceObject(d.json);
    if (!q)
        return ordered_json{{"problem", q.error().message}};
    ordered_json j{{"gpu_id", q->gpuId},
                   {"price_kind", std::string(model::priceKindName(q->kind))},
                   {"provider", q->provider},
                   {"usd", q->usd},
                   {"unit", q->unit}};
    j["usd_per_gpu_hour"] = q->kind == model::PriceKind::Purchase ? ordered_json(nullptr)
                                                                  : ordered_json(q->perGpuHourUsd);
    return j;
}

} // namespace

std::string catalogRowsToText(RowKind kind, const std::vector<CatalogRow>& rows) {
    std::vector<std::vector<std::string>> table{header(kind)};
    std::vector<std::string> problems;
    for (const CatalogRow& row : rows) {
        auto c = cells(row);
        if (c) {
            table.push_back(*c);
            continue;
        }
        problems.push_back(row.data.id + ": " + c.error().message);
        std::vector<std::string> invalid(table.front().size(), "?");
        invalid.front() = row.data.id;
        invalid[invalid.size() - 2] = status(row) + " (INVALID)";
        table.push_back(invalid);
    }
    std::vector<size_t> width(table.front().size(), 0);
    for (const auto& line : table)
        for (size_t i = 0; i < line.size(); ++i)
            width[i] = std::max(width[i], line[i].size());
    std::ostringstream out;
    for (const auto& line : table) {
        std::string text;
        for (size_t i = 0; i < line.size(); ++i)
            text += i + 1 < line.size() ? line[i] + std::string(width[i] - line[i].size() + 2, ' ')
                                        : line[i];
        out << text << "\n";
    }
    out << rows.size() << " " << catalog::rowKindName(kind) << (rows.size() == 1 ? "" : "s")
        << "\n";
    for (const auto& p : problems)
        out << "invalid row " << p << "\n";
    return out.str();
}

ordered_json catalogRowsToJson(RowKind kind, const std::vector<CatalogRow>& rows) {
    ordered_json list = ordered_json::array();
    for (const CatalogRow& row : rows)
        list.push_back(catalogRowToJson(row));
    return ordered_json{{"kind", std::string(catalog::rowKindName(kind))}, {"rows", list}};
}

std::string catalogRowToText(const CatalogRow& row) {
    const catalog::RowData& d = row.data;
    std::ostringstream out;
    out << catalog::rowKindName(d.kind) << " " << d.id << "\n";
    out << "status: " << status(row);
    if (!row.editedUtc.empty())
        out << " (edited " << row.editedUtc << ")";
    out << "\nsource: " << d.source << "\ndate: " << d.date << "\n";
    const ordered_json f = figures(row);
    if (f.contains("problem"))
        out << "INVALID: " << f["problem"].get<std::string>() << "\n";
    if (d.kind == RowKind::Model && f.contains("params_total"))
        out << "parameters: " << params(f["params_total"].get<double>()) << " total, "
            << params(f["params_active"].get<double>()) << " active\n";
    out << "fields:\n";
    flatten(ordered_json::parse(d.json, nullptr, false), "", out);
    return out.str();
}

ordered_json catalogRowToJson(const CatalogRow& row) {
    const catalog::RowData& d = row.data;
    ordered_json j{{"kind", std::string(catalog::rowKindName(d.kind))},
                   {"id", d.id},
                   {"status", status(row)},
                   {"source", d.source},
                   {"date", d.date}};
    j["edited_utc"] = row.editedUtc.empty() ? ordered_json(nullptr) : ordered_json(row.editedUtc);
    j["figures"] = figures(row);
    j["data"] = ordered_json::parse(d.json, nullptr, false);
    return j;
}

} // namespace rightsizer::app
