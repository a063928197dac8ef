#include "QuantitySpinBox.h"

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

double QuantitySpinBox::rounded(double value) const {
    const double scale = std::pow(10.0, decimals());
    return std::round(value * scale) / scale;
}

void QuantitySpinBox::wheelEvent(QWheelEvent* event) {
    if (!hasFocus()) {
        event->ignore(); // let the scroll area scroll
        return;
    }
    QDoubleSpinBox::wheelEvent(event);
}

} // namespace rightsizer::views::editor
