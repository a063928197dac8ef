#pragma once

#include <QDialog>

class QTextBrowser;

namespace rightsizer::app {

/// Help → User guide (F1): a short guide to the inputs, the verdicts and the bands, and a
/// glossary, in the window's language (:/help/guide_fr.html, ...; English: :/help/guide.html).
/// Non-modal; links within it follow anchors.
class UserGuideDialog final : public QDialog {
    Q_OBJECT

public:
    explicit UserGuideDialog(QWidget* parent = nullptr);

    QTextBrowser* browser() const { return m_browser; }

    /// The guide's resource in the language installed now (installedUiLanguage), English where
    /// that language has none.
    static QUrl source();
    /// The guide's resource in `language` ("fr", "pt_BR", ...), or empty when it has none.
    static QString resourceFor(const QString& language);

private:
    QTextBrowser* m_browser;
};

} // namespace rightsizer::app
