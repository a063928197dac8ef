// The scenario comparison: the picker lists scenarios and revisions, the table flags exactly the
// inputs that differ and shows the engine's results for each entry, the charts overlay the
// entries, and superseded evaluations are dropped.

#include "ViewTestSupport.h"
#include "project/ProjectFile.h"
#include "project/ScenarioJsonWriter.h"
#include "views/EnginePhrase.h"
#include "views/Language.h"
#include "views/compare/ComparisonCostChart.h"
#include "views/compare/ComparisonTableModel.h"
#include "views/compare/ComparisonTcoChart.h"
#include "views/compare/ComparisonView.h"
#include "workspace/ScenarioDocument.h"

#include <QAbstractItemModelTester>
#include <QBarSet>
#include <QCheckBox>
#include <QLineSeries>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

namespace tst_ComparisonView_suite {

using namespace rightsizer;
using views::ComparisonTableModel;
using views::ComparisonView;
using workspace::ScenarioDocument;

namespace {

constexpr int kTimeoutMs = 120000; // a Debug build evaluates each entry in well under a second

bool near(double actual, double expected, double relative = 1e-9) {
    return std::abs(actual - expected) <= relative * std::abs(expected);
}

/// The example with the two inputs the tests change: 30 requests/s (example: 20) and a TPOT
/// target of 80 ms (example: 50 ms).
void editedInputs(model::Scenario& s) {
    s.serving.requestsPerS = 30;
    s.sla.tpotS = 0.080;
}

workspace::Evaluation evaluated(const model::Scenario& s, const catalog::Catalog& catalog) {
    auto e = workspace::evaluate(s, catalog);
    if (!e)
        qFatal("evaluate: %s", e.error().message.c_str());
    return std::move(e).value();
}

const model::TcoOptionResult& recommended(const workspace::Evaluation& e) {
    return e.tco->option(*e.tco->recommended);
}

/// Keys of the input rows the model flags as differing.
QSet<QString> flaggedInputs(const ComparisonTableModel& m) {
    QSet<QString> keys;
    for (int row = 0; row < m.rowCount(); ++row) {
        const QModelIndex i = m.index(row, 0);
        if (i.data(ComparisonTableModel::RowKindRole).toInt() == ComparisonTableModel::InputRow &&
            i.data(ComparisonTableModel::DiffersRole).toBool())
            keys << i.data(ComparisonTableModel::RowKeyRole).toString();
    }
    return keys;
}

QVariant cell(const ComparisonTableModel& m, const QString& rowKey, const QString& entry,
              int role = Qt::EditRole) {
    return m.index(m.rowOf(rowKey), m.columnOf(entry)).data(role);
}

} // namespace

class tst_ComparisonView final : public QObject {
    Q_OBJECT

    catalog::Catalog m_catalog = test::bundledCatalog();

    /// A saved project whose scenario has revision 1 = the example and revision 2 = the
    /// example with editedInputs, which is also its current state.
    std::unique_ptr<workspace::ScenarioDocument> twoRevisions(const QTemporaryDir& dir) {
        auto doc = std::make_unique<workspace::ScenarioDocument>(m_catalog);
        doc->reset(test::exampleScenario(m_catalog));
        if (!doc->saveAs(dir.filePath(QStringLiteral("plan.rsplan"))))
            qFatal("saveAs failed");
        if (!doc->edit(QStringLiteral("workload.requests_per_s"), QStringLiteral("Requests/s"),
                       editedInputs) ||
            !doc->save())
            qFatal("edit or save failed");
        return doc;
    }

    static QString current(const workspace::ScenarioDocument& d) {
        return views::comparisonEntryKey(d.scenarioName(), 0);
    }
    static QString revision(const workspace::ScenarioDocument& d, int n) {
        return views::comparisonEntryKey(d.scenarioName(), n);
    }

private slots:
    void initTestCase() {
        // As the workbench does at start: English, with its plural forms ("112 configurations").
        views::installUiLanguage(QStringLiteral("en"));
    }

