#include "RightSizing.h"

#include "Phrase.h"
#include "Units.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace rightsizer::model {
namespace {

std::vector<std::string> tokensOf(const std::string& name) {
    std::string s;
    for (char c : name)
        s += std::isalnum(static_cast<unsigned char>(c))
                 ? static_cast<char>(std::tolower(static_cast<unsigned char>(c)))
                 : ' ';
    std::istringstream in(s);
    std::vector<std::string> out;
    for (std::string t; in >> t;)
        out.push_back(t);
    return out;
}

/// Driver product names (nvidia-smi --query-gpu=name, DCGM modelName) to catalog ids: the
/// first rule whose words all occur wins, so the specific forms come before the general.
struct NameRule {
    std::vector<const char*> words;
    const char* id;
};
const std::vector<NameRule>& nameRules() {
    static const std::vector<NameRule> rules = {
        {{"gh200"}, "gh200"},
        {{"gb200"}, "gb200"},
        {{"h100", "nvl"}, "h100-nvl"},
        {{"h100", "pcie"}, "h100-pcie"},
        {{"h100"}, "h100-sxm"},
        {{"h200", "nvl"}, "h200-nvl"},
        {{"h200"}, "h200-sxm"},
        {{"b200"}, "b200"},
        {{"a100", "pcie"}, "a100-pcie-80gb"},
        {{"a100", "40gb"}, "a100-sxm-40gb"},
        {{"a100", "sxm4", "40gb"}, "a100-sxm-40gb"},
        {{"a100"}, "a100-sxm-80gb"},
        {{"a100"}, "a100-sxm-40gb"},
        {{"l40s"}, "l40s"},
        {{"l40"}, "l40"},
        {{"l4"}, "l4"},
        {{"a10g"}, "a10g"},
        {{"a10"}, "a10"},
        {{"t4"}, "t4"},
        {{"v100"}, "v100-sxm-32gb"},
        {{"4090"}, "rtx-4090"},
        {{"pro", "6000"}, "rtx-pro-6000"},
        {{"6000", "ada"}, "rtx-6000-ada"},
        {{"mi300x"}, "mi300x"},
        {{"mi325x"}, "mi325x"},
        {{"mi250x"}, "mi250x"},
    };
    return rules;
}

const GpuSpec* findId(const std::vector<GpuSpec>& gpus, const std::string& id) {
    for (const GpuSpec& g : gpus)
        if (g.id == id)
            return &g;
    return nullptr;
}

int nextPowerOfTwo(int n) {
    int p = 1;
    while (p < n)
        p *= 2;
    return p;
}

/// Busy share of `count` candidate GPUs at the measured load, and the count needed.
struct Fit {
    int gpus = 0;
    double busy = 0;
};

/// Dense 16-bit FLOP/s: BF16, or FP16 on GPUs without BF16 (T4, V100).
double halfFlops(const GpuSpec& g) {
    const double bf16 = g.flopsPerS(ComputeKind::Bf16);
    return bf16 > 0 ? bf16 : g.flopsPerS(ComputeKind::Fp16);
}

Fit fitOn(const GpuSpec& cand, const GpuSpec& current, const DeploymentStats& s,
          const RightSizingOptions& o) {
    const double busyGpus = s.gpuCount * (std::isfinite(s.gpuUtil.p95) ? s.gpuUtil.p95 : 0.0);
    const double flopsNeed = busyGpus * halfFlops(current);
    const double bwNeed = busyGpus * current.memoryBandwidthBytesPerS;
    const double memNeed = s.peakMemoryBytesSum * (1.0 + o.memoryHeadroom);
    const double candFlops = halfFlops(cand);
    const double perGpu = std::max({flopsNeed / (o.targetUtilization * candFlops),
                                    bwNeed / (o.targetUtilization * cand.memoryBandwidthBytesPerS),
                                    memNeed / cand.memoryRuntimeBytes, 1e-9});
    // Tensor-parallel degrees are powers of two (they divide the head counts).
    Fit f;
    f.gpus = nextPowerOfTwo(static_cast<int>(std::ceil(perGpu - 1e-9)));
    f.busy = std::max(flopsNeed / (f.gpus * candFlops),
                      bwNeed / (f.gpus * cand.memoryBandwidthBytesPerS));
    return f;
}

constexpr int kMaxCandidateGpus = 64;

std::vector<SizingCandidate> candidatesFor(const DeploymentStats& s, const GpuSpec& current,
                                           const std::vector<GpuSpec>& gpus,
                                           const PriceBook& prices, const RightSizingOptions& o) {
    std::vector<SizingCandidate> out;
    for (const GpuSpec& g : gpus) {
        const auto price = prices.onDemandPerGpuHour(g.id);
        if (!price || !priceRanksInTier(price->marketplaceOnly, PriceTier::All) ||
            g.memoryRuntimeBytes <= 0 || halfFlops(g) <= 0 || g.memoryBandwidthBytesPerS <= 0 ||
            (geforceLicence(g) && !o.includeGeForce))
            continue;
        const Fit f = fitOn(g, current, s, o);
        // The current product at the current count is listed once, as the current row.
        if (f.gpus > kMaxCandidateGpus || (g.id == current.id && f.gpus == s.gpuCount))
            continue;
        SizingCandidate c;
        c.gpuId = g.id;
        c.gpuName = g.name;
        c.gpus = f.gpus;
        c.memoryNeededPerGpuBytes = s.peakMemoryBytesSum * (1.0 + o.memoryHeadroom) / f.gpus;
        c.memoryPerGpuBytes = g.memoryRuntimeBytes;
        c.busyAtP95 = f.busy;
        c.usdPerHour = f.gpus * price->usdPerGpuHour;
        c.priceBasis = price->basis;
        if (geforceLicence(g))
            c.caveat = std::string(kGeForceLicenceCaveat);
        out.push_back(c);
    }
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
        return a.usdPerHour != b.usdPerHour ? a.usdPerHour < b.usdPerHour : a.gpus < b.gpus;
    });
    if (out.size() > size_t(o.maxCandidates))
        out.resize(size_t(o.maxCandidates));
    if (const auto price = prices.onDemandPerGpuHour(current.id)) {
        SizingCandidate now;
        now.gpuId = current.id;
        now.gpuName = current.name;
        now.gpus = s.gpuCount;
        now.memoryNeededPerGpuBytes = s.peakMemoryBytesSum * (1.0 + o.memoryHeadroom) / s.gpuCount;
        now.memoryPerGpuBytes = current.memoryRuntimeBytes;
        now.busyAtP95 = s.gpuUtil.p95;
        now.usdPerHour = s.gpuCount * price->usdPerGpuHour;
        now.priceBasis = price->basis;
        now.current = true;
        if (geforceLicence(current))
            now.caveat = std::string(kGeForceLicenceCaveat);
        out.push_back(now);
        std::stable_sort(out.begin(), out.end(),
                         [](const auto& a, const auto& b) { return a.usdPerHour < b.usdPerHour; });
    }
    return out;
}

