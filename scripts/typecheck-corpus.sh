#!/bin/sh
# The invariant "every spec notigen accepts compiles": generates from every input of a fuzz corpus (default
# .build-fuzz/corpus) and type-checks each distinct accepted output under the strict flags, against the NotigenRuntime
# module built first. Errors about types that a spec names but nothing declares (they would come from its imports)
# are not notigen's and are ignored.
set -eu
corpus=${1:-.build-fuzz/corpus}
notigen="$(swift build --show-bin-path)/notigen"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
touch "$work/seen"
strict="-swift-version 6 -strict-concurrency=complete -warnings-as-errors"
mkdir "$work/runtime"
# shellcheck disable=SC2086
swiftc $strict -parse-as-library -emit-module -module-name NotigenRuntime \
    -emit-module-path "$work/runtime/NotigenRuntime.swiftmodule" Sources/NotigenRuntime/*.swift
accepted=0
checked=0
failed=0
for input in "$corpus"/*; do
    rm -rf "$work/out"
    cp "$input" "$work/spec.yaml"
    "$notigen" "$work/spec.yaml" --output "$work/out" --quiet >/dev/null 2>&1 || continue
    accepted=$((accepted + 1))
    sum=$(cksum < "$work/out/spec.swift")
    if grep -qxF "$sum" "$work/seen"; then continue; fi
    echo "$sum" >> "$work/seen"
    checked=$((checked + 1))
    # shellcheck disable=SC2086
    errors=$(swiftc -typecheck $strict -I "$work/runtime" "$work"/out/*.swift 2>&1 \
        | grep 'error:' | grep -v -e 'cannot find type' -e 'no such module' -e 'is not a member type' -e 'no type named' \
        || true)
    if [ -n "$errors" ]; then
        failed=$((failed + 1))
        echo "$input:"
        echo "$errors" | head -3
    fi
done
echo "$accepted accepted specs, $checked distinct outputs type-checked, $failed failed"
[ "$failed" -eq 0 ]
