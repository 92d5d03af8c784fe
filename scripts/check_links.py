#!/usr/bin/env python3
"""make docs: every relative link of the repository's Markdown pages (README.md, ARCHITECTURE.md, CHANGELOG.md,
docs/*.md) names a file that exists and, with a #fragment, a heading of that page (GitHub's anchors)."""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", ROOT / "ARCHITECTURE.md", ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").glob("*.md"))]


def anchors(page):
    """The anchors GitHub gives the headings of `page` (fenced code skipped; repeated headings numbered)."""
    found, seen, fence = set(), {}, False
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            fence = not fence
        elif not fence and re.match(r"#{1,6} ", line):
            slug = re.sub(r"[^\w\- ]", "", re.sub(r"^#+ ", "", line).strip().lower()).replace(" ", "-")
            count = seen.get(slug, 0)
            seen[slug] = count + 1
            found.add(slug if count == 0 else f"{slug}-{count}")
    found.update(re.findall(r'<a (?:name|id)="([^"]+)"', page.read_text(encoding="utf-8")))
    return found


def links(page):
    """(line, target) of every inline Markdown link outside fenced code."""
    fence = False
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("```"):
            fence = not fence
        elif not fence:
            for target in re.findall(r"\]\(([^)\s]+)\)", re.sub(r"`[^`]*`", "", line)):
                yield number, target


problems = []
for page in PAGES:
    if not page.exists():
        problems.append(f"{page.relative_to(ROOT)}: missing")
        continue
    for number, target in links(page):
        if re.match(r"[a-z]+:", target):
            continue
        path, _, fragment = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        where = f"{page.relative_to(ROOT)}:{number}: {target}"
        if not file.exists():
            problems.append(f"{where}: no such file")
        elif fragment and file.suffix == ".md" and fragment not in anchors(file):
            problems.append(f"{where}: no heading #{fragment} there")
print("\n".join(problems) or f"check_links: the links of {len(PAGES)} pages are true")
sys.exit(1 if problems else 0)