PhraseArg fleet(const DeploymentStats& s) {
    return phrase::verbatim(std::to_string(s.gpuCount) + " x " + s.gpuName);
}

PhraseArg gib(double bytes) {
    return phrase::bytes(bytes);
}

PhraseArg pct(double fraction) {
    return phrase::percent(fraction);
}

void addEvidence(const DeploymentStats& s, RightSizing& r) {
    if (s.gpuUtil.samples > 0)
        r.evidence.push_back({RS_WORD("Engine", "GPU utilization mean %1, p50 %2, p95 %3; "
                                                "saturated (>= 90 %) %4 of samples"),
                              {pct(s.gpuUtil.mean), pct(s.gpuUtil.p50), pct(s.gpuUtil.p95),
                               pct(s.saturatedFraction)}});
    if (s.memoryUsedBytes.samples > 0) {
        std::vector<PhraseArg> args{gib(s.memoryUsedBytes.max), gib(s.memoryUsedBytes.p99),
                                    gib(s.memoryUsedBytes.mean)};
        if (std::isfinite(s.memoryTotalBytes)) {
            args.push_back(gib(s.memoryTotalBytes));
            r.evidence.push_back(
                {RS_WORD("Engine", "memory used peak %1, p99 %2, mean %3 of %4 per GPU"), args});
        } else {
            r.evidence.push_back({RS_WORD("Engine", "memory used peak %1, p99 %2, mean %3 "
                                                    "(memory total not reported)"),
                                  args});
        }
    }
    if (s.smActive.samples > 0)
        r.evidence.push_back({RS_WORD("Engine", "SM active mean %1"), {pct(s.smActive.mean)}});
    if (s.smOccupancy.samples > 0)
        r.evidence.push_back({RS_WORD("Engine", "SM occupancy mean %1, p95 %2"),
                              {pct(s.smOccupancy.mean), pct(s.smOccupancy.p95)}});
    if (s.tensorActive.samples > 0)
        r.evidence.push_back({RS_WORD("Engine", "tensor pipe active mean %1, p95 %2"),
                              {pct(s.tensorActive.mean), pct(s.tensorActive.p95)}});
    if (s.dramActive.samples > 0)
        r.evidence.push_back({RS_WORD("Engine", "DRAM active mean %1, p95 %2"),
                              {pct(s.dramActive.mean), pct(s.dramActive.p95)}});
    if (std::isfinite(s.idleFraction))
        r.evidence.push_back(
            s.idle.size() == 1
                ? Phrase{RS_WORD("Engine", "idle (< 5 % for 5 min or more) %1 of the observed "
                                           "time, in 1 period"),
                         {pct(s.idleFraction)}}
                : Phrase{RS_WORD("Engine", "idle (< 5 % for 5 min or more) %1 of the observed "
                                           "time, in %2 periods"),
                         {pct(s.idleFraction),
                          phrase::integer(static_cast<long long>(s.idle.size()))}});
}

