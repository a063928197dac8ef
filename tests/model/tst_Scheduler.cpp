// The scheduler simulation behind latency under load (model/Scheduler.h), on a replica whose
// pass times are easy to work out by hand:
//   compute  5e14 FLOP/s effective (1e15 peak x eta_c 0.5), 2e10 FLOP per token, no attention
//   memory   1e12 B/s effective (2e12 x eta_m 0.5), 2e10 B of weights, 1e5 B of KV per token
//   one GPU (no transfers), 1 ms per pass, no per-sequence cost.
// A prompt of 1 000 tokens alone: compute 1000 x 2e10 / 5e14 = 40 ms, memory
// (2e10 + 1e5 x 1000) / 1e12 = 20.1 ms -> 40 ms + 1 ms = 41 ms.
// One decode row at context c: compute 0.04 ms, memory 20 ms + 0.1 us x c -> 21 ms + 0.1 us x c.
#include "HandReplica.h"
#include "model/Scheduler.h"

#include <QtTest>

namespace tst_Scheduler_suite {

using namespace rightsizer::model;

class TestScheduler final : public QObject {
    Q_OBJECT

private:
    static ServingInputs replica() { return rightsizer::test::handReplica(); }
    static ServingEfficiency efficiency() { return rightsizer::test::handEfficiency(); }
    static ServingOverheads overheads(double requestS = 0) {
        return rightsizer::test::handOverheads(requestS);
    }
    static RequestLengths fixedLengths() { return {{1000, 1000}, {101, 101}}; }

    static LoadLatency closedLoop(double clients, const SchedulerSettings& s = {},
                                  double requestS = 0) {
        LoadSpec load;
        load.arrival = Arrival::ClosedLoop;
        load.concurrency = clients;
        return simulateLoad(replica(), efficiency(), overheads(requestS), s, fixedLengths(), load);
    }
    static LoadLatency openLoop(double rate, const SchedulerSettings& s = {}, double requestS = 0) {
        LoadSpec load;
        load.arrival = Arrival::OpenLoop;
        load.ratePerS = rate;
        return simulateLoad(replica(), efficiency(), overheads(requestS), s, fixedLengths(), load);
    }

private slots:
    void passTimeIsTheDecodeStepOfTheSteadyStateModel() {
        // A pass of b decode rows at the mean context is servingTimes()'s decode step.
        const ServingInputs in = replica();
        for (double b : {1.0, 16.0, 256.0}) {
            PassLoad p;
            p.decodeRows = b;
            p.decodeContextTokens = b * (in.inputTokens + 0.5 * in.outputTokens);
            const double pass = passTimeS(in, efficiency(), overheads(), p);
            const double step = servingTimes(in, b, efficiency(), overheads()).decodeStepS;
            QVERIFY2(std::abs(pass / step - 1) < 1e-12,
                     qPrintable(QString::number(pass, 'g', 12) + QStringLiteral(" vs ") +
                                QString::number(step, 'g', 12)));
        }
        // Hand value, one prompt of 1 000 tokens alone: 41 ms (header).
        PassLoad prompt;
        prompt.prefillTokens = 1000;
        prompt.prefillChunks = 1;
        prompt.prefillContextTokens = 1000;
        QCOMPARE(passTimeS(in, efficiency(), overheads(), prompt), 0.041);
    }

    void oneClientSeesOnePromptAndItsOwnDecodes() {
        // TTFT = the prompt's pass, 41 ms. TPOT = the mean of the decode passes at contexts
        // 1001 ... 1100: 21 ms + 0.1 us x 1050.5 = 21.10505 ms. End to end 41 ms + 100 TPOT.
        // Those decode passes are advanced in one step (nothing else happens meanwhile): the
        // figures below hold to 1e-9 only if that step sums the growing durations exactly, and
        // the mean pass (one prefill of 41 ms and 100 decodes per request) proves it ran them all.
        const LoadLatency l = closedLoop(1);
        QVERIFY2(std::abs(l.meanPassS - (0.041 + 100 * 0.02110505) / 101) < 1e-9,
                 qPrintable(QString::number(l.meanPassS, 'g', 12)));
        QCOMPARE(l.measured, 100); // at least 100 measured requests
        QVERIFY(std::abs(l.ttftS.p50 - 0.041) < 1e-9);
        QVERIFY(std::abs(l.ttftS.p99 - 0.041) < 1e-9);
        QVERIFY2(std::abs(l.tpotS.mean - 0.02110505) < 1e-9,
                 qPrintable(QString::number(l.tpotS.mean, 'g', 12)));
        QVERIFY(std::abs(l.e2eS.p50 - (0.041 + 100 * 0.02110505)) < 1e-8);
        QVERIFY(!l.saturated);
    }

