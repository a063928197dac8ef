// The calibration's residual reports: the metric names, grouping and summaries that
// `rightsizer calibrate-reference` and the README's accuracy figures read.

#include "Calibration.h"
#include "CalibrationInternal.h"
#include "MemoryEstimator.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace rightsizer::model {
namespace calibration_detail {

Residual residual(std::string caseId, std::string group, std::string metric, double measured,
                  double predicted) {
    Residual r;
    r.caseId = std::move(caseId);
    r.group = std::move(group);
    r.metric = std::move(metric);
    r.measured = measured;
    r.predicted = predicted;
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

} // namespace calibration_detail

using calibration_detail::median;
using calibration_detail::residual;

std::string_view servingMetricName(ServingMetric m) {
    switch (m) {
    case ServingMetric::OutputTokensPerSSystem:
    case ServingMetric::OutputTokensPerSPerGpu:
        return "output_tokens_per_s";
    case ServingMetric::TtftS:
        return "ttft_s";
    case ServingMetric::TpotS:
        return "tpot_s";
    case ServingMetric::StaticBatchLatencyS:
        return "static_batch_latency_s";
    case ServingMetric::StaticBatchTtftS:
        return "static_batch_ttft_s";
    case ServingMetric::TtftAtConcurrencyS:
        return "ttft_s_at_concurrency";
    }
    return "output_tokens_per_s";
}

Result<ResidualGrouping> parseResidualGrouping(std::string_view text, const std::string& field) {
    const std::string t = asciiLower(text);
    if (t == "source")
        return ResidualGrouping::Source;
    if (t == "vendor")
        return ResidualGrouping::Vendor;
    if (t == "engine")
        return ResidualGrouping::Engine;
    if (t == "family")
        return ResidualGrouping::FamilyEngine;
    if (t == "gpu")
        return ResidualGrouping::Gpu;
    if (t == "metric")
        return ResidualGrouping::Metric;
    if (t == "gpu-engine-model")
        return ResidualGrouping::GpuEngineModel;
    return fieldError(field, "unknown grouping '" + std::string(text) +
                                 "'; accepted: source, vendor, engine, family, gpu, metric, "
                                 "gpu-engine-model");
}

std::vector<ErrorSummary> summarizeResiduals(const std::vector<Residual>& residuals,
                                             ResidualGrouping by) {
    std::map<std::string, std::pair<std::vector<double>, std::vector<double>>> groups;
    for (const Residual& r : residuals) {
        std::string key;
        switch (by) {
        case ResidualGrouping::Source:
            key = r.dataset;
            break;
        case ResidualGrouping::Vendor:
            key = r.vendor + " / " + r.engine;
            break;
        case ResidualGrouping::Engine:
            key = r.engine;
            break;
        case ResidualGrouping::FamilyEngine:
            key = r.family + " / " + r.engine;
            break;
        case ResidualGrouping::Gpu:
            key = r.gpu + " / " + r.engine;
            break;
        case ResidualGrouping::Metric:
            key = r.dataset + " / " + r.metric;
            break;
        case ResidualGrouping::GpuEngineModel:
            key = r.gpu + " / " + r.engine + " / " + r.model + " / " + r.metric;
            break;
        }
        groups[key].first.push_back(std::abs(r.relativeError()));
        groups[key].second.push_back(r.relativeError());
    }
    std::vector<ErrorSummary> out;
    for (const auto& [key, errors] : groups)
        out.push_back({key, int(errors.first.size()), median(errors.first), median(errors.second)});
    return out;
}

std::vector<Residual> weightSizeResiduals(const std::vector<WeightSizeMeasurement>& sizes) {
    std::vector<Residual> out;
    for (const auto& m : sizes) {
        const double predicted =
            weightShard(m.model, countParameters(m.model), m.precision, Layout{}).totalBytes;
        out.push_back(residual(m.caseId, m.model.id, std::string(precisionInfo(m.precision).name),
                               m.bytes, predicted));
    }
    return out;
}

double medianAbsRelativeError(const std::vector<Residual>& residuals) {
    std::vector<double> e;
    for (const auto& r : residuals)
        e.push_back(std::abs(r.relativeError()));
    return median(e);
}

} // namespace rightsizer::model
