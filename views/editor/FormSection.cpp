#include "FormSection.h"

#include "EditSession.h"
#include "FieldRow.h"
#include "QuantitySpinBox.h"
#include "workspace/ScenarioDocument.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLocale>
#include <QSignalBlocker>

#include <algorithm>
#include <cmath>

namespace rightsizer::views::editor {
namespace {

/// The scenario's candidate GPUs: those it lists, or the whole catalog when it lists none.
std::vector<const model::GpuSpec*> candidateGpus(const model::Scenario& s,
                                                 const std::vector<model::GpuSpec>& catalog) {
    std::vector<const model::GpuSpec*> gpus;
    for (const model::GpuSpec& g : catalog)
        if (s.gpuIds.empty() || std::find(s.gpuIds.begin(), s.gpuIds.end(), g.id) != s.gpuIds.end())
            gpus.push_back(&g);
    return gpus;
}

} // namespace

void narrowable(QComboBox* combo) {
    // A combo box is as wide as its longest item otherwise, which pushed the dock into a
    // horizontal scroll bar at 1024 px; the list that opens shows whole items.
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(kNarrowComboChars);
}

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
    row->setLabel(label);
    m_rows.insert(row->fieldPath(), row);
    m_session->addRow(row);
}

double NumberSpec::value(const model::Scenario& s) const {
    return field ? field->fileValue(s) * shownPerFile : get(s);
}

void NumberSpec::apply(model::Scenario& s, double shown) const {
    if (field)
        field->setFileValue(s, shown / shownPerFile);
    else
        set(s, shown);
}

bool NumberSpec::hasDynamicMaximum() const {
    return field ? field->maximumFor != nullptr : maximumFor != nullptr;
}

double NumberSpec::maximumAt(const model::Scenario& s) const {
    return field ? field->highest(s) * shownPerFile : maximumFor(s);
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
    if (!spec.singularSuffix.isEmpty())
        spin->setSingularSuffix(spec.singularSuffix);
    spin->setSpecialValueText(spec.special);
    spin->setMinimum(spec.minimum);
    spin->setLowestAfterMinimum(spec.lowestAfterSpecial);
    m_numbers.push_back({spec, spin});
    setRange(m_numbers.back(), spec.maximum);
    addRow(spec.label, new FieldRow(spec.path, spin));

    EditSession* session = m_session;
    const QString description = tr("Set %1").arg(spec.label);
    connect(spin, &QDoubleSpinBox::valueChanged, this, [session, description, spec](double value) {
        session->apply(spec.path, description,
                       [spec, value](model::Scenario& s) { spec.apply(s, value); });
    });
    // A drag or a run of arrow keys is one undo step; the next deliberate edit is another.
    connect(spin, &QAbstractSpinBox::editingFinished, session, &EditSession::seal);
    // A refused text changes nothing, stays in the box and says what the field accepts, by the
    // field's label, until it is fixed or Escape shows the scenario's value again.
    const size_t index = m_numbers.size() - 1;
    connect(spin, &QuantitySpinBox::refused, this, [this, index](const QString& typed) {
        const NumberRow& row = m_numbers[index];
        m_session->clearErrors(); // one error at a time: the latest edit's
        m_session->refuse(row.spec.path, refusalText(row, typed), EditSession::Refusal::Sticky);
    });
    connect(spin, &QuantitySpinBox::refusalWithdrawn, this,
            [this, index] { m_session->withdraw(m_numbers[index].spec.path); });
    connect(spin, &QuantitySpinBox::revertRequested, this, [this, index] {
        const NumberRow& row = m_numbers[index];
        showValue(row, m_session->scenario(), true);
        m_session->withdraw(row.spec.path);
        m_session->clearErrors();
    });
    return spin;
}

QComboBox* FormSection::addChoice(const ChoiceSpec& spec) {
    auto* combo = new QComboBox;
    combo->setObjectName(spec.path);
    narrowable(combo);
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
    row.spin->setMaximum(maximum);
    updateToolTip(row);
}

