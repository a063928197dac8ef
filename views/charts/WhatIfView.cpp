#include "WhatIfView.h"

#include "ContextFitChart.h"
#include "CostPerTokenChart.h"
#include "LoadLatencyChart.h"
#include "RooflineChart.h"
#include "TpotThroughputChart.h"
#include "views/ReflowGrid.h"
#include "views/export/ExportActions.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSlider>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace rightsizer::views {
namespace {

/// Below these a what-if chart's ticks and legend start to elide at the default font.
constexpr int kChartMinimumWidth = 340;
constexpr int kChartMinimumHeight = 260;
/// Below this the controls take two rows: precision and batch, then context.
constexpr int kControlsOneRowWidth = 640;

/// `widgets` side by side; the first stretches when `stretchFirst`.
QWidget* makeControlCell(std::initializer_list<QWidget*> widgets, bool stretchFirst) {
    auto* cell = new QWidget;
    auto* row = new QHBoxLayout(cell);
    row->setContentsMargins(0, 0, 0, 0);
    bool first = true;
    for (QWidget* w : widgets) {
        row->addWidget(w, first && stretchFirst ? 1 : 0);
        first = false;
    }
    return cell;
}

} // namespace

WhatIfView::WhatIfView(QWidget* parent)
    : QWidget(parent) {
    m_tpot = new TpotThroughputChart;
    m_contextFit = new ContextFitChart;
    m_cost = new CostPerTokenChart;
    m_roofline = new RooflineChart;
    m_load = new LoadLatencyChart;
    addChartExport(m_tpot, QStringLiteral("tpot-throughput"));
    addChartExport(m_contextFit, QStringLiteral("context-fit"));
    addChartExport(m_cost, QStringLiteral("cost-per-million-tokens"));
    addChartExport(m_roofline, QStringLiteral("roofline"));
    addChartExport(m_load, QStringLiteral("latency-vs-load"));
    // 3 columns (the load chart two rows tall) when wide, 2 (the load chart a row of its own)
    // or 1 when narrow; the page scrolls
    // rather than squeezing a chart until its ticks and legends elide (issue 20).
    auto* grid = new ReflowGrid(QSize(kChartMinimumWidth, kChartMinimumHeight));
    grid->setObjectName(QStringLiteral("whatIfGrid"));
    for (QWidget* chart :
         std::initializer_list<QWidget*>{m_tpot, m_contextFit, m_cost, m_roofline, m_load})
        grid->addCell(chart);
    grid->setArrangement(3, {QRect(0, 0, 1, 1), QRect(1, 0, 1, 1), QRect(0, 1, 1, 1),
                             QRect(1, 1, 1, 1), QRect(2, 0, 1, 2)});
    grid->setArrangement(2, {QRect(0, 0, 1, 1), QRect(1, 0, 1, 1), QRect(0, 1, 1, 1),
                             QRect(1, 1, 1, 1), QRect(0, 2, 2, 1)});
    auto* gridScroll = new QScrollArea;
    gridScroll->setObjectName(QStringLiteral("whatIfScroll"));
    gridScroll->setWidget(grid);
    gridScroll->setWidgetResizable(true);
    gridScroll->setFrameShape(QFrame::NoFrame);

    m_note = new QLabel;
    m_note->setObjectName(QStringLiteral("whatIfNote"));
    m_note->setAlignment(Qt::AlignCenter);
    m_note->setWordWrap(true);
    m_pages = new QStackedWidget;
    m_pages->addWidget(gridScroll);
    m_pages->addWidget(m_note);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(makeControls());
    layout->addWidget(m_pages, 1);
    showNote(tr("No evaluation yet."));
}

