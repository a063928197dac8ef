// workspace::LatestJobRunner, the one runner behind the workbench's evaluation, the report's
// preparation and the comparison (issue 22): the newest request wins, a superseded or
// cancelled job's result is never delivered, requests that arrive while one is being
// cancelled collapse into the latest, and destroying the runner waits for its worker.

#include "workspace/LatestJobRunner.h"

#include <QObject>
#include <QtTest>

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

namespace tst_LatestJobRunner_suite {

using rightsizer::model::WorkControl;
using Runner = rightsizer::workspace::LatestJobRunner<int>;

namespace {

/// A job that reports half-way, then runs until it is cancelled (or `release` is set) and
/// answers `value`; counts how often it ran.
Runner::Work blockingJob(int value, std::shared_ptr<std::atomic<int>> runs,
                         std::shared_ptr<std::atomic<bool>> release) {
    return [value, runs, release](const WorkControl& control) {
        ++*runs;
        control.report(0.5);
        while (!control.cancelled() && !*release)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        return value;
    };
}

Runner::Work quickJob(int value, std::shared_ptr<std::atomic<int>> runs) {
    return [value, runs](const WorkControl& control) {
        ++*runs;
        control.report(1.0);
        return value;
    };
}

struct Seen {
    int started = 0;
    int cancelled = 0;
    std::vector<int> results;
    std::vector<std::uint64_t> generations;
    std::vector<double> progress;
};

} // namespace

class tst_LatestJobRunner final : public QObject {
    Q_OBJECT

    QObject m_context;

private slots:
    void deliversTheResultOfOneRequest() {
        Seen seen;
        Runner* self = nullptr;
        Runner runner(&m_context,
                      {[&] { ++seen.started; }, [&](double f) { seen.progress.push_back(f); },
                       [&](int v) {
                           seen.results.push_back(v);
                           seen.generations.push_back(self->generation());
                       },
                       [&] { ++seen.cancelled; }});
        self = &runner;
        auto runs = std::make_shared<std::atomic<int>>(0);
        runner.request(quickJob(7, runs));
        QVERIFY(runner.isBusy());
        QTRY_COMPARE(seen.results.size(), size_t(1));
        QCOMPARE(seen.results[0], 7);
        QCOMPARE(seen.generations[0], std::uint64_t(1));
        QCOMPARE(seen.started, 1);
        QCOMPARE(seen.cancelled, 0);
        QCOMPARE(seen.progress, std::vector<double>{1.0});
        QVERIFY(!runner.isBusy());
    }

    void newestRequestWinsAndRequestsCollapse() {
        Seen seen;
        Runner runner(&m_context, {[&] { ++seen.started; },
                                   {},
                                   [&](int v) { seen.results.push_back(v); },
                                   [&] { ++seen.cancelled; }});
        auto runs = std::make_shared<std::atomic<int>>(0);
        auto release = std::make_shared<std::atomic<bool>>(false);
        runner.request(blockingJob(1, runs, release));
        QTRY_COMPARE(runs->load(), 1); // the first job is under way
        // Three requests while it runs: it is cancelled, and only the last one runs after it.
        runner.request(quickJob(2, runs));
        runner.request(quickJob(3, runs));
        runner.request(quickJob(4, runs));
        QTRY_COMPARE(seen.results.size(), size_t(1));
        QCOMPARE(seen.results[0], 4);
        QCOMPARE(runs->load(), 2);
        QCOMPARE(seen.started, 2);
        QCOMPARE(seen.cancelled, 0); // a superseded job is not "cancelled": its successor runs
        QCOMPARE(runner.generation(), std::uint64_t(2));
    }

    void cancelDropsTheResultAndSaysSo() {
        Seen seen;
        Runner runner(&m_context, {{},
                                   [&](double f) { seen.progress.push_back(f); },
                                   [&](int v) { seen.results.push_back(v); },
                                   [&] { ++seen.cancelled; }});
        auto runs = std::make_shared<std::atomic<int>>(0);
        auto release = std::make_shared<std::atomic<bool>>(false);
        runner.request(blockingJob(1, runs, release));
        QTRY_COMPARE(runs->load(), 1);
        runner.cancel();
        QTRY_COMPARE(seen.cancelled, 1);
        QVERIFY(seen.results.empty());
        QVERIFY(!runner.isBusy());
        // A request after the cancel runs normally.
        runner.request(quickJob(5, runs));
        QTRY_COMPARE(seen.results.size(), size_t(1));
        QCOMPARE(seen.results[0], 5);
    }

    void destroyingTheRunnerWaitsAndDeliversNothing() {
        Seen seen;
        auto runs = std::make_shared<std::atomic<int>>(0);
        auto release = std::make_shared<std::atomic<bool>>(false);
        {
            Runner runner(&m_context, {{},
                                       [&](double f) { seen.progress.push_back(f); },
                                       [&](int v) { seen.results.push_back(v); },
                                       [&] { ++seen.cancelled; }});
            runner.request(blockingJob(1, runs, release));
            QTRY_COMPARE(runs->load(), 1);
        } // cancels the job and waits for its worker
        const size_t progressBefore = seen.progress.size();
        // What the worker posted afterwards (its result) is dropped: the runner is gone.
        QTest::qWait(50);
        QVERIFY(seen.results.empty());
        QCOMPARE(seen.progress.size(), progressBefore);
        QCOMPARE(seen.cancelled, 0);
    }
};

} // namespace tst_LatestJobRunner_suite

QTEST_GUILESS_MAIN(tst_LatestJobRunner_suite::tst_LatestJobRunner)
#include "tst_LatestJobRunner.moc"
