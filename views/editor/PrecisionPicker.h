#pragma once

#include "FormSection.h"

#include <vector>

class QCheckBox;

namespace rightsizer::views::editor {

/// The "Precisions" group: one checkbox per weight format the planner may use. Checking adds
/// the precision at the end of the scenario's list, unchecking removes it; the engine refuses
/// an empty list (and, for training, the formats that do not train), and the box goes back.
///
/// Object names: "precisions.<name>" ("precisions.bf16"); errors in "precisions.error".
class PrecisionPicker final : public FormSection {
    Q_OBJECT
public:
    explicit PrecisionPicker(EditSession* session, QWidget* parent = nullptr);

    void refresh(const model::Scenario& s) override;

private:
    void toggle(model::Precision precision, bool allowed);

    std::vector<std::pair<model::Precision, QCheckBox*>> m_boxes;
};

} // namespace rightsizer::views::editor
