// The what-if page on the bundled example: every number the four charts draw is the engine's
// (sweep columns, model::roofline, model::usdPerMillionTokens), the sliders and the precision box
// re-slice the grid, and a scenario without a grid shows its note.
#include "model/Roofline.h"
#include "model/UnitCost.h"
#include "views/charts/ContextFitChart.h"
#include "views/charts/CostPerTokenChart.h"
#include "views/charts/LoadLatencyChart.h"
#include "views/charts/RooflineChart.h"
#include "views/charts/TpotThroughputChart.h"
#include "views/charts/WhatIfView.h"

#include "TestSupport.h"
#include "views/ViewTestSupport.h"

#include <QBarSet>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSlider>
#include <QtTest>

namespace tst_WhatIfCharts_suite {

using namespace rightsizer;
using namespace rightsizer::views;
using rightsizer::test::near;

namespace {

constexpr double kTol = 1e-12;

Eigen::Index indexOf(const std::vector<double>& axis, double value) {
    const auto it = std::find(axis.begin(), axis.end(), value);
    return it == axis.end() ? -1 : Eigen::Index(it - axis.begin());
}

} // namespace

class TestWhatIfCharts final : public QObject {
    Q_OBJECT

private:
    workspace::EvaluationPtr m_eval;

    const model::SweepResult& sweep() const { return m_eval->sweep; }
    const model::Candidate& top() const { return m_eval->plan.feasible.front(); }

    /// A view on the example, focused on the plan's top candidate.
    std::unique_ptr<WhatIfView> focusedView() const {
        auto view = std::make_unique<WhatIfView>();
        view->resize(1100, 700);
        view->setEvaluation(m_eval);
        view->setFocusCandidate(&top());
        return view;
    }

    /// Batches of configuration k whose memory fits at the context.
    qsizetype fittingBatches(Eigen::Index k, Eigen::Index contextIndex) const {
        qsizetype n = 0;
        for (Eigen::Index b = 0; b < Eigen::Index(sweep().batches.size()); ++b)
            n += sweep().fits(sweep().cellIndex(k, b, contextIndex)) ? 1 : 0;
        return n;
    }

    /// The fp8 TPOT series holds the sweep's TPOT at the percentile, in ms, at every batch whose
    /// memory fits, and no point where it does not (the sweep leaves those cells empty).
    void compareTpotSeries(const WhatIfView& view, Eigen::Index contextIndex) const {
        const Eigen::Index k = m_eval->sweepConfigOf(top());
        const QLineSeries* tpot = view.tpotChart()->tpotSeries(model::Precision::Fp8);
        const QLineSeries* rate = view.tpotChart()->throughputSeries(model::Precision::Fp8);
        QVERIFY(tpot && rate);
        QCOMPARE(tpot->count(), fittingBatches(k, contextIndex));
        QCOMPARE(rate->count(), fittingBatches(k, contextIndex));
        int n = 0;
        for (Eigen::Index b = 0; b < Eigen::Index(sweep().batches.size()); ++b) {
            const Eigen::Index i = sweep().cellIndex(k, b, contextIndex);
            if (!sweep().fits(i))
                continue;
            QCOMPARE(tpot->at(n).x(), sweep().batches[size_t(b)]);
            QVERIFY(near(tpot->at(n).y(), sweep().tpotQuantileS(i) * 1000.0, kTol));
            QVERIFY(near(rate->at(n).y(), sweep().outputTokensPerSPerGpu(i), kTol));
            ++n;
        }
    }

