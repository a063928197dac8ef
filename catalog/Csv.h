#pragma once

#include "model/Result.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace rightsizer::catalog {

/// One CSV record with its 1-based line number in the file.
struct CsvRow {
    int line = 0;
    std::map<std::string, std::string> fields;
};

/// RFC 4180 CSV with a header row (quoted fields, doubled quotes, embedded commas and line
/// breaks). Rows whose field count differs from the header are reported by line number.
struct CsvTable {
    std::vector<std::string> header;
    std::vector<CsvRow> rows;
    std::vector<std::string> problems;
};

CsvTable parseCsv(std::string_view text);

} // namespace rightsizer::catalog
