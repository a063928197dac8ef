#pragma once

#include "workspace/ScenarioDocument.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

namespace rightsizer::app {

/// Crash recovery: while the document has unsaved changes a recovery copy is written every
/// `intervalS` seconds (beside a saved project as ".NAME.autosave", or in the data folder for
/// an untitled one). Saving or closing cleanly removes it; a copy found at start means the last
/// session ended without either, and the window offers it.
class Recovery final : public QObject {
    Q_OBJECT
public:
    Recovery(workspace::ScenarioDocument* document, QString dataFolder, int intervalS,
             QObject* parent = nullptr);

    /// Starts the timer and removes the copies once the document is saved. Call it after the
    /// start-up offer of a copy left behind (leftBehind), so that loading the first document
    /// does not remove that copy before the user has seen it.
    void start();

    /// Where the current document's recovery copy goes.
    QString copyPath() const;
    /// The recovery copy left behind for `projectPath` (empty: the untitled document's), if any.
    std::optional<QString> leftBehind(const QString& projectPath) const;
    /// Removes the current document's recovery copy (clean close, or the user declined it).
    void discard();
    /// Removes the recovery copy left for `projectPath` (empty: untitled).
    void discardFor(const QString& projectPath);

public slots:
    /// Writes the recovery copy now when the document is modified.
    void writeNow();

signals:
    void failed(const QString& message);

private:
    QString copyPathFor(const QString& projectPath) const;

    workspace::ScenarioDocument* m_doc;
    QString m_dataFolder;
    QTimer m_timer;
};

} // namespace rightsizer::app
