#include "WhatIfSelection.h"

#include <QString>

#include <algorithm>
#include <cmath>

namespace rightsizer::views {

bool WhatIfSelection::valid() const {
    if (!evaluation || evaluation->sweep.size() == 0)
        return false;
    const model::SweepResult& s = evaluation->sweep;
    return batchIndex >= 0 && batchIndex < Eigen::Index(s.batches.size()) && contextIndex >= 0 &&
           contextIndex < Eigen::Index(s.contexts.size());
}

Eigen::Index WhatIfSelection::configFor(const std::string& gpu, model::Precision p) const {
    return evaluation ? chartConfigOf(*evaluation, gpu, p, layout) : -1;
}

Eigen::Index chartConfigOf(const workspace::Evaluation& e, const std::string& gpuId,
                           model::Precision precision, const model::Layout& preferred) {
    const std::vector<model::SweepConfig>& configs = e.sweep.configs;
    auto find = [&](int tp, int pp) -> Eigen::Index {
        for (size_t i = 0; i < configs.size(); ++i) {
            const model::SweepConfig& c = configs[i];
            if (c.gpuId == gpuId && c.precision == precision && c.layout.tp == tp &&
                c.layout.pp == pp)
                return Eigen::Index(i);
        }
        return -1;
    };
    if (const Eigen::Index i = find(preferred.tp, preferred.pp); i >= 0)
        return i;
    const auto best = std::find_if(e.plan.feasible.begin(), e.plan.feasible.end(),
                                   [&](const model::Candidate& c) { return c.gpuId == gpuId; });
    if (best != e.plan.feasible.end())
        if (const Eigen::Index i = find(best->layout.tp, best->layout.pp); i >= 0)
            return i;
    Eigen::Index widest = -1;
    for (size_t i = 0; i < configs.size(); ++i) {
        const model::SweepConfig& c = configs[i];
        if (c.gpuId != gpuId || c.precision != precision)
            continue;
        const model::Layout* w = widest >= 0 ? &configs[size_t(widest)].layout : nullptr;
        if (!w || c.layout.tp > w->tp || (c.layout.tp == w->tp && c.layout.pp < w->pp))
            widest = Eigen::Index(i);
    }
    return widest;
}

std::vector<std::string> sweepGpuIds(const model::SweepResult& sweep) {
    std::vector<std::string> ids;
    for (const model::SweepConfig& c : sweep.configs)
        if (std::find(ids.begin(), ids.end(), c.gpuId) == ids.end())
            ids.push_back(c.gpuId);
    return ids;
}

std::vector<model::Precision> sweepPrecisions(const model::SweepResult& sweep) {
    std::vector<model::Precision> ps;
    for (const model::SweepConfig& c : sweep.configs)
        if (std::find(ps.begin(), ps.end(), c.precision) == ps.end())
            ps.push_back(c.precision);
    return ps;
}

Eigen::Index nearestOnLogAxis(const std::vector<double>& axis, double value) {
    if (axis.empty() || value <= 0)
        return 0;
    Eigen::Index best = 0;
    double bestDistance = HUGE_VAL;
    for (size_t i = 0; i < axis.size(); ++i) {
        const double d = std::abs(std::log(axis[i] / value));
        if (d < bestDistance) {
            bestDistance = d;
            best = Eigen::Index(i);
        }
    }
    return best;
}

QString gpuDisplayName(const workspace::Evaluation& e, const std::string& gpuId) {
    const model::GpuSpec* g = e.findGpu(gpuId);
    if (!g || g->name.empty())
        return QString::fromStdString(gpuId);
    const std::string prefix = g->vendor + " ";
    const bool prefixed = !g->vendor.empty() && g->name.size() > prefix.size() &&
                          g->name.compare(0, prefix.size(), prefix) == 0;
    std::string name = prefixed ? g->name.substr(prefix.size()) : g->name;
    if (const size_t paren = name.find(" ("); paren != std::string::npos && paren > 0)
        name.erase(paren);
    return QString::fromStdString(name);
}

QString precisionDisplayName(model::Precision p) {
    const std::string_view name = model::precisionInfo(p).name;
    return QString::fromUtf8(name.data(), qsizetype(name.size()));
}

} // namespace rightsizer::views
