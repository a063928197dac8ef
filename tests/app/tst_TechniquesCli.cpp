// `rightsizer estimate` with speculative decoding and prefix caching (issue 24), as a user runs
// it: the figures in JSON and text, and one error line naming the option for bad input.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "CliInProcess.h"

#include <cmath>

namespace tst_TechniquesCli_suite {

class TestTechniquesCli final : public QObject {
    Q_OBJECT

private:
    using Run = rightsizer::test::CliRun;
    static Run run(const QStringList& args) { return rightsizer::test::runInProcess(args); }
    static QStringList base(const char* model = "llama-3.1-70b") {
        return {QStringLiteral("estimate"), QStringLiteral("--model"),
                QLatin1String(model),       QStringLiteral("--gpu"),
                QStringLiteral("h100-sxm"), QStringLiteral("--precision"),
                QStringLiteral("fp8"),      QStringLiteral("--tp"),
                QStringLiteral("4"),        QStringLiteral("--input-tokens"),
                QStringLiteral("3000"),     QStringLiteral("--output-tokens"),
                QStringLiteral("500"),      QStringLiteral("--concurrency"),
                QStringLiteral("1")};
    }
    static QStringList words(const char* text) {
        return QString::fromLatin1(text).split(QLatin1Char(' '));
    }
    static QJsonObject serve(const Run& r) {
        return QJsonDocument::fromJson(r.out).object()[QStringLiteral("serve")].toObject();
    }

private slots:
    void speculativeDecodingInJsonAndText() {
        const QStringList spec = words("--speculative draft --draft-model llama-3.2-1b "
                                       "--spec-tokens 3 --spec-acceptance 0.7");
        const Run json = run(base() + spec + words("--json"));
        QCOMPARE(json.exitCode, 0);
        const QJsonObject s = serve(json)[QStringLiteral("speculative")].toObject();
        QCOMPARE(s[QStringLiteral("method")].toString(), QStringLiteral("draft"));
        QCOMPARE(s[QStringLiteral("draft_model")].toString(), QStringLiteral("llama-3.2-1b"));
        // (1 - 0.7^4) / 0.3 = 2.533 tokens a step (Leviathan et al. 2023, eq. 1).
        QVERIFY(std::abs(s[QStringLiteral("tokens_per_step")].toDouble() - 0.7599 / 0.3) < 1e-9);
        // One sequence of a 70B model: the step is memory-bound, so checking three proposals
        // costs little and TPOT falls.
        const double with = serve(json)[QStringLiteral("tpot_s")].toDouble();
        QVERIFY(with < s[QStringLiteral("tpot_without_s")].toDouble());
        const Run plain = run(base() + words("--json"));
        QCOMPARE(serve(plain)[QStringLiteral("tpot_s")].toDouble(),
                 s[QStringLiteral("tpot_without_s")].toDouble());
        // The draft's weights are on every GPU of the replica: 1.236e9 x 1 B (fp8) / 4.
        const double draft = QJsonDocument::fromJson(json.out)
                                 .object()[QStringLiteral("memory")]
                                 .toObject()[QStringLiteral("weights_bytes")]
                                 .toDouble() -
                             QJsonDocument::fromJson(plain.out)
                                 .object()[QStringLiteral("memory")]
                                 .toObject()[QStringLiteral("weights_bytes")]
                                 .toDouble();
        QVERIFY2(draft > 0.25e9 && draft < 0.7e9, qPrintable(QString::number(draft)));
        const QString text = QString::fromUtf8(run(base() + spec).out);
        QVERIFY2(text.contains(QStringLiteral("Speculative decoding")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("2.53 tokens a step")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("speculative decoding pays at a concurrency of 1")),
                 qPrintable(text));
    }

