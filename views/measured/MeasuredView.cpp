#include "MeasuredView.h"

#include "CalibrationPanel.h"
#include "TelemetryPanel.h"

#include <QGroupBox>
#include <QSplitter>
#include <QVBoxLayout>

namespace rightsizer::views {

MeasuredView::MeasuredView(project::Project& project, const catalog::Catalog& catalog,
                           QUndoStack* undo, QWidget* parent)
    : QWidget(parent)
    , m_telemetry(new TelemetryPanel(catalog, &project, undo))
    , m_calibration(new CalibrationPanel(project, catalog, undo)) {
    setObjectName(QStringLiteral("measuredView"));
    auto boxed = [](const QString& title, QWidget* panel, const QString& tip) {
        auto* box = new QGroupBox(title);
        box->setToolTip(tip);
        auto* l = new QVBoxLayout(box);
        l->setContentsMargins(6, 6, 6, 6);
        l->addWidget(panel);
        return box;
    };
    auto* split = new QSplitter(Qt::Vertical);
    split->setObjectName(QStringLiteral("measuredSplit"));
    split->addWidget(boxed(tr("Telemetry of a running deployment"), m_telemetry,
                           tr("Is the deployment over- or under-provisioned? Read from its GPU "
                              "counters")));
    split->addWidget(boxed(tr("Calibration on your benchmark runs"), m_calibration,
                           tr("Fit the planner's efficiency factors to runs of your own stack")));
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
}

} // namespace rightsizer::views
