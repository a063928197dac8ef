#include "ReportDialog.h"

#include "ReportDocument.h"
#include "importers/DemandCsv.h"
#include "project/ScenarioFile.h"
#include "project/ScenarioJson.h"
#include "views/Language.h"
#include "views/editor/FieldRow.h"
#include "workspace/ScenarioDocument.h"

#include <QApplication>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace rightsizer::views {
namespace {

constexpr int kProgressSteps = 1000;
constexpr int kTypingPauseMs = 400;

struct PageChoice {
    QPageSize::PageSizeId id;
    const char* shortName;
    const char* longName;
};
constexpr PageChoice kPageChoices[] = {
    {QPageSize::A4, QT_TRANSLATE_NOOP("ReportDialog", "A4"),
     QT_TRANSLATE_NOOP("ReportDialog", "A4 (210 × 297 mm)")},
    {QPageSize::Letter, QT_TRANSLATE_NOOP("ReportDialog", "Letter"),
     QT_TRANSLATE_NOOP("ReportDialog", "Letter (8.5 × 11 in)")},
};

/// "1 page" / "12 pages" (no translation catalogue is loaded, so "%n page(s)" would show as is).
QString pagesText(int pages) {
    return pages == 1 ? QCoreApplication::translate("ReportDialog", "1 page")
                      : QCoreApplication::translate("ReportDialog", "%1 pages").arg(pages);
}

QString pageName(QPageSize::PageSizeId id) {
    for (const PageChoice& c : kPageChoices)
        if (c.id == id)
            return QCoreApplication::translate("ReportDialog", c.shortName);
    return QPageSize::name(id);
}

} // namespace

