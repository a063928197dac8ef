#pragma once

#include "workspace/Evaluation.h"

#include <QString>

#include <string>
#include <vector>

namespace rightsizer::views {

/// What the what-if charts slice out of an evaluation's sweep: the focused GPU and layout, the
/// selected precision, and the batch and context positions on the grid's axes. The charts only
/// look numbers up in the sweep through it; they compute none.
struct WhatIfSelection {
    workspace::EvaluationPtr evaluation;
    std::string gpuId;    ///< focused GPU
    model::Layout layout; ///< focused tensor x pipeline layout (tp, pp)
    model::Precision precision = model::Precision::Bf16;
    Eigen::Index batchIndex = 0;   ///< into sweep.batches
    Eigen::Index contextIndex = 0; ///< into sweep.contexts

    /// True when there is a non-empty grid and both indices lie on its axes.
    bool valid() const;
    const model::SweepResult& sweep() const { return evaluation->sweep; }
    double batch() const { return sweep().batches[size_t(batchIndex)]; }
    double contextTokens() const { return sweep().contexts[size_t(contextIndex)]; }
    /// The configuration the charts show for `gpuId` at `precision` (chartConfigOf); -1: none.
    Eigen::Index configFor(const std::string& gpuId, model::Precision precision) const;
    /// The focused GPU's configuration at the selected precision; -1: none.
    Eigen::Index focusedConfig() const { return configFor(gpuId, precision); }
};

/// The configuration a chart shows for one GPU at one precision, so that every chart agrees:
/// 1. the preferred (focused) layout, when the grid holds it for that GPU and precision;
/// 2. else the layout of that GPU's best plan candidate (the plan ranks cheapest first), when
///    the grid holds it at that precision;
/// 3. else that GPU's largest tensor-parallel degree at that precision (fewest pipeline stages
///    among equals).
/// -1 when the GPU does not run the precision at all.
Eigen::Index chartConfigOf(const workspace::Evaluation& e, const std::string& gpuId,
                           model::Precision precision, const model::Layout& preferred);

/// GPU ids of the grid, in the grid's (catalog) order, each once.
std::vector<std::string> sweepGpuIds(const model::SweepResult& sweep);
/// Precisions of the grid, in the order they first appear, each once.
std::vector<model::Precision> sweepPrecisions(const model::SweepResult& sweep);
/// Index of the axis value nearest to `value` on a geometric (powers-of-two) axis: nearest in
/// log scale, so batch 98 snaps to 128 and 90 to 64. 0 for an empty axis or a value <= 0.
Eigen::Index nearestOnLogAxis(const std::vector<double>& axis, double value);
/// The GPU's name without its vendor and without a parenthetical ("H100 NVL 94GB" for "NVIDIA
/// H100 NVL 94GB", "B200" for "NVIDIA B200 (HGX B200, 180GB)"): chart legends and axes are
/// narrow. Its id when the catalog does not know it.
QString gpuDisplayName(const workspace::Evaluation& e, const std::string& gpuId);
/// "fp8", "bf16", ...
QString precisionDisplayName(model::Precision p);

} // namespace rightsizer::views
