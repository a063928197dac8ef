#include "TcoInputModel.h"

#include "TcoChartSupport.h"
#include "model/TcoInputAccess.h"
#include "workspace/ScenarioDocument.h"

#include <QFont>
#include <QLocale>
#include <QRegularExpression>

#include <array>
#include <cmath>

namespace rightsizer::views {
namespace {

using model::Mode;

QString q(std::string_view v) {
    return QString::fromUtf8(v.data(), qsizetype(v.size()));
}

/// Why a parameter the scenario does not hold cannot be edited here.
QString readOnlyReason(std::string_view key) {
    if (key == "demand_level")
        return QObject::tr("Not a scenario input: the demand level is the multiplier the "
                           "sensitivity varies; change the demand (workload.requests_per_s, "
                           "the weekly profile) instead.");
    if (key == "on_prem.gpu_tdp_w")
        return QObject::tr("Not a scenario input: the GPU's TDP comes from the catalog.");
    return QObject::tr("Not a scenario input.");
}

/// A number typed in the locale's format, or in C format ("1.5" in a German locale too).
std::optional<double> parseNumber(const QVariant& value) {
    if (value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Int ||
        value.typeId() == QMetaType::LongLong || value.typeId() == QMetaType::Float)
        return value.toDouble();
    const QString text = value.toString().trimmed();
    bool ok = false;
    double v = QLocale().toDouble(text, &ok);
    if (!ok)
        v = QLocale::c().toDouble(text, &ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

} // namespace

QString sourceDate(const QString& source) {
    // A range of observations ("observed 2026-01-21..2026-09-25") is dated by its latest.
    static const QRegularExpression observed(
        QStringLiteral(R"(observed (?:\d{4}-\d{2}-\d{2}\.\.)?(\d{4}-\d{2}-\d{2}))"));
    static const QRegularExpression reference(QStringLiteral(R"(PRC-\d+)"));
    if (const auto m = observed.match(source); m.hasMatch())
        return m.captured(1);
    if (const auto m = reference.match(source); m.hasMatch())
        return m.captured(0);
    return {};
}

TcoInputModel::TcoInputModel(workspace::ScenarioDocument* document, QObject* parent)
    : QAbstractTableModel(parent)
    , m_document(document) {
    m_mode = document->scenario().mode;
    m_rows = rowsFor(m_mode);
    m_fromScenario = model::tcoParametersFromScenario(document->scenario());
    connect(document, &workspace::ScenarioDocument::scenarioChanged, this, &TcoInputModel::rebuild);
}

std::vector<TcoInputModel::Row> TcoInputModel::rowsFor(Mode mode) const {
    std::vector<Row> rows{{Kind::Horizon, nullptr}};
    for (const model::TcoParameterInfo& info : model::tcoParameterTable()) {
        if (!model::tcoParameterApplies(info.key, mode))
            continue;
        rows.push_back({Kind::Parameter, &info});
        if (info.key == "cloud.spot_usd_per_gpu_hour" && mode == Mode::Serve)
            rows.push_back({Kind::Autoscale, nullptr});
    }
    return rows;
}

void TcoInputModel::rebuild() {
    const Mode mode = m_document->scenario().mode;
    m_fromScenario = model::tcoParametersFromScenario(m_document->scenario());
    if (mode != m_mode) {
        beginResetModel();
        m_mode = mode;
        m_rows = rowsFor(mode);
        endResetModel();
        return;
    }
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, kColumnCount - 1));
}

void TcoInputModel::setResolved(const model::TcoParameters* params) {
    if (params)
        m_resolved = *params;
    else
        m_resolved.reset();
    rebuild();
}

int TcoInputModel::rowOf(const std::string& key) const {
    for (size_t i = 0; i < m_rows.size(); ++i)
        if (keyOf(int(i)) == key)
            return int(i);
    return -1;
}

std::string TcoInputModel::keyOf(int row) const {
    const Row& r = m_rows.at(size_t(row));
    switch (r.kind) {
    case Kind::Horizon:
        return kHorizonKey;
    case Kind::Autoscale:
        return kAutoscaleKey;
    case Kind::Parameter:
        break;
    }
    return std::string(r.info->key);
}

bool TcoInputModel::isEditable(int row) const {
    if (row < 0 || row >= rowCount())
        return false;
    const Row& r = m_rows[size_t(row)];
    return r.kind != Kind::Parameter || model::isScenarioTcoInput(r.info->key);
}

int TcoInputModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TcoInputModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : kColumnCount;
}

