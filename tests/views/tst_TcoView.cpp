// The TCO page on the bundled example: every number the charts draw is the engine's
// (TcoResult's months, totals, NPV, cost per unit, sensitivity rows), the focused candidate is
// costed with evaluateTco, and editing an input in the table is an undoable document edit whose
// effect after re-evaluation is the engine's.
#include "model/TcoInputAccess.h"
#include "views/EnginePhrase.h"
#include "views/QuantityFormat.h"
#include "views/charts/WhatIfChartColors.h"
#include "views/cost/TcoChartSupport.h"
#include "views/cost/TcoCumulativeChart.h"
#include "views/cost/TcoInputModel.h"
#include "views/cost/TcoInputsPanel.h"
#include "views/cost/TcoMonthlyChart.h"
#include "views/cost/TcoOptionBarsChart.h"
#include "views/cost/TcoView.h"
#include "views/cost/TornadoChart.h"
#include "workspace/ScenarioDocument.h"

#include "TestSupport.h"
#include "views/ViewTestSupport.h"

#include <QAbstractItemModelTester>
#include <QBarSet>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTableView>
#include <QtTest>
#include <set>

namespace tst_TcoView_suite {

using namespace rightsizer;
using namespace rightsizer::views;
using model::TcoOption;
using rightsizer::test::near;

namespace {

constexpr double kTol = 1e-12;

} // namespace

class TestTcoView final : public QObject {
    Q_OBJECT

private:
    catalog::Catalog m_catalog;
    workspace::EvaluationPtr m_example;
    std::unique_ptr<workspace::ScenarioDocument> m_document;
    std::unique_ptr<TcoView> m_view;

    int m_priced = 3; ///< rank of the first candidate with a purchase price (a B200)
    const model::Candidate& rank(int n) const { return m_example->plan.feasible[size_t(n - 1)]; }
    const model::TcoResult& shown() const { return *m_view->result(); }

    /// Evaluates the document's scenario and hands it to the view, as the workbench does.
    workspace::EvaluationPtr reevaluate() {
        auto e = workspace::evaluate(m_document->scenario(), m_catalog);
        if (!e)
            qFatal("evaluation: %s", e.error().message.c_str());
        auto ptr = std::make_shared<const workspace::Evaluation>(std::move(e).value());
        m_view->setEvaluation(ptr);
        return ptr;
    }

    TcoInputModel* inputs() const { return m_view->inputsModel(); }
    QModelIndex valueIndex(const std::string& key) const {
        return inputs()->index(inputs()->rowOf(key), TcoInputModel::Value);
    }

    /// Types `text` into the value cell of `key` through the table's editor and presses Enter.
    void typeValue(const std::string& key, const QString& text) {
        QTableView* table = m_view->inputsPanel()->table();
        const QModelIndex index = valueIndex(key);
        QVERIFY(index.isValid());
        table->setCurrentIndex(index);
        table->edit(index);
        auto* editor = table->findChild<QLineEdit*>(QStringLiteral("tcoValueEditor"));
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, text);
        QCOMPARE(editor->text(), text);
        QTest::keyClick(editor, Qt::Key_Return);
        // The delegate commits and closes the editor from the event loop.
        QTRY_VERIFY(!table->indexWidget(index));
    }

    /// Each available option's line holds its monthly cumulative cost and ends at its total.
    void compareCumulative() const {
        const model::TcoResult& r = shown();
        for (const model::TcoOptionResult& o : r.options) {
            const QLineSeries* line = m_view->cumulativeChart()->series(o.option);
            QCOMPARE(line != nullptr, o.available);
            if (!line)
                continue;
            QCOMPARE(line->count(), qsizetype(r.params.horizonMonths));
            for (int m = 0; m < line->count(); ++m) {
                QCOMPARE(line->at(m).x(), double(m + 1));
                QCOMPARE(line->at(m).y(), o.months[size_t(m)].cumulative);
            }
            QVERIFY(near(line->points().back().y(), o.totalUsd, 1e-9));
        }
    }

