#include "TelemetryPanel.h"

#include "PrometheusImportDialog.h"
#include "SizingCandidatesModel.h"
#include "TableSizing.h"
#include "TelemetryStatsModel.h"
#include "TelemetryTraceChart.h"
#include "importers/PrometheusImport.h"
#include "importers/TelemetryImport.h"
#include "views/EnginePhrase.h"
#include "views/QuantityFormat.h"
#include "views/export/ExportActions.h"

#include <QComboBox>
#include <QDateTime>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QProgressDialog>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

#include <atomic>
#include <cmath>
#include <functional>

namespace rightsizer::views {
namespace {

QString bulletList(const std::vector<model::Phrase>& lines) {
    QString html;
    for (const model::Phrase& l : lines)
        html += QStringLiteral("<li>%1</li>").arg(phraseText(l).toHtmlEscaped());
    return html.isEmpty() ? html : QStringLiteral("<ul style=\"margin:0\">%1</ul>").arg(html);
}

QString utcText(double unixS) {
    return QDateTime::fromMSecsSinceEpoch(qint64(std::llround(unixS * 1000.0)), Qt::UTC)
        .toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

/// Keeps a Prometheus query in the project; undo puts the earlier ones back.
class KeepQueryCommand final : public QUndoCommand {
public:
    KeepQueryCommand(project::Project& project, std::vector<project::TelemetryQuery> after,
                     std::function<void()> changed)
        : QUndoCommand(TelemetryPanel::tr("Keep the Prometheus query"))
        , m_project(project)
        , m_before(project.telemetryQueries)
        , m_after(std::move(after))
        , m_changed(std::move(changed)) {}
    void redo() override {
        m_project.telemetryQueries = m_after;
        m_changed();
    }
    void undo() override {
        m_project.telemetryQueries = m_before;
        m_changed();
    }

private:
    project::Project& m_project;
    std::vector<project::TelemetryQuery> m_before, m_after;
    std::function<void()> m_changed;
};

} // namespace

TelemetryPanel::TelemetryPanel(const catalog::Catalog& catalog, QWidget* parent)
    : TelemetryPanel(catalog, nullptr, nullptr, parent) {}

TelemetryPanel::TelemetryPanel(const catalog::Catalog& catalog, project::Project* project,
                               QUndoStack* undo, QWidget* parent)
    : QWidget(parent)
    , m_catalog(catalog)
    , m_project(project)
    , m_undo(undo)
    , m_import(new QPushButton(tr("Import telemetry…")))
    , m_importPrometheus(new QPushButton(tr("From Prometheus…")))
    , m_refresh(new QPushButton(tr("Refresh")))
    , m_picker(new QComboBox)
    , m_source(new QLabel)
    , m_error(new QLabel)
    , m_problemsButton(new QToolButton)
    , m_problems(new QListWidget)
    , m_verdict(new QLabel)
    , m_details(new QLabel)
    , m_statsModel(new TelemetryStatsModel(this))
    , m_statsTable(makeMeasuredTable(m_statsModel, QStringLiteral("telemetryStats"), false))
    , m_utilChart(new TelemetryTraceChart(TelemetryTraceChart::Reading::Utilization))
    , m_memoryChart(new TelemetryTraceChart(TelemetryTraceChart::Reading::MemoryUsed))
    , m_candidatesModel(new SizingCandidatesModel(this))
    , m_candidatesTable(
          makeMeasuredTable(m_candidatesModel, QStringLiteral("sizingCandidates"), false)) {
    setObjectName(QStringLiteral("telemetryPanel"));
    buildLayout();
    connect(m_import, &QPushButton::clicked, this, &TelemetryPanel::importClicked);
    connect(m_importPrometheus, &QPushButton::clicked, this, &TelemetryPanel::importFromPrometheus);
    connect(m_refresh, &QPushButton::clicked, this, &TelemetryPanel::refreshFromProject);
    connect(m_picker, &QComboBox::activated, this, &TelemetryPanel::showDeployment);
    connect(m_problemsButton, &QToolButton::toggled, m_problems, &QWidget::setVisible);
    clearDeployment();
    projectChanged();
}

void TelemetryPanel::buildLayout() {
    m_import->setObjectName(QStringLiteral("importTelemetry"));
    m_import->setToolTip(tr("Read GPU telemetry: nvidia-smi --query-gpu CSV, nvidia-smi dmon, or "
                            "dcgm-exporter /metrics scrapes; several files (hosts, rotated logs) "
                            "are merged"));
    m_importPrometheus->setObjectName(QStringLiteral("importPrometheus"));
    m_importPrometheus->setToolTip(tr("Read the dcgm-exporter metrics of a time range from the "
                                      "Prometheus server that scrapes them"));
    m_refresh->setObjectName(QStringLiteral("refreshPrometheus"));
    m_refresh->setToolTip(tr("Read the Prometheus query the project keeps again (a query "
                             "without an end reads the range up to now)"));
    m_picker->setObjectName(QStringLiteral("deploymentPicker"));
    m_picker->setToolTip(tr("The files hold several GPU products: pick the deployment to size"));
    m_source->setObjectName(QStringLiteral("telemetrySource"));
    m_source->setToolTip(tr("What was read: formats, GPUs, hosts and the period covered (UTC)"));
    m_source->setWordWrap(true);
    m_error->setObjectName(QStringLiteral("telemetryError"));
    m_error->setStyleSheet(QStringLiteral("color: #c01c28"));
    m_error->setWordWrap(true);
    m_error->setToolTip(tr("Files that could not be read; nothing of them is shown"));
    m_problemsButton->setObjectName(QStringLiteral("telemetryProblems"));
    m_problemsButton->setCheckable(true);
    m_problemsButton->setAutoRaise(true);
    m_problems->setObjectName(QStringLiteral("telemetryProblemList"));
    m_problems->setToolTip(tr("Malformed lines, skipped: nothing is guessed from them"));
    m_problems->setMaximumHeight(110);
    m_problems->hide();
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setToolTip(tr("The right-sizing verdict on the measured period"));
    QFont bold = m_verdict->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_verdict->setFont(bold);
    m_details->setObjectName(QStringLiteral("verdictDetails"));
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::RichText);
    m_details->setToolTip(tr("The measured facts behind the verdict, and what telemetry of the "
                             "GPU's own counters cannot tell"));
    m_statsTable->setToolTip(tr("Statistics over every sample of every GPU of the deployment"));
    m_candidatesTable->setToolTip(
        tr("Catalog configurations that carry the measured load with headroom, cheapest first"));
    m_utilChart->setObjectName(QStringLiteral("utilizationChart"));
    m_memoryChart->setObjectName(QStringLiteral("memoryChart"));
    addChartExport(m_utilChart, QStringLiteral("telemetry-utilization"));
    addChartExport(m_memoryChart, QStringLiteral("telemetry-memory"));
    m_statsTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);

