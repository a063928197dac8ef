#include "CalibrateVerb.h"

#include "CommandLine.h"
#include "ExitStatus.h"
#include "VerbSupport.h"
#include "importers/BenchmarkImport.h"
#include "model/Efficiency.h"
#include "project/ProjectCalibration.h"
#include "views/measured/CalibrationModels.h"

#include "catalog/JsonText.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <optional>

namespace rightsizer::app {
namespace {

namespace fs = std::filesystem;
using nlohmann::ordered_json;

constexpr const char* kCalibrateVerb = "calibrate";
constexpr const char* kCalibrateHelp =
    R"(usage: rightsizer calibrate PROJECT.rsplan MEASUREMENTS... [options] [--json]
       rightsizer calibrate PROJECT.rsplan --show | --undo | --reset [--json]

Fits the engine's efficiency factors (eta_c: achieved share of dense peak FLOP/s, eta_m:
achieved share of memory bandwidth) per GPU family and precision to your own measured runs,
and stores the calibration in the project: plan, sweep, tco and report on the project use it,
with an uncertainty band that narrows as measurements accumulate.

MEASUREMENTS  a CSV (model, gpu, precision, tp, pp, batch, input_tokens, output_tokens,
              ttft_ms|ttft_s, tpot_ms|tpot_s, tokens_per_s, peak_memory_gib, source, note),
              a vLLM benchmark_serving.py --save-result JSON, or a trtllm-bench --report_json
              report. Rows already in the project are not added twice.
  --model ID --gpu ID --precision P --tp N --pp N --batch N
              fill what a file does not say (vLLM names no GPU, precision or tp;
              trtllm-bench records no concurrency)
  --show      print the calibration in force
  --undo      go back to the state before the last calibrate or reset
  --reset     back to the reference factors (measurements cleared; --undo restores them)
  --json      machine-readable output
)";

/// Half-width of the 90 % band in percent: exp(1.645 sigma) - 1.
double bandPercent(double sigmaLog) {
    return 100.0 * views::FittedGroupsModel::bandFraction(sigmaLog);
}

ordered_json toJson(const project::StoredCalibration& c) {
    ordered_json groups = ordered_json::array();
    for (const auto& g : c.groups)
        groups.push_back({{"group", g.group},
                          {"runs", g.runs},
                          {"readings", g.readings},
                          {"compute_eff_before", g.before.computeEff},
                          {"compute_eff", g.after.computeEff},
                          {"memory_eff_before", g.before.memoryEff},
                          {"memory_eff", g.after.memoryEff},
                          {"sigma_log_before", g.before.sigmaLog},
                          {"sigma_log", g.after.sigmaLog},
                          {"band_90_percent_before", bandPercent(g.before.sigmaLog)},
                          {"band_90_percent", bandPercent(g.after.sigmaLog)}});
    ordered_json errors = ordered_json::array();
    for (const auto& e : c.errors)
        errors.push_back({{"run", e.label},
                          {"group", e.group},
                          {"metric", e.metric},
                          {"measured", e.measured},
                          {"predicted_before", e.before},
                          {"predicted_after", e.after},
                          {"error_before", e.errorBefore()},
                          {"error_after", e.errorAfter()},
                          {"fitted", e.fitted}});
    return {{"measurements", c.measurements.size()},
            {"decode_step_overhead_s_before", c.overheadsBefore.decodeStepS},
            {"decode_step_overhead_s", c.overheadsAfter.decodeStepS},
            {"request_overhead_s_before", c.overheadsBefore.requestS},
            {"request_overhead_s", c.overheadsAfter.requestS},
            {"rms_log_error_before", c.rmsLogBefore},
            {"rms_log_error_after", c.rmsLogAfter},
            {"groups", groups},
            {"runs", errors}};
}

