#include "Scheduler.h"
#include "CpuState.h"
#include "WaitingTime.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <queue>
#include <random>

namespace rightsizer::model {
namespace {

/// Benchmark protocol of a closed-loop concurrency point (see simulateLoad).
constexpr int kClosedWarmupPerClient = 0;
constexpr int kClosedMeasuredPerClient = 10;
constexpr int kClosedMeasuredMin = 100;
/// Open loop: enough arrivals for a stable p99, and a tail so the last measured requests do not
/// see the queue drain.
constexpr int kOpenMeasured = 2000;
constexpr int kOpenWarmup = 200;
constexpr double kOpenTailFraction = 0.1;
/// Requests still waiting when the last measured request arrives above which an open-loop run
/// counts as saturated: a stable queue holds a few, an overloaded one grows with the run.
constexpr double kSaturatedWaitingFraction = 0.05;
constexpr int kSaturatedWaitingMin = 50;
/// Passes after which a run stops whatever its state (a guard against a non-advancing clock).
constexpr long long kPassLimit = 20'000'000;

struct Request {
    double sendS = 0;   ///< client sends (TTFT and E2E count from here)
    double arriveS = 0; ///< reaches the scheduler, after the per-request work
    double input = 0;
    double output = 0;
    double prefilled = 0;
    double cached = 0; ///< prompt tokens found in the prefix cache
    double firstTokenS = 0;
    long long firstPass = 0; ///< pass that emitted the first token
    bool measured = false;
    /// The answer's length before a cut: a client's first answer is cut to spread the clients'
    /// phases (see startClosedLoop). A cut request's TTFT counts, its TPOT and end-to-end time
    /// do not, and it counts as the share of its answer it produced among the requests served.
    double fullOutput = 0;
    bool cut() const { return output < fullOutput; }
};

struct DecodeRow {
    long long lastPass = 0; ///< pass that emits its last token
    int id = 0;
    bool operator>(const DecodeRow& other) const { return lastPass > other.lastPass; }
};

double uniform01(std::mt19937_64& rng) {
    // 53 random bits -> (0, 1): never 0, so log() below is finite.
    return (double(rng() >> 11) + 0.5) * (1.0 / 9007199254740992.0);
}

/// The reported percentiles from a mean and a quantile function.
template <class At> LatencyPercentiles withQuantiles(double mean, const At& at, double q) {
    LatencyPercentiles p;
    p.mean = mean;
    p.p50 = at(0.50);
    p.p90 = at(0.90);
    p.p95 = at(0.95);
    p.p99 = at(0.99);
    p.atQuantile = at(q);
    return p;
}

LatencyPercentiles percentiles(std::vector<double> v, double q) {
    LatencyPercentiles p;
    if (v.empty())
        return p;
    std::sort(v.begin(), v.end());
    auto at = [&](double quantile) {
        const double pos = quantile * double(v.size() - 1);
        const size_t lo = size_t(std::floor(pos));
        const size_t hi = std::min(lo + 1, v.size() - 1);
        return v[lo] + (pos - double(lo)) * (v[hi] - v[lo]);
    };
    double sum = 0;
    for (double x : v)
        sum += x;
    return withQuantiles(sum / double(v.size()), at, q);
}

/// Quantiles of gaps that occur with integer weights (a pass's duration, once per row it
/// advanced).
LatencyPercentiles weightedPercentiles(std::vector<std::pair<double, double>> v, double q) {
    LatencyPercentiles p;
    double total = 0, sum = 0;
    for (const auto& [x, w] : v) {
        total += w;
        sum += x * w;
    }
    if (total <= 0)
        return p;
    std::sort(v.begin(), v.end());
    auto at = [&](double quantile) {
        const double target = quantile * total;
        double seen = 0;
        for (const auto& [x, w] : v) {
            seen += w;
            if (seen >= target)
                return x;
        }
        return v.back().first;
    };
    return withQuantiles(sum / total, at, q);
}

class Simulation {
public:
    Simulation(const ServingInputs& in, const ServingEfficiency& e, const ServingOverheads& o,
               const SchedulerSettings& s, const RequestLengths& lengths, const LoadSpec& load)
        : in_(in)
        , e_(e)
        , o_(o)
        , s_(s)
        , lengths_(lengths)
        , load_(load)
        , rng_(load.seed) {
        // No more running sequences than the budget covers, each with its speculative positions.
        s_.maxRunning = std::max(
            1, std::min(
                   s.maxRunning,
                   int(std::max(1.0, s.tokenBudget / (1.0 + double(std::max(0, in.specTokens)))))));
        s_.tokenBudget = std::max(1.0, s.tokenBudget);
        perPass_ = std::max(1.0, in.tokensPerStep);
        positions_ = 1.0 + double(std::max(0, in.specTokens));
    }

