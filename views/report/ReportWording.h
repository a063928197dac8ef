#pragma once

#include "model/Planner.h"
#include "model/Tco.h"
#include "views/QuantityFormat.h"

#include <QString>
#include <QStringList>

namespace rightsizer::views::report {

// How the report words engine results, in the report's language and its locale. In English, the
// C locale throughout: the same project gives the same text on every machine, and the numbers
// read as `rightsizer plan` and `tco` print them.

QString q(const std::string& s);
QString q(std::string_view s);
/// An engine sentence in the report's language (views::phraseText).
QString q(const model::Phrase& p);
/// The formatter of the whole report: the default locale (the report's ScopedLanguage sets it).
const QuantityFormat& fmt();

/// The report's type faces in the report's language: DejaVu Sans, and for Chinese and Japanese
/// the Noto CJK face of that language (Han characters are drawn differently in each).
QStringList reportFontFamilies();

/// Between the clauses of a list ("; "; "；" in Chinese) and between its items (", "; "、").
QString listSeparator();
QString commaSeparator();

QString precisionText(model::Precision p);
QString layoutText(const model::Candidate& c); ///< "TP2 PP2", "TP1 CP2"
QString configText(const model::Candidate& c); ///< "h100-nvl fp8 TP2 PP2"
/// "20 × NVIDIA H100 NVL 94GB in fp8 (TP2 PP2, 5 replicas at batch 98)".
QString deploymentText(const model::Scenario& s, const model::Candidate& c);
/// The TCO option with its fleet: "on-prem (3 nodes)".
QString optionText(const model::TcoOptionResult& o);
/// (target - predicted) / target as "28.6 %"; negative when the target is missed.
QString marginText(double predicted, double target);

} // namespace rightsizer::views::report
