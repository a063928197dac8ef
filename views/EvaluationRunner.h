#pragma once

#include "workspace/Evaluation.h"
#include "workspace/LatestJobRunner.h"

#include <QObject>
#include <QString>

#include <memory>

namespace rightsizer::views {

/// Evaluates the scenario off the UI thread. A newer request supersedes the one running: that
/// one is cancelled (the engine polls between chunks) and its result is dropped, never shown;
/// requests that arrive while one is being cancelled collapse into the latest. Signals arrive
/// on the thread that owns the runner.
class EvaluationRunner final : public QObject {
    Q_OBJECT
public:
    explicit EvaluationRunner(catalog::Catalog catalog, QObject* parent = nullptr);
    /// Cancels the running evaluation and waits for its thread (never leaves work behind).
    ~EvaluationRunner() override;

    const catalog::Catalog& catalog() const { return m_catalog; }
    /// Replaces the catalog (for example after a catalog edit); the next request uses it.
    void setCatalog(catalog::Catalog catalog);

    /// Starts evaluating `scenario`, superseding any evaluation under way.
    void request(const model::Scenario& scenario);
    /// Cancels the evaluation under way (and any pending one); emits cancelled().
    void cancel();
    bool isBusy() const { return m_jobs.isBusy(); }
    /// The last evaluation delivered (nothing before the first).
    workspace::EvaluationPtr latest() const { return m_latest; }

signals:
    void started();
    /// Fraction done in [0, 1] of the evaluation under way.
    void progress(double fraction);
    void finished(rightsizer::workspace::EvaluationPtr evaluation);
    /// The scenario could not be evaluated; `field` is the scenario field at fault.
    void failed(const QString& field, const QString& message);
    void cancelled();

private:
    void deliver(model::Result<workspace::Evaluation> result);

    catalog::Catalog m_catalog;
    workspace::EvaluationPtr m_latest;
    workspace::LatestJobRunner<model::Result<workspace::Evaluation>> m_jobs;
};

} // namespace rightsizer::views
