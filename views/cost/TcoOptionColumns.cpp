#include "TcoOptionColumns.h"

#include "TcoChartSupport.h"
#include "views/EnginePhrase.h"

namespace rightsizer::views {
namespace {

using OptionId = TcoOptionColumnId;
using OptionColumn = TableColumn<TcoOptionRow>;

OptionColumn column(OptionId id, QString title, QString tip, bool numeric,
                    std::function<QString(const model::TcoOptionResult&)> text,
                    std::function<QVariant(const model::TcoOptionResult&)> raw = {}) {
    return itemColumn(&TcoOptionRow::option, int(id), std::move(title), std::move(tip), numeric,
                      std::move(text), std::move(raw));
}

} // namespace

std::vector<TableColumn<TcoOptionRow>> tcoOptionColumns(bool serve, const QuantityFormat& f) {
    using R = model::TcoOptionResult;
    return {
        column(OptionId::Option, QObject::tr("Option"), QObject::tr("How the GPUs are paid for"),
               false, [](const R& o) { return tcoOptionLabel(o); }),
        column(
            OptionId::Total, QObject::tr("Total"),
            QObject::tr("Undiscounted cash over the horizon, resale value credited"), true,
            [](const R& o) { return money(o.totalUsd, 0); }, [](const R& o) { return o.totalUsd; }),
        column(
            OptionId::Npv, QObject::tr("NPV"),
            QObject::tr("Net present value at the discount rate"), true,
            [](const R& o) { return money(o.npvUsd, 0); }, [](const R& o) { return o.npvUsd; }),
        column(OptionId::Band, QObject::tr("90 % band"),
               QObject::tr("The total at the ends of the throughput's 90 % band"), true,
               [](const R& o) {
                   return compactMoney(o.totalLowUsd) + QStringLiteral(" – ") +
                          compactMoney(o.totalHighUsd);
               }),
        column(
            OptionId::UnitCost, serve ? QObject::tr("$/M out tok") : QObject::tr("$/run"),
            serve ? QObject::tr("USD per million output tokens the demand asks for")
                  : QObject::tr("USD per training run"),
            true, [serve](const R& o) { return money(o.usdPerUnit, serve ? 3 : 0); },
            [](const R& o) { return o.usdPerUnit; }),
        column(
            OptionId::Utilization, QObject::tr("Util."),
            QObject::tr("Share of the GPUs paid for that the demand uses"), true,
            [f](const R& o) { return f.percent(o.utilization); },
            [](const R& o) { return o.utilization; }),
        column(
            OptionId::Gpus, QObject::tr("GPUs", "table column: how many GPUs"),
            QObject::tr("The largest monthly average of GPUs paid for"), true,
            [f](const R& o) { return f.number(o.peakGpus, 0); },
            [](const R& o) { return o.peakGpus; }),
        column(OptionId::BreakEven, QObject::tr("Break-even vs on-demand"),
               QObject::tr("First month from which the option has cost no more than on-demand "
                           "so far, and stays so"),
               false,
               [](const R& o) {
                   return model::costsAsOnDemand(o) ? QStringLiteral("—")
                          : o.breakEvenMonth        ? QObject::tr("month %1").arg(*o.breakEvenMonth)
                                                    : QObject::tr("not within the horizon");
               }),
    };
}

std::vector<TcoOptionRow> tcoOptionRows(const model::TcoResult& r) {
    std::vector<TcoOptionRow> rows;
    for (const model::TcoOptionResult& o : r.options)
        if (o.available)
            rows.push_back({&o});
    return rows;
}

QStringList unavailableTcoOptions(const model::TcoResult& r) {
    QStringList out;
    for (const model::TcoOptionResult& o : r.options)
        if (!o.available)
            out << QObject::tr("%1: unavailable: %2")
                       .arg(tcoOptionLabel(o), phraseText(o.unavailableReason));
    return out;
}

} // namespace rightsizer::views
