// swift-tools-version:6.0
import PackageDescription

// The library compiles the Swift notigen generated from specs/ into Sources/NotifyDemoKit/Generated (by `make`,
// not by a plugin); the executable and the tests use the typed notifications.
let package = Package(
    name: "NotifyDemo",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NotifyDemoKit", targets: ["NotifyDemoKit"]),
        .executable(name: "notify-demo", targets: ["notify-demo"]),
    ],
    targets: [
        .target(name: "NotifyDemoKit"),
        .executableTarget(name: "notify-demo", dependencies: ["NotifyDemoKit"]),
        .testTarget(name: "NotifyDemoKitTests", dependencies: ["NotifyDemoKit"]),
    ],
    swiftLanguageModes: [.v6]
)
