#!/usr/bin/env python3
"""make bench-repository: `notigen import`, `notigen audit` and `notigen map` side by side on two whole repositories
made from the corpus (scripts/corpus_repository.py: 5,000 files, 1,000,000 lines, beside Pods/, Carthage/, .build/,
DerivedData/ and a generated file to skip), release build: the dense one, every file made from the corpus, and the
realistic one, where only the share of files that hold notification code in real apps is (REALISTIC_SHARE, the rest
notification-free generated Swift). NOTIGEN_BASELINE=PATH (a notigen-import executable, another build) is measured
beside, in the same interleaved runs.

Before measuring, the run checks that the outputs (spec, report, --rewrite diff, audit findings, map JSON) are the
same with --parse-every-file and with the baseline.

Each command runs RUNS times, the three interleaved so that the machine's load falls on all of them alike; the table
gives each one's median wall time, median CPU time (user + system) and median peak memory (the process's maximum
resident set, from wait4), with the min and max wall. The audit and the map read the spec the import writes. The run
also checks what it measures: the import lists exactly the paths to skip, and it prints how many names the import
finds beside the number the corpus alone gives, and the audit's and the map's summaries (the code is not migrated, so
the audit reports every post and observer by name, and exits 1: that is not a failure here). It exits 1 when a target is missed (by this build, on either repository): a median wall time of at most
TARGET_SECONDS and a peak of at most TARGET_MIB per command. The figures go in docs/PERFORMANCE.md by hand, with the
machine and the date.

    python3 scripts/repository_bench.py BIN_DIR [RUNS]
"""
import hashlib
import json
import multiprocessing
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
    """Runs `command` once: (wall seconds, CPU seconds, peak MiB, exit status, standard error), in the small process
    `Runner` started (a child's peak resident set starts from the size of the process it is spawned from)."""
    return RUNNER.run(command)


class Runner:
    """A process forked while this script is small, which spawns the measured commands."""

    def __init__(self):
        self.connection, child = multiprocessing.Pipe()
        self.process = multiprocessing.get_context("fork").Process(target=Runner.serve, args=(child,), daemon=True)
        self.process.start()

    @staticmethod
    def serve(connection):
        while (command := connection.recv()) is not None:
            connection.send(measure(command))

    def run(self, command):
        self.connection.send(command)
        return self.connection.recv()


