#!/usr/bin/env python3
"""Writes a synthetic spec: N notifiers x 10 cases (8 plain cases with 3 fields, 2 merged results)."""
import sys


def spec(notifiers: int) -> str:
    lines = ["notigen: 1", "module: Bench", "access: public", "notifiers:"]
    for n in range(notifiers):
        lines += [f"  Notifier{n}:", f"    doc: Synthetic notifier {n}.", "    cases:"]
        for c in range(8):
            lines += [
                f"      didChange{c}:",
                f"        doc: Change {c} happened.",
                "        payload:",
                "          id: Int",
                "          title: { type: String, default: untitled, doc: A title. }",
                '          tags: "[String]"',
            ]
        for c in range(2):
            lines += [
                f"      operation{c}:",
                "        result:",
                "          success: { value: Int, message: String }",
                "          failure: { code: Int, reason: String }",
            ]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    count = int(sys.argv[1])
    with open(sys.argv[2], "w", encoding="utf-8") as out:
        out.write(spec(count))
