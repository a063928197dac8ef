#include "Pricing.h"

#include "Precision.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <map>

namespace rightsizer::model {
namespace {

// Also the words a price's basis names its kind and tier with (RS_WORD: translated in views).
constexpr std::array<std::string_view, kPriceKindCount> kKindNames{
    RS_WORD("Engine", "on-demand"), RS_WORD("Engine", "reserved"),
    RS_WORD("Engine", "spot"),      RS_WORD("Engine", "capacity-block"),
    RS_WORD("Engine", "purchase"),  RS_WORD("Engine", "on-demand-historical")};

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

double medianOf(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 == 1 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/// Each provider's median quote: one vote per provider, however many instance sizes or
/// regions it lists.
std::vector<double> providerMedians(const std::vector<const PriceQuote*>& quotes) {
    std::map<std::string, std::vector<double>> byProvider;
    for (const PriceQuote* q : quotes)
        byProvider[q->provider].push_back(q->comparableUsd());
    std::vector<double> out;
    for (auto& [provider, values] : byProvider)
        out.push_back(medianOf(std::move(values)));
    return out;
}

/// A quote in dollars, "%.0f" from $100 and "%.2f" below (the template writes the "$").
PhraseArg dollars(double usd) {
    return phrase::number(usd, usd >= 100 ? 0 : 2);
}

/// "observed 2026-01-21..2026-11-09", "observed 2026-03-02", "date not given".
Phrase observedPhrase(const std::string& earliest, const std::string& latest) {
    if (earliest.empty() && latest.empty())
        return {RS_WORD("Engine", "date not given"), {}};
    if (earliest == latest)
        return {RS_WORD("Engine", "observed %1"), {phrase::verbatim(latest)}};
    return {RS_WORD("Engine", "observed %1..%2"),
            {phrase::verbatim(earliest), phrase::verbatim(latest)}};
}

int providerCount(const std::vector<const PriceQuote*>& quotes) {
    std::vector<std::string_view> seen;
    for (const PriceQuote* q : quotes)
        if (std::find(seen.begin(), seen.end(), q->provider) == seen.end())
            seen.push_back(q->provider);
    return static_cast<int>(seen.size());
}

/// Year and month of an ISO date; a bare year counts as its June.
std::optional<std::pair<int, int>> yearMonth(std::string_view iso) {
    auto digits = [&](size_t at, size_t n) -> std::optional<int> {
        if (iso.size() < at + n)
            return std::nullopt;
        int v = 0;
        for (size_t i = at; i < at + n; ++i) {
            if (iso[i] < '0' || iso[i] > '9')
                return std::nullopt;
            v = v * 10 + (iso[i] - '0');
        }
        return v;
    };
    const auto year = digits(0, 4);
    if (!year)
        return std::nullopt;
    if (iso.size() == 4)
        return std::pair{*year, 6};
    const auto month = iso.size() >= 7 && iso[4] == '-' ? digits(5, 2) : std::nullopt;
    if (!month || *month < 1 || *month > 12)
        return std::nullopt;
    return std::pair{*year, *month};
}

} // namespace

constexpr std::array<std::string_view, kPriceTierCount> kTierNames{
    RS_WORD("Engine", "all"), RS_WORD("Engine", "hyperscaler"), RS_WORD("Engine", "specialist"),
    RS_WORD("Engine", "marketplace")};

std::string_view priceTierName(PriceTier tier) {
    return kTierNames.at(static_cast<size_t>(tier));
}

std::string_view priceTierLabel(PriceTier tier) {
    switch (tier) {
    case PriceTier::All:
        return RS_WORD("Engine", "every provider");
    case PriceTier::Hyperscaler:
        return RS_WORD("Engine", "hyperscaler clouds (AWS, Azure, Google Cloud, Oracle)");
    case PriceTier::Specialist:
        return RS_WORD(
            "Engine",
            "specialist GPU clouds (CoreWeave, Lambda, Nebius, RunPod Secure Cloud, ...)");
    case PriceTier::Marketplace:
        return RS_WORD("Engine", "marketplaces (RunPod Community Cloud, Vast.ai)");
    }
    return "every provider";
}

Result<PriceTier> parsePriceTier(std::string_view text, const std::string& field) {
    const std::string key = asciiLower(text);
    for (size_t i = 0; i < kTierNames.size(); ++i)
        if (kTierNames[i] == key)
            return static_cast<PriceTier>(i);
    return fieldError(field, "unknown price tier '" + std::string(text) +
                                 "'; accepted: all, hyperscaler, specialist, marketplace");
}

PriceTier priceTierOf(const PriceQuote& q) {
    if (isMarketplaceQuote(q))
        return PriceTier::Marketplace;
    const std::string provider = asciiLower(q.provider);
    for (std::string_view h : {"aws", "amazon", "azure", "microsoft", "google", "oracle"})
        if (provider.find(h) != std::string::npos)
            return PriceTier::Hyperscaler;
    return PriceTier::Specialist;
}

bool isMarketplaceQuote(const PriceQuote& q) {
    const std::string provider = asciiLower(q.provider), product = asciiLower(q.product);
    return product.find("community") != std::string::npos ||
           provider.find("community") != std::string::npos ||
           provider.find("vast") != std::string::npos;
}

std::string todayIso() {
    const std::chrono::year_month_day date{
        std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now())};
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", int(date.year()), unsigned(date.month()),
                  unsigned(date.day()));
    return text;
}

