#!/usr/bin/env python3
"""The corpus figures of docs/CORPUS.md's issue-36 table, measured with the built notigen-import.

For each app of Tests/Corpus: copies App/*.swift and Models.swift into a temporary folder (as ImportRoundTripTests
does), runs `notigen-import App Models/Models.swift --module <expected.yaml's module> --rewrite --report` and
counts, from the report, the posts and observers found, those rewritten, and the sites left by reason (the reason
shortened to its first clause). Usage: scripts/corpus_figures.py [path/to/notigen-import] (default .build/debug).
"""
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IMPORTER = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/notigen-import")


def short(reason):
    """The kind of a reason, so that sites group by it: for observers the obstacle the report names first."""
    if reason.startswith("Foundation calls #selector"):
        if "is neither main-actor nor declared" in reason:
            return "selector: observer neither main-actor nor declared Sendable"
        if "is main-actor, and not every post is on the main actor" in reason:
            return "selector: main-actor observer, not every post on the main actor"
        but = re.search(r", but (.*)$", reason)
        if but:
            return "selector: " + re.sub(r"`[^`]*`", "…", but.group(1))[:70]
        return "selector: " + re.sub(r"`[^`]*`", "…", reason.split("; ", 1)[-1])[:70]
    if reason.startswith("Foundation runs the block on"):
        return "block on a queue, not every post on the main actor"
    if reason.startswith("Foundation keeps a block observer"):
        token = re.search(r"the token is ([^,;]*)", reason)
        kind = token.group(1) if token else "?"
        kind = re.sub(r"`[^`]*`", "…", kind)
        return f"block token {kind}"
    if reason.startswith("uses the notification as"):
        return "handler uses the notification otherwise than a field read"
    text = reason.split(";")[0].split(": ")[0]
    return re.sub(r"`[^`]*`", "…", text)[:80]


def measure(app):
    folder = os.path.join(ROOT, "Tests/Corpus", app)
    module = re.search(r"^module: *(\S+)", open(os.path.join(folder, "expected.yaml")).read(), re.M).group(1)
    with tempfile.TemporaryDirectory() as work:
        shutil.copytree(os.path.join(folder, "App"), os.path.join(work, "App"))
        os.mkdir(os.path.join(work, "Models"))
        shutil.copy(os.path.join(folder, "Models.swift"), os.path.join(work, "Models/Models.swift"))
        subprocess.run(
            [IMPORTER, "App", "Models/Models.swift", "--module", module, "--output", "s.yaml", "--report", "r.json",
             "--rewrite", "--quiet"], cwd=work, check=True, stdout=subprocess.DEVNULL)
        report = json.load(open(os.path.join(work, "r.json")))
    posts = {p["at"] for n in report["names"] for p in n["posts"]}
    observers = {o["at"] for n in report["names"] for o in n["observers"]}
    rewritten = set(report["rewrite"]["rewritten"])
    left = collections.Counter()
    for site in report["rewrite"]["left"]:
        kind = "observer" if "observer" in site["subject"] else "post"
        left[(kind, short(site["reason"]))] += 1
    return {
        "posts": len(posts), "postsRewritten": len(posts & rewritten),
        "observers": len(observers), "observersMoved": len(observers & rewritten),
        "left": left,
    }


def main():
    apps = sorted(a for a in os.listdir(os.path.join(ROOT, "Tests/Corpus"))
                  if os.path.exists(os.path.join(ROOT, "Tests/Corpus", a, "expected.yaml")))
    total = collections.Counter()
    for app in apps:
        figures = measure(app)
        for key in ("posts", "postsRewritten", "observers", "observersMoved"):
            total[key] += figures[key]
        print(f"{app}: posts rewritten {figures['postsRewritten']} of {figures['posts']}, "
              f"observers moved {figures['observersMoved']} of {figures['observers']}")
        for (kind, reason), count in sorted(figures["left"].items()):
            print(f"    {kind} left x{count}: {reason}")
    print(f"all: posts rewritten {total['postsRewritten']} of {total['posts']}, "
          f"observers moved {total['observersMoved']} of {total['observers']}")


if __name__ == "__main__":
    main()
