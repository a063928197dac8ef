#pragma once

#include "model/Scenario.h"
#include "workspace/ScenarioDocument.h"

#include <QList>
#include <QObject>

#include <functional>

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

namespace rightsizer::app {

/// The Scenario menu: new, duplicate, rename and delete a scenario of the project (each an
/// undo step), go to the previous or next one, or pick one by name. The dialog-driven slots ask
/// for a name (checked as it is typed) or a confirmation; the name-taking slots do the work
/// (tests call those). A refusal is shown with the reason and changes nothing.
class ScenarioActions final : public QObject {
    Q_OBJECT
public:
    /// `newScenario` gives the scenario New Scenario starts from (the bundled example).
    ScenarioActions(workspace::ScenarioDocument* document, QWidget* window,
                    std::function<model::Scenario()> newScenario);

    void populate(QMenu* menu);
    /// New, duplicate and delete, for buttons beside the editor's scenario list.
    QList<QAction*> toolActions() const;

    QAction* newAction() const { return m_new; }
    QAction* duplicateAction() const { return m_duplicate; }
    QAction* renameAction() const { return m_rename; }
    QAction* deleteAction() const { return m_delete; }

public slots:
    bool addScenario(const QString& name);
    bool duplicateScenario(const QString& name);
    bool renameScenario(const QString& name);
    /// Deletes the current scenario; `confirm` asks first (Cancel changes nothing).
    bool deleteScenario(bool confirm = true);
    bool switchTo(int index);
    /// The dialogs: ask for the name, then do it.
    void askNewScenario();
    void askDuplicate();
    void askRename();

signals:
    /// A message for the status bar.
    void status(const QString& message);

private:
    /// Asks for a name for the scenario at `index` (-1: a new one); empty when cancelled.
    QString askName(const QString& title, const QString& prompt, const QString& initial, int index);
    void refresh();
    void showError(const QString& title, const model::Error& error);

    workspace::ScenarioDocument* m_doc;
    QWidget* m_window;
    std::function<model::Scenario()> m_newScenario;
    QAction* m_new = nullptr;
    QAction* m_duplicate = nullptr;
    QAction* m_rename = nullptr;
    QAction* m_delete = nullptr;
    QAction* m_previous = nullptr;
    QAction* m_next = nullptr;
    QMenu* m_list = nullptr;
    QActionGroup* m_listGroup = nullptr;
};

} // namespace rightsizer::app
