#pragma once

#include "catalog/Catalog.h"
#include "project/ProjectFile.h"

#include <QStringList>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;
class QUndoStack;

namespace rightsizer::views {

class FittedGroupsModel;
class RunErrorModel;

/// The project's calibration on the user's own benchmark runs: import measurements (CSV, vLLM
/// benchmark JSON, trtllm-bench report) to fit the efficiency factors
/// (project::calibrateProject), or reset to the reference factors; both are undo steps on the
/// given stack. Shows measured against predicted per run before and after the fit, and the
/// fitted factors per group.
class CalibrationPanel final : public QWidget {
    Q_OBJECT
public:
    /// `project`, `catalog` and `undo` must outlive the panel (the document's).
    CalibrationPanel(project::Project& project, const catalog::Catalog& catalog, QUndoStack* undo,
                     QWidget* parent = nullptr);

    /// Reads the files and calibrates the project on their runs as one undo step. A file that
    /// cannot be read, or runs that do not resolve, are named in the error line and nothing
    /// changes. True when the calibration was applied.
    bool importFiles(const QStringList& paths);
    /// Goes back to the reference factors as one undo step.
    void resetCalibration();
    /// Shows the project's calibration in force (call it after the project was replaced).
    void refresh();

    RunErrorModel* errorsModel() const { return m_errorsModel; }
    FittedGroupsModel* groupsModel() const { return m_groupsModel; }
    QLabel* errorLabel() const { return m_error; }
    QLabel* statusLabel() const { return m_status; }
    QPushButton* resetButton() const { return m_reset; }

signals:
    /// The calibration in force changed (import, reset, undo or redo of either): estimates
    /// must be evaluated again with project::projectEfficiency.
    void calibrationChanged();

private:
    void buildLayout();
    void importClicked();
    void pushChange(project::Project after, const QString& description);
    void showError(const QString& message);

    project::Project& m_project;
    const catalog::Catalog& m_catalog;
    QUndoStack* m_undo;
    QPushButton* m_import;
    QPushButton* m_reset;
    QLabel* m_status;
    QLabel* m_error;
    RunErrorModel* m_errorsModel;
    FittedGroupsModel* m_groupsModel;
    QTableView* m_errorsTable;
    QTableView* m_groupsTable;
};

} // namespace rightsizer::views