double TcoInputModel::valueOf(const Row& r) const {
    const model::Scenario& s = m_document->scenario();
    switch (r.kind) {
    case Kind::Horizon:
        return s.tco.horizonMonths;
    case Kind::Autoscale:
        return s.tco.cloud.autoscale ? 1 : 0;
    case Kind::Parameter:
        break;
    }
    double v = m_fromScenario.*(r.info->member);
    if (std::isnan(v) && m_resolved)
        v = (*m_resolved).*(r.info->member);
    return v * r.info->shownScale;
}

QString TcoInputModel::sourceOf(int row) const {
    const Row& r = m_rows[size_t(row)];
    const std::string key = keyOf(row);
    const model::TcoInputs& in = m_document->scenario().tco;
    if (r.kind == Kind::Autoscale)
        return in.cloud.autoscale ? tr("default: follow the demand") : tr("scenario");
    auto lookup = [&key](const model::TcoParameters& p) {
        const auto it = p.sources.find(key);
        return it == p.sources.end() ? QString() : QString::fromStdString(it->second);
    };
    if (r.kind == Kind::Horizon || !std::isnan(m_fromScenario.*(r.info->member)))
        return lookup(m_fromScenario);
    return m_resolved ? lookup(*m_resolved) : tr("none: no TCO for this scenario");
}

QString TcoInputModel::labelOf(const Row& r) const {
    switch (r.kind) {
    case Kind::Horizon:
        return tr("Horizon");
    case Kind::Autoscale:
        return tr("Autoscale cloud");
    case Kind::Parameter:
        break;
    }
    return q(r.info->label);
}

QVariant TcoInputModel::toolTip(int row, int column) const {
    const Row& r = m_rows[size_t(row)];
    const std::string key = keyOf(row);
    if (column == Source || column == Date)
        return sourceOf(row);
    if (r.kind == Kind::Autoscale)
        return tr("tco.cloud.autoscale: on, on-demand and spot replicas follow the weekly "
                  "demand; off, they run the peak fleet around the clock.");
    if (r.kind == Kind::Parameter && !model::isScenarioTcoInput(r.info->key))
        return readOnlyReason(r.info->key);
    if (r.kind == Kind::Horizon)
        return tr("tco.horizon_months: months costed, a whole number from 1 to 240.");
    return tr("tco.%1: accepted %2 to %3 %4. Double-click to edit; Reset to default takes the "
              "catalog's or the stated default.")
        .arg(QString::fromStdString(key), tcoShownNumber(r.info->minShown),
             tcoShownNumber(r.info->maxShown), q(r.info->unit));
}

QVariant TcoInputModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& r = m_rows[size_t(index.row())];
    const int column = index.column();
    if (role == KeyRole)
        return QString::fromStdString(keyOf(index.row()));
    if (role == Qt::ToolTipRole)
        return toolTip(index.row(), column);
    if (role == Qt::FontRole && column == Value) {
        QFont font;
        font.setBold(sourceOf(index.row()).startsWith(QLatin1String("scenario")));
        font.setItalic(!isEditable(index.row()));
        return font;
    }
    if (role == Qt::TextAlignmentRole && column == Value)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (r.kind == Kind::Autoscale && column == Value) {
        if (role == Qt::CheckStateRole)
            return m_document->scenario().tco.cloud.autoscale ? Qt::Checked : Qt::Unchecked;
        if (role == Qt::DisplayRole)
            return m_document->scenario().tco.cloud.autoscale ? tr("on") : tr("off");
        if (role == Qt::EditRole)
            return m_document->scenario().tco.cloud.autoscale;
        return {};
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (Column(column)) {
    case Parameter:
        return labelOf(r);
    case Value: {
        const double v = valueOf(r);
        if (role == Qt::EditRole)
            return std::isnan(v) ? QVariant() : QVariant(v);
        return tcoShownNumber(v);
    }
    case Unit:
        return r.kind == Kind::Horizon ? tr("months") : r.info ? q(r.info->unit) : QString();
    case Source:
        return sourceOf(index.row());
    case Date:
        return sourceDate(sourceOf(index.row()));
    }
    return {};
}

QVariant TcoInputModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= kColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    static const std::array<const char*, kColumnCount> kNames{
        QT_TR_NOOP("Parameter"), QT_TR_NOOP("Value"), QT_TR_NOOP("Unit"), QT_TR_NOOP("Source"),
        QT_TR_NOOP("Date")};
    return tr(kNames[size_t(section)]);
}

