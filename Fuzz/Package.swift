// swift-tools-version:6.0
import PackageDescription

/// The libFuzzer target over parse → validate → render. Built only by `make fuzz`, with
/// `swift build --sanitize=fuzzer --sanitize=address`; the main package never builds it.
let package = Package(
    name: "notigen-fuzz",
    dependencies: [.package(name: "notigen", path: "..")],
    targets: [
        .executableTarget(
            name: "NotigenFuzz",
            dependencies: [.product(name: "NotigenCore", package: "notigen")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        )
    ],
    swiftLanguageModes: [.v6]
)