std::optional<int> monthsBetween(std::string_view fromIso, std::string_view toIso) {
    const auto from = yearMonth(fromIso), to = yearMonth(toIso);
    if (!from || !to)
        return std::nullopt;
    return (to->first - from->first) * 12 + (to->second - from->second);
}

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
                                                std::string_view provider, PriceTier tier) const {
    std::vector<const PriceQuote*> od = find(gpuId, kind);
    if (tier != PriceTier::All)
        std::erase_if(od, [tier](const PriceQuote* q) { return priceTierOf(*q) != tier; });
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
    r.providers = providerCount(od);
    r.marketplaceOnly = std::all_of(od.begin(), od.end(),
                                    [](const PriceQuote* q) { return isMarketplaceQuote(*q); });
    r.usdPerGpuHour = medianOf(providerMedians(od));
    r.lowUsd = od.front()->comparableUsd();
    r.highUsd = od.back()->comparableUsd();
    // ISO dates of mixed precision ("2024", "2024-08", "2024-08-01") order correctly as text.
    r.earliestDate = od.front()->observedDate;
    r.latestDate = od.front()->observedDate;
    for (const PriceQuote* q : od) {
        r.earliestDate = std::min(r.earliestDate, q->observedDate);
        r.latestDate = std::max(r.latestDate, q->observedDate);
    }
    const PhraseArg observed = phrase::nested(observedPhrase(r.earliestDate, r.latestDate));
    // The kind's word is the catalog's own literal (kKindNames, kTierNames), marked RS_WORD.
    const PhraseArg kindWord = phrase::word(priceKindName(kind).data());
    const PhraseArg kindName =
        tier == PriceTier::All
            ? kindWord
            : phrase::nested({RS_WORD("Engine", "%1 %2"),
                              {phrase::word(priceTierName(tier).data()), kindWord}});
    if (n == 1)
        r.basis = {RS_WORD("Engine", "one %1 quote: %2 %3; %4"),
                   {kindName, phrase::verbatim(od.front()->provider),
                    phrase::verbatim(od.front()->product), observed}};
    else if (r.providers == 1)
        r.basis = {RS_WORD("Engine", "median of %1 %2 quotes from %3, $%4-$%5; %6"),
                   {phrase::integer(static_cast<long long>(n)), kindName,
                    phrase::verbatim(providers(od)), dollars(r.lowUsd), dollars(r.highUsd),
                    observed}};
    else
        r.basis = {RS_WORD("Engine", "median of %1 providers' medians (%2 %3 quotes from %4, "
                                     "$%5-$%6); %7"),
                   {phrase::integer(r.providers), phrase::integer(static_cast<long long>(n)),
                    kindName, phrase::verbatim(providers(od)), dollars(r.lowUsd),
                    dollars(r.highUsd), observed}};
    return r;
}

std::optional<ReferencePrice> PriceBook::onDemandPerGpuHour(std::string_view gpuId,
                                                            PriceTier tier) const {
    return median(gpuId, PriceKind::OnDemand, {}, tier);
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
