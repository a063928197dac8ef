#pragma once

#include <limits>
#include <string>
#include <vector>

namespace rightsizer::model {

/// A field the source did not report.
inline constexpr double kNoReading = std::numeric_limits<double>::quiet_NaN();

/// One reading of one GPU at one instant, in SI units and fractions. A field the source did
/// not report is kNoReading (NaN), never 0: 0 % utilization is a reading.
struct TelemetrySample {
    double timeS = kNoReading;            ///< seconds since the Unix epoch, UTC
    double gpuUtilFraction = kNoReading;  ///< share of time a kernel ran (nvidia-smi
                                          ///< utilization.gpu, DCGM_FI_DEV_GPU_UTIL), 0..1
    double memUtilFraction = kNoReading;  ///< share of time device memory was read or written
                                          ///< (utilization.memory, DCGM_FI_DEV_MEM_COPY_UTIL)
    double memoryUsedBytes = kNoReading;  ///< frame buffer in use (memory.used, FB_USED)
    double memoryTotalBytes = kNoReading; ///< frame buffer the driver reports (memory.total)
    double powerW = kNoReading;           ///< board power draw
    double smClockHz = kNoReading;
    double memClockHz = kNoReading;
    double smActive = kNoReading;        ///< DCGM_FI_PROF_SM_ACTIVE, 0..1
    double smOccupancy = kNoReading;     ///< DCGM_FI_PROF_SM_OCCUPANCY, 0..1
    double tensorActive = kNoReading;    ///< DCGM_FI_PROF_PIPE_TENSOR_ACTIVE, 0..1
    double dramActive = kNoReading;      ///< DCGM_FI_PROF_DRAM_ACTIVE, 0..1
    double pcieRxBytesPerS = kNoReading; ///< host to device
    double pcieTxBytesPerS = kNoReading; ///< device to host
};

/// The readings of one GPU of one host, oldest first.
struct GpuTrace {
    std::string host; ///< host name; the file's name when the file does not say
    std::string gpu;  ///< the GPU as the source names it: index ("0") or UUID
    std::string name; ///< product name as the driver reports it ("NVIDIA H100 80GB HBM3");
                      ///< empty when the source does not say
    std::vector<TelemetrySample> samples;
};

/// A line that was skipped, with why. Nothing is guessed from a malformed line.
struct TelemetryProblem {
    std::string file;
    int line = 0; ///< 1-based
    std::string message;
};

/// What one or more telemetry files hold.
struct TelemetryLog {
    std::vector<GpuTrace> gpus;
    std::vector<TelemetryProblem> problems; ///< skipped lines, in file and line order
    std::vector<std::string> notes;         ///< assumptions the import made (e.g. a sample interval
                                            ///< taken for a file without timestamps), and counter
                                            ///< resets it stepped over
    std::vector<std::string> formats;       ///< per file: "nvidia-smi csv", "nvidia-smi dmon",
                                            ///< "dcgm prometheus"
    double traceBinS = 0; ///< 0: the traces hold every sample; else they are thinned for charts,
                          ///< one point per GPU per bin of this many seconds (the bin's largest
                          ///< utilization and memory used), and statistics come with the log
};

/// Merges logs (e.g. one file per host, or hourly rotated files): traces with the same host
/// and GPU are joined and sorted by time; a sample repeated at the same time in two files is
/// kept once. Problems, notes and formats are concatenated.
TelemetryLog mergeTelemetry(std::vector<TelemetryLog> logs);

} // namespace rightsizer::model
