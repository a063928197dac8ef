#pragma once

#include "model/Tco.h"

#include <QColor>
#include <QString>

#include <string_view>

class QCategoryAxis;

namespace rightsizer::views {

// What the TCO charts share: an option keeps its name and colour from chart to chart, and
// money axes read "$250k", "$1.5M" while the series hold plain USD (so that tests and exports
// see the engine's numbers).

/// "on-demand", "reserved-1y", ..., "hybrid".
QString tcoOptionText(model::TcoOption option);
/// The option's name with its fleet, as the CLI prints it: "on-prem (3 nodes)".
QString tcoOptionLabel(const model::TcoOptionResult& option);
/// The colour of an option in every TCO chart (Tableau 10, readable on light and dark themes).
QColor tcoOptionColor(model::TcoOption option);

/// The parameter table's row of a key ("on_prem.pue"); nullptr for an unknown key.
const model::TcoParameterInfo* tcoParameterInfo(std::string_view key);
/// A parameter value in its table unit, locale-aware, with the decimals its size needs and no
/// trailing zeros ("1.3", "370,000", "0.05"); "n/a" for NaN (nothing supplies it).
QString tcoShownNumber(double shown);
/// The parameter's table unit for a shown value: singular at exactly 1 ("1 replica",
/// "1 year", "1 run/month"), else as the table has it.
QString tcoUnitFor(const model::TcoParameterInfo& info, double shown);
/// An engine phrase marked RS_WORD("TcoWords", ...) (a parameter's name or unit, a way of
/// paying) in the interface's language.
QString tcoWord(std::string_view english);

/// Short USD amounts for axes and labels: "$1.23M", "$456k", "$789", "$1.87" (below $10).
QString shortMoney(double usd);

/// Labelled ticks on `axis` at round USD amounts covering [lowUsd, highUsd] (at most
/// `intervals` intervals between them); an axis position is the amount minus `originUsd` (the
/// tornado draws deltas from its base total, labelled as totals). Sets the axis range to the
/// outer ticks.
void setMoneyTicks(QCategoryAxis* axis, double lowUsd, double highUsd, double originUsd = 0,
                   int intervals = 6);

/// Month labels "1", "7", "13", ... (at most `maxLabels`) on `axis` for months
/// 1..horizonMonths; month m sits at position m + `offset` (bar charts put month 1 at 0). Sets
/// the range to half a month beyond the first and the last.
void setMonthTicks(QCategoryAxis* axis, int horizonMonths, double offset = 0, int maxLabels = 12);

} // namespace rightsizer::views
