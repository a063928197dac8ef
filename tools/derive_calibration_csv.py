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

quant = []
with open(os.path.join(ref, "memory_footprints.csv")) as f:
    for r in csv.DictReader(f):
        fmt = r["precision_format"]
        if r["model"] != "Llama-3.1-8B" or "GGUF" not in fmt:
            continue
        name = fmt.split()[1].lower()
        bits = float(fmt.split("(")[1].split()[0])
        quant.append({"case_id": r["case_id"], "model_id": "llama-3.1-8b", "format": name,
                      "bits_per_weight": bits, "size_gib": r["value"], "source": r["source"]})
with open(os.path.join(out, "llamacpp_sizes.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(quant[0].keys()))
    w.writeheader()
    w.writerows(quant)
print(len(rows), "serving rows,", len(train), "training rows,", len(quant), "llama.cpp rows")
