#pragma once

#include <algorithm>
#include <atomic>
#include <functional>
#include <thread>

namespace rightsizer::model {

/// How a caller follows and stops long engine work. The progress callback runs on the calling
/// thread only, with the fraction done in [0, 1]; the engine polls `cancel` between chunks.
struct WorkControl {
    std::function<void(double fraction)> progress;
    const std::atomic<bool>* cancel = nullptr;
    /// Worker threads including the caller (plans and sweeps); 0: one per hardware thread.
    int threads = 0;

    bool cancelled() const { return cancel != nullptr && cancel->load(std::memory_order_relaxed); }
    int workerThreads() const {
        const int hardware = int(std::thread::hardware_concurrency());
        return std::clamp(threads > 0 ? threads : hardware, 1, 64);
    }
    void report(double fraction) const {
        if (progress)
            progress(fraction);
    }
};

} // namespace rightsizer::model