QWidget* WhatIfView::makeControls() {
    m_controls = new QWidget;
    m_precisionCombo = new QComboBox;
    m_precisionCombo->setObjectName(QStringLiteral("precisionCombo"));
    m_precisionCombo->setToolTip(tr("Weight precision the charts show (the grid's precisions)"));
    m_batchSlider = new QSlider(Qt::Horizontal);
    m_batchSlider->setObjectName(QStringLiteral("batchSlider"));
    m_batchSlider->setToolTip(tr("Running batch per replica: concurrent sequences decoded "
                                 "together (the grid's batch axis)"));
    m_batchSlider->setPageStep(1);
    m_contextSlider = new QSlider(Qt::Horizontal);
    m_contextSlider->setObjectName(QStringLiteral("contextSlider"));
    m_contextSlider->setToolTip(tr("Prompt length in tokens (the grid's context axis)"));
    m_contextSlider->setPageStep(1);
    m_batchLabel = new QLabel;
    m_contextLabel = new QLabel;
    for (QSlider* slider : {m_batchSlider, m_contextSlider}) {
        slider->setTickPosition(QSlider::TicksBelow);
        slider->setTickInterval(1);
    }

    // Each slider keeps a usable track: the controls wrap onto a second row when narrow.
    for (QSlider* slider : {m_batchSlider, m_contextSlider})
        slider->setMinimumWidth(120);
    m_batchLabel->setObjectName(QStringLiteral("batchLabel"));
    m_contextLabel->setObjectName(QStringLiteral("contextLabel"));
    auto* row = new QGridLayout(m_controls);
    row->setContentsMargins(0, 0, 0, 0);
    row->setHorizontalSpacing(8);
    m_controlCells = {makeControlCell({new QLabel(tr("Precision")), m_precisionCombo}, false),
                      makeControlCell({m_batchSlider, m_batchLabel}, true),
                      makeControlCell({m_contextSlider, m_contextLabel}, true)};
    m_controlsGrid = row;
    arrangeControls(true);
    connect(m_batchSlider, &QSlider::valueChanged, this, &WhatIfView::setBatchIndex);
    connect(m_contextSlider, &QSlider::valueChanged, this, &WhatIfView::setContextIndex);
    connect(m_precisionCombo, &QComboBox::currentIndexChanged, this, &WhatIfView::selectPrecision);
    return m_controls;
}

void WhatIfView::arrangeControls(bool oneRow) {
    if (m_controlsOneRow == int(oneRow))
        return;
    m_controlsOneRow = int(oneRow);
    for (QWidget* cell : m_controlCells)
        m_controlsGrid->removeWidget(cell);
    for (int column = 0; column < 3; ++column)
        m_controlsGrid->setColumnStretch(column, 0);
    if (oneRow) {
        for (int i = 0; i < m_controlCells.size(); ++i)
            m_controlsGrid->addWidget(m_controlCells[i], 0, i);
        m_controlsGrid->setColumnStretch(1, 1);
        m_controlsGrid->setColumnStretch(2, 1);
    } else {
        m_controlsGrid->addWidget(m_controlCells[0], 0, 0);
        m_controlsGrid->addWidget(m_controlCells[1], 0, 1);
        m_controlsGrid->addWidget(m_controlCells[2], 1, 0, 1, 2);
        m_controlsGrid->setColumnStretch(1, 1);
    }
}

void WhatIfView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrangeControls(width() >= kControlsOneRowWidth);
}

bool WhatIfView::showsNote() const {
    return m_pages->currentWidget() == m_note;
}

void WhatIfView::showNote(const QString& note) {
    m_note->setText(note);
    m_pages->setCurrentWidget(m_note);
    m_controls->setEnabled(false);
}

void WhatIfView::setEvaluation(workspace::EvaluationPtr evaluation) {
    const bool had = m_selection.valid();
    const double oldBatch = had ? m_selection.batch() : 0.0;
    const double oldContext = had ? m_selection.contextTokens() : 0.0;
    m_selection.evaluation = std::move(evaluation);
    const workspace::Evaluation* e = m_selection.evaluation.get();
    if (!e || !e->sweepNote.empty() || e->sweep.size() == 0) {
        showNote(e && !e->sweepNote.empty()
                     ? tr("No what-if charts: %1").arg(QString::fromStdString(e->sweepNote))
                     : tr("No what-if charts: the evaluation has no grid."));
        return;
    }
    const std::vector<std::string> gpus = sweepGpuIds(e->sweep);
    if (!had || std::find(gpus.begin(), gpus.end(), m_selection.gpuId) == gpus.end()) {
        focusDefault();
    } else {
        m_selection.batchIndex = nearestOnLogAxis(e->sweep.batches, oldBatch);
        m_selection.contextIndex = nearestOnLogAxis(e->sweep.contexts, oldContext);
    }
    fillControls();
    m_pages->setCurrentIndex(0);
    m_controls->setEnabled(true);
    refresh();
}

