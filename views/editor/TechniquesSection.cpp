#include "TechniquesSection.h"

#include "EditSession.h"
#include "FieldRow.h"
#include "FieldSpecs.h"
#include "workspace/ScenarioDocument.h"

#include <QComboBox>
#include <QSignalBlocker>

namespace rightsizer::views::editor {
namespace {

constexpr char kPath[] = "runtime.speculative.draft_model";
const QString kOff = QStringLiteral("none");
const QString kMtp = QStringLiteral("mtp");

/// The combo's key for the scenario's speculation: "none", "mtp" or a draft model's id.
QString keyOf(const model::Scenario& s) {
    const model::SpeculativeDecoding& sd = s.runtime.speculative;
    if (sd.method == model::Speculation::Mtp)
        return kMtp;
    if (sd.method == model::Speculation::Draft)
        return fromStd(sd.draft ? sd.draft->id : sd.draftModelId);
    return kOff;
}

/// A catalog model can draft for `target` when it is a smaller language model with the same
/// vocabulary (the draft's tokens must be the target's).
bool canDraft(const model::ModelSpec& m, const model::ModelSpec& target) {
    return m.id != target.id && m.kind != model::ModelKind::Vit &&
           m.kind != model::ModelKind::Diffusion && m.vocab == target.vocab &&
           model::countParameters(m).total < model::countParameters(target).total;
}

} // namespace

TechniquesSection::TechniquesSection(EditSession* session, QWidget* parent)
    : FormSection(tr("Serving techniques"), session, parent)
    , m_speculation(new QComboBox) {
    m_speculation->setObjectName(QString::fromLatin1(kPath));
    narrowable(m_speculation);
    m_speculation->setToolTip(
        tr("Speculative decoding: a draft proposes a few tokens each step and the model checks "
           "them in one pass, so a step emits more than one token. It pays while a step is "
           "memory-bound (small batches); the estimate says whether it does at the concurrency "
           "it runs. The draft is a smaller catalog model with the same tokenizer, or the "
           "model's own multi-token prediction or EAGLE head (one extra decoder layer)."));
    addRow(tr("Speculative decoding"), new FieldRow(QString::fromLatin1(kPath), m_speculation));
    for (const NumberSpec& spec : FieldSpecs::speculation())
        addNumber(spec);
    for (const NumberSpec& spec : FieldSpecs::prefix())
        addNumber(spec);
    for (const ChoiceSpec& spec : FieldSpecs::disaggregation())
        addChoice(spec);
    connect(m_speculation, &QComboBox::activated, this, &TechniquesSection::choose);
}

void TechniquesSection::fillChoices(const model::Scenario& s) {
    const QSignalBlocker block(m_speculation);
    m_speculation->clear();
    m_speculation->addItem(tr("off"), kOff);
    m_speculation->addItem(tr("MTP/EAGLE head"), kMtp);
    for (const model::ModelSpec& m : session()->document()->catalog().models)
        if (canDraft(m, s.model))
            m_speculation->addItem(fromStd(m.name), fromStd(m.id)); // a draft model
    // A draft the catalog no longer offers still shows as itself.
    const QString key = keyOf(s);
    if (m_speculation->findData(key) < 0)
        m_speculation->addItem(key, key);
    m_speculation->setCurrentIndex(m_speculation->findData(key));
}

void TechniquesSection::refresh(const model::Scenario& s) {
    FormSection::refresh(s);
    fillChoices(s);
    const bool on = s.runtime.speculative.enabled();
    setFieldVisible(QStringLiteral("runtime.speculative.tokens"), on);
    setFieldVisible(QStringLiteral("runtime.speculative.acceptance_percent"), on);
    setFieldVisible(QStringLiteral("runtime.disaggregation.kv_link"), s.disaggregation.compare);
    setFieldVisible(QStringLiteral("runtime.disaggregation.mixed_gpus"), s.disaggregation.compare);
}

void TechniquesSection::choose(int index) {
    const QString key = m_speculation->itemData(index).toString();
    const model::ModelSpec* draft = session()->document()->catalog().findModel(key.toStdString());
    session()->apply(QString::fromLatin1(kPath), tr("Set speculative decoding"),
                     [key, draft](model::Scenario& s) {
                         model::SpeculativeDecoding& sd = s.runtime.speculative;
                         sd.draft.reset();
                         sd.draftModelId.clear();
                         if (key == kOff) {
                             sd.method = model::Speculation::None;
                         } else if (key == kMtp) {
                             sd.method = model::Speculation::Mtp;
                         } else {
                             sd.method = model::Speculation::Draft;
                             sd.draftModelId = key.toStdString();
                             if (draft)
                                 sd.draft = *draft;
                         }
                     });
    session()->seal();
}

} // namespace rightsizer::views::editor
