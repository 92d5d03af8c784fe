#!/usr/bin/env python3
"""make bench-atomics: the candidates for the atomics of the path Apple platforms compile, measured in one run on
this machine, beside the Linux path, and printed as a Markdown table (docs/PERFORMANCE.md keeps the last one).

Each candidate is the runtime built with `-D NOTIGEN_PORTABLE_ATOMICS` (the path Apple platforms compile) and, for
all but `stdlib`, the runtime's own, some files of scripts/atomics/<candidate> in place of the runtime's:

- linux: the Linux path (Synchronization's `Atomic`, no flag), the reference;
- stdlib: the runtime's Apple path: the standard library's acquiring load and compare-exchange, each word in a
  128-byte block of its own;
- cas: the path Apple platforms compiled before: every operation a compare-exchange, each word its own 8 bytes;
- synchronization: Synchronization's `Atomic` in a 128-byte block per word (macOS 15 / iOS 18 and later only);
- swift-atomics: swift-atomics 1.3.0's `UnsafeAtomic` in a 128-byte block per word (cloned and built here);
- c-module: C functions over clang's `__atomic` builtins, inlined into Swift, in a 128-byte block per word;
- lock: a lock-protected snapshot: a post reads it under one lock and counts itself among its holders.

Each program (scripts/runtime/main.swift, `contention` mode) times bursts of 2,000 posts: one thread's alone, and
two threads' released together by a barrier, counted only when they overlapped for 90 % of the longer one; CPU
time per post, so that another process's preemption is not counted. The programs run in turn, 3 passes of 5
rounds x 200 pairs each; each figure is the median of a candidate's 3 medians, the overlapping pairs are summed.
"""
import os
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402

ATOMICS = os.path.join(bench.ROOT, "scripts", "atomics")
PORTABLE = ("-D", "NOTIGEN_PORTABLE_ATOMICS")


def swift_atomics(work: str) -> str:
    """swift-atomics 1.3.0 cloned and built as a static module (as its package builds it); returns its folder."""
    checkout = os.path.join(work, "swift-atomics")
    subprocess.run(["git", "clone", "-q", "--depth", "1", "--branch", "1.3.0",
                    "https://github.com/apple/swift-atomics.git", checkout], check=True)
    folder = os.path.join(work, "Atomics")
    os.makedirs(folder, exist_ok=True)
    shims = os.path.join(checkout, "Sources", "_AtomicsShims")
    sources = sorted(os.path.join(top, name) for top, _, names in os.walk(os.path.join(checkout, "Sources", "Atomics"))
                     for name in names if name.endswith(".swift"))
    subprocess.run(["clang", "-O2", "-c", "-I", os.path.join(shims, "include"), os.path.join(shims, "src",
                    "_AtomicsShims.c"), "-o", os.path.join(folder, "shims.o")], check=True)
    subprocess.run(["swiftc", "-O", "-wmo", "-parse-as-library", "-emit-object", "-emit-module", "-module-name",
                    "Atomics", "-enable-experimental-feature", "BuiltinModule", "-I", os.path.join(shims, "include"),
                    "-emit-module-path", os.path.join(folder, "Atomics.swiftmodule"),
                    "-o", os.path.join(folder, "atomics.o")] + sources, check=True)
    subprocess.run(["ar", "rcs", os.path.join(folder, "libAtomics.a"), os.path.join(folder, "atomics.o"),
                    os.path.join(folder, "shims.o")], check=True)
    return folder


def candidates(work: str) -> dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]]:
    """Each candidate's runtime flags, replacement files and the flags its program needs."""
    def files(name: str) -> tuple[str, ...]:
        folder = os.path.join(ATOMICS, name)
        return tuple(os.path.join(folder, file) for file in sorted(os.listdir(folder)) if file.endswith(".swift"))

    atomics = swift_atomics(work)
    atomics_flags = ("-I", atomics, "-I", os.path.join(work, "swift-atomics", "Sources", "_AtomicsShims", "include"))
    c_flags = ("-I", os.path.join(ATOMICS, "c-module", "CNotigenAtomics"))
    return {
        "linux": ((), (), ()),
        "stdlib": (PORTABLE, (), ()),
        "cas": (PORTABLE, files("cas"), ()),
        "synchronization": (PORTABLE, files("synchronization"), ()),
        "swift-atomics": (PORTABLE + atomics_flags, files("swift-atomics"),
                          atomics_flags + ("-L", atomics, "-lAtomics")),
        "c-module": (PORTABLE + c_flags, files("c-module"), c_flags),
        "lock": (PORTABLE, files("lock"), ()),
    }


def main() -> None:
    notigen = bench.binary()
    work = tempfile.mkdtemp(prefix="notigen-bench-atomics-")
    programs = {}
    for name, (flags, replacements, program_flags) in candidates(work).items():
        module = bench.runtime_module(work, name, flags, replacements)
        programs[name] = bench.delivery_program(notigen, work, module, program_flags)
    runs: dict[str, list[dict]] = {name: [] for name in programs}
    for _ in range(3):
        for name, program in programs.items():
            runs[name].append(bench.runtime(program, 5, "contention"))
    linux = statistics.median(run["burstOne"] for run in runs["linux"])
    table = ["| candidate | 1 thread, ns per post | / Linux path (≤ 1.10×) | 2 threads overlapping, ns per post | "
             "2 threads / 1 thread (≤ 1.5×) | pairs that overlapped |", "|---|---:|---:|---:|---:|---:|"]
    for name, results in runs.items():
        one = statistics.median(run["burstOne"] for run in results)
        overlapped = [run["burstTwo"] for run in results if run["burstsOverlapped"] > 0]
        two = statistics.median(overlapped) if overlapped else float("nan")
        pairs = sum(run["burstsOverlapped"] for run in results)
        total = sum(run["burstPairs"] for run in results)
        table.append(f"| {name} | {one:.1f} | {one / linux:.2f}× | {two:.1f} | {two / one:.2f}× | "
                     f"{pairs:.0f} of {total:.0f} |")
    print("\n".join(table))
    subprocess.run(["rm", "-rf", work], check=True)


if __name__ == "__main__":
    main()