QString FormSection::refusalText(const NumberRow& row, const QString& typed) {
    const NumberSpec& spec = row.spec;
    const QuantitySpinBox* spin = row.spin;
    const QString high = spin->textFromValue(spin->maximum()) + spec.suffix;
    const QString low = spin->textFromValue(spec.minimum);
    QString accepted;
    if (spec.lowestAfterSpecial > spec.minimum)
        accepted = tr("must be %1 (%2) or between %3 and %4")
                       .arg(low, spec.special, spin->textFromValue(spec.lowestAfterSpecial), high);
    else if (!spec.special.isEmpty())
        accepted = tr("must be between %1 (%2) and %3").arg(low, spec.special, high);
    else
        accepted = tr("must be between %1 and %2").arg(low, high);
    if (typed.isEmpty())
        return tr("%1 %2; an empty box was not applied").arg(spec.label, accepted);
    return tr("%1 %2; %3 was not applied").arg(spec.label, accepted, typed);
}

void FormSection::showValue(const NumberRow& row, const model::Scenario& s, bool always) {
    const QSignalBlocker blocker(row.spin);
    // Only a changed value is written: setValue would reset the focused field's cursor.
    const double value = row.spin->rounded(row.spec.value(s));
    if (!always && value == row.spin->value())
        return;
    row.spin->setValue(value);         // also puts the value's text back over a refused one
    row.spin->followValueWithSuffix(); // its valueChanged is blocked here
    row.spin->forgetRefusal();
}

QString FormSection::acceptedText(const NumberRow& row) {
    const NumberSpec& spec = row.spec;
    const QuantitySpinBox* spin = row.spin;
    const QString high = spin->textFromValue(spin->maximum()) + spec.suffix;
    const QString minimum = spin->textFromValue(spec.minimum);
    if (spec.lowestAfterSpecial > spec.minimum)
        return tr("%1 to %2, or %3 (%4)")
            .arg(spin->textFromValue(spec.lowestAfterSpecial), high, minimum, spec.special);
    if (!spec.special.isEmpty())
        return tr("%1 (%2) to %3").arg(minimum, spec.special, high);
    return tr("%1 to %2").arg(minimum, high);
}

void FormSection::updateToolTip(const NumberRow& row) {
    QString tip = row.spec.help + QLatin1Char('\n') + tr("Accepted: %1.").arg(acceptedText(row));
    if (!row.detail.isEmpty())
        tip += QLatin1Char('\n') + row.detail;
    row.spin->setToolTip(tip + QLatin1Char('\n') + tr("Scenario field: %1").arg(row.spec.path));
}

void FormSection::refreshSpecial(NumberRow& row, const model::Scenario& s,
                                 const std::vector<const model::GpuSpec*>& candidates) {
    const SpecialText special = row.spec.specialFor(s, candidates);
    if (special.text != row.spin->specialValueText()) {
        row.spin->setSpecialValueText(special.text);
        row.spin->updateGeometry(); // its minimum width follows the text
    }
    if (special.detail != row.detail) {
        row.detail = special.detail;
        updateToolTip(row);
    }
}

void FormSection::refreshChoice(const ChoiceSpec& spec, QComboBox* combo,
                                const model::Scenario& s) {
    const QSignalBlocker blocker(combo);
    const double value = spec.get(s);
    int index = combo->findData(value);
    if (index < 0 && std::isfinite(value)) { // a valid value the list does not offer (cp 3)
        combo->addItem(QLocale().toString(value), value);
        index = combo->count() - 1;
    }
    combo->setCurrentIndex(index);
}

void FormSection::refresh(const model::Scenario& s) {
    std::vector<const model::GpuSpec*> candidates;
    bool haveCandidates = false;
    for (NumberRow& row : m_numbers) {
        const QSignalBlocker blocker(row.spin);
        if (row.spec.specialFor != nullptr) {
            if (!haveCandidates)
                candidates = candidateGpus(s, m_session->document()->catalog().gpus);
            haveCandidates = true;
            refreshSpecial(row, s, candidates);
        }
        if (row.spec.hasDynamicMaximum()) {
            const double maximum = row.spec.maximumAt(s);
            if (maximum != row.spin->maximum())
                setRange(row, maximum);
        }
        if (row.spin->isRefused() && row.spin->rounded(row.spec.value(s)) != row.spin->value())
            m_session->withdraw(row.spec.path); // undo or another scenario: its value wins
        showValue(row, s, false);
        // A new range or special text rewrites the box's text: a refusal of the old text goes.
        if (row.spin->isRefused() && !row.spin->holdsRefusedText()) {
            row.spin->forgetRefusal();
            m_session->withdraw(row.spec.path);
        }
    }
    for (const ChoiceRow& row : m_choices)
        refreshChoice(row.spec, row.combo, s);
}

} // namespace rightsizer::views::editor