    auto* top = new QHBoxLayout;
    top->addWidget(m_import);
    top->addWidget(m_importPrometheus);
    top->addWidget(m_refresh);
    top->addWidget(m_picker);
    top->addWidget(m_source, 1);
    top->addWidget(m_problemsButton);

    auto* grid = new QGridLayout;
    grid->addWidget(m_statsTable, 0, 0, 2, 1, Qt::AlignTop);
    grid->addWidget(m_utilChart, 0, 1);
    grid->addWidget(m_memoryChart, 1, 1);
    grid->setColumnStretch(0, 2);
    grid->setColumnStretch(1, 3);
    m_statsTable->setMinimumWidth(380);
    QHeaderView* columns = m_candidatesTable->horizontalHeader();
    columns->setStretchLastSection(false);
    columns->setSectionResizeMode(QHeaderView::ResizeToContents);
    columns->setSectionResizeMode(m_candidatesModel->columnOf(SizingColumnId::Gpu),
                                  QHeaderView::Stretch);

    auto* candidatesTitle = new QLabel(tr("<b>Configurations that carry the measured load</b>"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_error);
    layout->addWidget(m_problems);
    layout->addWidget(m_verdict);
    layout->addWidget(m_details);
    layout->addLayout(grid, 3);
    layout->addWidget(candidatesTitle);
    layout->addWidget(m_candidatesTable, 1);
    m_candidatesTable->setMinimumHeight(150);
}

void TelemetryPanel::importClicked() {
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Import GPU telemetry"), QString(),
        tr("Telemetry (*.csv *.txt *.log *.prom *.metrics);;All files (*)"));
    if (!files.isEmpty())
        loadFiles(files);
}