    void pickerListsScenariosAndRevisions() {
        QTemporaryDir dir;
        auto doc = twoRevisions(dir);
        ComparisonView view(doc.get());
        QCOMPARE(view.entryKeys(),
                 (QStringList{current(*doc), revision(*doc, 2), revision(*doc, 1)}));
        QCOMPARE(view.entries()[0].description,
                 doc->scenarioName() + QStringLiteral(" (editing) — current state"));
        // "NAME — revision 1, DATE TIME, AUTHOR: SUMMARY"
        const QString r1 = view.entries()[2].description;
        QVERIFY2(r1.startsWith(doc->scenarioName() + QStringLiteral(" — revision 1, ")),
                 qPrintable(r1));
        QVERIFY2(r1.endsWith(QStringLiteral(": saved")), qPrintable(r1));
        // The default pick: the current edit against its newest differing revision (revision 2
        // equals the current state, so revision 1).
        QCOMPARE(view.selection(), (QStringList{current(*doc), revision(*doc, 1)}));
        QTRY_VERIFY_WITH_TIMEOUT(!view.isComputing(), kTimeoutMs);
    }

    void flagsExactlyTheDifferingInputs() {
        QTemporaryDir dir;
        auto doc = twoRevisions(dir);
        ComparisonView view(doc.get());
        QAbstractItemModelTester tester(view.tableModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.setSelection({current(*doc), revision(*doc, 1)});
        QTRY_VERIFY_WITH_TIMEOUT(!view.isComputing(), kTimeoutMs);
        const ComparisonTableModel& m = *view.tableModel();

        QCOMPARE(flaggedInputs(m), (QSet<QString>{QStringLiteral("workload.requests_per_s"),
                                                  QStringLiteral("sla.tpot_ms")}));
        const QString rate = QStringLiteral("workload.requests_per_s");
        QCOMPARE(cell(m, rate, current(*doc)).toDouble(), 30.0);
        QCOMPARE(cell(m, rate, revision(*doc, 1)).toDouble(), 20.0);
        QCOMPARE(cell(m, QStringLiteral("sla.tpot_ms"), current(*doc)).toDouble(), 80.0);
        QCOMPARE(cell(m, QStringLiteral("sla.tpot_ms"), revision(*doc, 1)).toDouble(), 50.0);
        // Same model in both: shown, not flagged, not highlighted.
        const int model = m.rowOf(QStringLiteral("model"));
        QVERIFY(model >= 0);
        QCOMPARE(m.index(model, 1).data(Qt::DisplayRole).toString(),
                 QStringLiteral("llama-3.1-70b"));
        QVERIFY(!m.index(model, 1).data(ComparisonTableModel::DiffersRole).toBool());
        QVERIFY(!m.index(model, 1).data(Qt::BackgroundRole).isValid());
        // A flagged row is highlighted and bold.
        const QModelIndex flagged = m.index(m.rowOf(rate), 1);
        QVERIFY(flagged.data(Qt::BackgroundRole).isValid());
        QVERIFY(flagged.data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(view.hint().isEmpty());

        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR")) {
            view.resize(1400, 800);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            const QString shots = qEnvironmentVariable("RIGHTSIZER_SHOT_DIR");
            view.grab().save(shots + QStringLiteral("/comparison.png"));
            view.onlyDifferencesBox()->click();
            view.grab().save(shots + QStringLiteral("/comparison-differences.png"));
        }
    }

    void resultsAreTheEnginesResults() {
        QTemporaryDir dir;
        auto doc = twoRevisions(dir);
        ComparisonView view(doc.get());
        view.setSelection({current(*doc), revision(*doc, 1)});
        QTRY_VERIFY_WITH_TIMEOUT(!view.isComputing(), kTimeoutMs);
        const ComparisonTableModel& m = *view.tableModel();

        model::Scenario edited = test::exampleScenario(m_catalog);
        editedInputs(edited);
        const std::pair<QString, workspace::Evaluation> expected[] = {
            {current(*doc), evaluated(edited, m_catalog)},
            {revision(*doc, 1), evaluated(test::exampleScenario(m_catalog), m_catalog)}};
        for (const auto& [key, e] : expected) {
            QVERIFY(!e.plan.feasible.empty() && e.tco && e.tco->recommended);
            const model::Candidate& best = e.plan.feasible.front();
            QCOMPARE(cell(m, QStringLiteral("result.gpu"), key).toString(),
                     QString::fromStdString(best.gpuName));
            QCOMPARE(cell(m, QStringLiteral("result.gpus"), key).toInt(), best.layout.gpus);
            QVERIFY(near(cell(m, QStringLiteral("result.usd_per_million_tokens"), key).toDouble(),
                         best.usdPerMillionTokens));
            QVERIFY(near(cell(m, QStringLiteral("result.usd_per_month"), key).toDouble(),
                         best.costPerMonthUsd));
            QVERIFY(near(cell(m, QStringLiteral("result.tpot"), key).toDouble(),
                         best.serve.tpotS.value));
            // Headroom to the TPOT target: (target - predicted) / target.
            const double tpotHeadroom =
                (e.scenario.sla.tpotS - best.serve.tpotS.value) / e.scenario.sla.tpotS;
            QVERIFY(near(cell(m, QStringLiteral("result.tpot_headroom"), key).toDouble(),
                         tpotHeadroom));
            QVERIFY(near(cell(m, QStringLiteral("result.tco_npv"), key).toDouble(),
                         recommended(e).npvUsd));
            QVERIFY(near(cell(m, QStringLiteral("result.tco_total"), key).toDouble(),
                         recommended(e).totalUsd));
            // The plan's feasible count, as the report's side-by-side table also shows it.
            QCOMPARE(
                cell(m, QStringLiteral("result.status"), key, Qt::DisplayRole).toString(),
                QStringLiteral("meets the SLA (%1 configurations)").arg(e.plan.feasible.size()));
        }
        // 50 % more demand costs more per month: the cost row differs.
        QVERIFY(m.index(m.rowOf(QStringLiteral("result.usd_per_month")), 0)
                    .data(ComparisonTableModel::DiffersRole)
                    .toBool());

        // Charts: one line per entry named after it, ending at its TCO total; one pair of bars
        // per entry.
        const auto& lines = view.tcoChart()->lines();
        QCOMPARE(lines.size(), 2);
        for (int i = 0; i < 2; ++i) {
            const workspace::Evaluation& e = expected[i].second;
            QCOMPARE(lines[i]->name(), m.headerData(i + 1, Qt::Horizontal).toString());
            QCOMPARE(lines[i]->count(), int(recommended(e).months.size()));
            QVERIFY(near(lines[i]->points().last().y() * views::ComparisonTcoChart::kUsdPerAxisUnit,
                         recommended(e).totalUsd));
            QVERIFY(near(view.costChart()->usdPerMillionTokens()->at(i),
                         e.plan.feasible.front().usdPerMillionTokens));
            QVERIFY(near(view.costChart()->usdPerMonth()->at(i) *
                             views::ComparisonCostChart::kUsdPerMonthAxisUnit,
                         e.plan.feasible.front().costPerMonthUsd));
        }
    }

    void onlyDifferencesFilters() {
        QTemporaryDir dir;
        auto doc = twoRevisions(dir);
        ComparisonView view(doc.get());
        QAbstractItemModelTester tester(view.tableModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.setSelection({current(*doc), revision(*doc, 1)});
        QTRY_VERIFY_WITH_TIMEOUT(!view.isComputing(), kTimeoutMs);
        const ComparisonTableModel& m = *view.tableModel();
        QSet<QString> flagged, all;
        for (int row = 0; row < m.rowCount(); ++row) {
            const QModelIndex i = m.index(row, 0);
            if (m.isGroupRow(row))
                continue;
            all << i.data(ComparisonTableModel::RowKeyRole).toString();
            if (i.data(ComparisonTableModel::DiffersRole).toBool())
                flagged << i.data(ComparisonTableModel::RowKeyRole).toString();
        }
        QVERIFY(flagged.size() >= 3 && flagged.size() < all.size());

        view.onlyDifferencesBox()->click();
        QVERIFY(m.onlyDifferences());
        QSet<QString> shown;
        for (int row = 0; row < m.rowCount(); ++row)
            if (!m.isGroupRow(row))
                shown << m.index(row, 0).data(ComparisonTableModel::RowKeyRole).toString();
        QCOMPARE(shown, flagged);
        QCOMPARE(m.rowOf(QStringLiteral("model")), -1);
        QCOMPARE(flaggedInputs(m).size(), 2);

        view.onlyDifferencesBox()->click();
        QCOMPARE(m.rowOf(QStringLiteral("model")) >= 0, true);
    }

    void hintWithFewerThanTwo() {
        QTemporaryDir dir;
        auto doc = twoRevisions(dir);
        ComparisonView view(doc.get());
        view.setSelection({current(*doc)});
        QVERIFY2(view.hint().contains(QStringLiteral("at least two")), qPrintable(view.hint()));
        view.setSelection({current(*doc), revision(*doc, 2)});
        QVERIFY(view.hint().isEmpty());
        // Revision 2 is the current state saved: nothing differs.
        QTRY_VERIFY_WITH_TIMEOUT(!view.isComputing(), kTimeoutMs);
        QVERIFY(flaggedInputs(*view.tableModel()).isEmpty());
    }

    void oneScenarioWithoutRevisions() {
        workspace::ScenarioDocument doc(m_catalog);
        doc.reset(test::exampleScenario(m_catalog));
        ComparisonView view(&doc);
        QCOMPARE(view.entryKeys().size(), 1);
        QVERIFY2(view.hint().contains(QStringLiteral("save a revision or add scenarios")),
                 qPrintable(view.hint()));
        // Says how to add one (issue 20, item 12).
        QVERIFY2(view.hint().contains(QStringLiteral("Scenario → New Scenario…")),
                 qPrintable(view.hint()));

        // Saved once, then edited: the current edit against its saved revision is picked.
        QTemporaryDir dir;
        QVERIFY(doc.saveAs(dir.filePath(QStringLiteral("one.rsplan"))));
        QVERIFY(doc.edit(QStringLiteral("workload.requests_per_s"), QStringLiteral("Requests/s"),
                         [](model::Scenario& s) { s.serving.requestsPerS = 25; }));
        view.refresh();
        QCOMPARE(view.selection(), (QStringList{current(doc), revision(doc, 1)}));
        QVERIFY(view.hint().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!view.isComputing(), kTimeoutMs);
        QCOMPARE(flaggedInputs(*view.tableModel()),
                 QSet<QString>{QStringLiteral("workload.requests_per_s")});
    }

    void supersededEvaluationIsDropped() {
        QTemporaryDir dir;
        auto doc = twoRevisions(dir);
        ComparisonView view(doc.get());
        QTRY_VERIFY_WITH_TIMEOUT(!view.isComputing(), kTimeoutMs);
        view.setSelection({current(*doc), revision(*doc, 1)});
        QTRY_VERIFY_WITH_TIMEOUT(!view.isComputing(), kTimeoutMs);
        const auto& entries = view.tableModel()->entries();
        const workspace::EvaluationPtr revisionBefore = entries[1].evaluation;
        QVERIFY(revisionBefore);

        // Two edits in a row: the first run is superseded before it can report.
        QSignalSpy updated(&view, &ComparisonView::comparisonUpdated);
        for (double rate : {35.0, 40.0}) {
            QVERIFY(doc->edit(QStringLiteral("workload.requests_per_s"),
                              QStringLiteral("Requests/s"),
                              [rate](model::Scenario& s) { s.serving.requestsPerS = rate; }));
            view.refresh();
            QVERIFY(view.isComputing());
        }
        QTRY_VERIFY_WITH_TIMEOUT(!view.isComputing(), kTimeoutMs);
        QCOMPARE(updated.count(), 1);
        const ComparisonTableModel& m = *view.tableModel();
        QCOMPARE(cell(m, QStringLiteral("workload.requests_per_s"), current(*doc)).toDouble(),
                 40.0);
        const workspace::Evaluation expected = evaluated(doc->scenario(), m_catalog);
        QVERIFY(near(cell(m, QStringLiteral("result.usd_per_month"), current(*doc)).toDouble(),
                     expected.plan.feasible.front().costPerMonthUsd));
        // The unchanged revision kept its evaluation.
        QCOMPARE(view.tableModel()->entries()[1].evaluation, revisionBefore);
    }

    void infeasibleScenarioSaysWhy() {
        // A project with two scenarios: the example, and one whose TPOT target of 2 ms no GPU
        // meets.
        model::Scenario strict = test::exampleScenario(m_catalog);
        strict.sla.tpotS = 0.002;
        const workspace::Evaluation expected = evaluated(strict, m_catalog);
        QVERIFY(expected.plan.feasible.empty());
        QVERIFY(!expected.plan.closest.empty());

        project::Project project;
        for (const auto& [name, s] :
             {std::pair{std::string("baseline"), test::exampleScenario(m_catalog)},
              std::pair{std::string("strict"), strict}}) {
            project::ProjectScenario ps;
            ps.name = name;
            ps.json = project::scenarioToJsonText(s, m_catalog);
            project.scenarios.push_back(ps);
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("two.rsplan"));
        QVERIFY(project::saveProject(project, path.toStdString()));
        workspace::ScenarioDocument doc(m_catalog);
        QVERIFY(doc.open(path));

        ComparisonView view(&doc);
        const QString baseline = views::comparisonEntryKey(QStringLiteral("baseline"), 0);
        const QString strictKey = views::comparisonEntryKey(QStringLiteral("strict"), 0);
        QCOMPARE(view.selection(), (QStringList{baseline, strictKey}));
        QTRY_VERIFY_WITH_TIMEOUT(!view.isComputing(), kTimeoutMs);
        const ComparisonTableModel& m = *view.tableModel();
        const QString status =
            cell(m, QStringLiteral("result.status"), strictKey, Qt::DisplayRole).toString();
        QVERIFY2(status.startsWith(QStringLiteral("nothing feasible: ")), qPrintable(status));
        QVERIFY2(status.contains(views::phraseText(expected.plan.closest)), qPrintable(status));
        QVERIFY(!cell(m, QStringLiteral("result.usd_per_month"), strictKey).isValid());
        // The edited scenario's name is its project name, "baseline" (the names differ too).
        QCOMPARE(flaggedInputs(m),
                 (QSet<QString>{QStringLiteral("name"), QStringLiteral("sla.tpot_ms")}));
        // No TCO for it: one line, and the chart names what is missing.
        QCOMPARE(view.tcoChart()->lines().size(), 1);
        QCOMPARE(view.tcoChart()->withoutTco(), QStringList{QStringLiteral("strict")});
        QCOMPARE(view.costChart()->usdPerMillionTokens()->at(1), 0.0);
        QVERIFY(view.costChart()->categories().at(1).contains(QStringLiteral("no priced plan")));
    }
};

} // namespace tst_ComparisonView_suite

QTEST_MAIN(tst_ComparisonView_suite::tst_ComparisonView)
#include "tst_ComparisonView.moc"
