#include "ComparisonView.h"

#include "ComparisonCostChart.h"
#include "ComparisonTableModel.h"
#include "ComparisonTcoChart.h"
#include "views/export/ExportActions.h"
#include "workspace/ScenarioDocument.h"

#include <QCheckBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace rightsizer::views {

/// One evaluation of picked entries under way: the worker and the view share its flag.
ComparisonView::ComparisonView(workspace::ScenarioDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_jobs(this, {{},
                    {},
                    [this](std::vector<ComparisonOutcome> o) { finishRun(std::move(o)); },
                    [this] { showComparison(); }}) {
    m_tcoChart = new ComparisonTcoChart;
    m_tcoChart->setObjectName(QStringLiteral("comparisonTcoChart"));
    m_costChart = new ComparisonCostChart;
    m_costChart->setObjectName(QStringLiteral("comparisonCostChart"));
    addChartExport(m_tcoChart, QStringLiteral("comparison-cumulative-tco"));
    addChartExport(m_costChart, QStringLiteral("comparison-cost"));

    auto* charts = new QSplitter(Qt::Horizontal);
    charts->addWidget(m_tcoChart);
    charts->addWidget(m_costChart);
    auto* right = new QSplitter(Qt::Vertical);
    right->addWidget(makeTable());
    right->addWidget(charts);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    right->setSizes({450, 330});
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(makePicker());
    split->addWidget(right);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 4);
    split->setSizes({320, 1080});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(split);
    // Results computed on the previous catalog are stale whatever the scenario JSON says.
    connect(document, &workspace::ScenarioDocument::catalogChanged, this,
            [this] { m_cache.clear(); });
    refresh();
}

// The runner (the last member) cancels the comparison under way and waits for it.
ComparisonView::~ComparisonView() = default;

QWidget* ComparisonView::makePicker() {
    auto* panel = new QWidget;
    auto* title = new QLabel(tr("Scenarios and saved revisions"));
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    m_picker = new QListWidget;
    m_picker->setObjectName(QStringLiteral("comparisonPicker"));
    m_picker->setWordWrap(true);
    m_picker->setToolTip(tr("Tick two or more entries to compare them side by side"));
    connect(m_picker, &QListWidget::itemChanged, this, &ComparisonView::onItemChanged);
    m_hint = new QLabel;
    m_hint->setObjectName(QStringLiteral("comparisonHint"));
    m_hint->setWordWrap(true);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title);
    layout->addWidget(m_picker, 1);
    layout->addWidget(m_hint);
    return panel;
}

QWidget* ComparisonView::makeTable() {
    auto* panel = new QWidget;
    m_onlyDifferences = new QCheckBox(tr("Show only differences"));
    m_onlyDifferences->setObjectName(QStringLiteral("onlyDifferences"));
    m_onlyDifferences->setToolTip(tr("Hide the rows whose values are the same in every entry"));
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("comparisonStatus"));
    m_model = new ComparisonTableModel(this);
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    addTableExport(m_table, QStringLiteral("scenario-comparison"));
    connect(m_onlyDifferences, &QCheckBox::toggled, m_model,
            &ComparisonTableModel::setOnlyDifferences);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ComparisonView::applySpans);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_onlyDifferences);
    bar->addStretch(1);
    bar->addWidget(m_status);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);
    return panel;
}

QStringList ComparisonView::entryKeys() const {
    QStringList keys;
    for (const ComparisonEntry& e : m_entries)
        keys << e.key;
    return keys;
}

void ComparisonView::refresh() {
    m_entries = comparisonEntries(m_document->project(), m_document->scenarioName());
    const QStringList known = entryKeys();
    const qsizetype before = m_picked.size();
    m_picked.removeIf([&](const QString& k) { return !known.contains(k); });
    // A new file: nothing picked survives, so start again from the default pair.
    if (before > 0 && m_picked.isEmpty())
        m_autoPick = true;
    if (m_autoPick) {
        m_picked = defaultComparisonPick(m_entries);
        m_autoPick = m_picked.size() < 2;
    }
    for (auto it = m_cache.begin(); it != m_cache.end();)
        it = known.contains(it->first) ? std::next(it) : m_cache.erase(it);
    rebuildPicker();
    updateComparison();
}

void ComparisonView::setSelection(const QStringList& entryKeys) {
    m_autoPick = false;
    m_picked.clear();
    for (const QString& key : this->entryKeys()) // the picker's order
        if (entryKeys.contains(key))
            m_picked << key;
    rebuildPicker();
    updateComparison();
}

