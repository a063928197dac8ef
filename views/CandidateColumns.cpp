#include "CandidateColumns.h"

#include "EnginePhrase.h"
#include "TechniqueText.h"
#include "model/Pricing.h"
#include "views/QuantityFormat.h"
#include "views/charts/ChartStyle.h"

#include <QGuiApplication>
#include <QLocale>
#include <QObject>
#include <QStringList>

namespace rightsizer::views {
namespace {

using model::Candidate;
using CandId = CandidateColumnId;

QString q(std::string_view v) {
    return QString::fromUtf8(v.data(), qsizetype(v.size()));
}

QString none() {
    return QStringLiteral("—");
}

QString bandText(const QuantityFormat& f, const model::Band& b, bool seconds) {
    auto one = [&](double v) { return seconds ? f.seconds(v) : f.number(v, 0); };
    return QObject::tr("90 % band: %1 – %2").arg(one(b.low), one(b.high));
}

/// "\nnot validated on measurements of …: wider band" for a serving candidate whose GPU and
/// engine the calibration never measured together, else empty.
QString coverageText(const Candidate& c, bool training) {
    if (training || c.efficiency.coverageNote.empty())
        return {};
    return QStringLiteral("\n") + phraseText(c.efficiency.coverageNote) +
           QObject::tr(": wider band");
}

QVariant notesToolTip(const Candidate& c) {
    if (!c.feasible)
        return phraseText(c.rejectionMessage);
    QStringList lines = phraseTexts(c.provisioningNotes);
    for (const model::BalanceCheck& b : c.balance)
        if (!b.ok)
            lines << QObject::tr("check: ") + phraseText(b.message);
    for (const model::Phrase& w : c.warnings)
        lines << QObject::tr("note: ") + phraseText(w);
    return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
}

/// A figure of a feasible candidate: its text and raw value; "—" and no value for a rejected one.
CandidateColumn figure(CandId id, QString title, QString tip,
                       std::function<QString(const Candidate&)> text,
                       std::function<QVariant(const Candidate&)> raw,
                       std::function<QVariant(const Candidate&)> toolTip = {}) {
    CandidateColumn col = tableColumn<CandidateRow>(
        int(id), std::move(title), std::move(tip), true,
        [text](const CandidateRow& r) {
            return r.candidate->feasible ? text(*r.candidate) : none();
        },
        [raw](const CandidateRow& r) {
            return r.candidate->feasible ? raw(*r.candidate) : QVariant();
        });
    if (toolTip)
        col.toolTip = [toolTip](const CandidateRow& r) {
            return r.candidate->feasible ? toolTip(*r.candidate) : QVariant();
        };
    return col;
}

/// A dollar figure: "—" and no value where the candidate has no price.
CandidateColumn moneyColumn(CandId id, QString title, QString tip, int decimals,
                            std::function<double(const Candidate&)> usd,
                            std::function<QVariant(const Candidate&)> toolTip = {}) {
    CandidateColumn col = figure(
        id, std::move(title), std::move(tip),
        [usd, decimals](const Candidate& c) { return c.price ? money(usd(c), decimals) : none(); },
        [usd](const Candidate& c) { return c.price ? QVariant(usd(c)) : QVariant(); });
    col.toolTip = [toolTip](const CandidateRow& r) -> QVariant {
        const Candidate& c = *r.candidate;
        if (!c.feasible)
            return {};
        if (!c.price)
            return QObject::tr("no price counted for %1: none in this tier and region, or only "
                               "marketplace offers (they count in the marketplace tier) or thin "
                               "evidence you asked to leave out. Ranked after the priced ones, by "
                               "GPU-hours per million tokens (%2). Type a price into the "
                               "$/GPU-h cell (your own quote) or set cost.gpu_hour_usd.%1")
                .arg(q(c.gpuId), QLocale().toString(c.gpuHoursPerMillionTokens, 'g', 3));
        return toolTip ? toolTip(c) : QVariant();
    };
    return col;
}

/// Rank, GPU, precision and layout: what every candidate table starts with.
std::vector<CandidateColumn> identityColumns(bool training) {
    CandidateColumn rank;
    rank.id = int(CandId::Rank);
    rank.title = QObject::tr("Rank");
    rank.compactTitle = QStringLiteral("#");
    rank.tip = QObject::tr("Cheapest per million tokens first; unpriced last, fewest GPU-hours "
                           "per million tokens first");
    rank.numeric = true;
    rank.text = [](const CandidateRow& r) { return r.rank > 0 ? QString::number(r.rank) : none(); };
    // The engine's order: feasible cheapest first, then rejected closest first.
    rank.raw = [](const CandidateRow& r) { return r.order; };

    CandidateColumn gpu;
    gpu.id = int(CandId::Gpu);
    gpu.title = QObject::tr("GPU");
    gpu.tip = QObject::tr("Catalog GPU id");
    gpu.text = [](const CandidateRow& r) { return q(r.candidate->gpuId); };
    gpu.toolTip = [training](const CandidateRow& r) {
        return QVariant(q(r.candidate->gpuName) + coverageText(*r.candidate, training));
    };

    CandidateColumn precision;
    precision.id = int(CandId::Precision);
    precision.title = QObject::tr("Precision");
    precision.compactTitle = QObject::tr("Prec");
    precision.tip = QObject::tr("Weight precision; ~ marks uncalibrated efficiency");
    precision.text = [training](const CandidateRow& r) {
        return precisionText(*r.candidate, training);
    };
    precision.raw = [](const CandidateRow& r) {
        return QVariant(q(model::precisionInfo(r.candidate->precision).name));
    };
    precision.toolTip = [training](const CandidateRow& r) {
        const Candidate& c = *r.candidate;
        return QVariant(
            QObject::tr("%1 weights, %2 KV cache; efficiency factors of %3%4")
                .arg(q(model::precisionInfo(c.precision).name),
                     q(model::precisionInfo(c.kvPrecision).name),
                     q(training ? c.efficiency.trainingGroup : c.efficiency.servingGroup),
                     precisionText(c, training).endsWith(QLatin1Char('~'))
                         ? QObject::tr(" (~: no calibration rows, wider band)")
                         : QString()) +
            coverageText(c, training));
    };

    CandidateColumn layout;
    layout.id = int(CandId::Layout);
    layout.title = QObject::tr("Layout");
    layout.tip = QObject::tr("Tensor parallel (TP) × pipeline parallel (PP) degree");
    layout.text = [](const CandidateRow& r) { return layoutText(*r.candidate); };
    layout.raw = [](const CandidateRow& r) { // by TP, then PP
        return QVariant(QStringLiteral("%1 %2")
                            .arg(r.candidate->layout.tp, 4, 10, QLatin1Char('0'))
                            .arg(r.candidate->layout.pp, 4, 10, QLatin1Char('0')));
    };

    CandidateColumn gpus = figure(
        CandId::Gpus, QObject::tr("GPUs", "table column: how many GPUs"),
        QObject::tr("GPUs in the whole deployment"),
        [](const Candidate& c) { return QString::number(c.layout.gpus); },
        [](const Candidate& c) { return c.layout.gpus; },
        [training](const Candidate& c) {
            return training ? QObject::tr("data parallel %1 × %2")
                                  .arg(c.train.dataParallel)
                                  .arg(layoutText(c))
                            : QObject::tr("%1 of %2")
                                  .arg(QObject::tr("%n replica(s)", nullptr, c.serve.replicas))
                                  .arg(layoutText(c));
        });
    return {rank, gpu, precision, layout, gpus};
}

std::vector<CandidateColumn> servingFigures(const QString& pct, const QuantityFormat& f) {
    return {
        figure(
            CandId::Batch, QObject::tr("Batch"), QObject::tr("Running batch per replica"),
            [](const Candidate& c) { return QString::number(c.serve.batch); },
            [](const Candidate& c) { return c.serve.batch; },
            [](const Candidate& c) {
                return QObject::tr("running batch per replica; the largest whose KV cache fits "
                                   "is %1")
                    .arg(c.serve.maxBatchFit);
            }),
        figure(
            CandId::Tpot, QObject::tr("TPOT %1").arg(pct),
            QObject::tr("Time per output token at the %1, full batch").arg(pct),
            [f](const Candidate& c) { return f.seconds(c.serve.tpotS.value); },
            [](const Candidate& c) { return c.serve.tpotS.value; },
            [f](const Candidate& c) {
                return bandText(f, c.serve.tpotS, true) +
                       QObject::tr("; mean TPOT %1").arg(f.seconds(c.serve.tpotMeanS.value));
            }),
        figure(
            CandId::Ttft, QObject::tr("TTFT %1").arg(pct),
            QObject::tr("Time to first token at the %1 under the grown demand, queueing included")
                .arg(pct),
            [f](const Candidate& c) { return f.seconds(c.serve.ttftS.value); },
            [](const Candidate& c) { return c.serve.ttftS.value; },
            [f](const Candidate& c) {
                return bandText(f, c.serve.ttftS, true) +
                       QObject::tr("; %1 of it queueing at the grown demand")
                           .arg(f.seconds(c.serve.queueWaitS));
            }),
        figure(
            CandId::TokensPerSPerGpu, QObject::tr("Out tok/s/GPU"),
            QObject::tr("Output tokens per second per GPU at capacity"),
            [f](const Candidate& c) { return f.number(c.serve.outputTokensPerSPerGpu, 0); },
            [](const Candidate& c) { return c.serve.outputTokensPerSPerGpu; },
            [f](const Candidate& c) {
                return QObject::tr("whole deployment %1 output tokens/s (%2); %3 per user")
                    .arg(f.number(c.serve.outputTokensPerS.value, 0),
                         bandText(f, c.serve.outputTokensPerS, false),
                         f.rate(c.serve.tokensPerSPerUser, QObject::tr("tokens/s")));
            }),
        figure(
            CandId::Utilization, QObject::tr("Util."),
            QObject::tr("Share of capacity the peak demand uses"),
            [f](const Candidate& c) { return f.percent(c.serve.utilization); },
            [](const Candidate& c) { return c.serve.utilization; },
            [f](const Candidate& c) {
                return QObject::tr("share of capacity the peak demand uses; %1 at the grown peak")
                    .arg(f.percent(c.serve.utilizationGrown));
            }),
    };
}

std::vector<CandidateColumn> trainingFigures(const QuantityFormat& f) {
    return {
        figure(
            CandId::DataParallel, QObject::tr("DP"), QObject::tr("Data-parallel degree"),
            [](const Candidate& c) { return QString::number(c.train.dataParallel); },
            [](const Candidate& c) { return c.train.dataParallel; }),
        figure(
            CandId::RunHours, QObject::tr("Run time"),
            QObject::tr("Wall-clock hours of the whole run"),
            [f](const Candidate& c) {
                return f.number(c.train.runHours.value, 1) + QObject::tr(" h");
            },
            [](const Candidate& c) { return c.train.runHours.value; },
            [f](const Candidate& c) {
                return QObject::tr("90 % band: %1 – %2 h")
                    .arg(f.number(c.train.runHours.low, 1), f.number(c.train.runHours.high, 1));
            }),
        figure(
            CandId::TokensPerSPerGpu, QObject::tr("Tok/s/GPU"),
            QObject::tr("Training tokens per second per GPU"),
            [f](const Candidate& c) {
                return f.number(c.train.tokensPerS.value / c.layout.gpus, 0);
            },
            [](const Candidate& c) { return c.train.tokensPerS.value / c.layout.gpus; },
            [f](const Candidate& c) {
                return QObject::tr("whole job %1 tokens/s (%2)")
                    .arg(f.number(c.train.tokensPerS.value, 0),
                         bandText(f, c.train.tokensPerS, false));
            }),
        figure(
            CandId::Mfu, QObject::tr("MFU"), QObject::tr("Model FLOPs utilization"),
            [f](const Candidate& c) { return f.percent(c.train.mfu); },
            [](const Candidate& c) { return c.train.mfu; }),
    };
}

std::vector<CandidateColumn> costColumns(bool training, double hoursPerMonth,
                                         const QuantityFormat& f) {
    std::vector<CandidateColumn> out;
    out.push_back(moneyColumn(
        CandId::UsdPerGpuHour, QObject::tr("$/GPU-h"),
        QObject::tr("On-demand price of one GPU-hour. In the workbench, double-click (or F2) a "
                    "meeting row's cell to enter a quote of your own: it becomes the scenario's "
                    "cost.gpu_hour_usd for that GPU, one undo step, and the plan re-ranks"),
        2, [](const Candidate& c) { return c.price->usdPerGpuHour; },
        [](const Candidate& c) {
            return phraseText(c.price->basis) + QStringLiteral(" (") + q(c.price->date) +
                   QLatin1Char(')');
        }));
    if (training)
        out.push_back(moneyColumn(CandId::RunCostUsd, QObject::tr("Run cost"),
                                  QObject::tr("On-demand cost of the whole run"), 0,
                                  [](const Candidate& c) { return c.runCostUsd; }));
    else
        out.push_back(moneyColumn(
            CandId::UsdPerMonth, QObject::tr("$/month"),
            QObject::tr("On-demand cost of the deployment per month"), 0,
            [](const Candidate& c) { return c.costPerMonthUsd; },
            [f, hoursPerMonth](const Candidate& c) {
                return QObject::tr("%1/hour × %2 hours a month, on demand")
                    .arg(money(c.costPerHourUsd, 2), f.number(hoursPerMonth, 0));
            }));
    out.push_back(moneyColumn(
        CandId::UsdPerMillionTokens, training ? QObject::tr("$/M tok") : QObject::tr("$/M out tok"),
        training ? QObject::tr("Cost per million trained tokens")
                 : QObject::tr("Cost per million output tokens: the fleet sized for the peak, "
                               "running around the clock, at the mean load (month 1, on demand)"),
        3, [](const Candidate& c) { return c.usdPerMillionTokens; }));
    return out;
}

/// Status and notes (the workbench), flags as letters (plain text).
std::vector<CandidateColumn> verdictColumns(bool training) {
    CandidateColumn status;
    status.id = int(CandId::Status);
    status.title = QObject::tr("Status");
    status.tip = QObject::tr("Meets the target, or why the planner rejected it");
    status.places = InWorkbench;
    status.text = [training](const CandidateRow& r) {
        return r.candidate->feasible
                   ? (training ? QObject::tr("meets deadline") : QObject::tr("meets SLA"))
                   : rejectionText(*r.candidate);
    };
    status.toolTip = [](const CandidateRow& r) { return notesToolTip(*r.candidate); };
    status.foreground = [](const CandidateRow& r) {
        return QVariant(statusColor(r.candidate->feasible, QGuiApplication::palette()));
    };
    status.decoration = status.foreground;

    CandidateColumn notes;
    notes.id = int(CandId::Notes);
    notes.title = QObject::tr("Notes");
    notes.tip = QObject::tr("Flags, or the full rejection message");
    notes.places = InWorkbench;
    notes.text = [](const CandidateRow& r) {
        return r.candidate->feasible ? flagsText(*r.candidate)
                                     : phraseText(r.candidate->rejectionMessage);
    };
    notes.toolTip = status.toolTip;

    CandidateColumn letters;
    letters.id = int(CandId::Flags);
    letters.title = QObject::tr("Flags");
    letters.tip = QObject::tr("P Pareto, O over-provisioned, U under-provisioned, B a balance "
                              "check failed, E thin price evidence");
    letters.places = InText;
    letters.text = [](const CandidateRow& r) { return flagLetters(*r.candidate); };
    return {status, notes, letters};
}

} // namespace

std::vector<CandidateColumn> candidateColumns(const model::Scenario& s, const QuantityFormat& f) {
    const bool training = s.mode != model::Mode::Serve;
    std::vector<CandidateColumn> out = identityColumns(training);
    if (!training) {
        // Scenario-wide today: every aggregated candidate runs the same techniques.
        CandidateColumn technique;
        technique.id = int(CandId::Technique);
        technique.title = QObject::tr("Technique");
        technique.tip = QObject::tr("Serving techniques the plan uses: speculative decoding "
                                    "(tokens a step) and prefix caching (prompt tokens skipped)");
        technique.places = InWorkbench;
        const QString text = techniquesText(s, f);
        const QString tip = techniquesToolTip(s, f);
        technique.text = [text](const CandidateRow&) { return text; };
        technique.toolTip = [tip](const CandidateRow&) {
            return tip.isEmpty() ? QVariant() : QVariant(tip);
        };
        out.push_back(std::move(technique));
    }
    for (const std::vector<CandidateColumn>& part :
         {training ? trainingFigures(f)
                   : servingFigures(q(model::percentileName(s.sla.percentile)), f),
          costColumns(training, s.cost.hoursPerMonth, f), verdictColumns(training)})
        out.insert(out.end(), part.begin(), part.end());
    // A rejected row recedes; its status column says why.
    for (CandidateColumn& c : out)
        if (!c.foreground)
            c.foreground = [](const CandidateRow& r) {
                return r.candidate->feasible
                           ? QVariant()
                           : QVariant(QGuiApplication::palette().color(QPalette::PlaceholderText));
            };
    return out;
}

std::vector<CandidateRow> candidateRows(const model::PlanResult& plan, bool withRejected) {
    std::vector<CandidateRow> rows;
    int rank = 0;
    for (const Candidate& c : plan.feasible) {
        ++rank;
        rows.push_back({&c, rank, rank});
    }
    if (withRejected)
        for (const Candidate& c : plan.rejected)
            rows.push_back({&c, 0, int(rows.size()) + 1});
    return rows;
}

QColor statusColor(bool ok, const QPalette& palette) {
    const bool dark = isDarkPalette(palette);
    if (ok)
        return dark ? QColor(0x57, 0xd3, 0x7a) : QColor(0x1a, 0x7f, 0x37);
    return dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xc6, 0x28, 0x28);
}