bool TelemetryPanel::loadFiles(const QStringList& paths) {
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    std::vector<model::TelemetryLog> logs;
    QStringList errors;
    for (const QString& path : paths) {
        auto log = importers::loadTelemetryFile(path.toLocal8Bit().toStdString());
        if (log)
            logs.push_back(std::move(log).value());
        else
            errors << tr("%1: %2").arg(QFileInfo(path).fileName(),
                                       QString::fromStdString(log.error().message));
    }
    QGuiApplication::restoreOverrideCursor();
    m_error->setText(errors.join(QLatin1Char('\n')));
    m_error->setVisible(!errors.isEmpty());
    if (logs.empty())
        return false;
    showLog(model::mergeTelemetry(std::move(logs)));
    return true;
}

void TelemetryPanel::importFromPrometheus() {
    PrometheusImportDialog dialog(this);
    dialog.setText(m_lastPrometheus);
    if (dialog.exec() != QDialog::Accepted || !dialog.request())
        return;
    readQuery(dialog.text());
}

bool TelemetryPanel::readQuery(const workspace::PrometheusRequestText& text) {
    if (!readRange(text))
        return false;
    keepQuery(text);
    return true;
}

bool TelemetryPanel::readRange(const workspace::PrometheusRequestText& text) {
    m_lastPrometheus = text;
    auto request = workspace::resolvePrometheusRequest(
        text, double(QDateTime::currentMSecsSinceEpoch()) / 1000.0);
    if (!request)
        return showError(QString::fromStdString(request.error().message));
    return loadPrometheus(*request);
}

bool TelemetryPanel::showError(const QString& why) {
    m_error->setText(why);
    m_error->show();
    return false;
}

void TelemetryPanel::keepQuery(const workspace::PrometheusRequestText& text) {
    if (!m_project || !m_undo)
        return;
    const std::string json = workspace::prometheusRequestJson(text);
    if (!m_project->telemetryQueries.empty() && m_project->telemetryQueries.back().json == json)
        return;
    QPointer<TelemetryPanel> self(this);
    m_undo->push(new KeepQueryCommand(*m_project, {{json, project::utcTimestampNow()}}, [self] {
        if (self)
            self->projectChanged();
    }));
}

void TelemetryPanel::projectChanged() {
    const bool kept = m_project && !m_project->telemetryQueries.empty();
    m_refresh->setEnabled(kept);
    m_refresh->setVisible(m_project != nullptr);
    if (!kept)
        return;
    if (auto text = workspace::prometheusRequestFromJson(m_project->telemetryQueries.back().json))
        m_lastPrometheus = *text;
}

bool TelemetryPanel::refreshFromProject() {
    if (!m_project || m_project->telemetryQueries.empty())
        return showError(tr("The project keeps no Prometheus query: import one with "
                            "“From Prometheus…” first."));
    auto text = workspace::prometheusRequestFromJson(m_project->telemetryQueries.back().json);
    if (!text)
        return showError(tr("The project's Prometheus query cannot be read: %1")
                             .arg(QString::fromStdString(text.error().message)));
    return readRange(*text);
}

bool TelemetryPanel::loadPrometheus(const workspace::PrometheusRequest& request) {
    QProgressDialog progress(tr("Reading %1…").arg(QString::fromStdString(request.query.url)),
                             tr("Cancel"), 0, 1000, this);
    progress.setObjectName(QStringLiteral("prometheusProgress"));
    progress.setWindowModality(Qt::ApplicationModal);
    // Shown at once and modal: the answers are awaited in this thread's event loop, so nothing
    // else may start an import meanwhile.
    progress.setMinimumDuration(0);
    progress.setValue(0);
    std::atomic<bool> cancel{false};
    connect(&progress, &QProgressDialog::canceled, this, [&cancel] { cancel = true; });
    model::WorkControl control;
    control.cancel = &cancel;
    control.progress = [&progress](double f) { progress.setValue(int(f * 1000)); };
    workspace::PrometheusConnection connection = request.connection;
    connection.cancel = &cancel;
    m_import->setEnabled(false);
    m_importPrometheus->setEnabled(false);
    m_refresh->setEnabled(false);
    auto profile = importers::importPrometheus(
        request.query, workspace::prometheusHttpFetcher(connection), control);
    m_import->setEnabled(true);
    m_importPrometheus->setEnabled(true);
    m_refresh->setEnabled(m_project && !m_project->telemetryQueries.empty());
    progress.reset();
    if (!profile)
        return showError(profile.error().field == "cancelled"
                             ? tr("Import from Prometheus cancelled; nothing was read.")
                             : QString::fromStdString(profile.error().message));
    m_error->hide();
    showProfile(std::move(profile).value());
    return true;
}

