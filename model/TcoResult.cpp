// What a TCO result says about itself: a sensitivity row's swing, how the recommendation
// compares with spot, and how its options compare (recommendation, break-evens).

#include "Tco.h"
#include "TcoInternal.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rightsizer::model {

namespace {

/// The available option of lowest NPV; spot only when `withSpot` (a latency SLA cannot rest on
/// capacity that can be reclaimed).
std::optional<TcoOption> cheapest(const std::vector<TcoOptionResult>& options, bool cloudOnly,
                                  bool withSpot) {
    std::optional<TcoOption> best;
    double bestNpv = std::numeric_limits<double>::infinity();
    for (const TcoOptionResult& r : options)
        if (r.available && (!cloudOnly || isCloudOption(r.option)) &&
            (withSpot || r.option != TcoOption::Spot) && r.npvUsd < bestNpv) {
            bestNpv = r.npvUsd;
            best = r.option;
        }
    return best;
}

/// First 1-based month from which `a` has cost no more than `b` so far, and stays so.
std::optional<int> breakEven(const TcoOptionResult& a, const TcoOptionResult& b) {
    std::optional<int> month;
    for (size_t m = 0; m < a.months.size(); ++m) {
        const bool noDearer = a.months[m].cumulative <= b.months[m].cumulative + 1e-6;
        if (noDearer && !month)
            month = int(m) + 1;
        else if (!noDearer)
            month.reset();
    }
    return month;
}

} // namespace

namespace detail {

/// The notes on each option, the recommended and cheapest cloud options, and the break-evens.
void compareOptions(const TcoParameters& params, bool serve, TcoResult& r) {
    // Serving has a latency SLA: spot is costed and shown, never recommended.
    for (TcoOptionResult& o : r.options)
        if (o.available && o.peakGpus > params.maxGpus)
            o.notes.push_back({RS_WORD("Engine", "pays for up to %1 GPUs in a month, more than "
                                                 "limits.max_gpus (%2) allows today"),
                               {phrase::grouped(o.peakGpus), phrase::grouped(params.maxGpus)}});
    r.recommended = cheapest(r.options, false, !serve);
    r.bestCloud = cheapest(r.options, true, !serve);
    const TcoOptionResult& onDemand = r.option(TcoOption::OnDemand);
    for (TcoOptionResult& o : r.options) {
        if (!o.available)
            continue;
        if (onDemand.available && !costsAsOnDemand(o))
            o.breakEvenMonth = breakEven(o, onDemand);
    }
    if (r.bestCloud && r.option(TcoOption::OnPrem).available)
        r.onPremBreakEvenMonth = breakEven(r.option(TcoOption::OnPrem), r.option(*r.bestCloud));
}

std::vector<SensitivityRow>
sensitivityRows(const TcoParameters& params, Mode mode,
                const std::function<double(double TcoParameters::*, double)>& totalWith) {
    std::vector<SensitivityRow> rows;
    for (const TcoParameterInfo& info : tcoParameterTable()) {
        const double base = params.*info.member;
        if (!info.perturb || !std::isfinite(base) || base == 0 ||
            !tcoParameterApplies(info.key, mode))
            continue;
        SensitivityRow row{std::string(info.key),
                           std::string(info.label),
                           std::string(info.unit),
                           base,
                           base * 0.8,
                           base * 1.2,
                           totalWith(info.member, 0.8),
                           totalWith(info.member, 1.2)};
        if (std::isfinite(row.totalAtLowUsd) && std::isfinite(row.totalAtHighUsd))
            rows.push_back(row);
    }
    std::stable_sort(
        rows.begin(), rows.end(),
        [](const SensitivityRow& a, const SensitivityRow& b) { return a.swing() > b.swing(); });
    return rows;
}

} // namespace detail

double SensitivityRow::swing() const {
    return std::abs(totalAtHighUsd - totalAtLowUsd);
}

bool TcoResult::spotCostsLess() const {
    if (!recommended || *recommended == TcoOption::Spot)
        return false;
    const TcoOptionResult& spot = option(TcoOption::Spot);
    return spot.available && spot.npvUsd < option(*recommended).npvUsd;
}

Phrase TcoResult::recommendationBasis() const {
    return {spotCostsLess() ? RS_WORD("Engine", "lowest net present value of the options that "
                                                "keep the latency SLA (spot costs less but can be "
                                                "reclaimed)")
                            : RS_WORD("Engine", "lowest net present value"),
            {}};
}

} // namespace rightsizer::model