    LoadLatency run() {
        if (load_.arrival == Arrival::ClosedLoop)
            startClosedLoop();
        else
            startOpenLoop();
        long long pass = 0; // decode steps so far: a decoding row's clock
        while (completedMeasured_ < measuredTotal_ && passes_ < kPassLimit) {
            admitArrivals();
            if (const long long skipped = skipQuietPasses(pass); skipped > 0) {
                pass += skipped;
                continue;
            }
            if (!runPass(pass)) {
                // Idle: jump to the next arrival, or stop when none is coming.
                if (pending_.empty())
                    break;
                clock_ = std::max(clock_, pending_.top().first);
                continue;
            }
            if (lastPassDecoded_)
                ++pass;
        }
        return result();
    }

private:
    /// A length drawn from the log-normal through the mean (as median) and the p95, rounded up
    /// to whole tokens, as TokenDistribution::quantile gives it: a standard normal by
    /// Box-Muller (from this run's generator, so runs are reproducible on every platform).
    double sampleLength(const TokenDistribution& d) {
        if (lengths_.uniformFrom < 1.0) {
            const double lo = std::max(1.0, std::floor(lengths_.uniformFrom * d.mean));
            return std::floor(lo + uniform01(rng_) * (std::floor(d.mean) - lo + 1.0));
        }
        if (d.p95 <= d.mean)
            return std::max(1.0, d.mean);
        static const double z95 = normalQuantile(0.95);
        constexpr double kTwoPi = 6.283185307179586;
        const double z =
            std::sqrt(-2.0 * std::log(uniform01(rng_))) * std::cos(kTwoPi * uniform01(rng_));
        return std::max(1.0,
                        std::ceil(d.mean * std::exp(std::log(d.p95 / d.mean) * z / z95) - 1e-9));
    }

    void addRequest(double sendS, bool measured) {
        Request r;
        r.sendS = sendS;
        // The time outside the engine's passes (HTTP, tokenizing, the API server's queue).
        // Closed loop, as a benchmark measures it from its client: exponential with the
        // engine's mean, which is how the served request time was fitted on the benchmarks'
        // runs (their client's and server's variation both land in the TTFT they report, and
        // it varies the order in which clients that finish together arrive). Open loop,
        // for a fleet at a request rate: the mean itself. The Poisson arrivals already spread
        // the requests, and an exponential front end would give every request a p95 of three
        // times its mean whatever the fleet: an 8B model on vLLM could then never meet a p95
        // TTFT of 300 ms (3 x 110 ms) on any number of GPUs.
        const double served = o_.servedRequestOrDefaultS();
        r.arriveS = load_.arrival == Arrival::ClosedLoop
                        ? sendS - served * std::log(uniform01(rng_))
                        : sendS + served;
        r.input = sampleLength(lengths_.input);
        r.output = sampleLength(lengths_.output);
        r.fullOutput = r.output;
        if (issued_ < spreadClients_)
            r.output =
                std::max(1.0, std::ceil(r.output * double(issued_ + 1) / double(spreadClients_)));
        // Prefix caching: the request finds the shared prefix cached with the hit rate's
        // probability (drawn only when caching is on, so other runs keep their random stream).
        if (in_.prefixTokens > 0 && in_.prefixHitRate > 0 && uniform01(rng_) < in_.prefixHitRate)
            r.cached = std::max(0.0, std::min(in_.prefixTokens, r.input - 1.0));
        r.measured = measured;
        requests_.push_back(r);
        pending_.push({r.arriveS, int(requests_.size()) - 1});
    }

