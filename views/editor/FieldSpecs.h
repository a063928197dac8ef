#pragma once

#include "FormSection.h"

#include <QCoreApplication>
#include <QString>

#include <string_view>
#include <vector>

namespace rightsizer::views::editor {

/// An engine name ("bf16", "serve") as a QString.
inline QString fromStd(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

/// The scenario's numeric and choice fields as the editor shows them: labels, units, help and
/// the ranges validateScenario accepts (model/Scenario.cpp), in the shown unit. Percentages
/// are stored as fractions (headroom 0.2) and shown as percent (20 %); times are stored in
/// seconds and shown in ms; training tokens are shown in billions.
class FieldSpecs {
    Q_DECLARE_TR_FUNCTIONS(FieldSpecs)
public:
    static std::vector<NumberSpec> serving();
    static std::vector<NumberSpec> training(); ///< tokens .. micro batch
    static NumberSpec loraRank();
    static std::vector<NumberSpec> sla();
    static std::vector<NumberSpec> limits();     ///< GPU count, node size, headroom
    static std::vector<NumberSpec> thresholds(); ///< runtime memory use, plan flags
    /// runtime.max_batch and runtime.prefill_chunk_tokens (0: the engine's default).
    static std::vector<NumberSpec> scheduler();
    /// workload.prefix.tokens and .hit_rate_percent (prefix caching).
    static std::vector<NumberSpec> prefix();
    /// runtime.speculative.tokens and .acceptance_percent (speculative decoding).
    static std::vector<NumberSpec> speculation();

    static ChoiceSpec mode();
    static ChoiceSpec percentile();
    static ChoiceSpec zeroStage();
    static ChoiceSpec recompute();
    static ChoiceSpec contextParallel();             ///< workload.cp
    static ChoiceSpec gradientPrecision();           ///< workload.grad_precision
    static ChoiceSpec engine();                      ///< runtime.engine
    static ChoiceSpec sizeTo();                      ///< sla.size_to_pessimistic
    static NumberSpec minReplicas();                 ///< limits.min_replicas (serving)
    static ChoiceSpec geforce();                     ///< allow_geforce
    static ChoiceSpec priceEvidence();               ///< cost.well_evidenced_prices_only
    static ChoiceSpec priceTier();                   ///< cost.price_tier
    static ChoiceSpec priceRegion();                 ///< cost.region
    static std::vector<ChoiceSpec> disaggregation(); ///< runtime.disaggregation.*
};

} // namespace rightsizer::views::editor