/// What the verdict reads beyond the statistics: memory capacity, memory and PCIe shares used.
struct Usage {
    double capacity;
    double memFraction;
    double memP99Fraction;
    double pcieLink;
    double pcieFraction;
    bool pcieBusy;
    bool launchBound;
};

Phrase underProvisioned(const DeploymentStats& s, const Usage& u) {
    if (u.memP99Fraction >= kUnderMemoryFraction)
        return {RS_WORD("Engine", "Under-provisioned: p99 memory %1 of %2 (%3) on %4."),
                {gib(s.memoryUsedBytes.p99), gib(u.capacity), pct(u.memP99Fraction), fleet(s)}};
    return {RS_WORD("Engine", "Under-provisioned: saturated (>= 90 % busy) %1 of the time, p50 "
                              "utilization %2 on %3."),
            {pct(s.saturatedFraction), pct(s.gpuUtil.p50), fleet(s)}};
}

Phrase waitingOnData(const DeploymentStats& s, const Usage& u) {
    if (u.pcieBusy)
        return {RS_WORD("Engine", "Bottlenecked elsewhere: p95 utilization %1 on %2 while "
                                  "host-to-device PCIe runs at %3 GB/s of %4 GB/s (p95, %5): the "
                                  "GPUs wait on data (PCIe, input pipeline, CPU); more or bigger "
                                  "GPUs will not help."),
                {pct(s.gpuUtil.p95), fleet(s), phrase::number(s.pcieRxBytesPerS.p95 / kGB, 1),
                 phrase::number(u.pcieLink / kGB, 0), pct(u.pcieFraction)}};
    return {RS_WORD("Engine", "Bottlenecked elsewhere: p95 utilization %1 on %2 although demand "
                              "was saturated: the GPUs wait on data (PCIe, input pipeline, CPU); "
                              "more or bigger GPUs will not help."),
            {pct(s.gpuUtil.p95), fleet(s)}};
}

Phrase overProvisioned(const DeploymentStats& s, const Usage& u) {
    const bool memory = std::isfinite(u.memFraction);
    const bool idle = s.idleFraction > kOverIdleFraction;
    if (memory && idle)
        return {RS_WORD("Engine", "Over-provisioned: peak memory %1 of %2 and p95 utilization "
                                  "%3, idle %4 of the time, on %5."),
                {gib(s.memoryUsedBytes.max), gib(u.capacity), pct(s.gpuUtil.p95),
                 pct(s.idleFraction), fleet(s)}};
    if (memory)
        return {RS_WORD("Engine",
                        "Over-provisioned: peak memory %1 of %2 and p95 utilization %3 on %4."),
                {gib(s.memoryUsedBytes.max), gib(u.capacity), pct(s.gpuUtil.p95), fleet(s)}};
    if (idle)
        return {
            RS_WORD("Engine", "Over-provisioned: p95 utilization %1, idle %2 of the time, on %3."),
            {pct(s.gpuUtil.p95), pct(s.idleFraction), fleet(s)}};
    return {RS_WORD("Engine", "Over-provisioned: p95 utilization %1 on %2."),
            {pct(s.gpuUtil.p95), fleet(s)}};
}

