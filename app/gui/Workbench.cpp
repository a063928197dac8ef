#include "Workbench.h"

#include "AppSettings.h"
#include "MainWindow.h"
#include "Theme.h"
#include "app/common/UserCatalog.h"
#include "catalog/CatalogDb.h"
#include "views/Language.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QtGlobal>

#include <cstdio>
#include <iostream>

namespace rightsizer::app {

QString missingDisplayMessage() {
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN) && !defined(Q_OS_ANDROID)
    // A platform chosen by the user (offscreen, vnc, eglfs ...) is the user's call.
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        if (!qEnvironmentVariableIsEmpty(name))
            return {};
    return QStringLiteral(
        "rightsizer: the workbench window needs a display, and none is set here (DISPLAY, "
        "WAYLAND_DISPLAY and QT_QPA_PLATFORM are all empty).\n"
        "Without a display:\n"
        "  rightsizer example                 plan the bundled example in the terminal\n"
        "  rightsizer plan SCENARIO.json      and the other verbs: rightsizer --help\n"
        "  rightsizer report FILE -o OUT.pdf  the procurement report, no display needed\n"
        "For the window on a virtual display:\n"
        "  xvfb-run -a scripts/quickstart.sh run   (or xvfb-run -a rightsizer)\n");
#else
    return {};
#endif
}

int runWorkbench(int& argc, char** argv, const QString& file) {
    // Checked before the QApplication exists: the platform plugin aborts the process.
    if (const QString why = missingDisplayMessage(); !why.isEmpty()) {
        std::fputs(why.toLocal8Bit().constData(), stderr);
        return 2;
    }
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("RightSizer"));
    QApplication::setOrganizationName(QStringLiteral("RightSizer"));
    QApplication::setApplicationVersion(QStringLiteral(RIGHTSIZER_VERSION));
    AppSettings settings;
    views::installUiLanguage(settings.language());
    auto bundled = catalog::loadBundledCatalog();
    if (!bundled) {
        QMessageBox::critical(nullptr, QStringLiteral("RightSizer"),
                              QObject::tr("The bundled catalog is damaged: %1")
                                  .arg(QString::fromStdString(bundled.error().message)));
        return 2;
    }
    // The catalog database's folder also holds the untitled project's recovery copy.
    const QString dataFolder =
        QFileInfo(QString::fromStdString(catalog::defaultCatalogDbPath())).absolutePath();
    applyTheme(themeFromName(settings.theme()));
    MainWindow window(catalogWithUserEdits(std::move(bundled).value(), std::cerr), &settings,
                      dataFolder);
    window.show();
    window.start(file.isEmpty() ? QString() : QFileInfo(file).absoluteFilePath());
    return QApplication::exec();
}

} // namespace rightsizer::app
