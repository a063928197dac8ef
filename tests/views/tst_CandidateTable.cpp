// The candidates table (model, filter, sorting, selection across re-evaluations) and the detail
// view (memory chart, verdict), driven through the real widgets on the bundled example.

#include "views/CandidateTableModel.h"
#include "views/CandidatesView.h"
#include "views/DetailView.h"
#include "views/EnginePhrase.h"
#include "views/QuantityFormat.h"
#include "views/ViewTestSupport.h"

#include "model/Units.h"

#include <QAbstractItemModelTester>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QHeaderView>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>

#include <algorithm>
#include <cmath>

namespace tst_CandidateTable_suite {

using namespace rightsizer;
using Column = views::CandidateTableModel::Column;

namespace {

bool near(double a, double b, double relTol) {
    return std::abs(a - b) <= relTol * std::max(std::abs(a), std::abs(b));
}

/// The example evaluated again after `change` (the same calls the workbench makes).
workspace::EvaluationPtr evaluateChanged(const std::function<void(model::Scenario&)>& change) {
    const catalog::Catalog catalog = test::bundledCatalog();
    model::Scenario s = test::exampleScenario(catalog);
    change(s);
    auto e = workspace::evaluate(s, catalog);
    if (!e)
        qFatal("evaluation: %s", e.error().message.c_str());
    return std::make_shared<const workspace::Evaluation>(std::move(e).value());
}

const model::Candidate* rowCandidate(const views::CandidatesView& view, int proxyRow) {
    const auto* proxy = qobject_cast<const QSortFilterProxyModel*>(view.table()->model());
    return view.tableModel()->candidate(proxy->mapToSource(proxy->index(proxyRow, 0)).row());
}

void clickHeader(QTableView* table, int section) {
    QHeaderView* header = table->horizontalHeader();
    const QPoint at(header->sectionViewportPosition(section) + header->sectionSize(section) / 2,
                    header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, at);
}

} // namespace

class tst_CandidateTable final : public QObject {
    Q_OBJECT

    workspace::EvaluationPtr m_example;

private slots:
    void init() {
        // The chart must never be handed an empty or invalid range.
        QTest::failOnWarning(QRegularExpression(QStringLiteral("invalid range|NaN")));
    }

    void initTestCase() {
        m_example = test::exampleEvaluation();
        // 392 configurations (every catalog GPU's layouts x bf16 and fp8), less the GeForce
        // RTX 4090's 7 layouts (TP 1, 2, 4, 8; TP8 with PP 2, 4, 8) x 2 precisions, which are one
        // licence rejection instead: 392 - 14 + 1 = 379, feasible, folded and rejected together.
        // Which of them meet the SLA depends on the simulated latencies, so the split is read
        // from the plan below.
        const model::PlanResult& p = m_example->plan;
        QCOMPARE(p.feasible.size() + p.folded.size() + p.rejected.size(), size_t(379));
        // Ranked: about 90 (26 layouts need over 4x their GPU's fewest and are folded).
        QVERIFY(p.feasible.size() > 50);
        QVERIFY(!p.folded.empty());
    }

