// `rightsizer report --language CODE` as a user runs it on the bundled example: the PDF is
// written in that language (section titles, table headers, sentences, the glossary), its numbers
// follow the language's conventions, and Chinese and Japanese embed the Noto CJK face of that
// language. Read back with poppler's pdftotext and pdffonts.
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace tst_ReportLanguages_suite {

class TestReportLanguages final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QHash<QString, QString> m_written; ///< the reports written so far, by name

    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };

    /// Runs the binary with LANG (and LC_ALL) set to `lang`.
    static Run run(const QStringList& args, const QString& lang = QStringLiteral("C.UTF-8")) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANG"), lang);
        env.insert(QStringLiteral("LC_ALL"), lang);
        env.remove(QStringLiteral("LANGUAGE"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(RIGHTSIZER_BINARY), args);
        if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit)
            return {};
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }
    static QString tool(const QString& name, const QStringList& args) {
        QProcess p;
        p.start(name, args);
        if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode())
            return {};
        return QString::fromUtf8(p.readAllStandardOutput());
    }
    /// The report's text, runs of white space collapsed. NFKC: the CJK fonts map some Han
    /// characters (行, 日, 用) to their Kangxi radical look-alikes in the PDF's text layer, which
    /// compatibility normalization folds back.
    static QString textOf(const QString& pdf) {
        QString text = tool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        text.remove(QChar(0x200B));
        return text.normalized(QString::NormalizationForm_KC).simplified();
    }
    QString path(const QString& name) const { return m_dir.filePath(name); }
    static QString example() {
        return QStringLiteral(RIGHTSIZER_SOURCE_DIR "/resources/examples/llama-3.1-70b-chat.json");
    }
    /// Writes the example's report in `language` (none: the option left out) under `lang`, once
    /// per name.
    QString report(const QString& name, const QString& language,
                   const QString& lang = QStringLiteral("C.UTF-8")) {
        if (m_written.contains(name))
            return m_written.value(name);
        const QString pdf = path(name + QStringLiteral(".pdf"));
        QStringList args{QStringLiteral("report"), example(),
                         QStringLiteral("-o"),     pdf,
                         QStringLiteral("--date"), QStringLiteral("2026-11-26")};
        if (!language.isEmpty())
            args << QStringLiteral("--language") << language;
        const Run r = run(args, lang);
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        m_written.insert(name, r.exitCode == 0 ? pdf : QString());
        return m_written.value(name);
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        QVERIFY2(!tool(QStringLiteral("pdffonts"), {QStringLiteral("-v")}).isNull() ||
                     QProcess::execute(QStringLiteral("pdffonts"), {QStringLiteral("-v")}) == 0,
                 "pdffonts (poppler-utils) is needed to read the reports back");
    }

    void sectionTitlesInEachLanguage_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("titles");
        QTest::addColumn<QStringList>("english");
        // The translations of "Executive summary", "Assumptions", "Uncertainty and
        // calibration", "Glossary" and a glossary meaning (resources/translations/*.ts).
        const QStringList english{QStringLiteral("Executive summary"),
                                  QStringLiteral("Uncertainty and calibration"),
                                  QStringLiteral("Time to first token: from a request")};
        QTest::newRow("fr") << QStringLiteral("fr")
                            << QStringList{QStringLiteral("Synthèse"), QStringLiteral("Hypothèses"),
                                           QStringLiteral("Incertitude et étalonnage"),
                                           QStringLiteral("Glossaire"),
                                           QStringLiteral("Délai du premier jeton : de l'arrivée")}
                            << english;
        QTest::newRow("uk") << QStringLiteral("uk")
                            << QStringList{QStringLiteral("Короткий огляд"),
                                           QStringLiteral("Припущення"),
                                           QStringLiteral("Невизначеність і калібрування"),
                                           QStringLiteral("Глосарій")}
                            << english;
        QTest::newRow("pt_BR") << QStringLiteral("pt_BR")
                               << QStringList{QStringLiteral("Resumo executivo"),
                                              QStringLiteral("Premissas"),
                                              QStringLiteral("Incerteza e calibração"),
                                              QStringLiteral("Glossário")}
                               << english;
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN")
                               << QStringList{QStringLiteral("执行摘要"), QStringLiteral("假设"),
                                              QStringLiteral("不确定性与校准"),
                                              QStringLiteral("术语表")}
                               << english;
        QTest::newRow("ja") << QStringLiteral("ja")
                            << QStringList{QStringLiteral("エグゼクティブサマリー"),
                                           QStringLiteral("前提条件"),
                                           QStringLiteral("不確かさとキャリブレーション"),
                                           QStringLiteral("用語集")}
                            << english;
        QTest::newRow("en") << QStringLiteral("en") << english << QStringList{};
    }

    void sectionTitlesInEachLanguage() {
        QFETCH(QString, language);
        QFETCH(QStringList, titles);
        QFETCH(QStringList, english);
        const QString pdf = report(language, language);
        QVERIFY(!pdf.isEmpty());
        const QString text = textOf(pdf);
        for (const QString& t : titles)
            QVERIFY2(text.contains(t), qPrintable(language + QStringLiteral(": no ") + t));
        for (const QString& e : english)
            QVERIFY2(!text.contains(e), qPrintable(language + QStringLiteral(": English ") + e));
    }

    void chineseAndJapaneseEmbedTheirCjkFace_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("face");
        QTest::addColumn<QString>("otherFace");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("NotoSansCJKsc")
                               << QStringLiteral("NotoSansCJKjp");
        QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("NotoSansCJKjp")
                            << QStringLiteral("NotoSansCJKsc");
    }

    void chineseAndJapaneseEmbedTheirCjkFace() {
        QFETCH(QString, language);
        QFETCH(QString, face);
        QFETCH(QString, otherFace);
        const QString pdf = report(language, language);
        QVERIFY(!pdf.isEmpty());
        const QString fonts = tool(QStringLiteral("pdffonts"), {pdf});
        // "NotoSansCJKsc-Regular  CID TrueType  Identity-H  yes no yes ...": emb is "yes".
        const QRegularExpression embedded(
            QRegularExpression::escape(face) +
            QStringLiteral("-Regular\\s+CID TrueType\\s+\\S+\\s+yes"));
        QVERIFY2(embedded.match(fonts).hasMatch(), qPrintable(fonts));
        // Han characters are drawn the language's way: no face of the other language.
        QVERIFY2(!fonts.contains(otherFace), qPrintable(fonts));
    }

    void numbersFollowTheLanguage() {
        // The summary's SLA line: "568 ms pour ≤ 1,00 s (marge 43,2 %)" in French; English
        // keeps the command line's "1.00 s" (C locale), even under a German LANG.
        const QString fr = textOf(report(QStringLiteral("fr"), QStringLiteral("fr")));
        QVERIFY(fr.contains(QStringLiteral("≤ 1,00 s")));
        QVERIFY(!fr.contains(QStringLiteral("≤ 1.00 s")));
        const QString en =
            textOf(report(QStringLiteral("lang-de"), {}, QStringLiteral("de_DE.UTF-8")));
        QVERIFY(en.contains(QStringLiteral("≤ 1.00 s")));
        QVERIFY(!en.contains(QStringLiteral("≤ 1,00 s")));
    }

    void languageFollowsLangWhenNotGiven() {
        const QString fr =
            textOf(report(QStringLiteral("lang-fr"), {}, QStringLiteral("fr_FR.UTF-8")));
        QVERIFY(fr.contains(QStringLiteral("Synthèse")));
        const QString c = textOf(report(QStringLiteral("lang-c"), {}, QStringLiteral("C.UTF-8")));
        QVERIFY(c.contains(QStringLiteral("Executive summary")));
        // A language with no translation: English.
        const QString de =
            textOf(report(QStringLiteral("lang-de"), {}, QStringLiteral("de_DE.UTF-8")));
        QVERIFY(de.contains(QStringLiteral("Executive summary")));
    }

    void unknownLanguageIsAClearError() {
        const QString pdf = path(QStringLiteral("xx.pdf"));
        const Run r = run({QStringLiteral("report"), example(), QStringLiteral("-o"), pdf,
                           QStringLiteral("--language"), QStringLiteral("xx")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--language")) &&
                     r.err.contains(QStringLiteral("got 'xx'")) &&
                     r.err.contains(QStringLiteral("en, fr, uk, pt_BR, zh_CN, ja")),
                 qPrintable(r.err));
        QVERIFY(!QFile::exists(pdf));
        // A spelling people type is taken ("zh" for zh_CN; the others in tst_Language).
        QVERIFY(textOf(report(QStringLiteral("zh"), QStringLiteral("zh")))
                    .contains(QStringLiteral("执行摘要")));
    }
};

} // namespace tst_ReportLanguages_suite

QTEST_GUILESS_MAIN(tst_ReportLanguages_suite::TestReportLanguages)
#include "tst_ReportLanguages.moc"
