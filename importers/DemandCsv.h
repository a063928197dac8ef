#pragma once

#include "model/Result.h"
#include "model/Scenario.h"

#include <filesystem>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace rightsizer::importers {

/// One data row of a demand CSV as the importer read it, used or rejected.
struct DemandRow {
    int line = 0;          ///< 1-based line of the file where the record starts
    std::string timestamp; ///< as written (trimmed); empty when the record could not be split
    double requestsPerS = std::numeric_limits<double>::quiet_NaN(); ///< NaN: not a number
    std::string problem; ///< why the row was rejected (without "line N: "); empty: used
    bool ok() const { return problem.empty(); }
};

/// A weekly demand profile read from a CSV of timestamps and request rates.
struct DemandImport {
    std::vector<double> weeklyRequestsPerS; ///< 168 hourly means, Monday 00:00 first; empty
                                            ///< when anything is wrong
    int rows = 0;                           ///< data rows read (and used)
    std::string firstTimestamp;             ///< of the first and last row used, in file order
    std::string lastTimestamp;
    std::vector<std::string> problems; ///< "line N: what is wrong", every bad row
    bool ok() const { return problems.empty(); }

    /// Every data row in file order, the rejected ones with their reason (empty when the file
    /// or its header cannot be read: see problems).
    std::vector<DemandRow> report;
    int rejectedRows = 0; ///< rows of `report` with a problem
    /// Rows used per hour of the week (168, Monday 00:00 first); empty without a usable header.
    std::vector<int> samplesPerHour;
    int hoursCovered = 0;     ///< hours of the week with at least one row used
    std::string missingHours; ///< "Sat 00:00-Sun 23:00, Mon 03:00"; empty when all are covered
    /// The 168 hourly means of the rows used, ignoring the rejected ones, when those rows cover
    /// every hour of the week; else empty. Equal to weeklyRequestsPerS when the file is fine.
    /// Importing it leaves rows out: a caller asks the user first (nothing is half-imported
    /// silently).
    std::vector<double> weeklyFromGoodRows; ///< empty after an unterminated quote too (the
                                            ///< lines it swallowed are not rows to skip)
};

/// Reads `timestamp,requests_per_s` rows (header required; the columns may also be named
/// time and rate; other columns are ignored). A timestamp is ISO 8601 (YYYY-MM-DD, then T or a
/// space, HH:MM[:SS[.fff]], optionally Z or +-HH:MM, read as the local time written) or Unix
/// seconds (UTC). Each hour of the week gets the mean of its samples; every hour of the week
/// must have one. All problems are reported, each with its line number; if there is any, no
/// profile is returned (nothing is half-imported). The per-row report and the profile of the
/// good rows alone (weeklyFromGoodRows) let an importer preview the file and import it without
/// the rejected rows once the user confirms.
DemandImport importDemandCsv(std::string_view text);

} // namespace rightsizer::importers
