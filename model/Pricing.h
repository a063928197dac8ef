#pragma once

#include "Phrase.h"
#include "Result.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rightsizer::model {

/// How a GPU is paid for. OnDemandHistorical is a superseded list price kept for reference;
/// the planner never ranks by it. Reserved is a reservation or commitment whose term the source
/// does not state; Reserved1y and Reserved3y state theirs.
enum class PriceKind {
    OnDemand,
    Reserved,
    Spot,
    CapacityBlock,
    Purchase,
    OnDemandHistorical,
    Reserved1y,
    Reserved3y
};
inline constexpr int kPriceKindCount = 8;

/// "on-demand", "reserved", "spot", "capacity-block", "purchase", "on-demand-historical",
/// "reserved-1y", "reserved-3y".
std::string_view priceKindName(PriceKind kind);
/// Parses a price kind name (case-insensitive); the error names `field` and the accepted names.
Result<PriceKind> parsePriceKind(std::string_view text, const std::string& field);

/// Where a quote comes from: the price tier a plan can be asked to rank by.
/// The first four are on-demand prices from a group of providers; the next three are other
/// terms of every provider; Mine is the quotes the user added to the catalog. A user's own quote
/// (PriceQuote::own) of a GPU prices it in every tier of the same kind, ahead of public quotes.
enum class PriceTier {
    All,         ///< on-demand, every provider
    Hyperscaler, ///< on-demand, AWS, Azure, Google Cloud, Oracle
    Specialist,  ///< on-demand, GPU clouds: CoreWeave, Lambda, Nebius, RunPod Secure Cloud, ...
    Marketplace, ///< on-demand, hosts renting out their own machines (isMarketplaceQuote)
    Reserved1y,  ///< 1-year reservations and committed-use prices, every provider
    Reserved3y,  ///< 3-year reservations and committed-use prices, every provider
    Spot,        ///< spot and preemptible prices, every provider
    Mine,        ///< the user's own quotes only (any kind; the newest of a GPU)
};
inline constexpr int kPriceTierCount = 8;
inline constexpr PriceTier kAllPriceTiers[] = {
    PriceTier::All,        PriceTier::Hyperscaler, PriceTier::Specialist, PriceTier::Marketplace,
    PriceTier::Reserved1y, PriceTier::Reserved3y,  PriceTier::Spot,       PriceTier::Mine};

/// The kind of quote a tier prices by (OnDemand for the provider groups and for Mine).
PriceKind priceTierKind(PriceTier tier);
/// The tier of every provider's quotes of `kind` (All for on-demand); none for the kinds no tier
/// ranks by (reserved of an unstated term, capacity blocks, purchases, historical prices).
std::optional<PriceTier> priceKindTier(PriceKind kind);
/// Whether a price may rank a GPU in `tier`: a recommendation never rests on marketplace offers
/// alone (ReferencePrice::marketplaceOnly) unless the user chose the marketplace tier.
bool priceRanksInTier(bool marketplaceOnly, PriceTier tier);

/// Where the prices are paid, as the planner filters quotes (cost.region). A quote whose region
/// is not stated is a provider-wide list price and counts in every region; "North America"
/// counts in the US regions.
enum class PriceRegion {
    Any,
    UsEast,
    UsWest,
    UsCentral,
    EuWest,
    EuCentral,
    ApNortheast,
    ApSoutheast
};
inline constexpr int kPriceRegionCount = 8;
inline constexpr PriceRegion kAllPriceRegions[] = {
    PriceRegion::Any,         PriceRegion::UsEast,     PriceRegion::UsWest,
    PriceRegion::UsCentral,   PriceRegion::EuWest,     PriceRegion::EuCentral,
    PriceRegion::ApNortheast, PriceRegion::ApSoutheast};
/// "any", "us-east", "us-west", "us-central", "eu-west", "eu-central", "ap-northeast",
/// "ap-southeast".
std::string_view priceRegionName(PriceRegion region);
/// Parses a region name; the error names `field` and the accepted names.
Result<PriceRegion> parsePriceRegion(std::string_view text, const std::string& field);
/// The area of a provider's region code or name: "us-east-1", "eastus", "us-east4" -> UsEast;
/// "eu-west-1", "westeurope", "europe-west4" -> EuWest; "ap-northeast-1", "japaneast",
/// "asia-northeast1" -> ApNortheast; nullopt when the text names none of the areas (empty,
/// "North America", other continents).
std::optional<PriceRegion> priceRegionOf(std::string_view region);
/// True when a quote in `quoteRegion` is a price paid in `wanted`: any region for Any, an
/// unstated region, the same area, or "North America" for a US area.
bool quoteInRegion(std::string_view quoteRegion, PriceRegion wanted);

/// "all", "hyperscaler", "specialist", "marketplace", "reserved-1y", "reserved-3y", "spot",
/// "mine".
std::string_view priceTierName(PriceTier tier);
/// "every provider", "hyperscaler clouds (AWS, Azure, Google Cloud, Oracle)", ...
std::string_view priceTierLabel(PriceTier tier);
/// Parses a tier name; the error names `field` and the accepted names.
Result<PriceTier> parsePriceTier(std::string_view text, const std::string& field);

