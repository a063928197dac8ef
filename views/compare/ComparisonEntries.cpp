#include "ComparisonEntries.h"

#include "views/QuantityFormat.h"
#include "workspace/QtText.h"

#include <QDateTime>
#include <QLocale>
#include <QObject>

#include <algorithm>

namespace rightsizer::views {
namespace {

using Json = nlohmann::ordered_json;

/// "2026-11-20T10:04:05Z" as local time to the minute, "2026-11-20 10:04"; the text itself
/// when it is not an ISO 8601 time.
QString shortTime(const std::string& utc) {
    const QDateTime t = QDateTime::fromString(q(utc), Qt::ISODate);
    return t.isValid() ? t.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")) : q(utc);
}

ComparisonEntry currentEntry(const project::ProjectScenario& s, bool editing) {
    ComparisonEntry e;
    e.scenarioName = q(s.name);
    e.key = comparisonEntryKey(e.scenarioName, 0);
    e.editing = editing;
    // Labels lead with what tells entries apart: a narrow header or axis elides the end.
    e.label = editing ? QObject::tr("editing · %1").arg(e.scenarioName) : e.scenarioName;
    e.description = editing ? QObject::tr("%1 (editing) — current state").arg(e.scenarioName)
                            : QObject::tr("%1 — current state").arg(e.scenarioName);
    e.toolTip = editing ? QObject::tr("The scenario as it is being edited, unsaved changes "
                                      "included")
                        : QObject::tr("The scenario as it stands in the project now, unsaved "
                                      "changes made in the workbench included");
    e.json = s.json;
    return e;
}

ComparisonEntry revisionEntry(const project::ProjectScenario& s, const project::Revision& r) {
    ComparisonEntry e;
    e.scenarioName = q(s.name);
    e.revision = r.number;
    e.key = comparisonEntryKey(e.scenarioName, r.number);
    e.label = QObject::tr("r%1 · %2").arg(r.number).arg(e.scenarioName);
    e.description = QObject::tr("%1 — revision %2, %3, %4: %5")
                        .arg(e.scenarioName)
                        .arg(r.number)
                        .arg(shortTime(r.timestampUtc), q(r.author), q(r.summary));
    e.toolTip = QObject::tr("Saved %1 (UTC) by %2").arg(q(r.timestampUtc), q(r.author));
    e.json = r.json;
    return e;
}

void flattenInto(const Json& value, const std::string& path, FlatInputs& out) {
    if (value.is_object() && !value.empty()) {
        for (const auto& [name, child] : value.items())
            flattenInto(child, path.empty() ? name : path + "." + name, out);
        return;
    }
    out.emplace_back(path, value);
}

QString numberText(const Json& v) {
    const QLocale locale;
    if (v.is_number_integer())
        return locale.toString(qlonglong(v.get<std::int64_t>()));
    if (v.is_number_unsigned())
        return locale.toString(qulonglong(v.get<std::uint64_t>()));
    return locale.toString(v.get<double>(), 'g', 10);
}

} // namespace

QString comparisonEntryKey(const QString& scenarioName, int revision) {
    return revision == 0 ? QStringLiteral("current:") + scenarioName
                         : QStringLiteral("r%1:").arg(revision) + scenarioName;
}

std::vector<ComparisonEntry> comparisonEntries(const project::Project& project,
                                               const QString& editingScenario) {
    std::vector<ComparisonEntry> entries;
    for (const project::ProjectScenario& s : project.scenarios) {
        entries.push_back(currentEntry(s, q(s.name) == editingScenario));
        for (auto r = s.revisions.rbegin(); r != s.revisions.rend(); ++r)
            entries.push_back(revisionEntry(s, *r));
    }
    // The edited scenario and its history first: that is what one compares most.
    std::stable_partition(entries.begin(), entries.end(), [&](const ComparisonEntry& e) {
        return e.scenarioName == editingScenario;
    });
    return entries;
}

QStringList defaultComparisonPick(const std::vector<ComparisonEntry>& entries) {
    const auto editing = std::find_if(entries.begin(), entries.end(),
                                      [](const ComparisonEntry& e) { return e.editing; });
    if (editing == entries.end())
        return {};
    QStringList pick{editing->key};
    for (const ComparisonEntry& e : entries)
        if (e.revision == 0 && !e.editing)
            return pick << e.key;
    for (const ComparisonEntry& e : entries) // newest revision first
        if (e.scenarioName == editing->scenarioName && e.revision > 0 && e.json != editing->json)
            return pick << e.key;
    return pick;
}

FlatInputs flattenScenarioJson(const std::string& jsonText) {
    const Json root = Json::parse(jsonText, nullptr, false);
    FlatInputs out;
    if (!root.is_object())
        return out;
    for (const auto& [name, value] : root.items())
        if (name != "schema") // the file format's version, not an input
            flattenInto(value, name, out);
    return out;
}

QString compactInputText(const Json& v) {
    if (v.is_null())
        return QStringLiteral("null");
    if (v.is_boolean())
        return v.get<bool>() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.is_number())
        return numberText(v);
    if (v.is_string())
        return q(v.get<std::string>());
    if (v.is_object())
        return QStringLiteral("{}");
    if (v.empty())
        return QObject::tr("(none)");
    const bool numbers =
        std::all_of(v.begin(), v.end(), [](const Json& x) { return x.is_number(); });
    if (numbers && v.size() > 8) {
        double peak = v.front().get<double>();
        for (const Json& x : v)
            peak = std::max(peak, x.get<double>());
        return QObject::tr("%1 values, peak %2")
            .arg(QLocale().toString(qulonglong(v.size())), QLocale().toString(peak, 'g', 6));
    }
    if (std::any_of(v.begin(), v.end(), [](const Json& x) { return x.is_structured(); }))
        return QObject::tr("%n item(s)", nullptr, int(v.size()));
    QStringList parts;
    for (const Json& x : v)
        parts << compactInputText(x);
    return parts.join(QStringLiteral(", "));
}

QVariant inputEditValue(const Json& v) {
    if (v.is_boolean())
        return v.get<bool>();
    if (v.is_number())
        return v.get<double>();
    if (v.is_string())
        return q(v.get<std::string>());
    return compactInputText(v);
}

} // namespace rightsizer::views
