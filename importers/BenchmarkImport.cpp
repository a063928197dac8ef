#include "BenchmarkImport.h"

#include "catalog/AtomicFile.h"

#include "BenchmarkImportInternal.h"
#include "catalog/JsonReader.h"
#include "catalog/JsonText.h"
#include "model/Result.h"

#include <cmath>
#include <filesystem>

namespace rightsizer::importers {
using catalog::invalidUtf8Note;
using catalog::joinProblems;
using catalog::JsonReader;
using catalog::kMaxReadBytes;
using catalog::readWholeFile;
using catalog::replaceInvalidUtf8;
using model::Error;
using model::Result;
using model::Status;

using model::Error;
using model::Result;
using model::Status;

namespace benchmark {

std::string trimmed(std::string_view s) {
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string_view::npos)
        return {};
    const auto e = s.find_last_not_of(" \t\r\n");
    return std::string(s.substr(b, e - b + 1));
}

std::optional<std::string> nonEmpty(const std::optional<std::string>& s) {
    if (!s)
        return std::nullopt;
    std::string t = trimmed(*s);
    if (t.empty())
        return std::nullopt;
    return t;
}

void applyDefaults(Measurement& m, const MeasurementDefaults& defaults) {
    if (!m.model)
        m.model = nonEmpty(defaults.model);
    if (!m.gpu)
        m.gpu = nonEmpty(defaults.gpu);
    if (!m.precision)
        m.precision = nonEmpty(defaults.precision);
    if (!m.tp)
        m.tp = defaults.tp;
    if (!m.pp)
        m.pp = defaults.pp;
    if (!m.batch)
        m.batch = defaults.batch;
}

} // namespace benchmark

namespace {

/// How many problems one error lists before "and N more".
constexpr size_t kProblemsShown = 40;

/// Problems of one row for calibration ("gpu is missing ..."), empty when it is usable.
std::vector<std::string> calibrationProblems(const Measurement& m) {
    std::vector<std::string> out;
    const auto text = [&](const std::optional<std::string>& v, const char* name,
                          const char* example) {
        if (!v || benchmark::trimmed(*v).empty())
            out.push_back(std::string(name) + " is missing (" + example + ")");
    };
    text(m.model, "model", "a model id such as llama-3.1-8b");
    text(m.gpu, "gpu", "a GPU id such as h100-sxm");
    text(m.precision, "precision", "such as bf16 or fp8");
    const auto count = [&](const std::optional<std::int64_t>& v, const char* name, bool required,
                           const char* what) {
        if (!v) {
            if (required)
                out.push_back(std::string(name) + " is missing (" + what +
                              ": a whole number >= 1)");
        } else if (*v < 1) {
            out.push_back(std::string(name) + " is " + std::to_string(*v) +
                          " (accepted: a whole number >= 1 of " + what + ")");
        }
    };
    count(m.tp, "tp", false, "tensor-parallel GPUs");
    count(m.pp, "pp", false, "pipeline stages");
    count(m.batch, "batch", true, "concurrent requests of the run");
    count(m.inputTokens, "input_tokens", true, "prompt tokens per request");
    count(m.outputTokens, "output_tokens", true, "generated tokens per request");
    // Bounds far outside anything a GPU measures, yet tight enough that a typo (TPOT 1e-100 ms)
    // or a unit slip cannot reach the fit, whose factors would become NaN or infinite.
    const auto bounded = [&](const std::optional<double>& v, const char* name, double lo, double hi,
                             const char* unit) {
        if (v && !(std::isfinite(*v) && *v >= lo && *v <= hi))
            out.push_back(std::string(name) + " is " + model::plainNumber(*v) + " " + unit +
                          " (accepted: " + model::plainNumber(lo) + " to " +
                          model::plainNumber(hi) + " " + unit + ")");
    };
    bounded(m.ttftS, "ttft", 1e-4, 86400, "s"); // 0.1 ms to a day
    bounded(m.tpotS, "tpot", 1e-5, 600, "s");   // 0.01 ms to 10 minutes
    bounded(m.tokensPerS, "tokens_per_s", 1e-3, 1e9, "tokens/s");
    bounded(m.peakMemoryGib, "peak_memory", 1e-3, 1e5, "GiB");
    const auto atMost = [&](const std::optional<std::int64_t>& v, const char* name,
                            std::int64_t hi) {
        if (v && *v > hi)
            out.push_back(std::string(name) + " is " + std::to_string(*v) + " (accepted: at most " +
                          std::to_string(hi) + ")");
    };
    atMost(m.tp, "tp", 4096);
    atMost(m.pp, "pp", 4096);
    atMost(m.batch, "batch", 1000000);
    atMost(m.inputTokens, "input_tokens", 100000000);
    atMost(m.outputTokens, "output_tokens", 100000000);
    if (!m.ttftS && !m.tpotS && !m.tokensPerS)
        out.push_back("no timing (give at least one of ttft, tpot and tokens_per_s)");
    return out;
}

/// The format for messages; JSON nothing could be read from has none yet.
std::string formatLabel(const MeasurementImport& m) {
    if (m.format != BenchmarkFormat::Csv && m.rows.empty())
        return "JSON";
    return benchmarkFormatName(m.format);
}

} // namespace

