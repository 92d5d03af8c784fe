#!/usr/bin/env python3
"""make bench-audit: how long `notigen audit` takes on a synthetic app of 1,000,000 lines (5,000 files of 200 lines,
the shapes of scripts/import_bench.py), against the spec `notigen import` writes from it: median wall time and peak
memory over RUNS runs. The figures go in docs/PERFORMANCE.md by hand, with the machine.

    python3 scripts/audit_bench.py BIN_DIR [RUNS]
"""
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import import_bench  # noqa: E402

import_bench.FILES = 5000


def main():
    bin_dir = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    importer = os.path.join(bin_dir, "notigen-import")
    with tempfile.TemporaryDirectory() as root:
        app = os.path.join(root, "App")
        os.makedirs(app)
        lines = import_bench.synthetic_app(app)
        spec = os.path.join(root, "app.yaml")
        subprocess.run([importer, app, "--output", spec, "--quiet"], check=True, stdout=subprocess.DEVNULL)
        walls, peaks = [], []
        for _ in range(runs):
            start = time.perf_counter()
            result = subprocess.run(
                [importer, "--audit", app, "--spec", spec], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            walls.append(time.perf_counter() - start)
            peaks.append(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024)
            summary = result.stderr.decode().strip().splitlines()[-1]
        print(f"notigen audit on {lines:,} lines in {import_bench.FILES:,} files: median {statistics.median(walls):.2f} s "
              f"over {runs} runs (min {min(walls):.2f}, max {max(walls):.2f}), peak {max(peaks):.0f} MiB; {summary}")


if __name__ == "__main__":
    main()
