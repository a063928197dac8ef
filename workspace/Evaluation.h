#pragma once

#include "catalog/Catalog.h"
#include "model/Disaggregated.h"
#include "model/Planner.h"
#include "model/Sweep.h"
#include "model/Tco.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>

namespace rightsizer::workspace {

/// Everything the views show for one state of the scenario: the planner's ranking and the
/// what-if grid, computed together by the engine from the same scenario and catalog. Views only
/// read it; it is shared immutable between the worker that made it and the widgets.
struct Evaluation {
    std::uint64_t generation = 0; ///< which request produced it (newer supersedes older)
    model::Scenario scenario;
    model::PlanResult plan;
    model::SweepResult sweep;
    std::vector<model::GpuSpec> gpus;                 ///< the catalog's GPUs
    std::map<std::string, model::HourlyPrice> prices; ///< reference on-demand, by GPU id
    std::string sweepNote;      ///< why the what-if grid is empty (training, a vision model, ...)
    model::PriceBook priceBook; ///< the catalog's dated quotes (TCO prices)
    /// Disaggregated serving against the plan, when the scenario asks for the comparison
    /// (runtime.disaggregation.compare) and serves.
    std::optional<model::DisaggregationComparison> disaggregation;
    std::optional<model::TcoResult> tco; ///< TCO of the recommended (first feasible) candidate
    std::string tcoNote;                 ///< why `tco` is empty (nothing feasible, no price, ...)
    /// TCO of the disaggregated split (disaggregation->best), its pools costed with their own
    /// GPUs' figures; `disaggregationTcoNote` says why it is empty when a split exists.
    std::optional<model::TcoResult> disaggregationTco;
    std::string disaggregationTcoNote;
    double elapsedMs = 0;              ///< plan + sweep + TCO wall time
    model::EfficiencyTable efficiency; ///< the catalog's fitted factors the engine used

    /// Latency against load (requests/s) for one replica of a GPU, precision and layout, as the
    /// planner simulates it; when the plan ranks that configuration, the curve also holds the
    /// point at the plan's load per replica. Computed on first request (tens of milliseconds)
    /// and kept; safe to call from any thread.
    model::Result<model::LoadCurve> loadCurve(const std::string& gpuId, model::Precision precision,
                                              const model::Layout& layout) const;
    /// The feasible plan candidate of this GPU, precision and layout (tp, pp); nullptr if none.
    const model::Candidate* planCandidate(const std::string& gpuId, model::Precision precision,
                                          const model::Layout& layout) const;

    struct LoadCurveCache;
    /// Set by evaluate(); without it every loadCurve() call simulates afresh.
    std::shared_ptr<LoadCurveCache> loadCurves;

    const model::GpuSpec* findGpu(const std::string& id) const;
    /// Price per GPU-hour the planner uses for a GPU: the scenario's cost.gpu_hour_usd, else
    /// the catalog's reference price; nothing when neither has one.
    std::optional<double> usdPerGpuHour(const std::string& gpuId) const;
    /// Index into sweep.configs of a candidate's GPU, precision and layout (tp, pp); -1 when
    /// the grid does not hold it.
    Eigen::Index sweepConfigOf(const model::Candidate& c) const;
};

/// The prices a scenario ranks by: the catalog's reference prices of its tier and region, less
/// those resting on marketplace offers only (unless the tier is the marketplace one) and less
/// those that are thin evidence today (model::priceEvidenceGaps) when
/// cost.well_evidenced_prices_only is set.
std::map<std::string, model::HourlyPrice> scenarioPrices(const model::Scenario& scenario,
                                                         const catalog::Catalog& catalog);

/// The planner's ranking of `scenario` on the catalog's GPUs, factors and reference prices:
/// what the workbench's evaluation, `rightsizer plan` and `rightsizer tco` all start from.
model::Result<model::PlanResult> planScenario(const model::Scenario& scenario,
                                              const catalog::Catalog& catalog,
                                              const model::WorkControl& control = {});

/// TCO of one planned candidate: the scenario's TCO inputs resolved against the GPU and the
/// dated quotes of `priceBook` (resolveTcoParameters), then computeTco. The error names the
/// scenario field ("scenario.tco...").
model::Result<model::TcoResult> tcoOfCandidate(const model::Scenario& scenario,
                                               const model::GpuSpec& gpu,
                                               const model::PriceBook& priceBook,
                                               const model::Candidate& c,
                                               bool withSensitivity = true);

/// TCO of a disaggregated split: each pool's TCO inputs resolved against its own GPU and price
/// (the plan's), then computePooledTco. The error names the pool and the scenario field.
model::Result<model::TcoResult> tcoOfSplit(const model::Scenario& scenario,
                                           const model::PriceBook& priceBook,
                                           const model::DisaggregatedPlan& split,
                                           bool withSensitivity = true);

/// TCO of one candidate of the evaluation (tcoOfCandidate on its scenario and catalog, as
/// `rightsizer tco --rank N` does).
model::Result<model::TcoResult> evaluateTco(const Evaluation& e, const model::Candidate& c,
                                            bool withSensitivity = true);

using EvaluationPtr = std::shared_ptr<const Evaluation>;

/// Plans and sweeps `scenario` on the catalog (the same calls `rightsizer plan` and `sweep`
/// make). The error names the scenario field; a cancelled run returns the field "cancelled".
/// The progress callback sees plan as the first half and the sweep as the second.
model::Result<Evaluation> evaluate(const model::Scenario& scenario, const catalog::Catalog& catalog,
                                   const model::WorkControl& control = {});

} // namespace rightsizer::workspace
