#pragma once

#include "catalog/CatalogDb.h"
#include "model/ModelSpec.h"
#include "model/Pricing.h"

#include <nlohmann/json.hpp>

#include <QString>
#include <QVariant>

#include <functional>
#include <optional>
#include <vector>

namespace rightsizer::views {

/// One row of a catalog table: the stored row and what its kind's parser reads from it.
struct CatalogEntry {
    catalog::CatalogRow row;
    std::optional<model::GpuSpec> gpu;
    std::optional<model::ModelSpec> model;
    model::ParameterCount params; ///< models: counted by the engine from the architecture
    std::optional<model::PriceQuote> price;
    QString problem; ///< why the row's JSON does not parse; empty when it does
};

/// Parses a row with the parser of its kind.
CatalogEntry parseCatalogEntry(catalog::CatalogRow row);

/// How a column's raw value is shown.
enum class CellFormat {
    Text,   ///< the raw text
    Number, ///< locale-formatted with `decimals`
    Money,  ///< US dollars with `decimals`
};

/// One column of a kind's table. Units are in the title.
struct CatalogColumn {
    std::string key; ///< stable name: "memory", "bandwidth", "source", ...
    QString title;
    QString tip;
    CellFormat format = CellFormat::Text;
    int decimals = 0;
    bool zeroIsNone = false; ///< 0 means "not quoted" (FP8 on Ampere, hourly price of a purchase)
    /// The raw value (Qt::EditRole): a double for numbers, a string for text; invalid when the
    /// row does not parse.
    std::function<QVariant(const CatalogEntry&)> raw;
    /// The JSON field a numeric edit writes (GPU provenance is keyed by it); empty: read-only.
    std::string field;
    /// Writes the edited value (in the column's unit) into the row's JSON.
    std::function<void(nlohmann::ordered_json&, double)> write;

    bool editable() const { return static_cast<bool>(write); }
};

/// The columns of a kind's table: its figures, then Status, Date and Source.
const std::vector<CatalogColumn>& catalogColumns(catalog::RowKind kind);
/// The index of the common Status, Date and Source columns of a kind.
int sourceColumn(catalog::RowKind kind);
int dateColumn(catalog::RowKind kind);
int statusColumn(catalog::RowKind kind);
/// The index of the column with this key in a kind's columns; -1 when there is none.
int catalogColumnOf(catalog::RowKind kind, std::string_view key);

/// A JSON number for a value typed in a cell: an integer when it is whole (the parsers want
/// whole numbers for counts), else a double.
nlohmann::ordered_json jsonNumber(double v);

} // namespace rightsizer::views
