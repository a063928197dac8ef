// The TCO of a disaggregated split in the workbench and the report (issue 24): the Cost tab
// offers the split beside the costed rank and costs it pool by pool on request; the report's
// TCO adds a "Disaggregated serving" part with each pool and the comparison. The figures shown
// are the engine's (workspace::tcoOfSplit, checked by hand in tst_TcoSplit).
// RIGHTSIZER_SHOT_DIR: a screenshot of the Cost tab costing the split (cost-split.png).
#include "TestSupport.h"
#include "ViewTestSupport.h"
#include "views/EnginePhrase.h"
#include "views/QuantityFormat.h"
#include "views/cost/TcoView.h"
#include "views/report/ReportData.h"
#include "views/report/ReportSections.h"
#include "views/report/ReportText.h"
#include "workspace/Evaluation.h"
#include "workspace/ScenarioDocument.h"

#include <QChartView>
#include <QFile>
#include <QLabel>
#include <QTest>
#include <QTextDocument>

#include <memory>

namespace tst_SplitCost_suite {

using namespace rightsizer;

class tst_SplitCost final : public QObject {
    Q_OBJECT

    catalog::Catalog m_catalog = test::bundledCatalog();
    workspace::EvaluationPtr m_prompts; ///< the long-prompts example: the split wins

    static QString promptsPath() {
        return QStringLiteral(RIGHTSIZER_SOURCE_DIR
                              "/resources/examples/llama-3.1-70b-long-prompts.json");
    }

    /// The report's cost sections of an evaluation, as plain text.
    static QString costText(const workspace::EvaluationPtr& evaluation) {
        views::ReportScenario r;
        r.evaluation = evaluation;
        QTextDocument doc;
        views::ReportChartObjects charts;
        {
            views::ReportText out(&doc, 96, &charts);
            views::report::costSections(out, r);
        }
        return doc.toPlainText();
    }

private slots:
    void initTestCase() {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QFile f(promptsPath());
        QVERIFY(f.open(QIODevice::ReadOnly));
        auto s = project::parseScenario(f.readAll().toStdString(), m_catalog);
        QVERIFY(s);
        auto e = workspace::evaluate(*s, m_catalog);
        QVERIFY(e);
        QVERIFY2(e->disaggregationTco, e->disaggregationTcoNote.c_str());
        m_prompts = std::make_shared<const workspace::Evaluation>(std::move(e).value());
    }

