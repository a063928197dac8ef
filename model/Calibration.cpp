#include "Calibration.h"
#include "CalibrationInternal.h"

#include "Estimator.h"
#include "LeastSquares.h"
#include "Scheduler.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace rightsizer::model {
using calibration_detail::bestServedTime;
using calibration_detail::engineKey;
using calibration_detail::fitTraining;
using calibration_detail::median;
using calibration_detail::residual;
using calibration_detail::rmsLog;
using calibration_detail::servedRequest;

namespace {

/// Weight of the prior that pulls an unconstrained parameter toward its neutral start (in the
/// unbounded coordinate): small enough that data dominate wherever they say something.
constexpr double kPriorWeight = 0.05;
/// Neutral starts: a decode step of 1 ms, 20 us per running sequence, 5 ms per request, 5 us
/// per all-reduce beyond the link's latency.
constexpr double kStepStartS = 1e-3, kSequenceStartS = 2e-5, kRequestStartS = 5e-3,
                 kCollectiveStartS = 5e-6;

struct Row {
    ServingInputs inputs;
    double concurrency = 1;
    double scale = 1; ///< replicas (system metric) or 1/gpus (per-GPU metric)
    double clockFraction = 1;
    ServingMetric metric = ServingMetric::OutputTokensPerSSystem;
    double measured = 0;
    int computeGroup = 0;
    int memoryGroup = 0;
    int engine = 0;
    int prefillGroup = -1;       ///< family x engine with closed-loop runs, else -1 (prompts at 1)
    SchedulerSettings scheduler; ///< TTFT at a concurrency
    double prefillBudget = 0;    ///< static batches: tokens per prefill pass (0: all at once)
    const ServingMeasurement* source = nullptr;
};

/// Index of `name` in `names`, appended when new.
int indexOf(std::vector<std::string>& names, const std::string& name) {
    auto it = std::find(names.begin(), names.end(), name);
    if (it == names.end())
        it = names.insert(names.end(), name);
    return static_cast<int>(it - names.begin());
}

/// theta = [eta_c per compute group][eta_m per memory group], then per engine on a vendor's
/// backend [scale_c, scale_m, attention efficiency, expert efficiency, step, per-sequence,
/// request, collective overhead].
/// vLLM's scales are 1 on every vendor (the reference the families' factors are fitted to):
/// their coordinates only feel the prior.
struct ParamLayout {
    int computeGroups = 0;
    int memoryGroups = 0;
    int engines = 0;
    std::vector<bool> reference;    ///< per engine: scales fixed at 1
    std::vector<double> computeMin; ///< per compute group: lower bound of eta_c
    /// per family x engine with closed-loop runs: prompt chunks' efficiency relative to eta_c,
    /// 1 during the least-squares fit, then fitted on those runs (prefillEfficiencies)
    std::vector<double> prefillEff;
    int scaleIndex(int e) const { return computeGroups + memoryGroups + 8 * e; }
    int attentionIndex(int e) const { return scaleIndex(e) + 2; }
    int expertIndex(int e) const { return scaleIndex(e) + 3; }
    int overheadIndex(int e) const { return scaleIndex(e) + 4; }
    int size() const { return scaleIndex(engines); }
};

double logBounded(double x, double lo, double hi) {
    return std::exp(boundedValue(x, std::log(lo), std::log(hi)));
}
double logUnbounded(double v, double lo, double hi) {
    return unboundedValue(std::log(v), std::log(lo), std::log(hi));
}

EngineFactors engineAt(const Eigen::VectorXd& theta, const ParamLayout& l, int e) {
    EngineFactors p;
    if (!l.reference[size_t(e)]) {
        p.computeScale = logBounded(theta[l.scaleIndex(e)], kEngineScaleMin, kEngineScaleMax);
        p.memoryScale = logBounded(theta[l.scaleIndex(e) + 1], kEngineScaleMin, kEngineScaleMax);
    }
    p.attentionEff = boundedValue(theta[l.attentionIndex(e)], kAttentionEffMin, 1.0);
    p.expertEff = boundedValue(theta[l.expertIndex(e)], kAttentionEffMin, 1.0);
    const int o = l.overheadIndex(e);
    p.overheads.decodeStepS = logBounded(theta[o], kOverheadMinS, kEngineStepMaxS);
    p.overheads.perSequenceS = logBounded(theta[o + 1], kEngineSequenceMinS, kEngineSequenceMaxS);
    p.overheads.requestS = logBounded(theta[o + 2], kOverheadMinS, kEngineRequestMaxS);
    p.overheads.collectiveS =
        logBounded(theta[o + 3], kEngineCollectiveMinS, kEngineCollectiveMaxS);
    return p;
}

double etaC(const Eigen::VectorXd& theta, const ParamLayout& l, int g) {
    return boundedValue(theta[g], l.computeMin[size_t(g)], kComputeEffMax);
}
double etaM(const Eigen::VectorXd& theta, const ParamLayout& l, int m) {
    return boundedValue(theta[l.computeGroups + m], kMemoryEffMin, kMemoryEffMax);
}

/// The efficiencies a row runs at: its family's eta_c and memory system's eta_m composed with
/// its engine's factors and the GPU's sustained clock.
ServingEfficiency rowEfficiency(const Row& row, const Eigen::VectorXd& theta, const ParamLayout& l,
                                const EngineFactors& ep) {
    ServingEfficiency e = composeEfficiency(etaC(theta, l, row.computeGroup),
                                            etaM(theta, l, row.memoryGroup), ep, row.clockFraction);
    if (row.prefillGroup >= 0)
        e.prefillEff = l.prefillEff[size_t(row.prefillGroup)];
    return e;
}

double predict(const Row& row, const Eigen::VectorXd& theta, const ParamLayout& l) {
    const EngineFactors ep = engineAt(theta, l, row.engine);
    const ServingEfficiency e = rowEfficiency(row, theta, l, ep);
    switch (row.metric) {
    case ServingMetric::StaticBatchLatencyS:
        return staticBatchTimes(row.inputs, row.concurrency, e, ep.overheads, row.prefillBudget)
            .latencyS;
    case ServingMetric::StaticBatchTtftS:
        // The runs report the mean TTFT of the batch's requests.
        return staticBatchTimes(row.inputs, row.concurrency, e, ep.overheads, row.prefillBudget)
            .meanTtftS;
    case ServingMetric::TtftS:
        return servingTimes(row.inputs, row.concurrency, e, ep.overheads).ttftS;
    case ServingMetric::TpotS:
        return servingTimes(row.inputs, row.concurrency, e, ep.overheads).tpotS;
    case ServingMetric::OutputTokensPerSSystem:
    case ServingMetric::OutputTokensPerSPerGpu:
    case ServingMetric::TtftAtConcurrencyS: // kept out of the fit (see fitEfficiency)
        break;
    }
    return servingTimes(row.inputs, row.concurrency, e, ep.overheads).outputTokensPerS * row.scale;
}

Eigen::VectorXd residuals(const std::vector<Row>& rows, const Eigen::VectorXd& theta,
                          const Eigen::VectorXd& prior, const ParamLayout& l) {
    Eigen::VectorXd r(static_cast<Eigen::Index>(rows.size()) + theta.size());
    for (size_t i = 0; i < rows.size(); ++i)
        r[static_cast<Eigen::Index>(i)] = std::log(predict(rows[i], theta, l) / rows[i].measured);
    r.tail(theta.size()) = kPriorWeight * (theta - prior);
    return r;
}

/// Where a serving residual comes from: GPU, family, vendor, engine, set and model.
void describe(Residual& r, const ServingMeasurement& m) {
    r.gpu = m.request.gpu.id;
    r.family = m.request.gpu.architecture;
    r.vendor = m.request.gpu.vendor;
    r.engine = std::string(engineName(m.request.runtime.engine));
    r.dataset = m.dataset;
    r.model = m.request.model.id;
}

/// Mean TTFT of the closed-loop benchmark the row ran, from the scheduler simulation with the
/// fitted factors and `servedRequestS` per request outside the engine's passes.
Residual loadResidual(const Row& row, const Eigen::VectorXd& theta, const ParamLayout& l,
                      const std::string& group, double servedRequestS) {
    EngineFactors ep = engineAt(theta, l, row.engine);
    ep.overheads.servedRequestS = servedRequestS;
    const ServingEfficiency e = rowEfficiency(row, theta, l, ep);
    const ServingMeasurement& m = *row.source;
    const RequestLengths lengths{{row.inputs.inputTokens, row.inputs.inputTokens},
                                 {row.inputs.outputTokens, row.inputs.outputTokens},
                                 m.lengthFrom};
    LoadSpec load;
    load.arrival = Arrival::ClosedLoop;
    load.concurrency = row.concurrency;
    load.warmup = m.warmupRequests;
    load.requests = m.measuredRequests;
    // With no time outside the passes every client re-sends at once: 1 ns keeps the order
    // random, as the simulation's exponential spread does.
    if (ep.overheads.servedRequestS <= 0)
        ep.overheads.servedRequestS = 1e-9;
    const LoadLatency t = simulateLoad(row.inputs, e, ep.overheads, row.scheduler, lengths, load);
    Residual r = residual(row.source->caseId, group, std::string(servingMetricName(row.metric)),
                          row.measured, t.ttftS.mean);
    describe(r, *row.source);
    return r;
}

bool isTtft(ServingMetric m) {
    return m == ServingMetric::TtftS || m == ServingMetric::StaticBatchTtftS;
}

/// The vintage every row of compute group `g` shares, or empty when any row is current.
std::string vintageOf(const std::vector<Row>& rows, int g) {
    std::string vintage;
    for (const Row& r : rows) {
        if (r.computeGroup != g)
            continue;
        if (r.source->vintage.empty())
            return {};
        vintage = std::max(vintage, r.source->vintage);
    }
    return vintage;
}

/// Versions and dates of the measurements behind one engine, as their sources give them.
std::string coverageOf(const std::vector<Row>& rows, int engine) {
    std::map<std::string, int> byFramework;
    for (const Row& r : rows)
        if (r.engine == engine)
            ++byFramework[r.source->framework];
    std::string out;
    for (const auto& [framework, n] : byFramework)
        out += (out.empty() ? "" : "; ") + framework + ": " + std::to_string(n) + " runs";
    return out;
}

/// The fit's rows with the names of their compute groups, memory systems and engines.
struct ServingRows {
    std::vector<std::string> computeNames, memoryNames, engineNames;
    /// per prefill group: its family and engine index
    std::vector<std::pair<std::string, int>> prefillGroups;
    std::vector<Row> rows;
    std::vector<Row> loadRows; ///< TTFT at a concurrency: checked after the fit, not fitted
};

/// The concurrency and scale a fitted row runs at, as its benchmark ran it.
void setRowLoad(Row& row, const ServingMeasurement& m, const ParameterCount& p) {
    const EstimateRequest& req = m.request;
    row.measured = m.value;
    const int replicas = req.layout.gpus / (req.layout.tp * req.layout.pp);
    row.scale =
        m.metric == ServingMetric::OutputTokensPerSPerGpu ? 1.0 / req.layout.tp : double(replicas);
    if (m.metric == ServingMetric::TtftS)
        row.concurrency = 1;
    else if (req.serve.concurrency <= 0)
        row.concurrency = std::max(1, defaultConcurrency(req, p));
    else if (m.metric == ServingMetric::StaticBatchLatencyS ||
             m.metric == ServingMetric::StaticBatchTtftS) {
        row.concurrency = req.serve.concurrency;
        // TensorRT-LLM prefills at most max_num_tokens (8 192 by default) per pass, so a
        // batch of 16 x 1 024-token prompts takes two passes and half of its prompts have
        // their first token after the first. vLLM before chunked prefill (the 2024 runs)
        // scheduled max(max_model_len, 2 048) tokens a step: the whole batch at once, as
        // the runs show (equal TTFT for 4k- and 128k-context models).
        if (req.runtime.engine == Engine::Trtllm)
            row.prefillBudget = tokenBudget(req.runtime, req.gpu);
    } else
        // A closed loop of C clients runs at most as many sequences as the KV cache
        // holds; the rest wait in the queue.
        row.concurrency =
            std::clamp(double(maxConcurrencyFit(req, p)), 1.0, double(req.serve.concurrency));
}

/// One row per serving measurement, in its compute group, memory system and engine.
ServingRows servingRows(const std::vector<ServingMeasurement>& serving,
                        const std::map<std::string, double>& powerReference) {
    ServingRows out;
    std::set<std::string> measuredCurrent;
    for (const auto& m : serving)
        if (m.vintage.empty())
            measuredCurrent.insert(std::string(engineName(m.request.runtime.engine)) + "/" +
                                   m.request.gpu.vendor);
    for (const auto& m : serving) {
        const EstimateRequest& req = m.request;
        const ParameterCount p = countParameters(req.model);
        const ComputeResolution compute = resolveCompute(req.gpu, req.precision);
        Row row;
        row.source = &m;
        row.computeGroup =
            indexOf(out.computeNames,
                    req.gpu.architecture + "/" + std::string(computeKindName(compute.kind)));
        row.memoryGroup = indexOf(out.memoryNames, memoryGroupOf(req.gpu));
        row.engine = indexOf(out.engineNames, engineKey(m, measuredCurrent));
        if (auto it = powerReference.find(req.gpu.architecture); it != powerReference.end())
            row.clockFraction = sustainedClockFraction(req.gpu, it->second);
        row.inputs = makeServingInputs(req, p, compute);
        row.metric = m.metric;
        if (m.metric == ServingMetric::TtftAtConcurrencyS) {
            row.concurrency = std::max(1, req.serve.concurrency);
            row.measured = m.value;
            row.scheduler = schedulerSettings(servedRequest(req, p), p);
            out.loadRows.push_back(row);
            continue;
        }
        setRowLoad(row, m, p);
        out.rows.push_back(row);
    }
    // A prefill group per family and engine with closed-loop runs; every row of the pair in it.
    auto keyOf = [](const Row& r) {
        return std::pair<std::string, int>{r.source->request.gpu.architecture, r.engine};
    };
    for (const Row& row : out.loadRows)
        if (std::find(out.prefillGroups.begin(), out.prefillGroups.end(), keyOf(row)) ==
            out.prefillGroups.end())
            out.prefillGroups.push_back(keyOf(row));
    for (std::vector<Row>* list : {&out.loadRows, &out.rows})
        for (Row& row : *list) {
            const auto it =
                std::find(out.prefillGroups.begin(), out.prefillGroups.end(), keyOf(row));
            if (it != out.prefillGroups.end())
                row.prefillGroup = int(it - out.prefillGroups.begin());
        }
    return out;
}

/// The fit's start, with each compute group's lower bound set in `layout` by its vintage.
Eigen::VectorXd priorOf(const std::vector<Row>& rows, ParamLayout& layout) {
    Eigen::VectorXd prior(layout.size());
    for (int g = 0; g < layout.computeGroups; ++g) {
        // Current GEMM libraries reach at least kCurrentComputeEffMin of dense peak at LLM
        // shapes; an older stack's kernels are fitted as measured.
        layout.computeMin.push_back(vintageOf(rows, g).empty() ? kCurrentComputeEffMin
                                                               : kComputeEffMin);
        prior[g] = unboundedValue(0.5, layout.computeMin.back(), kComputeEffMax);
    }
    for (int m = 0; m < layout.memoryGroups; ++m)
        prior[layout.computeGroups + m] = unboundedValue(0.75, kMemoryEffMin, kMemoryEffMax);
    for (int e = 0; e < layout.engines; ++e) {
        prior[layout.scaleIndex(e)] = logUnbounded(1.0, kEngineScaleMin, kEngineScaleMax);
        prior[layout.scaleIndex(e) + 1] = logUnbounded(1.0, kEngineScaleMin, kEngineScaleMax);
        prior[layout.attentionIndex(e)] = unboundedValue(0.7, kAttentionEffMin, 1.0);
        prior[layout.expertIndex(e)] = unboundedValue(0.7, kAttentionEffMin, 1.0);
        const int o = layout.overheadIndex(e);
        prior[o] = logUnbounded(kStepStartS, kOverheadMinS, kEngineStepMaxS);
        prior[o + 1] = logUnbounded(kSequenceStartS, kEngineSequenceMinS, kEngineSequenceMaxS);
        prior[o + 2] = logUnbounded(kRequestStartS, kOverheadMinS, kEngineRequestMaxS);
        prior[o + 3] =
            logUnbounded(kCollectiveStartS, kEngineCollectiveMinS, kEngineCollectiveMaxS);
    }
    return prior;
}

/// The fitted rows' errors by kind and their residuals by compute group, memory and coverage.
struct ResidualGroups {
    std::vector<double> throughputErrors, ttftErrors, etaCs, etaMs;
    std::map<std::string, std::vector<Residual>> byCompute, byMemory, byCoverage;
};

/// Every fitted row's residual at `theta`, added to the report and grouped.
ResidualGroups servingResiduals(const ServingRows& sr, const Eigen::VectorXd& theta,
                                const ParamLayout& layout, CalibrationReport& report) {
    ResidualGroups out;
    for (const Row& row : sr.rows) {
        const ServingMeasurement& m = *row.source;
        Residual r = residual(m.caseId, sr.computeNames[size_t(row.computeGroup)],
                              std::string(servingMetricName(row.metric)), row.measured,
                              predict(row, theta, layout));
        describe(r, m);
        (isTtft(row.metric) ? out.ttftErrors : out.throughputErrors)
            .push_back(std::abs(r.relativeError()));
        out.byCompute[r.group].push_back(r);
        out.byMemory[sr.memoryNames[size_t(row.memoryGroup)]].push_back(r);
        out.byCoverage[r.family + "/" + r.engine].push_back(r);
        report.serving.push_back(r);
    }
    return out;
}

/// Simulated mean TTFT (without the served request time) and measured TTFT of the closed-loop
/// runs that `keep` selects.
template <typename Keep>
std::vector<std::pair<double, double>> loadTtfts(const std::vector<Row>& loadRows,
                                                 const Eigen::VectorXd& theta,
                                                 const ParamLayout& layout, Keep keep) {
    std::vector<std::pair<double, double>> out; // (simulated, measured)
    for (const Row& row : loadRows)
        if (keep(row))
            out.emplace_back(loadResidual(row, theta, layout, {}, 0.0).predicted, row.measured);
    return out;
}

/// Per engine, the time a request spends outside the scheduler's passes when served online:
/// the one that best fits the engine's closed-loop runs (the figure the check reports), then
/// every run is simulated with it.
std::vector<double> servedRequestTimes(const std::vector<Row>& loadRows,
                                       const Eigen::VectorXd& theta, const ParamLayout& layout) {
    std::vector<double> servedRequestS(size_t(layout.engines), 0.0);
    for (int e = 0; e < layout.engines; ++e)
        servedRequestS[size_t(e)] =
            bestServedTime(loadTtfts(loadRows, theta, layout, [e](const Row& r) {
                return r.engine == e;
            })).first;
    return servedRequestS;
}

/// Median |log(predicted/measured)| of prefill group `g`'s TPOTs measured by the sets
/// (datasets) in `sets`; 0 with none.
double medianTpotError(const std::vector<Row>& rows, const std::set<std::string>& sets, int g,
                       const Eigen::VectorXd& theta, const ParamLayout& layout) {
    std::vector<double> err;
    for (const Row& r : rows)
        if (r.prefillGroup == g && r.metric == ServingMetric::TpotS &&
            sets.count(r.source->dataset))
            err.push_back(std::abs(std::log(predict(r, theta, layout) / r.measured)));
    return err.empty() ? 0.0 : median(err);
}

/// Per GPU family and engine with closed-loop runs, the prompt chunks' efficiency that best fits
/// what those runs measured: their TTFTs (with a served request time refitted at each value)
/// and their TPOTs (a prompt's compute also delays the decodes it shares steps with, or pauses
/// them). Each metric's median |log error| counts relative to its value at 1, so that the
/// TTFTs' wider spread does not outweigh the TPOTs, and the pair keeps 1 unless another value
/// lowers their sum by a tenth (a median moves by chance too). Other pairs keep 1: their rows say
/// little about it (throughput and TPOT rows are mostly decode; the TTFT rows are TensorRT-LLM's
/// and 2024 stacks'). A coarse grid: a median moves in steps, and a finer one would fit noise.
std::vector<double> prefillEfficiencies(const ServingRows& sr, const Eigen::VectorXd& theta,
                                        ParamLayout layout) {
    std::vector<double> out(sr.prefillGroups.size(), 1.0);
    for (int g = 0; g < int(sr.prefillGroups.size()); ++g) {
        std::set<std::string> sets;
        for (const Row& r : sr.loadRows)
            if (r.prefillGroup == g)
                sets.insert(r.source->dataset);
        std::vector<double> grid, ttft, tpot;
        for (int i = 0; i <= kPrefillEffSteps; ++i) {
            grid.push_back(kPrefillEffMin * std::pow(2.0, i / 6.0));
            layout.prefillEff[size_t(g)] = grid.back();
            ttft.push_back(bestServedTime(loadTtfts(sr.loadRows, theta, layout, [g](const Row& r) {
                               return r.prefillGroup == g;
                           })).second);
            tpot.push_back(medianTpotError(sr.rows, sets, g, theta, layout));
        }
        // 2 at 1; another value must beat it by kPrefillEffMinGain to be taken.
        const size_t one = kPrefillEffOneStep;
        double best = 2.0 * (1.0 - kPrefillEffMinGain);
        for (size_t i = 0; i < grid.size(); ++i) {
            const double m = (ttft[one] > 0 ? ttft[i] / ttft[one] : 0.0) +
                             (tpot[one] > 0 ? tpot[i] / tpot[one] : 0.0);
            if (m < best) {
                best = m;
                out[size_t(g)] = grid[i];
            }
        }
    }
    return out;
}

/// The table's entry per compute group and per memory system, with their eta_c and eta_m.
void tabulateGroups(const ServingRows& sr, const Eigen::VectorXd& theta, const ParamLayout& layout,
                    ResidualGroups& groups, EfficiencyTable& table) {
    for (int g = 0; g < layout.computeGroups; ++g) {
        const std::string& name = sr.computeNames[size_t(g)];
        ServingEfficiency e;
        e.computeEff = etaC(theta, layout, g);
        e.sigmaLog = rmsLog(groups.byCompute[name]);
        e.rows = int(groups.byCompute[name].size());
        e.vintage = vintageOf(sr.rows, g);
        table.serving[name] = e;
        // The default for a family without current data is the median of current stacks.
        if (e.vintage.empty())
            groups.etaCs.push_back(e.computeEff);
    }
    for (int mg = 0; mg < layout.memoryGroups; ++mg) {
        const std::string& name = sr.memoryNames[size_t(mg)];
        ServingEfficiency e;
        e.memoryEff = etaM(theta, layout, mg);
        e.computeEff = 0;
        e.sigmaLog = rmsLog(groups.byMemory[name]);
        e.rows = int(groups.byMemory[name].size());
        table.memory[name] = e;
        groups.etaMs.push_back(e.memoryEff);
    }
    // A compute-precision entry carries eta_m too, for readers that look at one entry: the
    // median of the memory systems.
    for (auto& [name, e] : table.serving)
        e.memoryEff = groups.etaMs.empty() ? 0.75 : median(groups.etaMs);
}

/// The table's engine factors, coverage per family and engine, and default overheads.
void tabulateEngines(const ServingRows& sr, const Eigen::VectorXd& theta, const ParamLayout& layout,
                     const std::vector<double>& servedRequestS, const ResidualGroups& groups,
                     EfficiencyTable& table) {
    const std::vector<Row>& rows = sr.rows;
    for (int e = 0; e < layout.engines; ++e) {
        EngineFactors f = engineAt(theta, layout, e);
        f.overheads.servedRequestS = servedRequestS[size_t(e)];
        for (size_t g = 0; g < sr.prefillGroups.size(); ++g)
            if (sr.prefillGroups[g].second == e)
                f.prefillEff[sr.prefillGroups[g].first] = layout.prefillEff[g];
        f.rows = int(
            std::count_if(rows.begin(), rows.end(), [e](const Row& r) { return r.engine == e; }));
        f.coverage = coverageOf(rows, e);
        table.engines[sr.engineNames[size_t(e)]] = f;
    }
    for (const auto& [key, list] : groups.byCoverage) {
        CoverageEntry c;
        c.rows = int(list.size());
        c.sigmaLog = rmsLog(list);
        for (const Residual& r : list)
            c.gpus.insert(r.gpu);
        table.coverage[key] = c;
    }
    if (auto it = table.engines.find("vllm/NVIDIA"); it != table.engines.end()) {
        table.decodeStepOverheadS = it->second.overheads.decodeStepS;
        table.requestOverheadS = it->second.overheads.requestS;
    } else if (!table.engines.empty()) {
        table.decodeStepOverheadS = table.engines.begin()->second.overheads.decodeStepS;
        table.requestOverheadS = table.engines.begin()->second.overheads.requestS;
    }
}

} // namespace

