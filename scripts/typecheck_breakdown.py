#!/usr/bin/env python3
"""make typecheck-breakdown: what each part of the generated code costs swiftc, per case.

Generates the 100-notifier synthetic spec (1,000 cases), then type-checks the output again with one part of the
generated API removed at a time; the part's cost is the difference. Times are the swift-frontend's user CPU
seconds for the generated file (against the NotigenRuntime module, built once here), the best of 3 runs, so that the noise of
a shared machine stays out. The same spec with `userInfo: fields` shows what the opt-in encoding costs.
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import synthetic_spec  # noqa: E402
from bench import runtime_module  # noqa: E402

STRICT = ["-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors"]
CASES = 1000


def frontend() -> str:
    swiftc = subprocess.run(["which", "swiftc"], capture_output=True, text=True, check=True).stdout.strip()
    return os.path.join(os.path.dirname(os.path.realpath(swiftc)), "swift-frontend")


def cpu_seconds(source: str, runtime: str) -> float:
    best = None
    for _ in range(3):
        before = os.times()
        subprocess.run([frontend(), "-frontend", "-typecheck"] + STRICT
                       + ["-primary-file", source, "-I", runtime, "-module-name", "Bench"], check=True)
        after = os.times()
        seconds = after.children_user - before.children_user
        best = seconds if best is None else min(best, seconds)
    return best


def drop_blocks(text: str, start: str) -> str:
    """Removes every declaration whose first line matches `start`, with its doc comment and attributes, through the
    closing brace at its indentation."""
    lines, out, index = text.split("\n"), [], 0
    while index < len(lines):
        line = lines[index]
        if re.match(start, line):
            indent = len(line) - len(line.lstrip())
            while out and (out[-1].strip().startswith("///") or out[-1].strip().startswith("@")):
                out.pop()
            while not (lines[index].startswith(" " * indent + "}") and len(lines[index]) - len(lines[index].lstrip()) == indent):
                index += 1
            index += 1
            continue
        out.append(line)
        index += 1
    return "\n".join(out)


def drop_section(text: str, kind: str) -> str:
    """Removes every notifier's `// MARK: - Notifier: kind` section, through the next `// MARK:`."""
    return re.sub(r"// MARK: - \w+: " + re.escape(kind) + r"\n[\s\S]*?(?=// MARK: - |\Z)", "", text)


def drop_decoders(text: str) -> str:
    """Removes every payload's `userInfo` decoder, the trailing closure each key of the key holders is made with
    (the runtime then makes a key without one, as for a `Void` payload)."""
    return re.sub(r"\n    \) \{ userInfo throws\(NotigenRuntime\.NotigenDecodingError\) in\n[\s\S]*?\n    \}\n", "\n    )\n", text)


def drop_registration(text: str) -> str:
    """Removes `addObserver` and the per-case registration functions of the key holders."""
    return drop_blocks(drop_section(text, "registration"), r"\s+static func (observe|visit)\($")


PARTS = [
    ("Hashable conformances of payloads and successes",
     lambda t: t.replace("Swift.Sendable, Swift.Hashable", "Swift.Sendable")),
    ("userInfo decoders (bridging from untyped posts)", drop_decoders),
    ("event factories (`post(.case(…))`)", lambda t: drop_section(t, "events")),
    ("keys (`observe(.case)`)", lambda t: drop_section(t, "keys")),
    ("addObserver (observer protocols' registration)", drop_registration),
    ("observer protocols, their defaults and addObserver",
     lambda t: drop_section(drop_registration(t), "observer protocol")),
]


def main() -> None:
    notigen = os.path.join(subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                                          check=True, capture_output=True, text=True).stdout.strip(), "notigen")
    work = tempfile.mkdtemp(prefix="notigen-typecheck-")
    outputs = {}
    for style in ("payload", "fields"):
        spec = os.path.join(work, f"{style}.yaml")
        text = synthetic_spec.spec(CASES // 10)
        if style == "fields":
            text = text.replace("access: public\n", "access: public\nuserInfo: fields\n")
        with open(spec, "w", encoding="utf-8") as out:
            out.write(text)
        folder = os.path.join(work, style)
        subprocess.run([notigen, spec, "-o", folder, "-q"], check=True)
        outputs[style] = folder
    support = runtime_module(work)
    source = os.path.join(outputs["payload"], "payload.swift")
    with open(source, encoding="utf-8") as file:
        generated = file.read()
    base = cpu_seconds(source, support)
    rows = [("the whole generated file", base)]
    for name, remove in PARTS:
        variant = os.path.join(work, "variant.swift")
        with open(variant, "w", encoding="utf-8") as out:
            out.write(remove(generated))
        rows.append((name, base - cpu_seconds(variant, support)))
    # The parts are disjoint but for addObserver, which the observer-protocol row includes.
    removed = sum(seconds for name, seconds in rows[1:] if not name.startswith("addObserver"))
    rows.append(("the rest: Name enums, structs with their properties and memberwise initializers, Result aliases, "
                 "key holders", base - removed))
    fields = cpu_seconds(os.path.join(outputs["fields"], "fields.swift"), support)
    rows.append(("`userInfo: fields` encoding (opt-in), added", fields - base))
    print(f"| part of the generated code, {CASES:,} cases | CPU seconds | ms per case |")
    print("|---|---:|---:|")
    for name, seconds in rows:
        print(f"| {name} | {seconds:.2f} | {seconds * 1000 / CASES:.2f} |")


if __name__ == "__main__":
    main()
