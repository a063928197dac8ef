#pragma once

namespace rightsizer::app {

/// Exit statuses of every verb (docs/cli.md).
inline constexpr int kExitOk = 0;
inline constexpr int kExitInfeasible = 1;
inline constexpr int kExitBadInput = 2;

} // namespace rightsizer::app
