#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace rightsizer::workspace {
class ScenarioDocument;
}

namespace rightsizer::views {

class TcoInputModel;

/// The TCO's inputs beside its charts: the editable table (TcoInputModel; double-click a value
/// to type a new one, in the table's unit), "Reset to default" for the selected row, and a red
/// line that shows why an edit was refused (the field and the accepted range). Every applied
/// edit is an undo step on the document.
class TcoInputsPanel final : public QWidget {
    Q_OBJECT

public:
    explicit TcoInputsPanel(workspace::ScenarioDocument* document, QWidget* parent = nullptr);

    TcoInputModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QPushButton* resetButton() const { return m_reset; }
    /// The last refusal; empty once an edit is applied.
    QLabel* errorLabel() const { return m_error; }

private:
    void resetSelected();
    void updateReset();
    void showError(const QString& message);

    TcoInputModel* m_model;
    QTableView* m_table;
    QPushButton* m_reset;
    QLabel* m_error;
};

} // namespace rightsizer::views
