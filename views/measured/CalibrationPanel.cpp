#include "CalibrationPanel.h"

#include "CalibrationModels.h"
#include "TableSizing.h"
#include "importers/BenchmarkImport.h"
#include "project/ProjectCalibration.h"
#include "views/QuantityFormat.h"
#include "views/export/ExportActions.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QTableView>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

namespace rightsizer::views {
namespace {

/// The project's calibration history and measurement set before and after a calibrate or a
/// reset; undo puts the earlier state back exactly.
struct CalibrationState {
    std::vector<project::CalibrationRecord> calibrations;
    std::vector<importers::Measurement> measurements;
};

class CalibrationCommand final : public QUndoCommand {
public:
    CalibrationCommand(project::Project& project, CalibrationState before, CalibrationState after,
                       const QString& text, std::function<void()> changed)
        : QUndoCommand(text)
        , m_project(project)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_changed(std::move(changed)) {}

    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }

private:
    void apply(const CalibrationState& s) {
        m_project.calibrations = s.calibrations;
        m_project.measurements = s.measurements;
        m_changed();
    }

    project::Project& m_project;
    CalibrationState m_before;
    CalibrationState m_after;
    std::function<void()> m_changed;
};

} // namespace

CalibrationPanel::CalibrationPanel(project::Project& project, const catalog::Catalog& catalog,
                                   QUndoStack* undo, QWidget* parent)
    : QWidget(parent)
    , m_project(project)
    , m_catalog(catalog)
    , m_undo(undo)
    , m_import(new QPushButton(tr("Import measurements…")))
    , m_reset(new QPushButton(tr("Reset calibration")))
    , m_status(new QLabel)
    , m_error(new QLabel)
    , m_errorsModel(new RunErrorModel(this))
    , m_groupsModel(new FittedGroupsModel(this))
    , m_errorsTable(makeMeasuredTable(m_errorsModel, QStringLiteral("calibrationErrors"), true))
    , m_groupsTable(makeMeasuredTable(m_groupsModel, QStringLiteral("calibrationGroups"), true)) {
    setObjectName(QStringLiteral("calibrationPanel"));
    buildLayout();
    connect(m_import, &QPushButton::clicked, this, &CalibrationPanel::importClicked);
    connect(m_reset, &QPushButton::clicked, this, &CalibrationPanel::resetCalibration);
    refresh();
}

void CalibrationPanel::buildLayout() {
    m_import->setObjectName(QStringLiteral("importMeasurements"));
    m_import->setToolTip(tr("Read benchmark runs (measurements CSV, vLLM benchmark_serving "
                            "--save-result JSON, trtllm-bench report) and fit the efficiency "
                            "factors of the groups they cover; undo takes it back"));
    m_reset->setObjectName(QStringLiteral("resetCalibration"));
    m_reset->setToolTip(tr("Plan with the reference factors again (the runs are kept in the "
                           "history; undo brings the calibration back)"));
    m_status->setObjectName(QStringLiteral("calibrationStatus"));
    m_status->setWordWrap(true);
    m_status->setToolTip(tr("The calibration the estimates use, stored in the project file"));
    m_error->setObjectName(QStringLiteral("calibrationError"));
    m_error->setStyleSheet(QStringLiteral("color: #c01c28"));
    m_error->setWordWrap(true);
    m_error->hide();
    QHeaderView* errorColumns = m_errorsTable->horizontalHeader();
    errorColumns->setStretchLastSection(false);
    errorColumns->setSectionResizeMode(RunErrorModel::RunColumn, QHeaderView::Stretch);
    m_errorsTable->setToolTip(tr("Each run's readings, measured against predicted before and "
                                 "after the fit; greyed rows take no part in the fit"));
    m_groupsTable->setToolTip(tr("The efficiency factors fitted per GPU family and precision"));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_import);
    buttons->addWidget(m_reset);
    buttons->addWidget(m_status, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_error);
    layout->addWidget(new QLabel(tr("<b>Fitted factors</b>")));
    layout->addWidget(m_groupsTable);
    layout->addWidget(new QLabel(tr("<b>Measured against predicted</b>")));
    layout->addWidget(m_errorsTable, 1);
    m_errorsTable->setMinimumHeight(160);
}

