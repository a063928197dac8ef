#!/usr/bin/env python3
"""Derives RightSizer's price catalog (catalog/data/prices.csv) from the sourced reference table
../shared/reference/prices.csv. Run once when the reference changes; the build and tests read
only the derived file, which keeps every row's case id, observation date and source.

Every row is mapped to a catalog GPU id by the reviewed tables below; a row that no table maps,
a TCO assumption, a duplicate, an undated or a non-derivable purchase price is left out and
printed with the reason."""
import csv
import os
import re
import sys

ref = sys.argv[1] if len(sys.argv) > 1 else "../shared/reference/prices.csv"
out = os.path.join(os.path.dirname(__file__), "..", "catalog", "data", "prices.csv")

KIND = {
    "cloud_on_demand": "on-demand",
    "cloud_reserved (term unspecified in dataset)": "reserved",
    "cloud_spot": "spot",
    "capacity_block (reserved short-term)": "capacity-block",
    "purchase_price": "purchase",
    "cloud_on_demand (historical, pre-2025 list price)": "on-demand-historical",
}

# Reference GPU text that names one catalog part on its own.
GPU = {
    "H100 SXM 80GB": "h100-sxm",
    "H100 SXM": "h100-sxm",
    "H100 PCIe": "h100-pcie",
    "H100-PCIe-80GB": "h100-pcie",
    "H100-NVL-94GB": "h100-nvl",
    "H200 SXM 141GB": "h200-sxm",
    "H200 SXM": "h200-sxm",
    "GH200": "gh200",
    "GH200 96GB": "gh200",
    "B200": "b200",  # B200 ships only as the HGX/DGX SXM part
    "B200 SXM6": "b200",
    "B200 180GB": "b200",
    "B200-180GB": "b200",
    "GB200 (Blackwell GPU)": "gb200",
    "A100 40GB": "a100-sxm-40gb",  # the only 40 GB A100 offered (p4d, DGX A100) is SXM4
    "A100 SXM 40GB": "a100-sxm-40gb",
    "A100 SXM 40 GB": "a100-sxm-40gb",
    "A100 SXM 80GB": "a100-sxm-80gb",
    "A100 SXM 80 GB": "a100-sxm-80gb",
    "A100 PCIe 80GB": "a100-pcie-80gb",
    "L40S 48GB": "l40s",
    "L40S-48GB": "l40s",
    "L40 48GB": "l40",
    "L4 24GB": "l4",
    "A10": "a10",
    "A10G 24GB": "a10g",
    "T4 16GB": "t4",
    "V100 32GB": "v100-sxm-32gb",  # p3dn.24xlarge: 8x V100 SXM2 32GB
    "RTX4090-24GB": "rtx-4090",
    "RTX PRO 6000 96GB": "rtx-pro-6000",
    "Gaudi 3": "gaudi3",  # 8x HL-325L OAM on the HLB-325 baseboard
    "MI300X": "mi300x",
}

# Reference GPU text that does not say the form factor: the product decides.
BY_PRODUCT = {
    ("H100 80GB", "p5.48xlarge"): "h100-sxm",  # AWS P5: H100 SXM5
    ("H100 80GB", "p5.4xlarge"): "h100-sxm",
    ("H100 80GB", "NVIDIA HGX H100 (on-demand)"): "h100-sxm",  # HGX boards carry SXM parts
    ("H100-80GB", "H100 SXM, Community Cloud"): "h100-sxm",
    ("H100-80GB", "H100 SXM, Secure Cloud"): "h100-sxm",
    ("H100-80GB", "HGX H100"): "h100-sxm",
    ("H100-80GB", "a3-highgpu-1g, us-central1"): "h100-sxm",  # GCP A3: H100 SXM5
    ("H100-80GB", "a3-highgpu-1g Spot, us-central1"): "h100-sxm",
    ("H100", "8x H100 node incl. InfiniBand cards"): "h100-sxm",  # 8-GPU HGX node, 8x400G IB
    ("H200 141GB", "p5en.48xlarge"): "h200-sxm",  # AWS P5en: H200 SXM
    ("H200 141GB", "(8 x H200 instance; name not in excerpt)"): "h200-sxm",  # P5e/P5en, SXM
    ("H200 141GB", "NVIDIA HGX H200 (on-demand)"): "h200-sxm",
    ("H200-141GB", "H200, Community Cloud"): "h200-sxm",  # RunPod lists the SXM part
    ("H200-141GB", "H200, Secure Cloud"): "h200-sxm",
    ("H200-141GB", "HGX H200"): "h200-sxm",
    ("A100 80GB", "p4de.24xlarge"): "a100-sxm-80gb",  # AWS P4de: A100 SXM4 80GB
    ("A100 80GB", "NVIDIA A100 (on-demand)"): "a100-sxm-80gb",  # 8-GPU HGX node with IB
    ("A100-80GB", "A100 SXM, Community Cloud"): "a100-sxm-80gb",
    ("A100-80GB", "A100 SXM, Secure Cloud"): "a100-sxm-80gb",
}

