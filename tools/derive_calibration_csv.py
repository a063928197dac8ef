#!/usr/bin/env python3
"""Derives RightSizer's calibration tables (catalog/data/calibration/*.csv) from the sourced
reference tables in ../shared/reference/calibration. Run once when the reference changes;
the build and tests read only the derived files, which keep every row's source."""
import csv
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
            "framework": r["framework"], "source": r["source"],
        })
with open(os.path.join(out, "serving_measurements.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
    w.writeheader()
    w.writerows(rows)

train = []
with open(os.path.join(ref, "training_perf.csv")) as f:
    for r in csv.DictReader(f):
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
        gpu = "h100-sxm" if r["gpu"].startswith("H100") else "a100-sxm-80gb"
        train.append({
            "case_id": r["case_id"], "gpu_id": gpu, "params_b": r["params_b"], "tp": tp, "pp": pp,
            "dp": dp, "seq_len": r["seq_len"], "global_batch": r["global_batch"],
            "micro_batch": 1, "mfu": r["value"], "source": r["source"],
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
