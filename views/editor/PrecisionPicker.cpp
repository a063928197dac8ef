#include "PrecisionPicker.h"

#include "views/ReflowGrid.h"

#include "EditSession.h"
#include "FieldRow.h"
#include "FieldSpecs.h"

#include <QCheckBox>
#include <QLocale>
#include <QSignalBlocker>

#include <algorithm>

namespace rightsizer::views::editor {
namespace {

constexpr int kColumns = 3; // fits a 380 px dock with the gguf names; fewer when narrower

} // namespace

PrecisionPicker::PrecisionPicker(EditSession* session, QWidget* parent)
    : FormSection(tr("Precisions allowed"), session, parent) {
    std::vector<QCheckBox*> boxes;
    QSize cell;
    const QString accepted = tr("Accepted: at least one precision; training modes take fp32, "
                                "bf16, fp16 or fp8.\nScenario field: precisions");
    for (int i = 0; i < model::kPrecisionCount; ++i) {
        const auto precision = static_cast<model::Precision>(i);
        const model::PrecisionInfo& info = model::precisionInfo(precision);
        const QString name = fromStd(info.name);
        auto* box = new QCheckBox(name);
        box->setObjectName(QStringLiteral("precisions.") + name);
        QString what = tr("%1 weights: %2 bits per weight")
                           .arg(name, locale().toString(info.bitsPerWeight, 'g', 4));
        if (info.weightOnly)
            what += tr(", dequantized to 16-bit for the matrix multiplications");
        box->setToolTip(what + QLatin1Char('\n') + accepted);
        boxes.push_back(box);
        cell = cell.expandedTo(box->sizeHint());
        m_boxes.emplace_back(precision, box);
        connect(box, &QCheckBox::toggled, this,
                [this, precision](bool allowed) { toggle(precision, allowed); });
    }
    // Three columns in a wide dock, two or one in a narrow one (1024 px windows).
    auto* grid = new ReflowGrid(cell);
    grid->setMaximumColumns(kColumns);
    for (QCheckBox* box : boxes)
        grid->addCell(box);
    grid->setToolTip(tr("Number formats the planner may choose for the weights.\n") + accepted);
    addRow({}, new FieldRow(QStringLiteral("precisions"), grid));
}

void PrecisionPicker::toggle(model::Precision precision, bool allowed) {
    const QString name = fromStd(model::precisionInfo(precision).name);
    const QString description = allowed ? tr("Allow %1").arg(name) : tr("Exclude %1").arg(name);
    const bool applied = session()->apply(
        QStringLiteral("precisions"), description, [precision, allowed](model::Scenario& s) {
            auto& list = s.precisions;
            list.erase(std::remove(list.begin(), list.end(), precision), list.end());
            if (allowed)
                list.push_back(precision);
        });
    session()->seal();
    if (!applied) // the box shows the scenario again, beside the error
        refresh(session()->scenario());
}

void PrecisionPicker::refresh(const model::Scenario& s) {
    FormSection::refresh(s);
    for (const auto& [precision, box] : m_boxes) {
        const QSignalBlocker blocker(box);
        const bool checked =
            std::find(s.precisions.begin(), s.precisions.end(), precision) != s.precisions.end();
        box->setChecked(checked);
        // Training offers only the formats it runs in; a box already checked stays enabled so
        // that it can be cleared (the field's error names it).
        box->setEnabled(checked || s.mode != model::Mode::Train || model::trainsIn(precision));
    }
}

} // namespace rightsizer::views::editor
