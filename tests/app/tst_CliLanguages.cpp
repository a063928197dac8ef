// The command line in the language LANG names (issue 23), as a user runs the binary: `plan`,
// `estimate`, `tco` and `profile` print their text in French, Ukrainian, Brazilian Portuguese,
// Chinese or Japanese, the engine's sentences included, with that locale's numbers. English
// (LANG=C, or a language RightSizer has no translation for, such as German) keeps the text and
// the C locale's numbers that scripts read; JSON is byte for byte the same in every language.
#include "TestSupport.h"

#include <QRegularExpression>
#include <QtTest>

namespace tst_CliLanguages_suite {

class TestCliLanguages final : public QObject {
    Q_OBJECT

    static rightsizer::test::CliRun run(const QStringList& args, const QString& lang) {
        return rightsizer::test::runCli(QStringLiteral(RIGHTSIZER_BINARY), args, 120000, lang);
    }
    static QString example() {
        return QStringLiteral(RIGHTSIZER_SOURCE_DIR "/resources/examples/llama-3.1-70b-chat.json");
    }
    static QString telemetry(const char* name) {
        return QStringLiteral(RIGHTSIZER_SOURCE_DIR "/tests/data/telemetry/") + QLatin1String(name);
    }
    /// The words of the English plan, tco and profile text that no translation keeps.
    static QStringList englishWords() {
        return {QStringLiteral("Recommended"),  QStringLiteral("Runner-up"),
                QStringLiteral("Evaluated"),    QStringLiteral("Flags:"),
                QStringLiteral("Demand today"), QStringLiteral("Assumptions"),
                QStringLiteral("Verdict"),      QStringLiteral(" the "),
                QStringLiteral(" and "),        QStringLiteral("would "),
                QStringLiteral(" per "),        QStringLiteral("median of")};
    }

private slots:
    void planSpeaksLangsLanguage_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QStringList>("words");
        QTest::newRow("fr") << QStringLiteral("fr_FR.UTF-8")
                            << QStringList{
                                   QStringLiteral("Recommandé : "), QStringLiteral("Deuxième : "),
                                   QStringLiteral("Indicateurs : "), QStringLiteral("Prix : ")};
        QTest::newRow("uk") << QStringLiteral("uk_UA.UTF-8")
                            << QStringList{QStringLiteral("Рекомендовано: "),
                                           QStringLiteral("Друге місце: "),
                                           QStringLiteral("Позначки: ")};
        QTest::newRow("pt_BR") << QStringLiteral("pt_BR.UTF-8")
                               << QStringList{QStringLiteral("Recomendado: "),
                                              QStringLiteral("Segundo lugar: ")};
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN.UTF-8")
                               << QStringList{QStringLiteral("推荐："), QStringLiteral("次优：")};
        QTest::newRow("ja") << QStringLiteral("ja_JP.UTF-8")
                            << QStringList{QStringLiteral("推奨："), QStringLiteral("次点：")};
    }
    void planSpeaksLangsLanguage() {
        QFETCH(QString, lang);
        QFETCH(QStringList, words);
        const auto r = run({QStringLiteral("plan"), example()}, lang);
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        for (const QString& w : words)
            QVERIFY2(out.contains(w), qPrintable(lang + QStringLiteral(": no ") + w));
        for (const QString& w : englishWords())
            QVERIFY2(!out.contains(w), qPrintable(lang + QStringLiteral(": English '") + w +
                                                  QStringLiteral("' in\n") + out));
    }

