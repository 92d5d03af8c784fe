// swift-tools-version:5.9
// The Stencil route that `make bench` compares notigen with: the spec read with Yams, the code rendered by a
// Stencil template equivalent to notigen's templates (SwiftGen's yaml parser + Stencil, without SwiftGen).
// Built only by `make bench`, never by the tests.
import PackageDescription

let package = Package(
    name: "notigen-reference",
    dependencies: [
        .package(url: "https://github.com/stencilproject/Stencil", exact: "0.15.1"),
        .package(url: "https://github.com/jpsim/Yams", exact: "5.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "notigen-reference",
            dependencies: [.product(name: "Stencil", package: "Stencil"), .product(name: "Yams", package: "Yams")])
    ]
)
