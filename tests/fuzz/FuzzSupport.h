#pragma once

// Shared by the libFuzzer targets: each reads one input format the way the program does and
// must never crash, hang, leak past the sanitizers or throw. Built only with
// -DRIGHTSIZER_FUZZ=ON (clang, see CMakePresets.json "sanitize").

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace rightsizer::fuzz {

inline std::string_view text(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

} // namespace rightsizer::fuzz
