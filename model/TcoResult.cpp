// What a TCO result says about itself: a sensitivity row's swing, and how the recommendation
// compares with spot.

#include "Tco.h"

#include <cmath>

namespace rightsizer::model {

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
