#include "TcoView.h"

#include "views/EnginePhrase.h"
#include "workspace/QtText.h"

#include "TcoChartSupport.h"
#include "TcoCumulativeChart.h"
#include "TcoInputModel.h"
#include "TcoInputsPanel.h"
#include "TcoMonthlyChart.h"
#include "TcoOptionBarsChart.h"
#include "TornadoChart.h"
#include "views/QuantityFormat.h"
#include "views/ReflowGrid.h"
#include "views/export/ExportActions.h"
#include "workspace/ScenarioDocument.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rightsizer::views {
namespace {

/// "tco.on_prem.server_usd_per_node" in an engine message becomes "Server price" (the row of
/// the inputs table), so that the reason says what to edit here.
QString withInputLabels(const QString& message) {
    static const QRegularExpression field(QStringLiteral(R"(tco\.([a-z0-9_.]+[a-z0-9]))"));
    QString out = message;
    QRegularExpressionMatchIterator it = field.globalMatch(message);
    QList<QRegularExpressionMatch> matches;
    while (it.hasNext())
        matches.prepend(it.next());
    for (const QRegularExpressionMatch& m : matches)
        if (const model::TcoParameterInfo* info = tcoParameterInfo(m.captured(1).toStdString()))
            out.replace(m.capturedStart(), m.capturedLength(),
                        QObject::tr("\u201c%1\u201d in the inputs").arg(tcoWord(info->label)));
    return out;
}

/// "Prefill pool", "Decode pool": a pool of a disaggregated split at the start of a line.
QString poolLabel(const model::Phrase& role) {
    const std::string english = role.english();
    if (english == "prefill")
        return TcoView::tr("Prefill pool");
    if (english == "decode")
        return TcoView::tr("Decode pool");
    return phraseText(role);
}

/// Below this width the inputs table goes under the charts rather than beside them.
constexpr int kSideBySideWidth = 1100;
constexpr int kStackedInputsHeight = 420;
constexpr int kChartCellMinimumWidth = 340;
constexpr int kChartCellMinimumHeight = 250;

/// A widget holding `layout`, to be one cell of the chart grid.
QWidget* cell(QLayout* layout) {
    auto* w = new QWidget;
    layout->setContentsMargins(0, 0, 0, 0);
    w->setLayout(layout);
    return w;
}

} // namespace

bool TcoView::Focus::matches(const model::Candidate& c) const {
    return c.gpuId == gpuId && c.precision == precision && c.layout.tp == tp && c.layout.pp == pp;
}

