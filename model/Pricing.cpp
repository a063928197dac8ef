#include "Pricing.h"

#include "Precision.h"

#include <algorithm>
#include <array>

namespace rightsizer::model {
namespace {

constexpr std::array<std::string_view, kPriceKindCount> kKindNames{
    "on-demand", "reserved", "spot", "capacity-block", "purchase", "on-demand-historical"};

std::string kindNames() {
    std::string out;
    for (std::string_view name : kKindNames)
        out += (out.empty() ? "" : ", ") + std::string(name);
    return out;
}

/// "RunPod, Nebius, Lambda": each provider once, in the order given.
std::string providers(const std::vector<const PriceQuote*>& quotes) {
    std::vector<std::string> seen;
    for (const PriceQuote* q : quotes)
        if (std::find(seen.begin(), seen.end(), q->provider) == seen.end())
            seen.push_back(q->provider);
    std::string out;
    for (const auto& p : seen)
        out += (out.empty() ? "" : ", ") + p;
    return out;
}

} // namespace

std::string_view priceKindName(PriceKind kind) {
    return kKindNames.at(static_cast<size_t>(kind));
}

Result<PriceKind> parsePriceKind(std::string_view text, const std::string& field) {
    const std::string key = asciiLower(text);
    for (size_t i = 0; i < kKindNames.size(); ++i) {
        if (kKindNames[i] == key)
            return static_cast<PriceKind>(i);
    }
    return fieldError(field,
                      "unknown price kind '" + std::string(text) + "'; accepted: " + kindNames());
}

std::vector<const PriceQuote*> PriceBook::find(std::string_view gpuId, PriceKind kind) const {
    std::vector<const PriceQuote*> out;
    for (const PriceQuote& q : quotes)
        if (q.gpuId == gpuId && q.kind == kind)
            out.push_back(&q);
    std::stable_sort(out.begin(), out.end(), [](const PriceQuote* a, const PriceQuote* b) {
        return a->comparableUsd() < b->comparableUsd();
    });
    return out;
}

std::optional<ReferencePrice> PriceBook::median(std::string_view gpuId, PriceKind kind,
                                                std::string_view provider) const {
    std::vector<const PriceQuote*> od = find(gpuId, kind);
    if (!provider.empty()) {
        const std::string wanted = asciiLower(provider);
        std::erase_if(od, [&](const PriceQuote* q) {
            return asciiLower(q->provider).find(wanted) == std::string::npos;
        });
    }
    if (od.empty())
        return std::nullopt;
    const size_t n = od.size();
    ReferencePrice r;
    r.quotes = static_cast<int>(n);
    r.usdPerGpuHour = n % 2 == 1
                          ? od[n / 2]->comparableUsd()
                          : 0.5 * (od[n / 2 - 1]->comparableUsd() + od[n / 2]->comparableUsd());
    // ISO dates of mixed precision ("2024", "2024-08", "2024-08-01") order correctly as text.
    r.earliestDate = od.front()->observedDate;
    r.latestDate = od.front()->observedDate;
    for (const PriceQuote* q : od) {
        r.earliestDate = std::min(r.earliestDate, q->observedDate);
        r.latestDate = std::max(r.latestDate, q->observedDate);
    }
    const std::string observed = r.earliestDate.empty() && r.latestDate.empty() ? "date not given"
                                 : r.earliestDate == r.latestDate
                                     ? "observed " + r.latestDate
                                     : "observed " + r.earliestDate + ".." + r.latestDate;
    const std::string kindName(priceKindName(kind));
    if (n == 1)
        r.basis = "one " + kindName + " quote: " + od.front()->provider + " " +
                  od.front()->product + "; " + observed;
    else
        r.basis = "median of " + std::to_string(n) + " " + kindName + " quotes from " +
                  providers(od) + "; " + observed;
    return r;
}

std::optional<ReferencePrice> PriceBook::onDemandPerGpuHour(std::string_view gpuId) const {
    return median(gpuId, PriceKind::OnDemand);
}

std::optional<double> PriceBook::reservedToOnDemandRatio() const {
    std::vector<double> ratios;
    for (const PriceQuote& r : quotes) {
        if (r.kind != PriceKind::Reserved)
            continue;
        for (const PriceQuote& o : quotes)
            if (o.kind == PriceKind::OnDemand && o.provider == r.provider &&
                o.product == r.product && o.region == r.region && o.perGpuHourUsd > 0) {
                ratios.push_back(r.perGpuHourUsd / o.perGpuHourUsd);
                break;
            }
    }
    if (ratios.empty())
        return std::nullopt;
    std::sort(ratios.begin(), ratios.end());
    const size_t n = ratios.size();
    return n % 2 == 1 ? ratios[n / 2] : 0.5 * (ratios[n / 2 - 1] + ratios[n / 2]);
}

} // namespace rightsizer::model
