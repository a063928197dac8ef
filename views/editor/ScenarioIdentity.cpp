#include "ScenarioIdentity.h"

#include "views/EnginePhrase.h"
#include "views/ReflowGrid.h"

#include "EditSession.h"
#include "FieldRow.h"
#include "workspace/ScenarioDocument.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

namespace rightsizer::views::editor {

ScenarioIdentity::ScenarioIdentity(EditSession* session, QWidget* parent)
    : FormSection(tr("Scenario"), session, parent) {
    m_switch = new QComboBox;
    m_switch->setObjectName(QStringLiteral("scenario.switch"));
    m_switch->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_switch->setMinimumContentsLength(8);
    m_switch->setToolTip(tr("The project's scenarios: pick the one to edit and evaluate. Each "
                            "keeps its unsaved changes (Ctrl+PgUp / Ctrl+PgDown)"));
    // The list spans the dock, with the scenario actions under it: the dock is narrow.
    auto* switchBox = new QWidget;
    auto* column = new QVBoxLayout(switchBox);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);
    column->addWidget(m_switch);
    m_switchColumn = column;
    addRow({}, new FieldRow(QStringLiteral("scenario.switch"), switchBox));

    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("name"));
    m_name->setPlaceholderText(tr("e.g. Llama 3.1 8B chatbot"));
    m_name->setToolTip(tr("The scenario's name: in the title bar, the comparison's headers, the "
                          "report and the project file. One line, unique in the project. "
                          "Applies on Enter"));
    addRow(tr("&Name:"), new FieldRow(QStringLiteral("name"), m_name));

    m_description = new QPlainTextEdit;
    m_description->setObjectName(QStringLiteral("description"));
    m_description->setTabChangesFocus(true);
    m_description->setPlaceholderText(tr("What this case is for (optional)"));
    m_description->setToolTip(
        tr("What the scenario is for, in your words: printed under its heading in the report, "
           "before the requirements the report derives from the inputs. Applies when the field "
           "loses focus or on Ctrl+Enter"));
    const int lines = 3;
    m_description->setFixedHeight(m_description->fontMetrics().lineSpacing() * lines +
                                  2 * m_description->frameWidth() + 8);
    m_description->installEventFilter(this);
    addRow(tr("&Description:"), new FieldRow(QStringLiteral("description"), m_description));

    connect(m_name, &QLineEdit::editingFinished, this, &ScenarioIdentity::applyName);
    connect(m_switch, &QComboBox::activated, this, [this](int index) {
        if (auto r = this->session()->document()->switchToScenario(index); !r) {
            this->session()->refuse(QStringLiteral("scenario.switch"), errorText(r.error()));
            refreshList();
        }
    });
    connect(session->document(), &workspace::ScenarioDocument::scenarioListChanged, this,
            &ScenarioIdentity::refreshList);
    refreshList();
}

void ScenarioIdentity::addActions(const QList<QAction*>& actions) {
    std::vector<QToolButton*> buttons;
    QSize cell;
    for (QAction* action : actions) {
        auto* button = new QToolButton;
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setObjectName(action->objectName() + QStringLiteral(".button"));
        buttons.push_back(button);
        cell = cell.expandedTo(button->sizeHint());
    }
    // In one row where the dock gives room, in two or more where it is narrow.
    auto* grid = new ReflowGrid(cell);
    grid->setMaximumColumns(int(buttons.size()));
    for (QToolButton* button : buttons)
        grid->addCell(button);
    m_switchColumn->addWidget(grid);
}

void ScenarioIdentity::refreshList() {
    const workspace::ScenarioDocument* doc = session()->document();
    const QSignalBlocker block(m_switch);
    m_switch->clear();
    const QStringList names = doc->scenarioNames();
    for (int i = 0; i < names.size(); ++i)
        m_switch->addItem(QStringLiteral("%1. %2").arg(i + 1).arg(names[i]));
    m_switch->setCurrentIndex(doc->currentScenarioIndex());
    // One scenario: the name field below says it all; the list appears with the second.
    m_switch->setVisible(names.size() > 1);
}

void ScenarioIdentity::refresh(const model::Scenario& s) {
    FormSection::refresh(s);
    const QString name = QString::fromStdString(s.name);
    if (m_name->text() != name) {
        const QSignalBlocker block(m_name);
        m_name->setText(name);
    }
    const QString description = QString::fromStdString(s.description);
    if (m_description->toPlainText() != description) {
        const QSignalBlocker block(m_description);
        m_description->setPlainText(description);
    }
}

void ScenarioIdentity::applyName() {
    const QString name = m_name->text();
    if (name == QString::fromStdString(session()->scenario().name))
        return;
    const std::string value = name.toStdString();
    session()->apply(QStringLiteral("name"), tr("Rename to “%1”").arg(name),
                     [&value](model::Scenario& s) { s.name = value; });
    session()->seal();
}

void ScenarioIdentity::applyDescription() {
    const QString text = m_description->toPlainText();
    if (text == QString::fromStdString(session()->scenario().description))
        return;
    const std::string value = text.toStdString();
    session()->apply(QStringLiteral("description"), tr("Edit description"),
                     [&value](model::Scenario& s) { s.description = value; });
    session()->seal();
}

bool ScenarioIdentity::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_description) {
        if (event->type() == QEvent::FocusOut) {
            applyDescription();
        } else if (event->type() == QEvent::KeyPress) {
            const auto* key = static_cast<QKeyEvent*>(event);
            if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) &&
                key->modifiers().testFlag(Qt::ControlModifier)) {
                applyDescription();
                return true;
            }
        }
    }
    return FormSection::eventFilter(watched, event);
}

} // namespace rightsizer::views::editor
