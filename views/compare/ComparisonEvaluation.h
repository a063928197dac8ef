#pragma once

#include "workspace/Evaluation.h"

#include <QString>

#include <atomic>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace rightsizer::views {

/// One entry to evaluate: its scenario JSON, or the scenario itself (the document's current
/// scenario, which needs no parsing).
struct ComparisonJob {
    QString key;
    std::string json;
    std::optional<model::Scenario> scenario;
};

/// What evaluating one entry gave: the evaluation, or why there is none.
struct ComparisonOutcome {
    QString key;
    std::string json; ///< the JSON it was computed from (the cache compares it)
    workspace::EvaluationPtr evaluation;
    QString error; ///< the field at fault and why, when evaluation is null
};

/// Parses each job's JSON (a demand CSV relative to `projectDir`) and evaluates it with
/// workspace::evaluate, in order. Runs on any thread; stops early, returning what it has, once
/// `cancel` is set.
std::vector<ComparisonOutcome> evaluateComparison(const std::vector<ComparisonJob>& jobs,
                                                  const catalog::Catalog& catalog,
                                                  const std::filesystem::path& projectDir,
                                                  const std::atomic<bool>* cancel);

} // namespace rightsizer::views