TcoView::TcoView(workspace::ScenarioDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_header(new QLabel(this))
    , m_pages(new QStackedWidget(this))
    , m_note(new QLabel(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this)) {
    setObjectName(QStringLiteral("tcoView"));
    m_header->setObjectName(QStringLiteral("tcoHeader"));
    m_header->setWordWrap(true);
    // Selectable, and its links (cost the split, cost plan rank 1) followed here.
    m_header->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_header->setOpenExternalLinks(false);
    connect(m_header, &QLabel::linkActivated, this, &TcoView::followLink);
    m_note->setObjectName(QStringLiteral("tcoNote"));
    m_note->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_note->setOpenExternalLinks(false);
    connect(m_note, &QLabel::linkActivated, this, &TcoView::followLink);
    m_note->setWordWrap(true);
    m_note->setAlignment(Qt::AlignCenter);
    m_note->setMargin(24);

    m_pages->addWidget(makeCharts());
    m_pages->addWidget(m_note);
    m_inputs = new TcoInputsPanel(document, this);
    m_inputs->setObjectName(QStringLiteral("tcoInputs"));
    m_splitter->addWidget(m_pages);
    m_splitter->addWidget(m_inputs);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    m_inputs->setMinimumWidth(340);
    m_splitter->setSizes({930, 470});

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addWidget(m_splitter, 1);
    showNote(tr("No evaluation yet."));
}

QLayout* TcoView::makeMonthlyCell(QWidget* charts) {
    m_optionCombo = new QComboBox(charts);
    m_optionCombo->setObjectName(QStringLiteral("tcoOptionCombo"));
    m_optionCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_optionCombo->setToolTip(tr("The option whose monthly cost is broken down"));
    m_monthly = new TcoMonthlyChart(charts);
    m_monthly->setObjectName(QStringLiteral("tcoMonthlyChart"));
    auto* pick = new QHBoxLayout;
    pick->addWidget(new QLabel(tr("Monthly cost of"), charts));
    pick->addWidget(m_optionCombo);
    pick->addStretch();
    auto* monthly = new QVBoxLayout;
    monthly->addLayout(pick);
    monthly->addWidget(m_monthly, 1);
    connect(m_optionCombo, &QComboBox::activated, this, [this](int index) {
        m_chosenOption = model::TcoOption(m_optionCombo->itemData(index).toInt());
    });
    connect(m_optionCombo, &QComboBox::currentIndexChanged, this, &TcoView::showOption);
    return monthly;
}

QWidget* TcoView::makeCharts() {
    // Two columns when the page is wide, one when narrow (the page scrolls): a chart squeezed
    // below its minimum elides its ticks ("$1,…") and its labels (issue 20).
    auto* grid = new ReflowGrid(QSize(kChartCellMinimumWidth, kChartCellMinimumHeight), this);
    grid->setObjectName(QStringLiteral("tcoChartGrid"));
    grid->setMaximumColumns(2);
    QWidget* charts = grid;
    m_cumulative = new TcoCumulativeChart(charts);
    m_cumulative->setObjectName(QStringLiteral("tcoCumulativeChart"));
    m_unavailable = new QLabel(charts);
    m_unavailable->setObjectName(QStringLiteral("tcoUnavailable"));
    m_unavailable->setWordWrap(true);
    connect(m_unavailable, &QLabel::linkActivated, this, &TcoView::followLink);
    auto* cumulative = new QVBoxLayout;
    cumulative->addWidget(m_cumulative, 1);
    cumulative->addWidget(m_unavailable);

    QLayout* monthly = makeMonthlyCell(charts);

    m_npv = new TcoOptionBarsChart(TcoOptionBarsChart::Metric::Npv, charts);
    m_npv->setObjectName(QStringLiteral("tcoNpvChart"));
    m_unitCost = new TcoOptionBarsChart(TcoOptionBarsChart::Metric::UsdPerUnit, charts);
    m_unitCost->setObjectName(QStringLiteral("tcoUnitCostChart"));
    auto* bars = new QHBoxLayout;
    bars->addWidget(m_npv);
    bars->addWidget(m_unitCost);

    m_tornado = new TornadoChart(charts);
    m_tornado->setObjectName(QStringLiteral("tcoTornadoChart"));

    addChartExport(m_cumulative, QStringLiteral("tco-cumulative"));
    addChartExport(m_monthly, QStringLiteral("tco-monthly"));
    addChartExport(m_npv, QStringLiteral("tco-npv"));
    addChartExport(m_unitCost, QStringLiteral("tco-unit-cost"));
    addChartExport(m_tornado, QStringLiteral("tco-sensitivity"));
    for (QWidget* chart :
         std::initializer_list<QWidget*>{m_cumulative, m_monthly, m_npv, m_unitCost, m_tornado})
        chart->setMinimumSize(160, 200);

    grid->addCell(cell(cumulative));
    grid->addCell(cell(monthly));
    grid->addCell(cell(bars));
    grid->addCell(m_tornado);
    return grid;
}

void TcoView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    // The inputs go under the charts when both side by side would hide the value column.
    const Qt::Orientation o = width() >= kSideBySideWidth ? Qt::Horizontal : Qt::Vertical;
    if (m_splitter->orientation() != o) {
        m_splitter->setOrientation(o);
        m_inputs->setMinimumHeight(o == Qt::Vertical ? kStackedInputsHeight : 0);
    }
}

TcoInputModel* TcoView::inputsModel() const {
    return m_inputs->model();
}

bool TcoView::showsNote() const {
    return m_pages->currentWidget() == m_note;
}

void TcoView::setEvaluation(workspace::EvaluationPtr evaluation) {
    m_evaluation = std::move(evaluation);
    refresh();
}

