#pragma once

#include "GpuSpec.h"
#include "Precision.h"
#include "Workload.h"

#include <map>
#include <set>
#include <string>

namespace rightsizer::model {

/// Fitted serving efficiencies of one GPU family at one compute precision.
struct ServingEfficiency {
    double computeEff = 0.5; ///< eta_c: achieved / dense peak FLOP/s in matmul-bound phases
    double memoryEff = 0.75; ///< eta_m: achieved / datasheet bandwidth in weight/KV streaming
    double sigmaLog = 0.3;   ///< RMS of log(measured/predicted) on the calibration rows
    int rows = 0;            ///< calibration rows behind the figures
    std::string origin;      ///< empty for the reference table; "project calibration, ..."
    /// Attention kernels' efficiency relative to eta_c and eta_m: paged-attention KV reads and
    /// attention FLOPs run at this fraction of the streaming and matmul rates (engine-specific).
    double attentionEff = 1.0;
    /// MoE expert kernels' efficiency relative to eta_m: the experts' weights stream at this
    /// fraction of the dense layers' rate (grouped GEMMs, routing, gathers; engine-specific).
    double expertEff = 1.0;
    /// Prompt chunks' efficiency relative to eta_c: a prefill's matmuls and attention run at
    /// this fraction of the rate the decode and throughput fit gives (engine-specific: fused or
    /// separate quantization, norm and activation kernels around the GEMMs at prompt sizes).
    double prefillEff = 1.0;
    /// Set when every calibration row of this eta_c is of an older stack (the year): such a
    /// figure describes that stack's kernels, so predictions use the median of current ones.
    std::string vintage{};
};

/// Fitted training efficiency of one GPU family: the step is its matmuls at matmulEff of the
/// dense peak, plus the layers' memory-bound work at the datasheet bandwidth, plus the
/// tensor-parallel all-reduces, stretched by the pipeline bubble (model/TrainingModel.h).
struct TrainingEfficiency {
    double matmulEff = 0.55; ///< achieved / dense peak FLOP/s in the matmuls (GEMM kernels)
    /// Bytes the layers' non-matmul work moves per hidden unit, per token and layer, forward and
    /// backward together (norms, activation functions, residual adds, dropout, softmax), at the
    /// datasheet memory bandwidth. One figure for every family, fitted with matmulEff.
    double nonMatmulBytes = 0.0;
    double sigmaLog = 0.2; ///< RMS of log(measured/predicted)
    int rows = 0;
    /// Set for a family without training rows: the fitted family whose figures these are, with
    /// matmulEff scaled by gemmRatio, this family's measured GEMM efficiency over that one's.
    std::string fromFamily{};
    double gemmRatio = 0.0;
};

/// Fixed costs of a serving engine, fitted with the efficiencies.
struct ServingOverheads {
    double decodeStepS = 0.0;  ///< per decode iteration: scheduling, sampling, launches
    double requestS = 0.0;     ///< per request before its first token: admission, set-up
    double perSequenceS = 0.0; ///< per running sequence per decode step (CPU-side sampling,
                               ///< detokenization and scheduling, which grow with the batch)
    double collectiveS = 0.0;  ///< per tensor-parallel all-reduce, on top of the link's own
                               ///< latency: the collective library's launch and synchronization
                               ///< as the engine drives it (NCCL or custom kernels, RCCL)
    /// Per request served online through the engine's OpenAI-compatible HTTP server (HTTP,
    /// tokenization, detokenization and streaming of the first token): what a benchmark client
    /// sees beside the scheduler's passes. It differs from requestS, which the offline and
    /// engine-level runs fit (vLLM's LLM.generate, TensorRT-LLM's C++ benchmarks). Fitted on the
    /// closed-loop benchmarks' TTFT; 0: not fitted, requestS stands in.
    double servedRequestS = 0.0;
    /// s a request spends outside the passes when served online: servedRequestS, else requestS.
    double servedRequestOrDefaultS() const {
        return servedRequestS > 0 ? servedRequestS : requestS;
    }
};

/// What a serving engine changes: its kernels' efficiency relative to vLLM's on the same
/// hardware, and its own fixed costs. Fitted on every calibration row that names the engine.
struct EngineFactors {
    double computeScale = 1.0; ///< multiplies the family's eta_c (vLLM: 1 by definition)
    double memoryScale = 1.0;  ///< multiplies the memory system's eta_m (vLLM: 1)
    double attentionEff = 1.0; ///< attention kernels relative to streaming and matmuls
    double expertEff = 1.0;    ///< MoE expert kernels relative to dense weight streaming
    /// Per GPU family: prompt chunks' compute relative to eta_c, fitted where the engine was
    /// measured under load on that family (elsewhere: the engine's typical figure, prefillFor).
    std::map<std::string, double> prefillEff;
    ServingOverheads overheads;
    int rows = 0;
    std::string coverage; ///< versions and years of the measurements behind the factors
};

/// How well the calibration covers one GPU family with one engine.
struct CoverageEntry {
    int rows = 0;
    double sigmaLog = 0.3;      ///< RMS of log(measured/predicted) on those rows
    std::set<std::string> gpus; ///< catalog GPU ids measured
};

/// Groups with fewer rows than this are "not validated": wider band, marked in words.
inline constexpr int kValidatedMinRows = 20;

/// The factors an estimate used and how sure they are.
struct EfficiencyChoice {
    ServingEfficiency serving; ///< the composed eta_c and eta_m actually used
    TrainingEfficiency training;
    ServingOverheads overheads;
    std::string servingGroup; ///< "hopper/fp8", or the fallback taken
    std::string memoryGroup;  ///< "NVIDIA/HBM3", or the fallback taken
    std::string trainingGroup;
    std::string engineCoverage; ///< what the engine's factors rest on
    double clockFraction = 1.0; ///< sustained tensor clock under the power cap, of the boost clock
    bool servingCalibrated = false;
    bool trainingCalibrated = false;
    bool validated = false; ///< this GPU with this engine has >= kValidatedMinRows rows
    Phrase coverageNote;    ///< in words, empty when validated
};

/// Efficiency factors, fitted by calibrate-reference:
/// * eta_c per GPU family and compute precision (kernel efficiency of the architecture);
/// * eta_m per memory system (vendor and memory type: achievable fraction of the datasheet
///   bandwidth);
/// * per serving engine, scales on both relative to vLLM and the engine's fixed costs;
/// * the sustained tensor clock of power-capped parts (PCIe, NVL), from the TDP per dense
///   FLOP/s of the family's best-provisioned board (powerReferenceWattsPerFlops).
/// A family, precision or memory system without rows falls back (same family at another
/// precision, then all families) and widens the band. Entries with an origin (a project's own
/// calibration) are the whole efficiency of the project's stack and are used as they are.
struct EfficiencyTable {
    std::map<std::string, ServingEfficiency> serving; ///< key "family/compute"
    std::map<std::string, ServingEfficiency> memory;  ///< key "vendor/memory type", eta_m
    std::map<std::string, EngineFactors> engines;     ///< key "engine/vendor" (kernels differ by
                                                      ///< backend: CUDA, ROCm), then "engine"
    std::map<std::string, CoverageEntry> coverage;    ///< key "family/engine"
    std::map<std::string, double> powerReferenceWattsPerFlops; ///< key family
    std::map<std::string, TrainingEfficiency> training;        ///< key "family"
    double decodeStepOverheadS = 0.0; ///< used for an engine the table has no factors for
    double requestOverheadS = 0.0;
    ServingEfficiency servingDefault;
    TrainingEfficiency trainingDefault;

