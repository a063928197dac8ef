// The interface's languages: which one a locale gets, and the main window built after
// installUiLanguage("fr") (as the workbench does at start) shows its menus, tabs and docks in
// French, and View → Language records a choice for the next start.
#include "TestSupport.h"
#include "ViewTestSupport.h"
#include "app/gui/AppSettings.h"
#include "app/gui/MainWindow.h"
#include "views/Language.h"
#include "views/QuantityFormat.h"

#include "catalog/Prices.h"
#include "model/GpuSpec.h"
#include "model/ScenarioFields.h"
#include "model/Units.h"
#include "views/EnginePhrase.h"
#include "views/EvaluationRunner.h"
#include "views/charts/ChartStyle.h"
#include "views/report/ReportDialog.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QChartView>
#include <QComboBox>
#include <QDockWidget>
#include <QFormLayout>
#include <QGraphicsTextItem>
#include <QGroupBox>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QValueAxis>
#include <QtTest>

namespace tst_Language_suite {

using namespace rightsizer;

namespace {

void addMenu(const QMenu* menu, QStringList& out) {
    out << menu->title();
    for (const QAction* a : menu->actions()) {
        if (a->menu())
            addMenu(a->menu(), out);
        else if (!a->isSeparator() && a->objectName() != QStringLiteral("language.en"))
            out << a->text() << a->toolTip();
    }
}

/// What a person reads in the window's chrome: menus and their actions, dock titles, tab
/// titles, group box titles, buttons, table headers (and their tooltips), chart and axis
/// titles. Not the scenario's own words (names, descriptions) nor figures.
QStringList chromeTexts(const QWidget& window) {
    QStringList out;
    for (const QMenu* m : window.findChildren<QMenu*>())
        addMenu(m, out);
    for (const QDockWidget* d : window.findChildren<QDockWidget*>())
        out << d->windowTitle();
    for (const QTabWidget* t : window.findChildren<QTabWidget*>())
        for (int i = 0; i < t->count(); ++i)
            out << t->tabText(i) << t->tabToolTip(i);
    for (const QGroupBox* g : window.findChildren<QGroupBox*>())
        out << g->title();
    for (const QAbstractButton* b : window.findChildren<QAbstractButton*>())
        out << b->text() << b->toolTip();
    for (const QAbstractItemView* v : window.findChildren<QAbstractItemView*>()) {
        const QAbstractItemModel* m = v->model();
        for (int c = 0; m && c < m->columnCount(); ++c)
            out << m->headerData(c, Qt::Horizontal).toString()
                << m->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString();
    }
    for (const QChartView* v : window.findChildren<QChartView*>()) {
        out << v->chart()->title();
        for (const QAbstractAxis* a : v->chart()->axes())
            out << a->titleText();
    }
    out.removeAll(QString());
    return out;
}

/// English words of the interface that no translation uses (word-bounded, case as written).
QStringList englishLeft(const QStringList& texts) {
    static const QRegularExpression english(QStringLiteral(
        R"(\b(the|and|with|Scenario|Memory|Demand|Weights|Usable|Show|Filter|Rank|Notes|Undo|)"
        R"(Redo|Help|Tools|File|View|Save|Open|Cost|Compare|Measured|month|requests|Evaluating|)"
        R"(Candidates|Precision|Delete|Rename|Duplicate|Previous|Next|Theme|Recompute|Cancel)\b)"));
    QStringList found;
    for (const QString& t : texts)
        if (english.match(t).hasMatch())
            found << t;
    return found;
}

} // namespace

class tst_Language final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    /// The main window in `code`, started on the bundled example and evaluated once.
    std::unique_ptr<app::MainWindow> window(const QString& code, app::AppSettings& settings) {
        views::installUiLanguage(code);
        auto w = std::make_unique<app::MainWindow>(test::bundledCatalog(), &settings,
                                                   m_dir.filePath(QStringLiteral("data")));
        QSignalSpy done(w->runner(), &views::EvaluationRunner::finished);
        w->resize(1600, 1000);
        w->show();
        w->start(QString(), false);
        if (!done.wait(60000) && done.isEmpty())
            qWarning("no evaluation");
        return w;
    }

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

