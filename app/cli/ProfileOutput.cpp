// Text and JSON renderings of `rightsizer profile`.
#include "ProfileOutput.h"

#include "CliText.h"
#include "workspace/QtText.h"

#include "model/Units.h"
#include "views/QuantityFormat.h"
#include "views/table/RowTable.h"

#include <QStringList>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

namespace rightsizer::app {
namespace {

using namespace rightsizer::model;
using nlohmann::ordered_json;
using views::money;

/// Width of the statistics table's first column.
constexpr qsizetype kLabelWidth = 36;

/// Times before this are the relative times of untimed files (as the importer prints them).
constexpr double kFirstAbsoluteS = 365.0 * 86400.0;

/// The C locale in English (scripts read it), else the locale of the language LANG names.
views::QuantityFormat fmt() {
    return cliFormat();
}

QString num(double v, int decimals) {
    return std::isfinite(v) ? fmt().number(v, decimals) : QStringLiteral("n/a");
}

/// "12.34 GiB"; "n/a" (no unit) when the value is missing.
QString withUnit(double v, int decimals, const QString& unit) {
    return std::isfinite(v) ? num(v, decimals) + QLatin1Char(' ') + unit : QStringLiteral("n/a");
}

QString hours(double s) {
    return withUnit(s / 3600.0, 2, QStringLiteral("h"));
}

QString minutes(double s) {
    return withUnit(s / 60.0, 1, QStringLiteral("min"));
}

QString gib(double bytes) {
    return withUnit(bytes / kGiB, 2, QStringLiteral("GiB"));
}

QString percent(double fraction) {
    return std::isfinite(fraction) ? fmt().percent(fraction) : QStringLiteral("n/a");
}

// ---------------------------------------------------------------------------------- text

void headerLines(QStringList& out, const ProfiledDeployment& d, size_t index, size_t count) {
    const DeploymentStats& s = d.stats;
    QStringList hosts;
    for (const std::string& h : s.hosts)
        hosts << q(h);
    out << Cli::tr("Deployment %1 of %2: %3 x %4 on %5: %6")
               .arg(index + 1)
               .arg(count)
               .arg(s.gpuCount)
               .arg(q(s.gpuName))
               .arg(Cli::tr("%n host(s)", nullptr, int(s.hosts.size())))
               .arg(hosts.join(QStringLiteral(", ")));
    out << Cli::tr("  Observed %1 to %2 (%3), %4 GPU-h")
               .arg(q(utcTime(s.startS, false)), q(utcTime(s.endS, false)),
                    hours(s.endS - s.startS), num(s.observedS / 3600.0, 2));
    out << Cli::tr("  %1; %2 in the data, %3 GPU-h missing")
               .arg(std::isfinite(s.sampleIntervalS)
                        ? Cli::tr("A sample every %1 s (median)").arg(num(s.sampleIntervalS, 1))
                        : Cli::tr("Sample interval unknown (one sample per GPU)"))
               .arg(Cli::tr("%n gap(s)", nullptr, int(s.gaps)))
               .arg(num(s.gapS / 3600.0, 2));
}

/// One row of the statistics table: mean, p50, p95, p99, max and samples, scaled.
QString statRow(const QString& label, const Distribution& v, double scale, int decimals,
                const QString& unit) {
    QString row = QStringLiteral("  ") + pad(label, kLabelWidth);
    for (double x : {v.mean, v.p50, v.p95, v.p99, v.max})
        row += rpad(num(x * scale, decimals), 9);
    return row + QStringLiteral("  ") + pad(unit, 5) + rpad(QString::number(v.samples), 8);
}

void statsTable(QStringList& out, const ProfiledDeployment& d) {
    const DeploymentStats& s = d.stats;
    out << QStringLiteral("  ") + pad(Cli::tr("Statistic (pooled over the GPUs)"), kLabelWidth) +
               Cli::tr("     mean      p50      p95      p99      max  unit   samples");
    out << statRow(Cli::tr("GPU utilization (kernel time)"), s.gpuUtil, 100, 1,
                   QStringLiteral("%"));
    if (s.memoryUsedBytes.samples > 0)
        out << statRow(Cli::tr("Memory used per GPU"), s.memoryUsedBytes, 1 / kGiB, 2,
                       QStringLiteral("GiB"));
    if (std::isfinite(d.capacityBytes) && s.memoryUsedBytes.samples > 0)
        out << statRow(Cli::tr("Memory used, of %1%2")
                           .arg(gib(d.capacityBytes),
                                d.capacityFromCatalog ? Cli::tr(" (catalog)") : QString()),
                       s.memoryUsedBytes, 100 / d.capacityBytes, 1, QStringLiteral("%"));
    const std::pair<const char*, const Distribution*> ratios[] = {
        {QT_TRANSLATE_NOOP("Cli", "Memory busy (utilization.memory)"), &s.memUtil},
        {QT_TRANSLATE_NOOP("Cli", "SM active"), &s.smActive},
        {QT_TRANSLATE_NOOP("Cli", "SM occupancy"), &s.smOccupancy},
        {QT_TRANSLATE_NOOP("Cli", "Tensor pipe active"), &s.tensorActive},
        {QT_TRANSLATE_NOOP("Cli", "DRAM active"), &s.dramActive},
    };
    for (const auto& [label, dist] : ratios)
        if (dist->samples > 0)
            out << statRow(Cli::tr(label), *dist, 100, 1, QStringLiteral("%"));
    if (s.powerW.samples > 0)
        out << statRow(Cli::tr("Power per GPU"), s.powerW, 1, 1, QStringLiteral("W"));
    if (s.pcieRxBytesPerS.samples > 0)
        out << statRow(Cli::tr("PCIe host to device"), s.pcieRxBytesPerS, 1 / kGB, 2,
                       QStringLiteral("GB/s"));
    if (s.pcieTxBytesPerS.samples > 0)
        out << statRow(Cli::tr("PCIe device to host"), s.pcieTxBytesPerS, 1 / kGB, 2,
                       QStringLiteral("GB/s"));
    out << Cli::tr("  Saturated (>= 90 % busy): %1 of the utilization samples")
               .arg(percent(s.saturatedFraction));
    double idleS = 0, longestS = 0;
    const IdlePeriod* longest = nullptr;
    for (const IdlePeriod& p : s.idle) {
        idleS += p.endS - p.startS;
        if (p.endS - p.startS > longestS) {
            longestS = p.endS - p.startS;
            longest = &p;
        }
    }
    QString idle = Cli::tr("  Idle (< 5 % busy for 5 min or more): %1, %2 GPU-h, "
                           "%3 of the observed time")
                       .arg(Cli::tr("%n period(s)", nullptr, int(s.idle.size())))
                       .arg(num(idleS / 3600.0, 2), percent(s.idleFraction));
    if (longest)
        idle += Cli::tr("; longest %1 (%2 GPU %3 from %4)")
                    .arg(minutes(longestS), q(longest->host), q(longest->gpu),
                         q(utcTime(longest->startS, false)));
    out << idle;
}

void gpuTable(QStringList& out, const DeploymentStats& s) {
    qsizetype hostW = 4, gpuW = 3;
    for (const GpuStats& g : s.gpus) {
        hostW = std::max(hostW, q(g.host).size());
        gpuW = std::max(gpuW, q(g.gpu).size());
    }
    out << QStringLiteral("  ") + pad(Cli::tr("Host"), hostW) + QStringLiteral("  ") +
               pad(Cli::tr("GPU"), gpuW) +
               Cli::tr("   Samples   Util p95   Memory peak   Power mean");
    for (const GpuStats& g : s.gpus)
        out << QStringLiteral("  ") + pad(q(g.host), hostW) + QStringLiteral("  ") +
                   pad(q(g.gpu), gpuW) + rpad(QString::number(g.samples), 10) +
                   rpad(percent(g.gpuUtil.p95), 11) + rpad(gib(g.memoryUsedBytes.max), 14) +
                   rpad(withUnit(g.powerW.mean, 1, QStringLiteral("W")), 13);
}

void verdictLines(QStringList& out, const RightSizing& r) {
    out << Cli::tr("Verdict: %1").arg(cliPhrase(r.headline));
    for (const Phrase& e : r.evidence)
        out << QStringLiteral("  - ") + cliPhrase(e);
    if (!r.caveats.empty())
        out << Cli::tr("  Caveats:");
    for (const Phrase& c : r.caveats)
        out << QStringLiteral("  - ") + cliPhrase(c);
}

void candidatesTable(QStringList& out, const ProfiledDeployment& d, const ProfileReport& report) {
    const std::vector<SizingCandidate>& cs = d.sizing.candidates;
    if (cs.empty())
        return;
    out << Cli::tr("Candidates that carry the measured load (memory: peaks + %1 headroom; "
                   "%2 busy at the p95 load), cheapest first:")
               .arg(percent(report.memoryHeadroom), percent(report.targetUtilization));
    const QStringList table =
        views::textTable(views::sizingColumns(cliFormat()), views::sizingRows(cs));
    for (const QString& line : table)
        out << QStringLiteral("  ") + line;
    out << Cli::tr("  $/month at %1 h; price of %2: %3")
               .arg(num(kHoursPerMonth, 0), q(cs.front().gpuId), cliPhrase(cs.front().priceBasis));
}

void deploymentText(QStringList& out, const ProfiledDeployment& d, const ProfileReport& report,
                    size_t index) {
    out << QString();
    headerLines(out, d, index, report.deployments.size());
    out << QString();
    statsTable(out, d);
    out << QString();
    gpuTable(out, d.stats);
    out << QString();
    verdictLines(out, d.sizing);
    if (!d.sizing.candidates.empty()) {
        out << QString();
        candidatesTable(out, d, report);
    }
}

// ---------------------------------------------------------------------------------- JSON

ordered_json value(double v) {
    return std::isfinite(v) ? ordered_json(v) : ordered_json(nullptr);
}

ordered_json timeJson(double s) {
    return std::isfinite(s) && isAbsoluteTime(s) ? ordered_json(utcTime(s, true))
                                                 : ordered_json(nullptr);
}

ordered_json distribution(const Distribution& d) {
    return {{"samples", d.samples}, {"mean", value(d.mean)}, {"p50", value(d.p50)},
            {"p95", value(d.p95)},  {"p99", value(d.p99)},   {"max", value(d.max)}};
}

ordered_json gpuJson(const GpuStats& g) {
    return {{"host", g.host},
            {"gpu", g.gpu},
            {"name", g.name},
            {"samples", g.samples},
            {"gpu_util", distribution(g.gpuUtil)},
            {"memory_used_bytes", distribution(g.memoryUsedBytes)},
            {"memory_total_bytes", value(g.memoryTotalBytes)},
            {"power_w", distribution(g.powerW)}};
}

ordered_json verdictJson(const RightSizing& r) {
    ordered_json candidates = ordered_json::array();
    for (const SizingCandidate& c : r.candidates)
        candidates.push_back(
            {{"gpu_id", c.gpuId},
             {"gpu_name", c.gpuName},
             {"gpus", c.gpus},
             {"memory_needed_per_gpu_bytes", value(c.memoryNeededPerGpuBytes)},
             {"memory_per_gpu_bytes", value(c.memoryPerGpuBytes)},
             {"busy_at_p95", value(c.busyAtP95)},
             {"usd_per_hour", value(c.usdPerHour)},
             {"usd_per_month", value(c.usdPerHour * kHoursPerMonth)},
             {"price_basis", c.priceBasis.english()},
             {"current", c.current},
             {"caveat", c.caveat.empty() ? ordered_json() : ordered_json(c.caveat)}});
    return {{"verdict", verdictName(r.verdict)},
            {"headline", r.headline.english()},
            {"evidence", englishTexts(r.evidence)},
            {"caveats", englishTexts(r.caveats)},
            {"current_gpu_id", r.currentGpu ? ordered_json(r.currentGpu->id) : nullptr},
            {"current_usd_per_hour", value(r.currentUsdPerHour)},
            {"candidates", candidates}};
}

ordered_json deploymentJson(const ProfiledDeployment& d) {
    const DeploymentStats& s = d.stats;
    ordered_json idle = ordered_json::array();
    for (const IdlePeriod& p : s.idle)
        idle.push_back({{"host", p.host},
                        {"gpu", p.gpu},
                        {"start_utc", timeJson(p.startS)},
                        {"end_utc", timeJson(p.endS)},
                        {"duration_s", value(p.endS - p.startS)}});
    ordered_json gpus = ordered_json::array();
    for (const GpuStats& g : s.gpus)
        gpus.push_back(gpuJson(g));
    return {{"gpu_name", s.gpuName},
            {"gpu_count", s.gpuCount},
            {"hosts", s.hosts},
            {"start_utc", timeJson(s.startS)},
            {"end_utc", timeJson(s.endS)},
            {"start_s", value(s.startS)},
            {"end_s", value(s.endS)},
            {"sample_interval_s", value(s.sampleIntervalS)},
            {"gaps", s.gaps},
            {"gap_s", value(s.gapS)},
            {"observed_s", value(s.observedS)},
            {"gpu_util", distribution(s.gpuUtil)},
            {"mem_util", distribution(s.memUtil)},
            {"memory_used_bytes", distribution(s.memoryUsedBytes)},
            {"memory_total_bytes", value(s.memoryTotalBytes)},
            {"memory_capacity_bytes", value(d.capacityBytes)},
            {"peak_memory_bytes_sum", value(s.peakMemoryBytesSum)},
            {"sm_active", distribution(s.smActive)},
            {"sm_occupancy", distribution(s.smOccupancy)},
            {"tensor_active", distribution(s.tensorActive)},
            {"dram_active", distribution(s.dramActive)},
            {"power_w", distribution(s.powerW)},
            {"pcie_rx_bytes_per_s", distribution(s.pcieRxBytesPerS)},
            {"pcie_tx_bytes_per_s", distribution(s.pcieTxBytesPerS)},
            {"saturated_fraction", value(s.saturatedFraction)},
            {"idle_fraction", value(s.idleFraction)},
            {"idle_periods", idle},
            {"gpus", gpus},
            {"verdict", verdictJson(d.sizing)}};
}

} // namespace

bool isAbsoluteTime(double timeS) {
    return timeS >= kFirstAbsoluteS;
}

std::string utcTime(double unixS, bool withMilliseconds) {
    if (!std::isfinite(unixS))
        return "n/a";
    char buf[64];
    if (!isAbsoluteTime(unixS)) {
        std::snprintf(buf, sizeof buf, "t = %.0f s", unixS);
        return buf;
    }
    using namespace std::chrono;
    const sys_time<milliseconds> t{milliseconds{std::llround(unixS * 1000.0)}};
    const sys_days day = floor<days>(t);
    const year_month_day ymd{day};
    const hh_mm_ss<milliseconds> hms{t - day};
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02uT%02d:%02d:%02d", int(ymd.year()),
                  unsigned(ymd.month()), unsigned(ymd.day()), int(hms.hours().count()),
                  int(hms.minutes().count()), int(hms.seconds().count()));
    std::string out = buf;
    if (withMilliseconds && hms.subseconds().count() != 0) {
        std::snprintf(buf, sizeof buf, ".%03d", int(hms.subseconds().count()));
        out += buf;
    }
    return out + "Z";
}

