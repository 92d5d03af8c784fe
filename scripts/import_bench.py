#!/usr/bin/env python3
"""make bench-import: how long `notigen import` takes on a 100,000-line app, and what the importer costs a plain
`notigen SPEC` run.

1. Writes a synthetic app of 100,000 lines (500 files of 200 lines: names declared in types and extensions, posts
   with userInfo literals, selector and block observers, and code with no notification) and times
   `notigen-import APP --output …` over RUNS runs: median wall time and peak memory.
2. Times `notigen specs/user.yaml --output …` (median over RUNS) and counts its instructions with callgrind (start-up
   included); given a second notigen binary (NOTIGEN_BASELINE), the same for it, side by side.

The whole repository (1,000,000 lines made from the corpus) is make bench-repository's (scripts/repository_bench.py).

    python3 scripts/import_bench.py BIN_DIR [RUNS]
"""
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

FILES, LINES = 500, 200


def synthetic_app(root):
    total = 0
    for f in range(FILES):
        lines = ["import Foundation", ""]
        if f % 5 == 0:
            lines += [f"enum Feature{f}Notifications {{"]
            for n in range(10):
                lines += [f"    /// Feature {f} event {n}.", f'    static let event{n} = Notification.Name("F{f}.Event{n}")']
            lines += ["}", ""]
        lines += [f"final class Worker{f}: NSObject {{"]
        lines += ["    func run(id: String, count: Int) {"]
        for n in range(10):
            owner = f - f % 5
            lines += [f'        NotificationCenter.default.post(name: Feature{owner}Notifications.event{n}, object: nil, userInfo: ["id": id, "count": count, "flag": true])']
        lines += ["    }", "    func observe() {"]
        for n in range(5):
            owner = f - f % 5
            lines += [f"        NotificationCenter.default.addObserver(forName: Feature{owner}Notifications.event{n}, object: nil, queue: .main) {{ note in",
                      '            _ = note.userInfo?["id"] as? String', "        }"]
        lines += ["    }"]
        n = 0
        while len(lines) < LINES - 2:
            lines += [f"    func helper{n}(_ value: Int) -> Int {{ let doubled = value * 2; return doubled + {n} }}"]
            n += 1
        lines += ["}", ""]
        total += len(lines)
        with open(os.path.join(root, f"File{f}.swift"), "w") as out:
            out.write("\n".join(lines))
    return total


def timed(command, runs):
    walls, peaks = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        walls.append(time.perf_counter() - start)
        peaks.append(max(before, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))
    return statistics.median(walls), max(peaks)


def instructions(command):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + command,
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for line in open(out):
            if line.startswith("summary:") or line.startswith("totals:"):
                return int(line.split()[1])
    return None


def main():
    bin_dir = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    with tempfile.TemporaryDirectory() as tmp:
        app = os.path.join(tmp, "App")
        os.makedirs(app)
        lines = synthetic_app(app)
        wall, peak = timed([os.path.join(bin_dir, "notigen-import"), app, "-o", os.path.join(tmp, "app.yaml"), "-q"], runs)
        print(f"notigen import, synthetic app of {FILES} files, {lines} lines: median {wall:.2f} s over {runs} runs, peak {peak / 1024:.0f} MiB")
        binaries = [("notigen", os.path.join(bin_dir, "notigen"))]
        if os.environ.get("NOTIGEN_BASELINE"):
            binaries.append(("baseline", os.environ["NOTIGEN_BASELINE"]))
        for label, binary in binaries:
            command = [binary, "specs/user.yaml", "--output", os.path.join(tmp, "gen-" + label), "--quiet"]
            wall, peak = timed(command, runs * 4)
            count = instructions(command) if shutil.which("valgrind") else None
            print(f"{label} specs/user.yaml ({binary}, {os.path.getsize(binary) / 1e6:.1f} MB): median {wall * 1000:.1f} ms "
                  f"over {runs * 4} runs, {count:,} instructions (callgrind, start-up included)")


if __name__ == "__main__":
    main()
