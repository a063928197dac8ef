#pragma once

// Helpers shared by the Qt Test executables.

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace rightsizer::test {

/// |actual - expected| within `relative` of |expected| (tiny floor so that 0 compares to 0).
inline bool near(double actual, double expected, double relative) {
    return std::abs(actual - expected) <= relative * std::max(std::abs(expected), 1e-300);
}

/// One run of a command-line binary: exit code, standard output and error. A timeout gives -1,
/// a crash -2.
struct CliRun {
    int exitCode;
    QByteArray out;
    QByteArray err;
};

/// `lang` is the LANG the command runs under; LC_ALL, LC_MESSAGES and LANGUAGE are cleared so
/// that it alone picks the command line's language (English and C numbers for "C.UTF-8").
inline CliRun runCli(const QString& binary, const QStringList& args, int timeoutMs = 120000,
                     const QString& lang = QStringLiteral("C.UTF-8")) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LC_NUMERIC", "LANGUAGE"})
        env.remove(QLatin1String(name));
    env.insert(QStringLiteral("LANG"), lang);
    p.setProcessEnvironment(env);
    p.start(binary, args);
    if (!p.waitForFinished(timeoutMs))
        return {-1, {}, "timeout"};
    if (p.exitStatus() != QProcess::NormalExit)
        return {-2, {}, "crashed"};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

/// Writes `text` to `path`; returns the path, or an empty string when it cannot be written.
inline QString writeFile(const QString& path, const QByteArray& text) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        return {};
    return path;
}

} // namespace rightsizer::test