    void prefixCachingShortensTtft() {
        const Run plain = run(base() + words("--json"));
        const Run cached = run(base() + words("--prefix-tokens 2000 --prefix-hit-rate 0.9 --json"));
        QCOMPARE(cached.exitCode, 0);
        const QJsonObject p = serve(cached)[QStringLiteral("prefix_caching")].toObject();
        QCOMPARE(p[QStringLiteral("cached_tokens_per_request")].toDouble(), 1800.0);
        // 1 800 of 3 000 prompt tokens skipped on average: at least a third off the TTFT.
        QVERIFY(serve(cached)[QStringLiteral("ttft_s")].toDouble() <
                serve(plain)[QStringLiteral("ttft_s")].toDouble() * 0.67);
        const QString text = QString::fromUtf8(
            run(base() + words("--prefix-tokens 2000 --prefix-hit-rate 0.9")).out);
        QVERIFY2(text.contains(QStringLiteral("Prefix caching")), qPrintable(text));
    }

    void planComparesDisaggregatedServing() {
        // Long prompts (8 000 tokens, 300-token answers): prefill dominates and a split pays on
        // the GPU it runs on. (Whether it beats every aggregated layout depends on the GPUs'
        // prompt efficiencies: at vLLM's fitted ones, 64 GH200s aggregated, $281/hour, undercut
        // the cheapest split, 42 B200s at $331/hour, which undercuts 48 B200s aggregated, $378.)
        const QString examples = QStringLiteral(RIGHTSIZER_SOURCE_DIR "/resources/examples/");
        const Run prompts = run({QStringLiteral("plan"),
                                 examples + QStringLiteral("llama-3.1-70b-long-prompts.json"),
                                 QStringLiteral("--disagg"), QStringLiteral("--json")});
        QCOMPARE(prompts.exitCode, 0);
        const QJsonObject planJson = QJsonDocument::fromJson(prompts.out).object();
        const QJsonObject d = planJson[QStringLiteral("disaggregated")].toObject();
        const QJsonObject best = d[QStringLiteral("best")].toObject();
        double aggregatedOnSameGpu = 0;
        for (const QJsonValue v : planJson[QStringLiteral("feasible")].toArray()) {
            const QJsonObject c = v.toObject();
            if (c[QStringLiteral("gpu")] == best[QStringLiteral("gpu")] &&
                c[QStringLiteral("precision")] == best[QStringLiteral("precision")] &&
                aggregatedOnSameGpu == 0)
                aggregatedOnSameGpu = c[QStringLiteral("cost_per_hour_usd")].toDouble();
        }
        QVERIFY(aggregatedOnSameGpu > 0);
        QVERIFY2(best[QStringLiteral("cost_per_hour_usd")].toDouble() < aggregatedOnSameGpu,
                 qPrintable(d[QStringLiteral("note")].toString()));
        // The split meets the example's SLA: p95 TTFT 1 s, TPOT 50 ms.
        QVERIFY(best[QStringLiteral("ttft_at_percentile_s")].toDouble() <= 1.0);
        QVERIFY(best[QStringLiteral("tpot_s")].toDouble() <= 0.05);
        QCOMPARE(best[QStringLiteral("gpus")].toInt(),
                 best[QStringLiteral("prefill_workers")].toInt() *
                         best[QStringLiteral("prefill_tp")].toInt() +
                     best[QStringLiteral("decode_workers")].toInt() *
                         best[QStringLiteral("decode_tp")].toInt());
        // Long answers (300-token prompts, 1 000-token answers): a prefill pool mostly idles.
        const QString answers =
            QString::fromUtf8(run({QStringLiteral("plan"),
                                   examples + QStringLiteral("llama-3.1-70b-long-answers.json"),
                                   QStringLiteral("--disagg")})
                                  .out);
        QVERIFY2(answers.contains(QStringLiteral("aggregated serving wins")), qPrintable(answers));
        // The examples ask for the comparison (runtime.disaggregation.compare): plan makes it
        // without --disagg; a scenario that does not ask says nothing of it.
        QVERIFY(
            QString::fromUtf8(run({QStringLiteral("plan"),
                                   examples + QStringLiteral("llama-3.1-70b-long-answers.json")})
                                  .out)
                .contains(QStringLiteral("aggregated serving wins")));
        QVERIFY(!QString::fromUtf8(run({QStringLiteral("plan"),
                                        examples + QStringLiteral("llama-3.1-70b-chat.json")})
                                       .out)
                     .contains(QStringLiteral("Disaggregated")));
    }

