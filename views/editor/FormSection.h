#pragma once

#include "model/Scenario.h"
#include "model/ScenarioFields.h"

#include <QGroupBox>
#include <QHash>
#include <QString>

#include <utility>
#include <vector>

class QComboBox;
class QFormLayout;

namespace rightsizer::views::editor {

class EditSession;
class FieldRow;
class QuantitySpinBox;

/// What the special value of a field stands for on the scenario's candidate GPUs (an engine's
/// default that depends on the GPU): the box's text at that value and a tooltip line.
struct SpecialText {
    QString text = {};
    QString detail = {};
};

/// A numeric scenario field as the editor shows it. Values are in the shown unit (ms, %,
/// billions of tokens); `get` and `set` convert from and to the scenario's unit.
struct NumberSpec {
    QString path = {};  ///< scenario JSON path, also the editor's objectName
    QString label = {}; ///< form label
    QString suffix = {};
    QString help = {};  ///< what the field means (the tooltip adds the accepted range)
    double minimum = 0; ///< accepted range, shown unit (validateScenario's range)
    double maximum = 0;
    int decimals = 0;
    QString special = {}; ///< shown at the minimum (e.g. "none" for 0), empty: the number
    /// Least accepted value above the special one (64 tokens, where 1..63 are refused); values
    /// between are refused and the arrow keys step over them. 0: no gap.
    double lowestAfterSpecial = 0;
    double (*get)(const model::Scenario&) = nullptr;
    void (*set)(model::Scenario&, double) = nullptr;
    /// Maximum depending on the scenario (the model's context), shown unit; nullptr: fixed.
    double (*maximumFor)(const model::Scenario&) = nullptr;
    /// The special value's text for the scenario and its candidate GPUs; nullptr: `special`.
    SpecialText (*specialFor)(const model::Scenario&,
                              const std::vector<const model::GpuSpec*>& candidates) = nullptr;
    /// The suffix at a value of 1 (" GPU" where `suffix` is " GPUs"); empty: always `suffix`.
    QString singularSuffix = {};
    /// The scenario field this box edits (model/ScenarioFields.h), which then gives the value,
    /// the setter and a scenario-dependent maximum instead of get, set and maximumFor.
    const model::ScenarioField* field = nullptr;
    double shownPerFile = 1; ///< shown value = the field's file value x this

    /// The value in the shown unit, set in the shown unit, and the scenario-dependent maximum.
    double value(const model::Scenario& s) const;
    void apply(model::Scenario& s, double shown) const;
    bool hasDynamicMaximum() const;
    double maximumAt(const model::Scenario& s) const;
};

/// A scenario field with a few accepted values (mode, SLA percentile, ZeRO stage), each
/// item's value as a double.
struct ChoiceSpec {
    QString path = {};
    QString label = {};
    QString help = {};
    std::vector<std::pair<QString, double>> items = {};
    double (*get)(const model::Scenario&) = nullptr;
    void (*set)(model::Scenario&, double) = nullptr;
};

/// Lets `combo` be narrower than its longest item (the dock is narrow at 1024 px).
void narrowable(QComboBox* combo);
constexpr int kNarrowComboChars = 12;

/// One group box of the scenario editor: a form of fields, each with its inline error row.
/// Number and choice rows are built from specs; sections with their own widgets (model,
/// precisions, GPUs) derive and override refresh().
class FormSection : public QGroupBox {
    Q_OBJECT
public:
    FormSection(const QString& title, EditSession* session, QWidget* parent = nullptr);

    QuantitySpinBox* addNumber(const NumberSpec& spec);
    QComboBox* addChoice(const ChoiceSpec& spec);
    /// Adds `row` under `label` (empty: the row spans the form) and registers its errors.
    void addRow(const QString& label, FieldRow* row);
    void setFieldVisible(const QString& path, bool visible);

    /// Shows the scenario's values without editing it (signals blocked); keeps the focused
    /// field's text and cursor when its value did not change.
    virtual void refresh(const model::Scenario& s);

protected:
    EditSession* session() const { return m_session; }
    QFormLayout* form() const { return m_form; }

private:
    struct NumberRow {
        NumberSpec spec;
        QuantitySpinBox* spin;
        QString detail = {}; ///< SpecialText::detail, in the tooltip
    };
    struct ChoiceRow {
        ChoiceSpec spec;
        QComboBox* combo;
    };
    static void setRange(const NumberRow& row, double maximum);
    static void updateToolTip(const NumberRow& row);
    /// "1 to 65,536 sequences, or 0 (engine default)": the range the tooltip and a refusal name.
    static QString acceptedText(const NumberRow& row);
    /// "Requests/s must be between 0.000001 and 1,000,000 req/s; -3 was not applied".
    static QString refusalText(const NumberRow& row, const QString& typed);
    /// Shows the scenario's value in the row's box (signals blocked); `always`: also when the
    /// value did not change (over a text not applied).
    static void showValue(const NumberRow& row, const model::Scenario& s, bool always);
    void refreshSpecial(NumberRow& row, const model::Scenario& s,
                        const std::vector<const model::GpuSpec*>& candidates);
    static void refreshChoice(const ChoiceSpec& spec, QComboBox* combo, const model::Scenario& s);

    EditSession* m_session;
    QFormLayout* m_form;
    QHash<QString, FieldRow*> m_rows;
    std::vector<NumberRow> m_numbers;
    std::vector<ChoiceRow> m_choices;
};

} // namespace rightsizer::views::editor