    void startClosedLoop() {
        const int clients = std::max(1, int(std::lround(load_.concurrency)));
        warmup_ = load_.warmup >= 0 ? load_.warmup : kClosedWarmupPerClient * clients;
        measuredTotal_ = load_.requests > 0
                             ? load_.requests
                             : std::max(kClosedMeasuredMin, kClosedMeasuredPerClient * clients);
        issueLimit_ = warmup_ + measuredTotal_;
        // Clients that start together stay together only in a simulation: a real benchmark's
        // timing jitter (its client, the HTTP server, the engine's step boundaries) shifts them
        // apart, and where every pass is a decode step two prompts a few milliseconds apart are
        // admitted into successive steps and end a step apart for good. The measured TTFTs of
        // vLLM and TensorRT-LLM at fixed lengths are those of clients spread over a request's
        // duration after the start (independent of the answer length, unlike cohorts'). Client
        // i's first answer is cut to (i + 1)/C of its length, which spreads the phases evenly
        // from the second round on. A separate-prefill engine (SGLang) keeps its cohorts: prompts
        // that arrive while a prefill batch runs go into the next one before any decode step,
        // start decoding together and end together, and its measured TTFTs are the cohorts'.
        if (!s_.separatePrefill && clients > 1)
            spreadClients_ = std::min(clients, issueLimit_);
        requests_.reserve(size_t(issueLimit_));
        for (int c = 0; c < clients && issued_ < issueLimit_; ++c)
            issue(0.0);
    }

    void issue(double sendS) {
        addRequest(sendS, issued_ >= warmup_);
        ++issued_;
    }

    void startOpenLoop() {
        warmup_ = load_.warmup >= 0 ? load_.warmup : kOpenWarmup;
        measuredTotal_ = load_.requests > 0 ? load_.requests : kOpenMeasured;
        const int tail = int(std::ceil(kOpenTailFraction * measuredTotal_));
        const double rate = std::max(load_.ratePerS, 1e-12);
        requests_.reserve(size_t(warmup_ + measuredTotal_ + tail));
        double t = 0;
        for (int i = 0; i < warmup_ + measuredTotal_ + tail; ++i) {
            t += -std::log(uniform01(rng_)) / rate;
            addRequest(t, i >= warmup_ && i < warmup_ + measuredTotal_);
            if (i == warmup_)
                firstMeasuredArrival_ = requests_.back().sendS;
            if (i == warmup_ + measuredTotal_ - 1)
                lastMeasuredArrival_ = requests_.back().sendS;
        }
        issued_ = int(requests_.size());
    }

    /// Requests that have reached the scheduler by now join the waiting queue, in arrival order.
    void admitArrivals() {
        while (!pending_.empty() && pending_.top().first <= clock_) {
            waiting_.push_back(pending_.top().second);
            pending_.pop();
        }
        if (load_.arrival == Arrival::OpenLoop && !saturationChecked_ &&
            clock_ >= lastMeasuredArrival_) {
            saturationChecked_ = true;
            saturated_ = double(waiting_.size()) >
                         std::max(double(kSaturatedWaitingMin),
                                  kSaturatedWaitingFraction * double(measuredTotal_));
        }
    }

    /// KV room for a waiting request: its whole length beside the reservations of the running
    /// ones (TensorRT-LLM's GUARANTEED_NO_EVICT), or its prompt beside the tokens the running
    /// ones hold now (vLLM, SGLang: blocks are allocated as tokens arrive).
    bool kvAllows(const Request& r, long long pass) const {
        if (s_.kvCapacityTokens <= 0)
            return true;
        // A cached prefix is held once for all (its blocks are shared).
        if (s_.reserveWholeRequest)
            return reservedTokens_ + r.input + r.output - r.cached <=
                   std::max(s_.kvCapacityTokens, r.input + r.output - r.cached);
        // Each decode row writes its positions' KV this pass (1 + the proposals).
        const double rows = double(decoding_.size());
        const double held = contextBase_ + perPass_ * rows * double(pass) + positions_ * rows +
                            prefillingTokens_ - sharedHeld_;
        return held + r.input - r.cached <= std::max(s_.kvCapacityTokens, r.input - r.cached);
    }

    /// True when the waiting queue cannot move before a running request finishes: no token
    /// budget left beside the decodes, the running cap reached, or the KV cache full (it only
    /// fills further while the decodes grow).
    bool admissionBlocked(long long pass) const {
        if (waiting_.empty())
            return true;
        const int running = int(prefilling_.size() + decoding_.size());
        return s_.tokenBudget - positions_ * double(decoding_.size()) <= 0 ||
               running >= s_.maxRunning || !kvAllows(requests_[size_t(waiting_.front())], pass);
    }