# Reference GPU text with no catalog part, and why.
NO_GPU = {
    "V100 16GB": "16 GB V100; the catalog has only v100-sxm-32gb",
    "Tesla V100": "V100 memory size not stated; the catalog has only v100-sxm-32gb",
    "A6000": "RTX A6000 (Ampere) has no catalog id (rtx-6000-ada is the Ada part)",
    "Quadro RTX 6000": "Quadro RTX 6000 (Turing) has no catalog id",
    "H100": "H100 form factor (SXM/PCIe/NVL) not stated",
    "L40S / H200": "one price for two different systems",
    "": "no GPU (network switch)",
}

# Rows that restate another row's offer (same instance, same price) through a secondary
# compilation; counting them twice would weight AWS double in the reference median.
DUPLICATE = {"PRC-0040": "PRC-0001", "PRC-0042": "PRC-0005", "PRC-0043": "PRC-0007"}

# GPUs per instance where the reference leaves gpu_count empty.
GPU_COUNT = {
    "PRC-0039": (8, "gpu_count from the VM size (ND96isr_H100_v5: 8 GPUs)"),
    "PRC-0041": (8, "gpu_count from the source's comparison table"),
    "PRC-0044": (1, "the one-GPU VM; the 2- and 4-GPU VMs list 4.78 USD per GPU-hour"),
}

# observed_date texts that do not start with an ISO date: the year they give.
DATE = {
    "late 2024 (prices valid until 2025-01-01)": "2024",
    "article (Q1 2026) quoting older list price": "2026",
}

REGION = {
    "not stated": "",
    "NA": "North America",
    "US East (N. Virginia)": "us-east-1",
    "US East (Ohio)": "us-east-2",
    "North America (GB200) / not stated": "",  # the GB200 row itself is North America
}

# Product names with the kind or the region folded in (those have their own columns).
PRODUCT = {
    "NVIDIA GB200 NVL72 (on-demand, North America)": "NVIDIA GB200 NVL72",
    "a3-highgpu-1g, us-central1": "a3-highgpu-1g",
    "a3-highgpu-1g Spot, us-central1": "a3-highgpu-1g",
    "A100 PCIe 80GB VMs (1/2/4 GPUs)": "A100 PCIe 80GB VM, 1 GPU",
}

# Our note for each group of rows, by source host (the reference's own prose stays there).
SOURCE_NOTE = [
    ("tsaol/aws-gpu", "Linux price from a scrape of instances.vantage.sh"),
    ("capacityblocks", "AWS effective accelerator rate; prices valid until 2025-01-01"),
    ("datareceipts", "per-GPU figure as normalised by the source"),
    ("lambda-labs", "per-GPU price, tax excluded"),
    ("coreweave", "list price per instance"),
    ("silybench", "per-GPU price from a price-comparison dataset"),
    ("deploybase", "earlier AWS list price quoted by a Q1-2026 article; superseded by PRC-0001"),
]

# What a reader of one row must know about it.
ROW_NOTE = {
    "PRC-0077": "GPU plus 26 vCPU and 234 GiB; boot disk excluded",
    "PRC-0078": "the 1-GPU A3 shape is sold only as Spot/Flex-start; on-demand-equivalent "
                "list price",
}

