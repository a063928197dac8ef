#pragma once

#include "FormSection.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QListWidget;
class QListWidgetItem;

namespace rightsizer::views::editor {

class QuantitySpinBox;

/// The "Candidate GPUs" group. "All catalog GPUs" (the scenario lists no GPUs) leaves every
/// catalog GPU to the planner and disables the list; unchecking it lists every catalog GPU
/// explicitly, and unchecking rows then narrows the list (the last one cannot go). The vendor,
/// minimum-memory, form-factor and text filters only hide rows: they never change the
/// selection. "All" checks every shown row; "None" unchecks them, and where that would leave no
/// GPU the list waits, all unchecked, for the first GPU checked (the scenario keeps its GPUs
/// until then: an empty list would mean every catalog GPU).
///
/// Object names: "gpus.all", "gpus" (list, item data Qt::UserRole = GPU id; errors in
/// "gpus.error"), "gpus.filter.vendor", "gpus.filter.min_memory_gib",
/// "gpus.filter.form_factor", "gpus.filter.text", "gpus.check_all", "gpus.check_none",
/// "gpus.summary".
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
    void checkShown(bool checked);
    std::vector<std::string> shownIds() const;
    void toggle(QListWidgetItem* item);
    bool commit(const QString& description, const std::vector<std::string>& ids);

    QCheckBox* m_all = nullptr;
    QComboBox* m_vendor = nullptr;
    QuantitySpinBox* m_minMemory = nullptr;
    QComboBox* m_formFactor = nullptr;
    QLineEdit* m_text = nullptr;
    QPushButton* m_checkAll = nullptr;
    QPushButton* m_checkNone = nullptr;
    QListWidget* m_list = nullptr;
    /// After "None" left nothing: the rows show unchecked until the first check commits.
    bool m_pendingNone = false;
    QLabel* m_summary = nullptr;
};

} // namespace rightsizer::views::editor
