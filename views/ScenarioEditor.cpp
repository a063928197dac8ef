#include "ScenarioEditor.h"

#include "editor/EditSession.h"
#include "editor/FieldRow.h"
#include "editor/FieldSpecs.h"
#include "editor/GpuPicker.h"
#include "editor/ModelPicker.h"
#include "editor/PrecisionPicker.h"
#include "editor/ScenarioIdentity.h"
#include "editor/TechniquesSection.h"
#include "workspace/ScenarioDocument.h"

#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace rightsizer::views {

using editor::FieldSpecs;
using editor::FormSection;

ScenarioEditor::ScenarioEditor(workspace::ScenarioDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_session(new editor::EditSession(document, this)) {
    auto* content = new QWidget;
    auto* column = new QVBoxLayout(content);
    // Narrow side margins: at 1024x700 the dock is about 245 px and the sections need 230.
    column->setContentsMargins(6, 6, 6, 6);

    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("scenario.error"));
    m_message->setWordWrap(true);
    QPalette red = m_message->palette();
    red.setColor(QPalette::WindowText, editor::errorTextColor());
    m_message->setPalette(red);
    m_message->setContentsMargins(6, 4, 6, 4);
    m_message->hide();

    buildSections(column);
    column->addStretch(1);

    m_scroll = new QScrollArea;
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidget(content);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_scroll);
    // Under the form, not in it: a message about the whole scenario never moves a field.
    outer->addWidget(m_message);

    connect(m_document, &workspace::ScenarioDocument::scenarioChanged, this,
            &ScenarioEditor::refresh);
    refresh();
}

ScenarioEditor::~ScenarioEditor() = default;

void ScenarioEditor::buildSections(QVBoxLayout* column) {
    m_identity = new editor::ScenarioIdentity(m_session);
    m_model = new editor::ModelPicker(m_session);
    m_serving = new FormSection(tr("Serving workload"), m_session);
    for (const editor::NumberSpec& spec : FieldSpecs::serving())
        m_serving->addNumber(spec);
    // The engine only serves: it sits with the serving workload and hides with it for training.
    m_serving->addChoice(FieldSpecs::engine());
    for (const editor::NumberSpec& spec : FieldSpecs::scheduler())
        m_serving->addNumber(spec);
    m_techniques = new editor::TechniquesSection(m_session);
    m_training = new FormSection(tr("Training workload"), m_session);
    for (const editor::NumberSpec& spec : FieldSpecs::training())
        m_training->addNumber(spec);
    m_training->addChoice(FieldSpecs::zeroStage());
    m_training->addChoice(FieldSpecs::recompute());
    m_training->addChoice(FieldSpecs::contextParallel());
    m_training->addChoice(FieldSpecs::gradientPrecision());
    m_training->addNumber(FieldSpecs::loraRank());
    m_sla = new FormSection(tr("Service level (SLA)"), m_session);
    m_sla->addChoice(FieldSpecs::percentile());
    for (const editor::NumberSpec& spec : FieldSpecs::sla())
        m_sla->addNumber(spec);
    m_sla->addChoice(FieldSpecs::sizeTo());
    m_sla->addNumber(FieldSpecs::minReplicas());
    auto* gpuPicker = new editor::GpuPicker(m_session);
    gpuPicker->addChoice(FieldSpecs::geforce());
    gpuPicker->addChoice(FieldSpecs::priceTier());
    gpuPicker->addChoice(FieldSpecs::priceRegion());
    gpuPicker->addChoice(FieldSpecs::priceEvidence());
    auto* limits = new FormSection(tr("Limits"), m_session);
    for (const auto& specs : {FieldSpecs::limits(), FieldSpecs::thresholds()})
        for (const editor::NumberSpec& spec : specs)
            limits->addNumber(spec);

    for (const auto& [section, name] :
         {std::pair<FormSection*, const char*>{m_identity, "group.scenario"},
          {m_model, "group.model"},
          {m_serving, "group.serving"},
          {m_techniques, "group.techniques"},
          {m_training, "group.training"},
          {m_sla, "group.sla"},
          {new editor::PrecisionPicker(m_session), "group.precisions"},
          {gpuPicker, "group.gpus"},
          {limits, "group.limits"}})
        column->addWidget(addSection(section, name));
}

FormSection* ScenarioEditor::addSection(FormSection* section, const char* objectName) {
    section->setObjectName(QString::fromLatin1(objectName));
    m_sections.push_back(section);
    return section;
}

void ScenarioEditor::refresh() {
    const model::Scenario& s = m_document->scenario();
    // The scenario changed (an edit, undo, redo, open): the form shows it, and errors about
    // values it no longer shows go.
    m_session->clearErrors();
    m_message->clear();
    m_message->hide();
    for (FormSection* section : m_sections)
        section->refresh(s);
    const bool serve = s.mode == model::Mode::Serve;
    m_serving->setVisible(serve);
    m_techniques->setVisible(serve);
    m_sla->setVisible(serve);
    m_training->setVisible(!serve);
    m_training->setFieldVisible(QStringLiteral("workload.lora_rank"),
                                s.mode == model::Mode::Lora || s.mode == model::Mode::Qlora);
}

QWidget* ScenarioEditor::fieldEditor(const QString& fieldPath) const {
    return findChild<QWidget*>(fieldPath);
}

QString ScenarioEditor::fieldError(const QString& fieldPath) const {
    if (editor::FieldRow* row = m_session->row(fieldPath))
        return row->errorText();
    return m_message->text();
}

void ScenarioEditor::addScenarioActions(const QList<QAction*>& actions) {
    m_identity->addActions(actions);
}

bool ScenarioEditor::importHfConfigFile(const QString& path) {
    return m_model->importHfConfigFile(path);
}

void ScenarioEditor::focusField(const QString& fieldPath) {
    QWidget* target = fieldEditor(fieldPath);
    if (target == nullptr)
        if (editor::FieldRow* row = m_session->row(fieldPath))
            target = row->editor();
    if (target == nullptr)
        return;
    m_scroll->ensureWidgetVisible(target);
    target->setFocus(Qt::OtherFocusReason);
}

void ScenarioEditor::showFieldError(const QString& fieldPath, const QString& message) {
    if (m_session->refuse(fieldPath, message))
        return;
    m_message->setText(message);
    m_message->show();
}

} // namespace rightsizer::views
