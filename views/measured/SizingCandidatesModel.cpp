#include "SizingCandidatesModel.h"

#include "views/EnginePhrase.h"
#include "workspace/QtText.h"

#include <QFont>

namespace rightsizer::views {
namespace {

using SizingId = SizingColumnId;
using SizingColumn = TableColumn<SizingRow>;

SizingColumn column(SizingId id, QString title, QString tip, bool numeric,
                    std::function<QString(const model::SizingCandidate&)> text,
                    std::function<QVariant(const model::SizingCandidate&)> raw = {}) {
    SizingColumn c = itemColumn(&SizingRow::candidate, int(id), std::move(title), std::move(tip),
                                numeric, std::move(text), std::move(raw));
    c.toolTip = [tip = c.tip](const SizingRow&) { return QVariant(tip); };
    // The configuration the telemetry came from stands out.
    c.font = [](const SizingRow& r) {
        QFont bold;
        bold.setBold(true);
        return r.candidate->current ? QVariant(bold) : QVariant();
    };
    return c;
}

} // namespace

std::vector<TableColumn<SizingRow>> sizingColumns(const QuantityFormat& f) {
    SizingColumn rank;
    rank.id = int(SizingId::Rank);
    rank.title = QObject::tr("Rank");
    rank.compactTitle = QStringLiteral("#");
    rank.tip = QObject::tr("Cheapest first");
    rank.numeric = true;
    rank.text = [](const SizingRow& r) { return QString::number(r.rank); };
    rank.raw = [](const SizingRow& r) { return r.rank; };

    std::vector<SizingColumn> out{
        rank,
        column(
            SizingId::Gpus, QObject::tr("GPUs", "table column: how many GPUs"),
            QObject::tr("How many GPUs of this kind carry the measured load"), true,
            [](const model::SizingCandidate& c) { return QString::number(c.gpus); },
            [](const model::SizingCandidate& c) { return c.gpus; }),
        column(
            SizingId::Gpu, QObject::tr("GPU"),
            QObject::tr("Catalog GPU; \"(current)\" is the configuration the telemetry came from"),
            false,
            [](const model::SizingCandidate& c) {
                return c.current ? QObject::tr("%1 (current)").arg(q(c.gpuName)) : q(c.gpuName);
            },
            [](const model::SizingCandidate& c) { return q(c.gpuId); }),
        column(
            SizingId::MemoryNeeded, QObject::tr("Memory needed / GPU"),
            QObject::tr("The measured per-GPU peaks summed, plus headroom, spread over the GPUs"),
            true,
            [f](const model::SizingCandidate& c) { return f.bytes(c.memoryNeededPerGpuBytes); },
            [](const model::SizingCandidate& c) { return c.memoryNeededPerGpuBytes; }),
        column(
            SizingId::MemoryAvailable, QObject::tr("Memory / GPU"),
            QObject::tr("Memory the runtime sees on each GPU of the candidate"), true,
            [f](const model::SizingCandidate& c) { return f.bytes(c.memoryPerGpuBytes); },
            [](const model::SizingCandidate& c) { return c.memoryPerGpuBytes; }),
        column(
            SizingId::Busy, QObject::tr("Busy at p95"),
            QObject::tr("Predicted busy share of each GPU at the measured p95 load"), true,
            [f](const model::SizingCandidate& c) { return f.percent(c.busyAtP95); },
            [](const model::SizingCandidate& c) { return c.busyAtP95; }),
        column(
            SizingId::UsdPerHour, QObject::tr("$/h"),
            QObject::tr("USD per hour for all the GPUs at the reference on-demand price"), true,
            [](const model::SizingCandidate& c) { return money(c.usdPerHour, 2); },
            [](const model::SizingCandidate& c) { return c.usdPerHour; }),
        column(
            SizingId::UsdPerMonth, QObject::tr("$/month"),
            QObject::tr("USD per month (%1 hours) for all the GPUs on demand")
                .arg(kSizingHoursPerMonth),
            true,
            [](const model::SizingCandidate& c) {
                return money(c.usdPerHour * kSizingHoursPerMonth, 0);
            },
            [](const model::SizingCandidate& c) { return c.usdPerHour * kSizingHoursPerMonth; }),
        column(SizingId::Caveat, QObject::tr("Note"),
               QObject::tr("A caveat on the GPU, such as its licence"), false,
               [](const model::SizingCandidate& c) {
                   return c.caveat.empty() ? QString() : geforceCaveatText();
               }),
    };
    out.back().places = InWorkbench | InText;
    for (SizingColumn& c : out)
        if (c.id == int(SizingId::UsdPerHour) || c.id == int(SizingId::UsdPerMonth))
            c.toolTip = [](const SizingRow& r) -> QVariant {
                const model::SizingCandidate& s = *r.candidate;
                return QObject::tr("%1 × the reference on-demand price (%2)")
                    .arg(s.gpus)
                    .arg(phraseText(s.priceBasis));
            };
    return out;
}

std::vector<SizingRow> sizingRows(const std::vector<model::SizingCandidate>& candidates) {
    std::vector<SizingRow> rows;
    for (const model::SizingCandidate& c : candidates)
        rows.push_back({&c, int(rows.size()) + 1});
    return rows;
}

SizingCandidatesModel::SizingCandidatesModel(QObject* parent)
    : RowTableModel<SizingRow>(parent) {
    reset(sizingColumns(), {});
}

void SizingCandidatesModel::setCandidates(std::vector<model::SizingCandidate> candidates) {
    m_candidates = std::move(candidates);
    reset(sizingColumns(), sizingRows(m_candidates));
}

} // namespace rightsizer::views
