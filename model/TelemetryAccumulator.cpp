#include "TelemetryAccumulator.h"

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <memory>

namespace rightsizer::model {
namespace {

int32_t binOf(double v) {
    static const double kLogWidth = std::log1p(ValueHistogram::kBinWidth);
    return v > 0 ? static_cast<int32_t>(std::floor(std::log(v) / kLogWidth)) : INT32_MIN;
}

/// The readings pooled into a deployment's distributions, in DeploymentStats's order.
using Field = double TelemetrySample::*;
constexpr std::array<Field, 10> kFields = {
    &TelemetrySample::gpuUtilFraction, &TelemetrySample::memUtilFraction,
    &TelemetrySample::memoryUsedBytes, &TelemetrySample::smActive,
    &TelemetrySample::smOccupancy,     &TelemetrySample::tensorActive,
    &TelemetrySample::dramActive,      &TelemetrySample::powerW,
    &TelemetrySample::pcieRxBytesPerS, &TelemetrySample::pcieTxBytesPerS};
enum FieldIndex : size_t {
    kUtil = 0,
    kMemUtil,
    kMemUsed,
    kSm,
    kOcc,
    kTensor,
    kDram,
    kPower,
    kRx,
    kTx
};

/// Samples evenly spaced and in one idle state: times t0, t0 + dt, (t0 + dt) + dt, ... (each
/// the previous plus dt, exactly as the doubles add), n of them.
struct Run {
    double t0 = 0;
    double dt = 0;
    int64_t n = 0;
    bool idle = false;
};

bool isIdle(const TelemetrySample& s) {
    return std::isfinite(s.gpuUtilFraction) && s.gpuUtilFraction < kIdleUtilFraction;
}

Distribution distributionOf(const ValueHistogram& h, double sum) {
    Distribution d;
    if (h.count() == 0)
        return d;
    d.samples = static_cast<int>(h.count());
    d.mean = sum / double(h.count());
    d.p50 = h.percentile(50);
    d.p95 = h.percentile(95);
    d.p99 = h.percentile(99);
    d.max = h.max();
    return d;
}

void keepLargest(double& m, double v) {
    if (std::isfinite(v) && !(v <= m))
        m = v;
}

/// The walk over one GPU's samples in time order, given the typical spacing: observed time,
/// gaps over kGapFactor typical spacings, idle periods of at least kIdleMinS (a gap ends one).
/// A sample is settled when the next arrives (its spacing decides a gap).
class Walker {
public:
    explicit Walker(double typicalS)
        : m_typicalS(typicalS) {}

    void sample(double t, bool idle) {
        if (m_hasPending)
            settle(t);
        m_hasPending = true;
        m_t = t;
        m_idle = idle;
    }
    /// Settles the last sample and adds what was found to `d`.
    void end(const std::string& host, const std::string& gpu, DeploymentStats& d) {
        if (m_hasPending)
            settle(kNoReading);
        m_hasPending = false;
        d.gaps += m_gaps;
        d.gapS += m_gapS;
        d.observedS += m_observedS;
        for (const auto& [start, end] : m_idlePeriods)
            d.idle.push_back({host, gpu, start, end});
    }

private:
    void settle(double next) {
        double covered = m_typicalS;
        bool gapAfter = false;
        if (!std::isnan(next)) {
            const double dt = next - m_t;
            gapAfter = dt > kGapFactor * m_typicalS;
            covered = gapAfter ? m_typicalS : dt;
            if (gapAfter) {
                ++m_gaps;
                m_gapS += dt - m_typicalS;
            }
        }
        m_observedS += covered;
        if (m_idle && !m_inIdle) {
            m_inIdle = true;
            m_idleStart = m_t;
        } else if (!m_idle && m_inIdle) {
            closeIdle(m_previous);
        }
        if (gapAfter || std::isnan(next))
            closeIdle(m_t);
        m_previous = m_t;
    }
    void closeIdle(double lastS) {
        if (!m_inIdle)
            return;
        m_inIdle = false;
        const double end = lastS + m_typicalS;
        if (end - m_idleStart >= kIdleMinS)
            m_idlePeriods.emplace_back(m_idleStart, end);
    }

