#include "ProfileVerb.h"

#include "CommandLine.h"
#include "ExitStatus.h"
#include "ProfileOutput.h"
#include "VerbSupport.h"
#include "importers/PrometheusImport.h"
#include "importers/TelemetryImport.h"
#include "project/ProjectFile.h"
#include "workspace/PrometheusClient.h"

#include "catalog/JsonText.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <set>

namespace rightsizer::app {
namespace {

constexpr const char* kProfileHelp =
    R"(usage: rightsizer profile TELEMETRY_FILE... [--json] [--gpu ID] [--saturated]
                         [--headroom PCT] [--target-util PCT] [--include-geforce]
       rightsizer profile --prometheus URL [--range 1d] [--end TIME] [--step 15s]
                         [--match '{label="value"}'] [--token-file F] [--user NAME]
                         [--timeout S] [the options above]
       rightsizer profile --project PLAN.rsplan [the --prometheus options to change]

  Right-sizes a running deployment from its GPU telemetry: nvidia-smi --query-gpu=...
  --format=csv -l N logs, nvidia-smi dmon [-o DT] logs (also through pdsh/clush) and
  dcgm-exporter /metrics scrapes, in any mix. The files are merged (one per host, or rotated
  logs); per GPU product it prints utilization, memory, SM, tensor, DRAM, power and PCIe
  statistics, idle periods and each GPU, the verdict (over-provisioned, under-provisioned,
  bottlenecked elsewhere, right-sized) with its evidence and caveats, and the catalog
  configurations that carry the measured load, cheapest first.
  --gpu ID           catalog GPU of files that name no product (dmon) or one the catalog
                     does not know
  --saturated        more work was waiting than was served throughout (a training job, a
                     queue that never emptied): low utilization then means a bottleneck
  --headroom PCT     spare memory a candidate keeps over the measured peak (0..100, default 20)
  --target-util PCT  busy share a candidate runs at under the measured p95 load (10..100,
                     default 70)
  --include-geforce  offer GeForce cards too, marked with their driver licence caveat (by
                     default they are left out: not licensed for datacenter deployment)
  --json             files, problems, notes, statistics, verdicts and candidates as JSON
  --prometheus URL   read the dcgm-exporter metrics from a Prometheus server instead of files
                     (its HTTP API, a range at a time; https uses the system's CA store)
  --range D          how far back from --end (30d, 12h, 90m; default 1d)
  --end TIME         end of the range, RFC 3339 (2026-10-01T06:00:00Z) or Unix seconds
                     (default: now)
  --step D           one sample per GPU and metric per step, the last of each (default 15s,
                     dcgm-exporter's scrape interval); gaps stay gaps
  --match M          label matchers added to every metric, e.g. '{namespace="llm"}'
  --token-file F     bearer token from file F (or the RIGHTSIZER_PROMETHEUS_TOKEN variable)
  --user NAME        basic authentication; the password from RIGHTSIZER_PROMETHEUS_PASSWORD
  --timeout S        seconds to wait for each answer (1..600, default 30)
  --project F        read the Prometheus query project F keeps (the workbench's Measured tab
                     keeps the last one it read); the options above change its fields, and a
                     query without --end reads up to now
Malformed lines are skipped and listed on standard error as FILE:LINE: why.
Exit status: 0 telemetry read (whatever the verdict), 2 bad input (no file, a file that
cannot be read or is in no known format, a bad option, a Prometheus server that cannot be
reached, refuses the credentials or the matchers, or has no DCGM series in the range).
)";

constexpr std::size_t kProblemsShown = 20;

struct ProfileOptions {
    std::vector<std::string> files;
    bool json = false;
    model::RightSizingOptions sizing;
    std::optional<importers::PrometheusQuery> prometheus;
    workspace::PrometheusConnection connection;
};

/// Splits the file paths from the options, wherever they stand.
void splitArgs(const std::vector<std::string>& args, const std::set<std::string>& valueOptions,
               std::vector<std::string>& files, std::vector<std::string>& options) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.rfind("--", 0) == 0) {
            options.push_back(a);
            if (valueOptions.count(a.substr(2)) && i + 1 < args.size())
                options.push_back(args[++i]);
        } else {
            files.push_back(a);
        }
    }
}