    /// Passes from `pass` on in which nothing happens but every running request decoding one
    /// more token: no prompt in flight, no admission possible, no request finishing and no
    /// arrival before the pass starts. Their durations are linear in the context (the decode
    /// rows stay, each row's context grows by one token a pass) as long as the pass stays
    /// memory- or compute-bound throughout, which is checked; then they are advanced in one step
    /// with the exact sum, and their gap enters the inter-token statistics once with its weight.
    /// Returns the passes advanced (0: run them one by one). At low load this turns millions of
    /// passes into a few thousand steps.
    long long skipQuietPasses(long long pass) {
        constexpr long long kMinSkip = 4;
        if (decoding_.empty() || !prefilling_.empty() || !admissionBlocked(pass) || pausedGapS_ > 0)
            return 0;
        // The last pass before the next completion runs normally, as does one that would start
        // at or after the next arrival.
        long long k = decoding_.top().lastPass - pass;
        if (k < kMinSkip)
            return 0;
        const double rows = double(decoding_.size());
        auto duration = [&](long long j) {
            PassLoad load;
            load.decodeRows = rows;
            load.decodeContextTokens = contextBase_ + perPass_ * rows * double(pass + j);
            return passTimeS(in_, e_, o_, load);
        };
        const double first = duration(0);
        const double slope = (duration(k - 1) - first) / double(k - 1);
        // Linear only within one regime: the midpoint of a convex piecewise-linear function lies
        // on the chord exactly when no kink lies between the ends.
        if (std::abs(duration(k / 2) - (first + slope * double(k / 2))) >
            1e-9 * std::max(first, 1e-12))
            return 0;
        // Sum of the first j durations: j * first + slope * j (j - 1) / 2.
        auto elapsed = [&](long long j) {
            return double(j) * first + slope * 0.5 * double(j) * double(j - 1);
        };
        if (!pending_.empty()) {
            // Only passes that start before the next arrival: the largest j with
            // elapsed(j - 1) < room.
            const double room = pending_.top().first - clock_;
            long long lo = 1, hi = k;
            while (lo < hi) {
                const long long mid = lo + (hi - lo + 1) / 2;
                if (elapsed(mid - 1) < room)
                    lo = mid;
                else
                    hi = mid - 1;
            }
            k = lo;
            if (k < kMinSkip)
                return 0;
        }
        const double total = elapsed(k);
        clock_ += total;
        passSum_ += total;
        rowSum_ += rows * double(k);
        passes_ += k;
        if (measuredDecoding_ > 0 && load_.interTokenLatency)
            gaps_.emplace_back(total / double(k), double(measuredDecoding_) * double(k));
        return k;
    }

    void addChunk(Request& r, double& budget, PassLoad& load) {
        const double n = std::min(r.input - r.prefilled, budget);
        if (n <= 0)
            return;
        load.prefillTokens += n;
        load.prefillChunks += 1;
        load.prefillAttentionPairs += n * (r.prefilled + 0.5 * n);
        load.prefillContextTokens += r.prefilled + n;
        r.prefilled += n;
        budget -= n;
    }

    /// True when a waiting request can be admitted now.
    bool canAdmit(long long pass) const {
        return !waiting_.empty() && int(prefilling_.size() + decoding_.size()) < s_.maxRunning &&
               kvAllows(requests_[size_t(waiting_.front())], pass);
    }

