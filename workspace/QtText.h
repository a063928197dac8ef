#pragma once

#include <QString>

#include <string_view>

namespace rightsizer {

/// An engine string (UTF-8; a std::string, a string_view or a literal) as a QString: where the
/// engine's words meet Qt's.
inline QString q(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace rightsizer