ReportDialog::ReportDialog(const workspace::ScenarioDocument& document, QWidget* parent)
    : QDialog(parent)
    , m_catalog(document.catalog())
    , m_jobs(this,
             {[this] { showBusy(true); },
              [this](double f) { m_progress->setValue(int(std::lround(f * kProgressSteps))); },
              [this](model::Result<ReportData> r) { prepared(std::move(r)); },
              [this] { preparationStopped(); }}) {
    setObjectName(QStringLiteral("reportDialog"));
    const QString file = document.filePath();
    m_project = file.isEmpty() ? document.scenarioName() : QFileInfo(file).completeBaseName();
    m_source = file.isEmpty() ? document.displayName() : QFileInfo(file).fileName();
    m_defaultAuthor = document.author();
    m_folder = file.isEmpty() ? QDir::homePath() : QFileInfo(file).absolutePath();
    setWindowTitle(tr("Export Report — %1").arg(m_project));
    readScenarios(document);

    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->setObjectName(QStringLiteral("reportSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(makeOptions());
    splitter->addWidget(makePreview());
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);

    auto* buttons = new QDialogButtonBox;
    m_save = buttons->addButton(tr("&Save PDF…"), QDialogButtonBox::ActionRole);
    m_save->setObjectName(QStringLiteral("reportSave"));
    m_save->setToolTip(tr("Write the previewed report as a PDF file"));
    m_save->setEnabled(false);
    QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
    close->setObjectName(QStringLiteral("reportClose"));
    // Enter in the author field must not save or close.
    for (QPushButton* b : {m_save, close}) {
        b->setAutoDefault(false);
        b->setDefault(false);
    }
    connect(m_save, &QPushButton::clicked, this, &ReportDialog::saveWithDialog);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    resize(1280, 860);
    refresh();
}

ReportDialog::~ReportDialog() {
    // The runner (destroyed first) waits for the worker; what it posts afterwards is dropped.
    cancel();
    // The preview refers to the printer.
    delete m_preview;
    m_preview = nullptr;
}

void ReportDialog::readScenarios(const workspace::ScenarioDocument& document) {
    const project::Project project = document.project();
    const QString file = document.filePath();
    // A demand CSV is relative to the project file's folder.
    const std::filesystem::path folder =
        file.isEmpty()
            ? std::filesystem::path(".")
            : std::filesystem::path(QFileInfo(file).absolutePath().toLocal8Bit().toStdString());
    for (const project::ProjectScenario& ps : project.scenarios) {
        ReportDialogScenario entry;
        entry.name = QString::fromStdString(ps.name);
        if (entry.name == document.scenarioName()) {
            // The edited scenario as it is now, unsaved edits included.
            entry.edited = true;
            entry.parsed = document.scenario();
        } else if (auto s = project::parseScenarioWithDemand(ps.json, m_catalog, folder); !s) {
            entry.error = QString::fromStdString(s.error().message);
        } else {
            entry.parsed = std::move(s).value();
        }
        m_scenarios.push_back(std::move(entry));
    }
}

QWidget* ReportDialog::makeOptions() {
    auto* panel = new QWidget;
    panel->setObjectName(QStringLiteral("reportOptions"));
    auto* column = new QVBoxLayout(panel);
    column->setContentsMargins(0, 0, 6, 0);
    column->addWidget(new QLabel(tr("Scenarios in the report:")));
    column->addWidget(makeScenarioList());
    auto* hint = new QLabel(tr("Each checked scenario gets its own section; two or more add a "
                               "side-by-side comparison. Every scenario is reported as it is "
                               "now in the workbench, unsaved edits included."));
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    column->addWidget(hint);
    column->addLayout(makeOptionFields());
    column->addLayout(makeProgressRow());

    m_refresh = new QPushButton(tr("&Update Preview"));
    m_refresh->setObjectName(QStringLiteral("reportRefresh"));
    m_refresh->setToolTip(tr("Evaluate the checked scenarios again and regenerate the preview"));
    m_refresh->setAutoDefault(false);
    connect(m_refresh, &QPushButton::clicked, this, &ReportDialog::refresh);
    column->addWidget(m_refresh);

    m_error = new QLabel;
    m_error->setObjectName(QStringLiteral("reportError"));
    QPalette red = m_error->palette();
    red.setColor(QPalette::WindowText, editor::errorTextColor());
    m_error->setPalette(red);
    m_error->hide();
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("reportStatus"));
    for (QLabel* label : {m_error, m_status}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        column->addWidget(label);
    }
    column->addStretch(1);
    panel->setMinimumWidth(280);
    panel->setMaximumWidth(420);
    return panel;
}

QListWidget* ReportDialog::makeScenarioList() {
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("reportScenarios"));
    m_list->setToolTip(tr("Each checked scenario gets its own section; two or more add a "
                          "side-by-side comparison"));
    for (size_t i = 0; i < m_scenarios.size(); ++i) {
        const ReportDialogScenario& s = m_scenarios[i];
        auto* item = new QListWidgetItem(s.edited ? tr("%1 (editing)").arg(s.name) : s.name);
        item->setData(Qt::UserRole, int(i));
        if (s.parsed) {
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            item->setCheckState(Qt::Checked);
            item->setToolTip(s.edited ? tr("The scenario open in the workbench, as it is now "
                                           "(unsaved edits included)")
                                      : tr("As saved in the project"));
        } else {
            // Listed, never silently dropped: the tooltip says why it cannot be reported.
            item->setFlags(Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
            item->setText(tr("%1 (cannot be read)").arg(s.name));
            item->setToolTip(s.error);
        }
        m_list->addItem(item);
    }
    connect(m_list, &QListWidget::itemChanged, this, [this] { refresh(); });
    // As tall as its rows (a project holds a handful of scenarios), scrolling past ten.
    const int rows = std::clamp(m_list->count(), 3, 10);
    m_list->setMaximumHeight(rows * m_list->sizeHintForRow(0) + 2 * m_list->frameWidth() + 4);
    return m_list;
}

