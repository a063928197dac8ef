// Help → User guide (F1, issue 20 item 13): the guide opens from the menu and its shortcut, and
// holds the inputs, the verdicts, the bands and a glossary, every link within it leading
// somewhere.

#include "TestSupport.h"
#include "ViewTestSupport.h"
#include "app/gui/AppSettings.h"
#include "app/gui/MainWindow.h"
#include "app/gui/UserGuide.h"
#include "views/Language.h"

#include <QAction>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>

namespace tst_UserGuide_suite {

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

    // Issue 23: each language has its own guide with the same sections, lists and glossary
    // entries as the English one, every anchor resolving, and none of the English headings
    // or common English words left in its text; the dialog opens the window's language's.
    void eachLanguageHasTheWholeGuide() {
        const QString english = html(QStringLiteral(":/help/guide.html"));
        for (const views::UiLanguage& l : views::uiLanguages()) {
            if (l.code == QLatin1String("en"))
                continue;
            const QString path = app::UserGuideDialog::resourceFor(l.code);
            QVERIFY2(!path.isEmpty(), qPrintable(l.code));
            const QString page = html(path);
            for (const char* tag : {"<li>", "<dt>", "<dd>", "<h3 ", "<a href=", "<code>", "<i>"})
                QVERIFY2(page.count(QLatin1String(tag)) == english.count(QLatin1String(tag)),
                         qPrintable(l.code + QLatin1Char(' ') + QLatin1String(tag)));
            const QRegularExpression href(QStringLiteral("href=\"#([a-z]+)\""));
            for (auto it = href.globalMatch(page); it.hasNext();) {
                const QString anchor = it.next().captured(1);
                QVERIFY2(page.contains(QStringLiteral("name=\"%1\"").arg(anchor)),
                         qPrintable(l.code + QLatin1Char(' ') + anchor));
            }
            QTextDocument doc;
            doc.setHtml(page);
            const QString text = doc.toPlainText();
            for (const char* word :
                 {"Inputs", "Reading the results", "Bands", "Glossary", "user guide", " the ",
                  " and ", " of ", "replica", "memory", "request"})
                QVERIFY2(!text.contains(QLatin1String(word), Qt::CaseInsensitive),
                         qPrintable(l.code + QStringLiteral(": ") + QLatin1String(word)));
            views::ScopedLanguage scoped(l.code);
            app::UserGuideDialog d;
            QCOMPARE(d.browser()->source(), QUrl(QLatin1String("qrc") + path));
            QVERIFY(d.browser()->toPlainText().contains(QLatin1String("TTFT")));
        }
        QCOMPARE(app::UserGuideDialog::source(), QUrl(QStringLiteral("qrc:/help/guide.html")));
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

private:
    static QString html(const QString& path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }
};

} // namespace tst_UserGuide_suite

QTEST_MAIN(tst_UserGuide_suite::tst_UserGuide)
#include "tst_UserGuide.moc"
