#pragma once

#include "model/Planner.h"
#include "model/Tco.h"

#include <QString>

#include <memory>
#include <vector>

class QChartView;

namespace rightsizer::views {

// The report's charts, each a chart view of its own (not shown) in the light print style.
// Numbers come from the engine's results; the text beside each chart states them.

/// Memory per GPU of each configuration (weights, KV cache, activations, gradients, optimizer,
/// overhead, stacked) and the usable capacity still free, in GiB; one bar per configuration,
/// labelled with its plan rank.
std::unique_ptr<QChartView> memoryBreakdownChart(const std::vector<const model::Candidate*>& shown,
                                                 const std::vector<int>& ranks, bool training);

/// Cost per million output (serving) or trained tokens of each GPU's cheapest configuration
/// that meets the SLA, cheapest on top (at most `maxBars`).
std::unique_ptr<QChartView> costPerMillionChart(const model::PlanResult& plan, size_t maxBars);

/// Cumulative cost of every available TCO option with the on-prem break-even (the TCO view's).
std::unique_ptr<QChartView> tcoCurvesChart(const model::TcoResult& tco, const QString& title);

/// The +-20 % sensitivity of the recommended option's total (the TCO view's tornado).
std::unique_ptr<QChartView> tornadoChart(const model::TcoResult& tco);

/// One week of demand against the autoscaled replicas and the fixed on-prem fleet in month
/// index `month` (0 is month 1, as model::weeklyFleet counts; the demand view's chart).
std::unique_ptr<QChartView> demandCapacityChart(const model::TcoResult& tco, int month,
                                                const QString& title);

/// Cumulative cost of each scenario's recommended TCO option, overlaid; `labels` name them.
std::unique_ptr<QChartView> scenarioTcoChart(const std::vector<const model::TcoResult*>& tcos,
                                             const QStringList& labels);

} // namespace rightsizer::views