QFormLayout* ReportDialog::makeOptionFields() {
    auto* form = new QFormLayout;
    m_pageSize = new QComboBox;
    m_pageSize->setObjectName(QStringLiteral("reportPageSize"));
    for (const PageChoice& c : kPageChoices)
        m_pageSize->addItem(QCoreApplication::translate("ReportDialog", c.longName), int(c.id));
    m_pageSize->setToolTip(tr("Paper size of the PDF (portrait)"));
    form->addRow(tr("&Page size:"), m_pageSize);
    m_language = new QComboBox;
    m_language->setObjectName(QStringLiteral("reportLanguage"));
    for (const UiLanguage& l : uiLanguages())
        m_language->addItem(l.nativeName, l.code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(installedUiLanguage())));
    m_language->setToolTip(tr("The language the report is written in; its numbers follow that "
                              "language's conventions (English: as the command line prints "
                              "them)"));
    form->addRow(tr("&Language:"), m_language);
    // The name the workbench records with revisions (the login name until one is given).
    m_author = new QLineEdit(m_defaultAuthor);
    m_author->setObjectName(QStringLiteral("reportAuthor"));
    m_author->setPlaceholderText(tr("Name on the title page"));
    m_author->setToolTip(tr("Who prepared the report; printed on the title page"));
    form->addRow(tr("&Author:"), m_author);
    m_date = new QDateEdit(QDate::currentDate());
    m_date->setObjectName(QStringLiteral("reportDate"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_date->setToolTip(tr("The report's date, on the title page and in every footer"));
    form->addRow(tr("&Date:"), m_date);

    // Laying the report out again takes a moment on the UI thread: typing in the author or
    // stepping the date re-lays it out once the typing pauses (or the field is left).
    m_relayoutTimer = new QTimer(this);
    m_relayoutTimer->setSingleShot(true);
    m_relayoutTimer->setInterval(kTypingPauseMs);
    connect(m_relayoutTimer, &QTimer::timeout, this, &ReportDialog::applyOptions);
    auto flush = [this] {
        if (m_relayoutTimer->isActive())
            applyOptions();
    };
    connect(m_author, &QLineEdit::textEdited, m_relayoutTimer, qOverload<>(&QTimer::start));
    connect(m_author, &QLineEdit::editingFinished, this, flush);
    connect(m_date, &QDateEdit::dateChanged, m_relayoutTimer, qOverload<>(&QTimer::start));
    connect(m_date, &QDateEdit::editingFinished, this, flush);
    connect(m_pageSize, &QComboBox::currentIndexChanged, this, &ReportDialog::applyOptions);
    connect(m_language, &QComboBox::currentIndexChanged, this, &ReportDialog::applyOptions);
    return form;
}

QHBoxLayout* ReportDialog::makeProgressRow() {
    auto* row = new QHBoxLayout;
    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("reportProgress"));
    m_progress->setRange(0, kProgressSteps);
    m_progress->setFormat(tr("Evaluating… %p%"));
    m_progress->setToolTip(tr("Evaluating the checked scenarios (plan, what-if grid, TCO)"));
    row->addWidget(m_progress, 1);
    m_cancel = new QPushButton(tr("Ca&ncel"));
    m_cancel->setObjectName(QStringLiteral("reportCancel"));
    m_cancel->setToolTip(tr("Stop evaluating; nothing is previewed or saved"));
    m_cancel->setAutoDefault(false);
    connect(m_cancel, &QPushButton::clicked, this, &ReportDialog::cancel);
    row->addWidget(m_cancel);
    return row;
}

