#include "TelemetryImport.h"

#include "catalog/AtomicFile.h"

#include "TelemetryImportInternal.h"
#include "catalog/JsonReader.h"
#include "catalog/JsonText.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <utility>

namespace rightsizer::importers {
using catalog::invalidUtf8Note;
using catalog::isValidUtf8;
using catalog::joinProblems;
using catalog::JsonReader;
using catalog::ReadOnlyFile;
using catalog::replaceInvalidUtf8;
using model::clipText;

namespace telemetry {
namespace {

bool isHostChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_';
}

/// Length of a `host: ` prefix (pdsh, clush) at the start of `line`; 0 when there is none.
size_t hostPrefixLength(std::string_view line) {
    if (line.empty() || !std::isalnum(static_cast<unsigned char>(line[0])))
        return 0;
    size_t i = 0;
    while (i < line.size() && isHostChar(line[i]))
        ++i;
    return i + 1 < line.size() && line[i] == ':' && line[i + 1] == ' ' ? i : 0;
}

long long daysFromCivil(long long y, long long m, long long d) {
    y -= m <= 2 ? 1 : 0;
    const long long era = (y >= 0 ? y : y - 399) / 400;
    const long long yoe = y - era * 400;
    const long long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const long long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

/// The proleptic Gregorian date of a day count since 1970-01-01 (H. Hinnant's civil_from_days).
void civilFromDays(long long z, long long& y, int& m, int& d) {
    z += 719468;
    const long long era = (z >= 0 ? z : z - 146096) / 146097;
    const long long doe = z - era * 146097;
    const long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const long long mp = (5 * doy + 2) / 153;
    d = int(doy - (153 * mp + 2) / 5 + 1);
    m = int(mp < 10 ? mp + 3 : mp - 9);
    y = yoe + era * 400 + (m <= 2 ? 1 : 0);
}

} // namespace

ByteSource memorySource(std::string_view text) {
    return [text, pos = size_t(0)](char* buffer, size_t size) mutable -> model::Result<size_t> {
        const size_t n = std::min(size, text.size() - pos);
        std::copy_n(text.data() + pos, n, buffer);
        pos += n;
        return n;
    };
}

LineReader::LineReader(ByteSource source, size_t chunkBytes)
    : m_source(std::move(source))
    , m_chunk(std::max<size_t>(chunkBytes, 1)) {}

bool LineReader::fill() {
    if (m_end)
        return false;
    m_buffer.erase(0, m_pos);
    m_pos = 0;
    const size_t had = m_buffer.size();
    m_buffer.resize(had + m_chunk);
    auto got = m_source(m_buffer.data() + had, m_chunk);
    m_buffer.resize(had + (got ? *got : 0));
    if (!got)
        m_error = got.error();
    m_end = !got || *got == 0;
    return !m_end;
}

bool LineReader::next(SourceLine& out) {
    for (;;) {
        // Find the end of the next line, reading more of the text as needed.
        size_t end = std::string::npos;
        bool tooLong = false;
        for (size_t from = m_pos;;) {
            end = m_buffer.find('\n', from);
            if (end != std::string::npos)
                break;
            if (m_buffer.size() - m_pos > kMaxLineBytes) {
                // No telemetry line is this long: drop what is held, then the rest of the line.
                tooLong = true;
                m_pos = m_buffer.size();
                from = m_pos;
            } else {
                from = m_buffer.size();
            }
            const size_t kept = from - m_pos;
            if (!fill()) {
                end = m_buffer.size();
                break;
            }
            from = m_pos + kept;
        }
        if (m_pos >= m_buffer.size() && end >= m_buffer.size() && m_end && !tooLong)
            return false;                                 // nothing left
        tooLong = tooLong || end - m_pos > kMaxLineBytes; // found whole in one large chunk
        std::string_view line(m_buffer.data() + m_pos, end - m_pos);
        m_pos = std::min(end + 1, m_buffer.size());
        ++m_number;
        if (tooLong) {
            m_longLines.push_back(m_number);
            continue;
        }
        if (!isValidUtf8(line)) {
            m_invalidBytes += catalog::invalidUtf8Bytes(line);
            if (m_firstInvalidLine == 0)
                m_firstInvalidLine = m_number;
            m_repaired = replaceInvalidUtf8(line);
            line = m_repaired;
        }
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
            line.remove_suffix(1);
        out.number = m_number;
        out.host.clear();
        if (const size_t n = hostPrefixLength(line)) {
            out.host = std::string(line.substr(0, n));
            line.remove_prefix(n + 2);
        }
        if (trim(line).empty())
            continue;
        out.text = line;
        return true;
    }
}

std::string_view trim(std::string_view s) {
    const size_t b = s.find_first_not_of(" \t");
    if (b == std::string_view::npos)
        return {};
    return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

std::optional<double> parseNumber(std::string_view s) {
    if (!s.empty() && s[0] == '+')
        s.remove_prefix(1);
    if (s.empty())
        return std::nullopt;
    double v = 0;
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    if (r.ec != std::errc() || r.ptr != s.data() + s.size())
        return std::nullopt;
    return v;
}

std::optional<double> epochSeconds(int year, int month, int day, int hour, int minute,
                                   double second) {
    static constexpr int kDays[12] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    if (month < 1 || month > 12 || day < 1 || day > kDays[month - 1] ||
        (month == 2 && day == 29 && !leap) || hour < 0 || hour > 23 || minute < 0 || minute > 59 ||
        !(second >= 0 && second < 61))
        return std::nullopt;
    return double(daysFromCivil(year, month, day)) * 86400.0 + hour * 3600.0 + minute * 60.0 +
           second;
}

std::string formatTime(double timeS) {
    if (!std::isfinite(timeS) || timeS < 365.0 * 86400.0) {
        std::ostringstream out;
        out << "t = " << timeS << " s";
        return out.str();
    }
    const long long whole = (long long)std::floor(timeS);
    const long long days = whole >= 0 ? whole / 86400 : (whole - 86399) / 86400;
    const long long rest = whole - days * 86400;
    long long y = 0;
    int m = 0, d = 0;
    civilFromDays(days, y, m, d);
    const long long ms = std::llround((timeS - double(whole)) * 1000.0);
    char buf[96]; // room for any long long the format could print
    if (ms > 0 && ms < 1000)
        std::snprintf(buf, sizeof buf, "%04lld-%02d-%02dT%02lld:%02lld:%02lld.%03lldZ", y, m, d,
                      rest / 3600, rest / 60 % 60, rest % 60, ms);
    else
        std::snprintf(buf, sizeof buf, "%04lld-%02d-%02dT%02lld:%02lld:%02lldZ", y, m, d,
                      rest / 3600, rest / 60 % 60, rest % 60);
    return buf;
}

std::string joinNames(const std::set<std::string>& names) {
    std::string out;
    for (const std::string& n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

model::GpuTrace& TraceSet::trace(const std::string& host, const std::string& gpu) {
    const std::string& h = hostOr(host);
    auto [it, added] = m_index.try_emplace({h, gpu}, m_log.gpus.size());
    if (added) {
        model::GpuTrace t;
        t.host = h;
        t.gpu = gpu;
        m_log.gpus.push_back(std::move(t));
    }
    return m_log.gpus[it->second];
}

void TraceSet::problem(int line, std::string message) {
    m_log.problems.push_back(model::TelemetryProblem{m_file, line, std::move(message)});
}

void TraceSet::note(std::string message) {
    m_log.notes.push_back(m_file + ": " + message);
}

void TraceSet::noteOnce(const std::string& key, std::string message) {
    if (m_noted.insert(key).second)
        note(std::move(message));
}

model::Result<model::TelemetryLog> TraceSet::finish(std::string format, const std::string& what) {
    std::stable_sort(m_log.problems.begin(), m_log.problems.end(),
                     [](const model::TelemetryProblem& a, const model::TelemetryProblem& b) {
                         return a.line < b.line;
                     });
    m_log.formats.push_back(std::move(format));
    std::erase_if(m_log.gpus, [](const model::GpuTrace& t) { return t.samples.empty(); });
    if (m_log.gpus.empty()) {
        std::vector<std::string> problems;
        for (const model::TelemetryProblem& p : m_log.problems)
            problems.push_back("line " + std::to_string(p.line) + ": " + p.message);
        return model::fieldError(m_file,
                                 "no usable " + what + " line" +
                                     (problems.empty() ? "" : ": " + joinProblems(problems)));
    }
    std::vector<model::TelemetryLog> one;
    one.push_back(std::move(m_log));
    return model::mergeTelemetry(std::move(one));
}

} // namespace telemetry

using namespace telemetry;

namespace {

model::Result<TelemetryFormat> detectFormat(LineReader& lines, const std::string& fileName) {
    constexpr int kLinesLookedAt = 1000;
    std::string first;
    SourceLine line;
    for (int i = 0; i < kLinesLookedAt && lines.next(line); ++i) {
        const std::string_view t = trim(line.text);
        if (i == 0)
            first = clipText(t, 60);
        if (isDcgmLine(t))
            return TelemetryFormat::DcgmPrometheus;
        if (isDmonHeader(t))
            return TelemetryFormat::NvidiaSmiDmon;
        if (isSmiCsvHeader(t) || looksLikeSmiCsvValues(t))
            return TelemetryFormat::NvidiaSmiCsv;
    }
    if (lines.error())
        return *lines.error();
    if (first.empty())
        return model::fieldError(fileName, "the file is empty");
    return model::fieldError(
        fileName, "not a telemetry file this importer reads (it starts '" + first +
                      "'): expected nvidia-smi --query-gpu=... --format=csv output with its header "
                      "line, nvidia-smi dmon output, or dcgm-exporter /metrics scrapes");
}

/// Detects the format on the first lines, then reads the whole text line by line; `open`
/// gives the bytes from the start each time it is called.
model::Result<model::TelemetryLog>
parseLines(const std::function<model::Result<ByteSource>()>& open, const std::string& fileName,
           const std::string& defaultHost, size_t chunkBytes) {
    auto head = open();
    if (!head)
        return head.error();
    LineReader first(std::move(head).value(), chunkBytes);
    const model::Result<TelemetryFormat> format = detectFormat(first, fileName);
    if (!format)
        return format.error();
    auto all = open();
    if (!all)
        return all.error();
    LineReader lines(std::move(all).value(), chunkBytes);
    TraceSet traces(fileName, defaultHost);
    model::Result<model::TelemetryLog> log =
        model::fieldError(fileName, "unknown telemetry format");
    switch (*format) {
    case TelemetryFormat::NvidiaSmiCsv:
        log = parseSmiCsv(lines, std::move(traces));
        break;
    case TelemetryFormat::NvidiaSmiDmon:
        log = parseDmon(lines, std::move(traces));
        break;
    case TelemetryFormat::DcgmPrometheus:
        log = parseDcgm(lines, std::move(traces));
        break;
    }
    if (lines.error())
        return *lines.error();
    if (!log)
        return log;
    model::TelemetryLog& out = log.value();
    // Names and labels go into reports and JSON output, which must be valid UTF-8.
    const std::string utf8 =
        invalidUtf8Note(lines.invalidUtf8Bytes(), lines.firstInvalidUtf8Line(), fileName);
    if (!utf8.empty())
        out.notes.insert(out.notes.begin(), utf8);
    if (!lines.longLines().empty()) {
        for (int n : lines.longLines())
            out.problems.push_back(
                model::TelemetryProblem{fileName, n,
                                        "longer than " + std::to_string(kMaxLineBytes >> 20) +
                                            " MiB: not a telemetry line, skipped"});
        std::stable_sort(out.problems.begin(), out.problems.end(),
                         [](const model::TelemetryProblem& a, const model::TelemetryProblem& b) {
                             return a.line < b.line; // all from this file
                         });
    }
    return log;
}

} // namespace

model::Result<model::TelemetryLog> telemetry::parseTelemetryInChunks(std::string_view text,
                                                                     const std::string& fileName,
                                                                     const std::string& defaultHost,
                                                                     size_t chunkBytes) {
    return parseLines([text]() -> model::Result<ByteSource> { return memorySource(text); },
                      fileName, defaultHost, chunkBytes);
}

model::Result<TelemetryFormat> detectTelemetryFormat(std::string_view text,
                                                     const std::string& fileName) {
    LineReader lines(memorySource(text));
    return detectFormat(lines, fileName);
}

model::Result<model::TelemetryLog>
parseTelemetry(std::string_view text, const std::string& fileName, const std::string& defaultHost) {
    return parseTelemetryInChunks(text, fileName, defaultHost, kChunkBytes);
}

model::Result<model::TelemetryLog> loadTelemetryFile(const std::string& path) {
    auto file = ReadOnlyFile::open(path, kMaxTelemetryBytes, "telemetry");
    if (!file)
        return file.error();
    ReadOnlyFile& f = file.value();
    bool opened = false;
    const auto open = [&f, &opened]() -> model::Result<ByteSource> {
        if (std::exchange(opened, true)) {
            auto again = f.rewind();
            if (!again)
                return again.error();
        }
        return ByteSource([&f](char* buffer, size_t size) { return f.read(buffer, size); });
    };
    const std::filesystem::path p(path);
    return parseLines(open, p.filename().string(), p.stem().string(), kChunkBytes);
}

} // namespace rightsizer::importers
