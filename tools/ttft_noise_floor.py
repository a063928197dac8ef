#!/usr/bin/env python3
"""How well can *any* smooth model fit the closed-loop TTFT rows?

Reads `rightsizer calibrate-reference --json` (stdin or a file) and the aiconfigurator
sample, then fits log(measured TTFT) by least squares on log(predicted) and the run's
shape (prompt and answer length, clients, TP, answer time per client), with and without
one free offset per GPU/engine/model group. The median |error| such a free fit reaches
bounds what a physical model with a few factors per engine can expect on this sample.
Also lists configurations the sample measured twice. Standard library only.
"""
import csv
import json
import math
import statistics
import sys

SAMPLE = "catalog/data/calibration/serving_measurements_aiconfigurator.csv"


def solve(rows, ys):
    """Least squares by the normal equations (small, well-conditioned systems)."""
    n = len(rows[0])
    m = [[sum(r[i] * r[j] for r in rows) + (1e-9 if i == j else 0.0) for j in range(n)]
         + [sum(r[i] * y for r, y in zip(rows, ys))] for i in range(n)]
    for i in range(n):
        p = max(range(i, n), key=lambda k: abs(m[k][i]))
        m[i], m[p] = m[p], m[i]
        for k in range(n):
            if k != i and m[i][i]:
                f = m[k][i] / m[i][i]
                m[k] = [a - f * b for a, b in zip(m[k], m[i])]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def median_error(rows, ys):
    b = solve(rows, ys)
    return 100 * statistics.median(
        abs(math.exp(sum(p * q for p, q in zip(r, b)) - y) - 1) for r, y in zip(rows, ys))


def main():
    report = json.load(open(sys.argv[1]) if len(sys.argv) > 1 else sys.stdin)
    shapes = {}
    repeats = {}
    for x in csv.DictReader(open(SAMPLE)):
        shapes[x["case_id"].split("-")[1]] = x
        if x["metric"] == "ttft_s_at_concurrency":
            key = tuple(x[k] for k in ("model_id", "gpu_id", "precision", "kv_precision", "tp",
                                       "input_tokens", "output_tokens", "batch", "engine"))
            repeats.setdefault(key, []).append(float(x["value"]))
    pred = {}
    for r in report["rows"]:
        if r["source"] == "aiconfigurator":
            pred.setdefault(r["case_id"].split("-")[1], {})[r["metric"]] = r
    feats, ys, groups = [], [], []
    for k, m in pred.items():
        if "ttft_s_at_concurrency" not in m or "tpot_s" not in m:
            continue
        t, s = m["ttft_s_at_concurrency"], shapes[k]
        isl, osl, c, tp = (int(s[f]) for f in ("input_tokens", "output_tokens", "batch", "tp"))
        feats.append([1.0, math.log(t["predicted"]), math.log(isl), math.log(osl), math.log(c),
                      math.log(tp), math.log(m["tpot_s"]["measured"] * osl / c)])
        ys.append(math.log(t["measured"]))
        groups.append((t["gpu"], t["engine"], t["model"]))
    names = sorted(set(groups))
    with_groups = [f + [1.0 if g == n else 0.0 for n in names] for f, g in zip(feats, groups)]
    print(f"rows: {len(ys)}")
    print(f"as predicted:                     {100 * statistics.median(abs(math.exp(f[1] - y) - 1) for f, y in zip(feats, ys)):.1f} %")
    print(f"free scale of the prediction:     {median_error([f[:2] for f in feats], ys):.1f} %")
    print(f"+ free shape terms:               {median_error(feats, ys):.1f} %")
    print(f"+ a free offset per group:        {median_error(with_groups, ys):.1f} %")
    for key, values in repeats.items():
        if len(values) > 1:
            print(f"measured twice: {'/'.join(key)}: " + ", ".join(f"{v * 1e3:.0f} ms" for v in values))


if __name__ == "__main__":
    main()
