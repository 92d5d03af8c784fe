#!/usr/bin/env bash
# make docs: the documentation, built as users and the Swift Package Index build it, warnings as errors.
#   1. every relative link of the Markdown pages is true (scripts/check_links.py);
#   2. the DocC catalogs of NotigenRuntime, NotigenRecording, NotigenTesting and NotigenXCTest, with swift-docc-plugin
#      (NOTIGEN_DOCS=1 adds it to Package.swift; NOTIGEN_WITHOUT_IMPORT=1: no swift-syntax) and --warnings-as-errors;
#   3. a DocC archive of the code generated from specs/user.yaml (its symbol graph, docc convert --warnings-as-errors),
#      so that the doc comments notigen writes stay valid DocC;
#   4. the Getting Started article's spec generated and its Swift block built with the runtime and run.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 scripts/check_links.py

NOTIGEN_DOCS=1 NOTIGEN_WITHOUT_IMPORT=1 swift package generate-documentation --warnings-as-errors \
    --target NotigenRuntime --target NotigenRecording --target NotigenTesting --target NotigenXCTest

NOTIGEN_WITHOUT_IMPORT=1 swift build --product notigen -Xswiftc -warnings-as-errors >/dev/null
notigen="$(NOTIGEN_WITHOUT_IMPORT=1 swift build --show-bin-path)/notigen"

# The runtime as a module of its own, as a vendored copy is built.
mkdir -p "$work/lib"
swiftc -swift-version 6 -parse-as-library -emit-library -emit-module -module-name NotigenRuntime \
    -o "$work/lib/libNotigenRuntime.so" -emit-module-path "$work/lib/NotigenRuntime.swiftmodule" \
    Sources/NotigenRuntime/*.swift

# 3. The generated code's documentation.
"$notigen" specs/user.yaml --output "$work/user" --quiet
mkdir -p "$work/graphs"
swiftc -swift-version 6 -parse-as-library -emit-module -module-name Accounts -I "$work/lib" \
    -emit-module-path "$work/Accounts.swiftmodule" -emit-symbol-graph -emit-symbol-graph-dir "$work/graphs" \
    "$work/user/user.swift"
docc convert --warnings-as-errors --additional-symbol-graph-dir "$work/graphs" --fallback-display-name Accounts \
    --fallback-bundle-identifier notigen.generated.Accounts --output-dir "$work/Accounts.doccarchive"
echo "docs: the code generated from specs/user.yaml builds a DocC archive with no warning"

# 4. Getting Started, as a reader would type it.
article=Sources/NotigenRuntime/NotigenRuntime.docc/GettingStarted.md
mkdir -p "$work/start/specs"
awk '/^```yaml$/{on=1; next} /^```$/{on=0} on' "$article" >"$work/start/specs/session.yaml"
awk '/^```swift$/{on=1; next} /^```$/{on=0} on' "$article" >"$work/start/main.swift"
"$notigen" "$work/start/specs/session.yaml" --output "$work/start/Generated" --quiet
swiftc -swift-version 6 -warnings-as-errors -I "$work/lib" -L "$work/lib" -lNotigenRuntime \
    -Xlinker -rpath -Xlinker "$work/lib" -o "$work/start/app" "$work/start/main.swift" "$work/start/Generated/session.swift"
"$work/start/app"
echo "docs: Getting Started's spec generates and its code builds and runs"
