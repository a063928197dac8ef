#include "FieldRow.h"

#include <QLabel>
#include <QVBoxLayout>

namespace rightsizer::views::editor {
namespace {

// Material red 800 on the default light palettes: legible, and distinct from selection blue.
const QColor kErrorText(0xc6, 0x28, 0x28);
const QColor kInvalidBackground(0xfd, 0xec, 0xea);

} // namespace

QColor errorTextColor() {
    return kErrorText;
}

FieldRow::FieldRow(const QString& fieldPath, QWidget* editor, QWidget* parent)
    : QWidget(parent)
    , m_path(fieldPath)
    , m_editor(editor)
    , m_error(new QLabel(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(editor);
    layout->addWidget(m_error);
    setFocusProxy(editor);

    m_error->setObjectName(fieldPath + QStringLiteral(".error"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette palette = m_error->palette();
    palette.setColor(QPalette::WindowText, kErrorText);
    m_error->setPalette(palette);
    m_error->hide();

    m_normalPalette = editor->palette();
    m_normalAutoFill = editor->autoFillBackground();
    editor->setProperty("invalid", false);
}

void FieldRow::showError(const QString& message) {
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
    m_editor->setAccessibleDescription(message);
    setMarked(true);
}

void FieldRow::markInvalid() {
    setMarked(true);
}

void FieldRow::clearError() {
    if (!m_marked && m_error->isHidden())
        return;
    m_error->clear();
    m_error->hide();
    m_editor->setAccessibleDescription({});
    setMarked(false);
}

QString FieldRow::errorText() const {
    return m_error->text();
}

void FieldRow::setMarked(bool marked) {
    if (marked == m_marked)
        return;
    m_marked = marked;
    m_editor->setProperty("invalid", marked);
    if (!marked) {
        m_editor->setPalette(m_normalPalette);
        m_editor->setAutoFillBackground(m_normalAutoFill);
        return;
    }
    QPalette palette = m_normalPalette;
    palette.setColor(QPalette::Base, kInvalidBackground);
    palette.setColor(QPalette::Window, kInvalidBackground);
    m_editor->setPalette(palette);
    m_editor->setAutoFillBackground(true);
}

} // namespace rightsizer::views::editor