void CalibrationPanel::importClicked() {
    const QStringList files =
        QFileDialog::getOpenFileNames(this, tr("Import benchmark measurements"), QString(),
                                      tr("Benchmark runs (*.csv *.json *.jsonl);;All files (*)"));
    if (!files.isEmpty())
        importFiles(files);
}

void CalibrationPanel::showError(const QString& message) {
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

bool CalibrationPanel::importFiles(const QStringList& paths) {
    std::vector<importers::Measurement> rows;
    QStringList errors;
    QStringList names;
    for (const QString& path : paths) {
        auto read = importers::loadMeasurementsFile(path.toLocal8Bit().toStdString());
        if (!read) {
            errors << tr("%1: %2").arg(QFileInfo(path).fileName(),
                                       QString::fromStdString(read.error().message));
            continue;
        }
        names << QFileInfo(path).fileName();
        rows.insert(rows.end(), read->rows.begin(), read->rows.end());
    }
    // Nothing is half-imported: a file that cannot be read stops the whole import.
    if (!errors.isEmpty() || rows.empty()) {
        showError(errors.isEmpty() ? tr("The files hold no runs") : errors.join(QLatin1Char('\n')));
        return false;
    }
    const QString description = tr("Calibrate on %1").arg(names.join(QStringLiteral(", ")));
    project::Project after = m_project;
    auto change =
        project::calibrateProject(after, std::move(rows), m_catalog, description.toStdString());
    if (!change) {
        showError(QString::fromStdString(change.error().message));
        return false;
    }
    showError({});
    pushChange(std::move(after), description);
    return true;
}

void CalibrationPanel::resetCalibration() {
    project::Project after = m_project;
    const QString description = tr("Reset calibration");
    project::resetCalibration(after, description.toStdString());
    showError({});
    pushChange(std::move(after), description);
}

void CalibrationPanel::pushChange(project::Project after, const QString& description) {
    CalibrationState before{m_project.calibrations, m_project.measurements};
    CalibrationState next{std::move(after.calibrations), std::move(after.measurements)};
    QPointer<CalibrationPanel> self(this);
    m_undo->push(
        new CalibrationCommand(m_project, std::move(before), std::move(next), description, [self] {
            if (self) {
                self->refresh();
                emit self->calibrationChanged();
            }
        }));
}

void CalibrationPanel::refresh() {
    auto active = project::activeCalibration(m_project);
    if (!active) {
        showError(QString::fromStdString(active.error().message));
        m_errorsModel->setErrors({});
        m_groupsModel->setGroups({});
        m_reset->setEnabled(false);
        return;
    }
    const std::optional<project::StoredCalibration>& c = *active;
    m_errorsModel->setErrors(c ? c->errors : std::vector<model::RunError>{});
    m_groupsModel->setGroups(c ? c->groups : std::vector<model::GroupCalibration>{});
    const bool calibrated = c && !c->groups.empty();
    m_reset->setEnabled(calibrated);
    fitTableHeight(m_groupsTable, 2, 6);
    if (!calibrated) {
        m_status->setText(tr("Not calibrated: estimates use the reference efficiency factors. "
                             "Import your own benchmark runs to fit them to your stack."));
        return;
    }
    const QuantityFormat f;
    m_status->setText(
        tr("Calibrated on %1 runs in %2 groups: RMS log error %3 → %4 (saved with the project)")
            .arg(c->measurements.size())
            .arg(c->groups.size())
            .arg(f.number(c->rmsLogBefore, 3), f.number(c->rmsLogAfter, 3)));
}

} // namespace rightsizer::views