    void modelTesterAcrossResets() {
        views::CandidatesView view;
        QAbstractItemModelTester source(view.tableModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxy(view.table()->model(),
                                       QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.setEvaluation(m_example);
        QTest::keyClicks(view.findChild<QLineEdit*>(QStringLiteral("candidateFilter")),
                         QStringLiteral("h1"));
        view.setEvaluation(nullptr);
        QCOMPARE(view.tableModel()->rowCount(), 0);
        QCOMPARE(view.currentCandidate(), nullptr);
        view.setEvaluation(evaluateChanged([](model::Scenario& s) { s.serving.requestsPerS = 2; }));
        view.setEvaluation(evaluateChanged([](model::Scenario& s) {
            s.mode = model::Mode::Train;
            s.precisions = {model::Precision::Bf16};
            s.training.tokens = 10e9;
            s.training.deadlineHours = 48;
        }));
        QCOMPARE(view.tableModel()->columnOf(Column::Tpot), -1);
        QVERIFY(view.tableModel()->columnOf(Column::RunHours) >= 0);
        QVERIFY(view.tableModel()->columnOf(Column::Mfu) >= 0);
        view.setEvaluation(m_example);
        QVERIFY(view.tableModel()->columnOf(Column::Tpot) >= 0);
    }

    void rowsAreFeasibleThenRejected() {
        views::CandidateTableModel model;
        model.setEvaluation(m_example);
        const model::PlanResult& p = m_example->plan;
        QCOMPARE(model.rowCount(), int(p.feasible.size() + p.rejected.size()));
        QCOMPARE(model.candidate(0), &p.feasible.front());
        QCOMPARE(model.candidate(int(p.feasible.size())), &p.rejected.front());
        QCOMPARE(model.candidate(model.rowCount()), nullptr);
        const model::Candidate& last = p.rejected.back();
        QCOMPARE(model.rowOf(last.gpuId, last.precision, last.layout.tp, last.layout.pp),
                 model.rowCount() - 1);
        QCOMPARE(model.rowOf("no-such-gpu", model::Precision::Fp8, 1, 1), -1);
    }

    void topRowShowsTheEngineCandidate() {
        views::CandidateTableModel model;
        model.setEvaluation(m_example);
        const model::Candidate& c = m_example->plan.feasible.front();
        QCOMPARE(c.gpuId, std::string("b200")); // rightsizer plan: rank 1
        auto cell = [&](Column col, int role = Qt::DisplayRole) {
            return model.data(model.index(0, model.columnOf(col)), role);
        };
        QCOMPARE(cell(Column::Rank).toString(), QStringLiteral("1"));
        QCOMPARE(cell(Column::Gpu).toString(), QStringLiteral("b200"));
        QCOMPARE(cell(Column::Precision).toString(), QStringLiteral("fp8"));
        QCOMPARE(cell(Column::Layout).toString(), QStringLiteral("TP1"));
        QCOMPARE(cell(Column::Gpus, Qt::EditRole).toInt(), c.layout.gpus);
        QCOMPARE(cell(Column::Batch, Qt::EditRole).toInt(), c.serve.batch);
        QCOMPARE(cell(Column::Tpot, Qt::EditRole).toDouble(), c.serve.tpotS.value);
        QCOMPARE(cell(Column::Ttft, Qt::EditRole).toDouble(), c.serve.ttftS.value);
        QCOMPARE(cell(Column::TokensPerSPerGpu, Qt::EditRole).toDouble(),
                 c.serve.outputTokensPerSPerGpu);
        QCOMPARE(cell(Column::Utilization, Qt::EditRole).toDouble(), c.serve.utilization);
        QCOMPARE(cell(Column::UsdPerGpuHour, Qt::EditRole).toDouble(), c.price->usdPerGpuHour);
        QCOMPARE(cell(Column::UsdPerMonth, Qt::EditRole).toDouble(), c.costPerMonthUsd);
        QCOMPARE(cell(Column::UsdPerMillionTokens, Qt::EditRole).toDouble(), c.usdPerMillionTokens);
        // Units in the text, as the command line prints them.
        QVERIFY(cell(Column::Tpot).toString().endsWith(QStringLiteral(" ms")));
        QVERIFY(cell(Column::Ttft).toString().endsWith(QStringLiteral(" ms")));
        QVERIFY(cell(Column::Utilization).toString().endsWith(QStringLiteral(" %")));
        // 8 B200 x $7.875/GPU-hour (the median of 6 providers' medians) x 730 h = $45,990 a
        // month (rightsizer plan prints the same).
        QCOMPARE(cell(Column::UsdPerMonth).toString(), QStringLiteral("$45,990"));
        // $/M out tok: that fleet around the clock over the tokens served at the mean, 20 x
        // 0.4632 = 9.264 requests/s (default daytime profile): 63 $/h / (9.264 x 350 tokens
        // x 3600 s) x 1e6 = $5.397.
        QCOMPARE(cell(Column::UsdPerMillionTokens).toString(), QStringLiteral("$5.397"));
        QVERIFY(cell(Column::Tpot, Qt::ToolTipRole).toString().contains(QStringLiteral("90 %")));
        QCOMPARE(cell(Column::Status).toString(), QStringLiteral("meets SLA"));
        QVERIFY(cell(Column::Status, views::CandidateTableModel::FeasibleRole).toBool());
        QCOMPARE(cell(Column::Tpot, Qt::TextAlignmentRole).toInt() & Qt::AlignRight,
                 int(Qt::AlignRight));
        QVERIFY(model.headerData(model.columnOf(Column::Tpot), Qt::Horizontal)
                    .toString()
                    .contains(QStringLiteral("p95")));
        QVERIFY(model
                    .headerData(model.columnOf(Column::UsdPerMillionTokens), Qt::Horizontal,
                                Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("the fleet sized for the peak, running around the "
                                             "clock, at the mean load")));
    }

    void geforceAndFoldedLayoutsInTheNotes() {
        views::CandidateTableModel model;
        model.setEvaluation(m_example);
        const int notes = model.columnOf(Column::Notes);
        // By default the RTX 4090 is one licence row.
        int geforceRows = 0;
        for (int row = 0; row < model.rowCount(); ++row)
            if (model.candidate(row)->gpuId == "rtx-4090") {
                ++geforceRows;
                QCOMPARE(model.data(model.index(row, model.columnOf(Column::Status))).toString(),
                         QStringLiteral("GeForce: not licensed for datacenters"));
            }
        QCOMPARE(geforceRows, 1);
        // The example's top row (B200) stands for its folded layouts.
        const model::Candidate* top = model.candidate(0);
        QVERIFY(top->foldedLayouts > 0);
        QVERIFY2(
            model.data(model.index(0, notes))
                .toString()
                .contains(QStringLiteral("%1 larger layouts not listed").arg(top->foldedLayouts)),
            qPrintable(model.data(model.index(0, notes)).toString()));
        // Included on request: every RTX 4090 row says so in its notes.
        const auto included = evaluateChanged([](model::Scenario& s) {
            s.allowGeForce = true;
            s.gpuIds = {"rtx-4090", "l40s"};
            s.model = *test::bundledCatalog().findModel("llama-3.1-8b");
        });
        model.setEvaluation(included);
        int flagged = 0;
        for (int row = 0; row < model.feasibleCount(); ++row)
            if (model.candidate(row)->gpuId == "rtx-4090") {
                ++flagged;
                QVERIFY(model.data(model.index(row, notes))
                            .toString()
                            .contains(QStringLiteral("GeForce: not licensed for datacenters")));
            }
        QVERIFY(flagged > 0);
    }

    void rejectedAndUnpricedRowsSayWhy() {
        views::CandidateTableModel model;
        model.setEvaluation(m_example);
        // The first layout that does not fit (those that run and miss a target come first).
        int rejectedRow = model.feasibleCount();
        while (rejectedRow < model.rowCount() &&
               model.candidate(rejectedRow)->rejection != model::RejectReason::DoesNotFit)
            ++rejectedRow;
        QVERIFY(rejectedRow < model.rowCount());
        const model::Candidate* r = model.candidate(rejectedRow);
        const int notes = model.columnOf(Column::Notes);
        // The engine's sentence, its figures as the views write them: a shortfall of 0.03 GiB
        // reads "30.4 MiB" where the engine's English (the command line's) says "30 MiB".
        const QString notesText = model.data(model.index(rejectedRow, notes)).toString();
        QCOMPARE(notesText, views::phraseText(r->rejectionMessage));
        QVERIFY2(notesText.startsWith(QStringLiteral("does not fit: needs ")),
                 qPrintable(notesText));
        QCOMPARE(model.data(model.index(rejectedRow, model.columnOf(Column::Status))).toString(),
                 views::rejectionText(*r));
        QCOMPARE(model.data(model.index(rejectedRow, model.columnOf(Column::Tpot))).toString(),
                 QStringLiteral("—"));
        QVERIFY(!model.data(model.index(rejectedRow, model.columnOf(Column::Tpot)), Qt::EditRole)
                     .isValid());
        // An unpriced candidate shows a dash, never $0.
        int unpriced = -1;
        for (int row = 0; row < model.feasibleCount() && unpriced < 0; ++row)
            if (!model.candidate(row)->price)
                unpriced = row;
        QVERIFY(unpriced >= 0);
        const QModelIndex cost = model.index(unpriced, model.columnOf(Column::UsdPerMonth));
        QCOMPARE(model.data(cost).toString(), QStringLiteral("—"));
        QVERIFY(!model.data(cost, Qt::EditRole).isValid());
        QVERIFY(model.data(cost, Qt::ToolTipRole).toString().contains(QStringLiteral("cost.")));
    }

    void sortingUsesTheRawFigures() {
        views::CandidatesView view;
        view.resize(1200, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setEvaluation(m_example);
        QTableView* table = view.table();
        const int column = view.tableModel()->columnOf(Column::UsdPerMillionTokens);
        clickHeader(table, column);
        QCOMPARE(table->horizontalHeader()->sortIndicatorSection(), column);
        const QAbstractItemModel* proxy = table->model();
        auto checkOrder = [&](bool ascending) {
            double previous = ascending ? -1.0 : 1e300;
            int priced = 0;
            for (int row = 0; row < proxy->rowCount(); ++row) {
                const QVariant v = proxy->index(row, column).data(Qt::EditRole);
                if (!v.isValid())
                    continue;
                ++priced;
                QVERIFY2(ascending ? v.toDouble() >= previous : v.toDouble() <= previous,
                         qPrintable(QStringLiteral("row %1").arg(row)));
                previous = v.toDouble();
            }
            // Unpriced rows have no figure; every priced one is in order.
            QCOMPARE(priced, int(std::count_if(
                                 m_example->plan.feasible.begin(), m_example->plan.feasible.end(),
                                 [](const model::Candidate& c) { return bool(c.price); })));
        };
        const Qt::SortOrder first = table->horizontalHeader()->sortIndicatorOrder();
        checkOrder(first == Qt::AscendingOrder);
        clickHeader(table, column);
        QVERIFY(table->horizontalHeader()->sortIndicatorOrder() != first);
        checkOrder(first != Qt::AscendingOrder);
    }

    void filterMatchesGpuWords() {
        views::CandidatesView view;
        view.setEvaluation(m_example);
        // Rank 1 is a B200: move the current row to an H100 NVL first, so that the filter
        // below has to move it back.
        QLineEdit* filter = view.findChild<QLineEdit*>(QStringLiteral("candidateFilter"));
        QTest::keyClicks(filter, QStringLiteral("h100-nvl"));
        QCOMPARE(view.currentCandidate()->gpuId, std::string("h100-nvl"));
        filter->clear();
        QSignalSpy changed(&view, &views::CandidatesView::currentCandidateChanged);
        QTest::keyClicks(filter, QStringLiteral("b200"));
        const QAbstractItemModel* proxy = view.table()->model();
        QVERIFY(proxy->rowCount() > 0);
        for (int row = 0; row < proxy->rowCount(); ++row)
            QCOMPARE(rowCandidate(view, row)->gpuId, std::string("b200")); // not gb200
        QVERIFY(view.currentCandidate());
        QCOMPARE(view.currentCandidate()->gpuId, std::string("b200"));
        QVERIFY(changed.count() >= 1);
        QCOMPARE(changed.last().at(0).value<const model::Candidate*>(), view.currentCandidate());
        QVERIFY(view.findChild<QLabel*>(QStringLiteral("candidateCount"))
                    ->text()
                    .contains(QStringLiteral("shown")));

        // Two words: GPU and precision.
        filter->clear();
        QTest::keyClicks(filter, QStringLiteral("h100 BF16"));
        QVERIFY(proxy->rowCount() > 0);
        for (int row = 0; row < proxy->rowCount(); ++row) {
            QVERIFY(rowCandidate(view, row)->gpuId.starts_with("h100"));
            QCOMPARE(rowCandidate(view, row)->precision, model::Precision::Bf16);
        }
    }

    void showRejectedHidesRejectedRows() {
        views::CandidatesView view;
        view.setEvaluation(m_example);
        const int feasible = int(m_example->plan.feasible.size());
        const int folded = int(m_example->plan.folded.size());
        // 379 configurations (see initTestCase), of which the folded ones are not rows.
        const int rows = 379 - folded;
        QCOMPARE(view.findChild<QLabel*>(QStringLiteral("candidateCount"))->text(),
                 QStringLiteral("%1 meet the SLA · %2 rejected · %3 larger layouts not listed")
                     .arg(feasible)
                     .arg(rows - feasible)
                     .arg(folded));
        auto* box = view.findChild<QCheckBox*>(QStringLiteral("showRejected"));
        QVERIFY(box->isChecked());
        QCOMPARE(view.table()->model()->rowCount(), rows);
        box->click();
        QVERIFY(!box->isChecked());
        const QAbstractItemModel* proxy = view.table()->model();
        QCOMPARE(proxy->rowCount(), feasible);
        for (int row = 0; row < proxy->rowCount(); ++row)
            QVERIFY(proxy->index(row, 0).data(views::CandidateTableModel::FeasibleRole).toBool());
        box->click();
        QCOMPARE(proxy->rowCount(), rows);
    }

    void selectionSurvivesReevaluation() {
        views::CandidatesView view;
        view.resize(1200, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setEvaluation(m_example);
        QCOMPARE(view.currentCandidate(), &m_example->plan.feasible.front());
        // Click the b200 fp8 TP4 row (rank 3).
        const views::CandidateTableModel* model = view.tableModel();
        const int row = model->rowOf("b200", model::Precision::Fp8, 4, 1);
        QVERIFY(row > 0);
        QTableView* table = view.table();
        const QRect cell = table->visualRect(table->model()->index(row, 1));
        QSignalSpy changed(&view, &views::CandidatesView::currentCandidateChanged);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(view.currentCandidate(), model->candidate(row));

        // 25 requests/s: the plan changes (more GPUs) but b200 fp8 TP4 is still there.
        const workspace::EvaluationPtr busier =
            evaluateChanged([](model::Scenario& s) { s.serving.requestsPerS = 25; });
        view.setEvaluation(busier);
        QCOMPARE(changed.count(), 2);
        const model::Candidate* kept = view.currentCandidate();
        QVERIFY(kept);
        QCOMPARE(changed.last().at(0).value<const model::Candidate*>(), kept);
        QCOMPARE(kept->gpuId, std::string("b200"));
        QCOMPARE(kept->precision, model::Precision::Fp8);
        QCOMPARE(kept->layout.tp, 4);
        QCOMPARE(kept->layout.pp, 1);
        QVERIFY(kept >= busier->plan.feasible.data() &&
                kept < busier->plan.feasible.data() + busier->plan.feasible.size());
        QVERIFY(table->selectionModel()->isRowSelected(
            table->selectionModel()->currentIndex().row(), {}));

        // Without b200 in the scenario the top row becomes current.
        const workspace::EvaluationPtr noB200 = evaluateChanged([](model::Scenario& s) {
            s.gpuIds = {"h100-sxm", "h100-nvl", "l40s"};
        });
        view.setEvaluation(noB200);
        QCOMPARE(changed.count(), 3);
        QCOMPARE(view.currentCandidate(), &noB200->plan.feasible.front());
    }

    void selectionFollowsTheNewBestPlan() {
        // Issue 20, item 3: nobody picked a row, the ranking changes (70B -> 8B): rank 1 of the
        // new plan becomes current, although the old rank 1 is still in the table, and whatever
        // column the table is sorted on.
        views::CandidatesView view;
        view.resize(1200, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setEvaluation(m_example);
        const model::Candidate oldBest = m_example->plan.feasible.front();
        QCOMPARE(view.currentCandidate(), &m_example->plan.feasible.front());
        QVERIFY(!view.userPicked());
        // Sort on the GPU column, descending: the top row is no longer rank 1.
        const int gpuColumn = view.tableModel()->columnOf(Column::Gpu);
        QVERIFY(gpuColumn >= 0);
        clickHeader(view.table(), gpuColumn);
        clickHeader(view.table(), gpuColumn);
        QVERIFY(!view.userPicked()); // sorting is not a pick

        const workspace::EvaluationPtr small = evaluateChanged([](model::Scenario& s) {
            const catalog::Catalog catalog = test::bundledCatalog();
            s.model = *catalog.findModel("llama-3.1-8b");
            s.serving.requestsPerS = 5;
        });
        QSignalSpy changed(&view, &views::CandidatesView::currentCandidateChanged);
        view.setEvaluation(small);
        // The old rank 1 exists in the new plan but is not its best: the old code kept it.
        const int keptRow = view.tableModel()->rowOf(oldBest.gpuId, oldBest.precision,
                                                     oldBest.layout.tp, oldBest.layout.pp);
        QVERIFY2(keptRow > 0, "the old best must still be listed, below rank 1");
        QCOMPARE(changed.count(), 1);
        QCOMPARE(view.currentCandidate(), &small->plan.feasible.front());
        QCOMPARE(changed.last().at(0).value<const model::Candidate*>(),
                 &small->plan.feasible.front());
        QVERIFY(rowCandidate(view, 0) != &small->plan.feasible.front()); // sorted elsewhere
        QVERIFY(!view.userPicked());

        // A row the user picks is kept across the next re-evaluation while it exists ...
        const int picked = view.tableModel()->rowOf(oldBest.gpuId, oldBest.precision,
                                                    oldBest.layout.tp, oldBest.layout.pp);
        QVERIFY(view.selectCandidate(oldBest.gpuId, oldBest.precision, oldBest.layout.tp,
                                     oldBest.layout.pp));
        QVERIFY(view.userPicked());
        QCOMPARE(view.currentCandidate(), view.tableModel()->candidate(picked));
        const workspace::EvaluationPtr busier = evaluateChanged([](model::Scenario& s) {
            const catalog::Catalog catalog = test::bundledCatalog();
            s.model = *catalog.findModel("llama-3.1-8b");
            s.serving.requestsPerS = 6;
        });
        view.setEvaluation(busier);
        QCOMPARE(view.currentCandidate()->gpuId, oldBest.gpuId);
        QCOMPARE(view.currentCandidate()->layout.tp, oldBest.layout.tp);
        QVERIFY(view.currentCandidate() != &busier->plan.feasible.front());
        // ... and forgotten for another scenario: rank 1 again.
        view.followBestPlan();
        view.setEvaluation(busier);
        QCOMPARE(view.currentCandidate(), &busier->plan.feasible.front());
    }

    void detailChartMatchesTheMemoryBreakdown() {
        views::DetailView detail;
        const model::Candidate& c = m_example->plan.feasible.front();
        detail.showCandidate(m_example, &c);
        auto* view = detail.findChild<QChartView*>(QStringLiteral("memoryChart"));
        QVERIFY(view);
        QHorizontalStackedBarSeries* bars = nullptr;
        QLineSeries* capacity = nullptr;
        for (QAbstractSeries* s : view->chart()->series()) {
            if (auto* b = qobject_cast<QHorizontalStackedBarSeries*>(s))
                bars = b;
            if (auto* l = qobject_cast<QLineSeries*>(s))
                capacity = l;
        }
        QVERIFY(bars && capacity);
        double sum = 0;
        for (QBarSet* set : bars->barSets()) {
            QCOMPARE(set->count(), 1);
            sum += set->at(0);
            if (set->label() == QStringLiteral("Weights"))
                QVERIFY(near(set->at(0), c.memory.weightsBytes / model::kGiB, 1e-12));
            if (set->label() == QStringLiteral("KV cache"))
                QVERIFY(near(set->at(0), c.memory.kvCacheBytes / model::kGiB, 1e-12));
        }
        QVERIFY(near(sum, c.memory.totalPerGpuBytes / model::kGiB, 1e-9));
        QVERIFY(near(capacity->at(0).x(), c.memory.usablePerGpuBytes / model::kGiB, 1e-12));

        // The latencies under the plan's load, median and SLA percentile, as the plan has them.
        const auto* text = detail.findChild<QTextBrowser*>();
        QVERIFY(text);
        const QString plain = text->toPlainText();
        const views::QuantityFormat f;
        for (const char* label : {"TTFT p50", "TTFT p95", "TPOT p50", "TPOT p95"})
            QVERIFY2(plain.contains(QLatin1String(label)), label);
        for (double seconds : {c.serve.ttftP50S.value, c.serve.ttftS.value, c.serve.tpotP50S.value,
                               c.serve.tpotS.value})
            QVERIFY2(plain.contains(f.seconds(seconds)), qPrintable(f.seconds(seconds)));
        QVERIFY(plain.contains(QStringLiteral("estimate --rate")));

        // A training candidate adds gradients and optimizer states to the bar.
        const workspace::EvaluationPtr training = evaluateChanged([](model::Scenario& s) {
            s.mode = model::Mode::Train;
            s.precisions = {model::Precision::Bf16};
        });
        const model::PlanResult& p = training->plan;
        const model::Candidate& t = p.feasible.empty() ? p.rejected.front() : p.feasible.front();
        detail.showCandidate(training, &t);
        sum = 0;
        QStringList labels;
        for (QAbstractSeries* s : view->chart()->series())
            if (auto* b = qobject_cast<QHorizontalStackedBarSeries*>(s))
                for (QBarSet* set : b->barSets()) {
                    sum += set->at(0);
                    labels << set->label();
                }
        QVERIFY(labels.contains(QStringLiteral("Optimizer")));
        QVERIFY(near(sum, t.memory.totalPerGpuBytes / model::kGiB, 1e-9));

        // A dark palette restyles the chart and keeps the candidate.
        QPalette dark = detail.palette();
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::WindowText, Qt::white);
        detail.setPalette(dark);
        QCOMPARE(view->chart()->theme(), QChart::ChartThemeDark);
        QCOMPARE(detail.candidate(), &t);
        QVERIFY(!view->chart()->series().isEmpty());

        detail.showCandidate(m_example, nullptr);
        QVERIFY(view->chart()->series().isEmpty());
        QVERIFY(detail.findChild<QLabel*>(QStringLiteral("verdict"))->text().isEmpty());
    }

    void verdictFollowsTheFlags_data() {
        QTest::addColumn<double>("requestsPerS");
        QTest::newRow("example, 20 requests/s") << 20.0; // some under-provisioned
        QTest::newRow("2 requests/s") << 2.0;            // many over-provisioned
    }
    void verdictFollowsTheFlags() {
        QFETCH(double, requestsPerS);
        const workspace::EvaluationPtr e =
            requestsPerS == 20.0 ? m_example : evaluateChanged([&](model::Scenario& s) {
                s.serving.requestsPerS = requestsPerS;
            });
        views::DetailView detail;
        auto* verdict = detail.findChild<QLabel*>(QStringLiteral("verdict"));
        int over = 0, under = 0, right = 0;
        auto check = [&](const model::Candidate& c) {
            detail.showCandidate(e, &c);
            const QString text = verdict->text();
            const QString expected = !c.feasible          ? QStringLiteral("Rejected")
                                     : c.underProvisioned ? QStringLiteral("Under-provisioned")
                                     : c.overProvisioned  ? QStringLiteral("Over-provisioned")
                                                          : QStringLiteral("Right-sized");
            (expected.startsWith(QLatin1Char('O'))   ? over
             : expected.startsWith(QLatin1Char('U')) ? under
                                                     : right)++;
            return text.contains(expected);
        };
        for (const model::Candidate& c : e->plan.feasible)
            QVERIFY2(check(c), qPrintable(verdict->text()));
        for (const model::Candidate& c : e->plan.rejected)
            QVERIFY2(check(c), qPrintable(verdict->text()));
        QVERIFY(right > 0);
        QVERIFY(over + under > 0);
        // The top row of the example is right-sized, at the utilization the CLI prints.
        detail.showCandidate(m_example, &m_example->plan.feasible.front());
        QVERIFY(verdict->text().contains(QStringLiteral("Right-sized")));
        QVERIFY(verdict->text().contains(QStringLiteral("55.0 %")));
    }

    void tableDrivesTheDetail() {
        views::CandidatesView view;
        views::DetailView detail;
        QObject::connect(
            &view, &views::CandidatesView::currentCandidateChanged, &detail,
            [&](const model::Candidate* c) { detail.showCandidate(view.evaluation(), c); });
        view.setEvaluation(m_example);
        QCOMPARE(detail.candidate(), &m_example->plan.feasible.front());
        QVERIFY(detail.findChild<QLabel*>(QStringLiteral("verdict"))
                    ->text()
                    .contains(QStringLiteral("Right-sized")));
        view.setEvaluation(nullptr);
        QCOMPARE(detail.candidate(), nullptr);
    }
};

} // namespace tst_CandidateTable_suite

QTEST_MAIN(tst_CandidateTable_suite::tst_CandidateTable)
#include "tst_CandidateTable.moc"
