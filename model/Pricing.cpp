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
    RS_WORD("Engine", "on-demand"),   RS_WORD("Engine", "reserved"),
    RS_WORD("Engine", "spot"),        RS_WORD("Engine", "capacity-block"),
    RS_WORD("Engine", "purchase"),    RS_WORD("Engine", "on-demand-historical"),
    RS_WORD("Engine", "reserved-1y"), RS_WORD("Engine", "reserved-3y")};

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
    RS_WORD("Engine", "all"),         RS_WORD("Engine", "hyperscaler"),
    RS_WORD("Engine", "specialist"),  RS_WORD("Engine", "marketplace"),
    RS_WORD("Engine", "reserved-1y"), RS_WORD("Engine", "reserved-3y"),
    RS_WORD("Engine", "spot"),        RS_WORD("Engine", "mine")};

constexpr std::array<std::string_view, kPriceRegionCount> kRegionNames{
    RS_WORD("Engine", "any"),          RS_WORD("Engine", "us-east"),
    RS_WORD("Engine", "us-west"),      RS_WORD("Engine", "us-central"),
    RS_WORD("Engine", "eu-west"),      RS_WORD("Engine", "eu-central"),
    RS_WORD("Engine", "ap-northeast"), RS_WORD("Engine", "ap-southeast")};

namespace {

/// The enum value whose name (case-insensitive) is `text`; the error names `field`, the
/// `what` ("price tier") and the accepted names.
template <typename E, size_t N>
Result<E> parseNamed(const std::array<std::string_view, N>& names, std::string_view text,
                     const std::string& field, const char* what) {
    const std::string key = asciiLower(text);
    std::string accepted;
    for (size_t i = 0; i < N; ++i) {
        if (names[i] == key)
            return static_cast<E>(i);
        accepted += (accepted.empty() ? "" : ", ") + std::string(names[i]);
    }
    return fieldError(field, "unknown " + std::string(what) + " '" + std::string(text) +
                                 "'; accepted: " + accepted);
}

/// Region codes and names of AWS, Azure, Google Cloud and Oracle, by the area they are in: a
/// code matches when the (lower-case) region starts with it ("us-east-1", "europe-west4").
struct RegionPrefix {
    std::string_view prefix;
    PriceRegion area;
};
constexpr RegionPrefix kRegionPrefixes[] = {
    {"us-east", PriceRegion::UsEast},
    {"eastus", PriceRegion::UsEast},
    {"us-ashburn", PriceRegion::UsEast},
    {"us-west", PriceRegion::UsWest},
    {"westus", PriceRegion::UsWest},
    {"us-phoenix", PriceRegion::UsWest},
    {"us-sanjose", PriceRegion::UsWest},
    {"us-central", PriceRegion::UsCentral},
    {"centralus", PriceRegion::UsCentral},
    {"southcentralus", PriceRegion::UsCentral},
    {"northcentralus", PriceRegion::UsCentral},
    {"us-chicago", PriceRegion::UsCentral},
    {"eu-west", PriceRegion::EuWest},
    {"europe-west1", PriceRegion::EuWest},
    {"europe-west2", PriceRegion::EuWest},
    {"europe-west4", PriceRegion::EuWest},
    {"westeurope", PriceRegion::EuWest},
    {"northeurope", PriceRegion::EuWest},
    {"uksouth", PriceRegion::EuWest},
    {"uk-london", PriceRegion::EuWest},
    {"eu-amsterdam", PriceRegion::EuWest},
    {"eu-central", PriceRegion::EuCentral},
    {"europe-west3", PriceRegion::EuCentral},
    {"germanywestcentral", PriceRegion::EuCentral},
    {"eu-frankfurt", PriceRegion::EuCentral},
    {"swedencentral", PriceRegion::EuCentral},
    {"eu-north", PriceRegion::EuCentral},
    {"ap-northeast", PriceRegion::ApNortheast},
    {"asia-northeast", PriceRegion::ApNortheast},
    {"japaneast", PriceRegion::ApNortheast},
    {"japanwest", PriceRegion::ApNortheast},
    {"koreacentral", PriceRegion::ApNortheast},
    {"ap-tokyo", PriceRegion::ApNortheast},
    {"ap-osaka", PriceRegion::ApNortheast},
    {"ap-seoul", PriceRegion::ApNortheast},
    {"ap-southeast", PriceRegion::ApSoutheast},
    {"asia-southeast", PriceRegion::ApSoutheast},
    {"southeastasia", PriceRegion::ApSoutheast},
    {"australiaeast", PriceRegion::ApSoutheast},
    {"ap-singapore", PriceRegion::ApSoutheast},
    {"ap-sydney", PriceRegion::ApSoutheast},
};

bool isUsArea(PriceRegion r) {
    return r == PriceRegion::UsEast || r == PriceRegion::UsWest || r == PriceRegion::UsCentral;
}

} // namespace

