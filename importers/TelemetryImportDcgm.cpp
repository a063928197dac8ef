// dcgm-exporter /metrics scrapes (Prometheus text exposition format), many concatenated:
// `# HELP` / `# TYPE` lines, then `NAME{label="value",...} VALUE [TIMESTAMP_MS]`.
#include "TelemetryImportInternal.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <tuple>

namespace rightsizer::importers::telemetry {
namespace {

enum class Range { Percent, Ratio, NotNegative };

/// The readings of one instant of one GPU, before the derived fields are filled in.
struct Reading {
    model::TelemetrySample sample;
    double fbFree = model::kNoReading;
    double fbReserved = model::kNoReading;
    double fbTotal = model::kNoReading;
    double energyMilliJ = model::kNoReading;
    bool numbered = false; ///< timed by its scrape's ordinal: the interval is unknown
};

using SampleField = double model::TelemetrySample::*;
using ReadingField = double Reading::*;

struct MetricInfo {
    std::string_view name;
    SampleField sampleField;   ///< where it goes, or
    ReadingField readingField; ///< what the derived fields are computed from
    double scale;              ///< to SI (the energy counter stays in mJ until differenced)
    Range range;
};

using S = model::TelemetrySample;
constexpr MetricInfo kMetrics[] = {
    {"DCGM_FI_DEV_GPU_UTIL", &S::gpuUtilFraction, nullptr, 0.01, Range::Percent},
    {"DCGM_FI_DEV_MEM_COPY_UTIL", &S::memUtilFraction, nullptr, 0.01, Range::Percent},
    {"DCGM_FI_DEV_FB_USED", &S::memoryUsedBytes, nullptr, kMiB, Range::NotNegative},
    {"DCGM_FI_DEV_FB_FREE", nullptr, &Reading::fbFree, kMiB, Range::NotNegative},
    {"DCGM_FI_DEV_FB_RESERVED", nullptr, &Reading::fbReserved, kMiB, Range::NotNegative},
    {"DCGM_FI_DEV_FB_TOTAL", nullptr, &Reading::fbTotal, kMiB, Range::NotNegative},
    {"DCGM_FI_DEV_POWER_USAGE", &S::powerW, nullptr, 1, Range::NotNegative},
    {"DCGM_FI_DEV_SM_CLOCK", &S::smClockHz, nullptr, kMHz, Range::NotNegative},
    {"DCGM_FI_DEV_MEM_CLOCK", &S::memClockHz, nullptr, kMHz, Range::NotNegative},
    {"DCGM_FI_PROF_SM_ACTIVE", &S::smActive, nullptr, 1, Range::Ratio},
    {"DCGM_FI_PROF_SM_OCCUPANCY", &S::smOccupancy, nullptr, 1, Range::Ratio},
    {"DCGM_FI_PROF_PIPE_TENSOR_ACTIVE", &S::tensorActive, nullptr, 1, Range::Ratio},
    {"DCGM_FI_PROF_DRAM_ACTIVE", &S::dramActive, nullptr, 1, Range::Ratio},
    {"DCGM_FI_PROF_PCIE_RX_BYTES", &S::pcieRxBytesPerS, nullptr, 1, Range::NotNegative},
    {"DCGM_FI_PROF_PCIE_TX_BYTES", &S::pcieTxBytesPerS, nullptr, 1, Range::NotNegative},
    {"DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION", nullptr, &Reading::energyMilliJ, 1,
     Range::NotNegative},
};

/// One exposition line, split.
struct Exposition {
    std::string_view name;
    std::map<std::string, std::string> labels;
    std::string_view value;
    std::optional<double> timeS;
    size_t headLength = 0; ///< bytes of the name and labels
};

bool isNameChar(char c, bool first) {
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == ':' ||
           (!first && std::isdigit(static_cast<unsigned char>(c)));
}

/// `{a="x",b="y"}` starting at `pos` (just past '{'); false with `why` on bad syntax.
bool readLabels(std::string_view t, size_t& pos, std::map<std::string, std::string>& labels,
                std::string& why) {
    while (true) {
        while (pos < t.size() && t[pos] == ' ')
            ++pos;
        if (pos < t.size() && t[pos] == '}') {
            ++pos;
            return true;
        }
        const size_t start = pos;
        while (pos < t.size() && isNameChar(t[pos], pos == start))
            ++pos;
        if (pos == start || pos + 1 >= t.size() || t[pos] != '=' || t[pos + 1] != '"') {
            why = "malformed labels at column " + std::to_string(pos + 1) +
                  " (expected name=\"value\")";
            return false;
        }
        std::string key(t.substr(start, pos - start)), value;
        for (pos += 2; pos < t.size() && t[pos] != '"'; ++pos) {
            if (t[pos] == '\\' && pos + 1 < t.size()) {
                ++pos;
                value += t[pos] == 'n' ? '\n' : t[pos];
            } else {
                value += t[pos];
            }
        }
        if (pos >= t.size()) {
            why = "malformed labels: unterminated \" in label " + key;
            return false;
        }
        ++pos;
        labels[std::move(key)] = std::move(value);
        if (pos < t.size() && t[pos] == ',')
            ++pos;
        else if (pos >= t.size() || t[pos] != '}') {
            why = "malformed labels at column " + std::to_string(pos + 1) + " (expected , or })";
            return false;
        }
    }
}

/// The value and optional timestamp after the name and labels, which end at `pos`.
bool readSample(std::string_view t, size_t pos, Exposition& e, std::string& why) {
    e.headLength = pos;
    std::string_view rest = trim(t.substr(pos));
    const size_t gap = rest.find_first_of(" \t");
    e.value = rest.substr(0, gap);
    if (e.value.empty() || (pos < t.size() && t[pos] != ' ' && t[pos] != '\t')) {
        why = "no value after the metric name and labels";
        return false;
    }
    if (gap != std::string_view::npos) {
        const std::string_view ts = trim(rest.substr(gap));
        long long ms = 0;
        const auto r = std::from_chars(ts.data(), ts.data() + ts.size(), ms);
        if (r.ec != std::errc() || r.ptr != ts.data() + ts.size()) {
            why = "timestamp '" + std::string(ts) + "' is not milliseconds since the epoch";
            return false;
        }
        e.timeS = double(ms) / 1000.0;
    }
    return true;
}

bool readExposition(std::string_view t, Exposition& e, std::string& why) {
    size_t pos = 0;
    while (pos < t.size() && isNameChar(t[pos], pos == 0))
        ++pos;
    e.name = t.substr(0, pos);
    if (e.name.empty()) {
        why = "not a metric line";
        return false;
    }
    if (pos < t.size() && t[pos] == '{' && !readLabels(t, ++pos, e.labels, why))
        return false;
    return readSample(t, pos, e, why);
}

/// "# scrape at 2024-05-01T12:00:00Z": the time of the scrape that follows.
std::optional<double> scrapeComment(std::string_view t) {
    constexpr std::string_view kPrefix = "# scrape at ";
    if (t.substr(0, kPrefix.size()) != kPrefix)
        return std::nullopt;
    const std::string_view s = trim(t.substr(kPrefix.size()));
    int y = 0, mo = 0, d = 0, h = 0, mi = 0;
    auto num = [&](size_t at, size_t n, int& out) {
        return at + n <= s.size() &&
               std::from_chars(s.data() + at, s.data() + at + n, out).ptr == s.data() + at + n;
    };
    if (s.size() < 20 || s.back() != 'Z' || !num(0, 4, y) || s[4] != '-' || !num(5, 2, mo) ||
        s[7] != '-' || !num(8, 2, d) || s[10] != 'T' || !num(11, 2, h) || s[13] != ':' ||
        !num(14, 2, mi) || s[16] != ':')
        return std::nullopt;
    const std::optional<double> sec = parseNumber(s.substr(17, s.size() - 18));
    return sec ? epochSeconds(y, mo, d, h, mi, *sec) : std::nullopt;
}

struct Gpu {
    std::string host, gpu, name;
    std::map<double, Reading> byTime; ///< the readings since the last flush
    std::optional<Reading> lastEnergy;
};

/// Frame-buffer total from its parts, power from the energy counter's increments where the
/// exporter sent no power; a counter that went down is a reset (driver reload, GPU reset).
/// The counter is differenced from g.lastEnergy, the GPU's last reading with an energy count
/// before these (a streamed range's previous piece), updated to the last one here.
void derive(Gpu& g, TraceSet& traces, bool& fromEnergy) {
    const Reading* previous = g.lastEnergy ? &*g.lastEnergy : nullptr;
    bool advanced = false;
    for (auto& [t, r] : g.byTime) {
        model::TelemetrySample& s = r.sample;
        s.memoryTotalBytes = r.fbTotal;
        if (std::isnan(s.memoryTotalBytes) && !std::isnan(s.memoryUsedBytes) &&
            !std::isnan(r.fbFree))
            s.memoryTotalBytes =
                s.memoryUsedBytes + r.fbFree + (std::isnan(r.fbReserved) ? 0 : r.fbReserved);
        if (std::isnan(r.energyMilliJ))
            continue;
        if (previous && r.energyMilliJ < previous->energyMilliJ) {
            traces.note(g.host + " GPU " + g.gpu +
                        ": the energy counter "
                        "(DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION) went down at " +
                        formatTime(t) +
                        " (driver reload or GPU reset): no power for the interval ending then");
        } else if (previous && std::isnan(s.powerW) && !r.numbered && !previous->numbered) {
            s.powerW =
                (r.energyMilliJ - previous->energyMilliJ) / 1000.0 / (t - previous->sample.timeS);
            fromEnergy = true;
        }
        previous = &r;
        advanced = true;
    }
    if (advanced)
        g.lastEnergy = *previous;
}

/// Which GPU a sample is of: the gpu label (its MIG instance appended), else UUID, else device.
std::string gpuKey(const std::map<std::string, std::string>& labels) {
    std::string key;
    for (const char* name : {"gpu", "UUID", "uuid", "device"})
        if (const auto it = labels.find(name); key.empty() && it != labels.end())
            key = it->second;
    if (const auto mig = labels.find("GPU_I_ID"); mig != labels.end() && !mig->second.empty())
        key += "/mig" + mig->second;
    return key.empty() ? "0" : key;
}

std::string label(const std::map<std::string, std::string>& labels,
                  std::initializer_list<const char*> names) {
    for (const char* name : names)
        if (const auto it = labels.find(name); it != labels.end() && !it->second.empty())
            return it->second;
    return {};
}

bool inRange(double v, Range r) {
    return v >= 0 && (r == Range::NotNegative || v <= (r == Range::Percent ? 100 : 1));
}

/// Reads the lines into per-GPU readings; the problems go to `traces`.
class Reader {
public:
    explicit Reader(TraceSet& traces)
        : m_traces(traces) {}

