#include "DemandView.h"
#include "views/EnginePhrase.h"

#include "AutoscalingChart.h"
#include "DemandImportDialog.h"
#include "DemandProfileChart.h"
#include "DemandProfileModel.h"
#include "FleetFigures.h"
#include "RateDelegate.h"
#include "views/CandidateTableModel.h"
#include "views/QuantityFormat.h"
#include "views/export/ExportActions.h"
#include "workspace/ScenarioDocument.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace rightsizer::views {
namespace {

QLabel* wrappedLabel(const QString& name, QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

bool sameConfiguration(const model::Candidate& a, const model::Candidate& b) {
    return a.gpuId == b.gpuId && a.precision == b.precision && a.layout.tp == b.layout.tp &&
           a.layout.pp == b.layout.pp;
}

} // namespace

DemandView::DemandView(workspace::ScenarioDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new DemandProfileModel(document, this)) {
    setObjectName(QStringLiteral("demandView"));
    auto* layout = new QVBoxLayout(this);
    m_note = wrappedLabel(QStringLiteral("demandNote"), this);
    m_note->hide();
    layout->addWidget(m_note);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("demandTabs"));
    m_tabs->addTab(makeProfilePage(), tr("Weekly demand"));
    m_tabs->addTab(makeAutoscalingPage(), tr("Autoscaling"));
    layout->addWidget(m_tabs, 1);
    connect(m_model, &DemandProfileModel::dataChanged, this, &DemandView::profileChanged);
    connect(m_model, &DemandProfileModel::editRefused, this, &DemandView::showEditError);
    connect(m_model, &DemandProfileModel::edited, this, [this] { showEditError({}); });
    profileChanged();
    drawWeek();
}

DemandView::~DemandView() = default;

QWidget* DemandView::makeProfilePage() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    auto* bar = new QHBoxLayout;
    m_source = wrappedLabel(QStringLiteral("demandSource"), page);
    bar->addWidget(m_source, 1);
    m_import = new QPushButton(tr("Import CSV\u2026"), page);
    m_import->setObjectName(QStringLiteral("importCsv"));
    m_import->setToolTip(tr("Read a CSV of timestamp,requests_per_s rows (ISO 8601 or Unix "
                            "seconds) into the weekly profile: each hour of the week gets the "
                            "mean of its samples. A preview shows every row first. The "
                            "profile's busiest hour is then the peak the fleet is sized for, "
                            "and its mean the load costs per token divide by."));
    connect(m_import, &QPushButton::clicked, this, &DemandView::chooseCsv);
    m_reset = new QPushButton(tr("Reset to default profile"), page);
    m_reset->setObjectName(QStringLiteral("resetProfile"));
    m_reset->setToolTip(tr("Use the default daytime profile again, peaking at Peak "
                           "requests/s (workload.requests_per_s) and reshaped to Mean "
                           "requests/s when that is given (undoable)"));
    connect(m_reset, &QPushButton::clicked, this, &DemandView::resetProfile);
    bar->addWidget(m_import);
    bar->addWidget(m_reset);
    layout->addLayout(bar);
    m_error = wrappedLabel(QStringLiteral("demandError"), page);
    QPalette red = m_error->palette();
    red.setColor(QPalette::WindowText, statusColor(false, palette()));
    m_error->setPalette(red);
    m_error->hide();
    layout->addWidget(m_error);

    m_table = makeTable(page);
    addTableExport(m_table, QStringLiteral("weekly-demand"));
    layout->addWidget(new QLabel(tr("Requests/s by hour of the week (rows: days, columns: hour "
                                    "of the day, local time)"),
                                 page));
    layout->addWidget(m_table);

    m_profileChart = new DemandProfileChart(false, page);
    m_profileChart->setObjectName(QStringLiteral("demandProfileChart"));
    m_profileChart->setMinimumHeight(220);
    addChartExport(m_profileChart, QStringLiteral("weekly-demand"));
    layout->addWidget(m_profileChart, 1);
    return page;
}

QTableView* DemandView::makeTable(QWidget* page) {
    auto* table = new QTableView(page);
    table->setObjectName(QStringLiteral("demandTable"));
    table->setModel(m_model);
    table->setItemDelegate(new RateDelegate(table));
    table->setToolTip(tr("Requests/s in each hour of the week; double-click a cell to edit"));
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table->horizontalHeader()->setMinimumSectionSize(
        table->fontMetrics().horizontalAdvance(QStringLiteral("0,000.0")) + 6);
    const int rowHeight = table->fontMetrics().height() + 8;
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(rowHeight);
    // Seven rows, never a vertical scroll bar; room for the horizontal one only while a narrow
    // window needs it.
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    const int rowsHeight = table->horizontalHeader()->sizeHint().height() +
                           DemandProfileModel::kDays * rowHeight + 2 * table->frameWidth();
    auto fitHeight = [table, rowsHeight] {
        QScrollBar* scroll = table->horizontalScrollBar();
        table->setFixedHeight(rowsHeight +
                              (scroll->maximum() > 0 ? scroll->sizeHint().height() : 0));
    };
    fitHeight();
    connect(table->horizontalScrollBar(), &QScrollBar::rangeChanged, table, fitHeight);
    return table;
}

