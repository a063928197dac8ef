#include "CommandLine.h"
#include "EstimateVerb.h"
#include "ExitStatus.h"

#include "catalog/AtomicFile.h"
#include "catalog/HfConfigImporter.h"
#include "model/Scenario.h"

#include <cmath>
#include <fstream>
#include <optional>
#include <sstream>

namespace rightsizer::app {
namespace {

using namespace rightsizer::model;

const std::set<std::string> kFlagOptions{"json", "help"};
/// Options that only mean something in one kind of mode: given in the other, they are errors
/// rather than silently ignored.
const std::set<std::string> kServeOnly{
    "input-tokens", "output-tokens",    "concurrency",       "kv-precision",    "engine",
    "rate",         "input-tokens-p95", "output-tokens-p95", "prefix-tokens",   "prefix-hit-rate",
    "speculative",  "draft-model",      "spec-tokens",       "spec-acceptance", "front-end-ms"};
const std::set<std::string> kTrainOnly{"seq-len", "global-batch", "micro-batch",
                                       "zero",    "recompute",    "lora-rank",
                                       "vp",      "cp",           "grad-precision"};
/// Every option that takes a value: the common ones and those of each mode.
const std::set<std::string> kValueOptions = [] {
    std::set<std::string> all{
        "model", "model-config",       "gpu",         "gpus", "tp", "pp", "ep", "precision",
        "mode",  "memory-utilization", "overhead-gib"};
    all.insert(kServeOnly.begin(), kServeOnly.end());
    all.insert(kTrainOnly.begin(), kTrainOnly.end());
    return all;
}();

Result<ModelSpec> resolveModel(const CommandLine& cl, const catalog::Catalog& catalog) {
    if (cl.has("model") == cl.has("model-config"))
        return fieldError("--model", "give exactly one of --model ID or --model-config FILE");
    if (auto id = cl.value("model")) {
        if (const ModelSpec* m = catalog.findModel(*id))
            return *m;
        return fieldError("--model", "unknown id '" + *id + "'; accepted: " + catalog.modelIds());
    }
    const std::string path = *cl.value("model-config");
    auto text = catalog::readWholeFile(path, catalog::kMaxReadBytes, "model config");
    if (!text)
        return fieldError("--model-config", "cannot read " + text.error().message);
    std::string id = path;
    if (auto slash = id.find_last_of('/'); slash != std::string::npos)
        id = id.substr(slash + 1);
    auto m = catalog::importHfConfig(*text, id);
    if (!m) {
        std::string why = m.error().message;
        if (why.rfind("model-config", 0) == 0)
            why = why.substr(why.find(": ") + 2);
        return fieldError("--model-config", why);
    }
    return m;
}

/// Maps engine field names ("input_tokens") to the option that sets them ("--input-tokens").
Error asOptionError(const Error& e) {
    std::string option = e.field;
    for (char& c : option)
        if (c == '_')
            c = '-';
    if (kValueOptions.count(option))
        return fieldError("--" + option, e.message.substr(e.message.find(": ") + 2));
    return e;
}

/// Reads --gpu, --precision and --kv-precision into `r`; the first error, if any.
std::optional<Error> readGpuAndPrecision(const CommandLine& cl, const catalog::Catalog& catalog,
                                         EstimateRequest& r) {
    const auto gpuId = cl.value("gpu");
    if (!gpuId)
        return fieldError("--gpu", "missing; accepted: " + catalog.gpuIds());
    const GpuSpec* gpu = catalog.findGpu(*gpuId);
    if (!gpu)
        return fieldError("--gpu", "unknown id '" + *gpuId + "'; accepted: " + catalog.gpuIds());
    r.gpu = *gpu;
    const auto precision = cl.value("precision");
    if (!precision)
        return fieldError("--precision", "missing; accepted: " + precisionNames());
    auto p = parsePrecision(*precision, "--precision");
    if (!p)
        return p.error();
    r.precision = *p;
    if (auto kv = cl.value("kv-precision")) {
        auto k = parsePrecision(*kv, "--kv-precision");
        if (!k)
            return k.error();
        r.kvPrecision = *k;
    }
    return std::nullopt;
}

/// Reads --mode and --engine into `r`, refusing options of the other kind of mode.
std::optional<Error> readModeAndEngine(const CommandLine& cl, EstimateRequest& r) {
    if (auto mode = cl.value("mode")) {
        auto m = parseMode(*mode, "--mode");
        if (!m)
            return m.error();
        r.mode = *m;
    }
    const bool serving = r.mode == Mode::Serve;
    for (const auto& option : serving ? kTrainOnly : kServeOnly)
        if (cl.has(option))
            return fieldError("--" + option,
                              std::string("applies to ") +
                                  (serving ? "--mode train, lora or qlora" : "--mode serve") +
                                  ", not to --mode " + std::string(modeName(r.mode)));
    if (r.mode != Mode::Lora && r.mode != Mode::Qlora && cl.has("lora-rank"))
        return fieldError("--lora-rank", "applies to --mode lora or qlora");
    if (r.mode != Mode::Train && cl.has("grad-precision"))
        return fieldError("--grad-precision", "applies to --mode train (LoRA and QLoRA keep "
                                              "their adapters' gradients in 16 bits)");
    if (auto engine = cl.value("engine")) {
        auto e = parseEngine(*engine, "--engine");
        if (!e)
            return e.error();
        r.runtime.engine = *e;
    }
    return std::nullopt;
}

/// Reads --speculative, --draft-model, --spec-tokens and --spec-acceptance into `r`.
std::optional<Error> readSpeculative(const CommandLine& cl, const catalog::Catalog& catalog,
                                     EstimateRequest& r) {
    SpeculativeDecoding& sd = r.runtime.speculative;
    if (auto method = cl.value("speculative")) {
        auto m = parseSpeculation(*method, "--speculative");
        if (!m)
            return m.error();
        sd.method = *m;
    } else if (cl.has("draft-model")) {
        sd.method = Speculation::Draft;
    }
    for (const char* option : {"draft-model", "spec-tokens", "spec-acceptance"})
        if (cl.has(option) && !sd.enabled())
            return fieldError(std::string("--") + option,
                              "applies with --speculative draft or mtp");
    if (cl.has("draft-model") && sd.method != Speculation::Draft)
        return fieldError("--draft-model", "applies with --speculative draft (an MTP or EAGLE "
                                           "head is part of the target model)");
    if (auto id = cl.value("draft-model")) {
        const ModelSpec* m = catalog.findModel(*id);
        if (!m)
            return fieldError("--draft-model",
                              "unknown id '" + *id + "'; accepted: " + catalog.modelIds());
        sd.draftModelId = *id;
        sd.draft = *m;
    }
    auto tokens = cl.integer("spec-tokens", sd.tokens, 1, 16);
    if (!tokens)
        return tokens.error();
    sd.tokens = *tokens;
    auto acceptance = cl.real("spec-acceptance", sd.acceptance, 0, 1);
    if (!acceptance)
        return acceptance.error();
    sd.acceptance = *acceptance;
    return std::nullopt;
}

/// Reads the layout and the numeric serving and training options into `r`.
std::optional<Error> readNumbers(const CommandLine& cl, EstimateRequest& r) {
    struct IntOpt {
        const char* name;
        int* target;
        int fallback, lo, hi;
    };
    for (const IntOpt& o : {IntOpt{"tp", &r.layout.tp, 1, 1, 1024},
                            {"pp", &r.layout.pp, 1, 1, 1024},
                            {"ep", &r.layout.ep, 1, 1, 1024},
                            {"concurrency", &r.serve.concurrency, 0, 1, 1000000},
                            {"zero", &r.train.zeroStage, 1, 0, 3},
                            {"vp", &r.train.virtualStages, 1, 1, 1024},
                            {"cp", &r.train.contextParallel, 1, 1, 1024}}) {
        auto v = cl.integer(o.name, o.fallback, o.lo, o.hi);
        if (!v)
            return v.error();
        *o.target = *v;
    }
    auto gpus = cl.integer("gpus", r.layout.tp * r.layout.pp * r.train.contextParallel, 1, 65536);
    if (!gpus)
        return gpus.error();
    r.layout.gpus = *gpus;
    struct RealOpt {
        const char* name;
        double* target;
        double lo, hi;
        bool whole; ///< a count (tokens, sequences, rank): a fraction is refused, not truncated
    };
    for (const RealOpt& o : {RealOpt{"input-tokens", &r.serve.inputTokens, 1, 1e7, true},
                             {"output-tokens", &r.serve.outputTokens, 1, 1e7, true},
                             {"seq-len", &r.train.seqLen, 1, 1048576, true},
                             {"micro-batch", &r.train.microBatch, 1, 65536, true},
                             {"lora-rank", &r.train.loraRank, 1, 4096, true},
                             {"memory-utilization", &r.runtime.memoryUtilization, 0.05, 1.0, false},
                             {"rate", &r.serve.ratePerS, 1e-6, 1e6, false},
                             {"input-tokens-p95", &r.serve.inputTokensP95, 1, 1e7, true},
                             {"output-tokens-p95", &r.serve.outputTokensP95, 1, 1e7, true},
                             {"prefix-tokens", &r.serve.prefixTokens, 0, 1e7, true},
                             {"prefix-hit-rate", &r.serve.prefixHitRate, 0, 1, false}}) {
        auto v = cl.real(o.name, *o.target, o.lo, o.hi);
        if (!v)
            return v.error();
        if (o.whole && *v != std::floor(*v))
            return fieldError(std::string("--") + o.name,
                              "'" + cl.value(o.name).value_or("") + "' is not a whole number");
        *o.target = *v;
    }
    // The serving front end's time per request, in ms on the command line as in the scenario.
    auto frontEnd = cl.real("front-end-ms", 0, 0.1, 60000);
    if (!frontEnd)
        return frontEnd.error();
    r.runtime.frontEndS = *frontEnd / 1e3;
    for (const auto& [option, p95, mean] :
         {std::tuple{"input-tokens-p95", r.serve.inputTokensP95, r.serve.inputTokens},
          std::tuple{"output-tokens-p95", r.serve.outputTokensP95, r.serve.outputTokens}})
        if (p95 > 0 && p95 < mean)
            return fieldError(std::string("--") + option,
                              "a 95th percentile below the mean (" + cl.value(option).value_or("") +
                                  " < " + std::to_string(long(mean)) +
                                  "); give at least the mean, or leave it out for fixed lengths");
    return std::nullopt;
}

/// Reads memory, overhead, global-batch and recompute options, with their mode defaults.
std::optional<Error> readMemoryAndBatch(const CommandLine& cl, EstimateRequest& r) {
    r.runtime.trainMemoryUtilization = cl.has("memory-utilization")
                                           ? r.runtime.memoryUtilization
                                           : r.runtime.trainMemoryUtilization;
    auto overhead = cl.real("overhead-gib", r.runtime.overheadBytes / kGiB, 0, 64);
    if (!overhead)
        return overhead.error();
    r.runtime.overheadBytes = *overhead * kGiB;
    if (r.mode != Mode::Serve && !cl.has("seq-len") && r.model.maxContext > 0)
        r.train.seqLen = std::min(r.train.seqLen, r.model.maxContext);
    // Default: one micro-batch per DP rank, or one per pipeline stage so that 1F1B fills the
    // pipeline (fewer leave stages idle and hold fewer micro-batches than a real run).
    const double dp = trainingDataParallel(r.layout, r.train);
    auto global = cl.real("global-batch",
                          r.train.microBatch * std::max(1.0, std::floor(dp)) * r.layout.pp, 1, 1e8);
    if (!global)
        return global.error();
    r.train.globalBatch = *global;
    r.train.recompute = defaultRecompute(r.mode);
    if (auto rc = cl.value("recompute")) {
        auto v = parseRecompute(*rc, "--recompute");
        if (!v)
            return v.error();
        r.train.recompute = *v;
    }
    if (auto g = cl.value("grad-precision")) {
        auto v = parseGradientPrecision(*g, "--grad-precision");
        if (!v)
            return v.error();
        r.train.fp32Gradients = *v;
    }
    return std::nullopt;
}

} // namespace

Result<EstimateRequest> estimateRequestFromArgs(const std::vector<std::string>& args,
                                                const catalog::Catalog& catalog, bool& json,
                                                bool& help) {
    auto parsed = CommandLine::parse(args, kValueOptions, kFlagOptions);
    if (!parsed)
        return parsed.error();
    const CommandLine& cl = *parsed;
    json = cl.flag("json");
    help = cl.flag("help");
    EstimateRequest r;
    if (help)
        return r;

    auto model = resolveModel(cl, catalog);
    if (!model)
        return model.error();
    r.model = std::move(model).value();

    if (auto e = readGpuAndPrecision(cl, catalog, r))
        return *e;
    if (auto e = readModeAndEngine(cl, r))
        return *e;
    if (!cl.has("kv-precision"))
        r.kvPrecision = defaultKvPrecision(r.precision, r.gpu, r.runtime.engine);
    if (auto e = readNumbers(cl, r))
        return *e;
    if (cl.has("prefix-hit-rate") != cl.has("prefix-tokens"))
        return fieldError(cl.has("prefix-tokens") ? "--prefix-hit-rate" : "--prefix-tokens",
                          "prefix caching needs both --prefix-tokens and --prefix-hit-rate");
    if (auto e = readSpeculative(cl, catalog, r))
        return *e;
    if (auto e = readMemoryAndBatch(cl, r))
        return *e;
    if (auto ok = validateRequest(r); !ok)
        return asOptionError(ok.error());
    return r;
}

} // namespace rightsizer::app
