#include "Efficiency.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace rightsizer::model {
namespace {

/// The composed efficiencies stay below these (a product of two fitted factors could pass 1).
constexpr double kComposedComputeMax = 0.95;
constexpr double kComposedMemoryMax = 0.98;
/// Used for an engine the table has no factors for: vLLM's neutral scales.
const EngineFactors kNeutralEngine;

/// Whether an entry describes current stacks (a kernel efficiency fitted only on an older
/// stack's runs describes that stack, not the hardware).
bool isCurrent(const ServingEfficiency& e) {
    return e.vintage.empty();
}
template <typename T> bool isCurrent(const T&) {
    return true;
}

/// The current entry with the most rows among those whose key starts with `prefix`; end() if
/// none.
template <typename Map>
typename Map::const_iterator bestMatch(const Map& map, const std::string& prefix) {
    auto best = map.end();
    for (auto it = map.begin(); it != map.end(); ++it)
        if (it->first.rfind(prefix, 0) == 0 && isCurrent(it->second) &&
            (best == map.end() || it->second.rows > best->second.rows))
            best = it;
    return best;
}

/// Current entry for `key`, else the best-covered current entry whose key starts with
/// `prefix`, else null.
const ServingEfficiency* lookup(const std::map<std::string, ServingEfficiency>& map,
                                const std::string& key, const std::string& prefix,
                                std::string& found) {
    auto it = map.find(key);
    if (it == map.end() || !isCurrent(it->second))
        it = bestMatch(map, prefix);
    if (it == map.end())
        return nullptr;
    found = it->first;
    return &it->second;
}

using EngineIt = std::map<std::string, EngineFactors>::const_iterator;

/// Prompt chunks' efficiency of engine `name` on `family`: fitted there on this vendor's
/// backend; else the geometric mean of the figures fitted for the engine's current stacks on any
/// family and vendor (the prompt path is the engine's code: its quantization, norm and
/// activation kernels around the GEMMs); 1 where it was never measured under load.
double prefillFor(const std::map<std::string, EngineFactors>& engines, EngineIt own,
                  const std::string& name, const std::string& family) {
    if (own != engines.end())
        if (auto it = own->second.prefillEff.find(family); it != own->second.prefillEff.end())
            return it->second;
    double logSum = 0;
    int n = 0;
    for (const auto& [key, f] : engines)
        if (key.rfind(name + "/", 0) == 0)
            for (const auto& [fam, p] : f.prefillEff) {
                logSum += std::log(p);
                ++n;
            }
    return n > 0 ? std::exp(logSum / n) : 1.0;
}

/// The training efficiency for `family`: its own fit; else, with no runs of its own, a fitted
/// family's scaled by their GEMM ratio or the default, with a widened band.
void chooseTraining(const EfficiencyTable& t, const std::string& family, EfficiencyChoice& c) {
    if (auto it = t.training.find(family);
        it != t.training.end() && !it->second.fromFamily.empty()) {
        // No runs of its own: another family's fit scaled by their measured GEMM ratio.
        c.training = it->second;
        c.training.sigmaLog *= kUncalibratedSigmaFactor;
        char ratio[16];
        std::snprintf(ratio, sizeof ratio, "%.2f", it->second.gemmRatio);
        c.trainingGroup = family + " (no training runs; " + it->second.fromFamily + " x " + ratio +
                          " GEMM ratio)";
    } else if (it != t.training.end()) {
        c.training = it->second;
        c.trainingGroup = family;
        c.trainingCalibrated = true;
    } else {
        c.training = t.trainingDefault;
        c.training.sigmaLog *= kUncalibratedSigmaFactor;
        c.trainingGroup = "all families (no calibration data for " + family + ")";
    }
}

/// Training's matmul efficiency is fitted on bf16 runs. A narrower format's GEMMs reach a smaller
/// fraction of their higher peak (fp8 on Hopper: 0.80 of peak where bf16 reaches 0.95, in the
/// serving fit), so the efficiency is scaled by the family's serving eta_c at `compute` over
/// its bf16 eta_c, both fitted on current stacks, and never raised (1 otherwise).
double trainingPrecisionScale(const EfficiencyTable& t, const std::string& family,
                              ComputeKind compute) {
    if (compute == ComputeKind::Bf16)
        return 1.0;
    const auto low = t.serving.find(family + "/" + std::string(computeKindName(compute)));
    const auto bf16 = t.serving.find(family + "/bf16");
    if (low == t.serving.end() || bf16 == t.serving.end() || !low->second.vintage.empty() ||
        !bf16->second.vintage.empty() || bf16->second.computeEff <= 0)
        return 1.0;
    return std::min(1.0, low->second.computeEff / bf16->second.computeEff);
}

/// The kernel efficiency for `family` at `compute`: its own, another precision's, or the default.
void chooseKernel(const EfficiencyTable& t, const std::string& family, ComputeKind compute,
                  EfficiencyChoice& c) {
    const std::string key = family + "/" + std::string(computeKindName(compute));
    std::string found;
    const ServingEfficiency* kernel = lookup(t.serving, key, family + "/", found);
    if (kernel && found == key) {
        c.serving = *kernel;
        c.servingGroup = key;
        c.servingCalibrated = true;
    } else if (kernel) {
        // Same family at another precision: the hardware's achievable fraction of peak is a
        // property of the family more than of the number format.
        c.serving = *kernel;
        c.servingGroup = found + " (nearest calibrated precision)";
    } else {
        c.serving = t.servingDefault;
        // Reached with entries for the family only when all of them are of older stacks.
        const auto older = t.serving.lower_bound(family + "/");
        const bool measured = older != t.serving.end() && older->first.rfind(family + "/", 0) == 0;
        c.servingGroup = measured
                             ? "all families (" + family + " was measured only on " +
                                   older->second.vintage + " stacks, whose kernels are not current)"
                             : "all families (no calibration data for " + family + ")";
    }
}

/// The factors of engine `name` on `vendor`'s backend, else on the best-measured other; end().
EngineIt findEngine(const std::map<std::string, EngineFactors>& engines, const std::string& name,
                    const std::string& vendor) {
    auto engineIt = engines.find(name + "/" + vendor);
    if (engineIt == engines.end())
        engineIt = engines.find(name);
    if (engineIt == engines.end())
        engineIt = bestMatch(engines, name + "/");
    return engineIt;
}

/// The memory system's eta_m, the sustained clock and the engine's factors composed into `c`.
void composeWithEngine(const EfficiencyTable& t, const GpuSpec& gpu, Engine engine,
                       EngineIt engineIt, EfficiencyChoice& c) {
    std::string memoryFound;
    const std::string memKey = memoryGroupOf(gpu);
    const ServingEfficiency* mem = lookup(t.memory, memKey, gpu.vendor + "/", memoryFound);
    c.memoryGroup = mem ? (memoryFound == memKey ? memKey : memoryFound + " (nearest memory)")
                        : "all memory systems";
    if (mem)
        c.serving.memoryEff = mem->memoryEff;
    if (auto p = t.powerReferenceWattsPerFlops.find(gpu.architecture);
        p != t.powerReferenceWattsPerFlops.end())
        c.clockFraction = sustainedClockFraction(gpu, p->second);
    const bool fitted = engineIt != t.engines.end();
    c.engineCoverage = fitted ? engineIt->second.coverage
                              : "no fitted factors for " + std::string(engineLabel(engine));
    const ServingEfficiency composed =
        composeEfficiency(c.serving.computeEff, c.serving.memoryEff,
                          fitted ? engineIt->second : kNeutralEngine, c.clockFraction);
    c.serving.computeEff = composed.computeEff;
    c.serving.memoryEff = composed.memoryEff;
    c.serving.attentionEff = composed.attentionEff;
    c.serving.expertEff = composed.expertEff;
    c.serving.prefillEff =
        prefillFor(t.engines, engineIt, std::string(engineName(engine)), gpu.architecture);
}

/// The band from the family-with-engine residuals, widened where this GPU or engine is unmeasured.
void chooseBand(const EfficiencyTable& t, const GpuSpec& gpu, const std::string& name,
                Engine engine, EfficiencyChoice& c) {
    // The band: the family-with-engine residuals where there are enough of them, widened when
    // this GPU or this engine on this family was never measured.
    const std::string& family = gpu.architecture;
    const std::string label = std::string(engineLabel(engine));
    auto cov = t.coverage.find(family + "/" + name);
    if (cov != t.coverage.end() && cov->second.rows >= kValidatedMinRows) {
        c.serving.sigmaLog = cov->second.sigmaLog;
        c.serving.rows = cov->second.rows;
        c.validated = cov->second.gpus.count(gpu.id) > 0;
        if (!c.validated) {
            c.serving.sigmaLog *= kUncalibratedSigmaFactor;
            c.coverageNote = {RS_WORD("Engine", "not validated on measurements of %1 (factors "
                                                "from %2 runs of other %3 GPUs with %4)"),
                              {phrase::verbatim(gpu.id), phrase::integer(cov->second.rows),
                               phrase::verbatim(family), phrase::verbatim(label)}};
        }
    } else {
        c.serving.sigmaLog =
            std::max(c.serving.sigmaLog, t.servingDefault.sigmaLog) * kUncalibratedSigmaFactor;
        c.serving.rows = cov != t.coverage.end() ? cov->second.rows : 0;
        c.coverageNote = {RS_WORD("Engine", "not validated on measurements of %1 with %2 (%3 "
                                            "runs of %4 GPUs with %2 in the calibration)"),
                          {phrase::verbatim(gpu.id), phrase::verbatim(label),
                           phrase::integer(c.serving.rows), phrase::verbatim(family)}};
    }
}

} // namespace

