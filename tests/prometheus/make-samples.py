#!/usr/bin/env python3
"""DCGM telemetry of three deployments for the Prometheus tests (issue 25), with a fixed seed.

Writes OUT/samples.om (OpenMetrics, timestamps in seconds: what `promtool tsdb
create-blocks-from openmetrics` backfills a Prometheus server from) and OUT/samples.prom (the
same samples as dcgm-exporter scrapes, timestamps in milliseconds: what `rightsizer profile`
reads as a file). Six hours from 2026-10-01T00:00:00Z at dcgm-exporter's 15 s interval:

  node-a  4 x NVIDIA H100 80GB HBM3   over-provisioned: 5-30 % busy, 20 GiB of 80 used;
                                      GPU 1 sends nothing from 02:00 to 02:20 (a gap)
  node-b  2 x NVIDIA A100-SXM4-80GB   under-provisioned: 92-100 % busy, 77-79 GiB of 80 used;
                                      GPU 0's energy counter restarts from 0 at 03:00 (a reset)
  node-c  2 x NVIDIA L40S             PCIe-bound: 30-55 % busy while host-to-device PCIe
                                      carries 18-26 GB/s

usage: make-samples.py OUT_DIR
"""
import calendar
import os
import random
import sys

T0 = calendar.timegm((2026, 10, 1, 0, 0, 0))
STEP = 15
POINTS = 6 * 3600 // STEP
GAP = (T0 + 2 * 3600, T0 + 2 * 3600 + 20 * 60)  # node-a GPU 1, end exclusive
RESET = T0 + 3 * 3600  # node-b GPU 0

# name, fb_total_mib, count, util, fb_used_mib, power_w, sm_active, tensor, dram, pcie_rx, pcie_tx
DEPLOYMENTS = [
    ("node-a", "NVIDIA H100 80GB HBM3", 81559, 4, (5, 30), (18000, 22000), (120, 200),
     (0.05, 0.25), (0.02, 0.15), (0.05, 0.20), (2e8, 1e9), (1e8, 5e8)),
    ("node-b", "NVIDIA A100-SXM4-80GB", 81920, 2, (92, 100), (78500, 80500), (350, 400),
     (0.85, 0.97), (0.50, 0.80), (0.60, 0.85), (1e9, 3e9), (5e8, 1e9)),
    ("node-c", "NVIDIA L40S", 46068, 2, (30, 55), (20000, 28000), (150, 250),
     (0.20, 0.40), (0.10, 0.25), (0.10, 0.30), (18e9, 26e9), (1e9, 2e9)),
]
METRICS = ["DCGM_FI_DEV_GPU_UTIL", "DCGM_FI_DEV_MEM_COPY_UTIL", "DCGM_FI_DEV_FB_USED",
           "DCGM_FI_DEV_FB_FREE", "DCGM_FI_DEV_POWER_USAGE", "DCGM_FI_PROF_SM_ACTIVE",
           "DCGM_FI_PROF_SM_OCCUPANCY", "DCGM_FI_PROF_PIPE_TENSOR_ACTIVE",
           "DCGM_FI_PROF_DRAM_ACTIVE", "DCGM_FI_PROF_PCIE_RX_BYTES", "DCGM_FI_PROF_PCIE_TX_BYTES",
           "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION"]


def series():
    """{(metric, labels): [(t, text)]} in metric, GPU, time order."""
    rng = random.Random(20261001)
    out = {m: [] for m in METRICS}
    for host, model, total, count, util, used, power, sm, tensor, dram, rx, tx in DEPLOYMENTS:
        for gpu in range(count):
            labels = (f'gpu="{gpu}",UUID="GPU-{host}-{gpu}",device="nvidia{gpu}",'
                      f'modelName="{model}",Hostname="{host}"')
            rows = {m: [] for m in METRICS}
            energy = 1_000_000_000.0 * (gpu + 1)
            for k in range(POINTS):
                t = T0 + k * STEP
                if host == "node-a" and gpu == 1 and GAP[0] <= t < GAP[1]:
                    continue
                u = rng.randint(*util)
                fb = rng.randint(*used)
                w = rng.uniform(*power)
                energy += w * STEP * 1000.0
                if host == "node-b" and gpu == 0 and t == RESET:
                    energy = w * STEP * 1000.0
                values = {
                    "DCGM_FI_DEV_GPU_UTIL": str(u),
                    "DCGM_FI_DEV_MEM_COPY_UTIL": str(max(0, u - rng.randint(5, 20))),
                    "DCGM_FI_DEV_FB_USED": str(fb),
                    "DCGM_FI_DEV_FB_FREE": str(total - fb),
                    "DCGM_FI_DEV_POWER_USAGE": f"{w:.3f}",
                    "DCGM_FI_PROF_SM_ACTIVE": f"{rng.uniform(*sm):.4f}",
                    "DCGM_FI_PROF_SM_OCCUPANCY": f"{rng.uniform(0.1, 0.5):.4f}",
                    "DCGM_FI_PROF_PIPE_TENSOR_ACTIVE": f"{rng.uniform(*tensor):.4f}",
                    "DCGM_FI_PROF_DRAM_ACTIVE": f"{rng.uniform(*dram):.4f}",
                    "DCGM_FI_PROF_PCIE_RX_BYTES": str(int(rng.uniform(*rx))),
                    "DCGM_FI_PROF_PCIE_TX_BYTES": str(int(rng.uniform(*tx))),
                    "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION": str(int(energy)),
                }
                for m in METRICS:
                    rows[m].append((t, values[m]))
            for m in METRICS:
                out[m].append((labels, rows[m]))
    return out


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    os.makedirs(sys.argv[1], exist_ok=True)
    data = series()

    def write(name, time_unit, end):
        with open(os.path.join(sys.argv[1], name), "w") as f:
            for m in METRICS:
                f.write(f"# TYPE {m} gauge\n")
                for labels, rows in data[m]:
                    for t, v in rows:
                        f.write(f"{m}{{{labels}}} {v} {t * time_unit}\n")
            f.write(end)

    write("samples.om", 1, "# EOF\n")  # OpenMetrics: seconds
    write("samples.prom", 1000, "")  # dcgm-exporter text: milliseconds

if __name__ == "__main__":
    main()
