// Writes dcgm-exporter samples as OpenMetrics for promtool's backfill, for the Prometheus
// profile benchmark (tools/bench-prometheus.sh): GPUS GPUs on GPUS / 8 hosts, 8 metrics every
// 15 s from FIRST_DAY to LAST_DAY (days after 2026-10-01T00:00:00Z). A month of 64 GPUs is
// 88 M samples (about 6 GB of text), so the script writes and backfills it a few days at a
// time. The values are a fixed function of GPU and time (a daily load cycle, noise from a
// hash), not random draws, so every run writes the same bytes.
//
//   make_dcgm_openmetrics GPUS FIRST_DAY LAST_DAY > part.om
#include <cinttypes>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

constexpr int64_t kT0 = 1790812800; // 2026-10-01T00:00:00Z
constexpr int kStepS = 15;

/// A value in [0, 1) that depends only on its arguments (splitmix64).
double noise(uint64_t gpu, uint64_t step, uint64_t metric) {
    uint64_t z = gpu * 0x9E3779B97F4A7C15ULL ^ step * 0xBF58476D1CE4E5B9ULL ^ metric;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return double(z >> 11) / 9007199254740992.0;
}

/// Utilization in [0, 1]: a daily cycle peaking mid-afternoon, scaled per GPU, with noise.
double load(int gpu, int64_t step) {
    const double day = double(step * kStepS % 86400) / 86400.0;
    const double cycle = 0.5 - 0.5 * std::cos(2 * M_PI * (day - 0.125));
    const double scale = 0.3 + 0.6 * double(gpu % 8) / 7.0;
    return std::fmin(1.0, scale * cycle + 0.1 * noise(uint64_t(gpu), uint64_t(step), 1));
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: %s GPUS FIRST_DAY LAST_DAY > part.om\n", argv[0]);
        return 2;
    }
    const int gpus = std::atoi(argv[1]);
    const int64_t first = std::atoll(argv[2]) * 86400 / kStepS;
    const int64_t last = std::atoll(argv[3]) * 86400 / kStepS;
    if (gpus < 1 || gpus > 100000 || last <= first || first < 0) {
        std::fprintf(stderr, "%s: GPUS 1..100000 and 0 <= FIRST_DAY < LAST_DAY\n", argv[0]);
        return 2;
    }
    static char buffer[1 << 20];
    std::setvbuf(stdout, buffer, _IOFBF, sizeof buffer);
    const char* metrics[] = {"DCGM_FI_DEV_GPU_UTIL",
                             "DCGM_FI_DEV_MEM_COPY_UTIL",
                             "DCGM_FI_DEV_FB_USED",
                             "DCGM_FI_DEV_FB_FREE",
                             "DCGM_FI_DEV_POWER_USAGE",
                             "DCGM_FI_PROF_SM_ACTIVE",
                             "DCGM_FI_PROF_PIPE_TENSOR_ACTIVE",
                             "DCGM_FI_PROF_DRAM_ACTIVE"};
    for (int m = 0; m < 8; ++m) {
        std::printf("# TYPE %s gauge\n", metrics[m]);
        for (int g = 0; g < gpus; ++g) {
            char labels[160];
            std::snprintf(labels, sizeof labels,
                          "{Hostname=\"node-%03d\",gpu=\"%d\",modelName=\"NVIDIA H100 80GB HBM3\"}",
                          g / 8, g % 8);
            for (int64_t s = first; s < last; ++s) {
                const double u = load(g, s);
                const double usedMiB = std::floor(20000 + 50000 * u);
                double v = 0;
                switch (m) {
                case 0:
                    v = std::round(100 * u);
                    break;
                case 1:
                    v = std::round(60 * u);
                    break;
                case 2:
                    v = usedMiB;
                    break;
                case 3:
                    v = 81559 - usedMiB;
                    break;
                case 4:
                    v = std::round(10 * (90 + 600 * u)) / 10;
                    break;
                case 5:
                    v = std::round(1000 * 0.95 * u) / 1000;
                    break;
                case 6:
                    v = std::round(1000 * 0.4 * u) / 1000;
                    break;
                default:
                    v = std::round(1000 * 0.5 * u) / 1000;
                    break;
                }
                std::printf("%s%s %g %" PRId64 "\n", metrics[m], labels, v, kT0 + s * kStepS);
            }
        }
    }
    std::printf("# EOF\n");
    return std::fflush(stdout) == 0 ? 0 : 1;
}
