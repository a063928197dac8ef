#pragma once

#include "CpuState.h"

#include <algorithm>
#include <atomic>
#include <functional>
#include <thread>
#include <vector>

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

    /// Runs task(i) for every i in [0, count) on up to workerThreads() threads, the caller
    /// being one. Each thread makes its task once with `perWorker()` (per-thread scratch lives in
    /// it), starts with clean AVX state (CpuState.h) and takes indices in turn; only the caller
    /// reports progress. False when cancelled: the indices not yet taken are skipped.
    template <class PerWorker> bool forEachParallel(size_t count, PerWorker perWorker) const {
        std::atomic<size_t> next{0}, done{0};
        std::atomic<bool> stop{false};
        auto work = [&](bool reporting) {
            clearAvxUpperState();
            auto task = perWorker();
            for (size_t i = next++; i < count; i = next++) {
                if (stop.load(std::memory_order_relaxed) || cancelled()) {
                    stop = true;
                    return;
                }
                task(i);
                const size_t finished = ++done;
                if (reporting)
                    report(double(finished) / double(count));
            }
        };
        const size_t running = std::min(size_t(workerThreads()), std::max<size_t>(count, 1));
        std::vector<std::thread> workers;
        for (size_t t = 1; t < running; ++t)
            workers.emplace_back(work, false);
        work(true);
        for (std::thread& t : workers)
            t.join();
        return !stop && !cancelled();
    }
};

} // namespace rightsizer::model
