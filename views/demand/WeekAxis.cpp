#include "WeekAxis.h"

#include "model/TcoInputs.h"

#include <QCategoryAxis>
#include <QCoreApplication>

namespace rightsizer::views {

QString dayShortName(int day) {
    static const char* const kDays[] = {
        QT_TRANSLATE_NOOP("WeekAxis", "Mon"), QT_TRANSLATE_NOOP("WeekAxis", "Tue"),
        QT_TRANSLATE_NOOP("WeekAxis", "Wed"), QT_TRANSLATE_NOOP("WeekAxis", "Thu"),
        QT_TRANSLATE_NOOP("WeekAxis", "Fri"), QT_TRANSLATE_NOOP("WeekAxis", "Sat"),
        QT_TRANSLATE_NOOP("WeekAxis", "Sun")};
    return QCoreApplication::translate("WeekAxis", kDays[((day % 7) + 7) % 7]);
}

QString hourOfWeekName(int hour) {
    const int h = hour % 24;
    return QStringLiteral("%1 %2:00\u2013%3:00")
        .arg(dayShortName(hour / 24))
        .arg(h, 2, 10, QLatin1Char('0'))
        .arg(h + 1, 2, 10, QLatin1Char('0'));
}

QCategoryAxis* makeWeekAxis() {
    auto* axis = new QCategoryAxis;
    axis->setMin(0);
    axis->setMax(model::kHoursPerWeek);
    axis->setStartValue(0);
    for (int day = 0; day < 7; ++day)
        axis->append(dayShortName(day), (day + 1) * 24.0);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    axis->setTitleText(QCoreApplication::translate("WeekAxis", "hour of the week"));
    return axis;
}

} // namespace rightsizer::views