    void theCostTabOffersAndCostsTheSplit() {
        workspace::ScenarioDocument document(m_catalog);
        document.reset(m_prompts->scenario);
        views::TcoView view(&document);
        view.resize(1400, 800);
        view.setEvaluation(m_prompts);
        view.setFocusCandidate(&m_prompts->plan.feasible.front()); // as the table announces it
        // Rank 1 is costed; the header offers the split with its lowest NPV.
        QCOMPARE(view.costedRank(), 1);
        QVERIFY(!view.costsSplit());
        const model::TcoResult& split = *m_prompts->disaggregationTco;
        const QString offer = view.headerLabel()->text();
        QVERIFY2(offer.contains(QStringLiteral("href=\"split\"")), qPrintable(offer));
        QVERIFY2(offer.contains(views::money(split.option(*split.recommended).npvUsd, 0)),
                 qPrintable(offer));
        // Following the link costs the split: the charts and the header are the split's.
        emit view.headerLabel()->linkActivated(QStringLiteral("split"));
        QVERIFY(view.costsSplit());
        QCOMPARE(view.result(), &split);
        QCOMPARE(view.costedRank(), 0);
        const QString header = view.headerLabel()->text();
        // (English plurals come from the translation the application loads: "9 workers".)
        for (const char* part : {"Prefill pool: 9 worker(s) at the plan (4x NVIDIA B200",
                                 "Decode pool: 3 worker(s) at the plan (2x NVIDIA B200",
                                 "The inputs shown are the decode pool's"})
            QVERIFY2(header.contains(QLatin1String(part)), qPrintable(header));
        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR")) { // a screenshot to look at
            view.resize(1600, 1000);
            view.show();
            for (int i = 0; i < 5; ++i)
                QCoreApplication::processEvents();
            view.grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                             QStringLiteral("/cost-split.png"));
        }
        // A new evaluation keeps the split costed; the table announcing its row does too.
        view.setEvaluation(m_prompts);
        QVERIFY(view.costsSplit());
        view.setFocusCandidate(&m_prompts->plan.feasible.front());
        QVERIFY(view.costsSplit());
        // "cost plan rank 1" goes back; another row chosen in the table does too.
        emit view.headerLabel()->linkActivated(QStringLiteral("rank:1"));
        QCOMPARE(view.costedRank(), 1);
        QCOMPARE(view.result(), &*m_prompts->tco);
        view.costSplit();
        view.setFocusCandidate(&m_prompts->plan.feasible[1]);
        QCOMPARE(view.costedRank(), 2);
        // Without a split (the chat example does not compare), nothing is offered and costSplit
        // keeps the rank.
        view.setEvaluation(test::exampleEvaluation());
        const int rank = view.costedRank();
        QVERIFY(rank > 0);
        QVERIFY(!view.headerLabel()->text().contains(QStringLiteral("href=\"split\"")));
        view.costSplit();
        QVERIFY(!view.costsSplit());
        QCOMPARE(view.costedRank(), rank);
    }

    void aSplitIsOfferedWhereNothingElseMeetsTheSla() {
        // p95 TPOT 15 ms within 40 GPUs: no aggregated layout (see tst_TechniquesCli).
        model::Scenario s = m_prompts->scenario;
        s.sla.tpotS = 0.015;
        s.limits.maxGpus = 40;
        auto e = workspace::evaluate(s, m_catalog);
        QVERIFY(e);
        QVERIFY(e->plan.feasible.empty());
        QVERIFY(e->disaggregationTco);
        const auto tight = std::make_shared<const workspace::Evaluation>(std::move(e).value());
        workspace::ScenarioDocument document(m_catalog);
        document.reset(s);
        views::TcoView view(&document);
        view.setEvaluation(tight);
        QVERIFY(view.showsNote());
        QVERIFY2(view.noteLabel()->text().contains(QStringLiteral("href=\"split\"")),
                 qPrintable(view.noteLabel()->text()));
        emit view.noteLabel()->linkActivated(QStringLiteral("split"));
        QVERIFY(view.costsSplit());
        QVERIFY(view.headerLabel()->text().contains(QStringLiteral("no aggregated layout meets")));
        // The report costs it too.
        QVERIFY(costText(tight).contains(QStringLiteral("Disaggregated serving")));
    }

    void theReportCostsTheSplitPoolByPool() {
        const QString text = costText(m_prompts);
        const model::TcoResult& split = *m_prompts->disaggregationTco;
        const model::TcoResult& first = *m_prompts->tco;
        QVERIFY2(text.contains(QStringLiteral("Disaggregated serving")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Prefill pool: 9 worker(s) at the plan (4x NVIDIA "
                                              "B200")),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Decode pool: 3 worker(s) at the plan (2x NVIDIA "
                                             "B200")));
        // The split's recommended option against the recommendation's, by NPV.
        const double a = split.option(*split.recommended).npvUsd;
        const double b = first.option(*first.recommended).npvUsd;
        QVERIFY2(text.contains(views::money(a, 0)) && text.contains(views::money(b, 0)),
                 qPrintable(text));
        const QString relation = a < b ? QStringLiteral("less than the recommended")
                                       : QStringLiteral("more than the recommended");
        QVERIFY2(text.contains(relation), qPrintable(text));
    }
};

} // namespace tst_SplitCost_suite

QTEST_MAIN(tst_SplitCost_suite::tst_SplitCost)
#include "tst_SplitCost.moc"
