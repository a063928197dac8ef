#pragma once

#include "catalog/Catalog.h"
#include "model/Workload.h"

#include <ostream>
#include <string>
#include <vector>

namespace rightsizer::app {

/// `rightsizer estimate ...`: one configuration's memory, fit, latency and throughput.
int runEstimate(const std::vector<std::string>& args, const catalog::Catalog& catalog,
                std::ostream& out, std::ostream& err);

/// `rightsizer estimate --disagg ...`: a disaggregated deployment (prefill and decode workers).
int runDisaggregatedEstimate(const std::vector<std::string>& args, const catalog::Catalog& catalog,
                             std::ostream& out, std::ostream& err);

/// Builds the request from command-line options; the error names the option.
model::Result<model::EstimateRequest> estimateRequestFromArgs(const std::vector<std::string>& args,
                                                              const catalog::Catalog& catalog,
                                                              bool& json, bool& help);

} // namespace rightsizer::app