void WhatIfView::focusDefault() {
    const workspace::Evaluation& e = *m_selection.evaluation;
    for (const model::Candidate& c : e.plan.feasible)
        if (e.sweepConfigOf(c) >= 0) {
            focusCandidate(c);
            return;
        }
    const model::SweepConfig& first = e.sweep.configs.front();
    m_selection.gpuId = first.gpuId;
    m_selection.layout = first.layout;
    m_selection.precision = first.precision;
    m_selection.batchIndex = 0;
    m_selection.contextIndex =
        nearestOnLogAxis(e.sweep.contexts, e.scenario.serving.inputTokens.mean);
}

void WhatIfView::focusCandidate(const model::Candidate& c) {
    const workspace::Evaluation& e = *m_selection.evaluation;
    m_selection.gpuId = c.gpuId;
    m_selection.layout = c.layout;
    m_selection.precision = c.precision;
    m_selection.batchIndex = nearestOnLogAxis(e.sweep.batches, c.serve.batch);
    m_selection.contextIndex =
        nearestOnLogAxis(e.sweep.contexts, e.scenario.serving.inputTokens.mean);
}

void WhatIfView::setFocusCandidate(const model::Candidate* candidate) {
    if (!m_selection.evaluation || m_selection.evaluation->sweep.size() == 0)
        return;
    if (candidate)
        focusCandidate(*candidate);
    else
        focusDefault();
    if (showsNote())
        return; // setEvaluation fills the controls and draws once it has the grid
    syncControls();
    refresh();
}

void WhatIfView::fillControls() {
    const model::SweepResult& sweep = m_selection.sweep();
    const QSignalBlocker blockCombo(m_precisionCombo);
    m_precisionCombo->clear();
    for (model::Precision p : sweepPrecisions(sweep))
        m_precisionCombo->addItem(precisionDisplayName(p), int(p));
    const QSignalBlocker blockBatch(m_batchSlider), blockContext(m_contextSlider);
    m_batchSlider->setRange(0, int(sweep.batches.size()) - 1);
    m_contextSlider->setRange(0, int(sweep.contexts.size()) - 1);
    syncControls();
}

void WhatIfView::syncControls() {
    const QSignalBlocker blockCombo(m_precisionCombo);
    const QSignalBlocker blockBatch(m_batchSlider), blockContext(m_contextSlider);
    // A candidate at a precision the grid lacks falls back to the grid's first precision.
    int precision = m_precisionCombo->findData(int(m_selection.precision));
    if (precision < 0 && m_precisionCombo->count() > 0) {
        precision = 0;
        m_selection.precision =
            static_cast<model::Precision>(m_precisionCombo->itemData(0).toInt());
    }
    m_precisionCombo->setCurrentIndex(precision);
    m_batchSlider->setValue(int(m_selection.batchIndex));
    m_contextSlider->setValue(int(m_selection.contextIndex));
}

void WhatIfView::setBatchIndex(int index) {
    if (!m_selection.valid())
        return;
    m_selection.batchIndex = std::clamp(Eigen::Index(index), Eigen::Index(0),
                                        Eigen::Index(m_selection.sweep().batches.size()) - 1);
    syncControls();
    refresh();
}

void WhatIfView::setContextIndex(int index) {
    if (!m_selection.valid())
        return;
    m_selection.contextIndex = std::clamp(Eigen::Index(index), Eigen::Index(0),
                                          Eigen::Index(m_selection.sweep().contexts.size()) - 1);
    syncControls();
    refresh();
}

void WhatIfView::selectPrecision(int comboIndex) {
    if (!m_selection.valid() || comboIndex < 0)
        return;
    m_selection.precision =
        static_cast<model::Precision>(m_precisionCombo->itemData(comboIndex).toInt());
    refresh();
}

void WhatIfView::refresh() {
    if (!m_selection.valid())
        return;
    const QLocale locale;
    m_batchLabel->setText(tr("batch %1").arg(locale.toString(m_selection.batch())));
    m_contextLabel->setText(
        tr("context %1 tokens").arg(locale.toString(m_selection.contextTokens(), 'f', 0)));
    m_tpot->setSelection(m_selection);
    m_contextFit->setSelection(m_selection);
    m_cost->setSelection(m_selection);
    m_roofline->setSelection(m_selection);
    m_load->setSelection(m_selection);
}

} // namespace rightsizer::views
