#include "UserGuide.h"

#include "views/Language.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace rightsizer::app {

QString UserGuideDialog::resourceFor(const QString& language) {
    const QString path = language == QLatin1String("en")
                             ? QStringLiteral(":/help/guide.html")
                             : QStringLiteral(":/help/guide_%1.html").arg(language);
    return QFile::exists(path) ? path : QString();
}

QUrl UserGuideDialog::source() {
    QString path = resourceFor(views::installedUiLanguage());
    if (path.isEmpty())
        path = resourceFor(QStringLiteral("en"));
    return QUrl(QLatin1String("qrc") + path);
}

UserGuideDialog::UserGuideDialog(QWidget* parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("userGuide"));
    setWindowTitle(tr("RightSizer user guide"));
    m_browser->setObjectName(QStringLiteral("userGuideText"));
    m_browser->setOpenExternalLinks(true);
    m_browser->setSource(source());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    resize(640, 720);
}

} // namespace rightsizer::app
