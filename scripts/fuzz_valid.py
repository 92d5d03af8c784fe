#!/usr/bin/env python3
"""make fuzz-valid: "accepted ⇒ compiles", checked on random valid-looking specs (scripts/valid_spec.py).

For SECONDS seconds, each round writes the specs of one notigen run and runs the built notigen on them:
- accepted: the output must build for real, `swiftc -emit-library -parse-as-library` under the strict flags with
  `-warnings-as-errors`, against the NotigenRuntime module and the user-types stub modules the specs import (all built
  once per campaign, into WORK/modules); any compiler error is a finding;
- rejected: exit status 1 and one JSON document on standard error whose every diagnostic has a file, a line and a
  column; anything else (a crash, a hang past the timeout, a diagnostic without a location) is a finding.

Findings are grouped by signature (the first compiler error, or the kind of failure, with names blanked out); the
first few of each are saved under WORK/findings/<signature>/<seed>/ (specs, notigen's output and streams, the compiler
output), and once generation ends the first of each signature is shrunk by deleting YAML entries while it still
fails the same way (WORK/findings/<signature>/reduced/). `python3 scripts/valid_spec.py SEED` prints a round's spec.

    python3 scripts/fuzz_valid.py --seconds 600 [--jobs 2] [--seed N] [--settings all] [--reduce-seconds 120]

`--replay PATH...` checks kept findings instead (`--replay Fuzz/ValidFindings`): a `.yaml` file is one run; in a
folder given, each `.yaml` file is one run and each subfolder one run of the specs it holds. Each run must now be
rejected with located diagnostics, or build. It prints one line per run and fails when any still fails.
"""
import argparse
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import valid_spec  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STRICT = ["-swift-version", "6", "-strict-concurrency=complete"]
MAIN_ACTOR = ["-default-isolation", "MainActor"]
APPROACHABLE = ["-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
                "-enable-upcoming-feature", "InferIsolatedConformances"]
# The compatibility matrix of docs/COMPATIBILITY.md (Tests/NotigenTestSupport/CompilerSetting.swift) but its seventh setting,
# library-evolution, which needs the runtime and the stubs built with library evolution too; the compatibility tests
# and make install-check build every fixture and both multi-module specs under it. The runtime and the stubs are
# built once, with swift6, and imported by code built under each setting here.
SETTINGS = {
    "swift6": STRICT,
    "swift6-mainactor": STRICT + MAIN_ACTOR,
    "xcode26-app": STRICT + MAIN_ACTOR + APPROACHABLE,
    "internal-imports": STRICT + ["-enable-upcoming-feature", "InternalImportsByDefault"],
    "swift5": ["-swift-version", "5"],
    "swift5-mainactor": ["-swift-version", "5"] + MAIN_ACTOR + APPROACHABLE,
}
EXAMPLES_KEPT = 3
UNUSED_IMPORT = re.compile(r"error: (public|package) import of .* was not used in (public|package) declarations")


def run(command, cwd=None, timeout=None):
    """(status, stdout, stderr) of `command`; status None when it ran past `timeout` and was killed."""
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, timeout=timeout)
        return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as expired:
        out = (expired.stdout or b"").decode("utf-8", "replace")
        err = (expired.stderr or b"").decode("utf-8", "replace")
        return None, out, err


def build_modules(folder):
    """Builds NotigenRuntime and the stub modules into `folder` with the swift6 strict flags."""
    os.makedirs(folder, exist_ok=True)
    flags = STRICT + ["-warnings-as-errors", "-parse-as-library", "-emit-library", "-emit-module"]
    runtime = sorted(glob.glob(os.path.join(ROOT, "Sources/NotigenRuntime/*.swift")))
    modules = [("NotigenRuntime", runtime)]
    for name, source in valid_spec.STUB_MODULES.items():
        path = os.path.join(folder, name + ".swift")
        with open(path, "w", encoding="utf-8") as out:
            out.write(source)
        modules.append((name, [path]))
    for name, sources in modules:
        status, out, err = run(["swiftc"] + flags + [
            "-module-name", name, "-I", folder, "-emit-module-path", os.path.join(folder, name + ".swiftmodule"),
            "-o", os.path.join(folder, "lib" + name + ".so")] + sources)
        if status != 0:
            sys.exit(f"fuzz-valid: cannot build {name}:\n{out}{err}")


_QUOTED = re.compile(r"'[^']*'")
_DEPRECATION = re.compile(r"(is deprecated: ).*?( \[#\w+\])?$")


def signature_of(line):
    """A compiler error or notigen message with names (and deprecation messages) blanked out, so that one cause is
    one signature."""
    line = re.sub(r"^.*?error: ", "", line.strip())
    return _DEPRECATION.sub(lambda m: m.group(1) + "…" + (m.group(2) or ""), _QUOTED.sub("'…'", line))


