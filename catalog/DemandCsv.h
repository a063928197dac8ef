#pragma once

#include "model/Result.h"
#include "model/Scenario.h"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace rightsizer::catalog {

/// A weekly demand profile read from a CSV of timestamps and request rates.
struct DemandImport {
    std::vector<double> weeklyRequestsPerS; ///< 168 hourly means, Monday 00:00 first; empty
                                            ///< when anything is wrong
    int rows = 0;                           ///< data rows read
    std::string firstTimestamp;
    std::string lastTimestamp;
    std::vector<std::string> problems; ///< "line N: what is wrong", every bad row
    bool ok() const { return problems.empty(); }
};

/// Reads `timestamp,requests_per_s` rows (header required; the columns may also be named
/// time and rate; other columns are ignored). A timestamp is ISO 8601 (YYYY-MM-DD, then T or a
/// space, HH:MM[:SS[.fff]], optionally Z or +-HH:MM, read as the local time written) or Unix
/// seconds (UTC). Each hour of the week gets the mean of its samples; every hour of the week
/// must have one. All problems are reported, each with its line number; if there is any, no
/// profile is returned (nothing is half-imported).
DemandImport importDemandCsv(std::string_view text);

/// Imports the scenario's tco.demand.csv (a path relative to `scenarioDir`) into its weekly
/// profile. No-op when the scenario names no CSV. The error names the file and every bad row.
model::Result<bool> loadScenarioDemand(model::Scenario& s,
                                       const std::filesystem::path& scenarioDir);

} // namespace rightsizer::catalog
