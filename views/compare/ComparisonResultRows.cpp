#include "ComparisonResultRows.h"
#include "views/EnginePhrase.h"

#include "views/CandidateTableModel.h"
#include "views/QuantityFormat.h"

#include <QObject>
#include <QStringList>

#include <algorithm>

namespace rightsizer::views {
namespace {

using R = ComparisonResult;

QString q(std::string_view v) {
    return QString::fromUtf8(v.data(), qsizetype(v.size()));
}

/// What the rows read of one evaluation.
struct Facts {
    const workspace::Evaluation& e;
    const model::Candidate* best = nullptr;         ///< the recommended (first feasible)
    const model::TcoOptionResult* option = nullptr; ///< the TCO's recommended option
    bool training = false;
};

Facts factsOf(const workspace::Evaluation& e) {
    Facts f{e};
    f.best = e.plan.feasible.empty() ? nullptr : &e.plan.feasible.front();
    if (e.tco && e.tco->recommended)
        f.option = &e.tco->option(*e.tco->recommended);
    f.training = e.scenario.mode != model::Mode::Serve;
    return f;
}

QString none() {
    return QStringLiteral("—");
}

QString percentile(const workspace::Evaluation& e) {
    return q(model::percentileName(e.scenario.sla.percentile));
}

/// Predicted time and target of TTFT or TPOT; nothing for training or without a plan.
struct Latency {
    double predictedS = 0;
    double targetS = 0; ///< 0: no target
};
std::optional<Latency> latency(const Facts& f, bool ttft) {
    if (!f.best || f.training)
        return std::nullopt;
    const model::ServingPlan& s = f.best->serve;
    return ttft ? Latency{s.ttftS.value, f.e.scenario.sla.ttftS}
                : Latency{s.tpotS.value, f.e.scenario.sla.tpotS};
}

/// Share of the target left unused: 0.25 = the prediction is 25 % under the target.
std::optional<double> headroom(const Facts& f, bool ttft) {
    const auto l = latency(f, ttft);
    if (!l || l->targetS <= 0)
        return std::nullopt;
    return (l->targetS - l->predictedS) / l->targetS;
}

QString closestText(const workspace::Evaluation& e) {
    if (!e.plan.closest.empty())
        return phraseText(e.plan.closest);
    if (!e.plan.rejected.empty())
        return phraseText(e.plan.rejected.front().rejectionMessage);
    return QObject::tr("no candidate GPU");
}

QString monthText(const std::optional<int>& month, const workspace::Evaluation& e) {
    if (month)
        return QObject::tr("month %1").arg(*month);
    return QObject::tr("not within %1 months").arg(e.tco ? e.tco->params.horizonMonths : 0);
}

QString statusToolTip(const Facts& f) {
    if (f.best)
        return f.e.plan.feasible.size() == 1
                   ? QObject::tr("1 candidate meets the target and is recommended")
                   : QObject::tr("%1 candidates meet the target; the cheapest per token is "
                                 "recommended")
                         .arg(f.e.plan.feasible.size());
    QStringList lines{closestText(f.e)};
    const size_t shown = std::min<size_t>(3, f.e.plan.rejected.size());
    for (size_t i = 0; i < shown; ++i) {
        const model::Candidate& c = f.e.plan.rejected[i];
        lines << QStringLiteral("%1 %2 %3: %4")
                     .arg(q(c.gpuId), precisionText(c, f.training), layoutText(c),
                          phraseText(c.rejectionMessage));
    }
    return lines.join(QLatin1Char('\n'));
}

QString latencyDisplay(const Facts& f, bool ttft) {
    const auto l = latency(f, ttft);
    if (!l)
        return none();
    const QuantityFormat fmt;
    const QString target = l->targetS > 0 ? QObject::tr("target %1").arg(fmt.seconds(l->targetS))
                                          : QObject::tr("no target");
    return QObject::tr("%1 (%2) / %3").arg(fmt.seconds(l->predictedS), percentile(f.e), target);
}

QString costDisplay(R row, const Facts& f) {
    const model::Candidate* c = f.best;
    if (!c || !c->price || (row == R::UsdPerMonth && f.training))
        return none();
    return row == R::UsdPerMonth ? money(c->costPerMonthUsd, 0) : money(c->usdPerMillionTokens, 3);
}

QString tcoDisplay(R row, const Facts& f) {
    if (!f.option)
        return none();
    const model::TcoResult& t = *f.e.tco;
    switch (row) {
    case R::TcoOption:
        return q(model::tcoOptionName(f.option->option));
    case R::TcoNpv:
        return money(f.option->npvUsd, 0);
    case R::TcoTotal:
        return QObject::tr("%1 over %2 months")
            .arg(money(f.option->totalUsd, 0))
            .arg(t.params.horizonMonths);
    case R::TcoBreakEven:
        if (f.option->option == model::TcoOption::OnDemand)
            return QObject::tr("— (on-demand is recommended)");
        return monthText(f.option->breakEvenMonth, f.e);
    case R::OnPremBreakEven:
        if (!t.option(model::TcoOption::OnPrem).available)
            return QObject::tr("— (no purchase price for %1)")
                .arg(f.best ? q(f.best->gpuName) : QString());
        return monthText(t.onPremBreakEvenMonth, f.e);
    default:
        return {};
    }
}

struct ComparisonResultText {
    QString key;
    QString label;
    QString toolTip;
};

ComparisonResultText comparisonResultText(ComparisonResult row) {
    switch (row) {
    case R::Status:
        return {QStringLiteral("result.status"), QObject::tr("Plan"),
                QObject::tr("Whether a configuration meets the target; if none does, what "
                            "comes closest and why")};
    case R::Gpu:
        return {QStringLiteral("result.gpu"), QObject::tr("Recommended GPU"),
                QObject::tr("The planner's first feasible candidate: cheapest per token")};
    case R::Precision:
        return {QStringLiteral("result.precision"), QObject::tr("Precision"),
                QObject::tr("Weight precision; ~ marks uncalibrated efficiency")};
    case R::Layout:
        return {QStringLiteral("result.layout"), QObject::tr("Layout (TP/PP)"),
                QObject::tr("Tensor parallel × pipeline parallel degree per replica")};
    case R::GpuCount:
        return {QStringLiteral("result.gpus"), QObject::tr("GPUs", "table column: how many GPUs"),
                QObject::tr("GPUs in the whole deployment")};
    case R::UsdPerMonth:
        return {QStringLiteral("result.usd_per_month"), QObject::tr("Cost per month"),
                QObject::tr("On-demand cost of the deployment per month, USD")};
    case R::UsdPerMillionTokens:
        return {QStringLiteral("result.usd_per_million_tokens"),
                QObject::tr("$ per M output tokens"),
                QObject::tr("USD per million output tokens at today's demand (training: per "
                            "million trained tokens)")};
    case R::Ttft:
        return {QStringLiteral("result.ttft"), QObject::tr("TTFT predicted / target"),
                QObject::tr("Time to first token at the SLA percentile under the grown demand, "
                            "queueing included, against the scenario's target")};
    case R::TtftHeadroom:
        return {QStringLiteral("result.ttft_headroom"), QObject::tr("TTFT headroom"),
                QObject::tr("Share of the TTFT target left unused: (target − predicted) / "
                            "target")};
    case R::Tpot:
        return {QStringLiteral("result.tpot"), QObject::tr("TPOT predicted / target"),
                QObject::tr("Time per output token at the SLA percentile, full batch, against "
                            "the scenario's target")};
    case R::TpotHeadroom:
        return {QStringLiteral("result.tpot_headroom"), QObject::tr("TPOT headroom"),
                QObject::tr("Share of the TPOT target left unused: (target − predicted) / "
                            "target")};
    case R::TcoOption:
        return {QStringLiteral("result.tco_option"), QObject::tr("TCO: recommended"),
                QObject::tr("Way of paying with the lowest net present value over the horizon")};
    case R::TcoNpv:
        return {QStringLiteral("result.tco_npv"), QObject::tr("TCO: NPV"),
                QObject::tr("Net present value of the recommended option, USD")};
    case R::TcoTotal:
        return {QStringLiteral("result.tco_total"), QObject::tr("TCO: total"),
                QObject::tr("Undiscounted total of the recommended option over the horizon, "
                            "USD")};
    case R::TcoBreakEven:
        return {QStringLiteral("result.tco_break_even"), QObject::tr("TCO: break-even"),
                QObject::tr("Month from which the recommended option is cumulatively no dearer "
                            "than on-demand")};
    case R::OnPremBreakEven:
        return {QStringLiteral("result.on_prem_break_even"), QObject::tr("On-prem break-even"),
                QObject::tr("Month from which on-prem is cumulatively no dearer than the best "
                            "cloud option")};
    }
    return {};
}

QString comparisonResultDisplay(ComparisonResult row, const workspace::Evaluation& e) {
    const Facts f = factsOf(e);
    if (row == R::Status) {
        if (f.best) {
            const QString configurations =
                QObject::tr("%n configuration(s)", nullptr, int(e.plan.feasible.size()));
            return f.training ? QObject::tr("meets the deadline (%1)").arg(configurations)
                              : QObject::tr("meets the SLA (%1)").arg(configurations);
        }
        return QObject::tr("nothing feasible: %1").arg(closestText(e));
    }
    const QuantityFormat fmt;
    switch (row) {
    case R::Gpu:
        return f.best ? q(f.best->gpuName) : QObject::tr("none feasible");
    case R::Precision:
        return f.best ? precisionText(*f.best, f.training) : none();
    case R::Layout:
        if (!f.best)
            return none();
        return f.training ? layoutText(*f.best)
                          : QObject::tr("%1 × %2").arg(
                                layoutText(*f.best),
                                QObject::tr("%n replica(s)", nullptr, f.best->serve.replicas));
    case R::GpuCount:
        return f.best ? QObject::tr("%n GPU(s)", nullptr, f.best->layout.gpus) : none();
    case R::UsdPerMonth:
    case R::UsdPerMillionTokens:
        return costDisplay(row, f);
    case R::Ttft:
    case R::Tpot:
        return latencyDisplay(f, row == R::Ttft);
    case R::TtftHeadroom:
    case R::TpotHeadroom: {
        const auto h = headroom(f, row == R::TtftHeadroom);
        return h ? fmt.percent(*h) : none();
    }
    default:
        return tcoDisplay(row, f);
    }
}

QVariant comparisonResultValue(ComparisonResult row, const workspace::Evaluation& e) {
    const Facts f = factsOf(e);
    const model::Candidate* c = f.best;
    switch (row) {
    case R::Status:
        return c ? QStringLiteral("feasible") : QStringLiteral("infeasible");
    case R::Gpu:
        return c ? QVariant(q(c->gpuName)) : QVariant();
    case R::Precision:
        return c ? QVariant(q(model::precisionInfo(c->precision).name)) : QVariant();
    case R::Layout:
        return c ? QVariant(layoutText(*c)) : QVariant();
    case R::GpuCount:
        return c ? QVariant(c->layout.gpus) : QVariant();
    case R::UsdPerMonth:
        return c && c->price && !f.training ? QVariant(c->costPerMonthUsd) : QVariant();
    case R::UsdPerMillionTokens:
        return c && c->price ? QVariant(c->usdPerMillionTokens) : QVariant();
    case R::Ttft:
    case R::Tpot: {
        const auto l = latency(f, row == R::Ttft);
        return l ? QVariant(l->predictedS) : QVariant();
    }
    case R::TtftHeadroom:
    case R::TpotHeadroom: {
        const auto h = headroom(f, row == R::TtftHeadroom);
        return h ? QVariant(*h) : QVariant();
    }
    default:
        break;
    }
    if (!f.option)
        return {};
    switch (row) {
    case R::TcoOption:
        return q(model::tcoOptionName(f.option->option));
    case R::TcoNpv:
        return f.option->npvUsd;
    case R::TcoTotal:
        return f.option->totalUsd;
    case R::TcoBreakEven:
        return f.option->breakEvenMonth ? QVariant(*f.option->breakEvenMonth) : QVariant();
    case R::OnPremBreakEven:
        return e.tco->onPremBreakEvenMonth ? QVariant(*e.tco->onPremBreakEvenMonth) : QVariant();
    default:
        return {};
    }
}

QString comparisonResultToolTip(ComparisonResult row, const workspace::Evaluation& e) {
    const Facts f = factsOf(e);
    const QuantityFormat fmt;
    const model::Candidate* c = f.best;
    switch (row) {
    case R::Status:
        return statusToolTip(f);
    case R::Gpu:
        return c ? q(c->gpuId) : closestText(e);
    case R::Ttft:
        return c && !f.training
                   ? QObject::tr("90 % band: %1 – %2")
                         .arg(fmt.seconds(c->serve.ttftS.low), fmt.seconds(c->serve.ttftS.high))
                   : QString();
    case R::Tpot:
        return c && !f.training
                   ? QObject::tr("90 % band: %1 – %2")
                         .arg(fmt.seconds(c->serve.tpotS.low), fmt.seconds(c->serve.tpotS.high))
                   : QString();
    case R::UsdPerMonth:
    case R::UsdPerMillionTokens:
        if (c && !c->price)
            return QObject::tr("no price for %1: set cost.gpu_hour_usd.%1 in the scenario")
                .arg(q(c->gpuId));
        return c && c->price ? phraseText(c->price->basis) : QString();
    case R::TcoOption:
    case R::TcoNpv:
    case R::TcoTotal:
    case R::TcoBreakEven:
    case R::OnPremBreakEven:
        if (!f.option)
            return q(e.tcoNote);
        return QObject::tr("discounted at %1 a year over %2 months")
            .arg(fmt.percent(e.tco->params.discountRatePerYear))
            .arg(e.tco->params.horizonMonths);
    default:
        return {};
    }
}

} // namespace

QString comparisonResultKey(ComparisonResult row) {
    return comparisonResultText(row).key;
}

const std::vector<TableColumn<workspace::Evaluation>>& comparisonResultColumns() {
    static const std::vector<TableColumn<workspace::Evaluation>> columns = [] {
        std::vector<TableColumn<workspace::Evaluation>> out;
        for (int i = 0; i < kComparisonResultCount; ++i) {
            const auto row = ComparisonResult(i);
            const ComparisonResultText text = comparisonResultText(row);
            auto c = tableColumn<workspace::Evaluation>(
                i, text.label, text.toolTip, false,
                [row](const workspace::Evaluation& e) { return comparisonResultDisplay(row, e); },
                [row](const workspace::Evaluation& e) { return comparisonResultValue(row, e); });
            c.toolTip = [row](const workspace::Evaluation& e) {
                const QString tip = comparisonResultToolTip(row, e);
                return tip.isEmpty() ? QVariant() : QVariant(tip);
            };
            if (row == R::TtftHeadroom || row == R::TpotHeadroom || row == R::OnPremBreakEven)
                c.places = InWorkbench;
            out.push_back(std::move(c));
        }
        return out;
    }();
    return columns;
}

} // namespace rightsizer::views
