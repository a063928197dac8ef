#!/usr/bin/env python3
"""Disaggregated serving against aiconfigurator's measured sample.

Runs `rightsizer estimate --disagg --json` on every disaggregated row of
../shared/reference/calibration/serving_at_concurrency_aiconfigurator.csv whose model and GPU
the catalog has (Qwen3-32B on H100 SXM, B200 and GB200), with the row's workers, TP, batch and
concurrency, and prints predicted against measured TTFT and TPOT with the median |error|.

Rows without a concurrency (SGLang and vLLM on H100) are listed apart and left out of the
medians: their decode_batch_size is the engine's configured cap, not the load (at 48 sequences
of 5 000 tokens a one-H100 Qwen3-32B decode worker would not hold its KV cache), so what they
measured cannot be reconstructed. Usage: tools/disagg_check.py [BINARY] [CSV]
"""
import csv, json, os, statistics, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
BINARY = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "build", "ci", "app", "rightsizer")
SAMPLE = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
    HERE, "..", "..", "shared", "reference", "calibration", "serving_at_concurrency_aiconfigurator.csv")
GPU = {"h100_sxm": "h100-sxm", "h200_sxm": "h200-sxm", "b200_sxm": "b200", "gb200": "gb200"}
MODEL = {"Qwen/Qwen3-32B": "qwen3-32b", "nvidia/Qwen3-32B-NVFP4": "qwen3-32b",
         "meta-llama/Llama-3.1-70B": "llama-3.1-70b", "meta-llama/Llama-3.1-8B-Instruct": "llama-3.1-8b"}
PRECISION = {"": "bf16", "fp8": "fp8", "fp8_block": "fp8", "nvfp4": "fp4"}


def rows():
    with open(SAMPLE) as f:
        for r in csv.DictReader(f):
            if r["mode"] != "disagg" or r["system"] not in GPU or r["model_path"] not in MODEL:
                continue
            if not r["prefill_num_workers"] or not r["decode_num_workers"]:
                continue
            if r["prefill_attention_dp_size"] not in ("", "0", "1") or r["decode_attention_dp_size"] not in ("", "0", "1"):
                continue
            yield r


def predict(r):
    precision = PRECISION[r["gemm_quant_mode"]]
    kv = "fp8" if r["backend"] == "trtllm" and precision != "bf16" else "bf16"
    clients = r["concurrency"]
    args = [BINARY, "estimate", "--disagg", "--model", MODEL[r["model_path"]],
            "--gpu", GPU[r["system"]], "--precision", precision, "--kv-precision", kv,
            "--engine", r["backend"], "--input-tokens", r["isl"], "--output-tokens", r["osl"],
            "--tp", r["decode_tp_size"], "--prefill-tp", r["prefill_tp_size"],
            "--prefill-workers", r["prefill_num_workers"], "--decode-workers", r["decode_num_workers"],
            "--concurrency", clients, "--json"]
    out = subprocess.run(args, capture_output=True, text=True, env=dict(os.environ, LANG="C"))
    if out.returncode not in (0, 1):
        return None, out.stderr.strip()
    return json.loads(out.stdout), clients


def main():
    errs = {"ttft": [], "tpot": []}
    for r in rows():
        if not r["concurrency"]:
            print("no concurrency recorded, left out:", r["id"])
            continue
        p, clients = predict(r)
        if p is None:
            print("skipped", r["id"], clients)
            continue
        t = p["ttft_s"]["value"] * 1e3
        s = p["tpot_s"]["value"] * 1e3
        mt, ms = float(r["silicon_ttft_ms"]), float(r["silicon_tpot_ms"])
        errs["ttft"].append(t / mt - 1)
        errs["tpot"].append(s / ms - 1)
        print("%-9s %-7s %2sP x tp%s %2sD x tp%s isl %5s c %4s  TTFT %8.1f vs %8.1f ms (%+5.0f %%)  "
              "TPOT %6.2f vs %6.2f ms (%+5.0f %%)  link %s" % (
                  r["system"], r["backend"], r["prefill_num_workers"], r["prefill_tp_size"],
                  r["decode_num_workers"], r["decode_tp_size"], r["isl"], clients, t, mt,
                  100 * (t / mt - 1), s, ms, 100 * (s / ms - 1), p["kv_link"]))
    for k, v in errs.items():
        if v:
            print("%s: %d rows, median |error| %.1f %%, median error %+.1f %%" % (
                k, len(v), 100 * statistics.median(abs(x) for x in v), 100 * statistics.median(v)))


if __name__ == "__main__":
    main()
