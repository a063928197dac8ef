#pragma once

#include <QDialog>

class QTextBrowser;

namespace rightsizer::app {

/// Help → User guide (F1): a short guide to the inputs, the verdicts and the bands, and a
/// glossary, from the resource :/help/guide.html. Non-modal; links within it follow anchors.
class UserGuideDialog final : public QDialog {
    Q_OBJECT

public:
    explicit UserGuideDialog(QWidget* parent = nullptr);

    QTextBrowser* browser() const { return m_browser; }

    /// The guide's resource.
    static QUrl source();

private:
    QTextBrowser* m_browser;
};

} // namespace rightsizer::app
