#pragma once

#include "Disaggregated.h"
#include "Tco.h"

namespace rightsizer::model {

/// A disaggregated plan as the TCO sizes it: one worker of each pool, and the whole deployment.
struct SplitTcoCapacity {
    /// One prefill worker: it carries the plan's rate over its workers (the rate at which the
    /// planner found the TTFT percentile met) and saturates at one prompt per batched prefill
    /// time.
    TcoCapacity prefill;
    /// One decode worker: the plan's rate over its workers (TPOT met), saturating when its batch
    /// reaches what its KV cache and the engine allow.
    TcoCapacity decode;
    /// The deployment: its split, its GPUs and the rate it was sized for.
    TcoCapacity whole;
};

/// The capacities of `d` for a serving scenario: each pool keeps the plan's worker count at the
/// plan's rate and scales in proportion to the demand, with at least the workers that make
/// sla.min_output_tokens_per_s; the 90 % band is the deployment's output-rate band.
SplitTcoCapacity tcoCapacity(const Scenario& s, const DisaggregatedPlan& d);

} // namespace rightsizer::model