def slug(signature):
    words = re.sub(r"[^a-z0-9]+", "-", signature.lower()).strip("-")[:48]
    return words + "-" + hashlib.sha1(signature.encode()).hexdigest()[:6]


class Outcome:
    """What one round gave: `kind` is accepted, built, rejected, or a finding's kind; `signatures` its signatures."""

    def __init__(self, kind, signatures=(), details=""):
        self.kind = kind
        self.signatures = list(signatures)
        self.details = details

    @property
    def is_finding(self):
        return self.kind not in ("built", "rejected", "limitation")


class Campaign:
    def __init__(self, options):
        self.options = options
        self.work = os.path.abspath(options.work)
        self.modules = os.path.join(self.work, "modules")
        self.notigen = os.path.abspath(options.notigen)
        self.lock = threading.Lock()
        self.next_seed = options.seed
        self.counts = {"rounds": 0, "specs": 0, "accepted": 0, "built": 0, "rejected": 0, "findings": 0,
                       "limitation": 0}
        self.findings = {}  # signature → {"kind", "count", "seeds", "setting", "signature"}
        self.rejections = {}  # the first diagnostic of a rejected run, names blanked out → count

    def settings_for(self, seed):
        names = list(SETTINGS) if self.options.settings == "all" else self.options.settings.split(",")
        return names[seed % len(names)]

    def check(self, seed, files, folder, setting):
        """Runs notigen on `files` (name, tree) in `folder`, then builds what it accepted."""
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        for name, tree in files:
            with open(os.path.join(folder, name), "w", encoding="utf-8") as out:
                out.write(tree.text if isinstance(tree, Verbatim) else valid_spec.emit(tree))
        command = [self.notigen] + [name for name, _ in files] + [
            "--output", "out", "--diagnostics-format", "json", "--quiet"]
        status, out, err = run(command, cwd=folder, timeout=self.options.notigen_timeout)
        with open(os.path.join(folder, "notigen.txt"), "w", encoding="utf-8") as log:
            log.write(f"$ {' '.join(command)}\nexit status: {status}\n--- stdout\n{out}--- stderr\n{err}")
        if status is None:
            return Outcome("hang", ["notigen ran past the timeout"])
        if status not in (0, 1):
            first = (err.strip().splitlines() or ["no message"])[0]
            return Outcome("crash", [f"notigen exited with status {status}: {signature_of(first)}"])
        try:
            diagnostics = json.loads(err)["diagnostics"]
        except (ValueError, KeyError, TypeError):
            return Outcome("json", ["standard error is not one JSON document"])
        names = {name for name, _ in files}
        if status == 1:
            if not diagnostics:
                return Outcome("unlocated", ["rejected without a diagnostic"])
            unlocated = [d for d in diagnostics
                         if d.get("file") not in names or not d.get("line") or not d.get("column")]
            if unlocated:
                return Outcome("unlocated", ["no location: " + signature_of(d.get("message", "")) for d in unlocated])
            return Outcome("rejected", [signature_of(d.get("message", "")) for d in diagnostics])
        if diagnostics:
            return Outcome("json", ["accepted with diagnostics"])
        return self.build(folder, files, setting)

    def build(self, folder, files, setting):
        outputs = sorted(glob.glob(os.path.join(folder, "out", "*.swift")))
        if len(outputs) != len(files):
            return Outcome("output", [f"{len(files)} specs gave {len(outputs)} outputs"])
        module = "FuzzApp"
        command = ["swiftc", "-emit-library", "-parse-as-library"] + SETTINGS[setting] + [
            "-warnings-as-errors", "-package-name", "FuzzValid", "-module-name", module, "-I", self.modules,
            "-L", self.modules, "-lNotigenRuntime", "-lFuzzModels", "-lFuzzKit",
            "-o", os.path.join(folder, "lib" + module + ".so")] + [os.path.relpath(o, folder) for o in outputs]
        status, out, err = run(command, cwd=folder, timeout=self.options.compile_timeout)
        with open(os.path.join(folder, "swiftc.txt"), "w", encoding="utf-8") as log:
            log.write(f"$ {' '.join(command)}\nexit status: {status}\n{out}{err}")
        if status is None:
            return Outcome("compile-timeout", [f"swiftc ran past {self.options.compile_timeout} s"])
        if status != 0:
            errors = [line for line in (out + err).splitlines() if ": error: " in line]
            signatures = list(dict.fromkeys(signature_of(line) for line in errors)) or ["swiftc failed: " + (
                (out + err).strip().splitlines() or ["no output"])[-1]]
            if setting == "internal-imports" and all(UNUSED_IMPORT.search(line) for line in errors):
                # The documented limit: under InternalImportsByDefault a public spec imports publicly every module
                # of imports: that an unqualified type may come from, and Swift warns about the ones unused.
                return Outcome("limitation", signatures, out + err)
            return Outcome("compile", signatures, out + err)
        return Outcome("built")

    def record(self, seed, setting, outcome, folder):
        with self.lock:
            self.counts["findings"] += 1
            signature = outcome.kind + ": " + outcome.signatures[0]
            entry = self.findings.setdefault(
                signature, {"kind": outcome.kind, "count": 0, "seeds": [], "setting": setting,
                            "signature": outcome.signatures[0]})
            entry["count"] += 1
            keep = len(entry["seeds"]) < EXAMPLES_KEPT
            if keep:
                entry["seeds"].append(seed)
        if keep:
            target = os.path.join(self.work, "findings", slug(signature), str(seed))
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(folder, target)
            with open(os.path.join(target, "setting.txt"), "w", encoding="utf-8") as out:
                out.write(setting + "\n")

    def worker(self, index, deadline):
        folder = os.path.join(self.work, f"round-{index}")
        while time.monotonic() < deadline:
            with self.lock:
                seed = self.next_seed
                self.next_seed += 1
            files = valid_spec.run_specs(seed, self.options.hostility)
            setting = self.settings_for(seed)
            outcome = self.check(seed, files, folder, setting)
            with self.lock:
                self.counts["rounds"] += 1
                self.counts["specs"] += len(files)
                if outcome.kind in ("built", "compile", "compile-timeout", "limitation"):
                    self.counts["accepted"] += len(files)
                if outcome.kind == "built":
                    self.counts["built"] += len(files)
                if outcome.kind == "limitation":
                    self.counts["limitation"] += len(files)
                if outcome.kind in ("rejected", "unlocated"):
                    self.counts["rejected"] += len(files)
                if outcome.kind == "rejected":
                    reason = outcome.signatures[0]
                    self.rejections[reason] = self.rejections.get(reason, 0) + 1
            if outcome.is_finding:
                self.record(seed, setting, outcome, folder)
                if self.options.verbose:
                    print(f"seed {seed}: {outcome.kind}: {outcome.signatures[0]}", flush=True)

    def replay(self, paths):
        """Checks the runs kept at `paths` (spec files, or folders of the specs of one run); True when all pass."""
        passed = True
        folder = os.path.join(self.work, "replay")
        for path in paths:
            specs = sorted(glob.glob(os.path.join(path, "*.yaml"))) if os.path.isdir(path) else [path]
            files = [(os.path.basename(spec), Verbatim(spec)) for spec in specs]
            outcome = self.check(0, files, folder, self.options.settings.split(",")[0])
            passed = passed and not outcome.is_finding
            detail = f": {outcome.signatures[0]}" if outcome.signatures else ""
            print(f"{'FAIL' if outcome.is_finding else 'ok  '} {outcome.kind:9} {path}{detail}", flush=True)
        return passed

    def reduce(self, signature, entry, deadline):
        """Deletes map and list entries of the first example's specs while it still fails with `signature`."""
        seed = entry["seeds"][0]
        files = valid_spec.run_specs(seed, self.options.hostility)
        folder = os.path.join(self.work, "reduce")
        setting = entry["setting"]

        def still_fails():
            outcome = self.check(seed, files, folder, setting)
            return outcome.kind == entry["kind"] and entry["signature"] in outcome.signatures

        if not still_fails():
            return None
        for index in reversed(range(len(files))):
            if len(files) > 1:
                removed = files.pop(index)
                if not still_fails():
                    files.insert(index, removed)
        progress = True
        while progress and time.monotonic() < deadline:
            progress = False
            for container in list(containers([tree for _, tree in files])):
                index = len(container.items) - 1
                while index >= 0 and time.monotonic() < deadline:
                    removed = container.items.pop(index)
                    if still_fails():
                        progress = True
                    else:
                        container.items.insert(index, removed)
                    index -= 1
        self.check(seed, files, folder, setting)
        target = os.path.join(self.work, "findings", slug(signature), "reduced")
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(folder, target)
        return target

    def report(self, elapsed, reduced):
        counts = self.counts
        minutes = max(elapsed / 60, 1e-9)
        ratio = counts["accepted"] / counts["specs"] if counts["specs"] else 0
        lines = [
            f"fuzz-valid: {elapsed:.0f} s, seeds {self.options.seed}…{self.next_seed - 1}, "
            f"settings {self.options.settings}, {self.options.jobs} job(s)",
            f"  specs generated  {counts['specs']:6} ({counts['specs'] / minutes:.1f}/min, {counts['rounds']} runs)",
            f"  accepted         {counts['accepted']:6} ({ratio:.0%})",
            f"  built            {counts['built']:6} ({counts['built'] / minutes:.1f}/min)",
            f"  documented limit {counts['limitation']:6} (unused public imports under InternalImportsByDefault)",
            f"  rejected         {counts['rejected']:6}",
            f"  findings         {counts['findings']:6} ({len(self.findings)} distinct)",
        ]
        top = sorted(self.rejections.items(), key=lambda item: -item[1])[:12]
        if top:
            lines.append("  most frequent first diagnostics of rejected runs:")
            lines += [f"  {count:5} × {reason[:150]}" for reason, count in top]
        if self.findings:
            lines.append("  findings by signature:")
        for signature, entry in sorted(self.findings.items(), key=lambda item: -item[1]["count"]):
            lines.append(f"  {entry['count']:5} × {signature}")
            lines.append(f"          seeds {', '.join(map(str, entry['seeds']))} ({entry['setting']}); "
                         f"{os.path.relpath(os.path.join(self.work, 'findings', slug(signature)), ROOT)}"
                         + (" (reduced)" if signature in reduced else ""))
        text = "\n".join(lines) + "\n"
        os.makedirs(self.work, exist_ok=True)
        with open(os.path.join(self.work, "summary.txt"), "w", encoding="utf-8") as out:
            out.write(text)
        with open(os.path.join(self.work, "summary.json"), "w", encoding="utf-8") as out:
            json.dump({"seconds": elapsed, "counts": counts, "findings": self.findings,
                       "rejections": self.rejections}, out, indent=2,
                      ensure_ascii=False)
        print(text, end="")


