#include "ChartStyle.h"

#include "ChartFit.h"

#include <QFont>
#include <QGuiApplication>
#include <QLocale>

namespace rightsizer::views {

bool isDarkPalette(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < 128;
}

void applyChartStyle(QChart* chart, const QPalette& palette) {
    chart->setTheme(isDarkPalette(palette) ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    // Axis and bar labels in the locale's conventions ("$1,50" in French), as every table and
    // tooltip beside them; printf-style label formats keep their precision and affixes.
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setBackgroundRoundness(0);
    QFont title = QGuiApplication::font();
    title.setBold(true);
    chart->setTitleFont(title);
    chart->legend()->setFont(QGuiApplication::font());
}

QChart* installStyledChart(QChartView* view, Qt::Alignment legend) {
    auto* chart = new QChart;
    applyChartStyle(chart, view->palette());
    if (legend == Qt::Alignment())
        chart->legend()->setVisible(false);
    else
        chart->legend()->setAlignment(legend);
    view->setChart(chart);
    view->setRenderHint(QPainter::Antialiasing);
    fitChartToSize(view);
    return chart;
}

} // namespace rightsizer::views
