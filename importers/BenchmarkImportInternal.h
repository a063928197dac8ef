#pragma once

// Shared by BenchmarkImport.cpp, BenchmarkCsv.cpp and BenchmarkJson.cpp; not installed API.

#include "BenchmarkImport.h"

#include <string>
#include <string_view>
#include <vector>

namespace rightsizer::importers::benchmark {

/// `s` without leading and trailing blanks (space, tab, CR, LF).
std::string trimmed(std::string_view s);

/// A default string that is absent or blank gives nothing.
std::optional<std::string> nonEmpty(const std::optional<std::string>& s);

/// Fills what `m` lacks from `defaults` (model, gpu, precision, tp, pp, batch).
void applyDefaults(Measurement& m, const MeasurementDefaults& defaults);

/// The rows of a measurements CSV; problems get "line N: ...".
std::vector<Measurement> parseCsvRows(std::string_view text, const std::string& fileName,
                                      const MeasurementDefaults& defaults,
                                      std::vector<std::string>& problems);

/// The rows of a vLLM result (object, array or JSON lines) or a trtllm-bench report; sets
/// `format`. Problems name the item or line and the JSON key.
std::vector<Measurement> parseJsonRows(std::string_view text, const std::string& fileName,
                                       const MeasurementDefaults& defaults, BenchmarkFormat& format,
                                       std::vector<std::string>& problems);

} // namespace rightsizer::importers::benchmark