    double m_typicalS;
    bool m_hasPending = false;
    double m_t = 0;
    bool m_idle = false;
    double m_previous = 0;
    bool m_inIdle = false;
    double m_idleStart = 0;
    int m_gaps = 0;
    double m_gapS = 0;
    double m_observedS = 0;
    std::vector<std::pair<double, double>> m_idlePeriods;
};

/// Replays runs' times and idle states into a walker.
void replay(const std::vector<Run>& runs, Walker& walker) {
    for (const Run& run : runs) {
        double t = run.t0;
        for (int64_t k = 0; k < run.n; ++k) {
            if (k > 0)
                t = t + run.dt;
            walker.sample(t, run.idle);
        }
    }
}

} // namespace

// ---- ValueHistogram ----------------------------------------------------------------------

void ValueHistogram::add(double v) {
    if (!std::isfinite(v))
        return;
    ++m_count;
    if (m_bins.empty()) {
        auto it = m_exact.lower_bound(v);
        if (it != m_exact.end() && it->first == v) {
            ++it->second;
            return;
        }
        m_exact.emplace_hint(it, v, 1);
        if (m_exact.size() > kExactValues)
            toBins();
        return;
    }
    auto& [count, largest] = m_bins[binOf(v)];
    ++count;
    largest = std::max(largest, v);
}

void ValueHistogram::toBins() {
    for (const auto& [v, n] : m_exact) {
        auto& [count, largest] = m_bins[binOf(v)];
        count += n;
        largest = std::max(largest, v);
    }
    m_exact.clear();
}

double ValueHistogram::nth(int64_t k) const {
    int64_t seen = 0;
    if (m_bins.empty()) {
        for (const auto& [v, n] : m_exact)
            if ((seen += n) > k)
                return v;
    } else {
        for (const auto& [bin, entry] : m_bins)
            if ((seen += entry.first) > k)
                return entry.second;
    }
    return kNoReading;
}

double ValueHistogram::percentile(double percent) const {
    if (m_count == 0)
        return kNoReading;
    const auto rank =
        std::max<int64_t>(1, static_cast<int64_t>(std::ceil(percent / 100.0 * double(m_count))));
    return nth(std::min(rank, m_count) - 1);
}

double ValueHistogram::median() const {
    if (m_count == 0)
        return kNoReading;
    return m_count % 2 ? nth(m_count / 2) : 0.5 * (nth(m_count / 2 - 1) + nth(m_count / 2));
}

double ValueHistogram::max() const {
    if (m_count == 0)
        return kNoReading;
    return m_bins.empty() ? m_exact.rbegin()->first : m_bins.rbegin()->second.second;
}

// ---- TelemetryAccumulator ------------------------------------------------------------------

/// What the GPUs of one product pool: distributions and sample spacings.
struct TelemetryAccumulator::Pool {
    std::string name;
    std::array<ValueHistogram, kFields.size()> fields;
    ValueHistogram spacings;
    double frozenTypicalS = kNoReading; ///< set once a GPU's runs outgrew the limit
};

struct TelemetryAccumulator::Gpu {
    std::string host, gpu, name;
    size_t pool = 0;
    int64_t samples = 0;
    std::array<double, kFields.size()> sums{}; ///< in time order, for order-free pooled means
    ValueHistogram util, memoryUsed, power;
    int64_t saturated = 0;
    double memoryTotal = kNoReading;
    double startS = kNoReading, endS = kNoReading;
    double lastS = kNoReading; ///< the last finite time added
    std::vector<Run> runs;
    std::unique_ptr<Walker> walker; ///< once the pool's typical spacing is frozen

