#include "CliText.h"
#include "PlanOutput.h"

#include "views/QuantityFormat.h"

#include <QStringList>

namespace rightsizer::app {

using namespace rightsizer::model;

std::string disaggregationToText(const DisaggregationComparison& c) {
    const views::QuantityFormat f = cliFormat();
    QStringList out;
    out << QString();
    out << Cli::tr("Disaggregated serving (%n split(s) estimated)", nullptr, c.evaluated);
    if (!c.note.empty())
        out << QStringLiteral("  ") + cliPhrase(c.note);
    if (c.best) {
        const DisaggregatedEstimate& e = c.best->estimate;
        out << Cli::tr("  KV transfer %1 a request over %2; prefill %3 busy; %4 sequences per "
                       "decode worker")
                   .arg(f.seconds(e.kvTransferS),
                        QString::fromStdString(std::string(kvLinkName(e.link))),
                        f.percent(e.prefillUtilization), f.number(e.decodeBatch, 1));
    }
    return out.join(QLatin1Char('\n')).toStdString() + "\n";
}

nlohmann::json disaggregationToJson(const DisaggregationComparison& c) {
    nlohmann::json j;
    j["splits_estimated"] = c.evaluated;
    j["note"] = c.note.english();
    j["wins"] = c.wins;
    j["margin_percent"] = c.marginPercent;
    if (!c.best)
        return j;
    const DisaggregatedRequest& r = c.best->request;
    const DisaggregatedEstimate& e = c.best->estimate;
    j["best"] = {{"gpu", r.decode.gpu.id},
                 {"prefill_gpu", r.prefill.gpu.id},
                 {"precision", std::string(precisionInfo(r.decode.precision).name)},
                 {"prefill_workers", r.prefillWorkers},
                 {"prefill_tp", r.prefill.layout.tp},
                 {"decode_workers", r.decodeWorkers},
                 {"decode_tp", r.decode.layout.tp},
                 {"gpus", e.gpus},
                 {"cost_per_hour_usd",
                  c.best->priced() ? nlohmann::json(c.best->costPerHourUsd) : nlohmann::json()},
                 {"ttft_at_percentile_s", e.ttftAtQuantileS.value},
                 {"ttft_mean_s", e.ttftS.value},
                 {"tpot_s", e.tpotS.value},
                 {"kv_link", std::string(kvLinkName(e.link))},
                 {"kv_transfer_s", e.kvTransferS},
                 {"prefill_utilization", e.prefillUtilization},
                 {"decode_batch", e.decodeBatch}};
    return j;
}

} // namespace rightsizer::app
