#include "FileActions.h"

#include "NameDialog.h"
#include "views/report/ReportDialog.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QMessageBox>

namespace rightsizer::app {
namespace {

const QString kProjectFilter = QObject::tr("RightSizer projects (*.rsplan);;All files (*)");
const QString kJsonFilter = QObject::tr("Scenario JSON (*.json);;All files (*)");

} // namespace

FileActions::FileActions(workspace::ScenarioDocument* document, AppSettings* settings,
                         QWidget* window, std::function<model::Scenario()> newScenario)
    : QObject(window)
    , m_doc(document)
    , m_settings(settings)
    , m_window(window)
    , m_newScenario(std::move(newScenario)) {
    if (!m_settings->author().isEmpty())
        m_doc->setAuthor(m_settings->author());
}

void FileActions::populate(QMenu* menu) {
    auto add = [&](const QString& text, const QKeySequence& key, const QString& tip, auto slot) {
        QAction* a = menu->addAction(text);
        a->setShortcut(key);
        a->setStatusTip(tip);
        a->setToolTip(tip);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    add(tr("&New Project"), QKeySequence::New,
        tr("Start a new project from the bundled example scenario"), [this] { newProject(); });
    add(tr("&Open…"), QKeySequence::Open, tr("Open a project (.rsplan) or a scenario (.json)"),
        [this] { open(); });
    m_recentMenu = menu->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    menu->addSeparator();
    m_save = add(tr("&Save"), QKeySequence::Save, tr("Save the project"), [this] { save(); });
    // QKeySequence::SaveAs is empty outside KDE, GNOME and macOS (a bare X11 session, Windows):
    // Ctrl+Shift+S everywhere, as the guide says.
    add(tr("Save &As…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
        tr("Save the project under a new name"), [this] { saveAs(); });
    m_revert = add(tr("Re&vert"), QKeySequence(), tr("Drop unsaved changes and reload the file"),
                   [this] { revert(); });
    menu->addSeparator();
    add(tr("&Import Scenario JSON…"), QKeySequence(Qt::CTRL | Qt::Key_I),
        tr("Replace the scenario by one from a JSON file (undoable)"), [this] { importJson(); });
    add(tr("&Export Scenario JSON…"), QKeySequence(Qt::CTRL | Qt::Key_E),
        tr("Write the scenario as JSON for sharing or review"), [this] { exportJson(); });
    add(tr("Export Re&port…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
        tr("Preview the procurement report of the project's scenarios and save it as PDF"),
        [this] { exportReport(); });
    menu->addSeparator();
    QAction* quit =
        add(tr("&Quit"), QKeySequence::Quit, tr("Close RightSizer"), [this] { m_window->close(); });
    quit->setMenuRole(QAction::QuitRole);
}

bool FileActions::maybeSave() {
    if (!m_doc->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        m_window, tr("Unsaved changes"),
        tr("%1 has unsaved changes. Save them before closing it?").arg(m_doc->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void FileActions::newProject() {
    if (!maybeSave())
        return;
    m_doc->reset(m_newScenario());
    emit status(tr("New project from the bundled example"));
}

void FileActions::open() {
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open project or scenario"), QFileInfo(m_doc->filePath()).path(),
        tr("Projects and scenarios (*.rsplan *.json);;") + kProjectFilter);
    if (!path.isEmpty())
        openFile(path);
}

bool FileActions::openFile(const QString& path) {
    if (auto r = m_doc->open(path); !r) {
        showError(tr("Cannot open %1").arg(QFileInfo(path).fileName()), r.error());
        m_settings->removeRecentFile(path);
        rebuildRecentMenu();
        return false;
    }
    if (!m_doc->filePath().isEmpty()) {
        m_settings->addRecentFile(path);
        m_settings->setLastFile(path);
        rebuildRecentMenu();
    }
    emit status(tr("Opened %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool FileActions::save() {
    if (m_doc->filePath().isEmpty())
        return saveAs();
    return ensureAuthor() && saveTo(m_doc->filePath());
}

bool FileActions::saveAs() {
    if (!ensureAuthor())
        return false;
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save project"),
        m_doc->filePath().isEmpty() ? m_doc->scenarioName() + QStringLiteral(".rsplan")
                                    : m_doc->filePath(),
        kProjectFilter);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".rsplan");
    return saveTo(path);
}

bool FileActions::saveTo(const QString& path) {
    if (auto r = m_doc->saveAs(path); !r) {
        showError(tr("Cannot save %1").arg(QFileInfo(path).fileName()), r.error());
        return false;
    }
    m_settings->addRecentFile(path);
    m_settings->setLastFile(path);
    rebuildRecentMenu();
    emit status(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool FileActions::revert() {
    if (m_doc->filePath().isEmpty())
        return false;
    if (m_doc->isModified() &&
        QMessageBox::question(
            m_window, tr("Revert"),
            tr("Drop every unsaved change and reload %1?").arg(m_doc->displayName())) !=
            QMessageBox::Yes)
        return false;
    if (auto r = m_doc->revert(); !r) {
        showError(tr("Cannot revert"), r.error());
        return false;
    }
    emit status(tr("Reverted to the saved %1").arg(m_doc->displayName()));
    return true;
}

void FileActions::importJson() {
    const QString path =
        QFileDialog::getOpenFileName(m_window, tr("Import scenario JSON"), QString(), kJsonFilter);
    if (!path.isEmpty())
        importScenarioJson(path);
}

bool FileActions::importScenarioJson(const QString& path) {
    if (auto r = m_doc->importScenarioJson(path); !r) {
        showError(tr("Cannot import %1").arg(QFileInfo(path).fileName()), r.error());
        return false;
    }
    emit status(tr("Imported %1 (Undo puts the previous scenario back)").arg(path));
    return true;
}

void FileActions::exportJson() {
    const QString path =
        QFileDialog::getSaveFileName(m_window, tr("Export scenario JSON"),
                                     m_doc->scenarioName() + QStringLiteral(".json"), kJsonFilter);
    if (!path.isEmpty())
        exportScenarioJson(path);
}

bool FileActions::exportScenarioJson(const QString& path) {
    if (auto r = m_doc->exportScenarioJson(path); !r) {
        showError(tr("Cannot export %1").arg(QFileInfo(path).fileName()), r.error());
        return false;
    }
    emit status(tr("Exported the scenario to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void FileActions::exportReport() {
    // Window-modal: the scenarios it reports stay the document's while it is open.
    auto* dialog = new views::ReportDialog(*m_doc, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &views::ReportDialog::saved, this, [this](const QString& path, int pages) {
        emit status(
            tr("Wrote the report to %1 (%2 pages)").arg(QDir::toNativeSeparators(path)).arg(pages));
    });
    dialog->open();
}

void FileActions::rebuildRecentMenu() {
    if (m_recentMenu == nullptr)
        return;
    m_recentMenu->clear();
    const QStringList files = m_settings->recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString& path = files[i];
        QAction* a = m_recentMenu->addAction(
            QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] {
            if (maybeSave())
                openFile(path);
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

bool FileActions::ensureAuthor() {
    if (!m_settings->author().isEmpty()) {
        m_doc->setAuthor(m_settings->author());
        return true;
    }
    const QString name =
        askAuthor(qEnvironmentVariable("USER"),
                  tr("Each save records a revision of the changed scenarios with who made it. Your "
                     "name for them (asked once; Edit → Revision Author… changes it):"));
    if (name.isEmpty()) {
        emit status(tr("Not saved: the revisions need an author"));
        return false;
    }
    m_settings->setAuthor(name);
    m_doc->setAuthor(name);
    return true;
}

bool FileActions::editAuthor() {
    const QString name = askAuthor(
        m_settings->author().isEmpty() ? qEnvironmentVariable("USER") : m_settings->author(),
        tr("The name recorded with the revisions you save from now on:"));
    if (name.isEmpty())
        return false;
    m_settings->setAuthor(name);
    m_doc->setAuthor(name);
    emit status(tr("Revisions will be recorded as by %1").arg(name));
    return true;
}

QString FileActions::askAuthor(const QString& initial, const QString& prompt) {
    NameDialog dialog(
        tr("Revision Author"), prompt, initial,
        [](const QString& text) { return checkOneLine(tr("Author"), text); }, m_window);
    dialog.setObjectName(QStringLiteral("authorDialog"));
    return dialog.exec() == QDialog::Accepted ? dialog.text() : QString();
}

void FileActions::showError(const QString& title, const model::Error& error) {
    emit status(title);
    // Window-modal but not blocking: the event loop (and a test driving it) keeps running.
    auto* box = new QMessageBox(QMessageBox::Critical, title, QString::fromStdString(error.message),
                                QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("fileError"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace rightsizer::app
