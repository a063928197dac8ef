// ScenarioDocument: the project's list of scenarios (switch, add, duplicate, rename, delete,
// describe) and what each save's revisions say.

#include "RevisionSummary.h"

#include "ScenarioDocument.h"
#include "ScenarioEditCommand.h"
#include "ScenarioListCommand.h"
#include "workspace/QtText.h"

#include <algorithm>

namespace rightsizer::workspace {
namespace {

model::Error nameError(const QString& message) {
    return {"name", message.toStdString()};
}

} // namespace

QStringList ScenarioDocument::scenarioNames() const {
    QStringList names;
    for (size_t i = 0; i < m_set.entries.size(); ++i) {
        const ScenarioSet::Slot& slot = m_set.entries[i];
        names << (i == m_set.current ? q(m_scenario.name)
                  : slot.working     ? q(slot.working->name)
                                     : q(slot.storedName));
    }
    return names;
}

model::Status ScenarioDocument::switchToScenario(int index) {
    if (index < 0 || size_t(index) >= m_set.entries.size())
        return model::Error{"scenario", tr("no scenario %1 in the project (it holds %2)")
                                            .arg(index + 1)
                                            .arg(m_set.entries.size())
                                            .toStdString()};
    if (size_t(index) == m_set.current)
        return {};
    auto next = slotScenario(m_set.entries[size_t(index)]);
    if (!next)
        return next.error();
    sealEdits(); // an edit of the next scenario never merges into one of this one
    m_set.entries[m_set.current].working = m_scenario;
    m_set.current = size_t(index);
    m_set.entries[m_set.current].working = next.value();
    m_scenario = std::move(next).value();
    emit scenarioListChanged();
    emit currentScenarioSwitched();
    emit scenarioChanged();
    emit fileStateChanged();
    return {};
}

model::Status ScenarioDocument::checkScenarioName(const QString& name, int index) const {
    if (name.trimmed().isEmpty())
        return nameError(tr("Scenario name: must not be empty"));
    if (name.contains(QLatin1Char('\n')) || name.contains(QLatin1Char('\r')))
        return nameError(tr("Scenario name: must be one line"));
    if (name != name.trimmed())
        return nameError(
            tr("Scenario name: “%1” starts or ends with a space; remove it").arg(name));
    const QStringList names = scenarioNames();
    for (int i = 0; i < names.size(); ++i)
        if (i != index && names[i] == name)
            return nameError(
                tr("Scenario name: “%1” is already the name of scenario %2 of this project; "
                   "each scenario needs its own name")
                    .arg(name)
                    .arg(i + 1));
    return {};
}

model::Status ScenarioDocument::checkNameChange(const model::Scenario& after) const {
    if (after.name == m_scenario.name)
        return {};
    return checkScenarioName(q(after.name), int(m_set.current));
}

model::Status ScenarioDocument::renameScenario(const QString& name) {
    if (name == scenarioName())
        return {};
    if (auto ok = checkScenarioName(name, int(m_set.current)); !ok)
        return ok.error();
    const std::string text = name.toStdString();
    auto r = edit(QStringLiteral("name"), tr("Rename to “%1”").arg(name),
                  [&text](model::Scenario& s) { s.name = text; });
    sealEdits(); // a rename is one step of its own
    return r;
}

model::Status ScenarioDocument::setScenarioDescription(const QString& text) {
    if (text == q(m_scenario.description))
        return {};
    const std::string value = text.toStdString();
    return edit(QStringLiteral("description"), tr("Edit description"),
                [&value](model::Scenario& s) { s.description = value; });
}

model::Status ScenarioDocument::addScenario(model::Scenario scenario, const QString& name) {
    return insertScenario(std::move(scenario), name, tr("Add scenario “%1”").arg(name));
}

model::Status ScenarioDocument::duplicateScenario(const QString& name) {
    return insertScenario(m_scenario, name, tr("Duplicate “%1” as “%2”").arg(scenarioName(), name));
}

model::Status ScenarioDocument::insertScenario(model::Scenario scenario, const QString& name,
                                               const QString& description) {
    if (auto ok = checkScenarioName(name, -1); !ok)
        return ok.error();
    scenario.name = name.toStdString();
    if (auto ok = model::validateScenario(scenario); !ok)
        return ok.error();
    sealEdits();
    ScenarioSet before = snapshot();
    ScenarioSet after = before;
    const quint64 uid = nextUid();
    const size_t at = after.current + 1;
    after.entries.insert(after.entries.begin() + std::ptrdiff_t(at),
                         {uid, {}, {}, std::move(scenario)});
    after.current = at;
    m_undo.push(
        new ScenarioListCommand(this, uid, std::move(before), std::move(after), description));
    return {};
}

model::Status ScenarioDocument::deleteScenario() {
    if (m_set.entries.size() < 2)
        return model::Error{"scenario",
                            tr("“%1” is the only scenario of the project, and a project keeps at "
                               "least one: add another before deleting this one")
                                .arg(scenarioName())
                                .toStdString()};
    ScenarioSet before = snapshot();
    ScenarioSet after = before;
    const quint64 uid = currentUid();
    after.entries.erase(after.entries.begin() + std::ptrdiff_t(after.current));
    // The next one becomes current (the previous one when the last was deleted); one whose
    // stored text does not parse cannot be shown: the first one that does instead.
    std::optional<model::Error> failure;
    const size_t preferred = std::min(after.current, after.entries.size() - 1);
    std::vector<size_t> order{preferred};
    for (size_t i = 0; i < after.entries.size(); ++i)
        if (i != preferred)
            order.push_back(i);
    bool shown = false;
    for (size_t i : order) {
        auto s = slotScenario(after.entries[i]);
        if (!s) {
            failure = s.error();
            continue;
        }
        after.entries[i].working = std::move(s).value();
        after.current = i;
        shown = true;
        break;
    }
    if (!shown)
        return *failure;
    sealEdits();
    m_undo.push(new ScenarioListCommand(this, uid, std::move(before), std::move(after),
                                        tr("Delete scenario “%1”").arg(scenarioName())));
    return {};
}

QString ScenarioDocument::uniqueScenarioName(const QString& base) const {
    const QStringList names = scenarioNames();
    if (!names.contains(base))
        return base;
    for (int n = 2;; ++n)
        if (const QString candidate = QStringLiteral("%1 %2").arg(base).arg(n);
            !names.contains(candidate))
            return candidate;
}

std::vector<std::pair<quint64, QString>> ScenarioDocument::editsSinceSave() const {
    // The steps between the saved state and now. When the saved state is not on the stack
    // (undone past it and edited on, or a recovered copy), the whole history is the best
    // account there is.
    int from = m_undo.cleanIndex();
    const int to = m_undo.index();
    if (from < 0 || from > to)
        from = 0;
    std::vector<std::pair<quint64, QString>> edits;
    for (int i = from; i < to; ++i) {
        const QUndoCommand* c = m_undo.command(i);
        if (const auto* e = dynamic_cast<const ScenarioEditCommand*>(c))
            edits.emplace_back(e->scenarioUid(), c->text());
        else if (const auto* l = dynamic_cast<const ScenarioListCommand*>(c))
            edits.emplace_back(l->scenarioUid(), c->text());
    }
    return edits;
}

QString ScenarioDocument::pendingRevisionSummary(int index) const {
    if (index < 0 || size_t(index) >= m_set.entries.size())
        return {};
    const quint64 uid = m_set.entries[size_t(index)].uid;
    QStringList texts;
    for (const auto& [editUid, text] : editsSinceSave())
        if (editUid == uid)
            texts << text;
    if (texts.isEmpty() && m_dirtyWithoutUndo)
        return tr("recovered unsaved changes");
    return summariseEdits(texts);
}

} // namespace rightsizer::workspace
