#pragma once

#include "catalog/Catalog.h"
#include "project/ProjectFile.h"

#include <QWidget>

class QUndoStack;

namespace rightsizer::views {

class CalibrationPanel;
class TelemetryPanel;

/// The workbench's "Measured" page: what a running deployment's telemetry says (TelemetryPanel)
/// above the project's calibration on the user's own benchmark runs (CalibrationPanel).
class MeasuredView final : public QWidget {
    Q_OBJECT
public:
    /// `project`, `catalog` and `undo` are the document's and must outlive the view.
    MeasuredView(project::Project& project, const catalog::Catalog& catalog, QUndoStack* undo,
                 QWidget* parent = nullptr);

    TelemetryPanel* telemetry() const { return m_telemetry; }
    CalibrationPanel* calibration() const { return m_calibration; }

private:
    TelemetryPanel* m_telemetry;
    CalibrationPanel* m_calibration;
};

} // namespace rightsizer::views
