#include "EditSession.h"

#include "FieldRow.h"
#include "views/EnginePhrase.h"
#include "workspace/ScenarioDocument.h"

namespace rightsizer::views::editor {

EditSession::EditSession(workspace::ScenarioDocument* document, QObject* parent)
    : QObject(parent)
    , m_document(document) {}

const model::Scenario& EditSession::scenario() const {
    return m_document->scenario();
}

void EditSession::addRow(FieldRow* row) {
    m_rows.insert(row->fieldPath(), row);
}

FieldRow* EditSession::row(const QString& fieldPath) const {
    QString path = fieldPath;
    if (const qsizetype bracket = path.indexOf(QLatin1Char('[')); bracket >= 0)
        path.truncate(bracket);
    while (!path.isEmpty()) {
        if (FieldRow* r = m_rows.value(path))
            return r;
        const qsizetype dot = path.lastIndexOf(QLatin1Char('.'));
        if (dot < 0)
            break;
        path.truncate(dot);
    }
    return nullptr;
}

bool EditSession::apply(const QString& field, const QString& description,
                        const std::function<void(model::Scenario&)>& change) {
    auto result = m_document->edit(field, description, change);
    if (result) {
        clearErrors();
        return true;
    }
    clearErrors();
    const model::Error& error = result.error();
    refuse(field, labelled(error));
    if (FieldRow* named = row(QString::fromStdString(error.field)); named && named != row(field))
        named->markInvalid();
    return false;
}

QString EditSession::labelled(const model::Error& error) const {
    QString message = errorText(error);
    // The engine names the field by its path ("workload.input_tokens.p95: got 100, ..."); the
    // form names it as the user sees it.
    const QString path = QString::fromStdString(error.field);
    const QString prefix = path + QStringLiteral(": ");
    if (const FieldRow* named = m_rows.value(path);
        named != nullptr && !named->label().isEmpty() && message.startsWith(prefix))
        message.replace(0, prefix.size() - 2, named->label());
    return message;
}

void EditSession::seal() {
    m_document->sealEdits();
}

bool EditSession::refuse(const QString& field, const QString& message, Refusal kind) {
    FieldRow* r = row(field);
    if (r != nullptr)
        r->showError(message, kind == Refusal::Sticky);
    return r != nullptr;
}

void EditSession::withdraw(const QString& field) {
    if (FieldRow* r = row(field))
        r->clearStickyError();
}

void EditSession::clearErrors() {
    for (FieldRow* r : std::as_const(m_rows))
        r->clearError();
}

} // namespace rightsizer::views::editor