    /// One pass (`pass`: decode steps so far): false when there is nothing to run.
    bool runPass(long long pass) {
        const bool prefillOnly = s_.separatePrefill && (!prefilling_.empty() || canAdmit(pass));
        lastPassDecoded_ = !prefillOnly;
        PassLoad load;
        double budget = s_.tokenBudget;
        const double rows = prefillOnly ? 0.0 : double(decoding_.size());
        load.decodeRows = rows;
        load.decodeContextTokens = rows > 0 ? contextBase_ + perPass_ * rows * double(pass) : 0.0;
        // Speculative decoding: each row's proposals take token budget too.
        budget -= positions_ * rows;
        // A separate-prefill engine's decode step carries no prompt.
        if (s_.separatePrefill && !prefillOnly)
            budget = 0;
        for (int id : prefilling_) {
            if (budget <= 0)
                break;
            addChunk(requests_[size_t(id)], budget, load);
        }
        while (budget > 0 && canAdmit(pass)) {
            const int id = waiting_.front();
            waiting_.pop_front();
            Request& r = requests_[size_t(id)];
            reservedTokens_ += r.input + r.output - r.cached;
            prefillingTokens_ += r.input - r.cached;
            r.prefilled = r.cached;
            prefilling_.push_back(id);
            addChunk(r, budget, load);
        }
        if (load.decodeRows + load.prefillTokens <= 0)
            return false;
        const double duration = passTimeS(in_, e_, o_, load);
        clock_ += duration;
        passSum_ += duration;
        rowSum_ += rows;
        ++passes_;
        // A prefill batch holds the decoding rows back: its time joins their next gap.
        if (prefillOnly) {
            pausedGapS_ += measuredDecoding_ > 0 ? duration : 0.0;
        } else if (measuredDecoding_ > 0) {
            if (load_.interTokenLatency)
                gaps_.emplace_back(duration + pausedGapS_, double(measuredDecoding_));
            pausedGapS_ = 0;
        }

        // Rows whose last token this pass emitted.
        while (!prefillOnly && !decoding_.empty() && decoding_.top().lastPass == pass) {
            const int id = decoding_.top().id;
            decoding_.pop();
            Request& r = requests_[size_t(id)];
            contextBase_ -= r.input - perPass_ * double(r.firstPass);
            sharedHeld_ -= r.cached;
            complete(id);
        }
        // Prompts this pass finished: their first token.
        while (!prefilling_.empty() && requests_[size_t(prefilling_.front())].prefilled >=
                                           requests_[size_t(prefilling_.front())].input) {
            const int id = prefilling_.front();
            prefilling_.pop_front();
            Request& r = requests_[size_t(id)];
            prefillingTokens_ -= r.input - r.cached;
            r.firstTokenS = clock_;
            // Its decode steps are the next ones: after a prefill batch, decode step `pass`.
            r.firstPass = prefillOnly ? pass - 1 : pass;
            if (r.output <= 1.0) {
                complete(id);
                continue;
            }
            // It decodes in steps firstPass+1 .. firstPass+n, n = (output-1) / tokensPerStep
            // rounded up, and attends, in step j, to input + tokensPerStep (j - firstPass)
            // tokens (one token a step without speculative decoding).
            const long long steps = perPass_ > 1.0
                                        ? (long long)(std::ceil((r.output - 1.0) / perPass_ - 1e-9))
                                        : (long long)(r.output) - 1;
            decoding_.push({r.firstPass + steps, id});
            contextBase_ += r.input - perPass_ * double(r.firstPass);
            sharedHeld_ += r.cached;
            if (r.measured)
                ++measuredDecoding_;
        }
        return true;
    }

    void complete(int id) {
        Request& r = requests_[size_t(id)];
        reservedTokens_ -= r.input + r.output - r.cached;
        if (clock_ >= firstMeasuredArrival_ && clock_ <= lastMeasuredArrival_) {
            ++completedInArrivals_;
            tokensInArrivals_ += r.output;
        }
        if (r.measured) {
            if (r.output > 1.0 && measuredDecoding_ > 0)
                --measuredDecoding_;
            ttft_.push_back(r.firstTokenS - r.sendS);
            if (!r.cut()) {
                e2e_.push_back(clock_ - r.sendS);
                if (r.output > 1.0)
                    tpot_.push_back((clock_ - r.firstTokenS) / (r.output - 1.0));
            }
            ++completedMeasured_;
            servedShare_ += r.output / r.fullOutput;
            windowStart_ = std::min(windowStart_, r.sendS);
            windowEnd_ = std::max(windowEnd_, clock_);
            measuredTokens_ += r.output;
        }
        if (load_.arrival == Arrival::ClosedLoop && issued_ < issueLimit_)
            issue(clock_);
    }

    LoadLatency result() const {
        LoadLatency out;
        const double q = load_.quantile;
        out.ttftS = percentiles(ttft_, q);
        out.tpotS = percentiles(tpot_, q);
        out.e2eS = percentiles(e2e_, q);
        out.itlS = weightedPercentiles(gaps_, q);
        out.interTokenMeasured = load_.interTokenLatency;
        out.measured = completedMeasured_;
        const double window = windowEnd_ - windowStart_;
        const double arrivals = lastMeasuredArrival_ - firstMeasuredArrival_;
        if (load_.arrival == Arrival::OpenLoop && arrivals > 0) {
            // What the replica completes while the measured requests arrive (the arrival rate
            // when it keeps up, less when saturated); the measured requests' own first-send to
            // last-finish window would count their drain time too.
            out.requestsPerS = completedInArrivals_ / arrivals;
            out.outputTokensPerS = tokensInArrivals_ / arrivals;
        } else if (window > 0) {
            out.requestsPerS = servedShare_ / window;
            out.outputTokensPerS = measuredTokens_ / window;
        }
        out.meanRunning = passes_ > 0 ? rowSum_ / double(passes_) : 0.0;
        out.meanPassS = passes_ > 0 ? passSum_ / double(passes_) : 0.0;
        out.saturated = saturated_ || completedMeasured_ < measuredTotal_;
        return out;
    }

