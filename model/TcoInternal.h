#pragma once

// Helpers shared by the TCO's translation units (Tco.cpp, TcoParameters.cpp); not an API.

#include <cmath>
#include <limits>
#include <sstream>
#include <string>

namespace rightsizer::model::detail {

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// "28,780": a whole number with thousands separators.
inline std::string grouped(double v) {
    std::string digits = std::to_string((long long)std::llround(std::abs(v)));
    for (int i = int(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(size_t(i), ",");
    return (v < 0 ? "-" : "") + digits;
}

inline std::string num(double v, int precision = 4) {
    std::ostringstream os;
    os.precision(precision);
    os << v;
    return os.str();
}

} // namespace rightsizer::model::detail
