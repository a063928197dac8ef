#pragma once

namespace rightsizer::model {

/// Binary and decimal multiples used throughout the engine. Memory is kept in bytes; a
/// datasheet's "GB" is decimal (1e9) while runtimes report GiB (2^30).
inline constexpr double kKiB = 1024.0;
inline constexpr double kMiB = 1024.0 * 1024.0;
inline constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
inline constexpr double kGB = 1e9;
inline constexpr double kTera = 1e12;

} // namespace rightsizer::model
