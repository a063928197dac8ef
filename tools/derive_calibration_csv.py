#!/usr/bin/env python3
"""Derives RightSizer's calibration tables (catalog/data/calibration/*.csv) from the sourced
reference tables in ../shared/reference/calibration. Run once when the reference changes;
the build and tests read only the derived files, which keep every row's source."""
import csv
import re
import os
import sys

ref = sys.argv[1] if len(sys.argv) > 1 else "../shared/reference/calibration"
out = os.path.join(os.path.dirname(__file__), "..", "catalog", "data", "calibration")

MODEL = {
    "Llama-3.3-70B-Instruct": "llama-3.3-70b",
    "Llama-3.1-405B-Instruct": "llama-3.1-405b",
    "Llama-3.1-8B-Instruct": "llama-3.1-8b",
    "Qwen3-235B-A22B (MoE)": "qwen3-235b-a22b",
    "GPT-J 6B": "gpt-j-6b",
    "LLaMA 7B (Llama-2 family per doc methodology)": "llama-2-7b",
    "LLaMA 7B": "llama-2-7b",
    "LLaMA 70B (Llama-2 family per doc methodology)": "llama-2-70b",
    "LLaMA 70B": "llama-2-70b",
    "Falcon 180B": "falcon-180b",
}
GPU = {
    "B200 SXM 180GB": "b200",
    "GB200 (Blackwell GPU in NVL72)": "gb200",
    "H200 SXM 141GB": "h200-sxm",
    "H100 SXM 80GB": "h100-sxm",
    "RTX PRO 6000 Blackwell Server Ed. 96GB": "rtx-pro-6000",
    "L40S 48GB": "l40s",
    "A100 (variant not stated)": "a100-sxm-80gb",
}

rows = []
with open(os.path.join(ref, "inference_perf.csv")) as f:
    for r in csv.DictReader(f):
        metric = r["metric"]
        precision = r["precision"].lower()
        # FP8/FP4 checkpoints in these TensorRT-LLM tables carry an FP8 KV cache.
        kv = "fp8" if precision in ("fp8", "fp4") else "fp16"
        batch = r["concurrency_or_batch"]
        batch = "0" if batch.startswith("max") else batch
        if metric == "output_tokens_per_s_system":
            kind, value = "output_tokens_per_s_system", float(r["value"])
        elif metric.startswith("output_tokens_per_s"):
            # The v0.5/v0.6 tables are per GPU (the H100 table says so in its header; the
            # A100/L40S tables of the same document follow the same methodology).
            kind, value = "output_tokens_per_s_per_gpu", float(r["value"])
        elif metric == "ttft_ms":
            kind, value = "ttft_s", float(r["value"]) / 1000.0
        else:
            continue
        rows.append({
            "case_id": r["case_id"], "model_id": MODEL[r["model"]], "gpu_id": GPU[r["gpu"]],
            "precision": precision, "kv_precision": kv, "tp": r["tp"], "gpus": r["num_gpus"],
            "input_tokens": r["input_len"], "output_tokens": r["output_len"],
            "batch": batch, "metric": kind, "value": repr(value),
            "framework": r["framework"], "engine": "trtllm", "vintage": "",
            "source": r["source"],
        })


def write_serving(name, table):
    with open(os.path.join(out, name), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(table[0].keys()))
        w.writeheader()
        w.writerows(table)


write_serving("serving_measurements.csv", rows)

# LLM-Inference-Bench (Argonne): static batches, input = output length, fp16, tensor parallel
# over all devices. Only hardware and models the catalog holds; DeepSpeed-MII and SambaFlow are
# not engines RightSizer models. llama.cpp splits layers across devices (one device works at a
# time), which is not tensor parallelism: its multi-device runs are left out. One "MI250" is
# the whole OAM card (two GCDs): Llama-70B in fp16 (140 GB) runs on two of them, which two
# 64 GB GCDs could not hold. The A100s are 40 GB SXM (ALCF Polaris): Llama-70B runs only on 4.
LIB_GPU = {"Nvidia A100 GPU": "a100-sxm-40gb", "Nvidia H100 GPU": "h100-sxm",
           "Nvidia GH200 GPU": "gh200", "AMD MI300X GPU": "mi300x", "AMD MI250 GPU": "mi250"}
LIB_MODEL = {"meta-llama/Llama-2-7b-hf": "llama-2-7b", "meta-llama/Meta-Llama-3-8B": "llama-3.1-8b",
             "mistralai/Mistral-7B-v0.1": "mistral-7b", "Qwen/Qwen2-7B": "qwen2-7b",
             "mistralai/Mixtral-8x7B-v0.1": "mixtral-8x7b",
             "meta-llama/Meta-Llama-3-70B": "llama-3.1-70b",
             "meta-llama/Llama-2-70b-hf": "llama-2-70b", "Qwen/Qwen2-72B": "qwen2.5-72b",
             "EleutherAI/gpt-j-6b": "gpt-j-6b"}
