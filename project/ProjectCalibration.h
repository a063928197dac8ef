#pragma once

#include "ProjectFile.h"
#include "catalog/Catalog.h"
#include "model/UserCalibration.h"

#include <optional>
#include <string>
#include <vector>

namespace rightsizer::project {

// The project's calibration on the planner's own runs. Project::calibrations is a history:
// every calibrate, and every reset, appends a record holding the fitted factors, the per-run
// errors and the whole measurement set behind them; undo removes the newest record and puts
// the previous measurement set back. Project::measurements is always the newest record's set.

/// A calibration record's content.
struct StoredCalibration {
    std::vector<model::GroupCalibration> groups; ///< empty after a reset
    model::ServingOverheads overheadsBefore;     ///< the reference's
    model::ServingOverheads overheadsAfter;      ///< fitted (meaningful when groups exist)
    std::vector<model::RunError> errors;
    double rmsLogBefore = 0;
    double rmsLogAfter = 0;
    std::vector<importers::Measurement> measurements;
};

std::string calibrationToJson(const StoredCalibration& calibration);
[[nodiscard]] model::Result<StoredCalibration> parseStoredCalibration(const std::string& json);

/// The calibration in force: the newest record (nullopt when there is none). A damaged record
/// is an error naming it.
[[nodiscard]] model::Result<std::optional<StoredCalibration>>
activeCalibration(const Project& project);

/// The reference table with the project's fitted groups in place.
[[nodiscard]] model::Result<model::EfficiencyTable>
projectEfficiency(const Project& project, const model::EfficiencyTable& reference);

/// Each measurement as an engine run: model by catalog id or a Hugging Face name
/// ("meta-llama/Llama-3.1-8B-Instruct" -> llama-3.1-8b), GPU by catalog id or driver product
/// name ("NVIDIA H100 80GB HBM3"), precision by name; one replica of tp x pp GPUs. Every row
/// that does not resolve is named (source, field, what is accepted) in one error.
[[nodiscard]] model::Result<std::vector<model::MeasuredRun>>
resolveMeasurements(const std::vector<importers::Measurement>& rows,
                    const catalog::Catalog& catalog);

/// What calibrate did.
struct CalibrationChange {
    model::UserCalibration fit;
    int added = 0;      ///< new measurements
    int duplicates = 0; ///< rows already in the project, not added again
};

/// Adds `rows` (rows equal to one already held count once) to the project's measurements,
/// fits the whole set against `reference` and appends a record. Nothing changes on error.
[[nodiscard]] model::Result<CalibrationChange>
calibrateProject(Project& project, std::vector<importers::Measurement> rows,
                 const catalog::Catalog& catalog, const std::string& summary);

/// Appends a record that holds no fitted factors and no measurements: estimates use the
/// reference factors again (undo brings the calibration back).
void resetCalibration(Project& project, const std::string& summary);

/// Removes the newest record and restores the measurements of the one before; false when
/// there is nothing to undo.
[[nodiscard]] model::Result<bool> undoCalibration(Project& project);

} // namespace rightsizer::project
