#include "TcoInputModel.h"

#include "TcoChartSupport.h"
#include "model/TcoInputAccess.h"
#include "views/EnginePhrase.h"
#include "workspace/ScenarioDocument.h"

#include <QFont>
#include <QLocale>
#include <QRegularExpression>

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

TcoInputModel::TcoInputModel(workspace::ScenarioDocument* document, QObject* parent)
    : RowTableModel<TcoInputRow>(parent)
    , m_document(document) {
    auto columns = tcoInputColumns();
    for (TableColumn<TcoInputRow>& c : columns) {
        c.toolTip = [this](const TcoInputRow& r) { return toolTip(r); };
        if (c.id == int(TcoInputColumnId::Source) || c.id == int(TcoInputColumnId::Date))
            c.toolTip = [](const TcoInputRow& r) { return QVariant(phraseText(r.source)); };
    }
    TableColumn<TcoInputRow>& value = columns[size_t(TcoInputColumnId::Value)];
    value.font = [](const TcoInputRow& r) {
        QFont font;
        font.setBold(r.source.english().rfind("scenario", 0) == 0);
        font.setItalic(!r.editable);
        return QVariant(font);
    };
    value.checkState = [](const TcoInputRow& r) {
        return r.kind == TcoInputRow::Kind::Autoscale
                   ? QVariant(r.shown != 0 ? Qt::Checked : Qt::Unchecked)
                   : QVariant();
    };
    value.editable = [](const TcoInputRow& r) { return r.editable; };
    value.edit = [this](const TcoInputRow& r, const QVariant& v) { return edit(r, v); };
    m_fromScenario = model::tcoParametersFromScenario(document->scenario());
    reset(std::move(columns), currentRows());
    connect(document, &workspace::ScenarioDocument::scenarioChanged, this, &TcoInputModel::rebuild);
}

std::vector<TcoInputRow> TcoInputModel::currentRows() const {
    using Kind = TcoInputRow::Kind;
    const model::Scenario& s = m_document->scenario();
    std::vector<TcoInputRow> rows;
    auto add = [&](TcoInputRow r) {
        r.source = sourceOf(r);
        rows.push_back(std::move(r));
    };
    add({.kind = Kind::Horizon,
         .key = kHorizonKey,
         .shown = double(s.tco.horizonMonths),
         .source = {},
         .editable = true});
    for (const model::TcoParameterInfo& info : model::tcoParameterTable()) {
        if (!model::tcoParameterApplies(info.key, s.mode))
            continue;
        double v = m_fromScenario.*(info.member);
        if (std::isnan(v) && m_resolved)
            v = (*m_resolved).*(info.member);
        add({.info = &info,
             .key = std::string(info.key),
             .shown = v * info.shownScale,
             .source = {},
             .editable = model::isScenarioTcoInput(info.key)});
        if (info.key == "cloud.spot_usd_per_gpu_hour" && s.mode == Mode::Serve)
            add({.kind = Kind::Autoscale,
                 .key = kAutoscaleKey,
                 .shown = s.tco.cloud.autoscale ? 1.0 : 0.0,
                 .source = {},
                 .editable = true});
    }
    return rows;
}

void TcoInputModel::rebuild() {
    m_fromScenario = model::tcoParametersFromScenario(m_document->scenario());
    setRows(currentRows());
}

void TcoInputModel::setResolved(const model::TcoParameters* params) {
    if (params)
        m_resolved = *params;
    else
        m_resolved.reset();
    rebuild();
}

int TcoInputModel::rowOf(const std::string& key) const {
    for (size_t i = 0; i < rows().size(); ++i)
        if (rows()[i].key == key)
            return int(i);
    return -1;
}

bool TcoInputModel::isEditable(int row) const {
    return row >= 0 && row < rowCount() && rows()[size_t(row)].editable;
}

model::Phrase TcoInputModel::sourceOf(const TcoInputRow& r) const {
    // As the engine writes sources (the table phrases them in the interface's language).
    const model::TcoInputs& in = m_document->scenario().tco;
    if (r.kind == TcoInputRow::Kind::Autoscale)
        return {in.cloud.autoscale ? QT_TRANSLATE_NOOP("TcoWords", "default: follow the demand")
                                   : QT_TRANSLATE_NOOP("TcoWords", "scenario"),
                {},
                "TcoWords"};
    auto lookup = [&r](const model::TcoParameters& p) {
        const auto it = p.sources.find(r.key);
        return it == p.sources.end() ? model::Phrase{} : it->second;
    };
    if (r.kind == TcoInputRow::Kind::Horizon || !std::isnan(m_fromScenario.*(r.info->member)))
        return lookup(m_fromScenario);
    return m_resolved
               ? lookup(*m_resolved)
               : model::Phrase{QT_TRANSLATE_NOOP("TcoWords", "none: no TCO for this scenario"),
                               {},
                               "TcoWords"};
}

