#include "ProjectCalibration.h"

#include "catalog/JsonReader.h"
#include "catalog/JsonText.h"
#include "importers/BenchmarkImport.h"
#include "model/RightSizing.h"
#include "model/Units.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <tuple>

namespace rightsizer::project {
using catalog::Catalog;
using catalog::jsonErrorMessage;
using importers::checkMeasurementsForCalibration;
using importers::Measurement;
using importers::measurementsToCsv;
using importers::parseMeasurements;
using model::Result;

namespace {

using nlohmann::ordered_json;

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

/// "meta-llama/Meta-Llama-3.1-8B-Instruct" -> "llama-3.1-8b": the repository name without its
/// organisation, the "Meta-" brand prefix and the fine-tune suffixes.
std::string modelKey(const std::string& name) {
    std::string s = lower(name);
    if (const auto slash = s.rfind('/'); slash != std::string::npos)
        s = s.substr(slash + 1);
    std::replace(s.begin(), s.end(), ' ', '-');
    if (s.rfind("meta-", 0) == 0)
        s = s.substr(5);
    for (const char* suffix : {"-instruct", "-chat", "-hf", "-it", "-base", "-fp8", "-awq"})
        if (const auto at = s.find(suffix); at != std::string::npos && at > 0)
            s = s.substr(0, at);
    return s;
}

const model::ModelSpec* findModelByName(const std::string& name, const Catalog& catalog) {
    if (const auto* m = catalog.findModel(name))
        return m;
    const std::string key = modelKey(name);
    for (const model::ModelSpec& m : catalog.models)
        if (lower(m.id) == key || modelKey(m.name) == key)
            return &m;
    return nullptr;
}

ordered_json groupJson(const model::GroupCalibration& g) {
    return {{"group", g.group},
            {"compute_eff_before", g.before.computeEff},
            {"memory_eff_before", g.before.memoryEff},
            {"sigma_log_before", g.before.sigmaLog},
            {"rows_before", g.before.rows},
            {"compute_eff", g.after.computeEff},
            {"memory_eff", g.after.memoryEff},
            {"sigma_log", g.after.sigmaLog},
            {"rows", g.after.rows},
            {"runs", g.runs},
            {"readings", g.readings}};
}

constexpr double kAnyNumber = std::numeric_limits<double>::max();
constexpr int kAnyCount = std::numeric_limits<int>::max();

model::GroupCalibration groupFrom(catalog::JsonReader r) {
    model::GroupCalibration g;
    g.group = r.string("group");
    g.before.computeEff = r.number("compute_eff_before", 0, kAnyNumber);
    g.before.memoryEff = r.number("memory_eff_before", 0, kAnyNumber);
    g.before.sigmaLog = r.number("sigma_log_before", 0, kAnyNumber);
    g.before.rows = r.integer("rows_before", 0, kAnyCount);
    g.after.computeEff = r.number("compute_eff", 0, kAnyNumber);
    g.after.memoryEff = r.number("memory_eff", 0, kAnyNumber);
    g.after.sigmaLog = r.number("sigma_log", 0, kAnyNumber);
    g.after.rows = r.integer("rows", 0, kAnyCount);
    g.runs = r.integer("runs", 0, kAnyCount);
    g.readings = r.integer("readings", 0, kAnyCount);
    return g;
}

model::RunError errorFrom(catalog::JsonReader r) {
    return {r.string("label"),
            r.string("group"),
            r.string("metric"),
            r.number("measured", -kAnyNumber, kAnyNumber),
            r.number("before", -kAnyNumber, kAnyNumber),
            r.number("after", -kAnyNumber, kAnyNumber),
            r.boolean("fitted")};
}

/// Checks one row's model, GPU and precision against the catalog.
std::string resolveRow(const Measurement& m, const Catalog& catalog, model::MeasuredRun& run) {
    const model::ModelSpec* spec = findModelByName(*m.model, catalog);
    if (!spec)
        return "model '" + *m.model + "' is not in the catalog (accepted: " + catalog.modelIds() +
               ")";
    const model::GpuSpec* gpu = catalog.findGpu(*m.gpu);
    if (!gpu)
        gpu = model::matchCatalogGpu(*m.gpu, model::kNoReading, catalog.gpus);
    if (!gpu)
        return "gpu '" + *m.gpu + "' is not in the catalog (accepted: " + catalog.gpuIds() + ")";
    auto precision = model::parsePrecision(*m.precision, "precision");
    if (!precision)
        return precision.error().message;
    model::EstimateRequest& r = run.request;
    r.model = *spec;
    r.gpu = *gpu;
    r.precision = *precision;
    const int tp = static_cast<int>(m.tp.value_or(1));
    const int pp = static_cast<int>(m.pp.value_or(1));
    r.layout = {tp * pp, tp, pp, 1};
    r.serve = {double(*m.inputTokens), double(*m.outputTokens), static_cast<int>(*m.batch)};
    auto valid = model::validateRequest(r);
    if (!valid)
        return valid.error().message;
    run.ttftS = m.ttftS.value_or(model::kNoReading);
    run.tpotS = m.tpotS.value_or(model::kNoReading);
    run.outputTokensPerS = m.tokensPerS.value_or(model::kNoReading);
    run.peakMemoryBytes = m.peakMemoryGib ? *m.peakMemoryGib * model::kGiB : model::kNoReading;
    return {};
}

} // namespace

std::string calibrationToJson(const StoredCalibration& c) {
    ordered_json groups = ordered_json::array();
    for (const auto& g : c.groups)
        groups.push_back(groupJson(g));
    ordered_json errors = ordered_json::array();
    for (const auto& e : c.errors)
        errors.push_back({{"label", e.label},
                          {"group", e.group},
                          {"metric", e.metric},
                          {"measured", e.measured},
                          {"before", e.before},
                          {"after", e.after},
                          {"fitted", e.fitted}});
    const ordered_json j = {{"schema", 1},
                            {"groups", groups},
                            {"errors", errors},
                            {"rms_log_before", c.rmsLogBefore},
                            {"rms_log_after", c.rmsLogAfter},
                            {"decode_step_overhead_s_before", c.overheadsBefore.decodeStepS},
                            {"request_overhead_s_before", c.overheadsBefore.requestS},
                            {"decode_step_overhead_s", c.overheadsAfter.decodeStepS},
                            {"request_overhead_s", c.overheadsAfter.requestS},
                            {"measurements_csv", c.measurements.empty()
                                                     ? std::string()
                                                     : measurementsToCsv(c.measurements)}};
    return j.dump(1);
}

Result<StoredCalibration> parseStoredCalibration(const std::string& text) {
    auto parsed = catalog::parseJsonText(text);
    if (!parsed)
        return model::fieldError("calibration", "is not JSON (" + parsed.error().message + ")");
    std::vector<std::string> problems;
    catalog::JsonReader r(*parsed, "calibration", problems);
    StoredCalibration c;
    const auto list = [&](const char* key, auto read) {
        if (const nlohmann::json* items = r.array(key, false))
            for (size_t i = 0; i < items->size(); ++i)
                read(catalog::JsonReader((*items)[i], r.pathOf(key) + "[" + std::to_string(i) + "]",
                                         problems));
    };
    list("groups", [&](catalog::JsonReader g) { c.groups.push_back(groupFrom(std::move(g))); });
    list("errors", [&](catalog::JsonReader e) { c.errors.push_back(errorFrom(std::move(e))); });
    c.rmsLogBefore = r.optionalNumber("rms_log_before", 0, 0, kAnyNumber);
    c.rmsLogAfter = r.optionalNumber("rms_log_after", 0, 0, kAnyNumber);
    c.overheadsBefore = {r.optionalNumber("decode_step_overhead_s_before", 0, 0, kAnyNumber),
                         r.optionalNumber("request_overhead_s_before", 0, 0, kAnyNumber)};
    c.overheadsAfter = {r.optionalNumber("decode_step_overhead_s", 0, 0, kAnyNumber),
                        r.optionalNumber("request_overhead_s", 0, 0, kAnyNumber)};
    const std::string csv = r.optionalString("measurements_csv", std::string());
    if (!problems.empty()) // a NaN written by an older version reads back as null
        return model::fieldError("calibration", "is damaged (" + catalog::joinProblems(problems) +
                                                    "); undo it with `rightsizer calibrate "
                                                    "PROJECT --undo`");
    if (!c.groups.empty() && !(c.overheadsAfter.decodeStepS > 0 && c.overheadsAfter.requestS > 0))
        return model::fieldError("calibration", "is damaged: fitted overheads missing");
    if (!csv.empty()) {
        auto rows = parseMeasurements(csv, "calibration record");
        if (!rows)
            return rows.error();
        c.measurements = std::move(rows->rows);
    }
    return c;
}

Result<std::optional<StoredCalibration>> activeCalibration(const Project& project) {
    if (project.calibrations.empty())
        return std::optional<StoredCalibration>();
    const CalibrationRecord& newest = project.calibrations.back();
    auto c = parseStoredCalibration(newest.json);
    if (!c)
        return model::fieldError("calibrations", "the record of " + newest.createdUtc + " (" +
                                                     newest.summary + ") " + c.error().message);
    return std::optional<StoredCalibration>(std::move(c).value());
}

Result<model::EfficiencyTable> projectEfficiency(const Project& project,
                                                 const model::EfficiencyTable& reference) {
    auto active = activeCalibration(project);
    if (!active)
        return active.error();
    if (!*active)
        return reference;
    if ((*active)->groups.empty())
        return reference;
    return model::withCalibration(reference, (*active)->groups, &(*active)->overheadsAfter);
}

Result<std::vector<model::MeasuredRun>> resolveMeasurements(const std::vector<Measurement>& rows,
                                                            const Catalog& catalog) {
    if (auto checked = checkMeasurementsForCalibration(rows); !checked)
        return checked.error();
    std::vector<model::MeasuredRun> runs;
    std::string problems;
    for (size_t i = 0; i < rows.size(); ++i) {
        model::MeasuredRun run;
        run.label = rows[i].source.value_or("row " + std::to_string(i + 1));
        if (const std::string why = resolveRow(rows[i], catalog, run); !why.empty())
            problems += (problems.empty() ? "" : "; ") + run.label + ": " + why;
        runs.push_back(std::move(run));
    }
    if (!problems.empty())
        return model::fieldError("measurements", problems);
    return runs;
}

Result<CalibrationChange> calibrateProject(Project& project, std::vector<Measurement> rows,
                                           const Catalog& catalog, const std::string& summary) {
    CalibrationChange change;
    std::vector<Measurement> all = project.measurements;
    for (Measurement& m : rows) {
        // The same run imported from another file: every field but the source agrees.
        auto same = [&](const Measurement& held) {
            return std::tie(held.model, held.gpu, held.precision, held.tp, held.pp, held.batch,
                            held.inputTokens, held.outputTokens, held.ttftS, held.tpotS,
                            held.tokensPerS, held.peakMemoryGib,
                            held.note) == std::tie(m.model, m.gpu, m.precision, m.tp, m.pp, m.batch,
                                                   m.inputTokens, m.outputTokens, m.ttftS, m.tpotS,
                                                   m.tokensPerS, m.peakMemoryGib, m.note);
        };
        if (std::any_of(all.begin(), all.end(), same)) {
            ++change.duplicates;
            continue;
        }
        all.push_back(std::move(m));
        ++change.added;
    }
    auto runs = resolveMeasurements(all, catalog);
    if (!runs)
        return runs.error();
    change.fit = model::calibrateOnRuns(*runs, catalog.efficiency);
    StoredCalibration stored;
    stored.groups = change.fit.groups;
    stored.overheadsBefore = change.fit.overheadsBefore;
    stored.overheadsAfter = change.fit.overheadsAfter;
    stored.errors = change.fit.errors;
    stored.rmsLogBefore = change.fit.rmsLogBefore;
    stored.rmsLogAfter = change.fit.rmsLogAfter;
    stored.measurements = all;
    // A factor that is not finite would be written as null and make every later plan of the
    // project refuse it: check by reading the record back before anything is kept.
    std::string record = calibrationToJson(stored);
    if (auto back = parseStoredCalibration(record); !back)
        return model::fieldError("measurements",
                                 "the fit gives factors that are not finite numbers, so nothing "
                                 "was stored; check the measurements for values far out of "
                                 "scale (" +
                                     back.error().message + ")");
    project.calibrations.push_back({utcTimestampNow(), summary, std::move(record)});
    project.measurements = std::move(all);
    return change;
}

void resetCalibration(Project& project, const std::string& summary) {
    project.calibrations.push_back({utcTimestampNow(), summary, calibrationToJson({})});
    project.measurements.clear();
}

Result<bool> undoCalibration(Project& project) {
    if (project.calibrations.empty())
        return false;
    std::vector<Measurement> previous;
    if (project.calibrations.size() > 1) {
        auto before =
            parseStoredCalibration(project.calibrations[project.calibrations.size() - 2].json);
        if (!before)
            return before.error();
        previous = std::move(before->measurements);
    }
    project.calibrations.pop_back();
    project.measurements = std::move(previous);
    return true;
}

} // namespace rightsizer::project
