#include "Disaggregated.h"
#include "ServerTopology.h"

#include <algorithm>
#include <cmath>

namespace rightsizer::model {
namespace {

/// Prompts per measure of a prefill worker's batched time: enough to fill its token budget's
/// passes at the usual prompt lengths.
constexpr double kBatchedPrompts = 16;
constexpr int kBisections = 200;
/// A closed loop whose throughput is this close to the deployment's capacity is saturated:
/// further clients only queue.
constexpr double kSaturatedFraction = 0.98;

/// One pool's worker: its estimate and the inputs its times are computed from.
struct Pool {
    EstimateResult est;
    ServingInputs in;
    ServingEfficiency e;
    ServingOverheads o;
};

Result<Pool> makePool(EstimateRequest r, const EfficiencyTable& efficiency, const char* prefix) {
    r.serve.concurrency = 0;
    r.serve.ratePerS = 0;
    // The worker's memory and efficiency; its notes leave speculation out (a lone estimate says
    // whether it pays at the most sequences that fit, not at the worker's batch).
    EstimateRequest plain = r;
    plain.runtime.speculative = {};
    if (auto ok = validateRequest(r); !ok) {
        Error e = ok.error();
        e.field = std::string(prefix) + e.field;
        e.message = std::string(prefix) + e.message;
        return e;
    }
    auto est = estimate(plain, efficiency);
    if (!est) {
        Error e = est.error();
        e.field = std::string(prefix) + e.field;
        e.message = std::string(prefix) + e.message;
        return e;
    }
    Pool p;
    p.est = std::move(est).value();
    p.in = makeServingInputs(r, p.est.params, p.est.compute);
    p.e = p.est.efficiency.serving;
    p.o = p.est.overheads;
    return p;
}

int workerGpus(const EstimateRequest& r) {
    return r.layout.tp * r.layout.pp;
}

/// The link a transfer crosses (KvLink::Auto resolved) or an error naming kv_link.
Result<KvLink> chooseLink(const DisaggregatedRequest& r) {
    const GpuSpec& g = r.decode.gpu;
    const int total =
        r.prefillWorkers * workerGpus(r.prefill) + r.decodeWorkers * workerGpus(r.decode);
    const bool sameGpu = r.prefill.gpu.id == g.id;
    const bool fabric = g.scaleUp.kind != "pcie" && g.scaleUp.bandwidthBytesPerSPerDirection > 0;
    const bool oneDomain = sameGpu && fabric && total <= g.scaleUp.domainSize;
    if (r.link == KvLink::Fabric && !oneDomain)
        return fieldError("kv_link",
                          "fabric needs both pools on one " + g.scaleUp.kind + " domain of " +
                              std::to_string(g.scaleUp.domainSize) + " " + g.id + " GPUs (" +
                              std::to_string(total) + " GPUs here" +
                              (sameGpu ? std::string(")") : std::string(", and two GPU types)")));
    if (r.link == KvLink::Pcie && total > kGpusPerServer)
        return fieldError("kv_link", "pcie reaches the GPUs of one server (" +
                                         std::to_string(kGpusPerServer) +
                                         "); this deployment has " + std::to_string(total));
    if (r.link != KvLink::Auto)
        return r.link;
    if (oneDomain)
        return KvLink::Fabric;
    return !fabric && sameGpu && total <= kGpusPerServer ? KvLink::Pcie : KvLink::Network;
}

double perGpuBytesPerS(KvLink l, const EstimateRequest& r) {
    switch (l) {
    case KvLink::Fabric:
        return r.gpu.scaleUp.bandwidthBytesPerSPerDirection;
    case KvLink::Pcie:
        return r.gpu.pcieBytesPerSPerDirection();
    case KvLink::Auto:
    case KvLink::Network:
        break;
    }
    return r.runtime.networkBytesPerSPerGpu;
}

/// A decode worker's time per output token at a running batch of b sequences.
double decodeTpotS(const Pool& d, double b) {
    const double rows = std::max(b, 1.0);
    PassLoad load;
    load.decodeRows = rows;
    load.decodeContextTokens = rows * (d.in.inputTokens + 0.5 * d.in.outputTokens);
    return passTimeS(d.in, d.e, d.o, load) / d.in.tokensPerStep;
}

/// The decode batch at throughput `x` (requests/s in all): b = x / D x (output - 1) x TPOT(b);
/// negative when the workers cannot keep up at any batch.
double decodeBatchAt(const Pool& d, int workers, double x) {
    const double k = x / workers * std::max(d.in.outputTokens - 1.0, 0.0);
    auto h = [&](double b) { return b - k * decodeTpotS(d, b); };
    double lo = 0, hi = 1;
    while (h(hi) < 0) {
        hi *= 2;
        if (hi > 1e9)
            return -1;
    }
    for (int i = 0; i < kBisections && hi - lo > 1e-9 * hi; ++i) {
        const double mid = 0.5 * (lo + hi);
        (h(mid) < 0 ? lo : hi) = mid;
    }
    return hi;
}

/// Everything that follows from the throughput: queue, batch, latencies.
struct Operating {
    double x = 0;
    double rho = 0;
    double queueS = 0;
    double queueAtQuantileS = 0;
    double batch = 0;
    double ttftS = 0;
    double tpotS = 0;
    double cycleS = 0; ///< a client's request, send to last token
};

class Model {
public:
    Model(const DisaggregatedRequest& r, const Pool& p, const Pool& d, double transferS)
        : m_r(r)
        , m_p(p)
        , m_d(d)
        , m_transferS(transferS) {
        const double budget = tokenBudget(r.prefill.runtime, r.prefill.gpu);
        m_aloneS = staticBatchTimes(p.in, 1, p.e, p.o, budget).prefillS - p.o.requestS;
        m_busyS =
            (staticBatchTimes(p.in, kBatchedPrompts, p.e, p.o, budget).prefillS - p.o.requestS) /
            kBatchedPrompts;
        m_cap = std::max(1, std::min(maxConcurrencyFit(r.decode, d.est.params),
                                     maxRunning(r.decode.runtime, r.decode.gpu)));
        const double decodeMax = r.decodeWorkers * m_cap /
                                 (std::max(d.in.outputTokens - 1.0, 1.0) * decodeTpotS(d, m_cap));
        m_maxX = std::min(r.prefillWorkers / m_busyS, decodeMax);
    }