    /// The stacked bars of every month add up to the month's total(), for every option picked
    /// in the combo box.
    void compareMonthlyBars() {
        QComboBox* combo = m_view->optionCombo();
        QVERIFY(combo->count() > 0);
        for (int i = 0; i < combo->count(); ++i) {
            combo->setCurrentIndex(i);
            const TcoOption option = TcoOption(combo->itemData(i).toInt());
            QCOMPARE(m_view->monthlyChart()->option(), option);
            const model::TcoOptionResult& o = shown().option(option);
            for (size_t m = 0; m < o.months.size(); ++m) {
                double sum = 0;
                for (int c = 0; c < TcoMonthlyChart::kComponentCount; ++c) {
                    const QBarSet* set =
                        m_view->monthlyChart()->barSet(TcoMonthlyChart::Component(c));
                    QCOMPARE(set->count(), qsizetype(o.months.size()));
                    sum += set->at(int(m));
                }
                QVERIFY(near(sum, o.months[m].total(), 1e-9));
            }
            const QBarSet* residual = m_view->monthlyChart()->barSet(TcoMonthlyChart::Residual);
            QCOMPARE(residual->at(int(residual->count() - 1)), o.months.back().residual);
        }
    }

    void compareOptionBars() const {
        const model::TcoResult& r = shown();
        for (const TcoOptionBarsChart* chart : {m_view->npvChart(), m_view->unitCostChart()}) {
            const bool npv = chart->shownMetric() == TcoOptionBarsChart::Metric::Npv;
            for (const model::TcoOptionResult& o : r.options) {
                const int i = chart->barIndex(o.option);
                QCOMPARE(i >= 0, o.available);
                if (i < 0)
                    continue;
                QCOMPARE(chart->barSet()->at(i), npv ? o.npvUsd : o.usdPerUnit);
                QCOMPARE(chart->barSet()->isBarSelected(i), r.recommended == o.option);
            }
            QVERIFY(chart->toolTip().contains(QStringLiteral("90 % band")));
        }
    }

    /// The tornado draws the engine's rows that move the total, widest first, as deltas from
    /// the recommended option's total.
    void compareTornado() const {
        const model::TcoResult& r = shown();
        const TornadoChart* t = m_view->tornadoChart();
        QVERIFY(r.recommended);
        QCOMPARE(t->baseUsd(), r.option(*r.recommended).totalUsd);
        size_t moving = 0;
        for (const model::SensitivityRow& row : r.sensitivity)
            moving += row.swing() > 0 ? 1 : 0;
        QCOMPARE(t->rows().size(), std::min(moving, TornadoChart::kMaxRows));
        QVERIFY(!t->rows().empty());
        const int n = int(t->rows().size());
        QCOMPARE(t->lowSet()->count(), qsizetype(n));
        QCOMPARE(t->highSet()->count(), qsizetype(n));
        for (int i = 0; i < n; ++i) {
            const model::SensitivityRow& row = r.sensitivity[size_t(i)];
            QCOMPARE(t->rows()[size_t(i)].key, row.key);
            if (i > 0)
                QVERIFY(row.swing() <= r.sensitivity[size_t(i - 1)].swing());
            // Drawn bottom to top: the widest swing is the last bar.
            QVERIFY(near(t->lowSet()->at(n - 1 - i) + t->baseUsd(), row.totalAtLowUsd, kTol));
            QVERIFY(near(t->highSet()->at(n - 1 - i) + t->baseUsd(), row.totalAtHighUsd, kTol));
        }
        QVERIFY(t->chart()->title().contains(tcoOptionLabelOf(r)));
    }