void TcoView::setFocusCandidate(const model::Candidate* candidate) {
    // Already costed on this evaluation (the table announces its candidate after each one).
    const bool same = candidate ? m_focus && m_focus->matches(*candidate) : !m_focus;
    if (same && m_result)
        return;
    if (!same)
        m_costSplit = false; // another row chosen in the table
    if (candidate)
        m_focus = Focus{candidate->gpuId, candidate->precision, candidate->layout.tp,
                        candidate->layout.pp};
    else
        m_focus.reset();
    refresh();
}

void TcoView::refresh() {
    m_result = nullptr;
    m_computed.reset();
    m_rank = 0;
    m_focusRejected = false;
    const workspace::Evaluation* e = m_evaluation.get();
    if (!e) {
        showNote(tr("No evaluation yet."));
        return;
    }
    if (m_costSplit && e->disaggregationTco) {
        m_result = &*e->disaggregationTco;
        showResult();
        return;
    }
    if (e->plan.feasible.empty()) {
        // A split may meet the SLA where no aggregated layout does.
        showNote(e->disaggregationTco
                     ? tr("No TCO of an aggregated layout: %1. A disaggregated split meets the "
                          "SLA: <a href=\"split\">cost the split</a>.")
                           .arg(q(e->tcoNote).toHtmlEscaped())
                     : tr("No TCO: %1.").arg(q(e->tcoNote)));
        return;
    }
    size_t k = 0;
    if (m_focus) {
        const auto& feasible = e->plan.feasible;
        const auto it =
            std::find_if(feasible.begin(), feasible.end(),
                         [this](const model::Candidate& c) { return m_focus->matches(c); });
        m_focusRejected = it == feasible.end();
        k = m_focusRejected ? 0 : size_t(it - feasible.begin());
    }
    m_rank = int(k) + 1;
    if (k == 0) {
        if (!e->tco) {
            showNote(tr("No TCO for the plan's first configuration: %1.").arg(q(e->tcoNote)));
            return;
        }
        m_result = &*e->tco;
    } else {
        auto tco = workspace::evaluateTco(*e, e->plan.feasible[k]);
        if (!tco) {
            showNote(tr("No TCO for plan rank %1: %2.").arg(m_rank).arg(errorText(tco.error())));
            return;
        }
        m_computed = std::move(tco).value();
        m_result = &*m_computed;
    }
    showResult();
}

void TcoView::costSplit() {
    m_costSplit = true;
    refresh();
}

void TcoView::showNote(const QString& note) {
    m_note->setText(withInputLabels(note));
    m_pages->setCurrentWidget(m_note);
    m_header->setText(m_rank > 0 && m_evaluation
                          ? tr("<b>Costed:</b> %1 \u2014 plan rank %2 of %3")
                                .arg(q(m_evaluation->plan.feasible[size_t(m_rank - 1)].gpuName))
                                .arg(m_rank)
                                .arg(m_evaluation->plan.feasible.size())
                          : tr("<b>Total cost of ownership</b>"));
    m_inputs->model()->setResolved(nullptr);
    m_cumulative->setResult(nullptr);
    m_monthly->setResult(nullptr, model::TcoOption::OnDemand);
    m_npv->setResult(nullptr);
    m_unitCost->setResult(nullptr);
    m_tornado->setResult(nullptr);
}

void TcoView::showResult() {
    const model::TcoResult& r = *m_result;
    m_inputs->model()->setResolved(&r.params);
    m_cumulative->setResult(&r);
    m_npv->setResult(&r);
    m_unitCost->setResult(&r);
    m_tornado->setResult(&r);
    fillOptionCombo();
    showOption();
    describeHeader();
    describeUnavailable();
    m_pages->setCurrentIndex(0);
}

void TcoView::fillOptionCombo() {
    const QSignalBlocker block(m_optionCombo);
    m_optionCombo->clear();
    const model::TcoResult& r = *m_result;
    for (const model::TcoOptionResult& o : r.options)
        if (o.available)
            m_optionCombo->addItem(tcoOptionLabel(o), int(o.option));
    // The user's pick while it is still available, else the recommended option.
    int current = -1;
    if (m_chosenOption)
        current = m_optionCombo->findData(int(*m_chosenOption));
    if (current < 0 && r.recommended)
        current = m_optionCombo->findData(int(*r.recommended));
    m_optionCombo->setCurrentIndex(std::max(current, 0));
    m_optionCombo->setEnabled(m_optionCombo->count() > 0);
}

