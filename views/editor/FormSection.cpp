#include "FormSection.h"

#include "EditSession.h"
#include "FieldRow.h"
#include "QuantitySpinBox.h"

#include <QComboBox>
#include <QFormLayout>
#include <QSignalBlocker>

namespace rightsizer::views::editor {

FormSection::FormSection(const QString& title, EditSession* session, QWidget* parent)
    : QGroupBox(title, parent)
    , m_session(session)
    , m_form(new QFormLayout(this)) {
    // Narrow docks (about 380 px) put a long label above its field instead of clipping it.
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
}

void FormSection::addRow(const QString& label, FieldRow* row) {
    if (label.isEmpty())
        m_form->addRow(row);
    else
        m_form->addRow(label, row);
    m_rows.insert(row->fieldPath(), row);
    m_session->addRow(row);
}

void FormSection::setFieldVisible(const QString& path, bool visible) {
    if (FieldRow* row = m_rows.value(path))
        m_form->setRowVisible(row, visible);
}

QuantitySpinBox* FormSection::addNumber(const NumberSpec& spec) {
    auto* spin = new QuantitySpinBox;
    spin->setObjectName(spec.path);
    spin->setDecimals(spec.decimals);
    spin->setSuffix(spec.suffix);
    spin->setSpecialValueText(spec.special);
    spin->setMinimum(spec.minimum);
    m_numbers.push_back({spec, spin});
    setRange(m_numbers.back(), spec.maximum);
    addRow(spec.label, new FieldRow(spec.path, spin));

    EditSession* session = m_session;
    const QString description = tr("Set %1").arg(spec.label);
    connect(spin, &QDoubleSpinBox::valueChanged, this,
            [session, description, path = spec.path, set = spec.set](double value) {
                session->apply(path, description,
                               [set, value](model::Scenario& s) { set(s, value); });
            });
    // A drag or a run of arrow keys is one undo step; the next deliberate edit is another.
    connect(spin, &QAbstractSpinBox::editingFinished, session, &EditSession::seal);
    return spin;
}

QComboBox* FormSection::addChoice(const ChoiceSpec& spec) {
    auto* combo = new QComboBox;
    combo->setObjectName(spec.path);
    for (const auto& [text, value] : spec.items)
        combo->addItem(text, value);
    combo->setToolTip(spec.help + QLatin1Char('\n') + tr("Scenario field: %1").arg(spec.path));
    addRow(spec.label, new FieldRow(spec.path, combo));
    m_choices.push_back({spec, combo});

    EditSession* session = m_session;
    const QString description = tr("Set %1").arg(spec.label);
    connect(combo, &QComboBox::currentIndexChanged, this,
            [session, description, spec, combo](int index) {
                if (index < 0)
                    return;
                const double value = combo->itemData(index).toDouble();
                const bool applied =
                    session->apply(spec.path, description,
                                   [set = spec.set, value](model::Scenario& s) { set(s, value); });
                session->seal();
                if (!applied) // show the scenario's value again beside the error
                    refreshChoice(spec, combo, session->scenario());
            });
    return combo;
}

void FormSection::setRange(const NumberRow& row, double maximum) {
    const NumberSpec& spec = row.spec;
    QuantitySpinBox* spin = row.spin;
    spin->setMaximum(maximum);
    QString low = spin->textFromValue(spec.minimum) + spec.suffix;
    if (!spec.special.isEmpty())
        low = tr("%1 (%2)").arg(low, spec.special);
    const QString high = spin->textFromValue(spin->maximum()) + spec.suffix;
    spin->setToolTip(spec.help + QLatin1Char('\n') + tr("Accepted: %1 to %2.").arg(low, high) +
                     QLatin1Char('\n') + tr("Scenario field: %1").arg(spec.path));
}

void FormSection::refreshChoice(const ChoiceSpec& spec, QComboBox* combo,
                                const model::Scenario& s) {
    const QSignalBlocker blocker(combo);
    combo->setCurrentIndex(combo->findData(spec.get(s)));
}

void FormSection::refresh(const model::Scenario& s) {
    for (const NumberRow& row : m_numbers) {
        const QSignalBlocker blocker(row.spin);
        if (row.spec.maximumFor != nullptr) {
            const double maximum = row.spec.maximumFor(s);
            if (maximum != row.spin->maximum())
                setRange(row, maximum);
        }
        // Only a changed value is written: setValue would reset the focused field's cursor.
        const double value = row.spin->rounded(row.spec.get(s));
        if (value != row.spin->value())
            row.spin->setValue(value);
    }
    for (const ChoiceRow& row : m_choices)
        refreshChoice(row.spec, row.combo, s);
}

} // namespace rightsizer::views::editor
