// `rightsizer report` as a user runs it: the bundled example and a two-scenario project to PDF,
// read back with poppler's pdftotext / pdfinfo / pdfimages, and checked against what
// `rightsizer plan --json` and `rightsizer tco --json` return for the same scenario.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "TestSupport.h"

namespace tst_ReportCli_suite {

class TestReportCli final : public QObject {
    Q_OBJECT

private:
    using Run = rightsizer::test::CliRun;
    QTemporaryDir m_dir;
    QString m_examplePdf;
    QStringList m_pages; ///< the example report's text, page by page (pdftotext -layout)

    Run run(const QStringList& args) {
        return rightsizer::test::runCli(QStringLiteral(RIGHTSIZER_BINARY), args);
    }
    QString path(const QString& name) const { return m_dir.filePath(name); }
    static QString example() {
        return QStringLiteral(RIGHTSIZER_SOURCE_DIR "/resources/examples/llama-3.1-70b-chat.json");
    }

    /// Runs a poppler tool; its standard output, or a null string when it cannot run.
    static QString poppler(const QString& tool, const QStringList& args) {
        QProcess p;
        p.start(tool, args);
        if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode())
            return {};
        return QString::fromUtf8(p.readAllStandardOutput());
    }
    static QStringList pagesOf(const QString& pdf) {
        QString text = poppler(QStringLiteral("pdftotext"),
                               {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        // Zero-width break opportunities in long tokens are not text.
        text.remove(QChar(0x200B));
        QStringList pages = text.split(QLatin1Char('\f'));
        if (!pages.isEmpty() && pages.last().trimmed().isEmpty())
            pages.removeLast();
        return pages;
    }
    static QString pageSize(const QString& pdf) {
        const QString info = poppler(QStringLiteral("pdfinfo"), {pdf});
        const auto m = QRegularExpression(QStringLiteral("Page size:\\s+(.*)")).match(info);
        return m.hasMatch() ? m.captured(1).trimmed() : QString();
    }
    /// "$37,814": money as the report (and the CLI) prints it.
    static QString usd(double v, int decimals = 0) {
        return QStringLiteral("$") +
               QLocale(QLocale::English, QLocale::UnitedStates).toString(v, 'f', decimals);
    }
    QJsonObject json(const QStringList& args) {
        const Run r = run(args);
        return r.exitCode == 0 ? QJsonDocument::fromJson(r.out).object() : QJsonObject();
    }
    /// Pages whose text contains `needle`.
    QList<int> pagesWith(const QString& needle) const {
        QList<int> found;
        for (int i = 0; i < m_pages.size(); ++i)
            if (m_pages[i].contains(needle))
                found << i;
        return found;
    }
    /// The text with the layout's runs of spaces and line breaks collapsed to one space.
    static QString flat(const QString& text) { return text.simplified(); }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        QVERIFY2(!poppler(QStringLiteral("pdftotext"), {QStringLiteral("-v")}).isNull() ||
                     QProcess::execute(QStringLiteral("pdftotext"), {QStringLiteral("-v")}) == 0,
                 "pdftotext (poppler-utils) is needed to read the reports back");
        m_examplePdf = path(QStringLiteral("example.pdf"));
        const Run r = run({QStringLiteral("report"), example(), QStringLiteral("-o"), m_examplePdf,
                           QStringLiteral("--date"), QStringLiteral("2026-11-22"),
                           QStringLiteral("--author"), QStringLiteral("A. Planner")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        m_pages = pagesOf(m_examplePdf);
        QVERIFY(!m_pages.isEmpty());
        // The command reports the pages it wrote.
        QCOMPARE(
            QString::fromUtf8(r.out).trimmed(),
            QStringLiteral("wrote %1: %2 pages, 1 scenario").arg(m_examplePdf).arg(m_pages.size()));
    }

    void pageCountIsSaneAndEveryPageIsNumbered() {
        // One scenario: title, summary, ~10 pages of scenario, assumptions, uncertainty,
        // glossary. Fewer than 8 would mean sections are missing; over 40 a runaway table.
        QVERIFY2(m_pages.size() >= 8 && m_pages.size() <= 40,
                 qPrintable(QString::number(m_pages.size())));
        for (int i = 0; i < m_pages.size(); ++i) {
            QVERIFY2(
                m_pages[i].contains(QStringLiteral("Page %1 of %2").arg(i + 1).arg(m_pages.size())),
                qPrintable(QString::number(i + 1)));
            QVERIFY(m_pages[i].contains(QStringLiteral("GPU capacity plan, 2026-11-22")));
        }
        QCOMPARE(pageSize(m_examplePdf), QStringLiteral("595 x 842 pts (A4)"));
    }

    void noPageHoldsALoneLineAndNoEmptyOption() {
        // Issue 20 item 10: a page held only "of the GPUs paid for." (a paragraph's last line),
        // and a 0-node hybrid was printed under "Buying instead" as if it were a way to buy.
        for (int i = 0; i < m_pages.size(); ++i) {
            int body = 0;
            for (const QString& line : m_pages[i].split(QLatin1Char('\n'))) {
                const QString t = line.trimmed();
                if (!t.isEmpty() && !t.contains(QStringLiteral(" of %1").arg(m_pages.size())) &&
                    !t.contains(QStringLiteral("GPU capacity plan, 2026-11-22")))
                    ++body;
            }
            QVERIFY2(body >= 3, qPrintable(QStringLiteral("page %1: %2 line(s): %3")
                                               .arg(i + 1)
                                               .arg(body)
                                               .arg(flat(m_pages[i]).left(200))));
        }
        QVERIFY(pagesWith(QStringLiteral("(0 nodes)")).isEmpty());
    }

    void titlePageNamesProjectAuthorDateAndVersion() {
        const QString title = flat(m_pages.first());
        for (const QString& s :
             {QStringLiteral("GPU capacity plan"), QStringLiteral("Llama 3.1 70B chat assistant"),
              QStringLiteral("A. Planner"), QStringLiteral("2026-11-22"),
              QStringLiteral("RightSizer " RIGHTSIZER_VERSION_TEXT),
              QStringLiteral("llama-3.1-70b-chat.json")})
            QVERIFY2(title.contains(s), qPrintable(s));
    }

    void everySectionIsThereInOrder() {
        const QString all = flat(m_pages.join(QLatin1Char(' ')));
        qsizetype at = 0;
        for (const QString& s :
             {QStringLiteral("1 Executive summary"), QStringLiteral("2.1 Requirements"),
              QStringLiteral("2.2 Candidate comparison"),
              QStringLiteral("2.3 Memory and cost per token"),
              QStringLiteral("2.4 Total cost of ownership"),
              QStringLiteral("2.5 Demand against capacity"),
              QStringLiteral("2.6 Bill of materials"), QStringLiteral("3 Assumptions"),
              QStringLiteral("3.2 GPU"), QStringLiteral("3.3 Prices"),
              QStringLiteral("3.4 Sizing rules"), QStringLiteral("4 Uncertainty and calibration"),
              QStringLiteral("5 Glossary")}) {
            const qsizetype next = all.indexOf(s, at);
            QVERIFY2(next > at, qPrintable(s));
            at = next;
        }
        // Words read back as typed: no "fi"/"fl" ligature glyphs (U+FB01, U+FB02).
        QVERIFY(!all.contains(QChar(0xFB01)) && !all.contains(QChar(0xFB02)));
        QVERIFY(all.contains(QStringLiteral("configurations")));
        // The sizing rules the example ran under (its defaults), in the assumptions.
        for (const QString& rule :
             {QStringLiteral("latency targets met by the estimate"),
              QStringLiteral("as few replicas as the demand needs (default)"),
              QStringLiteral("GeForce cards left out: GeForce driver licence: not licensed for "
                             "datacenter deployment (default)"),
              QStringLiteral("layouts needing more than 4 times the GPUs of the same GPU's "
                             "cheapest layout are folded under it, not ranked (11 here)")})
            QVERIFY2(all.contains(rule), qPrintable(rule));
        // One scenario: no side-by-side section.
        QVERIFY(!all.contains(QStringLiteral("Scenarios side by side")));
    }

    void summaryEqualsPlanAndTco() {
        const QJsonObject plan =
            json({QStringLiteral("plan"), example(), QStringLiteral("--json")});
        const QJsonArray feasible = plan.value(QStringLiteral("feasible")).toArray();
        QVERIFY(feasible.size() >= 2);
        const QJsonObject best = feasible.at(0).toObject();
        const QJsonObject second = feasible.at(1).toObject();
        const QJsonObject tco = json({QStringLiteral("tco"), example(), QStringLiteral("--json")});
        const QString recommended = tco.value(QStringLiteral("recommended")).toString();
        QVERIFY(!recommended.isEmpty());
        QJsonObject option;
        for (const auto& o : tco.value(QStringLiteral("options")).toArray())
            if (o.toObject().value(QStringLiteral("option")).toString() == recommended)
                option = o.toObject();

        // The executive summary is one page, the second.
        QCOMPARE(pagesWith(QStringLiteral("Executive summary")).value(0), 1);
        const QString summary = flat(m_pages.at(1));
        // The recommendation in one sentence: plan rank 1 and its on-demand cost a month.
        const QString sentence = QStringLiteral("Serve Llama 3.1 70B on %1 × %2 in %3")
                                     .arg(best.value(QStringLiteral("gpus")).toInt())
                                     .arg(best.value(QStringLiteral("gpu_name")).toString(),
                                          best.value(QStringLiteral("precision")).toString());
        QVERIFY2(summary.contains(sentence),
                 qPrintable(sentence + QStringLiteral(" | ") + summary));
        QVERIFY(summary.contains(usd(best.value(QStringLiteral("cost_per_month_usd")).toDouble()) +
                                 QStringLiteral(" a month at cloud on-demand prices")));
        // Over the horizon: tco's recommended option, its total and NPV.
        // On-prem and hybrid name their nodes, as tco prints them: "hybrid (1 node)".
        QString label = recommended;
        if (const int nodes = option.value(QStringLiteral("nodes")).toInt();
            nodes > 0 &&
            (recommended == QLatin1String("hybrid") || recommended == QLatin1String("on-prem")))
            label += (nodes == 1 ? QStringLiteral(" (%1 node)") : QStringLiteral(" (%1 nodes)"))
                         .arg(nodes);
        QVERIFY2(summary.contains(
                     QStringLiteral(
                         "the cheapest way to pay for it is %1, %2 in total (%3 net present value)")
                         .arg(label, usd(option.value(QStringLiteral("total_usd")).toDouble()),
                              usd(option.value(QStringLiteral("npv_usd")).toDouble()))),
                 qPrintable(summary));
        // Cost per month averaged over the horizon (total / horizon months).
        QVERIFY(summary.contains(usd(option.value(QStringLiteral("total_usd")).toDouble() /
                                     tco.value(QStringLiteral("horizon_months")).toInt())));
        // SLA margins: (target - predicted) / target with the example's 1 s TTFT and 50 ms TPOT.
        const QJsonObject serve = best.value(QStringLiteral("serve")).toObject();
        const double ttft = serve.value(QStringLiteral("ttft_percentile_s"))
                                .toObject()
                                .value(QStringLiteral("value"))
                                .toDouble();
        const double tpot = serve.value(QStringLiteral("tpot_percentile_s"))
                                .toObject()
                                .value(QStringLiteral("value"))
                                .toDouble();
        QVERIFY(summary.contains(
            QStringLiteral("(%1 % margin)").arg(QString::number((1.0 - ttft) * 100, 'f', 1))));
        QVERIFY(summary.contains(QStringLiteral("(%1 % margin)")
                                     .arg(QString::number((0.050 - tpot) / 0.050 * 100, 'f', 1))));
        // The runner-up (plan rank 2) and why it lost: its cost per million tokens against rank
        // 1's.
        QVERIFY(summary.contains(QStringLiteral("Runner-up %1 %2 TP%3")
                                     .arg(second.value(QStringLiteral("gpu")).toString(),
                                          second.value(QStringLiteral("precision")).toString())
                                     .arg(second.value(QStringLiteral("tp")).toInt())));
        // (In the example ranks 1 and 2, B200 TP1 and TP2, both take 8 GPUs: the same cost, so
        // the reason given is the output tokens/s per GPU.)
        const auto perGpu = [](const QJsonObject& c) {
            return QString::number(c.value(QStringLiteral("serve"))
                                       .toObject()
                                       .value(QStringLiteral("output_tokens_per_s_per_gpu"))
                                       .toDouble(),
                                   'f', 0);
        };
        const QString why =
            second.value(QStringLiteral("usd_per_million_tokens")).toDouble() ==
                    best.value(QStringLiteral("usd_per_million_tokens")).toDouble()
                ? QStringLiteral("same cost and GPU count, fewer output tokens/s per GPU (%1 "
                                 "against %2)")
                      .arg(perGpu(second), perGpu(best))
                : QStringLiteral("it costs %1 per million output tokens against %2")
                      .arg(
                          usd(second.value(QStringLiteral("usd_per_million_tokens")).toDouble(), 3),
                          usd(best.value(QStringLiteral("usd_per_million_tokens")).toDouble(), 3));
        QVERIFY2(summary.contains(why), qPrintable(why + QStringLiteral(" | ") + summary));
    }

    void requirementsNameTheServingEngine() {
        // The example gives no runtime.engine: vLLM, the default, with vLLM's default 90 %
        // gpu_memory_utilization.
        const int page = pagesWith(QStringLiteral("Requirements")).value(0, -1);
        QVERIFY(page > 0);
        const QString requirements = flat(m_pages.at(page) + m_pages.value(page + 1));
        const QString fact =
            QStringLiteral("Serving engine vLLM, with its own fitted efficiency "
                           "and overheads; it may use 90.0 % of each GPU's memory");
        QVERIFY2(requirements.contains(fact), qPrintable(requirements));
    }

    void tcoTablesEqualTco() {
        const QString all = flat(m_pages.join(QLatin1Char(' ')));
        // Rank 1's options (its B200 has a purchase price, so on-prem and hybrid are costed),
        // and the bill of materials buys its on-prem nodes.
        const QJsonObject tco = json({QStringLiteral("tco"), example(), QStringLiteral("--json"),
                                      QStringLiteral("--rank"), QStringLiteral("1")});
        int available = 0;
        for (const auto& v : tco.value(QStringLiteral("options")).toArray()) {
            const QJsonObject o = v.toObject();
            if (!o.value(QStringLiteral("available")).toBool())
                continue;
            ++available;
            const QString row =
                QStringLiteral("%1 %2").arg(usd(o.value(QStringLiteral("total_usd")).toDouble()),
                                            usd(o.value(QStringLiteral("npv_usd")).toDouble()));
            QVERIFY2(all.contains(row), qPrintable(row));
        }
        QVERIFY(available >= 3);
        int nodes = 0;
        for (const auto& v : tco.value(QStringLiteral("options")).toArray())
            if (v.toObject().value(QStringLiteral("option")).toString() ==
                QStringLiteral("on-prem"))
                nodes = v.toObject().value(QStringLiteral("nodes")).toInt();
        QVERIFY(nodes > 0);
        QVERIFY2(
            all.contains(QStringLiteral("On-prem (plan rank 1, on-prem (%1 nodes))").arg(nodes)),
            "bill of materials");
    }

    void candidateTableListsThePlan() {
        const QJsonObject plan =
            json({QStringLiteral("plan"), example(), QStringLiteral("--json")});
        const QJsonArray feasible = plan.value(QStringLiteral("feasible")).toArray();
        const int page = pagesWith(QStringLiteral("Candidate comparison")).value(0, -1);
        QVERIFY(page > 0);
        const QString table = flat(m_pages.at(page) + m_pages.value(page + 1));
        // Ranks 1..3 with their GPU count and on-demand $/month, in the plan's order.
        qsizetype at = 0;
        for (int i = 0; i < 3; ++i) {
            const QJsonObject c = feasible.at(i).toObject();
            const QString row =
                QStringLiteral("%1 %2 ").arg(i + 1).arg(c.value(QStringLiteral("gpu")).toString());
            const qsizetype found = table.indexOf(row, at);
            QVERIFY2(found >= at, qPrintable(row));
            const QString cost = usd(c.value(QStringLiteral("cost_per_month_usd")).toDouble());
            QVERIFY2(table.indexOf(cost, found) > found, qPrintable(cost));
            at = found + 1;
        }
    }

    void tablesRepeatTheirHeaderOnEveryPage() {
        // The quotes table runs over several pages; each page of it starts with its header.
        // (Its rows start with the quote's id; "ligatures" aside, pdftotext gives the text.)
        const int first = pagesWith(QStringLiteral("Quotes behind the con")).value(0, -1);
        QVERIFY(first > 0);
        QList<int> quotePages;
        for (int p : pagesWith(QStringLiteral("PRC-0")))
            if (p >= first &&
                m_pages[p].contains(QRegularExpression(QStringLiteral("^\\s*PRC-0"),
                                                       QRegularExpression::MultilineOption)))
                quotePages << p;
        QVERIFY2(quotePages.size() >= 2, "the quotes table should span pages");
        for (int p : quotePages)
            QVERIFY2(m_pages[p].contains(
                         QRegularExpression(QStringLiteral("Id\\s+GPU\\s+Kind\\s+Provider,"))),
                     qPrintable(QStringLiteral("page %1").arg(p + 1)));
    }

    void chartsAreVector() {
        // Vector charts: the PDF holds no raster image, and the charts' axis titles are text.
        const QString images =
            poppler(QStringLiteral("pdfimages"), {QStringLiteral("-list"), m_examplePdf});
        QVERIFY(!images.isNull());
        QCOMPARE(images.trimmed().split(QLatin1Char('\n')).size(), 2); // the two header lines
        const QString all = m_pages.join(QLatin1Char(' '));
        for (const QString& s :
             {QStringLiteral("GiB per GPU"), QStringLiteral("USD per million tokens"),
              QStringLiteral("total over the horizon (USD)"), QStringLiteral("hour of the week")})
            QVERIFY2(all.contains(s), qPrintable(s));
    }

    void sameProjectGivesSameText() {
        const QString again = path(QStringLiteral("again.pdf"));
        QCOMPARE(run({QStringLiteral("report"), example(), QStringLiteral("-o"), again,
                      QStringLiteral("--date"), QStringLiteral("2026-11-22"),
                      QStringLiteral("--author"), QStringLiteral("A. Planner")})
                     .exitCode,
                 0);
        QCOMPARE(pagesOf(again), m_pages);
    }

    void letterPages() {
        const QString letter = path(QStringLiteral("letter.pdf"));
        QCOMPARE(run({QStringLiteral("report"), example(), QStringLiteral("-o"), letter,
                      QStringLiteral("--page"), QStringLiteral("Letter")})
                     .exitCode,
                 0);
        QCOMPARE(pageSize(letter), QStringLiteral("612 x 792 pts (letter)"));
        const QStringList pages = pagesOf(letter);
        QVERIFY(pages.size() >= 8 && pages.size() <= 40);
        QVERIFY(pages.last().contains(QStringLiteral("Page %1 of %1").arg(pages.size())));
    }

    void severalScenariosSideBySide() {
        const QString project = path(QStringLiteral("two.rsplan"));
        QCOMPARE(
            run({QStringLiteral("scenario"), QStringLiteral("import"), example(),
                 QStringLiteral("-o"), project, QStringLiteral("--name"), QStringLiteral("base")})
                .exitCode,
            0);
        // The copy is served by SGLang.
        QFile file(example());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject copy = QJsonDocument::fromJson(file.readAll()).object();
        copy[QStringLiteral("runtime")] =
            QJsonObject{{QStringLiteral("engine"), QStringLiteral("sglang")}};
        const QString copyFile = rightsizer::test::writeFile(path(QStringLiteral("copy.json")),
                                                             QJsonDocument(copy).toJson());
        QCOMPARE(
            run({QStringLiteral("scenario"), QStringLiteral("import"), copyFile,
                 QStringLiteral("-o"), project, QStringLiteral("--name"), QStringLiteral("copy")})
                .exitCode,
            0);
        const QString pdf = path(QStringLiteral("two.pdf"));
        Run r = run({QStringLiteral("report"), project, QStringLiteral("-o"), pdf});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("2 scenarios"));
        QString all = flat(pagesOf(pdf).join(QLatin1Char(' ')));
        QVERIFY(all.contains(QStringLiteral("Scenarios side by side")));
        QVERIFY(all.contains(QStringLiteral("Scenario “base”")));
        QVERIFY(all.contains(QStringLiteral("Scenario “copy”")));
        // Each scenario's requirements name its engine, and the comparison puts them side by
        // side.
        QVERIFY(all.contains(QStringLiteral("Serving engine vLLM, with its own")));
        QVERIFY(all.contains(QStringLiteral("Serving engine SGLang, with its own")));
        QVERIFY2(all.contains(QStringLiteral("Serving engine vLLM SGLang")), qPrintable(all));
        // --scenario picks one: no side-by-side.
        r = run({QStringLiteral("report"), project, QStringLiteral("--scenario"),
                 QStringLiteral("copy"), QStringLiteral("-o"), pdf});
        QCOMPARE(r.exitCode, 0);
        all = flat(pagesOf(pdf).join(QLatin1Char(' ')));
        QVERIFY(!all.contains(QStringLiteral("Scenarios side by side")));
        QVERIFY(all.contains(QStringLiteral("Scenario “copy”")));
        QVERIFY(!all.contains(QStringLiteral("Scenario “base”")));
    }

    void trainingAndInfeasibleScenariosReport_data() {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("fine-tune")
            << QByteArray(R"({"schema": 1, "name": "fine-tune 8B",
            "model": "llama-3.1-8b", "mode": "train", "workload": {"tokens": 2e9,
            "deadline_hours": 48, "seq_len": 4096, "global_batch": 256},
            "precisions": ["bf16"], "gpus": ["h100-sxm", "a100-sxm-80gb", "l40s"]})")
            << QStringList{QStringLiteral("Train Llama 3.1 8B on"),
                           QStringLiteral("for the run at cloud on-demand prices"),
                           QStringLiteral("finish within 48.0 h"),
                           QStringLiteral("Bill of materials")}
            << QStringList{QStringLiteral("Demand against capacity")};
        // A 1 ms TPOT cannot be met: the report says so and still lists every section it can.
        QTest::newRow("nothing meets the SLA")
            << QByteArray(R"({"schema": 1, "name": "impossible",
            "model": "llama-3.1-70b", "workload": {"requests_per_s": 20,
            "input_tokens": {"mean": 1500, "p95": 4000}, "output_tokens": {"mean": 350, "p95": 900}},
            "sla": {"percentile": "p95", "ttft_ms": 10, "tpot_ms": 1}, "precisions": ["bf16"],
            "gpus": ["l4"]})")
            << QStringList{QStringLiteral("Nothing meets the service levels"),
                           QStringLiteral("GPUs that cannot meet the service levels"),
                           QStringLiteral("Glossary")}
            << QStringList{QStringLiteral("Bill of materials"), QStringLiteral("Cost inputs")};
        // GeForce included on request, with N+1 and sizing to the band's end: the cards carry
        // the licence caveat, and the sizing rules are the scenario's.
        QTest::newRow("GeForce included, N+1, pessimistic")
            << QByteArray(R"({"schema": 2, "name": "geforce", "allow_geforce": true,
            "model": "llama-3.1-8b", "workload": {"requests_per_s": 5,
            "input_tokens": {"mean": 800, "p95": 2000}, "output_tokens": {"mean": 300, "p95": 700}},
            "sla": {"percentile": "p95", "ttft_ms": 1500, "tpot_ms": 60,
                    "size_to_pessimistic": true},
            "limits": {"min_replicas": 2}, "precisions": ["fp8"], "gpus": ["rtx-4090", "l4"]})")
            << QStringList{QStringLiteral("rtx-4090 †"),
                           QStringLiteral("† GeForce card, included because the scenario sets "
                                          "allow_geforce: GeForce driver licence: not licensed "
                                          "for datacenter deployment."),
                           QStringLiteral("met at the pessimistic end of the 90 % band; at least "
                                          "2 replicas"),
                           QStringLiteral("latency targets met at the pessimistic end of the 90 % "
                                          "band (scenario)"),
                           QStringLiteral("at least 2 replicas (scenario)"),
                           QStringLiteral("GeForce cards included (scenario)")}
            << QStringList{QStringLiteral("replica(s)")};
    }
    void trainingAndInfeasibleScenariosReport() {
        QFETCH(QByteArray, scenario);
        QFETCH(QStringList, expected);
        QFETCH(QStringList, absent);
        const QString file = rightsizer::test::writeFile(path(QStringLiteral("s.json")), scenario);
        const QString pdf = path(QStringLiteral("s-report.pdf"));
        const Run r = run({QStringLiteral("report"), file, QStringLiteral("-o"), pdf});
        QCOMPARE(r.exitCode, 0);
        const QStringList pages = pagesOf(pdf);
        QVERIFY(pages.size() >= 5 && pages.size() <= 40);
        const QString all = flat(pages.join(QLatin1Char(' ')));
        for (const QString& s : expected)
            QVERIFY2(all.contains(s), qPrintable(s));
        for (const QString& s : absent)
            QVERIFY2(!all.contains(s), qPrintable(s));
    }

    void badOutputPathsAreClearErrors_data() {
        QTest::addColumn<QStringList>("output");
        QTest::addColumn<QString>("mention");
        QTest::newRow("missing -o") << QStringList() << QStringLiteral("-o: missing");
        QTest::newRow("missing folder")
            << QStringList{QStringLiteral("-o"), m_dir.filePath(QStringLiteral("no/such/r.pdf"))}
            << QStringLiteral("does not exist");
        QTest::newRow("not .pdf") << QStringList{QStringLiteral("-o"),
                                                 m_dir.filePath(QStringLiteral("r.txt"))}
                                  << QStringLiteral("ending in .pdf");
        QTest::newRow("a folder") << QStringList{QStringLiteral("-o"), m_dir.path()}
                                  << QStringLiteral("it is a folder");
        QTest::newRow("bad page") << QStringList{QStringLiteral("-o"),
                                                 m_dir.filePath(QStringLiteral("p.pdf")),
                                                 QStringLiteral("--page"), QStringLiteral("a5")}
                                  << QStringLiteral("accepted: a4, letter");
    }
    void badOutputPathsAreClearErrors() {
        QFETCH(QStringList, output);
        QFETCH(QString, mention);
        const Run r = run(QStringList{QStringLiteral("report"), example()} + output);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        const QString err = QString::fromUtf8(r.err).trimmed();
        QVERIFY2(err.startsWith(QStringLiteral("rightsizer report: ")), qPrintable(err));
        QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err));
        QVERIFY2(err.contains(mention), qPrintable(err));
        // Nothing is written.
        if (output.size() >= 2 && !QFileInfo(output[1]).isDir())
            QVERIFY(!QFile::exists(output[1]));
    }

    void aFailedWriteLeavesTheOldFile() {
        // The file is replaced whole or not at all: a read-only folder keeps the old report.
        const QString dirPath = path(QStringLiteral("locked"));
        QVERIFY(QDir().mkpath(dirPath));
        const QString pdf = dirPath + QStringLiteral("/r.pdf");
        QVERIFY(!rightsizer::test::writeFile(pdf, "old").isEmpty());
        QFile::setPermissions(dirPath, QFile::ReadOwner | QFile::ExeOwner);
        const Run r = run({QStringLiteral("report"), example(), QStringLiteral("-o"), pdf});
        QFile::setPermissions(dirPath, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        if (r.exitCode == 0)
            QSKIP("running as root: the folder cannot be made read-only");
        QCOMPARE(r.exitCode, 2);
        QVERIFY(QString::fromUtf8(r.err).contains(pdf));
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("old"));
    }

    void scenarioOptionErrors() {
        Run r = run({QStringLiteral("report"), example(), QStringLiteral("--scenario"),
                     QStringLiteral("x"), QStringLiteral("-o"), path(QStringLiteral("s.pdf"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(QString::fromUtf8(r.err).contains(QStringLiteral("is a scenario file")));
        r = run({QStringLiteral("report"), path(QStringLiteral("none.json")), QStringLiteral("-o"),
                 path(QStringLiteral("s.pdf"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(QString::fromUtf8(r.err).contains(QStringLiteral("cannot open")));
        QVERIFY(!QFile::exists(path(QStringLiteral("s.pdf"))));
    }
};

} // namespace tst_ReportCli_suite

QTEST_GUILESS_MAIN(tst_ReportCli_suite::TestReportCli)
#include "tst_ReportCli.moc"