void TcoView::showOption() {
    if (!m_result || m_optionCombo->currentIndex() < 0) {
        m_monthly->setResult(nullptr, model::TcoOption::OnDemand);
        return;
    }
    m_monthly->setResult(m_result, model::TcoOption(m_optionCombo->currentData().toInt()));
}

/// The pools of a costed split: "Prefill pool: 4 workers of 4x NVIDIA B200, fp8, TP4, one
/// prefill worker, at $5.02/GPU-hour".
QString TcoView::poolLines() const {
    const model::TcoResult& r = *m_result;
    QStringList lines;
    for (size_t k = 0; k < r.pools.size(); ++k) {
        const model::TcoResult& pool = r.pools[k];
        const double price = pool.params.onDemandUsdPerGpuHour;
        lines << tr("%1: %n worker(s) at the plan (%2), %3; its GPU's prices, servers and "
                    "power are its own",
                    nullptr, int(pool.capacity.plannedReplicas))
                     .arg(poolLabel(r.poolRoles[k]),
                          phraseText(pool.capacity.description).toHtmlEscaped(),
                          std::isfinite(price) ? tr("%1/GPU-hour on demand").arg(money(price, 2))
                                               : tr("no on-demand price"));
    }
    lines << tr("The inputs shown are the decode pool's; an input you set applies to both pools.");
    return lines.join(QStringLiteral("<br>"));
}

/// Against the costed rank: the disaggregated split's lowest NPV and a link to cost it.
QString TcoView::splitLine() const {
    const workspace::Evaluation& e = *m_evaluation;
    if (!e.disaggregationTco && !e.disaggregationTcoNote.empty())
        return tr("Disaggregated split: no TCO: %1")
            .arg(q(e.disaggregationTcoNote).toHtmlEscaped());
    if (!e.disaggregationTco || !e.disaggregationTco->recommended)
        return {};
    const model::TcoResult& t = *e.disaggregationTco;
    const model::TcoOptionResult& best = t.option(*t.recommended);
    return tr("Disaggregated split (%1): lowest net present value %2 with %3, %4 per %5 \u2014 "
              "<a href=\"split\">cost the split</a>")
        .arg(phraseText(t.capacity.description).toHtmlEscaped(), money(best.npvUsd, 0),
             tcoOptionLabel(best), money(best.usdPerUnit, 3), engineWord(t.unitName));
}

void TcoView::describeHeader() {
    const model::TcoResult& r = *m_result;
    const workspace::Evaluation& e = *m_evaluation;
    const QString splitHead =
        e.plan.feasible.empty()
            ? tr("<b>Costed:</b> %1 \u2014 the planner's disaggregated split (no aggregated "
                 "layout meets the SLA)<br>%2")
            : tr("<b>Costed:</b> %1 \u2014 the planner's disaggregated split (<a "
                 "href=\"rank:1\">cost plan rank 1</a>)<br>%2");
    QString head =
        m_rank == 0 ? splitHead.arg(phraseText(r.capacity.description).toHtmlEscaped(), poolLines())
                    : tr("<b>Costed:</b> %1 \u2014 plan rank %2 of %3")
                          .arg(phraseText(r.capacity.description).toHtmlEscaped())
                          .arg(m_rank)
                          .arg(e.plan.feasible.size());
    if (m_focusRejected)
        head += tr(" <i>(the selected configuration does not meet the target, so the plan's "
                   "first is costed)</i>");
    QString line;
    if (r.recommended) {
        const model::TcoOptionResult& best = r.option(*r.recommended);
        line = (r.spotCostsLess()
                    ? tr("Lowest net present value that keeps the SLA: <b>%1</b>, %2 (%3 over %4 "
                         "months, %5 per %6); spot costs less but can be reclaimed")
                    : tr("Lowest net present value: <b>%1</b>, %2 (%3 over %4 months, %5 per %6)"))
                   .arg(tcoOptionLabel(best), money(best.npvUsd, 0), money(best.totalUsd, 0))
                   .arg(r.params.horizonMonths)
                   .arg(money(best.usdPerUnit, r.capacity.mode == model::Mode::Serve ? 3 : 0),
                        engineWord(r.unitName));
    } else {
        line = tr("No option can be priced for this configuration (see the reasons below).");
    }
    const model::TcoOptionResult& onDemand = r.option(model::TcoOption::OnDemand);
    const size_t index = size_t(std::max(m_rank, 1) - 1);
    if (m_rank > 0 && r.capacity.mode == model::Mode::Serve && onDemand.available &&
        index < e.plan.feasible.size() && e.plan.feasible[index].price) {
        // The candidates table's $/M and the TCO's on-demand $/M side by side: the same fleet
        // at the same mean load unless the cloud autoscales.
        line += QStringLiteral("<br>") +
                tr("On-demand %1: %2 per M tokens; the candidates table's %3 is the planned "
                   "fleet (sized for the peak) around the clock at the mean load%4.")
                    .arg(r.params.autoscale ? tr("autoscaled") : tr("without autoscaling"),
                         money(onDemand.usdPerUnit, 3),
                         money(e.plan.feasible[index].usdPerMillionTokens, 3),
                         r.params.autoscale
                             ? tr(": autoscaling follows the demand hour by hour, a different "
                                  "strategy that can cost less")
                             : tr(", the same in month 1 without growth"));
    }
    if (const QString split = m_rank > 0 ? splitLine() : QString(); !split.isEmpty())
        line += QStringLiteral("<br>") + split;
    m_header->setText(head + QStringLiteral("<br>") + line);
}

