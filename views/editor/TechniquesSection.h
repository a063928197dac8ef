#pragma once

#include "FormSection.h"

class QComboBox;

namespace rightsizer::views::editor {

/// The serving techniques of a scenario (issue 24): speculative decoding, chosen as off, the
/// model's own MTP/EAGLE head or a catalog draft model with the model's tokenizer, with its
/// proposals and acceptance; prefix caching's shared prefix and hit rate; and whether the plan
/// is compared with disaggregated serving (its KV link and whether the pools' GPUs may differ).
class TechniquesSection final : public FormSection {
    Q_OBJECT
public:
    explicit TechniquesSection(EditSession* session, QWidget* parent = nullptr);

    void refresh(const model::Scenario& s) override;

private:
    /// Lists "off", the MTP head and the catalog's drafts for the scenario's model.
    void fillChoices(const model::Scenario& s);
    void choose(int index);

    QComboBox* m_speculation;
};

} // namespace rightsizer::views::editor
