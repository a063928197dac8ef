#pragma once

// Shared fixtures of the widget tests: the bundled catalog, the example scenario and its
// evaluation, computed by the engine exactly as the workbench computes them.

#include "catalog/Catalog.h"
#include "project/ScenarioJson.h"
#include "workspace/Evaluation.h"

#include <QFile>
#include <QString>
#include <QTest>

#include <memory>

namespace rightsizer::test {

inline catalog::Catalog bundledCatalog() {
    auto c = catalog::loadBundledCatalog();
    if (!c)
        qFatal("bundled catalog: %s", c.error().message.c_str());
    return std::move(c).value();
}

inline QString examplePath() {
    return QStringLiteral(RIGHTSIZER_SOURCE_DIR "/resources/examples/llama-3.1-70b-chat.json");
}

/// The bundled example (Llama-3.1-70B chat, 20 requests/s, p95 TTFT <= 1 s, TPOT <= 50 ms).
inline model::Scenario exampleScenario(const catalog::Catalog& catalog) {
    QFile f(examplePath());
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(examplePath()));
    auto s = project::parseScenario(f.readAll().toStdString(), catalog);
    if (!s)
        qFatal("example scenario: %s", s.error().message.c_str());
    return std::move(s).value();
}

/// The example's plan and what-if grid, computed synchronously.
inline workspace::EvaluationPtr exampleEvaluation() {
    const catalog::Catalog catalog = bundledCatalog();
    auto e = workspace::evaluate(exampleScenario(catalog), catalog);
    if (!e)
        qFatal("example evaluation: %s", e.error().message.c_str());
    return std::make_shared<const workspace::Evaluation>(std::move(e).value());
}

} // namespace rightsizer::test
