#!/usr/bin/env python3
"""Writes the GPU telemetry sample files under tests/data/telemetry/ (deterministic: fixed seed,
so re-running it reproduces the committed files byte for byte).

    python3 scripts/make-telemetry-samples.py [OUTPUT_DIR]

The files are synthetic but shaped like the tools' real output. Times are UTC.

h100x4-3h.csv
    `nvidia-smi --query-gpu=timestamp,name,index,utilization.gpu,utilization.memory,memory.used,
    memory.total,power.draw,clocks.sm --format=csv -l 15 >> h100x4-3h.csv` on 4 x "NVIDIA H100
    80GB HBM3" (memory.total 81559 MiB), with units. An OVER-provisioned serving deployment:
    memory.used about 19 GiB and flat (peak 19866 MiB, GPU 3, line 1846), utilization.gpu 5-30 %
    on a slow wave (p95 22 %), power 90-200 W, clocks.current.sm 1980 MHz (1755 MHz when nearly
    idle). nvidia-smi prints clocks.sm's header as clocks.current.sm.
    Ticks every 15 s from 2024/05/01 08:00:00 to 10:59:45 (720 ticks x 4 GPUs); a tick's four
    rows are a few ms apart (GPU 0 at .050 in the first tick, GPU 3 at 10:59:45.465 in the
    last). The logger stopped for 10 minutes: no rows from 08:30:00 to 08:39:45 (40 ticks);
    its restart appended the header again at line 482. Samples per GPU: 680, less the bad
    lines: GPU 0 680, GPU 1 679, GPU 2 679, GPU 3 679.
      line 481   truncated (the logger was killed mid-line): 6 fields       (GPU 3)
      line 1044  utilization.gpu is "ERR!"                                   (GPU 1)
      line 1643  power.draw is "[N/A]": a sample without power, not a problem (GPU 0)
      line 2245  wrong column count: power.draw written twice, 10 fields    (GPU 2)

a10g-2hosts-dmon.txt
    `pdsh -w nodeA,nodeB nvidia-smi dmon -s pucm -o DT -d 10` on two hosts with one "A10G"
    each (dmon names no product; 23028 MiB of frame buffer), pdsh's "host: " prefixes, the two
    hosts' lines interleaved. UNDER-provisioned: sm 95-100 %, fb about 21950 MiB (95 %), pwr
    140-150 W. Each host prints dmon's two header lines first and again every 30 rows. Rows 10 s
    apart: nodeA 2024-05-02 14:00:00 to 14:59:50, nodeB 3 s later (14:00:03 to 14:59:53);
    360 rows per host. Columns as a recent driver prints -s pucm: gpu pwr gtemp mtemp sm mem enc
    dec jpg ofa mclk pclk fb bar1 ccpm (mtemp "-": the A10G reports no memory temperature).
      line 216   nodeB: row cut short (9 columns of 17; its 100th row, 14:16:33)
      line 523   nodeA: pwr is "ERR!" (its 244th row, 14:40:30)
    Samples: nodeA 359, nodeB 359.

dcgm-l40s-2h.prom
    dcgm-exporter /metrics scrapes every 30 s for 2 h (240 scrapes, 2024-05-03T10:00:00Z to
    11:59:30Z), samples carrying their time in ms, 2 x "NVIDIA L40S" (gpu 0 and 1) on Hostname
    "infer-3". To keep the file small the collector kept # HELP / # TYPE lines only in the
    first scrape and relabelled away UUID, device, pci_bus_id and DCGM_FI_DRIVER_VERSION
    (labels left: gpu, modelName, Hostname). Metrics: GPU_UTIL, FB_USED, FB_FREE,
    PROF_SM_OCCUPANCY, PROF_PIPE_TENSOR_ACTIVE, PROF_DRAM_ACTIVE, PROF_PCIE_RX_BYTES and
    TOTAL_ENERGY_CONSUMPTION; NO POWER_USAGE, so power comes from the energy counter. A "bottlenecked elsewhere" profile: GPU_UTIL 35-45 %,
    SM_OCCUPANCY 0.08-0.15, PCIE_RX about 20 GB/s (of PCIe Gen4 x16's 32 GB/s), FB_USED about
    28400 MiB of 45460 (used + free).
    Power (W) set exactly in the energy increments: GPU 0 scrape 1 (10:00:30) 200.5 W; GPU 1
    scrape 151 (11:15:30) 180.25 W.
      GPU 1 energy counter reset: at scrape 150 (11:15:00) it reads 1234567 mJ, far below the
        scrape before; that sample has no power, and a note names infer-3 GPU 1 and the time.
      line 961   malformed labels (no closing brace)   (GPU 0 GPU_UTIL, scrape 59)
      line 1924  value "N/A" is not a number            (GPU 1 FB_USED, scrape 119)
    Samples: 240 per GPU (a scrape keeps its sample when one metric line of it is bad).
"""