    const ServingInputs& in_;
    const ServingEfficiency& e_;
    const ServingOverheads& o_;
    SchedulerSettings s_;
    const RequestLengths& lengths_;
    const LoadSpec& load_;
    std::mt19937_64 rng_;

    std::vector<Request> requests_;
    /// Sent but not yet at the scheduler: (arrival time, request), earliest first.
    std::priority_queue<std::pair<double, int>, std::vector<std::pair<double, int>>, std::greater<>>
        pending_;
    std::deque<int> waiting_;
    std::deque<int> prefilling_;
    std::priority_queue<DecodeRow, std::vector<DecodeRow>, std::greater<>> decoding_;
    double contextBase_ = 0;      ///< sum over decode rows of (input - first pass)
    double reservedTokens_ = 0;   ///< whole lengths of the admitted requests
    double prefillingTokens_ = 0; ///< prompts of the requests still in prefill, less cached
    double sharedHeld_ = 0;       ///< cached prefix tokens of the decode rows (held once)
    /// Tokens a decode step emits per row, and positions it carries per row (speculative
    /// decoding: tokensPerStep on average, and 1 + the proposals).
    double perPass_ = 1.0;
    double positions_ = 1.0;
    double clock_ = 0;
    int warmup_ = 0;
    int measuredTotal_ = 0;
    int issueLimit_ = 0;
    int issued_ = 0;
    int spreadClients_ = 0; ///< the first requests with their answers cut (startClosedLoop)
    int completedMeasured_ = 0;
    double servedShare_ = 0; ///< measured completions, a cut answer as the share it produced
    int measuredDecoding_ = 0;
    double firstMeasuredArrival_ = 0;
    double lastMeasuredArrival_ = 0;
    double completedInArrivals_ = 0; ///< completions, measured or not, between the two above
    double tokensInArrivals_ = 0;
    bool saturationChecked_ = false;
    bool saturated_ = false;
    double passSum_ = 0, rowSum_ = 0;
    bool lastPassDecoded_ = true; ///< the last pass advanced the decoding rows
    double pausedGapS_ = 0;       ///< prefill batches since the last decode step
    long long passes_ = 0;
    double windowStart_ = std::numeric_limits<double>::infinity();
    double windowEnd_ = 0;
    double measuredTokens_ = 0;
    std::vector<double> ttft_, tpot_, e2e_;
    std::vector<std::pair<double, double>> gaps_;
};

} // namespace

SchedulerSettings schedulerSettings(const EstimateRequest& r, const ParameterCount& p) {
    SchedulerSettings s;
    s.tokenBudget = tokenBudget(r.runtime, r.gpu);
    s.maxRunning = maxRunning(r.runtime, r.gpu);
    const MemoryBreakdown base = servingMemory(r, p, 0.0);
    // Target and draft KV per token; the shared prefix's one copy is set aside.
    const double perToken =
        kvBytesPerSequencePerGpu(r.model, r.serve.inputTokens + r.serve.outputTokens,
                                 precisionInfo(r.kvPrecision).kvBytesPerElement, r.layout.tp,
                                 r.layout.pp) /
            std::max(1.0, r.serve.inputTokens + r.serve.outputTokens) +
        draftKvBytesPerTokenPerGpu(r);
    const double room = base.usablePerGpuBytes - base.totalPerGpuBytes - sharedPrefixKvBytes(r);
    s.kvCapacityTokens = perToken > 0 ? std::max(0.0, room) / perToken : 0.0;
    s.reserveWholeRequest = r.runtime.engine == Engine::Trtllm;
    s.separatePrefill = r.runtime.engine == Engine::Sglang && !r.runtime.mixedChunk;
    return s;
}

LoadLatency simulateLoad(const ServingInputs& in, const ServingEfficiency& e,
                         const ServingOverheads& o, const SchedulerSettings& s,
                         const RequestLengths& lengths, const LoadSpec& load) {
    clearAvxUpperState();
    return Simulation(in, e, o, s, lengths, load).run();
}

} // namespace rightsizer::model
