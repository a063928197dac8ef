#include "TcoInputColumns.h"

#include "TcoChartSupport.h"
#include "views/EnginePhrase.h"

#include <QObject>
#include <QRegularExpression>

namespace rightsizer::views {
namespace {

using Row = TcoInputRow;
using InputId = TcoInputColumnId;

} // namespace

QString TcoInputRow::label() const {
    switch (kind) {
    case Kind::Horizon:
        return QObject::tr("Horizon");
    case Kind::Autoscale:
        return QObject::tr("Autoscale cloud");
    case Kind::Parameter:
        break;
    }
    return tcoWord(info->label);
}

QString TcoInputRow::unit() const {
    switch (kind) {
    case Kind::Horizon:
        return shown == 1.0 ? QObject::tr("month") : QObject::tr("months");
    case Kind::Autoscale:
        return {};
    case Kind::Parameter:
        break;
    }
    return tcoUnitFor(*info, shown);
}

QString TcoInputRow::valueText() const {
    if (kind == Kind::Autoscale)
        return shown != 0 ? QObject::tr("on") : QObject::tr("off");
    return tcoShownNumber(shown);
}

std::vector<TableColumn<TcoInputRow>> tcoInputColumns() {
    std::vector<TableColumn<Row>> columns{
        tableColumn<Row>(int(InputId::Parameter), QObject::tr("Parameter"),
                         QObject::tr("The TCO input; its scenario field is in the tooltip"), false,
                         [](const Row& r) { return r.label(); }),
        tableColumn<Row>(
            int(InputId::Value), QObject::tr("Value"),
            QObject::tr("The value, in the unit beside it"), true,
            [](const Row& r) { return r.valueText(); },
            [](const Row& r) {
                if (r.kind == Row::Kind::Autoscale)
                    return QVariant(r.shown != 0);
                return std::isnan(r.shown) ? QVariant() : QVariant(r.shown);
            }),
        tableColumn<Row>(int(InputId::Unit), QObject::tr("Unit"), QObject::tr("The value's unit"),
                         false, [](const Row& r) { return r.unit(); }),
        tableColumn<Row>(int(InputId::ValueWithUnit), QObject::tr("Value"),
                         QObject::tr("The value with its unit"), true,
                         [](const Row& r) {
                             const QString unit = std::isnan(r.shown) ? QString() : r.unit();
                             return unit.isEmpty() ? r.valueText()
                                                   : r.valueText() + QLatin1Char(' ') + unit;
                         }),
        tableColumn<Row>(int(InputId::Source), QObject::tr("Source"),
                         QObject::tr("Where the value comes from: the scenario, the catalog's "
                                     "prices and specifications, or a stated default"),
                         false, [](const Row& r) { return phraseText(r.source); }),
        tableColumn<Row>(
            int(InputId::Date), QObject::tr("Date"),
            QObject::tr("When the source observed the value, or its price "
                        "reference"),
            false,
            [](const Row& r) { return sourceDate(QString::fromStdString(r.source.english())); }),
    };
    for (auto id : {InputId::Value, InputId::Unit, InputId::Date})
        columns[size_t(id)].places = InWorkbench;
    columns[size_t(InputId::ValueWithUnit)].places = InText | InReport;
    return columns;
}

std::vector<TcoInputRow> tcoInputRows(const model::TcoResult& t) {
    std::vector<Row> rows;
    for (const model::TcoParameterInfo& info : model::tcoParameterTable()) {
        if (!model::tcoParameterApplies(info.key, t.capacity.mode))
            continue;
        Row r;
        r.info = &info;
        r.key = std::string(info.key);
        r.shown = t.params.*info.member * info.shownScale;
        if (const auto src = t.params.sources.find(r.key); src != t.params.sources.end())
            r.source = src->second;
        rows.push_back(std::move(r));
    }
    return rows;
}

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

} // namespace rightsizer::views
