#pragma once

#include "importers/DemandCsv.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace rightsizer::workspace {
class ScenarioDocument;
}

namespace rightsizer::views {

class DemandProfileChart;
class DemandRowsModel;

/// Previews a demand CSV before it replaces the scenario's weekly profile: every row read with
/// its line number, timestamp, rate and status (rejected rows highlighted, filterable), a
/// summary (rows, rejections, time span, hours of the week covered) and the resulting profile.
///
/// Nothing is imported half silently: when rows are rejected the button reads "Import without
/// the N rejected rows" and is enabled only when the good rows still cover all 168 hours of the
/// week; clicking it is the user's confirmation. Importing sets tco.demand.weekly_requests_per_s
/// and the demand source through workspace::ScenarioDocument::edit (one undo step) and accepts the
/// dialog; a profile the scenario refuses (every hour 0) is shown inline and nothing changes.
class DemandImportDialog final : public QDialog {
    Q_OBJECT
public:
    /// `text` is the content of the file at `path` (named in the demand source).
    DemandImportDialog(workspace::ScenarioDocument* document, const QString& path,
                       const QString& text, QWidget* parent = nullptr);

    /// What the importer read (rows, problems, the good rows' profile).
    const importers::DemandImport& demandImport() const { return m_import; }
    /// "demand.csv (1,234 samples, 2026-01-05T00:00 .. 2026-02-01T23:00; 3 rows rejected)".
    QString demandSource() const;

    DemandRowsModel* rowsModel() const { return m_rows; }
    QSortFilterProxyModel* proxyModel() const { return m_proxy; }
    QTableView* table() const { return m_table; }
    QCheckBox* rejectedOnlyBox() const { return m_rejectedOnly; }
    QPushButton* importButton() const { return m_importButton; }
    QLabel* summaryLabel() const { return m_summary; }
    QLabel* errorLabel() const { return m_error; }
    DemandProfileChart* profileChart() const { return m_chart; }

private:
    QWidget* makePreview();
    void describe();
    void importProfile();
    void showRejectedOnly(bool only);

    workspace::ScenarioDocument* m_document;
    QString m_path;
    importers::DemandImport m_import;
    DemandRowsModel* m_rows = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QTableView* m_table = nullptr;
    QCheckBox* m_rejectedOnly = nullptr;
    QPushButton* m_importButton = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_error = nullptr;
    DemandProfileChart* m_chart = nullptr;
};

} // namespace rightsizer::views
