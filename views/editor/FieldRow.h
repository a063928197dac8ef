#pragma once

#include <QPalette>
#include <QPointer>
#include <QString>
#include <QWidget>

class QColor;
class QLabel;

namespace rightsizer::views::editor {

/// The colour of inline error text.
QColor errorTextColor();

/// The editor of one scenario field and its error. The error is the engine's message or the
/// editor's refusal (it names the field and the accepted range); while it shows, the editor is
/// marked (a red frame and tint, and the dynamic property "invalid" = true).
///
/// The message shows in a balloon just under the editor, over the form rather than in it, so
/// that it never moves the fields below (a field must not slide from under the pointer). The
/// balloon lets the mouse through to the field under it and names itself "<field path>.error",
/// so that tests and the main window find it.
class FieldRow final : public QWidget {
    Q_OBJECT
public:
    FieldRow(const QString& fieldPath, QWidget* editor, QWidget* parent = nullptr);
    ~FieldRow() override;

    const QString& fieldPath() const { return m_path; }
    /// The field's form label without mnemonic and colon ("Requests/s"); empty: none.
    const QString& label() const { return m_label; }
    void setLabel(const QString& label);
    QWidget* editor() const { return m_editor; }

    /// Shows `message` under the editor and marks it. A sticky message stays through
    /// clearError(), until clearStickyError() (the refused text stays in the box).
    void showError(const QString& message, bool sticky = false);
    /// Marks the editor without a message (the field a cross-field error names, when the
    /// message shows under the field that was edited).
    void markInvalid();
    /// Clears a message that is not sticky, and the mark.
    void clearError();
    /// Clears a sticky message.
    void clearStickyError();
    QString errorText() const;
    bool isMarked() const { return m_marked; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    void moveEvent(QMoveEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void setMarked(bool marked);
    void clear();
    /// Puts the balloon under the editor, or hides it while the editor is hidden.
    void placeBalloon();

    QString m_path;
    QWidget* m_editor;
    /// Owned by the widget it floats over (the form's scroll content), which may go first.
    QPointer<QLabel> m_error;
    QString m_label;
    QPalette m_normalPalette;
    bool m_normalAutoFill = false;
    bool m_marked = false;
    bool m_sticky = false;
};

} // namespace rightsizer::views::editor
