#pragma once

#include "Phrase.h"
#include "Result.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rightsizer::model {

/// How a GPU is paid for. OnDemandHistorical is a superseded list price kept for reference;
/// the planner never ranks by it.
enum class PriceKind { OnDemand, Reserved, Spot, CapacityBlock, Purchase, OnDemandHistorical };
inline constexpr int kPriceKindCount = 6;

/// "on-demand", "reserved", "spot", "capacity-block", "purchase", "on-demand-historical".
std::string_view priceKindName(PriceKind kind);
/// Parses a price kind name (case-insensitive); the error names `field` and the accepted names.
Result<PriceKind> parsePriceKind(std::string_view text, const std::string& field);

/// Where a quote comes from: the price tier a plan can be asked to rank by.
enum class PriceTier {
    All,         ///< every provider
    Hyperscaler, ///< AWS, Azure, Google Cloud, Oracle
    Specialist,  ///< GPU clouds: CoreWeave, Lambda, Nebius, RunPod Secure Cloud, TensorWave, ...
    Marketplace, ///< hosts renting out their own machines (isMarketplaceQuote)
};
inline constexpr int kPriceTierCount = 4;
inline constexpr PriceTier kAllPriceTiers[] = {PriceTier::All, PriceTier::Hyperscaler,
                                               PriceTier::Specialist, PriceTier::Marketplace};

/// "all", "hyperscaler", "specialist", "marketplace".
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
    std::string earliestDate;     ///< oldest observation among them (ISO)
    std::string latestDate;       ///< newest observation among them (ISO)
    /// e.g. "median of 12 on-demand quotes from RunPod, Nebius, ...; observed
    /// 2026-01-21..2026-11-09"
    Phrase basis;
};

/// Every price the catalog knows, each with its observation date and source.
struct PriceBook {
    std::vector<PriceQuote> quotes;

    /// Quotes of one GPU and kind, cheapest first (by comparableUsd(); ties keep file order).
    std::vector<const PriceQuote*> find(std::string_view gpuId, PriceKind kind) const;

    /// The reference cloud price in USD per GPU-hour: the median over providers of each
    /// provider's median current on-demand quote (the mean of the middle two for an even
    /// count), so a provider listing four instance sizes votes once, as one listing one does.
    /// Historical, reserved, spot and capacity-block prices do not count. The median, not the
    /// mean or the minimum, because the quotes span boutique clouds and hyperscalers: one
    /// outlier at either end (a community-cloud bargain, a hyperscaler list price) moves it by
    /// at most one rank. nullopt when the GPU has no on-demand quote.
    std::optional<ReferencePrice> onDemandPerGpuHour(std::string_view gpuId,
                                                     PriceTier tier = PriceTier::All) const;

    /// The median of a GPU's quotes of one kind (USD per GPU-hour; USD per GPU for purchase),
    /// one vote per provider, from providers whose name contains `provider` (case-insensitive;
    /// empty: all).
    std::optional<ReferencePrice> median(std::string_view gpuId, PriceKind kind,
                                         std::string_view provider = {},
                                         PriceTier tier = PriceTier::All) const;

    /// The median ratio reserved / on-demand over offers quoted both ways (same provider,
    /// product and region); nullopt when no offer is.
    std::optional<double> reservedToOnDemandRatio() const;
};

/// A marketplace or community offer: hosts renting out their own machines (RunPod's Community
/// Cloud, Vast.ai), whose price and availability a procurement team cannot count on.
bool isMarketplaceQuote(const PriceQuote& q);
/// The tier of a quote: marketplace (isMarketplaceQuote), hyperscaler (AWS, Azure, Google,
/// Oracle) or specialist (every other provider).
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
