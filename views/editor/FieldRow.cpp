#include "FieldRow.h"

#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace rightsizer::views::editor {
namespace {

// Material red 800 on the default light palettes: legible, and distinct from selection blue.
const QColor kErrorText(0xc6, 0x28, 0x28);
const QColor kInvalidBackground(0xfd, 0xec, 0xea);
// A balloon narrower than this wraps a message into too many lines.
constexpr int kMinimumBalloonWidth = 220;

/// The widget the balloon floats over: the content of the scroll area the row is in (so that
/// it scrolls with the form), else the row's window.
QWidget* balloonHost(QWidget* row) {
    for (QWidget* w = row->parentWidget(); w != nullptr; w = w->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(w); area && area->widget() != nullptr)
            return area->widget();
    return row->window();
}

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
    layout->addWidget(editor);
    setFocusProxy(editor);

    m_error->setObjectName(fieldPath + QStringLiteral(".error"));
    m_error->setWordWrap(true);
    // The field under the balloon stays usable.
    m_error->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: %1; background: %2; border: 1px solid "
                                          "%1; border-radius: 3px; padding: 2px 4px; }")
                               .arg(kErrorText.name(), kInvalidBackground.name()));
    m_error->hide();

    m_normalPalette = editor->palette();
    m_normalAutoFill = editor->autoFillBackground();
    editor->setProperty("invalid", false);
}

FieldRow::~FieldRow() {
    delete m_error.data(); // it may float over a widget that outlives the row
}

void FieldRow::setLabel(const QString& label) {
    m_label = label;
    m_label.remove(QLatin1Char('&'));
    if (m_label.endsWith(QLatin1Char(':')))
        m_label.chop(1);
}

void FieldRow::showError(const QString& message, bool sticky) {
    m_error->setText(message);
    m_sticky = sticky && !message.isEmpty();
    m_editor->setAccessibleDescription(message);
    setMarked(true);
    placeBalloon();
}

void FieldRow::markInvalid() {
    setMarked(true);
}

void FieldRow::clearError() {
    if (!m_sticky)
        clear();
}

void FieldRow::clearStickyError() {
    if (m_sticky)
        clear();
}

void FieldRow::clear() {
    m_sticky = false;
    if (!m_marked && m_error->text().isEmpty())
        return;
    m_error->clear();
    m_error->hide();
    m_editor->setAccessibleDescription({});
    setMarked(false);
}

QString FieldRow::errorText() const {
    return m_error->text();
}

void FieldRow::placeBalloon() {
    if (m_error.isNull())
        return;
    QWidget* host = balloonHost(this);
    if (m_error->text().isEmpty() || !isVisibleTo(host)) {
        m_error->hide();
        return;
    }
    if (m_error->parentWidget() != host) {
        m_error->setParent(host);
        // The row learns of moves of the boxes it sits in (a section above grows).
        for (QWidget* w = parentWidget(); w != nullptr && w != host; w = w->parentWidget())
            w->installEventFilter(this);
        host->installEventFilter(this);
    }
    const QPoint below = m_editor->mapTo(host, QPoint(0, m_editor->height() + 1));
    const int width = std::min(std::max(m_editor->width(), kMinimumBalloonWidth),
                               std::max(host->width() - below.x(), 1));
    const int x = std::max(0, std::min(below.x(), host->width() - width));
    m_error->setGeometry(x, below.y(), width, m_error->heightForWidth(width));
    m_error->raise();
    m_error->show();
}

bool FieldRow::eventFilter(QObject* watched, QEvent* event) {
    switch (event->type()) {
    case QEvent::Move:
    case QEvent::Resize:
    case QEvent::LayoutRequest:
        if (!m_error.isNull() && !m_error->text().isEmpty())
            placeBalloon();
        break;
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

void FieldRow::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    placeBalloon();
}

void FieldRow::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    if (!m_error.isNull())
        m_error->hide();
}

void FieldRow::moveEvent(QMoveEvent* event) {
    QWidget::moveEvent(event);
    placeBalloon();
}

void FieldRow::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    placeBalloon();
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