def measure(command):
    """Runs `command` once, here."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as errors:
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        errors.seek(0)
        text = errors.read().decode()
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status), text


def outputs(importer, repo, tmp, extra=()):
    """Digests of what the import (spec, report, rewrite diff), the audit (findings) and the map (JSON) of `repo` write,
    for the identity check: the audit and the map read the spec at tmp/repo.yaml."""
    written = {name: os.path.join(tmp, f"check.{name}") for name in ("yaml", "json", "diff", "audit", "map")}
    with open(written["diff"], "wb") as diff:
        subprocess.run([importer, repo, "--output", written["yaml"], "--report", written["json"], "--rewrite",
                        "--quiet", *extra], stdout=diff, stderr=subprocess.DEVNULL)
    with open(written["audit"], "wb") as audit:
        subprocess.run([importer, "--audit", repo, "--spec", os.path.join(tmp, "repo.yaml"), *extra], stdout=audit,
                       stderr=subprocess.DEVNULL)
    subprocess.run([importer, "--map", repo, "--spec", os.path.join(tmp, "repo.yaml"), "--format", "json", "--output",
                    written["map"], *extra], check=True, capture_output=True)
    digests = []
    for name, path in written.items():
        digest = hashlib.sha256()
        with open(path, "rb") as data:
            for chunk in iter(lambda: data.read(1 << 20), b""):
                digest.update(chunk)
        digests.append((name, digest.hexdigest()))
    return digests


def bench(label, share, builds, runs, tmp):
    """Measures every build on a repository with `share` of its files made from the corpus; whether the targets were
    met by the first build."""
    repo = os.path.join(tmp, label)
    files, lines, skipped = corpus_repository.write(repo, FILES, LINES, share)
    spec, report = os.path.join(tmp, "repo.yaml"), os.path.join(tmp, "repo.json")
    importer = builds[0][1]
    _, _, _, status, errors = run([importer, repo, "--output", spec, "--report", report, "--quiet"])
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
    print(f"\n{label} repository ({share:.1%} of the files from the corpus): {files:,} files, {lines:,} lines "
          f"({imported['files']['lines']:,} read); {len(imported['names']):,} names imported (the corpus alone: "
          f"{per_copy}); skipped: {', '.join(os.path.relpath(path, repo) for path in shown)}")
    commands = {}
    for name, path in builds:
        commands[("import", name)] = [path, repo, "--output", os.path.join(tmp, "out.yaml"), "--report",
                                      os.path.join(tmp, "out.json"), "--quiet"]
        commands[("audit", name)] = [path, "--audit", repo, "--spec", spec]
        commands[("map", name)] = [path, "--map", repo, "--spec", spec, "--output", os.path.join(tmp, "map.html")]
    results = {key: [] for key in commands}
    for _ in range(runs):
        for key, command in commands.items():
            wall, cpu, peak, status, errors = run(command)
            if key[0] != "audit" and status != 0:
                sys.exit(f"notigen {key[0]} ({key[1]}) failed:\n{errors}")
            results[key].append((wall, cpu, peak, errors.strip().splitlines()[-1:] if errors else []))
    # The prefilter changes no output: every file parsed, and every other build, write the same.
    expected = outputs(importer, repo, tmp)
    checks = [("--parse-every-file", importer, ["--parse-every-file"])] + [(name, path, []) for name, path in builds[1:]]
    for name, path, extra in checks:
        if outputs(path, repo, tmp, extra) != expected:
            sys.exit(f"{label}: the outputs of {name} differ")
    print(f"outputs (spec, report, --rewrite diff, audit, map JSON) identical with --parse-every-file"
          f"{''.join(f' and {name}' for name, _ in builds[1:])}")
    missed = False
    print(f"{'command':<8} {'build':<10} {'median wall':>12} {'min–max wall':>14} {'median CPU':>11} {'median peak':>12}"
          f"  (over {runs} runs)")
    for command in ("import", "audit", "map"):
        for name, _ in builds:
            measured = results[(command, name)]
            walls = [m[0] for m in measured]
            wall = statistics.median(walls)
            cpu, peak = statistics.median(m[1] for m in measured), statistics.median(m[2] for m in measured)
            met = wall <= TARGET_SECONDS and peak <= TARGET_MIB
            verdict = ""
            if name == builds[0][0]:
                missed = missed or not met
                verdict = f"{'met' if met else 'MISSED'} (target ≤ {TARGET_SECONDS:g} s, ≤ {TARGET_MIB} MiB)"
            print(f"{command:<8} {name:<10} {wall:>10.2f} s {min(walls):>6.2f}–{max(walls):<5.2f} s {cpu:>9.2f} s "
                  f"{peak:>8.0f} MiB  {verdict}")
    print(f"audit: {' '.join(results[('audit', builds[0][0])][-1][3])}")
    print(f"map: {' '.join(results[('map', builds[0][0])][-1][3])}")
    return not missed


RUNNER = None


def main():
    global RUNNER
    RUNNER = Runner()
    bin_dir = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    builds = [("this", os.path.join(bin_dir, "notigen-import"))]
    if os.environ.get("NOTIGEN_BASELINE"):
        builds.append(("baseline", os.environ["NOTIGEN_BASELINE"]))
    with tempfile.TemporaryDirectory() as tmp:
        met = bench("dense", 1.0, builds, runs, tmp)
        met = bench("realistic", corpus_repository.REALISTIC_SHARE, builds, runs, tmp) and met
    sys.exit(0 if met else 1)


if __name__ == "__main__":
    main()
