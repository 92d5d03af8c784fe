#!/usr/bin/env python3
"""The whole-repository figures of docs/CORPUS.md's issue-36 section, measured with the built notigen-import.

For each git repository given (a bare mirror or a clone, read at HEAD): writes its Swift files into a temporary
folder, runs `notigen-import . --module M --rewrite --report r.json` there, and prints the posts and observers found,
those rewritten, and the observers left grouped by the first obstacle their reason names (as
scripts/corpus_figures.py does). The repositories are not part of this project: fetch them first (the corpus apps'
READMEs name them). Usage:

    scripts/repository_figures.py [--importer path/to/notigen-import] GIT_DIR[=Module]...
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_figures import short  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def checkout(git_dir, folder):
    """Writes the Swift files of `git_dir`'s HEAD into `folder`; returns how many."""
    names = subprocess.run(["git", "-C", git_dir, "ls-tree", "-r", "-z", "--name-only", "HEAD"],
                           check=True, capture_output=True).stdout.decode().split("\0")
    count = 0
    for name in names:
        if not name.endswith(".swift"):
            continue
        blob = subprocess.run(["git", "-C", git_dir, "show", f"HEAD:{name}"], capture_output=True)
        if blob.returncode != 0:
            continue
        path = os.path.join(folder, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as file:
            file.write(blob.stdout)
        count += 1
    return count


def measure(importer, git_dir, module):
    with tempfile.TemporaryDirectory() as work:
        files = checkout(git_dir, work)
        subprocess.run([importer, ".", "--module", module, "--output", "spec.yaml", "--report", "report.json",
                        "--rewrite"], cwd=work, check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        report = json.load(open(os.path.join(work, "report.json")))
    posts = {p["at"] for n in report["names"] for p in n["posts"]}
    observers = {o["at"] for n in report["names"] for o in n["observers"]}
    rewritten = set(report["rewrite"]["rewritten"])
    left = collections.Counter(short(site["reason"]) for site in report["rewrite"]["left"]
                               if "observer" in site["subject"])
    return files, posts, observers, rewritten, left


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--importer", default=os.path.join(ROOT, ".build/debug/notigen-import"))
    parser.add_argument("repositories", nargs="+", help="GIT_DIR or GIT_DIR=Module")
    arguments = parser.parse_args()
    total = collections.Counter()
    for entry in arguments.repositories:
        git_dir, _, module = entry.partition("=")
        module = module or "App"
        files, posts, observers, rewritten, left = measure(arguments.importer, git_dir, module)
        moved = len(observers & rewritten)
        total.update(posts=len(posts), rewritten=len(posts & rewritten), observers=len(observers), moved=moved)
        print(f"{git_dir}: {files} Swift files; posts rewritten {len(posts & rewritten)} of {len(posts)}, "
              f"observers moved {moved} of {len(observers)}")
        for reason, count in left.most_common():
            print(f"    observer left x{count}: {reason}")
    print(f"all: posts rewritten {total['rewritten']} of {total['posts']}, "
          f"observers moved {total['moved']} of {total['observers']}")


if __name__ == "__main__":
    main()
