#pragma once

#include "ReportData.h"
#include "ReportText.h"

namespace rightsizer::views::report {

// The report's sections, in the order they print. Each writes into the text builder from the
// evaluated scenarios; none computes a number the engine does not return.

void titlePage(ReportText& out, const ReportData& data);
/// One page: per scenario the recommendation in one sentence, its costs, SLA margins, the
/// runner-up and why it lost, and the on-prem alternative.
void executiveSummary(ReportText& out, const ReportData& data);
/// Requirements, candidates, memory and cost charts, TCO, demand vs capacity and the bill of
/// materials of one scenario.
void scenarioSection(ReportText& out, const ReportScenario& s);
/// Several scenarios side by side (nothing for one).
void sideBySide(ReportText& out, const ReportData& data);
/// Source and date of every catalog figure and price the report rests on, and the TCO inputs.
void assumptions(ReportText& out, const ReportData& data);
void uncertainty(ReportText& out, const ReportData& data);
void glossary(ReportText& out);

/// Why the runner-up ranks below the recommendation, in words ("costs $2.187 per million
/// output tokens against $2.056 (6.4 % more)").
QString whyRunnerUpLost(const model::Scenario& s, const model::Candidate& best,
                        const model::Candidate& runnerUp);

} // namespace rightsizer::views::report

namespace rightsizer::views::report {
/// The TCO, demand vs capacity and bill-of-materials subsections of one scenario.
void costSections(ReportText& out, const ReportScenario& s);
/// Configurations the candidate table shows (the first kCandidateRows of the plan).
inline constexpr size_t kCandidateRows = 20;
} // namespace rightsizer::views::report