    void tcoCostsTheSplitPoolByPool() {
        const QString prompts = QStringLiteral(
            RIGHTSIZER_SOURCE_DIR "/resources/examples/llama-3.1-70b-long-prompts.json");
        const QJsonObject plan =
            QJsonDocument::fromJson(
                run({QStringLiteral("plan"), prompts, QStringLiteral("--json")}).out)
                .object()[QStringLiteral("disaggregated")]
                .toObject()[QStringLiteral("best")]
                .toObject();
        const Run r = run(
            {QStringLiteral("tco"), prompts, QStringLiteral("--disagg"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject tco = QJsonDocument::fromJson(r.out).object();
        const QJsonArray pools = tco[QStringLiteral("pools")].toArray();
        QCOMPARE(pools.size(), 2);
        const auto pool = [&](int k) { return pools[k].toObject(); };
        QCOMPARE(pool(0)[QStringLiteral("role")].toString(), QStringLiteral("prefill"));
        QCOMPARE(pool(1)[QStringLiteral("role")].toString(), QStringLiteral("decode"));
        // Each pool keeps the plan's workers.
        QCOMPARE(pool(0)[QStringLiteral("capacity")][QStringLiteral("workers_planned")].toInt(),
                 plan[QStringLiteral("prefill_workers")].toInt());
        QCOMPARE(pool(1)[QStringLiteral("capacity")][QStringLiteral("workers_planned")].toInt(),
                 plan[QStringLiteral("decode_workers")].toInt());
        // On-demand is the two pools' on-demand totals summed.
        const auto onDemandTotal = [](const QJsonArray& options) {
            for (const QJsonValue& o : options)
                if (o[QStringLiteral("option")].toString() == QStringLiteral("on-demand"))
                    return o[QStringLiteral("total_usd")].toDouble();
            return -1.0;
        };
        const double sum = onDemandTotal(pool(0)[QStringLiteral("options")].toArray()) +
                           onDemandTotal(pool(1)[QStringLiteral("options")].toArray());
        QVERIFY(sum > 0);
        QVERIFY(std::abs(onDemandTotal(tco[QStringLiteral("options")].toArray()) - sum) <=
                1e-6 * sum);
        QVERIFY(
            tco[QStringLiteral("against_rank_1")][QStringLiteral("on_demand_npv_usd")].toDouble() >
            0);
        const QString text = QString::fromUtf8(
            run({QStringLiteral("tco"), prompts, QStringLiteral("--disagg")}).out);
        for (const char* line : {"Configuration: disaggregated: ", "Prefill pool: ",
                                 "Decode pool: ", "Against plan rank 1 "})
            QVERIFY2(text.contains(QLatin1String(line)), line);
    }

    void tcoCostsASplitWhereNothingElseMeetsTheSla() {
        // The long-prompts example with p95 TPOT 15 ms within 40 GPUs: prefill interference
        // keeps every aggregated layout above 15 ms; a decode-only pool meets it.
        QFile f(QStringLiteral(RIGHTSIZER_SOURCE_DIR
                               "/resources/examples/llama-3.1-70b-long-prompts.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject s = QJsonDocument::fromJson(f.readAll()).object();
        QJsonObject sla = s[QStringLiteral("sla")].toObject();
        sla[QStringLiteral("tpot_ms")] = 15;
        s[QStringLiteral("sla")] = sla;
        QJsonObject limits = s[QStringLiteral("limits")].toObject();
        limits[QStringLiteral("max_gpus")] = 40;
        s[QStringLiteral("limits")] = limits;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("tight.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(s).toJson());
        out.close();
        QCOMPARE(run({QStringLiteral("tco"), path}).exitCode, 1); // nothing aggregated to cost
        const Run split = run({QStringLiteral("tco"), path, QStringLiteral("--disagg")});
        QCOMPARE(split.exitCode, 0);
        const QString text = QString::fromUtf8(split.out);
        QVERIFY2(text.contains(QStringLiteral("(the planner's disaggregated split; no aggregated "
                                              "layout meets the SLA)")),
                 qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("Against plan rank 1")));
        const Run json = run(
            {QStringLiteral("tco"), path, QStringLiteral("--disagg"), QStringLiteral("--json")});
        QVERIFY(
            !QJsonDocument::fromJson(json.out).object().contains(QStringLiteral("against_rank_1")));
    }

    void badInputExitsTwoNamingTheOption_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("proposals without a method")
            << base() + words("--spec-tokens 3")
            << QStringLiteral("--spec-tokens: applies with --speculative draft or mtp");
        QTest::newRow("unknown method")
            << base() + words("--speculative medusa")
            << QStringLiteral("--speculative: unknown speculative decoding method 'medusa'");
        QTest::newRow("unknown draft") << base() + words("--speculative draft --draft-model nope")
                                       << QStringLiteral("--draft-model: unknown id 'nope'");
        QTest::newRow("another tokenizer")
            << base() + words("--speculative draft --draft-model qwen3-0.6b")
            << QStringLiteral("--draft-model: qwen3-0.6b has a vocabulary of 151936 tokens");
        QTest::newRow("draft without a model")
            << base() + words("--speculative draft")
            << QStringLiteral("--draft-model: speculative decoding with a draft model needs one");
        QTest::newRow("acceptance above 1")
            << base() + words("--speculative mtp --spec-acceptance 1.5")
            << QStringLiteral("--spec-acceptance");
        QTest::newRow("prefix longer than the prompt")
            << base() + words("--prefix-tokens 3500 --prefix-hit-rate 0.5")
            << QStringLiteral("--prefix-tokens: got 3500, accepted 0 to 3000");
        QTest::newRow("image model")
            << words("estimate --model vit-l-16 --gpu h100-sxm --precision bf16 --speculative mtp")
            << QStringLiteral("--speculative: vit-l-16 generates no tokens");
        QTest::newRow("hit rate alone")
            << base() + words("--prefix-hit-rate 0.5")
            << QStringLiteral("--prefix-tokens: prefix caching needs both");
        QTest::newRow("prefix longer than the context")
            << base() + words("--prefix-tokens 900000 --prefix-hit-rate 0.5")
            << QStringLiteral("--prefix-tokens: got 900000");
        QTest::newRow("training")
            << QStringList{QStringLiteral("estimate"),     QStringLiteral("--model"),
                           QStringLiteral("llama-3.1-8b"), QStringLiteral("--gpu"),
                           QStringLiteral("h100-sxm"),     QStringLiteral("--precision"),
                           QStringLiteral("bf16"),         QStringLiteral("--mode"),
                           QStringLiteral("train"),        QStringLiteral("--speculative"),
                           QStringLiteral("mtp")}
            << QStringLiteral("--speculative: applies to --mode serve");
        const QString prompts = QStringLiteral(
            RIGHTSIZER_SOURCE_DIR "/resources/examples/llama-3.1-70b-long-prompts.json");
        QTest::newRow("tco split and a rank")
            << QStringList{QStringLiteral("tco"), prompts, QStringLiteral("--disagg"),
                           QStringLiteral("--rank"), QStringLiteral("2")}
            << QStringLiteral("--disagg costs the disaggregated split; --rank picks");
    }

    void badInputExitsTwoNamingTheOption() {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(expected), r.err.constData());
        QCOMPARE(QString::fromUtf8(r.err).count(QLatin1Char('\n')), 1);
    }
};

} // namespace tst_TechniquesCli_suite

QTEST_MAIN(tst_TechniquesCli_suite::TestTechniquesCli)
#include "tst_TechniquesCli.moc"