/// The Prometheus query the project at `path` keeps (the last one).
model::Result<workspace::PrometheusRequestText> keptQuery(const std::string& path) {
    auto project = project::loadProject(path);
    if (!project)
        return model::fieldError("--project", project.error().message);
    if (project->telemetryQueries.empty())
        return model::fieldError("--project",
                                 path + " keeps no Prometheus query (the workbench's Measured tab "
                                        "keeps the last one it read); give --prometheus URL");
    auto text = workspace::prometheusRequestFromJson(project->telemetryQueries.back().json);
    if (!text)
        return model::fieldError("--project", path + ": " + text.error().message);
    return text;
}

/// --prometheus and the options that go with it; an error when they are given without it or
/// beside files.
model::Status prometheusOptions(const CommandLine& cl, ProfileOptions& o) {
    const auto url = cl.value("prometheus");
    const auto projectPath = cl.value("project");
    if (!url && !projectPath) {
        for (const char* name : {"range", "end", "step", "match", "token-file", "user", "timeout"})
            if (cl.has(name))
                return model::fieldError(std::string("--") + name, "applies with --prometheus URL");
        return {};
    }
    if (!o.files.empty())
        return model::fieldError(url ? "--prometheus" : "--project",
                                 "reads from a server instead of files; give one or the other");
    workspace::PrometheusRequestText text;
    if (projectPath) {
        auto kept = keptQuery(*projectPath);
        if (!kept)
            return kept.error();
        text = *kept;
    }
    if (url)
        text.url = *url;
    const std::pair<const char*, std::string*> fields[] = {{"range", &text.range},
                                                           {"end", &text.end},
                                                           {"step", &text.step},
                                                           {"match", &text.matchers},
                                                           {"token-file", &text.tokenFile},
                                                           {"user", &text.user}};
    for (const auto& [name, field] : fields)
        if (const auto given = cl.value(name))
            *field = *given;
    if (cl.has("timeout") || !projectPath) {
        const auto timeout = cl.real("timeout", 30, 1, 600);
        if (!timeout)
            return model::Error{timeout.error().field, timeout.error().message + " (s)"};
        text.timeoutS = *timeout;
    }
    auto request = workspace::resolvePrometheusRequest(text, double(std::time(nullptr)));
    if (!request)
        return request.error();
    o.prometheus = request->query;
    o.connection = request->connection;
    return {};
}

model::Result<ProfileOptions> parseOptions(const std::vector<std::string>& args,
                                           const catalog::Catalog& catalog) {
    const std::set<std::string> valueOptions{"gpu",        "headroom", "target-util", "prometheus",
                                             "range",      "end",      "step",        "match",
                                             "token-file", "user",     "timeout",     "project"};
    ProfileOptions o;
    std::vector<std::string> options;
    splitArgs(args, valueOptions, o.files, options);
    auto cl = CommandLine::parse(options, valueOptions, {"json", "saturated", "include-geforce"});
    if (!cl)
        return cl.error();
    if (auto e = prometheusOptions(*cl, o); !e)
        return e.error();
    if (o.files.empty() && !o.prometheus)
        return model::fieldError("TELEMETRY_FILE",
                                 "missing: give one or more telemetry files (nvidia-smi "
                                 "--query-gpu CSV, nvidia-smi dmon, dcgm-exporter scrapes)");
    const auto headroom = cl->real("headroom", 20, 0, 100);
    if (!headroom)
        return model::Error{headroom.error().field, headroom.error().message + " (%)"};
    const auto target = cl->real("target-util", 70, 10, 100);
    if (!target)
        return model::Error{target.error().field, target.error().message + " (%)"};
    if (const auto gpu = cl->value("gpu")) {
        if (!catalog.findGpu(*gpu))
            return model::fieldError(
                "--gpu", "'" + *gpu + "' is not a catalog GPU; accepted: " + catalog.gpuIds());
        o.sizing.gpuId = *gpu;
    }
    o.json = cl->flag("json");
    o.sizing.demandSaturated = cl->flag("saturated");
    o.sizing.includeGeForce = cl->flag("include-geforce");
    o.sizing.memoryHeadroom = *headroom / 100.0;
    o.sizing.targetUtilization = *target / 100.0;
    return o;
}

