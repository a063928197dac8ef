#include "TechniqueText.h"

#include "EnginePhrase.h"
#include "workspace/QtText.h"

#include <QObject>
#include <QStringList>

namespace rightsizer::views {
namespace {

/// "4 × TP2 on NVIDIA B200".
QString poolText(int workers, const model::EstimateRequest& r) {
    return QObject::tr("%1 × TP%2 on %3").arg(workers).arg(r.layout.tp).arg(q(r.gpu.name));
}

} // namespace

double cachedPrefixTokens(const model::Scenario& s) {
    model::ServeWorkload w;
    w.prefixTokens = s.serving.prefixTokens;
    w.prefixHitRate = s.serving.prefixHitRate;
    return model::cachedPrefixTokens(w, s.serving.inputTokens.mean);
}

QString techniquesText(const model::Scenario& s, const QuantityFormat& f) {
    QStringList parts;
    if (const model::SpeculativeDecoding& sd = s.runtime.speculative; sd.enabled())
        parts << QObject::tr("%1 ×%2", "speculative method, tokens a step")
                     .arg(sd.method == model::Speculation::Mtp ? QObject::tr("MTP")
                                                               : QObject::tr("draft"),
                          f.number(model::speculativeTokensPerStep(sd), 2));
    if (const double cached = cachedPrefixTokens(s); cached > 0)
        parts << QObject::tr("prefix %1 tok").arg(f.number(cached, 0));
    return parts.isEmpty() ? QStringLiteral("—") : parts.join(QStringLiteral(" · "));
}

QString techniquesToolTip(const model::Scenario& s, const QuantityFormat& f) {
    QStringList lines;
    if (const model::SpeculativeDecoding& sd = s.runtime.speculative; sd.enabled())
        lines << QObject::tr("speculative decoding with %1: %2 proposals a step, each accepted "
                             "at %3, %4 tokens a step on average")
                     .arg(sd.method == model::Speculation::Draft && sd.draft
                              ? QObject::tr("the draft %1").arg(q(sd.draft->name))
                              : QObject::tr("the model's MTP/EAGLE head"))
                     .arg(sd.tokens)
                     .arg(f.percent(sd.acceptance),
                          f.number(model::speculativeTokensPerStep(sd), 2));
    if (const double cached = cachedPrefixTokens(s); cached > 0)
        lines << QObject::tr("prefix caching: %1 tokens of each prompt skipped on average (%2 "
                             "shared, found by %3 of requests)")
                     .arg(f.number(cached, 0), f.number(s.serving.prefixTokens, 0),
                          f.percent(s.serving.prefixHitRate));
    if (!lines.isEmpty() || s.disaggregation.compare)
        lines << QObject::tr("served aggregated: prefill and decode share each replica's GPUs");
    return lines.join(QLatin1Char('\n'));
}

QString disaggregationVerdict(const model::DisaggregationComparison& c) {
    if (c.note.empty())
        return QObject::tr("disaggregated serving: nothing to compare (no split was sized)");
    return phraseText(c.note);
}

std::vector<DetailLine> disaggregationLines(const model::DisaggregationComparison& c,
                                            const QString& pct, const QuantityFormat& f) {
    std::vector<DetailLine> out;
    if (!c.best) {
        out.push_back({QObject::tr("Verdict"), QObject::tr("no split"), disaggregationVerdict(c)});
        return out;
    }
    const model::DisaggregatedPlan& p = *c.best;
    const model::DisaggregatedRequest& r = p.request;
    const model::DisaggregatedEstimate& e = p.estimate;
    out.push_back({QObject::tr("Verdict"),
                   c.wins ? QObject::tr("disaggregated wins") : QObject::tr("aggregated wins"),
                   QObject::tr("by %1").arg(f.percent(c.marginPercent / 100.0))});
    out.push_back({QObject::tr("Prefill pool"), poolText(r.prefillWorkers, r.prefill),
                   QObject::tr("%1 busy; a prompt alone takes %2")
                       .arg(f.percent(e.prefillUtilization), f.seconds(e.prefillAloneS))});
    out.push_back({QObject::tr("Decode pool"), poolText(r.decodeWorkers, r.decode),
                   QObject::tr("%1 sequences per worker (at most %2)")
                       .arg(f.number(e.decodeBatch, 1))
                       .arg(e.decodeBatchCap)});
    out.push_back(
        {QObject::tr("KV transfer"), f.seconds(e.kvTransferS),
         QObject::tr("%1 a request over the %2 link")
             .arg(f.bytes(e.kvBytesPerRequest), q(std::string(model::kvLinkName(e.link))))});
    out.push_back({QObject::tr("TTFT %1").arg(pct), f.seconds(e.ttftAtQuantileS.value),
                   QObject::tr("mean %1, queueing for a prefill worker included")
                       .arg(f.seconds(e.ttftS.value))});
    out.push_back({QObject::tr("TPOT"), f.seconds(e.tpotS.value),
                   QObject::tr("decode-only steps; 90 %: %1 – %2")
                       .arg(f.seconds(e.tpotS.low), f.seconds(e.tpotS.high))});
    out.push_back(
        {QObject::tr("Cost"),
         p.priced() ? QObject::tr("%1/hour").arg(money(p.costPerHourUsd, 2)) : QStringLiteral("—"),
         QObject::tr("%n GPU(s) in all", nullptr, e.gpus)});
    return out;
}

} // namespace rightsizer::views
