#pragma once

#include "FormSection.h"

#include <QList>

class QAction;
class QComboBox;
class QVBoxLayout;
class QLineEdit;
class QPlainTextEdit;

namespace rightsizer::views::editor {

/// The "Scenario" group at the top of the editor: which of the project's scenarios is edited
/// (a list to switch between them, shown once there are two, with the new / duplicate / delete
/// actions under it), and
/// the edited scenario's name and description. The name applies on Enter or when the field
/// loses focus; a name that is empty, spans lines, starts or ends with a space or is another
/// scenario's is refused under the field and not applied. The description applies when the
/// field loses focus or on Ctrl+Enter. Each is one undo step.
///
/// Object names: "scenario.switch" (combo), "name" (line edit, errors in "name.error"),
/// "description" (text box, errors in "description.error").
class ScenarioIdentity final : public FormSection {
    Q_OBJECT
public:
    explicit ScenarioIdentity(EditSession* session, QWidget* parent = nullptr);

    void refresh(const model::Scenario& s) override;
    /// Tool buttons for these actions beside the scenario list (the window's Scenario menu).
    void addActions(const QList<QAction*>& actions);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refreshList();
    void applyName();
    void applyDescription();

    QComboBox* m_switch = nullptr;
    QVBoxLayout* m_switchColumn = nullptr; ///< the list, then the scenario actions
    QLineEdit* m_name = nullptr;
    QPlainTextEdit* m_description = nullptr;
};

} // namespace rightsizer::views::editor
