#pragma once

#include "ChartStyle.h"

#include <QColor>
#include <QPalette>

#include <array>
#include <cstddef>

namespace rightsizer::views {

/// Colours the what-if charts share so that a precision or a GPU keeps its colour from chart to
/// chart: a ten-colour categorical palette that stays distinguishable on the light and the dark
/// chart theme (Tableau 10), plus the colours of targets, limits and the selection marker.
class WhatIfChartColors {
public:
    explicit WhatIfChartColors(const QPalette& palette)
        : m_dark(isDarkPalette(palette)) {}

    /// The n-th categorical colour (cycles after ten).
    QColor series(std::size_t n) const {
        static constexpr std::array<QRgb, 10> kTableau10{0x4e79a7, 0xf28e2b, 0xe15759, 0x76b7b2,
                                                         0x59a14f, 0xedc948, 0xb07aa1, 0xff9da7,
                                                         0x9c755f, 0xbab0ac};
        return QColor::fromRgb(kTableau10[n % kTableau10.size()]);
    }
    /// Service-level targets.
    QColor target() const { return m_dark ? QColor(0xff, 0x6b, 0x6b) : QColor(0xc0, 0x1c, 0x28); }
    /// Limits and context lines that should not compete with the data.
    QColor muted() const { return m_dark ? QColor(0xa0, 0xa0, 0xa0) : QColor(0x70, 0x70, 0x70); }
    /// The selected batch or context.
    QColor marker() const { return m_dark ? QColor(0xf0, 0xf0, 0xf0) : QColor(0x20, 0x20, 0x20); }

private:
    bool m_dark;
};

} // namespace rightsizer::views
