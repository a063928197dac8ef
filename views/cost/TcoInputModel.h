#pragma once

#include "model/Result.h"
#include "model/Tco.h"

#include "views/cost/TcoInputColumns.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace rightsizer::workspace {
class ScenarioDocument;
}

namespace rightsizer::views {

/// The TCO's inputs as an editable table (tcoInputColumns, which the CLI and the report share):
/// the horizon, every parameter of tcoParameterTable() that applies to the scenario's mode, and
/// whether the cloud autoscales (a check box). A value comes from the document's scenario where
/// the scenario holds it, else from the parameters the TCO shown resolved (catalog prices for
/// the costed GPU); the source says which, and the date column gives the observation date or
/// price reference of the source when it names one.
///
/// Editing a value (in the table's unit: percent for the *_percent keys) is one undo step on the
/// document (workspace::ScenarioDocument::edit, field "tco.KEY"); an invalid value is refused,
/// nothing is applied, and editFailed() carries the message naming the field and the accepted
/// range. An empty value takes the input back to its default. Inputs the scenario does not hold
/// (the demand level, the GPU's TDP) are read-only.
///
/// Roles: Qt::DisplayRole the text; Qt::EditRole the value in the table unit (empty when
/// nothing supplies it); Qt::CheckStateRole the autoscale box; Qt::ToolTipRole the field, its
/// range and the full source; Qt::FontRole bold for values the scenario gives; KeyRole the key.
class TcoInputModel final : public RowTableModel<TcoInputRow> {
    Q_OBJECT

public:
    /// The workbench's sections (tcoInputColumns shown InWorkbench).
    enum Column { Parameter, Value, Unit, Source, Date };
    static constexpr int kColumnCount = 5;
    enum Role { KeyRole = Qt::UserRole + 1 };

    /// Keys of the two rows that are not in tcoParameterTable().
    static constexpr const char* kHorizonKey = "horizon_months";
    static constexpr const char* kAutoscaleKey = "cloud.autoscale";

    explicit TcoInputModel(workspace::ScenarioDocument* document, QObject* parent = nullptr);

    /// The parameters of the TCO shown (nullptr: none): they supply the values the scenario
    /// leaves to the catalog.
    void setResolved(const model::TcoParameters* params);

    /// The row of a key ("on_prem.pue", kHorizonKey, kAutoscaleKey); -1 when not shown.
    int rowOf(const std::string& key) const;
    std::string keyOf(int row) const { return rows().at(size_t(row)).key; }
    /// True when the row's value is a scenario input (editable and resettable).
    bool isEditable(int row) const;
    /// Sets the row's value, in the table unit, as one undo step.
    [[nodiscard]] model::Status setValue(int row, double shown);
    /// Takes the row's input back to its default (the catalog's or the stated one), one undo step.
    [[nodiscard]] model::Status resetToDefault(int row);

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

signals:
    /// An edit was refused; `message` names the field and the accepted range.
    void editFailed(const QString& message);
    /// An edit was applied (an undo step named `description` was pushed).
    void editApplied(const QString& description);

private:
    void rebuild();
    std::vector<TcoInputRow> currentRows() const;
    model::Phrase sourceOf(const TcoInputRow& r) const;
    QVariant toolTip(const TcoInputRow& r) const;
    bool edit(const TcoInputRow& r, const QVariant& value);
    [[nodiscard]] model::Status apply(const std::string& key, const QString& description,
                                      const std::function<void(model::Scenario&)>& change);

    workspace::ScenarioDocument* m_document;
    model::TcoParameters m_fromScenario; ///< the document scenario's inputs, no catalog defaults
    std::optional<model::TcoParameters> m_resolved;
};

} // namespace rightsizer::views
