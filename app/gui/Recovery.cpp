#include "Recovery.h"

#include "project/ProjectFile.h"

#include <QDir>
#include <QFile>

namespace rightsizer::app {

Recovery::Recovery(workspace::ScenarioDocument* document, QString dataFolder, int intervalS,
                   QObject* parent)
    : QObject(parent)
    , m_doc(document)
    , m_dataFolder(std::move(dataFolder)) {
    m_timer.setInterval(intervalS * 1000);
    connect(&m_timer, &QTimer::timeout, this, &Recovery::writeNow);
}

void Recovery::start() {
    // A saved (clean) document needs no recovery copy, wherever the last one was written.
    connect(m_doc, &workspace::ScenarioDocument::fileStateChanged, this, [this] {
        if (!m_doc->isModified()) {
            discardFor({});
            discard();
        }
    });
    m_timer.start();
}

QString Recovery::copyPathFor(const QString& projectPath) const {
    if (projectPath.isEmpty())
        return QString::fromStdString(project::untitledAutosavePath(
            QDir(m_dataFolder).absolutePath().toStdString(), "untitled"));
    return QString::fromStdString(project::autosavePath(projectPath.toStdString()));
}

QString Recovery::copyPath() const {
    return copyPathFor(m_doc->filePath());
}

std::optional<QString> Recovery::leftBehind(const QString& projectPath) const {
    if (projectPath.isEmpty()) {
        const QString untitled = copyPathFor({});
        return QFile::exists(untitled) ? std::optional<QString>(untitled) : std::nullopt;
    }
    if (auto found = project::findRecovery(projectPath.toStdString()))
        return QString::fromStdString(*found);
    return std::nullopt;
}

void Recovery::writeNow() {
    if (!m_doc->isModified())
        return;
    if (m_doc->filePath().isEmpty())
        QDir().mkpath(m_dataFolder);
    if (auto r = m_doc->writeRecoveryCopy(copyPath()); !r)
        emit failed(
            tr("Recovery copy not written: %1").arg(QString::fromStdString(r.error().message)));
}

void Recovery::discard() {
    discardFor(m_doc->filePath());
}

void Recovery::discardFor(const QString& projectPath) {
    QFile::remove(copyPathFor(projectPath));
}

} // namespace rightsizer::app
