#!/usr/bin/env python3
"""Checks that notigen's cost grows at most linearly with its input, construct by construct.

For each construct (notifiers, cases, fields, nested generic types of each kind, nested defaults, long docs and
names, aliases, diagnostics, long lines ...) it writes two specs whose construct differs in size by FACTOR and
everything else is equal, runs notigen on each under `valgrind --tool=callgrind`, and compares the instructions
each spent beyond a minimal spec's. Instruction counts do not depend on the machine's load, so the check is stable
where a timing would not be. Linear growth gives a ratio near FACTOR; the check fails above FACTOR * SLACK (a
quadratic construct gives FACTOR squared, an exponential one never ends: each run has a time limit).

Usage: scripts/scaling.py [NOTIGEN]   (default .build/debug/notigen); exit 1 when a construct grows faster.
"""
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

LIMIT = 3.0
TIME_LIMIT = 600  # seconds for one run under valgrind: a bound for a hang, not a speed check


def spec(notifiers):
    """A spec text from {notifier: {case: payload-text-or-None}} with every value written as given."""
    lines = ["notigen: 1", "notifiers:"]
    for name, cases in notifiers.items():
        lines += [f"  {name}:", "    cases:"]
        for case, body in cases.items():
            lines.append(f"      {case}: {body or '{}'}")
    return "\n".join(lines) + "\n"


def field_spec(fields):
    """One case with the given `name: value` field lines."""
    return "notigen: 1\nnotifiers:\n  Shop:\n    cases:\n      didChange:\n        payload:\n" + "".join(
        f"          {line}\n" for line in fields)


def nested(kind, depth):
    text = "Int"
    for _ in range(depth):
        text = {
            "array": f"Array<{text}>",
            "optional": f"Optional<{text}>",
            "sugar": f"[{text}]",
            "dictionary": f"Dictionary<String, {text}>",
            "result": f"Result<{text}, Error>",
            "tuple": f"(a: {text}, b: Int)",
            "function": f"@Sendable ({text}) -> Int",
        }[kind]
    return text


def nested_default(depth):
    return "[" * depth + "1" + "]" * depth


def constructs():
    """(name, [the spec at size n, 2n, 4n]) for each construct."""
    out = []

    def add(name, make, n):
        out.append((name, [make(n), make(2 * n), make(4 * n)]))

    add("notifiers", lambda n: spec({f"N{i}": {"didChange": "{ payload: { id: Int } }"} for i in range(n)}), 15)
    add("cases", lambda n: spec({"Shop": {f"didChange{i}": "{ payload: { id: Int } }" for i in range(n)}}), 15)
    add("fields", lambda n: field_spec([f"f{i}: Int" for i in range(n)]), 40)
    add("result cases", lambda n: spec({"Shop": {
        f"op{i}": "{ result: { success: { v: Int }, failure: { code: Int } } }" for i in range(n)}}), 15)
    for kind in ["array", "optional", "sugar", "dictionary", "result", "tuple", "function"]:
        add(f"nested {kind}", lambda n, kind=kind: field_spec([f'x: "{nested(kind, n)}"']), 4)
    add("nested defaults", lambda n: field_spec(
        [f'x: {{ type: "{"[" * n}Int{"]" * n}", default: {nested_default(n)} }}']), 3)
    add("list default", lambda n: field_spec(
        [f'x: {{ type: "[Int]", default: [{", ".join(str(i) for i in range(n))}] }}']), 100)
    escaped = "a\\t"
    add("string default", lambda n: field_spec([f'x: {{ type: String, default: "{escaped * n}" }}']), 500)
    add("doc", lambda n: spec({"Shop": {"didChange": f'{{ doc: "{"word " * n}", payload: {{ id: Int }} }}'}}), 200)
    add("field doc", lambda n: field_spec([f'x: {{ type: Int, doc: "{"word " * n}" }}']), 200)
    add("long names", lambda n: spec({"S" + "x" * n: {"did" + "Y" * n: "{ payload: { " + "z" * n + ": Int } }"}}), 40)
    add("unicode names", lambda n: spec({"É" + "é" * n: {"ç" + "ü" * n: "{ payload: { ñ: Int } }"}}), 40)
    add("aliases", lambda n: "notigen: 1\nnotifiers:\n  N0:\n    cases: &c\n      a: { payload: { x: Int } }\n"
        + "".join(f"  N{i}: {{ cases: *c }}\n" for i in range(1, n)), 15)
    add("diagnostics", lambda n: field_spec([f"f{i}: NotA<Type" for i in range(n)]), 40)
    add("unknown keys", lambda n: "notigen: 1\n" + "".join(f"k{i}: 1\n" for i in range(n))
        + "notifiers: { A: { cases: { b: {} } } }\n", 100)
    add("one long line", lambda n: "notigen: 1\nnotifiers: { " + ", ".join(
        f"N{i}: {{ cases: {{ c: {{ payload: {{ x: Bad<Type }} }} }} }}" for i in range(n)) + " }\n", 20)
    add("wire names", lambda n: spec({"Shop": {
        f"c{i}": f'{{ name: "com.example.{"n" * 20}.{i}", payload: {{ id: Int }} }}' for i in range(n)}}), 15)
    return out


def instructions(notigen, text):
    """Instructions notigen spends generating `text` (or refusing it), as callgrind counts them."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "spec.yaml")
        with open(path, "w", encoding="utf-8") as out:
            out.write(text)
        result = subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", notigen, path,
             "--output", os.path.join(folder, "out")],
            capture_output=True, text=True, timeout=TIME_LIMIT,
            env=dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1"))
    match = re.search(r"Collected : (\d+)", result.stderr)
    if not match:
        sys.exit(f"scaling: no instruction count from valgrind:\n{result.stderr[-2000:]}")
    return int(match.group(1))


def main():
    notigen = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/notigen"
    cases = constructs()
    specs = [text for _, texts in cases for text in texts]
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        counts = list(pool.map(lambda text: instructions(notigen, text), specs))
    print(f"{'construct':<18} {'n':>14} {'2n':>14} {'4n':>14} {'ratio':>6}  (instructions; the ratio is what the "
          f"second doubling cost over the first: 2 is linear, the limit {LIMIT})")
    failures = 0
    for index, (name, _) in enumerate(cases):
        one, two, four = counts[3 * index:3 * index + 3]
        ratio = (four - two) / max(two - one, 1)
        verdict = "ok" if ratio <= LIMIT else "FAIL"
        failures += verdict == "FAIL"
        print(f"{name:<18} {one:>14,} {two:>14,} {four:>14,} {ratio:>6.2f}  {verdict}")
    if failures:
        sys.exit(f"scaling: {failures} construct(s) grow faster than their size")
    print("scaling: every construct grows linearly")


if __name__ == "__main__":
    main()