    /// Each bar is its GPU's fitting configuration at the precision with the most tokens/s per
    /// GPU, at USD/h / (tokens/s * 3600) * 1e6; the bar set draws the same values; at most
    /// kMaxBars are drawn, and every priced GPU left out is dearer than the last bar.
    void compareCostBars(const WhatIfView& view) const {
        const WhatIfSelection& s = view.selection();
        const CostPerTokenChart& chart = *view.costChart();
        QVERIFY(!chart.bars().empty());
        QVERIFY(chart.bars().size() <= CostPerTokenChart::kMaxBars);
        const double dearest = chart.bars().back().usdPerMillionTokens;
        for (size_t k = 0; k < sweep().configs.size(); ++k) {
            const model::SweepConfig& c = sweep().configs[k];
            const Eigen::Index j = sweep().cellIndex(Eigen::Index(k), s.batchIndex, s.contextIndex);
            const auto price = m_eval->usdPerGpuHour(c.gpuId);
            const bool drawn =
                std::any_of(chart.bars().begin(), chart.bars().end(),
                            [&](const CostPerTokenChart::Bar& b) { return b.gpuId == c.gpuId; });
            const bool accepted = c.native || m_eval->scenario.allowNonNative;
            if (c.precision == s.precision && sweep().fits(j) && price && !drawn && accepted)
                QVERIFY(model::usdPerMillionTokens(*price, sweep().outputTokensPerSPerGpu(j)) >=
                        dearest);
        }
        QCOMPARE(chart.barSet()->count(), qsizetype(chart.bars().size()));
        for (size_t n = 0; n < chart.bars().size(); ++n) {
            const CostPerTokenChart::Bar& bar = chart.bars()[n];
            const model::SweepConfig& c = sweep().configs[size_t(bar.config)];
            QCOMPARE(c.gpuId, bar.gpuId);
            QCOMPARE(c.precision, s.precision);
            const Eigen::Index i = sweep().cellIndex(bar.config, s.batchIndex, s.contextIndex);
            QVERIFY(sweep().fits(i));
            const double expected = model::usdPerMillionTokens(*m_eval->usdPerGpuHour(bar.gpuId),
                                                               sweep().outputTokensPerSPerGpu(i));
            QVERIFY(near(bar.usdPerMillionTokens, expected, kTol));
            // Drawn bottom (most expensive) to top (cheapest).
            QCOMPARE(chart.barSet()->at(int(chart.bars().size() - 1 - n)), expected);
            for (size_t k = 0; k < sweep().configs.size(); ++k) {
                const Eigen::Index j =
                    sweep().cellIndex(Eigen::Index(k), s.batchIndex, s.contextIndex);
                if (sweep().configs[k].gpuId == bar.gpuId &&
                    sweep().configs[k].precision == s.precision && sweep().fits(j))
                    QVERIFY(sweep().outputTokensPerSPerGpu(j) <= sweep().outputTokensPerSPerGpu(i));
            }
            if (n > 0)
                QVERIFY(chart.bars()[n - 1].usdPerMillionTokens <= bar.usdPerMillionTokens);
        }
    }

private slots:
    void initTestCase() {
        m_eval = test::exampleEvaluation();
        QVERIFY(m_eval->sweepNote.empty());
        QVERIFY(!m_eval->plan.feasible.empty());
        QCOMPARE(top().precision, model::Precision::Fp8);
        QVERIFY(m_eval->sweepConfigOf(top()) >= 0);
    }

    void focusSnapsToTheGridAndFillsTheTpotSeries() {
        const auto view = focusedView();
        QVERIFY(!view->showsNote());
        // Batch 72 snaps to 64 (log2 72 = 6.17, nearer 6 than 7); the example's mean prompt of
        // 1500 tokens is on the context axis.
        QCOMPARE(top().serve.batch, 72);
        QCOMPARE(sweep().batches[size_t(view->batchSlider()->value())], 64.0);
        QCOMPARE(sweep().contexts[size_t(view->contextSlider()->value())], 1500.0);
        QCOMPARE(view->precisionCombo()->currentText(), QStringLiteral("fp8"));
        QVERIFY(view->batchLabel()->text().contains(QStringLiteral("64")));
        compareTpotSeries(*view, view->contextSlider()->value());
        QCOMPARE(view->tpotChart()->batchMarker()->at(0).x(), 64.0);
        QVERIFY(near(view->tpotChart()->slaLine()->at(0).y(), 50.0, kTol)); // p95 TPOT <= 50 ms
        QCOMPARE(view->rooflineChart()->configShown(), m_eval->sweepConfigOf(top()));
        QCOMPARE(view->contextFitChart()->configShownFor(top().gpuId),
                 m_eval->sweepConfigOf(top()));
        // The context-fit chart draws the focused GPU and at most kMaxLines in all.
        QVERIFY(view->contextFitChart()->seriesFor(top().gpuId)->isVisible());
        int drawn = 0;
        for (const std::string& id : sweepGpuIds(sweep()))
            drawn += view->contextFitChart()->seriesFor(id)->isVisible() ? 1 : 0;
        QVERIFY(drawn >= 2 && size_t(drawn) <= ContextFitChart::kMaxLines);
    }