void printText(std::ostream& out, const project::StoredCalibration& c) {
    if (c.groups.empty()) {
        printTo(out, "no calibration in force: estimates use the reference factors\n");
        return;
    }
    const views::QuantityFormat f(QLocale::c());
    for (const QString& line : views::textTable(views::runErrorColumns(f), c.errors))
        out << line.toStdString() << '\n';
    printTo(out, "\nfitted factors (90 %% band = x/ exp(1.645 sigma_log))\n");
    for (const QString& line : views::textTable(views::fittedGroupColumns(f), c.groups))
        out << "  " << line.toStdString() << '\n';
    printTo(out, "  serving stack overheads: decode step %.2f → %.2f ms, request %.2f → %.2f ms\n",
            c.overheadsBefore.decodeStepS * 1e3, c.overheadsAfter.decodeStepS * 1e3,
            c.overheadsBefore.requestS * 1e3, c.overheadsAfter.requestS * 1e3);
    printTo(out,
            "\nRMS log error over the fitted readings: %.3f before, %.3f after (%zu "
            "measurement%s)\n",
            c.rmsLogBefore, c.rmsLogAfter, c.measurements.size(),
            c.measurements.size() == 1 ? "" : "s");
}

model::Result<importers::MeasurementDefaults> defaultsFrom(const CommandLine& cl) {
    importers::MeasurementDefaults d;
    d.model = cl.value("model");
    d.gpu = cl.value("gpu");
    d.precision = cl.value("precision");
    for (auto [name, field] : {std::pair{"tp", &d.tp}, {"pp", &d.pp}, {"batch", &d.batch}}) {
        if (!cl.has(name))
            continue;
        auto v = cl.integer(name, 1, 1, 1 << 20);
        if (!v)
            return v.error();
        *field = *v;
    }
    return d;
}

int show(const project::Project& project, const std::string& path, bool json, std::ostream& out,
         std::ostream& err) {
    auto active = project::activeCalibration(project);
    if (!active)
        return badInput(err, kCalibrateVerb, path + ": " + active.error().message);
    const project::StoredCalibration c = active->value_or(project::StoredCalibration{});
    if (json)
        out << catalog::dumpJson(toJson(c), 2) << "\n";
    else
        printText(out, c);
    return kExitOk;
}

int save(const project::Project& project, const std::string& path, const std::string& what,
         std::ostream& err) {
    if (auto saved = project::saveProject(project, path); !saved)
        return badInput(err, kCalibrateVerb, saved.error().message);
    err << "rightsizer calibrate: " << what << "\n";
    return kExitOk;
}

/// Splits the arguments into positional ones and options with their values.
void splitArguments(const std::vector<std::string>& args, const std::set<std::string>& valueOptions,
                    std::vector<std::string>& positional, std::vector<std::string>& options) {
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i].rfind("--", 0) == 0) {
            options.push_back(args[i]);
            if (valueOptions.count(args[i].substr(2)) && i + 1 < args.size())
                options.push_back(args[++i]);
        } else {
            positional.push_back(args[i]);
        }
    }
}

/// --undo: restores the calibration before the last change, saves and shows what is in force.
int undo(project::Project& project, const std::string& path, bool json, std::ostream& out,
         std::ostream& err) {
    auto undone = project::undoCalibration(project);
    if (!undone)
        return badInput(err, kCalibrateVerb, path + ": " + undone.error().message);
    if (!*undone)
        return badInput(err, kCalibrateVerb, "--undo: " + path + " holds no calibration to undo");
    if (int rc = save(project, path,
                      "undone; " + std::to_string(project.measurements.size()) +
                          (project.measurements.size() == 1 ? " measurement" : " measurements") +
                          " in force",
                      err);
        rc != kExitOk)
        return rc;
    return show(project, path, json, out, err);
}

