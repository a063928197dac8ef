#include "ScenarioActions.h"

#include "NameDialog.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QWidget>

namespace rightsizer::app {

ScenarioActions::ScenarioActions(workspace::ScenarioDocument* document, QWidget* window,
                                 std::function<model::Scenario()> newScenario)
    : QObject(window)
    , m_doc(document)
    , m_window(window)
    , m_newScenario(std::move(newScenario)) {
    auto make = [this](const QString& text, const QString& iconText, const char* name,
                       const QKeySequence& key, const QString& tip) {
        auto* a = new QAction(text, this);
        a->setIconText(iconText);
        a->setObjectName(QString::fromLatin1(name));
        a->setShortcut(key);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        a->setStatusTip(tip);
        m_window->addAction(a); // the shortcut works wherever the focus is in the window
        return a;
    };
    m_new = make(tr("&New Scenario…"), tr("New…"), "newScenario",
                 QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N),
                 tr("Add a scenario to the project, starting from the bundled example"));
    m_duplicate = make(tr("&Duplicate Scenario…"), tr("Duplicate…"), "duplicateScenario",
                       QKeySequence(Qt::CTRL | Qt::Key_D),
                       tr("Add a copy of this scenario to the project, to vary it"));
    // Not F2: the editable tables of the window (TCO inputs, demand) edit a cell with it.
    m_rename =
        make(tr("&Rename Scenario…"), tr("Rename"), "renameScenario",
             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), tr("Give this scenario another name"));
    m_delete = make(tr("De&lete Scenario…"), tr("Delete…"), "deleteScenario",
                    QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Delete),
                    tr("Remove this scenario and its saved revisions from the project "
                       "(asks first; Undo brings it back)"));
    m_previous = make(tr("&Previous Scenario"), tr("Previous"), "previousScenario",
                      QKeySequence(Qt::CTRL | Qt::Key_PageUp), tr("Edit the previous scenario"));
    m_next = make(tr("Ne&xt Scenario"), tr("Next"), "nextScenario",
                  QKeySequence(Qt::CTRL | Qt::Key_PageDown), tr("Edit the next scenario"));
    connect(m_new, &QAction::triggered, this, &ScenarioActions::askNewScenario);
    connect(m_duplicate, &QAction::triggered, this, &ScenarioActions::askDuplicate);
    connect(m_rename, &QAction::triggered, this, &ScenarioActions::askRename);
    connect(m_delete, &QAction::triggered, this, [this] { deleteScenario(true); });
    connect(m_previous, &QAction::triggered, this,
            [this] { switchTo(m_doc->currentScenarioIndex() - 1); });
    connect(m_next, &QAction::triggered, this,
            [this] { switchTo(m_doc->currentScenarioIndex() + 1); });
    connect(m_doc, &workspace::ScenarioDocument::scenarioListChanged, this,
            &ScenarioActions::refresh);
}

void ScenarioActions::populate(QMenu* menu) {
    menu->addActions({m_new, m_duplicate, m_rename, m_delete});
    menu->addSeparator();
    menu->addActions({m_previous, m_next});
    m_list = menu->addMenu(tr("&Edit Scenario"));
    m_listGroup = new QActionGroup(this);
    refresh();
}

QList<QAction*> ScenarioActions::toolActions() const {
    return {m_new, m_duplicate, m_delete};
}

void ScenarioActions::refresh() {
    const QStringList names = m_doc->scenarioNames();
    const int current = m_doc->currentScenarioIndex();
    m_delete->setEnabled(names.size() > 1);
    m_previous->setEnabled(current > 0);
    m_next->setEnabled(current + 1 < names.size());
    if (m_list == nullptr)
        return;
    m_list->clear();
    for (QAction* a : m_listGroup->actions())
        m_listGroup->removeAction(a);
    for (int i = 0; i < names.size(); ++i) {
        // "&1 name": the menu's own mnemonic for the first nine.
        QAction* a =
            m_list->addAction(i < 9 ? QStringLiteral("&%1 %2").arg(i + 1).arg(names[i]) : names[i]);
        a->setCheckable(true);
        a->setChecked(i == current);
        m_listGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, i] { switchTo(i); });
    }
}

bool ScenarioActions::switchTo(int index) {
    if (index < 0 || index >= m_doc->scenarioNames().size())
        return false;
    if (auto r = m_doc->switchToScenario(index); !r) {
        showError(tr("Cannot open the scenario"), r.error());
        return false;
    }
    emit status(tr("Editing scenario “%1”").arg(m_doc->scenarioName()));
    return true;
}

