#pragma once

#include "catalog/Catalog.h"
#include "model/Workload.h"

#include <string>
#include <vector>

namespace rightsizer::app {

/// Exit statuses of every verb (ARCHITECTURE.md "Command line").
inline constexpr int kExitOk = 0;
inline constexpr int kExitInfeasible = 1;
inline constexpr int kExitBadInput = 2;

/// `rightsizer estimate ...`: one configuration's memory, fit, latency and throughput.
int runEstimate(const std::vector<std::string>& args, const catalog::Catalog& catalog);

/// Builds the request from command-line options; the error names the option.
model::Result<model::EstimateRequest> estimateRequestFromArgs(const std::vector<std::string>& args,
                                                              const catalog::Catalog& catalog,
                                                              bool& json, bool& help);

} // namespace rightsizer::app
