#pragma once

#include <QAbstractTableModel>

#include <vector>

namespace rightsizer::workspace {
class ScenarioDocument;
}

namespace rightsizer::views {

/// The scenario's weekly demand as a 7 x 24 table of requests/s: rows Monday to Sunday,
/// columns the hours 00 to 23. It shows the profile the TCO uses (the scenario's, or the default
/// daytime profile scaled to workload.requests_per_s when it gives none) and follows the
/// document: edits, undo and redo show at once.
///
/// Editing a cell edits the document: the whole 168-value profile with that hour changed, as
/// one undoable step (tco.demand.weekly_requests_per_s, source "edited in RightSizer"). A value
/// the scenario refuses (negative, not a number, above 10^6) changes nothing and is announced
/// by editRefused() with the engine's message.
///
/// Roles: Qt::DisplayRole the rate as text; Qt::EditRole the rate in requests/s (a double);
/// Qt::ToolTipRole the hour and the profile's source; Qt::BackgroundRole a tint that grows with
/// the rate (a heat map).
class DemandProfileModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    static constexpr int kDays = 7;
    static constexpr int kHours = 24;

    explicit DemandProfileModel(workspace::ScenarioDocument* document, QObject* parent = nullptr);

    /// The profile shown, 168 values in requests/s, Monday 00:00 first.
    const std::vector<double>& profile() const { return m_profile; }
    /// Where it comes from ("default daytime profile, peak = workload.requests_per_s", a CSV).
    QString basis() const { return m_basis; }
    /// True while the scenario gives no profile of its own (the default is shown).
    bool isDefault() const { return m_default; }

    /// Hour of the week of a cell (row x 24 + column); the cell of an hour.
    static int hourOf(const QModelIndex& index) { return index.row() * kHours + index.column(); }
    QModelIndex indexOfHour(int hour) const { return index(hour / kHours, hour % kHours); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    /// Qt::EditRole: a double, or text in the locale's (or C) number format.
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

signals:
    /// The document refused an edit; `message` names the field and the accepted range.
    void editRefused(const QString& message);
    /// An edit was applied to the document.
    void edited();

private:
    void reload();
    bool applyEdit(int hour, double requestsPerS);

    workspace::ScenarioDocument* m_document;
    std::vector<double> m_profile;
    double m_peak = 0;
    QString m_basis;
    bool m_default = true;
};

} // namespace rightsizer::views
