#pragma once

#include "FormSection.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QListWidgetItem;

namespace rightsizer::views::editor {

class QuantitySpinBox;

/// The "Candidate GPUs" group. "All catalog GPUs" (the scenario lists no GPUs) leaves every
/// catalog GPU to the planner and disables the list; unchecking it lists every catalog GPU
/// explicitly, and unchecking rows then narrows the list (the last one cannot go). The vendor,
/// minimum-memory and form-factor filters only hide rows: they never change the selection.
///
/// Object names: "gpus.all", "gpus" (list, item data Qt::UserRole = GPU id; errors in
/// "gpus.error"), "gpus.filter.vendor", "gpus.filter.min_memory_gib",
/// "gpus.filter.form_factor", "gpus.summary".
class GpuPicker final : public FormSection {
    Q_OBJECT
public:
    explicit GpuPicker(EditSession* session, QWidget* parent = nullptr);

    void refresh(const model::Scenario& s) override;

private:
    void buildFilters();
    void populate();
    void applyFilters();
    void updateSummary(const model::Scenario& s);
    void setAll(bool all);
    void toggle(QListWidgetItem* item);
    bool commit(const QString& description, const std::vector<std::string>& ids);

    QCheckBox* m_all = nullptr;
    QComboBox* m_vendor = nullptr;
    QuantitySpinBox* m_minMemory = nullptr;
    QComboBox* m_formFactor = nullptr;
    QListWidget* m_list = nullptr;
    QLabel* m_summary = nullptr;
};

} // namespace rightsizer::views::editor