QVariant TcoInputModel::toolTip(const TcoInputRow& r) const {
    if (r.kind == TcoInputRow::Kind::Autoscale)
        return tr("tco.cloud.autoscale: on, on-demand and spot replicas follow the weekly "
                  "demand; off, they run the peak fleet around the clock.");
    if (r.kind == TcoInputRow::Kind::Horizon)
        return tr("tco.horizon_months: months costed, a whole number from 1 to 240.");
    if (!r.editable)
        return readOnlyReason(r.info->key);
    return tr("tco.%1: accepted %2 to %3 %4. Double-click to edit; Reset to default takes the "
              "catalog's or the stated default.")
        .arg(QString::fromStdString(r.key), tcoShownNumber(r.info->minShown),
             tcoShownNumber(r.info->maxShown), q(r.info->unit));
}

QVariant TcoInputModel::data(const QModelIndex& index, int role) const {
    if (role == KeyRole)
        return checkIndex(index, CheckIndexOption::IndexIsValid)
                   ? QVariant(QString::fromStdString(keyOf(index.row())))
                   : QVariant();
    return RowTableModel<TcoInputRow>::data(index, role);
}

bool TcoInputModel::edit(const TcoInputRow& r, const QVariant& value) {
    const int row = rowOf(r.key);
    std::optional<double> v;
    if (r.kind == TcoInputRow::Kind::Autoscale)
        v = value.toBool() ? 1.0 : 0.0;
    else
        v = parseNumber(value);
    if (!v && value.typeId() == QMetaType::QString && value.toString().trimmed().isEmpty()) {
        // An emptied value takes the input back to its default.
        auto ok = resetToDefault(row);
        if (!ok)
            emit editFailed(errorText(ok.error()));
        return bool(ok);
    }
    if (!v) {
        emit editFailed(tr("tco.%1: \u201c%2\u201d is not a number")
                            .arg(QString::fromStdString(r.key), value.toString()));
        return false;
    }
    if (auto ok = setValue(row, *v); !ok) {
        emit editFailed(errorText(ok.error()));
        return false;
    }
    return true;
}

model::Status TcoInputModel::apply(const std::string& key, const QString& description,
                                   const std::function<void(model::Scenario&)>& change) {
    auto ok =
        m_document->edit(QStringLiteral("tco.") + QString::fromStdString(key), description, change);
    // A table edit is finished when it is committed: the next one is its own undo step.
    m_document->sealEdits();
    if (ok)
        emit editApplied(description);
    return ok;
}

model::Status TcoInputModel::setValue(int row, double shown) {
    if (!isEditable(row))
        return model::fieldError("tco", "no editable input in row " + std::to_string(row));
    const TcoInputRow r = rows()[size_t(row)];
    const QString description = tr("Set %1").arg(r.label());
    switch (r.kind) {
    case TcoInputRow::Kind::Horizon:
        if (!std::isfinite(shown) || std::floor(shown) != shown || shown < 1 || shown > 240)
            return model::fieldError("tco.horizon_months",
                                     "got " + QLocale::c().toString(shown).toStdString() +
                                         " months, accepted a whole number from 1 to 240");
        return apply(r.key, description, [shown](model::Scenario& s) {
            s.tco.horizonMonths = int(shown);
            s.tco.given.insert(kHorizonKey);
        });
    case TcoInputRow::Kind::Autoscale:
        return apply(r.key, description,
                     [shown](model::Scenario& s) { s.tco.cloud.autoscale = shown != 0; });
    case TcoInputRow::Kind::Parameter:
        break;
    }
    const std::string_view key = r.info->key;
    // setTcoInput checks the value against the parameter's range; it leaves the copy unchanged
    // on error, and the document is not touched.
    model::Scenario check = m_document->scenario();
    if (auto ok = model::setTcoInput(check, key, shown); !ok)
        return ok.error();
    return apply(r.key, description, [key, shown](model::Scenario& s) {
        if (!model::setTcoInput(s, key, shown))
            return; // checked above on the same scenario
    });
}

model::Status TcoInputModel::resetToDefault(int row) {
    if (!isEditable(row))
        return model::fieldError("tco", "no editable input in row " + std::to_string(row));
    const TcoInputRow r = rows()[size_t(row)];
    const QString description = tr("Reset %1").arg(r.label());
    switch (r.kind) {
    case TcoInputRow::Kind::Horizon:
        return apply(r.key, description, [](model::Scenario& s) {
            s.tco.horizonMonths = model::TcoInputs{}.horizonMonths;
            s.tco.given.erase(kHorizonKey);
        });
    case TcoInputRow::Kind::Autoscale:
        return apply(r.key, description, [](model::Scenario& s) {
            s.tco.cloud.autoscale = model::CloudTcoInputs{}.autoscale;
        });
    case TcoInputRow::Kind::Parameter:
        break;
    }
    const std::string_view key = r.info->key;
    return apply(r.key, description, [key](model::Scenario& s) {
        if (!model::clearTcoInput(s, key))
            return; // isEditable: the key is a scenario input
    });
}

} // namespace rightsizer::views
