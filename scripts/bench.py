#!/usr/bin/env python3
"""make bench: generation time (median of repeated whole-process runs) and peak memory of the release notigen,
on specs/user.yaml and synthetic specs of 10, 100 and 1,000 notifiers x 10 cases. Prints a Markdown table."""
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import synthetic_spec  # noqa: E402


def binary() -> str:
    path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "notigen")


def run_once(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def peak_memory_mib(command: list[str]) -> float | None:
    if not os.path.exists("/usr/bin/time"):
        return None
    result = subprocess.run(["/usr/bin/time", "-v"] + command, capture_output=True, text=True, check=True)
    match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr)
    return int(match.group(1)) / 1024 if match else None


def measure(notigen: str, spec: str, runs: int) -> tuple[float, float, float | None]:
    """Median of cold runs (output folder emptied each time), median of no-op reruns, peak memory."""
    out = tempfile.mkdtemp(prefix="notigen-bench-")
    command = [notigen, spec, "--output", out, "--quiet"]
    cold = []
    for _ in range(runs):
        shutil.rmtree(out, ignore_errors=True)
        cold.append(run_once(command))
    noop = [run_once(command) for _ in range(runs)]
    memory = peak_memory_mib(command)
    shutil.rmtree(out, ignore_errors=True)
    return statistics.median(cold), statistics.median(noop), memory


def main() -> None:
    notigen = binary()
    work = tempfile.mkdtemp(prefix="notigen-bench-specs-")
    specs = [("specs/user.yaml", os.path.join(ROOT, "specs/user.yaml"), 11)]
    for count in (10, 100, 1000):
        path = os.path.join(work, f"bench{count}.yaml")
        with open(path, "w", encoding="utf-8") as out:
            out.write(synthetic_spec.spec(count))
        specs.append((f"{count} notifiers x 10 cases", path, 11 if count < 1000 else 5))
    print("| spec | size | generate (median) | no-op rerun (median) | peak memory |")
    print("|---|---:|---:|---:|---:|")
    for name, path, runs in specs:
        cold, noop, memory = measure(notigen, path, runs)
        size = os.path.getsize(path) / 1024
        mem = f"{memory:.1f} MiB" if memory is not None else "n/a"
        print(f"| {name} | {size:.0f} KiB | {cold * 1000:.1f} ms | {noop * 1000:.1f} ms | {mem} |", flush=True)
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
