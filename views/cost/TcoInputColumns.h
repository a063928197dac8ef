#pragma once

// The TCO's inputs (the horizon, model::tcoParameterTable() and the cloud's autoscaling) as a
// table, described once for the workbench's editable inputs (TcoInputModel), the CLI's `tco`
// assumptions and the report's TCO inputs.

#include "model/Tco.h"
#include "views/table/RowTable.h"

#include <QString>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace rightsizer::views {

/// One TCO input as the tables show it.
struct TcoInputRow {
    enum class Kind { Horizon, Autoscale, Parameter };
    Kind kind = Kind::Parameter;
    const model::TcoParameterInfo* info = nullptr; ///< Parameter rows only
    std::string key; ///< "on_prem.pue", "horizon_months", "cloud.autoscale"
    /// In the table's unit (percent for the *_percent keys, months, 0 or 1 for autoscale);
    /// NaN when nothing supplies it.
    double shown = std::numeric_limits<double>::quiet_NaN();
    model::Phrase source;  ///< where the value comes from ("scenario", "catalog: ...")
    bool editable = false; ///< a scenario input (the workbench edits it)

    QString label() const;
    QString unit() const;      ///< "months", "USD/GPU-h", "%", singular for 1 ("1 year")
    QString valueText() const; ///< "1.3", "on", "n/a"
};

enum class TcoInputColumnId { Parameter, Value, Unit, ValueWithUnit, Source, Date };

/// Parameter, Value and Unit (the workbench: the number, editable, and its unit apart), Value
/// with its unit (plain text and the report), Source, and Date (the workbench).
std::vector<TableColumn<TcoInputRow>> tcoInputColumns();

/// The parameters of a computed TCO that apply to its mode, with the values and sources it
/// resolved (the CLI and the report).
std::vector<TcoInputRow> tcoInputRows(const model::TcoResult& t);

/// The date a source text names: "2026-09-25" from "... observed 2026-09-25" (the latest of a
/// range "observed 2026-01-21..2026-09-25"), else its first price reference ("PRC-0119");
/// empty when it names neither.
QString sourceDate(const QString& source);

} // namespace rightsizer::views