    GpuStats stats() const {
        GpuStats g;
        g.host = host;
        g.gpu = gpu;
        g.name = name;
        g.samples = static_cast<int>(samples);
        g.gpuUtil = distributionOf(util, sums[kUtil]);
        g.memoryUsedBytes = distributionOf(memoryUsed, sums[kMemUsed]);
        g.powerW = distributionOf(power, sums[kPower]);
        g.memoryTotalBytes = memoryTotal;
        return g;
    }
};

TelemetryAccumulator::TelemetryAccumulator(size_t maxRunsPerGpu)
    : m_maxRuns(maxRunsPerGpu) {}
TelemetryAccumulator::~TelemetryAccumulator() = default;
TelemetryAccumulator::TelemetryAccumulator(TelemetryAccumulator&&) noexcept = default;
TelemetryAccumulator& TelemetryAccumulator::operator=(TelemetryAccumulator&&) noexcept = default;

size_t TelemetryAccumulator::gpu(const std::string& host, const std::string& gpu,
                                 const std::string& name) {
    auto [it, added] = m_index.try_emplace({host, gpu}, m_gpus.size());
    if (!added)
        return it->second;
    const std::string product = name.empty() ? "unknown GPU" : name;
    auto pool = std::find_if(m_pools.begin(), m_pools.end(),
                             [&](const Pool& p) { return p.name == product; });
    if (pool == m_pools.end()) {
        m_pools.emplace_back();
        m_pools.back().name = product;
        pool = m_pools.end() - 1;
    }
    m_gpus.emplace_back();
    Gpu& g = m_gpus.back();
    g.host = host;
    g.gpu = gpu;
    g.name = name;
    g.pool = size_t(pool - m_pools.begin());
    if (!std::isnan(pool->frozenTypicalS))
        g.walker = std::make_unique<Walker>(pool->frozenTypicalS);
    return it->second;
}

size_t TelemetryAccumulator::gpuCount() const {
    return m_gpus.size();
}

void TelemetryAccumulator::add(size_t index, const TelemetrySample& s) {
    Gpu& g = m_gpus[index];
    Pool& pool = m_pools[g.pool];
    ++g.samples;
    for (size_t f = 0; f < kFields.size(); ++f) {
        const double v = s.*kFields[f];
        if (std::isfinite(v)) {
            g.sums[f] += v;
            pool.fields[f].add(v);
        }
    }
    g.util.add(s.gpuUtilFraction);
    g.memoryUsed.add(s.memoryUsedBytes);
    g.power.add(s.powerW);
    if (s.gpuUtilFraction >= kSaturatedUtilFraction)
        ++g.saturated;
    keepLargest(g.memoryTotal, s.memoryTotalBytes);
    const double t = s.timeS;
    if (!std::isfinite(t))
        return;
    if (std::isnan(g.startS) || t < g.startS)
        g.startS = t;
    if (std::isnan(g.endS) || t > g.endS)
        g.endS = t;
    const bool idle = isIdle(s);
    const double previous = g.lastS;
    const double dt = t - previous;
    if (std::isfinite(dt) && dt > 0)
        pool.spacings.add(dt);
    g.lastS = t;
    if (g.walker) {
        g.walker->sample(t, idle);
        return;
    }
    if (!g.runs.empty()) {
        Run& r = g.runs.back();
        // A run replays its times as previous + dt: extend it only where that gives t exactly.
        const double step = r.n == 1 ? dt : r.dt;
        if (r.idle == idle && dt > 0 && dt == step && previous + step == t) {
            r.dt = step;
            ++r.n;
            return;
        }
    }
    g.runs.push_back({t, 0, 1, idle});
    if (g.runs.size() > m_maxRuns)
        freeze(g.pool);
}

void TelemetryAccumulator::freeze(size_t poolIndex) {
    Pool& pool = m_pools[poolIndex];
    pool.frozenTypicalS = pool.spacings.median();
    for (Gpu& g : m_gpus)
        if (g.pool == poolIndex) {
            g.walker = std::make_unique<Walker>(pool.frozenTypicalS);
            replay(g.runs, *g.walker);
            g.runs = {};
        }
}

std::vector<DeploymentStats> TelemetryAccumulator::finish() const {
    std::vector<DeploymentStats> out;
    for (size_t p = 0; p < m_pools.size(); ++p) {
        const Pool& pool = m_pools[p];
        DeploymentStats d;
        d.gpuName = pool.name;
        std::array<double, kFields.size()> sums{};
        int64_t saturated = 0;
        for (const Gpu& g : m_gpus) {
            if (g.pool != p)
                continue;
            ++d.gpuCount;
            if (std::find(d.hosts.begin(), d.hosts.end(), g.host) == d.hosts.end())
                d.hosts.push_back(g.host);
            if (std::isfinite(g.startS) && !(d.startS <= g.startS))
                d.startS = g.startS;
            keepLargest(d.endS, g.endS);
            for (size_t f = 0; f < sums.size(); ++f)
                sums[f] += g.sums[f];
            saturated += g.saturated;
            keepLargest(d.memoryTotalBytes, g.memoryTotal);
            d.gpus.push_back(g.stats());
            if (std::isfinite(d.gpus.back().memoryUsedBytes.max))
                d.peakMemoryBytesSum += d.gpus.back().memoryUsedBytes.max;
        }
        Distribution* targets[] = {&d.gpuUtil,        &d.memUtil,     &d.memoryUsedBytes,
                                   &d.smActive,       &d.smOccupancy, &d.tensorActive,
                                   &d.dramActive,     &d.powerW,      &d.pcieRxBytesPerS,
                                   &d.pcieTxBytesPerS};
        for (size_t f = 0; f < kFields.size(); ++f)
            *targets[f] = distributionOf(pool.fields[f], sums[f]);
        const int64_t utilSamples = pool.fields[kUtil].count();
        if (utilSamples > 0)
            d.saturatedFraction = double(saturated) / double(utilSamples);
        d.sampleIntervalS = pool.spacings.median();
        if (std::isfinite(d.sampleIntervalS)) {
            for (const Gpu& g : m_gpus) {
                if (g.pool != p)
                    continue;
                Walker walker = g.walker ? *g.walker : Walker(d.sampleIntervalS);
                if (!g.walker)
                    replay(g.runs, walker);
                walker.end(g.host, g.gpu, d);
            }
            double idleS = 0;
            for (const IdlePeriod& i : d.idle)
                idleS += i.endS - i.startS;
            if (utilSamples > 0 && d.observedS > 0)
                d.idleFraction = std::min(1.0, idleS / d.observedS);
        }
        out.push_back(std::move(d));
    }
    return out;
}

// ---- TraceThinner --------------------------------------------------------------------------

void TraceThinner::add(const std::string& host, const std::string& gpu, const std::string& name,
                       const TelemetrySample& s) {
    auto [it, added] = m_index.try_emplace({host, gpu}, m_traces.size());
    if (added) {
        m_traces.push_back({host, gpu, name, {}});
        m_lastBin.push_back(INT64_MIN);
    }
    GpuTrace& trace = m_traces[it->second];
    // A time that is no number, or beyond any bin, is a point of its own (never cast to a bin).
    const double position = std::floor((s.timeS - m_startS) / m_binS);
    const bool binned = std::isfinite(position) && std::fabs(position) < 9e18;
    const int64_t bin = binned ? static_cast<int64_t>(position) : INT64_MIN;
    if (!binned || bin != m_lastBin[it->second] || trace.samples.empty()) {
        m_lastBin[it->second] = bin;
        trace.samples.push_back(s);
        return;
    }
    TelemetrySample& kept = trace.samples.back();
    const double firstS = kept.timeS;
    const double util = kept.gpuUtilFraction, memory = kept.memoryUsedBytes;
    kept = s;
    kept.timeS = firstS;
    if (!(kept.gpuUtilFraction >= util))
        kept.gpuUtilFraction = std::isfinite(util) ? util : kept.gpuUtilFraction;
    if (!(kept.memoryUsedBytes >= memory))
        kept.memoryUsedBytes = std::isfinite(memory) ? memory : kept.memoryUsedBytes;
}

std::vector<GpuTrace> TraceThinner::finish() {
    m_index.clear();
    m_lastBin.clear();
    return std::move(m_traces);
}

} // namespace rightsizer::model
