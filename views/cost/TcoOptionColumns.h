#pragma once

// The ways to pay for a configuration (model::TcoResult::options) as a table, described once
// for the CLI's `tco` text and the report's TCO section.

#include "model/Tco.h"
#include "views/QuantityFormat.h"
#include "views/table/RowTable.h"

#include <QStringList>

#include <vector>

namespace rightsizer::views {

struct TcoOptionRow {
    const model::TcoOptionResult* option = nullptr;
};

enum class TcoOptionColumnId { Option, Total, Npv, Band, UnitCost, Utilization, Gpus, BreakEven };

/// The columns; `serve`: the unit cost is per million output tokens, else per training run.
std::vector<TableColumn<TcoOptionRow>> tcoOptionColumns(bool serve,
                                                        const QuantityFormat& f = QuantityFormat());
/// The available options of `r`, in the result's order.
std::vector<TcoOptionRow> tcoOptionRows(const model::TcoResult& r);
/// "reserved-1y: unavailable: no reserved price…", one line per option that cannot be costed.
QStringList unavailableTcoOptions(const model::TcoResult& r);

} // namespace rightsizer::views