const char* benchmarkFormatName(BenchmarkFormat format) {
    switch (format) {
    case BenchmarkFormat::Csv:
        return "CSV";
    case BenchmarkFormat::VllmJson:
        return "vLLM benchmark JSON";
    case BenchmarkFormat::TrtllmJson:
        return "trtllm-bench report";
    }
    return "?";
}

Result<MeasurementImport> parseMeasurements(std::string_view text, const std::string& fileName,
                                            const MeasurementDefaults& defaults) {
    constexpr std::string_view kBom = "\xEF\xBB\xBF"; // spreadsheets write one before a CSV
    if (text.substr(0, kBom.size()) == kBom)
        text.remove_prefix(kBom.size());
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos)
        return model::fieldError(fileName, "the file is empty; expected a measurements CSV with "
                                           "a header, a vLLM result JSON or a trtllm-bench report");
    MeasurementImport out;
    // Sources and notes go into the project and JSON output, which must be valid UTF-8.
    std::string repaired;
    if (std::string note = invalidUtf8Note(text, fileName); !note.empty()) {
        out.notes.push_back(std::move(note));
        repaired = replaceInvalidUtf8(text);
        text = repaired;
    }
    std::vector<std::string> problems;
    if (text[first] == '{' || text[first] == '[') {
        out.rows = benchmark::parseJsonRows(text, fileName, defaults, out.format, problems);
    } else {
        out.format = BenchmarkFormat::Csv;
        out.rows = benchmark::parseCsvRows(text, fileName, defaults, problems);
    }
    if (problems.empty() && out.rows.empty())
        problems.push_back("no measurements in the file");
    if (!problems.empty())
        return Error{fileName, fileName + " (" + formatLabel(out) +
                                   "): " + std::to_string(problems.size()) +
                                   (problems.size() == 1 ? " problem" : " problems") +
                                   ", nothing imported: " + joinProblems(problems, kProblemsShown)};
    return out;
}

Result<MeasurementImport> loadMeasurementsFile(const std::string& path,
                                               const MeasurementDefaults& defaults) {
    auto text = readWholeFile(path, kMaxReadBytes, "measurements");
    if (!text)
        return text.error();
    return parseMeasurements(*text, std::filesystem::path(path).filename().string(), defaults);
}

Status checkMeasurementsForCalibration(const std::vector<Measurement>& rows) {
    if (rows.empty())
        return model::fieldError("measurements", "there are none; calibration needs at least "
                                                 "one measured run");
    std::vector<std::string> problems;
    size_t badRows = 0;
    for (size_t i = 0; i < rows.size(); ++i) {
        const std::vector<std::string> p = calibrationProblems(rows[i]);
        if (p.empty())
            continue;
        ++badRows;
        std::string where = "row " + std::to_string(i + 1);
        if (rows[i].source && !rows[i].source->empty())
            where += " (" + *rows[i].source + ")";
        std::string joined;
        for (const std::string& s : p)
            joined += (joined.empty() ? "" : ", ") + s;
        problems.push_back(where + ": " + joined);
    }
    if (problems.empty())
        return {};
    return model::fieldError(
        "measurements", std::to_string(badRows) + " of " + std::to_string(rows.size()) +
                            " rows cannot calibrate: " + joinProblems(problems, kProblemsShown));
}

} // namespace rightsizer::importers
