#pragma once

// Shared by the planner's translation units; not part of the engine's public API.

#include "Planner.h"

#include <string>

namespace rightsizer::model::detail {

struct PlanContext {
    const Scenario& scenario;
    const EfficiencyTable& efficiency;
    ParameterCount params;
    double z = 0; ///< standard normal quantile of the SLA percentile
};

/// A candidate with its identity filled in and, when the precision is not native on the GPU and
/// the scenario does not allow emulation, its rejection.
Candidate startCandidate(const PlanContext& c, const GpuSpec& gpu, Precision precision,
                         const Layout& layout, ComputeResolution& compute);

void reject(Candidate& out, RejectReason reason, double shortfall, Phrase message);

Candidate planServingCandidate(const PlanContext& c, const GpuSpec& gpu, Precision precision,
                               const Layout& layout);
Candidate planTrainingCandidate(const PlanContext& c, const GpuSpec& gpu, Precision precision,
                                const Layout& layout);

/// "72.0 GiB", "54.2 ms" / "1.40 s", "23 %", "1,234": short English forms for messages.
std::string gib(double bytes);
std::string duration(double seconds);
std::string percent(double fraction);
std::string count(double value);

} // namespace rightsizer::model::detail
