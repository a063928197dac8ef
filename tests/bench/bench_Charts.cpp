// The what-if page on the bundled example: what a slider move costs the user (all four charts
// re-sliced, laid out and painted), and what the evaluation behind it costs.
// Run from a Release build: build/release/tests/bench/bench_Charts
#include "catalog/Catalog.h"
#include "project/ScenarioJson.h"
#include "views/charts/WhatIfView.h"
#include "workspace/Evaluation.h"

#include <QApplication>
#include <QFile>
#include <QPixmap>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>

using namespace rightsizer;

namespace {

[[noreturn]] void fail(const std::string& what) {
    std::fprintf(stderr, "%s\n", what.c_str());
    std::exit(1);
}

const catalog::Catalog& bundled() {
    static const catalog::Catalog c = [] {
        auto loaded = catalog::loadBundledCatalog();
        if (!loaded)
            fail("catalog: " + loaded.error().message);
        return std::move(loaded).value();
    }();
    return c;
}

const model::Scenario& example() {
    static const model::Scenario s = [] {
        QFile f(
            QStringLiteral(RIGHTSIZER_SOURCE_DIR "/resources/examples/llama-3.1-70b-chat.json"));
        if (!f.open(QIODevice::ReadOnly))
            fail("cannot read the example scenario");
        auto parsed = project::parseScenario(f.readAll().toStdString(), bundled());
        if (!parsed)
            fail("example scenario: " + parsed.error().message);
        return std::move(parsed).value();
    }();
    return s;
}

workspace::EvaluationPtr exampleEvaluation() {
    auto e = workspace::evaluate(example(), bundled());
    if (!e)
        fail("example evaluation: " + e.error().message);
    return std::make_shared<const workspace::Evaluation>(std::move(e).value());
}

/// The what-if page at the workbench's size, shown on the offscreen platform (so that events
/// paint it), focused on the plan's top candidate.
views::WhatIfView& view() {
    static views::WhatIfView* v = [] {
        auto* w = new views::WhatIfView;
        w->resize(1100, 700);
        const workspace::EvaluationPtr e = exampleEvaluation();
        w->setEvaluation(e);
        w->setFocusCandidate(&e->plan.feasible.front());
        w->show();
        QApplication::processEvents();
        return w;
    }();
    return *v;
}

/// Alternates between the focused candidate's grid position and its neighbour below.
template <typename Set> void alternate(benchmark::State& state, Set set, int from, bool paint) {
    views::WhatIfView& v = view();
    int n = 0;
    for (auto _ : state) {
        set(v, from - (n++ & 1));
        QApplication::processEvents(); // the charts' layout and the window's paint
        if (paint) {
            const QPixmap shot = v.grab();
            benchmark::DoNotOptimize(shot.cacheKey());
        }
    }
    set(v, from);
}

void BM_WhatIfBatchChange(benchmark::State& state) {
    alternate(
        state, [](views::WhatIfView& v, int i) { v.setBatchIndex(i); },
        int(view().selection().batchIndex), false);
}

void BM_WhatIfBatchChangeAndPaint(benchmark::State& state) {
    alternate(
        state, [](views::WhatIfView& v, int i) { v.setBatchIndex(i); },
        int(view().selection().batchIndex), true);
}

void BM_WhatIfContextChange(benchmark::State& state) {
    alternate(
        state, [](views::WhatIfView& v, int i) { v.setContextIndex(i); },
        int(view().selection().contextIndex), false);
}

void BM_WhatIfContextChangeAndPaint(benchmark::State& state) {
    alternate(
        state, [](views::WhatIfView& v, int i) { v.setContextIndex(i); },
        int(view().selection().contextIndex), true);
}

/// Plan + sweep of the example, as the workbench's worker runs it after an edit.
void BM_EvaluateExample(benchmark::State& state) {
    for (auto _ : state) {
        auto e = workspace::evaluate(example(), bundled());
        benchmark::DoNotOptimize(e.ok());
    }
}

} // namespace

BENCHMARK(BM_WhatIfBatchChange)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_WhatIfBatchChangeAndPaint)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_WhatIfContextChange)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_WhatIfContextChangeAndPaint)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_EvaluateExample)->Unit(benchmark::kMillisecond);

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