std::string memoryGroupOf(const GpuSpec& gpu) {
    return gpu.vendor + "/" + (gpu.memoryType.empty() ? std::string("unknown") : gpu.memoryType);
}

double wattsPerFlops(const GpuSpec& gpu) {
    const double peak = gpu.flopsPerS(ComputeKind::Bf16) > 0 ? gpu.flopsPerS(ComputeKind::Bf16)
                                                             : gpu.flopsPerS(ComputeKind::Fp16);
    return gpu.tdpW > 0 && peak > 0 ? gpu.tdpW / peak : 0.0;
}

double sustainedClockFraction(const GpuSpec& gpu, double referenceWattsPerFlops) {
    const double own = wattsPerFlops(gpu);
    if (referenceWattsPerFlops <= 0 || own <= 0)
        return 1.0;
    return std::min(1.0, std::cbrt(own / referenceWattsPerFlops));
}

ServingEfficiency composeEfficiency(double etaC, double etaM, const EngineFactors& engine,
                                    double clockFraction) {
    ServingEfficiency e;
    e.computeEff = std::min(kComposedComputeMax, etaC * engine.computeScale) * clockFraction;
    e.memoryEff = std::min(kComposedMemoryMax, etaM * engine.memoryScale);
    e.attentionEff = engine.attentionEff;
    e.expertEff = engine.expertEff;
    return e;
}