void ComparisonView::rebuildPicker() {
    const QSignalBlocker block(m_picker);
    m_picker->clear();
    for (const ComparisonEntry& e : m_entries) {
        auto* item = new QListWidgetItem(e.description, m_picker);
        item->setData(Qt::UserRole, e.key);
        item->setToolTip(e.toolTip);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(m_picked.contains(e.key) ? Qt::Checked : Qt::Unchecked);
        if (e.revision == 0) {
            QFont bold = item->font();
            bold.setBold(true);
            item->setFont(bold);
        }
    }
}

void ComparisonView::onItemChanged(QListWidgetItem*) {
    m_autoPick = false;
    m_picked.clear();
    for (int i = 0; i < m_picker->count(); ++i)
        if (m_picker->item(i)->checkState() == Qt::Checked)
            m_picked << m_picker->item(i)->data(Qt::UserRole).toString();
    updateComparison();
}

void ComparisonView::updateComparison() {
    std::vector<ComparisonJob> jobs;
    for (const ComparisonEntry& e : m_entries) {
        if (!m_picked.contains(e.key))
            continue;
        const auto cached = m_cache.find(e.key);
        if (cached != m_cache.end() && cached->second.json == e.json)
            continue;
        ComparisonJob job{e.key, e.json, std::nullopt};
        if (e.editing) // the document's own scenario: no need to parse it again
            job.scenario = m_document->scenario();
        jobs.push_back(std::move(job));
    }
    m_jobs.cancel(); // a comparison under way is superseded: its results would be stale
    if (!jobs.empty())
        startRun(std::move(jobs));
    showComparison();
}

void ComparisonView::startRun(std::vector<ComparisonJob> jobs) {
    const QString file = m_document->filePath();
    const std::filesystem::path dir =
        file.isEmpty() ? std::filesystem::path(".")
                       : std::filesystem::path(QFileInfo(file).absolutePath().toStdString());
    // The worker owns copies of everything it reads, and shares only the cancel flag.
    m_jobs.request([jobs = std::move(jobs), catalog = m_document->catalog(),
                    dir](const model::WorkControl& control) {
        return evaluateComparison(jobs, catalog, dir, control.cancel);
    });
}

void ComparisonView::finishRun(std::vector<ComparisonOutcome> outcomes) {
    for (ComparisonOutcome& o : outcomes)
        m_cache[o.key] = std::move(o);
    showComparison();
    emit comparisonUpdated();
}

void ComparisonView::showComparison() {
    std::vector<ComparisonTableModel::Entry> shown;
    for (const ComparisonEntry& e : m_entries) {
        if (!m_picked.contains(e.key))
            continue;
        ComparisonTableModel::Entry column;
        column.key = e.key;
        column.label = e.label;
        column.toolTip = e.description;
        column.inputs = flattenScenarioJson(e.json);
        const auto cached = m_cache.find(e.key);
        if (cached != m_cache.end() && cached->second.json == e.json) {
            column.evaluation = cached->second.evaluation;
            column.error = cached->second.error;
        } else {
            column.computing = true;
        }
        shown.push_back(std::move(column));
    }
    const int scroll = m_table->verticalScrollBar()->value();
    m_model->setEntries(shown);
    m_table->verticalScrollBar()->setValue(scroll);
    m_tcoChart->setEntries(shown);
    m_costChart->setEntries(shown);
    updateStatus();
}

void ComparisonView::applySpans() {
    m_table->clearSpans();
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (m_model->isGroupRow(row))
            m_table->setSpan(row, 0, 1, m_model->columnCount());
    // The field column fits its names; the entries share the rest.
    if (m_model->columnCount() > 0) {
        m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Interactive);
        m_table->resizeColumnToContents(0);
    }
}

QString ComparisonView::hint() const {
    return m_hint->isHidden() ? QString() : m_hint->text();
}

void ComparisonView::updateStatus() {
    if (m_entries.size() < 2)
        m_hint->setText(tr("This project has one scenario and no saved revision: save a revision "
                           "or add scenarios to compare (Scenario → New Scenario… or Duplicate "
                           "Scenario…, Ctrl+D)."));
    else if (m_picked.size() < 2)
        m_hint->setText(tr("Pick at least two entries to compare, for example the current edit "
                           "and its last saved revision."));
    m_hint->setHidden(m_picked.size() >= 2);

    int differing = 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex i = m_model->index(row, 0);
        differing +=
            i.data(ComparisonTableModel::RowKindRole).toInt() == ComparisonTableModel::InputRow &&
            i.data(ComparisonTableModel::DiffersRole).toBool();
    }
    if (m_jobs.isBusy())
        m_status->setText(tr("computing…"));
    else if (m_picked.size() >= 2)
        m_status->setText(differing == 1 ? tr("1 input differs")
                                         : tr("%1 inputs differ").arg(differing));
    else
        m_status->clear();
}

} // namespace rightsizer::views