QString rejectionText(const Candidate& c) {
    if (!c.rejection)
        return {};
    switch (*c.rejection) {
    case model::RejectReason::NotNative:
        return QObject::tr("precision not native");
    case model::RejectReason::DoesNotFit:
        return QObject::tr("does not fit in memory");
    case model::RejectReason::MissesTpot:
        return QObject::tr("misses the TPOT target");
    case model::RejectReason::MissesTtft:
        return QObject::tr("misses the TTFT target");
    case model::RejectReason::TooManyGpus:
        return QObject::tr("needs more GPUs than allowed");
    case model::RejectReason::MissesDeadline:
        return QObject::tr("misses the deadline");
    case model::RejectReason::Licence:
        return QObject::tr("GeForce: not licensed for datacenters");
    }
    return {};
}

QString layoutText(const Candidate& c) {
    return QString::fromStdString(model::layoutName(c.layout, c.train.contextParallel));
}

QString precisionText(const Candidate& c, bool training) {
    const bool calibrated =
        training ? c.efficiency.trainingCalibrated : c.efficiency.servingCalibrated;
    return q(model::precisionInfo(c.precision).name) +
           (calibrated ? QString() : QStringLiteral("~"));
}

QString flagsText(const Candidate& c) {
    QStringList f;
    if (c.pareto)
        f << QObject::tr("Pareto");
    if (c.overProvisioned)
        f << QObject::tr("over-provisioned");
    if (c.underProvisioned)
        f << QObject::tr("under-provisioned");
    for (const model::BalanceCheck& b : c.balance)
        if (!b.ok) {
            f << QObject::tr("balance check failed");
            break;
        }
    // Included only on request (allow_geforce): the caveat stays in sight in the table.
    for (const model::Phrase& w : c.warnings)
        if (phraseMentions(w, model::kGeForceLicenceCaveat)) {
            f << QObject::tr("GeForce: not licensed for datacenters");
            break;
        }
    if (c.price)
        if (const model::Phrase gaps = model::priceEvidenceText(*c.price); !gaps.empty())
            f << QObject::tr("thin price evidence (%1)").arg(phraseText(gaps));
    if (c.foldedLayouts > 0)
        f << QObject::tr("%1 larger layouts not listed").arg(c.foldedLayouts);
    return f.join(QStringLiteral("; "));
}

QString flagLetters(const Candidate& c) {
    QString f;
    if (c.pareto)
        f += QLatin1Char('P');
    if (c.overProvisioned)
        f += QLatin1Char('O');
    if (c.underProvisioned)
        f += QLatin1Char('U');
    for (const model::BalanceCheck& b : c.balance)
        if (!b.ok) {
            f += QLatin1Char('B');
            break;
        }
    if (c.price && !model::priceEvidenceGaps(*c.price, model::todayIso()).empty())
        f += QLatin1Char('E');
    return f;
}

} // namespace rightsizer::views