std::string_view priceRegionName(PriceRegion region) {
    return kRegionNames.at(static_cast<size_t>(region));
}

Result<PriceRegion> parsePriceRegion(std::string_view text, const std::string& field) {
    return parseNamed<PriceRegion>(kRegionNames, text, field, "price region");
}

std::optional<PriceRegion> priceRegionOf(std::string_view region) {
    const std::string key = asciiLower(region);
    for (const RegionPrefix& r : kRegionPrefixes)
        if (key.starts_with(r.prefix))
            return r.area;
    return std::nullopt;
}

bool quoteInRegion(std::string_view quoteRegion, PriceRegion wanted) {
    if (wanted == PriceRegion::Any || quoteRegion.empty())
        return true;
    if (const auto area = priceRegionOf(quoteRegion))
        return *area == wanted;
    return isUsArea(wanted) && asciiLower(quoteRegion) == "north america";
}

PriceKind priceTierKind(PriceTier tier) {
    switch (tier) {
    case PriceTier::Reserved1y:
        return PriceKind::Reserved1y;
    case PriceTier::Reserved3y:
        return PriceKind::Reserved3y;
    case PriceTier::Spot:
        return PriceKind::Spot;
    default:
        return PriceKind::OnDemand;
    }
}

std::optional<PriceTier> priceKindTier(PriceKind kind) {
    switch (kind) {
    case PriceKind::OnDemand:
        return PriceTier::All;
    case PriceKind::Reserved1y:
        return PriceTier::Reserved1y;
    case PriceKind::Reserved3y:
        return PriceTier::Reserved3y;
    case PriceKind::Spot:
        return PriceTier::Spot;
    default:
        return std::nullopt;
    }
}

bool priceRanksInTier(bool marketplaceOnly, PriceTier tier) {
    return !marketplaceOnly || tier == PriceTier::Marketplace;
}

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
    case PriceTier::Reserved1y:
        return RS_WORD("Engine", "1-year reservations and committed-use prices");
    case PriceTier::Reserved3y:
        return RS_WORD("Engine", "3-year reservations and committed-use prices");
    case PriceTier::Spot:
        return RS_WORD("Engine", "spot and preemptible prices");
    case PriceTier::Mine:
        return RS_WORD("Engine", "your own quotes (prices you added to the catalog)");
    }
    return "every provider";
}

Result<PriceTier> parsePriceTier(std::string_view text, const std::string& field) {
    return parseNamed<PriceTier>(kTierNames, text, field, "price tier");
}

