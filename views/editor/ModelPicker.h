#pragma once

#include "FormSection.h"

class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace rightsizer::views::editor {

/// The "Model" group: the scenario's model (name and parameter count), a searchable list of
/// the catalog's models, an import of a Hugging Face config.json, and the mode (serve, train,
/// lora, qlora).
///
/// Object names: "model.current" (label), "model.search" (filter), "model" (list; errors in
/// "model.error"), "model.import_hf" (button), "mode" (combo).
class ModelPicker final : public FormSection {
    Q_OBJECT
public:
    explicit ModelPicker(EditSession* session, QWidget* parent = nullptr);

    void refresh(const model::Scenario& s) override;

public slots:
    /// Reads a Hugging Face config.json and makes its architecture the scenario's model (one
    /// undo step). The model's id is the file's name, or its folder's when the file is
    /// "config.json". A file that cannot be read or imported shows its error under the list
    /// and changes nothing. Returns whether the model changed.
    bool importHfConfigFile(const QString& path);

private:
    QWidget* buildPicker();
    void populate();
    void filter(const QString& text);
    void choose(QListWidgetItem* item);
    void chooseHfConfigFile();
    QString summary(const model::ModelSpec& m) const;

    QLabel* m_current = nullptr;
    QLineEdit* m_search = nullptr;
    QListWidget* m_list = nullptr;
    QPushButton* m_import = nullptr;
};

} // namespace rightsizer::views::editor