/// Reads every file; the first that cannot be read, or is in no known format, is the error.
model::Result<model::TelemetryProfile> readFiles(const std::vector<std::string>& paths,
                                                 std::vector<ProfileFile>& files) {
    std::vector<model::TelemetryLog> logs;
    for (const std::string& path : paths) {
        auto log = importers::loadTelemetryFile(path);
        if (!log)
            return log.error();
        files.push_back({path, log->formats.empty() ? std::string() : log->formats.front()});
        logs.push_back(std::move(log).value());
    }
    model::TelemetryProfile profile;
    profile.log = model::mergeTelemetry(std::move(logs));
    profile.deployments = model::telemetryStats(profile.log);
    return profile;
}

/// Sizes one deployment. --gpu names the GPU of deployments whose product the files do not
/// name or the catalog does not know; one the catalog recognises keeps its own GPU.
ProfiledDeployment sizeDeployment(model::DeploymentStats stats, const catalog::Catalog& catalog,
                                  model::RightSizingOptions options,
                                  std::vector<std::string>& notes) {
    const bool unnamed = std::all_of(stats.gpus.begin(), stats.gpus.end(),
                                     [](const model::GpuStats& g) { return g.name.empty(); });
    if (!options.gpuId.empty()) {
        const model::GpuSpec* recognised =
            unnamed ? nullptr
                    : model::matchCatalogGpu(stats.gpuName, stats.memoryTotalBytes, catalog.gpus);
        if (recognised && recognised->id != options.gpuId) {
            notes.push_back("--gpu " + options.gpuId + " not applied to '" + stats.gpuName +
                            "': the files name it, and it is the catalog's " + recognised->id);
            options.gpuId.clear();
        } else if (unnamed) {
            stats.gpuName = catalog.findGpu(options.gpuId)->name;
        }
    }
    ProfiledDeployment d;
    d.sizing = model::rightSize(stats, catalog.gpus, catalog.prices, options);
    d.capacityBytes = stats.memoryTotalBytes;
    if (!std::isfinite(d.capacityBytes) && d.sizing.currentGpu) {
        d.capacityBytes = d.sizing.currentGpu->memoryRuntimeBytes;
        d.capacityFromCatalog = true;
    }
    d.stats = std::move(stats);
    return d;
}

} // namespace

int runProfile(const std::vector<std::string>& args, const catalog::Catalog& catalog,
               std::ostream& out, std::ostream& err) {
    if (wantsHelp(args)) {
        out << kProfileHelp;
        return kExitOk;
    }
    auto options = parseOptions(args, catalog);
    if (!options) {
        if (options.error().field == "TELEMETRY_FILE")
            err << kProfileHelp;
        return badInput(err, "profile", options.error().message);
    }
    ProfileReport report;
    report.memoryHeadroom = options->sizing.memoryHeadroom;
    report.targetUtilization = options->sizing.targetUtilization;
    auto profile =
        options->prometheus
            ? importers::importPrometheus(*options->prometheus,
                                          workspace::prometheusHttpFetcher(options->connection))
            : readFiles(options->files, report.files);
    if (profile && options->prometheus)
        report.files.push_back({options->prometheus->url, "prometheus"});
    if (!profile)
        return badInput(err, "profile", profile.error().message);
    model::TelemetryProfile read = std::move(profile).value();
    report.problems = std::move(read.log.problems);
    report.notes = std::move(read.log.notes);
    for (model::DeploymentStats& stats : read.deployments)
        report.deployments.push_back(
            sizeDeployment(std::move(stats), catalog, options->sizing, report.notes));
    err << problemsToText(report.problems, kProblemsShown);
    if (options->json)
        out << catalog::dumpJson(profileToJson(report), 2) << "\n";
    else
        out << profileToText(report);
    return kExitOk;
}

} // namespace rightsizer::app
