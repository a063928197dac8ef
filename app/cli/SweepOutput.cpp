#include "SweepOutput.h"

#include "model/Units.h"

#include <charconv>
#include <cmath>

namespace rightsizer::app {

using namespace rightsizer::model;

namespace {

/// Shortest round-trip text of a double (std::to_chars), so the CSV loses nothing.
std::string number(double v) {
    char buf[32];
    auto res = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, res.ptr);
}

} // namespace

void writeSweepCsv(std::ostream& out, const SweepResult& r) {
    const std::string pct = percentileName(r.percentile);
    out << "gpu,precision,kv_precision,tp,pp,gpus_per_replica,native,efficiency_group,batch,"
           "input_tokens,output_tokens,memory_per_gpu_gib,kv_cache_gib,usable_gib,fits,"
           "decode_step_ms,prefill_ms,ttft_idle_ms,tpot_ms,tpot_"
        << pct
        << "_ms,output_tokens_per_s_per_replica,output_tokens_per_s_per_gpu,"
           "decode_compute_bound\n";
    for (Eigen::Index i = 0; i < r.size(); ++i) {
        const SweepConfig& c = r.configs[size_t(r.config(i))];
        out << c.gpuId << ',' << precisionInfo(c.precision).name << ','
            << precisionInfo(c.kvPrecision).name << ',' << c.layout.tp << ',' << c.layout.pp << ','
            << c.layout.tp * c.layout.pp << ',' << (c.native ? 1 : 0) << ',' << c.efficiencyGroup
            << ',' << number(r.batch(i)) << ',' << number(r.inputTokens(i)) << ','
            << number(r.outputTokens) << ',' << number(r.memoryPerGpuBytes(i) / kGiB) << ','
            << number(r.kvCacheBytes(i) / kGiB) << ',' << number(c.constants.usableBytes / kGiB)
            << ',' << int(r.fits(i));
        if (!r.fits(i)) { // no latency for a configuration that cannot run
            out << ",,,,,,,,\n";
            continue;
        }
        out << ',' << number(r.decodeStepS(i) * 1e3) << ',' << number(r.prefillS(i) * 1e3) << ','
            << number(r.ttftS(i) * 1e3) << ',' << number(r.tpotS(i) * 1e3) << ','
            << number(r.tpotQuantileS(i) * 1e3) << ',' << number(r.outputTokensPerSPerReplica(i))
            << ',' << number(r.outputTokensPerSPerGpu(i)) << ',' << int(r.decodeComputeBound(i))
            << '\n';
    }
}

nlohmann::json sweepToJson(const SweepResult& r) {
    nlohmann::json rows = nlohmann::json::array();
    for (Eigen::Index i = 0; i < r.size(); ++i) {
        const SweepConfig& c = r.configs[size_t(r.config(i))];
        nlohmann::json row = {{"gpu", c.gpuId},
                              {"precision", precisionInfo(c.precision).name},
                              {"kv_precision", precisionInfo(c.kvPrecision).name},
                              {"tp", c.layout.tp},
                              {"pp", c.layout.pp},
                              {"native", c.native},
                              {"efficiency_group", c.efficiencyGroup},
                              {"batch", std::lround(r.batch(i))},
                              {"input_tokens", r.inputTokens(i)},
                              {"output_tokens", r.outputTokens},
                              {"memory_per_gpu_gib", r.memoryPerGpuBytes(i) / kGiB},
                              {"kv_cache_gib", r.kvCacheBytes(i) / kGiB},
                              {"usable_gib", c.constants.usableBytes / kGiB},
                              {"fits", r.fits(i) != 0}};
        const bool fits = r.fits(i) != 0;
        auto value = [&](double v) { return fits ? nlohmann::json(v) : nlohmann::json(); };
        row["decode_step_s"] = value(r.decodeStepS(i));
        row["prefill_s"] = value(r.prefillS(i));
        row["ttft_idle_s"] = value(r.ttftS(i));
        row["tpot_s"] = value(r.tpotS(i));
        row["tpot_percentile_s"] = value(r.tpotQuantileS(i));
        row["output_tokens_per_s_per_replica"] = value(r.outputTokensPerSPerReplica(i));
        row["output_tokens_per_s_per_gpu"] = value(r.outputTokensPerSPerGpu(i));
        row["decode_compute_bound"] =
            fits ? nlohmann::json(r.decodeComputeBound(i) != 0) : nlohmann::json();
        rows.push_back(std::move(row));
    }
    return {{"percentile", percentileName(r.percentile)}, {"cells", r.size()}, {"rows", rows}};
}

} // namespace rightsizer::app