QWidget* DemandView::makeAutoscalingPage() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    auto* bar = new QHBoxLayout;
    auto* monthName = new QLabel(tr("Month:"), page);
    m_month = new QSlider(Qt::Horizontal, page);
    m_month->setObjectName(QStringLiteral("monthSlider"));
    m_month->setRange(1, 1);
    m_month->setPageStep(6);
    m_month->setTickPosition(QSlider::TicksBelow);
    m_month->setTickInterval(12);
    m_month->setToolTip(tr("Month of the horizon whose week is drawn: month 1 is today; later "
                           "months carry the demand growth"));
    monthName->setBuddy(m_month);
    m_monthLabel = wrappedLabel(QStringLiteral("monthLabel"), page);
    m_monthLabel->setMinimumWidth(fontMetrics().horizontalAdvance(
        QStringLiteral("Month 36 of 36 (today) \u00b7 demand \u00d7 10.00 of the profile")));
    connect(m_month, &QSlider::valueChanged, this, &DemandView::drawWeek);
    bar->addWidget(monthName);
    bar->addWidget(m_month, 1);
    bar->addWidget(m_monthLabel);
    layout->addLayout(bar);

    auto* row = new QHBoxLayout;
    m_autoscaling = new AutoscalingChart(page);
    m_autoscaling->setObjectName(QStringLiteral("autoscalingChart"));
    m_autoscaling->setMinimumSize(480, 320);
    addChartExport(m_autoscaling, QStringLiteral("autoscaling-week"));
    row->addWidget(m_autoscaling, 1);
    m_figures = new QLabel(page);
    m_figures->setObjectName(QStringLiteral("fleetFigures"));
    m_figures->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_figures->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_figures->setTextFormat(Qt::RichText);
    m_figuresScroll = new QScrollArea(page);
    m_figuresScroll->setWidget(m_figures);
    m_figuresScroll->setWidgetResizable(true);
    m_figuresScroll->setFrameShape(QFrame::NoFrame);
    m_figuresScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    row->addWidget(m_figuresScroll);
    layout->addLayout(row, 1);
    return page;
}

bool DemandView::isServing() const {
    return m_document->scenario().mode == model::Mode::Serve;
}

void DemandView::profileChanged() {
    const std::vector<double>& p = m_model->profile();
    const double peak = *std::max_element(p.begin(), p.end());
    const double mean = std::accumulate(p.begin(), p.end(), 0.0) / double(p.size());
    const QuantityFormat f;
    m_profileChart->setProfile(
        p, tr("Weekly demand: peak %1, mean %2")
               .arg(f.rate(peak, tr("requests/s")), f.rate(mean, tr("requests/s"))));
    m_source->setText(tr("Source: %1").arg(m_model->basis()));
    m_reset->setEnabled(isServing() && !m_model->isDefault());
    m_import->setEnabled(isServing());
    m_table->setEditTriggers(isServing() ? QAbstractItemView::DoubleClicked |
                                               QAbstractItemView::EditKeyPressed |
                                               QAbstractItemView::AnyKeyPressed
                                         : QAbstractItemView::NoEditTriggers);
}

