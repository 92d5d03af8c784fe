// swift-tools-version:6.0
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "notigen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "notigen", targets: ["notigen"]),
        .library(name: "NotigenCore", targets: ["NotigenCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(
            name: "NotigenCore",
            dependencies: ["CYAML", .product(name: "Mustache", package: "swift-mustache")],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "notigen",
            dependencies: ["NotigenCore", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "NotigenCoreTests",
            dependencies: ["NotigenCore"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "GeneratedAPITests",
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
