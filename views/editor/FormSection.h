#pragma once

#include "model/Scenario.h"

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
    double (*get)(const model::Scenario&) = nullptr;
    void (*set)(model::Scenario&, double) = nullptr;
    /// Maximum depending on the scenario (the model's context), shown unit; nullptr: fixed.
    double (*maximumFor)(const model::Scenario&) = nullptr;
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
    };
    struct ChoiceRow {
        ChoiceSpec spec;
        QComboBox* combo;
    };
    static void setRange(const NumberRow& row, double maximum);
    static void refreshChoice(const ChoiceSpec& spec, QComboBox* combo, const model::Scenario& s);

    EditSession* m_session;
    QFormLayout* m_form;
    QHash<QString, FieldRow*> m_rows;
    std::vector<NumberRow> m_numbers;
    std::vector<ChoiceRow> m_choices;
};

} // namespace rightsizer::views::editor
