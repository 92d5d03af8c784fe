#!/usr/bin/env bash
# make install-check: notigen as a team installs and uses it, without this checkout's sources. Installs notigen into a
# temporary prefix, imports a small app with the installed `notigen import`, vendors the runtime with the installed `notigen runtime --output`, generates the specs of
# Tests/Compatibility/MultiModule with the installed binary (Beta's two specs in one run, with its hand-written file), and, under every compiler setting of docs/COMPATIBILITY.md's
# compatibility matrix, builds the vendored runtime, each generated file and the app that imports both as modules of
# their own (-warnings-as-errors, no diagnostic allowed; under library-evolution, the libraries with their module
# interfaces, verified by the compiler), then runs the app.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
make --no-print-directory install PREFIX="$work/prefix" CONFIG="${CONFIG:-debug}" >/dev/null
notigen="$work/prefix/bin/notigen"
# The license ships with what is installed.
cmp LICENSE "$work/prefix/share/notigen/LICENSE"
cd "$work"
"$notigen" runtime --output rt --quiet
case_dir="$OLDPWD/Tests/Compatibility"
"$notigen" "$case_dir/MultiModule/alpha.yaml" --output alpha --quiet
"$notigen" "$case_dir/MultiModule/beta.yaml" "$case_dir/MultiModule/ledger.yaml" --output beta --quiet
# The installed `notigen import` (which runs the installed notigen-import) on a two-line app: its spec lints.
mkdir -p import-app
printf 'import Foundation\nextension Notification.Name { static let ping = Notification.Name("App.Ping") }\n' \
    > import-app/Names.swift
"$notigen" import import-app --output imported.yaml --quiet >/dev/null
"$notigen" lint imported.yaml --quiet

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
    "library-evolution|$swift6 -diagnostic-style llvm"
)

# Runs swiftc with the setting's flags; any output at all (a warning, a note) fails the check. Under
# library-evolution on Linux, whose toolchain builds Foundation and Dispatch without library evolution (Apple's SDKs
# build them with it), swiftc warns at every public import of them; those warnings alone are dropped (with the
# source lines below them), and -warnings-as-errors, which would make them errors, is left out: anything else swiftc
# prints still fails the check.
compile() {
    local output status=0 strict=-warnings-as-errors
    if [ "$name" = library-evolution ] && [ "$(uname)" = Linux ]; then strict=; fi
    # shellcheck disable=SC2086
    output=$(swiftc $flags $strict -I "$out" -L "$out" "$@" 2>&1) || status=$?
    if [ -z "$strict" ]; then output=$(printf '%s\n' "$output" | drop_toolchain_warnings); fi
    if [ "$status" -ne 0 ] || [ -n "$output" ]; then
        echo "install-check: $name: swiftc $*" >&2
        echo "$output" >&2
        exit 1
    fi
}

# Standard input without the library-evolution warnings about the toolchain's own modules (see compile).
drop_toolchain_warnings() {
    awk '
        /^(.*:[0-9]+:[0-9]+: )?(error|warning|note|remark): / {
            drop = ($0 ~ /: warning: module .(Foundation|FoundationEssentials|Dispatch). was not compiled with library evolution support; /)
        }
        !drop { print }
    ' | sed '/^[[:space:]]*$/d'
}

# What a library module adds under the setting: under library-evolution, what an XCFramework's
# BUILD_LIBRARY_FOR_DISTRIBUTION does (library evolution, its public and SPI interfaces) and the compiler's check
# that both interfaces build again; nothing otherwise.
library_flags() {
    if [ "$name" = library-evolution ]; then
        echo "-enable-library-evolution -emit-module-interface-path $out/$1.swiftinterface" \
            "-emit-private-module-interface-path $out/$1.private.swiftinterface -verify-emitted-module-interface"
    fi
}

for setting in "${settings[@]}"; do
    name=${setting%%|*}
    flags=${setting#*|}
    out="$work/build-$name"
    mkdir "$out"
    # shellcheck disable=SC2046
    compile -parse-as-library -emit-library -emit-module -module-name NotigenRuntime -o "$out/libNotigenRuntime.so" \
        $(library_flags NotigenRuntime) rt/*.swift
    # shellcheck disable=SC2046
    compile -parse-as-library -emit-library -emit-module -module-name Alpha -lNotigenRuntime \
        $(library_flags Alpha) -o "$out/libAlpha.so" alpha/alpha.swift
    # shellcheck disable=SC2046
    compile -parse-as-library -emit-library -emit-module -module-name Beta -package-name App -lNotigenRuntime \
        $(library_flags Beta) -o "$out/libBeta.so" beta/beta.swift beta/ledger.swift \
        "$case_dir/MultiModule/Beta/Receipt.swift"
    compile -module-name App -package-name App -lNotigenRuntime -lAlpha -lBeta -Xlinker -rpath -Xlinker "$out" \
        -o "$out/App" "$case_dir/MultiModule/App/main.swift" "$case_dir"/Shared/*.swift
    if ! timeout 60 "$out/App" >"$out/App.log" 2>&1; then
        echo "install-check: $name: the app failed" >&2
        cat "$out/App.log" >&2
        exit 1
    fi
    if [ "$name" = library-evolution ]; then
        for module in NotigenRuntime Alpha Beta; do
            [ -s "$out/$module.swiftinterface" ] && [ -s "$out/$module.private.swiftinterface" ] || {
                echo "install-check: $name: no interface for $module" >&2
                exit 1
            }
        done
        echo "install-check: $name: the interfaces of the runtime, Alpha and Beta were written and verified"
    fi
    echo "install-check: $name: runtime, Alpha, Beta and App built with no diagnostic; App ran"
done
