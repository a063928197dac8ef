#pragma once

#include "AppSettings.h"
#include "model/Scenario.h"
#include "workspace/ScenarioDocument.h"

#include <QAction>
#include <QMenu>
#include <QObject>
#include <QWidget>

#include <functional>

namespace rightsizer::app {

/// The File menu: new, open, open recent, save, save as, import/export scenario JSON, export
/// report (PDF with a preview), revert, quit. Dialogs ask for paths; the path-taking slots do the
/// work (tests call those). Every failure is shown with the file and the reason; nothing changes
/// when an operation fails.
class FileActions final : public QObject {
    Q_OBJECT
public:
    /// `newScenario` gives the scenario File → New starts from (the bundled example).
    FileActions(workspace::ScenarioDocument* document, AppSettings* settings, QWidget* window,
                std::function<model::Scenario()> newScenario);

    /// Adds the actions to `menu` (and their shortcuts to the window).
    void populate(QMenu* menu);

    /// Asks whether to save a modified document; false when the user cancels (keep the window).
    bool maybeSave();

    QAction* saveAction() const { return m_save; }

    /// The revision author: from the settings, or asked once (a small dialog, prefilled with
    /// the login name) and kept in the settings. False when the user cancels: nothing is saved.
    bool ensureAuthor();
    /// Edit → Revision Author…: change the name recorded with the next revisions.
    bool editAuthor();

public slots:
    void newProject();
    bool openFile(const QString& path);
    bool saveTo(const QString& path);
    bool save();
    bool saveAs();
    bool importScenarioJson(const QString& path);
    bool exportScenarioJson(const QString& path);
    /// Opens the report dialog (window-modal, deletes itself on close) on the document.
    void exportReport();
    bool revert();

signals:
    /// A message for the status bar (what was saved, opened, imported).
    void status(const QString& message);

private:
    void open();
    void importJson();
    void exportJson();
    void rebuildRecentMenu();
    void showError(const QString& title, const model::Error& error);
    /// Asks for the author's name; empty when cancelled.
    QString askAuthor(const QString& initial, const QString& prompt);

    workspace::ScenarioDocument* m_doc;
    AppSettings* m_settings;
    QWidget* m_window;
    std::function<model::Scenario()> m_newScenario;
    QMenu* m_recentMenu = nullptr;
    QAction* m_save = nullptr;
    QAction* m_revert = nullptr;
};

} // namespace rightsizer::app
