#include "QuantitySpinBox.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QMetaMethod>
#include <QRegularExpression>
#include <QStyle>
#include <QStyleOptionSpinBox>
#include <QWheelEvent>

#include <cmath>
#include <utility>

namespace rightsizer::views::editor {

QuantitySpinBox::QuantitySpinBox(QWidget* parent)
    : QDoubleSpinBox(parent) {
    setGroupSeparatorShown(true);
    // Typing "2500" would otherwise edit the scenario at 2, 25 and 250 on the way.
    setKeyboardTracking(false);
    setFocusPolicy(Qt::StrongFocus);
    setAccelerated(true);
}

QString QuantitySpinBox::textFromValue(double value) const {
    QString text = locale().toString(value, 'f', decimals());
    const QString point = locale().decimalPoint();
    if (decimals() > 0 && text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

void QuantitySpinBox::setSingularSuffix(const QString& singular) {
    m_plural = suffix();
    m_singular = singular;
    connect(this, &QDoubleSpinBox::valueChanged, this, &QuantitySpinBox::followValueWithSuffix);
    followValueWithSuffix();
}

void QuantitySpinBox::followValueWithSuffix() {
    if (m_singular.isEmpty())
        return;
    const QString& wanted = value() == 1.0 ? m_singular : m_plural;
    if (suffix() != wanted)
        setSuffix(wanted);
}

double QuantitySpinBox::rounded(double value) const {
    const double scale = std::pow(10.0, decimals());
    return std::round(value * scale) / scale;
}

QString QuantitySpinBox::typedText() const {
    return withoutAffixes(lineEdit()->displayText());
}

QString QuantitySpinBox::withoutAffixes(const QString& text) const {
    QString number = text;
    for (const QString& s : {suffix(), m_plural, m_singular})
        if (!s.isEmpty() && number.endsWith(s)) {
            number.chop(s.size());
            break;
        }
    if (!prefix().isEmpty() && number.startsWith(prefix()))
        number.remove(0, prefix().size());
    return number.trimmed();
}

std::optional<double> QuantitySpinBox::typedNumber(const QString& text) const {
    QString number = withoutAffixes(text);
    number.remove(locale().groupSeparator());
    bool ok = false;
    const double value = locale().toDouble(number, &ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

QString QuantitySpinBox::valueText() const {
    if (value() == minimum() && !specialValueText().isEmpty())
        return specialValueText();
    return prefix() + textFromValue(value()) + suffix();
}

bool QuantitySpinBox::inGap(double value) const {
    return value > minimum() && value < m_lowestAfterMinimum;
}

double QuantitySpinBox::valueFromText(const QString& text) const {
    // Scientific notation ("2.5e1"), which QDoubleSpinBox's own reading does not take.
    if (const auto value = typedNumber(text))
        return *value;
    return QDoubleSpinBox::valueFromText(text);
}

QValidator::State QuantitySpinBox::validate(QString& text, int& pos) const {
    // The special value's text ("none", "engine default (256-1,024)") stands for the minimum;
    // QDoubleSpinBox::validate does not know it, so leaving the box would refuse it.
    if (!specialValueText().isEmpty() && text == specialValueText())
        return QValidator::Acceptable;
    const QValidator::State state = QDoubleSpinBox::validate(text, pos);
    if (state == QValidator::Acceptable) {
        // Between a special minimum and the least accepted value (1..63 tokens): refused.
        const auto value = typedNumber(text);
        return value && inGap(*value) ? QValidator::Intermediate : state;
    }
    if (state == QValidator::Intermediate)
        return state;
    // QDoubleSpinBox refuses the keystroke that takes the number out of the range (a "-" where
    // the minimum is positive, a digit past the maximum), so the user never sees why the
    // character did not appear and a "-3" becomes 3: let it be typed, and refuse it when
    // editing ends.
    // Scientific notation ("1e9", "2.5e1") is read too: accepted in range, else refused at the
    // end of editing with the accepted range (never "1e9" read as 19 by dropping the "e").
    // A number with more decimals than the field keeps ("1500.5" tokens) is refused too,
    // never rounded silently.
    if (const auto value = typedNumber(text))
        return *value >= minimum() && *value <= maximum() && !inGap(*value) &&
                       rounded(*value) == *value
                   ? QValidator::Acceptable
                   : QValidator::Intermediate;
    QString rest = text;
    for (const QString& s : {suffix(), m_plural, m_singular, prefix()})
        if (!s.isEmpty())
            rest.remove(s);
    rest = rest.trimmed();
    if (rest == locale().negativeSign() || rest == locale().positiveSign())
        return QValidator::Intermediate;
    // An exponent being typed: "1e", "1e-", "2.5E+".
    static const QRegularExpression partialExponent(QStringLiteral("^[^eE]*[0-9][eE][-+]?$"));
    if (partialExponent.match(rest).hasMatch())
        return QValidator::Intermediate;
    return state;
}

bool QuantitySpinBox::holdsRefusedText() const {
    QString text = lineEdit()->displayText();
    int pos = lineEdit()->cursorPosition();
    if (validate(text, pos) == QValidator::Acceptable)
        return false;
    // What QAbstractSpinBox accepts after its own fixup (misplaced group separators) is fine.
    QString fixed = text;
    fixup(fixed);
    return fixed == text || validate(fixed, pos) != QValidator::Acceptable;
}

bool QuantitySpinBox::refuseIfHeld() {
    // A box nobody asks about refusals (a filter) goes back to its value, as QDoubleSpinBox does.
    static const QMetaMethod refusedSignal = QMetaMethod::fromSignal(&QuantitySpinBox::refused);
    if (!isSignalConnected(refusedSignal) || !holdsRefusedText())
        return false;
    m_refused = true;
    emit refused(typedText());
    return true;
}

void QuantitySpinBox::stepBy(int steps) {
    // The arrows step from the value, over a refused text: the refusal is over.
    if (std::exchange(m_refused, false))
        emit refusalWithdrawn();
    const double low = m_lowestAfterMinimum;
    if (low > minimum()) {
        // Between the special minimum and the least accepted value nothing is accepted.
        if (steps > 0 && value() < low) {
            setValue(low);
            selectAll();
            return;
        }
        if (steps < 0 && value() <= low && value() > minimum()) {
            setValue(minimum());
            selectAll();
            return;
        }
    }
    QDoubleSpinBox::stepBy(steps);
}

QSize QuantitySpinBox::minimumSizeHint() const {
    const QSize size = QDoubleSpinBox::minimumSizeHint();
    if (specialValueText().isEmpty())
        return size;
    ensurePolished();
    QStyleOptionSpinBox option;
    initStyleOption(&option);
    const QSize text(fontMetrics().horizontalAdvance(specialValueText()) + 2, // + the cursor
                     lineEdit()->minimumSizeHint().height());
    return size.expandedTo(style()->sizeFromContents(QStyle::CT_SpinBox, &option, text, this));
}

bool QuantitySpinBox::event(QEvent* event) {
    // Undo and redo belong to the scenario (the window's Edit menu) once the box shows its
    // value: the line edit would take Ctrl+Z for its own, empty, typing history. While a typed
    // text is pending, they stay the line edit's.
    if (event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if ((key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo) ||
             key->keyCombination() == QKeyCombination(Qt::CTRL, Qt::Key_Y)) &&
            !m_refused && lineEdit()->displayText() == valueText()) {
            event->ignore();
            return true;
        }
    }
    return QDoubleSpinBox::event(event);
}

void QuantitySpinBox::wheelEvent(QWheelEvent* event) {
    if (!hasFocus()) {
        event->ignore(); // let the scroll area scroll
        return;
    }
    QDoubleSpinBox::wheelEvent(event);
}

void QuantitySpinBox::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (refuseIfHeld()) {
            // QAbstractSpinBox would show the previous value again: the typed text stays,
            // and nothing is applied until it is fixed or reverted.
            event->accept();
            return;
        }
        break;
    case Qt::Key_Escape: {
        static const QMetaMethod revert =
            QMetaMethod::fromSignal(&QuantitySpinBox::revertRequested);
        if (isSignalConnected(revert) && (m_refused || property("invalid").toBool() ||
                                          lineEdit()->displayText() != valueText())) {
            m_refused = false;
            emit revertRequested();
            event->accept();
            return;
        }
        break;
    }
    default:
        break;
    }
    const bool finishes = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    QDoubleSpinBox::keyPressEvent(event);
    // Still editing, the refusal stands; an accepted text at Return withdraws it.
    if (finishes && std::exchange(m_refused, false))
        emit refusalWithdrawn();
}

void QuantitySpinBox::focusOutEvent(QFocusEvent* event) {
    if (refuseIfHeld()) {
        // QAbstractSpinBox's focusOutEvent would put the previous value's text back: let the
        // line edit stop its cursor and leave the typed text.
        lineEdit()->event(event);
        QWidget::focusOutEvent(event); // NOLINT(bugprone-parent-virtual-call)
        return;
    }
    const bool wasRefused = std::exchange(m_refused, false);
    QDoubleSpinBox::focusOutEvent(event);
    if (wasRefused)
        emit refusalWithdrawn();
}

void QuantitySpinBox::forgetRefusal() {
    m_refused = false;
}

} // namespace rightsizer::views::editor
