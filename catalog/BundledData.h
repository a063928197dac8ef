#pragma once

#include <string_view>

namespace rightsizer::catalog {

/// Files of catalog/data/, compiled into the library at configure time (no file access and
/// no network at run time).
std::string_view bundledGpusJson();
std::string_view bundledModelsJson();
std::string_view bundledEfficiencyJson();
std::string_view bundledServingMeasurementsCsv();
std::string_view bundledTrainingMeasurementsCsv();
std::string_view bundledWeightSizesCsv();
std::string_view bundledPricesCsv();

} // namespace rightsizer::catalog