void TcoView::describeUnavailable() {
    const model::TcoResult& r = *m_result;
    QStringList lines;
    for (const model::TcoOptionResult& o : r.options)
        if (!o.available)
            lines << tr("<b>%1</b>: %2")
                         .arg(tcoOptionText(o.option),
                              withInputLabels(phraseText(o.unavailableReason).toHtmlEscaped()));
    const QString hint = purchaseHint();
    if (!hint.isEmpty())
        lines << hint;
    m_unavailable->setText(
        lines.isEmpty()
            ? QString()
            : QStringLiteral("<small>%1</small>").arg(lines.join(QStringLiteral("<br>"))));
    m_unavailable->setVisible(!lines.isEmpty());
}

QString TcoView::purchaseHint() const {
    // As `rightsizer tco` does: when the costed GPU has no purchase price, point at the
    // best-ranked configuration whose GPU has one.
    const workspace::Evaluation& e = *m_evaluation;
    if (m_rank < 1)
        return {}; // a split: each pool's GPU has its own purchase price
    const model::Candidate& costed = e.plan.feasible[size_t(m_rank - 1)];
    if (m_result->option(model::TcoOption::OnPrem).available ||
        e.scenario.tco.onPrem.serverUsdPerNode ||
        e.priceBook.median(costed.gpuId, model::PriceKind::Purchase))
        return {};
    if (const auto i = model::firstWithPurchasePrice(e.plan.feasible, e.priceBook))
        return tr("Hint: the best-ranked configuration whose GPU has a catalog purchase price "
                  "is rank %1 (%2): <a href=\"rank:%1\">cost rank %1</a>, or set "
                  "\u201cServer price\u201d in the inputs.")
            .arg(*i + 1)
            .arg(q(e.plan.feasible[*i].gpuName).toHtmlEscaped());
    return tr("Hint: no feasible configuration's GPU has a catalog purchase price; set "
              "\u201cServer price\u201d in the inputs to cost on-prem.");
}

void TcoView::followLink(const QString& link) {
    if (m_evaluation && link == QLatin1String("split")) {
        costSplit();
        return;
    }
    if (!m_evaluation || !link.startsWith(QLatin1String("rank:")))
        return;
    const int rank = link.mid(5).toInt();
    if (rank < 1 || rank > int(m_evaluation->plan.feasible.size()))
        return;
    const model::Candidate* candidate = &m_evaluation->plan.feasible[size_t(rank - 1)];
    m_costSplit = false;
    m_focus.reset(); // cost it even when it is the focused row
    setFocusCandidate(candidate);
    emit candidateRequested(candidate);
}

} // namespace rightsizer::views
