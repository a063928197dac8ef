#pragma once

#include "workspace/Evaluation.h"

#include <QString>
#include <QVariant>

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

/// Stable key ("result.gpu"), row label and explanation of a result row.
struct ComparisonResultText {
    QString key;
    QString label;
    QString toolTip;
};
ComparisonResultText comparisonResultText(ComparisonResult row);

/// The shown text of a result for one evaluated entry, with its unit.
QString comparisonResultDisplay(ComparisonResult row, const workspace::Evaluation& e);
/// The raw figure (seconds, USD, a fraction, a month, a name) from the engine's structs; empty
/// where it does not apply (nothing feasible, no price, no target, training).
QVariant comparisonResultValue(ComparisonResult row, const workspace::Evaluation& e);
/// Where the figure comes from, the 90 % band, or why it is missing.
QString comparisonResultToolTip(ComparisonResult row, const workspace::Evaluation& e);

} // namespace rightsizer::views
