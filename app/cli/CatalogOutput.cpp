// Text and JSON renderings of catalog rows for `rightsizer catalog list` and `show`.
#include "CatalogVerb.h"
#include "catalog/JsonText.h"
#include "views/catalog/CatalogTableColumns.h"

#include <cstdio>
#include <sstream>

namespace rightsizer::app {
namespace {

using catalog::CatalogRow;
using catalog::RowKind;
using nlohmann::ordered_json;

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

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

std::string status(const CatalogRow& row) {
    return std::string(catalog::rowStatusName(row.status));
}

/// The row's stored JSON; null when it does not parse (the figures name the problem).
ordered_json storedJson(const catalog::RowData& d) {
    auto parsed = catalog::parseOrderedJsonText(d.json);
    return parsed ? *parsed : ordered_json();
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
    std::vector<views::CatalogEntry> entries;
    for (const CatalogRow& row : rows)
        entries.push_back(views::parseCatalogEntry(row));
    std::ostringstream out;
    for (const QString& line : views::textTable(views::catalogTableColumns(kind), entries))
        out << line.toStdString() << "\n";
    out << rows.size() << " " << catalog::rowKindName(kind) << (rows.size() == 1 ? "" : "s")
        << "\n";
    for (const views::CatalogEntry& e : entries)
        if (!e.problem.isEmpty())
            out << "invalid row " << e.row.data.id << ": " << e.problem.toStdString() << "\n";
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
    flatten(storedJson(d), "", out);
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
    j["data"] = storedJson(d);
    return j;
}

} // namespace rightsizer::app