EfficiencyChoice EfficiencyTable::choose(const GpuSpec& gpu, ComputeKind compute, Engine engine,
                                         double frontEndS) const {
    EfficiencyChoice c;
    const std::string& family = gpu.architecture;
    chooseTraining(*this, family, c);
    // A family trained at another's fit scaled by their GEMM ratio takes that family's scale.
    c.training.matmulEff *= trainingPrecisionScale(
        *this, c.training.fromFamily.empty() ? family : c.training.fromFamily, compute);
    // A power-capped board runs its matmuls at its sustained clock, as in serving.
    if (auto p = powerReferenceWattsPerFlops.find(family); p != powerReferenceWattsPerFlops.end())
        c.training.matmulEff *= sustainedClockFraction(gpu, p->second);
    chooseKernel(*this, family, compute, c);
    // The engine on this vendor's backend, else on the best-measured other one.
    const std::string name(engineName(engine));
    const EngineIt engineIt = findEngine(engines, name, gpu.vendor);
    c.overheads = engineIt != engines.end()
                      ? engineIt->second.overheads
                      : ServingOverheads{decodeStepOverheadS, requestOverheadS, 0.0};
    if (frontEndS > 0)
        c.overheads.servedRequestS = frontEndS;
    if (!c.serving.origin.empty()) {
        // A project's own calibration: measured on the project's stack as a whole.
        c.servingGroup += " (" + c.serving.origin + ")";
        c.validated = true;
        c.engineCoverage = "the project's own measurements";
        return c;
    }
    composeWithEngine(*this, gpu, engine, engineIt, c);
    chooseBand(*this, gpu, name, engine, c);
    if (!c.servingCalibrated)
        c.serving.sigmaLog *= kUncalibratedSigmaFactor;
    return c;
}

Band bandAround(double value, double sigmaLog) {
    const double f = std::exp(kBandZ * sigmaLog);
    return {value, value / f, value * f};
}

} // namespace rightsizer::model