/// Imports the measurement files, calibrates the project with them, saves and shows the result.
int addMeasurements(project::Project& project, const std::string& path,
                    const std::vector<std::string>& files, const CommandLine& cl,
                    const catalog::Catalog& catalog, bool json, std::ostream& out,
                    std::ostream& err) {
    auto defaults = defaultsFrom(cl);
    if (!defaults)
        return badInput(err, kCalibrateVerb, defaults.error().message);
    std::vector<importers::Measurement> rows;
    std::string names;
    for (const std::string& file : files) {
        auto imported = importers::loadMeasurementsFile(file, *defaults);
        if (!imported)
            return badInput(err, kCalibrateVerb, imported.error().message);
        for (const std::string& note : imported->notes)
            err << "rightsizer " << kCalibrateVerb << ": " << note << "\n";
        rows.insert(rows.end(), imported->rows.begin(), imported->rows.end());
        names += (names.empty() ? "" : ", ") + fs::path(file).filename().string();
    }
    const size_t incoming = rows.size();
    auto change =
        project::calibrateProject(project, std::move(rows), catalog, "calibrated with " + names);
    if (!change)
        return badInput(err, kCalibrateVerb, change.error().message);
    if (int rc = save(project, path,
                      std::to_string(change->added) + " of " + std::to_string(incoming) +
                          (incoming == 1 ? " measurement" : " measurements") + " added" +
                          (change->duplicates ? " (" + std::to_string(change->duplicates) +
                                                    " already in the project)"
                                              : std::string()) +
                          "; calibration stored in " + path + " (undo with --undo)",
                      err);
        rc != kExitOk)
        return rc;
    return show(project, path, json, out, err);
}

} // namespace

model::Result<catalog::Catalog>
catalogWithProjectCalibration(catalog::Catalog catalog, const std::vector<std::string>& args) {
    for (const std::string& a : args) {
        std::error_code ec;
        if (a.rfind("--", 0) == 0 || !fs::is_regular_file(a, ec) || !project::isProjectFile(a))
            continue;
        auto project = project::loadProject(a);
        if (!project)
            return catalog; // the verb reads the file again and reports what is wrong
        auto table = project::projectEfficiency(*project, catalog.efficiency);
        if (!table)
            return model::Error{table.error().field, a + ": " + table.error().message};
        catalog.efficiency = std::move(table).value();
        return catalog;
    }
    return catalog;
}

int runCalibrate(const std::vector<std::string>& argsIn, const catalog::Catalog& catalog,
                 std::ostream& out, std::ostream& err) {
    if (wantsHelp(argsIn)) {
        out << kCalibrateHelp;
        return kExitOk;
    }
    const std::set<std::string> valueOptions{"model", "gpu", "precision", "tp", "pp", "batch"};
    std::vector<std::string> positional, options;
    splitArguments(argsIn, valueOptions, positional, options);
    auto cl = CommandLine::parse(options, valueOptions, {"json", "show", "undo", "reset"});
    if (!cl)
        return badInput(err, kCalibrateVerb, cl.error().message);
    if (positional.empty())
        return badInput(err, kCalibrateVerb,
                        "PROJECT: missing; give the project file (.rsplan) to calibrate");
    const std::string path = positional.front();
    const std::vector<std::string> files(positional.begin() + 1, positional.end());
    std::error_code ec;
    if (!fs::is_regular_file(path, ec))
        return badInput(err, kCalibrateVerb,
                        "PROJECT: no project file '" + path +
                            "' (create one with `rightsizer scenario import`)");
    // Every action but --show saves: hold the project from reading it to saving it, so a
    // concurrent writer waits instead of one change silently replacing the other.
    std::optional<project::ProjectLock> lock;
    if (!cl->flag("show")) {
        auto held = project::ProjectLock::acquire(path);
        if (!held)
            return badInput(err, kCalibrateVerb, held.error().message);
        lock.emplace(std::move(held).value());
    }
    auto loaded = project::loadProject(path);
    if (!loaded)
        return badInput(err, kCalibrateVerb, loaded.error().message);
    project::Project project = std::move(loaded).value();
    const int actions = int(cl->flag("show")) + int(cl->flag("undo")) + int(cl->flag("reset")) +
                        int(!files.empty());
    if (actions != 1)
        return badInput(err, kCalibrateVerb,
                        "give measurement files, or one of --show, --undo, --reset");
    const bool json = cl->flag("json");
    if (cl->flag("show"))
        return show(project, path, json, out, err);
    if (cl->flag("undo"))
        return undo(project, path, json, out, err);
    if (cl->flag("reset")) {
        project::resetCalibration(project, "reset to the reference factors");
        return save(project, path, "reset to the reference factors (--undo restores)", err);
    }
    return addMeasurements(project, path, files, *cl, catalog, json, out, err);
}

} // namespace rightsizer::app
