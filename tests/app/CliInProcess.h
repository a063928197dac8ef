#pragma once

// The command line run in the test's own process: the same verb table and entry point as the
// rightsizer binary (app/cli/Verbs.h), with standard output and error captured. A few tests
// (tst_CatalogCli, tst_ReportCli, tst_HostileInput, tst_WorkbenchStart) still start the binary
// end to end.

#include "TestSupport.h"
#include "app/cli/Verbs.h"
#include "views/Language.h"

#include <QLocale>
#include <QStringList>

#include <sstream>
#include <string>
#include <vector>

namespace rightsizer::test {

/// `rightsizer ARGS...` in-process: exit status, standard output and standard error. The
/// command line speaks English with the C locale's numbers, as the binary does under LANG=C
/// (app::installCliLanguage): tst_CliLanguages runs the binary in the other languages.
inline CliRun runInProcess(const QStringList& args) {
    static const bool english = [] {
        views::installUiLanguage(QStringLiteral("en"));
        QLocale::setDefault(QLocale::c());
        return true;
    }();
    (void)english;
    std::vector<std::string> argv;
    for (const QString& a : args)
        argv.push_back(a.toLocal8Bit().toStdString());
    std::ostringstream out, err;
    const int status = app::runVerb(argv, out, err);
    return {status, QByteArray::fromStdString(out.str()), QByteArray::fromStdString(err.str())};
}

} // namespace rightsizer::test
