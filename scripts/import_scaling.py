#!/usr/bin/env python3
"""make scaling-import: that `notigen import`, `audit` and `map` cost at most linearly more on a larger repository.

Writes repositories made from the corpus (scripts/corpus_repository.py, the corpus files alone, without filler) of
n, 2n and 4n files (n = COPIES copies of every corpus file), runs each command on each under
`valgrind --tool=callgrind` and compares the instructions: linear growth gives
(I(4n) - I(n)) / (I(2n) - I(n)) = 3 (quadratic, 5). The check fails above LIMIT. Instruction counts do not depend
on the machine's load, as in scripts/scaling.py. valgrind cannot read notigen-import's debug information, so a
copy without it (`strip --strip-debug`) is run.

    python3 scripts/import_scaling.py NOTIGEN_IMPORT     (a release build: a debug one is ten times slower)
"""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_repository  # noqa: E402

COPIES = 1
LIMIT = 3.6
TIME_LIMIT = 600  # seconds for one run under valgrind: a bound for a hang, not a speed check


def instructions(command, tmp):
    out = os.path.join(tmp, "callgrind.out")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + command, check=False,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=TIME_LIMIT)
    for line in open(out):
        if line.startswith("summary:") or line.startswith("totals:"):
            return int(line.split()[1])
    raise RuntimeError(f"no instruction count for {command}")


def main():
    with tempfile.TemporaryDirectory() as tmp:
        binary = os.path.join(tmp, "notigen-import")
        subprocess.run(["strip", "--strip-debug", "-o", binary, sys.argv[1]], check=True)
        per_copy = len(corpus_repository.corpus_texts())
        counts = {}
        for factor in [1, 2, 4]:
            repo = os.path.join(tmp, f"repo{factor}")
            files, lines, _ = corpus_repository.write(repo, per_copy * COPIES * factor, 0)
            spec = os.path.join(tmp, f"repo{factor}.yaml")
            subprocess.run([binary, repo, "-o", spec, "-q"], check=True, stdout=subprocess.DEVNULL)
            counts[factor] = {
                "import": instructions([binary, repo, "-o", os.path.join(tmp, "out.yaml"), "-q"], tmp),
                "audit": instructions([binary, "--audit", repo, "--spec", spec], tmp),
                "map": instructions([binary, "--map", repo, "--spec", spec, "-o", os.path.join(tmp, "map.html")], tmp),
            }
            print(f"{files} files, {lines} lines: " + ", ".join(f"{k} {v:,}" for k, v in counts[factor].items()))
        failed = False
        for command in ["import", "audit", "map"]:
            one, two, four = (counts[f][command] for f in [1, 2, 4])
            ratio = (four - one) / max(1, two - one)
            verdict = "linear" if ratio <= LIMIT else "FASTER THAN LINEAR"
            failed = failed or ratio > LIMIT
            print(f"notigen {command}: (I(4n) - I(n)) / (I(2n) - I(n)) = {ratio:.2f} (linear 3, limit {LIMIT}): {verdict}")
        sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