    void latencyVersusLoadIsThePlansSimulation() {
        // The load chart of the plan's top candidate draws the deployment's load (5 replicas
        // share the arrivals) and, at the grown demand the plan is sized for (20 requests/s +
        // 20 % = 24), exactly the TTFT and TPOT percentiles the plan and the detail pane report.
        const auto view = focusedView();
        const LoadLatencyChart* chart = view->loadChart();
        const model::ServingPlan& p = top().serve;
        QCOMPARE(chart->replicas(), p.replicas);
        QVERIFY(chart->ttftPercentile()->count() >= 8);
        QVERIFY(near(chart->demandLine()->at(0).x(), 24.0, 1e-9));
        bool found = false;
        for (int i = 0; i < chart->ttftPercentile()->count(); ++i) {
            const QPointF ttft = chart->ttftPercentile()->at(i);
            if (!near(ttft.x(), 24.0, 1e-9))
                continue;
            found = true;
            QCOMPARE(ttft.y(), p.ttftS.value);
            QCOMPARE(chart->ttftMedian()->at(i).y(), p.ttftP50S.value);
            QCOMPARE(chart->tpotPercentile()->at(i).y() / 1e3, p.tpotS.value);
        }
        QVERIFY(found);
        // Latency grows with load, and the SLA line sits at the example's 1 s p95 TTFT.
        const QLineSeries* q = chart->ttftPercentile();
        QVERIFY(q->at(q->count() - 1).y() > q->at(0).y());
        QVERIFY(near(chart->slaLine()->at(0).y(), 1.0, kTol));
    }

    void batchSliderMovesTheMarkerAndTheCosts() {
        const auto view = focusedView();
        compareCostBars(*view);
        const QList<qreal> before = [&] {
            QList<qreal> v;
            for (int n = 0; n < view->costChart()->barSet()->count(); ++n)
                v << view->costChart()->barSet()->at(n);
            return v;
        }();
        QTest::keyClick(view->batchSlider(), Qt::Key_Left); // one grid step down: 64 -> 32
        QCOMPARE(view->selection().batch(), 32.0);
        QVERIFY(view->batchLabel()->text().contains(QStringLiteral("32")));
        QCOMPARE(view->tpotChart()->batchMarker()->at(0).x(), 32.0);
        QCOMPARE(view->contextFitChart()->batchMarker()->at(0).x(), 32.0);
        compareCostBars(*view);
        QList<qreal> after;
        for (int n = 0; n < view->costChart()->barSet()->count(); ++n)
            after << view->costChart()->barSet()->at(n);
        QVERIFY(after != before);
    }

    void contextSliderReslicesTpotAndContextFit() {
        const auto view = focusedView();
        const Eigen::Index ctx = indexOf(sweep().contexts, 8192);
        QVERIFY(ctx >= 0);
        const QList<QPointF> before =
            view->tpotChart()->tpotSeries(model::Precision::Fp8)->points();
        view->contextSlider()->setValue(int(ctx));
        QCOMPARE(view->selection().contextIndex, ctx);
        QVERIFY(view->contextLabel()->text().contains(QStringLiteral("tokens")));
        compareTpotSeries(*view, ctx);
        QVERIFY(view->tpotChart()->tpotSeries(model::Precision::Fp8)->points() != before);
        QCOMPARE(view->contextFitChart()->contextMarker()->at(0).y(), 8192.0);
        // The focused GPU's line: the largest grid context that fits, at each batch where any does.
        const Eigen::Index k = m_eval->sweepConfigOf(top());
        const QLineSeries* fit = view->contextFitChart()->seriesFor(top().gpuId);
        QVERIFY(fit && fit->count() > 0);
        for (const QPointF& p : fit->points()) {
            const Eigen::Index b = indexOf(sweep().batches, p.x());
            QVERIFY(b >= 0);
            QCOMPARE(p.y(), sweep().maxContextThatFits(k, b));
        }
        compareCostBars(*view);
    }

