// A month of a 64-GPU fleet profiled straight from Prometheus (issue 25): the time and the peak
// memory of importPrometheus (HTTP through Qt Network, every piece read by the DCGM reader, the
// statistics streamed). Needs a server holding make_dcgm_openmetrics's samples: run
// tools/bench-prometheus.sh, which backfills one, runs this once per range in its own process
// (peak RSS is per process) and stops it. By hand:
//   RIGHTSIZER_BENCH_PROMETHEUS=http://127.0.0.1:PORT bench_PrometheusProfile
//       --benchmark_filter='/30$'
#include "importers/PrometheusImport.h"
#include "workspace/PrometheusClient.h"

#include <QCoreApplication>

#include <benchmark/benchmark.h>

#include <sys/resource.h>

#include <cstdio>
#include <cstdlib>

using namespace rightsizer;

namespace {

constexpr double kT0 = 1790812800; // 2026-10-01T00:00:00Z, where the generator starts

/// The process's peak resident memory so far, MiB.
double peakRssMiB() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

/// Days of the range from the benchmark's argument: 15 s steps, every GPU and metric.
void BM_ProfileFromPrometheus(benchmark::State& state) {
    const char* url = std::getenv("RIGHTSIZER_BENCH_PROMETHEUS");
    if (!url) {
        state.SkipWithError("set RIGHTSIZER_BENCH_PROMETHEUS (tools/bench-prometheus.sh does)");
        return;
    }
    importers::PrometheusQuery q;
    q.url = url;
    q.startS = kT0;
    q.endS = kT0 + double(state.range(0)) * 86400 - 15;
    q.stepS = 15;
    workspace::PrometheusConnection connection;
    connection.url = url;
    connection.timeoutS = 120;
    size_t gpus = 0;
    double samples = 0;
    for (auto _ : state) {
        auto profile = importers::importPrometheus(q, workspace::prometheusHttpFetcher(connection));
        if (!profile) {
            state.SkipWithError(profile.error().message.c_str());
            return;
        }
        gpus = 0;
        samples = 0;
        for (const model::DeploymentStats& d : profile->deployments) {
            gpus += size_t(d.gpuCount);
            samples += d.gpuUtil.samples;
        }
        benchmark::DoNotOptimize(profile->deployments);
    }
    state.counters["gpus"] = double(gpus);
    state.counters["util_samples"] = samples;
    state.counters["samples_per_s"] =
        benchmark::Counter(samples * 8, benchmark::Counter::kIsRate); // 8 metrics
    state.counters["peak_rss_MiB"] = peakRssMiB();
}
BENCHMARK(BM_ProfileFromPrometheus)
    ->Arg(1)
    ->Arg(7)
    ->Arg(30)
    ->Iterations(1)
    ->Unit(benchmark::kSecond)
    ->UseRealTime();

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv); // Qt Network needs an application object
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