    static QString tcoOptionLabelOf(const model::TcoResult& r) {
        return QString::fromUtf8(model::tcoOptionName(*r.recommended).data());
    }

private slots:
    void initTestCase() {
        m_catalog = test::bundledCatalog();
        // The example with B200 rented at $11.00/GPU-hour instead of the catalog's $7.875: TP1's
        // $5.397 per million output tokens becomes 5.397 x 11.00 / 7.875 = $7.54, behind GH200's
        // $6.024, GB200's $6.297 and MI300X's $6.757 (rightsizer plan lists them). So the first
        // configurations have no purchase price and the first B200 (rank 11) has one: on-prem
        // and hybrid can be costed only there.
        model::Scenario s = test::exampleScenario(m_catalog);
        s.cost.gpuHourUsd["b200"] = 11.00;
        auto e = workspace::evaluate(s, m_catalog);
        QVERIFY2(e.ok(), e.ok() ? "" : e.error().message.c_str());
        m_example = std::make_shared<const workspace::Evaluation>(std::move(e).value());
        QVERIFY(m_example->tco);
        QVERIFY(m_example->plan.feasible.size() >= 3);
        QCOMPARE(rank(1).gpuId, std::string("gh200"));
        QVERIFY(!m_example->tco->option(TcoOption::OnPrem).available);
        // How many GH200, GB200, MI300X and H100 NVL layouts come first depends on their
        // simulated replica counts; none has a catalog purchase price: the first B200 is the
        // first that has.
        const std::set<std::string> unpriced = {"gh200", "gb200", "mi300x", "h100-nvl"};
        m_priced = 2;
        while (size_t(m_priced) <= m_example->plan.feasible.size() &&
               unpriced.count(rank(m_priced).gpuId))
            ++m_priced;
        QVERIFY(size_t(m_priced) <= m_example->plan.feasible.size());
        QCOMPARE(rank(m_priced).gpuId, std::string("b200"));
    }

    void init() {
        m_document = std::make_unique<workspace::ScenarioDocument>(m_catalog);
        m_document->reset(m_example->scenario);
        m_view = std::make_unique<TcoView>(m_document.get());
        m_view->resize(1400, 800);
        m_view->setEvaluation(m_example);
    }

    void cleanup() {
        m_view.reset();
        m_document.reset();
    }

