#pragma once

#include "ReportData.h"

#include "catalog/Catalog.h"
#include "model/Result.h"
#include "model/Scenario.h"
#include "workspace/LatestJobRunner.h"

#include <QDialog>
#include <QPageSize>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QDateEdit;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPrintPreviewWidget;
class QPrinter;
class QProgressBar;
class QStackedWidget;
class QPushButton;
class QTimer;

namespace rightsizer::workspace {
class ScenarioDocument;
}

namespace rightsizer::views {

class ReportDocument;

/// A scenario of the project as the report dialog offers it: read, or why it cannot be read.
struct ReportDialogScenario {
    QString name;                          ///< the scenario's name in the project
    std::optional<model::Scenario> parsed; ///< empty when it cannot be read
    QString error;                         ///< why it cannot be read
    bool edited = false;                   ///< the scenario open in the workbench
};

/// File → Export Report…: the procurement report (the document `rightsizer report` writes) with
/// its options on the left and a print preview of it on the right.
///
/// The dialog takes a snapshot of the document when it opens: the scenario being edited as it is
/// now (unsaved edits included) and the project's other scenarios as saved; a scenario that
/// cannot be read is listed, disabled, with the reason as its tooltip. Open it window-modal so
/// that the snapshot stays the document's state.
///
/// The scenarios are evaluated (prepareReport) off the UI thread with progress and cancel; a
/// change of the checked scenarios supersedes the preparation under way. The author, date and
/// page size only re-lay out the prepared report. A failed preparation shows its error inline
/// and disables saving. "Save PDF…" writes exactly the previewed data (writeReportPdf).
class ReportDialog final : public QDialog {
    Q_OBJECT
public:
    explicit ReportDialog(const workspace::ScenarioDocument& document, QWidget* parent = nullptr);
    /// Cancels the preparation under way and waits for its thread.
    ~ReportDialog() override;

    /// Writes the previewed report as a PDF file at `path` (whole or not at all) and returns its
    /// page count. The error names the file and why (not .pdf, missing folder, not writable), or
    /// says that there is no prepared report; it is also shown in the dialog.
    [[nodiscard]] model::Result<int> saveTo(const QString& path);

    /// The report as previewed; nullptr while preparing, after a failure or a cancel.
    const ReportData* data() const { return m_prepared ? &*m_prepared : nullptr; }
    /// The options as the widgets set them.
    ReportOptions options() const;
    const std::vector<ReportDialogScenario>& scenarios() const { return m_scenarios; }
    bool isPreparing() const { return m_jobs.isBusy(); }
    /// Pages in the preview (0 without a prepared report).
    int previewPageCount() const;
    /// The page size the preview is laid out on.
    QPageSize previewPageSize() const;
    /// "<project>-report.pdf" in the project's folder.
    QString suggestedPath() const;
    /// The inline error ("" when none shows).
    QString errorText() const;

public slots:
    /// Stops the preparation under way; the preview stays empty until the next change or
    /// "Update Preview".
    void cancel();
    /// Evaluates the checked scenarios again and regenerates the preview.
    void refresh();

signals:
    /// The preview shows a newly prepared or re-laid-out report of `pages` pages.
    void previewUpdated(int pages);
    /// The preparation failed; `message` names the scenario and the field.
    void preparationFailed(const QString& message);
    void preparationCancelled();
    /// saveTo wrote `pages` pages to `path`.
    void saved(const QString& path, int pages);

private:
    void readScenarios(const workspace::ScenarioDocument& document);
    QWidget* makeOptions();
    QListWidget* makeScenarioList();
    QFormLayout* makeOptionFields();
    QHBoxLayout* makeProgressRow();
    QWidget* makePreview();
    std::vector<model::Scenario> checkedScenarios() const;
    void prepared(model::Result<ReportData> result);
    void preparationStopped();
    void applyOptions();
    /// Drops the report and shows `message` in place of the preview.
    void clearPreview(const QString& message);
    void showBusy(bool busy);
    void showError(const QString& message);
    void saveWithDialog();

    // The snapshot of the document.
    std::vector<ReportDialogScenario> m_scenarios;
    catalog::Catalog m_catalog;
    QString m_project;
    QString m_source;
    QString m_defaultAuthor; ///< the document's revision author
    QString m_folder;

    // The preparation under way, and the prepared report.
    std::optional<ReportData> m_prepared;
    std::unique_ptr<ReportDocument> m_document;
    std::unique_ptr<QPrinter> m_printer;

    QListWidget* m_list = nullptr;
    QComboBox* m_pageSize = nullptr;
    QComboBox* m_language = nullptr;
    QLineEdit* m_author = nullptr;
    QDateEdit* m_date = nullptr;
    QTimer* m_relayoutTimer = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_refresh = nullptr;
    QLabel* m_error = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_pages = nullptr;
    QWidget* m_zoomBar = nullptr;
    QStackedWidget* m_stack = nullptr;
    QLabel* m_placeholder = nullptr;
    QPrintPreviewWidget* m_preview = nullptr;
    QPushButton* m_save = nullptr;

    // Last: destroyed first, so its worker has stopped before anything it reports to goes.
    workspace::LatestJobRunner<model::Result<ReportData>> m_jobs;
};

} // namespace rightsizer::views
