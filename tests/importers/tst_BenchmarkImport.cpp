// Benchmark import: measurements CSV, vLLM serving results and trtllm-bench reports into
// importers::Measurement; every problem reported at once, nothing half-imported.
#include "TestSupport.h"

#include "importers/BenchmarkImport.h"

#include <QtTest>

#include <cmath>
#include <map>
#include <string>

namespace tst_BenchmarkImport_suite {

using namespace rightsizer;
using importers::BenchmarkFormat;
using importers::Measurement;
using importers::MeasurementDefaults;
using rightsizer::test::near;

namespace {

const std::string kDataDir = RIGHTSIZER_SOURCE_DIR "/tests/data/benchmarks/";

/// The error message of a failed import or check ("" when it succeeded).
template <typename R> std::string errorOf(const R& r) {
    return r.ok() ? std::string() : r.error().message;
}

/// QVERIFY2 message: the text searched for and where.
QByteArray missing(const std::string& what, const std::string& in) {
    return QByteArray::fromStdString("'" + what + "' not in: " + in);
}

#define VERIFY_MENTIONS(text, what)                                                                \
    QVERIFY2(std::string(text).find(what) != std::string::npos, missing(what, text).constData())

template <typename T> bool is(const std::optional<T>& v, const T& expected) {
    return v && *v == expected;
}

bool isNear(const std::optional<double>& v, double expected) {
    return v && near(*v, expected, 1e-12);
}

std::string str(const QByteArray& s) {
    return s.toStdString();
}

MeasurementDefaults h100Bf16() {
    MeasurementDefaults d;
    d.gpu = "h100-sxm";
    d.precision = "bf16";
    d.tp = 1;
    return d;
}

/// A vLLM result object with the given extra keys (a JSON fragment, may be empty).
std::string vllmObject(const std::string& extra) {
    return R"({"date": "20250312-141530", "backend": "vllm", "model_id": " org/Model-7B ",
        "num_prompts": 8, "request_rate": "inf", "completed": 8, "total_input_tokens": 8170,
        "total_output_tokens": 2044, "output_throughput": 1000.5, "median_ttft_ms": 50.0,
        "median_tpot_ms": 10.0)" +
           (extra.empty() ? std::string() : ", " + extra) + "}";
}

/// One good row for calibration; tests break one field at a time.
Measurement goodRow() {
    Measurement m;
    m.model = "llama-3.1-8b";
    m.gpu = "h100-sxm";
    m.precision = "bf16";
    m.tp = 1;
    m.batch = 32;
    m.inputTokens = 1024;
    m.outputTokens = 256;
    m.tpotS = 0.011;
    m.source = "good.csv line 2";
    return m;
}

} // namespace

class TstBenchmarkImport final : public QObject {
    Q_OBJECT

private slots:
    // ---- vLLM ----------------------------------------------------------------------------
    void vllmSampleFileMapsEveryField() {
        const auto r =
            importers::loadMeasurementsFile(kDataDir + "vllm-llama31-8b-h100.json", h100Bf16());
        QVERIFY2(r.ok(), errorOf(r).c_str());
        QCOMPARE(r->format, BenchmarkFormat::VllmJson);
        QCOMPARE(r->rows.size(), size_t(1));
        const Measurement& m = r->rows[0];
        QVERIFY(is<std::string>(m.model, "meta-llama/Llama-3.1-8B-Instruct")); // model_id verbatim
        QVERIFY(is<std::string>(m.gpu, "h100-sxm"));                           // from defaults
        QVERIFY(is<std::string>(m.precision, "bf16"));
        QVERIFY(is<std::int64_t>(m.tp, 1));
        QVERIFY(!m.pp);                                 // neither the file nor the defaults say
        QVERIFY(is<std::int64_t>(m.batch, 32));         // max_concurrency
        QVERIFY(is<std::int64_t>(m.inputTokens, 1024)); // total_input_tokens 327680 / 320
        QVERIFY(is<std::int64_t>(m.outputTokens, 256)); // total_output_tokens 81920 / 320
        QVERIFY(isNear(m.ttftS, 0.09841566));           // median_ttft_ms 98.41566
        QVERIFY(isNear(m.tpotS, 0.01138047));           // median_tpot_ms 11.38047
        QVERIFY(isNear(m.tokensPerS, 81920 / 31.204817262)); // output_throughput, = 2625.24
        QVERIFY(!m.peakMemoryGib);
        QVERIFY(is<std::string>(m.source, "vllm-llama31-8b-h100.json"));
        QVERIFY(m.note);
        VERIFY_MENTIONS(*m.note, "medians");
        VERIFY_MENTIONS(*m.note, "320 requests completed");
        VERIFY_MENTIONS(*m.note, "request rate inf");
        QVERIFY2(importers::checkMeasurementsForCalibration(r->rows).ok(),
                 errorOf(importers::checkMeasurementsForCalibration(r->rows)).c_str());
    }

