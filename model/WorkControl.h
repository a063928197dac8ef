#pragma once

#include <atomic>
#include <functional>

namespace rightsizer::model {

/// How a caller follows and stops long engine work. The progress callback runs on the calling
/// thread only, with the fraction done in [0, 1]; the engine polls `cancel` between chunks.
struct WorkControl {
    std::function<void(double fraction)> progress;
    const std::atomic<bool>* cancel = nullptr;
    int threads = 1; ///< worker threads including the caller (sweeps only)

    bool cancelled() const { return cancel != nullptr && cancel->load(std::memory_order_relaxed); }
    void report(double fraction) const {
        if (progress)
            progress(fraction);
    }
};

} // namespace rightsizer::model