    /// `frontEndS` > 0 replaces the engine's fitted served request time (the serving front
    /// end's time per request outside the engine's steps; runtime.front_end_ms).
    EfficiencyChoice choose(const GpuSpec& gpu, ComputeKind compute, Engine engine = Engine::Vllm,
                            double frontEndS = 0.0) const;
    /// The choice for the runtime a request or scenario sets: its engine and front end.
    EfficiencyChoice choose(const GpuSpec& gpu, ComputeKind compute,
                            const RuntimeAssumptions& rt) const {
        return choose(gpu, compute, rt.engine, rt.frontEndS);
    }
};

/// Fraction of its boost clock a GPU sustains in dense tensor work under its power cap:
/// (P_cap / P_needed)^(1/3), capped at 1, where P_needed is the power the family's
/// best-provisioned board draws per dense FLOP/s times this GPU's dense bf16 FLOP/s. The cube
/// root is CMOS dynamic power, P ~ f V^2 with V rising with f in the DVFS range. 1 when the
/// family has no reference or the GPU publishes no TDP.
double sustainedClockFraction(const GpuSpec& gpu, double referenceWattsPerFlops);

/// TDP per dense 16-bit FLOP/s (bf16, else fp16) in W per FLOP/s; 0 when either is unpublished.
double wattsPerFlops(const GpuSpec& gpu);

/// The efficiencies a family's eta_c and a memory system's eta_m give with an engine's factors
/// and the GPU's sustained clock: products capped below 1, compute at the sustained clock.
ServingEfficiency composeEfficiency(double etaC, double etaM, const EngineFactors& engine,
                                    double clockFraction);

/// Key of the memory system a GPU's eta_m comes from: "NVIDIA/HBM3".
std::string memoryGroupOf(const GpuSpec& gpu);

/// Factor applied to sigma when no calibration row covers the family (uncalibrated guess).
inline constexpr double kUncalibratedSigmaFactor = 1.5;
/// z for a two-sided 90 % band on a log-normal error.
inline constexpr double kBandZ = 1.645;

/// A prediction with its 90 % band.
struct Band {
    double value = 0;
    double low = 0;
    double high = 0;
};

/// 90 % band of a prediction whose error is log-normal with the given sigma (times and
/// throughputs alike: low is the optimistic end for a time, the pessimistic end for a rate).
Band bandAround(double value, double sigmaLog);

} // namespace rightsizer::model