/// The verdict and its headline: under-provisioned, bottlenecked elsewhere, over or right-sized.
void judge(const DeploymentStats& s, const RightSizingOptions& o, const Usage& u, RightSizing& r) {
    if (u.memP99Fraction >= kUnderMemoryFraction ||
        s.saturatedFraction >= kUnderSaturatedFraction) {
        r.verdict = ProvisioningVerdict::UnderProvisioned;
        r.headline = underProvisioned(s, u);
        if (s.saturatedFraction >= kUnderSaturatedFraction)
            r.caveats.push_back({RS_WORD("Engine", "a saturated GPU hides how much more work was "
                                                   "waiting: the candidates carry the measured "
                                                   "load, a lower bound of the demand"),
                                 {}});
    } else if (s.gpuUtil.p95 < kBottleneckUtilP95 && (u.pcieBusy || o.demandSaturated)) {
        r.verdict = ProvisioningVerdict::BottleneckedElsewhere;
        r.headline = waitingOnData(s, u);
    } else if (u.launchBound) {
        r.verdict = ProvisioningVerdict::BottleneckedElsewhere;
        r.headline = {RS_WORD("Engine", "Bottlenecked elsewhere: kernels run %1 of the time (p50) "
                                        "but the SMs are active only %2 inside them on %3: small "
                                        "kernels bound by launch or CPU time; batch more, or use "
                                        "CUDA graphs."),
                      {pct(s.gpuUtil.p50), pct(s.smActive.mean), fleet(s)}};
    } else if ((s.gpuUtil.p95 <= kOverUtilP95 &&
                (!std::isfinite(u.memFraction) || u.memFraction <= kOverMemoryFraction)) ||
               s.idleFraction > kOverIdleFraction) {
        r.verdict = ProvisioningVerdict::OverProvisioned;
        r.headline = overProvisioned(s, u);
    } else {
        r.verdict = ProvisioningVerdict::RightSized;
        r.headline = std::isfinite(u.memFraction)
                         ? Phrase{RS_WORD("Engine", "Right-sized: p95 utilization %1, peak memory "
                                                    "%2 of capacity on %3."),
                                  {pct(s.gpuUtil.p95), pct(u.memFraction), fleet(s)}}
                         : Phrase{RS_WORD("Engine", "Right-sized: p95 utilization %1 on %2."),
                                  {pct(s.gpuUtil.p95), fleet(s)}};
    }
}

/// The catalog GPUs that would carry the measured load, and the saving the cheapest offers.
void addCandidates(const DeploymentStats& s, const std::vector<GpuSpec>& gpus,
                   const PriceBook& prices, const RightSizingOptions& o, RightSizing& r) {
    if (const auto price = prices.onDemandPerGpuHour(r.currentGpu->id))
        r.currentUsdPerHour = s.gpuCount * price->usdPerGpuHour;
    r.candidates = candidatesFor(s, *r.currentGpu, gpus, prices, o);
    if (!r.candidates.empty())
        r.caveats.push_back(
            {RS_WORD("Engine", "candidates scale the measured p95 busy share by dense 16-bit "
                               "FLOP/s and memory bandwidth and assume the load spreads evenly "
                               "over the GPUs; check the chosen one with `rightsizer plan` on the "
                               "workload's scenario (interconnect and latency are not in "
                               "telemetry)"),
             {}});
    const auto cheapest = std::find_if(r.candidates.begin(), r.candidates.end(),
                                       [](const SizingCandidate& c) { return !c.current; });
    if (r.verdict != ProvisioningVerdict::OverProvisioned || cheapest == r.candidates.end() ||
        !std::isfinite(r.currentUsdPerHour) || cheapest->usdPerHour >= r.currentUsdPerHour)
        return;
    std::vector<PhraseArg> args{phrase::nested(r.headline),
                                phrase::integer(cheapest->gpus),
                                phrase::verbatim(cheapest->gpuName),
                                phrase::percent(cheapest->busyAtP95),
                                phrase::number(cheapest->usdPerHour, 2),
                                phrase::number(r.currentUsdPerHour, 2)};
    if (cheapest->caveat.empty()) {
        r.headline = {RS_WORD("Engine", "%1 %2 x %3 would carry the measured load at %4 busy for "
                                        "$%5/h instead of $%6/h."),
                      args};
    } else {
        args.push_back(phrase::word(kGeForceLicenceCaveat.data()));
        r.headline = {RS_WORD("Engine", "%1 %2 x %3 would carry the measured load at %4 busy for "
                                        "$%5/h instead of $%6/h (%7)."),
                      args};
    }
}

} // namespace

