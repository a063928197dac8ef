#pragma once

#include "Catalog.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace rightsizer::catalog {

/// The three kinds of catalog row.
enum class RowKind { Gpu, Model, Price };
inline constexpr RowKind kRowKinds[] = {RowKind::Gpu, RowKind::Model, RowKind::Price};

/// "gpu", "model", "price".
std::string_view rowKindName(RowKind kind);
/// Parses "gpu", "model" or "price" (also the plurals); the error names `field`.
Result<RowKind> parseRowKind(std::string_view text, const std::string& field);

/// One catalog entry as stored: its JSON in the catalog's own format (a GPU object of gpus.json,
/// a model object of models.json, a price row of prices.csv as an object keyed by the CSV's
/// column names) with the source and date of its figures.
struct RowData {
    RowKind kind = RowKind::Gpu;
    std::string id;
    std::string json;
    std::string source;
    std::string date;
};

/// The bundled catalog split into rows, with the version of the build and a hash of the data
/// they came from (a newer build with changed data has another hash).
struct BundledRows {
    std::string version;
    std::string hash;
    std::vector<RowData> rows; ///< in file order
};

/// Splits catalog data in the bundled formats into rows. Each file is first checked with the
/// bundled parsers, so every row returned parses back; the error names the file and the field.
/// A GPU row's source and date are those of its dense_tflops figures, a model's of its
/// architecture, a price's its own.
Result<BundledRows> splitCatalogData(std::string_view gpusJson, std::string_view modelsJson,
                                     std::string_view pricesCsv, const std::string& version);
/// The catalog compiled into this build, split into rows.
Result<BundledRows> bundledRows();

/// Parses one GPU object (the format of one entry of catalog/data/gpus.json).
Result<model::GpuSpec> parseGpuObject(std::string_view json);
/// Parses one price object: the columns of catalog/data/prices.csv as keys, values as strings
/// (numbers are accepted too), checked exactly as a row of prices.csv is.
Result<model::PriceQuote> parsePriceObject(std::string_view json);

/// A model in the format of one entry of catalog/data/models.json (parseModelObject reads it
/// back to the same ModelSpec).
nlohmann::ordered_json modelToJson(const model::ModelSpec& m);

} // namespace rightsizer::catalog