# Why an ambiguous GPU text was read as the part the tables above chose.
MAPPING_NOTE = {
    ("A100 80GB", "NVIDIA A100 (on-demand)"): "form factor not stated; 8-GPU HGX node, so SXM",
    ("H200-141GB", "H200, Community Cloud"): "form factor not stated; RunPod's H200 is SXM",
    ("H200-141GB", "H200, Secure Cloud"): "form factor not stated; RunPod's H200 is SXM",
    ("H200 141GB", "(8 x H200 instance; name not in excerpt)"): "8x H200 instance (P5e/P5en, SXM)",
    ("H100", "8x H100 node incl. InfiniBand cards"): "8-GPU node with 8x400G InfiniBand, so SXM",
}


AWS_RESERVED_NOTE = ("1-year Standard Reserved Instance, No Upfront (the scrape reads vantage's "
                     "yrTerm1Standard.noUpfront price: scripts/utils.py of tsaol/aws-gpu)")


def iso_date(text):
    if text in DATE:
        return DATE[text]
    m = re.match(r"(\d{4}-\d{2}-\d{2}|\d{4}-\d{2}|\d{4})\b", text)
    return m.group(1) if m else None


def purchase_usd(value):
    """A single USD figure ("125000", "~$40,000", "~$25K"), or None for a range or a pair."""
    v = value.replace("~", "").replace("$", "").replace(",", "").strip()
    scale = 1000 if v.upper().endswith("K") else 1
    v = v.rstrip("Kk")
    return float(v) * scale if re.fullmatch(r"\d+(\.\d+)?", v) else None


def urls(source):
    """The URLs of a reference source cell, without its commentary."""
    found = re.findall(r"https?://[^\s;()'\"]+", source)
    return " ; ".join(u.rstrip(",.") for u in found)


def number(x):
    return ("%.4f" % x).rstrip("0").rstrip(".")


def source_note(source):
    for key, note in SOURCE_NOTE:
        if key in source:
            return note
    return ""


def gpu_id(r):
    key = (r["gpu"], r["product"])
    if key in BY_PRODUCT:
        return BY_PRODUCT[key], None
    if r["gpu"] in GPU:
        return GPU[r["gpu"]], None
    return None, NO_GPU.get(r["gpu"], "GPU '%s' is not in the reviewed table" % r["gpu"])


rows, skipped = [], []
with open(ref) as f:
    reference = list(csv.DictReader(f))
by_case = {r["case_id"]: r for r in reference}
for r in reference:
    case = r["case_id"]
    if r["category"] == "tco_assumption":
        skipped.append((case, "TCO assumption, not a price"))
        continue
    kind = KIND[r["category"]]
    gpu, why = gpu_id(r)
    if not gpu:
        skipped.append((case, why))
        continue
    if case in DUPLICATE:
        first = by_case[DUPLICATE[case]]
        assert first["per_gpu_hour"] == r["per_gpu_hour"], case
        skipped.append((case, "restates %s (same offer and price)" % DUPLICATE[case]))
        continue
    date = iso_date(r["observed_date"])
    if not date:
        skipped.append((case, "no observation date ('%s')" % r["observed_date"]))
        continue
    count = int(r["gpu_count"]) if r["gpu_count"] else GPU_COUNT[case][0]
    notes = [source_note(r["source"])]
    if kind == "reserved" and "tsaol/aws-gpu" in r["source"]:
        # The scrape reads vantage's 'yrTerm1Standard.noUpfront' key (scripts/utils.py of
        # tsaol/aws-gpu; vantage-sh/ec2instances.info's ec2.py builds that key from the AWS
        # Pricing API's 1yr / standard / No Upfront terms), so the term is 1 year.
        kind = "reserved-1y"
        notes.append(AWS_RESERVED_NOTE)
    elif kind == "reserved":
        notes.append("reserved term and payment option not stated")
    if case in ROW_NOTE:
        notes.append(ROW_NOTE[case])
    if case in GPU_COUNT:
        notes.append(GPU_COUNT[case][1])
    if kind == "purchase":
        usd = purchase_usd(r["value"])
        if usd is None:
            skipped.append((case, "purchase price is a range or a pair ('%s')" % r["value"]))
            continue
        unit = r["unit"]
        if unit.startswith("USD per GPU") or unit.startswith("USD (MSRP"):
            notes = ["approximate price per GPU" if "~" in r["value"] else "price per GPU"]
        elif unit in ("USD per system", "USD per node", "USD per 8-chip kit"):
            what = unit[len("USD per "):]
            notes = ["%s price %s USD / %d GPUs" % (what, number(usd), count)]
            if what != "8-chip kit":
                notes.append("host, memory and network included")
            usd /= count
        else:
            skipped.append((case, "unit '%s' gives no per-GPU price" % unit))
            continue
        value, unit, per_gpu_hour = number(usd), "USD/GPU", ""
    else:
        value, unit, per_gpu_hour = r["value"], r["unit"], r["per_gpu_hour"]
        v, p = float(value), float(per_gpu_hour)
        derived = v / count if unit == "USD/instance-hour" else v
        if abs(derived / p - 1) > 0.005:
            print("warning: %s per_gpu_hour %s != %s / %d" % (case, p, v, count))
        if unit == "USD/instance-hour" and count > 1:
            notes.append("per GPU = instance price / %d" % count)
    if (r["gpu"], r["product"]) in MAPPING_NOTE:
        notes.append(MAPPING_NOTE[(r["gpu"], r["product"])])
    region = "North America" if case == "PRC-0061" else r["region"]  # see REGION
    rows.append({
        "id": case, "gpu_id": gpu, "kind": kind, "provider": r["provider"],
        "product": PRODUCT.get(r["product"], r["product"]).replace(" (on-demand)", ""),
        "region": REGION.get(region, region), "gpu_count": count, "usd": value, "unit": unit,
        "per_gpu_hour_usd": per_gpu_hour, "observed_date": date,
        "confidence": r["confidence"], "source": urls(r["source"]),
        "note": "; ".join(n for n in notes if n),
    })