QString ScenarioActions::askName(const QString& title, const QString& prompt,
                                 const QString& initial, int index) {
    NameDialog dialog(
        title, prompt, initial,
        [this, index](const QString& name) { return m_doc->checkScenarioName(name, index); },
        m_window);
    dialog.setObjectName(QStringLiteral("scenarioNameDialog"));
    return dialog.exec() == QDialog::Accepted ? dialog.text() : QString();
}

void ScenarioActions::askNewScenario() {
    const QString name = askName(tr("New Scenario"),
                                 tr("Name of the new scenario (it starts from the bundled "
                                    "example; edit it in the Scenario panel):"),
                                 m_doc->uniqueScenarioName(tr("Scenario")), -1);
    if (!name.isEmpty())
        addScenario(name);
}

void ScenarioActions::askDuplicate() {
    const QString name = askName(
        tr("Duplicate Scenario"), tr("Name of the copy of “%1”:").arg(m_doc->scenarioName()),
        m_doc->uniqueScenarioName(tr("%1 (copy)").arg(m_doc->scenarioName())), -1);
    if (!name.isEmpty())
        duplicateScenario(name);
}

void ScenarioActions::askRename() {
    const QString name =
        askName(tr("Rename Scenario"), tr("New name of “%1”:").arg(m_doc->scenarioName()),
                m_doc->scenarioName(), m_doc->currentScenarioIndex());
    if (!name.isEmpty())
        renameScenario(name);
}

bool ScenarioActions::addScenario(const QString& name) {
    model::Scenario s = m_newScenario();
    // The example's description is about the example: a new case starts without one.
    s.description.clear();
    if (auto r = m_doc->addScenario(std::move(s), name); !r) {
        showError(tr("Cannot add the scenario"), r.error());
        return false;
    }
    emit status(tr("Added scenario “%1” (Undo removes it)").arg(name));
    return true;
}

bool ScenarioActions::duplicateScenario(const QString& name) {
    const QString from = m_doc->scenarioName();
    if (auto r = m_doc->duplicateScenario(name); !r) {
        showError(tr("Cannot duplicate the scenario"), r.error());
        return false;
    }
    emit status(tr("Copied “%1” as “%2”").arg(from, name));
    return true;
}

bool ScenarioActions::renameScenario(const QString& name) {
    const QString from = m_doc->scenarioName();
    if (auto r = m_doc->renameScenario(name); !r) {
        showError(tr("Cannot rename the scenario"), r.error());
        return false;
    }
    emit status(tr("Renamed “%1” to “%2”").arg(from, name));
    return true;
}

bool ScenarioActions::deleteScenario(bool confirm) {
    const QString name = m_doc->scenarioName();
    if (confirm && m_doc->scenarioNames().size() > 1) {
        const project::Project project = m_doc->project();
        const size_t revisions =
            project.scenarios[size_t(m_doc->currentScenarioIndex())].revisions.size();
        QMessageBox box(QMessageBox::Warning, tr("Delete Scenario"),
                        tr("Delete scenario “%1”%2 from the project?")
                            .arg(name, revisions == 0 ? QString()
                                       : revisions == 1
                                           ? tr(" and its saved revision")
                                           : tr(" and its %1 saved revisions").arg(revisions)),
                        QMessageBox::Cancel, m_window);
        box.setObjectName(QStringLiteral("deleteScenarioConfirm"));
        box.setInformativeText(tr("Edit → Undo brings it back while the project is open; the "
                                  "file loses it when you save."));
        QPushButton* remove = box.addButton(tr("&Delete"), QMessageBox::DestructiveRole);
        remove->setObjectName(QStringLiteral("confirmDelete"));
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != remove)
            return false;
    }
    if (auto r = m_doc->deleteScenario(); !r) {
        showError(tr("Cannot delete the scenario"), r.error());
        return false;
    }
    emit status(tr("Deleted scenario “%1” (Undo brings it back)").arg(name));
    return true;
}

void ScenarioActions::showError(const QString& title, const model::Error& error) {
    emit status(title);
    auto* box = new QMessageBox(QMessageBox::Warning, title, QString::fromStdString(error.message),
                                QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("scenarioError"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace rightsizer::app
