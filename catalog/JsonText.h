#pragma once

#include "model/Result.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace rightsizer::catalog {

/// Objects and arrays nested deeper than this are refused before parsing: no input RightSizer
/// reads nests beyond a handful of levels, and deep nesting is what overflows the stack of a
/// recursive reader or printer.
constexpr int kMaxJsonDepth = 64;

/// Parses a whole JSON document and never throws. Refused with one message (the library's
/// internals left out): a syntax error (with line and column), a number beyond a double
/// ("1e400"), invalid UTF-8, nesting deeper than kMaxJsonDepth, and a key given twice in one
/// object (the file would otherwise mean whichever copy came last). The error's field is empty;
/// callers prefix the file or field they read.
model::Result<nlohmann::json> parseJsonText(std::string_view text);
model::Result<nlohmann::ordered_json> parseOrderedJsonText(std::string_view text);

/// The JSON library's message for `e` as a person reads it: without its
/// "[json.exception.type_error.302] " prefix, a number overflow named as such, cut short.
std::string jsonErrorMessage(const nlohmann::json::exception& e);

/// A value as an error message quotes it: numbers, booleans and null as written, a string in
/// quotes cut to 80 bytes, an array or object by its size only ("an array of 3 items").
std::string describeJson(const nlohmann::json& value);
std::string describeJson(const nlohmann::ordered_json& value);

using model::clipText;

/// Valid UTF-8 (RFC 3629) throughout.
bool isValidUtf8(std::string_view text);
/// `text` with every byte that is not part of a valid UTF-8 sequence replaced by U+FFFD.
std::string replaceInvalidUtf8(std::string_view text);

/// How many bytes of `text` are not part of a valid UTF-8 sequence.
size_t invalidUtf8Bytes(std::string_view text);
/// The note below for `bytes` such bytes, the first on line `firstLine`; empty when none.
std::string invalidUtf8Note(size_t bytes, int firstLine, const std::string& fileName);

/// "FILE: N bytes that are not UTF-8 (first on line L) read as U+FFFD", or empty when `text`
/// is valid UTF-8: the note an importer gives when it reads a file through replaceInvalidUtf8.
std::string invalidUtf8Note(std::string_view text, const std::string& fileName);

/// Serialised JSON for output: invalid UTF-8 in strings becomes U+FFFD instead of aborting.
std::string dumpJson(const nlohmann::json& value, int indent = -1);
std::string dumpJson(const nlohmann::ordered_json& value, int indent = -1);

} // namespace rightsizer::catalog
