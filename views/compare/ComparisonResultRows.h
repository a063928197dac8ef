#pragma once

#include "views/table/RowTable.h"
#include "workspace/Evaluation.h"

#include <QString>
#include <QVariant>

#include <vector>

namespace rightsizer::views {

/// The result rows of the comparison table, in the order they are shown.
enum class ComparisonResult {
    Status,              ///< meets the SLA, or why nothing does
    Gpu,                 ///< recommended configuration: GPU
    Precision,           ///< ... weight precision
    Layout,              ///< ... TP/PP and replicas
    GpuCount,            ///< ... GPUs in the whole deployment
    UsdPerMonth,         ///< on-demand cost per month
    UsdPerMillionTokens, ///< USD per million output (or trained) tokens
    Ttft,                ///< predicted TTFT at the SLA percentile against the target
    TtftHeadroom,        ///< (target - predicted) / target
    Tpot,
    TpotHeadroom,
    TcoOption,       ///< the TCO's recommended way of paying
    TcoNpv,          ///< its net present value
    TcoTotal,        ///< its total over the horizon
    TcoBreakEven,    ///< its break-even month against on-demand
    OnPremBreakEven, ///< on-prem against the best cloud option
};
inline constexpr int kComparisonResultCount = int(ComparisonResult::OnPremBreakEven) + 1;

/// The stable key of a result row ("result.gpu"): what a test or a selection refers to.
QString comparisonResultKey(ComparisonResult row);

/// The result rows described once, as columns over evaluations: id (a ComparisonResult),
/// label, explanation, the text with units, the raw figure (seconds, USD, a fraction, a month,
/// a name; empty where it does not apply) and the tooltip (the 90 % band, where the figure
/// comes from, or why it is missing), in ComparisonResult order. A scenario is one row of
/// this description: the workbench's comparison and the report's "Scenarios side by side"
/// show it transposed, one column per scenario. The headroom rows are the workbench's only
/// (the report states the target beside each prediction); the on-prem break-even too (the
/// report prices on-prem with the best-ranked GPU that has a purchase price).
const std::vector<TableColumn<workspace::Evaluation>>& comparisonResultColumns();

} // namespace rightsizer::views