    void promptsThatArriveTogetherShareAPass() {
        // Two clients start together: both prompts go into one pass of 2 000 tokens, compute
        // 80 ms + 1 ms, and neither sees its first token before it ends: TTFT 81 ms, not 41.
        // The first answers are cut to spread the clients (client 0: ceil(101 x 1/2) = 51
        // tokens, client 1: 101), so from then on each prompt arrives while the other client
        // decodes, 50 steps apart: its pass carries one decode row, compute (1 000 + 1) x 2e10
        // / 5e14 = 40.04 ms (memory 20.2 ms) + 1 ms = 41.04 ms. The 100 measured requests are
        // the first 100 (no warm-up): 2 x 81 ms + 98 x 41.04 ms, mean 41.8392 ms.
        const LoadLatency l = closedLoop(2);
        QVERIFY2(std::abs(l.ttftS.p50 - 0.04104) < 1e-9, qPrintable(QString::number(l.ttftS.p50)));
        QVERIFY2(std::abs(l.ttftS.mean - 0.0418392) < 1e-9,
                 qPrintable(QString::number(l.ttftS.mean, 'g', 12)));
        QVERIFY(std::abs(l.ttftS.p99 - 0.081) < 1e-9);
        // TPOT, the cut first answer left out: 99 decode steps of two rows, 20 ms + 2 x 0.1 us
        // x ~1 050 contexts + 1 ms = 21.21 ms (the rows' contexts vary by +-50 tokens, +-10 us),
        // and one gap of 41.04 ms while the other client's prompt shares the pass: 21.4083 ms
        // (the last request decodes its second half alone, 21.16 ms a step: the mean moves by
        // 2.5 us).
        QVERIFY2(std::abs(l.tpotS.mean - 0.0214083) < 2e-5,
                 qPrintable(QString::number(l.tpotS.mean, 'g', 12)));
        // Without the spread (a separate-prefill engine, below) every pair would arrive
        // together again: 81 ms each.
        SchedulerSettings together;
        together.separatePrefill = true;
        QVERIFY(std::abs(closedLoop(2, together).ttftS.p50 - 0.081) < 1e-9);
    }

    void fewerRequestsThanClientsStillTimeTheirAnswers() {
        // Four measured requests from eight clients: only the four clients that send are
        // spread, their answers cut to ceil(101 x (i + 1) / 4) = 26, 51 and 76 tokens, and the
        // fourth keeps its 101, so TPOT and end-to-end time are its own. All four prompts share
        // the first pass (4 000 tokens: 160 ms + 1 ms); the requests served count the cut
        // answers as their share: (26 + 51 + 76 + 101) / 101 = 2.515 requests in the window,
        // which is the uncut request's end-to-end time.
        LoadSpec load;
        load.concurrency = 8;
        load.requests = 4;
        const LoadLatency l =
            simulateLoad(replica(), efficiency(), overheads(), {}, fixedLengths(), load);
        QCOMPARE(l.measured, 4);
        QVERIFY2(std::abs(l.ttftS.p50 - 0.161) < 1e-9, qPrintable(QString::number(l.ttftS.p50)));
        QVERIFY(l.tpotS.mean > 0.021 && l.tpotS.mean < 0.0215);
        QVERIFY(std::abs(l.e2eS.mean - (l.ttftS.p50 + 100 * l.tpotS.mean)) < 1e-9);
        QVERIFY(l.requestsPerS > 0);
        QVERIFY2(std::abs(l.requestsPerS * l.e2eS.mean - 254.0 / 101.0) < 1e-9,
                 qPrintable(QString::number(l.requestsPerS * l.e2eS.mean, 'g', 12)));
    }

    void theTokenBudgetChunksLongPrompts() {
        // A budget of 400 tokens splits a 1 000-token prompt into chunks of 400, 400 and 200:
        // three passes of 17, 17 and 9 ms of compute (memory 20.04, 20.08, 20.1 ms dominates)
        // -> 21.04 + 21.08 + 21.1 = 63.22 ms.
        SchedulerSettings s;
        s.tokenBudget = 400;
        const LoadLatency l = closedLoop(1, s);
        QVERIFY2(std::abs(l.ttftS.p50 - 0.06322) < 1e-9, qPrintable(QString::number(l.ttftS.p50)));
    }

