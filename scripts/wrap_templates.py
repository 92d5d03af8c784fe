#!/usr/bin/env python3
"""Breaks every template line longer than 120 columns with `{{~}}` continuations, so that the templates read like
the code they write. A line is broken before a tag (`{{`) or a word, never before whitespace (a continuation drops the next
line's indentation), and each continuation line is indented four columns past the line it continues. The rendered
output is unchanged: `{{~}}` joins the lines back. Usage: scripts/wrap_templates.py Templates/*.mustache"""
import re
import sys

LIMIT = 120
MARK = "{{~}}"


def break_points(line):
    """Offsets a line can be broken at: each tag's `{{`, and each word after a space, outside tags."""
    points, inside, i = [], [], 0
    while True:
        start = line.find("{{", i)
        if start < 0:
            break
        end = line.find("}}", start + 2)
        end = len(line) if end < 0 else end + 2
        while end < len(line) and line[end] == "}":
            end += 1
        points.append(start)
        inside.append(range(start + 1, end))
        i = end
    for p in range(1, len(line)):
        if line[p - 1] == " " and line[p] != " " and not any(p in span for span in inside):
            points.append(p)
    return sorted(set(points))


def wrap(line):
    if len(line) <= LIMIT:
        return [line]
    if line.endswith(MARK):
        # A line that continues already: wrap what comes before its mark, which stays at the end.
        pieces = wrap_pieces(line[:-len(MARK)], LIMIT - len(MARK))
        return pieces[:-1] + [pieces[-1] + MARK]
    return wrap_pieces(line, LIMIT)


def wrap_pieces(line, limit):
    if len(line) <= limit:
        return [line]
    indent = re.match(r"[ \t]*", line).group(0)
    pieces, rest, first = [], line, True
    while len(rest) > (limit if first else limit - len(indent) - 4):
        room = (limit if first else limit - len(indent) - 4) - len(MARK)
        candidates = [p for p in break_points(rest)
                      if 0 < p <= room and not rest[p].isspace() and rest[:p].strip()]
        if not candidates:
            break
        p = max(candidates)
        pieces.append(rest[:p] + MARK)
        rest = rest[p:]
        first = False
    pieces.append(rest)
    return [pieces[0]] + [indent + "    " + piece for piece in pieces[1:]]


for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    wrapped = [piece for line in lines for piece in wrap(line)]
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(wrapped))
