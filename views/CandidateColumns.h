#pragma once

// The planner's candidates as a table, described once: the workbench's candidate table (and its
// CSV export), the CLI plan table and the report's candidate comparison show these columns.

#include "model/Planner.h"
#include "model/Scenario.h"
#include "views/QuantityFormat.h"
#include "views/table/RowTable.h"

#include <QColor>
#include <QPalette>
#include <QString>

#include <vector>

namespace rightsizer::views {

/// A candidate as a table row.
struct CandidateRow {
    const model::Candidate* candidate = nullptr;
    int rank = 0;  ///< place in the ranking (1 = recommended); 0 for a rejected candidate
    int order = 0; ///< the engine's order: feasible cheapest first, then rejected closest first
};

/// The candidate table's columns. Serving and training scenarios show their own sets.
enum class CandidateColumnId {
    Rank,
    Gpu,
    Precision,
    Layout,
    Gpus,
    Batch,            ///< serving: running batch per replica
    Tpot,             ///< serving: TPOT at the SLA percentile
    Ttft,             ///< serving: TTFT at the SLA percentile, queueing included
    TokensPerSPerGpu, ///< output tokens/s per GPU (serving), trained tokens/s per GPU
    Utilization,      ///< serving: share of capacity today's demand uses
    DataParallel,     ///< training: data-parallel degree
    RunHours,         ///< training: run time
    Mfu,              ///< training: model FLOPs utilization
    UsdPerGpuHour,
    UsdPerMonth, ///< serving
    RunCostUsd,  ///< training
    UsdPerMillionTokens,
    Status,    ///< workbench: meets the target, or why not
    Notes,     ///< workbench: flags in words, or the full rejection message
    Flags,     ///< plain text: the flags as letters (see flagLetters)
    Technique, ///< serving, workbench: speculative decoding and prefix caching in a few words
};

using CandidateColumn = TableColumn<CandidateRow>;

/// The columns for `s` (serving or training), in order, numbers written with `f`; each says
/// where it is shown.
std::vector<CandidateColumn> candidateColumns(const model::Scenario& s,
                                              const QuantityFormat& f = QuantityFormat());

/// The rows of a plan: the feasible candidates in rank order, then (`withRejected`) the
/// rejected ones, closest to feasible first.
std::vector<CandidateRow> candidateRows(const model::PlanResult& plan, bool withRejected);

/// Words for the engine's reasons and names, shared by the table and the detail view.
QString rejectionText(const model::Candidate& c); ///< "does not fit", "misses TPOT", ...
QString layoutText(const model::Candidate& c);    ///< "TP2 PP2", "TP1 CP2"
QString precisionText(const model::Candidate& c, bool training); ///< "fp8", "fp8~" uncalibrated
QString flagsText(const model::Candidate& c);                    ///< "Pareto; under-provisioned"
/// The flags as letters: P Pareto, O over- and U under-provisioned, B a balance check failed,
/// E thin price evidence.
QString flagLetters(const model::Candidate& c);
/// Colour of "meets the target" (ok) and "rejected / failed", readable on the palette's base.
QColor statusColor(bool ok, const QPalette& palette);

} // namespace rightsizer::views