    void separatePrefillPausesTheDecodes() {
        // SGLang's default: a pass is a prefill batch or a decode step, prefill first. Three
        // clients, a budget of 2 000 tokens: the first two prompts fill a prefill batch (80 ms
        // + 1 ms), the third follows alone (40 ms + 1 ms: TTFT 122 ms) while the first two
        // wait; then all three decode together and end in the same step, so every round
        // repeats. The first 100 requests are measured: rounds 1-33 (66 of 81 ms, 33 of 122 ms)
        // and request 100, issued alone (the last): 41 ms. Mean (66 x 81 + 33 x 122 + 41) / 100
        // = 94.13 ms. (The clients are not spread: SGLang keeps its cohorts.)
        // A decode step of three rows at context c: 20 ms + 3 x 0.1 us x c + 1 ms, at the mean
        // context 1 050.5: 21.31515 ms. The first two of a round wait 41 ms more over their 100
        // gaps: TPOT 21.72515 ms; the third 21.31515 ms; request 100 alone 21.10505 ms.
        SchedulerSettings s;
        s.tokenBudget = 2000;
        s.separatePrefill = true;
        const LoadLatency l = closedLoop(3, s);
        QVERIFY2(std::abs(l.ttftS.mean - 0.09413) < 1e-9,
                 qPrintable(QString::number(l.ttftS.mean, 'g', 12)));
        QVERIFY2(std::abs(l.tpotS.mean - (66 * 0.02172515 + 33 * 0.02131515 + 0.02110505) / 100) <
                     1e-9,
                 qPrintable(QString::number(l.tpotS.mean, 'g', 12)));
        // Mixed into the decode step instead (vLLM), the clients are spread after the first
        // round and a prompt shares its pass with the decoding rows instead of waiting for a
        // prefill batch: the TTFTs differ.
        s.separatePrefill = false;
        const LoadLatency mixed = closedLoop(3, s);
        QVERIFY(std::abs(mixed.ttftS.mean - l.ttftS.mean) > 1e-5);
    }

    void benchmarkLengthsAreDrawnFromTheirRange() {
        // vLLM benchmark_serving --random-range-ratio 0.8: prompts of 800 to 1 000 tokens. One
        // client sees its prompt alone: compute 32-40 ms (memory 20.1 ms at most) + 1 ms, so
        // TTFT lies in [33, 41] ms with mean 37 ms (100 draws: within 1 ms).
        RequestLengths lengths = fixedLengths();
        lengths.uniformFrom = 0.8;
        LoadSpec load;
        load.concurrency = 1;
        const LoadLatency l = simulateLoad(replica(), efficiency(), overheads(), {}, lengths, load);
        QVERIFY2(std::abs(l.ttftS.mean - 0.037) < 1e-3, qPrintable(QString::number(l.ttftS.mean)));
        QVERIFY(l.ttftS.p99 <= 0.041 + 1e-12);
        QVERIFY(l.ttftS.p99 - l.ttftS.p50 > 1e-3);
    }

    void aStaticBatchPrefillsInPassesOfTheBudget() {
        // Three prompts of 1 000 tokens, 2 000 tokens a pass: 80 ms (compute; memory 20 ms),
        // then 40 ms. The first two have their first token at 80 ms, the third at 120 ms:
        // mean 93.33 ms; the batch's last first token at 120 ms, as in one pass of 3 000.
        const StaticBatchTimes inPasses =
            staticBatchTimes(replica(), 3, efficiency(), overheads(), 2000);
        QVERIFY2(std::abs(inPasses.meanTtftS - 0.28 / 3) < 1e-12,
                 qPrintable(QString::number(inPasses.meanTtftS, 'g', 12)));
        QVERIFY(std::abs(inPasses.prefillS - 0.12) < 1e-12);
        const StaticBatchTimes atOnce = staticBatchTimes(replica(), 3, efficiency(), overheads());
        QVERIFY(std::abs(atOnce.meanTtftS - 0.12) < 1e-12);
        QVERIFY(std::abs(atOnce.prefillS - 0.12) < 1e-12);
    }

    void requestOverheadAddsItsMeanAtLightLoad() {
        // Closed loop (a benchmark's client), the host's per-request time is exponential with the
        // engine's mean, as it was fitted: one client sees 41 ms + 50 ms on average (the sample
        // mean of 100 draws is within 30 %).
        const LoadLatency l = closedLoop(1, {}, 0.05);
        QVERIFY2(std::abs(l.ttftS.mean - 0.091) < 0.3 * 0.05,
                 qPrintable(QString::number(l.ttftS.mean)));
        QVERIFY(l.ttftS.p99 > l.ttftS.p50);
    }