class Verbatim:
    """A kept spec, replayed as its file's text."""

    def __init__(self, path):
        with open(path, encoding="utf-8") as spec:
            self.text = spec.read()


def containers(trees):
    """Every map and list of the trees, each once, outermost first."""
    seen = set()
    pending = list(trees)
    while pending:
        node = pending.pop(0)
        if id(node) in seen or isinstance(node, valid_spec.Scalar):
            continue
        seen.add(id(node))
        yield node
        children = [value for _, value in node.items] if isinstance(node, valid_spec.Map) else node.items
        pending.extend(children)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=int(time.time()) % 1_000_000 * 1000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--settings", default="swift6",
                        help="comma-separated compiler settings of the compatibility matrix, or all")
    parser.add_argument("--hostility", type=float, default=0.06,
                        help="how often a name is drawn from the hostile pools instead of ordinary words")
    parser.add_argument("--notigen", default=os.path.join(ROOT, ".build/debug/notigen"))
    parser.add_argument("--work", default=os.path.join(ROOT, ".build-fuzz-valid"))
    parser.add_argument("--notigen-timeout", type=float, default=20)
    parser.add_argument("--compile-timeout", type=float, default=120)
    parser.add_argument("--reduce-seconds", type=float, default=None,
                        help="time to shrink findings after generation (default: a quarter of --seconds, ≥ 60)")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--replay", nargs="+", metavar="PATH",
                        help="check kept findings (spec files, or folders of one run's specs) instead of fuzzing")
    options = parser.parse_args()
    for setting in options.settings.split(","):
        if setting != "all" and setting not in SETTINGS:
            parser.error(f"unknown setting {setting}; choose from {', '.join(SETTINGS)} or all")
    if not os.access(options.notigen, os.X_OK):
        parser.error(f"{options.notigen} is not built; run make build first")
    campaign = Campaign(options)
    print(f"fuzz-valid: building NotigenRuntime and the stub modules into {campaign.modules}", flush=True)
    build_modules(campaign.modules)
    if options.replay:
        paths = []
        for path in options.replay:
            entries = sorted(os.path.join(path, name) for name in os.listdir(path)) if os.path.isdir(path) else [path]
            paths += [entry for entry in entries if os.path.isdir(entry) or entry.endswith(".yaml")]
        return 0 if campaign.replay(paths) else 1
    shutil.rmtree(os.path.join(campaign.work, "findings"), ignore_errors=True)
    start = time.monotonic()
    deadline = start + options.seconds
    threads = [threading.Thread(target=campaign.worker, args=(index, deadline)) for index in range(options.jobs)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - start
    reduced = set()
    budget = options.reduce_seconds if options.reduce_seconds is not None else max(60, options.seconds / 4)
    reduce_deadline = time.monotonic() + budget
    for signature, entry in sorted(campaign.findings.items(), key=lambda item: -item[1]["count"]):
        if time.monotonic() >= reduce_deadline:
            break
        share = time.monotonic() + max(20, (reduce_deadline - time.monotonic()) / 3)
        if campaign.reduce(signature, entry, min(share, reduce_deadline)):
            reduced.add(signature)
    campaign.report(elapsed, reduced)
    return 1 if campaign.findings else 0


if __name__ == "__main__":
    sys.exit(main())
