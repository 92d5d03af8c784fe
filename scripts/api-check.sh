#!/usr/bin/env bash
# make api-check: NotigenRuntime's public and SPI API (what every generated file and every user depends on) against the
# baseline kept in api/NotigenRuntime.json, dumped by swift-api-digester from the module built on Linux with the path
# Linux compiles (its imports differ on the path Apple platforms compile). Any change fails: a removal or a changed
# signature is listed as swift-api-digester diagnoses it, an addition as the baseline's diff. Once the change is meant,
# `make api-baseline` (this script with --update) rewrites the baseline and prints the line that CHANGELOG.md's newest
# section must then carry (the baseline's SHA-256, shortened), so that the check passes only when the baseline and
# the changelog both say so; CHANGELOG.md's "Versioning" section says what each kind of version may change.
set -euo pipefail
cd "$(dirname "$0")/.."
baseline=api/NotigenRuntime.json
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swiftc -swift-version 6 -parse-as-library -emit-module -module-name NotigenRuntime \
    -emit-module-path "$work/NotigenRuntime.swiftmodule" Sources/NotigenRuntime/*.swift
swift-api-digester -dump-sdk -module NotigenRuntime -I "$work" -avoid-location -avoid-tool-args \
    -o "$work/current.json"

if [ "${1:-}" = --update ]; then
    cp "$work/current.json" "$baseline"
    echo "api-check: wrote $baseline; record the change under the newest section of CHANGELOG.md with this line:"
    echo "  NotigenRuntime API baseline: $(sha256sum "$baseline" | cut -c1-16)"
    exit 0
fi

if ! cmp -s "$baseline" "$work/current.json"; then
    echo "api-check: NotigenRuntime's public or SPI API is not the baseline ($baseline)." >&2
    swift-api-digester -diagnose-sdk -input-paths "$baseline" -input-paths "$work/current.json" \
        -o "$work/diagnosis.txt" 2>/dev/null || true
    echo "swift-api-digester -diagnose-sdk (breaking changes):" >&2
    grep -v '^$\|^/\*' "$work/diagnosis.txt" >&2 || echo "  none: additions only" >&2
    echo "the baseline's diff (first 60 lines):" >&2
    diff -u "$baseline" "$work/current.json" | head -60 >&2 || true
    echo "If the change is meant: make api-baseline, then say what changed in CHANGELOG.md (a breaking change" >&2
    echo "needs a major version, or a minor one before 1.0; see its Versioning section)." >&2
    exit 1
fi

line="NotigenRuntime API baseline: $(sha256sum "$baseline" | cut -c1-16)"
# The newest section: from the first "## [" heading to the next.
newest=$(awk '/^## \[/{n++} n==1' CHANGELOG.md)
if ! grep -qF "$line" <<<"$newest"; then
    echo "api-check: the newest section of CHANGELOG.md does not name the API baseline; after saying what changed," >&2
    echo "add the line: $line" >&2
    exit 1
fi
echo "api-check: NotigenRuntime's API is the baseline, and CHANGELOG.md names it ($line)"
