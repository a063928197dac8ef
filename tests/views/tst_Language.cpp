// The interface's languages: which one a locale gets, and the main window built after
// installUiLanguage("fr") (as the workbench does at start) shows its menus, tabs and docks in
// French, and View → Language records a choice for the next start.
#include "TestSupport.h"
#include "ViewTestSupport.h"
#include "app/gui/AppSettings.h"
#include "app/gui/MainWindow.h"
#include "views/Language.h"

#include <QAction>
#include <QDockWidget>
#include <QMenuBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace rightsizer;

class tst_Language final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void languageForLocale_data() {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("expected");
        QTest::newRow("French") << "fr_FR"
                                << "fr";
        QTest::newRow("Canadian French") << "fr_CA"
                                         << "fr";
        QTest::newRow("Ukrainian") << "uk_UA"
                                   << "uk";
        QTest::newRow("Brazilian Portuguese") << "pt_BR"
                                              << "pt_BR";
        QTest::newRow("Simplified Chinese") << "zh_CN"
                                            << "zh_CN";
        QTest::newRow("Japanese") << "ja_JP"
                                  << "ja";
        QTest::newRow("German: no translation") << "de_DE"
                                                << "en";
        QTest::newRow("C") << "C"
                           << "en";
    }
    void languageForLocale() {
        QFETCH(QString, locale);
        QFETCH(QString, expected);
        QCOMPARE(views::uiLanguageFor(QLocale(locale)), expected);
    }

    void windowInFrench() {
        QCOMPARE(views::installUiLanguage(QStringLiteral("fr")), QStringLiteral("fr"));
        app::AppSettings settings(m_dir.filePath(QStringLiteral("s.ini")));
        app::MainWindow window(test::bundledCatalog(), &settings,
                               m_dir.filePath(QStringLiteral("data")));
        QStringList menus;
        for (QAction* a : window.menuBar()->actions())
            menus << a->text();
        QCOMPARE(menus, (QStringList{QStringLiteral("&Fichier"), QStringLiteral("É&dition"),
                                     QStringLiteral("&Scénario"), QStringLiteral("&Affichage"),
                                     QStringLiteral("&Outils"), QStringLiteral("Ai&de")}));
        auto* tabs = window.findChild<QTabWidget*>();
        QVERIFY(tabs);
        QCOMPARE(tabs->tabText(1), QStringLiteral("&Coût (TCO)"));
        QStringList docks;
        for (QDockWidget* d : window.findChildren<QDockWidget*>())
            docks << d->windowTitle();
        QVERIFY2(docks.contains(QStringLiteral("Scénario")), qPrintable(docks.join(u',')));
        QVERIFY2(docks.contains(QStringLiteral("Configuration sélectionnée")),
                 qPrintable(docks.join(u',')));

        // View → Language → 日本語 is remembered for the next start.
        auto* japanese = window.findChild<QAction*>(QStringLiteral("language.ja"));
        QVERIFY(japanese);
        QCOMPARE(japanese->text(), QStringLiteral("日本語"));
        japanese->trigger();
        QCOMPARE(settings.language(), QStringLiteral("ja"));
    }
};

QTEST_MAIN(tst_Language)
#include "tst_Language.moc"
