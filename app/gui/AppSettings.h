#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

namespace rightsizer::app {

/// Every persistent setting of the workbench, declared once with its key and type; nothing else
/// calls QSettings::value("..."). Stored in the platform's place for "RightSizer/RightSizer"
/// (on Linux ~/.config/RightSizer/RightSizer.conf), or in `file` when one is given (tests).
class AppSettings {
public:
    AppSettings();
    explicit AppSettings(const QString& file);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const; ///< docks and toolbars (QMainWindow::saveState)
    void setWindowState(const QByteArray& state);

    /// The project open when the window last closed; empty: start on the bundled example.
    QString lastFile() const;
    void setLastFile(const QString& path);

    /// Most recent first, at most kMaxRecentFiles, no duplicates.
    QStringList recentFiles() const;
    void addRecentFile(const QString& path);
    void removeRecentFile(const QString& path);
    static constexpr int kMaxRecentFiles = 8;

    /// "system", "light" or "dark" (see Theme.h).
    QString theme() const;
    void setTheme(const QString& name);

    /// "system" (or empty: the system locale's language), "en", or a translation's code
    /// (views::uiLanguages); applied at start.
    QString language() const;
    void setLanguage(const QString& code);

    /// The name recorded as the author of each saved revision; empty until the user gives one
    /// (the workbench asks at the first save).
    QString author() const;
    void setAuthor(const QString& name);

    /// Seconds between recovery copies of a modified document.
    int autosaveIntervalS() const;

    void sync() { m_settings.sync(); }

private:
    mutable QSettings m_settings;
};

} // namespace rightsizer::app
