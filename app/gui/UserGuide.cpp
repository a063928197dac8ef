#include "UserGuide.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace rightsizer::app {

QUrl UserGuideDialog::source() {
    return QUrl(QStringLiteral("qrc:/help/guide.html"));
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