    void aFleetsFrontEndTimeIsItsMean() {
        // Open loop (a fleet at a request rate, as the planner and estimate --rate size it) the
        // served request time is the mean itself: Poisson arrivals already spread the requests.
        // At 0.01 requests/s a request of 41 ms + 100 x 21.1 ms = 2.15 s rarely meets another
        // (2 % of the time busy, so about 2 % of arrivals wait), so p50 and p95 are both the
        // 50 ms front end and the 41 ms prompt: 91 ms. An exponential front end would put p95 at 41
        // + 3 x 50 = 191 ms.
        SchedulerSettings s;
        s.maxRunning = 1;
        const LoadLatency l = openLoop(0.01, s, 0.05);
        QVERIFY2(std::abs(l.ttftS.p50 - 0.091) < 1e-6, qPrintable(QString::number(l.ttftS.p50)));
        QVERIFY2(std::abs(l.ttftS.p95 - 0.091) < 1e-6, qPrintable(QString::number(l.ttftS.p95)));
        QVERIFY(l.ttftS.p99 < 0.091 + 2.15); // at worst one request ahead
    }

    void theKvCacheCapsWhatRuns() {
        // Room for 2 100 tokens and whole-request reservation (TensorRT-LLM): two requests of
        // 1 101 tokens do not fit, so one runs at a time and four clients queue.
        SchedulerSettings s;
        s.kvCapacityTokens = 2100;
        s.reserveWholeRequest = true;
        const LoadLatency reserved = closedLoop(4, s);
        QVERIFY2(reserved.meanRunning <= 1.0 + 1e-9,
                 qPrintable(QString::number(reserved.meanRunning)));
        // Each waits for about three whole requests ahead of it: 3 x (41 + 100 x 21.1) ms.
        QVERIFY2(reserved.ttftS.p50 > 6.0, qPrintable(QString::number(reserved.ttftS.p50)));
        // Allocated as tokens arrive (vLLM), a second prompt of 1 000 fits beside a running
        // request holding at most 1 100, a third does not: two run.
        s.reserveWholeRequest = false;
        const LoadLatency onDemand = closedLoop(4, s);
        QVERIFY2(onDemand.meanRunning > 1.5 && onDemand.meanRunning <= 2.0 + 1e-9,
                 qPrintable(QString::number(onDemand.meanRunning)));
        QVERIFY(onDemand.ttftS.p50 < reserved.ttftS.p50);
    }

    void poissonArrivalsQueueAsTheRateGrows() {
        // One sequence at a time (max running 1): a request occupies the replica for
        // 41 ms + 100 x 21.1 ms = 2.15 s, so it serves about 0.46 requests/s.
        SchedulerSettings s;
        s.maxRunning = 1;
        const LoadLatency light = openLoop(0.02, s);
        QVERIFY(!light.saturated);
        // At 2 % of a replica's time busy, almost nobody waits: p50 is the prompt alone.
        QVERIFY(std::abs(light.ttftS.p50 - 0.041) < 1e-6);
        double previous = 0;
        for (double rate : {0.05, 0.1, 0.2, 0.3, 0.4}) {
            const LoadLatency l = openLoop(rate, s);
            QVERIFY2(!l.saturated, qPrintable(QString::number(rate)));
            QVERIFY2(l.ttftS.p95 >= previous, qPrintable(QString::number(rate)));
            previous = l.ttftS.p95;
        }
        // M/D/1 at rho = 0.4 x 2.15 = 0.86: the mean wait is rho S / (2 (1 - rho)) = 6.6 s.
        const LoadLatency busy = openLoop(0.4, s);
        QVERIFY2(busy.ttftS.mean > 3.0 && busy.ttftS.mean < 13.0,
                 qPrintable(QString::number(busy.ttftS.mean)));
        const LoadLatency over = openLoop(1.0, s);
        QVERIFY(over.saturated);
    }

    void reproducible() {
        const LoadLatency a = openLoop(0.3), b = openLoop(0.3);
        QCOMPARE(a.ttftS.p99, b.ttftS.p99);
        QCOMPARE(a.tpotS.p50, b.tpotS.p50);
    }

    void varyingLengthsSpreadTheLatencies() {
        LoadSpec load;
        load.arrival = Arrival::OpenLoop;
        load.ratePerS = 0.2;
        const RequestLengths varying{{1000, 3000}, {101, 300}};
        const LoadLatency l = simulateLoad(replica(), efficiency(), overheads(), {}, varying, load);
        QVERIFY(l.ttftS.p99 > 1.5 * l.ttftS.p50);
        QVERIFY(l.e2eS.p99 > 1.5 * l.e2eS.p50);
    }
};

} // namespace tst_Scheduler_suite

QTEST_APPLESS_MAIN(tst_Scheduler_suite::TestScheduler)
#include "tst_Scheduler.moc"
