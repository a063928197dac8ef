#include "CalibrateReferenceVerb.h"

#include "CommandLine.h"
#include "ExitStatus.h"
#include "VerbSupport.h"
#include "catalog/CalibrationData.h"

#include "catalog/JsonText.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>

namespace rightsizer::app {
namespace {

constexpr const char* kProvenance =
    "fitted by `rightsizer calibrate-reference --write` on catalog/data/calibration/: "
    "serving_measurements.csv (TensorRT-LLM tables), serving_measurements_llm_inference_bench.csv "
    "(LLM-Inference-Bench static batches, 2024), serving_measurements_aiconfigurator.csv "
    "(aiconfigurator TPOT at a concurrency, 2025-2026), training_measurements.csv "
    "(Megatron-LM tables) and gemm_measurements.csv (Azure AI-benchmarking-guide GEMMs, for "
    "families without training runs)";

void printSummary(std::ostream& out, const std::vector<model::ErrorSummary>& groups,
                  const char* by) {
    printTo(out, "%-36s %6s %16s %18s\n", by, "rows", "median |error|", "median signed error");
    for (const auto& g : groups)
        printTo(out, "%-36s %6d %15.1f%% %+17.1f%%\n", g.group.c_str(), g.rows,
                100.0 * g.medianAbsError, 100.0 * g.medianSignedError);
}

void printText(std::ostream& out, const model::CalibrationReport& r,
               const std::vector<model::Residual>& weights) {
    printTo(out, "%-10s %-16s %-20s %12s %12s %8s\n", "case", "group", "metric", "measured",
            "predicted", "error");
    for (const auto* list : {&r.serving, &r.underLoad, &r.training, &weights})
        for (const auto& row : *list)
            printTo(out, "%-10s %-16s %-20s %12.4g %12.4g %+7.1f%%\n", row.caseId.c_str(),
                    row.group.c_str(), row.metric.c_str(), row.measured, row.predicted,
                    100.0 * row.relativeError());
    printTo(out, "\nfitted factors (90 %% band = exp(+-1.645 sigma_log))\n");
    for (const auto& [group, e] : r.table.serving)
        printTo(out, "  %-16s eta_c %.3f  sigma_log %.3f  rows %d%s\n", group.c_str(), e.computeEff,
                e.sigmaLog, e.rows,
                e.vintage.empty() ? "" : ("  (" + e.vintage + " stacks only)").c_str());
    for (const auto& [group, e] : r.table.memory)
        printTo(out, "  %-16s eta_m %.3f  sigma_log %.3f  rows %d\n", group.c_str(), e.memoryEff,
                e.sigmaLog, e.rows);
    for (const auto& [name, f] : r.table.engines) {
        printTo(out,
                "  %-16s eta_c x %.3f  eta_m x %.3f  attention %.3f  experts %.3f  "
                "step %.3f ms  per sequence %.1f us  request %.2f ms  all-reduce +%.1f us  "
                "served request %.1f ms  rows %d",
                name.c_str(), f.computeScale, f.memoryScale, f.attentionEff, f.expertEff,
                f.overheads.decodeStepS * 1e3, f.overheads.perSequenceS * 1e6,
                f.overheads.requestS * 1e3, f.overheads.collectiveS * 1e6,
                f.overheads.servedRequestS * 1e3, f.rows);
        // Prompt chunks' efficiency where it was fitted (1 elsewhere).
        for (const auto& [family, p] : f.prefillEff)
            printTo(out, "  prompts on %s x %.3f", family.c_str(), p);
        printTo(out, "\n");
    }
    for (const auto& [family, e] : r.table.training) {
        printTo(out, "  %-16s matmul eff %.3f  non-matmul %.0f B  sigma_log %.3f  rows %d",
                family.c_str(), e.matmulEff, e.nonMatmulBytes, e.sigmaLog, e.rows);
        if (!e.fromFamily.empty())
            printTo(out, "  (%s's fit x %.3f, the measured GEMM efficiency ratio)",
                    e.fromFamily.c_str(), e.gemmRatio);
        printTo(out, "\n");
    }
    printTo(out,
            "\nmedian absolute error: throughput %.1f %%, TTFT %.1f %%, training MFU %.1f %%, "
            "weight memory %.2f %%\n",
            100.0 * r.medianAbsErrorThroughput, 100.0 * r.medianAbsErrorTtft,
            100.0 * r.medianAbsErrorTraining, 100.0 * model::medianAbsRelativeError(weights));
    printTo(out, "TTFT of closed-loop benchmarks (scheduler simulation, not fitted): %.1f %%\n",
            100.0 * r.medianAbsErrorTtftAtConcurrency);
}

nlohmann::ordered_json reportJson(const model::CalibrationReport& r,
                                  const std::vector<model::Residual>& weights) {
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (const auto* list : {&r.serving, &r.underLoad, &r.training, &weights})
        for (const auto& row : *list)
            rows.push_back({{"case_id", row.caseId},
                            {"group", row.group},
                            {"metric", row.metric},
                            {"measured", row.measured},
                            {"predicted", row.predicted},
                            {"relative_error", row.relativeError()},
                            {"gpu", row.gpu},
                            {"engine", row.engine},
                            {"model", row.model},
                            {"source", row.dataset}});
    return {{"median_abs_error_throughput", r.medianAbsErrorThroughput},
            {"median_abs_error_ttft", r.medianAbsErrorTtft},
            {"median_abs_error_ttft_at_concurrency", r.medianAbsErrorTtftAtConcurrency},
            {"median_abs_error_training", r.medianAbsErrorTraining},
            {"median_abs_error_weight_memory", model::medianAbsRelativeError(weights)},
            {"efficiency",
             nlohmann::ordered_json::parse(catalog::efficiencyToJson(r.table, kProvenance))},
            {"rows", rows}};
}

} // namespace

int runCalibrateReference(const std::vector<std::string>& args, const catalog::Catalog& catalog,
                          std::ostream& out, std::ostream& err) {
    auto cl = CommandLine::parse(args, {"write", "by"}, {"json"});
    if (!cl) {
        err << "rightsizer calibrate-reference: " << cl.error().message << "\n";
        return kExitBadInput;
    }
    auto data = catalog::loadBundledCalibration(catalog);
    if (!data) {
        err << "rightsizer calibrate-reference: " << data.error().message << "\n";
        return kExitBadInput;
    }
    auto sizes = catalog::loadBundledWeightSizes(catalog);
    if (!sizes) {
        err << "rightsizer calibrate-reference: " << sizes.error().message << "\n";
        return kExitBadInput;
    }
    std::optional<model::ResidualGrouping> by;
    if (auto text = cl->value("by")) {
        auto g = model::parseResidualGrouping(*text, "--by");
        if (!g) {
            err << "rightsizer calibrate-reference: " << g.error().message << "\n";
            return kExitBadInput;
        }
        by = *g;
    }
    const model::CalibrationReport report = model::fitEfficiency(
        data->serving, data->training, model::powerReferences(catalog.gpus), data->gemm);
    const std::vector<model::Residual> weights = model::weightSizeResiduals(*sizes);
    if (by) {
        const auto groups = model::summarizeResiduals(report.serving, *by);
        const auto underLoad = model::summarizeResiduals(report.underLoad, *by);
        const auto training = model::summarizeResiduals(report.training, *by);
        if (cl->flag("json")) {
            auto table = [](const std::vector<model::ErrorSummary>& list) {
                nlohmann::ordered_json j = nlohmann::ordered_json::array();
                for (const auto& g : list)
                    j.push_back({{"group", g.group},
                                 {"rows", g.rows},
                                 {"median_abs_error", g.medianAbsError},
                                 {"median_signed_error", g.medianSignedError}});
                return j;
            };
            out << nlohmann::ordered_json{{"fitted", table(groups)},
                                          {"ttft_under_load", table(underLoad)},
                                          {"training_mfu", table(training)}}
                       .dump(2)
                << "\n";
        } else {
            printSummary(out, groups, cl->value("by")->c_str());
            printTo(out, "\nTTFT of closed-loop benchmarks (scheduler simulation, not fitted)\n");
            printSummary(out, underLoad, cl->value("by")->c_str());
            printTo(out, "\nTraining MFU (the step model's fit)\n");
            printSummary(out, training, cl->value("by")->c_str());
        }
    } else if (cl->flag("json"))
        out << catalog::dumpJson(reportJson(report, weights), 2) << "\n";
    else
        printText(out, report, weights);
    if (auto path = cl->value("write")) {
        std::ofstream file(*path, std::ios::binary | std::ios::trunc);
        file << catalog::efficiencyToJson(report.table, kProvenance);
        if (!file) {
            err << "rightsizer calibrate-reference: --write: cannot write '" << *path << "'\n";
            return kExitBadInput;
        }
    }
    return kExitOk;
}

} // namespace rightsizer::app
