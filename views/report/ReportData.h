#pragma once

#include "workspace/Evaluation.h"

#include <QDate>
#include <QPageSize>
#include <QString>

#include <optional>
#include <vector>

namespace rightsizer::views {

/// Who the report is for and how it is printed. Only the date changes between two runs on the
/// same project; everything else in the document follows from the scenarios and the catalog.
struct ReportOptions {
    QString project; ///< the project's name, on the title page and in every footer
    QString source;  ///< the file the scenarios came from
    QString author;
    QDate date;
    QPageSize::PageSizeId pageSize = QPageSize::A4;
    /// The language the report is written in (a code of uiLanguages()); numbers follow its
    /// locale, English the C locale.
    QString language = QStringLiteral("en");
};

/// One scenario as the report shows it: its evaluation (plan, what-if grid, TCO of the
/// recommendation, exactly what `rightsizer plan` and `tco` compute) plus what procurement
/// needs beyond it.
struct ReportScenario {
    workspace::EvaluationPtr evaluation;
    /// When the recommendation's GPU has no purchase price, the best-ranked configuration whose
    /// GPU has one (`tco --rank N`): the on-prem bill of materials and break-even use it.
    std::optional<model::TcoResult> onPremTco;
    int onPremRank = 0;     ///< 1-based plan rank of onPremTco's configuration; 0 without one
    std::string onPremNote; ///< why there is no on-prem option at all

    const model::Scenario& scenario() const { return evaluation->scenario; }
    const model::PlanResult& plan() const { return evaluation->plan; }
    /// The recommended configuration (plan rank 1); nullptr when nothing meets the SLA.
    const model::Candidate* recommended() const;
    /// The TCO that prices on-prem: the recommendation's when its GPU has a purchase price,
    /// else onPremTco; nullptr when neither prices on-prem.
    const model::TcoResult* onPremSource() const;
    /// Plan rank of onPremSource()'s configuration.
    int onPremSourceRank() const;
};

struct ReportData {
    ReportOptions options;
    std::vector<ReportScenario> scenarios;
    std::string catalogNote;           ///< "catalog with N user edits" or empty for the bundled one
    model::EfficiencyTable efficiency; ///< the calibrated factors the estimates used
};

/// Evaluates each scenario as the workbench does (workspace::evaluate), then the on-prem
/// alternative. The error names the scenario and the field; a cancelled run returns the field
/// "cancelled".
model::Result<ReportData> prepareReport(const std::vector<model::Scenario>& scenarios,
                                        const catalog::Catalog& catalog,
                                        const ReportOptions& options,
                                        const model::WorkControl& control = {});

} // namespace rightsizer::views
