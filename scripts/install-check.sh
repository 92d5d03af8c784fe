#!/usr/bin/env bash
# make install-check: notigen as a team installs and uses it, without this checkout's sources. Installs notigen into a
# temporary prefix, vendors the runtime with the installed `notigen runtime --output`, generates the specs of
# Tests/Compatibility/MultiModule with the installed binary (Beta's two specs in one run, with its hand-written file), and, under every compiler setting of the README's
# compatibility matrix, builds the vendored runtime, each generated file and the app that imports both as modules of
# their own (-warnings-as-errors, no diagnostic allowed), then runs the app.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
make --no-print-directory install PREFIX="$work/prefix" CONFIG="${CONFIG:-debug}" >/dev/null
notigen="$work/prefix/bin/notigen"
cd "$work"
"$notigen" runtime --output rt --quiet
case_dir="$OLDPWD/Tests/Compatibility"
"$notigen" "$case_dir/MultiModule/alpha.yaml" --output alpha --quiet
"$notigen" "$case_dir/MultiModule/beta.yaml" "$case_dir/MultiModule/ledger.yaml" --output beta --quiet

swift6="-swift-version 6 -strict-concurrency=complete"
main="-default-isolation MainActor"
approachable="-enable-upcoming-feature NonisolatedNonsendingByDefault -enable-upcoming-feature InferIsolatedConformances"
settings=(
    "swift6|$swift6"
    "swift6-mainactor|$swift6 $main"
    "xcode26-app|$swift6 $main $approachable"
    "internal-imports|$swift6 -enable-upcoming-feature InternalImportsByDefault"
    "swift5|-swift-version 5"
    "swift5-mainactor|-swift-version 5 $main $approachable"
)

# Runs swiftc with the setting's flags; any output at all (a warning, a note) fails the check.
compile() {
    local output
    # shellcheck disable=SC2086
    if ! output=$(swiftc $flags -warnings-as-errors -I "$out" -L "$out" "$@" 2>&1) || [ -n "$output" ]; then
        echo "install-check: $name: swiftc $*" >&2
        echo "$output" >&2
        exit 1
    fi
}

for setting in "${settings[@]}"; do
    name=${setting%%|*}
    flags=${setting#*|}
    out="$work/build-$name"
    mkdir "$out"
    compile -parse-as-library -emit-library -emit-module -module-name NotigenRuntime -o "$out/libNotigenRuntime.so" \
        rt/*.swift
    compile -parse-as-library -emit-library -emit-module -module-name Alpha -lNotigenRuntime \
        -o "$out/libAlpha.so" alpha/alpha.swift
    compile -parse-as-library -emit-library -emit-module -module-name Beta -package-name App -lNotigenRuntime \
        -o "$out/libBeta.so" beta/beta.swift beta/ledger.swift "$case_dir/MultiModule/Beta/Receipt.swift"
    compile -module-name App -package-name App -lNotigenRuntime -lAlpha -lBeta -Xlinker -rpath -Xlinker "$out" \
        -o "$out/App" "$case_dir/MultiModule/App/main.swift" "$case_dir"/Shared/*.swift
    if ! timeout 60 "$out/App" >"$out/App.log" 2>&1; then
        echo "install-check: $name: the app failed" >&2
        cat "$out/App.log" >&2
        exit 1
    fi
    echo "install-check: $name: runtime, Alpha, Beta and App built with no diagnostic; App ran"
done
