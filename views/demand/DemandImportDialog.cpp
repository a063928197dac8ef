#include "DemandImportDialog.h"

#include "DemandProfileChart.h"
#include "DemandRowsModel.h"
#include "views/CandidateTableModel.h"
#include "views/export/ExportActions.h"
#include "workspace/QtText.h"
#include "workspace/ScenarioDocument.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace rightsizer::views {

DemandImportDialog::DemandImportDialog(workspace::ScenarioDocument* document, const QString& path,
                                       const QString& text, QWidget* parent)
    : QDialog(parent)
    , m_document(document)
    , m_path(path)
    , m_import(importers::importDemandCsv(text.toStdString())) {
    setObjectName(QStringLiteral("demandImportDialog"));
    setWindowTitle(tr("Import demand \u2014 %1").arg(QFileInfo(path).fileName()));
    auto* layout = new QVBoxLayout(this);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("importError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette red = m_error->palette();
    red.setColor(QPalette::WindowText, statusColor(false, palette()));
    m_error->setPalette(red);
    layout->addWidget(m_summary);
    layout->addWidget(m_error);
    layout->addWidget(makePreview(), 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_importButton = buttons->addButton(tr("Import"), QDialogButtonBox::AcceptRole);
    m_importButton->setObjectName(QStringLiteral("importButton"));
    m_importButton->setAutoDefault(false);
    connect(m_importButton, &QPushButton::clicked, this, &DemandImportDialog::importProfile);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    describe();
    resize(960, 640);
}

QWidget* DemandImportDialog::makePreview() {
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    m_rejectedOnly = new QCheckBox(tr("Show rejected rows only"), box);
    m_rejectedOnly->setObjectName(QStringLiteral("rejectedOnly"));
    m_rejectedOnly->setEnabled(m_import.rejectedRows > 0);
    connect(m_rejectedOnly, &QCheckBox::toggled, this, &DemandImportDialog::showRejectedOnly);
    layout->addWidget(m_rejectedOnly);

    m_rows = new DemandRowsModel(m_import.report, this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_rows);
    m_proxy->setFilterRole(DemandRowsModel::RejectedRole);
    m_table = new QTableView(box);
    m_table->setObjectName(QStringLiteral("importRows"));
    m_table->setModel(m_proxy);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setColumnWidth(DemandRowsModel::Line,
                            fontMetrics().horizontalAdvance(QStringLiteral("0000000")));
    m_table->setColumnWidth(
        DemandRowsModel::Timestamp,
        fontMetrics().horizontalAdvance(QStringLiteral("2026-03-02T14:00:00.000+02:00")));
    m_table->setColumnWidth(DemandRowsModel::RequestsPerS,
                            fontMetrics().horizontalAdvance(QStringLiteral("Requests/s00")));
    addTableExport(m_table, QStringLiteral("demand-import-rows"));
    layout->addWidget(m_table, 3);

    layout->addWidget(new QLabel(tr("Resulting weekly profile: the hourly means of the good rows "
                                    "(requests/s)"),
                                 box));
    m_chart = new DemandProfileChart(true, box);
    m_chart->setObjectName(QStringLiteral("importProfileChart"));
    m_chart->setMinimumHeight(170);
    m_chart->setProfile(m_import.weeklyFromGoodRows);
    addChartExport(m_chart, QStringLiteral("demand-import-profile"));
    layout->addWidget(m_chart, 1);
    return box;
}

void DemandImportDialog::describe() {
    const QLocale locale;
    const importers::DemandImport& d = m_import;
    const int rows = int(d.report.size());
    QString summary;
    if (d.samplesPerHour.empty()) { // the file or its header cannot be read
        summary = tr("Nothing can be read from %1.").arg(QFileInfo(m_path).fileName());
        QStringList problems;
        for (const std::string& p : d.problems)
            problems << q(p);
        m_error->setText(problems.join(QLatin1Char('\n')));
    } else {
        summary =
            tr("%1 rows, %2 rejected").arg(locale.toString(rows), locale.toString(d.rejectedRows));
        if (d.rows > 0)
            summary += tr(", covers %1 .. %2").arg(q(d.firstTimestamp), q(d.lastTimestamp));
        summary += d.hoursCovered == model::kHoursPerWeek
                       ? tr(", every hour of the week covered.")
                       : tr(", %1 of the week's 168 hours covered (missing: %2).")
                             .arg(d.hoursCovered)
                             .arg(q(d.missingHours));
    }
    m_summary->setText(summary);
    const bool importable = !d.weeklyFromGoodRows.empty();
    m_importButton->setEnabled(importable);
    if (d.rejectedRows > 0)
        m_importButton->setText(
            d.rejectedRows == 1
                ? tr("Import without the rejected row")
                : tr("Import without the %1 rejected rows").arg(locale.toString(d.rejectedRows)));
    if (!importable && !d.samplesPerHour.empty())
        m_error->setText(
            tr("Nothing can be imported: a weekly profile needs a good row in every hour of the "
               "week, and nothing is guessed. Fix the file and import it again."));
    m_importButton->setToolTip(
        importable ? tr("Replaces the scenario's weekly demand by these hourly means (undoable)")
                   : m_error->text());
    m_error->setVisible(!m_error->text().isEmpty());
}

QString DemandImportDialog::demandSource() const {
    const QLocale locale;
    QString source = tr("%1 (%2 samples, %3 .. %4")
                         .arg(QFileInfo(m_path).fileName(), locale.toString(m_import.rows),
                              q(m_import.firstTimestamp), q(m_import.lastTimestamp));
    if (m_import.rejectedRows > 0)
        source += tr("; %1 rows rejected").arg(locale.toString(m_import.rejectedRows));
    return source + QLatin1Char(')');
}

void DemandImportDialog::importProfile() {
    if (m_import.weeklyFromGoodRows.empty())
        return;
    const std::vector<double> profile = m_import.weeklyFromGoodRows;
    const std::string source = demandSource().toStdString();
    auto done = m_document->edit(QStringLiteral("tco.demand.weekly_requests_per_s"),
                                 tr("Import demand from %1").arg(QFileInfo(m_path).fileName()),
                                 [&](model::Scenario& s) {
                                     s.tco.weeklyRequestsPerS = profile;
                                     s.tco.demandSource = source;
                                     s.tco.demandCsv.clear();
                                 });
    if (!done) {
        m_error->setText(QString::fromStdString(done.error().message));
        m_error->show();
        return;
    }
    m_document->sealEdits();
    accept();
}

void DemandImportDialog::showRejectedOnly(bool only) {
    if (only)
        m_proxy->setFilterFixedString(QStringLiteral("true"));
    else
        m_proxy->setFilterFixedString(QString());
}

} // namespace rightsizer::views