Qt::ItemFlags TcoInputModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (!index.isValid() || index.column() != Value || !isEditable(index.row()))
        return f;
    if (m_rows[size_t(index.row())].kind == Kind::Autoscale)
        return f | Qt::ItemIsUserCheckable;
    return f | Qt::ItemIsEditable;
}

bool TcoInputModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) ||
        index.column() != Value || !isEditable(index.row()))
        return false;
    const Row& r = m_rows[size_t(index.row())];
    std::optional<double> v;
    if (r.kind == Kind::Autoscale && role == Qt::CheckStateRole)
        v = value.toInt() == Qt::Checked ? 1.0 : 0.0;
    else if (r.kind != Kind::Autoscale && role == Qt::EditRole)
        v = parseNumber(value);
    else
        return false;
    if (!v && value.typeId() == QMetaType::QString && value.toString().trimmed().isEmpty()) {
        // An emptied value takes the input back to its default.
        auto ok = resetToDefault(index.row());
        if (!ok)
            emit editFailed(QString::fromStdString(ok.error().message));
        return bool(ok);
    }
    if (!v) {
        emit editFailed(tr("tco.%1: \u201c%2\u201d is not a number")
                            .arg(QString::fromStdString(keyOf(index.row())), value.toString()));
        return false;
    }
    if (auto ok = setValue(index.row(), *v); !ok) {
        emit editFailed(QString::fromStdString(ok.error().message));
        return false;
    }
    return true;
}

model::Status TcoInputModel::apply(int row, const QString& description,
                                   const std::function<void(model::Scenario&)>& change) {
    const std::string key = keyOf(row);
    auto ok =
        m_document->edit(QStringLiteral("tco.") + QString::fromStdString(key), description, change);
    // A table edit is finished when it is committed: the next one is its own undo step.
    m_document->sealEdits();
    if (ok)
        emit editApplied(description);
    return ok;
}

model::Status TcoInputModel::setValue(int row, double shown) {
    if (row < 0 || row >= rowCount() || !isEditable(row))
        return model::fieldError("tco", "no editable input in row " + std::to_string(row));
    const Row& r = m_rows[size_t(row)];
    const QString description = tr("Set %1").arg(labelOf(r));
    switch (r.kind) {
    case Kind::Horizon:
        if (!std::isfinite(shown) || std::floor(shown) != shown || shown < 1 || shown > 240)
            return model::fieldError("tco.horizon_months",
                                     "got " + QLocale::c().toString(shown).toStdString() +
                                         " months, accepted a whole number from 1 to 240");
        return apply(row, description, [shown](model::Scenario& s) {
            s.tco.horizonMonths = int(shown);
            s.tco.given.insert(kHorizonKey);
        });
    case Kind::Autoscale:
        return apply(row, description,
                     [shown](model::Scenario& s) { s.tco.cloud.autoscale = shown != 0; });
    case Kind::Parameter:
        break;
    }
    const std::string_view key = r.info->key;
    // setTcoInput checks the value against the parameter's range; it leaves the copy unchanged
    // on error, and the document is not touched.
    model::Scenario check = m_document->scenario();
    if (auto ok = model::setTcoInput(check, key, shown); !ok)
        return ok.error();
    return apply(row, description, [key, shown](model::Scenario& s) {
        if (!model::setTcoInput(s, key, shown))
            return; // checked above on the same scenario
    });
}

model::Status TcoInputModel::resetToDefault(int row) {
    if (row < 0 || row >= rowCount() || !isEditable(row))
        return model::fieldError("tco", "no editable input in row " + std::to_string(row));
    const Row& r = m_rows[size_t(row)];
    const QString description = tr("Reset %1").arg(labelOf(r));
    switch (r.kind) {
    case Kind::Horizon:
        return apply(row, description, [](model::Scenario& s) {
            s.tco.horizonMonths = model::TcoInputs{}.horizonMonths;
            s.tco.given.erase(kHorizonKey);
        });
    case Kind::Autoscale:
        return apply(row, description, [](model::Scenario& s) {
            s.tco.cloud.autoscale = model::CloudTcoInputs{}.autoscale;
        });
    case Kind::Parameter:
        break;
    }
    const std::string_view key = r.info->key;
    return apply(row, description, [key](model::Scenario& s) {
        if (!model::clearTcoInput(s, key))
            return; // isEditable: the key is a scenario input
    });
}

} // namespace rightsizer::views