    void noEnglishLeft_data() {
        QTest::addColumn<QString>("code");
        for (const char* code : {"fr", "uk", "pt_BR", "zh_CN", "ja"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }
    void noEnglishLeft() {
        // Menus, docks, tabs, buttons, table headers and chart titles of the evaluated window
        // hold none of the interface's English words once a translation is installed; in
        // English the same collection finds plenty of them (the check has teeth).
        QFETCH(QString, code);
        app::AppSettings settings(m_dir.filePath(code + QStringLiteral(".ini")));
        {
            auto english = window(QStringLiteral("en"), settings);
            QVERIFY(englishLeft(chromeTexts(*english)).size() > 20);
        }
        auto translated = window(code, settings);
        const QStringList texts = chromeTexts(*translated);
        QVERIFY(texts.size() > 150);
        const QStringList left = englishLeft(texts);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QStringLiteral(" | "))));

        // File → Report…: its labels, buttons and choices, and the report's language defaults
        // to the interface's.
        views::ReportDialog dialog(*translated->document());
        QStringList dialogTexts = chromeTexts(dialog);
        for (const QLabel* l : dialog.findChildren<QLabel*>())
            dialogTexts << l->text() << l->toolTip();
        for (const QComboBox* c : dialog.findChildren<QComboBox*>())
            dialogTexts << c->toolTip();
        dialogTexts.removeAll(QString());
        QVERIFY(dialogTexts.size() > 10);
        const QStringList dialogLeft = englishLeft(dialogTexts);
        QVERIFY2(dialogLeft.isEmpty(), qPrintable(dialogLeft.join(QStringLiteral(" | "))));
        auto* language = dialog.findChild<QComboBox*>(QStringLiteral("reportLanguage"));
        QVERIFY(language);
        QCOMPARE(language->currentData().toString(), code);
        views::installUiLanguage(QStringLiteral("en"));
    }

    void reportLanguageSpellings_data() {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("code"); // empty: refused
        QTest::newRow("fr") << "fr"
                            << "fr";
        QTest::newRow("pt-br") << "pt-br"
                               << "pt_BR";
        QTest::newRow("PT_br") << "PT_br"
                               << "pt_BR";
        QTest::newRow("pt") << "pt"
                            << "pt_BR";
        QTest::newRow("zh") << "zh"
                            << "zh_CN";
        QTest::newRow("zh-CN") << "zh-CN"
                               << "zh_CN";
        QTest::newRow("ja") << "ja"
                            << "ja";
        QTest::newRow("en") << "en"
                            << "en";
        QTest::newRow("de: no translation") << "de" << QString();
        QTest::newRow("empty") << "" << QString();
        QTest::newRow("Japanese spelled out") << "japanese" << QString();
    }
    void reportLanguageSpellings() {
        QFETCH(QString, typed);
        QFETCH(QString, code);
        const std::optional<QString> got = views::reportLanguageCode(typed);
        QCOMPARE(got.value_or(QString()), code);
    }

    void scopedLanguageComesBack() {
        // The interface in French; a report written in Japanese in between.
        views::installUiLanguage(QStringLiteral("fr"));
        const QLocale interfaceLocale;
        QCOMPARE(QObject::tr("Glossary"), QStringLiteral("Glossaire"));
        {
            const views::ScopedLanguage report(QStringLiteral("ja"));
            QCOMPARE(QObject::tr("Glossary"), QStringLiteral("用語集"));
            QCOMPARE(QLocale().language(), QLocale::Japanese);
            QCOMPARE(views::installedUiLanguage(), QStringLiteral("ja"));
            {
                // English: the C locale, whatever the system's (as the command line prints).
                const views::ScopedLanguage english(QStringLiteral("en"));
                QCOMPARE(QObject::tr("Glossary"), QStringLiteral("Glossary"));
                QCOMPARE(QLocale().language(), QLocale::C);
            }
            QCOMPARE(QObject::tr("Glossary"), QStringLiteral("用語集"));
        }
        QCOMPARE(QObject::tr("Glossary"), QStringLiteral("Glossaire"));
        QCOMPARE(QLocale(), interfaceLocale);
        QCOMPARE(views::installedUiLanguage(), QStringLiteral("fr"));
        views::installUiLanguage(QStringLiteral("en"));
    }

    void engineSentencesInTheLanguage() {
        // The engine builds a sentence as a template and its figures (model/Phrase.h); the
        // views phrase it in the language installed, its figures in that locale's conventions.
        using namespace model;
        const Phrase idle{RS_WORD("Engine", "memory mostly idle: %1 of %2 per GPU in use at "
                                            "today's load"),
                          {phrase::bytes(12.5 * kGiB), phrase::bytes(71.7 * kGiB)}};
        QCOMPARE(QString::fromStdString(idle.english()),
                 QStringLiteral("memory mostly idle: 12.5 GiB of 71.7 GiB per GPU in use at "
                                "today's load"));
        const Phrase licence{
            RS_WORD("Engine", "not offered: %1 (allow_geforce to include it, with this caveat)"),
            {phrase::word(kGeForceLicenceCaveat.data())}};
        const Phrase closest{RS_WORD("Engine", "%1: %2"),
                             {phrase::verbatim("rtx-4090 fp8 TP1"), phrase::nested(licence)}};
        views::installUiLanguage(QStringLiteral("fr"));
        QCOMPARE(views::phraseText(idle),
                 QStringLiteral("mémoire surtout inutilisée : 12,5 GiB sur 71,7 GiB par GPU "
                                "utilisés à la charge actuelle"));
        // A nested sentence and a marked word are translated too; a name stays as it is.
        QCOMPARE(views::phraseText(closest),
                 QStringLiteral("rtx-4090 fp8 TP1 : non proposé : licence du pilote GeForce : pas "
                                "de déploiement en centre de données (allow_geforce pour "
                                "l'inclure, avec cette réserve)"));
        views::installUiLanguage(QStringLiteral("ja"));
        QCOMPARE(views::phraseText(idle),
                 QStringLiteral("メモリの大半が未使用：現在の負荷で GPU あたり 71.7 GiB のうち "
                                "12.5 GiB を使用"));
        // English with a German system: the English words, German numbers (as every other
        // figure in the window); the command line keeps english().
        views::installUiLanguage(QStringLiteral("en"));
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(views::phraseText(idle),
                 QStringLiteral("memory mostly idle: 12,5 GiB of 71,7 GiB per GPU in use at "
                                "today's load"));
        QLocale::setDefault(QLocale::c());
    }

    void pricesSourcesAndErrorsInTheLanguage() {
        // A catalog price's basis and a field's range error are phrases too: the window shows
        // them in its language, while the English (the JSON's) stays as it was.
        const catalog::Catalog catalog = test::bundledCatalog();
        const model::HourlyPrice t4 = catalog::referencePrices(catalog).at("t4");
        QCOMPARE(QString::fromStdString(t4.basis.english()),
                 QStringLiteral("median of 10 on-demand quotes from AWS EC2, $0.53-$1.32; "
                                "observed 2026-01-21..2026-08-26"));
        model::Scenario s;
        s.serving.inputTokens.mean = -5;
        const model::Status bad = model::checkScenarioField(s, "workload.input_tokens.mean");
        QVERIFY(!bad.ok());
        QVERIFY(QString::fromStdString(bad.error().message)
                    .startsWith(QStringLiteral("workload.input_tokens.mean: got -5 tokens, "
                                               "accepted 1 to ")));
        views::installUiLanguage(QStringLiteral("fr"));
        QCOMPARE(views::phraseText(t4.basis),
                 QStringLiteral("médiane de 10 devis à la demande de AWS EC2, $0,53-$1,32 ; "
                                "observé du 2026-01-21 au 2026-08-26"));
        QVERIFY2(views::errorText(bad.error())
                     .startsWith(QStringLiteral("workload.input_tokens.mean : valeur -5 jetons, "
                                                "acceptée de 1 à ")),
                 qPrintable(views::errorText(bad.error())));
        views::installUiLanguage(QStringLiteral("zh_CN"));
        QVERIFY2(views::phraseText(t4.basis).startsWith(
                     QStringLiteral("AWS EC2 的 10 条按需报价的中位数")),
                 qPrintable(views::phraseText(t4.basis)));
        views::installUiLanguage(QStringLiteral("en"));
        QLocale::setDefault(QLocale::c());
    }

    void pluralsFollowTheLanguage_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("expected");
        // English has its own catalogue of plural forms (resources/translations/rightsizer_en.ts);
        // Ukrainian has three: 1 репліка, 2-4 репліки, 5-20 реплік (21 репліка again).
        QTest::newRow("en 1") << "en" << 1 << "1 replica";
        QTest::newRow("en 3") << "en" << 3 << "3 replicas";
        QTest::newRow("fr 1") << "fr" << 1 << "1 réplique";
        QTest::newRow("fr 2") << "fr" << 2 << "2 répliques";
        QTest::newRow("uk 1") << "uk" << 1 << "1 репліка";
        QTest::newRow("uk 3") << "uk" << 3 << "3 репліки";
        QTest::newRow("uk 5") << "uk" << 5 << "5 реплік";
        QTest::newRow("uk 21") << "uk" << 21 << "21 репліка";
        QTest::newRow("ja 4") << "ja" << 4 << "4 レプリカ";
    }
    void pluralsFollowTheLanguage() {
        QFETCH(QString, code);
        QFETCH(int, n);
        QFETCH(QString, expected);
        views::installUiLanguage(code);
        QCOMPARE(QObject::tr("%n replica(s)", nullptr, n), expected);
        views::installUiLanguage(QStringLiteral("en"));
    }

    void numbersAndMoneyShareTheLocale_data() {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("tokens");
        QTest::addColumn<QString>("dollars");
        // 2 221 tokens/s and $2 717.5: the group and decimal separators of each locale.
        QTest::newRow("de_DE") << "de_DE"
                               << "2.221"
                               << "$2.717,50";
        QTest::newRow("fr_FR") << "fr_FR"
                               << "2\u202f221"
                               << "$2\u202f717,50";
        QTest::newRow("ja_JP") << "ja_JP"
                               << "2,221"
                               << "$2,717.50";
        QTest::newRow("C (the command line)") << "C"
                                              << "2221"
                                              << "$2,717.50";
    }
    void numbersAndMoneyShareTheLocale() {
        QFETCH(QString, locale);
        QFETCH(QString, tokens);
        QFETCH(QString, dollars);
        QLocale::setDefault(QLocale(locale));
        QCOMPARE(views::QuantityFormat().number(2221, 0), tokens);
        QCOMPARE(views::money(2717.5, 2), dollars);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(views::money(-2717.5, 0), QStringLiteral("-$2,718"));
    }

    void chartLabelsShareTheLocale() {
        // Axis labels follow the locale as the tables beside them do (QChart::localizeNumbers):
        // a money axis "$%.2f" and a log axis "%.6g" under French conventions.
        QLocale::setDefault(QLocale(QStringLiteral("fr_FR")));
        QChartView view;
        QChart* chart = views::installStyledChart(&view, Qt::Alignment());
        auto* series = new QLineSeries;
        series->append(1, 0.5);
        series->append(4096, 3.5);
        chart->addSeries(series);
        auto* money = new QValueAxis;
        money->setRange(0, 4);
        money->setTickCount(5);
        money->setLabelFormat(QStringLiteral("$%.2f"));
        auto* log = new QLogValueAxis;
        log->setBase(4);
        log->setRange(1, 4096);
        log->setLabelFormat(QStringLiteral("%.6g"));
        chart->addAxis(money, Qt::AlignLeft);
        chart->addAxis(log, Qt::AlignBottom);
        series->attachAxis(money);
        series->attachAxis(log);
        view.resize(640, 400);
        view.show();
        QCoreApplication::processEvents();
        view.grab();
        QStringList labels;
        for (QGraphicsItem* item : view.scene()->items())
            if (auto* text = dynamic_cast<QGraphicsTextItem*>(item))
                labels << text->toPlainText();
        QVERIFY2(labels.contains(QStringLiteral("$1,00")), qPrintable(labels.join(u'|')));
        QVERIFY2(!labels.contains(QStringLiteral("$1.00")), qPrintable(labels.join(u'|')));
        QVERIFY2(labels.contains(QStringLiteral("1\u202f024")) ||
                     labels.contains(QStringLiteral("1 024")),
                 qPrintable(labels.join(u'|')));
        QLocale::setDefault(QLocale::c());
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

} // namespace tst_Language_suite

QTEST_MAIN(tst_Language_suite::tst_Language)
#include "tst_Language.moc"
