#include "Telemetry.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

namespace rightsizer::model {

TelemetryLog mergeTelemetry(std::vector<TelemetryLog> logs) {
    TelemetryLog out;
    std::map<std::pair<std::string, std::string>, size_t> index;
    for (TelemetryLog& log : logs) {
        for (GpuTrace& trace : log.gpus) {
            const auto key = std::pair{trace.host, trace.gpu};
            auto [it, added] = index.try_emplace(key, out.gpus.size());
            if (added) {
                out.gpus.push_back(std::move(trace));
                continue;
            }
            GpuTrace& into = out.gpus[it->second];
            if (into.name.empty())
                into.name = trace.name;
            into.samples.insert(into.samples.end(), trace.samples.begin(), trace.samples.end());
        }
        out.problems.insert(out.problems.end(), log.problems.begin(), log.problems.end());
        out.notes.insert(out.notes.end(), log.notes.begin(), log.notes.end());
        out.formats.insert(out.formats.end(), log.formats.begin(), log.formats.end());
    }
    for (GpuTrace& trace : out.gpus) {
        auto& s = trace.samples;
        std::stable_sort(
            s.begin(), s.end(),
            [](const TelemetrySample& a, const TelemetrySample& b) { return a.timeS < b.timeS; });
        // The same instant read twice (overlapping rotated files) counts once.
        s.erase(std::unique(s.begin(), s.end(),
                            [](const TelemetrySample& a, const TelemetrySample& b) {
                                return !std::isnan(a.timeS) && a.timeS == b.timeS;
                            }),
                s.end());
    }
    return out;
}

} // namespace rightsizer::model
