#pragma once

#include "CatalogDb.h"

#include "model/Pricing.h"

#include <string>

namespace rightsizer::catalog {

/// A price of the user's own, as a catalog price row: what they pay (or were quoted) for one
/// GPU-hour of `gpuId`, of one kind, observed on `date` (ISO). The row is added to the catalog
/// overlay (CatalogDb::putOverlay), where PriceQuote::own marks it.
struct OwnQuote {
    std::string gpuId;
    double usdPerGpuHour = 0;
    model::PriceKind kind = model::PriceKind::OnDemand;
    std::string provider = "my quote";
    std::string product;
    std::string region; ///< empty: paid anywhere
    std::string date;   ///< ISO; empty: today
    std::string note;

    /// "my-h100-sxm-2026-11-27", with the kind appended unless on-demand
    /// ("my-h100-sxm-2026-11-27-reserved-1y"): one quote per GPU, kind and day.
    std::string id() const;
    /// The row's JSON in the catalog's price format (catalog/data/prices.csv columns).
    std::string json() const;
};

/// Checks the quote (a catalog GPU of the database, not deleted; a price above 0 and at most
/// kMaxOwnQuoteUsd; an hourly kind) and adds it to the overlay, replacing the same day's quote of
/// that GPU and kind. Errors name the field and the accepted range.
Result<CatalogRow> putOwnQuote(CatalogDb& db, const OwnQuote& quote);

/// The dearest hourly price accepted for one GPU (no GPU rents for more).
inline constexpr double kMaxOwnQuoteUsd = 1000.0;

} // namespace rightsizer::catalog