# Quotes gathered for RightSizer that the shared reference does not hold (GPUs it has no price
# for), each with its own source and observation date: appended as they are.
with open(os.path.join(os.path.dirname(__file__), "prices_added.csv")) as f:
    rows.extend(csv.DictReader(f))

# Like-for-like: each AWS instance's host share per GPU, stated in the row's note (vCPU and
# memory as tsaol/aws-gpu data/all_gpu_instances.js @ 18aebd1 lists them), since a per-GPU price
# of a 1-GPU and of an 8-GPU instance buy different CPU and memory with the GPU.
AWS_SHAPE = {
    "p5.48xlarge": (8, 192, "2048 GiB"), "p5.4xlarge": (1, 16, "256 GB"),
    "p5en.48xlarge": (8, 192, "2048 GiB"), "p6-b200.48xlarge": (8, 192, "2048 GiB"),
    "p4d.24xlarge": (8, 96, "1152 GiB"), "p4de.24xlarge": (8, 96, "1152 GiB"),
    "p3dn.24xlarge": (8, 96, "768 GB"), "g6e.xlarge": (1, 4, "32 GB"),
    "g6e.12xlarge": (4, 48, "384 GB"), "g6e.48xlarge": (8, 192, "1536 GB"),
    "g6.xlarge": (1, 4, "16 GB"), "g6.12xlarge": (4, 48, "192 GB"),
    "g6.48xlarge": (8, 192, "768 GB"), "g5.xlarge": (1, 4, "16 GB"),
    "g5.12xlarge": (4, 48, "192 GB"), "g5.48xlarge": (8, 192, "768 GB"),
    "g4dn.xlarge": (1, 4, "16 GB"), "g4dn.12xlarge": (4, 48, "192 GB"),
}
for row in rows:
    shape = AWS_SHAPE.get(row["product"]) if row["provider"].startswith("AWS EC2") else None
    if shape and "host share" not in row["note"]:
        gpus, vcpu, memory = shape
        size, unit = memory.split()
        row["note"] += "; host share per GPU: %g vCPU, %g %s (instance: %d vCPU, %s)" % (
            vcpu / gpus, float(size) / gpus, unit, vcpu, memory)

with open(out, "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys()), lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
for case, why in skipped:
    print("skipped %s: %s" % (case, why))
print(len(rows), "price rows written,", len(skipped), "skipped")
