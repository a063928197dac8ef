// Help → User guide (F1, issue 20 item 13): the guide opens from the menu and its shortcut, and
// holds the inputs, the verdicts, the bands and a glossary, every link within it leading
// somewhere.

#include "TestSupport.h"
#include "ViewTestSupport.h"
#include "app/gui/AppSettings.h"
#include "app/gui/MainWindow.h"
#include "app/gui/UserGuide.h"

#include <QAction>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace rightsizer;

class tst_UserGuide final : public QObject {
    Q_OBJECT

private slots:
    void guideHoldsTheSectionsAndItsLinksResolve() {
        app::UserGuideDialog d;
        const QString text = d.browser()->toPlainText();
        for (const char* part : {"Inputs", "Verdicts", "Right-sized", "Over-provisioned", "Bands",
                                 "90 % band", "Glossary", "TTFT", "TPOT", "KV cache"})
            QVERIFY2(text.contains(QLatin1String(part)), part);
        QFile file(QStringLiteral(":/help/guide.html"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(file.readAll());
        const QRegularExpression href(QStringLiteral("href=\"#([a-z]+)\""));
        int links = 0;
        for (auto it = href.globalMatch(html); it.hasNext(); ++links) {
            const QString anchor = it.next().captured(1);
            QVERIFY2(html.contains(QStringLiteral("name=\"%1\"").arg(anchor)), qPrintable(anchor));
        }
        QCOMPARE(links, 5);
    }

    void f1OpensTheGuide() {
        QTemporaryDir dir;
        app::AppSettings settings(dir.filePath(QStringLiteral("s.ini")));
        app::MainWindow w(test::bundledCatalog(), &settings, dir.filePath(QStringLiteral("data")));
        auto* action = w.findChild<QAction*>(QStringLiteral("userGuideAction"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::Key_F1));
        QVERIFY(!w.findChild<app::UserGuideDialog*>());
        action->trigger();
        auto* guide = w.findChild<app::UserGuideDialog*>();
        QVERIFY(guide);
        QVERIFY(guide->isVisible());
        // A second F1 shows the same guide, not another.
        action->trigger();
        QCOMPARE(w.findChildren<app::UserGuideDialog*>().size(), 1);
    }
};

QTEST_MAIN(tst_UserGuide)
#include "tst_UserGuide.moc"
