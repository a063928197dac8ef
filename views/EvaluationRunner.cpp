#include "EvaluationRunner.h"

namespace rightsizer::views {

EvaluationRunner::EvaluationRunner(catalog::Catalog catalog, QObject* parent)
    : QObject(parent)
    , m_catalog(std::move(catalog))
    , m_jobs(this, {[this] { emit started(); }, [this](double f) { emit progress(f); },
                    [this](model::Result<workspace::Evaluation> r) { deliver(std::move(r)); },
                    [this] { emit cancelled(); }}) {}

EvaluationRunner::~EvaluationRunner() = default;

void EvaluationRunner::setCatalog(catalog::Catalog catalog) {
    m_catalog = std::move(catalog);
}

void EvaluationRunner::request(const model::Scenario& scenario) {
    // The worker holds its own copies: the scenario and catalog may change while it runs.
    m_jobs.request([scenario, catalog = m_catalog](const model::WorkControl& control) {
        return workspace::evaluate(scenario, catalog, control);
    });
}

void EvaluationRunner::cancel() {
    m_jobs.cancel();
}

void EvaluationRunner::deliver(model::Result<workspace::Evaluation> result) {
    if (!result) {
        emit failed(QString::fromStdString(result.error().field),
                    QString::fromStdString(result.error().message));
        return;
    }
    workspace::Evaluation e = std::move(result).value();
    e.generation = m_jobs.generation();
    m_latest = std::make_shared<const workspace::Evaluation>(std::move(e));
    emit finished(m_latest);
}

} // namespace rightsizer::views
