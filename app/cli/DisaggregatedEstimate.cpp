#include "CliText.h"
#include "CommandLine.h"
#include "EstimateOutput.h"
#include "EstimateVerb.h"
#include "ExitStatus.h"
#include "VerbSupport.h"

#include "model/Disaggregated.h"
#include "model/Scenario.h"
#include "views/EnginePhrase.h"
#include "views/QuantityFormat.h"
#include "views/table/RowTable.h"

#include "catalog/JsonText.h"

#include <QStringList>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <iostream>

namespace rightsizer::app {
namespace {

using namespace rightsizer::model;
using nlohmann::ordered_json;

/// The options only `estimate --disagg` takes; the rest describe the decode worker and the
/// workload, as for an aggregated estimate.
const std::set<std::string> kDisaggValues{"prefill-workers", "decode-workers",    "prefill-tp",
                                          "prefill-gpu",     "prefill-precision", "kv-link"};

struct Parsed {
    DisaggregatedRequest request;
    bool json = false;
};

/// Splits the disaggregated options from the rest of the command line.
Result<Parsed> parseDisaggregated(const std::vector<std::string>& args,
                                  const catalog::Catalog& catalog) {
    std::vector<std::string> own, rest;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--disagg")
            continue;
        const std::string name = a.rfind("--", 0) == 0 ? a.substr(2, a.find('=') - 2) : "";
        if (kDisaggValues.count(name)) {
            own.push_back(a);
            if (a.find('=') == std::string::npos && i + 1 < args.size())
                own.push_back(args[++i]);
            continue;
        }
        if (name == "gpus")
            return fieldError("--gpus", "with --disagg the GPUs are the workers': "
                                        "--prefill-workers x --prefill-tp + --decode-workers x "
                                        "--tp");
        rest.push_back(a);
    }
    bool json = false, help = false;
    auto decode = estimateRequestFromArgs(rest, catalog, json, help);
    if (!decode)
        return decode.error();
    auto cl = CommandLine::parse(own, kDisaggValues, {});
    if (!cl)
        return cl.error();
    Parsed p;
    p.json = json;
    DisaggregatedRequest& r = p.request;
    r.decode = *decode;
    if (r.decode.serve.ratePerS > 0) {
        r.arrival = Arrival::OpenLoop;
        r.ratePerS = r.decode.serve.ratePerS;
    } else {
        r.concurrency = std::max(1, r.decode.serve.concurrency);
    }
    r.prefill = r.decode;
    for (auto [name, target] : {std::pair{"prefill-workers", &r.prefillWorkers},
                                std::pair{"decode-workers", &r.decodeWorkers}}) {
        auto v = cl->integer(name, 1, 1, 4096);
        if (!v)
            return v.error();
        *target = *v;
    }
    auto tp = cl->integer("prefill-tp", r.decode.layout.tp, 1, 1024);
    if (!tp)
        return tp.error();
    r.prefill.layout.tp = *tp;
    r.prefill.layout.gpus = r.prefill.layout.tp * r.prefill.layout.pp;
    if (auto id = cl->value("prefill-gpu")) {
        const GpuSpec* gpu = catalog.findGpu(*id);
        if (!gpu)
            return fieldError("--prefill-gpu",
                              "unknown id '" + *id + "'; accepted: " + catalog.gpuIds());
        r.prefill.gpu = *gpu;
    }
    if (auto text = cl->value("prefill-precision")) {
        auto precision = parsePrecision(*text, "--prefill-precision");
        if (!precision)
            return precision.error();
        r.prefill.precision = *precision;
    }
    if (std::none_of(rest.begin(), rest.end(),
                     [](const std::string& a) { return a.rfind("--kv-precision", 0) == 0; }))
        r.prefill.kvPrecision =
            defaultKvPrecision(r.prefill.precision, r.prefill.gpu, r.prefill.runtime.engine);
    if (auto text = cl->value("kv-link")) {
        auto link = parseKvLink(*text, "--kv-link");
        if (!link)
            return link.error();
        r.link = *link;
    }
    return p;
}

QString band(const views::QuantityFormat& f, const Band& b) {
    return Cli::tr("%1  (90 %: %2 – %3)")
        .arg(f.seconds(b.value), f.seconds(b.low), f.seconds(b.high));
}

QString poolText(const EstimateRequest& r, int workers, const MemoryBreakdown& m,
                 const views::QuantityFormat& f) {
    return Cli::tr("%1 x %2 %3, TP %4; %5 of %6 per GPU")
        .arg(QString::number(workers), q(r.gpu.name), q(precisionInfo(r.precision).name),
             QString::number(r.layout.tp), f.bytes(m.totalPerGpuBytes),
             f.bytes(m.usablePerGpuBytes));
}

std::string text(const DisaggregatedRequest& r, const DisaggregatedEstimate& e) {
    const views::QuantityFormat f = cliFormat();
    QStringList out;
    out << row(Cli::tr("Model"), q(r.decode.model.name));
    out << row(Cli::tr("Prefill workers"),
               poolText(r.prefill, r.prefillWorkers, e.prefill.memory, f));
    out << row(Cli::tr("Decode workers"), poolText(r.decode, r.decodeWorkers, e.decode.memory, f));
    out << row(Cli::tr("Load"),
               r.arrival == Arrival::ClosedLoop
                   ? Cli::tr("closed loop, %1 clients in all").arg(f.number(r.concurrency, 0))
                   : Cli::tr("Poisson arrivals, %1 in all")
                         .arg(f.rate(r.ratePerS, Cli::tr("requests/s"))));
    out << row(Cli::tr("KV transfer"),
               Cli::tr("%1 a request over %2 at %3: %4")
                   .arg(f.bytes(e.kvBytesPerRequest), q(kvLinkName(e.link)),
                        f.rate(e.linkBytesPerS / 1e9, Cli::tr("GB/s")), f.seconds(e.kvTransferS)));
    out << row(Cli::tr("Prefill"),
               Cli::tr("%1 alone, %2 a prompt batched; %3 busy, %4 queue")
                   .arg(f.seconds(e.prefillAloneS), f.seconds(e.prefillBusyS),
                        f.percent(e.prefillUtilization), f.seconds(e.prefillQueueS)));
    out << row(Cli::tr("Decode"),
               Cli::tr("%1 sequences per worker (at most %2)")
                   .arg(f.number(e.decodeBatch, 1), QString::number(e.decodeBatchCap)));
    out << row(Cli::tr("TTFT"), band(f, e.ttftS));
    out << row(Cli::tr("TPOT"), band(f, e.tpotS));
    out << row(Cli::tr("Throughput"),
               Cli::tr("%1, %2 output; %3 per GPU over %4")
                   .arg(f.rate(e.requestsPerS, Cli::tr("requests/s")),
                        f.rate(e.outputTokensPerS.value, Cli::tr("tokens/s")),
                        f.rate(e.outputTokensPerSPerGpu, Cli::tr("tokens/s")),
                        Cli::tr("%n GPU(s)", nullptr, e.gpus)));
    for (const Phrase& w : e.warnings)
        out << Cli::tr("note: %1").arg(cliPhrase(w));
    return out.join(QLatin1Char('\n')).toStdString() + "\n";
}

ordered_json poolJson(const EstimateRequest& r, int workers, const EstimateResult& e) {
    return {{"workers", workers},
            {"gpu", r.gpu.id},
            {"precision", std::string(precisionInfo(r.precision).name)},
            {"tp", r.layout.tp},
            {"pp", r.layout.pp},
            {"memory_per_gpu_bytes", e.memory.totalPerGpuBytes},
            {"usable_per_gpu_bytes", e.memory.usablePerGpuBytes},
            {"fits", e.memory.fits},
            {"efficiency_group", e.efficiency.servingGroup}};
}

ordered_json disaggregatedJson(const DisaggregatedRequest& r, const DisaggregatedEstimate& e) {
    ordered_json j;
    j["model"] = r.decode.model.id;
    j["prefill"] = poolJson(r.prefill, r.prefillWorkers, e.prefill);
    j["decode"] = poolJson(r.decode, r.decodeWorkers, e.decode);
    j["arrival"] = r.arrival == Arrival::ClosedLoop ? "closed_loop" : "open_loop";
    if (r.arrival == Arrival::ClosedLoop)
        j["concurrency"] = r.concurrency;
    else
        j["rate_per_s"] = r.ratePerS;
    j["kv_link"] = std::string(kvLinkName(e.link));
    j["kv_link_bytes_per_s"] = e.linkBytesPerS;
    j["kv_bytes_per_request"] = e.kvBytesPerRequest;
    j["kv_transfer_s"] = e.kvTransferS;
    j["prefill_alone_s"] = e.prefillAloneS;
    j["prefill_busy_s"] = e.prefillBusyS;
    j["prefill_queue_s"] = e.prefillQueueS;
    j["prefill_utilization"] = e.prefillUtilization;
    j["decode_batch"] = e.decodeBatch;
    j["decode_batch_cap"] = e.decodeBatchCap;
    j["ttft_s"] = bandJsonAs<ordered_json>(e.ttftS);
    j["tpot_s"] = bandJsonAs<ordered_json>(e.tpotS);
    j["requests_per_s"] = e.requestsPerS;
    j["output_tokens_per_s"] = bandJsonAs<ordered_json>(e.outputTokensPerS);
    j["output_tokens_per_s_per_gpu"] = e.outputTokensPerSPerGpu;
    j["gpus"] = e.gpus;
    j["saturated"] = e.saturated;
    ordered_json notes = ordered_json::array();
    for (const Phrase& w : e.warnings)
        notes.push_back(w.english());
    j["warnings"] = notes;
    return j;
}

} // namespace

