#pragma once

namespace rightsizer::model {

/// Zeroes the upper halves of the AVX registers (the lower 128 bits, all of this project's SSE
/// code uses, are kept). A thread that starts with them dirty pays a transition penalty on
/// every SSE instruction and every call into libm's AVX code paths: the Qt workbench's threads
/// do (something in the GUI stack leaves the state dirty and new threads copy their parent's
/// registers), and a scheduler simulation took 11 ms there against 1.8 ms in the CLI until this
/// ran first. Engine entry points that loop hard call it once.
inline void clearAvxUpperState() {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    if (__builtin_cpu_supports("avx"))
        asm volatile("vzeroupper" ::: "memory");
#endif
}

} // namespace rightsizer::model