LIB_ENGINE = {"vLLM": "vllm", "TensorRT-LLM": "trtllm", "llama.cpp": "llama.cpp"}
LIB_YEAR = "LLM-Inference-Bench runs of 2024 (arXiv 2411.00136)"
LIB_REPO = "argonne-lcf/LLM-Inference-Bench@4211f5d4e9bc0145ed541b6d372d5d8223b44235"


def lib_rows(name, prefix, metric, value, input_key, output_key):
    """Rows of one LLM-Inference-Bench file that the catalog and RightSizer's engines cover."""
    out = []
    with open(os.path.join(ref, name)) as f:
        for i, r in enumerate(csv.DictReader(f), start=2):
            gpu, model = LIB_GPU.get(r["Hardware"]), LIB_MODEL.get(r["Model"])
            engine = LIB_ENGINE.get(r["Framework"])
            n = int(r["Num of Hardware"])
            if not gpu or not model or not engine:
                continue
            # llama.cpp splits layers across devices, which is not tensor parallelism, and
            # serves one user well: its 2024 parallel slots do not follow a batched-kernel model
            # (errors of -50 % to +80 % at 16-64 sequences). Only its one-device, one-sequence
            # runs calibrate it.
            if engine == "llama.cpp" and (n > 1 or r["Batch Size"] != "1"):
                continue
            out.append({
                "case_id": "%s-%04d" % (prefix, i), "model_id": model, "gpu_id": gpu,
                "precision": "fp16", "kv_precision": "fp16", "tp": n, "gpus": n,
                "input_tokens": r[input_key], "output_tokens": r[output_key],
                "batch": r["Batch Size"], "metric": metric, "value": r[value],
                "framework": r["Framework"] + " (" + LIB_YEAR + ")", "engine": engine,
                # The study's 2024 stacks (ROCm 6.0/6.1-era vLLM, vLLM before V1): their kernel
                # efficiencies and overheads are fitted apart from current ones.
                "vintage": "2024",
                "source": (r["source"] or LIB_REPO) + " line %d" % i,
            })
    return out


lib = (lib_rows("static_batch_llm_inference_bench.csv", "LIB", "static_batch_latency_s",
                "Latency", "Input Output Length", "Input Output Length")
       + lib_rows("static_batch_ttft_llm_inference_bench.csv", "LIBT", "static_batch_ttft_s",
                  "TTFT Latency", "Input Length", "Output Length"))
write_serving("serving_measurements_llm_inference_bench.csv", lib)

# aiconfigurator's measured sample: TPOT (first token excluded) and TTFT at a closed-loop
# concurrency, aggregated serving (one engine does prefill and decode), one pipeline stage, no
# attention data parallelism, no expert parallelism. TPOT calibrates the efficiency factors; TTFT
# at a concurrency includes queueing behind other prefills and checks the scheduler model
# (model/Scheduler.h), which has no fitted constant of its own.
AIC_GPU = {"h100_sxm": "h100-sxm", "h200_sxm": "h200-sxm", "b200_sxm": "b200", "gb200": "gb200"}
AIC_MODEL = {"meta-llama/Llama-3.1-70B": "llama-3.1-70b",
             "meta-llama/Llama-3.1-8B-Instruct": "llama-3.1-8b",
             "nvidia/Llama-3.1-8B-Instruct-FP8": "llama-3.1-8b", "Qwen/Qwen3-32B": "qwen3-32b",
             "nvidia/Qwen3-32B-NVFP4": "qwen3-32b"}
AIC_PRECISION = {"": "bf16", "fp8": "fp8", "fp8_block": "fp8", "nvfp4": "fp4"}
aic = []
with open(os.path.join(ref, "serving_at_concurrency_aiconfigurator.csv")) as f:
    for i, r in enumerate(csv.DictReader(f), start=2):
        gpu, model = AIC_GPU.get(r["system"]), AIC_MODEL.get(r["model_path"])
        precision = AIC_PRECISION.get(r["gemm_quant_mode"])
        if (not gpu or not model or precision is None or r["mode"] != "agg"
                or r["pp_size"] != "1" or r["attention_dp_size"] not in ("", "0", "1")
                or not r["silicon_tpot_ms"] or not r["concurrency"]):
            continue
        # TensorRT-LLM serves fp8/fp4 checkpoints with an fp8 KV cache; vLLM and SGLang keep
        # the KV cache in 16 bits unless told otherwise.
        kv = "fp8" if r["backend"] == "trtllm" and precision != "bf16" else "bf16"
        version = r["backend_version"] or "version not recorded"
        row = {
            "case_id": "AIC-%04d" % i, "model_id": model, "gpu_id": gpu, "precision": precision,
            "kv_precision": kv, "tp": r["tp_size"], "gpus": r["tp_size"],
            "input_tokens": r["isl"], "output_tokens": r["osl"], "batch": r["concurrency"],
            "metric": "tpot_s", "value": repr(float(r["silicon_tpot_ms"]) / 1000.0),
            "framework": r["backend"] + " " + version + " (" + next((x.strip() for x in r["silicon_data_source"].split(";")
                                  if x.strip().startswith("measured=")), "date not recorded") + ")",
            "engine": r["backend"], "vintage": "", "source": r["source"] + " id " + r["id"],
        }
        aic.append(row)
        if r["silicon_ttft_ms"]:
            aic.append(dict(row, case_id="AICT-%04d" % i, metric="ttft_s_at_concurrency",
                            value=repr(float(r["silicon_ttft_ms"]) / 1000.0)))
