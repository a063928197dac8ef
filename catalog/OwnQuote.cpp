#include "OwnQuote.h"

#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace rightsizer::catalog {

namespace {

std::string dateOrToday(const OwnQuote& q) {
    return q.date.empty() ? model::todayIso() : q.date;
}

} // namespace

std::string OwnQuote::id() const {
    std::string out = "my-" + gpuId + "-" + dateOrToday(*this);
    if (kind != model::PriceKind::OnDemand)
        out += "-" + std::string(model::priceKindName(kind));
    return out;
}

std::string OwnQuote::json() const {
    char usd[32];
    std::snprintf(usd, sizeof usd, "%.6g", usdPerGpuHour);
    const nlohmann::ordered_json row{{"id", id()},
                                     {"gpu_id", gpuId},
                                     {"kind", std::string(model::priceKindName(kind))},
                                     {"provider", provider},
                                     {"product", product},
                                     {"region", region},
                                     {"gpu_count", 1},
                                     {"usd", usd},
                                     {"unit", "USD/GPU-hour"},
                                     {"per_gpu_hour_usd", usd},
                                     {"observed_date", dateOrToday(*this)},
                                     {"confidence", "high"},
                                     {"source", "your own quote"},
                                     {"note", note}};
    return row.dump();
}

Result<CatalogRow> putOwnQuote(CatalogDb& db, const OwnQuote& quote) {
    if (!std::isfinite(quote.usdPerGpuHour) || quote.usdPerGpuHour <= 0 ||
        quote.usdPerGpuHour > kMaxOwnQuoteUsd) {
        char what[128];
        std::snprintf(what, sizeof what,
                      "got %g, accepted above 0 and at most %.0f USD per GPU-hour",
                      quote.usdPerGpuHour, kMaxOwnQuoteUsd);
        return model::fieldError("usd_per_gpu_hour", what);
    }
    if (quote.kind == model::PriceKind::Purchase ||
        quote.kind == model::PriceKind::OnDemandHistorical)
        return model::fieldError("kind", "'" + std::string(model::priceKindName(quote.kind)) +
                                             "' is not an hourly price; accepted: on-demand, "
                                             "reserved-1y, reserved-3y, reserved, spot, "
                                             "capacity-block");
    auto gpu = db.find(RowKind::Gpu, quote.gpuId);
    if (!gpu)
        return gpu.error();
    if (!*gpu || (*gpu)->status == RowStatus::Deleted)
        return model::fieldError("gpu_id", "'" + quote.gpuId + "' is not a GPU of the catalog");
    return db.putOverlay(RowKind::Price, quote.id(), quote.json(), "your own quote",
                         dateOrToday(quote));
}

} // namespace rightsizer::catalog
