// `rightsizer estimate` against published measurements that are not in the calibration set:
// the engine is judged on other systems than the ones it was fitted on, so these rows check
// that the fit generalizes (PCIe cards and Ada included) and keep it from silently getting worse.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include "CliInProcess.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>
#include <vector>

namespace tst_HeldOut_suite {

namespace {

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

} // namespace

class TestHeldOut final : public QObject {
    Q_OBJECT

private slots:
    void tensorRtLlm014MaxThroughput() {
        // tests/data/validation/trtllm_0_14_max_throughput.csv: TensorRT-LLM 0.14's published
        // max-load table (source in the file's header) on H100 SXM, A100 SXM, A100 PCIe and L40S,
        // 135 rows, none fitted. Each row runs as a user would ask: the model, GPU, precision,
        // TP over that many GPUs, the lengths, --engine trtllm, and the largest batch that fits.
        QFile file(QStringLiteral(RIGHTSIZER_SOURCE_DIR
                                  "/tests/data/validation/trtllm_0_14_max_throughput.csv"));
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        std::map<QString, std::vector<double>> errors; // log(predicted / measured) per GPU
        std::vector<double> all;
        bool header = true;
        while (!file.atEnd()) {
            const QString line = QString::fromUtf8(file.readLine()).trimmed();
            if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
                continue;
            if (header) {
                header = false;
                continue;
            }
            const QStringList f = line.split(QLatin1Char(','));
            QCOMPARE(f.size(), 7);
            const rightsizer::test::CliRun r = rightsizer::test::runInProcess(
                {QStringLiteral("estimate"), QStringLiteral("--json"), QStringLiteral("--gpu"),
                 f[0], QStringLiteral("--model"), f[1], QStringLiteral("--precision"), f[2],
                 QStringLiteral("--tp"), f[3], QStringLiteral("--gpus"), f[3],
                 QStringLiteral("--input-tokens"), f[4], QStringLiteral("--output-tokens"), f[5],
                 QStringLiteral("--engine"), QStringLiteral("trtllm")});
            QVERIFY2(r.exitCode == 0,
                     qPrintable(line + QStringLiteral(": ") + QString::fromUtf8(r.err)));
            const double predicted = QJsonDocument::fromJson(r.out)
                                         .object()[QStringLiteral("serve")]
                                         .toObject()[QStringLiteral("output_tokens_per_s")]
                                         .toDouble();
            QVERIFY2(predicted > 0, qPrintable(line));
            const double e = std::log(predicted / f[6].toDouble());
            errors[f[0]].push_back(e);
            all.push_back(e);
        }
        QCOMPARE(all.size(), size_t(135));
        std::vector<double> absAll;
        for (double e : all)
            absAll.push_back(std::abs(e));
        // Today: median |error| 17 % over the table. The PCIe card and the L40S were 40-110 %
        // off before the fit covered their power-capped clocks and PCIe all-reduce, and fp8
        // engines were 40 % slow while their KV cache was taken as bf16.
        const double overall = std::exp(median(absAll)) - 1;
        QVERIFY2(overall < 0.25, qPrintable(QString::number(overall)));
        for (const auto& [gpu, list] : errors) {
            // No GPU biased beyond +-20 % (median signed error).
            const double bias = std::exp(median(list)) - 1;
            QVERIFY2(std::abs(bias) < 0.20,
                     qPrintable(gpu + QStringLiteral(" ") + QString::number(bias)));
        }
    }

    void latencyAtARateBehindTriton() {
        // TensorRT-LLM 0.14's online table (perf-overview.md, "Online Serving Measurements":
        // Triton's tensorrtllm_backend, 500 requests, bf16): Llama-3.1-8B on one H100 SXM,
        // 467 tokens in and 256 out, mean TTFT 23 ms at 2 requests/s and 30 ms at 16, mean
        // inter-token latency 8 and 11 ms. Triton's front end spends far less than the served
        // request time fitted on OpenAI-compatible servers (122 ms for TensorRT-LLM): given as
        // --front-end-ms 15, the TTFT lands within 35 % (31 and 35 ms); left out, it is over
        // four times the measurement (138 ms).
        const auto under = [](double rate, const QStringList& more) {
            const rightsizer::test::CliRun r = rightsizer::test::runInProcess(
                QStringList{QStringLiteral("estimate"), QStringLiteral("--json"),
                            QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                            QStringLiteral("--gpu"), QStringLiteral("h100-sxm"),
                            QStringLiteral("--precision"), QStringLiteral("bf16"),
                            QStringLiteral("--engine"), QStringLiteral("trtllm"),
                            QStringLiteral("--input-tokens"), QStringLiteral("467"),
                            QStringLiteral("--output-tokens"), QStringLiteral("256"),
                            QStringLiteral("--rate"), QString::number(rate)} +
                more);
            return QJsonDocument::fromJson(r.out)
                .object()[QStringLiteral("serve")]
                .toObject()[QStringLiteral("under_load")]
                .toObject();
        };
        const auto mean = [](const QJsonObject& o, const char* key) {
            return o[QLatin1String(key)].toObject()[QStringLiteral("mean")].toDouble() * 1e3;
        };
        const QStringList triton{QStringLiteral("--front-end-ms"), QStringLiteral("15")};
        for (const auto& [rate, ttftMs, itlMs] :
             {std::tuple{2.0, 23.0, 8.0}, std::tuple{16.0, 30.0, 11.0}}) {
            const QJsonObject o = under(rate, triton);
            QVERIFY2(std::abs(mean(o, "ttft_s") / ttftMs - 1) < 0.35,
                     qPrintable(QString::number(mean(o, "ttft_s"))));
            QVERIFY2(std::abs(mean(o, "inter_token_s") / itlMs - 1) < 0.35,
                     qPrintable(QString::number(mean(o, "inter_token_s"))));
        }
        QVERIFY(mean(under(2.0, {}), "ttft_s") > 4 * 23.0);
    }
};

} // namespace tst_HeldOut_suite

QTEST_GUILESS_MAIN(tst_HeldOut_suite::TestHeldOut)
#include "tst_HeldOut.moc"