    void vllmRoundsMeansAndReadsMetadata() {
        // --metadata gpu=a100-sxm-80gb tp=2 lands as top-level text; the file wins over the
        // defaults (gpu h100-sxm), defaults fill the rest (precision bf16).
        const std::string json = vllmObject(R"("max_concurrency": 4, "gpu": "a100-sxm-80gb",
            "tp": "2", "failed": 1)");
        const auto r = importers::parseMeasurements(json, "meta.json", h100Bf16());
        QVERIFY2(r.ok(), errorOf(r).c_str());
        const Measurement& m = r->rows.at(0);
        QVERIFY(is<std::string>(m.model, "org/Model-7B")); // trimmed
        QVERIFY(is<std::string>(m.gpu, "a100-sxm-80gb"));
        QVERIFY(is<std::int64_t>(m.tp, 2));
        QVERIFY(is<std::string>(m.precision, "bf16"));
        QVERIFY(is<std::int64_t>(m.batch, 4));
        QVERIFY(is<std::int64_t>(m.inputTokens, 1021)); // 8170 / 8 = 1021.25
        QVERIFY(is<std::int64_t>(m.outputTokens, 256)); // 2044 / 8 = 255.5, half away from 0
        QVERIFY(isNear(m.ttftS, 0.05));                 // 50 ms
        QVERIFY(isNear(m.tpotS, 0.01));                 // 10 ms
        QVERIFY(isNear(m.tokensPerS, 1000.5));
        VERIFY_MENTIONS(*m.note, "1 failed");
    }

    void vllmDefaultModelOnlyWhenAbsent() {
        MeasurementDefaults d = h100Bf16();
        d.model = "llama-3.1-8b";
        std::string json = vllmObject(R"("max_concurrency": 4)");
        auto r = importers::parseMeasurements(json, "a.json", d);
        QVERIFY2(r.ok(), errorOf(r).c_str());
        QVERIFY(is<std::string>(r->rows[0].model, "org/Model-7B"));
        json.replace(json.find("\"model_id\""), 10, "\"model_xx\"");
        r = importers::parseMeasurements(json, "a.json", d);
        QVERIFY2(r.ok(), errorOf(r).c_str());
        QVERIFY(is<std::string>(r->rows[0].model, "llama-3.1-8b"));
    }

    void vllmUnstreamedTtftIsAbsent() {
        // Without streaming vLLM writes median_ttft_ms 0: not a measurement.
        std::string json = vllmObject(R"("max_concurrency": 4)");
        json.replace(json.find("\"median_ttft_ms\": 50.0"), 22, "\"median_ttft_ms\": 0");
        const auto r = importers::parseMeasurements(json, "a.json", h100Bf16());
        QVERIFY2(r.ok(), errorOf(r).c_str());
        QVERIFY(!r->rows[0].ttftS);
        QVERIFY(isNear(r->rows[0].tpotS, 0.01));
    }

    void vllmConcurrency_data() {
        QTest::addColumn<QByteArray>("extra");
        QTest::addColumn<int>("defaultBatch"); // 0: none
        QTest::addColumn<int>("batch");        // 0: an error is expected
        QTest::addColumn<QByteArray>("mentions");
        QTest::newRow("null") << QByteArray(R"("max_concurrency": null)") << 0 << 0
                              << QByteArray(
                                     "max_concurrency: is null: the run had no --max-concurrency");
        QTest::newRow("absent") << QByteArray("") << 0 << 0
                                << QByteArray("max_concurrency: is missing");
        QTest::newRow("null, batch given")
            << QByteArray(R"("max_concurrency": null)") << 16 << 16 << QByteArray("");
        QTest::newRow("file wins")
            << QByteArray(R"("max_concurrency": 8)") << 16 << 8 << QByteArray("");
        QTest::newRow("zero") << QByteArray(R"("max_concurrency": 0)") << 0 << 0
                              << QByteArray("max_concurrency: is 0; accepted: >= 1");
        QTest::newRow("text") << QByteArray(R"("max_concurrency": "lots")") << 0 << 0
                              << QByteArray("max_concurrency: 'lots' is not a whole number");
    }
    void vllmConcurrency() {
        QFETCH(QByteArray, extra);
        QFETCH(int, defaultBatch);
        QFETCH(int, batch);
        QFETCH(QByteArray, mentions);
        MeasurementDefaults d = h100Bf16();
        if (defaultBatch > 0)
            d.batch = defaultBatch;
        const auto r = importers::parseMeasurements(vllmObject(str(extra)), "run.json", d);
        if (batch == 0) {
            QVERIFY(!r.ok());
            VERIFY_MENTIONS(errorOf(r), str(mentions));
            VERIFY_MENTIONS(errorOf(r), "run.json");
        } else {
            QVERIFY2(r.ok(), errorOf(r).c_str());
            QVERIFY(is<std::int64_t>(r->rows[0].batch, batch));
        }
    }

