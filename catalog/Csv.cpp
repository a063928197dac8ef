#include "Csv.h"

namespace rightsizer::catalog {
namespace {

/// Splits one record starting at `pos`; advances `pos` past it and counts the lines it spans.
std::vector<std::string> readRecord(std::string_view text, size_t& pos, int& lines,
                                    bool& badQuote) {
    std::vector<std::string> fields(1);
    bool quoted = false;
    lines = 1;
    while (pos < text.size()) {
        const char c = text[pos++];
        if (quoted) {
            if (c == '"') {
                if (pos < text.size() && text[pos] == '"') {
                    fields.back() += '"';
                    ++pos;
                } else {
                    quoted = false;
                }
            } else {
                if (c == '\n')
                    ++lines;
                fields.back() += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            fields.emplace_back();
        } else if (c == '\n') {
            break;
        } else if (c != '\r') {
            fields.back() += c;
        }
    }
    badQuote = quoted;
    return fields;
}

} // namespace

CsvTable parseCsv(std::string_view text) {
    CsvTable t;
    size_t pos = 0;
    int line = 1;
    bool first = true;
    while (pos < text.size()) {
        int spanned = 1;
        bool badQuote = false;
        const int startLine = line;
        std::vector<std::string> fields = readRecord(text, pos, spanned, badQuote);
        line += spanned;
        if (fields.size() == 1 && fields[0].empty())
            continue; // blank line
        if (badQuote) {
            t.problems.push_back("line " + std::to_string(startLine) + ": unterminated quote");
            continue;
        }
        if (first) {
            t.header = std::move(fields);
            first = false;
            continue;
        }
        if (fields.size() != t.header.size()) {
            t.problems.push_back("line " + std::to_string(startLine) + ": " +
                                 std::to_string(fields.size()) + " fields, header has " +
                                 std::to_string(t.header.size()));
            continue;
        }
        CsvRow row;
        row.line = startLine;
        for (size_t i = 0; i < fields.size(); ++i)
            row.fields[t.header[i]] = fields[i];
        t.rows.push_back(std::move(row));
    }
    return t;
}

} // namespace rightsizer::catalog
