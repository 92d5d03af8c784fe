#!/usr/bin/env python3
"""make bench-repository: `notigen import`, `notigen audit` and `notigen map` side by side on a whole repository made
from the corpus (scripts/corpus_repository.py: 5,000 files, 1,000,000 lines, beside Pods/, Carthage/, .build/,
DerivedData/ and a generated file to skip), release build.

Each command runs RUNS times, the three interleaved so that the machine's load falls on all of them alike; the table
gives each one's median wall time, median CPU time (user + system) and median peak memory (the process's maximum
resident set, from wait4), with the min and max wall. The audit and the map read the spec the import writes. The run
also checks what it measures: the import lists exactly the paths to skip, and it prints how many names the import
finds beside the number the corpus alone gives, and the audit's and the map's summaries (the code is not migrated, so
the audit reports every post and observer by name, and exits 1: that is not a failure here). It exits 1 when a target is missed: a median wall time of at most
TARGET_SECONDS and a peak of at most TARGET_MIB per command. The figures go in docs/PERFORMANCE.md by hand, with the
machine and the date.

    python3 scripts/repository_bench.py BIN_DIR [RUNS]
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_repository  # noqa: E402

FILES, LINES = 5000, 200
TARGET_SECONDS, TARGET_MIB = 5.0, 400


def run(command):
    """Runs `command` once: (wall seconds, CPU seconds, peak MiB, exit status, standard error)."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as errors:
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        errors.seek(0)
        text = errors.read().decode()
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status), text


def main():
    bin_dir = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    importer = os.path.join(bin_dir, "notigen-import")
    with tempfile.TemporaryDirectory() as tmp:
        repo = os.path.join(tmp, "Repo")
        files, lines, skipped = corpus_repository.write(repo, FILES, LINES)
        spec, report = os.path.join(tmp, "repo.yaml"), os.path.join(tmp, "repo.json")
        commands = {
            "import": [importer, repo, "--output", spec, "--report", report, "--quiet"],
            "audit": [importer, "--audit", repo, "--spec", spec],
            "map": [importer, "--map", repo, "--spec", spec, "--output", os.path.join(tmp, "map.html")],
        }
        _, _, _, status, errors = run(commands["import"])
        if status != 0:
            sys.exit(f"notigen import failed:\n{errors}")
        imported = json.load(open(report))
        shown = sorted(entry["path"] for entry in imported["files"]["skipped"])
        if shown != skipped:
            sys.exit(f"skipped {shown}, expected {skipped}")
        small = os.path.join(tmp, "corpus.json")
        corpus = [os.path.join(corpus_repository.CORPUS, app, "App") for app in sorted(os.listdir(corpus_repository.CORPUS))
                  if os.path.isdir(os.path.join(corpus_repository.CORPUS, app, "App"))]
        subprocess.run([importer, *corpus, "--output", os.path.join(tmp, "corpus.yaml"), "--report", small, "--quiet"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        per_copy = len(json.load(open(small))["names"])
        print(f"repository: {files:,} files, {lines:,} lines ({imported['files']['lines']:,} read); "
              f"{len(imported['names']):,} names imported (the corpus alone: {per_copy}); "
              f"skipped: {', '.join(os.path.relpath(path, repo) for path in shown)}")
        results = {name: [] for name in commands}
        for _ in range(runs):
            for name, command in commands.items():
                wall, cpu, peak, status, errors = run(command)
                if name != "audit" and status != 0:
                    sys.exit(f"notigen {name} failed:\n{errors}")
                results[name].append((wall, cpu, peak, errors.strip().splitlines()[-1:] if errors else []))
        missed = False
        print(f"{'command':<8} {'median wall':>12} {'min–max wall':>14} {'median CPU':>11} {'median peak':>12}  (over {runs} runs)")
        for name, measured in results.items():
            walls = [m[0] for m in measured]
            wall, cpu, peak = statistics.median(walls), statistics.median(m[1] for m in measured), statistics.median(m[2] for m in measured)
            met = wall <= TARGET_SECONDS and peak <= TARGET_MIB
            missed = missed or not met
            print(f"{name:<8} {wall:>10.2f} s {min(walls):>6.2f}–{max(walls):<5.2f} s {cpu:>9.2f} s {peak:>8.0f} MiB  "
                  f"{'met' if met else 'MISSED'} (target ≤ {TARGET_SECONDS:g} s, ≤ {TARGET_MIB} MiB)")
        print(f"audit: {' '.join(results['audit'][-1][3])}")
        print(f"map: {' '.join(results['map'][-1][3])}")
        sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
