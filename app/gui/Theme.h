#pragma once

#include <QString>

namespace rightsizer::app {

/// The window's colours: the platform's palette, or RightSizer's own light or dark one (Fusion
/// style, so that every widget follows the palette). Charts and tables follow a change live.
enum class Theme { System, Light, Dark };

Theme themeFromName(const QString& name); ///< "light", "dark"; anything else: System
QString themeName(Theme theme);
void applyTheme(Theme theme);

} // namespace rightsizer::app
