#pragma once

#include "model/Estimator.h"

#include <nlohmann/json.hpp>

#include <string>

namespace rightsizer::app {

/// The estimate as JSON (field names in ISSUES/README: model.params_total, memory.*,
/// serve.*, train.*, each time and rate with _low/_high 90 % band).
nlohmann::ordered_json estimateToJson(const model::EstimateRequest& request,
                                      const model::EstimateResult& result);

/// The scheduler simulation's figures (model/Scheduler.h) as `under_load` JSON, in seconds and
/// per replica: the same shape from `estimate --concurrency/--rate` and from a plan.
nlohmann::ordered_json loadLatencyJson(model::Arrival arrival, double ratePerSPerReplica,
                                       const model::SchedulerSettings& scheduler,
                                       const model::LoadLatency& load, const model::Band& ttftP50S,
                                       const model::Band& tpotP50S);

/// A 90 % band as {"value", "low", "high"}, in the JSON flavour of the caller's document (plan
/// output uses nlohmann::json, the disaggregated estimate ordered_json).
template <class Json> Json bandJsonAs(const model::Band& b) {
    return Json{{"value", b.value}, {"low", b.low}, {"high", b.high}};
}

/// The estimate as a human-readable table with units.
std::string estimateToText(const model::EstimateRequest& request,
                           const model::EstimateResult& result);

} // namespace rightsizer::app