std::string problemsToText(const std::vector<TelemetryProblem>& problems, size_t limit) {
    std::string out;
    for (size_t i = 0; i < problems.size() && i < limit; ++i)
        out += problems[i].file + ":" + std::to_string(problems[i].line) + ": " +
               problems[i].message + "\n";
    if (problems.size() > limit)
        out += "... and " + std::to_string(problems.size() - limit) + " more\n";
    return out;
}

std::string profileToText(const ProfileReport& r) {
    QStringList out;
    for (const ProfileFile& f : r.files)
        out << Cli::tr("Telemetry: %1 (%2)").arg(q(f.path), q(f.format));
    if (!r.problems.empty())
        out << Cli::tr("Skipped lines: %1 (listed on standard error)").arg(r.problems.size());
    if (!r.notes.empty())
        out << Cli::tr("Notes:");
    for (const std::string& n : r.notes)
        out << QStringLiteral("  - ") + q(n);
    for (size_t i = 0; i < r.deployments.size(); ++i)
        deploymentText(out, r.deployments[i], r, i);
    return out.join(QLatin1Char('\n')).toStdString() + "\n";
}

ordered_json profileToJson(const ProfileReport& r) {
    ordered_json files = ordered_json::array();
    for (const ProfileFile& f : r.files)
        files.push_back({{"path", f.path}, {"format", f.format}});
    ordered_json problems = ordered_json::array();
    for (const TelemetryProblem& p : r.problems)
        problems.push_back({{"file", p.file}, {"line", p.line}, {"message", p.message}});
    ordered_json deployments = ordered_json::array();
    for (const ProfiledDeployment& d : r.deployments)
        deployments.push_back(deploymentJson(d));
    return {{"files", files},
            {"problems", problems},
            {"notes", r.notes},
            {"memory_headroom", r.memoryHeadroom},
            {"target_utilization", r.targetUtilization},
            {"deployments", deployments}};
}

} // namespace rightsizer::app
