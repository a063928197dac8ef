#include "AppSettings.h"

namespace rightsizer::app {
namespace {

// The keys, in one place.
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kLastFile = QStringLiteral("files/last");
const QString kRecent = QStringLiteral("files/recent");
const QString kTheme = QStringLiteral("appearance/theme");
const QString kLanguage = QStringLiteral("appearance/language");
const QString kAutosave = QStringLiteral("files/autosaveIntervalS");
const QString kAuthor = QStringLiteral("revisions/author");

} // namespace

AppSettings::AppSettings()
    : m_settings(QSettings::NativeFormat, QSettings::UserScope, QStringLiteral("RightSizer"),
                 QStringLiteral("RightSizer")) {}

AppSettings::AppSettings(const QString& file)
    : m_settings(file, QSettings::IniFormat) {}

QByteArray AppSettings::windowGeometry() const {
    return m_settings.value(kGeometry).toByteArray();
}
void AppSettings::setWindowGeometry(const QByteArray& g) {
    m_settings.setValue(kGeometry, g);
}
QByteArray AppSettings::windowState() const {
    return m_settings.value(kState).toByteArray();
}
void AppSettings::setWindowState(const QByteArray& s) {
    m_settings.setValue(kState, s);
}

QString AppSettings::lastFile() const {
    return m_settings.value(kLastFile).toString();
}
void AppSettings::setLastFile(const QString& path) {
    m_settings.setValue(kLastFile, path);
}

QStringList AppSettings::recentFiles() const {
    return m_settings.value(kRecent).toStringList();
}

void AppSettings::addRecentFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    m_settings.setValue(kRecent, files);
}

void AppSettings::removeRecentFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    m_settings.setValue(kRecent, files);
}

QString AppSettings::theme() const {
    return m_settings.value(kTheme).toString();
}
void AppSettings::setTheme(const QString& name) {
    m_settings.setValue(kTheme, name);
}

QString AppSettings::language() const {
    return m_settings.value(kLanguage).toString();
}
void AppSettings::setLanguage(const QString& code) {
    m_settings.setValue(kLanguage, code);
}

QString AppSettings::author() const {
    return m_settings.value(kAuthor).toString();
}
void AppSettings::setAuthor(const QString& name) {
    m_settings.setValue(kAuthor, name);
}

int AppSettings::autosaveIntervalS() const {
    // 30 s: at most half a minute of edits lost on a crash, without writing on every keystroke.
    const int s = m_settings.value(kAutosave, 30).toInt();
    return s >= 1 ? s : 30;
}

} // namespace rightsizer::app
