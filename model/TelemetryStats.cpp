#include "TelemetryStats.h"

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

double medianOf(std::vector<double> v) {
    if (v.empty())
        return kNoReading;
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/// The readings of one field of every sample of the given traces.
template <typename Field>
std::vector<double> pooled(const std::vector<const GpuTrace*>& traces, Field field) {
    std::vector<double> out;
    for (const GpuTrace* t : traces)
        for (const TelemetrySample& s : t->samples)
            out.push_back(s.*field);
    return out;
}

double largest(const std::vector<double>& values) {
    double m = kNoReading;
    for (double v : values)
        if (std::isfinite(v) && !(v <= m))
            m = v;
    return m;
}

/// Spacing between consecutive samples of every trace.
std::vector<double> spacings(const std::vector<const GpuTrace*>& traces) {
    std::vector<double> out;
    for (const GpuTrace* t : traces)
        for (size_t i = 1; i < t->samples.size(); ++i) {
            const double dt = t->samples[i].timeS - t->samples[i - 1].timeS;
            if (std::isfinite(dt) && dt > 0)
                out.push_back(dt);
        }
    return out;
}

/// Walks one trace: observed time, gaps and idle periods.
void walkTrace(const GpuTrace& t, double typicalS, DeploymentStats& d) {
    const double gapAbove = kGapFactor * typicalS;
    const auto& s = t.samples;
    size_t idleStart = 0;
    bool inIdle = false;
    auto closeIdle = [&](size_t last) {
        if (!inIdle)
            return;
        inIdle = false;
        const double start = s[idleStart].timeS;
        const double end = s[last].timeS + typicalS;
        if (end - start >= kIdleMinS)
            d.idle.push_back({t.host, t.gpu, start, end});
    };
    for (size_t i = 0; i < s.size(); ++i) {
        double covered = typicalS;
        bool gapAfter = false;
        if (i + 1 < s.size()) {
            const double dt = s[i + 1].timeS - s[i].timeS;
            gapAfter = dt > gapAbove;
            covered = gapAfter ? typicalS : dt;
            if (gapAfter) {
                ++d.gaps;
                d.gapS += dt - typicalS;
            }
        }
        d.observedS += covered;
        const bool idle =
            std::isfinite(s[i].gpuUtilFraction) && s[i].gpuUtilFraction < kIdleUtilFraction;
        if (idle && !inIdle) {
            inIdle = true;
            idleStart = i;
        } else if (!idle && inIdle) {
            closeIdle(i - 1);
        }
        if (gapAfter || i + 1 == s.size())
            closeIdle(i);
    }
}

GpuStats gpuStatsOf(const GpuTrace& t) {
    const std::vector<const GpuTrace*> one{&t};
    GpuStats g;
    g.host = t.host;
    g.gpu = t.gpu;
    g.name = t.name;
    g.samples = static_cast<int>(t.samples.size());
    g.gpuUtil = distributionOf(pooled(one, &TelemetrySample::gpuUtilFraction));
    g.memoryUsedBytes = distributionOf(pooled(one, &TelemetrySample::memoryUsedBytes));
    g.powerW = distributionOf(pooled(one, &TelemetrySample::powerW));
    g.memoryTotalBytes = largest(pooled(one, &TelemetrySample::memoryTotalBytes));
    return g;
}

DeploymentStats deploymentOf(const std::string& name, const std::vector<const GpuTrace*>& traces) {
    DeploymentStats d;
    d.gpuName = name;
    d.gpuCount = static_cast<int>(traces.size());
    for (const GpuTrace* t : traces) {
        if (std::find(d.hosts.begin(), d.hosts.end(), t->host) == d.hosts.end())
            d.hosts.push_back(t->host);
        for (const TelemetrySample& s : t->samples) {
            if (!std::isfinite(s.timeS))
                continue;
            if (std::isnan(d.startS) || s.timeS < d.startS)
                d.startS = s.timeS;
            if (std::isnan(d.endS) || s.timeS > d.endS)
                d.endS = s.timeS;
        }
        d.gpus.push_back(gpuStatsOf(*t));
    }
    d.sampleIntervalS = medianOf(spacings(traces));
    d.gpuUtil = distributionOf(pooled(traces, &TelemetrySample::gpuUtilFraction));
    d.memUtil = distributionOf(pooled(traces, &TelemetrySample::memUtilFraction));
    d.memoryUsedBytes = distributionOf(pooled(traces, &TelemetrySample::memoryUsedBytes));
    d.memoryTotalBytes = largest(pooled(traces, &TelemetrySample::memoryTotalBytes));
    d.smActive = distributionOf(pooled(traces, &TelemetrySample::smActive));
    d.smOccupancy = distributionOf(pooled(traces, &TelemetrySample::smOccupancy));
    d.tensorActive = distributionOf(pooled(traces, &TelemetrySample::tensorActive));
    d.dramActive = distributionOf(pooled(traces, &TelemetrySample::dramActive));
    d.powerW = distributionOf(pooled(traces, &TelemetrySample::powerW));
    d.pcieRxBytesPerS = distributionOf(pooled(traces, &TelemetrySample::pcieRxBytesPerS));
    d.pcieTxBytesPerS = distributionOf(pooled(traces, &TelemetrySample::pcieTxBytesPerS));
    const std::vector<double> util = pooled(traces, &TelemetrySample::gpuUtilFraction);
    const auto utilSamples =
        std::count_if(util.begin(), util.end(), [](double u) { return std::isfinite(u); });
    if (utilSamples > 0)
        d.saturatedFraction =
            double(std::count_if(util.begin(), util.end(),
                                 [](double u) { return u >= kSaturatedUtilFraction; })) /
            double(utilSamples);
    for (const GpuStats& g : d.gpus)
        if (std::isfinite(g.memoryUsedBytes.max))
            d.peakMemoryBytesSum += g.memoryUsedBytes.max;
    if (std::isfinite(d.sampleIntervalS)) {
        for (const GpuTrace* t : traces)
            walkTrace(*t, d.sampleIntervalS, d);
        double idleS = 0;
        for (const IdlePeriod& p : d.idle)
            idleS += p.endS - p.startS;
        if (utilSamples > 0 && d.observedS > 0)
            d.idleFraction = std::min(1.0, idleS / d.observedS);
    }
    return d;
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
    std::vector<std::string> names;
    std::vector<std::vector<const GpuTrace*>> groups;
    for (const GpuTrace& t : log.gpus) {
        const std::string name = t.name.empty() ? "unknown GPU" : t.name;
        auto it = std::find(names.begin(), names.end(), name);
        if (it == names.end()) {
            names.push_back(name);
            groups.emplace_back();
            it = names.end() - 1;
        }
        groups[size_t(it - names.begin())].push_back(&t);
    }
    std::vector<DeploymentStats> out;
    for (size_t i = 0; i < names.size(); ++i)
        out.push_back(deploymentOf(names[i], groups[i]));
    return out;
}

} // namespace rightsizer::model