int runDisaggregatedEstimate(const std::vector<std::string>& args, const catalog::Catalog& catalog,
                             std::ostream& out, std::ostream& err) {
    auto parsed = parseDisaggregated(args, catalog);
    if (!parsed) {
        err << "rightsizer estimate: " << parsed.error().message << "\n";
        return kExitBadInput;
    }
    const DisaggregatedRequest& r = parsed->request;
    auto e = estimateDisaggregated(r, catalog.efficiency);
    if (!e) {
        std::string message = e.error().message;
        // Engine field names are option names with underscores ("prefill_workers").
        const size_t colon = message.find(": ");
        if (colon != std::string::npos)
            std::replace(message.begin(), message.begin() + long(colon), '_', '-');
        err << "rightsizer estimate: --" << message << "\n";
        return kExitBadInput;
    }
    if (parsed->json)
        out << catalog::dumpJson(disaggregatedJson(r, *e), 2) << "\n";
    else
        out << text(r, *e);
    for (const auto& [name, pool] :
         {std::pair{"prefill", &e->prefill}, std::pair{"decode", &e->decode}})
        if (!pool->memory.fits) {
            printTo(err,
                    "rightsizer estimate: the %s worker does not fit: needs %.1f GiB per GPU, "
                    "%.1f GiB usable\n",
                    name, pool->memory.totalPerGpuBytes / kGiB,
                    pool->memory.usablePerGpuBytes / kGiB);
            return kExitInfeasible;
        }
    return kExitOk;
}

} // namespace rightsizer::app
