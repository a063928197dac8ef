#include "ScenarioFields.h"

#include "Scenario.h"
#include "Units.h"

#include <algorithm>
#include <cmath>

namespace rightsizer::model {
namespace {

double context(const Scenario& s) {
    return plannedContext(s.model);
}

std::vector<ScenarioField> servingFields() {
    return {
        {.path = "workload.requests_per_s",
         .unit = RS_WORD("Engine", " requests/s"),
         .minimum = 1e-6,
         .maximum = 1e6,
         .get = [](const Scenario& s) { return s.serving.requestsPerS; },
         .set = [](Scenario& s, double v) { s.serving.requestsPerS = v; }},
        {.path = "workload.mean_requests_per_s",
         .unit = RS_WORD("Engine", " requests/s"),
         .minimum = 1e-6,
         .maximum = 1e6,
         .get = [](const Scenario& s) { return s.serving.meanRequestsPerS.value_or(0.0); },
         .set =
             [](Scenario& s, double v) {
                 if (v > 0)
                     s.serving.meanRequestsPerS = v;
                 else
                     s.serving.meanRequestsPerS.reset();
             },
         .maximumFor = [](const Scenario& s) { return s.serving.requestsPerS; },
         .boundNote = RS_WORD("Engine", " (at most the peak)")},
        {.path = "workload.prefix.tokens",
         .unit = RS_WORD("Engine", " tokens"),
         .minimum = 0,
         .maximum = 1e7,
         .get = [](const Scenario& s) { return s.serving.prefixTokens; },
         .set = [](Scenario& s, double v) { s.serving.prefixTokens = v; },
         .maximumFor = [](const Scenario& s) { return s.serving.inputTokens.mean; },
         .boundNote = RS_WORD("Engine", " (at most the mean input)")},
        {.path = "workload.prefix.hit_rate_percent",
         .unit = RS_WORD("Engine", " %"),
         .minimum = 0,
         .maximum = 100,
         .filePerStored = 100,
         .get = [](const Scenario& s) { return s.serving.prefixHitRate; },
         .set = [](Scenario& s, double v) { s.serving.prefixHitRate = v; }},
        {.path = "workload.input_tokens.mean",
         .unit = RS_WORD("Engine", " tokens"),
         .minimum = 1,
         .maximum = 1e7,
         .get = [](const Scenario& s) { return s.serving.inputTokens.mean; },
         .set = [](Scenario& s, double v) { s.serving.inputTokens.mean = v; },
         .maximumFor = context},
        {.path = "workload.input_tokens.p95",
         .unit = RS_WORD("Engine", " tokens"),
         .minimum = 1,
         .maximum = 1e7,
         .get = [](const Scenario& s) { return s.serving.inputTokens.p95; },
         .set = [](Scenario& s, double v) { s.serving.inputTokens.p95 = v; },
         .minimumFor = [](const Scenario& s) { return s.serving.inputTokens.mean; },
         .maximumFor = context},
        {.path = "workload.output_tokens.mean",
         .unit = RS_WORD("Engine", " tokens"),
         .minimum = 1,
         .maximum = 1e7,
         .get = [](const Scenario& s) { return s.serving.outputTokens.mean; },
         .set = [](Scenario& s, double v) { s.serving.outputTokens.mean = v; },
         .maximumFor = context},
        {.path = "workload.output_tokens.p95",
         .unit = RS_WORD("Engine", " tokens"),
         .minimum = 1,
         .maximum = 1e7,
         .get = [](const Scenario& s) { return s.serving.outputTokens.p95; },
         .set = [](Scenario& s, double v) { s.serving.outputTokens.p95 = v; },
         .minimumFor = [](const Scenario& s) { return s.serving.outputTokens.mean; },
         .maximumFor = context},
    };
}

std::vector<ScenarioField> trainingFields() {
    return {
        {.path = "workload.tokens",
         .unit = RS_WORD("Engine", " tokens"),
         .minimum = 1,
         .maximum = 1e15,
         .get = [](const Scenario& s) { return s.training.tokens; },
         .set = [](Scenario& s, double v) { s.training.tokens = v; }},
        {.path = "workload.deadline_hours",
         .unit = RS_WORD("Engine", " h"),
         .minimum = 0.01,
         .maximum = 24.0 * 366 * 2,
         .get = [](const Scenario& s) { return s.training.deadlineHours; },
         .set = [](Scenario& s, double v) { s.training.deadlineHours = v; }},
        {.path = "workload.seq_len",
         .unit = RS_WORD("Engine", " tokens"),
         .minimum = 1,
         .maximum = 1e7,
         .whole = true,
         .get = [](const Scenario& s) { return s.training.workload.seqLen; },
         .set = [](Scenario& s, double v) { s.training.workload.seqLen = v; },
         .maximumFor = context},
        {.path = "workload.global_batch",
         .unit = RS_WORD("Engine", " sequences"),
         .minimum = 1,
         .maximum = 1e8,
         .whole = true,
         .get = [](const Scenario& s) { return s.training.workload.globalBatch; },
         .set = [](Scenario& s, double v) { s.training.workload.globalBatch = v; }},
        {.path = "workload.micro_batch",
         .unit = RS_WORD("Engine", " sequences"),
         .minimum = 1,
         .maximum = 1e8,
         .whole = true,
         .get = [](const Scenario& s) { return s.training.workload.microBatch; },
         .set = [](Scenario& s, double v) { s.training.workload.microBatch = v; },
         .maximumFor = [](const Scenario& s) { return s.training.workload.globalBatch; }},
        {.path = "workload.zero",
         .minimum = 0,
         .maximum = 3,
         .whole = true,
         .integer = true,
         .get = [](const Scenario& s) { return double(s.training.workload.zeroStage); },
         .set = [](Scenario& s, double v) { s.training.workload.zeroStage = int(v); }},
        {.path = "workload.cp",
         .unit = RS_WORD("Engine", " GPUs"),
         .minimum = 1,
         .maximum = 1024,
         .whole = true,
         .integer = true,
         .get = [](const Scenario& s) { return double(s.training.workload.contextParallel); },
         .set = [](Scenario& s, double v) { s.training.workload.contextParallel = int(v); }},
        {.path = "workload.lora_rank",
         .minimum = 1,
         .maximum = 4096,
         .get = [](const Scenario& s) { return s.training.workload.loraRank; },
         .set = [](Scenario& s, double v) { s.training.workload.loraRank = v; }},
        {.path = "workload.bytes_per_token",
         .unit = RS_WORD("Engine", " B"),
         .minimum = 0,
         .maximum = 1e9,
         .get = [](const Scenario& s) { return s.training.bytesPerToken; },
         .set = [](Scenario& s, double v) { s.training.bytesPerToken = v; }},
    };
}

std::vector<ScenarioField> slaFields() {
    return {
        {.path = "sla.ttft_ms",
         .unit = RS_WORD("Engine", " ms"),
         .minimum = 0,
         .maximum = 600000,
         .filePerStored = 1e3,
         .get = [](const Scenario& s) { return s.sla.ttftS; },
         .set = [](Scenario& s, double v) { s.sla.ttftS = v; }},
        {.path = "sla.tpot_ms",
         .unit = RS_WORD("Engine", " ms"),
         .minimum = 0,
         .maximum = 60000,
         .filePerStored = 1e3,
         .get = [](const Scenario& s) { return s.sla.tpotS; },
         .set = [](Scenario& s, double v) { s.sla.tpotS = v; }},
        {.path = "sla.min_output_tokens_per_s",
         .unit = RS_WORD("Engine", " tokens/s"),
         .minimum = 0,
         .maximum = 1e9,
         .get = [](const Scenario& s) { return s.sla.minOutputTokensPerS; },
         .set = [](Scenario& s, double v) { s.sla.minOutputTokensPerS = v; }},
    };
}

std::vector<ScenarioField> limitFields() {
    return {
        {.path = "limits.max_gpus",
         .unit = RS_WORD("Engine", " GPUs"),
         .minimum = 1,
         .maximum = 65536,
         .whole = true,
         .integer = true,
         .get = [](const Scenario& s) { return double(s.limits.maxGpus); },
         .set = [](Scenario& s, double v) { s.limits.maxGpus = int(v); }},
        {.path = "limits.gpus_per_node",
         .unit = RS_WORD("Engine", " GPUs"),
         .minimum = 1,
         .maximum = 72,
         .whole = true,
         .integer = true,
         .get = [](const Scenario& s) { return double(s.limits.gpusPerNode); },
         .set = [](Scenario& s, double v) { s.limits.gpusPerNode = int(v); }},
        {.path = "limits.headroom_percent",
         .unit = RS_WORD("Engine", " %"),
         .minimum = 0,
         .maximum = 1000,
         .filePerStored = 100,
         .get = [](const Scenario& s) { return s.limits.headroom; },
         .set = [](Scenario& s, double v) { s.limits.headroom = v; }},
        {.path = "limits.min_replicas",
         .unit = RS_WORD("Engine", " replicas"),
         .minimum = 1,
         .maximum = kMaxMinReplicas,
         .whole = true,
         .integer = true,
         .get = [](const Scenario& s) { return double(s.limits.minReplicas); },
         .set = [](Scenario& s, double v) { s.limits.minReplicas = int(v); }},
        {.path = "limits.over_provisioned_below_percent",
         .unit = RS_WORD("Engine", " %"),
         .minimum = 0,
         .maximum = 100,
         .filePerStored = 100,
         .get = [](const Scenario& s) { return s.limits.overProvisionedBelow; },
         .set = [](Scenario& s, double v) { s.limits.overProvisionedBelow = v; }},
        {.path = "limits.memory_idle_below_percent",
         .unit = RS_WORD("Engine", " %"),
         .minimum = 0,
         .maximum = 100,
         .filePerStored = 100,
         .get = [](const Scenario& s) { return s.limits.memoryIdleBelow; },
         .set = [](Scenario& s, double v) { s.limits.memoryIdleBelow = v; }},
        {.path = "cost.hours_per_month",
         .unit = RS_WORD("Engine", " h"),
         .minimum = 1,
         .maximum = 744,
         .get = [](const Scenario& s) { return s.cost.hoursPerMonth; },
         .set = [](Scenario& s, double v) { s.cost.hoursPerMonth = v; }},
    };
}

std::vector<ScenarioField> runtimeFields() {
    return {
        {.path = "runtime.memory_utilization",
         .minimum = 0.05,
         .maximum = 1.0,
         .get = [](const Scenario& s) { return s.runtime.memoryUtilization; },
         .set = [](Scenario& s, double v) { s.runtime.memoryUtilization = v; }},
        {.path = "runtime.max_batch",
         .unit = RS_WORD("Engine", " sequences"),
         .minimum = 1,
         .maximum = 65536,
         .whole = true,
         .integer = true,
         .zeroIsDefault = true,
         .get = [](const Scenario& s) { return double(s.runtime.maxBatch); },
         .set = [](Scenario& s, double v) { s.runtime.maxBatch = int(v); }},
        {.path = "runtime.overhead_gib",
         .unit = RS_WORD("Engine", " GiB"),
         .minimum = 0,
         .maximum = 64,
         .storedPerFile = kGiB,
         .get = [](const Scenario& s) { return s.runtime.overheadBytes; },
         .set = [](Scenario& s, double v) { s.runtime.overheadBytes = v; }},
        {.path = "runtime.prefill_chunk_tokens",
         .unit = RS_WORD("Engine", " tokens"),
         .minimum = 64,
         .maximum = 1048576,
         .zeroIsDefault = true,
         .get = [](const Scenario& s) { return s.runtime.prefillChunkTokens; },
         .set = [](Scenario& s, double v) { s.runtime.prefillChunkTokens = v; }},
        {.path = "runtime.front_end_ms",
         .unit = RS_WORD("Engine", " ms"),
         .minimum = 0.1,
         .maximum = 60000,
         .filePerStored = 1e3,
         .zeroIsDefault = true,
         .get = [](const Scenario& s) { return s.runtime.frontEndS; },
         .set = [](Scenario& s, double v) { s.runtime.frontEndS = v; }},
        {.path = "runtime.speculative.tokens",
         .unit = RS_WORD("Engine", " tokens"),
         .minimum = 1,
         .maximum = 16,
         .whole = true,
         .integer = true,
         .get = [](const Scenario& s) { return double(s.runtime.speculative.tokens); },
         .set = [](Scenario& s, double v) { s.runtime.speculative.tokens = int(v); }},
        {.path = "runtime.speculative.acceptance_percent",
         .unit = RS_WORD("Engine", " %"),
         .minimum = 0,
         .maximum = 100,
         .filePerStored = 100,
         .get = [](const Scenario& s) { return s.runtime.speculative.acceptance; },
         .set = [](Scenario& s, double v) { s.runtime.speculative.acceptance = v; }},
        {.path = "runtime.network_gb_per_s_per_gpu",
         .unit = RS_WORD("Engine", " GB/s"),
         .minimum = 0.1,
         .maximum = 10000,
         .storedPerFile = 1e9,
         .get = [](const Scenario& s) { return s.runtime.networkBytesPerSPerGpu; },
         .set = [](Scenario& s, double v) { s.runtime.networkBytesPerSPerGpu = v; }},
    };
}

} // namespace

double ScenarioField::lowest(const Scenario& s) const {
    return minimumFor ? std::max(minimum, minimumFor(s)) : minimum;
}

double ScenarioField::highest(const Scenario& s) const {
    return maximumFor ? std::min(maximum, maximumFor(s)) : maximum;
}

const std::vector<ScenarioField>& scenarioFields() {
    static const std::vector<ScenarioField> fields = [] {
        std::vector<ScenarioField> all;
        for (auto part :
             {servingFields(), trainingFields(), slaFields(), limitFields(), runtimeFields()})
            all.insert(all.end(), part.begin(), part.end());
        return all;
    }();
    return fields;
}

const ScenarioField* findScenarioField(std::string_view path) {
    for (const ScenarioField& f : scenarioFields())
        if (f.path == path)
            return &f;
    return nullptr;
}

namespace {

/// A value or bound as a range message quotes it: whole numbers in full (1048576, not
/// 1.04858e+06), tiny ones without an exponent (0.000001), others to 6 significant digits.
PhraseArg quoted(double v) {
    if (std::isfinite(v) && v == std::floor(v) && std::abs(v) < 1e15)
        return phrase::count(v);
    if (std::isfinite(v) && v != 0 && std::abs(v) < 1e-3)
        return phrase::verbatim(plainNumber(v));
    return phrase::significant(v, 6);
}

} // namespace

Status checkScenarioField(const Scenario& s, std::string_view path) {
    const ScenarioField* f = findScenarioField(path);
    if (!f)
        return fieldError(std::string(path), "is not a numeric scenario field");
    const double v = f->fileValue(s);
    if (f->zeroIsDefault && v == 0.0)
        return {};
    const std::string field(f->path);
    const double lo = f->lowest(s), hi = f->highest(s);
    const bool dependent = (f->minimumFor && lo > f->minimum) || (f->maximumFor && hi < f->maximum);
    // The unit and the note are literals of the table, marked RS_WORD ("" for none).
    const PhraseArg unit = phrase::word(f->unit.empty() ? "" : f->unit.data());
    if (!std::isfinite(v) || v < lo || v > hi)
        return fieldError(
            field,
            Phrase{RS_WORD("Engine", "got %1%2, accepted %3 to %4%2%5"),
                   {quoted(v), unit, quoted(lo), quoted(hi),
                    phrase::word(dependent && !f->boundNote.empty() ? f->boundNote.data() : "")}});
    if (f->whole && std::floor(v) != v)
        return fieldError(field,
                          Phrase{RS_WORD("Engine", "got %1, must be a whole number"), {quoted(v)}});
    return {};
}

} // namespace rightsizer::model
