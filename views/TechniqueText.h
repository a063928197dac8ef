#pragma once

// Words for the serving techniques a scenario uses (speculative decoding, prefix caching) and for
// the disaggregated-serving comparison, shared by the candidate table, the detail pane, the
// candidates view and the report.

#include "model/Disaggregated.h"
#include "model/Scenario.h"
#include "views/QuantityFormat.h"

#include <QString>

#include <vector>

namespace rightsizer::views {

/// Prompt tokens prefix caching skips on average at the scenario's mean input (0 without it).
double cachedPrefixTokens(const model::Scenario& s);

/// The techniques every aggregated candidate of `s` runs with, in a few words ("MTP ×2.53 ·
/// prefix 1 800 tok"); "—" when none.
QString techniquesText(const model::Scenario& s, const QuantityFormat& f);
/// The same at length, for a tooltip; empty when none.
QString techniquesToolTip(const model::Scenario& s, const QuantityFormat& f);

/// One labelled figure of the disaggregated comparison.
struct DetailLine {
    QString label;
    QString value;
    QString note;
};
/// The comparison's verdict (the engine's note in the interface language).
QString disaggregationVerdict(const model::DisaggregationComparison& c);
/// The best split's figures: verdict, each pool, KV transfer, TTFT and TPOT at the SLA
/// percentile `pct` ("p95"), cost; only the verdict when no split meets the SLA.
std::vector<DetailLine> disaggregationLines(const model::DisaggregationComparison& c,
                                            const QString& pct, const QuantityFormat& f);

} // namespace rightsizer::views
