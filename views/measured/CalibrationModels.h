#pragma once

// The calibration on a project's own benchmark runs, described once for the Measured view's
// tables and the CLI's `calibrate` text.

#include "model/UserCalibration.h"
#include "views/QuantityFormat.h"
#include "views/table/RowTable.h"

#include <vector>

namespace rightsizer::views {

/// Columns of measured against predicted, before and after the fit, per run and reading
/// (model::RunError). A reading left out of the fit says so (text: a "not fitted" note;
/// workbench: greyed, with the reason in its tooltip).
std::vector<TableColumn<model::RunError>>
runErrorColumns(const QuantityFormat& f = QuantityFormat());
/// Columns of the fitted factors per efficiency group: eta_c, eta_m and the 90 % band, each
/// before → after.
std::vector<TableColumn<model::GroupCalibration>>
fittedGroupColumns(const QuantityFormat& f = QuantityFormat());

/// The Measured view's table of runErrorColumns. Qt::EditRole gives raw numbers (SI units;
/// errors as fractions).
class RunErrorModel final : public RowTableModel<model::RunError> {
    Q_OBJECT
public:
    enum Column {
        RunColumn,
        GroupColumn,
        MetricColumn,
        MeasuredColumn,
        BeforeColumn,
        ErrorBeforeColumn,
        AfterColumn,
        ErrorAfterColumn,
        NoteColumn, ///< plain text only
    };
    explicit RunErrorModel(QObject* parent = nullptr);
    void setErrors(std::vector<model::RunError> errors);
};

/// The Measured view's table of fittedGroupColumns.
class FittedGroupsModel final : public RowTableModel<model::GroupCalibration> {
    Q_OBJECT
public:
    enum Column { GroupColumn, ComputeColumn, MemoryColumn, BandColumn, RunsColumn };
    explicit FittedGroupsModel(QObject* parent = nullptr);
    void setGroups(std::vector<model::GroupCalibration> groups);

    /// Half-width of the 90 % band of a log-normal spread sigma: exp(z·sigma) − 1, z =
    /// model::kBandZ.
    static double bandFraction(double sigmaLog);
};

} // namespace rightsizer::views
