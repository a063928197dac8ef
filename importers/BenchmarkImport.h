#pragma once

#include "Measurement.h"
#include "model/Result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rightsizer::importers {

// Measured benchmark runs into project measurements (importers::Measurement). Three inputs:
//  * a measurements CSV (header required, see parseMeasurements),
//  * a vLLM `benchmark_serving.py --save-result` / `vllm bench serve --save-result` JSON
//    (one object, an array of them, or JSON lines as `--append-result` writes),
//  * a `trtllm-bench throughput --report_json FILE` report.
// Model, GPU and precision are kept as written (trimmed); resolving them against the catalog
// is the caller's job.

/// Values for fields a benchmark file does not carry (vLLM's JSON names no GPU, no precision,
/// no tensor-parallel degree; trtllm-bench's report does not record --concurrency): a value
/// the file gives wins, these fill the gaps; empty ones stay absent.
struct MeasurementDefaults {
    std::optional<std::string> model;
    std::optional<std::string> gpu;
    std::optional<std::string> precision;
    std::optional<std::int64_t> tp;
    std::optional<std::int64_t> pp;
    std::optional<std::int64_t> batch; ///< concurrency of the run, when the file lacks it
};

enum class BenchmarkFormat { Csv, VllmJson, TrtllmJson };

struct MeasurementImport {
    std::vector<Measurement> rows;
    BenchmarkFormat format = BenchmarkFormat::Csv;
    std::vector<std::string> notes; ///< what the import assumed or repaired (e.g. bytes not UTF-8)
};

/// "CSV", "vLLM benchmark JSON", "trtllm-bench report".
const char* benchmarkFormatName(BenchmarkFormat format);

/// Parses a measurements CSV, a vLLM benchmark_serving.py result JSON (--save-result), or a
/// trtllm-bench report JSON (detected from the content: text starting with '{' or '[' is JSON).
/// Every problem is collected with its line (CSV, JSON lines) or JSON key and reported together
/// in one error (nothing is half-imported); fileName names the file in messages. Each row's
/// `source` is the file name plus its line or item ("runs.csv line 3"), except that a CSV
/// row's own non-empty source cell is kept.
///
/// CSV columns (header case-insensitive, any order, all optional): model, gpu, precision, tp,
/// pp, batch (or concurrency, max_concurrency), input_tokens (input_len, isl), output_tokens
/// (output_len, osl), ttft_ms or ttft_s, tpot_ms or tpot_s (itl_ms, itl_s), tokens_per_s
/// (output_tokens_per_s, output_throughput), peak_memory_gib or peak_memory_mib, source, note.
/// Times and memory carry their unit in the header; a cell holds a plain decimal number. An
/// empty cell is an absent value.
///
/// vLLM: model = model_id, batch = max_concurrency, input/output tokens = total_input_tokens /
/// total_output_tokens over completed (rounded), ttft/tpot = median_ttft_ms / median_tpot_ms,
/// tokens/s = output_throughput; gpu, precision, tp, pp from `--metadata gpu=.. precision=..
/// tp=.. pp=..` keys when present, else from defaults.
///
/// trtllm-bench: model = engine.model, precision = engine.quantization (or engine.dtype when
/// unquantized), tp/pp = world_info.tp_size/pp_size, tokens = request_info.avg_input_length /
/// avg_output_length (rounded), ttft/tpot = streaming_metrics p50 (else the averages),
/// tokens/s = performance.system_output_throughput_tok_s; batch from defaults.
[[nodiscard]] model::Result<MeasurementImport>
parseMeasurements(std::string_view text, const std::string& fileName,
                  const MeasurementDefaults& defaults = {});

/// Reads `path` and parses it with parseMeasurements (messages name the file's name).
[[nodiscard]] model::Result<MeasurementImport>
loadMeasurementsFile(const std::string& path, const MeasurementDefaults& defaults = {});

/// The CSV text of measurements (the columns parseMeasurements reads: times in seconds as
/// ttft_s/tpot_s, memory in GiB), for export; numbers are written so that they read back equal.
std::string measurementsToCsv(const std::vector<Measurement>& rows);

/// Checks what calibration needs of each row: model, gpu, precision, input/output tokens, batch
/// (concurrency) and at least one of ttft/tpot/tokens_per_s; TTFT/TPOT/tokens/s > 0 and finite,
/// tp/pp/batch >= 1, tokens >= 1, peak memory > 0. The error lists every bad row (1-based index
/// and source) with the field and its accepted range. No rows at all is an error too.
[[nodiscard]] model::Status checkMeasurementsForCalibration(const std::vector<Measurement>& rows);

} // namespace rightsizer::importers
