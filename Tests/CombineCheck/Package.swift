// swift-tools-version:6.0
import PackageDescription

/// The runtime's Combine support (`NotigenPublisher`), tested on Linux, where Apple's Combine does not exist: the
/// test-only module `Combine` re-exports OpenCombine, so that `#if canImport(Combine)` holds and `import Combine`
/// finds the same API when NotigenRuntime (a link to Sources/NotigenRuntime) and the code generated from
/// specs/user.yaml (a link to Tests/GeneratedAPITests/Generated/user.swift) are built here. Neither depends on
/// OpenCombine: on Apple platforms they see Combine itself. `ImportedFeeds` is what `notigen import --rewrite` makes
/// of a fixture's publisher chains, with the code generated for it (kept current by `CombineCheckSourcesTests`). Run
/// by `make combine-check` and by `CombineCheckTests`.
let package = Package(
    name: "notigen-combine-check",
    dependencies: [.package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0")],
    targets: [
        .target(name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        .target(name: "NotigenRuntime", dependencies: ["Combine"]),
        .target(name: "Accounts", dependencies: ["NotigenRuntime"]),
        .target(name: "ImportedFeeds", dependencies: ["NotigenRuntime", "Combine"]),
        .testTarget(
            name: "CombineCheckTests", dependencies: ["Accounts", "ImportedFeeds", "NotigenRuntime", "Combine"]),
    ],
    swiftLanguageModes: [.v6]
)
