#include "Theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace rightsizer::app {
namespace {

QPalette darkPalette() {
    // Contrast of text on window and base about 12:1, links and highlights readable on both.
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x31), base(0x1e, 0x1f, 0x22), text(0xe6, 0xe6, 0xe6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xb6, 0xff));
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xc0));
    p.setColor(QPalette::HighlightedText, Qt::white);
    for (auto role : {QPalette::Text, QPalette::ButtonText, QPalette::WindowText})
        p.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
    return p;
}

} // namespace

Theme themeFromName(const QString& name) {
    if (name == QStringLiteral("light"))
        return Theme::Light;
    if (name == QStringLiteral("dark"))
        return Theme::Dark;
    return Theme::System;
}

QString themeName(Theme theme) {
    switch (theme) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

void applyTheme(Theme theme) {
    static const QString systemStyle = QApplication::style()->name();
    if (theme == Theme::System) {
        QApplication::setStyle(QStyleFactory::create(systemStyle));
        QApplication::setPalette(QApplication::style()->standardPalette());
        return;
    }
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(theme == Theme::Dark ? darkPalette()
                                                  : QApplication::style()->standardPalette());
}

} // namespace rightsizer::app