std::map<std::string, double> powerReferences(const std::vector<GpuSpec>& gpus) {
    std::map<std::string, double> out;
    for (const GpuSpec& g : gpus) {
        if (g.formFactor != "SXM" && g.formFactor != "OAM")
            continue;
        if (const double w = wattsPerFlops(g); w > 0)
            out[g.architecture] = std::max(out[g.architecture], w);
    }
    return out;
}

CalibrationReport fitEfficiency(const std::vector<ServingMeasurement>& serving,
                                const std::vector<TrainingMeasurement>& training,
                                const std::map<std::string, double>& powerReference,
                                const std::vector<GemmMeasurement>& gemm) {
    CalibrationReport report;
    const ServingRows sr = servingRows(serving, powerReference);
    const std::vector<Row>& rows = sr.rows;
    ParamLayout layout;
    layout.computeGroups = int(sr.computeNames.size());
    layout.memoryGroups = int(sr.memoryNames.size());
    layout.engines = int(sr.engineNames.size());
    for (const std::string& name : sr.engineNames)
        layout.reference.push_back(name.rfind("vllm/", 0) == 0 || name.rfind("vllm@", 0) == 0);
    layout.prefillEff.assign(sr.prefillGroups.size(), 1.0);
    const Eigen::VectorXd prior = priorOf(rows, layout);
    const Eigen::VectorXd theta =
        rows.empty()
            ? prior
            : levenbergMarquardt(
                  [&](const Eigen::VectorXd& t) { return residuals(rows, t, prior, layout); },
                  prior, report.iterations);
    // Then each family and engine's prompt efficiency from its closed-loop runs; every row
    // below is predicted with it.
    layout.prefillEff = prefillEfficiencies(sr, theta, layout);

    EfficiencyTable& table = report.table;
    table.powerReferenceWattsPerFlops = powerReference;
    ResidualGroups groups = servingResiduals(sr, theta, layout, report);
    const std::vector<double> servedRequestS = servedRequestTimes(sr.loadRows, theta, layout);
    std::vector<double> loadTtftErrors;
    for (const Row& row : sr.loadRows) {
        Residual r = loadResidual(row, theta, layout, sr.computeNames[size_t(row.computeGroup)],
                                  servedRequestS[size_t(row.engine)]);
        loadTtftErrors.push_back(std::abs(r.relativeError()));
        report.underLoad.push_back(r);
    }
    report.medianAbsErrorTtftAtConcurrency = median(loadTtftErrors);
    tabulateGroups(sr, theta, layout, groups, table);
    tabulateEngines(sr, theta, layout, servedRequestS, groups, table);
    table.servingDefault.computeEff = groups.etaCs.empty() ? 0.5 : median(groups.etaCs);
    table.servingDefault.memoryEff = groups.etaMs.empty() ? 0.75 : median(groups.etaMs);
    table.servingDefault.sigmaLog = std::max(0.2, rmsLog(report.serving));
    report.medianAbsErrorThroughput = median(groups.throughputErrors);
    report.medianAbsErrorTtft = median(groups.ttftErrors);
    fitTraining(training, gemm, report);
    return report;
}

} // namespace rightsizer::model