write_serving("serving_measurements_aiconfigurator.csv", aic)
print(len(lib), "LLM-Inference-Bench rows,", len(aic), "aiconfigurator rows")

train = []
with open(os.path.join(ref, "training_perf.csv")) as f:
    perf = list(csv.DictReader(f))
# The README's words (vocabulary, sequence) sit in the notes of one row per table.
notes = {r["source"]: r["notes"] for r in perf if r["notes"]}
if True:
    for r in perf:
        if r["metric"] != "mfu":
            continue
        gpus = int(r["num_gpus"])
        par = r["parallelism"]
        if par.startswith("TP="):
            tp, pp, dp = (int(x.split("=")[1]) for x in par.split())
        else:  # "model-parallel size=N (TP=8 typical when >8)"
            mp = int(par.split("=")[1].split()[0])
            tp = min(mp, 8)
            pp = mp // tp
            dp = gpus // mp
        h100 = r["gpu"].startswith("H100")
        gpu = "h100-sxm" if h100 else "a100-sxm-80gb"
        # The model's shape as its row names it ("GPT-style 1.7B (hidden 2048, 24 layers, 16
        # heads)"); the 2021 A100 table gives no heads: hidden / 128 (attention FLOPs depend only
        # on heads x head size = hidden). Vocabulary from the README text in the notes.
        hidden = int(re.search(r"hidden (\d+)", r["model"]).group(1))
        layers = int(re.search(r"(\d+) layers", r["model"]).group(1))
        heads = re.search(r"(\d+) heads", r["model"])
        vocab = re.search(r"[Vv]ocabulary size:? (?:of )?([\d,]+)", notes.get(r["source"], ""))
        # The 2021 A100 runs recomputed every layer's activations and their "percentage of
        # theoretical peak" counts the recomputed forward pass (hardware FLOPs): Korthikanti
        # et al. 2022 put the 530B run at 42.1 % MFU with recomputation against the table's 52 %.
        train.append({
            "case_id": r["case_id"], "gpu_id": gpu, "params_b": r["params_b"],
            "hidden": hidden, "layers": layers,
            "heads": int(heads.group(1)) if heads else hidden // 128,
            "vocab": int(vocab.group(1).replace(",", "")) if vocab else 51200,
            "tp": tp, "pp": pp, "dp": dp, "seq_len": r["seq_len"],
            "global_batch": r["global_batch"], "micro_batch": 1,
            "recompute": "selective" if h100 else "full",
            "utilization": "model" if h100 else "hardware",
            "mfu": r["value"], "source": r["source"],
        })
with open(os.path.join(out, "training_measurements.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(train[0].keys()))
    w.writeheader()
    w.writerows(train)

sizes = []
GGUF = {"q8_0": "gguf-q8_0", "q4_k_m": "gguf-q4_k_m", "q4_0": "gguf-q4_0", "f16": "fp16"}
SIZE_MODELS = {"Llama-3.1-8B": "llama-3.1-8b", "Llama-3.1-70B": "llama-3.1-70b",
               "Llama-3.1-405B": "llama-3.1-405b",
               "Llama-2-70B (TheBloke/Llama-2-70B-Chat-GPTQ config)": "llama-2-70b",
               "Mixtral-8x7B-Instruct-v0.1": "mixtral-8x7b"}
with open(os.path.join(ref, "memory_footprints.csv")) as f:
    for r in csv.DictReader(f):
        model = SIZE_MODELS.get(r["model"].strip())
        fmt = r["precision_format"]
        if not model or not r["component"].startswith("weights"):
            continue
        if fmt.startswith("GGUF"):
            name = GGUF.get(fmt.split()[1].lower())
        elif fmt.startswith("original"):
            name = "fp32"  # the README's "original" sizes are 4 bytes/param
        elif fmt == "Q4_K_M":
            name = "gguf-q4_k_m"
        elif fmt in ("float32", "float16/bfloat16"):
            name = "fp32" if fmt == "float32" else "fp16"  # accelerate estimate (no int8/int4:
        else:                                             # those assume scale-free formats)
            name = None
        if not name:
            continue
        unit = r["unit"]
        value = float(r["value"].replace(",", ""))
        binary = unit.startswith("GiB") or "1024 base" in unit or unit.startswith("GB (as \"G\")")
        size = value * (2**30 if binary else 1e9)
        sizes.append({"case_id": r["case_id"], "model_id": model, "precision": name,
                      "size_bytes": repr(size), "reported": value, "unit": unit,
                      "source": r["source"]})
with open(os.path.join(out, "weight_sizes.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(sizes[0].keys()))
    w.writeheader()
    w.writerows(sizes)
print(len(rows), "serving rows,", len(train), "training rows,", len(sizes), "weight-size rows")