    void rooflinePointsAreTheEngines() {
        const auto view = focusedView();
        const Eigen::Index k = m_eval->sweepConfigOf(top());
        const WhatIfSelection& s = view->selection();
        const model::Roofline r = model::roofline(sweep().configs[size_t(k)].constants, s.batch(),
                                                  s.contextTokens(), sweep().outputTokens);
        const QScatterSeries* decode = view->rooflineChart()->decodePoint();
        const QScatterSeries* prefill = view->rooflineChart()->prefillPoint();
        QCOMPARE(decode->count(), 1);
        QVERIFY(near(decode->at(0).x(), r.decode.intensityFlopsPerByte, kTol));
        QVERIFY(near(decode->at(0).y(), r.decode.achievedFlopsPerS / 1e12, kTol));
        QVERIFY(near(prefill->at(0).x(), r.prefill.intensityFlopsPerByte, kTol));
        QVERIFY(near(prefill->at(0).y(), r.prefill.achievedFlopsPerS / 1e12, kTol));
        // The roof bends at the ridge, at the peak.
        const QLineSeries* roof = view->rooflineChart()->roofSeries();
        QCOMPARE(roof->count(), 3);
        QVERIFY(near(roof->at(1).x(), r.ridgeFlopsPerByte, kTol));
        QVERIFY(near(roof->at(1).y(), r.peakFlopsPerS / 1e12, kTol));
        // A batch change moves the decode point to that batch's roofline.
        view->setBatchIndex(0);
        const model::Roofline one = model::roofline(sweep().configs[size_t(k)].constants, 1.0,
                                                    s.contextTokens(), sweep().outputTokens);
        QVERIFY(near(decode->at(0).x(), one.decode.intensityFlopsPerByte, kTol));
        QVERIFY(decode->at(0).x() < one.ridgeFlopsPerByte); // batch 1 decode is memory-bound
    }

    void precisionBoxSwitchesTheFocus() {
        const auto view = focusedView();
        QComboBox* combo = view->precisionCombo();
        const int bf16 = combo->findText(QStringLiteral("bf16"));
        QVERIFY(bf16 >= 0);
        combo->setCurrentIndex(bf16);
        QCOMPARE(view->selection().precision, model::Precision::Bf16);
        const TpotThroughputChart& tpot = *view->tpotChart();
        QVERIFY(tpot.tpotSeries(model::Precision::Bf16)->pen().widthF() >
                tpot.tpotSeries(model::Precision::Fp8)->pen().widthF());
        const Eigen::Index k = view->rooflineChart()->configShown();
        QVERIFY(k >= 0);
        QCOMPARE(sweep().configs[size_t(k)].precision, model::Precision::Bf16);
        QCOMPARE(sweep().configs[size_t(k)].gpuId, top().gpuId);
        const Eigen::Index fit = view->contextFitChart()->configShownFor(top().gpuId);
        QCOMPARE(sweep().configs[size_t(fit)].precision, model::Precision::Bf16);
        compareCostBars(*view);
        // Both precisions keep their series: the grid is re-sliced, not the focus lost.
        QCOMPARE(tpot.tpotSeries(model::Precision::Fp8)->count(),
                 fittingBatches(view->selection().configFor(top().gpuId, model::Precision::Fp8),
                                view->selection().contextIndex));
        QVERIFY(tpot.tpotSeries(model::Precision::Fp8)->count() > 0);
    }

    void aNewEvaluationKeepsFocusAndPosition() {
        const auto view = focusedView();
        view->setBatchIndex(int(indexOf(sweep().batches, 64)));
        view->precisionCombo()->setCurrentIndex(
            view->precisionCombo()->findText(QStringLiteral("bf16")));
        // The same figures in a new object, as a re-evaluation after an undone edit gives.
        const auto again = std::make_shared<const workspace::Evaluation>(*m_eval);
        view->setEvaluation(again);
        QCOMPARE(view->selection().evaluation, workspace::EvaluationPtr(again));
        QCOMPARE(view->selection().gpuId, top().gpuId);
        QCOMPARE(view->selection().batch(), 64.0);
        QCOMPARE(view->selection().contextTokens(), 1500.0);
        QCOMPARE(view->selection().precision, model::Precision::Bf16);
        QCOMPARE(view->precisionCombo()->currentText(), QStringLiteral("bf16"));
        compareTpotSeries(*view, view->contextSlider()->value());
        compareCostBars(*view);
    }