    void line(const SourceLine& line);
    std::vector<Gpu>& gpus() { return m_gpus; }
    bool usedOrdinals() const { return m_usedOrdinals; }
    const std::set<std::string>& ignored() const { return m_ignored; }

private:
    double untimedScrape(const std::string& metric, const std::string& host,
                         const std::string& gpu);

    /// The last sample line's name and labels (its bytes, and the `host: ` prefix it came
    /// with) and what they resolved to: the lines of one series in a row (a Prometheus answer)
    /// are then read without parsing their labels again.
    struct Head {
        std::string bytes;
        std::string prefixHost;
        std::string metric;
        const MetricInfo* info = nullptr;
        std::string host, gpu;
        size_t gpuIndex = 0;
    };
    bool sameHead(std::string_view t, const SourceLine& line) const;

    TraceSet& m_traces;
    Head m_head;
    std::vector<Gpu> m_gpus;
    std::map<std::pair<std::string, std::string>, size_t> m_index;
    std::set<std::string> m_ignored;
    // Scrapes without timestamps: numbered, or timed by a "# scrape at" comment.
    std::set<std::tuple<std::string, std::string, std::string>> m_seen;
    int m_ordinal = 0;
    std::optional<double> m_scrapeTime;
    bool m_usedOrdinals = false;
};

double Reader::untimedScrape(const std::string& metric, const std::string& host,
                             const std::string& gpu) {
    if (!m_seen.insert({metric, host, gpu}).second) { // a pair repeats: the next scrape
        ++m_ordinal;
        m_scrapeTime.reset();
        m_seen = {{metric, host, gpu}};
    }
    if (m_scrapeTime)
        return *m_scrapeTime;
    m_usedOrdinals = true;
    return double(m_ordinal);
}

void Reader::line(const SourceLine& line) {
    const std::string_view t = trim(line.text);
    if (t[0] == '#') {
        if (const std::optional<double> at = scrapeComment(t)) {
            if (!m_seen.empty())
                ++m_ordinal;
            m_seen.clear();
            m_scrapeTime = at;
        }
        return;
    }
    Exposition e;
    std::string why;
    const bool cached = sameHead(t, line);
    if (cached ? !readSample(t, m_head.bytes.size(), e, why) : !readExposition(t, e, why)) {
        m_traces.problem(line.number, why);
        return;
    }
    if (cached)
        e.name = m_head.metric;
    const auto* info = cached ? m_head.info
                              : std::find_if(std::begin(kMetrics), std::end(kMetrics),
                                             [&](const MetricInfo& m) { return m.name == e.name; });
    const std::optional<double> v = parseNumber(e.value);
    if (!v) {
        m_traces.problem(line.number, std::string(e.name) + ": value '" + std::string(e.value) +
                                          "' is not a number");
        return;
    }
    if (info == std::end(kMetrics)) {
        m_ignored.insert(std::string(e.name));
        return;
    }
    if (!std::isfinite(*v) || !inRange(*v, info->range)) {
        const char* range = info->range == Range::Percent ? "0 to 100 %"
                            : info->range == Range::Ratio ? "a ratio from 0 to 1"
                                                          : "a finite number, not negative";
        m_traces.problem(line.number, std::string(e.name) + ": " + std::string(e.value) +
                                          " is not a reading (expected " + range + ")");
        return;
    }
    if (!cached) {
        std::string host = label(e.labels, {"Hostname", "hostname"});
        host = m_traces.hostOr(host.empty() ? line.host : host);
        std::string gpu = gpuKey(e.labels);
        auto [it, added] = m_index.try_emplace({host, gpu}, m_gpus.size());
        if (added)
            m_gpus.push_back(Gpu{host, gpu, label(e.labels, {"modelName"}), {}, std::nullopt});
        m_head = {std::string(t.substr(0, e.headLength)),
                  line.host,
                  std::string(e.name),
                  info,
                  std::move(host),
                  std::move(gpu),
                  it->second};
    }
    const double time = e.timeS ? *e.timeS : untimedScrape(m_head.metric, m_head.host, m_head.gpu);
    const bool numbered = !e.timeS && !m_scrapeTime;
    Reading& r = m_gpus[m_head.gpuIndex].byTime[time];
    r.sample.timeS = time;
    r.numbered = r.numbered || numbered;
    if (info->sampleField)
        r.sample.*(info->sampleField) = *v * info->scale;
    else
        r.*(info->readingField) = *v * info->scale;
}

bool Reader::sameHead(std::string_view t, const SourceLine& line) const {
    const size_t n = m_head.bytes.size();
    return n > 0 && t.size() > n && (t[n] == ' ' || t[n] == '\t') &&
           t.compare(0, n, m_head.bytes) == 0 && line.host == m_head.prefixHost;
}

} // namespace

std::vector<std::string_view> dcgmMetricNames() {
    std::vector<std::string_view> names;
    for (const MetricInfo& m : kMetrics)
        names.push_back(m.name);
    return names;
}

bool isDcgmLine(std::string_view line) {
    for (std::string_view p : {"DCGM_FI_", "# HELP DCGM_FI_", "# TYPE DCGM_FI_", "# scrape at "})
        if (line.substr(0, p.size()) == p)
            return true;
    return false;
}

struct DcgmStream::State {
    explicit State(TraceSet& t)
        : traces(t)
        , reader(t) {}
    TraceSet& traces;
    Reader reader;
    bool fromEnergy = false;
};

DcgmStream::DcgmStream(TraceSet& traces)
    : m_state(std::make_unique<State>(traces)) {}

DcgmStream::~DcgmStream() = default;

void DcgmStream::line(const SourceLine& line) {
    m_state->reader.line(line);
}

void DcgmStream::flush(const SampleSink& sink) {
    for (Gpu& g : m_state->reader.gpus()) {
        derive(g, m_state->traces, m_state->fromEnergy);
        for (auto& [t, r] : g.byTime)
            sink(g.host, g.gpu, g.name, r.sample);
        g.byTime.clear();
    }
}

void DcgmStream::finishNotes() {
    TraceSet& traces = m_state->traces;
    if (m_state->fromEnergy)
        traces.note("power from the energy counter's increments (the mean over each scrape "
                    "interval; the exporter sent no DCGM_FI_DEV_POWER_USAGE)");
    if (m_state->reader.usedOrdinals())
        traces.note("scrapes without timestamps or '# scrape at' comments: the scrape interval "
                    "is unknown, scrapes were numbered 1 s apart from t = 0 (and no power was "
                    "derived from the energy counter for them)");
    if (!m_state->reader.ignored().empty())
        traces.note("metrics not used (RightSizer has no field for them): " +
                    joinNames(m_state->reader.ignored()));
}

model::Result<model::TelemetryLog> parseDcgm(LineReader& lines, TraceSet traces) {
    DcgmStream stream(traces);
    SourceLine line;
    while (lines.next(line))
        stream.line(line);
    stream.flush([&](const std::string& host, const std::string& gpu, const std::string& name,
                     const model::TelemetrySample& s) {
        model::GpuTrace& trace = traces.trace(host, gpu);
        trace.name = name;
        trace.samples.push_back(s);
    });
    stream.finishNotes();
    return traces.finish("dcgm prometheus", "dcgm-exporter metric");
}

} // namespace rightsizer::importers::telemetry
