// swift-tools-version:6.0
import PackageDescription

// `NOTIGEN_WITHOUT_IMPORT=1` leaves out the importer (`notigen-import`, which links swift-syntax) and its tests: the
// builds that run only the runtime's tests (make test-apple-path, make test-tsan) set it, so that they do not build
// swift-syntax again under their own flags.
let withImport = Context.environment["NOTIGEN_WITHOUT_IMPORT"] == nil
// `NOTIGEN_DOCS=1` (make docs) adds swift-docc-plugin, for `swift package generate-documentation`; the Swift Package
// Index sets `SPI_GENERATE_DOCS` when it builds the documentation `.spi.yml` names. Otherwise the plugin is left out:
// a package that depends on this one for NotigenRuntime resolves and fetches nothing for notigen's documentation.
let withDocs =
    Context.environment["NOTIGEN_DOCS"] != nil || Context.environment["SPI_GENERATE_DOCS"] != nil

let package = Package(
    name: "notigen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .executable(name: "notigen", targets: ["notigen"]),
        .library(name: "NotigenCore", targets: ["NotigenCore"]),
        .library(name: "NotigenRuntime", targets: ["NotigenRuntime"]),
        // Test helpers: a recorder of a notifier's posts, reporting to Swift Testing or to XCTest.
        .library(name: "NotigenTesting", targets: ["NotigenTesting"]),
        .library(name: "NotigenXCTest", targets: ["NotigenXCTest"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(
            name: "NotigenCore",
            dependencies: ["CYAML"]
        ),
        // The one way both executables write a file (links followed, devices and FIFOs written through, all or
        // nothing): Foundation only, so that notigen does not link swift-syntax through notigen-import's needs.
        .target(name: "NotigenFiles"),
        .executableTarget(
            name: "notigen",
            dependencies: [
                "NotigenCore", "NotigenFiles", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What the core's and the CLI's tests share: paths into the checkout, temporary workspaces, swiftc runs and
        // the compatibility matrix's builds.
        .target(
            name: "NotigenTestSupport",
            dependencies: ["NotigenCore"],
            path: "Tests/NotigenTestSupport"
        ),
        .testTarget(
            name: "NotigenCoreTests",
            dependencies: ["NotigenCore", "NotigenTestSupport"]
        ),
        // The built binary run as a build step does, and the example app built through its Makefile.
        .testTarget(
            name: "NotigenCLITests",
            dependencies: ["notigen", "NotigenCore", "NotigenTestSupport"]
        ),
        .target(name: "NotigenRuntime"),
        .testTarget(
            name: "NotigenRuntimeTests",
            dependencies: ["NotigenRuntime"]
        ),
        .testTarget(
            name: "GeneratedAPITests",
            dependencies: ["NotigenRuntime"]
        ),
        // The recorder, which imports neither test framework; NotigenTesting adds Swift Testing, NotigenXCTest XCTest.
        .target(name: "NotigenRecording", dependencies: ["NotigenRuntime"]),
        .target(name: "NotigenTesting", dependencies: ["NotigenRecording", "NotigenRuntime"]),
        .target(name: "NotigenXCTest", dependencies: ["NotigenRecording", "NotigenRuntime"]),
        .testTarget(
            name: "NotigenTestingTests",
            dependencies: ["NotigenTesting", "NotigenRuntime"]
        ),
        .testTarget(
            name: "NotigenXCTestTests",
            dependencies: ["NotigenXCTest", "NotigenRuntime"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

if withImport {
    // `notigen import` runs this executable, installed beside notigen: it alone links swift-syntax.
    package.products.append(.executable(name: "notigen-import", targets: ["notigen-import"]))
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"))
    package.targets += [
        // The importer's pipeline (Scanning, Inference, Emission, Rewriting): Swift sources in, a spec, a report and
        // edits out; no file I/O, like NotigenCore.
        .target(
            name: "NotigenImport",
            dependencies: [
                "NotigenCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // `notigen import`'s executable: reads the sources, checks the spec with NotigenCore, writes the outputs.
        .executableTarget(
            name: "notigen-import",
            dependencies: [
                "NotigenImport", "NotigenCore", "NotigenFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "NotigenImportTests",
            dependencies: ["NotigenImport", "NotigenCore", "NotigenTestSupport"]
        ),
        // Every flag of both executables that writes a file, on every kind of path and file system fault, each run
        // in a bubblewrap sandbox with its own /dev; and FileWriter's own tests.
        .testTarget(
            name: "NotigenFilesTests",
            dependencies: ["NotigenFiles", "NotigenTestSupport"]
        ),
    ]
}

if withDocs {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
