#pragma once

// Internal to `rightsizer profile` (ProfileVerb.cpp reads and sizes, ProfileOutput.cpp
// prints); not used by other verbs.

#include "model/RightSizing.h"
#include "model/Telemetry.h"
#include "model/TelemetryStats.h"
#include "views/measured/SizingCandidatesModel.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace rightsizer::app {

/// One telemetry file read, and the format detected in it.
struct ProfileFile {
    std::string path;
    std::string format; ///< "nvidia-smi csv", "nvidia-smi dmon", "dcgm prometheus"
};

/// The statistics and the verdict of one deployment (the GPUs of one product).
struct ProfiledDeployment {
    model::DeploymentStats stats;
    model::RightSizing sizing;
    /// Per-GPU memory the percentages are of: the total the telemetry reported, else the
    /// runtime capacity of the catalog GPU; NaN when neither is known.
    double capacityBytes = model::kNoReading;
    bool capacityFromCatalog = false;
};

/// Everything `rightsizer profile` prints.
struct ProfileReport {
    std::vector<ProfileFile> files;
    std::vector<model::TelemetryProblem> problems;
    std::vector<std::string> notes;
    std::vector<ProfiledDeployment> deployments;
    double memoryHeadroom = 0.20;    ///< as given to rightSize, for the candidates' caption
    double targetUtilization = 0.70; ///< likewise
};

/// The hours a month is priced at ($/month = $/h x 730, 8760 h / 12).
inline constexpr double kHoursPerMonth = views::kSizingHoursPerMonth;

/// The report as text tables with units.
std::string profileToText(const ProfileReport& r);
/// The report as JSON; NaN values are null.
nlohmann::ordered_json profileToJson(const ProfileReport& r);
/// "FILE:LINE: message" lines for standard error, at most `limit`, then "... and N more".
std::string problemsToText(const std::vector<model::TelemetryProblem>& problems, size_t limit);
/// ISO 8601 UTC ("2024-05-01T08:00:00Z", with ".050" when `withMilliseconds` and not whole) of
/// Unix seconds; "t = 12 s" for the relative times of files without timestamps (before 1971).
std::string utcTime(double unixS, bool withMilliseconds);
/// True when `timeS` is a Unix time, false for the relative times of untimed files.
bool isAbsoluteTime(double timeS);

} // namespace rightsizer::app
