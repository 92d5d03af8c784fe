#!/usr/bin/env python3
"""A whole repository made from the corpus, for make bench-import and make bench-repository.

Writes FILES Swift files of about LINES lines each under ROOT/Sources/Module<k>/: file n is the corpus file
n % (number of corpus files) (Tests/Corpus/<app>/App/*.swift), copy n // (number of corpus files), with every name
that must stay unique renamed per copy (string literals, so wire names and keys; the types the corpus declares; its
static properties, so Swift names of notifications), padded with code that declares and posts no notification. Beside
them, what the importer must skip: Pods/, Carthage/, .build/ and DerivedData/ folders, each with a Swift file, and a
generated file (SwiftGen's header). Returns the files written, their lines, and the paths to be skipped, as
`notigen import` shows them.

With SHARE below 1, only that share of the files (spread evenly) is made from the corpus, and the others are
notification-free generated Swift of the same length (`filler`: types with stored properties, computed properties,
methods with closures, string literals and `switch`es, none of the words notification code needs): the density of a
real app. REALISTIC_SHARE is the share of the Swift files that hold one of those words (post, addObserver, publisher,
notifications, Name: what notigen must parse) in IINA (56 of 173) and Home Assistant's iOS app (192 of 1,622) at the
commits measured for docs/PERFORMANCE.md: 248 of 1,795.

    python3 scripts/corpus_repository.py ROOT [FILES] [LINES] [SHARE]
"""
import glob
import os
import re
import sys

CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Corpus")
SKIPPED_FOLDERS = ["Pods", "Carthage", ".build", "DerivedData"]
REALISTIC_SHARE = 248 / 1795


def corpus_texts():
    """The corpus apps' Swift files, in a fixed order."""
    return [open(path).read() for path in sorted(glob.glob(os.path.join(CORPUS, "*", "App", "*.swift")))]


def declared_names(texts):
    """Names the corpus declares that must differ between copies: its types and its static properties."""
    names = set()
    for text in texts:
        for match in re.finditer(r"\b(?:class|struct|enum|protocol|actor|typealias)\s+([A-Z][A-Za-z0-9_]*)", text):
            names.add(match.group(1))
        for match in re.finditer(r"\bstatic\s+(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]{3,})", text):
            names.add(match.group(1))
    return names


def renamed(text, copy, names):
    """`text` as copy `copy`: string literals and declared names get the copy's number (copy 0 stays as it is)."""
    if copy == 0:
        return text
    text = re.sub(r'"([A-Za-z][A-Za-z0-9_.]*)"', lambda m: f'"{m.group(1)}{copy}"', text)
    pattern = re.compile(r"\b(" + "|".join(sorted(names, key=len, reverse=True)) + r")\b")
    return pattern.sub(lambda m: f"{m.group(1)}{copy}", text)


def filler(number, lines_per_file):
    """A notification-free file of `lines_per_file` lines: types whose members look like an app's model code."""
    lines = ["import Foundation", ""]
    kind = 0
    while len(lines) < lines_per_file - 12:
        type_name = f"Record{number}x{kind}"
        lines += [
            f"/// Values of record {kind} of file {number}.",
            f"{'struct' if kind % 2 else 'final class'} {type_name} {{",
            f"    var identifier: Int = {kind}",
            f'    var title: String = "record {kind}"',
            "    var values: [Double] = []",
            "    var total: Double { values.reduce(0, +) }",
        ]
        method = 0
        while method < 3 and len(lines) < lines_per_file - 12:
            lines += [
                f"    func scaled{method}(by factor: Double) -> [Double] {{",
                "        values.map { value in value * factor }.filter { $0 > 0 }",
                "    }",
                f"    func label{method}(for index: Int) -> String {{",
                "        switch index {",
                f'        case 0: return "\(title) first"',
                f'        case 1...{method + 3}: return title + " " + String(index)',
                '        default: return "other"',
                "        }",
                "    }",
            ]
            method += 1
        lines += ["}", ""]
        kind += 1
    return padded(lines + [f"enum Helpers{number} {{"], "static func", lines_per_file)


def padded(lines, declaration, lines_per_file):
    """`lines`, which open a type, with one-line helper methods (`declaration`: `func` or `static func`) up to
    `lines_per_file` lines, and the type closed."""
    n = 0
    while len(lines) < lines_per_file - 1:
        lines += [f"    {declaration} helper{n}(_ value: Int) -> Int {{ let doubled = value * 2; return doubled + {n} }}"]
        n += 1
    return lines + ["}"]


def save(root, number, lines):
    """Writes file `number` of the repository: `Sources/Module<hundreds>/File<number>.swift`."""
    folder = os.path.join(root, "Sources", f"Module{number // 100}")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, f"File{number}.swift"), "w") as out:
        out.write("\n".join(lines))


def write(root, files=5000, lines_per_file=200, share=1.0):
    """Writes the repository under `root`, `share` of its files made from the corpus (spread evenly); returns (files,
    lines, skipped paths)."""
    texts = corpus_texts()
    names = declared_names(texts)
    total = 0
    made = 0
    for number in range(files):
        # File n is the corpus's when the count of corpus files up to it goes up: an even spread.
        if int((number + 1) * share) == int(number * share):
            lines = filler(number, lines_per_file)
        else:
            lines = renamed(texts[made % len(texts)], made // len(texts), names).split("\n")
            made += 1
            lines = padded(lines + [f"final class Filler{number} {{"], "func", lines_per_file)
        total += len(lines)
        save(root, number, lines)
    skipped = []
    for name in SKIPPED_FOLDERS:
        folder = os.path.join(root, name, "Dependency")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "Skipped.swift"), "w") as out:
            out.write('import Foundation\nlet skipped = Notification.Name("MustBeSkipped")\n')
        skipped.append(os.path.join(root, name))
    generated = os.path.join(root, "Sources", "Assets.generated.swift")
    with open(generated, "w") as out:
        out.write('// Generated by SwiftGen — do not edit\nimport Foundation\nlet asset = Notification.Name("Gen")\n')
    skipped.append(generated)
    return files, total, sorted(skipped)


if __name__ == "__main__":
    count, lines, skipped = write(
        sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 5000, int(sys.argv[3]) if len(sys.argv) > 3 else 200,
        float(sys.argv[4]) if len(sys.argv) > 4 else 1.0)
    print(f"{count} files, {lines} lines; to be skipped: {', '.join(skipped)}")