void DemandView::showEditError(const QString& message) {
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

void DemandView::setEvaluation(workspace::EvaluationPtr evaluation) {
    m_evaluation = std::move(evaluation);
    if (m_focus && m_evaluation) {
        const auto& feasible = m_evaluation->plan.feasible;
        auto it = std::find_if(feasible.begin(), feasible.end(), [this](const model::Candidate& c) {
            return sameConfiguration(c, *m_focus);
        });
        if (it != feasible.end())
            m_focus = *it;
        else
            m_focus.reset();
    }
    refreshTco();
}

void DemandView::setFocusCandidate(const model::Candidate* candidate) {
    // Already costed on this evaluation (the table announces its candidate after each one).
    auto sameConfiguration = [](const model::Candidate& a, const model::Candidate& b) {
        return a.gpuId == b.gpuId && a.precision == b.precision && a.layout.tp == b.layout.tp &&
               a.layout.pp == b.layout.pp;
    };
    const bool same =
        candidate ? m_focus && sameConfiguration(*m_focus, *candidate) : !m_focus.has_value();
    if (same && m_tco)
        return;
    if (candidate)
        m_focus = *candidate;
    else
        m_focus.reset();
    refreshTco();
}

void DemandView::refreshTco() {
    m_tco.reset();
    m_tcoNote.clear();
    const workspace::Evaluation* e = m_evaluation.get();
    QStringList notes;
    if (!isServing() || (e && e->scenario.mode != model::Mode::Serve)) {
        notes << tr("The demand view covers serving; this scenario trains (its TCO counts "
                    "training runs per month, tco.training_runs_per_month).");
    } else if (e) {
        const bool recommended = !m_focus || (!e->plan.feasible.empty() &&
                                              sameConfiguration(*m_focus, e->plan.feasible[0]));
        if (m_focus && !m_focus->feasible)
            notes << tr("The selected candidate is rejected: showing the recommended one.");
        if (recommended || !m_focus->feasible) {
            if (e->tco)
                m_tco = e->tco;
            else
                notes << tr("No fleet to show: %1").arg(QString::fromStdString(e->tcoNote));
        } else if (auto t = workspace::evaluateTco(*e, *m_focus, false)) {
            m_tco = std::move(t).value();
        } else {
            notes << tr("No fleet to show: %1").arg(QString::fromStdString(t.error().message));
        }
        if (m_tco && !m_tco->params.autoscale)
            notes << tr("Autoscaling is off in the scenario (tco.cloud.autoscale): on-demand and "
                        "spot pay for the fixed fleet around the clock, with no scale-up risk. "
                        "The autoscaled line shows what autoscaling would do.");
    }
    m_note->setText(notes.join(QLatin1Char('\n')));
    m_note->setVisible(!notes.isEmpty());
    m_tabs->setEnabled(isServing());
    if (m_tco) {
        const QSignalBlocker block(m_month);
        m_month->setRange(1, std::max(1, m_tco->params.horizonMonths));
    }
    profileChanged();
    drawWeek();
}

void DemandView::drawWeek() {
    if (!m_tco || m_tco->capacity.mode != model::Mode::Serve) {
        m_fleet = {};
        m_autoscaling->clear(tr("Autoscaling: no fleet"));
        m_figures->clear();
        m_monthLabel->clear();
        m_month->setEnabled(false);
        return;
    }
    const int month = m_month->value();
    m_fleet = model::weeklyFleet(m_tco->params, m_tco->capacity, month - 1);
    const QuantityFormat f;
    m_month->setEnabled(true);
    m_monthLabel->setText(
        (month == 1 ? tr("Month 1 of %1 (today)").arg(m_tco->params.horizonMonths)
                    : tr("Month %1 of %2").arg(month).arg(m_tco->params.horizonMonths)) +
        tr(" \u00b7 demand \u00d7 %1 of the profile").arg(f.number(m_fleet.growth, 2)));
    m_autoscaling->setFleet(
        m_fleet, m_tco->capacity, m_tco->params.autoscale,
        tr("Week of month %1 \u2014 %2").arg(month).arg(phraseText(m_tco->capacity.description)));
    m_figures->setText(fleetFiguresHtml(m_fleet, *m_tco));
    // As wide as the figures, no wider: the chart takes the rest.
    m_figuresScroll->setFixedWidth(m_figures->sizeHint().width() +
                                   m_figuresScroll->verticalScrollBar()->sizeHint().width());
}

void DemandView::chooseCsv() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import demand CSV"), QFileInfo(m_document->filePath()).absolutePath(),
        tr("CSV files (*.csv);;All files (*)"));
    if (!path.isEmpty())
        importCsvFile(path);
}

void DemandView::importCsvFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showEditError(tr("Cannot open %1: %2").arg(path, file.errorString()));
        return;
    }
    DemandImportDialog dialog(m_document, path, QString::fromUtf8(file.readAll()), this);
    if (dialog.exec() == QDialog::Accepted)
        showEditError({});
}

void DemandView::resetProfile() {
    auto done = m_document->edit(QStringLiteral("tco.demand.weekly_requests_per_s"),
                                 tr("Reset demand to the default profile"), [](model::Scenario& s) {
                                     s.tco.weeklyRequestsPerS.clear();
                                     s.tco.demandSource.clear();
                                     s.tco.demandCsv.clear();
                                 });
    if (!done) {
        showEditError(QString::fromStdString(done.error().message));
        return;
    }
    m_document->sealEdits();
    showEditError({});
}

} // namespace rightsizer::views
