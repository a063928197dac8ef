#include "EvaluationRunner.h"

#include <QMetaObject>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

namespace rightsizer::views {

struct EvaluationRunner::Job {
    std::uint64_t generation = 0;
    std::atomic<bool> cancel{false};
};

EvaluationRunner::EvaluationRunner(catalog::Catalog catalog, QObject* parent)
    : QObject(parent)
    , m_catalog(std::move(catalog)) {
    // One evaluation at a time: a superseded one stops at its next chunk and frees the thread.
    m_pool.setMaxThreadCount(1);
}

EvaluationRunner::~EvaluationRunner() {
    if (m_running)
        m_running->cancel = true;
    m_pool.waitForDone();
}

void EvaluationRunner::setCatalog(catalog::Catalog catalog) {
    m_catalog = std::move(catalog);
}

void EvaluationRunner::request(const model::Scenario& scenario) {
    if (m_running) {
        m_running->cancel = true;
        m_pending = scenario;
        return;
    }
    start(scenario);
}

void EvaluationRunner::cancel() {
    m_pending.reset();
    if (!m_running)
        return;
    m_running->cancel = true;
}

void EvaluationRunner::start(const model::Scenario& scenario) {
    auto job = std::make_shared<Job>();
    job->generation = ++m_generation;
    m_running = job;
    emit started();
    // The worker holds its own copies: the scenario and catalog may change while it runs.
    QPointer<EvaluationRunner> self(this);
    auto work = [self, job, scenario, catalog = m_catalog]() {
        model::WorkControl control;
        control.cancel = &job->cancel;
        control.progress = [self, job](double f) {
            QMetaObject::invokeMethod(
                self.data(),
                [self, job, f] {
                    if (self && self->m_running == job && !job->cancel)
                        emit self->progress(f);
                },
                Qt::QueuedConnection);
        };
        auto result = workspace::evaluate(scenario, catalog, control);
        QMetaObject::invokeMethod(
            self.data(),
            [self, job, result = std::move(result)]() mutable {
                if (self)
                    self->jobDone(job, std::move(result));
            },
            Qt::QueuedConnection);
    };
    (void)QtConcurrent::run(&m_pool, std::move(work));
}

void EvaluationRunner::jobDone(const std::shared_ptr<Job>& job,
                               model::Result<workspace::Evaluation> result) {
    if (job != m_running)
        return;
    m_running.reset();
    const bool superseded = job->cancel.load();
    if (m_pending) {
        model::Scenario next = std::move(*m_pending);
        m_pending.reset();
        start(next);
        return;
    }
    if (superseded) {
        emit cancelled();
        return;
    }
    if (!result) {
        emit failed(QString::fromStdString(result.error().field),
                    QString::fromStdString(result.error().message));
        return;
    }
    workspace::Evaluation e = std::move(result).value();
    e.generation = job->generation;
    m_latest = std::make_shared<const workspace::Evaluation>(std::move(e));
    emit finished(m_latest);
}

} // namespace rightsizer::views
