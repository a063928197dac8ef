// Configurations evaluated per second by the Eigen sweep against a plain per-configuration loop
// over the same formulas (evaluateCell -> servingTimes), and the planner on the bundled example.
// Run from a Release build: build/release/tests/bench/bench_Sweep
#include "catalog/Catalog.h"
#include "model/Planner.h"
#include "model/Sweep.h"
#include "model/Tco.h"
#include "model/WaitingTime.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>

using namespace rightsizer;
using namespace rightsizer::model;

namespace {

const catalog::Catalog& bundled() {
    static const catalog::Catalog c = [] {
        auto loaded = catalog::loadBundledCatalog();
        if (!loaded) {
            std::fprintf(stderr, "catalog: %s\n", loaded.error().message.c_str());
            std::exit(1);
        }
        return std::move(loaded).value();
    }();
    return c;
}

Scenario example() {
    Scenario s;
    s.name = "bench";
    s.model = *bundled().findModel("llama-3.1-70b");
    s.serving.requestsPerS = 20;
    s.serving.inputTokens = {1500, 4000};
    s.serving.outputTokens = {350, 900};
    s.sla = {0.95, 1.0, 0.05, 0};
    s.precisions = {Precision::Bf16, Precision::Fp8};
    return s;
}

/// A grid of about `cells` cells: configs x batches x 100 contexts, every catalog GPU at six
/// precisions (emulated ones included) and every planner layout.
struct Grid {
    std::vector<SweepConfig> configs;
    std::vector<double> batches;
    std::vector<double> contexts;
};

Grid grid(long cells) {
    Scenario s = example();
    s.precisions = {Precision::Bf16, Precision::Fp16, Precision::Fp8,
                    Precision::Int8, Precision::Int4, Precision::Fp4};
    s.allowNonNative = true;
    Grid g;
    g.configs = sweepConfigs(s, bundled().gpus, bundled().efficiency);
    for (int c = 0; c < 100; ++c)
        g.contexts.push_back(128.0 + 80.0 * c);
    const long perConfig = 100 * 100; // 100 batches x 100 contexts
    long configs = std::max(1L, cells / perConfig);
    long batches = 100;
    if (configs > long(g.configs.size())) { // 10^7: more batches per configuration
        configs = long(g.configs.size());
        batches = cells / (configs * 100);
    }
    if (cells < perConfig) {
        configs = 1;
        batches = cells / 100;
    }
    g.configs.resize(size_t(configs));
    for (long b = 1; b <= batches; ++b)
        g.batches.push_back(double(b));
    return g;
}

void BM_SweepEigen(benchmark::State& state) {
    const Grid g = grid(state.range(0));
    WorkControl control;
    control.threads = int(state.range(1));
    Eigen::Index cells = 0;
    for (auto _ : state) {
        auto r = evaluateSweep(g.configs, g.batches, g.contexts, 350, 0.95, control);
        cells = r->size();
        benchmark::DoNotOptimize(r->tpotS.data());
    }
    state.SetItemsProcessed(state.iterations() * cells);
    state.counters["cells"] = double(cells);
}

/// The same grid re-evaluated into the columns of the previous run (the GUI's live path).
void BM_SweepEigenReused(benchmark::State& state) {
    const Grid g = grid(state.range(0));
    auto r = evaluateSweep(g.configs, g.batches, g.contexts, 350, 0.95);
    for (auto _ : state) {
        auto ok = evaluateSweepInto(r.value());
        benchmark::DoNotOptimize(ok);
        benchmark::DoNotOptimize(r->tpotS.data());
    }
    state.SetItemsProcessed(state.iterations() * r->size());
    state.counters["cells"] = double(r->size());
}

/// The plain loop: one evaluateCell (scalar servingTimes) per cell, writing the same columns as
/// the sweep into a result allocated once outside the timed loop.
void BM_PerConfigurationLoop(benchmark::State& state) {
    const Grid g = grid(state.range(0));
    const double z = normalQuantile(0.95);
    auto r = evaluateSweep(g.configs, g.batches, g.contexts, 350, 0.95);
    SweepResult& out = r.value();
    for (auto _ : state) {
        Eigen::Index i = 0;
        for (size_t c = 0; c < g.configs.size(); ++c)
            for (double b : g.batches)
                for (double ctx : g.contexts) {
                    const CellResult cell = evaluateCell(g.configs[c].constants, b, ctx, 350, z);
                    const double perReplica = cell.times.outputTokensPerS;
                    const Layout& l = g.configs[c].layout;
                    out.config(i) = int(c);
                    out.batch(i) = b;
                    out.inputTokens(i) = ctx;
                    out.memoryPerGpuBytes(i) = cell.memoryPerGpuBytes;
                    out.kvCacheBytes(i) = cell.kvCacheBytes;
                    out.fits(i) = cell.fits;
                    out.decodeStepS(i) = cell.times.decodeStepS;
                    out.prefillS(i) = cell.times.prefillS;
                    out.ttftS(i) = cell.times.ttftS;
                    out.tpotS(i) = cell.times.tpotS;
                    out.tpotQuantileS(i) = cell.tpotQuantileS;
                    out.outputTokensPerSPerReplica(i) = perReplica;
                    out.outputTokensPerSPerGpu(i) = perReplica / (l.tp * l.pp);
                    out.decodeComputeBound(i++) = cell.times.decodeComputeBound;
                }
        benchmark::DoNotOptimize(out.tpotS.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * out.size());
    state.counters["cells"] = double(out.size());
}

/// The planner on the example with `range(0)` worker threads: every feasible serving candidate
/// is sized by scheduler simulations (about 1.8 per candidate), which dominate.
void BM_PlanExample(benchmark::State& state) {
    const Scenario s = example();
    const std::map<std::string, HourlyPrice> prices{{"h100-sxm", {4.24, {}, ""}}};
    WorkControl control;
    control.threads = int(state.range(0));
    for (auto _ : state) {
        auto r = plan(s, bundled().gpus, bundled().efficiency, prices, control);
        benchmark::DoNotOptimize(r->feasible.data());
    }
}

/// One open-loop simulation as the planner runs it: Llama 3.1 70B fp8 on one B200 at the
/// example's demand shape, 4.8 requests/s (the grown demand over five replicas).
void BM_SimulateReplica(benchmark::State& state) {
    const Scenario s = example();
    const GpuSpec* gpu = nullptr;
    for (const GpuSpec& g : bundled().gpus)
        if (g.id == "b200")
            gpu = &g;
    const EstimateRequest r = scenarioRequest(s, *gpu, Precision::Fp8, {1, 1, 1, 1});
    const ParameterCount params = countParameters(s.model);
    const ComputeResolution compute = resolveCompute(*gpu, Precision::Fp8);
    const EfficiencyChoice eff = bundled().efficiency.choose(*gpu, compute.kind, s.runtime.engine);
    const ServingInputs in = makeServingInputs(r, params, compute);
    const SchedulerSettings scheduler = schedulerSettings(r, params);
    const RequestLengths lengths{s.serving.inputTokens, s.serving.outputTokens};
    LoadSpec spec;
    spec.arrival = Arrival::OpenLoop;
    spec.ratePerS = 4.8;
    spec.interTokenLatency = false;
    for (auto _ : state) {
        const LoadLatency l =
            simulateLoad(in, eff.serving, eff.overheads, scheduler, lengths, spec);
        benchmark::DoNotOptimize(l.ttftS.p95);
    }
}

/// The TCO of the example's top configuration over 36 months with every option, the capacity
/// band and the +-20 % sensitivity of each input (what the cost view recomputes on an edit).
void BM_TcoExample(benchmark::State& state) {
    Scenario s = example();
    s.tco.growthPerYear = 0.4;
    const std::map<std::string, HourlyPrice> prices{{"h100-sxm", {4.24, {}, ""}}};
    auto planned = plan(s, bundled().gpus, bundled().efficiency, prices);
    const Candidate& c = planned->feasible.front();
    auto params = resolveTcoParameters(s, *bundled().findGpu(c.gpuId), bundled().prices, c.price);
    const TcoCapacity capacity = tcoCapacity(s, c);
    const bool sensitivity = state.range(0) != 0;
    for (auto _ : state) {
        auto r = computeTco(*params, capacity, sensitivity);
        benchmark::DoNotOptimize(r->options.data());
    }
}

} // namespace

BENCHMARK(BM_SweepEigen)
    ->ArgsProduct({{10'000, 1'000'000, 10'000'000}, {1}})
    ->Args({10'000'000, 2})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_SweepEigenReused)
    ->Arg(10'000)
    ->Arg(1'000'000)
    ->Arg(10'000'000)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_PerConfigurationLoop)
    ->Arg(10'000)
    ->Arg(1'000'000)
    ->Arg(10'000'000)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_PlanExample)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SimulateReplica)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TcoExample)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
