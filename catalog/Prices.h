#pragma once

#include "Catalog.h"

#include "model/Planner.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace rightsizer::catalog {

/// Reads a price table in the format of catalog/data/prices.csv (header exactly
/// id,gpu_id,kind,provider,product,region,gpu_count,usd,unit,per_gpu_hour_usd,observed_date,
/// confidence,source,note). Every bad row is reported with its line number and field; nothing
/// is returned when any row is bad (no half imports). GPU ids are not resolved here.
Result<model::PriceBook> parsePrices(std::string_view csv);

/// One problem per price whose gpu_id is not a GPU of the catalog; empty when all resolve.
std::vector<std::string> pricesWithUnknownGpus(const model::PriceBook& book,
                                               const Catalog& catalog);

/// Reference price per GPU-hour of every catalog GPU that has one (what the planner prices a
/// candidate at unless the scenario's cost.gpu_hour_usd overrides it): PriceBook::tierPrice of
/// one tier and region (every provider's on-demand quotes anywhere by default). A user's own
/// quote has providers 0, as the scenario's own price has.
std::map<std::string, model::HourlyPrice>
referencePrices(const Catalog& catalog, model::PriceTier tier = model::PriceTier::All,
                model::PriceRegion region = model::PriceRegion::Any);

} // namespace rightsizer::catalog
