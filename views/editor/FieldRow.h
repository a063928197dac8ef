#pragma once

#include <QPalette>
#include <QString>
#include <QWidget>

class QColor;
class QLabel;

namespace rightsizer::views::editor {

/// The colour of inline error text.
QColor errorTextColor();

/// The editor of one scenario field with its inline error under it. The error is the
/// engine's message (it names the field and the accepted range); while it shows, the editor
/// is marked (a red-tinted background and the dynamic property "invalid" = true).
///
/// The error label is named "<field path>.error" so that tests and the main window find it.
class FieldRow final : public QWidget {
    Q_OBJECT
public:
    FieldRow(const QString& fieldPath, QWidget* editor, QWidget* parent = nullptr);

    const QString& fieldPath() const { return m_path; }
    QWidget* editor() const { return m_editor; }

    /// Shows `message` under the editor and marks it.
    void showError(const QString& message);
    /// Marks the editor without a message (the field a cross-field error names, when the
    /// message shows under the field that was edited).
    void markInvalid();
    void clearError();
    QString errorText() const;
    bool isMarked() const { return m_marked; }

private:
    void setMarked(bool marked);

    QString m_path;
    QWidget* m_editor;
    QLabel* m_error;
    QPalette m_normalPalette;
    bool m_normalAutoFill = false;
    bool m_marked = false;
};

} // namespace rightsizer::views::editor