import calendar
import math
import os
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "tests", "data", "telemetry")


def stamp(epoch_ms, sep="/"):
    """nvidia-smi's timestamp: 2024/05/01 08:00:00.050 (UTC here)."""
    s, ms = divmod(epoch_ms, 1000)
    return time.strftime(f"%Y{sep}%m{sep}%d %H:%M:%S", time.gmtime(s)) + f".{ms:03d}"


def write(name, lines):
    path = os.path.join(OUT, name)
    with open(path, "w", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    size = os.path.getsize(path)
    assert size < 420_000, f"{name} is {size} bytes"
    print(f"{path}: {len(lines)} lines, {size} bytes")


def percentile(values, p):
    s = sorted(values)
    return s[min(len(s) - 1, int(math.ceil(p / 100 * len(s))) - 1)]


def h100_csv(rng):
    header = ("timestamp, name, index, utilization.gpu [%], utilization.memory [%], "
              "memory.used [MiB], memory.total [MiB], power.draw [W], clocks.current.sm [MHz]")
    start = calendar.timegm((2024, 5, 1, 8, 0, 0, 0, 0, 0))
    lines = [header]
    bad = {}
    utils = []
    for tick in range(720):
        if 120 <= tick < 160:
            if tick == 159:
                lines.append(header)  # the restarted logger prints its header again
            continue
        base_ms = start * 1000 + tick * 15000 + (137 * tick) % 900 + 50
        wave = math.sin(2 * math.pi * tick / 480.0)
        for gpu in range(4):
            util = round(max(5, min(30, 12 + 6 * wave + rng.gauss(0, 3) + 0.5 * gpu)))
            utils.append(util)
            mem_util = max(1, round(util * 0.28 + rng.gauss(0, 1)))
            used = 19440 + rng.randint(-40, 40) + 8 * gpu
            if tick == 500 and gpu == 3:
                used = 19866  # the peak
            power = min(199.0, max(91.0, 90 + util * 3.6 + rng.gauss(0, 6)))
            clock = 1755 if util <= 6 else 1980
            t = stamp(base_ms + 4 * gpu)
            row = [t, "NVIDIA H100 80GB HBM3", str(gpu), f"{util} %", f"{mem_util} %",
                   f"{used} MiB", "81559 MiB", f"{power:.2f} W", f"{clock} MHz"]
            line_no = len(lines) + 1
            if tick == 119 and gpu == 3:
                row = row[:5] + [f"{used // 100}"]  # cut mid-line
                bad[line_no] = "truncated"
            elif tick == 300 and gpu == 1:
                row[3] = "ERR!"
                bad[line_no] = "ERR!"
            elif tick == 450 and gpu == 0:
                row[7] = "[N/A]"
                bad[line_no] = "[N/A]"
            elif tick == 600 and gpu == 2:
                row.insert(7, row[7])
                bad[line_no] = "10 fields"
            if tick == 500 and gpu == 3:
                bad[line_no] = "peak"
            lines.append(", ".join(row))
    assert bad == {481: "truncated", 1044: "ERR!", 1643: "[N/A]", 2245: "10 fields",
                   1846: "peak"}, bad
    assert lines[481] == header and len(lines) == 2722
    assert lines[1].startswith("2024/05/01 08:00:00.050, NVIDIA H100 80GB HBM3, 0,")
    assert lines[-1].startswith("2024/05/01 10:59:45.465, NVIDIA H100 80GB HBM3, 3,")
    print(f"  utilization.gpu p95 {percentile(utils, 95)} %, max {max(utils)} %")
    write("h100x4-3h.csv", lines)


DMON_NAMES = ("#Date       Time        gpu    pwr  gtemp  mtemp     sm    mem    enc    dec    jpg"
              "    ofa   mclk   pclk     fb   bar1   ccpm")
DMON_UNITS = ("#YYYYMMDD   HH:MM:SS    Idx      W      C      C      %      %      %      %      %"
              "      %    MHz    MHz     MB     MB     MB")


def dmon_txt(rng):
    start = calendar.timegm((2024, 5, 2, 14, 0, 0, 0, 0, 0))
    lines = []
    bad = {}
    for i in range(360):
        for host, offset in (("nodeA", 0), ("nodeB", 3)):
            if i % 30 == 0:
                lines.append(f"{host}: {DMON_NAMES}")
                lines.append(f"{host}: {DMON_UNITS}")
            t = stamp((start + offset + 10 * i) * 1000)
            date, clock = t[:10].replace("/", ""), t[11:19]
            sm = rng.randint(95, 100)
            values = [date, clock, "0", str(rng.randint(140, 150)), str(rng.randint(66, 74)), "-",
                      str(sm), str(rng.randint(60, 80)), "0", "0", "0", "0", "6250", "1710",
                      str(21950 + rng.randint(-60, 60)), str(rng.randint(4, 9)), "0"]
            line_no = len(lines) + 1
            if host == "nodeB" and i == 99:
                values = values[:9]
                bad[line_no] = "cut"
            elif host == "nodeA" and i == 243:
                values[3] = "ERR!"
                bad[line_no] = "ERR!"
            widths = [9, 10, 7] + [6] * 14
            lines.append(f"{host}: " + "".join(v.rjust(w) for v, w in zip(values, widths)))
    assert bad == {216: "cut", 523: "ERR!"}, bad
    write("a10g-2hosts-dmon.txt", lines)


DCGM_HELP = {
    "DCGM_FI_DEV_GPU_UTIL": ("gauge", "GPU utilization (in %)."),
    "DCGM_FI_DEV_FB_USED": ("gauge", "Framebuffer memory used (in MiB)."),
    "DCGM_FI_DEV_FB_FREE": ("gauge", "Framebuffer memory free (in MiB)."),
    "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION": ("counter",
                                             "Total energy consumption since boot (in mJ)."),
    "DCGM_FI_PROF_SM_OCCUPANCY": ("gauge", "The ratio of number of warps resident on an SM."),
    "DCGM_FI_PROF_PIPE_TENSOR_ACTIVE": ("gauge",
                                        "Ratio of cycles the tensor (HMMA) pipe is active."),
    "DCGM_FI_PROF_DRAM_ACTIVE": ("gauge", "Ratio of cycles the device memory interface is "
                                          "active sending or receiving data."),
    "DCGM_FI_PROF_PCIE_RX_BYTES": ("gauge", "The rate of data received over the PCIe bus - "
                                            "including both protocol headers and data payloads "
                                            "- in bytes per second."),
}


def dcgm_prom(rng):
    start = calendar.timegm((2024, 5, 3, 10, 0, 0, 0, 0, 0))
    lines = []
    bad = {}
    energy = [4_830_000_000, 5_120_000_000]
    for k in range(240):
        ts = (start + 30 * k) * 1000
        values = {}
        for gpu in range(2):
            util = rng.randint(35, 45)
            used = 28400 + rng.randint(-150, 150)
            power = round(150 + util * 1.2 + rng.gauss(0, 4), 3)
            if gpu == 0 and k == 1:
                power = 200.5
            if gpu == 1 and k == 151:
                power = 180.25
            if k > 0:
                energy[gpu] += round(power * 30 * 1000)
            if gpu == 1 and k == 150:
                energy[gpu] = 1_234_567  # driver reload: the counter starts again
            values[gpu] = {
                "DCGM_FI_DEV_GPU_UTIL": str(util),
                "DCGM_FI_DEV_FB_USED": str(used),
                "DCGM_FI_DEV_FB_FREE": str(45460 - used),
                "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION": str(energy[gpu]),
                "DCGM_FI_PROF_SM_OCCUPANCY": f"{rng.uniform(0.08, 0.15):.6f}",
                "DCGM_FI_PROF_PIPE_TENSOR_ACTIVE": f"{rng.uniform(0.05, 0.12):.6f}",
                "DCGM_FI_PROF_DRAM_ACTIVE": f"{rng.uniform(0.15, 0.25):.6f}",
                "DCGM_FI_PROF_PCIE_RX_BYTES": str(round(rng.gauss(20.0e9, 0.7e9))),
            }
        for metric, (kind, text) in DCGM_HELP.items():
            if k == 0:
                lines.append(f"# HELP {metric} {text}")
                lines.append(f"# TYPE {metric} {kind}")
            for gpu in range(2):
                labels = f'gpu="{gpu}",modelName="NVIDIA L40S",Hostname="infer-3"'
                value = values[gpu][metric]
                line_no = len(lines) + 1
                if k == 59 and gpu == 0 and metric == "DCGM_FI_DEV_GPU_UTIL":
                    lines.append(f"{metric}{{{labels} {value} {ts}")
                    bad[line_no] = "labels"
                    continue
                if k == 119 and gpu == 1 and metric == "DCGM_FI_DEV_FB_USED":
                    value = "N/A"
                    bad[line_no] = "N/A"
                lines.append(f"{metric}{{{labels}}} {value} {ts}")
    assert bad == {961: "labels", 1924: "N/A"}, bad
    write("dcgm-l40s-2h.prom", lines)


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(20240501)
    h100_csv(rng)
    dmon_txt(rng)
    dcgm_prom(rng)


if __name__ == "__main__":
    main()
