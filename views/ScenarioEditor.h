#pragma once

#include <QList>
#include <QString>
#include <QWidget>

#include <vector>

class QAction;
class QLabel;
class QScrollArea;
class QVBoxLayout;

namespace rightsizer::workspace {
class ScenarioDocument;
}

namespace rightsizer::views {

namespace editor {
class EditSession;
class FormSection;
class ModelPicker;
class ScenarioIdentity;
} // namespace editor

/// The workbench's scenario editor: a scrollable form of group boxes (which scenario, its name
/// and description; model and mode, serving or training workload, SLA, precisions, candidate
/// GPUs, limits). Every change is an edit of
/// the document (one undo step; a spin-box drag merges until its editing finishes); a change
/// the engine refuses is not applied and its message shows under the field, which is marked,
/// until the next successful change. The form follows the document (undo, redo, open) without
/// editing it.
///
/// Each field's editor is named after its scenario JSON path ("workload.requests_per_s",
/// "sla.ttft_ms", "limits.headroom_percent", "runtime.max_batch", "mode", "precisions.bf16",
/// "gpus", "name", "description", ...) and its error label "<path>.error"; the group boxes are
/// "group.scenario", "group.model",
/// "group.serving", "group.training", "group.sla", "group.precisions", "group.gpus" and
/// "group.limits".
class ScenarioEditor final : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioEditor(workspace::ScenarioDocument* document, QWidget* parent = nullptr);
    ~ScenarioEditor() override;

    /// The editor of a scenario field ("workload.requests_per_s"); nullptr when none.
    QWidget* fieldEditor(const QString& fieldPath) const;
    /// The error shown for a field (or, for a field without an editor, above the form).
    QString fieldError(const QString& fieldPath) const;
    /// Tool buttons for the window's scenario actions (add, duplicate, delete) beside the list
    /// of the project's scenarios.
    void addScenarioActions(const QList<QAction*>& actions);

public slots:
    /// Makes a Hugging Face config.json's architecture the scenario's model (one undo step);
    /// a file that cannot be read or imported shows its error under the model list and
    /// changes nothing. Returns whether the model changed.
    bool importHfConfigFile(const QString& path);
    /// Scrolls to a field's editor and gives it the focus (e.g. from a plan error's field).
    void focusField(const QString& fieldPath);
    /// Shows an error under a field (its nearest parent's editor, else above the form) until
    /// the scenario changes, e.g. the engine's message when the plan fails on that field.
    void showFieldError(const QString& fieldPath, const QString& message);

private:
    void buildSections(QVBoxLayout* column);
    void refresh();
    editor::FormSection* addSection(editor::FormSection* section, const char* objectName);

    workspace::ScenarioDocument* m_document;
    editor::EditSession* m_session;
    QScrollArea* m_scroll = nullptr;
    QLabel* m_message = nullptr; ///< errors of fields without an editor
    std::vector<editor::FormSection*> m_sections;
    editor::ScenarioIdentity* m_identity = nullptr;
    editor::ModelPicker* m_model = nullptr;
    editor::FormSection* m_serving = nullptr;
    editor::FormSection* m_techniques = nullptr; ///< speculative decoding, prefix caching
    editor::FormSection* m_training = nullptr;
    editor::FormSection* m_sla = nullptr;
};

} // namespace rightsizer::views
