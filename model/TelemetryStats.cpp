#include "TelemetryStats.h"

#include "TelemetryAccumulator.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace rightsizer::model {
namespace {

double nearestRank(const std::vector<double>& sorted, double percent) {
    const auto n = static_cast<double>(sorted.size());
    const auto rank = static_cast<size_t>(std::max(1.0, std::ceil(percent / 100.0 * n)));
    return sorted[std::min(rank, sorted.size()) - 1];
}

} // namespace

Distribution distributionOf(std::vector<double> values) {
    values.erase(
        std::remove_if(values.begin(), values.end(), [](double v) { return !std::isfinite(v); }),
        values.end());
    Distribution d;
    if (values.empty())
        return d;
    std::sort(values.begin(), values.end());
    d.samples = static_cast<int>(values.size());
    d.mean = std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
    d.p50 = nearestRank(values, 50);
    d.p95 = nearestRank(values, 95);
    d.p99 = nearestRank(values, 99);
    d.max = values.back();
    return d;
}

double DeploymentStats::peakMemoryFraction() const {
    return memoryUsedBytes.max / memoryTotalBytes;
}

std::vector<DeploymentStats> telemetryStats(const TelemetryLog& log) {
    TelemetryAccumulator accumulator;
    for (const GpuTrace& t : log.gpus) {
        const size_t index = accumulator.gpu(t.host, t.gpu, t.name);
        for (const TelemetrySample& s : t.samples)
            accumulator.add(index, s);
    }
    return accumulator.finish();
}

} // namespace rightsizer::model