    // Numbers follow LANG's locale where RightSizer speaks its language: "54,2 ms" in French;
    // English keeps "54.2 ms", under a German LANG too, exactly as under LANG=C.
    void numbersFollowTheLanguage() {
        const QStringList args{QStringLiteral("plan"), example()};
        const QString french = QString::fromUtf8(run(args, QStringLiteral("fr_FR.UTF-8")).out);
        const QRegularExpression comma(QStringLiteral(R"(\d,\d+ (ms|s|GiB) )"));
        const QRegularExpression point(QStringLiteral(R"(\d\.\d+ (ms|s|GiB) )"));
        QVERIFY2(comma.match(french).hasMatch(), qPrintable(french));
        QVERIFY2(!point.match(french).hasMatch(), qPrintable(point.match(french).captured(0)));
        const auto c = run(args, QStringLiteral("C.UTF-8"));
        const auto german = run(args, QStringLiteral("de_DE.UTF-8"));
        QCOMPARE(c.exitCode, 0);
        QVERIFY(point.match(QString::fromUtf8(c.out)).hasMatch());
        QVERIFY(QString::fromUtf8(c.out).contains(QLatin1String("Recommended: ")));
        QCOMPARE(german.out, c.out);
    }

    void jsonIsTheSameInEveryLanguage() {
        for (const QStringList& args :
             {QStringList{QStringLiteral("plan"), example(), QStringLiteral("--json")},
              QStringList{QStringLiteral("tco"), example(), QStringLiteral("--json")}}) {
            const auto c = run(args, QStringLiteral("C.UTF-8"));
            QCOMPARE(c.exitCode, 0);
            for (const char* lang : {"fr_FR.UTF-8", "zh_CN.UTF-8"})
                QVERIFY2(run(args, QLatin1String(lang)).out == c.out, lang);
        }
    }

    void estimateTcoAndProfileToo() {
        const auto estimate = run(
            {QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
             QStringLiteral("--gpu"), QStringLiteral("h100-sxm"), QStringLiteral("--precision"),
             QStringLiteral("bf16"), QStringLiteral("--rate"), QStringLiteral("2")},
            QStringLiteral("fr_FR.UTF-8"));
        QCOMPARE(estimate.exitCode, 0);
        const QString e = QString::fromUtf8(estimate.out);
        for (const char* w : {"Mémoire par GPU", "  poids", "Sous charge : arrivées de Poisson",
                              "Étalonnage", "le décodage est"})
            QVERIFY2(e.contains(QString::fromUtf8(w)), w);
        for (const char* w : {"Memory per GPU", "weights", "Under load", "Calibration"})
            QVERIFY2(!e.contains(QLatin1String(w)), w);

        const auto tco = run({QStringLiteral("tco"), example()}, QStringLiteral("ja_JP.UTF-8"));
        QCOMPARE(tco.exitCode, 0);
        const QString t = QString::fromUtf8(tco.out);
        for (const char* w : {"推奨：", "前提（値、出典）：", "現在の需要：ピーク"})
            QVERIFY2(t.contains(QString::fromUtf8(w)), w);
        // The sources of the prices the TCO resolved are phrased too.
        QVERIFY2(t.contains(QString::fromUtf8("カタログ：")), qPrintable(t));
        for (const QString& w : englishWords())
            QVERIFY2(!t.contains(w), qPrintable(w));

        const auto profile = run({QStringLiteral("profile"), telemetry("h100x4-3h.csv")},
                                 QStringLiteral("zh_CN.UTF-8"));
        QCOMPARE(profile.exitCode, 0);
        const QString p = QString::fromUtf8(profile.out);
        for (const char* w :
             {"结论：", "遥测：", "GPU 利用率均值", "空闲（", "可承载实测负载的候选"})
            QVERIFY2(p.contains(QString::fromUtf8(w)), w);
        // The importer's notes on the file ("h100x4-3h.csv: nvidia-smi timestamps carry no time
        // zone ...") are diagnostics about the file and stay English, as errors do.
        QStringList lines = p.split(QLatin1Char('\n'));
        lines.removeIf(
            [](const QString& l) { return l.contains(QLatin1String("h100x4-3h.csv:")); });
        for (const QString& w : englishWords())
            QVERIFY2(!lines.join(QLatin1Char('\n')).contains(w), qPrintable(w));
    }
};

} // namespace tst_CliLanguages_suite

QTEST_GUILESS_MAIN(tst_CliLanguages_suite::TestCliLanguages)
#include "tst_CliLanguages.moc"
