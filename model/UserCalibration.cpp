#include "UserCalibration.h"

#include "Calibration.h"
#include "Estimator.h"
#include "LeastSquares.h"

#include <algorithm>
#include <cmath>

namespace rightsizer::model {
namespace {

/// One reading of one run, ready for the fit.
struct Reading {
    size_t run = 0;
    int group = 0;
    ServingInputs inputs;
    double concurrency = 1;
    int metric = 0; ///< 0 TTFT, 1 TPOT, 2 tokens/s
    double measured = 0;
    /// Kept from the reference, not refitted on a handful of runs: the engine's attention and
    /// expert kernels and its overheads other than per step and per request.
    ServingEfficiency kernels;
    ServingOverheads fixed;
};

constexpr const char* kMetricNames[] = {"ttft_s", "tpot_s", "output_tokens_per_s"};

std::string groupOf(const EstimateRequest& r) {
    return r.gpu.architecture + "/" +
           std::string(computeKindName(resolveCompute(r.gpu, r.precision).kind));
}

double valueOf(const ServingTimes& t, int metric) {
    return metric == 0 ? t.ttftS : metric == 1 ? t.tpotS : t.outputTokensPerS;
}

ServingEfficiency factorsAt(const Eigen::VectorXd& theta, int g) {
    ServingEfficiency e;
    e.computeEff = boundedValue(theta[2 * g], kComputeEffMin, kComputeEffMax);
    e.memoryEff = boundedValue(theta[2 * g + 1], kMemoryEffMin, kMemoryEffMax);
    return e;
}

/// theta = [logit eta_c, logit eta_m] per group, then the two overheads in bounded log scale.
ServingOverheads overheadsAt(const Eigen::VectorXd& theta) {
    const Eigen::Index n = theta.size();
    const double lo = std::log(kOverheadMinS);
    return {std::exp(boundedValue(theta[n - 2], lo, std::log(kEngineStepMaxS))),
            std::exp(boundedValue(theta[n - 1], lo, std::log(kEngineRequestMaxS)))};
}

double predicted(const Reading& r, const Eigen::VectorXd& theta) {
    ServingEfficiency e = factorsAt(theta, r.group);
    e.attentionEff = r.kernels.attentionEff;
    e.expertEff = r.kernels.expertEff;
    const ServingOverheads fitted = overheadsAt(theta);
    ServingOverheads o = r.fixed;
    o.decodeStepS = fitted.decodeStepS;
    o.requestS = fitted.requestS;
    return valueOf(servingTimes(r.inputs, r.concurrency, e, o), r.metric);
}

/// TTFT under load waits behind other requests' prefills; only batch-1 TTFT is the prefill
/// the engine predicts.
bool fitted(const Reading& r) {
    return r.metric != 0 || r.concurrency <= 1.0;
}

double rmsLog(const std::vector<RunError>& errors, bool after) {
    double sum = 0;
    int n = 0;
    for (const RunError& e : errors) {
        if (!e.fitted)
            continue;
        sum += std::pow(std::log((after ? e.after : e.before) / e.measured), 2);
        ++n;
    }
    return n ? std::sqrt(sum / n) : 0.0;
}

/// The runs' readings with the groups they fall in and each group's reference efficiencies.
struct RunReadings {
    std::vector<std::string> groups;
    std::vector<EfficiencyChoice> start;
    std::vector<Reading> readings;
};

/// Every finite, positive TTFT, TPOT and tokens/s of the runs, grouped by family and compute.
RunReadings collectReadings(const std::vector<MeasuredRun>& runs,
                            const EfficiencyTable& reference) {
    RunReadings out;
    std::vector<std::string>& groups = out.groups;
    for (size_t i = 0; i < runs.size(); ++i) {
        const EstimateRequest& req = runs[i].request;
        const ComputeResolution compute = resolveCompute(req.gpu, req.precision);
        const EfficiencyChoice ref = reference.choose(req.gpu, compute.kind, req.runtime.engine);
        const std::string g = groupOf(req);
        auto it = std::find(groups.begin(), groups.end(), g);
        if (it == groups.end()) {
            it = groups.insert(groups.end(), g);
            out.start.push_back(ref);
        }
        const ServingInputs in = makeServingInputs(req, countParameters(req.model), compute);
        const double values[] = {runs[i].ttftS, runs[i].tpotS, runs[i].outputTokensPerS};
        for (int m = 0; m < 3; ++m)
            if (std::isfinite(values[m]) && values[m] > 0)
                out.readings.push_back({i, int(it - groups.begin()), in,
                                        double(std::max(1, req.serve.concurrency)), m, values[m],
                                        ref.serving, ref.overheads});
    }
    return out;
}

/// The coordinate of an overhead kept `inside` (a fraction of the way) from its bounds.
double overheadCoordinate(double seconds, double hi, double inside) {
    const double lo = std::log(kOverheadMinS);
    const double clamped = std::clamp(seconds, (1.0 + inside) * kOverheadMinS, (1.0 - inside) * hi);
    return unboundedValue(std::log(clamped), lo, std::log(hi));
}

/// The search's start: each group's reference factors and, inside their bounds, the overheads.
Eigen::VectorXd priorOf(const std::vector<EfficiencyChoice>& start,
                        const ServingOverheads& refOverheads) {
    const auto nGroups = static_cast<Eigen::Index>(start.size());
    const Eigen::Index nTheta = 2 * nGroups + 2;
    Eigen::VectorXd prior(nTheta);
    for (Eigen::Index g = 0; g < nGroups; ++g) {
        const ServingEfficiency& e = start[size_t(g)].serving;
        prior[2 * g] = unboundedValue(e.computeEff, kComputeEffMin, kComputeEffMax);
        prior[2 * g + 1] = unboundedValue(e.memoryEff, kMemoryEffMin, kMemoryEffMax);
    }
    // The reference overheads may sit near a bound, where the logistic
    // map is flat: the search starts from an interior point, the prior still pulls toward
    // the reference.
    prior[nTheta - 2] = overheadCoordinate(refOverheads.decodeStepS, kEngineStepMaxS, 0.5);
    prior[nTheta - 1] = overheadCoordinate(refOverheads.requestS, kEngineRequestMaxS, 0.5);
    return prior;
}

/// The fitted theta: the factors that best predict the fitted readings, pulled to the reference.
Eigen::VectorXd fitFactors(const RunReadings& rr, const ServingOverheads& refOverheads,
                           const Eigen::VectorXd& prior, int& iterations) {
    const std::vector<Reading>& readings = rr.readings;
    const std::vector<EfficiencyChoice>& start = rr.start;
    const auto nGroups = static_cast<Eigen::Index>(rr.groups.size());
    const Eigen::Index nTheta = prior.size();
    std::vector<size_t> used;
    for (size_t i = 0; i < readings.size(); ++i)
        if (fitted(readings[i]))
            used.push_back(i);
    // Residuals: log(predicted / measured) per fitted reading, then the pull of each factor
    // (in log scale) toward its reference value, weighted by how far a reference can be trusted.
    auto residuals = [&](const Eigen::VectorXd& theta) {
        const auto n = static_cast<Eigen::Index>(used.size());
        Eigen::VectorXd r(n + nTheta);
        for (Eigen::Index i = 0; i < n; ++i) {
            const Reading& reading = readings[used[size_t(i)]];
            r[i] = std::log(predicted(reading, theta) / reading.measured);
        }
        for (Eigen::Index g = 0; g < nGroups; ++g) {
            const ServingEfficiency now = factorsAt(theta, int(g));
            const ServingEfficiency& ref = start[size_t(g)].serving;
            const double w = kMeasurementSigmaLog / ref.sigmaLog;
            r[n + 2 * g] = w * std::log(now.computeEff / ref.computeEff);
            r[n + 2 * g + 1] = w * std::log(now.memoryEff / ref.memoryEff);
        }
        const ServingOverheads o = overheadsAt(theta);
        const double w = kMeasurementSigmaLog / kOverheadPriorSigmaLog;
        r[n + nTheta - 2] = w * std::log(o.decodeStepS / refOverheads.decodeStepS);
        r[n + nTheta - 1] = w * std::log(o.requestS / refOverheads.requestS);
        return r;
    };
    return used.empty() ? prior : levenbergMarquardt(residuals, prior, iterations);
}

/// Each group's factors before and after, its band from the fitted residuals, and every error.
std::vector<GroupCalibration> groupResults(const std::vector<MeasuredRun>& runs,
                                           const RunReadings& rr, const Eigen::VectorXd& theta,
                                           const Eigen::VectorXd& atReference,
                                           std::vector<RunError>& errors) {
    const std::vector<std::string>& groups = rr.groups;
    const std::vector<EfficiencyChoice>& start = rr.start;
    std::vector<GroupCalibration> result(groups.size());
    std::vector<double> sumSq(groups.size(), 0.0);
    for (size_t g = 0; g < groups.size(); ++g) {
        result[g].group = groups[g];
        result[g].before = start[g].serving;
        result[g].after = factorsAt(theta, int(g));
        result[g].after.attentionEff = start[g].serving.attentionEff;
        result[g].after.expertEff = start[g].serving.expertEff;
    }
    std::vector<int> runsPerGroup(groups.size(), 0);
    for (size_t i = 0; i < runs.size(); ++i)
        ++runsPerGroup[size_t(std::find(groups.begin(), groups.end(), groupOf(runs[i].request)) -
                              groups.begin())];
    for (const Reading& r : rr.readings) {
        const double before = predicted(r, atReference);
        const double after = predicted(r, theta);
        const bool inFit = fitted(r);
        errors.push_back({runs[r.run].label, groups[size_t(r.group)], kMetricNames[r.metric],
                          r.measured, before, after, inFit});
        if (!inFit)
            continue;
        sumSq[size_t(r.group)] += std::pow(std::log(after / r.measured), 2);
        ++result[size_t(r.group)].readings;
    }
    for (size_t g = 0; g < groups.size(); ++g) {
        GroupCalibration& c = result[g];
        const double ref = start[g].serving.sigmaLog;
        const double n0 = kReferencePseudoReadings;
        c.after.sigmaLog = std::max(kMeasurementSigmaLog,
                                    std::sqrt((n0 * ref * ref + sumSq[g]) / (n0 + c.readings)));
        c.after.rows = start[g].serving.rows + c.readings;
        c.runs = runsPerGroup[g];
    }
    return result;
}

} // namespace

RunPrediction predictRun(const MeasuredRun& run, const EfficiencyTable& table) {
    RunPrediction p;
    p.group = groupOf(run.request);
    auto e = estimate(run.request, table);
    if (!e)
        return p;
    p.ttftS = e->serve.ttftS.value;
    p.tpotS = e->serve.tpotS.value;
    p.outputTokensPerS = e->serve.outputTokensPerS.value;
    p.peakMemoryBytes = e->memory.totalPerGpuBytes;
    return p;
}

UserCalibration calibrateOnRuns(const std::vector<MeasuredRun>& runs,
                                const EfficiencyTable& reference) {
    UserCalibration out;
    const RunReadings rr = collectReadings(runs, reference);
    // The project's runs come from one serving stack: the reference overheads are its engine's
    // (the per-sequence cost is not refitted on a handful of runs).
    const ServingOverheads refOverheads =
        runs.empty() ? ServingOverheads{reference.decodeStepOverheadS, reference.requestOverheadS}
                     : ServingOverheads{rr.start.front().overheads.decodeStepS,
                                        rr.start.front().overheads.requestS};
    const Eigen::VectorXd prior = priorOf(rr.start, refOverheads);
    const Eigen::Index nTheta = prior.size();
    const Eigen::VectorXd theta = fitFactors(rr, refOverheads, prior, out.iterations);
    out.overheadsBefore = refOverheads;
    // "Before" is the reference exactly, overheads included (the search started elsewhere).
    Eigen::VectorXd atReference = prior;
    atReference[nTheta - 2] = overheadCoordinate(refOverheads.decodeStepS, kEngineStepMaxS, 1e-3);
    atReference[nTheta - 1] = overheadCoordinate(refOverheads.requestS, kEngineRequestMaxS, 1e-3);
    out.overheadsAfter = overheadsAt(theta);
    std::vector<GroupCalibration> result = groupResults(runs, rr, theta, atReference, out.errors);
    // Peak memory: shown against the engine, not fitted (no efficiency factor acts on it).
    const EfficiencyTable calibrated = withCalibration(reference, result, &out.overheadsAfter);
    for (const MeasuredRun& run : runs)
        if (std::isfinite(run.peakMemoryBytes) && run.peakMemoryBytes > 0) {
            const double predictedBytes = predictRun(run, calibrated).peakMemoryBytes;
            out.errors.push_back({run.label, groupOf(run.request), "peak_memory_bytes",
                                  run.peakMemoryBytes, predictedBytes, predictedBytes, false});
        }
    out.groups = std::move(result);
    out.rmsLogBefore = rmsLog(out.errors, false);
    out.rmsLogAfter = rmsLog(out.errors, true);
    return out;
}

EfficiencyTable withCalibration(EfficiencyTable reference,
                                const std::vector<GroupCalibration>& groups,
                                const ServingOverheads* overheads) {
    if (overheads) {
        reference.decodeStepOverheadS = overheads->decodeStepS;
        reference.requestOverheadS = overheads->requestS;
        for (auto& [name, engine] : reference.engines) {
            // The project's stack: its fitted step and request costs; the engine's other
            // overheads stay (not refitted).
            engine.overheads.decodeStepS = overheads->decodeStepS;
            engine.overheads.requestS = overheads->requestS;
        }
    }
    for (const GroupCalibration& g : groups) {
        ServingEfficiency e = g.after;
        e.origin =
            "project calibration, " + std::to_string(g.runs) + (g.runs == 1 ? " run" : " runs");
        reference.serving[g.group] = e;
    }
    return reference;
}

} // namespace rightsizer::model
