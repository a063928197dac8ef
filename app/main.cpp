#include "cli/CliText.h"
#include "cli/Verbs.h"
#include "gui/Workbench.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QString>

#include <iostream>
#include <memory>
#include <string>
#include <vector>

namespace {

/// The report's QApplication on the offscreen platform says things a command-line user cannot
/// act on (no XDG_RUNTIME_DIR, no window-manager hints); errors and everything else pass.
void quietPlatformNotes(QtMsgType type, const QMessageLogContext& context, const QString& text) {
    if (type == QtDebugMsg || type == QtInfoMsg ||
        (type == QtWarningMsg && (text.contains(QLatin1String("XDG_RUNTIME_DIR")) ||
                                  text.contains(QLatin1String("propagateSizeHints")))))
        return;
    std::cerr << qPrintable(qFormatLogMessage(type, context, text)) << "\n";
}

/// No verb, or one argument that is an existing file (not a verb): the window.
bool wantsWorkbench(int argc, char* argv[]) {
    if (argc == 1)
        return true;
    if (argc != 2 || argv[1][0] == '-')
        return false;
    const QString arg = QString::fromLocal8Bit(argv[1]);
    return QFileInfo(arg).isFile();
}

} // namespace

int main(int argc, char* argv[]) {
    if (wantsWorkbench(argc, argv))
        return rightsizer::app::runWorkbench(
            argc, argv, argc == 2 ? QString::fromLocal8Bit(argv[1]) : QString());
    const std::vector<std::string> args(argv + 1, argv + argc);
    const rightsizer::app::Verb* verb =
        args.empty() ? nullptr : rightsizer::app::findVerb(args.front());
    // A verb that draws charts (the report) needs a QApplication, and no display: the
    // offscreen platform unless the user chose one.
    const bool widgets = verb && verb->needsWidgets;
    if (widgets && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (widgets)
        qInstallMessageHandler(quietPlatformNotes);
    const std::unique_ptr<QCoreApplication> app =
        widgets ? std::make_unique<QApplication>(argc, argv)
                : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("RightSizer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RIGHTSIZER_VERSION));
    // The command line speaks LANG's language where RightSizer is translated into it, else
    // English with the C locale's numbers; a report in another language installs its own
    // while it is written. JSON and CSV output are the same in every language.
    rightsizer::app::installCliLanguage();
    return rightsizer::app::runVerb(args, std::cout, std::cerr);
}