const char* verdictName(ProvisioningVerdict v) {
    switch (v) {
    case ProvisioningVerdict::OverProvisioned:
        return "over-provisioned";
    case ProvisioningVerdict::UnderProvisioned:
        return "under-provisioned";
    case ProvisioningVerdict::BottleneckedElsewhere:
        return "bottlenecked elsewhere";
    case ProvisioningVerdict::RightSized:
        return "right-sized";
    case ProvisioningVerdict::NotEnoughData:
        break;
    }
    return "not enough data";
}

const GpuSpec* matchCatalogGpu(const std::string& driverName, double memoryTotalBytes,
                               const std::vector<GpuSpec>& gpus) {
    const std::vector<std::string> tokens = tokensOf(driverName);
    auto has = [&](const char* w) {
        return std::find(tokens.begin(), tokens.end(), w) != tokens.end();
    };
    for (const NameRule& rule : nameRules()) {
        if (!std::all_of(rule.words.begin(), rule.words.end(), has))
            continue;
        const GpuSpec* g = findId(gpus, rule.id);
        if (!g)
            continue;
        // The driver's total is the runtime capacity; a 40 GB part never reports 80.
        if (std::isfinite(memoryTotalBytes) && g->memoryRuntimeBytes > 0 &&
            std::abs(memoryTotalBytes / g->memoryRuntimeBytes - 1.0) > 0.15)
            continue;
        return g;
    }
    return nullptr;
}

RightSizing rightSize(const DeploymentStats& s, const std::vector<GpuSpec>& gpus,
                      const PriceBook& prices, const RightSizingOptions& o) {
    RightSizing r;
    r.currentGpu = o.gpuId.empty() ? matchCatalogGpu(s.gpuName, s.memoryTotalBytes, gpus)
                                   : findId(gpus, o.gpuId);
    double capacity = s.memoryTotalBytes;
    if (!std::isfinite(capacity) && r.currentGpu)
        capacity = r.currentGpu->memoryRuntimeBytes;
    const double memFraction = s.memoryUsedBytes.max / capacity;
    const double memP99Fraction = s.memoryUsedBytes.p99 / capacity;
    addEvidence(s, r);
    const int samples = std::max(s.gpuUtil.samples, s.memoryUsedBytes.samples);
    if (samples < kMinSamples) {
        r.headline = {RS_WORD("Engine", "Not enough data: %1 utilization or memory samples; at "
                                        "least %2 are needed for a verdict."),
                      {phrase::integer(samples), phrase::integer(kMinSamples)}};
        return r;
    }
    if (!r.currentGpu)
        r.caveats.push_back({RS_WORD("Engine", "'%1' is not a catalog GPU: no candidates and no "
                                               "cost (name it with --gpu ID)"),
                             {phrase::verbatim(s.gpuName)}});
    if (!std::isfinite(s.memoryUsedBytes.max))
        r.caveats.push_back(
            {RS_WORD("Engine", "no memory readings: candidates are sized on utilization alone"),
             {}});
    const double pcieLink = r.currentGpu ? r.currentGpu->pcieBytesPerSPerDirection() : kNoReading;
    const double pcieFraction = s.pcieRxBytesPerS.p95 / pcieLink;
    const bool pcieBusy = pcieFraction >= kBottleneckPcieFraction;
    const bool launchBound =
        s.gpuUtil.p50 >= kBottleneckUtilP95 && s.smActive.mean < kLaunchBoundSmActive;

    judge(s, o,
          {capacity, memFraction, memP99Fraction, pcieLink, pcieFraction, pcieBusy, launchBound},
          r);
    if (pcieBusy && r.verdict != ProvisioningVerdict::BottleneckedElsewhere)
        r.evidence.push_back(
            {RS_WORD("Engine", "PCIe host-to-device p95 %1 of the link"), {pct(pcieFraction)}});
    if (!r.currentGpu)
        return r;
    addCandidates(s, gpus, prices, o, r);
    return r;
}

} // namespace rightsizer::model