    void vllmArrayAndJsonLines() {
        const std::string a = vllmObject(R"("max_concurrency": 1)");
        const std::string b = vllmObject(R"("max_concurrency": 64)");
        auto r = importers::parseMeasurements("[" + a + ",\n" + b + "]", "sweep.json", h100Bf16());
        QVERIFY2(r.ok(), errorOf(r).c_str());
        QCOMPARE(r->rows.size(), size_t(2));
        QVERIFY(is<std::int64_t>(r->rows[0].batch, 1));
        QVERIFY(is<std::int64_t>(r->rows[1].batch, 64));
        QVERIFY(is<std::string>(r->rows[1].source, "sweep.json item 2"));

        // --append-result: one object per line (the objects must be on one line each).
        const auto oneLine = [](std::string s) {
            for (char& c : s)
                c = c == '\n' ? ' ' : c;
            return s;
        };
        const std::string lines = oneLine(a) + "\n" + oneLine(b) + "\n\n" + oneLine(a) + "\n";
        r = importers::parseMeasurements(lines, "append.json", h100Bf16());
        QVERIFY2(r.ok(), errorOf(r).c_str());
        QCOMPARE(r->rows.size(), size_t(3));
        QVERIFY(is<std::int64_t>(r->rows[1].batch, 64));
        QVERIFY(is<std::string>(r->rows[2].source, "append.json line 4")); // line 3 is blank

        // A broken line and a bad value: both reported, with their lines; nothing imported.
        const std::string bad = oneLine(a) + "\n{\"completed\": 8,\n" +
                                oneLine(vllmObject(R"("max_concurrency": -3)")) + "\n";
        r = importers::parseMeasurements(bad, "append.json", h100Bf16());
        QVERIFY(!r.ok());
        VERIFY_MENTIONS(errorOf(r), "2 problems");
        VERIFY_MENTIONS(errorOf(r), "line 2: not valid JSON");
        VERIFY_MENTIONS(errorOf(r), "line 3: max_concurrency: is negative");
    }

    // ---- trtllm-bench ----------------------------------------------------------------------
    void trtllmReportMapsEveryField() {
        MeasurementDefaults d;
        d.gpu = "h100-sxm";
        d.batch = 64;         // trtllm-bench --concurrency 64: the report does not record it
        d.precision = "bf16"; // the report names its quantization: the file wins
        const auto r =
            importers::loadMeasurementsFile(kDataDir + "trtllm-llama31-8b-fp8-h100.json", d);
        QVERIFY2(r.ok(), errorOf(r).c_str());
        QCOMPARE(r->format, BenchmarkFormat::TrtllmJson);
        QCOMPARE(r->rows.size(), size_t(1));
        const Measurement& m = r->rows[0];
        QVERIFY(is<std::string>(m.model, "meta-llama/Llama-3.1-8B-Instruct")); // engine.model
        QVERIFY(is<std::string>(m.precision, "FP8"));                          // quantization
        QVERIFY(is<std::string>(m.gpu, "h100-sxm"));
        QVERIFY(is<std::int64_t>(m.tp, 1)); // world_info.tp_size
        QVERIFY(is<std::int64_t>(m.pp, 1)); // world_info.pp_size
        QVERIFY(is<std::int64_t>(m.batch, 64));
        QVERIFY(is<std::int64_t>(m.inputTokens, 1024)); // avg_input_length 1023.62 rounded
        QVERIFY(is<std::int64_t>(m.outputTokens, 256)); // avg_output_length 256.0
        QVERIFY(isNear(m.ttftS, 0.0952147));            // ttft_percentiles.p50 95.2147 ms
        QVERIFY(isNear(m.tpotS, 0.0108921));            // tpot_percentiles.p50 10.8921 ms
        // system_output_throughput_tok_s = 512 requests x 256 tokens / 23.31844 s
        QVERIFY(isNear(m.tokensPerS, 512.0 * 256.0 / 23.31844));
        QVERIFY(is<std::string>(m.source, "trtllm-llama31-8b-fp8-h100.json"));
        VERIFY_MENTIONS(*m.note, "trtllm-bench 0.20.0");
        VERIFY_MENTIONS(*m.note, "KV cache FP8");
        VERIFY_MENTIONS(*m.note, "p50");
    }

    void trtllmNeedsTheBatch() {
        const auto r = importers::loadMeasurementsFile(kDataDir + "trtllm-llama31-8b-fp8-h100.json",
                                                       h100Bf16());
        QVERIFY(!r.ok());
        VERIFY_MENTIONS(errorOf(r), "does not record --concurrency");
        VERIFY_MENTIONS(errorOf(r), "avg_num_concurrent_requests = 61.8342");
    }

