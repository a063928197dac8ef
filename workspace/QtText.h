#pragma once

#include <QString>

#include <string>

namespace rightsizer {

/// An engine string (UTF-8) as a QString: where the engine's words meet Qt's.
inline QString q(const std::string& s) {
    return QString::fromStdString(s);
}

} // namespace rightsizer