QWidget* ReportDialog::makePreview() {
    auto* panel = new QWidget;
    auto* column = new QVBoxLayout(panel);
    column->setContentsMargins(6, 0, 0, 0);

    m_printer = std::make_unique<QPrinter>(QPrinter::HighResolution);
    m_printer->setOutputFormat(QPrinter::PdfFormat);
    m_printer->setResolution(ReportDocument::kPdfResolutionDpi);
    m_preview = new QPrintPreviewWidget(m_printer.get());
    m_preview->setObjectName(QStringLiteral("reportPreview"));
    m_preview->fitToWidth();
    // The same document as the PDF: ReportDocument lays itself out for the printer and paints.
    connect(m_preview, &QPrintPreviewWidget::paintRequested, this, [this](QPrinter* printer) {
        if (m_document)
            (void)m_document->print(printer);
    });
    // Without a report the preview would keep the last pages it painted: a message replaces it.
    m_placeholder = new QLabel;
    m_placeholder->setObjectName(QStringLiteral("reportPlaceholder"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->setMargin(24);
    m_stack = new QStackedWidget;
    m_stack->addWidget(m_placeholder);
    m_stack->addWidget(m_preview);

    m_zoomBar = new QWidget;
    auto* bar = new QHBoxLayout(m_zoomBar);
    bar->setContentsMargins(0, 0, 0, 0);
    auto tool = [&](const QString& text, const QString& tip, const QString& name, auto slot) {
        auto* b = new QToolButton;
        b->setText(text);
        b->setToolTip(tip);
        b->setObjectName(name);
        connect(b, &QToolButton::clicked, m_preview, slot);
        bar->addWidget(b);
    };
    tool(tr("Fit Width"), tr("Zoom so that a page fills the preview's width"),
         QStringLiteral("reportFitWidth"), &QPrintPreviewWidget::fitToWidth);
    tool(tr("Whole Page"), tr("Zoom so that a whole page shows"), QStringLiteral("reportFitPage"),
         &QPrintPreviewWidget::fitInView);
    tool(tr("Zoom Out"), tr("Zoom out"), QStringLiteral("reportZoomOut"),
         [this] { m_preview->zoomOut(); });
    tool(tr("Zoom In"), tr("Zoom in"), QStringLiteral("reportZoomIn"),
         [this] { m_preview->zoomIn(); });
    auto* top = new QHBoxLayout;
    top->addWidget(m_zoomBar);
    top->addStretch(1);
    m_pages = new QLabel;
    m_pages->setObjectName(QStringLiteral("reportPages"));
    m_pages->setToolTip(tr("Pages of the report as it will be saved"));
    top->addWidget(m_pages);
    column->addLayout(top);
    column->addWidget(m_stack, 1);
    return panel;
}

ReportOptions ReportDialog::options() const {
    ReportOptions o;
    o.project = m_project;
    o.source = m_source;
    o.author = m_author->text().trimmed();
    o.date = m_date->date();
    o.pageSize = QPageSize::PageSizeId(m_pageSize->currentData().toInt());
    o.language = m_language->currentData().toString();
    return o;
}

std::vector<model::Scenario> ReportDialog::checkedScenarios() const {
    std::vector<model::Scenario> picked;
    for (int row = 0; row < m_list->count(); ++row) {
        const QListWidgetItem* item = m_list->item(row);
        const auto& s = m_scenarios[size_t(item->data(Qt::UserRole).toInt())];
        if (s.parsed && item->checkState() == Qt::Checked)
            picked.push_back(*s.parsed);
    }
    return picked;
}

void ReportDialog::refresh() {
    m_error->hide();
    m_status->clear();
    if (checkedScenarios().empty()) {
        cancel();
        m_prepared.reset();
        clearPreview(tr("Nothing to preview: check a scenario."));
        showError(tr("Check at least one scenario: the report needs one."));
        return;
    }
    // A preparation under way is superseded: it stops at its next chunk, then this one starts.
    // The worker holds its own copies.
    m_prepared.reset();
    clearPreview(tr("Preparing the report…"));
    m_jobs.request([scenarios = checkedScenarios(), catalog = m_catalog,
                    opts = options()](const model::WorkControl& control) {
        return prepareReport(scenarios, catalog, opts, control);
    });
}

void ReportDialog::cancel() {
    m_jobs.cancel();
    if (m_jobs.isBusy())
        m_cancel->setEnabled(false);
}

void ReportDialog::preparationStopped() {
    showBusy(false);
    // (Unchecking every scenario cancels too: its message stays.)
    if (m_error->isHidden()) {
        m_placeholder->setText(tr("Cancelled: nothing to preview."));
        m_status->setText(tr("Cancelled: nothing to preview or save. Change an option or "
                             "press Update Preview to prepare the report."));
    }
    emit preparationCancelled();
}

void ReportDialog::prepared(model::Result<ReportData> result) {
    showBusy(false);
    if (!result) {
        const QString message = QString::fromStdString(result.error().message);
        showError(tr("The report cannot be prepared: %1").arg(message));
        m_placeholder->setText(tr("No preview: the report cannot be prepared."));
        emit preparationFailed(message);
        return;
    }
    m_prepared = std::move(result).value();
    applyOptions();
}

void ReportDialog::applyOptions() {
    if (!m_prepared)
        return;
    m_relayoutTimer->stop();
    m_prepared->options = options();
    QApplication::setOverrideCursor(Qt::WaitCursor);
    m_document = std::make_unique<ReportDocument>(*m_prepared);
    m_stack->setCurrentWidget(m_preview);
    m_zoomBar->setEnabled(true);
    m_preview->updatePreview();
    const int pages = m_preview->pageCount();
    QApplication::restoreOverrideCursor();
    m_pages->setText(tr("%1, %2").arg(pagesText(pages), pageName(m_prepared->options.pageSize)));
    m_save->setEnabled(pages > 0);
    emit previewUpdated(pages);
}

void ReportDialog::clearPreview(const QString& message) {
    m_document.reset();
    m_placeholder->setText(message);
    m_stack->setCurrentWidget(m_placeholder);
    m_zoomBar->setEnabled(false);
    m_pages->setText(isPreparing() ? tr("Preparing…") : tr("No preview"));
    m_save->setEnabled(false);
}

void ReportDialog::showBusy(bool busy) {
    m_progress->setValue(0);
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    m_cancel->setEnabled(busy);
    m_refresh->setEnabled(!busy);
    m_pages->setText(busy ? tr("Preparing…") : tr("No preview"));
}

void ReportDialog::showError(const QString& message) {
    m_error->setText(message);
    m_error->show();
}

int ReportDialog::previewPageCount() const {
    return m_document ? m_preview->pageCount() : 0;
}

QPageSize ReportDialog::previewPageSize() const {
    return m_printer->pageLayout().pageSize();
}

QString ReportDialog::suggestedPath() const {
    return QDir(m_folder).filePath(m_project + QStringLiteral("-report.pdf"));
}

QString ReportDialog::errorText() const {
    return m_error->isHidden() ? QString() : m_error->text();
}

void ReportDialog::saveWithDialog() {
    QString path = QFileDialog::getSaveFileName(this, tr("Save report as PDF"), suggestedPath(),
                                                tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    (void)saveTo(path);
}

model::Result<int> ReportDialog::saveTo(const QString& path) {
    auto fail = [this](model::Error error) -> model::Result<int> {
        showError(tr("Not saved: %1").arg(QString::fromStdString(error.message)));
        m_status->clear();
        return error;
    };
    const std::string file = QDir::toNativeSeparators(path).toStdString();
    if (!m_prepared)
        return fail({"report", "cannot write '" + file + "': " +
                                   (isPreparing() ? "the report is still being prepared"
                                                  : "there is no prepared report to save")});
    if (path.trimmed().isEmpty())
        return fail({"report", "no file name given: choose a file ending in .pdf"});
    QApplication::setOverrideCursor(Qt::WaitCursor);
    auto pages = writeReportPdf(*m_prepared, path);
    QApplication::restoreOverrideCursor();
    if (!pages)
        return fail(pages.error());
    m_error->hide();
    m_status->setText(tr("Saved %1 to %2").arg(pagesText(*pages), QDir::toNativeSeparators(path)));
    emit saved(path, *pages);
    return pages;
}

} // namespace rightsizer::views
