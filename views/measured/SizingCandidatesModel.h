#pragma once

// The catalog configurations that carry a measured load (model::RightSizing::candidates),
// cheapest first, described once for the Measured view's table and the CLI's `profile` text.

#include "model/RightSizing.h"
#include "views/QuantityFormat.h"
#include "views/table/RowTable.h"

#include <vector>

namespace rightsizer::views {

/// Hours in a month for the $/month column (8 760 / 12).
inline constexpr double kSizingHoursPerMonth = 730.0;

struct SizingRow {
    const model::SizingCandidate* candidate = nullptr;
    int rank = 0; ///< 1 = cheapest
};

enum class SizingColumnId {
    Rank,
    Gpus,
    Gpu,
    MemoryNeeded,
    MemoryAvailable,
    Busy,
    UsdPerHour,
    UsdPerMonth,
    Caveat
};

/// The columns, numbers written with `f`. The configuration the telemetry came from reads
/// "(current)" after its GPU (bold in the workbench).
std::vector<TableColumn<SizingRow>> sizingColumns(const QuantityFormat& f = QuantityFormat());
/// The rows of `candidates`, which must outlive them, in their order.
std::vector<SizingRow> sizingRows(const std::vector<model::SizingCandidate>& candidates);

/// The Measured view's table of those configurations. Qt::EditRole gives raw numbers (GPUs,
/// bytes, fractions, USD).
class SizingCandidatesModel final : public RowTableModel<SizingRow> {
    Q_OBJECT
public:
    using Column = SizingColumnId;

    explicit SizingCandidatesModel(QObject* parent = nullptr);

    void setCandidates(std::vector<model::SizingCandidate> candidates);
    const std::vector<model::SizingCandidate>& candidates() const { return m_candidates; }
    int columnOf(Column c) const { return sectionOf(int(c)); }

private:
    std::vector<model::SizingCandidate> m_candidates;
};

} // namespace rightsizer::views