    double aloneS() const { return m_aloneS; }
    double busyS() const { return m_busyS; }
    int cap() const { return m_cap; }
    double maxX() const { return m_maxX; }

    /// The operating point at throughput x < maxX().
    Operating at(double x) const {
        Operating op;
        op.x = x;
        op.rho = x / m_r.prefillWorkers * m_busyS;
        op.queueS = op.rho < 1 ? op.rho * m_busyS / (2 * (1 - op.rho)) : INFINITY;
        const double q = std::clamp(m_r.quantile, 0.01, 0.999);
        op.queueAtQuantileS =
            op.rho < 1 ? std::max(0.0, std::log(op.rho / (1 - q))) * m_busyS / (2 * (1 - op.rho))
                       : INFINITY;
        op.batch = std::min(double(m_cap), std::max(0.0, decodeBatchAt(m_d, m_r.decodeWorkers, x)));
        op.ttftS = m_p.o.requestS + op.queueS + m_aloneS + m_transferS;
        op.tpotS = decodeTpotS(m_d, op.batch);
        op.cycleS = op.ttftS + std::max(m_d.in.outputTokens - 1.0, 0.0) * op.tpotS;
        return op;
    }

    /// Closed loop: the throughput at which the clients' cycles hold `clients` requests; past
    /// the deployment's capacity the rest wait for their first token.
    Operating closedLoop(double clients) const {
        const double top = m_maxX * (1 - 1e-9);
        Operating best = at(top);
        if (top * best.cycleS < clients) {
            best.ttftS += clients / top - best.cycleS;
            best.cycleS = clients / top;
            return best;
        }
        double lo = 0, hi = top;
        for (int i = 0; i < kBisections && hi - lo > 1e-12 * top; ++i) {
            const double mid = 0.5 * (lo + hi);
            (mid * at(mid).cycleS < clients ? lo : hi) = mid;
        }
        return at(0.5 * (lo + hi));
    }

private:
    const DisaggregatedRequest& m_r;
    const Pool& m_p;
    const Pool& m_d;
    double m_transferS;
    double m_aloneS = 0;
    double m_busyS = 0;
    int m_cap = 1;
    double m_maxX = 0;
};

Status validate(const DisaggregatedRequest& r) {
    if (r.prefillWorkers < 1 || r.prefillWorkers > 4096)
        return fieldError("prefill_workers",
                          "got " + std::to_string(r.prefillWorkers) + ", accepted 1 to 4096");
    if (r.decodeWorkers < 1 || r.decodeWorkers > 4096)
        return fieldError("decode_workers",
                          "got " + std::to_string(r.decodeWorkers) + ", accepted 1 to 4096");
    if (r.prefill.mode != Mode::Serve || r.decode.mode != Mode::Serve)
        return fieldError("mode", "disaggregated serving splits a serving deployment: use --mode "
                                  "serve");
    if (r.decode.model.kind == ModelKind::Vit || r.decode.model.kind == ModelKind::Diffusion)
        return fieldError("model", "disaggregated serving splits a language model's prefill "
                                   "from its decode; " +
                                       r.decode.model.id + " has none");
    if (r.arrival == Arrival::ClosedLoop && !(r.concurrency >= 1 && r.concurrency <= 1e7))
        return fieldError("concurrency", "got " + std::to_string(r.concurrency) +
                                             ", accepted 1 to 10000000 clients in all");
    if (r.arrival == Arrival::OpenLoop && !(r.ratePerS > 0 && r.ratePerS <= 1e6))
        return fieldError("rate", "got " + std::to_string(r.ratePerS) +
                                      ", accepted 1e-06 to 1000000 requests/s in all");
    return {};
}

} // namespace

std::string_view kvLinkName(KvLink l) {
    switch (l) {
    case KvLink::Auto:
        return "auto";
    case KvLink::Fabric:
        return "fabric";
    case KvLink::Network:
        return "network";
    case KvLink::Pcie:
        return "pcie";
    }
    return "auto";
}

Result<KvLink> parseKvLink(std::string_view text, const std::string& field) {
    const std::string t = asciiLower(text);
    for (KvLink l : kAllKvLinks)
        if (kvLinkName(l) == t)
            return l;
    if (t == "nvlink")
        return KvLink::Fabric;
    if (t == "infiniband" || t == "ib" || t == "roce")
        return KvLink::Network;
    return fieldError(field, "unknown KV link '" + std::string(text) +
                                 "'; accepted: auto, fabric (nvlink), network (infiniband, roce), "
                                 "pcie");
}

Result<DisaggregatedEstimate> estimateDisaggregated(const DisaggregatedRequest& r,
                                                    const EfficiencyTable& efficiency) {
    if (auto ok = validate(r); !ok)
        return ok.error();
    auto prefill = makePool(r.prefill, efficiency, "prefill_");
    if (!prefill)
        return prefill.error();
    auto decode = makePool(r.decode, efficiency, "");
    if (!decode)
        return decode.error();
    auto link = chooseLink(r);
    if (!link)
        return link.error();

    DisaggregatedEstimate out;
    out.prefill = prefill->est;
    out.decode = decode->est;
    out.link = *link;
    const int streams = std::min(workerGpus(r.prefill), workerGpus(r.decode));
    out.linkBytesPerS =
        streams * std::min(perGpuBytesPerS(*link, r.prefill), perGpuBytesPerS(*link, r.decode));
    // The prompt's cache as the prefill worker wrote it (sliding windows keep only their last
    // tokens), with the draft's under speculative decoding.
    const double prompt = r.prefill.serve.inputTokens;
    out.kvBytesPerRequest =
        kvBytesPerSequencePerGpu(r.prefill.model, prompt,
                                 precisionInfo(r.prefill.kvPrecision).kvBytesPerElement, 1, 1) +
        draftKvBytesPerTokenPerGpu(r.prefill) * r.prefill.layout.tp * prompt;
    out.kvTransferS = (*link == KvLink::Fabric ? kFabricLatencyS
                       : *link == KvLink::Pcie ? kPcieLatencyS
                                               : kNetworkLatencyS) +
                      out.kvBytesPerRequest / out.linkBytesPerS;
    out.gpus = r.prefillWorkers * workerGpus(r.prefill) + r.decodeWorkers * workerGpus(r.decode);

    const Model model(r, *prefill, *decode, out.kvTransferS);
    out.prefillAloneS = model.aloneS();
    out.prefillBusyS = model.busyS();
    out.decodeBatchCap = model.cap();
    Operating op;
    if (r.arrival == Arrival::ClosedLoop) {
        op = model.closedLoop(r.concurrency);
        // At its capacity, more clients only lengthen the wait for a prefill worker.
        out.saturated = op.x >= kSaturatedFraction * model.maxX();
    } else {
        out.saturated = r.ratePerS >= model.maxX();
        op = model.at(std::min(r.ratePerS, model.maxX() * (1 - 1e-9)));
    }
    out.prefillQueueS = op.queueS;
    out.prefillUtilization = op.rho;
    out.decodeBatch = op.batch;
    // Memory where each worker runs: a prefill worker holds the prompt it computes, a decode
    // worker the sequences of its batch (not the most that would fit, as a lone estimate shows).
    out.prefill.memory = servingMemory(r.prefill, out.prefill.params, 1.0);
    out.decode.memory =
        servingMemory(r.decode, out.decode.params, std::max(1.0, std::ceil(op.batch)));
    out.requestsPerS = op.x;
    out.ttftS = bandAround(op.ttftS, prefill->e.sigmaLog);
    out.ttftAtQuantileS =
        bandAround(op.ttftS - op.queueS + op.queueAtQuantileS, prefill->e.sigmaLog);
    out.tpotS = bandAround(op.tpotS, decode->e.sigmaLog);
    out.outputTokensPerS = bandAround(op.x * r.decode.serve.outputTokens, decode->e.sigmaLog);
    out.outputTokensPerSPerGpu = out.outputTokensPerS.value / out.gpus;
    for (const EstimateResult* pool : {&out.prefill, &out.decode})
        out.warnings.insert(out.warnings.end(), pool->warnings.begin(), pool->warnings.end());
    if (out.saturated)
        out.warnings.push_back(
            {r.arrival == Arrival::ClosedLoop
                 ? RS_WORD("Engine", "saturated: the deployment runs at its capacity (about %1 "
                                     "requests/s) and further clients only wait longer for their "
                                     "first token")
                 : RS_WORD("Engine", "saturated: the arrivals exceed what the deployment serves "
                                     "(about %1 requests/s); the queue grows without bound"),
             {phrase::significant(model.maxX(), 3)}});
    return out;
}

} // namespace rightsizer::model
