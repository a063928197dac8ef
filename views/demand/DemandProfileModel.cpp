#include "DemandProfileModel.h"

#include "WeekAxis.h"
#include "views/EnginePhrase.h"
#include "views/QuantityFormat.h"
#include "workspace/ScenarioDocument.h"

#include "model/Tco.h"

#include <QColor>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace rightsizer::views {
namespace {

/// A rate with three significant digits or so: "0.125", "8.40", "20.0", "1,250".
QString rateText(double v) {
    const int decimals = std::abs(v) >= 100 ? 0 : std::abs(v) >= 10 ? 1 : std::abs(v) >= 1 ? 2 : 3;
    return QuantityFormat().number(v, decimals);
}

/// Text typed into a cell as a number: the locale's format first, then C ("1.5", "nan").
bool parseRate(const QVariant& value, double& out) {
    if (value.typeId() != QMetaType::QString) {
        bool ok = false;
        out = value.toDouble(&ok);
        return ok;
    }
    const QString text = value.toString().trimmed();
    bool ok = false;
    out = QLocale().toDouble(text, &ok);
    if (!ok)
        out = QLocale::c().toDouble(text, &ok);
    return ok;
}

} // namespace

DemandProfileModel::DemandProfileModel(workspace::ScenarioDocument* document, QObject* parent)
    : QAbstractTableModel(parent)
    , m_document(document) {
    reload();
    connect(document, &workspace::ScenarioDocument::scenarioChanged, this,
            &DemandProfileModel::reload);
}

void DemandProfileModel::reload() {
    // The engine's reading of the scenario: the same profile resolveTcoParameters starts from.
    model::TcoParameters p = model::tcoParametersFromScenario(m_document->scenario());
    m_profile = std::move(p.weeklyRequestsPerS);
    m_profile.resize(size_t(model::kHoursPerWeek), 0.0);
    m_peak = *std::max_element(m_profile.begin(), m_profile.end());
    m_basis = phraseText(p.demandBasis);
    m_default = m_document->scenario().tco.weeklyRequestsPerS.empty();
    emit dataChanged(index(0, 0), index(kDays - 1, kHours - 1));
}

int DemandProfileModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : kDays;
}

int DemandProfileModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : kHours;
}

QVariant DemandProfileModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const double v = m_profile[size_t(hourOf(index))];
    switch (role) {
    case Qt::DisplayRole:
        return rateText(v);
    case Qt::EditRole:
        return v;
    case Qt::ToolTipRole:
        return tr("%1: %2 requests/s\nSource: %3\nDouble-click to edit; the edit is one undo step.")
            .arg(hourOfWeekName(hourOf(index)), rateText(v), m_basis);
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::BackgroundRole: {
        if (!(m_peak > 0))
            return {};
        QColor tint = QGuiApplication::palette().color(QPalette::Highlight);
        tint.setAlphaF(float(0.45 * std::clamp(v / m_peak, 0.0, 1.0)));
        return tint;
    }
    default:
        return {};
    }
}

QVariant DemandProfileModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role == Qt::DisplayRole)
        return orientation == Qt::Horizontal
                   ? QStringLiteral("%1").arg(section, 2, 10, QLatin1Char('0'))
                   : dayShortName(section);
    if (role == Qt::ToolTipRole)
        return orientation == Qt::Horizontal
                   ? tr("Requests/s from %1:00 to %2:00").arg(section).arg(section + 1)
                   : tr("Requests/s on %1, hour by hour").arg(dayShortName(section));
    return QAbstractTableModel::headerData(section, orientation, role);
}

Qt::ItemFlags DemandProfileModel::flags(const QModelIndex& index) const {
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

bool DemandProfileModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const int hour = hourOf(index);
    double v = 0;
    if (!parseRate(value, v)) {
        emit editRefused(tr("tco.demand.weekly_requests_per_s[%1]: '%2' is not a number; "
                            "give requests/s from 0 to 1e+06")
                             .arg(hour)
                             .arg(value.toString()));
        return false;
    }
    if (v == m_profile[size_t(hour)])
        return true;
    return applyEdit(hour, v);
}

bool DemandProfileModel::applyEdit(int hour, double requestsPerS) {
    std::vector<double> profile = m_profile;
    profile[size_t(hour)] = requestsPerS;
    auto done = m_document->edit(
        QStringLiteral("tco.demand.weekly_requests_per_s"),
        tr("Edit demand %1").arg(hourOfWeekName(hour)), [&profile](model::Scenario& s) {
            s.tco.weeklyRequestsPerS = profile;
            s.tco.demandSource = "edited in RightSizer";
            s.tco.demandCsv.clear(); // the edited profile, not the file, is what is saved
        });
    if (!done) {
        emit editRefused(QString::fromStdString(done.error().message));
        return false;
    }
    // Each cell is its own undo step (edits of one field merge until sealed).
    m_document->sealEdits();
    emit edited();
    return true;
}

} // namespace rightsizer::views
