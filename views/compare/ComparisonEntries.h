#pragma once

#include "project/ProjectFile.h"

#include <nlohmann/json.hpp>

#include <QString>
#include <QStringList>
#include <QVariant>

#include <string>
#include <utility>
#include <vector>

namespace rightsizer::views {

/// One thing the comparison can show: a scenario of the project as it stands now, or one of its
/// saved revisions.
struct ComparisonEntry {
    QString key; ///< stable id, comparisonEntryKey(scenarioName, revision)
    QString scenarioName;
    int revision = 0;     ///< revision number; 0: the current state
    bool editing = false; ///< the current state of the scenario the document edits
    QString label;        ///< short name for column headers and legends
    QString description;  ///< the picker's line
    QString toolTip;
    std::string json; ///< the scenario file text of this state
};

/// Key of a scenario's current state (revision 0) or of one of its revisions:
/// "current:NAME", "r3:NAME".
QString comparisonEntryKey(const QString& scenarioName, int revision);

/// Every scenario of the project (current state first, the edited one marked) followed by its
/// saved revisions, newest first. `editingScenario` names the scenario the document edits.
std::vector<ComparisonEntry> comparisonEntries(const project::Project& project,
                                               const QString& editingScenario);

/// The entries to pick when the user has picked nothing yet: the edited scenario's current
/// state and the first other scenario, else its newest revision that differs from it. Fewer
/// than two keys when the project holds nothing to compare with.
QStringList defaultComparisonPick(const std::vector<ComparisonEntry>& entries);

/// A scenario's inputs: every leaf of its JSON by dotted path ("workload.requests_per_s",
/// "tco.on_prem.pue"), in the file's order; arrays are leaves. "schema" is left out.
using FlatInputs = std::vector<std::pair<std::string, nlohmann::ordered_json>>;

/// Flattens scenario JSON text; an empty list when the text is not a JSON object.
FlatInputs flattenScenarioJson(const std::string& jsonText);

/// A leaf as one short line: numbers in the locale, strings as they are, short arrays joined
/// ("bf16, fp8"), long numeric arrays summarised ("168 values, peak 20").
QString compactInputText(const nlohmann::ordered_json& value);

/// A leaf as a plain value for Qt::EditRole: a double, a bool, or text.
QVariant inputEditValue(const nlohmann::ordered_json& value);

} // namespace rightsizer::views