    void withoutAGridTheNoteShows() {
        WhatIfView view;
        view.resize(1100, 700);
        QVERIFY(view.showsNote());
        auto training = std::make_shared<workspace::Evaluation>();
        training->scenario = m_eval->scenario;
        training->scenario.mode = model::Mode::Train;
        training->sweepNote = "the what-if grid covers serving; this scenario trains";
        view.setEvaluation(training);
        QVERIFY(view.showsNote());
        QVERIFY(view.noteLabel()->text().contains(QStringLiteral("this scenario trains")));
        QVERIFY(!view.batchSlider()->isEnabled());
        view.setBatchIndex(3);
        view.setContextIndex(2);
        view.setFocusCandidate(&top());
        QVERIFY(!view.grab().isNull());
        // The example's grid brings the charts back; an empty evaluation the note.
        view.setEvaluation(m_eval);
        QVERIFY(!view.showsNote());
        QVERIFY(view.batchSlider()->isEnabled());
        view.setEvaluation(std::make_shared<const workspace::Evaluation>());
        QVERIFY(view.showsNote());
        view.setEvaluation(nullptr);
        QVERIFY(view.showsNote());
    }

    void chartsDrawOnlyWhatThePlannerAccepts() {
        const catalog::Catalog catalog = test::bundledCatalog();
        // DeepSeek-R1 in fp8 is ~671 GB of weights: nothing fits one 48 GB L40S at any batch,
        // so its TPOT chart draws no point (it used to draw TPOT up to 8 s).
        model::Scenario r1 = test::exampleScenario(catalog);
        r1.model = *catalog.findModel("deepseek-r1");
        r1.serving.requestsPerS = 1;
        r1.serving.inputTokens = {1000, 2000};
        r1.serving.outputTokens = {300, 600};
        r1.precisions = {model::Precision::Fp8};
        r1.gpuIds = {"l40s"};
        auto e1 = workspace::evaluate(r1, catalog);
        QVERIFY2(e1.ok(), e1.ok() ? "" : e1.error().message.c_str());
        const auto r1Eval = std::make_shared<const workspace::Evaluation>(std::move(e1).value());
        const model::Candidate* oneL40s = nullptr;
        for (const model::Candidate& c : r1Eval->plan.rejected)
            if (c.layout.tp == 1 && c.layout.pp == 1)
                oneL40s = &c;
        QVERIFY(oneL40s);
        QCOMPARE(*oneL40s->rejection, model::RejectReason::DoesNotFit);
        WhatIfView r1View;
        r1View.resize(1100, 700);
        r1View.setEvaluation(r1Eval);
        r1View.setFocusCandidate(oneL40s);
        QCOMPARE(r1View.selection().layout.tp, 1);
        QCOMPARE(r1View.tpotChart()->tpotSeries(model::Precision::Fp8)->count(), 0);
        QCOMPARE(r1View.tpotChart()->throughputSeries(model::Precision::Fp8)->count(), 0);
        QVERIFY(r1View.tpotChart()->chart()->title().startsWith(
            QStringLiteral("Does not fit at any batch (fp8)")));
        QVERIFY(r1View.rooflineChart()->chart()->title().startsWith(
            QStringLiteral("Does not fit at batch ")));

        // A10G (Ampere) has no fp8 tensor cores: the planner rejects fp8 there as not native, so
        // the $/M chart leaves it out and names it, and its TPOT lines are marked rejected.
        model::Scenario small = test::exampleScenario(catalog);
        small.model = *catalog.findModel("llama-3.1-8b");
        small.serving.requestsPerS = 5;
        small.serving.inputTokens = {800, 2000};
        small.serving.outputTokens = {300, 700};
        small.sla = {0.95, 0.5, 0.040, 0};
        small.precisions = {model::Precision::Fp8, model::Precision::Bf16};
        small.gpuIds = {"l40s", "a10g"};
        auto e2 = workspace::evaluate(small, catalog);
        QVERIFY(e2.ok());
        const auto smallEval = std::make_shared<const workspace::Evaluation>(std::move(e2).value());
        for (const model::Candidate& c : smallEval->plan.rejected)
            if (c.gpuId == "a10g" && c.precision == model::Precision::Fp8)
                QCOMPARE(*c.rejection, model::RejectReason::NotNative);
        WhatIfView view;
        view.resize(1100, 700);
        view.setEvaluation(smallEval);
        view.precisionCombo()->setCurrentIndex(
            view.precisionCombo()->findText(QStringLiteral("fp8")));
        QCOMPARE(view.selection().precision, model::Precision::Fp8);
        const CostPerTokenChart& cost = *view.costChart();
        for (const CostPerTokenChart::Bar& bar : cost.bars())
            QVERIFY(bar.gpuId != "a10g");
        QVERIFY(std::any_of(cost.bars().begin(), cost.bars().end(),
                            [](const CostPerTokenChart::Bar& b) { return b.gpuId == "l40s"; }));
        QCOMPARE(cost.rejected(), QStringList{gpuDisplayName(*smallEval, "a10g")});
        QVERIFY(cost.chart()->title().contains(QStringLiteral("1 rejected: fp8 not native")));
        if (const QByteArray dir = qgetenv("RIGHTSIZER_SHOT_DIR"); !dir.isEmpty()) {
            QCoreApplication::processEvents();
            view.grab().save(QString::fromUtf8(dir) + QStringLiteral("/whatif-fp8-a10g.png"));
        }
        // Focus the A10G: its fp8 lines are drawn, dotted, and say they are rejected.
        const model::Candidate* a10g = nullptr;
        for (const auto* list : {&smallEval->plan.feasible, &smallEval->plan.rejected})
            for (const model::Candidate& c : *list)
                if (c.gpuId == "a10g" && c.precision == model::Precision::Bf16 && !a10g)
                    a10g = &c;
        QVERIFY(a10g);
        view.setFocusCandidate(a10g);
        const TpotThroughputChart& tpot = *view.tpotChart();
        QVERIFY(tpot.rejectedPrecision(model::Precision::Fp8));
        QVERIFY(!tpot.rejectedPrecision(model::Precision::Bf16));
        QVERIFY(tpot.tpotSeries(model::Precision::Fp8)
                    ->name()
                    .contains(QStringLiteral("rejected: not native")));
        QCOMPARE(tpot.tpotSeries(model::Precision::Fp8)->pen().style(), Qt::DotLine);
        QCOMPARE(tpot.tpotSeries(model::Precision::Bf16)->pen().style(), Qt::SolidLine);
        // The largest-prompt chart at fp8 draws the A10G's emulated line dotted, so named.
        view.precisionCombo()->setCurrentIndex(
            view.precisionCombo()->findText(QStringLiteral("fp8")));
        const QLineSeries* a10gFit = view.contextFitChart()->seriesFor("a10g");
        QVERIFY(a10gFit && a10gFit->isVisible());
        QVERIFY(a10gFit->name().endsWith(QStringLiteral("(rejected: not native)")));
        QCOMPARE(a10gFit->pen().style(), Qt::DotLine);
        QCOMPARE(view.contextFitChart()->seriesFor("l40s")->pen().style(), Qt::SolidLine);
        QVERIFY(view.rooflineChart()->chart()->title().startsWith(
            QStringLiteral("Rejected (fp8 not native)")));
        // The latency-vs-load chart of the A10G at fp8: the planner rejects that configuration.
        QVERIFY2(view.loadChart()->chart()->title().startsWith(
                     QStringLiteral("Rejected (precision not native)")),
                 qPrintable(view.loadChart()->chart()->title()));
        if (const QByteArray dir = qgetenv("RIGHTSIZER_SHOT_DIR"); !dir.isEmpty()) {
            QCoreApplication::processEvents(); // chart titles elide on the next layout pass
            view.grab().save(QString::fromUtf8(dir) + QStringLiteral("/whatif-rejected.png"));
            r1View.grab().save(QString::fromUtf8(dir) + QStringLiteral("/whatif-r1-l40s.png"));
        }
    }

    void rendersAtWorkbenchSize() {
        const auto view = focusedView();
        const QPixmap shot = view->grab();
        QCOMPARE(shot.size(), QSize(1100, 700));
    }
};

} // namespace tst_WhatIfCharts_suite

QTEST_MAIN(tst_WhatIfCharts_suite::TestWhatIfCharts)
#include "tst_WhatIfCharts.moc"
