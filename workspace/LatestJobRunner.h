#pragma once

#include "model/WorkControl.h"

#include <QMetaObject>
#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

namespace rightsizer::workspace {

/// Runs one job at a time on a worker thread, the newest request winning: a request while a
/// job runs cancels it (the engine polls WorkControl::cancel between chunks) and waits as the
/// one pending job; requests that arrive meanwhile replace the pending one. A cancelled or
/// superseded job's result is dropped, never delivered. Every handler runs on the thread of
/// `context`, which must outlive the runner (make the runner a member of it). The destructor
/// cancels the job under way and waits for it, so no work outlives its owner.
///
/// The evaluation of the workbench, the report's preparation and the scenario comparison all
/// run through it.
template <class T> class LatestJobRunner {
public:
    /// The job: runs on the worker thread with its own copies of what it reads; polls the
    /// control's cancel flag and reports progress through it.
    using Work = std::function<T(const model::WorkControl&)>;

    struct Handlers {
        std::function<void()> started;        ///< a job starts
        std::function<void(double)> progress; ///< fraction done of the job under way
        std::function<void(T)> finished;      ///< the result of a job that ran to its end
        std::function<void()> cancelled;      ///< the job was cancelled and none is pending
    };

    LatestJobRunner(QObject* context, Handlers handlers)
        : m_context(context)
        , m_handlers(std::move(handlers)) {
        m_pool.setMaxThreadCount(1);
    }
    ~LatestJobRunner() {
        m_pending.reset();
        if (m_running)
            m_running->cancel = true;
        m_pool.waitForDone();
    }
    LatestJobRunner(const LatestJobRunner&) = delete;
    LatestJobRunner& operator=(const LatestJobRunner&) = delete;

    /// Runs `work` now, or after the job under way has stopped (that one is cancelled).
    void request(Work work) {
        if (m_running) {
            m_running->cancel = true;
            m_pending = std::move(work);
            return;
        }
        start(std::move(work));
    }
    /// Cancels the job under way and drops the pending one; `cancelled` follows once the
    /// worker has stopped.
    void cancel() {
        m_pending.reset();
        if (m_running)
            m_running->cancel = true;
    }
    /// A job runs or waits.
    bool isBusy() const { return m_running != nullptr; }
    /// Jobs started so far: during `finished`, the number of the job that finished.
    std::uint64_t generation() const { return m_generation; }

private:
    struct Job {
        std::atomic<bool> cancel{false};
    };

    void start(Work work) {
        auto job = std::make_shared<Job>();
        ++m_generation;
        m_running = job;
        if (m_handlers.started)
            m_handlers.started();
        // Handlers reach the runner through `alive`: once the runner is gone, nothing is
        // delivered (the context's thread destroys the runner and runs the deliveries, so the
        // check cannot race).
        std::weak_ptr<LatestJobRunner*> alive = m_alive;
        QObject* context = m_context;
        m_pool.start([alive, context, job, work = std::move(work)] {
            model::WorkControl control;
            control.cancel = &job->cancel;
            control.progress = [alive, context, job](double f) {
                QMetaObject::invokeMethod(
                    context,
                    [alive, job, f] {
                        if (auto self = alive.lock())
                            (*self)->progressed(job, f);
                    },
                    Qt::QueuedConnection);
            };
            auto result = std::make_shared<T>(work(control));
            QMetaObject::invokeMethod(
                context,
                [alive, job, result] {
                    if (auto self = alive.lock())
                        (*self)->done(job, std::move(*result));
                },
                Qt::QueuedConnection);
        });
    }

    void progressed(const std::shared_ptr<Job>& job, double fraction) {
        if (job == m_running && !job->cancel && m_handlers.progress)
            m_handlers.progress(fraction);
    }

    void done(const std::shared_ptr<Job>& job, T result) {
        if (job != m_running)
            return;
        m_running.reset();
        if (m_pending) {
            Work next = std::move(*m_pending);
            m_pending.reset();
            start(std::move(next));
            return;
        }
        if (job->cancel) {
            if (m_handlers.cancelled)
                m_handlers.cancelled();
            return;
        }
        if (m_handlers.finished)
            m_handlers.finished(std::move(result));
    }

    QObject* m_context;
    Handlers m_handlers;
    QThreadPool m_pool;
    std::shared_ptr<Job> m_running;
    std::optional<Work> m_pending;
    std::uint64_t m_generation = 0;
    std::shared_ptr<LatestJobRunner*> m_alive = std::make_shared<LatestJobRunner*>(this);
};

} // namespace rightsizer::workspace
