#include "Calibration.h"

#include "Estimator.h"
#include "LeastSquares.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <map>

namespace rightsizer::model {
namespace {

/// Weight of the prior that pulls an unconstrained parameter toward its neutral start (in the
/// unbounded coordinate): small enough that data dominate wherever they say something.
constexpr double kPriorWeight = 0.05;

double bounded(double x, double lo, double hi) {
    return boundedValue(x, lo, hi);
}
double unbounded(double v, double lo, double hi) {
    return unboundedValue(v, lo, hi);
}

struct Row {
    ServingInputs inputs;
    double concurrency = 1;
    double scale = 1; ///< replicas (system metric) or 1/gpus (per-GPU metric)
    ServingMetric metric;
    double measured = 0;
    int group = 0;
    std::string caseId;
};

struct ParamLayout {
    int groups = 0;
    int size() const { return 2 * groups + 2; }
    int computeIndex(int g) const { return 2 * g; }
    int memoryIndex(int g) const { return 2 * g + 1; }
    int stepIndex() const { return 2 * groups; }
    int requestIndex() const { return 2 * groups + 1; }
};

ServingEfficiency efficiencyOf(const Eigen::VectorXd& theta, const ParamLayout& l, int g) {
    ServingEfficiency e;
    e.computeEff = bounded(theta[l.computeIndex(g)], kComputeEffMin, kComputeEffMax);
    e.memoryEff = bounded(theta[l.memoryIndex(g)], kMemoryEffMin, kMemoryEffMax);
    return e;
}

ServingOverheads overheadsOf(const Eigen::VectorXd& theta, const ParamLayout& l) {
    const double lo = std::log(kOverheadMinS);
    return {std::exp(bounded(theta[l.stepIndex()], lo, std::log(kOverheadMaxS))),
            std::exp(bounded(theta[l.requestIndex()], lo, std::log(kRequestOverheadMaxS)))};
}

double predict(const Row& row, const Eigen::VectorXd& theta, const ParamLayout& l) {
    const ServingTimes t = servingTimes(row.inputs, row.concurrency,
                                        efficiencyOf(theta, l, row.group), overheadsOf(theta, l));
    if (row.metric == ServingMetric::TtftS)
        return t.ttftS;
    return t.outputTokensPerS * row.scale;
}

Eigen::VectorXd residuals(const std::vector<Row>& rows, const Eigen::VectorXd& theta,
                          const Eigen::VectorXd& prior, const ParamLayout& l) {
    Eigen::VectorXd r(static_cast<Eigen::Index>(rows.size()) + theta.size());
    for (size_t i = 0; i < rows.size(); ++i)
        r[static_cast<Eigen::Index>(i)] = std::log(predict(rows[i], theta, l) / rows[i].measured);
    r.tail(theta.size()) = kPriorWeight * (theta - prior);
    return r;
}

double median(std::vector<double> v) {
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

double rmsLog(const std::vector<Residual>& rs) {
    double s = 0;
    for (const auto& r : rs)
        s += std::pow(std::log(r.predicted / r.measured), 2);
    return rs.empty() ? 0.0 : std::sqrt(s / double(rs.size()));
}

void fitTraining(const std::vector<TrainingMeasurement>& rows, CalibrationReport& report) {
    std::map<std::string, std::vector<const TrainingMeasurement*>> byFamily;
    for (const auto& m : rows)
        byFamily[m.family].push_back(&m);
    std::vector<double> mfus;
    std::vector<double> absErrors;
    for (const auto& [family, list] : byFamily) {
        double logSum = 0;
        for (const auto* m : list)
            logSum += std::log(m->mfu / (1.0 - pipelineBubble(m->pp, m->microBatchesPerStep)));
        TrainingEfficiency e;
        e.mfu = std::exp(logSum / double(list.size()));
        e.rows = static_cast<int>(list.size());
        std::vector<Residual> group;
        for (const auto* m : list) {
            const double predicted = e.mfu * (1.0 - pipelineBubble(m->pp, m->microBatchesPerStep));
            group.push_back({m->caseId, family, "mfu", m->mfu, predicted});
            absErrors.push_back(std::abs(group.back().relativeError()));
        }
        e.sigmaLog = rmsLog(group);
        report.training.insert(report.training.end(), group.begin(), group.end());
        report.table.training[family] = e;
        mfus.push_back(e.mfu);
    }
    report.table.trainingDefault.mfu = mfus.empty() ? 0.40 : median(mfus);
    report.table.trainingDefault.sigmaLog = std::max(0.15, rmsLog(report.training));
    report.medianAbsErrorTraining = median(absErrors);
}

} // namespace

std::vector<Residual> weightSizeResiduals(const std::vector<WeightSizeMeasurement>& sizes) {
    std::vector<Residual> out;
    for (const auto& m : sizes) {
        const double predicted =
            weightShard(m.model, countParameters(m.model), m.precision, Layout{}).totalBytes;
        out.push_back({m.caseId, m.model.id, std::string(precisionInfo(m.precision).name), m.bytes,
                       predicted});
    }
    return out;
}

double medianAbsRelativeError(const std::vector<Residual>& residuals) {
    std::vector<double> e;
    for (const auto& r : residuals)
        e.push_back(std::abs(r.relativeError()));
    return median(e);
}

CalibrationReport fitEfficiency(const std::vector<ServingMeasurement>& serving,
                                const std::vector<TrainingMeasurement>& training) {
    CalibrationReport report;
    std::vector<std::string> groupNames;
    std::vector<Row> rows;
    for (const auto& m : serving) {
        const EstimateRequest& req = m.request;
        const ParameterCount p = countParameters(req.model);
        const ComputeResolution compute = resolveCompute(req.gpu, req.precision);
        const std::string group =
            req.gpu.architecture + "/" + std::string(computeKindName(compute.kind));
        auto it = std::find(groupNames.begin(), groupNames.end(), group);
        if (it == groupNames.end())
            it = groupNames.insert(groupNames.end(), group);
        Row row;
        row.caseId = m.caseId;
        row.group = static_cast<int>(it - groupNames.begin());
        row.inputs = makeServingInputs(req, p, compute);
        row.metric = m.metric;
        row.measured = m.value;
        const int replicas = req.layout.gpus / (req.layout.tp * req.layout.pp);
        row.scale = m.metric == ServingMetric::OutputTokensPerSPerGpu ? 1.0 / req.layout.tp
                                                                      : double(replicas);
        if (m.metric == ServingMetric::TtftS)
            row.concurrency = 1;
        else if (req.serve.concurrency > 0)
            row.concurrency = req.serve.concurrency;
        else
            row.concurrency = std::max(1, defaultConcurrency(req, p));
        rows.push_back(row);
    }

    ParamLayout layout{static_cast<int>(groupNames.size())};
    Eigen::VectorXd prior(layout.size());
    for (int g = 0; g < layout.groups; ++g) {
        prior[layout.computeIndex(g)] = unbounded(0.5, kComputeEffMin, kComputeEffMax);
        prior[layout.memoryIndex(g)] = unbounded(0.75, kMemoryEffMin, kMemoryEffMax);
    }
    const double lo = std::log(kOverheadMinS);
    prior[layout.stepIndex()] = unbounded(std::log(1e-3), lo, std::log(kOverheadMaxS));
    prior[layout.requestIndex()] = unbounded(std::log(1e-3), lo, std::log(kRequestOverheadMaxS));
    const Eigen::VectorXd theta =
        rows.empty()
            ? prior
            : levenbergMarquardt(
                  [&](const Eigen::VectorXd& t) { return residuals(rows, t, prior, layout); },
                  prior, report.iterations);

    const ServingOverheads o = overheadsOf(theta, layout);
    report.table.decodeStepOverheadS = o.decodeStepS;
    report.table.requestOverheadS = o.requestS;
    std::vector<double> throughputErrors, ttftErrors, etaC, etaM;
    for (int g = 0; g < layout.groups; ++g) {
        ServingEfficiency e = efficiencyOf(theta, layout, g);
        std::vector<Residual> group;
        for (const Row& row : rows) {
            if (row.group != g)
                continue;
            const std::string metric =
                row.metric == ServingMetric::TtftS ? "ttft_s" : "output_tokens_per_s";
            group.push_back({row.caseId, groupNames[size_t(g)], metric, row.measured,
                             predict(row, theta, layout)});
            (row.metric == ServingMetric::TtftS ? ttftErrors : throughputErrors)
                .push_back(std::abs(group.back().relativeError()));
        }
        e.sigmaLog = rmsLog(group);
        e.rows = static_cast<int>(group.size());
        report.serving.insert(report.serving.end(), group.begin(), group.end());
        report.table.serving[groupNames[size_t(g)]] = e;
        etaC.push_back(e.computeEff);
        etaM.push_back(e.memoryEff);
    }
    report.table.servingDefault.computeEff = etaC.empty() ? 0.5 : median(etaC);
    report.table.servingDefault.memoryEff = etaM.empty() ? 0.75 : median(etaM);
    report.table.servingDefault.sigmaLog = std::max(0.2, rmsLog(report.serving));
    report.medianAbsErrorThroughput = median(throughputErrors);
    report.medianAbsErrorTtft = median(ttftErrors);
    fitTraining(training, report);
    return report;
}

} // namespace rightsizer::model