void TelemetryPanel::showLog(model::TelemetryLog log) {
    model::TelemetryProfile profile;
    profile.deployments = model::telemetryStats(log);
    profile.log = std::move(log);
    showProfile(std::move(profile));
}

void TelemetryPanel::showProfile(model::TelemetryProfile profile) {
    m_log = std::move(profile.log);
    m_deployments = std::move(profile.deployments);
    m_picker->clear();
    for (const model::DeploymentStats& d : m_deployments)
        m_picker->addItem(tr("%1 × %2").arg(d.gpuCount).arg(QString::fromStdString(d.gpuName)));
    m_picker->setVisible(m_deployments.size() > 1);
    showProblems();
    showDeployment(0);
}

void TelemetryPanel::showProblems() {
    m_problems->clear();
    for (const model::TelemetryProblem& p : m_log.problems)
        m_problems->addItem(QStringLiteral("%1:%2: %3")
                                .arg(QString::fromStdString(p.file))
                                .arg(p.line)
                                .arg(QString::fromStdString(p.message)));
    const int n = int(m_log.problems.size());
    m_problemsButton->setText(tr("Skipped lines: %1").arg(n));
    m_problemsButton->setEnabled(n > 0);
    m_problemsButton->setVisible(true);
    QStringList tip;
    for (int i = 0; i < std::min(n, 20); ++i)
        tip << m_problems->item(i)->text();
    if (n > 20)
        tip << tr("… and %1 more (click to list them all)").arg(n - 20);
    m_problemsButton->setToolTip(n == 0 ? tr("Every line was read") : tip.join(QLatin1Char('\n')));
    if (n == 0)
        m_problemsButton->setChecked(false);
}

void TelemetryPanel::clearDeployment() {
    m_statsModel->setStats(nullptr);
    m_candidatesModel->setCandidates({});
    m_utilChart->setData(nullptr, nullptr);
    m_memoryChart->setData(nullptr, nullptr);
    m_picker->hide();
    m_problemsButton->hide();
    m_error->hide();
    m_source->setText(tr("No telemetry loaded."));
    m_verdict->setText(tr("Import nvidia-smi or DCGM telemetry of a running deployment to see "
                          "whether it is over- or under-provisioned."));
    m_details->clear();
}

void TelemetryPanel::showDeployment(int index) {
    if (index < 0 || size_t(index) >= m_deployments.size())
        return;
    const model::DeploymentStats& d = m_deployments[size_t(index)];
    m_sizing = model::rightSize(d, m_catalog.gpus, m_catalog.prices);
    m_statsModel->setStats(&d);
    fitTableHeight(m_statsTable, TelemetryStatsModel::RowCount, TelemetryStatsModel::RowCount);
    m_candidatesModel->setCandidates(m_sizing.candidates);
    m_utilChart->setData(&m_log, &d);
    m_memoryChart->setData(&m_log, &d);
    QStringList formats;
    for (const std::string& f : m_log.formats)
        formats << QString::fromStdString(f);
    formats.removeDuplicates();
    QString period;
    if (std::isfinite(d.startS) && std::isfinite(d.endS))
        period = tr(", %1 to %2 UTC, a sample every %3")
                     .arg(utcText(d.startS), utcText(d.endS),
                          QuantityFormat().seconds(d.sampleIntervalS));
    m_source->setText(tr("%1 × %2 on %3%4 (%5)")
                          .arg(d.gpuCount)
                          .arg(QString::fromStdString(d.gpuName))
                          .arg(tr("%n host(s)", nullptr, int(d.hosts.size())))
                          .arg(period, formats.join(QStringLiteral(", "))));
    m_verdict->setText(phraseText(m_sizing.headline));
    QString details;
    if (!m_sizing.evidence.empty())
        details += tr("<b>Evidence</b>") + bulletList(m_sizing.evidence);
    if (!m_sizing.caveats.empty())
        details += tr("<b>Caveats</b>") + bulletList(m_sizing.caveats);
    m_details->setText(details);
    m_picker->setCurrentIndex(index);
}

} // namespace rightsizer::views