PriceTier priceTierOf(const PriceQuote& q) {
    if (q.own)
        return PriceTier::Mine;
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
    return parseNamed<PriceKind>(kKindNames, text, field, "price kind");
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

namespace {

/// Minimum, maximum, median of per-provider medians, dates and the basis of `od` (not empty,
/// cheapest first), priced as `kindName`.
ReferencePrice summarize(const std::vector<const PriceQuote*>& od, const PhraseArg& kindName) {
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

/// "hyperscaler on-demand", "reserved-1y eu-west": the words a basis names its quotes with
/// (the catalog's own literals, marked RS_WORD).
PhraseArg quotesWord(PriceKind kind, PriceTier tier, PriceRegion region) {
    PhraseArg word = phrase::word(priceKindName(kind).data());
    if (tier != PriceTier::All && priceTierKind(tier) == PriceKind::OnDemand)
        word = phrase::nested(
            {RS_WORD("Engine", "%1 %2"), {phrase::word(priceTierName(tier).data()), word}});
    if (region != PriceRegion::Any)
        word = phrase::nested(
            {RS_WORD("Engine", "%1 %2"), {word, phrase::word(priceRegionName(region).data())}});
    return word;
}

} // namespace

std::optional<ReferencePrice> PriceBook::median(std::string_view gpuId, PriceKind kind,
                                                std::string_view provider, PriceTier tier,
                                                PriceRegion region) const {
    std::vector<const PriceQuote*> od = find(gpuId, kind);
    std::erase_if(od, [tier, region](const PriceQuote* q) {
        const PriceTier group = priceTierOf(*q);
        if (tier == PriceTier::Mine || group == PriceTier::Mine)
            return group != tier; // the user's quotes only in Mine, and only they
        if (!quoteInRegion(q->region, region))
            return true;
        return priceTierKind(tier) == PriceKind::OnDemand && tier != PriceTier::All &&
               group != tier;
    });
    if (!provider.empty()) {
        const std::string wanted = asciiLower(provider);
        std::erase_if(od, [&](const PriceQuote* q) {
            return asciiLower(q->provider).find(wanted) == std::string::npos;
        });
    }
    if (od.empty())
        return std::nullopt;
    return summarize(od, quotesWord(kind, tier, region));
}

std::optional<ReferencePrice> PriceBook::tierPrice(std::string_view gpuId, PriceTier tier,
                                                   PriceRegion region) const {
    // The user's newest own quote of the tier's kind (of any hourly kind for Mine).
    const PriceQuote* own = nullptr;
    for (const PriceQuote& q : quotes)
        if (q.own && q.gpuId == gpuId && q.perGpuHourUsd > 0 && q.kind != PriceKind::Purchase &&
            q.kind != PriceKind::OnDemandHistorical &&
            (tier == PriceTier::Mine || q.kind == priceTierKind(tier)) &&
            (!own || q.observedDate >= own->observedDate))
            own = &q;
    if (own) {
        ReferencePrice r = summarize({own}, phrase::word(priceKindName(own->kind).data()));
        r.own = true;
        r.basis = {RS_WORD("Engine", "your quote: %1 %2, %3"),
                   {phrase::verbatim(own->provider), phrase::verbatim(own->product),
                    phrase::nested(observedPhrase(own->observedDate, own->observedDate))}};
        return r;
    }
    if (tier == PriceTier::Mine)
        return std::nullopt;
    return median(gpuId, priceTierKind(tier), {}, tier, region);
}

std::optional<ReferencePrice> PriceBook::onDemandPerGpuHour(std::string_view gpuId) const {
    return tierPrice(gpuId, PriceTier::All);
}

namespace {

/// A product without a trailing note in parentheses: "a3-highgpu-8g (1-year resource CUD)" is
/// the on-demand "a3-highgpu-8g" under another term.
std::string_view baseProduct(std::string_view product) {
    if (product.ends_with(')'))
        if (const size_t open = product.rfind(" ("); open != std::string_view::npos)
            return product.substr(0, open);
    return product;
}

} // namespace

std::optional<TermRatio> PriceBook::termToOnDemandRatio(PriceKind kind,
                                                        std::string_view gpuId) const {
    std::vector<double> ratios;
    std::vector<std::string> names;
    for (const PriceQuote& r : quotes) {
        const bool termKind =
            r.kind == kind || (kind == PriceKind::Reserved1y && r.kind == PriceKind::Reserved);
        if (!termKind || r.own || (!gpuId.empty() && r.gpuId != gpuId))
            continue;
        for (const PriceQuote& o : quotes)
            if (o.kind == PriceKind::OnDemand && !o.own && o.gpuId == r.gpuId &&
                o.provider == r.provider && baseProduct(o.product) == baseProduct(r.product) &&
                o.region == r.region && o.perGpuHourUsd > 0) {
                ratios.push_back(r.perGpuHourUsd / o.perGpuHourUsd);
                if (std::find(names.begin(), names.end(), r.provider) == names.end())
                    names.push_back(r.provider);
                break;
            }
    }
    if (ratios.empty())
        return std::nullopt;
    std::sort(ratios.begin(), ratios.end());
    const size_t n = ratios.size();
    TermRatio t;
    t.ratio = n % 2 == 1 ? ratios[n / 2] : 0.5 * (ratios[n / 2 - 1] + ratios[n / 2]);
    t.offers = static_cast<int>(n);
    for (const std::string& name : names)
        t.providers += (t.providers.empty() ? "" : ", ") + name;
    return t;
}

} // namespace rightsizer::model
