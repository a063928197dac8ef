#include "Workbench.h"

#include "AppSettings.h"
#include "MainWindow.h"
#include "Theme.h"
#include "app/CatalogCommand.h"
#include "catalog/CatalogDb.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>

namespace rightsizer::app {

int runWorkbench(int& argc, char** argv, const QString& file) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("RightSizer"));
    QApplication::setOrganizationName(QStringLiteral("RightSizer"));
    QApplication::setApplicationVersion(QStringLiteral(RIGHTSIZER_VERSION));
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
    AppSettings settings;
    applyTheme(themeFromName(settings.theme()));
    MainWindow window(catalogWithUserEdits(std::move(bundled).value()), &settings, dataFolder);
    window.show();
    window.start(file.isEmpty() ? QString() : QFileInfo(file).absoluteFilePath());
    return QApplication::exec();
}

} // namespace rightsizer::app