    void trtllmUnstreamedUnquantized() {
        // No --streaming: no streaming_metrics, so no TTFT/TPOT; quantization null -> dtype.
        const std::string json = R"({"engine": {"model": "meta-llama/Llama-3.1-70B",
            "version": "0.19.0", "backend": "TRT", "dtype": "float16", "kv_cache_dtype": null,
            "quantization": null}, "world_info": {"tp_size": 4, "pp_size": 2},
            "request_info": {"num_requests": 100, "avg_input_length": 2048.0,
            "avg_output_length": 127.5}, "performance": {"system_output_throughput_tok_s": 812.25}})";
        MeasurementDefaults d;
        d.batch = 8;
        const auto r = importers::parseMeasurements(json, "report.json", d);
        QVERIFY2(r.ok(), errorOf(r).c_str());
        const Measurement& m = r->rows[0];
        QVERIFY(is<std::string>(m.precision, "float16"));
        QVERIFY(is<std::int64_t>(m.tp, 4));
        QVERIFY(is<std::int64_t>(m.pp, 2));
        QVERIFY(is<std::int64_t>(m.outputTokens, 128)); // 127.5 rounds half away from zero
        QVERIFY(!m.ttftS && !m.tpotS);
        QVERIFY(!m.gpu); // no default given: stays absent
        QVERIFY(isNear(m.tokensPerS, 812.25));
        VERIFY_MENTIONS(*m.note, "not streamed");
    }

    // ---- CSV -------------------------------------------------------------------------------
    void csvSampleFile() {
        const auto r = importers::loadMeasurementsFile(kDataDir + "runs.csv");
        QVERIFY2(r.ok(), errorOf(r).c_str());
        QCOMPARE(r->format, BenchmarkFormat::Csv);
        QCOMPARE(r->rows.size(), size_t(9));
        const Measurement& first = r->rows[0]; // line 2
        QVERIFY(is<std::string>(first.model, "llama-3.1-8b"));
        QVERIFY(is<std::string>(first.gpu, "h100-sxm"));
        QVERIFY(is<std::string>(first.precision, "bf16"));
        QVERIFY(is<std::int64_t>(first.tp, 1));
        QVERIFY(is<std::int64_t>(first.pp, 1));
        QVERIFY(is<std::int64_t>(first.batch, 1)); // concurrency column
        QVERIFY(is<std::int64_t>(first.inputTokens, 1024));
        QVERIFY(is<std::int64_t>(first.outputTokens, 256));
        QVERIFY(isNear(first.ttftS, 0.0224)); // 22.4 ms
        QVERIFY(isNear(first.tpotS, 0.0069)); // 6.9 ms
        QVERIFY(isNear(first.tokensPerS, 143.7));
        QVERIFY(isNear(first.peakMemoryGib, 71.6));
        QVERIFY(is<std::string>(first.source, "runs.csv line 2"));
        QVERIFY(is<std::string>(first.note, "vLLM 0.8.5, gpu_memory_utilization 0.90")); // quoted
        const Measurement& lab = r->rows[7]; // line 9: its own source, pp cell empty
        QVERIFY(is<std::string>(lab.model, "llama-3.1-70b"));
        QVERIFY(is<std::int64_t>(lab.tp, 4));
        QVERIFY(!lab.pp);
        QVERIFY(is<std::int64_t>(lab.batch, 64));
        QVERIFY(is<std::string>(lab.source, "lab run 2025-03-12 node gpu-07"));
        QVERIFY(is<std::string>(r->rows[8].source, "runs.csv line 10"));
        QVERIFY(importers::checkMeasurementsForCalibration(r->rows).ok());
    }

    void csvColumns_data() {
        QTest::addColumn<QByteArray>("column");
        QTest::addColumn<QByteArray>("cell");
        QTest::addColumn<QByteArray>("field");
        QTest::addColumn<double>("expected");
        QTest::newRow("batch") << QByteArray("batch") << QByteArray("8") << QByteArray("batch")
                               << 8.0;
        QTest::newRow("concurrency")
            << QByteArray("concurrency") << QByteArray("8") << QByteArray("batch") << 8.0;
        QTest::newRow("max_concurrency")
            << QByteArray("Max_Concurrency") << QByteArray("8") << QByteArray("batch") << 8.0;
        QTest::newRow("whole 8.0")
            << QByteArray("batch") << QByteArray("8.0") << QByteArray("batch") << 8.0;
        QTest::newRow("input_len")
            << QByteArray("input_len") << QByteArray("2048") << QByteArray("input") << 2048.0;
        QTest::newRow("isl") << QByteArray("ISL") << QByteArray("2048") << QByteArray("input")
                             << 2048.0;
        QTest::newRow("output_len")
            << QByteArray("output_len") << QByteArray("128") << QByteArray("output") << 128.0;
        QTest::newRow("osl") << QByteArray("osl") << QByteArray("128") << QByteArray("output")
                             << 128.0;
        QTest::newRow("ttft_ms") << QByteArray("ttft_ms") << QByteArray("250") << QByteArray("ttft")
                                 << 0.25;
        QTest::newRow("ttft_s") << QByteArray("ttft_s") << QByteArray("0.25") << QByteArray("ttft")
                                << 0.25;
        QTest::newRow("tpot_ms") << QByteArray("tpot_ms") << QByteArray("12.5")
                                 << QByteArray("tpot") << 0.0125;
        QTest::newRow("tpot_s") << QByteArray("tpot_s") << QByteArray("1.25e-2")
                                << QByteArray("tpot") << 0.0125;
        QTest::newRow("itl_ms") << QByteArray("itl_ms") << QByteArray("12.5") << QByteArray("tpot")
                                << 0.0125;
        QTest::newRow("tokens_per_s")
            << QByteArray("tokens_per_s") << QByteArray("3885") << QByteArray("tokens") << 3885.0;
        QTest::newRow("output_tokens_per_s")
            << QByteArray("output_tokens_per_s") << QByteArray("3885") << QByteArray("tokens")
            << 3885.0;
        QTest::newRow("output_throughput") << QByteArray("output_throughput") << QByteArray("3885")
                                           << QByteArray("tokens") << 3885.0;
        QTest::newRow("peak_memory_gib") << QByteArray(" Peak_Memory_GiB ") << QByteArray("71.6")
                                         << QByteArray("memory") << 71.6;
        // 73 318.4 MiB / 1024 = 71.6 GiB
        QTest::newRow("peak_memory_mib") << QByteArray("peak_memory_mib") << QByteArray("73318.4")
                                         << QByteArray("memory") << 71.6;
        QTest::newRow("tp") << QByteArray("tp") << QByteArray(" 8 ") << QByteArray("tp") << 8.0;
        QTest::newRow("pp") << QByteArray("pp") << QByteArray("2") << QByteArray("pp") << 2.0;
    }
    void csvColumns() {
        QFETCH(QByteArray, column);
        QFETCH(QByteArray, cell);
        QFETCH(QByteArray, field);
        QFETCH(double, expected);
        const std::string csv = "model," + str(column) + "\nllama-3.1-8b," + str(cell) + "\n";
        const auto r = importers::parseMeasurements(csv, "c.csv");
        QVERIFY2(r.ok(), errorOf(r).c_str());
        const Measurement& m = r->rows.at(0);
        const std::map<QByteArray, std::optional<double>> got{
            {QByteArray("batch"), m.batch ? std::optional<double>(double(*m.batch)) : std::nullopt},
            {QByteArray("input"),
             m.inputTokens ? std::optional<double>(double(*m.inputTokens)) : std::nullopt},
            {QByteArray("output"),
             m.outputTokens ? std::optional<double>(double(*m.outputTokens)) : std::nullopt},
            {QByteArray("tp"), m.tp ? std::optional<double>(double(*m.tp)) : std::nullopt},
            {QByteArray("pp"), m.pp ? std::optional<double>(double(*m.pp)) : std::nullopt},
            {QByteArray("ttft"), m.ttftS},
            {QByteArray("tpot"), m.tpotS},
            {QByteArray("tokens"), m.tokensPerS},
            {QByteArray("memory"), m.peakMemoryGib}};
        for (const auto& [name, value] : got) {
            if (name == field)
                QVERIFY2(value && near(*value, expected, 1e-12), name.constData());
            else
                QVERIFY2(!value, (name + " should be absent").constData());
        }
    }

    void csvDefaultsFillGaps() {
        MeasurementDefaults d = h100Bf16();
        d.gpu = "  "; // blank: stays absent
        d.pp = 2;
        const std::string csv = "model,precision,batch,gpu\n"
                                "llama-3.1-8b,,4,\n"
                                "llama-3.1-8b,fp8,4,a100-sxm-80gb\n";
        const auto r = importers::parseMeasurements(csv, "d.csv", d);
        QVERIFY2(r.ok(), errorOf(r).c_str());
        QVERIFY(is<std::string>(r->rows[0].precision, "bf16")); // empty cell: default
        QVERIFY(!r->rows[0].gpu);
        QVERIFY(is<std::int64_t>(r->rows[0].tp, 1)); // no column: default
        QVERIFY(is<std::int64_t>(r->rows[0].pp, 2));
        QVERIFY(is<std::string>(r->rows[1].precision, "fp8")); // the file wins
        QVERIFY(is<std::string>(r->rows[1].gpu, "a100-sxm-80gb"));
    }

    void csvErrors_data() {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QByteArrayList>("mentions");
        QTest::newRow("unknown column")
            << QByteArray("model,gpus\nx,y\n")
            << QByteArrayList{"line 1: unknown column 'gpus'", "(accepted: model, gpu, precision"};
        QTest::newRow("unknown columns")
            << QByteArray("model,foo,gpu,Bar\nx,1,y,2\n")
            << QByteArrayList{"1 problem,", "line 1: unknown columns 'foo', 'Bar' (accepted:"};
        QTest::newRow("GB is not GiB")
            << QByteArray("model,peak_memory_gb\nx,70\n")
            << QByteArrayList{"column 'peak_memory_gb'", "GiB", "peak_memory_gib"};
        QTest::newRow("time without unit")
            << QByteArray("model,ttft\nx,45\n")
            << QByteArrayList{"column 'ttft': name the unit: ttft_ms"};
        QTest::newRow("unit in a cell")
            << QByteArray("model,ttft_ms\nx,45 ms\n")
            << QByteArrayList{"line 2, column ttft_ms: '45 ms' carries a unit ('ms')"};
        QTest::newRow("fraction of a batch")
            << QByteArray("model,batch\nx,2.5\n")
            << QByteArrayList{"line 2, column batch: '2.5' is not a whole number"};
        QTest::newRow("two ttft columns")
            << QByteArray("model,ttft_ms,ttft_s\nx,45,0.045\n")
            << QByteArrayList{"columns 'ttft_ms' and 'ttft_s' both give ttft; keep one"};
        QTest::newRow("negative") << QByteArray("model,tp\nx,-2\n")
                                  << QByteArrayList{"line 2, column tp: '-2' is negative"};
        QTest::newRow("not finite") << QByteArray("model,tokens_per_s\nx,nan\n")
                                    << QByteArrayList{"'nan' is not a finite number"};
        QTest::newRow("comma decimal") << QByteArray("model,tpot_ms\nx,\"12,5\"\n")
                                       << QByteArrayList{"'12,5' is not a plain decimal number"};
        QTest::newRow("field count")
            << QByteArray("model,gpu\nx\n") << QByteArrayList{"line 2: 1 fields, header has 2"};
        QTest::newRow("header only")
            << QByteArray("model,gpu\n") << QByteArrayList{"no measurements"};
        QTest::newRow("empty") << QByteArray(" \n\n") << QByteArrayList{"the file is empty"};
    }
    void csvErrors() {
        QFETCH(QByteArray, csv);
        QFETCH(QByteArrayList, mentions);
        const auto r = importers::parseMeasurements(str(csv), "bad.csv");
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().field), QStringLiteral("bad.csv"));
        for (const QByteArray& what : mentions)
            VERIFY_MENTIONS(errorOf(r), str(what));
    }

    void csvReportsEveryProblemAtOnce() {
        // The unknown column comes first: the columns after it are still read.
        const std::string csv = "color,model,gpu,batch,ttft_ms\n" // line 1: unknown column
                                "red,a,h100-sxm,4,100\n"          // line 2: fine
                                "red,b,h100-sxm,four,100\n"       // line 3: bad batch
                                "red,c,h100-sxm,4,100\n"          // line 4: fine
                                "red,d,h100-sxm,4,1.5.2\n"        // line 5: bad ttft
                                "red,e,h100-sxm,4.5,12 s\n";      // line 6: two bad cells
        const auto r = importers::parseMeasurements(csv, "many.csv");
        QVERIFY(!r.ok());
        const std::string e = errorOf(r);
        VERIFY_MENTIONS(e, "many.csv (CSV): 5 problems, nothing imported");
        VERIFY_MENTIONS(e, "line 1: unknown column 'color'");
        VERIFY_MENTIONS(e, "line 3, column batch: 'four'");
        VERIFY_MENTIONS(e, "line 5, column ttft_ms: '1.5.2' is not a plain decimal number");
        VERIFY_MENTIONS(e, "line 6, column batch: '4.5' is not a whole number");
        VERIFY_MENTIONS(e, "line 6, column ttft_ms: '12 s' carries a unit");
        // In line order, the header first.
        QVERIFY2(e.find("line 1:") < e.find("line 3,") && e.find("line 3,") < e.find("line 5,") &&
                     e.find("line 5,") < e.find("line 6, column batch") &&
                     e.find("line 6, column batch") < e.find("line 6, column ttft_ms"),
                 e.c_str());
        QVERIFY2(e.find("line 2") == std::string::npos, e.c_str());
        QVERIFY2(e.find("line 4") == std::string::npos, e.c_str());
    }

    void csvRoundTrip() {
        auto r = importers::loadMeasurementsFile(kDataDir + "runs.csv");
        QVERIFY2(r.ok(), errorOf(r).c_str());
        std::vector<Measurement> rows = r->rows;
        Measurement odd; // awkward text, absent fields, a binary fraction with no short decimal
        odd.model = "org/Model, \"quoted\"";
        odd.note = "two\nlines";
        odd.ttftS = 0.1 + 0.2;
        odd.peakMemoryGib = 73318.4 / 1024;
        odd.source = "hand entry";
        rows.push_back(odd);
        const std::string csv = importers::measurementsToCsv(rows);
        const auto back = importers::parseMeasurements(csv, "export.csv");
        QVERIFY2(back.ok(), errorOf(back).c_str());
        QCOMPARE(back->rows.size(), rows.size());
        for (size_t i = 0; i < rows.size(); ++i)
            QVERIFY2(back->rows[i] == rows[i], qPrintable(QStringLiteral("row %1").arg(i)));
        QVERIFY(csv.rfind("model,gpu,precision,tp,pp,batch,input_tokens,output_tokens,ttft_s,"
                          "tpot_s,tokens_per_s,peak_memory_gib,source,note\n",
                          0) == 0);
    }

    // ---- JSON errors -----------------------------------------------------------------------
    void jsonErrors_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QByteArrayList>("mentions");
        QTest::newRow("not JSON") << QByteArray("{\"model_id\": \"x\",}")
                                  << QByteArrayList{"bad.json", "not valid JSON: parse error"};
        QTest::newRow("neither format")
            << QByteArray(R"({"hello": 1})")
            << QByteArrayList{"neither a vLLM serving benchmark result"};
        QTest::newRow("all failed")
            << QByteArray(R"({"model_id": "m", "max_concurrency": 4, "completed": 0,
                  "total_input_tokens": 0, "total_output_tokens": 0})")
            << QByteArrayList{"completed: is 0: every request failed"};
        QTest::newRow("missing totals and bad type")
            << QByteArray(R"({"model_id": "m", "max_concurrency": 4, "completed": 3,
                  "output_throughput": "fast"})")
            << QByteArrayList{"3 problems", "total_input_tokens: is missing",
                              "total_output_tokens: is missing",
                              "output_throughput: expected a number, got \"fast\""};
        QTest::newRow("trtllm without throughput")
            << QByteArray(R"({"engine": {"model": "m"}, "performance": {},
                  "request_info": {"avg_input_length": 10, "avg_output_length": 5}})")
            << QByteArrayList{"performance.system_output_throughput_tok_s: is missing"};
        QTest::newRow("trtllm NaN")
            << QByteArray(R"({"engine": {"model": "m"}, "request_info": {"avg_input_length": NaN},
                  "performance": {"system_output_throughput_tok_s": NaN}})")
            << QByteArrayList{"performance.system_output_throughput_tok_s: is null (NaN",
                              "request_info.avg_output_length: is missing (and so is "
                              "dataset.avg_osl)"};
        QTest::newRow("mixed array")
            << QByteArray(R"([{"model_id": "m", "completed": 1, "max_concurrency": 1,
                    "total_input_tokens": 5, "total_output_tokens": 5},
                   {"engine": {}, "performance": {}}])")
            << QByteArrayList{"item 2: a trtllm-bench report among vLLM benchmark JSON items"};
        QTest::newRow("array item not object")
            << QByteArray("[1]")
            << QByteArrayList{"item 1: neither a vLLM serving benchmark result"};
        QTest::newRow("empty array") << QByteArray("[]") << QByteArrayList{"no measurements"};
    }
    void jsonErrors() {
        QFETCH(QByteArray, json);
        QFETCH(QByteArrayList, mentions);
        MeasurementDefaults d = h100Bf16();
        d.batch = 4; // so that trtllm rows fail only for what the row tests
        const auto r = importers::parseMeasurements(str(json), "bad.json", d);
        QVERIFY(!r.ok());
        for (const QByteArray& what : mentions)
            VERIFY_MENTIONS(errorOf(r), str(what));
    }

    void missingFile() {
        const auto r = importers::loadMeasurementsFile(kDataDir + "no-such-file.csv");
        QVERIFY(!r.ok());
        VERIFY_MENTIONS(errorOf(r), "cannot open");
        const auto dir = importers::loadMeasurementsFile(kDataDir);
        QVERIFY(!dir.ok());
        VERIFY_MENTIONS(errorOf(dir), "is a directory");
    }

    // ---- calibration check -----------------------------------------------------------------
    void calibrationCheckOneDefect_data() {
        QTest::addColumn<QByteArray>("defect");
        QTest::addColumn<QByteArray>("mentions");
        QTest::newRow("none") << QByteArray("none") << QByteArray("");
        QTest::newRow("model") << QByteArray("model") << QByteArray("model is missing");
        QTest::newRow("gpu") << QByteArray("gpu") << QByteArray("gpu is missing");
        QTest::newRow("blank precision")
            << QByteArray("precision") << QByteArray("precision is missing");
        QTest::newRow("batch") << QByteArray("batch") << QByteArray("batch is missing");
        QTest::newRow("input") << QByteArray("input") << QByteArray("input_tokens is missing");
        QTest::newRow("output 0") << QByteArray("output0")
                                  << QByteArray(
                                         "output_tokens is 0 (accepted: a whole number >= 1");
        QTest::newRow("tp 0") << QByteArray("tp0")
                              << QByteArray("tp is 0 (accepted: a whole number >= 1");
        QTest::newRow("pp -1") << QByteArray("pp-1")
                               << QByteArray("pp is -1 (accepted: a whole number >= 1");
        QTest::newRow("ttft 0") << QByteArray("ttft0")
                                << QByteArray("ttft is 0 s (accepted: 0.0001 to 86400 s)");
        QTest::newRow("tpot inf") << QByteArray("tpotInf")
                                  << QByteArray("tpot is inf s (accepted: 0.00001 to 600 s)");
        QTest::newRow("tokens nan")
            << QByteArray("tokensNan")
            << QByteArray("tokens_per_s is nan tokens/s (accepted: 0.001 to 1000000000");
        QTest::newRow("memory 0") << QByteArray("memory0")
                                  << QByteArray(
                                         "peak_memory is 0 GiB (accepted: 0.001 to 100000 GiB)");
        // A TPOT of 1e-310 ms (issue 21, D7): positive and finite, but the fit's factors became
        // NaN and every later plan of the project refused it. 1e-5 s is 0.01 ms, far below any
        // decode step (an 8B model's weights alone take ~2 ms to stream on an H100).
        QTest::newRow("tpot denormal")
            << QByteArray("tpotTiny")
            << QByteArray("tpot is 1e-313 s (accepted: 0.00001 to 600 s)");
        QTest::newRow("tp huge") << QByteArray("tpHuge")
                                 << QByteArray("tp is 100000 (accepted: at most 4096)");
        QTest::newRow("no timing")
            << QByteArray("timing") << QByteArray("no timing (give at least one of ttft");
    }
    void calibrationCheckOneDefect() {
        QFETCH(QByteArray, defect);
        QFETCH(QByteArray, mentions);
        Measurement m = goodRow();
        const std::string d = str(defect);
        if (d == "model")
            m.model.reset();
        else if (d == "gpu")
            m.gpu.reset();
        else if (d == "precision")
            m.precision = " ";
        else if (d == "batch")
            m.batch.reset();
        else if (d == "input")
            m.inputTokens.reset();
        else if (d == "output0")
            m.outputTokens = 0;
        else if (d == "tp0")
            m.tp = 0;
        else if (d == "pp-1")
            m.pp = -1;
        else if (d == "ttft0")
            m.ttftS = 0.0;
        else if (d == "tpotInf")
            m.tpotS = INFINITY;
        else if (d == "tokensNan")
            m.tokensPerS = NAN;
        else if (d == "memory0")
            m.peakMemoryGib = 0.0;
        else if (d == "tpotTiny")
            m.tpotS = 1e-313;
        else if (d == "tpHuge")
            m.tp = 100000;
        else if (d == "timing")
            m.tpotS.reset();
        const auto r = importers::checkMeasurementsForCalibration({goodRow(), m});
        if (mentions.isEmpty()) {
            QVERIFY2(r.ok(), errorOf(r).c_str());
            return;
        }
        QVERIFY(!r.ok());
        VERIFY_MENTIONS(errorOf(r),
                        "1 of 2 rows cannot calibrate: row 2 (good.csv line 2): " + str(mentions));
        QCOMPARE(QString::fromStdString(r.error().field), QStringLiteral("measurements"));
    }

    void calibrationCheckListsEveryRow() {
        Measurement noGpu = goodRow();
        noGpu.gpu.reset();
        noGpu.source = "runs.csv line 3";
        Measurement twoDefects = goodRow();
        twoDefects.tp = 0;
        twoDefects.ttftS = -1.0;
        twoDefects.source.reset();
        Measurement untimed = goodRow();
        untimed.tpotS.reset();
        const auto r = importers::checkMeasurementsForCalibration(
            {goodRow(), noGpu, twoDefects, goodRow(), untimed});
        QVERIFY(!r.ok());
        const std::string e = errorOf(r);
        VERIFY_MENTIONS(e, "3 of 5 rows cannot calibrate");
        VERIFY_MENTIONS(e, "row 2 (runs.csv line 3): gpu is missing");
        VERIFY_MENTIONS(e, "row 3: tp is 0 (accepted: a whole number >= 1");
        VERIFY_MENTIONS(e, "ttft is -1 s (accepted: 0.0001 to 86400 s)");
        VERIFY_MENTIONS(e, "row 5 (good.csv line 2): no timing");
        QVERIFY2(e.find("row 1") == std::string::npos && e.find("row 4") == std::string::npos,
                 e.c_str());
        const auto none = importers::checkMeasurementsForCalibration({});
        QVERIFY(!none.ok());
        VERIFY_MENTIONS(errorOf(none), "calibration needs at least one");
    }
};

} // namespace tst_BenchmarkImport_suite

QTEST_APPLESS_MAIN(tst_BenchmarkImport_suite::TstBenchmarkImport)
#include "tst_BenchmarkImport.moc"
