#include "QuantitySpinBox.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QStyle>
#include <QStyleOptionSpinBox>
#include <QWheelEvent>

#include <cmath>

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

std::optional<double> QuantitySpinBox::typedNumber(const QString& text) const {
    QString number = text;
    for (const QString& s : {suffix(), m_plural, m_singular})
        if (!s.isEmpty() && number.endsWith(s)) {
            number.chop(s.size());
            break;
        }
    if (!prefix().isEmpty() && number.startsWith(prefix()))
        number.remove(0, prefix().size());
    number = number.trimmed();
    number.remove(locale().groupSeparator());
    bool ok = false;
    const double value = locale().toDouble(number, &ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

QValidator::State QuantitySpinBox::validate(QString& text, int& pos) const {
    const QValidator::State state = QDoubleSpinBox::validate(text, pos);
    if (state != QValidator::Invalid)
        return state;
    // QDoubleSpinBox refuses the keystroke that takes the number past the maximum, so the user
    // never sees why the digit did not appear: let it be typed, and refuse it when editing ends.
    if (const auto value = typedNumber(text); value && (*value > maximum() || *value < minimum()))
        return QValidator::Intermediate;
    return state;
}

std::optional<double> QuantitySpinBox::typedOutOfRange() const {
    QString text = lineEdit()->displayText();
    int pos = 0;
    if (QDoubleSpinBox::validate(text, pos) == QValidator::Acceptable)
        return std::nullopt;
    const auto value = typedNumber(text);
    if (value && (*value > maximum() || *value < minimum()))
        return value;
    return std::nullopt;
}

void QuantitySpinBox::stepBy(int steps) {
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

void QuantitySpinBox::wheelEvent(QWheelEvent* event) {
    if (!hasFocus()) {
        event->ignore(); // let the scroll area scroll
        return;
    }
    QDoubleSpinBox::wheelEvent(event);
}

void QuantitySpinBox::keyPressEvent(QKeyEvent* event) {
    const bool finishes = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    const auto refused = finishes ? typedOutOfRange() : std::nullopt;
    QDoubleSpinBox::keyPressEvent(event); // shows the previous value again
    if (refused)
        emit outOfRangeTyped(*refused);
}

void QuantitySpinBox::focusOutEvent(QFocusEvent* event) {
    const auto refused = typedOutOfRange();
    QDoubleSpinBox::focusOutEvent(event);
    if (refused)
        emit outOfRangeTyped(*refused);
}

} // namespace rightsizer::views::editor