/// One observed price of one GPU offer. Hourly kinds carry the offer's price in `usd` per
/// `unit` ("USD/instance-hour" or "USD/GPU-hour") and the derived per-GPU hourly price;
/// purchase quotes carry USD per GPU in `usd` (unit "USD/GPU") and no hourly price.
struct PriceQuote {
    std::string id; ///< the reference case id, e.g. "PRC-0001"
    std::string gpuId;
    PriceKind kind = PriceKind::OnDemand;
    std::string provider;
    std::string product;
    std::string region; ///< empty when the source does not say
    int gpuCount = 1;   ///< GPUs in the priced instance, node or kit
    double usd = 0.0;
    std::string unit;
    double perGpuHourUsd = 0.0; ///< USD per GPU-hour; 0 for purchase quotes
    std::string observedDate;   ///< ISO 8601: YYYY, YYYY-MM or YYYY-MM-DD
    std::string confidence;     ///< low, medium, high
    std::string source;
    std::string note;
    /// The user's own quote: a price row the user added to the catalog (not a bundled one).
    bool own = false;

    /// The figure quotes of one kind are compared by: USD per GPU-hour for hourly kinds,
    /// USD per GPU for purchase.
    double comparableUsd() const { return kind == PriceKind::Purchase ? usd : perGpuHourUsd; }
};

/// The cloud price per GPU-hour the planner ranks a GPU by, and what it rests on (for purchase
/// quotes, `usdPerGpuHour` holds USD per GPU).
struct ReferencePrice {
    double usdPerGpuHour = 0.0;
    int quotes = 0;               ///< on-demand quotes behind the figure
    int providers = 0;            ///< distinct providers among them
    double lowUsd = 0.0;          ///< the cheapest of the quotes
    double highUsd = 0.0;         ///< the dearest
    bool marketplaceOnly = false; ///< every quote from a marketplace (isMarketplaceQuote)
    bool own = false;             ///< the user's own quote (PriceQuote::own), not a median
    std::string earliestDate;     ///< oldest observation among them (ISO)
    std::string latestDate;       ///< newest observation among them (ISO)
    /// e.g. "median of 12 on-demand quotes from RunPod, Nebius, ...; observed
    /// 2026-01-21..2026-11-09"
    Phrase basis;
};

/// What a term (reserved, spot) costs against on-demand where providers quote both.
struct TermRatio {
    double ratio = 0.0;    ///< median of the offers' term / on-demand price
    int offers = 0;        ///< offers quoted both ways
    std::string providers; ///< their providers, comma-separated, each once
};

/// Every price the catalog knows, each with its observation date and source.
struct PriceBook {
    std::vector<PriceQuote> quotes;

    /// Quotes of one GPU and kind, cheapest first (by comparableUsd(); ties keep file order).
    std::vector<const PriceQuote*> find(std::string_view gpuId, PriceKind kind) const;

    /// The price per GPU-hour of a GPU in one tier and region: the user's newest own quote of
    /// the tier's kind when there is one (any kind for Mine), else the median over the tier's
    /// providers (medianOf below) of the public quotes paid in `region`. nullopt when neither.
    std::optional<ReferencePrice> tierPrice(std::string_view gpuId, PriceTier tier,
                                            PriceRegion region = PriceRegion::Any) const;

    /// The reference cloud price in USD per GPU-hour: the median over providers of each
    /// provider's median current on-demand quote (the mean of the middle two for an even
    /// count), so a provider listing four instance sizes votes once, as one listing one does.
    /// Historical, reserved, spot and capacity-block prices do not count. The median, not the
    /// mean or the minimum, because the quotes span boutique clouds and hyperscalers: one
    /// outlier at either end (a community-cloud bargain, a hyperscaler list price) moves it by
    /// at most one rank. nullopt when the GPU has no on-demand quote.
    /// tierPrice(gpuId, PriceTier::All): the user's own on-demand quote, else the public one.
    std::optional<ReferencePrice> onDemandPerGpuHour(std::string_view gpuId) const;

    /// The median of a GPU's quotes of one kind (USD per GPU-hour; USD per GPU for purchase),
    /// one vote per provider, from providers whose name contains `provider` (case-insensitive;
    /// empty: all), of one provider group (`tier`: the user's own quotes for Mine, public ones
    /// for the others) and paid in `region` (quoteInRegion).
    std::optional<ReferencePrice> median(std::string_view gpuId, PriceKind kind,
                                         std::string_view provider = {},
                                         PriceTier tier = PriceTier::All,
                                         PriceRegion region = PriceRegion::Any) const;

    /// The median ratio of `kind`'s price to the on-demand price over offers quoted both ways
    /// (same provider, product and region; public quotes; for Reserved1y, reserved quotes of an
    /// unstated term count too), of `gpuId` only, or of every GPU when it is empty. nullopt
    /// when no offer is quoted both ways.
    std::optional<TermRatio> termToOnDemandRatio(PriceKind kind, std::string_view gpuId = {}) const;
};

/// A marketplace or community offer: hosts renting out their own machines (RunPod's Community
/// Cloud, Vast.ai), whose price and availability a procurement team cannot count on.
bool isMarketplaceQuote(const PriceQuote& q);
/// The provider group of a quote: Mine for the user's own, marketplace (isMarketplaceQuote),
/// hyperscaler (AWS, Azure, Google, Oracle) or specialist (every other provider).
PriceTier priceTierOf(const PriceQuote& q);

/// Months from one ISO date to a later one ("2026-01-21" to "2026-11-26": 10), by year and
/// month only; a date without a month counts as its June. nullopt when either is not a date.
std::optional<int> monthsBetween(std::string_view fromIso, std::string_view toIso);

/// Today's date in UTC, ISO ("2026-11-26"): what a price's age is judged against.
std::string todayIso();

/// A price resting on fewer providers than this is flagged as thin evidence.
inline constexpr int kWellEvidencedProviders = 3;
/// A price whose newest quote is older than this many months is flagged as stale.
inline constexpr int kStalePriceMonths = 6;

} // namespace rightsizer::model
