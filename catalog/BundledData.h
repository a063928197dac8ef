#pragma once

#include <string_view>

namespace rightsizer::catalog {

/// Files of catalog/data/, compiled into the library at configure time (no file access and
/// no network at run time).
std::string_view bundledGpusJson();
std::string_view bundledModelsJson();
std::string_view bundledEfficiencyJson();
std::string_view bundledServingMeasurementsCsv();
/// LLM-Inference-Bench static batches (A100, H100, GH200, MI250, MI300X; vLLM, TensorRT-LLM,
/// llama.cpp), derived by tools/derive_calibration_csv.py.
std::string_view bundledServingMeasurementsLlmInferenceBenchCsv();
/// aiconfigurator's TPOT at a concurrency (H100, H200, B200, GB200; TensorRT-LLM, vLLM, SGLang).
std::string_view bundledServingMeasurementsAiconfiguratorCsv();
/// llama.cpp's own llama-bench (tg512 and pp512, one sequence) on six NVIDIA GPUs, May 2024.
std::string_view bundledServingMeasurementsLlamaBenchCsv();
std::string_view bundledTrainingMeasurementsCsv();
/// GEMM microbenchmarks per GPU (Azure's AI-benchmarking-guide), for families without training
/// runs.
std::string_view bundledGemmMeasurementsCsv();
std::string_view bundledWeightSizesCsv();
std::string_view bundledPricesCsv();

} // namespace rightsizer::catalog