    void recommendedCandidateByDefault() {
        QCOMPARE(m_view->result(), &*m_example->tco);
        QCOMPARE(m_view->costedRank(), 1);
        QVERIFY(!m_view->showsNote());
        const QString header = m_view->headerLabel()->text();
        QVERIFY(header.contains(views::phraseText(m_example->tco->capacity.description)));
        QVERIFY(header.contains(
            QStringLiteral("plan rank 1 of %1").arg(m_example->plan.feasible.size())));
        // The candidates table's $/M beside the TCO's on-demand one: the example autoscales, a
        // different strategy, and the header says so (issue 20, item 2).
        QVERIFY2(header.contains(QStringLiteral("the candidates table's %1 is the planned fleet")
                                     .arg(views::money(
                                         m_example->plan.feasible.front().usdPerMillionTokens, 3))),
                 qPrintable(header));
        QVERIFY(header.contains(QStringLiteral("a different strategy that can cost less")));
        compareCumulative();
        compareMonthlyBars();
        compareOptionBars();
        compareTornado();
        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR"))
            m_view->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                                QStringLiteral("/tco-view-rank1.png"));
        // The combo box starts on the recommended option.
        QCOMPARE(TcoOption(m_view->optionCombo()->currentData().toInt()),
                 *m_example->tco->recommended);
    }

    /// Unavailable options are listed with the engine's reason, and the hint names the first
    /// rank whose GPU has a catalog purchase price (rank 3, B200); following it costs rank 3.
    void unavailableOptionsAndHint() {
        const QString text = m_view->unavailableLabel()->text();
        for (const model::TcoOptionResult& o : m_example->tco->options)
            QCOMPARE(text.contains(QString::fromUtf8(model::tcoOptionName(o.option).data()) +
                                   QStringLiteral("</b>")),
                     !o.available);
        QVERIFY(text.contains(QStringLiteral("no purchase price")));
        QVERIFY(text.contains(QStringLiteral("Server price")));
        QVERIFY(text.contains(QStringLiteral("rank:%1").arg(m_priced)));
        QSignalSpy requested(m_view.get(), &TcoView::candidateRequested);
        emit m_view->unavailableLabel()->linkActivated(QStringLiteral("rank:%1").arg(m_priced));
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.front().front().value<const model::Candidate*>(), &rank(m_priced));
        QCOMPARE(m_view->costedRank(), m_priced);
        QVERIFY(m_view->result()->option(TcoOption::OnPrem).available);
    }

    /// Another candidate is costed with evaluateTco; the charts follow.
    void focusedCandidate() {
        m_view->setFocusCandidate(&rank(m_priced));
        QCOMPARE(m_view->costedRank(), m_priced);
        auto expected = workspace::evaluateTco(*m_example, rank(m_priced));
        QVERIFY(expected);
        for (const model::TcoOptionResult& o : expected->options) {
            QCOMPARE(shown().option(o.option).available, o.available);
            QCOMPARE(shown().option(o.option).totalUsd, o.totalUsd);
            QCOMPARE(shown().option(o.option).npvUsd, o.npvUsd);
        }
        QVERIFY(m_view->headerLabel()->text().contains(QStringLiteral("plan rank %1 of %2")
                                                           .arg(m_priced)
                                                           .arg(m_example->plan.feasible.size())));
        QVERIFY(m_view->headerLabel()->text().contains(QStringLiteral("B200")));
        compareCumulative();
        compareMonthlyBars();
        compareOptionBars();
        compareTornado();
        // The user picks the first option in the box (on-demand; the recommended one is hybrid):
        // the pick and the focus are kept across a new evaluation; nullptr goes back to rank 1.
        QComboBox* combo = m_view->optionCombo();
        QVERIFY(combo->currentIndex() > 0);
        QTest::keyClick(combo, Qt::Key_Home);
        QCOMPARE(m_view->monthlyChart()->option(), TcoOption::OnDemand);
        reevaluate();
        QCOMPARE(m_view->costedRank(), m_priced);
        QCOMPARE(m_view->monthlyChart()->option(), TcoOption::OnDemand);
        m_view->setFocusCandidate(nullptr);
        QCOMPARE(m_view->costedRank(), 1);
        // A rejected candidate cannot be costed: the plan's first is, and the header says so.
        m_view->setFocusCandidate(&m_example->plan.rejected.front());
        QCOMPARE(m_view->costedRank(), 1);
        QVERIFY(m_view->headerLabel()->text().contains(QStringLiteral("does not meet")));
    }

    /// Editing PUE in the table through its editor changes the document; after re-evaluation
    /// the on-prem total is what the engine gives for the new PUE; undo restores it.
    void editPueThroughTheTable() {
        QAbstractItemModelTester tester(inputs(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        m_view->setFocusCandidate(&rank(m_priced));
        const model::TcoResult before = shown();
        QCOMPARE(before.params.pue, 1.3);
        // The engine's on-prem total at PUE 1.5, every other input as resolved for B200.
        model::TcoParameters p = before.params;
        p.pue = 1.5;
        auto expected = model::computeTco(p, before.capacity, false);
        QVERIFY(expected);
        const double expectedOnPrem = expected->option(TcoOption::OnPrem).totalUsd;
        QVERIFY(expectedOnPrem > before.option(TcoOption::OnPrem).totalUsd); // more power

        const int undoSteps = m_document->undoStack()->count();
        typeValue("on_prem.pue", QStringLiteral("1.5"));
        QCOMPARE(m_document->scenario().tco.onPrem.pue, 1.5);
        QVERIFY(m_document->scenario().tco.given.count("on_prem.pue"));
        QCOMPARE(m_document->undoStack()->count(), undoSteps + 1);
        QCOMPARE(valueIndex("on_prem.pue").data(Qt::EditRole).toDouble(), 1.5);
        QCOMPARE(inputs()->index(valueIndex("on_prem.pue").row(), TcoInputModel::Source).data(),
                 QVariant(QStringLiteral("scenario")));
        QVERIFY(m_view->inputsPanel()->errorLabel()->isHidden());

        reevaluate();
        QCOMPARE(m_view->costedRank(), m_priced);
        QCOMPARE(shown().params.pue, 1.5);
        QVERIFY(near(shown().option(TcoOption::OnPrem).totalUsd, expectedOnPrem, kTol));
        compareCumulative();

        m_document->undoStack()->undo();
        QCOMPARE(m_document->scenario().tco.onPrem.pue, 1.3);
        QVERIFY(!m_document->scenario().tco.given.count("on_prem.pue"));
        reevaluate();
        QCOMPARE(shown().option(TcoOption::OnPrem).totalUsd,
                 before.option(TcoOption::OnPrem).totalUsd);
        QCOMPARE(valueIndex("on_prem.pue").data(Qt::EditRole).toDouble(), 1.3);
    }

    /// Out of range, or not a number: refused with the field and range, nothing applied.
    void invalidValueRefused() {
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        const int undoSteps = m_document->undoStack()->count();
        QLabel* error = m_view->inputsPanel()->errorLabel();
        typeValue("on_prem.pue", QStringLiteral("7"));
        QVERIFY(!error->isHidden());
        QVERIFY(error->text().contains(QStringLiteral("tco.on_prem.pue")));
        QVERIFY(error->text().contains(QStringLiteral("accepted 1 to 5")));
        QCOMPARE(m_document->scenario().tco.onPrem.pue, 1.3);
        QCOMPARE(m_document->undoStack()->count(), undoSteps);

        typeValue("on_prem.electricity_usd_per_kwh", QStringLiteral("cheap"));
        QVERIFY(error->text().contains(QStringLiteral("tco.on_prem.electricity_usd_per_kwh")));
        QVERIFY(error->text().contains(QStringLiteral("not a number")));
        QCOMPARE(inputs()->setData(valueIndex(TcoInputModel::kHorizonKey), 12.5), false);
        QVERIFY(error->text().contains(QStringLiteral("tco.horizon_months")));
        QCOMPARE(m_document->undoStack()->count(), undoSteps);

        // A valid edit clears the message.
        typeValue("on_prem.electricity_usd_per_kwh", QStringLiteral("0.12"));
        QVERIFY(error->isHidden());
        QCOMPARE(m_document->scenario().tco.onPrem.electricityUsdPerKwh, 0.12);
    }

    /// The demand level and the GPU's TDP are not the scenario's: read-only, with the reason.
    void readOnlyInputs() {
        for (const std::string key : {"demand_level", "on_prem.gpu_tdp_w"}) {
            const QModelIndex index = valueIndex(key);
            QVERIFY(index.isValid());
            QVERIFY(!(index.flags() & Qt::ItemIsEditable));
            QVERIFY(index.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Not a")));
            QVERIFY(!inputs()->setData(index, 2.0));
        }
        // The TDP shown is the catalog's for the costed GPU (resolved by the engine).
        QCOMPARE(valueIndex("on_prem.gpu_tdp_w").data(Qt::EditRole).toDouble(),
                 shown().params.gpuTdpW);
        m_view->setFocusCandidate(&rank(m_priced));
        QCOMPARE(valueIndex("on_prem.gpu_tdp_w").data(Qt::EditRole).toDouble(),
                 shown().params.gpuTdpW);
        // The serving table has no training-runs row.
        QCOMPARE(inputs()->rowOf("training_runs_per_month"), -1);
    }

    /// Values, units, sources and dates as the engine resolved them.
    void valuesSourcesAndDates() {
        const model::TcoParameters& p = shown().params;
        const QModelIndex od = valueIndex("cloud.on_demand_usd_per_gpu_hour");
        QCOMPARE(od.data(Qt::EditRole).toDouble(), p.onDemandUsdPerGpuHour);
        const QString source =
            QString::fromStdString(p.sources.at("cloud.on_demand_usd_per_gpu_hour").english());
        QCOMPARE(inputs()->index(od.row(), TcoInputModel::Source).data().toString(), source);
        const QString date = inputs()->index(od.row(), TcoInputModel::Date).data().toString();
        QVERIFY(!date.isEmpty());
        QVERIFY(source.contains(QStringLiteral("observed ")) && source.contains(date));
        // Percent keys are shown in percent: the 8 %/year discount rate.
        QCOMPARE(valueIndex("discount_rate_percent").data(Qt::EditRole).toDouble(),
                 p.discountRatePerYear * 100);
        // A default with a price reference: "PRC-0119 calculator default 1.3 ...".
        QCOMPARE(inputs()->index(valueIndex("on_prem.pue").row(), TcoInputModel::Date).data(),
                 QVariant(QStringLiteral("PRC-0119")));
        // The server price: none for H100 NVL (n/a), the catalog's derived price for B200.
        QVERIFY(!valueIndex("on_prem.server_usd_per_node").data(Qt::EditRole).isValid());
        m_view->setFocusCandidate(&rank(m_priced));
        QCOMPARE(valueIndex("on_prem.server_usd_per_node").data(Qt::EditRole).toDouble(),
                 shown().params.serverUsdPerNode);
        QCOMPARE(sourceDate(QStringLiteral("catalog: median of 9 quotes; observed "
                                           "2026-01-21..2026-09-25")),
                 QStringLiteral("2026-09-25"));
        QCOMPARE(sourceDate(QStringLiteral("assumption: racking")), QString());
    }

    /// Reset to default clears the selected input as one undo step.
    void resetToDefault() {
        QVERIFY(inputs()->setData(valueIndex("on_prem.pue"), 1.7));
        QCOMPARE(m_document->scenario().tco.onPrem.pue, 1.7);
        QTableView* table = m_view->inputsPanel()->table();
        QPushButton* reset = m_view->inputsPanel()->resetButton();
        table->setCurrentIndex(valueIndex("demand_level"));
        QVERIFY(!reset->isEnabled());
        table->setCurrentIndex(valueIndex("on_prem.pue"));
        QVERIFY(reset->isEnabled());
        const int undoSteps = m_document->undoStack()->count();
        QTest::mouseClick(reset, Qt::LeftButton);
        QCOMPARE(m_document->scenario().tco.onPrem.pue, model::OnPremTcoInputs{}.pue);
        QVERIFY(!m_document->scenario().tco.given.count("on_prem.pue"));
        QCOMPARE(m_document->undoStack()->count(), undoSteps + 1);
        m_document->undoStack()->undo();
        QCOMPARE(m_document->scenario().tco.onPrem.pue, 1.7);
        // Emptying the value does the same.
        QVERIFY(inputs()->setData(valueIndex("on_prem.pue"), QString()));
        QCOMPARE(m_document->scenario().tco.onPrem.pue, model::OnPremTcoInputs{}.pue);
        QVERIFY(!m_document->scenario().tco.given.count("on_prem.pue"));
    }

    /// The horizon and autoscaling rows: after re-evaluation the charts span the new horizon.
    void horizonAndAutoscale() {
        QAbstractItemModelTester tester(inputs(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(inputs()->setData(valueIndex(TcoInputModel::kHorizonKey), 24));
        QCOMPARE(m_document->scenario().tco.horizonMonths, 24);
        const QModelIndex autoscale = valueIndex(TcoInputModel::kAutoscaleKey);
        QVERIFY(autoscale.flags() & Qt::ItemIsUserCheckable);
        QCOMPARE(autoscale.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
        QVERIFY(inputs()->setData(autoscale, int(Qt::Unchecked), Qt::CheckStateRole));
        QVERIFY(!m_document->scenario().tco.cloud.autoscale);
        QCOMPARE(autoscale.data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
        reevaluate();
        QCOMPARE(shown().params.horizonMonths, 24);
        QVERIFY(!shown().params.autoscale);
        compareCumulative();
        compareMonthlyBars();
        compareTornado();
    }

    /// With a server price low enough, on-prem breaks even with the best cloud option: the
    /// marker sits on that month of the on-prem line.
    void breakEvenMarker() {
        m_view->setFocusCandidate(&rank(m_priced));
        // At $2 M a node it does not (the catalog's B200 server price breaks even within the
        // horizon against the B200 rented at $9.50/GPU-hour).
        QVERIFY(inputs()->setData(valueIndex("on_prem.server_usd_per_node"), 2000000));
        reevaluate();
        QVERIFY(!shown().onPremBreakEvenMonth);
        QCOMPARE(m_view->cumulativeChart()->breakEvenPoint()->count(), 0);
        QVERIFY(m_view->cumulativeChart()->chart()->title().contains(
            QStringLiteral("does not break even")));
        QVERIFY(inputs()->setData(valueIndex("on_prem.server_usd_per_node"), 100000));
        reevaluate();
        QVERIFY(shown().onPremBreakEvenMonth);
        const int month = *shown().onPremBreakEvenMonth;
        const QScatterSeries* point = m_view->cumulativeChart()->breakEvenPoint();
        QCOMPARE(point->count(), 1);
        QCOMPARE(point->at(0).x(), double(month));
        QCOMPARE(point->at(0).y(),
                 shown().option(TcoOption::OnPrem).months[size_t(month - 1)].cumulative);
        QCOMPARE(point->pointLabelsFormat(), QStringLiteral("break-even month %1").arg(month));
        QCOMPARE(m_view->cumulativeChart()->breakEvenLine()->count(), 2);
        QCOMPARE(m_view->cumulativeChart()->breakEvenLine()->at(0).x(), double(month));
        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR"))
            m_view->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                                QStringLiteral("/tco-view.png"));
    }

    /// A dark palette gives every chart the dark theme, and the restyle keeps the TCO's own
    /// colours and the thick recommended line (setTheme resets series pens).
    void followsDarkPalette() {
        m_view->setFocusCandidate(&rank(m_priced));
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
        dark.setColor(QPalette::Base, QColor(0x18, 0x18, 0x18));
        dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
        m_view->setPalette(dark);
        for (QChartView* chart : std::initializer_list<QChartView*>{
                 m_view->cumulativeChart(), m_view->monthlyChart(), m_view->npvChart(),
                 m_view->unitCostChart(), m_view->tornadoChart()})
            QCOMPARE(chart->chart()->theme(), QChart::ChartThemeDark);
        const TcoOption best = *shown().recommended;
        QCOMPARE(m_view->cumulativeChart()->series(best)->pen().widthF(), 4.0);
        QCOMPARE(m_view->cumulativeChart()->series(best)->pen().color(), tcoOptionColor(best));
        const WhatIfChartColors colors(dark);
        QCOMPARE(m_view->tornadoChart()->lowSet()->color(), colors.series(0));
        QCOMPARE(m_view->tornadoChart()->highSet()->color(), colors.series(1));
        QCOMPARE(m_view->npvChart()->barSet()->selectedColor(), colors.series(1));
        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR"))
            m_view->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                                QStringLiteral("/tco-view-dark.png"));
    }

    /// Nothing feasible: the evaluation's note replaces the charts.
    void noteWhenNothingIsFeasible() {
        QVERIFY(m_document->edit(QStringLiteral("sla.ttft_s"), QStringLiteral("Set TTFT"),
                                 [](model::Scenario& s) { s.sla.ttftS = 0.001; }));
        const workspace::EvaluationPtr e = reevaluate();
        QVERIFY(e->plan.feasible.empty());
        QVERIFY(m_view->showsNote());
        QCOMPARE(m_view->result(), nullptr);
        QVERIFY(m_view->noteLabel()->text().contains(QString::fromStdString(e->tcoNote)));
        m_view->setEvaluation(m_example);
        QVERIFY(!m_view->showsNote());
    }

    /// A training scenario is costed per training run.
    void trainingScenario() {
        // The mode change resets the table (other rows): the tester watches it.
        QAbstractItemModelTester tester(inputs(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(m_document->edit(QStringLiteral("mode"), QStringLiteral("Train"),
                                 [](model::Scenario& s) {
                                     s.mode = model::Mode::Train;
                                     s.precisions = {model::Precision::Bf16};
                                     s.training.tokens = 10e9;
                                     s.training.deadlineHours = 48;
                                 }));
        QVERIFY(inputs()->rowOf("training_runs_per_month") >= 0);
        reevaluate();
        QVERIFY(!m_view->showsNote());
        QCOMPARE(shown().unitName, std::string("training run"));
        QVERIFY(m_view->unitCostChart()->chart()->title().contains(QStringLiteral("training run")));
        QVERIFY(inputs()->rowOf("training_runs_per_month") >= 0);
        QCOMPARE(inputs()->rowOf(TcoInputModel::kAutoscaleKey), -1);
        compareCumulative();
        compareOptionBars();
        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR"))
            m_view->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                                QStringLiteral("/tco-view-training.png"));
    }
};

} // namespace tst_TcoView_suite

QTEST_MAIN(tst_TcoView_suite::TestTcoView)
#include "tst_TcoView.moc"
